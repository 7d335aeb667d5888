//! Arrays across the boundary: [`FresnelArray`], its dtype codes, reading arguments (in place
//! when contiguous and aligned, else gathered into an aligned copy) and writing results (into
//! the caller's buffers, or into buffers the library allocates).

use crate::error::Failure;
use fresnel_ir::{Array, DType, TensorType};
use fresnel_kernels::BufRef;
use std::ffi::c_void;

/// Element types. The values are part of the ABI and never change.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FresnelDtype {
    Bool = 1,
    Int8 = 2,
    Int16 = 3,
    Int32 = 4,
    Int64 = 5,
    Uint8 = 6,
    Uint16 = 7,
    Uint32 = 8,
    Uint64 = 9,
    Float16 = 10,
    Bfloat16 = 11,
    Float32 = 12,
    Float64 = 13,
    /// Two `float`s, real then imaginary (C's `float _Complex`).
    Complex64 = 14,
    /// Two `double`s, real then imaginary (C's `double _Complex`).
    Complex128 = 15,
}

const DTYPES: [(FresnelDtype, DType); 15] = [
    (FresnelDtype::Bool, DType::I1),
    (FresnelDtype::Int8, DType::I8),
    (FresnelDtype::Int16, DType::I16),
    (FresnelDtype::Int32, DType::I32),
    (FresnelDtype::Int64, DType::I64),
    (FresnelDtype::Uint8, DType::U8),
    (FresnelDtype::Uint16, DType::U16),
    (FresnelDtype::Uint32, DType::U32),
    (FresnelDtype::Uint64, DType::U64),
    (FresnelDtype::Float16, DType::F16),
    (FresnelDtype::Bfloat16, DType::BF16),
    (FresnelDtype::Float32, DType::F32),
    (FresnelDtype::Float64, DType::F64),
    (FresnelDtype::Complex64, DType::C64),
    (FresnelDtype::Complex128, DType::C128),
];

/// The ABI code of `t`; an error for the types the ABI does not carry (sub-byte integers and
/// 8-, 6- and 4-bit floats).
pub fn code_of(t: DType) -> Result<i32, String> {
    DTYPES
        .iter()
        .find(|(_, d)| *d == t)
        .map(|(c, _)| *c as i32)
        .ok_or_else(|| format!("{t} elements have no dtype in the C ABI"))
}

fn dtype_of(code: i32) -> Option<DType> {
    DTYPES
        .iter()
        .find(|(c, _)| *c as i32 == code)
        .map(|(_, d)| *d)
}

/// An array: `dims[rank]` and, optionally, `strides[rank]` in elements (NULL: row-major, the
/// last dim contiguous), over `data`.
///
/// As an argument of `fresnel_run` it is read only, and read in place when it is row-major
/// and aligned for its element type; otherwise it is copied first (any strides, negative and
/// zero included). As a result, either the caller sets `data` (and `dtype`, `rank`, `dims`,
/// optionally `strides`) to a buffer of the result's type, which the run fills, or leaves
/// `data` NULL and the library allocates `dims` and `data`, sets `owner`, and
/// `fresnel_array_free` releases them.
#[repr(C)]
#[derive(Debug)]
pub struct FresnelArray {
    /// A `FresnelDtype` value.
    pub dtype: i32,
    pub rank: i32,
    pub dims: *mut i64,
    /// NULL for row-major.
    pub strides: *mut i64,
    pub data: *mut c_void,
    /// Set by the library when it allocated `dims` and `data`; NULL otherwise.
    pub owner: *mut c_void,
}

/// What an array the library allocated keeps alive.
pub struct Owned {
    _array: Array,
    _dims: Vec<i64>,
}

/// A checked argument: the caller's memory, or an aligned copy of it.
pub struct Arg {
    pub shape: Vec<usize>,
    dtype: DType,
    /// `Some` when the argument was copied (8-byte words: aligned for every element type).
    copy: Option<Vec<u64>>,
    ptr: *const u8,
    len: usize,
}

impl Arg {
    /// The elements as a typed buffer.
    pub fn buf(&self) -> Result<BufRef<'_>, String> {
        let ptr = match &self.copy {
            Some(words) => words.as_ptr().cast::<u8>(),
            None => self.ptr,
        };
        // SAFETY: `ptr` holds `len` elements of `dtype`: the caller's (checked to be
        // contiguous and aligned, and vouched for by the ABI's contract) or our copy, both
        // alive as long as `self`.
        unsafe { BufRef::from_raw_parts(self.dtype, ptr, self.len) }
    }

    /// Whether the run reads the caller's memory in place.
    pub fn in_place(&self) -> bool {
        self.copy.is_none()
    }
}

/// Dims and strides of `a` (argument or result `what`), checked.
fn layout(a: &FresnelArray, what: &str) -> Result<(Vec<usize>, Option<Vec<i64>>), Failure> {
    if !(0..=64).contains(&a.rank) {
        return Err(Failure::invalid(format!(
            "{what}: rank {} is not between 0 and 64",
            a.rank
        )));
    }
    let rank = a.rank as usize;
    if rank > 0 && a.dims.is_null() {
        return Err(Failure::invalid(format!(
            "{what}: dims is NULL for rank {rank}"
        )));
    }
    // SAFETY: non-null (checked) and, by the ABI's contract, `rank` elements long.
    let dims: &[i64] = if rank == 0 {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(a.dims, rank) }
    };
    if let Some(d) = dims.iter().position(|&n| n < 0) {
        return Err(Failure::invalid(format!(
            "{what}: dim {d} is {}, a size cannot be negative",
            dims[d]
        )));
    }
    let shape: Vec<usize> = dims.iter().map(|&n| n as usize).collect();
    let strides = if a.strides.is_null() || rank == 0 {
        None
    } else {
        // SAFETY: as for dims.
        Some(unsafe { std::slice::from_raw_parts(a.strides, rank) }.to_vec())
    };
    Ok((shape, strides))
}

fn row_major(shape: &[usize]) -> Vec<i64> {
    let mut s = vec![1i64; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1].saturating_mul(shape[d + 1] as i64);
    }
    s
}

/// Whether `strides` address `shape` row-major (dims of extent 1 may have any stride).
fn is_row_major(shape: &[usize], strides: &[i64]) -> bool {
    let rm = row_major(shape);
    shape
        .iter()
        .zip(strides.iter().zip(&rm))
        .all(|(&n, (&s, &r))| n <= 1 || s == r)
}

/// Byte offsets (from `data`) of every element in row-major order of `shape`.
fn offsets(
    shape: &[usize],
    strides: &[i64],
    size: usize,
    what: &str,
) -> Result<Vec<isize>, Failure> {
    let n: usize = shape.iter().product();
    let mut out = Vec::with_capacity(n);
    let mut index = vec![0usize; shape.len()];
    for _ in 0..n {
        let mut off: i64 = 0;
        for (d, &i) in index.iter().enumerate() {
            off = (i as i64)
                .checked_mul(strides[d])
                .and_then(|x| x.checked_mul(size as i64))
                .and_then(|x| off.checked_add(x))
                .ok_or_else(|| Failure::invalid(format!("{what}: strides overflow")))?;
        }
        out.push(off as isize);
        for d in (0..shape.len()).rev() {
            index[d] += 1;
            if index[d] < shape[d] {
                break;
            }
            index[d] = 0;
        }
    }
    Ok(out)
}

/// Reads argument `i` (`inputs[i]`), checking it against the type the executable expects.
pub fn read_arg(a: &FresnelArray, i: usize, want: &TensorType) -> Result<Arg, Failure> {
    let what = format!("argument {i}");
    let dtype = dtype_of(a.dtype).ok_or_else(|| {
        Failure::invalid(format!("{what}: {} is not a FresnelDtype value", a.dtype))
    })?;
    let (shape, strides) = layout(a, &what)?;
    if dtype != want.dtype || shape != want.shape {
        return Err(Failure::invalid(format!(
            "{what}: expected {want}, given {}",
            TensorType::new(dtype, shape)
        )));
    }
    let len: usize = shape.iter().product();
    if len > 0 && a.data.is_null() {
        return Err(Failure::invalid(format!("{what}: data is NULL")));
    }
    let size = dtype.size_bytes();
    let ptr = a.data as *const u8;
    let align = size.clamp(1, 8);
    let contiguous = strides.as_ref().is_none_or(|s| is_row_major(&shape, s));
    if contiguous && (ptr as usize).is_multiple_of(align) {
        return Ok(Arg {
            shape,
            dtype,
            copy: None,
            ptr,
            len,
        });
    }
    let strides = strides.unwrap_or_else(|| row_major(&shape));
    let mut words = vec![0u64; (len * size).div_ceil(8)];
    let dst = words.as_mut_ptr().cast::<u8>();
    for (k, off) in offsets(&shape, &strides, size, &what)?
        .into_iter()
        .enumerate()
    {
        // SAFETY: the caller vouches that every element its dims and strides address is
        // readable; `dst` has room for `len` elements.
        unsafe { std::ptr::copy_nonoverlapping(ptr.offset(off), dst.add(k * size), size) };
    }
    Ok(Arg {
        shape,
        dtype,
        copy: Some(words),
        ptr,
        len,
    })
}

/// Checks that result slot `k` can take a result of type `ty` (before anything runs).
pub fn check_result_slot(a: &FresnelArray, k: usize, ty: &TensorType) -> Result<(), Failure> {
    code_of(ty.dtype).map_err(|m| Failure::invalid(format!("result {k}: {m}")))?;
    if a.data.is_null() {
        return Ok(());
    }
    let what = format!("result {k}");
    let dtype = dtype_of(a.dtype).ok_or_else(|| {
        Failure::invalid(format!("{what}: {} is not a FresnelDtype value", a.dtype))
    })?;
    let (shape, strides) = layout(a, &what)?;
    if dtype != ty.dtype || shape != ty.shape {
        return Err(Failure::invalid(format!(
            "{what}: the buffer is {}, the result is {ty}",
            TensorType::new(dtype, shape)
        )));
    }
    if let Some(s) = strides {
        let n = shape.iter().product::<usize>();
        let mut offs = offsets(&shape, &s, 1, &what)?;
        offs.sort_unstable();
        if n > 1 && offs.windows(2).any(|w| w[0] == w[1]) {
            return Err(Failure::invalid(format!(
                "{what}: the strides {s:?} write several elements to one place"
            )));
        }
    }
    Ok(())
}

/// Writes `result` into slot `a` (checked by [`check_result_slot`]): into the caller's
/// buffer, or into storage the library allocates and `fresnel_array_free` releases.
pub fn write_result(a: &mut FresnelArray, result: Array) -> Result<(), Failure> {
    let size = result.dtype().size_bytes();
    let bytes = BufRef::from(&result.data).as_bytes();
    if a.data.is_null() {
        let code = code_of(result.dtype()).map_err(Failure::invalid)?;
        let mut dims: Vec<i64> = result.shape.iter().map(|&n| n as i64).collect();
        a.dtype = code;
        a.rank = dims.len() as i32;
        a.dims = if dims.is_empty() {
            std::ptr::null_mut()
        } else {
            dims.as_mut_ptr()
        };
        a.strides = std::ptr::null_mut();
        a.data = bytes.as_ptr() as *mut c_void;
        // The vectors' heap storage does not move when they move into the box.
        let owned = Box::new(Owned {
            _array: result,
            _dims: dims,
        });
        a.owner = Box::into_raw(owned).cast::<c_void>();
        return Ok(());
    }
    let shape = result.shape.clone();
    let dst = a.data.cast::<u8>();
    match layout(a, "result")?.1 {
        Some(s) if !is_row_major(&shape, &s) => {
            for (k, off) in offsets(&shape, &s, size, "result")?.into_iter().enumerate() {
                // SAFETY: the caller's buffer holds every element its dims and strides
                // address (the ABI's contract); the strides were checked not to overlap.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        bytes.as_ptr().add(k * size),
                        dst.offset(off),
                        size,
                    )
                };
            }
        }
        // SAFETY: a row-major buffer of the result's type holds `bytes.len()` bytes.
        _ => unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), dst, bytes.len()) },
    }
    Ok(())
}

/// Releases what the library allocated for `a` and clears its pointers; nothing for an array
/// whose memory the caller owns.
pub fn free_array(a: &mut FresnelArray) {
    if a.owner.is_null() {
        return;
    }
    // SAFETY: `owner` was made by `Box::into_raw` in `write_result` and is cleared below, so
    // it is released once.
    drop(unsafe { Box::from_raw(a.owner.cast::<Owned>()) });
    a.owner = std::ptr::null_mut();
    a.dims = std::ptr::null_mut();
    a.data = std::ptr::null_mut();
}
