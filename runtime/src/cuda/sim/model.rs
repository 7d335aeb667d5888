//! Typed access to cuda-sim's memory for the cuFFT model, and the model of cuBLAS's strided
//! batched GEMM (column-major, no transposes, `alpha` = 1, `beta` = 0), computed in double
//! precision.

use super::memory::HostMemory;
use crate::cuda::device::{Buf, DevPtr};
use fresnel_ir::DType;
use fresnel_kernels::cuda::cufft_model::ModelBuf;
use fresnel_kernels::cuda::dot::GemmCall;
use num_complex::{Complex32, Complex64};

/// `len` elements of `dtype` at `ptr`, widened to the model's double precision.
pub(crate) fn read(
    mem: &HostMemory,
    ptr: DevPtr,
    dtype: DType,
    len: usize,
) -> Result<ModelBuf, String> {
    let bytes = mem.bytes(ptr, len * dtype.size_bytes())?;
    let words = |n: usize| bytes.chunks_exact(n);
    let f32_at = |c: &[u8]| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64;
    let f64_at = |c: &[u8]| f64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
    Ok(match dtype {
        DType::F32 => ModelBuf::Real(words(4).map(f32_at).collect()),
        DType::F64 => ModelBuf::Real(words(8).map(f64_at).collect()),
        DType::C64 => ModelBuf::Complex(
            words(8)
                .map(|c| Complex64::new(f32_at(&c[..4]), f32_at(&c[4..])))
                .collect(),
        ),
        DType::C128 => ModelBuf::Complex(
            words(16)
                .map(|c| Complex64::new(f64_at(&c[..8]), f64_at(&c[8..])))
                .collect(),
        ),
        t => return Err(format!("cuFFT and cuBLAS have no {t} data")),
    })
}

/// Writes `buf` back to `ptr` as elements of `dtype` (rounding to single precision for
/// f32/c64).
pub(crate) fn write(
    mem: &mut HostMemory,
    ptr: DevPtr,
    dtype: DType,
    buf: &ModelBuf,
) -> Result<(), String> {
    let mut out: Vec<u8> = Vec::new();
    match (dtype, buf) {
        (DType::F32, ModelBuf::Real(v)) => {
            v.iter().for_each(|&x| out.extend((x as f32).to_le_bytes()))
        }
        (DType::F64, ModelBuf::Real(v)) => v.iter().for_each(|&x| out.extend(x.to_le_bytes())),
        (DType::C64, ModelBuf::Complex(v)) => v.iter().for_each(|z| {
            let z = Complex32::new(z.re as f32, z.im as f32);
            out.extend(z.re.to_le_bytes());
            out.extend(z.im.to_le_bytes());
        }),
        (DType::C128, ModelBuf::Complex(v)) => v.iter().for_each(|z| {
            out.extend(z.re.to_le_bytes());
            out.extend(z.im.to_le_bytes());
        }),
        (t, _) => return Err(format!("cannot write a model buffer as {t}")),
    }
    mem.bytes_mut(ptr, out.len())?.copy_from_slice(&out);
    Ok(())
}

fn as_complex(b: ModelBuf) -> Vec<Complex64> {
    match b {
        ModelBuf::Complex(v) => v,
        ModelBuf::Real(v) => v.into_iter().map(|x| Complex64::new(x, 0.0)).collect(),
    }
}

/// One past the last element a column-major `rows × cols` operand with leading dimension
/// `ld` and batch stride `stride` occupies over `batch` batches.
fn extent(rows: usize, cols: usize, ld: usize, stride: usize, batch: usize) -> usize {
    if rows == 0 || cols == 0 || batch == 0 {
        0
    } else {
        (batch - 1) * stride + (cols - 1) * ld + rows
    }
}

/// `C[b] = A[b] · B[b]`: `A` is `m × k` (leading dimension `lda`), `B` is `k × n`, `C` is
/// `m × n`, all column-major, as `cublas?gemmStridedBatched` with `CUBLAS_OP_N` computes them.
pub(crate) fn gemm(
    mem: &mut HostMemory,
    g: &GemmCall,
    a: Buf,
    b: Buf,
    c: Buf,
) -> Result<(), String> {
    if g.lda < g.m.max(1) || g.ldb < g.k.max(1) || g.ldc < g.m.max(1) {
        return Err(format!(
            "{}: a leading dimension is too small: {g:?}",
            g.function
        ));
    }
    let c_len = extent(g.m, g.n, g.ldc, g.stride_c, g.batch);
    if c_len == 0 {
        return Ok(());
    }
    let size = g.dtype.size_bytes();
    let a_len = extent(g.m, g.k, g.lda, g.stride_a, g.batch);
    let b_len = extent(g.k, g.n, g.ldb, g.stride_b, g.batch);
    for (name, len, buf) in [("A", a_len, a), ("B", b_len, b), ("C", c_len, c)] {
        if len * size > buf.bytes {
            return Err(format!(
                "{}: operand {name} addresses {} bytes of a {}-byte buffer",
                g.function,
                len * size,
                buf.bytes
            ));
        }
    }
    let a_v = as_complex(read(mem, a.ptr, g.dtype, a_len)?);
    let b_v = as_complex(read(mem, b.ptr, g.dtype, b_len)?);
    let mut c_v = as_complex(read(mem, c.ptr, g.dtype, c_len)?);
    for batch in 0..g.batch {
        let (ao, bo, co) = (batch * g.stride_a, batch * g.stride_b, batch * g.stride_c);
        for j in 0..g.n {
            for i in 0..g.m {
                let mut acc = Complex64::new(0.0, 0.0);
                for l in 0..g.k {
                    acc += a_v[ao + i + l * g.lda] * b_v[bo + l + j * g.ldb];
                }
                c_v[co + i + j * g.ldc] = acc;
            }
        }
    }
    let out = if g.dtype.is_complex() {
        ModelBuf::Complex(c_v)
    } else {
        ModelBuf::Real(c_v.into_iter().map(|z| z.re).collect())
    };
    write(mem, c.ptr, g.dtype, &out)
}
