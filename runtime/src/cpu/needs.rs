//! What each kernel needs of its step's buffers — how many, of which dtype, how long —
//! described once per step kind and checked in one loop by [`check_step`]. `CpuProgram::new`
//! runs it on every program, whatever will execute it: the CPU executor, a saved artifact
//! being loaded, the CUDA backend (whose kernels index their buffers with no checks of their
//! own, so a buffer shorter than its kernel's description would be read past on a GPU).

use super::program::{Buffer, Step, StepKind};
use fresnel_ir::DType;

/// The dtype a buffer must have.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Is(DType),
    /// Any integer type (dynamic-slice start indices).
    AnyInt,
}

/// The length a buffer must have.
#[derive(Clone, Copy, Debug)]
enum Len {
    Is(usize),
    /// At least this many elements (inputs read through index maps).
    AtLeast(usize),
    Any,
}

/// What a kernel needs of one buffer, and how messages name it.
struct Need {
    what: String,
    kind: Kind,
    len: Len,
}

fn need(what: impl Into<String>, dtype: DType, len: usize) -> Need {
    Need {
        what: what.into(),
        kind: Kind::Is(dtype),
        len: Len::Is(len),
    }
}

/// The inputs of an elementwise program from its `skip`-th on, read through their index
/// maps: each buffer must hold at least what its map reaches.
fn mapped(what: &str, p: &fresnel_kernels::ElementwiseProgram, skip: usize) -> Vec<Need> {
    p.inputs
        .iter()
        .enumerate()
        .skip(skip)
        .map(|(k, m)| Need {
            what: format!("{what} {k}"),
            kind: Kind::Is(m.dtype),
            len: Len::AtLeast(p.required_len(k).unwrap_or(usize::MAX)),
        })
        .collect()
}

/// The element count of a row-major shape.
fn n(shape: &[usize]) -> usize {
    shape.iter().product()
}

/// The needs of a step's inputs and outputs; `None` for a control-flow step, whose nested
/// programs `CpuProgram::new` checks against the step's buffers itself.
fn needs(step: &Step) -> Result<Option<(Vec<Need>, Vec<Need>)>, String> {
    let e = |k: fresnel_kernels::KernelError| k.to_string();
    let numbered = |what: &str, types: &[(DType, usize)]| -> Vec<Need> {
        types
            .iter()
            .enumerate()
            .map(|(k, &(t, len))| need(format!("{what} {k}"), t, len))
            .collect()
    };
    Ok(Some(match &step.kind {
        StepKind::Elementwise(prog) => {
            let types = prog.validate().map_err(e)?;
            let ins = mapped("input", prog, 0);
            let outs: Vec<(DType, usize)> = prog
                .outputs
                .iter()
                .map(|&r| (types[r as usize], prog.num_elements()))
                .collect();
            (ins, numbered("output", &outs))
        }
        StepKind::Fft(fused) if fused.prologue.is_none() && fused.epilogue.is_none() => {
            let desc = &fused.fft;
            fresnel_kernels::FftPlan::new(desc).map_err(e)?;
            let (i, o) = (desc.input_type(), desc.output_type());
            (
                vec![need("input", i.dtype, i.num_elements())],
                vec![need("output", o.dtype, o.num_elements())],
            )
        }
        StepKind::Fft(fused) => {
            let plan = fresnel_kernels::FusedFftPlan::new(fused).map_err(e)?;
            // The prologue's inputs (or the transform's own), then the epilogue's after its
            // first (the transformed values).
            let mut ins = match &fused.prologue {
                Some(p) => mapped("input", p, 0),
                None => {
                    let t = fused.fft.input_type();
                    vec![need("input 0", t.dtype, t.num_elements())]
                }
            };
            if let Some(ep) = &fused.epilogue {
                let first = ins.len();
                ins.extend(
                    mapped("input", ep, 1)
                        .into_iter()
                        .enumerate()
                        .map(|(k, mut nd)| {
                            nd.what = format!("input {}", first + k);
                            nd
                        }),
                );
            }
            let outs: Vec<(DType, usize)> = plan
                .output_types()
                .iter()
                .map(|t| (t.dtype, t.num_elements()))
                .collect();
            (ins, numbered("output", &outs))
        }
        StepKind::Reduce(desc) => {
            fresnel_kernels::ReducePlan::new(desc).map_err(e)?;
            let ins = mapped("input", &desc.prologue, 0);
            let out = n(&desc.output_shape());
            (ins, vec![need("output", desc.init.dtype(), out)])
        }
        StepKind::Dot(desc) => {
            fresnel_kernels::DotPlan::new(desc).map_err(e)?;
            let t = desc.dtype;
            (
                vec![
                    need("lhs", t, n(&desc.lhs_shape)),
                    need("rhs", t, n(&desc.rhs_shape)),
                ],
                vec![need("output", t, n(&desc.output_shape()))],
            )
        }
        StepKind::Copy(desc) => {
            fresnel_kernels::CopyPlan::new(desc).map_err(e)?;
            let ins = (0..desc.num_inputs)
                .map(|k| Need {
                    what: format!("input {k}"),
                    kind: Kind::Is(desc.dtype),
                    len: Len::Any,
                })
                .collect();
            (ins, vec![need("output", desc.dtype, n(&desc.shape))])
        }
        StepKind::DynamicSlice(desc) => {
            desc.validate().map_err(e)?;
            let mut ins = vec![need("operand", desc.dtype, n(&desc.operand))];
            if desc.update {
                ins.push(need("update", desc.dtype, n(&desc.window)));
            }
            let indices = desc.num_inputs() - desc.num_data_inputs();
            ins.extend((0..indices).map(|d| Need {
                what: format!("index {d}"),
                kind: Kind::AnyInt,
                len: Len::Is(1),
            }));
            let out = n(desc.output_shape());
            (ins, vec![need("output", desc.dtype, out)])
        }
        StepKind::Gather(desc) => {
            desc.validate().map_err(e)?;
            let out = desc.output_shape().map_err(e)?;
            (
                vec![
                    need("operand", desc.dtype, n(&desc.operand)),
                    need("indices", desc.index_dtype, n(&desc.indices)),
                ],
                vec![need("output", desc.dtype, n(&out))],
            )
        }
        StepKind::Scatter(desc) => {
            desc.validate().map_err(e)?;
            let input = n(&desc.input);
            (
                vec![
                    need("input", desc.dtype, input),
                    need("indices", desc.index_dtype, n(&desc.indices)),
                    need("updates", desc.dtype, n(&desc.updates)),
                ],
                vec![need("output", desc.dtype, input)],
            )
        }
        StepKind::ReduceWindow(desc) => {
            desc.validate().map_err(e)?;
            let out = n(&desc.output_shape().map_err(e)?);
            (
                vec![
                    need("operand", desc.dtype, n(&desc.shape)),
                    need("init", desc.dtype, 1),
                ],
                vec![need("output", desc.dtype, out)],
            )
        }
        StepKind::SelectAndScatter(desc) => {
            desc.validate().map_err(e)?;
            let len = n(&desc.shape);
            let windows = n(&desc.grid().map_err(e)?);
            (
                vec![
                    need("operand", desc.dtype, len),
                    need("source", desc.dtype, windows),
                    need("init", desc.dtype, 1),
                ],
                vec![need("output", desc.dtype, len)],
            )
        }
        StepKind::Conv(desc) => {
            desc.validate().map_err(e)?;
            let (t, out) = (desc.dtype, n(&desc.output_shape().map_err(e)?));
            (
                vec![
                    need("lhs", t, n(&desc.lhs_shape)),
                    need("rhs", t, n(&desc.rhs_shape)),
                ],
                vec![need("output", t, out)],
            )
        }
        StepKind::Sort(desc) => {
            desc.validate().map_err(e)?;
            let len = n(&desc.shape);
            let types: Vec<(DType, usize)> = desc.dtypes.iter().map(|&t| (t, len)).collect();
            (numbered("input", &types), numbered("output", &types))
        }
        StepKind::TopK(desc) => {
            desc.validate().map_err(e)?;
            let out = n(&desc.output_shape());
            (
                vec![need("operand", desc.dtype, n(&desc.shape))],
                vec![
                    need("values", desc.dtype, out),
                    need("indices", DType::I32, out),
                ],
            )
        }
        StepKind::Interp(snippet) => {
            let f = snippet
                .module
                .func(&snippet.entry)
                .ok_or_else(|| format!("the snippet has no function @{}", snippet.entry))?;
            let sized = |ts: &[fresnel_ir::TensorType]| -> Vec<(DType, usize)> {
                ts.iter().map(|t| (t.dtype, t.num_elements())).collect()
            };
            (
                numbered("input", &sized(&f.param_types())),
                numbered("output", &sized(&f.result_types)),
            )
        }
        StepKind::While(_) | StepKind::Case(_) | StepKind::Call(_) => return Ok(None),
    }))
}

/// Checks `step`'s buffers against what its kernel needs: their count, dtypes and lengths.
pub(crate) fn check_step(buffers: &[Buffer], step: &Step) -> Result<(), String> {
    let Some((ins, outs)) = needs(step)? else {
        return Ok(());
    };
    if step.inputs.len() != ins.len() || step.outputs.len() != outs.len() {
        return Err(format!(
            "has {} input(s) and {} output(s), expected {} and {}",
            step.inputs.len(),
            step.outputs.len(),
            ins.len(),
            outs.len()
        ));
    }
    let pairs = step
        .inputs
        .iter()
        .zip(&ins)
        .chain(step.outputs.iter().zip(&outs));
    for (&b, need) in pairs {
        let buf = buffers
            .get(b.index())
            .ok_or_else(|| format!("buffer {b} does not exist"))?;
        let kind_ok = match need.kind {
            Kind::Is(t) => buf.dtype == t,
            Kind::AnyInt => buf.dtype.is_int(),
        };
        let len_ok = match need.len {
            Len::Is(l) => buf.len == l,
            Len::AtLeast(l) => buf.len >= l,
            Len::Any => true,
        };
        if !(kind_ok && len_ok) {
            let kind = match need.kind {
                Kind::Is(t) => t.to_string(),
                Kind::AnyInt => "an integer".to_string(),
            };
            let len = match need.len {
                Len::Is(l) => format!(" x{l}"),
                Len::AtLeast(l) => format!(" x at least {l}"),
                Len::Any => String::new(),
            };
            return Err(format!(
                "{} {b} is {} x{}, the kernel needs {kind}{len}",
                need.what, buf.dtype, buf.len
            ));
        }
    }
    Ok(())
}
