//! The fftshift/ifftshift rule on rolls written the way JAX lowers `jnp.roll` (see
//! `rules_fft.rs`): slice + concatenate per axis.

use super::dce::dce;
use super::simplify::simplify;
use super::testing::{main_module, rewrite, PassFn};

const PASSES: &[PassFn] = &[simplify, dce];

/// IR lines defining `%out` = `%x` rolled along `axis` by offset `k` (y[j] = x[(j + k) mod n]).
fn roll(out: &str, x: &str, shape: &[usize], axis: usize, k: usize, dtype: &str) -> String {
    let ty = |s: &[usize]| {
        let dims: String = s.iter().map(|d| format!("{d}x")).collect();
        format!("tensor<{dims}{dtype}>")
    };
    let range = |lo: usize, hi: usize| {
        let parts: Vec<String> = (0..shape.len())
            .map(|d| {
                if d == axis {
                    format!("{lo}:{hi}")
                } else {
                    format!("0:{}", shape[d])
                }
            })
            .collect();
        parts.join(", ")
    };
    let n = shape[axis];
    let mut hi_shape = shape.to_vec();
    hi_shape[axis] = n - k;
    let mut lo_shape = shape.to_vec();
    lo_shape[axis] = k;
    format!(
        "    %{out}_hi = stablehlo.slice %{x} [{}] : ({}) -> {}
    %{out}_lo = stablehlo.slice %{x} [{}] : ({}) -> {}
    %{out} = stablehlo.concatenate %{out}_hi, %{out}_lo, dim = {axis} : ({}, {}) -> {}\n",
        range(k, n),
        ty(shape),
        ty(&hi_shape),
        range(0, k),
        ty(shape),
        ty(&lo_shape),
        ty(&hi_shape),
        ty(&lo_shape),
        ty(shape),
    )
}

/// fftshift over `axes` (JAX: roll by n/2, i.e. offset n − n/2), one concatenate per axis.
pub(super) fn shift(
    out: &str,
    x: &str,
    shape: &[usize],
    axes: &[usize],
    inverse: bool,
    dtype: &str,
) -> String {
    let mut text = String::new();
    let mut cur = x.to_string();
    for (i, &a) in axes.iter().enumerate() {
        let n = shape[a];
        let k = if inverse { n / 2 } else { n - n / 2 };
        let name = if i + 1 == axes.len() {
            out.to_string()
        } else {
            format!("{out}_{i}")
        };
        text += &roll(&name, &cur, shape, a, k, dtype);
        cur = name;
    }
    text
}

fn sig2(ty: &str) -> String {
    format!("%arg0: {ty}, %arg1: {ty}")
}

#[test]
fn shifts_that_do_not_cancel_are_kept() {
    // Odd length: fftshift twice is not the identity (offsets 3 + 3 = 6 ≢ 0 mod 5).
    let shape = [5];
    let ty = "tensor<5xf32>";
    let body = format!(
        "{}{}    %p = stablehlo.multiply %a, %b : {ty}\n{}    return %r : {ty}",
        shift("a", "arg0", &shape, &[0], false, "f32"),
        shift("b", "arg1", &shape, &[0], false, "f32"),
        shift("r", "p", &shape, &[0], false, "f32"),
    );
    let slices_and_concat = ["slice", "slice", "concatenate"];
    let mut expected: Vec<&str> = Vec::new();
    for _ in 0..2 {
        expected.extend(slices_and_concat);
    }
    expected.push("multiply");
    expected.extend(slices_and_concat);
    rewrite(&main_module(&sig2(ty), ty, &body), PASSES, &expected);
}
