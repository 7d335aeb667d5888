//! Planning each step's kernel once (`needs.rs` has checked that its buffers fit it).

use super::codegen::{CompiledKernel, KernelCodegen};
use super::control::Control;
use super::exec::StepCode;
use super::program::{Step, StepKind};
use fresnel_kernels::{
    ConvDesc, CopyPlan, DotPlan, DynamicSliceDesc, ElementwisePlan, FftPlan, FusedFftPlan,
    GatherDesc, ReducePlan, ReduceWindowDesc, ScatterDesc, SelectScatterDesc, SortDesc, TopKDesc,
};
use std::sync::Arc;

/// The planned kernel of one step (one per step, so variant sizes do not matter).
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub(super) enum Kernel {
    Elementwise(ElementwisePlan),
    /// An elementwise or reduction step compiled by another code generator.
    Compiled(Arc<dyn CompiledKernel>),
    Fft(FftPlan),
    FusedFft(FusedFftPlan),
    Reduce(ReducePlan),
    Dot(DotPlan),
    Copy(CopyPlan),
    DynamicSlice(DynamicSliceDesc),
    Gather(GatherDesc),
    Scatter(ScatterDesc),
    ReduceWindow(ReduceWindowDesc),
    SelectAndScatter(SelectScatterDesc),
    Sort(SortDesc),
    TopK(TopKDesc),
    Conv(ConvDesc),
    Interp,
    /// A control-flow step: its nested programs as executables of their own.
    Control(Box<Control>),
}

/// Plans `step`'s kernel: on `compiled` where another code generator compiled the step (or
/// its FFT hooks), nested programs through `codegen`. `CpuProgram::new` has checked that the step's buffers
/// are what the kernel needs (`needs.rs`).
pub(super) fn plan_kernel(
    step: &Step,
    codegen: Option<&dyn KernelCodegen>,
    compiled: StepCode,
) -> Result<Kernel, String> {
    let e = |k: fresnel_kernels::KernelError| k.to_string();
    let StepCode {
        kernel: compiled,
        prologue,
        epilogue,
    } = compiled;
    Ok(match &step.kind {
        StepKind::Elementwise(prog) => match compiled {
            Some(kernel) => Kernel::Compiled(kernel),
            None => Kernel::Elementwise(ElementwisePlan::new(prog).map_err(e)?),
        },
        StepKind::Fft(fused) if fused.prologue.is_none() && fused.epilogue.is_none() => {
            Kernel::Fft(FftPlan::new(&fused.fft).map_err(e)?)
        }
        StepKind::Fft(fused) => Kernel::FusedFft(
            FusedFftPlan::new(fused)
                .map_err(e)?
                .with_compiled_hooks(prologue, epilogue),
        ),
        StepKind::Reduce(desc) => match compiled {
            Some(kernel) => Kernel::Compiled(kernel),
            None => Kernel::Reduce(ReducePlan::new(desc).map_err(e)?),
        },
        StepKind::Dot(desc) => Kernel::Dot(DotPlan::new(desc).map_err(e)?),
        StepKind::Copy(desc) => Kernel::Copy(CopyPlan::new(desc).map_err(e)?),
        StepKind::DynamicSlice(desc) => Kernel::DynamicSlice(desc.clone()),
        StepKind::Gather(desc) => Kernel::Gather(desc.clone()),
        StepKind::Scatter(desc) => Kernel::Scatter(desc.clone()),
        StepKind::ReduceWindow(desc) => Kernel::ReduceWindow(desc.clone()),
        StepKind::SelectAndScatter(desc) => Kernel::SelectAndScatter(desc.clone()),
        StepKind::Conv(desc) => Kernel::Conv(desc.clone()),
        StepKind::Sort(desc) => Kernel::Sort(desc.clone()),
        StepKind::TopK(desc) => Kernel::TopK(desc.clone()),
        StepKind::Interp(_) => Kernel::Interp,
        // `CpuProgram::new` checked the nested programs against the step's buffers.
        StepKind::While(_) | StepKind::Case(_) | StepKind::Call(_) => {
            Kernel::Control(Box::new(Control::new(&step.kind, codegen)?))
        }
    })
}
