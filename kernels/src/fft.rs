//! The FFT kernel: complex FFTs over any set of axes of a row-major buffer, batched over the
//! other axes, plus real-to-complex and complex-to-real transforms over the last axis.
//!
//! Plans (rustfft, one per distinct length and direction) are made once when the [`FftPlan`] is
//! built. Lines along the last axis are transformed in place; lines along other axes are
//! gathered in cache-sized blocks of adjacent columns, transformed, and scattered back, so the
//! array is never transposed as a whole. When the transformed trailing block of the array (a
//! "slab": e.g. one 256×256 plane) fits in cache, each slab goes through all its axes in one
//! task while it stays in cache; otherwise each axis is one parallel pass over the array.
//!
//! Real transforms go through realfft one row at a time (a half-length complex FFT per row);
//! rows never share a transform, so one row's NaN or magnitude cannot leak into another's.
//! Non-finite inputs and signed zeros follow rules the interpreter shares (see `lines`): a
//! line holding a NaN or an infinity transforms to all NaN, and the imaginary parts of an
//! RFFT's DC and Nyquist bins are exactly +0. An optional `scale` multiplies the result inside the last pass (a normalised inverse costs
//! no extra pass over memory).
//!
//! [`FusedFftPlan`] adds elementwise prologue/epilogue programs that run on each slab group
//! while it is in cache.

mod engine;
mod fused;
mod lines;

use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelResult};
use engine::Engine;
use fresnel_ir::{DType, FftKind, TensorType};
pub use fused::{FusedFftDesc, FusedFftPlan};

const KERNEL: &str = "fft";

/// Which transform; `Inverse` is the unnormalised backward DFT (`Σ X_k e^{+2πi jk/n}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum FftTransform {
    Forward,
    Inverse,
    /// Real input, the `n/2 + 1` non-negative frequencies along the last axis, then forward
    /// complex FFTs along the other axes.
    RealToComplex,
    /// Inverse complex FFTs along the axes other than the last, then the inverse of a Hermitian
    /// half-spectrum of `n/2 + 1` bins along the last axis, giving `n` real values.
    ComplexToReal,
}

/// An FFT kernel description.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FftDesc {
    pub transform: FftTransform,
    /// The complex dtype (`complex<f32>` or `complex<f64>`); real sides use its part type.
    pub dtype: DType,
    /// The full (real-side, for real transforms) shape: the buffer's shape for complex
    /// transforms, the real input's for `RealToComplex`, the real output's for `ComplexToReal`.
    pub shape: Vec<usize>,
    /// The transformed axes, any order, no repeats; real transforms must include the last axis.
    pub axes: Vec<usize>,
    /// Multiplies every result element (e.g. `1/n` for a normalised inverse).
    pub scale: Option<f64>,
}

impl FftDesc {
    /// The description of `stablehlo.fft` on an operand of type `operand` with `fft_length`
    /// `length` (the trailing dims; IFFT and IRFFT normalised by `1/n`).
    pub fn from_stablehlo(
        kind: FftKind,
        operand: &TensorType,
        length: &[usize],
    ) -> KernelResult<FftDesc> {
        let rank = operand.rank();
        if length.is_empty() || length.len() > rank {
            return kernel_err!(
                KERNEL,
                "fft_length {length:?} does not fit the operand {operand}"
            );
        }
        let axes: Vec<usize> = (rank - length.len()..rank).collect();
        let n: usize = length.iter().product();
        let inverse_scale = (n > 0).then(|| 1.0 / n as f64);
        let (transform, dtype, shape, scale) = match kind {
            FftKind::Fft => (
                FftTransform::Forward,
                operand.dtype,
                operand.shape.clone(),
                None,
            ),
            FftKind::Ifft => (
                FftTransform::Inverse,
                operand.dtype,
                operand.shape.clone(),
                inverse_scale,
            ),
            FftKind::Rfft => {
                let Some(c) = operand
                    .dtype
                    .complex_of()
                    .filter(|_| operand.dtype.is_float())
                else {
                    return kernel_err!(KERNEL, "RFFT needs a real operand, got {operand}");
                };
                (FftTransform::RealToComplex, c, operand.shape.clone(), None)
            }
            FftKind::Irfft => {
                let mut shape = operand.shape.clone();
                shape[rank - 1] = length[length.len() - 1];
                (
                    FftTransform::ComplexToReal,
                    operand.dtype,
                    shape,
                    inverse_scale,
                )
            }
        };
        let desc = FftDesc {
            transform,
            dtype,
            shape,
            axes,
            scale,
        };
        desc.validate()?;
        if desc.shape[rank - length.len()..] != *length || desc.input_type() != *operand {
            return kernel_err!(
                KERNEL,
                "{} with fft_length {length:?} does not fit the operand {operand}",
                kind.name()
            );
        }
        Ok(desc)
    }

    pub(crate) fn complex_shape(&self) -> Vec<usize> {
        let mut s = self.shape.clone();
        if matches!(
            self.transform,
            FftTransform::RealToComplex | FftTransform::ComplexToReal
        ) {
            if let Some(last) = s.last_mut() {
                *last = *last / 2 + 1;
            }
        }
        s
    }

    /// The input buffer's type.
    pub fn input_type(&self) -> TensorType {
        match self.transform {
            FftTransform::RealToComplex => {
                TensorType::new(self.dtype.real_part(), self.shape.clone())
            }
            _ => TensorType::new(self.dtype, self.complex_shape()),
        }
    }

    /// The output buffer's type.
    pub fn output_type(&self) -> TensorType {
        match self.transform {
            FftTransform::ComplexToReal => {
                TensorType::new(self.dtype.real_part(), self.shape.clone())
            }
            _ => TensorType::new(self.dtype, self.complex_shape()),
        }
    }

    pub(crate) fn validate(&self) -> KernelResult<()> {
        if !self.dtype.is_complex() {
            return kernel_err!(KERNEL, "dtype must be complex, got {}", self.dtype);
        }
        let rank = self.shape.len();
        let mut seen = vec![false; rank];
        for &a in &self.axes {
            if a >= rank {
                return kernel_err!(KERNEL, "axis {a} out of range for rank {rank}");
            }
            if std::mem::replace(&mut seen[a], true) {
                return kernel_err!(KERNEL, "axis {a} repeated");
            }
        }
        let real = matches!(
            self.transform,
            FftTransform::RealToComplex | FftTransform::ComplexToReal
        );
        if real && (rank == 0 || !seen[rank - 1]) {
            return kernel_err!(
                KERNEL,
                "real transforms must include the last axis, axes are {:?}",
                self.axes
            );
        }
        Ok(())
    }
}

/// A planned FFT: rustfft plans and the pass layout, made once, run many times.
pub struct FftPlan {
    desc: FftDesc,
    exec: Exec,
}

enum Exec {
    F32(Engine<f32>),
    F64(Engine<f64>),
}

impl std::fmt::Debug for FftPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FftPlan")
            .field("desc", &self.desc)
            .finish_non_exhaustive()
    }
}

impl FftPlan {
    pub fn new(desc: &FftDesc) -> KernelResult<FftPlan> {
        desc.validate()?;
        let exec = match desc.dtype {
            DType::C64 => Exec::F32(Engine::new(desc)),
            _ => Exec::F64(Engine::new(desc)),
        };
        Ok(FftPlan {
            desc: desc.clone(),
            exec,
        })
    }

    pub fn desc(&self) -> &FftDesc {
        &self.desc
    }

    fn check(
        &self,
        b_dtype: DType,
        b_len: usize,
        want: &TensorType,
        what: &str,
    ) -> KernelResult<()> {
        if b_dtype != want.dtype || b_len != want.num_elements() {
            return kernel_err!(
                KERNEL,
                "{what} is {b_dtype} with {b_len} elements, expected {want}"
            );
        }
        Ok(())
    }

    /// Transforms a complex buffer in place (`Forward`/`Inverse` only).
    pub fn run_in_place(&self, buf: BufMut<'_>) -> KernelResult<()> {
        if !matches!(
            self.desc.transform,
            FftTransform::Forward | FftTransform::Inverse
        ) {
            return kernel_err!(KERNEL, "{:?} cannot run in place", self.desc.transform);
        }
        self.check(buf.dtype(), buf.len(), &self.desc.input_type(), "buffer")?;
        match (&self.exec, buf) {
            (Exec::F32(e), BufMut::C64(b)) => e.c2c_in_place(b),
            (Exec::F64(e), BufMut::C128(b)) => e.c2c_in_place(b),
            _ => return kernel_err!(KERNEL, "internal: buffer and plan precision differ"),
        }
        Ok(())
    }

    /// Transforms `input` into `output` (any transform); `input` is left untouched.
    pub fn run(&self, input: BufRef<'_>, output: BufMut<'_>) -> KernelResult<()> {
        self.check(input.dtype(), input.len(), &self.desc.input_type(), "input")?;
        self.check(
            output.dtype(),
            output.len(),
            &self.desc.output_type(),
            "output",
        )?;
        match (&self.exec, input, output) {
            (Exec::F32(e), BufRef::C64(i), BufMut::C64(o)) => e.c2c(i, o),
            (Exec::F64(e), BufRef::C128(i), BufMut::C128(o)) => e.c2c(i, o),
            (Exec::F32(e), BufRef::F32(i), BufMut::C64(o)) => e.r2c(i, o),
            (Exec::F64(e), BufRef::F64(i), BufMut::C128(o)) => e.r2c(i, o),
            (Exec::F32(e), BufRef::C64(i), BufMut::F32(o)) => e.c2r(i, o),
            (Exec::F64(e), BufRef::C128(i), BufMut::F64(o)) => e.c2r(i, o),
            _ => return kernel_err!(KERNEL, "internal: buffer and plan precision differ"),
        }
        Ok(())
    }
}
