//! Fused elementwise programs as CUDA C: one statement per instruction, each register a
//! `const` local of its dtype, inputs read through their affine index maps.

use super::scalar::{binary_fn, c_type, compare_fn, convert, literal, unary_fn};
use super::{strides, KernelInfo, Launch, ModuleBuilder, Param};
use crate::elementwise::{ElementwiseProgram, InputMap, Instr, Window};
use crate::error::{kernel_err, KernelResult};
use fresnel_ir::{CompareType, DType};
use std::fmt::Write;

/// The statements of a program's body and its outputs' expressions.
pub(crate) struct Body {
    pub text: String,
    pub outputs: Vec<(String, DType)>,
}

/// How a body reads input `k` at element offset `offset` (a C expression).
pub(crate) type LoadFn<'a> = &'a dyn Fn(u32, &str) -> String;

/// Reads input `k` from kernel parameter `p{base + k}`.
pub(crate) fn param_load(base: usize) -> impl Fn(u32, &str) -> String {
    move |k, offset| format!("p{}[{offset}]", base + k as usize)
}

/// Whether `m` reads its buffer in the index space's own row-major order.
fn is_contiguous(m: &InputMap, shape: &[usize]) -> bool {
    m.offset == 0
        && shape
            .iter()
            .zip(&m.strides)
            .zip(strides(shape))
            .all(|((&n, &s), r)| n == 1 || s == r as i64)
}

/// Whether a body over `shape` needs the multi-index (not only the linear index).
pub(crate) fn needs_index(p: &ElementwiseProgram) -> bool {
    p.inputs.iter().any(|m| !is_contiguous(m, &p.shape))
        || p.instrs
            .iter()
            .any(|i| matches!(i, Instr::Iota { .. } | Instr::LoadPadded { .. }))
}

/// Declares `{prefix}0 … {prefix}{r-1}`: the row-major multi-index of linear index `lin` in
/// `shape`.
pub(crate) fn decompose(out: &mut String, indent: &str, lin: &str, shape: &[usize], prefix: &str) {
    let rank = shape.len();
    if rank == 0 {
        return;
    }
    let _ = writeln!(out, "{indent}long long {prefix}rest = {lin};");
    for d in (1..rank).rev() {
        let n = shape[d];
        let _ = writeln!(
            out,
            "{indent}const long long {prefix}{d} = {prefix}rest % {n}; {prefix}rest /= {n};"
        );
    }
    let _ = writeln!(out, "{indent}const long long {prefix}0 = {prefix}rest;");
}

/// `offset + Σ idx[d]·strides[d]`, without the zero terms.
pub(crate) fn offset_expr(offset: usize, strides: &[i64], idx: &[String]) -> String {
    let mut terms: Vec<String> = Vec::new();
    if offset != 0 {
        terms.push(format!("{offset}ll"));
    }
    for (s, i) in strides.iter().zip(idx) {
        match s {
            0 => {}
            1 => terms.push(i.clone()),
            _ => terms.push(format!("{i} * {s}ll")),
        }
    }
    if terms.is_empty() {
        "0".to_string()
    } else {
        terms.join(" + ")
    }
}

/// `input[idx − low]` where that is inside the input, else the fill; the bounds are tested
/// only along dims where the window does not cover the whole index space, and the load is
/// not evaluated outside.
fn padded_load(
    m: &InputMap,
    window: &Window,
    space: &[usize],
    idx: &[String],
    load: &dyn Fn(&str) -> String,
) -> String {
    let src: Vec<String> = idx
        .iter()
        .zip(&window.low)
        .map(|(i, &lo)| match lo {
            0 => i.clone(),
            lo => format!("({i} - {lo}ll)"),
        })
        .collect();
    let tests: Vec<String> = (0..space.len())
        .filter(|&d| !window.covers(d, space[d]))
        .map(|d| format!("{} >= 0 && {} < {}ll", src[d], src[d], window.shape[d]))
        .collect();
    let value = load(&offset_expr(m.offset, &m.strides, &src));
    if tests.is_empty() {
        return value;
    }
    format!(
        "(({}) ? {value} : {})",
        tests.join(" && "),
        literal(window.fill)
    )
}

/// Renders the instructions of `p` at the point whose linear index is `lin` and whose
/// multi-index is `idx` (`None` when [`needs_index`] is false). Registers are named
/// `{prefix}{n}`.
pub(crate) fn render_body(
    p: &ElementwiseProgram,
    lin: &str,
    idx: Option<&[String]>,
    prefix: &str,
    indent: &str,
    load: LoadFn<'_>,
) -> KernelResult<Body> {
    let types = p.validate()?;
    let reg = |r: u32| format!("{prefix}{r}");
    let mut text = String::new();
    for (n, instr) in p.instrs.iter().enumerate() {
        let expr = match *instr {
            Instr::Load { input } => {
                let m = &p.inputs[input as usize];
                let offset = match idx {
                    Some(idx) if !is_contiguous(m, &p.shape) => {
                        offset_expr(m.offset, &m.strides, idx)
                    }
                    _ => lin.to_string(),
                };
                load(input, &offset)
            }
            Instr::LoadPadded { input, ref window } => {
                let Some(idx) = idx else {
                    return kernel_err!("cuda", "a padded load needs the multi-index");
                };
                padded_load(&p.inputs[input as usize], window, &p.shape, idx, &|o| {
                    load(input, o)
                })
            }
            Instr::Const(s) => literal(s),
            Instr::Iota { dim, dtype } => {
                let i = idx.map_or_else(|| lin.to_string(), |idx| idx[dim as usize].clone());
                convert(&i, DType::I64, dtype)
            }
            Instr::Unary { op, x } => format!("{}({})", unary_fn(op), reg(x)),
            Instr::Binary { op, lhs, rhs } => {
                format!("{}({}, {})", binary_fn(op), reg(lhs), reg(rhs))
            }
            Instr::Compare {
                dir,
                cmp_type,
                lhs,
                rhs,
            } => {
                let key = |r: u32| match cmp_type {
                    Some(CompareType::Unsigned) => format!("fr_unsigned({})", reg(r)),
                    Some(CompareType::Signed) => format!("fr_signed({})", reg(r)),
                    Some(CompareType::TotalOrder) => format!("fr_total_key({})", reg(r)),
                    _ => reg(r),
                };
                format!("{}({}, {})", compare_fn(dir), key(lhs), key(rhs))
            }
            Instr::Select {
                pred,
                on_true,
                on_false,
            } => format!("({} ? {} : {})", reg(pred), reg(on_true), reg(on_false)),
            Instr::Clamp { min, x, max } => {
                format!("fr_min(fr_max({}, {}), {})", reg(x), reg(min), reg(max))
            }
            Instr::Convert { x, to } => convert(&reg(x), types[x as usize], to),
        };
        let _ = writeln!(
            text,
            "{indent}const {} {} = {expr};",
            c_type(types[n]),
            reg(n as u32)
        );
    }
    let outputs = p
        .outputs
        .iter()
        .map(|&r| (reg(r), types[r as usize]))
        .collect();
    Ok(Body { text, outputs })
}

/// Adds the kernel of `p` to `module`: parameters are the inputs, then the outputs (each
/// row-major with `p.shape`). Returns the kernel's index.
pub fn add_elementwise(module: &mut ModuleBuilder, p: &ElementwiseProgram) -> KernelResult<usize> {
    let name = module.fresh_name("elementwise");
    add_elementwise_named(module, &name, p, &param_load(0), None)
}

/// As [`add_elementwise`], with the kernel's name and the way inputs are read given, and every
/// (complex) output multiplied by the real literal `scale` when one is given.
pub(crate) fn add_elementwise_named(
    module: &mut ModuleBuilder,
    name: &str,
    p: &ElementwiseProgram,
    load: LoadFn<'_>,
    scale: Option<&str>,
) -> KernelResult<usize> {
    let n = p.num_elements();
    let mut text = format!("  FR_FOR_EACH(i, {n}ll) {{\n");
    let idx: Vec<String> = (0..p.shape.len()).map(|d| format!("i{d}")).collect();
    let with_index = needs_index(p);
    if with_index {
        decompose(&mut text, "    ", "i", &p.shape, "i");
    }
    let body = render_body(
        p,
        "i",
        with_index.then_some(idx.as_slice()),
        "r",
        "    ",
        load,
    )?;
    text.push_str(&body.text);
    let ninputs = p.inputs.len();
    for (k, (expr, _)) in body.outputs.iter().enumerate() {
        match scale {
            Some(s) => writeln!(text, "    p{}[i] = fr_scale({expr}, {s});", ninputs + k),
            None => writeln!(text, "    p{}[i] = {expr};", ninputs + k),
        }
        .unwrap_or(());
    }
    text.push_str("  }\n");
    let params = p
        .inputs
        .iter()
        .map(|m| Param {
            dtype: m.dtype,
            output: false,
        })
        .chain(body.outputs.iter().map(|&(_, dtype)| Param {
            dtype,
            output: true,
        }))
        .collect();
    let info = KernelInfo {
        block_sync: false,
        name: name.to_string(),
        params,
        launch: Launch::for_items(n),
        flops: p.flops_per_point() * n as u64,
    };
    Ok(module.push(info, &text))
}
