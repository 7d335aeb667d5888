//! The PJRT backend: the simplified, unfused module printed as StableHLO and handed to an
//! XLA PJRT plugin (`fresnel_runtime::pjrt`), on one device or split over several with
//! SPMD partitioning.
//!
//! Splitting: argument `i` listed in [`PjrtOptions::shards`] as `(i, axis)` is annotated
//! `mhlo.sharding = "{devices=[1,..,N,..,1]0,1,..,N-1}"` (N along `axis`) and uploaded as N
//! slices; other arguments are `{replicated}`. Results are `{replicated}`: XLA gathers them,
//! so the first device holds each result whole.

use crate::pipeline::{run_pipeline, SIMPLIFY};
use fresnel_ir::{print::print_module, Diagnostic, Module, Shardings};
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
}

impl PjrtOptions {
    pub fn plugin_path(&self) -> PathBuf {
        self.plugin.clone().unwrap_or_else(default_plugin_path)
    }
}

/// Compiles `m`'s entry with the PJRT plugin `opts` names.
pub fn compile_pjrt(m: &Module, opts: &PjrtOptions) -> Result<PjrtExecutable, Diagnostic> {
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
    let layout = layout(&types, opts).map_err(|e| Diagnostic::new(e).in_func("main"))?;
    f.shardings = shardings(&types, f.result_types.len(), &layout);
    let signature = Signature {
        name: "main".into(),
        inputs: types,
        outputs: f.result_types.clone(),
    };
    Ok((print_module(&m), signature, layout))
}

/// Checks `opts.shards` against the argument types and the device count.
fn layout(types: &[fresnel_ir::TensorType], opts: &PjrtOptions) -> Result<Layout, String> {
    let devices = opts.devices.max(1);
    let mut layout = Layout {
        partitions: devices,
        split: vec![None; types.len()],
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
    Ok(layout)
}

/// XLA sharding strings for the layout; none at all on one device.
fn shardings(types: &[fresnel_ir::TensorType], results: usize, layout: &Layout) -> Shardings {
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
    Shardings {
        args: types
            .iter()
            .zip(&layout.split)
            .map(|(t, s)| {
                Some(match s {
                    Some(axis) => tiled(t.shape.len(), *axis),
                    None => "{replicated}".into(),
                })
            })
            .collect(),
        results: vec![Some("{replicated}".into()); results],
    }
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
            };
            pjrt_program(&m, &o).unwrap_err().to_string()
        };
        assert!(bad(vec![(0, 1)], 3).contains("not a multiple of the 3 devices"));
        assert!(bad(vec![(2, 0)], 2).contains("has 2 argument(s)"));
        assert!(bad(vec![(1, 1)], 2).contains("has no axis 1"));
        assert!(bad(vec![(0, 0), (0, 1)], 2).contains("split twice"));
        assert!(bad(vec![(0, 0)], 1).contains("needs more than one device"));
    }
}
