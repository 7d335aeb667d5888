//! Elements as the little-endian bytes they occupy in memory (complex: real part, then
//! imaginary; bool: one byte, 0 or 1): the form of hex blobs in `dense<"0x...">`, of
//! `bitcast_convert`, and of device buffers.

use crate::array::Data;
use crate::types::DType;
use num_complex::{Complex32, Complex64};

impl Data {
    /// Every element's little-endian bytes, in order.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len() * self.dtype().size_bytes());
        macro_rules! each {
            ($v:expr) => {
                $v.iter().for_each(|x| out.extend(x.to_le_bytes()))
            };
        }
        match self {
            Data::I1(v) => out.extend(v.iter().map(|&b| b as u8)),
            Data::I8(v) => each!(v),
            Data::I16(v) => each!(v),
            Data::I32(v) => each!(v),
            Data::I64(v) => each!(v),
            Data::U8(v) | Data::Small(_, v) => out.extend_from_slice(v),
            Data::U16(v) => each!(v),
            Data::U32(v) => each!(v),
            Data::U64(v) => each!(v),
            Data::F32(v) => each!(v),
            Data::F64(v) => each!(v),
            Data::F16(v) => each!(v),
            Data::BF16(v) => each!(v),
            Data::C64(v) => v.iter().for_each(|z| {
                out.extend(z.re.to_le_bytes());
                out.extend(z.im.to_le_bytes());
            }),
            Data::C128(v) => v.iter().for_each(|z| {
                out.extend(z.re.to_le_bytes());
                out.extend(z.im.to_le_bytes());
            }),
        }
        out
    }

    /// The elements of `dtype` whose little-endian bytes `bytes` holds; `None` when its length
    /// is not a whole number of elements. Any nonzero byte is a true bool.
    pub fn from_le_bytes(dtype: DType, bytes: &[u8]) -> Option<Data> {
        if !bytes.len().is_multiple_of(dtype.size_bytes()) {
            return None;
        }
        fn words<const N: usize, T>(bytes: &[u8], f: fn([u8; N]) -> T) -> Vec<T> {
            // chunks_exact yields exactly N bytes, so the conversion cannot fail.
            bytes
                .chunks_exact(N)
                .map(|c| f(<[u8; N]>::try_from(c).unwrap_or([0; N])))
                .collect()
        }
        Some(match dtype {
            DType::I1 => Data::I1(bytes.iter().map(|&b| b != 0).collect()),
            DType::I8 => Data::I8(bytes.iter().map(|&b| b as i8).collect()),
            DType::I16 => Data::I16(words(bytes, i16::from_le_bytes)),
            DType::I32 => Data::I32(words(bytes, i32::from_le_bytes)),
            DType::I64 => Data::I64(words(bytes, i64::from_le_bytes)),
            DType::U8 => Data::U8(bytes.to_vec()),
            DType::U16 => Data::U16(words(bytes, u16::from_le_bytes)),
            DType::U32 => Data::U32(words(bytes, u32::from_le_bytes)),
            DType::U64 => Data::U64(words(bytes, u64::from_le_bytes)),
            DType::F32 => Data::F32(words(bytes, f32::from_le_bytes)),
            DType::F64 => Data::F64(words(bytes, f64::from_le_bytes)),
            DType::F16 => Data::F16(words(bytes, half::f16::from_le_bytes)),
            DType::BF16 => Data::BF16(words(bytes, half::bf16::from_le_bytes)),
            // One byte per element, as MLIR stores these types; bits above the width dropped.
            crate::small_dtypes!() => {
                let mask = ((1u16 << dtype.bit_width()) - 1) as u8;
                Data::Small(dtype, bytes.iter().map(|&b| b & mask).collect())
            }
            DType::C64 => Data::C64(words(bytes, |b: [u8; 8]| {
                let (re, im) = b.split_at(4);
                Complex32::new(
                    f32::from_le_bytes([re[0], re[1], re[2], re[3]]),
                    f32::from_le_bytes([im[0], im[1], im[2], im[3]]),
                )
            })),
            DType::C128 => Data::C128(words(bytes, |b: [u8; 16]| {
                let (re, im) = b.split_at(8);
                let word = |s: &[u8]| {
                    let mut a = [0u8; 8];
                    a.copy_from_slice(s);
                    f64::from_le_bytes(a)
                };
                Complex64::new(word(re), word(im))
            })),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_dtype_round_trips_through_its_bytes() {
        for dt in DType::ALL {
            let d = Data::zeros(dt, 3);
            let b = d.to_le_bytes();
            assert_eq!(b.len(), 3 * dt.size_bytes(), "{dt}");
            assert_eq!(Data::from_le_bytes(dt, &b), Some(d), "{dt}");
        }
        let d = Data::U16(vec![0x0102, 0xFFFE]);
        assert_eq!(d.to_le_bytes(), vec![2, 1, 0xFE, 0xFF]);
        assert_eq!(
            Data::from_le_bytes(DType::I8, &[0xFF, 0x7F]),
            Some(Data::I8(vec![-1, 127]))
        );
        assert_eq!(Data::from_le_bytes(DType::U32, &[1, 2, 3]), None);
    }
}
