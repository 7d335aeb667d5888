//! Slices at run-time offsets as CUDA C (see [`crate::dynamic`]): the index scalars are read
//! from device memory by every thread (one load each, before the element loop) and clamped
//! there, so the host never reads them; one thread per output element.

use super::elementwise::decompose;
use super::{KernelInfo, Launch, ModuleBuilder, Param};
use crate::dynamic::DynamicSliceDesc;
use crate::error::{kernel_err, KernelResult};
use fresnel_ir::DType;
use std::fmt::Write;

/// Adds the kernel of `desc` with the dtypes of its index inputs: parameters are the inputs
/// (operand, update for an update, one index per dim), then the output. An update planned
/// `in_place` (the output is the operand's storage, already holding it) has one thread per
/// window element and never reads the operand parameter.
pub fn add_dynamic_slice(
    module: &mut ModuleBuilder,
    desc: &DynamicSliceDesc,
    index_dtypes: &[DType],
    in_place: bool,
) -> KernelResult<usize> {
    let in_place = in_place && desc.update;
    desc.validate()?;
    let r = desc.operand.len();
    if index_dtypes.len() != r || index_dtypes.iter().any(|d| !d.is_int()) {
        return kernel_err!(
            "dynamic_slice",
            "indices {index_dtypes:?} are not one integer scalar per dim"
        );
    }
    let k = desc.num_data_inputs();
    let out_param = k + r;
    let mut text = String::new();
    for d in 0..r {
        let max = desc.operand[d] - desc.window[d];
        let p = k + d;
        // A ui64 index past i64's range would turn negative as a `long long`: clamp it first.
        let read = if index_dtypes[d] == DType::U64 {
            format!("(p{p}[0] > {max}ull ? {max}ll : (long long)p{p}[0])")
        } else {
            format!("(long long)p{p}[0]")
        };
        let _ = writeln!(
            text,
            "  long long s{d} = {read}; s{d} = s{d} < 0 ? 0 : (s{d} > {max}ll ? {max}ll : s{d});"
        );
    }
    let shape = if in_place {
        desc.window.clone()
    } else {
        desc.output_shape().to_vec()
    };
    let n: usize = shape.iter().product();
    let _ = writeln!(text, "  FR_FOR_EACH(i, {n}ll) {{");
    decompose(&mut text, "    ", "i", &shape, "o");
    // Row-major offsets: in the operand of a window element (slice), in the window of an
    // operand element (update).
    let offset = |dims: &[usize], term: &dyn Fn(usize) -> String| -> String {
        let mut e = String::from("0ll");
        for (d, &size) in dims.iter().enumerate() {
            e = format!("({e}) * {size}ll + {}", term(d));
        }
        e
    };
    if in_place {
        let at = offset(&desc.operand, &|d| format!("(o{d} + s{d})"));
        let _ = writeln!(text, "    p{out_param}[{at}] = p1[i];\n  }}");
    } else if desc.update {
        let inside: Vec<String> = (0..r)
            .map(|d| format!("o{d} >= s{d} && o{d} < s{d} + {}ll", desc.window[d]))
            .collect();
        let cond = if inside.is_empty() {
            "true".to_string()
        } else {
            inside.join(" && ")
        };
        let at = offset(&desc.window, &|d| format!("(o{d} - s{d})"));
        let _ = writeln!(
            text,
            "    p{out_param}[i] = ({cond}) ? p1[{at}] : p0[i];\n  }}"
        );
    } else {
        let at = offset(&desc.operand, &|d| format!("(o{d} + s{d})"));
        let _ = writeln!(text, "    p{out_param}[i] = p0[{at}];\n  }}");
    }
    let params = (0..k)
        .map(|_| Param {
            dtype: desc.dtype,
            output: false,
        })
        .chain(index_dtypes.iter().map(|&dtype| Param {
            dtype,
            output: false,
        }))
        .chain([Param {
            dtype: desc.dtype,
            output: true,
        }])
        .collect();
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name(match (desc.update, in_place) {
            (true, true) => "dynamic_update_slice_in_place",
            (true, false) => "dynamic_update_slice",
            _ => "dynamic_slice",
        }),
        params,
        launch: Launch::for_items(n),
        flops: 0,
    };
    Ok(module.push(info, &text))
}
