//! Optical elements cost the field no kernels of their own: a thin lens and a circular
//! aperture in front of an angular-spectrum propagation fuse into the propagation's kernels
//! (the first FFT's prologue), so after the compile pipeline the field passes through no
//! more kernels than with `propagate` alone. The same chain simplified but not fused must
//! need more, which shows the count sees the difference.
//!
//! What is counted: the top-level ops of the compiled entry (each `fresnel.fusion` a kernel,
//! an unfused op a kernel of its own) that depend on the field argument. The compiled CPU
//! program's steps are printed too: the elements add two steps that do not touch the field
//! (`λ·f` for the lens, and the lens's `r²` and the aperture's transmission computed from
//! constants in a kernel with no operands), so the total step count is higher than
//! `propagate`'s (8 against 6 unpadded, 10 against 7 padded ×2).

use fresnel::backend::cpu_program;
use fresnel::optics::{circular_aperture, propagate, thin_lens, AsmConfig, Edge, Grid};
use fresnel::pipeline::{run_compile, run_pipeline, SIMPLIFY, WIDEN};
use fresnel::trace::trace;
use fresnel::{DType, Tensor, TensorType};
use fresnel_ir::Module;
use std::collections::HashSet;

const N: usize = 64;
const DX: f64 = 2.0;

fn types() -> Vec<TensorType> {
    vec![
        TensorType::new(DType::C64, vec![1, 1, 1, 1, N, N]), // field
        TensorType::scalar(DType::F32),                      // z
        TensorType::scalar(DType::F32),                      // λ
    ]
}

fn propagate_only(pad: usize) -> Module {
    let cfg = AsmConfig::new(DX).with_pad(pad);
    trace(
        |a: &[Tensor]| propagate(&a[0], &a[1], &a[2], &cfg),
        &types(),
    )
    .unwrap_or_else(|e| panic!("{e}"))
    .module
}

fn lens_aperture_propagate(pad: usize) -> Module {
    let cfg = AsmConfig::new(DX).with_pad(pad);
    let grid = Grid::square(N, DX);
    trace(
        |a: &[Tensor]| {
            let lensed = thin_lens(&a[0], &grid, 5000.0, &a[2]);
            let stopped = circular_aperture(&lensed, &grid, 40.0, 0.0, 0.0, Edge::Smooth);
            propagate(&stopped, &a[1], &a[2], &cfg)
        },
        &types(),
    )
    .unwrap_or_else(|e| panic!("{e}"))
    .module
}

/// The top-level ops of the entry that depend, directly or not, on argument 0 (the field).
fn field_kernels(m: &Module) -> usize {
    let f = m.entry().unwrap_or_else(|| panic!("no entry"));
    let body = f.block(f.body);
    let mut depends: HashSet<_> = body.args.first().copied().into_iter().collect();
    let mut count = 0;
    for &op in &body.ops {
        let data = f.op(op);
        if data.operands.iter().any(|v| depends.contains(v)) {
            depends.extend(data.results.iter().copied());
            count += 1;
        }
    }
    count
}

/// The field's kernels after the compile pipeline (fusion included).
fn fused(m: &Module) -> usize {
    let mut m = m.clone();
    run_compile(&mut m, &mut |_, _| {}).unwrap_or_else(|d| panic!("{d}"));
    field_kernels(&m)
}

/// The field's kernels after the pipeline without its fusion stage (WIDEN and SIMPLIFY).
fn unfused(m: &Module) -> usize {
    let mut m = m.clone();
    for stage in [WIDEN, SIMPLIFY] {
        run_pipeline(&mut m, stage, &mut |_, _| {}).unwrap_or_else(|d| panic!("{d}"));
    }
    field_kernels(&m)
}

/// Steps of the compiled CPU program and their kinds.
fn cpu_steps(m: &Module) -> (usize, String) {
    let p = cpu_program(m).unwrap_or_else(|d| panic!("{d}"));
    (p.all_steps().len(), p.summary())
}

/// The chain passes the field through no more kernels than `propagate` alone.
fn check(pad: usize) {
    let (alone, chain) = (propagate_only(pad), lens_aperture_propagate(pad));
    let (k_alone, k_chain, k_unfused) = (fused(&alone), fused(&chain), unfused(&chain));
    let ((s_alone, kinds_alone), (s_chain, kinds_chain)) = (cpu_steps(&alone), cpu_steps(&chain));
    println!(
        "pad ×{pad}: kernels on the field: propagate {k_alone}, lens + aperture + propagate \
         {k_chain}, the same unfused {k_unfused}"
    );
    println!("pad ×{pad}: CPU steps: propagate {s_alone} ({kinds_alone})");
    println!("pad ×{pad}: CPU steps: lens + aperture + propagate {s_chain} ({kinds_chain})");
    assert!(
        k_chain <= k_alone,
        "pad ×{pad}: the field passes {k_chain} kernels behind a lens and an aperture, \
         {k_alone} with propagate alone: the elements were not fused"
    );
    assert!(
        k_unfused > k_alone,
        "pad ×{pad}: without fusion the chain should pass the field through more kernels \
         than propagate alone ({k_unfused} vs {k_alone}); the count cannot tell fused \
         from unfused"
    );
}

#[test]
fn lens_and_aperture_fuse_into_propagate() {
    check(1);
}

/// Padded ×2, the pad moves onto the field and the elements' product
/// (`passes::pads`), and the FFT's kernel reads both unpadded: the chain costs the field
/// nothing, and no copy step is left but the crop of the result.
#[test]
fn lens_and_aperture_fuse_into_padded_propagate() {
    check(2);
    for m in [propagate_only(2), lens_aperture_propagate(2)] {
        let p = cpu_program(&m).unwrap_or_else(|d| panic!("{d}"));
        let copies = p
            .all_steps()
            .iter()
            .filter(|s| s.kind.name() == "copy")
            .count();
        assert!(
            copies <= 1,
            "padded ×2: {copies} copy steps ({}): the padded field was materialised",
            p.summary()
        );
    }
}
