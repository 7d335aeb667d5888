//! Another code generator for fused elementwise steps: a [`CpuExecutable`] built with
//! [`CpuExecutable::with_codegen`] runs each elementwise step the generator compiles on the
//! generator's machine code, and the rest on the lane kernels, as always. The MLIR code
//! generator (`fresnel_mlir::Mlir`, feature `mlir`) is one; keeping the interface here keeps
//! MLIR out of every binary that does not ask for it.
//!
//! [`CpuExecutable`]: super::CpuExecutable
//! [`CpuExecutable::with_codegen`]: super::CpuExecutable::with_codegen

use fresnel_kernels::{BufMut, BufRef, ElementwiseProgram};
use std::fmt::Debug;
use std::sync::Arc;

/// Compiles fused elementwise programs (called while an executable is built, on its thread),
/// all of an executable's at once: a generator may compile them together.
pub trait ElementwiseCodegen {
    /// One entry per program: `None` where the generator does not cover it (the lane kernel
    /// runs it). An error is a failure of the generator on programs it covers, and fails the
    /// build.
    fn compile_all(
        &self,
        ps: &[&ElementwiseProgram],
    ) -> Result<Vec<Option<Arc<dyn CompiledKernel>>>, String>;
}

/// A compiled elementwise kernel, run as `ElementwisePlan::run` is: `outputs[k]` receives
/// output `k`; the buffers are checked.
pub trait CompiledKernel: Send + Sync + Debug {
    fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> Result<(), String>;
}
