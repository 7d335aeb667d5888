//! `sort` with a recognised comparator (a lexicographic comparison of some operands, each
//! ascending or descending) and `chlo.top_k`, as permutation sorts: each line along the
//! sorted dimension gets a permutation of its indices, then every operand is gathered
//! through it.
//!
//! Results equal the interpreter's, which runs a stable bottom-up merge sort
//! ([`merge_sort`], shared with it) with the comparator region as the predicate:
//! * keys that order totally (integers, IEEE totalOrder, JAX's canonicalised floats) make the
//!   predicate a strict weak order, under which every stable sort gives the same result, so
//!   lines are sorted by `(key, index)` pairs with the standard library's sort;
//! * IEEE `<` on floats (`compare LT, FLOAT`) is no order once a NaN is present, and the
//!   permutation then depends on the algorithm: such keys replay the interpreter's merge sort
//!   with the same predicate.

use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelResult};
use crate::semantics::FloatLane;
use fresnel_ir::DType;
use rayon::prelude::*;

const KERNEL: &str = "sort";

/// How one key compares its two elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum KeyOrder {
    /// Integers by their own signedness (i1: false < true); floats by IEEE totalOrder
    /// (`TOTALORDER`: -NaN < -inf < … < -0 < +0 < … < inf < NaN).
    Total,
    /// JAX's float comparison: every zero as +0, every NaN as one positive NaN, then
    /// totalOrder (NaNs last, equal to each other).
    Canonical,
    /// IEEE `<` and `==` (`FLOAT`): NaN is neither less, greater nor equal.
    Float,
}

/// One key of a lexicographic comparison: operand `operand`, `descending` for `GT`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SortKey {
    pub operand: usize,
    pub descending: bool,
    pub order: KeyOrder,
}

/// Sorts operands of `shape` (dtypes `dtypes`, row-major) along `dim` by `keys`, the first
/// deciding unless equal, then the next; ties keep their order. Inputs and outputs: one per
/// operand.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SortDesc {
    pub shape: Vec<usize>,
    pub dim: usize,
    pub dtypes: Vec<DType>,
    pub keys: Vec<SortKey>,
}

/// Whether `order` is defined on keys of `dtype`.
pub fn key_order_covered(order: KeyOrder, dtype: DType) -> bool {
    match order {
        KeyOrder::Total => dtype.is_float() || dtype.is_integral(),
        KeyOrder::Canonical | KeyOrder::Float => dtype.is_float(),
    }
}

/// A line's keys for one [`SortKey`].
enum Column {
    /// Order-preserving unsigned keys (flipped when descending).
    Bits(Vec<u64>),
    /// IEEE values (f32 widens exactly) and the direction.
    Ieee(Vec<f64>, bool),
}

impl Column {
    #[inline]
    fn lt(&self, a: usize, b: usize) -> bool {
        match self {
            Column::Bits(k) => k[a] < k[b],
            Column::Ieee(v, false) => v[a] < v[b],
            Column::Ieee(v, true) => v[b] < v[a],
        }
    }
    #[inline]
    fn eq(&self, a: usize, b: usize) -> bool {
        match self {
            Column::Bits(k) => k[a] == k[b],
            Column::Ieee(v, _) => v[a] == v[b],
        }
    }
}

fn float_key<F: FloatLane>(x: F, canonical: bool) -> u64 {
    let x = match canonical {
        true if x.is_nan() => F::nan().abs(),
        true if x == F::zero() => F::zero(),
        _ => x,
    };
    (x.total_order_key() as u64) ^ (1 << 63)
}

/// The order-preserving key of element `at` of `x` (see [`Column::Bits`]).
fn bits_key(x: BufRef<'_>, at: usize, order: KeyOrder) -> u64 {
    let canonical = order == KeyOrder::Canonical;
    let signed = |v: i64| (v as u64) ^ (1 << 63);
    match x {
        BufRef::F32(v) => float_key(v[at], canonical),
        BufRef::F64(v) => float_key(v[at], canonical),
        // Widening is exact and keeps the order, -0 < +0 and NaN's sign included.
        BufRef::F16(v) => float_key(v[at].to_f32(), canonical),
        BufRef::BF16(v) => float_key(v[at].to_f32(), canonical),
        BufRef::I1(v) => u64::from(v[at]),
        BufRef::I8(v) => signed(i64::from(v[at])),
        BufRef::I16(v) => signed(i64::from(v[at])),
        BufRef::I32(v) => signed(i64::from(v[at])),
        BufRef::I64(v) => signed(v[at]),
        BufRef::U8(v) => u64::from(v[at]),
        BufRef::U16(v) => u64::from(v[at]),
        BufRef::U32(v) => u64::from(v[at]),
        BufRef::U64(v) => v[at],
        // `key_order_covered` keeps complex keys out.
        BufRef::C64(_) | BufRef::C128(_) => 0,
    }
}

impl SortDesc {
    pub fn validate(&self) -> KernelResult<()> {
        if self.dim >= self.shape.len() {
            return kernel_err!(KERNEL, "dimension {} of {:?}", self.dim, self.shape);
        }
        if self.shape[self.dim] > u32::MAX as usize {
            return kernel_err!(KERNEL, "lines of {} elements", self.shape[self.dim]);
        }
        if self.keys.is_empty() {
            return kernel_err!(KERNEL, "no keys");
        }
        for k in &self.keys {
            match self.dtypes.get(k.operand) {
                Some(&t) if key_order_covered(k.order, t) => {}
                other => {
                    return kernel_err!(KERNEL, "key {k:?} on operand of type {other:?}");
                }
            }
        }
        Ok(())
    }

    /// `(outer, n, inner)`: lines are `(o, i)`, element `k` at `(o·n + k)·inner + i`.
    fn split(&self) -> (usize, usize, usize) {
        let outer = self.shape[..self.dim].iter().product();
        let inner = self.shape[self.dim + 1..].iter().product();
        (outer, self.shape[self.dim], inner)
    }

    /// For every line `l = o·inner + i`, the source position of each of its `n` places.
    fn permutation(&self, ins: &[BufRef<'_>]) -> Vec<u32> {
        let (outer, n, inner) = self.split();
        let mut perm = vec![0u32; outer * n * inner];
        if n == 0 {
            return perm;
        }
        let total = self.keys.iter().all(|k| k.order != KeyOrder::Float);
        perm.par_chunks_mut(n).enumerate().for_each(|(l, p)| {
            let (o, i) = (l / inner, l % inner);
            let at = |k: usize| (o * n + k) * inner + i;
            let columns: Vec<Column> = self
                .keys
                .iter()
                .map(|key| {
                    let x = ins[key.operand];
                    if key.order == KeyOrder::Float {
                        let v = (0..n)
                            .map(|k| match x {
                                BufRef::F32(v) => f64::from(v[at(k)]),
                                BufRef::F64(v) => v[at(k)],
                                _ => 0.0,
                            })
                            .collect();
                        Column::Ieee(v, key.descending)
                    } else {
                        let flip = if key.descending { u64::MAX } else { 0 };
                        Column::Bits(
                            (0..n)
                                .map(|k| bits_key(x, at(k), key.order) ^ flip)
                                .collect(),
                        )
                    }
                })
                .collect();
            match (total, columns.as_slice()) {
                (true, [Column::Bits(keys)]) => {
                    let mut pairs: Vec<(u64, u32)> = keys
                        .iter()
                        .enumerate()
                        .map(|(k, &v)| (v, k as u32))
                        .collect();
                    pairs.sort_unstable();
                    for (p, (_, k)) in p.iter_mut().zip(pairs) {
                        *p = k;
                    }
                }
                (true, _) => {
                    for (k, p) in p.iter_mut().enumerate() {
                        *p = k as u32;
                    }
                    p.sort_by(|&a, &b| {
                        for c in &columns {
                            if let Column::Bits(k) = c {
                                match k[a as usize].cmp(&k[b as usize]) {
                                    std::cmp::Ordering::Equal => continue,
                                    other => return other,
                                }
                            }
                        }
                        std::cmp::Ordering::Equal
                    });
                }
                (false, _) => {
                    let mut items: Vec<usize> = (0..n).collect();
                    let less = |a: usize, b: usize| {
                        for c in &columns {
                            if c.lt(a, b) {
                                return true;
                            }
                            if !c.eq(a, b) {
                                return false;
                            }
                        }
                        false
                    };
                    let r: Result<(), ()> = merge_sort(&mut items, &mut |a, b| Ok(less(a, b)));
                    // The predicate never fails.
                    let _ = r;
                    for (p, k) in p.iter_mut().zip(items) {
                        *p = k as u32;
                    }
                }
            }
        });
        perm
    }

    /// Runs the sort: inputs and outputs one per operand, all of `shape`.
    pub fn run(&self, ins: &[BufRef<'_>], outs: &mut [BufMut<'_>]) -> KernelResult<()> {
        self.validate()?;
        let len: usize = self.shape.iter().product();
        let fits = ins.len() == self.dtypes.len()
            && outs.len() == self.dtypes.len()
            && ins
                .iter()
                .zip(&self.dtypes)
                .all(|(b, &t)| b.dtype() == t && b.len() == len)
            && outs
                .iter()
                .zip(&self.dtypes)
                .all(|(b, &t)| b.dtype() == t && b.len() == len);
        if !fits {
            return kernel_err!(
                KERNEL,
                "buffers do not fit {} operands of {:?}",
                self.dtypes.len(),
                self.shape
            );
        }
        let perm = self.permutation(ins);
        let (_, n, inner) = self.split();
        for (x, out) in ins.iter().zip(outs.iter_mut()) {
            gather(*x, out, &perm, n, inner)?;
        }
        Ok(())
    }
}

/// `out[(o·n + k)·inner + i] = x[(o·n + perm[(o·inner + i)·n + k])·inner + i]`, in parallel
/// over the blocks `o`.
fn gather(
    x: BufRef<'_>,
    out: &mut BufMut<'_>,
    perm: &[u32],
    n: usize,
    inner: usize,
) -> KernelResult<()> {
    fn go<T: Copy + Send + Sync>(x: &[T], out: &mut [T], perm: &[u32], n: usize, inner: usize) {
        let block = n * inner;
        if block == 0 {
            return;
        }
        out.par_chunks_mut(block)
            .zip(x.par_chunks(block))
            .enumerate()
            .for_each(|(o, (out, x))| {
                for i in 0..inner {
                    let line = &perm[(o * inner + i) * n..(o * inner + i + 1) * n];
                    for (k, &src) in line.iter().enumerate() {
                        out[k * inner + i] = x[src as usize * inner + i];
                    }
                }
            });
    }
    macro_rules! each {
        ($($v:ident),*) => {
            match (x, out) {
                $((BufRef::$v(x), BufMut::$v(o)) => go(x, o, perm, n, inner),)*
                (x, o) => {
                    return kernel_err!(KERNEL, "gathering {} into {}", x.dtype(), o.dtype())
                }
            }
        };
    }
    each!(I1, I32, I64, F32, F64, C64, C128, I8, I16, U8, U16, U32, U64);
    Ok(())
}

/// `chlo.top_k`: along the last dimension of `shape`, the `k` largest elements in
/// descending order (floats by totalOrder, NaN largest; `true` above `false`; ties: lower
/// index first) and their `i32` indices. Input: the operand; outputs: values, indices.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TopKDesc {
    pub dtype: DType,
    pub shape: Vec<usize>,
    pub k: usize,
}

impl TopKDesc {
    pub fn validate(&self) -> KernelResult<()> {
        let Some(&n) = self.shape.last() else {
            return kernel_err!("top_k", "a scalar operand");
        };
        if self.k > n || n > i32::MAX as usize {
            return kernel_err!("top_k", "k = {} of lines of {n}", self.k);
        }
        if !(self.dtype.is_float() || self.dtype.is_integral()) {
            return kernel_err!("top_k", "operand of {}", self.dtype);
        }
        Ok(())
    }

    pub fn output_shape(&self) -> Vec<usize> {
        let mut s = self.shape.clone();
        if let Some(last) = s.last_mut() {
            *last = self.k;
        }
        s
    }

    pub fn run(&self, x: BufRef<'_>, outs: &mut [BufMut<'_>]) -> KernelResult<()> {
        self.validate()?;
        let n = self.shape.last().copied().unwrap_or(0);
        let lines = self.shape[..self.shape.len() - 1].iter().product::<usize>();
        let [values, indices] = outs else {
            return kernel_err!(
                "top_k",
                "{} outputs, expected values and indices",
                outs.len()
            );
        };
        let BufMut::I32(indices) = indices else {
            return kernel_err!("top_k", "indices of {}", indices.dtype());
        };
        if x.dtype() != self.dtype
            || x.len() != lines * n
            || values.len() != lines * self.k
            || indices.len() != lines * self.k
        {
            return kernel_err!(
                "top_k",
                "buffers do not fit {:?} with k = {}",
                self.shape,
                self.k
            );
        }
        let k = self.k;
        if k == 0 {
            return Ok(());
        }
        // Largest first, lower index first among equals: ascending (flipped key, index).
        indices.par_chunks_mut(k).enumerate().for_each(|(l, idx)| {
            let mut pairs: Vec<(u64, u32)> = (0..n)
                .map(|j| (!bits_key(x, l * n + j, KeyOrder::Total), j as u32))
                .collect();
            if k < n {
                pairs.select_nth_unstable(k - 1);
                pairs.truncate(k);
            }
            pairs.sort_unstable();
            for (o, (_, j)) in idx.iter_mut().zip(pairs) {
                *o = j as i32;
            }
        });
        let perm: &[i32] = indices;
        macro_rules! each {
            ($($v:ident),*) => {
                match (x, values) {
                    $((BufRef::$v(x), BufMut::$v(o)) => {
                        for (t, (o, &j)) in o.iter_mut().zip(perm).enumerate() {
                            *o = x[(t / k) * n + j as usize];
                        }
                    })*
                    (x, o) => {
                        return kernel_err!("top_k", "values of {} from {}", o.dtype(), x.dtype())
                    }
                }
            };
        }
        each!(I1, I32, I64, F32, F64, I8, I16, U8, U16, U32, U64);
        Ok(())
    }
}

/// Stable bottom-up merge sort of `items` by a fallible strict "goes before" predicate: the
/// interpreter's sort (a comparator region may be anything; one that is not a strict weak
/// order gives some permutation, never a panic), here so that the kernel replays it exactly.
pub fn merge_sort<E>(
    items: &mut Vec<usize>,
    less: &mut impl FnMut(usize, usize) -> Result<bool, E>,
) -> Result<(), E> {
    let n = items.len();
    let mut buf = items.clone();
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j, mut k) = (start, mid, start);
            while i < mid && j < end {
                // Take from the right run only when it goes strictly before: stability.
                if less(items[j], items[i])? {
                    buf[k] = items[j];
                    j += 1;
                } else {
                    buf[k] = items[i];
                    i += 1;
                }
                k += 1;
            }
            buf[k..k + (mid - i)].copy_from_slice(&items[i..mid]);
            k += mid - i;
            buf[k..k + (end - j)].copy_from_slice(&items[j..end]);
            start = end;
        }
        std::mem::swap(items, &mut buf);
        width *= 2;
    }
    Ok(())
}
