//! `dot_general` as a batched matmul: operands are brought to `[batch, M, K]` and `[batch, K, N]`
//! (a transposing copy, skipped when they already are), then each batch runs a cache-blocked
//! `i, k, j` loop whose inner loop is a vectorisable `c[i, j..] += a[i, k] · b[k, j..]`.
//! Within a block of `KB` terms of `k` sums run in order; the block sums are then added
//! pairwise (a binary tree over blocks), so rounding error grows with `log(K)`, not `K`.

use crate::buffer::{BufMut, BufRef, Element};
use crate::error::{kernel_err, KernelResult};
use crate::movement::{CopyDesc, CopyPlan};
use fresnel_ir::{DType, Data, DotDims};
use num_complex::{Complex32, Complex64};
use rayon::prelude::*;

const KERNEL: &str = "dot";
/// Rows of `b` (the `k` range) per block.
const KB: usize = 128;
/// Columns per block: `KB × NB` elements of `b` stay in L2, one `NB` row of `c` in L1.
const NB: usize = 256;
/// Rows of `c` per parallel task, at most.
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

/// A validated `dot_general`, ready to run.
#[derive(Debug)]
pub struct DotPlan {
    desc: DotDesc,
    /// Transposing copies to `[batch, M, K]` / `[batch, K, N]`, when needed.
    lhs_pack: Option<CopyPlan>,
    rhs_pack: Option<CopyPlan>,
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
        let lhs_perm: Vec<usize> = d
            .lhs_batch
            .iter()
            .chain(&lf)
            .chain(&d.lhs_contract)
            .copied()
            .collect();
        let rhs_perm: Vec<usize> = d
            .rhs_batch
            .iter()
            .chain(&d.rhs_contract)
            .chain(&rf)
            .copied()
            .collect();
        let pack = |shape: &[usize], perm: &[usize]| -> KernelResult<Option<CopyPlan>> {
            if perm.iter().enumerate().all(|(i, &p)| i == p) {
                return Ok(None);
            }
            Ok(Some(CopyPlan::new(&CopyDesc::transpose(
                desc.dtype, shape, perm,
            )?)?))
        };
        Ok(DotPlan {
            desc: desc.clone(),
            lhs_pack: pack(&desc.lhs_shape, &lhs_perm)?,
            rhs_pack: pack(&desc.rhs_shape, &rhs_perm)?,
            b: lb.iter().product(),
            m: extents(&desc.lhs_shape, &lf).iter().product(),
            k: lc.iter().product(),
            n: extents(&desc.rhs_shape, &rf).iter().product(),
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
        match (a, b, out) {
            (BufRef::I32(a), BufRef::I32(b), BufMut::I32(c)) => self.matmul(a, b, c),
            (BufRef::I64(a), BufRef::I64(b), BufMut::I64(c)) => self.matmul(a, b, c),
            (BufRef::I8(a), BufRef::I8(b), BufMut::I8(c)) => self.matmul(a, b, c),
            (BufRef::I16(a), BufRef::I16(b), BufMut::I16(c)) => self.matmul(a, b, c),
            (BufRef::U8(a), BufRef::U8(b), BufMut::U8(c)) => self.matmul(a, b, c),
            (BufRef::U16(a), BufRef::U16(b), BufMut::U16(c)) => self.matmul(a, b, c),
            (BufRef::U32(a), BufRef::U32(b), BufMut::U32(c)) => self.matmul(a, b, c),
            (BufRef::U64(a), BufRef::U64(b), BufMut::U64(c)) => self.matmul(a, b, c),
            (BufRef::F32(a), BufRef::F32(b), BufMut::F32(c)) => self.matmul(a, b, c),
            (BufRef::F64(a), BufRef::F64(b), BufMut::F64(c)) => self.matmul(a, b, c),
            (BufRef::C64(a), BufRef::C64(b), BufMut::C64(c)) => self.matmul(a, b, c),
            (BufRef::C128(a), BufRef::C128(b), BufMut::C128(c)) => self.matmul(a, b, c),
            _ => return kernel_err!(KERNEL, "internal: dtype dispatch"),
        }
        Ok(())
    }

    /// `c[b] = a[b] · bm[b]` for every batch, `a` `[B, M, K]`, `bm` `[B, K, N]`, `c` `[B, M, N]`.
    fn matmul<T: DotElem>(&self, a: &[T], bm: &[T], c: &mut [T]) {
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
                if n == 1 {
                    for (i, ci) in ct.iter_mut().enumerate() {
                        *ci = pairwise_dot(&ab[(i0 + i) * k..(i0 + i + 1) * k], &bb[..k]);
                    }
                    return;
                }
                let rows_here = ct.len() / n;
                // Block sums awaiting their pairwise additions: a stack of `rows × jn` tiles.
                let mut stack: Vec<T> = Vec::new();
                for j0 in (0..n).step_by(NB) {
                    let jn = NB.min(n - j0);
                    let tile = rows_here * jn;
                    stack.clear();
                    for (block, k0) in (0..k).step_by(KB).enumerate() {
                        stack.resize(stack.len() + tile, T::ZERO);
                        let top = stack.len() - tile;
                        for (i, trow) in stack[top..].chunks_mut(jn).enumerate() {
                            let arow = &ab[(i0 + i) * k..];
                            for kk in k0..(k0 + KB).min(k) {
                                let x = arow[kk];
                                let brow = &bb[kk * n + j0..kk * n + j0 + jn];
                                for (cv, &y) in trow.iter_mut().zip(brow) {
                                    *cv = T::mul_add(*cv, x, y);
                                }
                            }
                        }
                        // Block `block` completes a subtree for each trailing one bit.
                        for _ in 0..(block as u64).trailing_ones() {
                            merge_top(&mut stack, tile);
                        }
                    }
                    while stack.len() > tile {
                        merge_top(&mut stack, tile);
                    }
                    // No blocks at all when `k` is 0: the sums are empty.
                    stack.resize(tile, T::ZERO);
                    for (i, crow) in ct.chunks_mut(n).enumerate() {
                        crow[j0..j0 + jn].copy_from_slice(&stack[i * jn..(i + 1) * jn]);
                    }
                }
            });
        });
    }
}

/// Adds the top tile of `stack` into the one below it and drops it.
fn merge_top<T: DotElem>(stack: &mut Vec<T>, tile: usize) {
    let len = stack.len();
    let (rest, top) = stack.split_at_mut(len - tile);
    for (b, &t) in rest[len - 2 * tile..].iter_mut().zip(top.iter()) {
        *b = T::add(*b, t);
    }
    stack.truncate(len - tile);
}

/// `Σ a_k·b_k`: in order within blocks of `KB`, pairwise across blocks.
fn pairwise_dot<T: DotElem>(a: &[T], b: &[T]) -> T {
    if a.len() <= KB {
        return a
            .iter()
            .zip(b)
            .fold(T::ZERO, |acc, (&x, &y)| T::mul_add(acc, x, y));
    }
    let half = a.len().div_ceil(KB).div_ceil(2) * KB;
    T::add(
        pairwise_dot(&a[..half], &b[..half]),
        pairwise_dot(&a[half..], &b[half..]),
    )
}

/// `acc + a·b` with each dtype's arithmetic (wrapping for integers).
trait DotElem: Element {
    const ZERO: Self;
    fn mul_add(acc: Self, a: Self, b: Self) -> Self;
    fn add(a: Self, b: Self) -> Self;
}

macro_rules! dot_int {
    ($t:ty) => {
        impl DotElem for $t {
            const ZERO: Self = 0;
            #[inline(always)]
            fn mul_add(acc: Self, a: Self, b: Self) -> Self {
                acc.wrapping_add(a.wrapping_mul(b))
            }
            #[inline(always)]
            fn add(a: Self, b: Self) -> Self {
                a.wrapping_add(b)
            }
        }
    };
}
macro_rules! dot_float {
    ($t:ty, $zero:expr) => {
        impl DotElem for $t {
            const ZERO: Self = $zero;
            #[inline(always)]
            fn mul_add(acc: Self, a: Self, b: Self) -> Self {
                acc + a * b
            }
            #[inline(always)]
            fn add(a: Self, b: Self) -> Self {
                a + b
            }
        }
    };
}
dot_int!(i32);
dot_int!(i64);
dot_int!(i8);
dot_int!(i16);
dot_int!(u8);
dot_int!(u16);
dot_int!(u32);
dot_int!(u64);
dot_float!(f32, 0.0);
dot_float!(f64, 0.0);
dot_float!(Complex32, Complex32::new(0.0, 0.0));
dot_float!(Complex64, Complex64::new(0.0, 0.0));
