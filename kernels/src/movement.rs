//! Data movement as strided copies: transpose, broadcast, slice, reverse, reshape, pad and
//! concatenate are all "pieces" — boxes of the output (with a step, for interior padding) read
//! from an input through an affine map — over an optional fill value.
//!
//! A single piece covering the whole output is a gather: chunks of output lanes walk the input
//! map in runs (contiguous runs are memcpys, broadcast runs fills); when the input's unit-stride
//! dim is not the output's innermost (a transpose), the copy goes tile by tile so that both
//! sides stay in cache. Anything else goes output row by output row, piece by piece.

use crate::buffer::{BufMut, BufRef, Element};
use crate::error::{kernel_err, KernelResult};
use crate::index::{coalesce, gather_run, offset_range, Walk};
use fresnel_ir::{DType, Scalar};
use num_complex::{Complex32, Complex64};
use rayon::prelude::*;

mod build;

const KERNEL: &str = "copy";
/// Output elements per parallel task.
const TASK_ELEMS: usize = 1 << 14;
/// Tile edge of blocked transposes.
const TILE: usize = 32;

/// A box of the output, `out_start[d] + k·out_step[d]` for `k < out_extent[d]`, whose element
/// `k` is `input[in_offset + Σ_d k[d]·in_strides[d]]`.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CopyPiece {
    pub input: u32,
    pub out_start: Vec<usize>,
    pub out_extent: Vec<usize>,
    pub out_step: Vec<usize>,
    pub in_offset: usize,
    pub in_strides: Vec<i64>,
}

/// A copy kernel: the output (row-major, `shape`) is `fill` where no piece writes; later pieces
/// win where pieces overlap. Without `fill`, the pieces must tile the output exactly.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CopyDesc {
    pub dtype: DType,
    pub shape: Vec<usize>,
    pub num_inputs: usize,
    pub pieces: Vec<CopyPiece>,
    pub fill: Option<Scalar>,
}

impl CopyDesc {
    pub(crate) fn validate(&self) -> KernelResult<Vec<usize>> {
        let r = self.shape.len();
        let total: usize = self.shape.iter().product();
        if let Some(f) = self.fill {
            if f.dtype() != self.dtype {
                return kernel_err!(
                    KERNEL,
                    "fill value is {}, buffers are {}",
                    f.dtype(),
                    self.dtype
                );
            }
        }
        let mut required = vec![0usize; self.num_inputs];
        let mut covered = 0usize;
        for (k, p) in self.pieces.iter().enumerate() {
            let dims_ok = [
                p.out_start.len(),
                p.out_extent.len(),
                p.out_step.len(),
                p.in_strides.len(),
            ]
            .iter()
            .all(|&l| l == r);
            if !dims_ok || p.input as usize >= self.num_inputs {
                return kernel_err!(
                    KERNEL,
                    "piece {k} does not match rank {r} or names a missing input"
                );
            }
            for d in 0..r {
                let (s, e, st) = (p.out_start[d], p.out_extent[d], p.out_step[d]);
                if st == 0 || (e > 0 && s + (e - 1) * st >= self.shape[d]) {
                    return kernel_err!(KERNEL, "piece {k} leaves the output along dim {d}");
                }
            }
            match offset_range(&p.out_extent, p.in_offset as i64, &p.in_strides) {
                Some((lo, _)) if lo < 0 => {
                    return kernel_err!(KERNEL, "piece {k} reads before its input")
                }
                Some((_, hi)) => {
                    required[p.input as usize] = required[p.input as usize].max(hi as usize + 1)
                }
                None => {}
            }
            covered += p.out_extent.iter().product::<usize>();
        }
        if self.fill.is_none() {
            // Without a fill value the pieces must tile the output: unit steps, disjoint boxes,
            // and as many elements as the output.
            let unit = self
                .pieces
                .iter()
                .all(|p| p.out_step.iter().all(|&s| s == 1));
            let disjoint = self.pieces.iter().enumerate().all(|(i, a)| {
                self.pieces[i + 1..].iter().all(|b| {
                    (0..r).any(|d| {
                        a.out_extent[d] == 0
                            || b.out_extent[d] == 0
                            || a.out_start[d] + a.out_extent[d] <= b.out_start[d]
                            || b.out_start[d] + b.out_extent[d] <= a.out_start[d]
                    })
                })
            });
            if !(unit && disjoint && covered == total) {
                return kernel_err!(
                    KERNEL,
                    "without a fill value the pieces must tile the output exactly"
                );
            }
        }
        Ok(required)
    }
}

/// How a plan runs.
#[derive(Clone, Debug)]
enum Mode {
    /// One piece over the whole output: walk the input map chunk by chunk.
    Gather { walk: Walk },
    /// One piece over the whole output whose input unit-stride dim `q` is not the innermost:
    /// tile over (q, innermost). `extents`/`strides` are the coalesced input map.
    Tiled {
        extents: Vec<usize>,
        strides: Vec<i64>,
        q: usize,
        offset: i64,
    },
    /// Output row by output row.
    Rows,
}

/// A validated copy, ready to run.
#[derive(Clone, Debug)]
pub struct CopyPlan {
    desc: CopyDesc,
    required: Vec<usize>,
    mode: Mode,
}

impl CopyPlan {
    pub fn new(desc: &CopyDesc) -> KernelResult<CopyPlan> {
        let required = desc.validate()?;
        let mode = match desc.pieces.as_slice() {
            [p] if desc.fill.is_none() => {
                let (extents, strides) = coalesce(&desc.shape, &p.in_strides);
                let r = extents.len();
                let unit = (0..r.saturating_sub(1))
                    .rev()
                    .find(|&d| strides[d].abs() == 1);
                match unit {
                    Some(q) if r >= 2 && strides[r - 1].abs() > 1 => Mode::Tiled {
                        extents,
                        strides,
                        q,
                        offset: p.in_offset as i64,
                    },
                    _ => Mode::Gather {
                        walk: Walk::new(&desc.shape, p.in_offset as i64, &p.in_strides),
                    },
                }
            }
            _ => Mode::Rows,
        };
        Ok(CopyPlan {
            desc: desc.clone(),
            required,
            mode,
        })
    }

    pub fn desc(&self) -> &CopyDesc {
        &self.desc
    }

    pub fn run(&self, inputs: &[BufRef<'_>], output: BufMut<'_>) -> KernelResult<()> {
        let d = &self.desc;
        if inputs.len() != d.num_inputs {
            return kernel_err!(
                KERNEL,
                "expected {} inputs, got {}",
                d.num_inputs,
                inputs.len()
            );
        }
        for (k, b) in inputs.iter().enumerate() {
            if !b.holds(d.dtype) || b.len() < self.required[k] {
                return kernel_err!(
                    KERNEL,
                    "input {k} is {} with {} elements; needs {} with at least {}",
                    b.dtype(),
                    b.len(),
                    d.dtype,
                    self.required[k]
                );
            }
        }
        let total: usize = d.shape.iter().product();
        if !output.holds(d.dtype) || output.len() != total {
            return kernel_err!(
                KERNEL,
                "output is {} with {} elements, expected {} with {total}",
                output.dtype(),
                output.len(),
                d.dtype
            );
        }
        macro_rules! go {
            ($t:ty, $o:expr) => {{
                let ins: Vec<&[$t]> = inputs
                    .iter()
                    .map(|b| <$t>::from_ref(*b).unwrap_or(&[]))
                    .collect();
                let fill = d.fill.map(|s| <$t as FillValue>::from_scalar(s));
                self.run_typed::<$t>(&ins, $o, fill)
            }};
        }
        match output {
            BufMut::I1(o) => go!(bool, o),
            BufMut::I32(o) => go!(i32, o),
            BufMut::I64(o) => go!(i64, o),
            BufMut::I8(o) => go!(i8, o),
            BufMut::I16(o) => go!(i16, o),
            BufMut::U8(o) => go!(u8, o),
            BufMut::U16(o) => go!(u16, o),
            BufMut::U32(o) => go!(u32, o),
            BufMut::U64(o) => go!(u64, o),
            BufMut::F32(o) => go!(f32, o),
            BufMut::F64(o) => go!(f64, o),
            BufMut::F16(o) => go!(half::f16, o),
            BufMut::BF16(o) => go!(half::bf16, o),
            BufMut::C64(o) => go!(Complex32, o),
            BufMut::C128(o) => go!(Complex64, o),
        }
        Ok(())
    }

    fn run_typed<T: Element + FillValue>(
        &self,
        ins: &[&[T]],
        out: &mut [T],
        fill: Option<Option<T>>,
    ) {
        if out.is_empty() {
            return;
        }
        match &self.mode {
            Mode::Gather { walk } => {
                let src = ins[0];
                out.par_chunks_mut(TASK_ELEMS)
                    .enumerate()
                    .for_each(|(c, chunk)| {
                        walk.segments(c * TASK_ELEMS, chunk.len(), |lane, base, len, stride| {
                            gather_run(&mut chunk[lane..lane + len], src, base, stride)
                        })
                    });
            }
            Mode::Tiled {
                extents,
                strides,
                q,
                offset,
            } => tiled(ins[0], out, extents, strides, *q, *offset),
            Mode::Rows => self.rows(ins, out, fill.flatten()),
        }
    }

    fn rows<T: Element>(&self, ins: &[&[T]], out: &mut [T], fill: Option<T>) {
        let d = &self.desc;
        let r = d.shape.len();
        let w = if r == 0 { 1 } else { d.shape[r - 1] };
        let outer_shape = if r == 0 {
            vec![]
        } else {
            d.shape[..r - 1].to_vec()
        };
        let rows_per_task = (TASK_ELEMS / w.max(1)).max(1);
        out.par_chunks_mut(rows_per_task * w)
            .enumerate()
            .for_each(|(c, chunk)| {
                for (i, row) in chunk.chunks_mut(w).enumerate() {
                    let idx = unravel(c * rows_per_task + i, &outer_shape);
                    if let Some(f) = fill {
                        row.fill(f);
                    }
                    for p in &d.pieces {
                        copy_piece_row(p, &idx, ins[p.input as usize], row);
                    }
                }
            });
    }
}

fn unravel(mut lane: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = lane % shape[d];
        lane /= shape[d];
    }
    idx
}

/// Writes the part of piece `p` that falls into the output row at outer index `idx`.
fn copy_piece_row<T: Copy>(p: &CopyPiece, idx: &[usize], src: &[T], row: &mut [T]) {
    let r = p.out_start.len();
    let mut off = p.in_offset as i64;
    for (d, &i) in idx.iter().enumerate() {
        let (s, e, st) = (p.out_start[d], p.out_extent[d], p.out_step[d]);
        if i < s || (i - s) % st != 0 || (i - s) / st >= e {
            return;
        }
        off += ((i - s) / st) as i64 * p.in_strides[d];
    }
    if r == 0 {
        row[0] = src[off as usize];
        return;
    }
    let (s, e, st, is) = (
        p.out_start[r - 1],
        p.out_extent[r - 1],
        p.out_step[r - 1],
        p.in_strides[r - 1],
    );
    if st == 1 {
        gather_run(&mut row[s..s + e], src, off, is);
    } else {
        for k in 0..e {
            row[s + k * st] = src[(off + k as i64 * is) as usize];
        }
    }
}

/// Blocked transpose-like gather: output (contiguous, coalesced dims `extents`) element at index
/// `i` is `src[offset + Σ i[d]·strides[d]]`; `strides[q]` is ±1 and the innermost stride is not.
fn tiled<T: Copy + Send + Sync>(
    src: &[T],
    out: &mut [T],
    extents: &[usize],
    strides: &[i64],
    q: usize,
    offset: i64,
) {
    let r = extents.len();
    let w = extents[r - 1];
    let (sq, sw) = (strides[q], strides[r - 1]);
    // Output: [outer (dims < q), Q, mid (q < dims < r-1), W].
    let mid_shape = &extents[q + 1..r - 1];
    let mid_len: usize = mid_shape.iter().product();
    let row_q = mid_len * w; // output elements per step of q
    let outer_shape = &extents[..q];
    out.par_chunks_mut(extents[q] * row_q)
        .enumerate()
        .for_each(|(o, block)| {
            let oidx = unravel(o, outer_shape);
            let obase = offset
                + oidx
                    .iter()
                    .zip(strides)
                    .map(|(&i, &s)| i as i64 * s)
                    .sum::<i64>();
            block
                .par_chunks_mut(TILE * row_q)
                .enumerate()
                .for_each(|(t, tile)| {
                    let q0 = t * TILE;
                    let tq = tile.len() / row_q;
                    for m in 0..mid_len {
                        let midx = unravel(m, mid_shape);
                        let mbase = obase
                            + q0 as i64 * sq
                            + midx
                                .iter()
                                .zip(&strides[q + 1..])
                                .map(|(&i, &s)| i as i64 * s)
                                .sum::<i64>();
                        for b0 in (0..w).step_by(TILE) {
                            let tw = TILE.min(w - b0);
                            for a in 0..tq {
                                let dst = &mut tile[a * row_q + m * w + b0..][..tw];
                                let base = mbase + a as i64 * sq + b0 as i64 * sw;
                                for (k, x) in dst.iter_mut().enumerate() {
                                    *x = src[(base + k as i64 * sw) as usize];
                                }
                            }
                        }
                    }
                });
        });
}

/// Turns the description's fill scalar into the element type (`None` on a dtype mismatch,
/// which validation has ruled out).
trait FillValue: Sized {
    fn from_scalar(s: Scalar) -> Option<Self>;
}

macro_rules! impl_fill {
    ($t:ty, $v:ident) => {
        impl FillValue for $t {
            fn from_scalar(s: Scalar) -> Option<Self> {
                match s {
                    Scalar::$v(x) => Some(x),
                    _ => None,
                }
            }
        }
    };
}
impl_fill!(bool, I1);
impl_fill!(i32, I32);
impl_fill!(i64, I64);
impl_fill!(i8, I8);
impl_fill!(i16, I16);
// The small types' patterns live in u8 buffers.
impl FillValue for u8 {
    fn from_scalar(s: Scalar) -> Option<Self> {
        match s {
            Scalar::U8(x) | Scalar::Small(_, x) => Some(x),
            _ => None,
        }
    }
}
impl_fill!(u16, U16);
impl_fill!(u32, U32);
impl_fill!(u64, U64);
impl_fill!(f32, F32);
impl_fill!(f64, F64);
impl_fill!(half::f16, F16);
impl_fill!(half::bf16, BF16);
impl_fill!(Complex32, C64);
impl_fill!(Complex64, C128);
