//! Host arrays as the bytes a device holds (native byte order, as a GPU shares it with x86 and Arm hosts; complex numbers as `{re, im}`,
//! booleans as one byte 0 or 1) and back.

use fresnel_ir::{DType, Data};
use fresnel_kernels::BufRef;
use num_complex::{Complex32, Complex64};

/// The elements of `d` as bytes.
pub fn as_bytes(d: &Data) -> &[u8] {
    BufRef::from(d).as_bytes()
}

fn chunks<const N: usize>(bytes: &[u8]) -> impl Iterator<Item = [u8; N]> + '_ {
    bytes
        .chunks_exact(N)
        .map(|c| c.try_into().expect("chunks_exact yields N bytes"))
}

/// `bytes` (a whole number of elements of `dtype`) as data.
pub fn from_bytes(dtype: DType, bytes: &[u8]) -> Data {
    let f32s = || chunks::<4>(bytes).map(f32::from_ne_bytes);
    let f64s = || chunks::<8>(bytes).map(f64::from_ne_bytes);
    match dtype {
        DType::I1 => Data::I1(bytes.iter().map(|&b| b != 0).collect()),
        DType::I32 => Data::I32(chunks::<4>(bytes).map(i32::from_ne_bytes).collect()),
        DType::I64 => Data::I64(chunks::<8>(bytes).map(i64::from_ne_bytes).collect()),
        DType::I8 => Data::I8(bytes.iter().map(|&b| b as i8).collect()),
        DType::I16 => Data::I16(chunks::<2>(bytes).map(i16::from_ne_bytes).collect()),
        DType::U8 => Data::U8(bytes.to_vec()),
        DType::U16 => Data::U16(chunks::<2>(bytes).map(u16::from_ne_bytes).collect()),
        DType::U32 => Data::U32(chunks::<4>(bytes).map(u32::from_ne_bytes).collect()),
        DType::U64 => Data::U64(chunks::<8>(bytes).map(u64::from_ne_bytes).collect()),
        DType::F16 => Data::F16(chunks::<2>(bytes).map(half::f16::from_ne_bytes).collect()),
        DType::BF16 => Data::BF16(chunks::<2>(bytes).map(half::bf16::from_ne_bytes).collect()),
        fresnel_ir::small_dtypes!() => Data::Small(dtype, bytes.to_vec()),
        DType::F32 => Data::F32(f32s().collect()),
        DType::F64 => Data::F64(f64s().collect()),
        DType::C64 => {
            let v: Vec<f32> = f32s().collect();
            Data::C64(
                v.chunks_exact(2)
                    .map(|p| Complex32::new(p[0], p[1]))
                    .collect(),
            )
        }
        DType::C128 => {
            let v: Vec<f64> = f64s().collect();
            Data::C128(
                v.chunks_exact(2)
                    .map(|p| Complex64::new(p[0], p[1]))
                    .collect(),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_dtype_round_trips() {
        let cases = [
            Data::I1(vec![true, false, true]),
            Data::I32(vec![-1, 7, i32::MIN]),
            Data::I64(vec![i64::MAX, -3]),
            Data::I8(vec![-128, 5]),
            Data::I16(vec![-2, 300]),
            Data::U8(vec![255, 0]),
            Data::U16(vec![65535]),
            Data::U32(vec![u32::MAX, 1]),
            Data::U64(vec![u64::MAX]),
            Data::F32(vec![1.5, -0.0, f32::INFINITY]),
            Data::F64(vec![std::f64::consts::PI]),
            Data::C64(vec![Complex32::new(1.0, -2.0)]),
            Data::C128(vec![Complex64::new(-0.5, 3.25), Complex64::new(0.0, 1.0)]),
        ];
        for d in cases {
            let bytes = as_bytes(&d);
            assert_eq!(bytes.len(), d.len() * d.dtype().size_bytes());
            assert_eq!(from_bytes(d.dtype(), bytes), d);
        }
    }
}
