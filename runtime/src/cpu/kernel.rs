//! Planning each step's kernel once, with the checks that its buffers fit it.

use super::control::Control;
use super::program::{BufId, CpuProgram, Step, StepKind};
use fresnel_ir::DType;
use fresnel_kernels::{
    ConvDesc, CopyPlan, DotPlan, DynamicSliceDesc, ElementwisePlan, FftPlan, FusedFftPlan,
    GatherDesc, ReducePlan, ReduceWindowDesc, ScatterDesc, SelectScatterDesc, SortDesc, TopKDesc,
};

/// The planned kernel of one step (one per step, so variant sizes do not matter).
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub(super) enum Kernel {
    Elementwise(ElementwisePlan),
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

/// The element count of a row-major shape.
fn n(shape: &[usize]) -> usize {
    shape.iter().product()
}

/// Checks a buffer's dtype and length against what a kernel needs (`at_least`: the length is a
/// lower bound, for inputs read through index maps).
fn expect_buf(
    p: &CpuProgram,
    b: BufId,
    dtype: DType,
    len: usize,
    at_least: bool,
    what: &str,
) -> Result<(), String> {
    let buf = &p.buffers[b.index()];
    let len_ok = if at_least {
        buf.len >= len
    } else {
        buf.len == len
    };
    if buf.dtype != dtype || !len_ok {
        let need = if at_least { "at least " } else { "" };
        return Err(format!(
            "{what} {b} is {} x{}, the kernel needs {dtype} x{need}{len}",
            buf.dtype, buf.len
        ));
    }
    Ok(())
}

fn expect_arity(step: &Step, inputs: Option<usize>, outputs: usize) -> Result<(), String> {
    let ins_ok = inputs.is_none_or(|n| step.inputs.len() == n);
    if !ins_ok || step.outputs.len() != outputs {
        return Err(format!(
            "has {} input(s) and {} output(s), expected {} and {outputs}",
            step.inputs.len(),
            step.outputs.len(),
            inputs.map_or("any".to_string(), |n| n.to_string())
        ));
    }
    Ok(())
}

pub(super) fn plan_kernel(p: &CpuProgram, step: &Step) -> Result<Kernel, String> {
    let e = |k: fresnel_kernels::KernelError| k.to_string();
    Ok(match &step.kind {
        StepKind::Elementwise(prog) => {
            let plan = ElementwisePlan::new(prog).map_err(e)?;
            expect_arity(step, Some(prog.inputs.len()), prog.outputs.len())?;
            for (k, (&b, m)) in step.inputs.iter().zip(&prog.inputs).enumerate() {
                let need = m.required_len(&prog.shape).unwrap_or(usize::MAX);
                expect_buf(p, b, m.dtype, need, true, &format!("input {k}"))?;
            }
            for (k, (&b, &t)) in step.outputs.iter().zip(plan.output_types()).enumerate() {
                expect_buf(p, b, t, prog.num_elements(), false, &format!("output {k}"))?;
            }
            Kernel::Elementwise(plan)
        }
        StepKind::Fft(fused) if fused.prologue.is_none() && fused.epilogue.is_none() => {
            let desc = &fused.fft;
            expect_arity(step, Some(1), 1)?;
            let (i, o) = (desc.input_type(), desc.output_type());
            expect_buf(p, step.inputs[0], i.dtype, i.num_elements(), false, "input")?;
            expect_buf(
                p,
                step.outputs[0],
                o.dtype,
                o.num_elements(),
                false,
                "output",
            )?;
            Kernel::Fft(FftPlan::new(desc).map_err(e)?)
        }
        StepKind::Fft(fused) => {
            let plan = FusedFftPlan::new(fused).map_err(e)?;
            let types = plan.output_types();
            expect_arity(step, Some(plan.num_inputs()), types.len())?;
            for (k, (&b, t)) in step.outputs.iter().zip(&types).enumerate() {
                expect_buf(
                    p,
                    b,
                    t.dtype,
                    t.num_elements(),
                    false,
                    &format!("output {k}"),
                )?;
            }
            Kernel::FusedFft(plan)
        }
        StepKind::Reduce(desc) => {
            let plan = ReducePlan::new(desc).map_err(e)?;
            expect_arity(step, Some(desc.prologue.inputs.len()), 1)?;
            for (k, (&b, m)) in step.inputs.iter().zip(&desc.prologue.inputs).enumerate() {
                let need = m.required_len(&desc.prologue.shape).unwrap_or(usize::MAX);
                expect_buf(p, b, m.dtype, need, true, &format!("input {k}"))?;
            }
            let out = n(&desc.output_shape());
            expect_buf(p, step.outputs[0], desc.init.dtype(), out, false, "output")?;
            Kernel::Reduce(plan)
        }
        StepKind::Dot(desc) => {
            let plan = DotPlan::new(desc).map_err(e)?;
            expect_arity(step, Some(2), 1)?;
            expect_buf(
                p,
                step.inputs[0],
                desc.dtype,
                n(&desc.lhs_shape),
                false,
                "lhs",
            )?;
            expect_buf(
                p,
                step.inputs[1],
                desc.dtype,
                n(&desc.rhs_shape),
                false,
                "rhs",
            )?;
            expect_buf(
                p,
                step.outputs[0],
                desc.dtype,
                n(&desc.output_shape()),
                false,
                "output",
            )?;
            Kernel::Dot(plan)
        }
        StepKind::Copy(desc) => {
            let plan = CopyPlan::new(desc).map_err(e)?;
            expect_arity(step, Some(desc.num_inputs), 1)?;
            for &b in &step.inputs {
                let buf = &p.buffers[b.index()];
                if buf.dtype != desc.dtype {
                    return Err(format!(
                        "input {b} is {}, the copy moves {}",
                        buf.dtype, desc.dtype
                    ));
                }
            }
            expect_buf(
                p,
                step.outputs[0],
                desc.dtype,
                n(&desc.shape),
                false,
                "output",
            )?;
            Kernel::Copy(plan)
        }
        StepKind::DynamicSlice(desc) => {
            desc.validate().map_err(e)?;
            expect_arity(step, Some(desc.num_inputs()), 1)?;
            let k = desc.num_data_inputs();
            expect_buf(
                p,
                step.inputs[0],
                desc.dtype,
                n(&desc.operand),
                false,
                "operand",
            )?;
            if desc.update {
                expect_buf(
                    p,
                    step.inputs[1],
                    desc.dtype,
                    n(&desc.window),
                    false,
                    "update",
                )?;
            }
            for (d, &b) in step.inputs[k..].iter().enumerate() {
                let buf = &p.buffers[b.index()];
                if !buf.dtype.is_int() || buf.len != 1 {
                    return Err(format!(
                        "index {d} ({b}) is {} x{}, not an integer scalar",
                        buf.dtype, buf.len
                    ));
                }
            }
            let out = n(desc.output_shape());
            expect_buf(p, step.outputs[0], desc.dtype, out, false, "output")?;
            Kernel::DynamicSlice(desc.clone())
        }
        StepKind::Gather(desc) => {
            desc.validate().map_err(e)?;
            expect_arity(step, Some(2), 1)?;
            let out = desc.output_shape().map_err(e)?;
            expect_buf(
                p,
                step.inputs[0],
                desc.dtype,
                n(&desc.operand),
                false,
                "operand",
            )?;
            let idx = n(&desc.indices);
            expect_buf(p, step.inputs[1], desc.index_dtype, idx, false, "indices")?;
            expect_buf(p, step.outputs[0], desc.dtype, n(&out), false, "output")?;
            Kernel::Gather(desc.clone())
        }
        StepKind::Scatter(desc) => {
            desc.validate().map_err(e)?;
            expect_arity(step, Some(3), 1)?;
            let input = n(&desc.input);
            expect_buf(p, step.inputs[0], desc.dtype, input, false, "input")?;
            let idx = n(&desc.indices);
            expect_buf(p, step.inputs[1], desc.index_dtype, idx, false, "indices")?;
            let upd = n(&desc.updates);
            expect_buf(p, step.inputs[2], desc.dtype, upd, false, "updates")?;
            expect_buf(p, step.outputs[0], desc.dtype, input, false, "output")?;
            Kernel::Scatter(desc.clone())
        }
        StepKind::ReduceWindow(desc) => {
            desc.validate().map_err(e)?;
            expect_arity(step, Some(2), 1)?;
            expect_buf(
                p,
                step.inputs[0],
                desc.dtype,
                n(&desc.shape),
                false,
                "operand",
            )?;
            expect_buf(p, step.inputs[1], desc.dtype, 1, false, "init")?;
            let out = n(&desc.output_shape().map_err(e)?);
            expect_buf(p, step.outputs[0], desc.dtype, out, false, "output")?;
            Kernel::ReduceWindow(desc.clone())
        }
        StepKind::SelectAndScatter(desc) => {
            desc.validate().map_err(e)?;
            expect_arity(step, Some(3), 1)?;
            let len = n(&desc.shape);
            expect_buf(p, step.inputs[0], desc.dtype, len, false, "operand")?;
            let windows = n(&desc.grid().map_err(e)?);
            expect_buf(p, step.inputs[1], desc.dtype, windows, false, "source")?;
            expect_buf(p, step.inputs[2], desc.dtype, 1, false, "init")?;
            expect_buf(p, step.outputs[0], desc.dtype, len, false, "output")?;
            Kernel::SelectAndScatter(desc.clone())
        }
        StepKind::Conv(desc) => {
            desc.validate().map_err(e)?;
            expect_arity(step, Some(2), 1)?;
            let (t, out) = (desc.dtype, n(&desc.output_shape().map_err(e)?));
            expect_buf(p, step.inputs[0], t, n(&desc.lhs_shape), false, "lhs")?;
            expect_buf(p, step.inputs[1], t, n(&desc.rhs_shape), false, "rhs")?;
            expect_buf(p, step.outputs[0], t, out, false, "output")?;
            Kernel::Conv(desc.clone())
        }
        StepKind::Sort(desc) => {
            desc.validate().map_err(e)?;
            let k = desc.dtypes.len();
            expect_arity(step, Some(k), k)?;
            let len = n(&desc.shape);
            for (j, &t) in desc.dtypes.iter().enumerate() {
                expect_buf(p, step.inputs[j], t, len, false, &format!("input {j}"))?;
                expect_buf(p, step.outputs[j], t, len, false, &format!("output {j}"))?;
            }
            Kernel::Sort(desc.clone())
        }
        StepKind::TopK(desc) => {
            desc.validate().map_err(e)?;
            expect_arity(step, Some(1), 2)?;
            expect_buf(
                p,
                step.inputs[0],
                desc.dtype,
                n(&desc.shape),
                false,
                "operand",
            )?;
            let out = n(&desc.output_shape());
            expect_buf(p, step.outputs[0], desc.dtype, out, false, "values")?;
            expect_buf(p, step.outputs[1], DType::I32, out, false, "indices")?;
            Kernel::TopK(desc.clone())
        }
        StepKind::Interp(snippet) => {
            let f = snippet
                .module
                .func(&snippet.entry)
                .ok_or_else(|| format!("the snippet has no function @{}", snippet.entry))?;
            let params = f.param_types();
            expect_arity(step, Some(params.len()), f.result_types.len())?;
            for (k, (&b, t)) in step.inputs.iter().zip(&params).enumerate() {
                expect_buf(
                    p,
                    b,
                    t.dtype,
                    t.num_elements(),
                    false,
                    &format!("input {k}"),
                )?;
            }
            for (k, (&b, t)) in step.outputs.iter().zip(&f.result_types).enumerate() {
                expect_buf(
                    p,
                    b,
                    t.dtype,
                    t.num_elements(),
                    false,
                    &format!("output {k}"),
                )?;
            }
            Kernel::Interp
        }
        // `CpuProgram::new` checked the nested programs against the step's buffers.
        StepKind::While(_) | StepKind::Case(_) | StepKind::Call(_) => {
            Kernel::Control(Box::new(Control::new(&step.kind)?))
        }
    })
}
