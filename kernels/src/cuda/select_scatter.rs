//! `select_and_scatter` as CUDA C (see [`crate::select_scatter`]): one thread per OUTPUT
//! element. It visits the windows that cover its element in row-major grid order, recomputes
//! each one's selection exactly as the interpreter does (valid members in row-major order,
//! the first chosen, replaced whenever `select(chosen, member)` is false), and folds the
//! source values of those that chose it into the init value. Every element is written by one
//! thread in the interpreter's order, with no atomics: results are bit-identical to it. A
//! window's selection is recomputed by each element it covers (`⌈k/s⌉` per dimension; one
//! for non-overlapping pooling).

use super::elementwise::decompose;
use super::scalar::c_type;
use super::{KernelInfo, Launch, ModuleBuilder, Param};
use crate::error::KernelResult;
use crate::indexing::ScatterCombiner;
use crate::select_scatter::SelectScatterDesc;
use fresnel_ir::{CompareDir, CompareType, DType};
use std::fmt::Write;

/// Adds the kernel of `desc`: parameters operand, source, init, output.
pub fn add_select_and_scatter(
    module: &mut ModuleBuilder,
    desc: &SelectScatterDesc,
) -> KernelResult<usize> {
    desc.validate()?;
    let grid = desc.grid()?;
    // Rank 0: one window of one element, written as rank 1.
    let (shape, dims, strides, lo, grid) = if desc.shape.is_empty() {
        (vec![1], vec![1], vec![1], vec![0], vec![1])
    } else {
        let lo: Vec<i64> = desc.padding.iter().map(|p| p[0]).collect();
        (
            desc.shape.clone(),
            desc.dims.clone(),
            desc.strides.clone(),
            lo,
            grid,
        )
    };
    let r = shape.len();
    let n: usize = shape.iter().product();
    let ty = c_type(desc.dtype);
    let st = row_major(&shape);
    let gst = row_major(&grid);
    let mut text = String::new();
    let _ = writeln!(text, "  FR_FOR_EACH(i, {n}ll) {{");
    decompose(&mut text, "    ", "i", &shape, "x");
    let _ = writeln!(text, "    {ty} acc = p2[0];");
    let mut indent = String::from("    ");
    // The covering windows along each dimension: w·s ≤ x + lo ≤ w·s + k − 1.
    for d in 0..r {
        let (s, k, l, g) = (strides[d], dims[d], lo[d], grid[d]);
        let _ = writeln!(
            text,
            "{indent}const long long c{d} = x{d} + ({l}ll);\n\
             {indent}const long long e{d} = c{d} - {k}ll + 1;\n\
             {indent}long long wf{d} = e{d} >= 0 ? (e{d} + {s}ll - 1) / {s}ll : -((-e{d}) / {s}ll);\n\
             {indent}long long wl{d} = c{d} >= 0 ? c{d} / {s}ll : -((-c{d} + {s}ll - 1) / {s}ll);\n\
             {indent}if (wf{d} < 0) wf{d} = 0;\n\
             {indent}if (wl{d} > {}ll) wl{d} = {}ll;\n\
             {indent}for (long long w{d} = wf{d}; w{d} <= wl{d}; ++w{d}) {{",
            g as i64 - 1,
            g as i64 - 1
        );
        indent.push_str("  ");
    }
    // The window's valid members form a box: [a_d, b_d) per dimension.
    let _ = writeln!(text, "{indent}long long sel = -1;\n{indent}{ty} cv = acc;");
    for d in 0..r {
        let (s, k, l, len) = (strides[d], dims[d], lo[d], shape[d]);
        let _ = writeln!(
            text,
            "{indent}const long long s{d} = w{d} * {s}ll - ({l}ll);\n\
             {indent}const long long a{d} = s{d} < 0 ? 0 : s{d};\n\
             {indent}const long long b{d} = s{d} + {k}ll > {len}ll ? {len}ll : s{d} + {k}ll;"
        );
    }
    let mut inner = indent.clone();
    for d in 0..r {
        let _ = writeln!(
            text,
            "{inner}for (long long m{d} = a{d}; m{d} < b{d}; ++m{d}) {{"
        );
        inner.push_str("  ");
    }
    let at: Vec<String> = (0..r).map(|d| format!("m{d} * {}ll", st[d])).collect();
    let keep = keep_expr(desc.dtype, desc.order, desc.dir);
    let _ = writeln!(
        text,
        "{inner}const long long j = {};\n\
         {inner}const {ty} v = p0[j];\n\
         {inner}if (sel < 0 || !({keep})) {{ sel = j; cv = v; }}",
        at.join(" + ")
    );
    for _ in 0..r {
        inner.truncate(inner.len() - 2);
        let _ = writeln!(text, "{inner}}}");
    }
    let w: Vec<String> = (0..r).map(|d| format!("w{d} * {}ll", gst[d])).collect();
    let value = format!("p1[{}]", w.join(" + "));
    let combined = match combine_fn(desc.combiner) {
        Some(f) => format!("{f}(acc, {value})"),
        None => value,
    };
    let _ = writeln!(text, "{indent}if (sel == i) acc = {combined};");
    for _ in 0..r {
        indent.truncate(indent.len() - 2);
        let _ = writeln!(text, "{indent}}}");
    }
    let _ = writeln!(text, "    p3[i] = acc;\n  }}");
    let param = |output| Param {
        dtype: desc.dtype,
        output,
    };
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("select_and_scatter"),
        params: vec![param(false), param(false), param(false), param(true)],
        launch: Launch::for_items(n),
        flops: 0,
    };
    Ok(module.push(info, &text))
}

fn row_major(shape: &[usize]) -> Vec<usize> {
    let mut st = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        st[d] = st[d + 1] * shape[d + 1];
    }
    st
}

/// `select(cv, v)`: the comparison under the interpreter's order for it (C's float
/// comparisons are IEEE's, NaN unordered; TOTALORDER by the header's integer keys; SIGNED /
/// UNSIGNED read the bits as the signed / unsigned type of the same width).
fn keep_expr(dtype: DType, order: CompareType, dir: CompareDir) -> String {
    let op = match dir {
        CompareDir::Eq => "==",
        CompareDir::Ne => "!=",
        CompareDir::Lt => "<",
        CompareDir::Le => "<=",
        CompareDir::Gt => ">",
        CompareDir::Ge => ">=",
    };
    let as_ = |t: &str| format!("({t})cv {op} ({t})v");
    match (order, dtype) {
        (CompareType::TotalOrder, _) => format!("fr_total_key(cv) {op} fr_total_key(v)"),
        (CompareType::Float, _) => format!("cv {op} v"),
        (_, DType::I1) => as_("int"),
        (CompareType::Signed, _) => as_(signed_of(dtype)),
        (CompareType::Unsigned, _) => as_(unsigned_of(dtype)),
    }
}

fn signed_of(t: DType) -> &'static str {
    match t {
        DType::I8 | DType::U8 => "signed char",
        DType::I16 | DType::U16 => "short",
        DType::I32 | DType::U32 => "int",
        _ => "long long",
    }
}

fn unsigned_of(t: DType) -> &'static str {
    match t {
        DType::I8 | DType::U8 => "unsigned char",
        DType::I16 | DType::U16 => "unsigned short",
        DType::I32 | DType::U32 => "unsigned int",
        _ => "unsigned long long",
    }
}

/// The header's function for a combiner (`None`: `Replace`, the source value itself).
pub(crate) fn combine_fn(c: ScatterCombiner) -> Option<&'static str> {
    Some(match c {
        ScatterCombiner::Add => "fr_add",
        ScatterCombiner::Multiply => "fr_mul",
        ScatterCombiner::Maximum => "fr_max",
        ScatterCombiner::Minimum => "fr_min",
        ScatterCombiner::And => "fr_and",
        ScatterCombiner::Or => "fr_or",
        ScatterCombiner::Xor => "fr_xor",
        ScatterCombiner::Replace => return None,
    })
}
