//! Fused elementwise programs and reductions compiled through MLIR: [`elementwise_kernel`]
//! writes a program as `func`/`scf`/`arith`/`math`/`memref` MLIR (plain text, no MLIR
//! needed), [`reduce_function`] a reduction with its prologue, and with the feature `mlir`,
//! [`crate::Mlir::compile`] lowers them to the LLVM dialect and compiles them with MLIR's
//! ExecutionEngine.
//!
//! Reductions: every kind on the element types below but complex maximum and minimum; the
//! prologue as an elementwise program. f32 sine and cosine are written out as the lane
//! kernels' vectorisable algorithm (libm for the rows whose arguments it cannot reduce).
//!
//! Coverage: the dtypes i1, signed and unsigned 8- to 64-bit integers, f32, f64,
//! `complex<f32>` and `complex<f64>` (complex numbers as pairs of floats); every op of the
//! lane kernels on real floats but `erf_inv`, `lgamma`, `digamma`, `bessel_i1e`, `next_after`
//! and total-order comparison; integer arithmetic but `power`; complex `add subtract multiply
//! divide negate abs square real imag`, `complex`, EQ/NE, `select` and `convert`. Anything
//! else is a [`crate::Stage::Unsupported`] error naming it, and the program runs on today's
//! kernel.

mod body;
#[cfg(feature = "mlir")]
mod compiled;
#[cfg(feature = "mlir")]
mod jit;
mod lower;
mod ops;
mod reduce;
mod trig;

#[cfg(feature = "mlir")]
pub use compiled::{CompiledElementwise, CompiledReduce};
#[cfg(feature = "mlir")]
pub use jit::CompiledStep;
pub use lower::{elementwise_function, elementwise_kernel, module, KernelFunc, ENTRY};
pub use reduce::{reduce_function, segments, FOLD, SEGMENT};

#[cfg(feature = "mlir")]
pub(crate) use jit::compile_all;
