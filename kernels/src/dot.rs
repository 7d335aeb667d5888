//! `dot_general` as a batched matmul `c[b] = a[b] · bm[b]`, `a` `[batch, M, K]`, `bm`
//! `[batch, K, N]`, `c` `[batch, M, N]` (the result's layout).
//!
//! * Floats (f32, f64, c64, c128): `float`, the `gemm` crate, reading each operand through
//!   strides: an operand whose batch, free and contracting dims each merge into one strided run
//!   (any plain matrix, transposed or not, and most batched ones) is read in place; others are
//!   first brought to `[batch, M, K]` / `[batch, K, N]` by a transposing copy. Chunks of `k` are
//!   summed pairwise for accuracy (see there).
//! * Integers: a cache-blocked `i, k, j` loop on those layouts (always copied to them unless
//!   already so) whose inner loop is a vectorisable `c[i, j..] += a[i, k] · b[k, j..]`. The
//!   products and sums wrap, so every order of summation gives the same, exact, result.

mod float;

use crate::buffer::{BufMut, BufRef, Element};
use crate::error::{kernel_err, KernelResult};
use crate::movement::{CopyDesc, CopyPlan};
use float::{Gemm, Strides};
use fresnel_ir::{DType, Data, DotDims};
use rayon::prelude::*;

const KERNEL: &str = "dot";
/// Integer loop: rows of `b` (the `k` range) per block.
const KB: usize = 128;
/// Integer loop: columns per block: `KB × NB` elements of `b` stay in L2, one `NB` row of `c`
/// in L1.
const NB: usize = 256;
/// Integer loop: rows of `c` per parallel task, at most.
const MB: usize = 32;

/// A `dot_general` description. The result's dims are batch, lhs free, rhs free (in order).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DotDesc {
    pub dtype: DType,
    pub lhs_shape: Vec<usize>,
    pub rhs_shape: Vec<usize>,
    pub dims: DotDims,
}

impl DotDesc {
    fn free(shape: &[usize], batch: &[usize], contract: &[usize]) -> Vec<usize> {
        (0..shape.len())
            .filter(|d| !batch.contains(d) && !contract.contains(d))
            .collect()
    }

    pub fn output_shape(&self) -> Vec<usize> {
        let d = &self.dims;
        let lf = Self::free(&self.lhs_shape, &d.lhs_batch, &d.lhs_contract);
        let rf = Self::free(&self.rhs_shape, &d.rhs_batch, &d.rhs_contract);
        d.lhs_batch
            .iter()
            .map(|&i| self.lhs_shape[i])
            .chain(lf.iter().map(|&i| self.lhs_shape[i]))
            .chain(rf.iter().map(|&i| self.rhs_shape[i]))
            .collect()
    }
}

/// Whether `dot_general` on `t` is covered.
pub fn dot_covered(t: DType) -> bool {
    !t.is_bool()
}

/// Whether `t` takes the `gemm` path.
fn is_float(t: DType) -> bool {
    matches!(t, DType::F32 | DType::F64 | DType::C64 | DType::C128)
}

/// A validated `dot_general`, ready to run.
#[derive(Debug)]
pub struct DotPlan {
    desc: DotDesc,
    /// Transposing copies to `[batch, M, K]` / `[batch, K, N]`, when needed.
    lhs_pack: Option<CopyPlan>,
    rhs_pack: Option<CopyPlan>,
    /// How the (possibly packed) operands are read: `[batch, M, K]` / `[batch, K, N]` strides.
    lhs_strides: Strides,
    rhs_strides: Strides,
    b: usize,
    m: usize,
    k: usize,
    n: usize,
}

fn check_dims(
    shape: &[usize],
    batch: &[usize],
    contract: &[usize],
    side: &str,
) -> KernelResult<()> {
    let mut seen = vec![false; shape.len()];
    for &d in batch.iter().chain(contract) {
        if d >= shape.len() || std::mem::replace(&mut seen[d], true) {
            return kernel_err!(
                KERNEL,
                "{side} dims {batch:?}/{contract:?} are out of range or repeated for rank {}",
                shape.len()
            );
        }
    }
    Ok(())
}

fn extents(shape: &[usize], dims: &[usize]) -> Vec<usize> {
    dims.iter().map(|&d| shape[d]).collect()
}

/// The stride of `dims` (in this order, row-major over them) flattened into one index, when
/// they are one strided run of the row-major `shape` (dims of extent 1 do not matter);
/// `alone` when none has an extent above 1 (the stride is then never used to step).
fn merged_stride(shape: &[usize], dims: &[usize], alone: usize) -> Option<usize> {
    let mut strides = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    let mut inner = None;
    let mut next = 0;
    for &d in dims.iter().rev().filter(|&&d| shape[d] != 1) {
        match inner {
            None => inner = Some(strides[d]),
            Some(_) if strides[d] != next => return None,
            Some(_) => {}
        }
        next = strides[d] * shape[d];
    }
    Some(inner.unwrap_or(alone))
}

impl DotPlan {
    pub fn new(desc: &DotDesc) -> KernelResult<DotPlan> {
        let d = &desc.dims;
        if !dot_covered(desc.dtype) {
            return kernel_err!(KERNEL, "dot_general on {} is not covered", desc.dtype);
        }
        check_dims(&desc.lhs_shape, &d.lhs_batch, &d.lhs_contract, "lhs")?;
        check_dims(&desc.rhs_shape, &d.rhs_batch, &d.rhs_contract, "rhs")?;
        let (lb, rb) = (
            extents(&desc.lhs_shape, &d.lhs_batch),
            extents(&desc.rhs_shape, &d.rhs_batch),
        );
        let (lc, rc) = (
            extents(&desc.lhs_shape, &d.lhs_contract),
            extents(&desc.rhs_shape, &d.rhs_contract),
        );
        if lb != rb || lc != rc {
            return kernel_err!(
                KERNEL,
                "batch {lb:?}/{rb:?} or contracting {lc:?}/{rc:?} extents differ"
            );
        }
        let lf = DotDesc::free(&desc.lhs_shape, &d.lhs_batch, &d.lhs_contract);
        let rf = DotDesc::free(&desc.rhs_shape, &d.rhs_batch, &d.rhs_contract);
        let (b, k) = (lb.iter().product(), lc.iter().product::<usize>());
        let m = extents(&desc.lhs_shape, &lf).iter().product::<usize>();
        let n = extents(&desc.rhs_shape, &rf).iter().product::<usize>();
        // Each operand as three groups of dims — [batch, free, contract] for the lhs, [batch,
        // contract, free] for the rhs — and the strides of its packed layout.
        let lhs_groups = [&d.lhs_batch[..], &lf, &d.lhs_contract];
        let rhs_groups = [&d.rhs_batch[..], &d.rhs_contract, &rf];
        let (lhs_dense, rhs_dense) = ([m * k, k, 1], [k * n, n, 1]);
        // Read in place when every group merges into one strided run (floats: `gemm` takes
        // any strides; integers: only the packed layout itself).
        let view = |shape: &[usize], groups: [&[usize]; 3], dense: Strides| -> Option<Strides> {
            let mut s = [0; 3];
            for ((s, g), alone) in s.iter_mut().zip(groups).zip(dense) {
                *s = merged_stride(shape, g, alone)?;
            }
            (is_float(desc.dtype) || s == dense).then_some(s)
        };
        let pack = |shape: &[usize], groups: [&[usize]; 3]| -> KernelResult<CopyPlan> {
            let perm: Vec<usize> = groups.concat();
            CopyPlan::new(&CopyDesc::transpose(desc.dtype, shape, &perm)?)
        };
        let (lhs_pack, lhs_strides) = match view(&desc.lhs_shape, lhs_groups, lhs_dense) {
            Some(s) => (None, s),
            None => (Some(pack(&desc.lhs_shape, lhs_groups)?), lhs_dense),
        };
        let (rhs_pack, rhs_strides) = match view(&desc.rhs_shape, rhs_groups, rhs_dense) {
            Some(s) => (None, s),
            None => (Some(pack(&desc.rhs_shape, rhs_groups)?), rhs_dense),
        };
        Ok(DotPlan {
            desc: desc.clone(),
            lhs_pack,
            rhs_pack,
            lhs_strides,
            rhs_strides,
            b,
            m,
            k,
            n,
        })
    }

    pub fn desc(&self) -> &DotDesc {
        &self.desc
    }

    pub fn run(&self, lhs: BufRef<'_>, rhs: BufRef<'_>, out: BufMut<'_>) -> KernelResult<()> {
        let t = self.desc.dtype;
        let sizes = [
            (lhs.dtype(), lhs.len(), self.b * self.m * self.k, "lhs"),
            (rhs.dtype(), rhs.len(), self.b * self.k * self.n, "rhs"),
            (out.dtype(), out.len(), self.b * self.m * self.n, "output"),
        ];
        for (dt, len, want, what) in sizes {
            if dt != t || len != want {
                return kernel_err!(
                    KERNEL,
                    "{what} is {dt} with {len} elements, expected {t} with {want}"
                );
            }
        }
        // Packed copies live only for this call.
        let packed = |plan: &Option<CopyPlan>, x: BufRef<'_>| -> KernelResult<Option<Data>> {
            let Some(p) = plan else { return Ok(None) };
            let mut d = Data::zeros(t, x.len());
            p.run(&[x], BufMut::from(&mut d))?;
            Ok(Some(d))
        };
        let (lp, rp) = (packed(&self.lhs_pack, lhs)?, packed(&self.rhs_pack, rhs)?);
        let a = lp.as_ref().map(BufRef::from).unwrap_or(lhs);
        let b = rp.as_ref().map(BufRef::from).unwrap_or(rhs);
        let g = Gemm {
            b: self.b,
            m: self.m,
            k: self.k,
            n: self.n,
            a: self.lhs_strides,
            bm: self.rhs_strides,
        };
        if !g.fits(a.len(), b.len()) {
            return kernel_err!(KERNEL, "internal: operand views exceed their buffers");
        }
        match (a, b, out) {
            (BufRef::F32(a), BufRef::F32(b), BufMut::F32(c)) => g.run(a, b, c),
            (BufRef::F64(a), BufRef::F64(b), BufMut::F64(c)) => g.run(a, b, c),
            (BufRef::C64(a), BufRef::C64(b), BufMut::C64(c)) => g.run(a, b, c),
            (BufRef::C128(a), BufRef::C128(b), BufMut::C128(c)) => g.run(a, b, c),
            (BufRef::I32(a), BufRef::I32(b), BufMut::I32(c)) => self.matmul(a, b, c),
            (BufRef::I64(a), BufRef::I64(b), BufMut::I64(c)) => self.matmul(a, b, c),
            (BufRef::I8(a), BufRef::I8(b), BufMut::I8(c)) => self.matmul(a, b, c),
            (BufRef::I16(a), BufRef::I16(b), BufMut::I16(c)) => self.matmul(a, b, c),
            (BufRef::U8(a), BufRef::U8(b), BufMut::U8(c)) => self.matmul(a, b, c),
            (BufRef::U16(a), BufRef::U16(b), BufMut::U16(c)) => self.matmul(a, b, c),
            (BufRef::U32(a), BufRef::U32(b), BufMut::U32(c)) => self.matmul(a, b, c),
            (BufRef::U64(a), BufRef::U64(b), BufMut::U64(c)) => self.matmul(a, b, c),
            _ => return kernel_err!(KERNEL, "internal: dtype dispatch"),
        }
        Ok(())
    }

    /// The integer product on the packed layouts, parallel over batches and blocks of rows.
    fn matmul<T: IntElem>(&self, a: &[T], bm: &[T], c: &mut [T]) {
        let (m, k, n) = (self.m, self.k, self.n);
        if c.is_empty() {
            return;
        }
        let threads = rayon::current_num_threads();
        let rows = MB.min(m.div_ceil(threads)).max(1);
        c.par_chunks_mut(m * n).enumerate().for_each(|(batch, cb)| {
            let (ab, bb) = (
                &a[batch * m * k..(batch + 1) * m * k],
                &bm[batch * k * n..(batch + 1) * k * n],
            );
            cb.par_chunks_mut(rows * n).enumerate().for_each(|(t, ct)| {
                let i0 = t * rows;
                ct.fill(T::ZERO);
                for j0 in (0..n).step_by(NB) {
                    let jn = NB.min(n - j0);
                    for k0 in (0..k).step_by(KB) {
                        for (i, crow) in ct.chunks_mut(n).enumerate() {
                            let arow = &ab[(i0 + i) * k..];
                            let crow = &mut crow[j0..j0 + jn];
                            for kk in k0..(k0 + KB).min(k) {
                                let x = arow[kk];
                                let brow = &bb[kk * n + j0..kk * n + j0 + jn];
                                for (cv, &y) in crow.iter_mut().zip(brow) {
                                    *cv = T::mul_add(*cv, x, y);
                                }
                            }
                        }
                    }
                }
            });
        });
    }
}

/// `acc + a·b`, wrapping.
trait IntElem: Element {
    const ZERO: Self;
    fn mul_add(acc: Self, a: Self, b: Self) -> Self;
}

macro_rules! dot_int {
    ($($t:ty),*) => {$(
        impl IntElem for $t {
            const ZERO: Self = 0;
            #[inline(always)]
            fn mul_add(acc: Self, a: Self, b: Self) -> Self {
                acc.wrapping_add(a.wrapping_mul(b))
            }
        }
    )*};
}
dot_int!(i32, i64, i8, i16, u8, u16, u32, u64);

#[cfg(test)]
mod tests;
