//! `reduce_window` with one operand and a body that is one known binary op (sum, product,
//! max, min, and, or): pooling, and the cumulative ops JAX lowers to windows (`cumsum`,
//! `cumprod`, `cummax`, …).
//!
//! Every output folds its window in the interpreter's order: the init value first, then the
//! window's members in row-major order, a padding or base-dilation hole reading the init
//! value. The general path does exactly that, in parallel over outputs. The cumulative form
//! (one axis with a window of its whole length, padded by length − 1 on one side, everything
//! else 1) is a scan, O(n) instead of O(n²):
//! * padding before (`cumsum`): a prefix scan, the same sequence of operations as the
//!   interpreter once the leading pads are folded away, which needs `init ⊕ init = init`
//!   (bitwise; checked when the kernel runs, else the general path): exact.
//! * padding after (`reverse=True`): a suffix scan `x_i ⊕ (x_{i+1} ⊕ …)`, regrouped. Exact for
//!   integers, booleans and float max/min (associative); float sums and products differ from
//!   the interpreter's left-to-right order by rounding only.

use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelResult};
use crate::semantics::{fmax_nan, fmin_nan, IntLane};
use fresnel_ir::infer::window_grid;
use fresnel_ir::op::Window;
use fresnel_ir::{DType, ReduceKind};
use num_complex::Complex;
use rayon::prelude::*;

const KERNEL: &str = "reduce_window";

/// One-operand `reduce_window`: inputs `[operand, init]` (row-major operand of `shape`, a
/// one-element init), one output of the window grid's shape.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ReduceWindowDesc {
    pub dtype: DType,
    pub kind: ReduceKind,
    pub shape: Vec<usize>,
    pub dims: Vec<usize>,
    pub strides: Vec<usize>,
    pub base_dilations: Vec<usize>,
    pub window_dilations: Vec<usize>,
    /// `[low, high]` per dimension (negative: cropping).
    pub padding: Vec<[i64; 2]>,
}

/// Whether the kernel computes `kind` on `dtype` (the interpreter's semantics are matched
/// for these; complex products and orderings are left to it).
pub fn reduce_window_covered(kind: ReduceKind, dtype: DType) -> bool {
    use ReduceKind::*;
    match dtype {
        DType::F32 | DType::F64 => matches!(kind, Add | Multiply | Maximum | Minimum),
        DType::C64 | DType::C128 => kind == Add,
        DType::I1 => matches!(kind, And | Or),
        _ => true,
    }
}

/// The direction of a cumulative window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scan {
    /// Padded before: output `i` folds elements `0..=i`.
    Prefix,
    /// Padded after: output `i` folds elements `i..n`.
    Suffix,
}

impl ReduceWindowDesc {
    pub fn window(&self) -> Window {
        Window {
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            base_dilations: self.base_dilations.clone(),
            window_dilations: self.window_dilations.clone(),
            padding: self.padding.clone(),
        }
    }

    /// The output's shape (the grid of windows); an error for a malformed window.
    pub fn output_shape(&self) -> KernelResult<Vec<usize>> {
        window_grid(&self.shape, &self.window()).map_err(|m| crate::KernelError::new(KERNEL, m))
    }

    pub fn validate(&self) -> KernelResult<()> {
        if !reduce_window_covered(self.kind, self.dtype) {
            return kernel_err!(KERNEL, "{:?} of {} is not a kernel", self.kind, self.dtype);
        }
        let grid = self.output_shape()?;
        let fits = |s: &[usize]| {
            s.iter()
                .try_fold(1usize, |a, &d| a.checked_mul(d))
                .is_some()
        };
        if !fits(&grid) || !fits(&self.dims) || !fits(&self.shape) {
            return kernel_err!(KERNEL, "the window or its grid has too many elements");
        }
        Ok(())
    }

    /// The axis and direction of a cumulative window (see the module comment), if it is one.
    pub fn scan(&self) -> Option<(usize, Scan)> {
        let r = self.shape.len();
        let unit = |v: &[usize]| v.len() == r && v.iter().all(|&s| s == 1);
        if !unit(&self.strides) || !unit(&self.base_dilations) || !unit(&self.window_dilations) {
            return None;
        }
        if self.dims.len() != r || self.padding.len() != r {
            return None;
        }
        let axis = (0..r).find(|&d| self.dims[d] >= 2)?;
        let n = self.shape[axis];
        let others_plain =
            (0..r).all(|d| d == axis || (self.dims[d] == 1 && self.padding[d] == [0, 0]));
        if !others_plain || self.dims[axis] != n {
            return None;
        }
        let pad = n as i64 - 1;
        match self.padding[axis] {
            [lo, 0] if lo == pad => Some((axis, Scan::Prefix)),
            [0, hi] if hi == pad => Some((axis, Scan::Suffix)),
            _ => None,
        }
    }

    /// Runs the kernel: `ins = [operand, init]`.
    pub fn run(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        self.validate()?;
        let grid = self.output_shape()?;
        let &[x, init] = ins else {
            return kernel_err!(KERNEL, "{} inputs, expected operand and init", ins.len());
        };
        let n_in: usize = self.shape.iter().product();
        let n_out: usize = grid.iter().product();
        if x.len() != n_in || init.len() != 1 || out.len() != n_out {
            return kernel_err!(
                KERNEL,
                "buffers of {}, {} and {} elements for operand {:?} and output {grid:?}",
                x.len(),
                init.len(),
                out.len(),
                self.shape
            );
        }
        use ReduceKind::*;
        let f32_bits = |a: &f32, b: &f32| a.to_bits() == b.to_bits();
        let f64_bits = |a: &f64, b: &f64| a.to_bits() == b.to_bits();
        match (x, init, out) {
            (BufRef::F32(x), BufRef::F32(i), BufMut::F32(o)) => self.float(x, i[0], o, f32_bits),
            (BufRef::F64(x), BufRef::F64(i), BufMut::F64(o)) => self.float(x, i[0], o, f64_bits),
            (BufRef::I8(x), BufRef::I8(i), BufMut::I8(o)) => self.int(x, i[0], o),
            (BufRef::I16(x), BufRef::I16(i), BufMut::I16(o)) => self.int(x, i[0], o),
            (BufRef::I32(x), BufRef::I32(i), BufMut::I32(o)) => self.int(x, i[0], o),
            (BufRef::I64(x), BufRef::I64(i), BufMut::I64(o)) => self.int(x, i[0], o),
            (BufRef::U8(x), BufRef::U8(i), BufMut::U8(o)) => self.int(x, i[0], o),
            (BufRef::U16(x), BufRef::U16(i), BufMut::U16(o)) => self.int(x, i[0], o),
            (BufRef::U32(x), BufRef::U32(i), BufMut::U32(o)) => self.int(x, i[0], o),
            (BufRef::U64(x), BufRef::U64(i), BufMut::U64(o)) => self.int(x, i[0], o),
            (BufRef::I1(x), BufRef::I1(i), BufMut::I1(o)) => {
                let eq = |a: &bool, b: &bool| a == b;
                match self.kind {
                    And => self.run_typed(x, i[0], o, |a, b| a & b, eq),
                    Or => self.run_typed(x, i[0], o, |a, b| a | b, eq),
                    _ => return kernel_err!(KERNEL, "{:?} of i1", self.kind),
                }
                Ok(())
            }
            (BufRef::C64(x), BufRef::C64(i), BufMut::C64(o)) => {
                let bits = |a: &Complex<f32>, b: &Complex<f32>| {
                    a.re.to_bits() == b.re.to_bits() && a.im.to_bits() == b.im.to_bits()
                };
                self.run_typed(
                    x,
                    i[0],
                    o,
                    |a, b| Complex::new(a.re + b.re, a.im + b.im),
                    bits,
                );
                Ok(())
            }
            (BufRef::C128(x), BufRef::C128(i), BufMut::C128(o)) => {
                let bits = |a: &Complex<f64>, b: &Complex<f64>| {
                    a.re.to_bits() == b.re.to_bits() && a.im.to_bits() == b.im.to_bits()
                };
                self.run_typed(
                    x,
                    i[0],
                    o,
                    |a, b| Complex::new(a.re + b.re, a.im + b.im),
                    bits,
                );
                Ok(())
            }
            (x, _, o) => kernel_err!(
                KERNEL,
                "buffers of {} and {} for a {} window",
                x.dtype(),
                o.dtype(),
                self.dtype
            ),
        }
    }

    fn float<T: crate::semantics::Float + Send + Sync>(
        &self,
        x: &[T],
        init: T,
        o: &mut [T],
        bits: impl Fn(&T, &T) -> bool + Sync,
    ) -> KernelResult<()> {
        match self.kind {
            ReduceKind::Add => self.run_typed(x, init, o, |a, b| a + b, bits),
            ReduceKind::Multiply => self.run_typed(x, init, o, |a, b| a * b, bits),
            ReduceKind::Maximum => self.run_typed(x, init, o, fmax_nan, bits),
            ReduceKind::Minimum => self.run_typed(x, init, o, fmin_nan, bits),
            ReduceKind::And | ReduceKind::Or => {
                return kernel_err!(KERNEL, "{:?} of {}", self.kind, self.dtype)
            }
        }
        Ok(())
    }

    fn int<T: IntLane>(&self, x: &[T], init: T, o: &mut [T]) -> KernelResult<()> {
        let eq = |a: &T, b: &T| a == b;
        match self.kind {
            ReduceKind::Add => self.run_typed(x, init, o, T::wadd, eq),
            ReduceKind::Multiply => self.run_typed(x, init, o, T::wmul, eq),
            ReduceKind::Maximum => self.run_typed(x, init, o, Ord::max, eq),
            ReduceKind::Minimum => self.run_typed(x, init, o, Ord::min, eq),
            ReduceKind::And => self.run_typed(x, init, o, T::bit_and, eq),
            ReduceKind::Or => self.run_typed(x, init, o, T::bit_or, eq),
        }
        Ok(())
    }

    fn run_typed<T, F, S>(&self, x: &[T], init: T, out: &mut [T], op: F, same: S)
    where
        T: Copy + Send + Sync,
        F: Fn(T, T) -> T + Copy + Send + Sync,
        S: Fn(&T, &T) -> bool + Sync,
    {
        if let Some((axis, scan)) = self.scan() {
            let idempotent = same(&op(init, init), &init);
            match scan {
                Scan::Prefix if idempotent => return self.prefix(axis, x, init, out, op),
                Scan::Suffix => return self.suffix(axis, x, init, out, op, same),
                Scan::Prefix => {}
            }
        }
        self.general(x, init, out, op)
    }

    /// `(outer, n, inner)`: the operand as `outer` blocks of `n` rows of `inner` elements.
    fn split(&self, axis: usize) -> (usize, usize, usize) {
        let outer = self.shape[..axis].iter().product();
        let inner = self.shape[axis + 1..].iter().product();
        (outer, self.shape[axis], inner)
    }

    /// Prefix scan, row by row within each block (rows are contiguous, so a scan along the
    /// first axis reads and writes whole rows); blocks in parallel.
    fn prefix<T, F>(&self, axis: usize, x: &[T], init: T, out: &mut [T], op: F)
    where
        T: Copy + Send + Sync,
        F: Fn(T, T) -> T + Copy + Send + Sync,
    {
        let (_, n, inner) = self.split(axis);
        let block = n * inner;
        if block == 0 {
            return;
        }
        out.par_chunks_mut(block)
            .zip(x.par_chunks(block))
            .for_each(|(o, x)| {
                if inner == 1 {
                    // One contiguous line: the running value stays in a register.
                    let mut acc = init;
                    for (o, &x) in o.iter_mut().zip(x) {
                        acc = op(acc, x);
                        *o = acc;
                    }
                    return;
                }
                for (o, &x) in o[..inner].iter_mut().zip(&x[..inner]) {
                    *o = op(init, x);
                }
                for k in 1..n {
                    let (done, rest) = o.split_at_mut(k * inner);
                    let prev = &done[(k - 1) * inner..];
                    let row = &x[k * inner..(k + 1) * inner];
                    for ((o, &p), &x) in rest[..inner].iter_mut().zip(prev).zip(row) {
                        *o = op(p, x);
                    }
                }
            });
    }

    /// Suffix scan `t_i = x_i ⊕ t_{i+1}`, then `init ⊕ t_i` followed by the `i` trailing pads
    /// (folded until a pad no longer changes the value).
    fn suffix<T, F, S>(&self, axis: usize, x: &[T], init: T, out: &mut [T], op: F, same: S)
    where
        T: Copy + Send + Sync,
        F: Fn(T, T) -> T + Copy + Send + Sync,
        S: Fn(&T, &T) -> bool + Sync,
    {
        let (_, n, inner) = self.split(axis);
        let block = n * inner;
        if block == 0 {
            return;
        }
        out.par_chunks_mut(block)
            .zip(x.par_chunks(block))
            .for_each(|(o, x)| {
                o[(n - 1) * inner..].copy_from_slice(&x[(n - 1) * inner..]);
                for k in (0..n - 1).rev() {
                    let (head, next) = o.split_at_mut((k + 1) * inner);
                    let row = &x[k * inner..(k + 1) * inner];
                    for ((o, &t), &x) in head[k * inner..].iter_mut().zip(&next[..inner]).zip(row) {
                        *o = op(x, t);
                    }
                }
                for k in 0..n {
                    for o in &mut o[k * inner..(k + 1) * inner] {
                        let mut v = op(init, *o);
                        for _ in 0..k {
                            let w = op(v, init);
                            // A pad that changes nothing changes nothing again.
                            if same(&w, &v) {
                                break;
                            }
                            v = w;
                        }
                        *o = v;
                    }
                }
            });
    }

    /// Every output folds its window directly, in parallel over outputs.
    fn general<T, F>(&self, x: &[T], init: T, out: &mut [T], op: F)
    where
        T: Copy + Send + Sync,
        F: Fn(T, T) -> T + Copy + Send + Sync,
    {
        let Ok(grid) = self.output_shape() else {
            return;
        };
        let r = self.shape.len();
        let mut st = vec![1usize; r];
        for d in (0..r.saturating_sub(1)).rev() {
            st[d] = st[d + 1] * self.shape[d + 1];
        }
        let members: usize = self.dims.iter().product();
        let threads = rayon::current_num_threads().max(1);
        let chunk = (out.len() / (threads * 8)).max(256);
        out.par_chunks_mut(chunk).enumerate().for_each(|(c, o)| {
            let mut oi = vec![0usize; r];
            let mut k = vec![0usize; r];
            for (j, slot) in o.iter_mut().enumerate() {
                let mut rem = c * chunk + j;
                for d in (0..r).rev() {
                    oi[d] = rem % grid[d];
                    rem /= grid[d];
                }
                k.iter_mut().for_each(|k| *k = 0);
                let mut acc = init;
                for _ in 0..members {
                    let mut flat = Some(0usize);
                    for d in 0..r {
                        let p = (oi[d] * self.strides[d] + k[d] * self.window_dilations[d]) as i64
                            - self.padding[d][0];
                        let bd = self.base_dilations[d] as i64;
                        if p < 0 || p % bd != 0 || p / bd >= self.shape[d] as i64 {
                            flat = None;
                            break;
                        }
                        flat = flat.map(|f| f + (p / bd) as usize * st[d]);
                    }
                    acc = op(acc, flat.map_or(init, |f| x[f]));
                    for d in (0..r).rev() {
                        k[d] += 1;
                        if k[d] < self.dims[d] {
                            break;
                        }
                        k[d] = 0;
                    }
                }
                *slot = acc;
            }
        });
    }
}
