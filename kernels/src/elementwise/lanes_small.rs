//! `convert` from and to the small types (the 8-, 6- and 4-bit floats, the 2- and 4-bit
//! integers), whose lanes are their byte patterns (`Data::Small`, read as `BufRef::U8`).
//!
//! Programs compute these types in their carriers (`fresnel_ir::narrow::widen`), so the only
//! kernels that see them are the conversions at op boundaries; they go through the IR's
//! roundings (`fresnel_ir::narrow`) so that every backend gives the interpreter's bits.

use super::{convert, map1};
use crate::buffer::BufRef;
use fresnel_ir::narrow::{int_value, small_from_f64, small_from_int, small_to_f64};
use fresnel_ir::{DType, Data};
use num_complex::Complex;

/// A source lane as `convert` sees it: integers (bool included) exactly, everything else as
/// its real part in f64 (which holds every value of every float type exactly).
enum Wide {
    Int(i128),
    Real(f64),
}

trait ToWide: Copy {
    fn wide(self) -> Wide;
}

macro_rules! wide_ints {
    ($($t:ty),*) => { $(impl ToWide for $t { fn wide(self) -> Wide { Wide::Int(self as i128) } })* };
}
wide_ints!(bool, i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! wide_reals {
    ($($t:ty),*) => { $(impl ToWide for $t { fn wide(self) -> Wide { Wide::Real(self.into()) } })* };
}
wide_reals!(f32, f64);

impl ToWide for half::f16 {
    fn wide(self) -> Wide {
        Wide::Real(self.to_f64())
    }
}

impl ToWide for half::bf16 {
    fn wide(self) -> Wide {
        Wide::Real(self.to_f64())
    }
}

impl<T: Copy + Into<f64>> ToWide for Complex<T> {
    fn wide(self) -> Wide {
        Wide::Real(self.re.into())
    }
}

/// `convert` of the lanes `a` (of type `from`) into `o` when either side is a small type;
/// `false` when neither is (or the buffers do not fit the types).
pub(crate) fn convert_small(from: DType, a: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    if from.is_small() {
        let BufRef::U8(codes) = a else { return false };
        // Through the exact value: an i64 (sub-byte integers) or an f64 (small floats).
        return if from.is_sub_byte_int() {
            let v: Vec<i64> = codes[..n].iter().map(|&c| int_value(from, c)).collect();
            convert_small(DType::I64, BufRef::I64(&v), o, n) || convert(BufRef::I64(&v), o, n)
        } else {
            let v: Vec<f64> = codes[..n].iter().map(|&c| small_to_f64(from, c)).collect();
            convert_small(DType::F64, BufRef::F64(&v), o, n) || convert(BufRef::F64(&v), o, n)
        };
    }
    let Data::Small(to, out) = o else {
        return false;
    };
    let to = *to;
    let encode = |w: Wide| match w {
        Wide::Int(x) => small_from_int(to, x),
        Wide::Real(x) => small_from_f64(to, x),
    };
    macro_rules! go {
        ($a:expr) => {
            map1($a, out, n, |x| encode(x.wide()))
        };
    }
    match a {
        BufRef::I1(a) => go!(a),
        BufRef::I8(a) => go!(a),
        BufRef::I16(a) => go!(a),
        BufRef::I32(a) => go!(a),
        BufRef::I64(a) => go!(a),
        BufRef::U8(a) => go!(a),
        BufRef::U16(a) => go!(a),
        BufRef::U32(a) => go!(a),
        BufRef::U64(a) => go!(a),
        BufRef::F16(a) => go!(a),
        BufRef::BF16(a) => go!(a),
        BufRef::F32(a) => go!(a),
        BufRef::F64(a) => go!(a),
        BufRef::C64(a) => go!(a),
        BufRef::C128(a) => go!(a),
    }
    true
}
