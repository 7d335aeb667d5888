//! `select_and_scatter` whose select region is one comparison of its two arguments and whose
//! scatter region is a known combiner: the gradient of max/min pooling (`jax.grad` of
//! `reduce_window(max)` lowers to it with `compare GE` and `add`).
//!
//! The interpreter's definition, reproduced exactly: the result starts as the init value
//! everywhere; windows are visited in row-major order of the window grid; a window's valid
//! members (padding is never selected) are scanned in row-major order, the first one chosen
//! and then replaced by each later member `m` for which `select(chosen, m)` is false; the
//! window's source value is then combined into the chosen element, `new = f(current,
//! source)`. Each output element therefore folds the source values of the windows that chose
//! it in window order, and that fixes the kernel's two phases without changing any result:
//! 1. every window's chosen element, in parallel over windows;
//! 2. every output element folds, in window order, the windows that chose it — in parallel
//!    over rows of the output, each row written by one task (no atomics).

use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelResult};
use crate::indexing::scatter::Combine;
use crate::indexing::ScatterCombiner;
use crate::semantics::IntLane;
use fresnel_ir::infer::window_grid;
use fresnel_ir::op::Window;
use fresnel_ir::{CompareDir, CompareType, DType};
use rayon::prelude::*;
use std::cmp::Ordering::{Equal, Greater, Less};

const KERNEL: &str = "select_and_scatter";

/// A window that selects nothing (all of it padding).
const NONE: usize = usize::MAX;

/// The largest padding edge the kernel takes (dimensions are at most 2^40).
const MAX_EDGE: u64 = 1 << 48;

/// `select_and_scatter` with `select(a, b) = compare(dir, a, b)` under `order` (resolved: the
/// operand type's default when the IR gives none) and a known scatter combiner. Inputs
/// `[operand, source, init]` (row-major operand of `shape`, source of the window grid's
/// shape, a one-element init); one output of the operand's shape. No dilations (the op has
/// none).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SelectScatterDesc {
    pub dtype: DType,
    pub dir: CompareDir,
    pub order: CompareType,
    pub combiner: ScatterCombiner,
    pub shape: Vec<usize>,
    pub dims: Vec<usize>,
    pub strides: Vec<usize>,
    /// `[low, high]` per dimension (negative: cropping).
    pub padding: Vec<[i64; 2]>,
}

/// Whether the kernel covers `order` and `combiner` on `dtype`: real and integer types and
/// booleans (complex ones stay with the interpreter); FLOAT and TOTALORDER comparisons on
/// floats, SIGNED and UNSIGNED on integers and booleans, as the interpreter allows them.
pub fn select_scatter_covered(dtype: DType, order: CompareType, combiner: ScatterCombiner) -> bool {
    let order_ok = match order {
        CompareType::Float | CompareType::TotalOrder => dtype.is_float(),
        CompareType::Signed | CompareType::Unsigned => dtype.is_integral(),
    };
    order_ok && !dtype.is_complex() && combiner.applies_to(dtype)
}

/// The window of a desc, normalised: rank 0 is a rank-1 window of one element over one
/// element (the same single window, the same single member).
struct Geometry {
    shape: Vec<usize>,
    dims: Vec<usize>,
    strides: Vec<usize>,
    lo: Vec<i64>,
    grid: Vec<usize>,
}

impl Geometry {
    fn rank(&self) -> usize {
        self.shape.len()
    }

    /// The valid members of window `o` along dimension `d`: input positions `[a, b)`.
    fn members(&self, d: usize, o: usize) -> (usize, usize) {
        let start = o as i64 * self.strides[d] as i64 - self.lo[d];
        let a = start.max(0);
        let b = (start + self.dims[d] as i64).min(self.shape[d] as i64);
        (a as usize, (b.max(a)) as usize)
    }

    /// The windows along dimension `d` that cover input position `p`: `[first, last]`, empty
    /// when `first > last`.
    fn covering(&self, d: usize, p: usize) -> (i64, i64) {
        let (s, k) = (self.strides[d] as i64, self.dims[d] as i64);
        let q = p as i64 + self.lo[d];
        // o·s ≤ q ≤ o·s + k − 1
        let first = (q - k + 1).div_euclid(s) + i64::from((q - k + 1).rem_euclid(s) != 0);
        let last = q.div_euclid(s);
        (first.max(0), last.min(self.grid[d] as i64 - 1))
    }
}

fn row_major_strides(shape: &[usize]) -> Vec<usize> {
    let mut st = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        st[d] = st[d + 1] * shape[d + 1];
    }
    st
}

impl SelectScatterDesc {
    pub fn window(&self) -> Window {
        let r = self.shape.len();
        Window {
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            base_dilations: vec![1; r],
            window_dilations: vec![1; r],
            padding: self.padding.clone(),
        }
    }

    /// The source's shape (the grid of windows); an error for a malformed window.
    pub fn grid(&self) -> KernelResult<Vec<usize>> {
        window_grid(&self.shape, &self.window()).map_err(|m| crate::KernelError::new(KERNEL, m))
    }

    pub fn validate(&self) -> KernelResult<()> {
        if !select_scatter_covered(self.dtype, self.order, self.combiner) {
            return kernel_err!(
                KERNEL,
                "{} selection with {:?} of {} is not a kernel",
                self.order.name(),
                self.combiner,
                self.dtype
            );
        }
        let grid = self.grid()?;
        let fits = |s: &[usize]| {
            s.iter()
                .try_fold(1usize, |a, &d| a.checked_mul(d))
                .is_some_and(|n| n < NONE)
        };
        if !fits(&grid) || !fits(&self.dims) || !fits(&self.shape) {
            return kernel_err!(KERNEL, "the window or its grid has too many elements");
        }
        // Positions are computed in i64 (on the device too): bounded edges keep every
        // intermediate far from overflow.
        if self
            .padding
            .iter()
            .flatten()
            .any(|e| e.unsigned_abs() > MAX_EDGE)
        {
            return kernel_err!(KERNEL, "padding {:?} beyond ±2^48", self.padding);
        }
        Ok(())
    }

    /// The window, rank 0 made rank 1 (see [`Geometry`]).
    fn geometry(&self) -> KernelResult<Geometry> {
        let grid = self.grid()?;
        if self.shape.is_empty() {
            return Ok(Geometry {
                shape: vec![1],
                dims: vec![1],
                strides: vec![1],
                lo: vec![0],
                grid: vec![1],
            });
        }
        Ok(Geometry {
            shape: self.shape.clone(),
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            lo: self.padding.iter().map(|p| p[0]).collect(),
            grid,
        })
    }

    /// Runs the kernel: `ins = [operand, source, init]`.
    pub fn run(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        self.validate()?;
        let g = self.geometry()?;
        let &[x, src, init] = ins else {
            return kernel_err!(
                KERNEL,
                "{} inputs, expected operand, source and init",
                ins.len()
            );
        };
        let n_in: usize = self.shape.iter().product();
        let n_src: usize = g.grid.iter().product();
        if x.len() != n_in || src.len() != n_src || init.len() != 1 || out.len() != n_in {
            return kernel_err!(
                KERNEL,
                "buffers of {}, {}, {} and {} elements for operand {:?} and windows {:?}",
                x.len(),
                src.len(),
                init.len(),
                out.len(),
                self.shape,
                g.grid
            );
        }
        use CompareType::*;
        // One monomorphised comparison per direction: the selection's inner loop is a compare
        // and a branch.
        macro_rules! by_dir {
            ($x:ident, $s:ident, $i:ident, $o:ident, |$a:ident, $b:ident| $key:expr) => {
                match self.dir {
                    CompareDir::Eq => {
                        self.typed(&g, $x, $s, $i[0], $o, |$a, $b| $key == Some(Equal))
                    }
                    CompareDir::Ne => {
                        self.typed(&g, $x, $s, $i[0], $o, |$a, $b| $key != Some(Equal))
                    }
                    CompareDir::Lt => {
                        self.typed(&g, $x, $s, $i[0], $o, |$a, $b| $key == Some(Less))
                    }
                    CompareDir::Le => self.typed(&g, $x, $s, $i[0], $o, |$a, $b| {
                        matches!($key, Some(Less | Equal))
                    }),
                    CompareDir::Gt => {
                        self.typed(&g, $x, $s, $i[0], $o, |$a, $b| $key == Some(Greater))
                    }
                    CompareDir::Ge => self.typed(&g, $x, $s, $i[0], $o, |$a, $b| {
                        matches!($key, Some(Greater | Equal))
                    }),
                }
            };
        }
        // The interpreter's orders: IEEE (NaN unordered: only NE holds), totalOrder, and the
        // bits read as signed or unsigned.
        macro_rules! float {
            ($x:ident, $s:ident, $i:ident, $o:ident) => {
                match self.order {
                    TotalOrder => by_dir!($x, $s, $i, $o, |a, b| Some(a.total_cmp(&b))),
                    _ => by_dir!($x, $s, $i, $o, |a, b| a.partial_cmp(&b)),
                }
            };
        }
        macro_rules! int {
            ($x:ident, $s:ident, $i:ident, $o:ident) => {
                match self.order {
                    Unsigned => by_dir!($x, $s, $i, $o, |a, b| Some(
                        a.unsigned_key().cmp(&b.unsigned_key())
                    )),
                    _ => by_dir!($x, $s, $i, $o, |a, b| Some(
                        a.signed_key().cmp(&b.signed_key())
                    )),
                }
            };
        }
        match (x, src, init, out) {
            (BufRef::F32(x), BufRef::F32(s), BufRef::F32(i), BufMut::F32(o)) => float!(x, s, i, o),
            (BufRef::F64(x), BufRef::F64(s), BufRef::F64(i), BufMut::F64(o)) => float!(x, s, i, o),
            (BufRef::I8(x), BufRef::I8(s), BufRef::I8(i), BufMut::I8(o)) => int!(x, s, i, o),
            (BufRef::I16(x), BufRef::I16(s), BufRef::I16(i), BufMut::I16(o)) => int!(x, s, i, o),
            (BufRef::I32(x), BufRef::I32(s), BufRef::I32(i), BufMut::I32(o)) => int!(x, s, i, o),
            (BufRef::I64(x), BufRef::I64(s), BufRef::I64(i), BufMut::I64(o)) => int!(x, s, i, o),
            (BufRef::U8(x), BufRef::U8(s), BufRef::U8(i), BufMut::U8(o)) => int!(x, s, i, o),
            (BufRef::U16(x), BufRef::U16(s), BufRef::U16(i), BufMut::U16(o)) => int!(x, s, i, o),
            (BufRef::U32(x), BufRef::U32(s), BufRef::U32(i), BufMut::U32(o)) => int!(x, s, i, o),
            (BufRef::U64(x), BufRef::U64(s), BufRef::U64(i), BufMut::U64(o)) => int!(x, s, i, o),
            // false < true under both integer orders.
            (BufRef::I1(x), BufRef::I1(s), BufRef::I1(i), BufMut::I1(o)) => {
                by_dir!(x, s, i, o, |a, b| Some(bool::cmp(&a, &b)))
            }
            (x, _, _, o) => kernel_err!(
                KERNEL,
                "buffers of {} and {} for a {} select_and_scatter",
                x.dtype(),
                o.dtype(),
                self.dtype
            ),
        }
    }

    fn typed<T, K>(
        &self,
        g: &Geometry,
        x: &[T],
        src: &[T],
        init: T,
        out: &mut [T],
        keep: K,
    ) -> KernelResult<()>
    where
        T: Combine + Send + Sync,
        K: Fn(T, T) -> bool + Sync,
    {
        let Some(f) = T::op(self.combiner) else {
            return kernel_err!(
                KERNEL,
                "{:?} is not defined on {}",
                self.combiner,
                self.dtype
            );
        };
        let chosen = self.select(g, x, keep);
        self.scatter(g, &chosen, src, init, out, f);
        Ok(())
    }

    /// Phase 1: each window's chosen element (flat operand index, [`NONE`] for a window of
    /// padding only), in parallel over windows. A window's valid members form a box, so the
    /// row-major scan of its members that are not padding is the row-major scan of the box.
    fn select<T, K>(&self, g: &Geometry, x: &[T], keep: K) -> Vec<usize>
    where
        T: Copy + Send + Sync,
        K: Fn(T, T) -> bool + Sync,
    {
        let r = g.rank();
        let n_windows: usize = g.grid.iter().product();
        let st = row_major_strides(&g.shape);
        let mut chosen = vec![NONE; n_windows];
        let threads = rayon::current_num_threads().max(1);
        let chunk = (n_windows / (threads * 8)).max(256);
        chosen
            .par_chunks_mut(chunk)
            .enumerate()
            .for_each(|(c, slots)| {
                let mut o = vec![0usize; r];
                let (mut a, mut b, mut q) = (vec![0usize; r], vec![0usize; r], vec![0usize; r]);
                for (j, slot) in slots.iter_mut().enumerate() {
                    let mut rem = c * chunk + j;
                    for d in (0..r).rev() {
                        o[d] = rem % g.grid[d];
                        rem /= g.grid[d];
                    }
                    let mut empty = false;
                    for d in 0..r {
                        (a[d], b[d]) = g.members(d, o[d]);
                        empty |= a[d] == b[d];
                    }
                    if empty {
                        continue;
                    }
                    q.copy_from_slice(&a);
                    let (first, last) = (a[r - 1], b[r - 1]);
                    let mut cur = NONE;
                    let mut cv = x[0];
                    loop {
                        let base: usize = (0..r - 1).map(|d| q[d] * st[d]).sum();
                        // The innermost dimension is contiguous.
                        for (i, &v) in x[base + first..base + last].iter().enumerate() {
                            if cur == NONE || !keep(cv, v) {
                                cur = base + first + i;
                                cv = v;
                            }
                        }
                        // The next row of the box, row-major (an odometer over the outer dims).
                        let mut d = r - 1;
                        let done = loop {
                            if d == 0 {
                                break true;
                            }
                            d -= 1;
                            q[d] += 1;
                            if q[d] < b[d] {
                                break false;
                            }
                            q[d] = a[d];
                        };
                        if done {
                            break;
                        }
                    }
                    *slot = cur;
                }
            });
        chosen
    }

    /// Phase 2: each output element folds, in window order, the source values of the windows
    /// that chose it. In parallel over rows of the output's last dimension: a row starts as the
    /// init value and takes, in window order, the windows that cover it whose choice lies in
    /// it (each element of the row then sees its windows in window order).
    fn scatter<T>(
        &self,
        g: &Geometry,
        chosen: &[usize],
        src: &[T],
        init: T,
        out: &mut [T],
        f: fn(T, T) -> T,
    ) where
        T: Copy + Send + Sync,
    {
        let r = g.rank();
        let row = g.shape[r - 1];
        if row == 0 || out.is_empty() {
            return;
        }
        let gst = row_major_strides(&g.grid);
        let glast = g.grid[r - 1];
        let rows_per_task = (4096 / row).max(1);
        out.par_chunks_mut(row * rows_per_task)
            .enumerate()
            .for_each(|(c, rows)| {
                let (mut outer, mut prev) = (Vec::new(), Vec::new());
                let mut p = vec![0usize; r];
                for (k, orow) in rows.chunks_mut(row).enumerate() {
                    let mut rem = c * rows_per_task + k;
                    for d in (0..r - 1).rev() {
                        p[d] = rem % g.shape[d];
                        rem /= g.shape[d];
                    }
                    // The flat offsets of the covering windows of the outer dimensions, in
                    // row-major order.
                    outer.clear();
                    outer.push(0usize);
                    for d in 0..r - 1 {
                        let (lo, hi) = g.covering(d, p[d]);
                        std::mem::swap(&mut outer, &mut prev);
                        outer.clear();
                        for &base in &prev {
                            for o in lo..=hi {
                                outer.push(base + o as usize * gst[d]);
                            }
                        }
                    }
                    // Window order is row-major: the bases ascend, and so does `o` within.
                    let t0: usize = (c * rows_per_task + k) * row;
                    orow.fill(init);
                    for &base in &outer {
                        let ws = base..base + glast;
                        for (&t, &s) in chosen[ws.clone()].iter().zip(&src[ws]) {
                            let j = t.wrapping_sub(t0);
                            if j < row {
                                orow[j] = f(orow[j], s);
                            }
                        }
                    }
                }
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn desc(dtype: DType, order: CompareType) -> SelectScatterDesc {
        SelectScatterDesc {
            dtype,
            dir: CompareDir::Ge,
            order,
            combiner: ScatterCombiner::Add,
            shape: vec![4],
            dims: vec![2],
            strides: vec![2],
            padding: vec![[0, 0]],
        }
    }

    #[test]
    fn uncovered_descriptions_and_misfit_buffers_are_errors() {
        assert!(desc(DType::C64, CompareType::Float).validate().is_err());
        assert!(desc(DType::F32, CompareType::Signed).validate().is_err());
        assert!(desc(DType::I32, CompareType::TotalOrder)
            .validate()
            .is_err());
        let mut far = desc(DType::F32, CompareType::Float);
        far.padding = vec![[i64::MIN, i64::MAX]];
        assert!(far.validate().is_err());
        let mut zero_stride = desc(DType::F32, CompareType::Float);
        zero_stride.strides = vec![0];
        assert!(zero_stride.validate().is_err());
        let d = desc(DType::F32, CompareType::Float);
        let (x, s, i) = ([1.0f32; 4], [1.0f32; 2], [0.0f32]);
        let mut out = [0.0f32; 3];
        let ins = [BufRef::F32(&x), BufRef::F32(&s), BufRef::F32(&i)];
        assert!(d.run(&ins, BufMut::F32(&mut out)).is_err());
        let mut out = [0i32; 4];
        assert!(d.run(&ins, BufMut::I32(&mut out)).is_err());
        assert!(d.run(&ins[..2], BufMut::I32(&mut out)).is_err());
    }

    /// Ties go to the first maximum under GE (and the last under GT); a NaN wins under GE
    /// (nothing compares true against it, so the scan moves on to it and then past it).
    #[test]
    fn ties_and_nan_follow_the_scan() {
        let run = |dir: CompareDir, x: [f32; 4]| {
            let mut d = desc(DType::F32, CompareType::Float);
            d.dir = dir;
            d.dims = vec![4];
            d.strides = vec![1];
            let mut out = [0.0f32; 4];
            let ins = [BufRef::F32(&x), BufRef::F32(&[5.0]), BufRef::F32(&[0.0])];
            d.run(&ins, BufMut::F32(&mut out)).expect("fits");
            out
        };
        assert_eq!(
            run(CompareDir::Ge, [1.0, 3.0, 3.0, 2.0]),
            [0.0, 5.0, 0.0, 0.0]
        );
        assert_eq!(
            run(CompareDir::Gt, [1.0, 3.0, 3.0, 2.0]),
            [0.0, 0.0, 5.0, 0.0]
        );
        // 1 ≥ NaN is false: NaN chosen; NaN ≥ 2 is false: 2 chosen.
        assert_eq!(
            run(CompareDir::Ge, [1.0, f32::NAN, 2.0, 0.5]),
            [0.0, 0.0, 5.0, 0.0]
        );
        assert_eq!(
            run(CompareDir::Le, [1.0, 3.0, 1.0, 2.0]),
            [5.0, 0.0, 0.0, 0.0]
        );
    }
}
