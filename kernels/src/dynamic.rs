//! Slices at run-time offsets: `dynamic_slice` reads a box (the window) of the operand,
//! `dynamic_update_slice` writes one over a copy of it — what a `scan` body does with
//! `xs[i]` and `ys[i]`. The offsets are scalar index buffers (`i32` or `i64`) read when the
//! kernel runs, each clamped as StableHLO specifies to `0 ..= dim − window`, so a window
//! never leaves the operand.

use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelResult};
use fresnel_ir::DType;

const KERNEL: &str = "dynamic_slice";

/// A slice (`update: false`; inputs: the operand, then one index per dim; output: the
/// window) or an update (`update: true`; inputs: the operand, the window's new values, one
/// index per dim; output: the operand with the window replaced), all row-major.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DynamicSliceDesc {
    pub dtype: DType,
    pub operand: Vec<usize>,
    pub window: Vec<usize>,
    pub update: bool,
}

impl DynamicSliceDesc {
    pub fn validate(&self) -> KernelResult<()> {
        if self.operand.len() != self.window.len() {
            return kernel_err!(
                KERNEL,
                "window {:?} and operand {:?} differ in rank",
                self.window,
                self.operand
            );
        }
        if let Some(d) = (0..self.operand.len()).find(|&d| self.window[d] > self.operand[d]) {
            return kernel_err!(
                KERNEL,
                "the window {:?} is larger than the operand {:?} along dim {d}",
                self.window,
                self.operand
            );
        }
        Ok(())
    }

    /// Inputs before the indices: the operand, and the update's values for an update.
    pub fn num_data_inputs(&self) -> usize {
        1 + usize::from(self.update)
    }

    pub fn num_inputs(&self) -> usize {
        self.num_data_inputs() + self.operand.len()
    }

    /// The output's shape.
    pub fn output_shape(&self) -> &[usize] {
        if self.update {
            &self.operand
        } else {
            &self.window
        }
    }

    /// The clamped start of the window along each dim, from the index buffers.
    pub fn starts(&self, indices: &[BufRef<'_>]) -> KernelResult<Vec<usize>> {
        if indices.len() != self.operand.len() {
            return kernel_err!(
                KERNEL,
                "{} indices for an operand of rank {}",
                indices.len(),
                self.operand.len()
            );
        }
        let mut out = Vec::with_capacity(indices.len());
        for (d, ix) in indices.iter().enumerate() {
            let i: i64 = match ix {
                BufRef::I32(&[v]) => i64::from(v),
                BufRef::I64(&[v]) => v,
                BufRef::I8(&[v]) => i64::from(v),
                BufRef::I16(&[v]) => i64::from(v),
                BufRef::U8(&[v]) => i64::from(v),
                BufRef::U16(&[v]) => i64::from(v),
                BufRef::U32(&[v]) => i64::from(v),
                // Past i64::MAX the start clamps to the last position either way.
                BufRef::U64(&[v]) => i64::try_from(v).unwrap_or(i64::MAX),
                other => {
                    return kernel_err!(
                        KERNEL,
                        "index {d} is {} x{}, not an integer scalar",
                        other.dtype(),
                        other.len()
                    )
                }
            };
            let max = (self.operand[d] - self.window[d]) as i64;
            out.push(i.clamp(0, max) as usize);
        }
        Ok(out)
    }

    /// Runs the kernel on `ins` (see the type) into `out`.
    pub fn run(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        self.check(ins.len(), out.len(), out.dtype())?;
        let k = self.num_data_inputs();
        if ins[..k].iter().any(|b| !b.holds(self.dtype)) || ins[0].len() != self.op_len() {
            return self.misfit();
        }
        let rows = Rows::new(&self.operand, &self.window, &self.starts(&ins[k..])?);
        let mut out = out;
        macro_rules! go {
            ($($v:ident),*) => {
                match (ins[0], out.reborrow()) {
                    $((BufRef::$v(src), BufMut::$v(dst)) => {
                        if self.update {
                            dst.copy_from_slice(src);
                        } else {
                            rows.for_each(|window_at, operand_at, n| {
                                dst[window_at..window_at + n]
                                    .copy_from_slice(&src[operand_at..operand_at + n]);
                            });
                        }
                    })*
                    _ => return kernel_err!(KERNEL, "buffers of different dtypes"),
                }
            };
        }
        go!(I1, I32, I64, F32, F64, C64, C128, I8, I16, U8, U16, U32, U64);
        if self.update {
            self.write_window(&rows, ins[1], out)
        } else {
            Ok(())
        }
    }

    /// An update run in place: `out` already holds the operand (the planner gave the output
    /// the operand's storage), so only the window is written — O(window), not O(operand),
    /// which is what makes a `scan` stacking its outputs linear in their size. `ins` are the
    /// update's values then the indices (the operand is not read).
    pub fn update_in_place(&self, ins: &[BufRef<'_>], out: BufMut<'_>) -> KernelResult<()> {
        if !self.update {
            return kernel_err!(KERNEL, "a slice cannot run in place");
        }
        self.check(ins.len() + 1, out.len(), out.dtype())?;
        let rows = Rows::new(&self.operand, &self.window, &self.starts(&ins[1..])?);
        self.write_window(&rows, ins[0], out)
    }

    fn op_len(&self) -> usize {
        self.operand.iter().product()
    }

    /// The input count, and the output's size and dtype.
    fn check(&self, inputs: usize, out_len: usize, out_dtype: DType) -> KernelResult<()> {
        self.validate()?;
        if inputs != self.num_inputs() {
            return kernel_err!(KERNEL, "{inputs} inputs, expected {}", self.num_inputs());
        }
        let want: usize = self.output_shape().iter().product();
        if out_len != want || out_dtype != self.dtype {
            return self.misfit();
        }
        Ok(())
    }

    fn misfit(&self) -> KernelResult<()> {
        kernel_err!(
            KERNEL,
            "buffers do not fit operand {:?} and window {:?} of {}",
            self.operand,
            self.window,
            self.dtype
        )
    }

    /// Writes the update's values `upd` over the window `rows` of `dst`.
    fn write_window(&self, rows: &Rows, upd: BufRef<'_>, dst: BufMut<'_>) -> KernelResult<()> {
        if upd.len() != self.window.iter().product::<usize>() || !upd.holds(self.dtype) {
            return self.misfit();
        }
        macro_rules! go {
            ($($v:ident),*) => {
                match (upd, dst) {
                    $((BufRef::$v(upd), BufMut::$v(dst)) => {
                        rows.for_each(|window_at, operand_at, n| {
                            dst[operand_at..operand_at + n]
                                .copy_from_slice(&upd[window_at..window_at + n]);
                        });
                        Ok(())
                    })*
                    _ => kernel_err!(KERNEL, "buffers of different dtypes"),
                }
            };
        }
        go!(I1, I32, I64, F32, F64, C64, C128, I8, I16, U8, U16, U32, U64)
    }
}

/// The window's rows (runs along the last dim) with their offsets in the window and in the
/// operand.
struct Rows {
    outer: Vec<usize>,
    op_strides: Vec<usize>,
    base: usize,
    row: usize,
}

impl Rows {
    fn new(operand: &[usize], window: &[usize], starts: &[usize]) -> Rows {
        let r = operand.len();
        let mut op_strides = vec![1usize; r];
        for d in (0..r.saturating_sub(1)).rev() {
            op_strides[d] = op_strides[d + 1] * operand[d + 1];
        }
        let base = starts.iter().zip(&op_strides).map(|(s, t)| s * t).sum();
        let row = window.last().copied().unwrap_or(1);
        let outer = window[..r.saturating_sub(1)].to_vec();
        Rows {
            outer,
            op_strides,
            base,
            row,
        }
    }

    /// Calls `f(window offset, operand offset, length)` for every row.
    fn for_each(&self, mut f: impl FnMut(usize, usize, usize)) {
        let rows: usize = self.outer.iter().product();
        if self.row == 0 || rows == 0 {
            return;
        }
        let mut idx = vec![0usize; self.outer.len()];
        for k in 0..rows {
            let at: usize = idx.iter().zip(&self.op_strides).map(|(i, s)| i * s).sum();
            f(k * self.row, self.base + at, self.row);
            for d in (0..idx.len()).rev() {
                idx[d] += 1;
                if idx[d] < self.outer[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_and_updates_clamp_their_starts() {
        let x: Vec<i32> = (0..12).collect(); // 3x4
        let d = DynamicSliceDesc {
            dtype: DType::I32,
            operand: vec![3, 4],
            window: vec![2, 2],
            update: false,
        };
        let mut out = vec![0; 4];
        d.run(
            &[BufRef::I32(&x), BufRef::I32(&[5]), BufRef::I64(&[-2])],
            BufMut::I32(&mut out),
        )
        .unwrap();
        // Row start clamped to 1, column start to 0.
        assert_eq!(out, vec![4, 5, 8, 9]);
        let u = DynamicSliceDesc { update: true, ..d };
        let mut out = vec![0; 12];
        u.run(
            &[
                BufRef::I32(&x),
                BufRef::I32(&[-1, -2, -3, -4]),
                BufRef::I32(&[0]),
                BufRef::I32(&[9]),
            ],
            BufMut::I32(&mut out),
        )
        .unwrap();
        assert_eq!(out, vec![0, 1, -1, -2, 4, 5, -3, -4, 8, 9, 10, 11]);
    }

    #[test]
    fn an_update_in_place_writes_only_the_window() {
        let d = DynamicSliceDesc {
            dtype: DType::F64,
            operand: vec![4, 3, 5],
            window: vec![2, 1, 3],
            update: true,
        };
        let x: Vec<f64> = (0..60).map(f64::from).collect();
        let upd: Vec<f64> = (0..6).map(|v| -f64::from(v) - 1.0).collect();
        let idx = [BufRef::I32(&[3]), BufRef::U8(&[1]), BufRef::I64(&[4])];
        let mut copied = vec![0.0; 60];
        let mut ins = vec![BufRef::F64(&x), BufRef::F64(&upd)];
        ins.extend(idx);
        d.run(&ins, BufMut::F64(&mut copied)).unwrap();
        let mut in_place = x.clone();
        d.update_in_place(&ins[1..], BufMut::F64(&mut in_place))
            .unwrap();
        assert_eq!(in_place, copied);
        assert_ne!(in_place, x);
        // The operand is not an input of the in-place form.
        assert!(d.update_in_place(&ins, BufMut::F64(&mut in_place)).is_err());
    }
}
