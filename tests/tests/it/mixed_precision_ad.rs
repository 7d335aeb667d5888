//! Reverse and forward mode through a `dot_general` / `convolution` whose result type is
//! wider than its operands (`preferred_element_type`: bf16 × bf16 → f32, f16 → f32, f32 →
//! f64), against JAX (`tests/data/mixed_precision_ad`, made by its `gen.py`): the value and
//! the gradients (each of its operand's type) on the interpreter and the CPU backend, and the
//! jvp. Tolerances are a few units of each type's precision, relative to the largest value.

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::{Array, DType};
use fresnel_runtime::interp::run_main;
use fresnel_tests::folders::folders;

/// |got − want| over max(|want|) for arrays of one type; the type must match.
fn error(got: &Array, want: &Array) -> f64 {
    assert_eq!(got.ty(), want.ty(), "result type");
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let scale = w.iter().map(|z| z.norm()).fold(1e-30, f64::max);
    g.iter()
        .zip(&w)
        .map(|(a, b)| (a - b).norm() / scale)
        .fold(0.0, f64::max)
}

fn tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::BF16 => 2e-2,
        DType::F16 => 4e-3,
        DType::F32 => 1e-5,
        _ => 1e-12,
    }
}

#[test]
fn gradients_and_jvps_of_widening_products_match_jax() {
    let cases = folders("mixed_precision_ad");
    assert_eq!(cases.len(), 4);
    for c in cases {
        let m = c.program("fwd.mlir");
        let inputs = c.arrays("in");
        let tangents = c.arrays("tan");
        let grads = c.arrays("grad");
        let value = fresnel_runtime::npy::read_npy(c.dir.join("value.npy")).expect("value");
        let vg = ad::value_and_grad(&m, &[0, 1]).unwrap_or_else(|d| panic!("{}: {d}", c.name));
        let interp = run_main(&vg, &inputs).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        let cpu = compile_cpu(&vg)
            .and_then(|e| e.run(&inputs))
            .unwrap_or_else(|d| panic!("{}: {d}", c.name));
        for got in [&interp, &cpu] {
            let err = error(&got[0], &value);
            assert!(err <= tolerance(value.dtype()), "{}: value {err:e}", c.name);
            for (k, want) in grads.iter().enumerate() {
                let err = error(&got[1 + k], want);
                let tol = tolerance(want.dtype());
                assert!(err <= tol, "{}: gradient {k} off by {err:e}", c.name);
            }
        }
        let jvp = ad::jvp(&m, &[0, 1]).unwrap_or_else(|d| panic!("{}: {d}", c.name));
        let mut args = inputs.clone();
        args.extend(tangents);
        let out = run_main(&jvp, &args).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        let want = fresnel_runtime::npy::read_npy(c.dir.join("jvp.npy")).expect("jvp");
        let got = out.last().expect("a tangent");
        let err = error(got, &want);
        assert!(err <= tolerance(want.dtype()), "{}: jvp {err:e}", c.name);
    }
}
