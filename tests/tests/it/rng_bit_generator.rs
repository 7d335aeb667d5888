//! `stablehlo.rng_bit_generator` against JAX (`tests/data/jax_rng`, made by its `gen.py`): raw
//! bits of every width from each algorithm, and `jax.random` samplers on the `rbg` key
//! implementations. Every program prints back to itself, reproduces JAX's outputs on the
//! interpreter (bits exactly, floats to 1e-6 f32 / 1e-12 f64 relative), and gives the
//! interpreter's results bit for bit as a CPU executable and on cuda-sim (whose transcendental
//! functions, in the samplers, are CUDA's: those floats to the same tolerance).

use fresnel::backend::{compile_cpu, cpu_program};
use fresnel_ir::{Array, Module};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::max_rel;
use fresnel_tests::folders::{folders, Folder};

fn cases() -> Vec<(Folder, Module, Vec<Array>, Vec<Array>)> {
    let cases: Vec<_> = folders("jax_rng")
        .into_iter()
        .map(|c| {
            let m = c.program("fwd.mlir");
            fresnel_ir::verify::verify_module(&m)
                .unwrap_or_else(|ds| panic!("{}: {}", c.name, ds[0]));
            let (inputs, want) = (c.arrays("in"), c.arrays("out"));
            (c, m, inputs, want)
        })
        .collect();
    assert!(cases.len() >= 30, "only {} cases", cases.len());
    cases
}

/// Whether `got` is `want` exactly, as types and as bits.
fn identical(got: &[Array], want: &[Array]) -> bool {
    got.len() == want.len()
        && got
            .iter()
            .zip(want)
            .all(|(g, w)| g.ty() == w.ty() && g.data.to_le_bytes() == w.data.to_le_bytes())
}

#[test]
fn programs_print_back_to_themselves() {
    for (c, m, _, _) in cases() {
        let text = fresnel_ir::print::print_module(&m);
        let again = fresnel_ir::parse::parse_module(&text)
            .unwrap_or_else(|d| panic!("{}: printed text does not parse: {d}\n{text}", c.name));
        assert_eq!(
            fresnel_ir::print::print_module(&again),
            text,
            "{}: not a fixed point",
            c.name
        );
    }
}

#[test]
fn the_interpreter_gives_jaxs_bits_and_samples() {
    for (c, m, inputs, want) in cases() {
        let got = run_main(&m, &inputs).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        assert_eq!(got.len(), want.len(), "{}", c.name);
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g.ty(), w.ty(), "{} result {k}", c.name);
            if w.dtype().is_float() {
                let err = max_rel(g, w);
                assert!(err <= c.tolerance(1e-6), "{} result {k}: {err:e}", c.name);
            } else {
                assert!(
                    identical(std::slice::from_ref(g), std::slice::from_ref(w)),
                    "{} result {k}",
                    c.name
                );
            }
        }
    }
}

#[test]
fn the_cpu_backend_and_cuda_sim_match_the_interpreter_bit_for_bit() {
    let cases = cases();
    let mut programs = Vec::new();
    for (c, m, inputs, _) in &cases {
        let want = run_main(m, inputs).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        let exe = compile_cpu(m).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        let got = exe
            .run(inputs)
            .unwrap_or_else(|e| panic!("{}: {e}", c.name));
        assert!(identical(&got, &want), "{}: cpu differs", c.name);
        programs.push(cpu_program(m).unwrap_or_else(|e| panic!("{}: {e}", c.name)));
    }
    if !fresnel_tests::cuda::cxx_or_skip("rng_bit_generator on cuda-sim") {
        return;
    }
    let batch = fresnel_tests::cuda::SimBatch::new(programs).expect("cuda-sim compiles");
    for (i, (c, m, inputs, _)) in cases.iter().enumerate() {
        let want = run_main(m, inputs).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        let exe = batch
            .executable(i)
            .unwrap_or_else(|e| panic!("{}: {e}", c.name));
        let got = exe
            .run(inputs)
            .unwrap_or_else(|e| panic!("{}: {e}", c.name));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let same = if w.dtype().is_float() {
                max_rel(g, w) <= c.tolerance(1e-6)
            } else {
                identical(std::slice::from_ref(g), std::slice::from_ref(w))
            };
            assert!(same, "{} result {k}: cuda-sim differs", c.name);
        }
    }
}

#[test]
fn bad_states_and_results_are_located_errors() {
    let program = |state: &str, alg: &str, bits: &str| {
        format!(
            "func.func @main(%s: {state}) -> ({state}, {bits}) {{\n  %a, %b = stablehlo.rng_bit_generator %s, algorithm = {alg} : ({state}) -> ({state}, {bits})\n  return %a, %b : {state}, {bits}\n}}\n"
        )
    };
    let verify = |text: &str| -> Result<(), String> {
        let m = fresnel_ir::parse::parse_module(text).map_err(|d| d.to_string())?;
        fresnel_ir::verify::verify_module(&m).map_err(|ds| ds[0].to_string())
    };
    assert!(verify(&program("tensor<2xui64>", "THREE_FRY", "tensor<3xf32>")).is_ok());
    assert!(verify(&program("tensor<3xui64>", "PHILOX", "tensor<3xui8>")).is_ok());
    for (state, alg, bits, why) in [
        (
            "tensor<3xui64>",
            "THREE_FRY",
            "tensor<4xui32>",
            "THREE_FRY state",
        ),
        ("tensor<4xui64>", "PHILOX", "tensor<4xui32>", "PHILOX state"),
        (
            "tensor<2xui32>",
            "DEFAULT",
            "tensor<4xui32>",
            "DEFAULT state",
        ),
        (
            "tensor<2xui64>",
            "DEFAULT",
            "tensor<4xi1>",
            "integers or real floats",
        ),
        (
            "tensor<2xui64>",
            "DEFAULT",
            "tensor<4xcomplex<f32>>",
            "integers or real floats",
        ),
    ] {
        let e = verify(&program(state, alg, bits)).expect_err(why);
        assert!(e.contains(why) && e.contains(':'), "{e}");
    }
    let e = verify(&program("tensor<2xui64>", "MERSENNE", "tensor<4xui32>")).expect_err("alg");
    assert!(
        e.starts_with("2:") && e.contains("unknown RNG algorithm 'MERSENNE'"),
        "{e}"
    );
}
