//! Algebraic simplification: a table of small local rewrite rules, applied to every
//! single-result op in program order (regions included). A rule either names an existing
//! value equal to the op's result or builds replacement ops just before the op; the driver
//! then redirects the result's uses. The old op is left dead for DCE to remove.
//!
//! Rules live by family in `rules_arith.rs`, `rules_shape.rs`, `rules_complex.rs`,
//! `rules_fft.rs` (including the fftshift/ifftshift roll pair) and `rules_reduce.rs`.

use super::util::{blocks, on_each_function, op_error, replace_result, Cursor, Renames};
use super::{rules_arith as arith, rules_complex as complex, rules_fft as fft};
use super::{rules_reduce as reduce, rules_shape as shape};
use fresnel_ir::{Diagnostic, Function, Module, OpId, ValueId};

/// A rewrite rule: `Ok(Some(v))` when `op`'s single result equals `v` (possibly built with the
/// cursor, which inserts before `op`), `Ok(None)` when the rule does not apply. `Err` means the
/// rule built an ill-typed op: a bug in the rule, reported with the op's location.
pub type Rule = fn(&mut Function, OpId, &mut Cursor) -> Result<Option<ValueId>, String>;

/// Every rule, by name (the name appears in error messages).
pub const RULES: &[(&str, Rule)] = &[
    ("mul-by-one", arith::mul_by_one),
    ("int-mul-by-zero", arith::int_mul_by_zero),
    ("add-zero", arith::add_zero),
    ("sub-zero", arith::sub_zero),
    ("div-by-one", arith::div_by_one),
    ("neg-neg", arith::neg_neg),
    ("select-known", arith::select_known),
    ("splat-broadcast", shape::splat_broadcast),
    ("broadcast-broadcast", shape::broadcast_broadcast),
    ("broadcast-identity", shape::broadcast_identity),
    ("reshape-reshape", shape::reshape_reshape),
    ("reshape-identity", shape::reshape_identity),
    ("transpose-transpose", shape::transpose_transpose),
    ("transpose-identity", shape::transpose_identity),
    ("convert-identity", shape::convert_identity),
    ("slice-full", shape::slice_full),
    ("pad-none", shape::pad_none),
    ("real-of-complex", complex::real_of_complex),
    ("imag-of-complex", complex::imag_of_complex),
    ("complex-of-parts", complex::complex_of_parts),
    ("real-of-convert", complex::real_of_convert),
    ("add-of-complexes", complex::add_of_complexes),
    ("fft-inverse-pair", fft::inverse_pair),
    ("roll-cancel", fft::roll_cancel),
    ("reduce-splat", reduce::reduce_splat),
    ("reduce-unit-dims", reduce::reduce_unit_dims),
];

/// The rules that differentiation applies first (`ad`): canonical forms of what JAX writes
/// whose derivatives are cheaper than those of the ops written (|z|² without a square root,
/// `exp(i·x)` as cos and sin). They change roundings (|z|² is not hypot(re, im)², a real
/// cosine is not the complex exponential's), so they are not among [`RULES`], which keep
/// every value bit for bit: a program is rewritten by them only when it is differentiated.
pub const BEFORE_AD: &[(&str, Rule)] = &[
    ("abs-squared", complex::abs_squared),
    ("exp-of-imaginary", complex::exp_of_imaginary),
];

pub fn simplify(m: &mut Module) -> Result<bool, Diagnostic> {
    on_each_function(m, simplify_function)
}

/// One sweep of every rule over every op of `f`; rewrites feed later ops of the same sweep,
/// so chains such as conj(conj(z)) (real/imag/negate/complex) collapse in one go.
pub fn simplify_function(f: &mut Function) -> Result<bool, Diagnostic> {
    simplify_with(f, RULES)
}

/// One sweep of `rules` over every op of `f` (see [`simplify_function`]).
pub fn simplify_with(f: &mut Function, rules: &[(&str, Rule)]) -> Result<bool, Diagnostic> {
    let mut changed = false;
    let mut renames = Renames::default();
    for b in blocks(f) {
        let ops = f.take_block_ops(b);
        for (i, &op) in ops.iter().enumerate() {
            renames.apply_to_op(f, op);
            let mut at = Cursor {
                block: b,
                pos: f.block(b).ops.len(),
            };
            if f.op(op).results.len() == 1 {
                match apply_first_rule(f, op, &mut at, &mut renames, rules) {
                    Ok(c) => changed |= c,
                    Err(e) => {
                        for &rest in &ops[i..] {
                            f.attach_op(b, rest);
                        }
                        return Err(e);
                    }
                }
            }
            f.attach_op(b, op);
        }
    }
    renames.finish(f);
    Ok(changed)
}

fn apply_first_rule(
    f: &mut Function,
    op: OpId,
    at: &mut Cursor,
    renames: &mut Renames,
    rules: &[(&str, Rule)],
) -> Result<bool, Diagnostic> {
    let result = f.op(op).results[0];
    for (name, rule) in rules {
        let found = rule(f, op, at).map_err(|e| op_error(f, op, format!("rule `{name}`: {e}")))?;
        match found {
            Some(v) if v != result => {
                replace_result(f, op, v, name, renames)?;
                return Ok(true);
            }
            _ => {}
        }
    }
    Ok(false)
}
