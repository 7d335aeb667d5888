//! Host arrays: the payload of constants, and the values the interpreter computes with.

use crate::types::{DType, TensorType};
use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

/// Row-major element storage, one variant per dtype.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Data {
    I1(Vec<bool>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    C64(Vec<Complex32>),
    C128(Vec<Complex64>),
    // After the older variants, so that their serialised indices stay as they were.
    I8(Vec<i8>),
    I16(Vec<i16>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F16(Vec<f16>),
    BF16(Vec<bf16>),
    /// A sub-byte integer or 8-, 6- or 4-bit float type (`DType::is_small`): each element's
    /// bit pattern in the low bits of a byte, the rest zero.
    Small(DType, Vec<u8>),
}

/// Applies `$body` to the vector inside any `Data` variant, binding it as `$v`.
#[macro_export]
macro_rules! for_each_data {
    ($data:expr, $v:ident => $body:expr) => {
        match $data {
            $crate::array::Data::I1($v) => $body,
            $crate::array::Data::I32($v) => $body,
            $crate::array::Data::I64($v) => $body,
            $crate::array::Data::F32($v) => $body,
            $crate::array::Data::F64($v) => $body,
            $crate::array::Data::C64($v) => $body,
            $crate::array::Data::C128($v) => $body,
            $crate::array::Data::I8($v) => $body,
            $crate::array::Data::I16($v) => $body,
            $crate::array::Data::U8($v) => $body,
            $crate::array::Data::U16($v) => $body,
            $crate::array::Data::U32($v) => $body,
            $crate::array::Data::U64($v) => $body,
            $crate::array::Data::F16($v) => $body,
            $crate::array::Data::BF16($v) => $body,
            $crate::array::Data::Small(_, $v) => $body,
        }
    };
}

/// Like `for_each_data!`, but rebuilds a `Data` of the same variant from `$body`'s vector.
#[macro_export]
macro_rules! map_data {
    ($data:expr, $v:ident => $body:expr) => {
        match $data {
            $crate::array::Data::I1($v) => $crate::array::Data::I1($body),
            $crate::array::Data::I32($v) => $crate::array::Data::I32($body),
            $crate::array::Data::I64($v) => $crate::array::Data::I64($body),
            $crate::array::Data::F32($v) => $crate::array::Data::F32($body),
            $crate::array::Data::F64($v) => $crate::array::Data::F64($body),
            $crate::array::Data::C64($v) => $crate::array::Data::C64($body),
            $crate::array::Data::C128($v) => $crate::array::Data::C128($body),
            $crate::array::Data::I8($v) => $crate::array::Data::I8($body),
            $crate::array::Data::I16($v) => $crate::array::Data::I16($body),
            $crate::array::Data::U8($v) => $crate::array::Data::U8($body),
            $crate::array::Data::U16($v) => $crate::array::Data::U16($body),
            $crate::array::Data::U32($v) => $crate::array::Data::U32($body),
            $crate::array::Data::U64($v) => $crate::array::Data::U64($body),
            $crate::array::Data::F16($v) => $crate::array::Data::F16($body),
            $crate::array::Data::BF16($v) => $crate::array::Data::BF16($body),
            // `t` is a `DType` or a reference to one, as `$data` is owned or borrowed.
            $crate::array::Data::Small(t, $v) => $crate::array::Data::Small(
                *::core::borrow::Borrow::<$crate::types::DType>::borrow(&t),
                $body,
            ),
        }
    };
}

impl Data {
    pub fn dtype(&self) -> DType {
        match self {
            Data::I1(_) => DType::I1,
            Data::I32(_) => DType::I32,
            Data::I64(_) => DType::I64,
            Data::F32(_) => DType::F32,
            Data::F64(_) => DType::F64,
            Data::C64(_) => DType::C64,
            Data::C128(_) => DType::C128,
            Data::I8(_) => DType::I8,
            Data::I16(_) => DType::I16,
            Data::U8(_) => DType::U8,
            Data::U16(_) => DType::U16,
            Data::U32(_) => DType::U32,
            Data::U64(_) => DType::U64,
            Data::F16(_) => DType::F16,
            Data::BF16(_) => DType::BF16,
            Data::Small(d, _) => *d,
        }
    }
    pub fn len(&self) -> usize {
        for_each_data!(self, v => v.len())
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// `n` zeros (false for bool).
    pub fn zeros(dtype: DType, n: usize) -> Data {
        Scalar::zero(dtype).splat(n)
    }
    /// Gathers elements by index: `out[i] = self[idx[i]]`. The workhorse of data movement.
    pub fn gather(&self, idx: &[usize]) -> Data {
        map_data!(self, v => idx.iter().map(|&i| v[i]).collect())
    }
    pub fn get(&self, i: usize) -> Scalar {
        match self {
            Data::I1(v) => Scalar::I1(v[i]),
            Data::I32(v) => Scalar::I32(v[i]),
            Data::I64(v) => Scalar::I64(v[i]),
            Data::F32(v) => Scalar::F32(v[i]),
            Data::F64(v) => Scalar::F64(v[i]),
            Data::C64(v) => Scalar::C64(v[i]),
            Data::C128(v) => Scalar::C128(v[i]),
            Data::I8(v) => Scalar::I8(v[i]),
            Data::I16(v) => Scalar::I16(v[i]),
            Data::U8(v) => Scalar::U8(v[i]),
            Data::U16(v) => Scalar::U16(v[i]),
            Data::U32(v) => Scalar::U32(v[i]),
            Data::U64(v) => Scalar::U64(v[i]),
            Data::F16(v) => Scalar::F16(v[i]),
            Data::BF16(v) => Scalar::BF16(v[i]),
            Data::Small(d, v) => Scalar::Small(*d, v[i]),
        }
    }
    /// The elements of an integer dtype as i64 (ui64 values above `i64::MAX` saturate there),
    /// for index operands; `None` for other dtypes.
    pub fn int_values(&self) -> Option<Vec<i64>> {
        fn widen<T: Copy + Into<i64>>(v: &[T]) -> Vec<i64> {
            v.iter().map(|&x| x.into()).collect()
        }
        Some(match self {
            Data::I8(v) => widen(v),
            Data::I16(v) => widen(v),
            Data::I32(v) => widen(v),
            Data::I64(v) => v.clone(),
            Data::U8(v) => widen(v),
            Data::U16(v) => widen(v),
            Data::U32(v) => widen(v),
            Data::U64(v) => v
                .iter()
                .map(|&x| i64::try_from(x).unwrap_or(i64::MAX))
                .collect(),
            Data::Small(d, v) if d.is_sub_byte_int() => {
                v.iter().map(|&c| crate::narrow::int_value(*d, c)).collect()
            }
            _ => return None,
        })
    }
    /// Integers of an integer dtype from i64 values (wrapping, as `convert` does); `None` for
    /// other dtypes.
    pub fn from_ints(dtype: DType, values: &[i64]) -> Option<Data> {
        fn narrow<T>(v: &[i64], f: fn(i64) -> T) -> Vec<T> {
            v.iter().map(|&x| f(x)).collect()
        }
        Some(match dtype {
            DType::I8 => Data::I8(narrow(values, |x| x as i8)),
            DType::I16 => Data::I16(narrow(values, |x| x as i16)),
            DType::I32 => Data::I32(narrow(values, |x| x as i32)),
            DType::I64 => Data::I64(values.to_vec()),
            DType::U8 => Data::U8(narrow(values, |x| x as u8)),
            DType::U16 => Data::U16(narrow(values, |x| x as u16)),
            DType::U32 => Data::U32(narrow(values, |x| x as u32)),
            DType::U64 => Data::U64(narrow(values, |x| x as u64)),
            d if d.is_sub_byte_int() => Data::Small(
                d,
                values
                    .iter()
                    .map(|&x| crate::narrow::wrap_bits(d, x as i128))
                    .collect(),
            ),
            _ => return None,
        })
    }
    /// Writes `s` at index `i`; `s` must have this data's dtype.
    pub fn set(&mut self, i: usize, s: Scalar) {
        match (self, s) {
            (Data::I1(v), Scalar::I1(x)) => v[i] = x,
            (Data::I32(v), Scalar::I32(x)) => v[i] = x,
            (Data::I64(v), Scalar::I64(x)) => v[i] = x,
            (Data::F32(v), Scalar::F32(x)) => v[i] = x,
            (Data::F64(v), Scalar::F64(x)) => v[i] = x,
            (Data::C64(v), Scalar::C64(x)) => v[i] = x,
            (Data::C128(v), Scalar::C128(x)) => v[i] = x,
            (Data::I8(v), Scalar::I8(x)) => v[i] = x,
            (Data::I16(v), Scalar::I16(x)) => v[i] = x,
            (Data::U8(v), Scalar::U8(x)) => v[i] = x,
            (Data::U16(v), Scalar::U16(x)) => v[i] = x,
            (Data::U32(v), Scalar::U32(x)) => v[i] = x,
            (Data::U64(v), Scalar::U64(x)) => v[i] = x,
            (Data::F16(v), Scalar::F16(x)) => v[i] = x,
            (Data::BF16(v), Scalar::BF16(x)) => v[i] = x,
            (Data::Small(d, v), Scalar::Small(e, x)) if *d == e => v[i] = x,
            (d, s) => panic!(
                "Data::set: dtype mismatch ({} vs {}); callers check types first",
                d.dtype(),
                s.dtype()
            ),
        }
    }
}

/// One element of any dtype.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Scalar {
    I1(bool),
    I32(i32),
    I64(i64),
    F32(f32),
    F64(f64),
    C64(Complex32),
    C128(Complex64),
    I8(i8),
    I16(i16),
    U8(u8),
    U16(u16),
    U32(u32),
    U64(u64),
    F16(f16),
    BF16(bf16),
    /// A small type's bit pattern (see `Data::Small`).
    Small(DType, u8),
}

impl Scalar {
    pub fn dtype(&self) -> DType {
        match self {
            Scalar::I1(_) => DType::I1,
            Scalar::I32(_) => DType::I32,
            Scalar::I64(_) => DType::I64,
            Scalar::F32(_) => DType::F32,
            Scalar::F64(_) => DType::F64,
            Scalar::C64(_) => DType::C64,
            Scalar::C128(_) => DType::C128,
            Scalar::I8(_) => DType::I8,
            Scalar::I16(_) => DType::I16,
            Scalar::U8(_) => DType::U8,
            Scalar::U16(_) => DType::U16,
            Scalar::U32(_) => DType::U32,
            Scalar::U64(_) => DType::U64,
            Scalar::F16(_) => DType::F16,
            Scalar::BF16(_) => DType::BF16,
            Scalar::Small(d, _) => *d,
        }
    }
    pub fn zero(dtype: DType) -> Scalar {
        Scalar::from_f64(dtype, 0.0)
    }
    /// The value `x` in `dtype` (truncating toward zero for integers, `x != 0` for bool).
    pub fn from_f64(dtype: DType, x: f64) -> Scalar {
        match dtype {
            DType::I1 => Scalar::I1(x != 0.0),
            DType::I32 => Scalar::I32(x as i32),
            DType::I64 => Scalar::I64(x as i64),
            DType::I8 => Scalar::I8(x as i8),
            DType::I16 => Scalar::I16(x as i16),
            DType::U8 => Scalar::U8(x as u8),
            DType::U16 => Scalar::U16(x as u16),
            DType::U32 => Scalar::U32(x as u32),
            DType::U64 => Scalar::U64(x as u64),
            DType::F32 => Scalar::F32(x as f32),
            DType::F64 => Scalar::F64(x),
            DType::F16 => Scalar::F16(crate::narrow::f16_from_f64(x)),
            DType::BF16 => Scalar::BF16(crate::narrow::bf16_from_f64(x)),
            DType::C64 => Scalar::C64(Complex32::new(x as f32, 0.0)),
            DType::C128 => Scalar::C128(Complex64::new(x, 0.0)),
            crate::small_dtypes!() => Scalar::Small(dtype, crate::narrow::small_from_f64(dtype, x)),
        }
    }
    /// The value as a complex double (bool → 0/1). Exact for every dtype but large i64 and u64.
    pub fn to_c128(&self) -> Complex64 {
        match *self {
            Scalar::I1(b) => Complex64::new(b as u8 as f64, 0.0),
            Scalar::I32(x) => Complex64::new(x as f64, 0.0),
            Scalar::I64(x) => Complex64::new(x as f64, 0.0),
            Scalar::I8(x) => Complex64::new(x as f64, 0.0),
            Scalar::I16(x) => Complex64::new(x as f64, 0.0),
            Scalar::U8(x) => Complex64::new(x as f64, 0.0),
            Scalar::U16(x) => Complex64::new(x as f64, 0.0),
            Scalar::U32(x) => Complex64::new(x as f64, 0.0),
            Scalar::U64(x) => Complex64::new(x as f64, 0.0),
            Scalar::F32(x) => Complex64::new(x as f64, 0.0),
            Scalar::F64(x) => Complex64::new(x, 0.0),
            Scalar::F16(x) => Complex64::new(x.to_f64(), 0.0),
            Scalar::BF16(x) => Complex64::new(x.to_f64(), 0.0),
            Scalar::Small(d, c) => Complex64::new(crate::narrow::small_to_f64(d, c), 0.0),
            Scalar::C64(z) => Complex64::new(z.re as f64, z.im as f64),
            Scalar::C128(z) => z,
        }
    }
    /// `n` copies, allocated fallibly: `Err` when the memory cannot be had.
    pub fn try_splat(self, n: usize) -> Result<Data, std::collections::TryReserveError> {
        fn filled<T: Copy>(x: T, n: usize) -> Result<Vec<T>, std::collections::TryReserveError> {
            let mut v = Vec::new();
            v.try_reserve_exact(n)?;
            v.resize(n, x);
            Ok(v)
        }
        Ok(match self {
            Scalar::I1(x) => Data::I1(filled(x, n)?),
            Scalar::I32(x) => Data::I32(filled(x, n)?),
            Scalar::I64(x) => Data::I64(filled(x, n)?),
            Scalar::F32(x) => Data::F32(filled(x, n)?),
            Scalar::F64(x) => Data::F64(filled(x, n)?),
            Scalar::C64(x) => Data::C64(filled(x, n)?),
            Scalar::C128(x) => Data::C128(filled(x, n)?),
            Scalar::I8(x) => Data::I8(filled(x, n)?),
            Scalar::I16(x) => Data::I16(filled(x, n)?),
            Scalar::U8(x) => Data::U8(filled(x, n)?),
            Scalar::U16(x) => Data::U16(filled(x, n)?),
            Scalar::U32(x) => Data::U32(filled(x, n)?),
            Scalar::U64(x) => Data::U64(filled(x, n)?),
            Scalar::F16(x) => Data::F16(filled(x, n)?),
            Scalar::BF16(x) => Data::BF16(filled(x, n)?),
            Scalar::Small(d, x) => Data::Small(d, filled(x, n)?),
        })
    }
    pub fn splat(self, n: usize) -> Data {
        match self {
            Scalar::I1(x) => Data::I1(vec![x; n]),
            Scalar::I32(x) => Data::I32(vec![x; n]),
            Scalar::I64(x) => Data::I64(vec![x; n]),
            Scalar::F32(x) => Data::F32(vec![x; n]),
            Scalar::F64(x) => Data::F64(vec![x; n]),
            Scalar::C64(x) => Data::C64(vec![x; n]),
            Scalar::C128(x) => Data::C128(vec![x; n]),
            Scalar::I8(x) => Data::I8(vec![x; n]),
            Scalar::I16(x) => Data::I16(vec![x; n]),
            Scalar::U8(x) => Data::U8(vec![x; n]),
            Scalar::U16(x) => Data::U16(vec![x; n]),
            Scalar::U32(x) => Data::U32(vec![x; n]),
            Scalar::U64(x) => Data::U64(vec![x; n]),
            Scalar::F16(x) => Data::F16(vec![x; n]),
            Scalar::BF16(x) => Data::BF16(vec![x; n]),
            Scalar::Small(d, x) => Data::Small(d, vec![x; n]),
        }
    }
}

/// A host tensor: dense (`data` holds every element, row-major), or a *compact splat*
/// (`data` holds one element while `shape` holds more, and every element is that one).
///
/// Compact splats keep `dense<1.0> : tensor<1000000000xf32>` at a few bytes through parsing,
/// printing, verification and the passes; only [`Array::splat`] makes them. Code that indexes
/// `data` directly must first [`materialize`](Array::materialize) (the interpreter does so for
/// every constant); the accessors [`Array::get`], [`Array::len`] and [`Array::splat_value`]
/// work on both forms.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Array {
    pub shape: Vec<usize>,
    pub data: Data,
}

impl Array {
    /// Builds an array; `None` when the element count does not match the shape.
    pub fn new(shape: impl Into<Vec<usize>>, data: Data) -> Option<Array> {
        let shape = shape.into();
        (shape.iter().product::<usize>() == data.len()).then_some(Array { shape, data })
    }
    /// Every element `s`, stored compactly (one element, whatever the shape).
    pub fn splat(ty: &TensorType, s: Scalar) -> Array {
        assert_eq!(
            ty.dtype,
            s.dtype(),
            "Array::splat: scalar dtype differs from the type's"
        );
        // An empty tensor has no element to repeat.
        let stored = if ty.num_elements() == 0 { 0 } else { 1 };
        Array {
            shape: ty.shape.clone(),
            data: s.splat(stored),
        }
    }
    /// Dense zeros (every element stored, ready to be written).
    pub fn zeros(ty: &TensorType) -> Array {
        Array {
            shape: ty.shape.clone(),
            data: Data::zeros(ty.dtype, ty.num_elements()),
        }
    }
    /// The number of elements the shape holds (`None` on overflow).
    fn shape_elements(&self) -> Option<usize> {
        self.shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d))
    }
    /// Whether this is a compact splat: one stored element standing for more.
    pub fn is_compact_splat(&self) -> bool {
        self.data.len() == 1 && self.shape_elements() != Some(1)
    }
    /// Element `i` in row-major order, for both dense arrays and compact splats.
    pub fn get(&self, i: usize) -> Scalar {
        if self.is_compact_splat() {
            self.data.get(0)
        } else {
            self.data.get(i)
        }
    }
    /// The dense form: a compact splat expanded (allocated fallibly, so an absurd size is an
    /// error rather than an abort), or the array itself. Callers that may meet huge splats
    /// check the size against the memory budget first.
    pub fn materialize(&self) -> Result<std::borrow::Cow<'_, Array>, String> {
        if !self.is_compact_splat() {
            return Ok(std::borrow::Cow::Borrowed(self));
        }
        let n = self
            .shape_elements()
            .ok_or_else(|| format!("a splat of shape {:?} has too many elements", self.shape))?;
        let data = self.data.get(0).try_splat(n).map_err(|_| {
            format!(
                "cannot allocate {} bytes for a splat of type {}",
                n.saturating_mul(self.dtype().size_bytes()),
                self.ty()
            )
        })?;
        Ok(std::borrow::Cow::Owned(Array {
            shape: self.shape.clone(),
            data,
        }))
    }
    pub fn scalar(s: Scalar) -> Array {
        Array {
            shape: Vec::new(),
            data: s.splat(1),
        }
    }
    pub fn from_f32(shape: impl Into<Vec<usize>>, v: Vec<f32>) -> Option<Array> {
        Array::new(shape, Data::F32(v))
    }
    pub fn from_f64(shape: impl Into<Vec<usize>>, v: Vec<f64>) -> Option<Array> {
        Array::new(shape, Data::F64(v))
    }
    pub fn dtype(&self) -> DType {
        self.data.dtype()
    }
    pub fn ty(&self) -> TensorType {
        TensorType::new(self.dtype(), self.shape.clone())
    }
    /// The number of elements (for a compact splat, the shape's count, not the one stored).
    pub fn len(&self) -> usize {
        match self.shape_elements() {
            Some(n) if self.is_compact_splat() => n,
            _ => self.data.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    /// The single element of a splat array, if every element is the same (bitwise for floats).
    pub fn splat_value(&self) -> Option<Scalar> {
        if self.is_compact_splat() {
            return Some(self.data.get(0));
        }
        fn same<T: Copy>(v: &[T], eq: impl Fn(T, T) -> bool) -> bool {
            v.iter().all(|&x| eq(x, v[0]))
        }
        if self.is_empty() {
            return None;
        }
        let first = self.data.get(0);
        let all = match &self.data {
            Data::I1(v) => same(v, |a, b| a == b),
            Data::I32(v) => same(v, |a, b| a == b),
            Data::I64(v) => same(v, |a, b| a == b),
            Data::I8(v) => same(v, |a, b| a == b),
            Data::I16(v) => same(v, |a, b| a == b),
            Data::U8(v) => same(v, |a, b| a == b),
            Data::U16(v) => same(v, |a, b| a == b),
            Data::U32(v) => same(v, |a, b| a == b),
            Data::U64(v) => same(v, |a, b| a == b),
            Data::F32(v) => same(v, |a, b| a.to_bits() == b.to_bits()),
            Data::F64(v) => same(v, |a, b| a.to_bits() == b.to_bits()),
            Data::F16(v) => same(v, |a, b| a.to_bits() == b.to_bits()),
            Data::BF16(v) => same(v, |a, b| a.to_bits() == b.to_bits()),
            Data::Small(_, v) => same(v, |a, b| a == b),
            Data::C64(v) => same(v, |a, b| {
                a.re.to_bits() == b.re.to_bits() && a.im.to_bits() == b.im.to_bits()
            }),
            Data::C128(v) => same(v, |a, b| {
                a.re.to_bits() == b.re.to_bits() && a.im.to_bits() == b.im.to_bits()
            }),
        };
        all.then_some(first)
    }
    /// Elements as complex doubles, for comparisons in tests and tolerances.
    pub fn to_c128_vec(&self) -> Vec<Complex64> {
        (0..self.len()).map(|i| self.get(i).to_c128()).collect()
    }
}

/// Equal shapes and equal elements, whether stored densely or as compact splats.
impl PartialEq for Array {
    fn eq(&self, other: &Array) -> bool {
        if self.shape != other.shape {
            return false;
        }
        if self.is_compact_splat() == other.is_compact_splat() {
            return self.data == other.data;
        }
        self.dtype() == other.dtype()
            && self.len() == other.len()
            && (0..self.len()).all(|i| self.get(i) == other.get(i))
    }
}
