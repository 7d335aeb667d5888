//! Another code generator for fused elementwise steps, FFT hooks and reductions: a
//! [`CpuExecutable`] built with [`CpuExecutable::with_codegen`] runs each step (or FFT
//! prologue and epilogue) the generator compiles on the generator's machine code, and the
//! rest on the lane kernels, as always. The MLIR code
//! generator (`fresnel_mlir::Mlir`, feature `mlir`) is one; keeping the interface here keeps
//! MLIR out of every binary that does not ask for it.
//!
//! [`CpuExecutable`]: super::CpuExecutable
//! [`CpuExecutable::with_codegen`]: super::CpuExecutable::with_codegen

use fresnel_kernels::{BufMut, BufRef, CompiledLanes, ElementwiseProgram, ReduceDesc};
use std::fmt::Debug;
use std::sync::Arc;

/// A step another code generator may compile.
#[derive(Clone, Copy, Debug)]
pub enum CodegenStep<'a> {
    /// A fused elementwise program (a step, or an FFT's prologue or epilogue): outputs `k`
    /// are its outputs.
    Elementwise(&'a ElementwiseProgram),
    /// A reduction with its fused prologue: one output, the reduced values.
    Reduce(&'a ReduceDesc),
}

/// Compiles steps (called while an executable is built, on its thread), all of an
/// executable's at once: a generator may compile them together.
pub trait KernelCodegen {
    /// One entry per step: `None` where the generator does not cover it (the lane kernel
    /// runs it). An error is a failure of the generator on steps it covers, and fails the
    /// build.
    fn compile_all(
        &self,
        steps: &[CodegenStep<'_>],
    ) -> Result<Vec<Option<Arc<dyn CompiledKernel>>>, String>;
}

/// A compiled step, run as its lane kernel is (`ElementwisePlan::run`, `ReducePlan::run`):
/// `outputs[k]` receives output `k`; the buffers are checked.
pub trait CompiledKernel: Send + Sync + Debug {
    fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> Result<(), String>;

    /// The kernel as an FFT hook, computing any range of its lanes: `None` where it cannot
    /// (the FFT's hook then runs on the lane kernels).
    fn lanes(self: Arc<Self>) -> Option<Arc<dyn CompiledLanes>> {
        None
    }
}
