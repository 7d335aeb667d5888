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
        self.validate()?;
        let k = self.num_data_inputs();
        if ins.len() != self.num_inputs() {
            return kernel_err!(
                KERNEL,
                "{} inputs, expected {}",
                ins.len(),
                self.num_inputs()
            );
        }
        let starts = self.starts(&ins[k..])?;
        let (op_len, win_len) = (
            self.operand.iter().product::<usize>(),
            self.window.iter().product::<usize>(),
        );
        let out_len = if self.update { op_len } else { win_len };
        let sizes_ok = ins[0].len() == op_len
            && out.len() == out_len
            && (!self.update || ins[1].len() == win_len)
            && ins[..k].iter().all(|b| b.dtype() == self.dtype)
            && out.dtype() == self.dtype;
        if !sizes_ok {
            return kernel_err!(
                KERNEL,
                "buffers do not fit operand {:?} and window {:?} of {}",
                self.operand,
                self.window,
                self.dtype
            );
        }
        let rows = Rows::new(&self.operand, &self.window, &starts);
        macro_rules! go {
            ($($v:ident),*) => {
                match (ins[0], out) {
                    $((BufRef::$v(src), BufMut::$v(dst)) => {
                        if self.update {
                            let BufRef::$v(upd) = ins[1] else {
                                return kernel_err!(KERNEL, "the update is not {}", self.dtype);
                            };
                            dst.copy_from_slice(src);
                            rows.for_each(|window_at, operand_at, n| {
                                dst[operand_at..operand_at + n]
                                    .copy_from_slice(&upd[window_at..window_at + n]);
                            });
                        } else {
                            rows.for_each(|window_at, operand_at, n| {
                                dst[window_at..window_at + n]
                                    .copy_from_slice(&src[operand_at..operand_at + n]);
                            });
                        }
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
}
