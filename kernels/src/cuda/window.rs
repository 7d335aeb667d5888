//! One-operand `reduce_window` as CUDA C (see [`crate::window`]): one thread per output
//! element, folding its window in the interpreter's order — the init value, then the members
//! in row-major order as nested loops, a padding or base-dilation hole reading the init value
//! (`p1[0]`, read on the device). Cumulative windows take the same path (O(n) per output).

use super::elementwise::decompose;
use super::reduce::combine_fn;
use super::scalar::c_type;
use super::{KernelInfo, Launch, ModuleBuilder, Param};
use crate::error::KernelResult;
use crate::window::ReduceWindowDesc;
use std::fmt::Write;

/// Adds the kernel of `desc`: parameters operand, init, output.
pub fn add_reduce_window(
    module: &mut ModuleBuilder,
    desc: &ReduceWindowDesc,
) -> KernelResult<usize> {
    desc.validate()?;
    let grid = desc.output_shape()?;
    let r = desc.shape.len();
    let n: usize = grid.iter().product();
    let (ty, combine) = (c_type(desc.dtype), combine_fn(desc.kind));
    let mut st = vec![1usize; r];
    for d in (0..r.saturating_sub(1)).rev() {
        st[d] = st[d + 1] * desc.shape[d + 1];
    }
    let mut text = String::new();
    let _ = writeln!(text, "  FR_FOR_EACH(i, {n}ll) {{");
    decompose(&mut text, "    ", "i", &grid, "o");
    let _ = writeln!(text, "    {ty} acc = p1[0];");
    let mut indent = String::from("    ");
    for d in 0..r {
        let (s, wd, bd, lo, len) = (
            desc.strides[d],
            desc.window_dilations[d],
            desc.base_dilations[d],
            desc.padding[d][0],
            desc.shape[d],
        );
        let _ = writeln!(
            text,
            "{indent}for (long long k{d} = 0; k{d} < {}ll; ++k{d}) {{\n\
             {indent}  const long long q{d} = o{d} * {s}ll + k{d} * {wd}ll - ({lo}ll);\n\
             {indent}  const bool in{d} = q{d} >= 0 && q{d} % {bd}ll == 0 && q{d} / {bd}ll < {len}ll;",
            desc.dims[d]
        );
        indent.push_str("  ");
    }
    let inside: Vec<String> = (0..r).map(|d| format!("in{d}")).collect();
    let at: Vec<String> = (0..r)
        .map(|d| format!("(q{d} / {}ll) * {}ll", desc.base_dilations[d], st[d]))
        .collect();
    let (cond, at) = if r == 0 {
        ("true".to_string(), "0".to_string())
    } else {
        (inside.join(" && "), at.join(" + "))
    };
    let _ = writeln!(
        text,
        "{indent}acc = {combine}(acc, ({cond}) ? p0[{at}] : p1[0]);"
    );
    for _ in 0..r {
        indent.truncate(indent.len() - 2);
        let _ = writeln!(text, "{indent}}}");
    }
    let _ = writeln!(text, "    p2[i] = acc;\n  }}");
    let param = |output| Param {
        dtype: desc.dtype,
        output,
    };
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("reduce_window"),
        params: vec![param(false), param(false), param(true)],
        launch: Launch::for_items(n),
        // One combine per window member.
        flops: (n * desc.dims.iter().product::<usize>()) as u64,
    };
    Ok(module.push(info, &text))
}
