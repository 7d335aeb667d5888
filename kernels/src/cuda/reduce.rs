//! Reductions as CUDA C, in a fixed combination order so that results do not depend on the
//! launch (the grid-stride loops visit outputs in any order, but each output's sum is always
//! formed the same way):
//! * when the innermost dim of the prologue's index space is reduced, one block per output:
//!   thread `t` folds the reduced elements `t, t + BLOCK, …` (consecutive threads read
//!   consecutive elements), then a shared-memory tree of fixed shape combines the threads;
//! * otherwise one thread per output folds the reduced elements in row-major order, and
//!   neighbouring threads read neighbouring elements of the kept innermost dim.
//!
//! As on the CPU, `init` is combined once into each result after the reduction.

use super::elementwise::{decompose, offset_expr, param_load, render_body};
use super::scalar::{c_type, literal};
use super::{strides, KernelInfo, Launch, ModuleBuilder, Param, BLOCK};
use crate::error::{kernel_err, KernelResult};
use crate::reduce::{reduce_covered, ReduceDesc};
use fresnel_ir::{DType, ReduceKind, Scalar};
use num_complex::{Complex32, Complex64};
use std::fmt::Write;

pub(crate) fn combine_fn(kind: ReduceKind) -> &'static str {
    match kind {
        ReduceKind::Add => "fr_add",
        ReduceKind::Multiply => "fr_mul",
        ReduceKind::Maximum => "fr_max",
        ReduceKind::Minimum => "fr_min",
        ReduceKind::And => "fr_and",
        ReduceKind::Or => "fr_or",
    }
}

/// The identity of `kind` on `t` (what an empty fold starts from).
fn identity(kind: ReduceKind, t: DType) -> Scalar {
    let inf = f64::INFINITY;
    let extreme = |lowest: bool| match t {
        DType::I1 => Scalar::I1(!lowest),
        DType::I32 => Scalar::I32(if lowest { i32::MIN } else { i32::MAX }),
        DType::I64 => Scalar::I64(if lowest { i64::MIN } else { i64::MAX }),
        DType::I8 => Scalar::I8(if lowest { i8::MIN } else { i8::MAX }),
        DType::I16 => Scalar::I16(if lowest { i16::MIN } else { i16::MAX }),
        DType::U8 => Scalar::U8(if lowest { 0 } else { u8::MAX }),
        DType::U16 => Scalar::U16(if lowest { 0 } else { u16::MAX }),
        DType::U32 => Scalar::U32(if lowest { 0 } else { u32::MAX }),
        DType::U64 => Scalar::U64(if lowest { 0 } else { u64::MAX }),
        // The small types are computed in their carriers (`narrow::widen`); their extremes
        // are only a fallback.
        DType::F32 | DType::F64 | DType::F16 | DType::BF16 => {
            Scalar::from_f64(t, if lowest { -inf } else { inf })
        }
        fresnel_ir::small_dtypes!() => Scalar::from_f64(t, if lowest { -inf } else { inf }),
        DType::C64 => {
            let v = if lowest {
                f32::NEG_INFINITY
            } else {
                f32::INFINITY
            };
            Scalar::C64(Complex32::new(v, v))
        }
        DType::C128 => {
            let v = if lowest { -inf } else { inf };
            Scalar::C128(Complex64::new(v, v))
        }
    };
    match kind {
        ReduceKind::Add | ReduceKind::Or => Scalar::zero(t),
        ReduceKind::Multiply => Scalar::from_f64(t, 1.0),
        ReduceKind::Maximum => extreme(true),
        ReduceKind::Minimum => extreme(false),
        // Every bit set.
        ReduceKind::And => match t {
            DType::I32 => Scalar::I32(-1),
            DType::I64 => Scalar::I64(-1),
            DType::I8 => Scalar::I8(-1),
            DType::I16 => Scalar::I16(-1),
            DType::U8 => Scalar::U8(u8::MAX),
            DType::U16 => Scalar::U16(u16::MAX),
            DType::U32 => Scalar::U32(u32::MAX),
            DType::U64 => Scalar::U64(u64::MAX),
            _ => Scalar::I1(true),
        },
    }
}

/// Adds the kernel of `desc` to `module`: parameters are the prologue's inputs, then the
/// output. Returns the kernel's index.
pub fn add_reduce(module: &mut ModuleBuilder, desc: &ReduceDesc) -> KernelResult<usize> {
    let p = &desc.prologue;
    let rank = p.shape.len();
    let types = p.validate()?;
    let Some(&value) = p.outputs.first() else {
        return kernel_err!("reduce", "the prologue has no output to reduce");
    };
    let t = types[value as usize];
    if !reduce_covered(desc.kind, t) || desc.init.dtype() != t {
        return kernel_err!(
            "reduce",
            "{:?} with a {} init on {t}",
            desc.kind,
            desc.init.dtype()
        );
    }
    if desc.dims.iter().any(|&d| d >= rank) {
        return kernel_err!("reduce", "bad reduced dims {:?} for rank {rank}", desc.dims);
    }
    let kept: Vec<usize> = (0..rank).filter(|d| !desc.dims.contains(d)).collect();
    let reduced: Vec<usize> = (0..rank).filter(|d| desc.dims.contains(d)).collect();
    let extent = |dims: &[usize]| dims.iter().map(|&d| p.shape[d]).collect::<Vec<_>>();
    let (kept_shape, reduced_shape) = (extent(&kept), extent(&reduced));
    let outputs: usize = kept_shape.iter().product();
    let count: usize = reduced_shape.iter().product();
    let per_block = reduced.last() == Some(&(rank.wrapping_sub(1)));

    let idx: Vec<String> = (0..rank)
        .map(|d| match kept.iter().position(|&k| k == d) {
            Some(i) => format!("k{i}"),
            None => format!("j{}", reduced.iter().position(|&r| r == d).unwrap_or(0)),
        })
        .collect();
    let row_major: Vec<i64> = strides(&p.shape).iter().map(|&s| s as i64).collect();
    let (ty, combine) = (c_type(t), combine_fn(desc.kind));
    let out_param = p.inputs.len();

    // The fold over the reduced elements `j` of output `o`, into `acc`.
    let fold = |first: &str, step: &str, indent: &str| -> KernelResult<String> {
        let inner = format!("{indent}  ");
        let mut s = format!("{indent}for (long long j = {first}; j < {count}ll; j += {step}) {{\n");
        decompose(&mut s, &inner, "j", &reduced_shape, "j");
        let _ = writeln!(
            s,
            "{inner}const long long lin = {};",
            offset_expr(0, &row_major, &idx)
        );
        let body = render_body(p, "lin", Some(&idx), "r", &inner, &param_load(0))?;
        s.push_str(&body.text);
        let _ = writeln!(s, "{inner}acc = {combine}(acc, {});", body.outputs[0].0);
        let _ = writeln!(s, "{indent}}}");
        Ok(s)
    };
    let init = literal(desc.init);
    let ident = literal(identity(desc.kind, t));
    let mut text = String::new();
    let launch = if per_block {
        let _ = writeln!(text, "  __shared__ {ty} partial[{BLOCK}];");
        let _ = writeln!(
            text,
            "  for (long long o = blockIdx.x; o < {outputs}ll; o += gridDim.x) {{"
        );
        decompose(&mut text, "    ", "o", &kept_shape, "k");
        let _ = writeln!(text, "    {ty} acc = {ident};");
        text.push_str(&fold("threadIdx.x", &format!("{BLOCK}"), "    ")?);
        let _ = write!(
            text,
            "    partial[threadIdx.x] = acc;\n    __syncthreads();\n    \
             for (int half = {}; half > 0; half >>= 1) {{\n      \
             if (threadIdx.x < half) partial[threadIdx.x] = \
             {combine}(partial[threadIdx.x], partial[threadIdx.x + half]);\n      \
             __syncthreads();\n    }}\n    \
             if (threadIdx.x == 0) p{out_param}[o] = {combine}({init}, partial[0]);\n    \
             __syncthreads();\n  }}\n",
            BLOCK / 2
        );
        Launch {
            blocks: outputs.clamp(1, 65_535) as u32,
            threads: BLOCK,
        }
    } else {
        let _ = writeln!(text, "  FR_FOR_EACH(o, {outputs}ll) {{");
        decompose(&mut text, "    ", "o", &kept_shape, "k");
        let _ = writeln!(text, "    {ty} acc = {ident};");
        text.push_str(&fold("0", "1", "    ")?);
        let _ = writeln!(text, "    p{out_param}[o] = {combine}({init}, acc);\n  }}");
        Launch::for_items(outputs)
    };
    let params = p
        .inputs
        .iter()
        .map(|m| Param {
            dtype: m.dtype,
            output: false,
        })
        .chain([Param {
            dtype: t,
            output: true,
        }])
        .collect();
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("reduce"),
        params,
        launch,
    };
    Ok(module.push(info, &text))
}
