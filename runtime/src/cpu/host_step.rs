//! One step of a CPU program run on its own, on owned input buffers: how other executors (the
//! CUDA backend's host fallbacks) run a step they have no device code for.

use super::exec::{run_kernel, run_snippet};
use super::kernel::{plan_kernel, Kernel};
use super::memory::{prefix, prefix_mut, try_alloc};
use super::program::{CpuProgram, Step, StepKind};
use fresnel_ir::Data;
use fresnel_kernels::{BufMut, BufRef};

/// A step with its CPU kernel planned.
#[derive(Debug)]
pub struct HostStep {
    kernel: Kernel,
}

impl HostStep {
    /// Plans `step` (a step of a `CpuProgram`, whose buffers `CpuProgram::new` has checked).
    pub fn new(step: &Step) -> Result<HostStep, String> {
        Ok(HostStep {
            kernel: plan_kernel(step, None, Default::default())?,
        })
    }

    /// Runs the step on `inputs` (one per step input, of the buffers' dtypes and lengths) and
    /// returns its outputs.
    pub fn run(
        &self,
        program: &CpuProgram,
        step: &Step,
        inputs: &[Data],
    ) -> Result<Vec<Data>, String> {
        if let (Kernel::Interp, StepKind::Interp(snippet)) = (&self.kernel, &step.kind) {
            return run_snippet(snippet, inputs);
        }
        let mut outs: Vec<Data> = step
            .outputs
            .iter()
            .map(|b| {
                let buf = &program.buffers[b.index()];
                try_alloc(buf.dtype, buf.len)
            })
            .collect::<Result<_, _>>()?;
        let ins: Vec<BufRef<'_>> = inputs
            .iter()
            .map(|d| prefix(d, d.len()).ok_or_else(|| "internal: an empty view".to_string()))
            .collect::<Result<_, _>>()?;
        let mut views: Vec<BufMut<'_>> = outs
            .iter_mut()
            .map(|d| {
                let n = d.len();
                prefix_mut(d, n).ok_or_else(|| "internal: an empty view".to_string())
            })
            .collect::<Result<_, _>>()?;
        if let Kernel::Control(control) = &self.kernel {
            drop(views);
            control.run(&ins, &mut outs)?;
            return Ok(outs);
        }
        run_kernel(&self.kernel, &ins, &mut views)?;
        drop(views);
        Ok(outs)
    }
}
