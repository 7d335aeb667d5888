//! `convolution` (StableHLO's, in its full generality: dimension numbers in any layout,
//! strides, padding — negative too —, lhs and rhs dilation, window reversal, feature and
//! batch groups) as im2col + the matmul of [`crate::dot`] (the `gemm` crate for floats).
//!
//! For group `g` (of `feature_group_count × batch_group_count`, one of them 1), output row
//! `(b, q)` — batch `b`, output window position `q` — and output feature `o` of the group,
//!
//! ```text
//! out[b, o, q] = Σ_{w, f} A[(b, q), (w, f)] · B[(w, f), o]
//! A[(b, q), (w, f)] = lhs[batch_g + b, feature_g + f, position(q, w)]   (0 in padding and
//!                                                                         dilation holes)
//! B[(w, f), o]      = rhs[o_g + o, f, w (reversed where asked)]
//! ```
//!
//! `A` is gathered a chunk of rows at a time (at most `CHUNK` elements, so the scratch stays
//! bounded whatever the sizes; one row at least), in parallel, and multiplied by the packed
//! `B` with [`DotPlan`] (itself parallel over rows). When the output is laid out as
//! `[batch, spatial…, feature]` with one group, each chunk's product is written straight into
//! the output; otherwise through a scratch tile. An lhs whose features are not contiguous (the
//! weight gradient's, whose features are the input's batch) is first transposed to
//! `[batch, spatial…, feature]` (one copy), so that each window position's features are one
//! contiguous run to gather.
//!
//! Every dtype but `i1` takes this path (the matmul wraps integers, so integer results are
//! exact, whatever the order of summation). Floats are summed in their own type, within
//! chunks of `k` in order and pairwise across chunks (see `dot/float.rs`), where the interpreter sums in
//! f64 and rounds once: results agree to the type's accuracy. One more difference: a padding
//! position multiplies a zero here (as in XLA), so an infinite kernel element meeting padding
//! gives NaN, where the interpreter, which skips those positions, does not.

use crate::buffer::{BufMut, BufRef, Element};
use crate::dot::{DotDesc, DotPlan};
use crate::error::{kernel_err, KernelResult};
use crate::movement::{CopyDesc, CopyPlan};
use fresnel_ir::op::ConvDims;
use fresnel_ir::{DType, Data, DotDims, TensorType};
use rayon::prelude::*;

const KERNEL: &str = "convolution";
/// Elements of `A` gathered per chunk: 8 MiB of f32.
const CHUNK: usize = 1 << 21;
/// Entries of the per-dimension taps tables (output positions × window size), at most.
const MAX_TAPS: usize = 1 << 24;

/// A `convolution` whose operands and result share `dtype`: inputs `[lhs, rhs]` (row-major,
/// of the given shapes), one output of [`ConvDesc::output_shape`].
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ConvDesc {
    pub dtype: DType,
    pub lhs_shape: Vec<usize>,
    pub rhs_shape: Vec<usize>,
    pub dims: ConvDims,
}

/// Whether the kernel computes convolutions of `t` (booleans have no products to sum).
pub fn conv_covered(t: DType) -> bool {
    !t.is_bool()
}

/// The sizes the kernel works with, derived once per run.
struct Geometry {
    out_shape: Vec<usize>,
    /// Groups: `feature_group_count × batch_group_count`.
    groups: usize,
    /// Output features per group.
    per_group: usize,
    /// Output batch size.
    batch: usize,
    /// Output window positions (the product of the output's spatial sizes).
    positions: usize,
    /// Output spatial sizes, in spatial-dimension order.
    out_spatial: Vec<usize>,
    /// Kernel window sizes, in spatial-dimension order.
    window: Vec<usize>,
    /// Kernel input features (`K = window positions × cin`).
    cin: usize,
    /// Per spatial dimension, `(output position × window size + window position)` → input
    /// index, or `usize::MAX` for padding, a dilation hole or a cropped position.
    taps: Vec<Vec<usize>>,
}

impl Geometry {
    fn k(&self) -> usize {
        self.window.iter().product::<usize>() * self.cin
    }
}

fn row_major_strides(shape: &[usize]) -> Vec<usize> {
    fresnel_ir::types::strides(shape)
}

impl ConvDesc {
    /// The output's shape; an error for dimension numbers or sizes that do not fit.
    pub fn output_shape(&self) -> KernelResult<Vec<usize>> {
        let lhs = TensorType::new(self.dtype, self.lhs_shape.clone());
        let rhs = TensorType::new(self.dtype, self.rhs_shape.clone());
        fresnel_ir::infer::convolution(&lhs, &rhs, &self.dims)
            .map(|t| t.shape)
            .map_err(|m| crate::KernelError::new(KERNEL, m))
    }

    pub fn validate(&self) -> KernelResult<()> {
        if !conv_covered(self.dtype) {
            return kernel_err!(KERNEL, "convolution of {} is not a kernel", self.dtype);
        }
        let out = self.output_shape()?;
        let fits = |s: &[usize]| {
            s.iter()
                .try_fold(1usize, |a, &d| a.checked_mul(d))
                .is_some()
        };
        if !fits(&out) || !fits(&self.lhs_shape) || !fits(&self.rhs_shape) {
            return kernel_err!(KERNEL, "an operand or the result has too many elements");
        }
        // The im2col row length (window × input features) and the taps tables.
        let d = &self.dims;
        let window: Vec<usize> = d
            .kernel_spatial
            .iter()
            .map(|&k| self.rhs_shape[k])
            .collect();
        let mut k = self.rhs_shape[d.kernel_input_feature];
        let mut taps = 0usize;
        for (i, &w) in window.iter().enumerate() {
            let t = out[d.output_spatial[i]].checked_mul(w);
            (k, taps) = match (k.checked_mul(w), t.and_then(|t| t.checked_add(taps))) {
                (Some(k), Some(t)) => (k, t),
                _ => return kernel_err!(KERNEL, "the window is too large"),
            };
        }
        // The taps tables are scratch of their own: bounded, like the im2col chunks.
        if taps > MAX_TAPS {
            return kernel_err!(KERNEL, "{taps} window taps is more than the kernel takes");
        }
        Ok(())
    }

    fn geometry(&self) -> KernelResult<Geometry> {
        self.validate()?;
        let d = &self.dims;
        let out_shape = self.output_shape()?;
        let groups = d.feature_group_count * d.batch_group_count;
        let kout = self.rhs_shape[d.kernel_output_feature];
        let window: Vec<usize> = d
            .kernel_spatial
            .iter()
            .map(|&k| self.rhs_shape[k])
            .collect();
        let out_spatial: Vec<usize> = d.output_spatial.iter().map(|&o| out_shape[o]).collect();
        let taps = (0..window.len())
            .map(|i| {
                let n = self.lhs_shape[d.input_spatial[i]] as i64;
                let dil = d.lhs_dilation[i] as i64;
                let mut t = Vec::with_capacity(out_spatial[i] * window[i]);
                for q in 0..out_spatial[i] {
                    for w in 0..window[i] {
                        // i128: hostile strides and dilations cannot overflow.
                        let p = (q as i128) * d.strides[i] as i128
                            + (w as i128) * d.rhs_dilation[i] as i128
                            - d.padding[i][0] as i128;
                        let (dil, n) = (dil as i128, n as i128);
                        let inside = p >= 0 && p % dil == 0 && p / dil < n;
                        t.push(if inside {
                            (p / dil) as usize
                        } else {
                            usize::MAX
                        });
                    }
                }
                t
            })
            .collect();
        Ok(Geometry {
            groups,
            per_group: kout.checked_div(groups).unwrap_or(0),
            batch: out_shape[d.output_batch],
            positions: out_spatial.iter().product(),
            out_spatial,
            window,
            cin: self.rhs_shape[d.kernel_input_feature],
            taps,
            out_shape,
        })
    }

    /// Whether the output is `[batch, spatial…, feature]` in memory, so that a group's
    /// `(b, q) × o` product is the output itself.
    fn output_is_rows(&self, g: &Geometry) -> bool {
        let d = &self.dims;
        let s = d.output_spatial.len();
        g.groups == 1
            && d.output_batch == 0
            && d.output_feature == s + 1
            && d.output_spatial
                .iter()
                .enumerate()
                .all(|(i, &o)| o == i + 1)
    }

    /// Runs the kernel: `ins = [lhs, rhs]`.
    pub fn run(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        self.run_chunked(ins, out, CHUNK)
    }

    /// [`Self::run`] gathering at most `chunk` elements of `A` at a time (one row at least).
    fn run_chunked(&self, ins: &[BufRef<'_>], out: BufMut<'_>, chunk: usize) -> KernelResult<()> {
        let g = self.geometry()?;
        let &[lhs, rhs] = ins else {
            return kernel_err!(KERNEL, "{} inputs, expected lhs and rhs", ins.len());
        };
        let n = |s: &[usize]| s.iter().product::<usize>();
        let sizes = [
            (lhs.dtype(), lhs.len(), n(&self.lhs_shape), "lhs"),
            (rhs.dtype(), rhs.len(), n(&self.rhs_shape), "rhs"),
            (out.dtype(), out.len(), n(&g.out_shape), "output"),
        ];
        for (dt, len, want, what) in sizes {
            if dt != self.dtype || len != want {
                return kernel_err!(
                    KERNEL,
                    "{what} is {dt} with {len} elements, expected {} with {want}",
                    self.dtype
                );
            }
        }
        match (lhs, rhs, out) {
            (BufRef::F32(a), BufRef::F32(b), BufMut::F32(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::F64(a), BufRef::F64(b), BufMut::F64(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::C64(a), BufRef::C64(b), BufMut::C64(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::C128(a), BufRef::C128(b), BufMut::C128(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::I32(a), BufRef::I32(b), BufMut::I32(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::I64(a), BufRef::I64(b), BufMut::I64(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::I8(a), BufRef::I8(b), BufMut::I8(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::I16(a), BufRef::I16(b), BufMut::I16(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::U8(a), BufRef::U8(b), BufMut::U8(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::U16(a), BufRef::U16(b), BufMut::U16(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::U32(a), BufRef::U32(b), BufMut::U32(o)) => self.typed(&g, a, b, o, chunk),
            (BufRef::U64(a), BufRef::U64(b), BufMut::U64(o)) => self.typed(&g, a, b, o, chunk),
            _ => kernel_err!(KERNEL, "convolution of {} is not a kernel", self.dtype),
        }
    }

    fn typed<T: Element>(
        &self,
        g: &Geometry,
        lhs: &[T],
        rhs: &[T],
        out: &mut [T],
        chunk: usize,
    ) -> KernelResult<()> {
        let zero = T::from_data(&Data::zeros(T::DTYPE, 1))
            .and_then(|z| z.first().copied())
            .ok_or_else(|| crate::KernelError::new(KERNEL, "internal: no zero element"))?;
        if out.is_empty() {
            return Ok(());
        }
        let k = g.k();
        let rows = g.batch * g.positions;
        // Input features far apart in memory (the weight gradient's lhs is the input with its
        // batch as the features): one transposing copy to `[batch, spatial…, feature]` first,
        // so that every window position's features are one contiguous run.
        let packed = self.pack_lhs(lhs)?;
        let (lhs, dims, lhs_shape) = match &packed {
            Some((data, dims, shape)) => (
                T::from_data(data)
                    .ok_or_else(|| crate::KernelError::new(KERNEL, "internal: packed dtype"))?,
                dims,
                shape,
            ),
            None => (lhs, &self.dims, &self.lhs_shape),
        };
        let d = dims;
        let (ls, ks, os) = (
            row_major_strides(lhs_shape),
            row_major_strides(&self.rhs_shape),
            row_major_strides(&g.out_shape),
        );
        let b_packed = self.pack_kernel(g, rhs, &ks, zero);
        let direct = self.output_is_rows(g);
        // Bounds the product tile (rows × features per group) as well as `A`.
        let chunk_rows = (chunk / k.max(g.per_group).max(1)).clamp(1, rows.max(1));
        let mut a = vec![zero; chunk_rows * k];
        let mut c = if direct {
            Vec::new()
        } else {
            vec![zero; chunk_rows * g.per_group]
        };
        let win_strides = row_major_strides(&g.window);
        let pos_strides = row_major_strides(&g.out_spatial);
        for group in 0..g.groups {
            // The lhs batch block and feature block this group reads.
            let batch0 = if d.batch_group_count > 1 {
                group * g.batch
            } else {
                0
            };
            let feat0 = if d.feature_group_count > 1 {
                group * g.cin
            } else {
                0
            };
            let bg = &b_packed[group * k * g.per_group..(group + 1) * k * g.per_group];
            for r0 in (0..rows).step_by(chunk_rows) {
                let m = chunk_rows.min(rows - r0);
                let a = &mut a[..m * k];
                if k > 0 {
                    a.par_chunks_mut(k).enumerate().for_each(|(j, arow)| {
                        let r = r0 + j;
                        let (b, q) = (r / g.positions, r % g.positions);
                        let base = (batch0 + b) * ls[d.input_batch] + feat0 * ls[d.input_feature];
                        gather_row(
                            g,
                            d,
                            q,
                            base,
                            &ls,
                            &pos_strides,
                            &win_strides,
                            lhs,
                            arow,
                            zero,
                        );
                    });
                }
                let plan = DotPlan::new(&DotDesc {
                    dtype: T::DTYPE,
                    lhs_shape: vec![m, k],
                    rhs_shape: vec![k, g.per_group],
                    dims: DotDims {
                        lhs_batch: vec![],
                        rhs_batch: vec![],
                        lhs_contract: vec![1],
                        rhs_contract: vec![0],
                    },
                })?;
                if direct {
                    let dst = &mut out[r0 * g.per_group..(r0 + m) * g.per_group];
                    plan.run(T::buf_ref(a), T::buf_ref(bg), T::buf_mut(dst))?;
                    continue;
                }
                let c = &mut c[..m * g.per_group];
                plan.run(T::buf_ref(a), T::buf_ref(bg), T::buf_mut(c))?;
                for (j, crow) in c.chunks(g.per_group.max(1)).enumerate() {
                    let r = r0 + j;
                    let (b, mut q) = (r / g.positions, r % g.positions);
                    let mut at = b * os[d.output_batch];
                    for (i, &ps) in pos_strides.iter().enumerate() {
                        at += (q / ps) * os[d.output_spatial[i]];
                        q %= ps;
                    }
                    let o0 = group * g.per_group;
                    for (o, &v) in crow.iter().enumerate() {
                        out[at + (o0 + o) * os[d.output_feature]] = v;
                    }
                }
            }
        }
        Ok(())
    }

    /// The lhs transposed to `[batch, spatial…, feature]` with the dimension numbers and
    /// shape that read it, when its features are not contiguous and there are several.
    fn pack_lhs<T: Element>(
        &self,
        lhs: &[T],
    ) -> KernelResult<Option<(Data, ConvDims, Vec<usize>)>> {
        let d = &self.dims;
        let strides = row_major_strides(&self.lhs_shape);
        if self.lhs_shape[d.input_feature] <= 1 || strides[d.input_feature] == 1 {
            return Ok(None);
        }
        let mut perm = vec![d.input_batch];
        perm.extend(&d.input_spatial);
        perm.push(d.input_feature);
        let plan = CopyPlan::new(&CopyDesc::transpose(self.dtype, &self.lhs_shape, &perm)?)?;
        let mut data = Data::zeros(self.dtype, lhs.len());
        plan.run(&[T::buf_ref(lhs)], BufMut::from(&mut data))?;
        let s = d.input_spatial.len();
        let dims = ConvDims {
            input_batch: 0,
            input_spatial: (1..=s).collect(),
            input_feature: s + 1,
            ..d.clone()
        };
        let shape = perm.iter().map(|&p| self.lhs_shape[p]).collect();
        Ok(Some((data, dims, shape)))
    }

    /// `B` for every group, `[groups][window positions × cin][per_group]`, the window reversed
    /// where asked.
    fn pack_kernel<T: Element>(&self, g: &Geometry, rhs: &[T], ks: &[usize], zero: T) -> Vec<T> {
        let d = &self.dims;
        let k = g.k();
        let mut b = vec![zero; g.groups * k * g.per_group];
        if b.is_empty() {
            return b;
        }
        let positions: usize = g.window.iter().product();
        let win_strides = row_major_strides(&g.window);
        for (w, rows) in b
            .chunks_mut(g.cin * g.per_group)
            .enumerate()
            .take(g.groups * positions)
        {
            let (group, w) = (w / positions.max(1), w % positions.max(1));
            let mut at = 0;
            let mut rem = w;
            for (i, &st) in win_strides.iter().enumerate() {
                let kw = rem / st;
                rem %= st;
                let kw = if d.reversal[i] {
                    g.window[i] - 1 - kw
                } else {
                    kw
                };
                at += kw * ks[d.kernel_spatial[i]];
            }
            for (f, row) in rows.chunks_mut(g.per_group.max(1)).enumerate() {
                let at = at + f * ks[d.kernel_input_feature];
                for (o, slot) in row.iter_mut().enumerate() {
                    *slot = rhs[at + (group * g.per_group + o) * ks[d.kernel_output_feature]];
                }
            }
        }
        b
    }
}

/// One row of `A`: for output position `q` (row-major over the output's spatial sizes), every
/// window position's `cin` input features from `lhs[base + …]`, or zeros.
#[allow(clippy::too_many_arguments)]
fn gather_row<T: Copy>(
    g: &Geometry,
    d: &ConvDims,
    q: usize,
    base: usize,
    ls: &[usize],
    pos_strides: &[usize],
    win_strides: &[usize],
    lhs: &[T],
    arow: &mut [T],
    zero: T,
) {
    let s = g.window.len();
    // This output position's coordinate per spatial dimension.
    let mut qi = [0usize; 8];
    let mut qv = vec![0usize; if s > 8 { s } else { 0 }];
    let coords: &mut [usize] = if s <= 8 { &mut qi[..s] } else { &mut qv };
    let mut rem = q;
    for (i, &ps) in pos_strides.iter().enumerate() {
        coords[i] = rem / ps;
        rem %= ps;
    }
    let fstride = ls[d.input_feature];
    for (w, cell) in arow.chunks_mut(g.cin).enumerate() {
        let mut at = Some(base);
        let mut rem = w;
        for i in 0..s {
            let kw = rem / win_strides[i];
            rem %= win_strides[i];
            let tap = g.taps[i][coords[i] * g.window[i] + kw];
            at = match at {
                Some(a) if tap != usize::MAX => Some(a + tap * ls[d.input_spatial[i]]),
                _ => None,
            };
        }
        match at {
            Some(a) if fstride == 1 => cell.copy_from_slice(&lhs[a..a + g.cin]),
            Some(a) => {
                for (f, v) in cell.iter_mut().enumerate() {
                    *v = lhs[a + f * fstride];
                }
            }
            None => cell.fill(zero),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dims(nhwc: bool, fg: usize, bg: usize) -> ConvDims {
        let (b, f, sp) = if nhwc {
            (0, 3, vec![1, 2])
        } else {
            (0, 1, vec![2, 3])
        };
        ConvDims {
            input_batch: b,
            input_feature: f,
            input_spatial: sp.clone(),
            kernel_input_feature: 2,
            kernel_output_feature: 3,
            kernel_spatial: vec![0, 1],
            output_batch: b,
            output_feature: f,
            output_spatial: sp,
            strides: vec![2, 1],
            padding: vec![[1, 2], [-1, 1]],
            lhs_dilation: vec![1, 2],
            rhs_dilation: vec![2, 1],
            reversal: vec![true, false],
            feature_group_count: fg,
            batch_group_count: bg,
        }
    }

    /// Gathering one row at a time (every chunk boundary) gives the same bits as one chunk:
    /// each output row's sums do not depend on the rows around it.
    #[test]
    fn chunking_does_not_change_the_result() {
        for (nhwc, fg, bg) in [(true, 1, 1), (false, 1, 1), (true, 2, 1), (false, 1, 3)] {
            let (batch, feat) = (3 * bg, 2 * fg);
            let lhs_shape = if nhwc {
                vec![batch, 9, 7, feat]
            } else {
                vec![batch, feat, 9, 7]
            };
            let desc = ConvDesc {
                dtype: DType::F32,
                lhs_shape,
                rhs_shape: vec![3, 2, 2, 6],
                dims: dims(nhwc, fg, bg),
            };
            let out_shape = desc.output_shape().expect("valid convolution");
            let n = |s: &[usize]| s.iter().product::<usize>();
            // Deterministic values of mixed signs and magnitudes.
            let fill = |len: usize, seed: u32| -> Vec<f32> {
                (0..len as u32)
                    .map(|i| ((i.wrapping_mul(2_654_435_761) ^ seed) % 2001) as f32 / 1000.0 - 1.0)
                    .collect()
            };
            let (x, w) = (fill(n(&desc.lhs_shape), 7), fill(n(&desc.rhs_shape), 11));
            let mut whole = vec![0f32; n(&out_shape)];
            let mut rows = vec![f32::NAN; n(&out_shape)];
            let ins = [BufRef::F32(&x), BufRef::F32(&w)];
            desc.run(&ins, BufMut::F32(&mut whole)).expect("runs");
            desc.run_chunked(&ins, BufMut::F32(&mut rows), 1)
                .expect("runs");
            assert!(whole.iter().any(|&v| v != 0.0));
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&whole), bits(&rows), "{nhwc} {fg} {bg}");
        }
    }

    #[test]
    fn mismatched_buffers_and_booleans_are_errors() {
        let desc = ConvDesc {
            dtype: DType::F32,
            lhs_shape: vec![1, 5, 5, 2],
            rhs_shape: vec![3, 2, 2, 6],
            dims: dims(true, 1, 1),
        };
        let (x, w) = (vec![0f32; 50], vec![0f32; 72]);
        let mut out = vec![0f32; 3];
        let r = desc.run(&[BufRef::F32(&x), BufRef::F32(&w)], BufMut::F32(&mut out));
        assert!(r.is_err());
        let bools = ConvDesc {
            dtype: DType::I1,
            ..desc
        };
        assert!(bools.validate().is_err());
    }
}
