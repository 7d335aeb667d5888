//! `dense<...>` literals as MLIR prints them: a single value for splats, nested lists
//! otherwise, and a little-endian hex blob for large non-splat tensors (MLIR's printer, as
//! JAX calls it, switches to hex above 100 elements).

use super::float::{format_bf16, format_f16, format_f32, format_f64};
use crate::array::{Array, Data, Scalar};

/// Tensors with more elements than this (and not splats) print as `dense<"0x...">`.
pub const HEX_THRESHOLD: usize = 100;

/// One element: `1`, `true`, `1.000000e+00`, `0xFF800000`, `(1.000000e+00,0.000000e+00)`.
pub fn format_scalar(s: Scalar) -> String {
    match s {
        Scalar::I1(b) => b.to_string(),
        Scalar::I32(x) => x.to_string(),
        Scalar::I64(x) => x.to_string(),
        Scalar::I8(x) => x.to_string(),
        Scalar::I16(x) => x.to_string(),
        Scalar::U8(x) => x.to_string(),
        Scalar::U16(x) => x.to_string(),
        Scalar::U32(x) => x.to_string(),
        Scalar::U64(x) => x.to_string(),
        Scalar::F32(x) => format_f32(x),
        Scalar::F64(x) => format_f64(x),
        Scalar::F16(x) => format_f16(x),
        Scalar::BF16(x) => format_bf16(x),
        Scalar::Small(d, c) => match crate::narrow::MiniFloat::of(d) {
            Some(f) => super::float::format_minifloat(f, c),
            None => crate::narrow::int_value(d, c).to_string(),
        },
        Scalar::C64(z) => format!("({},{})", format_f32(z.re), format_f32(z.im)),
        Scalar::C128(z) => format!("({},{})", format_f64(z.re), format_f64(z.im)),
    }
}

/// `dense<...>` for an array (without the `: tensor<...>` suffix).
pub fn dense_literal(a: &Array) -> String {
    if a.is_compact_splat() {
        return format!("dense<{}>", format_scalar(a.data.get(0)));
    }
    let n = a.data.len();
    if n == 0 {
        return "dense<>".to_string();
    }
    let shape_elems = a
        .shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d));
    if shape_elems != Some(n) {
        // A malformed array (the verifier reports it): show the data flat rather than fail.
        let items: Vec<String> = (0..n).map(|i| format_scalar(a.data.get(i))).collect();
        return format!("dense<[{}]>", items.join(", "));
    }
    if is_splat(&a.data) {
        return format!("dense<{}>", format_scalar(a.data.get(0)));
    }
    // Bools stay as lists: MLIR's raw i1 storage is not one byte per element everywhere.
    if n > HEX_THRESHOLD && !matches!(a.data, Data::I1(_)) {
        return format!("dense<\"0x{}\">", hex_blob(&a.data));
    }
    let mut out = String::from("dense<");
    nested_list(&a.data, &a.shape, 0, &mut out);
    out.push('>');
    out
}

/// All elements bitwise equal (so `-0.0` and `0.0` differ, and equal NaNs are a splat).
fn is_splat(d: &Data) -> bool {
    fn same<T: Copy, K: PartialEq>(v: &[T], key: impl Fn(T) -> K) -> bool {
        v.iter().all(|&x| key(x) == key(v[0]))
    }
    match d {
        Data::I1(v) => same(v, |x| x),
        Data::I32(v) => same(v, |x| x),
        Data::I64(v) => same(v, |x| x),
        Data::I8(v) => same(v, |x| x),
        Data::I16(v) => same(v, |x| x),
        Data::U8(v) => same(v, |x| x),
        Data::U16(v) => same(v, |x| x),
        Data::U32(v) => same(v, |x| x),
        Data::U64(v) => same(v, |x| x),
        Data::F32(v) => same(v, f32::to_bits),
        Data::F64(v) => same(v, f64::to_bits),
        Data::F16(v) => same(v, half::f16::to_bits),
        Data::BF16(v) => same(v, half::bf16::to_bits),
        Data::Small(_, v) => same(v, |x| x),
        Data::C64(v) => same(v, |z| (z.re.to_bits(), z.im.to_bits())),
        Data::C128(v) => same(v, |z| (z.re.to_bits(), z.im.to_bits())),
    }
}

/// Row-major `[[a, b], [c, d]]` starting at flat element `offset`.
fn nested_list(d: &Data, shape: &[usize], offset: usize, out: &mut String) {
    let Some((&len, inner)) = shape.split_first() else {
        out.push_str(&format_scalar(d.get(offset)));
        return;
    };
    let stride: usize = inner.iter().product();
    out.push('[');
    for i in 0..len {
        if i > 0 {
            out.push_str(", ");
        }
        nested_list(d, inner, offset + i * stride, out);
    }
    out.push(']');
}

/// Element bytes, little-endian, in upper-case hex (complex: real then imaginary part).
fn hex_blob(d: &Data) -> String {
    d.to_le_bytes().iter().map(|b| format!("{b:02X}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_complex::Complex64;

    #[test]
    fn splats_lists_and_blobs() {
        let ones = Array::from_f32(vec![2, 2], vec![1.0; 4]).unwrap();
        assert_eq!(dense_literal(&ones), "dense<1.000000e+00>");
        let ints = Array::new(vec![2, 2], Data::I32(vec![1, 2, 3, 4])).unwrap();
        assert_eq!(dense_literal(&ints), "dense<[[1, 2], [3, 4]]>");
        let bools = Array::new(vec![3], Data::I1(vec![true, false, true])).unwrap();
        assert_eq!(dense_literal(&bools), "dense<[true, false, true]>");
        let c = vec![Complex64::new(8.0, 0.0), Complex64::new(6.0, 0.0)];
        let cs = Array::new(vec![2], Data::C128(c)).unwrap();
        assert_eq!(
            dense_literal(&cs),
            "dense<[(8.000000e+00,0.000000e+00), (6.000000e+00,0.000000e+00)]>"
        );
        let empty = Array::new(vec![0, 3], Data::F32(vec![])).unwrap();
        assert_eq!(dense_literal(&empty), "dense<>");
        let signed_zeros = Array::from_f32(vec![2], vec![0.0, -0.0]).unwrap();
        assert_eq!(
            dense_literal(&signed_zeros),
            "dense<[0.000000e+00, -0.000000e+00]>"
        );
    }

    #[test]
    fn large_tensors_print_as_little_endian_hex() {
        let v: Vec<i32> = (0..101).collect();
        let big = Array::new(vec![101], Data::I32(v)).unwrap();
        let s = dense_literal(&big);
        assert!(s.starts_with("dense<\"0x000000000100000002000000"), "{s}");
        assert_eq!(s.len(), "dense<\"0x\">".len() + 101 * 8);
        let at_threshold = Array::new(vec![100], Data::I32((0..100).collect())).unwrap();
        assert!(dense_literal(&at_threshold).starts_with("dense<[0, 1, 2"));
    }
}
