//! Typed views of the executor's storage: slicing a `Data` to a buffer's length, copying
//! between `Data` and kernel buffers.

use fresnel_ir::{DType, Data, Scalar};
use fresnel_kernels::{BufMut, BufRef};

/// A `Data` holding nothing, left behind while a buffer's storage is borrowed out.
pub(crate) fn placeholder() -> Data {
    Data::I1(Vec::new())
}

/// The first `len` elements of `d`, read-only (`None` if `d` is shorter).
pub(crate) fn prefix(d: &Data, len: usize) -> Option<BufRef<'_>> {
    Some(match d {
        Data::I1(v) => BufRef::I1(v.get(..len)?),
        Data::I32(v) => BufRef::I32(v.get(..len)?),
        Data::I64(v) => BufRef::I64(v.get(..len)?),
        Data::F32(v) => BufRef::F32(v.get(..len)?),
        Data::F64(v) => BufRef::F64(v.get(..len)?),
        Data::C64(v) => BufRef::C64(v.get(..len)?),
        Data::C128(v) => BufRef::C128(v.get(..len)?),
        Data::I8(v) => BufRef::I8(v.get(..len)?),
        Data::I16(v) => BufRef::I16(v.get(..len)?),
        Data::U8(v) => BufRef::U8(v.get(..len)?),
        Data::U16(v) => BufRef::U16(v.get(..len)?),
        Data::U32(v) => BufRef::U32(v.get(..len)?),
        Data::U64(v) => BufRef::U64(v.get(..len)?),
        Data::F16(v) => BufRef::F16(v.get(..len)?),
        Data::BF16(v) => BufRef::BF16(v.get(..len)?),
        // Bit patterns: moved only (see `BufRef`'s `From<&Data>`).
        Data::Small(_, v) => BufRef::U8(v.get(..len)?),
    })
}

/// The first `len` elements of `d`, writable (`None` if `d` is shorter).
pub(crate) fn prefix_mut(d: &mut Data, len: usize) -> Option<BufMut<'_>> {
    Some(match d {
        Data::I1(v) => BufMut::I1(v.get_mut(..len)?),
        Data::I32(v) => BufMut::I32(v.get_mut(..len)?),
        Data::I64(v) => BufMut::I64(v.get_mut(..len)?),
        Data::F32(v) => BufMut::F32(v.get_mut(..len)?),
        Data::F64(v) => BufMut::F64(v.get_mut(..len)?),
        Data::C64(v) => BufMut::C64(v.get_mut(..len)?),
        Data::C128(v) => BufMut::C128(v.get_mut(..len)?),
        Data::I8(v) => BufMut::I8(v.get_mut(..len)?),
        Data::I16(v) => BufMut::I16(v.get_mut(..len)?),
        Data::U8(v) => BufMut::U8(v.get_mut(..len)?),
        Data::U16(v) => BufMut::U16(v.get_mut(..len)?),
        Data::U32(v) => BufMut::U32(v.get_mut(..len)?),
        Data::U64(v) => BufMut::U64(v.get_mut(..len)?),
        Data::F16(v) => BufMut::F16(v.get_mut(..len)?),
        Data::BF16(v) => BufMut::BF16(v.get_mut(..len)?),
        Data::Small(_, v) => BufMut::U8(v.get_mut(..len)?),
    })
}

/// Copies `src` into `dst`; they must agree in dtype and length.
pub(crate) fn copy_into(src: &Data, dst: BufMut<'_>) -> Result<(), String> {
    let (st, dt, sl, dl) = (src.dtype(), dst.dtype(), src.len(), dst.len());
    if !fresnel_kernels::buffer::holds(dt, st) || sl != dl {
        return Err(format!(
            "cannot copy {sl} {st} elements into a buffer of {dl} {dt}"
        ));
    }
    match (src, dst) {
        (Data::I1(s), BufMut::I1(d)) => d.copy_from_slice(s),
        (Data::I32(s), BufMut::I32(d)) => d.copy_from_slice(s),
        (Data::I64(s), BufMut::I64(d)) => d.copy_from_slice(s),
        (Data::F32(s), BufMut::F32(d)) => d.copy_from_slice(s),
        (Data::F64(s), BufMut::F64(d)) => d.copy_from_slice(s),
        (Data::C64(s), BufMut::C64(d)) => d.copy_from_slice(s),
        (Data::C128(s), BufMut::C128(d)) => d.copy_from_slice(s),
        (Data::I8(s), BufMut::I8(d)) => d.copy_from_slice(s),
        (Data::I16(s), BufMut::I16(d)) => d.copy_from_slice(s),
        (Data::U8(s) | Data::Small(_, s), BufMut::U8(d)) => d.copy_from_slice(s),
        (Data::U16(s), BufMut::U16(d)) => d.copy_from_slice(s),
        (Data::U32(s), BufMut::U32(d)) => d.copy_from_slice(s),
        (Data::U64(s), BufMut::U64(d)) => d.copy_from_slice(s),
        (Data::F16(s), BufMut::F16(d)) => d.copy_from_slice(s),
        (Data::BF16(s), BufMut::BF16(d)) => d.copy_from_slice(s),
        _ => return Err(format!("cannot copy {st} elements into a {dt} buffer")),
    }
    Ok(())
}

/// A buffer of `len` elements (zeros; their value is never read before a step writes them),
/// allocated fallibly: an allocation the system refuses is an error, not an abort.
pub(crate) fn try_alloc(dtype: DType, len: usize) -> Result<Data, String> {
    Scalar::zero(dtype).try_splat(len).map_err(|_| {
        format!(
            "cannot allocate a buffer of {len} {dtype} elements ({})",
            crate::memory_budget::gib(len.saturating_mul(dtype.size_bytes()) as u64)
        )
    })
}

/// Copies view `src` into view `dst`; they must agree in dtype and length.
pub(crate) fn copy_view(src: BufRef<'_>, dst: BufMut<'_>) -> Result<(), String> {
    let (st, dt, sl, dl) = (src.dtype(), dst.dtype(), src.len(), dst.len());
    if !fresnel_kernels::buffer::holds(dt, st) || sl != dl {
        return Err(format!(
            "cannot copy {sl} {st} elements into a buffer of {dl} {dt}"
        ));
    }
    match (src, dst) {
        (BufRef::I1(s), BufMut::I1(d)) => d.copy_from_slice(s),
        (BufRef::I32(s), BufMut::I32(d)) => d.copy_from_slice(s),
        (BufRef::I64(s), BufMut::I64(d)) => d.copy_from_slice(s),
        (BufRef::F32(s), BufMut::F32(d)) => d.copy_from_slice(s),
        (BufRef::F64(s), BufMut::F64(d)) => d.copy_from_slice(s),
        (BufRef::C64(s), BufMut::C64(d)) => d.copy_from_slice(s),
        (BufRef::C128(s), BufMut::C128(d)) => d.copy_from_slice(s),
        (BufRef::I8(s), BufMut::I8(d)) => d.copy_from_slice(s),
        (BufRef::I16(s), BufMut::I16(d)) => d.copy_from_slice(s),
        (BufRef::U8(s), BufMut::U8(d)) => d.copy_from_slice(s),
        (BufRef::U16(s), BufMut::U16(d)) => d.copy_from_slice(s),
        (BufRef::U32(s), BufMut::U32(d)) => d.copy_from_slice(s),
        (BufRef::U64(s), BufMut::U64(d)) => d.copy_from_slice(s),
        (BufRef::F16(s), BufMut::F16(d)) => d.copy_from_slice(s),
        (BufRef::BF16(s), BufMut::BF16(d)) => d.copy_from_slice(s),
        _ => return Err(format!("cannot copy {st} elements into a {dt} buffer")),
    }
    Ok(())
}
