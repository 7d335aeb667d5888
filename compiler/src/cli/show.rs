//! Short, human-readable summaries of arrays for `fresnel run`'s stdout.

use fresnel_ir::array::{Array, Scalar};
use std::fmt::Write;

/// How many leading elements a summary shows.
const SHOWN: usize = 6;

/// `tensor<f32> = 1.5` for scalars; `tensor<3x8xf32> = [1, 2, …] (24 elements)` otherwise.
pub fn summary(a: &Array) -> String {
    let mut s = format!("{} = ", a.ty());
    if a.shape.is_empty() {
        s.push_str(&scalar(a.data.get(0)));
        return s;
    }
    s.push('[');
    let n = a.len();
    for i in 0..n.min(SHOWN) {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(&scalar(a.data.get(i)));
    }
    if n > SHOWN {
        s.push_str(", …");
    }
    // Writing to a String cannot fail.
    let _ = write!(s, "] ({n} element{})", if n == 1 { "" } else { "s" });
    s
}

/// One element: shortest round-trip text for floats, `re+imi` / `re-imi` for complex.
fn scalar(x: Scalar) -> String {
    match x {
        Scalar::I1(b) => b.to_string(),
        Scalar::I32(v) => v.to_string(),
        Scalar::I64(v) => v.to_string(),
        Scalar::I8(v) => v.to_string(),
        Scalar::I16(v) => v.to_string(),
        Scalar::U8(v) => v.to_string(),
        Scalar::U16(v) => v.to_string(),
        Scalar::U32(v) => v.to_string(),
        Scalar::U64(v) => v.to_string(),
        Scalar::F32(v) => v.to_string(),
        Scalar::F64(v) => v.to_string(),
        Scalar::F16(v) => v.to_string(),
        Scalar::BF16(v) => v.to_string(),
        Scalar::Small(d, c) => fresnel_ir::narrow::small_to_f64(d, c).to_string(),
        Scalar::C64(z) => complex(z.re.to_string(), z.im.to_string()),
        Scalar::C128(z) => complex(z.re.to_string(), z.im.to_string()),
    }
}

fn complex(re: String, im: String) -> String {
    match im.strip_prefix('-') {
        Some(abs) => format!("{re}-{abs}i"),
        None => format!("{re}+{im}i"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fresnel_ir::array::Data;
    use num_complex::Complex32;

    #[test]
    fn scalars_show_their_value() {
        assert_eq!(
            summary(&Array::scalar(Scalar::F32(1.5))),
            "tensor<f32> = 1.5"
        );
        assert_eq!(
            summary(&Array::scalar(Scalar::I1(true))),
            "tensor<i1> = true"
        );
    }

    #[test]
    fn arrays_show_leading_elements() {
        let a = Array::from_f64([2, 4], (0..8).map(f64::from).collect()).unwrap();
        assert_eq!(
            summary(&a),
            "tensor<2x4xf64> = [0, 1, 2, 3, 4, 5, …] (8 elements)"
        );
        let c = Array::new(
            [2],
            Data::C64(vec![Complex32::new(1.0, -2.5), Complex32::new(0.0, 3.0)]),
        )
        .unwrap();
        assert_eq!(
            summary(&c),
            "tensor<2xcomplex<f32>> = [1-2.5i, 0+3i] (2 elements)"
        );
        let e = Array::from_f32([0], vec![]).unwrap();
        assert_eq!(summary(&e), "tensor<0xf32> = [] (0 elements)");
    }
}
