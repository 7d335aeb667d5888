//! The floating-point matmul: the `gemm` crate (faer's: packed AVX2/AVX-512/NEON microkernels
//! chosen at run time, rayon-parallel over tiles of the result), reading each operand through
//! strides, so that a transposed operand needs no copy.
//!
//! Accuracy: `gemm` sums each result element over `k` in one running (fused multiply-add)
//! chain, so its rounding error grows linearly with `K` — as XLA's (Eigen's) does. Here `k` is
//! cut into equal chunks of at most [`KC`] terms, each chunk's product is one `gemm` call into
//! its own tile, and the tiles are added pairwise (a binary tree over chunks), so the error
//! grows with `KC + log₂(K / KC)` rather than `K`; the extra additions cost one pass over the
//! result per chunk, against `KC` multiply-adds per element.
//!
//! Determinism: `gemm` splits the result (rows and columns), never `k`, across threads, and each
//! element's chain is the same whatever the split; the chunking depends only on `K`. So a result
//! is the same on every run.

use gemm::Parallelism;
use num_complex::{Complex32, Complex64};
use rayon::prelude::*;

/// The most terms of `k` one `gemm` call sums in a row (see the module comment).
pub(super) const KC: usize = 512;
/// Below this many multiply-adds per batch, batches (when there are enough) run in parallel,
/// one single-threaded `gemm` each, rather than one after the other with `gemm` parallel.
const SMALL: usize = 1 << 21;

/// Where element `(batch, row, col)` of an operand viewed as a batch of matrices lies:
/// `batch·[0] + row·[1] + col·[2]`.
pub(super) type Strides = [usize; 3];

/// The dtypes `gemm` multiplies.
pub(super) trait GemmElem:
    Copy + Send + Sync + 'static + std::ops::Add<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
}
impl GemmElem for f32 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
}
impl GemmElem for f64 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
}
impl GemmElem for Complex32 {
    const ZERO: Self = Complex32::new(0.0, 0.0);
    const ONE: Self = Complex32::new(1.0, 0.0);
}
impl GemmElem for Complex64 {
    const ZERO: Self = Complex64::new(0.0, 0.0);
    const ONE: Self = Complex64::new(1.0, 0.0);
}

/// One batched product `c[b] = a[b] · bm[b]` (`c` row-major `[B, M, N]`).
pub(super) struct Gemm {
    pub b: usize,
    pub m: usize,
    pub k: usize,
    pub n: usize,
    /// `a` viewed as `[B, M, K]`, `bm` as `[B, K, N]`.
    pub a: Strides,
    pub bm: Strides,
}

impl Gemm {
    /// The largest element offset a view reaches, plus one (0 when it is empty).
    fn reach(s: Strides, dims: [usize; 3]) -> usize {
        if dims.contains(&0) {
            return 0;
        }
        1 + (0..3).map(|i| (dims[i] - 1) * s[i]).sum::<usize>()
    }

    /// Whether both views lie inside slices of these lengths (what makes the raw reads sound).
    pub fn fits(&self, a_len: usize, b_len: usize) -> bool {
        Self::reach(self.a, [self.b, self.m, self.k]) <= a_len
            && Self::reach(self.bm, [self.b, self.k, self.n]) <= b_len
    }

    /// Runs the product. The caller has checked `fits(a.len(), bm.len())` and
    /// `c.len() == B·M·N`.
    pub fn run<T: GemmElem>(&self, a: &[T], bm: &[T], c: &mut [T]) {
        let (m, k, n) = (self.m, self.k, self.n);
        let mn = m * n;
        if c.is_empty() {
            return;
        }
        let threads = rayon::current_num_threads();
        let per_batch = mn.saturating_mul(k);
        if self.b >= 2 * threads || (self.b >= threads && per_batch <= SMALL) {
            c.par_chunks_mut(mn)
                .enumerate()
                .for_each_init(Vec::new, |scratch, (bi, cb)| {
                    self.one(a, bm, bi, cb, scratch, Parallelism::None)
                });
        } else {
            let mut scratch = Vec::new();
            for (bi, cb) in c.chunks_mut(mn).enumerate() {
                self.one(a, bm, bi, cb, &mut scratch, Parallelism::Rayon(threads));
            }
        }
    }

    /// Batch `bi`, into `c` (`M × N`): the chunks of `k` into a stack of tiles (the first is
    /// `c` itself, the others in `scratch`), added pairwise as they complete.
    fn one<T: GemmElem>(
        &self,
        a: &[T],
        bm: &[T],
        bi: usize,
        c: &mut [T],
        scratch: &mut Vec<T>,
        par: Parallelism,
    ) {
        let mn = c.len();
        // Equal chunks of at most `KC` (at least one chunk, possibly empty, when `k` is 0).
        let len = self.k.div_ceil(self.k.div_ceil(KC).max(1)).max(1);
        let chunks = self.k.div_ceil(len).max(1);
        // Tiles on the stack, `c` included.
        let mut depth = 0;
        for chunk in 0..chunks {
            let k0 = chunk * len;
            let kl = len.min(self.k - k0);
            if depth == 0 {
                self.chunk(a, bm, bi, k0, kl, c, par);
            } else {
                if scratch.len() < depth * mn {
                    scratch.resize(depth * mn, T::ZERO);
                }
                let tile = &mut scratch[(depth - 1) * mn..depth * mn];
                self.chunk(a, bm, bi, k0, kl, tile, par);
            }
            depth += 1;
            // Chunk `chunk` completes a subtree for each trailing one bit.
            for _ in 0..(chunk as u64).trailing_ones() {
                merge_top(c, scratch, depth, mn);
                depth -= 1;
            }
        }
        while depth > 1 {
            merge_top(c, scratch, depth, mn);
            depth -= 1;
        }
    }

    /// `tile = a[bi][:, k0..k0+kl] · bm[bi][k0..k0+kl, :]` (zeros when `kl` is 0).
    #[allow(clippy::too_many_arguments)]
    fn chunk<T: GemmElem>(
        &self,
        a: &[T],
        bm: &[T],
        bi: usize,
        k0: usize,
        kl: usize,
        tile: &mut [T],
        par: Parallelism,
    ) {
        let (m, n) = (self.m, self.n);
        debug_assert_eq!(tile.len(), m * n);
        let (sa, sb) = (self.a, self.bm);
        // Offsets of the chunk's first elements; when `kl` is 0 nothing is read, so clamp them
        // to stay inside the slices (`gemm` still writes the zeros).
        let ao = (bi * sa[0] + k0 * sa[2]).min(a.len().saturating_sub(1));
        let bo = (bi * sb[0] + k0 * sb[1]).min(bm.len().saturating_sub(1));
        let s = |x: usize| x as isize;
        // SAFETY: `fits` bounds every element `gemm` reads — (bi, row < M, k0 + kk < K) of `a`
        // and (bi, k0 + kk < K, col < N) of `bm` — inside the slices, and `tile` holds exactly
        // the M × N elements it writes (row stride N, column stride 1). The slices outlive the
        // call, `tile` is borrowed mutably, so nothing else reads or writes it meanwhile. `T`
        // is one of the four types `gemm` supports (the `GemmElem` impls), so it cannot panic.
        unsafe {
            gemm::gemm(
                m,
                n,
                kl,
                tile.as_mut_ptr(),
                1,
                s(n),
                false,
                a.as_ptr().add(ao),
                s(sa[2]),
                s(sa[1]),
                bm.as_ptr().add(bo),
                s(sb[2]),
                s(sb[1]),
                T::ZERO,
                T::ONE,
                false,
                false,
                false,
                par,
            );
        }
    }
}

/// Adds the top tile of the stack (`depth` tiles: `c`, then `scratch`'s) into the one below.
fn merge_top<T: GemmElem>(c: &mut [T], scratch: &mut [T], depth: usize, mn: usize) {
    let (below, top) = if depth == 2 {
        (c, &scratch[..mn])
    } else {
        let (rest, top) = scratch.split_at_mut((depth - 2) * mn);
        (&mut rest[(depth - 3) * mn..], &top[..mn])
    };
    below
        .par_iter_mut()
        .with_min_len(1 << 14)
        .zip(top.par_iter())
        .for_each(|(b, &t)| *b = *b + t);
}
