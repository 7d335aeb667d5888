//! `dot_general` for cuBLAS: operands brought to `[batch, M, K]` and `[batch, K, N]` by
//! transposing copy kernels (skipped when they already are, as on the CPU), then one strided
//! batched GEMM. cuBLAS is column-major, so the row-major `C = A·B` is computed as the
//! column-major `Cᵀ = Bᵀ·Aᵀ`: the GEMM's first operand is B.

use super::movement::add_copy;
use super::ModuleBuilder;
use crate::dot::{DotDesc, DotPlan};
use crate::error::{kernel_err, KernelResult};
use crate::movement::CopyDesc;
use fresnel_ir::DType;

/// One `cublas?gemmStridedBatched` call with both operands untransposed (`CUBLAS_OP_N`),
/// `alpha` = 1 and `beta` = 0, plus the kernels that pack the operands first.
#[derive(Clone, Debug, PartialEq)]
pub struct GemmCall {
    /// `cublasSgemmStridedBatched`, `…Dgemm…`, `…Cgemm…` or `…Zgemm…`.
    pub function: &'static str,
    pub dtype: DType,
    /// Column-major sizes: `m` rows of the result (the row-major N), `n` columns (M), `k`.
    pub m: usize,
    pub n: usize,
    pub k: usize,
    /// Leading dimensions and batch strides of the GEMM's A (the dot's rhs), B (its lhs), C.
    pub lda: usize,
    pub stride_a: usize,
    pub ldb: usize,
    pub stride_b: usize,
    pub ldc: usize,
    pub stride_c: usize,
    pub batch: usize,
    /// Copy kernels (inputs `[operand]`, output a packed scratch buffer) for lhs and rhs.
    pub lhs_pack: Option<usize>,
    pub rhs_pack: Option<usize>,
}

/// Adds `desc`'s packing kernels to `module` and returns the GEMM call; integer dots have no
/// cuBLAS GEMM and are an error (the caller records a fallback).
pub fn add_dot(module: &mut ModuleBuilder, desc: &DotDesc) -> KernelResult<GemmCall> {
    DotPlan::new(desc)?;
    let function = match desc.dtype {
        DType::F32 => "cublasSgemmStridedBatched",
        DType::F64 => "cublasDgemmStridedBatched",
        DType::C64 => "cublasCgemmStridedBatched",
        DType::C128 => "cublasZgemmStridedBatched",
        t => return kernel_err!("dot", "cuBLAS has no GEMM on {t}"),
    };
    let d = &desc.dims;
    let free = |shape: &[usize], batch: &[usize], contract: &[usize]| -> Vec<usize> {
        (0..shape.len())
            .filter(|x| !batch.contains(x) && !contract.contains(x))
            .collect()
    };
    let lf = free(&desc.lhs_shape, &d.lhs_batch, &d.lhs_contract);
    let rf = free(&desc.rhs_shape, &d.rhs_batch, &d.rhs_contract);
    let lhs_perm: Vec<usize> = [&d.lhs_batch[..], &lf, &d.lhs_contract].concat();
    let rhs_perm: Vec<usize> = [&d.rhs_batch[..], &d.rhs_contract, &rf].concat();
    let size = |shape: &[usize], dims: &[usize]| dims.iter().map(|&x| shape[x]).product::<usize>();
    let batch = size(&desc.lhs_shape, &d.lhs_batch);
    let m = size(&desc.lhs_shape, &lf);
    let k = size(&desc.lhs_shape, &d.lhs_contract);
    let n = size(&desc.rhs_shape, &rf);
    let mut pack = |shape: &[usize], perm: &[usize]| -> KernelResult<Option<usize>> {
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            return Ok(None);
        }
        add_copy(module, &CopyDesc::transpose(desc.dtype, shape, perm)?).map(Some)
    };
    let lhs_pack = pack(&desc.lhs_shape, &lhs_perm)?;
    let rhs_pack = pack(&desc.rhs_shape, &rhs_perm)?;
    Ok(GemmCall {
        function,
        dtype: desc.dtype,
        m: n,
        n: m,
        k,
        // cuBLAS wants every leading dimension ≥ 1, even for an empty matrix (k = 0 included).
        lda: n.max(1),
        stride_a: k * n,
        ldb: k.max(1),
        stride_b: m * k,
        ldc: n.max(1),
        stride_c: m * n,
        batch,
        lhs_pack,
        rhs_pack,
    })
}
