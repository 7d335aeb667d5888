//! The PJRT backend: the simplified, unfused module printed as StableHLO and handed to an
//! XLA PJRT plugin (`fresnel_runtime::pjrt`), on one device or split over several with
//! SPMD partitioning.
//!
//! Splitting: argument `i` listed in [`PjrtOptions::shards`] as `(i, axis)` is annotated
//! `mhlo.sharding = "{devices=[1,..,N,..,1]0,1,..,N-1}"` (N along `axis`) and uploaded as N
//! slices; other arguments are `{replicated}`. Results split by
//! [`PjrtOptions::shard_results`] get the same annotation (as JAX's `out_shardings` print):
//! each device keeps its slice and the host assembles them, where a `{replicated}` result is
//! gathered by XLA onto every device and read whole from the first.

use crate::pipeline::{run_pipeline, SIMPLIFY};
use fresnel_ir::{print::print_module, Diagnostic, Module, Shardings, TensorType};
use fresnel_runtime::cpu::Signature;
pub use fresnel_runtime::pjrt::{default_plugin_path, Layout, PjrtExecutable, PLUGIN_VAR};
use std::path::PathBuf;

/// Where and how a program runs on PJRT.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PjrtOptions {
    /// The plugin library; `None`: `$FRESNEL_PJRT_PLUGIN`, else the CPU plugin that
    /// `scripts/setup-pjrt.sh` installs into `target/pjrt-deps`.
    pub plugin: Option<PathBuf>,
    /// Devices to run on (SPMD partitions); 0 and 1 both mean one.
    pub devices: usize,
    /// `(argument, axis)`: split that argument of `@main` along that axis over the devices.
    pub shards: Vec<(usize, usize)>,
    /// Which results stay split over the devices (default: [`ResultShards::auto`]).
    pub shard_results: ResultShards,
}

/// Which results of `@main` stay split over the devices, each device's slice copied to the
/// host and the slices assembled there, instead of gathered whole onto every device (what
/// `{replicated}` asks of XLA: an all-gather, and N copies of the result).
///
/// The default is [`ResultShards::auto`]: the results are the same host arrays either way,
/// and a split result never moves more data than a replicated one (a slice where XLA has
/// the value whole, a re-split where it has it split along another axis, in place of an
/// all-gather onto every device), while for a gradient w.r.t. a split field it is the
/// difference between holding the field's size once over the devices and once per device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultShards {
    /// Split every result whose shape is a split argument's shape along that argument's
    /// axis (the first such argument): the gradient w.r.t. a split argument, an updated
    /// state. Results not covered stay replicated.
    pub auto: bool,
    /// `(result, axis)`: split that result along that axis (before `auto`).
    pub split: Vec<(usize, usize)>,
}

impl ResultShards {
    /// Results shaped like a split argument are split like it; the others replicated.
    pub fn auto() -> ResultShards {
        ResultShards {
            auto: true,
            split: Vec::new(),
        }
    }

    /// Every result gathered whole onto every device (`--shard-result none`).
    pub fn replicated() -> ResultShards {
        ResultShards {
            auto: false,
            split: Vec::new(),
        }
    }

    /// Exactly these `(result, axis)`; the others replicated.
    pub fn only(split: Vec<(usize, usize)>) -> ResultShards {
        ResultShards { auto: false, split }
    }
}

impl Default for ResultShards {
    fn default() -> ResultShards {
        ResultShards::auto()
    }
}

impl PjrtOptions {
    pub fn plugin_path(&self) -> PathBuf {
        self.plugin.clone().unwrap_or_else(default_plugin_path)
    }
}

/// Compiles `m`'s entry with the PJRT plugin `opts` names.
pub fn compile_pjrt(m: &Module, opts: &PjrtOptions) -> Result<PjrtExecutable, Diagnostic> {
    refuse_small_types(m)?;
    let (text, signature, layout) = pjrt_program(m, opts)?;
    PjrtExecutable::compile(&opts.plugin_path(), &text, signature, layout)
}

/// The StableHLO text handed to the plugin (simplified, unfused, `@main` annotated with the
/// shardings of `opts`), `@main`'s signature and how arguments are laid over the devices.
pub fn pjrt_program(
    m: &Module,
    opts: &PjrtOptions,
) -> Result<(String, Signature, Layout), Diagnostic> {
    let mut m = m.clone();
    run_pipeline(&mut m, SIMPLIFY, &mut |_, _| {})?;
    let entry = match m.funcs.iter().position(|f| f.name == "main") {
        Some(i) => i,
        None if m.funcs.len() == 1 => 0,
        None => {
            return Err(Diagnostic::new(
                "the module has no @main function (and not exactly one function)",
            ))
        }
    };
    // XLA takes `@main` as the entry; the module header's partition count would contradict
    // the compile options, so the module is printed without it.
    m.name = None;
    let f = &mut m.funcs[entry];
    f.name = "main".into();
    f.public = true;
    let types = f.param_types();
    let layout =
        layout(&types, &f.result_types, opts).map_err(|e| Diagnostic::new(e).in_func("main"))?;
    f.shardings = shardings(&types, &f.result_types, &layout);
    let signature = Signature {
        name: "main".into(),
        inputs: types,
        outputs: f.result_types.clone(),
    };
    Ok((print_module(&m), signature, layout))
}

/// Checks `opts.shards` and `opts.shard_results` against `@main`'s argument and result
/// types and the device count.
fn layout(
    types: &[TensorType],
    results: &[TensorType],
    opts: &PjrtOptions,
) -> Result<Layout, String> {
    let devices = opts.devices.max(1);
    let mut layout = Layout {
        partitions: devices,
        split: vec![None; types.len()],
        results: vec![None; results.len()],
    };
    if devices == 1 && !opts.shards.is_empty() {
        return Err(
            "splitting an argument (--shard) needs more than one device (--devices N)".into(),
        );
    }
    for &(arg, axis) in &opts.shards {
        let ty = types.get(arg).ok_or_else(|| {
            format!(
                "--shard {arg}={axis}: @main has {} argument(s), numbered from 0",
                types.len()
            )
        })?;
        let extent = *ty.shape.get(axis).ok_or_else(|| {
            format!("--shard {arg}={axis}: argument {arg} ({ty}) has no axis {axis}")
        })?;
        if extent % devices != 0 {
            return Err(format!(
                "--shard {arg}={axis}: axis {axis} of argument {arg} ({ty}) has length \
                 {extent}, not a multiple of the {devices} devices"
            ));
        }
        if layout.split[arg].replace(axis).is_some() {
            return Err(format!("--shard: argument {arg} is split twice"));
        }
    }
    let wanted = &opts.shard_results;
    if devices == 1 && !wanted.split.is_empty() {
        return Err(
            "splitting a result (--shard-result) needs more than one device (--devices N)".into(),
        );
    }
    for &(k, axis) in &wanted.split {
        let ty = results.get(k).ok_or_else(|| {
            format!(
                "--shard-result {k}={axis}: @main returns {} result(s), numbered from 0",
                results.len()
            )
        })?;
        let extent = *ty.shape.get(axis).ok_or_else(|| {
            format!("--shard-result {k}={axis}: result {k} ({ty}) has no axis {axis}")
        })?;
        if extent % devices != 0 {
            return Err(format!(
                "--shard-result {k}={axis}: axis {axis} of result {k} ({ty}) has length \
                 {extent}, not a multiple of the {devices} devices"
            ));
        }
        if layout.results[k].replace(axis).is_some() {
            return Err(format!("--shard-result: result {k} is split twice"));
        }
    }
    if wanted.auto && devices > 1 {
        // A split argument's shape divides evenly along its axis (checked above).
        for (k, ty) in results.iter().enumerate() {
            if layout.results[k].is_none() {
                layout.results[k] = types
                    .iter()
                    .zip(&layout.split)
                    .find_map(|(t, s)| s.filter(|_| t.shape == ty.shape));
            }
        }
    }
    Ok(layout)
}

/// XLA sharding strings for the layout; none at all on one device.
fn shardings(types: &[TensorType], results: &[TensorType], layout: &Layout) -> Shardings {
    let n = layout.partitions;
    if n <= 1 {
        return Shardings::default();
    }
    let ids: Vec<String> = (0..n).map(|d| d.to_string()).collect();
    let tiled = |rank: usize, axis: usize| {
        let tiles: Vec<String> = (0..rank)
            .map(|a| if a == axis { n.to_string() } else { "1".into() })
            .collect();
        format!("{{devices=[{}]{}}}", tiles.join(","), ids.join(","))
    };
    let annotate = |ts: &[TensorType], split: &[Option<usize>]| {
        ts.iter()
            .zip(split)
            .map(|(t, s)| {
                Some(match s {
                    Some(axis) => tiled(t.shape.len(), *axis),
                    None => "{replicated}".into(),
                })
            })
            .collect()
    };
    Shardings {
        args: annotate(types, &layout.split),
        results: annotate(results, &layout.results),
    }
}

/// Refuses, with its location, the first value of an 8-, 6- or 4-bit float or a 2- or 4-bit
/// integer: their PJRT buffer types (and XLA's packing of the sub-byte ones) are not mapped.
fn refuse_small_types(m: &Module) -> Result<(), Diagnostic> {
    for f in &m.funcs {
        let small = f.values().find(|v| v.ty.dtype.is_small());
        let Some(v) = small else { continue };
        let loc = match v.def {
            fresnel_ir::ValueDef::OpResult { op, .. } => f.get_op(op).and_then(|o| o.loc),
            fresnel_ir::ValueDef::BlockArg { .. } => f.loc,
        };
        return Err(Diagnostic::new(format!(
            "in @{}: {} is not handed to PJRT plugins (the 8-, 6- and 4-bit floats and the 2- and \
             4-bit integers run on `--backend interp`, `cpu`, `cuda` and `cuda-sim`)",
            f.name, v.ty
        ))
        .at(loc));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use fresnel_ir::parse::parse_module;

    #[test]
    fn split_arguments_are_annotated_and_results_replicated() {
        let m = parse_module(
            "func.func @main(%x: tensor<8x4xf32>, %y: tensor<4xf32>) -> tensor<f32> {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%x init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}",
        )
        .expect("parses");
        let opts = PjrtOptions {
            plugin: None,
            devices: 4,
            shards: vec![(0, 0)],
            shard_results: ResultShards::default(),
        };
        let (text, sig, layout) = pjrt_program(&m, &opts).expect("annotates");
        assert!(
            text.contains(r#"tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]0,1,2,3}"}"#),
            "{text}"
        );
        assert!(
            text.contains(r#"tensor<4xf32> {mhlo.sharding = "{replicated}"}"#),
            "{text}"
        );
        assert!(
            text.contains(r#"-> (tensor<f32> {mhlo.sharding = "{replicated}"})"#),
            "{text}"
        );
        assert_eq!(layout.split, vec![Some(0), None]);
        assert_eq!(sig.inputs.len(), 2);
        // The text parses back with the shardings kept.
        let back = parse_module(&text).expect("parses back");
        assert_eq!(
            back.funcs[0].shardings.arg(0),
            Some("{devices=[4,1]0,1,2,3}")
        );

        let bad = |shards: Vec<(usize, usize)>, devices| {
            let o = PjrtOptions {
                plugin: None,
                devices,
                shards,
                shard_results: ResultShards::default(),
            };
            pjrt_program(&m, &o).unwrap_err().to_string()
        };
        assert!(bad(vec![(0, 1)], 3).contains("not a multiple of the 3 devices"));
        assert!(bad(vec![(2, 0)], 2).contains("has 2 argument(s)"));
        assert!(bad(vec![(1, 1)], 2).contains("has no axis 1"));
        assert!(bad(vec![(0, 0), (0, 1)], 2).contains("split twice"));
        assert!(bad(vec![(0, 0)], 1).contains("needs more than one device"));
    }

    /// A gradient-like program: results shaped like the split argument follow it under
    /// `auto`, named results take their own axis, the rest stay replicated.
    #[test]
    fn results_are_split_as_asked_and_bad_requests_are_errors() {
        let m = parse_module(
            "func.func @main(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>) -> (tensor<f32>, tensor<8x4xf32>, tensor<4x8xf32>) {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.multiply %x, %y : tensor<8x4xf32>
  %2 = stablehlo.reduce(%1 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
  %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  return %2, %1, %3 : tensor<f32>, tensor<8x4xf32>, tensor<4x8xf32>
}",
        )
        .expect("parses");
        let run = |devices, shards: Vec<(usize, usize)>, shard_results| {
            let o = PjrtOptions {
                plugin: None,
                devices,
                shards,
                shard_results,
            };
            pjrt_program(&m, &o).map_err(|d| d.to_string())
        };
        // auto: result 1 has the split argument's shape, so it is split like it (axis 1).
        let (text, _, layout) = run(4, vec![(0, 1)], ResultShards::auto()).expect("auto");
        assert_eq!(layout.results, vec![None, Some(1), None]);
        assert!(
            text.contains(
                r#"-> (tensor<f32> {mhlo.sharding = "{replicated}"}, tensor<8x4xf32> {mhlo.sharding = "{devices=[1,4]0,1,2,3}"}, tensor<4x8xf32> {mhlo.sharding = "{replicated}"})"#
            ),
            "{text}"
        );
        let back = parse_module(&text).expect("parses back");
        assert_eq!(
            back.funcs[0].shardings.result(1),
            Some("{devices=[1,4]0,1,2,3}")
        );
        // Named results take their axis (before auto); the others follow auto or replicate.
        let named = ResultShards {
            auto: true,
            split: vec![(1, 0), (2, 1)],
        };
        let (_, _, layout) = run(2, vec![(0, 1)], named).expect("named");
        assert_eq!(layout.results, vec![None, Some(0), Some(1)]);
        let (_, _, layout) = run(2, vec![(0, 1)], ResultShards::only(vec![(2, 0)])).expect("only");
        assert_eq!(layout.results, vec![None, None, Some(0)]);
        let (_, _, layout) = run(2, vec![(0, 1)], ResultShards::replicated()).expect("none");
        assert_eq!(layout.results, vec![None; 3]);
        // Auto on one device splits nothing and is no error.
        let (_, _, layout) = run(1, vec![], ResultShards::auto()).expect("one device");
        assert_eq!(layout.results, vec![None; 3]);

        let bad = |devices, split| run(devices, vec![], ResultShards::only(split));
        let e = bad(3, vec![(2, 0)]).unwrap_err();
        assert!(e.contains("--shard-result 2=0: axis 0 of result 2 (tensor<4x8xf32>) has length 4, not a multiple of the 3 devices"), "{e}");
        let e = bad(2, vec![(3, 0)]).unwrap_err();
        assert!(
            e.contains("@main returns 3 result(s), numbered from 0"),
            "{e}"
        );
        let e = bad(2, vec![(0, 0)]).unwrap_err();
        assert!(e.contains("result 0 (tensor<f32>) has no axis 0"), "{e}");
        let e = bad(2, vec![(1, 0), (1, 1)]).unwrap_err();
        assert!(e.contains("result 1 is split twice"), "{e}");
        let e = run(1, vec![], ResultShards::only(vec![(1, 0)])).unwrap_err();
        assert!(e.contains("needs more than one device"), "{e}");
    }
}
