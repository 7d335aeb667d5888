//! Borrowed, typed views of element buffers: what kernels read and write.
//!
//! The executor owns its memory (often one `Data` per planned buffer); kernels only see slices, so
//! a buffer can be a part of a larger allocation.

use fresnel_ir::{DType, Data};
use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

/// A read-only buffer of one dtype.
#[derive(Clone, Copy, Debug)]
pub enum BufRef<'a> {
    I1(&'a [bool]),
    I32(&'a [i32]),
    I64(&'a [i64]),
    F32(&'a [f32]),
    F64(&'a [f64]),
    C64(&'a [Complex32]),
    C128(&'a [Complex64]),
    I8(&'a [i8]),
    I16(&'a [i16]),
    U8(&'a [u8]),
    U16(&'a [u16]),
    U32(&'a [u32]),
    U64(&'a [u64]),
    F16(&'a [f16]),
    BF16(&'a [bf16]),
}

/// A writable buffer of one dtype.
#[derive(Debug)]
pub enum BufMut<'a> {
    I1(&'a mut [bool]),
    I32(&'a mut [i32]),
    I64(&'a mut [i64]),
    F32(&'a mut [f32]),
    F64(&'a mut [f64]),
    C64(&'a mut [Complex32]),
    C128(&'a mut [Complex64]),
    I8(&'a mut [i8]),
    I16(&'a mut [i16]),
    U8(&'a mut [u8]),
    U16(&'a mut [u16]),
    U32(&'a mut [u32]),
    U64(&'a mut [u64]),
    F16(&'a mut [f16]),
    BF16(&'a mut [bf16]),
}

/// Applies `$body` to the slice inside any `BufRef`/`BufMut` variant, binding it as `$v`.
macro_rules! for_each_buf {
    ($enum:ident, $buf:expr, $v:ident => $body:expr) => {
        match $buf {
            $enum::I1($v) => $body,
            $enum::I32($v) => $body,
            $enum::I64($v) => $body,
            $enum::F32($v) => $body,
            $enum::F64($v) => $body,
            $enum::C64($v) => $body,
            $enum::C128($v) => $body,
            $enum::I8($v) => $body,
            $enum::I16($v) => $body,
            $enum::U8($v) => $body,
            $enum::U16($v) => $body,
            $enum::U32($v) => $body,
            $enum::U64($v) => $body,
            $enum::F16($v) => $body,
            $enum::BF16($v) => $body,
        }
    };
}

/// Whether a buffer of dtype `buffer` holds elements of dtype `t`: the small types (8-, 6-
/// and 4-bit floats, 2- and 4-bit integers) are held as their byte patterns, in `U8` buffers.
pub fn holds(buffer: DType, t: DType) -> bool {
    buffer == t || (buffer == DType::U8 && t.is_small())
}

impl<'a> BufRef<'a> {
    /// Whether the buffer holds elements of dtype `t` (see [`holds`]).
    pub fn holds(&self, t: DType) -> bool {
        holds(self.dtype(), t)
    }

    pub fn dtype(&self) -> DType {
        match self {
            BufRef::I1(_) => DType::I1,
            BufRef::I32(_) => DType::I32,
            BufRef::I64(_) => DType::I64,
            BufRef::F32(_) => DType::F32,
            BufRef::F64(_) => DType::F64,
            BufRef::C64(_) => DType::C64,
            BufRef::C128(_) => DType::C128,
            BufRef::I8(_) => DType::I8,
            BufRef::I16(_) => DType::I16,
            BufRef::U8(_) => DType::U8,
            BufRef::U16(_) => DType::U16,
            BufRef::U32(_) => DType::U32,
            BufRef::U64(_) => DType::U64,
            BufRef::F16(_) => DType::F16,
            BufRef::BF16(_) => DType::BF16,
        }
    }
    pub fn len(&self) -> usize {
        for_each_buf!(BufRef, self, v => v.len())
    }

    /// An owned copy of the elements.
    pub fn to_data(self) -> Data {
        match self {
            BufRef::I1(v) => Data::I1(v.to_vec()),
            BufRef::I32(v) => Data::I32(v.to_vec()),
            BufRef::I64(v) => Data::I64(v.to_vec()),
            BufRef::F32(v) => Data::F32(v.to_vec()),
            BufRef::F64(v) => Data::F64(v.to_vec()),
            BufRef::C64(v) => Data::C64(v.to_vec()),
            BufRef::C128(v) => Data::C128(v.to_vec()),
            BufRef::I8(v) => Data::I8(v.to_vec()),
            BufRef::I16(v) => Data::I16(v.to_vec()),
            BufRef::U8(v) => Data::U8(v.to_vec()),
            BufRef::U16(v) => Data::U16(v.to_vec()),
            BufRef::U32(v) => Data::U32(v.to_vec()),
            BufRef::U64(v) => Data::U64(v.to_vec()),
            BufRef::F16(v) => Data::F16(v.to_vec()),
            BufRef::BF16(v) => Data::BF16(v.to_vec()),
        }
    }

    /// The elements as bytes (native byte order; complex numbers as `{re, im}`, booleans as
    /// one byte 0 or 1): what a copy to a device sends.
    pub fn as_bytes(&self) -> &'a [u8] {
        // SAFETY: every element type (bool, the integers, the floats, and num_complex's
        // `#[repr(C)]` complex numbers of them) is plain data without padding.
        for_each_buf!(BufRef, *self, v => unsafe {
            std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), std::mem::size_of_val(v))
        })
    }

    /// A buffer of `len` elements of `dtype` at `ptr`, for callers outside Rust (the C ABI,
    /// Python) that hand over memory they own. Refuses a null pointer (unless `len` is 0), a
    /// pointer not aligned for the element type, and the sub-byte and 8-bit float types,
    /// which have no buffer of their own.
    ///
    /// # Safety
    /// `ptr` must point to `len` initialised elements of `dtype` (booleans as bytes 0 or 1)
    /// that stay valid and unchanged for `'a`.
    pub unsafe fn from_raw_parts(
        dtype: DType,
        ptr: *const u8,
        len: usize,
    ) -> Result<BufRef<'a>, String> {
        fn cast<'a, T>(ptr: *const u8, len: usize) -> Result<&'a [T], String> {
            if len == 0 {
                return Ok(&[]);
            }
            if ptr.is_null() {
                return Err(format!("a null data pointer for {len} element(s)"));
            }
            let align = std::mem::align_of::<T>();
            if !(ptr as usize).is_multiple_of(align) {
                return Err(format!(
                    "the data pointer {ptr:p} is not aligned to {align} bytes, as its element \
                     type needs"
                ));
            }
            // SAFETY: non-null and aligned (checked); the caller vouches for the rest.
            Ok(unsafe { std::slice::from_raw_parts(ptr.cast::<T>(), len) })
        }
        Ok(match dtype {
            DType::I1 => {
                // A byte other than 0 or 1 is not a `bool`: read them as bytes first.
                let bytes: &[u8] = cast(ptr, len)?;
                if let Some(i) = bytes.iter().position(|&b| b > 1) {
                    return Err(format!(
                        "element {i} of a boolean buffer is the byte {}, not 0 or 1",
                        bytes[i]
                    ));
                }
                BufRef::I1(cast(ptr, len)?)
            }
            DType::I32 => BufRef::I32(cast(ptr, len)?),
            DType::I64 => BufRef::I64(cast(ptr, len)?),
            DType::F32 => BufRef::F32(cast(ptr, len)?),
            DType::F64 => BufRef::F64(cast(ptr, len)?),
            DType::C64 => BufRef::C64(cast(ptr, len)?),
            DType::C128 => BufRef::C128(cast(ptr, len)?),
            DType::I8 => BufRef::I8(cast(ptr, len)?),
            DType::I16 => BufRef::I16(cast(ptr, len)?),
            DType::U8 => BufRef::U8(cast(ptr, len)?),
            DType::U16 => BufRef::U16(cast(ptr, len)?),
            DType::U32 => BufRef::U32(cast(ptr, len)?),
            DType::U64 => BufRef::U64(cast(ptr, len)?),
            DType::F16 => BufRef::F16(cast(ptr, len)?),
            DType::BF16 => BufRef::BF16(cast(ptr, len)?),
            other => {
                return Err(format!(
                    "{other} elements cannot be passed as a host buffer"
                ))
            }
        })
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Elements `start..end` (panics if out of range, like slice indexing).
    pub fn slice(self, start: usize, end: usize) -> BufRef<'a> {
        match self {
            BufRef::I1(v) => BufRef::I1(&v[start..end]),
            BufRef::I32(v) => BufRef::I32(&v[start..end]),
            BufRef::I64(v) => BufRef::I64(&v[start..end]),
            BufRef::F32(v) => BufRef::F32(&v[start..end]),
            BufRef::F64(v) => BufRef::F64(&v[start..end]),
            BufRef::C64(v) => BufRef::C64(&v[start..end]),
            BufRef::C128(v) => BufRef::C128(&v[start..end]),
            BufRef::I8(v) => BufRef::I8(&v[start..end]),
            BufRef::I16(v) => BufRef::I16(&v[start..end]),
            BufRef::U8(v) => BufRef::U8(&v[start..end]),
            BufRef::U16(v) => BufRef::U16(&v[start..end]),
            BufRef::U32(v) => BufRef::U32(&v[start..end]),
            BufRef::U64(v) => BufRef::U64(&v[start..end]),
            BufRef::F16(v) => BufRef::F16(&v[start..end]),
            BufRef::BF16(v) => BufRef::BF16(&v[start..end]),
        }
    }
}

impl<'a> BufMut<'a> {
    pub fn dtype(&self) -> DType {
        self.as_ref().dtype()
    }

    /// Whether the buffer holds elements of dtype `t` (see [`holds`]).
    pub fn holds(&self, t: DType) -> bool {
        holds(self.dtype(), t)
    }
    pub fn len(&self) -> usize {
        for_each_buf!(BufMut, self, v => v.len())
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Elements `start..end` (panics if out of range, like slice indexing).
    pub fn slice(self, start: usize, end: usize) -> BufMut<'a> {
        match self {
            BufMut::I1(v) => BufMut::I1(&mut v[start..end]),
            BufMut::I32(v) => BufMut::I32(&mut v[start..end]),
            BufMut::I64(v) => BufMut::I64(&mut v[start..end]),
            BufMut::F32(v) => BufMut::F32(&mut v[start..end]),
            BufMut::F64(v) => BufMut::F64(&mut v[start..end]),
            BufMut::C64(v) => BufMut::C64(&mut v[start..end]),
            BufMut::C128(v) => BufMut::C128(&mut v[start..end]),
            BufMut::I8(v) => BufMut::I8(&mut v[start..end]),
            BufMut::I16(v) => BufMut::I16(&mut v[start..end]),
            BufMut::U8(v) => BufMut::U8(&mut v[start..end]),
            BufMut::U16(v) => BufMut::U16(&mut v[start..end]),
            BufMut::U32(v) => BufMut::U32(&mut v[start..end]),
            BufMut::U64(v) => BufMut::U64(&mut v[start..end]),
            BufMut::F16(v) => BufMut::F16(&mut v[start..end]),
            BufMut::BF16(v) => BufMut::BF16(&mut v[start..end]),
        }
    }
    /// A shorter-lived mutable view of the same buffer.
    pub fn reborrow(&mut self) -> BufMut<'_> {
        match self {
            BufMut::I1(v) => BufMut::I1(v),
            BufMut::I32(v) => BufMut::I32(v),
            BufMut::I64(v) => BufMut::I64(v),
            BufMut::F32(v) => BufMut::F32(v),
            BufMut::F64(v) => BufMut::F64(v),
            BufMut::C64(v) => BufMut::C64(v),
            BufMut::C128(v) => BufMut::C128(v),
            BufMut::I8(v) => BufMut::I8(v),
            BufMut::I16(v) => BufMut::I16(v),
            BufMut::U8(v) => BufMut::U8(v),
            BufMut::U16(v) => BufMut::U16(v),
            BufMut::U32(v) => BufMut::U32(v),
            BufMut::U64(v) => BufMut::U64(v),
            BufMut::F16(v) => BufMut::F16(v),
            BufMut::BF16(v) => BufMut::BF16(v),
        }
    }
    /// The address of the first element, for code that writes the buffer outside Rust (the
    /// elements laid out as [`BufRef::as_bytes`] describes).
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        for_each_buf!(BufMut, self, v => v.as_mut_ptr().cast::<u8>())
    }

    /// A read-only view of the same buffer.
    pub fn as_ref(&self) -> BufRef<'_> {
        match self {
            BufMut::I1(v) => BufRef::I1(v),
            BufMut::I32(v) => BufRef::I32(v),
            BufMut::I64(v) => BufRef::I64(v),
            BufMut::F32(v) => BufRef::F32(v),
            BufMut::F64(v) => BufRef::F64(v),
            BufMut::C64(v) => BufRef::C64(v),
            BufMut::C128(v) => BufRef::C128(v),
            BufMut::I8(v) => BufRef::I8(v),
            BufMut::I16(v) => BufRef::I16(v),
            BufMut::U8(v) => BufRef::U8(v),
            BufMut::U16(v) => BufRef::U16(v),
            BufMut::U32(v) => BufRef::U32(v),
            BufMut::U64(v) => BufRef::U64(v),
            BufMut::F16(v) => BufRef::F16(v),
            BufMut::BF16(v) => BufRef::BF16(v),
        }
    }
}

impl<'a> From<&'a Data> for BufRef<'a> {
    fn from(d: &'a Data) -> Self {
        match d {
            Data::I1(v) => BufRef::I1(v),
            Data::I32(v) => BufRef::I32(v),
            Data::I64(v) => BufRef::I64(v),
            Data::F32(v) => BufRef::F32(v),
            Data::F64(v) => BufRef::F64(v),
            Data::C64(v) => BufRef::C64(v),
            Data::C128(v) => BufRef::C128(v),
            Data::I8(v) => BufRef::I8(v),
            Data::I16(v) => BufRef::I16(v),
            Data::U8(v) => BufRef::U8(v),
            Data::U16(v) => BufRef::U16(v),
            Data::U32(v) => BufRef::U32(v),
            Data::U64(v) => BufRef::U64(v),
            Data::F16(v) => BufRef::F16(v),
            Data::BF16(v) => BufRef::BF16(v),
            // Bit patterns: only data movement sees them (the backends reject programs that
            // would convert or compute on them).
            Data::Small(_, v) => BufRef::U8(v),
        }
    }
}

impl<'a> From<&'a mut Data> for BufMut<'a> {
    fn from(d: &'a mut Data) -> Self {
        match d {
            Data::I1(v) => BufMut::I1(v),
            Data::I32(v) => BufMut::I32(v),
            Data::I64(v) => BufMut::I64(v),
            Data::F32(v) => BufMut::F32(v),
            Data::F64(v) => BufMut::F64(v),
            Data::C64(v) => BufMut::C64(v),
            Data::C128(v) => BufMut::C128(v),
            Data::I8(v) => BufMut::I8(v),
            Data::I16(v) => BufMut::I16(v),
            Data::U8(v) => BufMut::U8(v),
            Data::U16(v) => BufMut::U16(v),
            Data::U32(v) => BufMut::U32(v),
            Data::U64(v) => BufMut::U64(v),
            Data::F16(v) => BufMut::F16(v),
            Data::BF16(v) => BufMut::BF16(v),
            Data::Small(_, v) => BufMut::U8(v),
        }
    }
}

/// A Rust element type that stands for one dtype; lets generic kernels pick their slice out of a
/// `BufRef`/`BufMut`/`Data`.
pub trait Element: Copy + Send + Sync + PartialEq + std::fmt::Debug + 'static {
    const DTYPE: DType;
    fn from_ref(b: BufRef<'_>) -> Option<&[Self]>;
    fn from_mut(b: BufMut<'_>) -> Option<&mut [Self]>;
    fn from_data(d: &Data) -> Option<&[Self]>;
    fn from_data_mut(d: &mut Data) -> Option<&mut [Self]>;
    fn into_data(v: Vec<Self>) -> Data;
    fn buf_ref(s: &[Self]) -> BufRef<'_>;
    fn buf_mut(s: &mut [Self]) -> BufMut<'_>;
}

macro_rules! impl_element {
    ($t:ty, $variant:ident) => {
        impl Element for $t {
            const DTYPE: DType = DType::$variant;
            fn from_ref(b: BufRef<'_>) -> Option<&[Self]> {
                match b {
                    BufRef::$variant(v) => Some(v),
                    _ => None,
                }
            }
            fn from_mut(b: BufMut<'_>) -> Option<&mut [Self]> {
                match b {
                    BufMut::$variant(v) => Some(v),
                    _ => None,
                }
            }
            fn from_data(d: &Data) -> Option<&[Self]> {
                match d {
                    Data::$variant(v) => Some(v),
                    _ => None,
                }
            }
            fn from_data_mut(d: &mut Data) -> Option<&mut [Self]> {
                match d {
                    Data::$variant(v) => Some(v),
                    _ => None,
                }
            }
            fn into_data(v: Vec<Self>) -> Data {
                Data::$variant(v)
            }
            fn buf_ref(s: &[Self]) -> BufRef<'_> {
                BufRef::$variant(s)
            }
            fn buf_mut(s: &mut [Self]) -> BufMut<'_> {
                BufMut::$variant(s)
            }
        }
    };
}

impl_element!(bool, I1);
impl_element!(i32, I32);
impl_element!(i64, I64);
impl_element!(i8, I8);
impl_element!(i16, I16);
impl_element!(u8, U8);
impl_element!(u16, U16);
impl_element!(u32, U32);
impl_element!(u64, U64);
impl_element!(f32, F32);
impl_element!(f64, F64);
impl_element!(f16, F16);
impl_element!(bf16, BF16);
impl_element!(Complex32, C64);
impl_element!(Complex64, C128);
