//! Copies (transpose, broadcast, slice, reverse, pad, concatenate) as CUDA C: one thread per
//! output element, written in row-major order; each piece whose box holds the element reads it
//! through the piece's affine map (later pieces win, as on the CPU), else the fill value.

use super::elementwise::{decompose, offset_expr};
use super::scalar::{c_type, literal};
use super::{KernelInfo, Launch, ModuleBuilder, Param};
use crate::error::KernelResult;
use crate::movement::{CopyDesc, CopyPiece};
use std::fmt::Write;

/// The condition that output index `o` lies in `piece`'s box (`None`: always), and the
/// piece-local index along each dim.
fn piece_index(piece: &CopyPiece, shape: &[usize]) -> (Vec<String>, Vec<String>) {
    let mut conds = Vec::new();
    let mut local = Vec::new();
    for d in 0..shape.len() {
        let (start, extent, step) = (piece.out_start[d], piece.out_extent[d], piece.out_step[d]);
        if start == 0 && step == 1 && extent == shape[d] {
            local.push(format!("o{d}"));
            continue;
        }
        let q = if start == 0 {
            format!("o{d}")
        } else {
            format!("(o{d} - {start}ll)")
        };
        conds.push(format!("{q} >= 0"));
        if step == 1 {
            conds.push(format!("{q} < {extent}ll"));
            local.push(q);
        } else {
            conds.push(format!("{q} % {step}ll == 0"));
            conds.push(format!("{q} / {step}ll < {extent}ll"));
            local.push(format!("({q} / {step}ll)"));
        }
    }
    (conds, local)
}

/// Adds the kernel of `desc` to `module`: parameters are the inputs, then the output.
pub fn add_copy(module: &mut ModuleBuilder, desc: &CopyDesc) -> KernelResult<usize> {
    desc.validate()?;
    let n: usize = desc.shape.iter().product();
    let ty = c_type(desc.dtype);
    let mut text = format!("  FR_FOR_EACH(i, {n}ll) {{\n");
    decompose(&mut text, "    ", "i", &desc.shape, "o");
    // Without a fill value every element is written by some piece; `v{}` only keeps the
    // compiler from seeing an uninitialised read.
    let init = desc
        .fill
        .map_or_else(String::new, |f| format!(" = {}", literal(f)));
    let brace = if desc.fill.is_none() { "{}" } else { "" };
    let _ = writeln!(text, "    {ty} v{brace}{init};");
    for piece in &desc.pieces {
        let (conds, local) = piece_index(piece, &desc.shape);
        let read = format!(
            "v = p{}[{}];",
            piece.input,
            offset_expr(piece.in_offset, &piece.in_strides, &local)
        );
        if conds.is_empty() {
            let _ = writeln!(text, "    {read}");
        } else {
            let _ = writeln!(text, "    if ({}) {read}", conds.join(" && "));
        }
    }
    let _ = writeln!(text, "    p{}[i] = v;\n  }}", desc.num_inputs);
    let params = (0..desc.num_inputs)
        .map(|_| Param {
            dtype: desc.dtype,
            output: false,
        })
        .chain([Param {
            dtype: desc.dtype,
            output: true,
        }])
        .collect();
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("copy"),
        params,
        launch: Launch::for_items(n),
        flops: 0,
    };
    Ok(module.push(info, &text))
}
