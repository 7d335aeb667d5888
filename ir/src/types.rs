//! Element types and static tensor types.

use std::fmt;

/// The element types of the IR (docs/design.md §2).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum DType {
    I1,
    I32,
    I64,
    F32,
    F64,
    C64,
    C128,
    // The narrower and unsigned integers come last so that the serialised indices of the
    // types above (artifacts store them) stay what they were.
    I8,
    I16,
    U8,
    U16,
    U32,
    U64,
    // The half-precision floats: values and constants only; every backend computes them in
    // f32 and rounds after each op (`narrow_floats`).
    F16,
    BF16,
    // Sub-byte integers and the 8-, 6- and 4-bit floats: stored one element per byte
    // (`Data::Small`), computed in i8/u8/f32 and wrapped or rounded after each op
    // (`narrow`). Last, again, so that every older index stays.
    I2,
    I4,
    U2,
    U4,
    F8E4M3FN,
    F8E5M2,
    F8E4M3,
    F8E3M4,
    F8E4M3FNUZ,
    F8E5M2FNUZ,
    F8E4M3B11FNUZ,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

/// The pattern of every type stored one element per byte as its bit pattern (`Data::Small`):
/// the 2- and 4-bit integers and the 8-, 6- and 4-bit floats. A macro rather than a guard so
/// that matches over `DType` stay exhaustive.
#[macro_export]
macro_rules! small_dtypes {
    () => {
        $crate::DType::I2
            | $crate::DType::I4
            | $crate::DType::U2
            | $crate::DType::U4
            | $crate::DType::F8E4M3FN
            | $crate::DType::F8E5M2
            | $crate::DType::F8E4M3
            | $crate::DType::F8E3M4
            | $crate::DType::F8E4M3FNUZ
            | $crate::DType::F8E5M2FNUZ
            | $crate::DType::F8E4M3B11FNUZ
            | $crate::DType::F8E8M0FNU
            | $crate::DType::F6E2M3FN
            | $crate::DType::F6E3M2FN
            | $crate::DType::F4E2M1FN
    };
}

impl DType {
    pub const ALL: [DType; 30] = [
        DType::I1,
        DType::I2,
        DType::I4,
        DType::U2,
        DType::U4,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
        DType::F16,
        DType::BF16,
        DType::F8E4M3FN,
        DType::F8E5M2,
        DType::F8E4M3,
        DType::F8E3M4,
        DType::F8E4M3FNUZ,
        DType::F8E5M2FNUZ,
        DType::F8E4M3B11FNUZ,
        DType::F8E8M0FNU,
        DType::F6E2M3FN,
        DType::F6E3M2FN,
        DType::F4E2M1FN,
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
    ];

    pub fn is_bool(self) -> bool {
        self == DType::I1
    }
    /// Any integer type but bool, signed or unsigned.
    pub fn is_int(self) -> bool {
        self.is_signed_int() || self.is_unsigned()
    }
    pub fn is_signed_int(self) -> bool {
        matches!(
            self,
            DType::I2 | DType::I4 | DType::I8 | DType::I16 | DType::I32 | DType::I64
        )
    }
    /// `ui8` … `ui64`: integers whose bit patterns are read as unsigned numbers.
    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            DType::U2 | DType::U4 | DType::U8 | DType::U16 | DType::U32 | DType::U64
        )
    }
    /// `i2`, `i4`, `ui2`, `ui4`: stored one per byte, computed in i8/u8.
    pub fn is_sub_byte_int(self) -> bool {
        matches!(self, DType::I2 | DType::I4 | DType::U2 | DType::U4)
    }
    /// The 8-, 6- and 4-bit floats ([`crate::narrow::MiniFloat`]).
    pub fn is_minifloat(self) -> bool {
        crate::narrow::MiniFloat::of(self).is_some()
    }
    /// The types stored one element per byte as their bit pattern (`Data::Small`).
    pub fn is_small(self) -> bool {
        self.is_sub_byte_int() || self.is_minifloat()
    }
    /// The type a program computes a narrow type's values in (`narrow::widen`): f32 for
    /// the narrow floats, i8/u8 for the sub-byte integers; `None` for the others.
    pub fn carrier(self) -> Option<DType> {
        match self {
            DType::I2 | DType::I4 => Some(DType::I8),
            DType::U2 | DType::U4 => Some(DType::U8),
            d if d.is_narrow_float() || d.is_minifloat() => Some(DType::F32),
            _ => None,
        }
    }
    /// Integers and booleans: the types with exact, bitwise semantics.
    pub fn is_integral(self) -> bool {
        self.is_bool() || self.is_int()
    }
    pub fn is_float(self) -> bool {
        matches!(self, DType::F32 | DType::F64) || self.is_narrow_float() || self.is_minifloat()
    }
    /// f16 and bf16: stored in two bytes, computed in f32.
    pub fn is_narrow_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16)
    }
    pub fn is_complex(self) -> bool {
        matches!(self, DType::C64 | DType::C128)
    }
    /// Floats and complex numbers: the types that can be differentiated.
    pub fn is_inexact(self) -> bool {
        self.is_float() || self.is_complex()
    }

    /// The real type of a complex type's parts; other types map to themselves.
    pub fn real_part(self) -> DType {
        match self {
            DType::C64 => DType::F32,
            DType::C128 => DType::F64,
            other => other,
        }
    }

    /// The complex type whose parts have this (float) type.
    pub fn complex_of(self) -> Option<DType> {
        match self {
            DType::F32 | DType::C64 => Some(DType::C64),
            DType::F64 | DType::C128 => Some(DType::C128),
            _ => None,
        }
    }

    /// Bytes per element in memory (bool takes one byte, as in NumPy).
    pub fn size_bytes(self) -> usize {
        match self {
            DType::I1 | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 | DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 8,
            DType::C128 => 16,
            crate::small_dtypes!() => 1,
        }
    }

    /// Bits per element as the type defines them (1 for bool, which is stored in a byte).
    pub fn bit_width(self) -> u32 {
        match self {
            DType::I1 => 1,
            DType::I2 | DType::U2 => 2,
            DType::I4 | DType::U4 => 4,
            other => match crate::narrow::MiniFloat::of(other) {
                Some(f) => f.bits(),
                None => 8 * other.size_bytes() as u32,
            },
        }
    }

    /// The MLIR spelling: `i1`, `ui8`, `f32`, `complex<f64>`, …
    pub fn mlir_name(self) -> &'static str {
        match self {
            DType::I1 => "i1",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::U8 => "ui8",
            DType::U16 => "ui16",
            DType::U32 => "ui32",
            DType::U64 => "ui64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::I2 => "i2",
            DType::I4 => "i4",
            DType::U2 => "ui2",
            DType::U4 => "ui4",
            DType::F8E4M3FN => "f8E4M3FN",
            DType::F8E5M2 => "f8E5M2",
            DType::F8E4M3 => "f8E4M3",
            DType::F8E3M4 => "f8E3M4",
            DType::F8E4M3FNUZ => "f8E4M3FNUZ",
            DType::F8E5M2FNUZ => "f8E5M2FNUZ",
            DType::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            DType::F8E8M0FNU => "f8E8M0FNU",
            DType::F6E2M3FN => "f6E2M3FN",
            DType::F6E3M2FN => "f6E3M2FN",
            DType::F4E2M1FN => "f4E2M1FN",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::F32 => "f32",
            DType::F64 => "f64",
            DType::C64 => "complex<f32>",
            DType::C128 => "complex<f64>",
        }
    }

    /// The NumPy name, used in `.npy` error messages.
    pub fn numpy_name(self) -> &'static str {
        match self {
            DType::I1 => "bool",
            DType::I8 => "int8",
            DType::I16 => "int16",
            DType::U8 => "uint8",
            DType::U16 => "uint16",
            DType::U32 => "uint32",
            DType::U64 => "uint64",
            DType::F16 => "float16",
            DType::BF16 => "bfloat16",
            DType::I2 => "int2",
            DType::I4 => "int4",
            DType::U2 => "uint2",
            DType::U4 => "uint4",
            DType::F8E4M3FN => "float8_e4m3fn",
            DType::F8E5M2 => "float8_e5m2",
            DType::F8E4M3 => "float8_e4m3",
            DType::F8E3M4 => "float8_e3m4",
            DType::F8E4M3FNUZ => "float8_e4m3fnuz",
            DType::F8E5M2FNUZ => "float8_e5m2fnuz",
            DType::F8E4M3B11FNUZ => "float8_e4m3b11fnuz",
            DType::F8E8M0FNU => "float8_e8m0fnu",
            DType::F6E2M3FN => "float6_e2m3fn",
            DType::F6E3M2FN => "float6_e3m2fn",
            DType::F4E2M1FN => "float4_e2m1fn",
            DType::I32 => "int32",
            DType::I64 => "int64",
            DType::F32 => "float32",
            DType::F64 => "float64",
            DType::C64 => "complex64",
            DType::C128 => "complex128",
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}

/// A ranked tensor type with a static shape: `tensor<2x3xcomplex<f32>>`, `tensor<f32>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TensorType {
    pub dtype: DType,
    pub shape: Vec<usize>,
}

impl TensorType {
    pub fn new(dtype: DType, shape: impl Into<Vec<usize>>) -> Self {
        TensorType {
            dtype,
            shape: shape.into(),
        }
    }
    pub fn scalar(dtype: DType) -> Self {
        TensorType {
            dtype,
            shape: Vec::new(),
        }
    }
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
    pub fn num_elements(&self) -> usize {
        self.shape.iter().product()
    }
    pub fn size_bytes(&self) -> usize {
        self.num_elements() * self.dtype.size_bytes()
    }
    pub fn with_dtype(&self, dtype: DType) -> Self {
        TensorType {
            dtype,
            shape: self.shape.clone(),
        }
    }
    pub fn with_shape(&self, shape: impl Into<Vec<usize>>) -> Self {
        TensorType {
            dtype: self.dtype,
            shape: shape.into(),
        }
    }
}

impl fmt::Display for TensorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.shape {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.dtype)
    }
}

/// Row-major strides (in elements) of a shape.
pub fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_matches_mlir() {
        assert_eq!(
            TensorType::new(DType::C64, vec![2, 3]).to_string(),
            "tensor<2x3xcomplex<f32>>"
        );
        assert_eq!(TensorType::scalar(DType::I1).to_string(), "tensor<i1>");
        assert_eq!(
            TensorType::new(DType::U32, vec![4]).to_string(),
            "tensor<4xui32>"
        );
        assert_eq!(TensorType::scalar(DType::I8).to_string(), "tensor<i8>");
    }

    #[test]
    fn integer_families_and_widths() {
        for dt in DType::ALL {
            assert_eq!(dt.is_int(), dt.is_signed_int() || dt.is_unsigned(), "{dt}");
            assert!(!(dt.is_signed_int() && dt.is_unsigned()), "{dt}");
        }
        assert!(DType::U64.is_unsigned() && !DType::I64.is_unsigned());
        assert!(DType::I8.is_signed_int() && DType::I8.is_integral());
        assert_eq!(DType::U16.size_bytes(), 2);
        assert_eq!(DType::I8.bit_width(), 8);
        assert_eq!(DType::I1.bit_width(), 1);
        assert_eq!(DType::U64.numpy_name(), "uint64");
    }

    #[test]
    fn row_major_strides() {
        assert_eq!(strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(strides(&[]), Vec::<usize>::new());
    }
}
