//! The `fresnel` binary end to end: the reference cases through `fresnel run`, and through
//! `fresnel grad` then `fresnel run` against JAX's gradients; every kind of bad input giving
//! exit status 2 with a located message and no output files; `dump` printing text that parses
//! back to itself, the gradient program, and the IR between the pipeline's passes.

use fresnel_ir::array::{Array, Data};
use fresnel_ir::types::DType;
use fresnel_runtime::npy::{read_npy, write_npy};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const REFS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/refs");
const BIN: &str = env!("CARGO_BIN_EXE_fresnel");

fn fresnel(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the fresnel binary starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh, empty folder under cargo's per-target scratch space.
fn scratch(tag: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn case_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(REFS)
        .expect("refs folder")
        .filter_map(|e| {
            let e = e.ok()?;
            e.path()
                .join("fwd.mlir")
                .exists()
                .then(|| e.file_name().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

/// The case's inputs, in argument order (`in0.npy`, `in1.npy`, …).
fn inputs_of(case: &Path) -> Vec<PathBuf> {
    (0..)
        .map(|i| case.join(format!("in{i}.npy")))
        .take_while(|p| p.exists())
        .collect()
}

fn grads_of(case: &Path) -> Vec<(usize, PathBuf)> {
    (0..inputs_of(case).len())
        .map(|k| (k, case.join(format!("grad{k}.npy"))))
        .filter(|(_, p)| p.exists())
        .collect()
}

fn run_args<'a>(program: &'a Path, inputs: &'a [PathBuf], out: &'a Path) -> Vec<String> {
    let mut args = vec!["run".to_string(), program.display().to_string()];
    for i in inputs {
        args.push("--input".into());
        args.push(i.display().to_string());
    }
    args.push("--out".into());
    args.push(out.display().to_string());
    args
}

fn rel_err(got: &Array, want: &Array) -> f64 {
    assert_eq!(got.ty(), want.ty(), "result type");
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let diff = g
        .iter()
        .zip(&w)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    let scale = w.iter().map(|b| b.norm()).fold(0.0, f64::max);
    let err = if scale > 0.0 { diff / scale } else { diff };
    if err.is_nan() {
        f64::INFINITY
    } else {
        err
    }
}

fn conj(a: &Array) -> Array {
    let data = match &a.data {
        Data::C64(v) => Data::C64(v.iter().map(|z| z.conj()).collect()),
        Data::C128(v) => Data::C128(v.iter().map(|z| z.conj()).collect()),
        other => other.clone(),
    };
    Array {
        shape: a.shape.clone(),
        data,
    }
}

/// The refs README's tolerance: 1e-9 when any input is float64/complex128, else 2e-4.
fn tolerance(inputs: &[PathBuf]) -> f64 {
    let wide = inputs.iter().any(|p| {
        let a = read_npy(p).expect("reference input");
        matches!(a.dtype(), DType::F64 | DType::C128)
    });
    if wide {
        1e-9
    } else {
        2e-4
    }
}

fn as_strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// `fresnel run PROGRAM --input … --out (scratch) EXTRA…`, comparing each result with
/// `expected`; mismatches and failures are appended to `failures`, labelled `label`.
fn run_and_compare(
    label: &str,
    program: &Path,
    inputs: &[PathBuf],
    extra: &[&str],
    expected: &[Array],
    tol: f64,
    failures: &mut Vec<String>,
) {
    let out = scratch("refs");
    let mut args = run_args(program, inputs, &out);
    args.extend(extra.iter().map(|s| s.to_string()));
    let o = fresnel(&as_strs(&args));
    if !o.status.success() {
        failures.push(format!(
            "{label}: exit {:?}: {}",
            o.status.code(),
            text(&o.stderr)
        ));
        return;
    }
    // stdout names every result it wrote.
    let stdout = text(&o.stdout);
    for (i, want) in expected.iter().enumerate() {
        assert!(
            stdout.contains(&format!("out{i}.npy")),
            "{label}: stdout lacks out{i}: {stdout}"
        );
        let got = read_npy(out.join(format!("out{i}.npy"))).expect("fresnel wrote a readable .npy");
        let err = rel_err(&got, want);
        if err > tol {
            failures.push(format!(
                "{label}: out{i} relative error {err:.3e} > {tol:.0e}"
            ));
        }
    }
    assert!(
        !out.join(format!("out{}.npy", expected.len())).exists(),
        "{label}: extra results"
    );
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn reference_cases_run_through_the_cli() {
    reference_cases_with(&[]);
}

/// `--codegen mlir`: in a build with the feature `mlir-codegen`, every reference case and
/// its gradient, with the elementwise kernels compiled through MLIR, matches JAX; in a build
/// without it, the error names the feature. Either way it is an error with another backend.
#[test]
fn codegen_mlir_runs_the_reference_cases_or_names_its_feature() {
    if cfg!(feature = "mlir-codegen") {
        reference_cases_with(&["--codegen", "mlir"]);
    } else {
        let case = Path::new(REFS).join("asm_loss_c64");
        let out = scratch("codegen-mlir");
        let mut args = run_args(&case.join("fwd.mlir"), &inputs_of(&case), &out);
        args.extend(["--codegen".to_string(), "mlir".to_string()]);
        let o = fresnel(&as_strs(&args));
        assert!(!o.status.success());
        let err = text(&o.stderr);
        assert!(
            err.contains("`mlir-codegen`") && err.contains("--codegen lanes"),
            "{err}"
        );
        assert!(
            !out.join("out0.npy").exists(),
            "nothing is written on failure"
        );
    }
    let case = Path::new(REFS).join("asm_loss_c64");
    let out = scratch("codegen-mlir-interp");
    let mut args = run_args(&case.join("fwd.mlir"), &inputs_of(&case), &out);
    args.extend(["--codegen", "mlir", "--backend", "interp"].map(String::from));
    let o = fresnel(&as_strs(&args));
    assert!(!o.status.success());
    let err = text(&o.stderr);
    assert!(
        err.contains("--codegen mlir applies to --backend cpu"),
        "{err}"
    );
}

fn reference_cases_with(extra: &[&str]) {
    let mut failures = Vec::new();
    let names = case_names();
    assert!(!names.is_empty());
    for name in &names {
        let case = Path::new(REFS).join(name);
        let inputs = inputs_of(&case);
        let tol = tolerance(&inputs);
        let value = read_npy(case.join("value.npy")).expect("reference value");
        // JAX's own gradient program returns the conjugates of our (stored) gradients.
        let mut vg = vec![value.clone()];
        vg.extend(
            grads_of(&case)
                .iter()
                .map(|(_, p)| conj(&read_npy(p).expect("reference gradient"))),
        );
        for (file, expected) in [("fwd.mlir", vec![value]), ("value_and_grad.mlir", vg)] {
            let label = format!("{name}/{file}");
            run_and_compare(
                &label,
                &case.join(file),
                &inputs,
                extra,
                &expected,
                tol,
                &mut failures,
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each case's `wrt` from `manifest.json`, by a minimal scan of its fixed layout (every case
/// has `"name": "…"` followed later by `"wrt": [i, …]`); the test below checks the result
/// against the `gradK.npy` files present, so a misreading cannot pass unnoticed.
fn manifest_wrt() -> Vec<(String, Vec<usize>)> {
    let text = std::fs::read_to_string(Path::new(REFS).join("manifest.json")).expect("manifest");
    let mut cases = Vec::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find("\"name\"") {
        rest = &rest[i + "\"name\"".len()..];
        let open = rest.find('"').expect("name value") + 1;
        let close = open + rest[open..].find('"').expect("name end");
        let name = rest[open..close].to_string();
        let w = rest.find("\"wrt\"").expect("every case has wrt");
        rest = &rest[w..];
        let (open, close) = (rest.find('[').unwrap() + 1, rest.find(']').unwrap());
        let wrt = rest[open..close]
            .split(',')
            .map(|s| s.trim().parse().expect("wrt index"))
            .collect();
        cases.push((name, wrt));
    }
    cases
}

#[test]
fn reference_gradients_through_grad_then_run() {
    let cases = manifest_wrt();
    let mut listed: Vec<String> = cases.iter().map(|c| c.0.clone()).collect();
    listed.sort();
    assert_eq!(listed, case_names(), "manifest cases vs folders");
    let mut failures = Vec::new();
    for (name, wrt) in &cases {
        let case = Path::new(REFS).join(name);
        let grads = grads_of(&case);
        let stored: Vec<usize> = grads.iter().map(|g| g.0).collect();
        assert_eq!(&stored, wrt, "{name}: gradK.npy files vs manifest wrt");
        let inputs = inputs_of(&case);
        let dir = scratch("grad-refs");
        let g = dir.join("g.mlir");
        let wrt_list: Vec<String> = wrt.iter().map(usize::to_string).collect();
        let o = fresnel(&[
            "grad",
            &case.join("fwd.mlir").display().to_string(),
            "--wrt",
            &wrt_list.join(","),
            "-o",
            &g.display().to_string(),
        ]);
        if !o.status.success() {
            failures.push(format!(
                "{name}: grad exit {:?}: {}",
                o.status.code(),
                text(&o.stderr)
            ));
            continue;
        }
        // Our convention is the stored one: no conjugation.
        let mut expected = vec![read_npy(case.join("value.npy")).expect("reference value")];
        expected.extend(
            grads
                .iter()
                .map(|(_, p)| read_npy(p).expect("reference gradient")),
        );
        let label = format!("{name} (grad --wrt {})", wrt_list.join(","));
        run_and_compare(
            &label,
            &g,
            &inputs,
            &[],
            &expected,
            tolerance(&inputs),
            &mut failures,
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(
        failures.is_empty(),
        "{} failure(s) over {} cases:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// Runs `fresnel` expecting the error contract: exit 2, a message containing every `needle`,
/// no panic or backtrace, and no files in `out`.
fn expect_error(args: &[String], out: &Path, needles: &[&str]) -> String {
    let o = fresnel(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let stderr = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "args {args:?}: stderr {stderr}");
    for n in needles {
        assert!(
            stderr.contains(n),
            "args {args:?}: stderr lacks {n:?}: {stderr}"
        );
    }
    assert!(
        !stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"),
        "{stderr}"
    );
    let leftovers: Vec<_> = std::fs::read_dir(out)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(leftovers.is_empty(), "args {args:?} left {leftovers:?}");
    stderr
}

fn asm_case() -> (PathBuf, Vec<PathBuf>) {
    let case = Path::new(REFS).join("asm_loss_c64");
    let inputs = inputs_of(&case);
    (case.join("fwd.mlir"), inputs)
}

#[test]
fn wrong_number_of_inputs_names_the_arguments() {
    let (prog, inputs) = asm_case();
    let out = scratch("count");
    let args = run_args(&prog, &inputs[..2], &out);
    expect_error(
        &args,
        &out,
        &[
            "takes 4 argument",
            "argument 2",
            "argument 3",
            "tensor<2xf32>",
        ],
    );
    let mut extra = inputs.clone();
    extra.push(inputs[0].clone());
    let args = run_args(&prog, &extra, &out);
    expect_error(&args, &out, &["takes 4 argument", "5 --input", "--input 4"]);
}

#[test]
fn wrong_dtype_or_shape_names_index_expected_and_given() {
    let (prog, inputs) = asm_case();
    let out = scratch("types");
    // in1 is float32[3]; giving it as argument 0 (complex64[1,2,1,1,16,16]) is wrong in both.
    let mut swapped = inputs.clone();
    swapped[0] = inputs[1].clone();
    expect_error(
        &run_args(&prog, &swapped, &out),
        &out,
        &[
            "argument 0",
            "expected tensor<1x2x1x1x16x16xcomplex<f32>>",
            "given tensor<3xf32>",
        ],
    );
    // Right dtype, wrong shape: in2 is float32[2] where float32[3] is wanted.
    let mut shape = inputs.clone();
    shape[1] = inputs[2].clone();
    expect_error(
        &run_args(&prog, &shape, &out),
        &out,
        &[
            "argument 1",
            "expected tensor<3xf32>",
            "given tensor<2xf32>",
        ],
    );
    // Right shape, wrong dtype.
    let f64_in = scratch("f64").join("z.npy");
    let z = read_npy(&inputs[1]).unwrap();
    write_npy(
        &f64_in,
        &Array::new(
            z.shape.clone(),
            Data::F64(z.to_c128_vec().iter().map(|c| c.re).collect()),
        )
        .unwrap(),
    )
    .unwrap();
    shape[1] = f64_in;
    expect_error(
        &run_args(&prog, &shape, &out),
        &out,
        &[
            "argument 1",
            "expected tensor<3xf32>",
            "given tensor<3xf64>",
        ],
    );
}

#[test]
fn unreadable_inputs_name_the_argument_and_file() {
    let (prog, inputs) = asm_case();
    let out = scratch("files");
    let dir = scratch("bad-npy");
    let mut bad = inputs.clone();
    bad[2] = dir.join("does-not-exist.npy");
    expect_error(
        &run_args(&prog, &bad, &out),
        &out,
        &["argument 2", "does-not-exist.npy", "cannot read"],
    );
    let corrupt = dir.join("corrupt.npy");
    std::fs::write(&corrupt, b"\x93NUMPY garbage").unwrap();
    bad[2] = corrupt;
    expect_error(
        &run_args(&prog, &bad, &out),
        &out,
        &["argument 2", "corrupt.npy", "corrupt header"],
    );
    let truncated = dir.join("truncated.npy");
    let bytes = std::fs::read(&inputs[3]).unwrap();
    std::fs::write(&truncated, &bytes[..bytes.len() - 7]).unwrap();
    bad[2] = inputs[2].clone();
    bad[3] = truncated;
    expect_error(
        &run_args(&prog, &bad, &out),
        &out,
        &["argument 3", "truncated.npy", "truncated data"],
    );
}

#[test]
fn bad_program_text_is_located() {
    let dir = scratch("bad-text");
    let out = dir.join("out");
    let bad = dir.join("syntax.mlir");
    std::fs::write(&bad, "func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n  %1 = stablehlo.frobnicate %0 : tensor<2xf32>\n  return %1 : tensor<2xf32>\n}\n").unwrap();
    let args = run_args(&bad, &[], &out);
    expect_error(&args, &out, &[&format!("{}:3:", bad.display())]);
    // Well-formed text whose types are wrong: the verifier's error is located too.
    let typed = dir.join("types.mlir");
    std::fs::write(&typed, "func.func public @main(%arg0: tensor<2xf32>) -> tensor<3xf32> {\n  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n  %1 = stablehlo.reshape %0 : (tensor<2xf32>) -> tensor<3xf32>\n  return %1 : tensor<3xf32>\n}\n").unwrap();
    expect_error(
        &run_args(&typed, &[], &out),
        &out,
        &[&format!("{}:3:", typed.display())],
    );
    expect_error(
        &["dump".into(), typed.display().to_string()],
        &out,
        &[&format!("{}:3:", typed.display())],
    );
    let missing = dir.join("missing.mlir");
    expect_error(
        &["dump".into(), missing.display().to_string()],
        &out,
        &["missing.mlir"],
    );
    assert!(
        !out.exists(),
        "a failed run must not create the output folder"
    );
}

#[test]
fn unavailable_backends_and_missing_arguments_are_errors() {
    let (prog, inputs) = asm_case();
    let out = scratch("backend");
    expect_error(&["run".into()], &out, &["PROGRAM"]);
    // Without a GPU (or NVRTC) the message names what is missing; with both, it runs.
    let missing: Vec<String> = fresnel_runtime::cuda::missing()
        .iter()
        .map(|m| m.to_string())
        .collect();
    if missing.is_empty() {
        return;
    }
    let mut needles: Vec<&str> = missing.iter().map(String::as_str).collect();
    needles.push("backend 'cuda'");
    needles.push("cuda-sim");
    let mut args = run_args(&prog, &inputs, &out);
    args.extend(["--backend".into(), "cuda".into()]);
    expect_error(&args, &out, &needles);
    let mut bench = vec!["bench".to_string(), prog.display().to_string()];
    for i in &inputs {
        bench.extend(["--input".to_string(), i.display().to_string()]);
    }
    bench.extend(["--backend".into(), "cuda".into()]);
    expect_error(&bench, &out, &needles);
}

#[test]
fn dump_emit_cuda_prints_the_generated_module() {
    let (prog, _) = asm_case();
    let prog = prog.display().to_string();
    for grad in [None, Some("0")] {
        let mut args = vec!["dump", prog.as_str(), "--emit", "cuda"];
        if let Some(wrt) = grad {
            args.extend(["--grad-wrt", wrt]);
        }
        let o = fresnel(&args);
        let (stdout, stderr) = (text(&o.stdout), text(&o.stderr));
        assert_eq!(o.status.code(), Some(0), "{args:?}: {stderr}");
        for needle in [
            "// CUDA form of @main",
            "cufftPlanMany(C2C",
            "extern \"C\" __global__",
        ] {
            assert!(
                stdout.contains(needle),
                "{args:?}: no {needle:?} in\n{stdout}"
            );
        }
        assert!(
            stdout.contains("0 host fallbacks"),
            "{args:?}: the angular-spectrum program should run entirely on the GPU:\n{stdout}"
        );
    }
}

/// Every `outK.npy` a run wrote, in order; the files must be numbered without gaps.
fn all_outputs(dir: &Path) -> Vec<Array> {
    let count = std::fs::read_dir(dir)
        .expect("output folder")
        .filter(|e| {
            let name = e.as_ref().expect("dir entry").file_name();
            let name = name.to_string_lossy();
            name.starts_with("out") && name.ends_with(".npy")
        })
        .count();
    (0..count)
        .map(|k| {
            read_npy(dir.join(format!("out{k}.npy"))).unwrap_or_else(|e| panic!("out{k}.npy: {e}"))
        })
        .collect()
}

#[test]
fn every_backend_agrees_with_the_interpreter_on_every_reference_program() {
    for name in case_names() {
        for file in ["fwd.mlir", "value_and_grad.mlir"] {
            let prog = Path::new(REFS).join(&name).join(file);
            let inputs = inputs_of(&Path::new(REFS).join(&name));
            let mut results = Vec::new();
            for backend in ["interp", "cpu", "cuda-sim"] {
                let out = scratch(&format!("agree-{name}-{file}-{backend}"));
                let mut args = run_args(&prog, &inputs, &out);
                args.extend(["--backend".into(), backend.into()]);
                let o = fresnel(&args.iter().map(String::as_str).collect::<Vec<_>>());
                assert_eq!(
                    o.status.code(),
                    Some(0),
                    "{name}/{file} on {backend}: {}",
                    text(&o.stderr)
                );
                results.push(all_outputs(&out));
            }
            let interp = &results[0];
            // JAX's gradient programs return the value and one gradient per differentiated input.
            let want = if file == "fwd.mlir" {
                1
            } else {
                1 + grads_of(&Path::new(REFS).join(&name)).len()
            };
            assert_eq!(interp.len(), want, "{name}/{file}: results on interp");
            // The kernels' own accuracy is judged in tests/tests/it/cpu_backend.rs and
            // cuda_backend.rs; end to end, an ill-conditioned float32 gradient may differ by
            // up to the reference tolerance.
            let tol = tolerance(&inputs);
            for (backend, got) in [("cpu", &results[1]), ("cuda-sim", &results[2])] {
                assert_eq!(got.len(), want, "{name}/{file}: results on {backend}");
                for (k, (c, i)) in got.iter().zip(interp).enumerate() {
                    let err = rel_err(c, i);
                    assert!(
                        err <= tol,
                        "{name}/{file}: result {k} on {backend} differs from interp by {err:e}"
                    );
                }
            }
        }
    }
}

#[test]
fn bench_prints_one_json_line() {
    let (prog, inputs) = asm_case();
    let mut args = vec![
        "bench".to_string(),
        prog.display().to_string(),
        "--grad-wrt".into(),
        "0,1".into(),
        "--repeat".into(),
        "2".into(),
    ];
    for i in &inputs {
        args.extend(["--input".into(), i.display().to_string()]);
    }
    for backend in ["cpu", "interp", "cuda-sim"] {
        let mut a = args.clone();
        a.extend(["--backend".into(), backend.into()]);
        let o = fresnel(&a.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        let line = text(&o.stdout);
        for key in [
            "compile_s",
            "run_min_s",
            "run_median_s",
            "\"repeat\": 2",
            "peak_rss_bytes",
            "device_median_s",
        ] {
            assert!(line.contains(key), "{key} missing from {line}");
        }
        assert_eq!(line.trim().lines().count(), 1, "{line}");
    }
    args.extend(["--repeat".into(), "0".into()]);
    let o = fresnel(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_failing_run_keeps_no_partial_results() {
    let (prog, inputs) = asm_case();
    let dir = scratch("partial");
    let out = dir.join("out");
    // out1.npy cannot be created (a folder is in the way), so out0.npy must not survive either.
    let vg = prog.with_file_name("value_and_grad.mlir");
    std::fs::create_dir_all(out.join("out1.npy").join("x")).unwrap();
    let o = fresnel(
        &run_args(&vg, &inputs, &out)
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("out1.npy"), "{}", text(&o.stderr));
    let mut names: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names, ["out1.npy"], "only the obstacle remains");
}

#[test]
fn dump_output_parses_back_to_itself() {
    let dir = scratch("dump");
    for name in case_names() {
        for file in ["fwd.mlir", "value_and_grad.mlir"] {
            let prog = Path::new(REFS).join(&name).join(file);
            let first = fresnel(&["dump", &prog.display().to_string()]);
            assert!(
                first.status.success(),
                "{name}/{file}: {}",
                text(&first.stderr)
            );
            let printed = dir.join(format!("{name}-{file}"));
            std::fs::write(&printed, &first.stdout).unwrap();
            let second = fresnel(&["dump", &printed.display().to_string()]);
            assert!(
                second.status.success(),
                "{name}/{file} reprinted: {}",
                text(&second.stderr)
            );
            assert_eq!(
                text(&first.stdout),
                text(&second.stdout),
                "{name}/{file}: dump is not a fixed point"
            );
            assert!(
                text(&first.stdout).contains("func.func public @main"),
                "{name}/{file}"
            );
        }
    }
}

/// A small program with two arguments whose gradients are both nonzero.
fn two_arg_case() -> PathBuf {
    Path::new(REFS).join("broadcast_sum_f64").join("fwd.mlir")
}

fn stdout_of(args: &[&str]) -> String {
    let o = fresnel(args);
    assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

#[test]
fn grad_prints_to_stdout_or_writes_the_output_file() {
    let prog = two_arg_case().display().to_string();
    let printed = stdout_of(&["grad", &prog, "--wrt", "0,1"]);
    // @main keeps its arguments and returns (value, ∂/∂arg0, ∂/∂arg1).
    assert!(
        printed.contains(
            "@main(%arg0: tensor<3x4xf64>, %arg1: tensor<5x4xf64>) -> \
             (tensor<f64>, tensor<3x4xf64>, tensor<5x4xf64>)"
        ),
        "{printed}"
    );
    let dir = scratch("grad-o");
    let g = dir.join("g.mlir");
    let said = stdout_of(&[
        "grad",
        &prog,
        "--wrt",
        "0,1",
        "-o",
        &g.display().to_string(),
    ]);
    assert!(said.contains("g.mlir"), "{said}");
    assert_eq!(std::fs::read_to_string(&g).unwrap(), printed);
    // The output is ordinary IR: it parses, verifies and prints back the same.
    assert_eq!(stdout_of(&["dump", &g.display().to_string()]), printed);
    // Only the gradients asked for, in the order asked.
    let one = stdout_of(&["grad", &prog, "--wrt", "1"]);
    assert!(one.contains("-> (tensor<f64>, tensor<5x4xf64>)"), "{one}");
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(
        leftovers.len(),
        1,
        "no temporary files remain: {leftovers:?}"
    );
}

/// `dump --generic` (with and without fusion) prints MLIR's generic form, which `dump`
/// reads back to what it prints in the pretty form.
#[test]
fn dump_generic_reads_back_to_the_pretty_dump() {
    let dir = scratch("dump-generic");
    let prog = Path::new(REFS).join("asm_loss_c64/fwd.mlir");
    let prog = prog.display().to_string();
    for extra in [&[][..], &["--grad-wrt", "0", "--print-after", "fuse"][..]] {
        let run = |generic: bool| {
            let mut args = vec!["dump", prog.as_str()];
            args.extend(extra);
            if generic {
                args.push("--generic");
            }
            let out = fresnel(&args);
            assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
            text(&out.stdout)
        };
        let (pretty, generic) = (run(false), run(true));
        assert!(generic.contains("\"stablehlo.fft\"("), "{generic}");
        assert!(!generic.contains(" stablehlo.fft "), "{generic}");
        let printed = dir.join("generic.mlir");
        std::fs::write(&printed, &generic).unwrap();
        let again = fresnel(&["dump", &printed.display().to_string()]);
        assert!(again.status.success(), "{}", text(&again.stderr));
        let body = |t: &str| {
            t.lines()
                .filter(|l| !l.starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(body(&text(&again.stdout)), body(&pretty));
    }
}

#[test]
fn dump_grad_wrt_prints_the_simplified_gradient_program() {
    let prog = two_arg_case().display().to_string();
    let grad = stdout_of(&["grad", &prog, "--wrt", "0,1"]);
    let dumped = stdout_of(&["dump", &prog, "--grad-wrt", "0,1"]);
    assert_eq!(dumped, grad);
    let forward = stdout_of(&["dump", &prog]);
    assert_ne!(dumped, forward);
}

const HEADER: &str = "// ----- IR after ";

/// `(pass, module text)` for each `// ----- IR after PASS -----` section of a dump.
fn sections(dump: &str) -> Vec<(String, String)> {
    assert!(
        dump.starts_with(HEADER),
        "dump starts with a header: {dump}"
    );
    dump.split(HEADER)
        .skip(1)
        .map(|section| {
            let (header, body) = section.split_once('\n').expect("header line");
            let pass = header.strip_suffix(" -----").expect("header format");
            (pass.to_string(), body.to_string())
        })
        .collect()
}

#[test]
fn print_after_all_shows_every_pass() {
    let prog = two_arg_case().display().to_string();
    let dir = scratch("print-after-all");
    let names: Vec<&str> = fresnel::pipeline::SIMPLIFY.iter().map(|p| p.name).collect();
    for grad in [true, false] {
        let mut args = vec!["dump", prog.as_str(), "--print-after-all"];
        if grad {
            args.extend(["--grad-wrt", "0,1"]);
        }
        let all = sections(&stdout_of(&args));
        let passes: Vec<&str> = all.iter().map(|(p, _)| p.as_str()).collect();
        // First round: every pass once, in order, after `ad` when differentiating.
        let mut first_round = names.clone();
        if grad {
            first_round.insert(0, "ad");
        }
        assert_eq!(&passes[..first_round.len()], first_round.as_slice());
        assert!(passes[first_round.len()..]
            .iter()
            .all(|p| names.contains(p)));
        // Every section is a whole module that parses; the last is the final program.
        for (i, (pass, body)) in all.iter().enumerate() {
            let file = dir.join(format!("{grad}-{i}-{pass}.mlir"));
            std::fs::write(&file, body).unwrap();
            let o = fresnel(&["dump", &file.display().to_string()]);
            assert!(o.status.success(), "after {pass}: {}", text(&o.stderr));
        }
        if grad {
            // Plain `dump --grad-wrt` prints the final module; without --grad-wrt plain
            // `dump` runs no passes, so there is nothing to compare with.
            args.retain(|a| *a != "--print-after-all");
            let last = &all.last().unwrap().1;
            assert_eq!(
                last,
                &stdout_of(&args),
                "the last section is the final module"
            );
        }
    }
}

#[test]
fn print_after_shows_one_pass() {
    let prog = two_arg_case().display().to_string();
    let args = ["dump", &prog, "--grad-wrt", "0", "--print-after", "cse"];
    let shown = sections(&stdout_of(&args));
    assert!(!shown.is_empty());
    assert!(shown.iter().all(|(p, _)| p == "cse"), "{shown:?}");
    let ad = sections(&stdout_of(&[
        "dump",
        &prog,
        "--grad-wrt",
        "0",
        "--print-after",
        "ad",
    ]));
    assert_eq!(ad.len(), 1);
    // Before simplification the gradient program is not yet the final one.
    assert_ne!(ad[0].1, stdout_of(&["dump", &prog, "--grad-wrt", "0"]));
}

#[test]
fn print_after_an_unknown_pass_lists_the_valid_names() {
    let prog = two_arg_case().display().to_string();
    let out = scratch("unknown-pass");
    let mut needles = vec!["frobnicate"];
    needles.extend(fresnel::pipeline::SIMPLIFY.iter().map(|p| p.name));
    let args: Vec<String> = ["dump", &prog, "--print-after", "frobnicate"]
        .map(String::from)
        .to_vec();
    let stderr = expect_error(&args, &out, &needles);
    assert!(!stderr.contains(", ad"), "`ad` needs --grad-wrt: {stderr}");
    let args: Vec<String> = ["dump", &prog, "--grad-wrt", "0", "--print-after", "nope"]
        .map(String::from)
        .to_vec();
    expect_error(&args, &out, &["nope", "ad, widen-narrow-floats, inline"]);
    // `ad` without --grad-wrt says what is missing.
    let args: Vec<String> = ["dump", &prog, "--print-after", "ad"]
        .map(String::from)
        .to_vec();
    expect_error(&args, &out, &["--grad-wrt"]);
    // Both print flags at once is a usage error.
    let args: Vec<String> = ["dump", &prog, "--print-after-all", "--print-after", "dce"]
        .map(String::from)
        .to_vec();
    expect_error(&args, &out, &["--print-after"]);
}

/// `fresnel grad PROGRAM --wrt WRT -o (inside out)` must fail with every needle, writing nothing;
/// `dump --grad-wrt` must fail the same way.
fn expect_grad_error(program: &Path, wrt: &str, needles: &[&str]) {
    let out = scratch("grad-err");
    let p = program.display().to_string();
    let g = out.join("g.mlir").display().to_string();
    let args: Vec<String> = ["grad", &p, "--wrt", wrt, "-o", &g]
        .map(String::from)
        .to_vec();
    expect_error(&args, &out, needles);
    let args: Vec<String> = ["dump", &p, "--grad-wrt", wrt].map(String::from).to_vec();
    expect_error(&args, &out, needles);
}

fn write_program(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, body).unwrap();
    path
}

#[test]
fn bad_gradient_requests_are_located_errors() {
    let dir = scratch("grad-bad");
    // fft_last_c64's @main takes two arguments.
    let two = Path::new(REFS).join("fft_last_c64").join("fwd.mlir");
    let file = two.display().to_string();
    expect_grad_error(
        &two,
        "7",
        &[&format!("{file}:"), "--wrt 7", "takes 2 argument", "0 to 1"],
    );
    expect_grad_error(&two, "0,2", &["--wrt 2", "takes 2 argument"]);

    let int = write_program(
        &dir,
        "int.mlir",
        "func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>) -> tensor<f32> {\n  %0 = stablehlo.convert %arg1 : (tensor<3xi32>) -> tensor<3xf32>\n  %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>\n  %cst = stablehlo.constant dense<0.0> : tensor<f32>\n  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>\n  return %2 : tensor<f32>\n}\n",
    );
    expect_grad_error(
        &int,
        "0,1",
        &[
            &format!("{}:1:1", int.display()),
            "--wrt 1",
            "%arg1: tensor<3xi32>",
            "integer",
            "only float and complex",
        ],
    );

    let vector = write_program(
        &dir,
        "vector.mlir",
        "func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = stablehlo.sine %arg0 : tensor<3xf32>\n  return %0 : tensor<3xf32>\n}\n",
    );
    expect_grad_error(
        &vector,
        "0",
        &[
            &format!("{}:3:3", vector.display()),
            "real scalar",
            "tensor<3xf32>",
        ],
    );
    let complex = write_program(
        &dir,
        "complex.mlir",
        "func.func public @main(%arg0: tensor<complex<f32>>) -> tensor<complex<f32>> {\n  %0 = stablehlo.multiply %arg0, %arg0 : tensor<complex<f32>>\n  return %0 : tensor<complex<f32>>\n}\n",
    );
    expect_grad_error(
        &complex,
        "0",
        &["real scalar", "tensor<complex<f32>>", "real part"],
    );

    let while_loop = write_program(
        &dir,
        "while.mlir",
        "func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {\n  %c0 = stablehlo.constant dense<0> : tensor<i64>\n  %one = stablehlo.constant dense<1> : tensor<i64>\n  %three = stablehlo.constant dense<3> : tensor<i64>\n  %r0, %r1 = stablehlo.while(%i = %c0, %x = %arg0) : tensor<i64>, tensor<f32>\n  cond {\n    %c = stablehlo.compare LT, %i, %three : (tensor<i64>, tensor<i64>) -> tensor<i1>\n    stablehlo.return %c : tensor<i1>\n  } do {\n    %n = stablehlo.add %i, %one : tensor<i64>\n    %z = stablehlo.constant dense<0.0> : tensor<f32>\n    %s = stablehlo.reduce(%x init: %z) applies stablehlo.subtract across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>\n    %y = stablehlo.multiply %x, %s : tensor<f32>\n    stablehlo.return %n, %y : tensor<i64>, tensor<f32>\n  }\n  return %r1 : tensor<f32>\n}\n",
    );
    // Loops are differentiable; an op inside the body that is not is located in the file,
    // with the loop around it.
    expect_grad_error(
        &while_loop,
        "0",
        &[&format!(
            "stablehlo.reduce at {f}:12:5, inside stablehlo.while at {f}:5:3",
            f = while_loop.display()
        )],
    );

    // Text that does not parse is located before any differentiation.
    let broken = write_program(&dir, "broken.mlir", "func.func public @main(\n");
    expect_grad_error(&broken, "0", &[&format!("{}:", broken.display())]);
}

#[test]
fn grad_needs_wrt() {
    let out = scratch("grad-usage");
    let prog = two_arg_case().display().to_string();
    expect_error(&["grad".into(), prog.clone()], &out, &["--wrt"]);
    for bad in ["x", "-1", ""] {
        let args: Vec<String> = ["grad", &prog, "--wrt", bad].map(String::from).to_vec();
        expect_error(&args, &out, &["--wrt"]);
    }
}

#[test]
fn a_repeated_wrt_index_is_an_error_naming_it() {
    let prog = two_arg_case().display().to_string();
    for (cmd, flag) in [("grad", "--wrt"), ("dump", "--grad-wrt")] {
        let o = fresnel(&[cmd, &prog, flag, "1,0,1"]);
        let stderr = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {stderr}");
        assert!(
            stderr.contains("argument 1 is listed more than once"),
            "{cmd}: {stderr}"
        );
    }
}

// ---------------------------------------------------------------- output folders and memory

/// A one-argument program, `-x`, and an input file for it.
fn negate_case(dir: &Path) -> (PathBuf, PathBuf) {
    let prog = write_program(
        dir,
        "neg.mlir",
        "func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {\n  \
         %0 = stablehlo.negate %arg0 : tensor<3xf32>\n  return %0 : tensor<3xf32>\n}\n",
    );
    let input = dir.join("x.npy");
    write_npy(&input, &Array::from_f32([3], vec![1.0, 2.0, 3.0]).unwrap()).unwrap();
    (prog, input)
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_run_leaves_exactly_its_own_outputs() {
    let dir = scratch("stale");
    let (prog, input) = negate_case(&dir);
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    for i in 0..5 {
        std::fs::write(out.join(format!("out{i}.npy")), b"from an earlier run").unwrap();
    }
    // What a killed run leaves: a temporary named after a process that no longer exists.
    let mut child = Command::new("true").spawn().unwrap();
    let dead = child.id();
    child.wait().unwrap();
    std::fs::write(
        out.join(format!(".fresnel-tmp-{dead}-out0.npy")),
        b"partial",
    )
    .unwrap();
    let o = fresnel(&as_strs(&run_args(&prog, &[input], &out)));
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(names_in(&out), ["out0.npy"]);
    let got = read_npy(out.join("out0.npy")).unwrap();
    assert_eq!(got, Array::from_f32([3], vec![-1.0, -2.0, -3.0]).unwrap());
}

#[test]
fn a_run_that_cannot_print_its_summary_writes_nothing() {
    let dir = scratch("devfull");
    let (prog, input) = negate_case(&dir);
    let out = dir.join("out");
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full exists on Linux");
    let o = Command::new(BIN)
        .args(as_strs(&run_args(&prog, &[input], &out)))
        .stdout(full)
        .output()
        .unwrap();
    let stderr = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("cannot write to stdout"), "{stderr}");
    assert!(names_in(&out).is_empty(), "left {:?}", names_in(&out));
}

/// `fresnel ARGS` with its address space limited to `kib` KiB (`ulimit -v`).
fn fresnel_limited(kib: u64, args: &[&str]) -> Output {
    let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
    Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v {kib}; exec '{BIN}' {}",
            quoted.join(" ")
        ))
        .output()
        .expect("sh starts")
}

/// 16 GiB of f64 from 4 lines: a splat constant plus an iota.
const BIG_PROGRAM: &str = "func.func public @main() -> tensor<2147483648xf64> {
  %cst = stablehlo.constant dense<1.5> : tensor<2147483648xf64>
  %0 = stablehlo.iota dim = 0 : tensor<2147483648xf64>
  %1 = stablehlo.add %cst, %0 : tensor<2147483648xf64>
  return %1 : tensor<2147483648xf64>
}
";

#[test]
fn programs_bigger_than_the_memory_limit_are_refused_on_both_backends() {
    let dir = scratch("ulimit");
    let prog = write_program(&dir, "big.mlir", BIG_PROGRAM);
    let out = dir.join("out");
    for backend in ["cpu", "interp"] {
        let args = run_args(&prog, &[], &out);
        let mut args = as_strs(&args);
        args.extend(["--backend", backend]);
        let o = fresnel_limited(4 << 20, &args);
        let stderr = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{backend}: {stderr}");
        assert!(stderr.contains("needs 16.0 GiB, "), "{backend}: {stderr}");
        assert!(stderr.contains(" GiB available"), "{backend}: {stderr}");
        assert!(names_in(&out).is_empty(), "{backend}");
    }
    // Printing it needs no more than the text: the splat stays one element.
    let o = fresnel_limited(4 << 20, &["dump", &prog.display().to_string()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("dense<1.500000e+00> : tensor<2147483648xf64>"));
}

#[test]
fn a_program_planned_at_a_tebibyte_is_refused_before_allocating() {
    let dir = scratch("tib");
    let ty = "tensor<65536x32768xcomplex<f64>>";
    let consts: Vec<String> = (0..32)
        .map(|k| format!("  %{k} = stablehlo.constant dense<({k}.0,0.0)> : {ty}\n"))
        .collect();
    let names: Vec<String> = (0..32).map(|k| format!("%{k}")).collect();
    let types = vec![ty; 32].join(", ");
    let body = format!(
        "func.func public @main() -> ({types}) {{\n{}  return {} : {types}\n}}\n",
        consts.concat(),
        names.join(", ")
    );
    let prog = write_program(&dir, "tib.mlir", &body);
    let out = dir.join("out");
    let o = fresnel(&as_strs(&run_args(&prog, &[], &out)));
    let stderr = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("needs 1024.0 GiB, "), "{stderr}");
    assert!(names_in(&out).is_empty());
}

#[test]
fn a_slice_of_a_huge_splat_compiles_and_runs_in_little_memory() {
    let dir = scratch("slice-splat");
    let prog = write_program(
        &dir,
        "slice.mlir",
        "func.func public @main() -> tensor<4xf64> {
  %cst = stablehlo.constant dense<1.5> : tensor<2147483648xf64>
  %0 = stablehlo.slice %cst [0:4] : (tensor<2147483648xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
",
    );
    let path = prog.display().to_string();
    let o = fresnel_limited(4 << 20, &["dump", &path, "--print-after-all"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = dir.join("out");
    let o = fresnel_limited(4 << 20, &as_strs(&run_args(&prog, &[], &out)));
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let got = read_npy(out.join("out0.npy")).unwrap();
    assert_eq!(got, Array::from_f64([4], vec![1.5; 4]).unwrap());
}

/// Warnings recorded when a program was made (`fresnel.warnings`) are printed on stderr by
/// every command that reads the program, and change nothing it computes.
#[test]
fn a_programs_warnings_are_shown() {
    let dir = scratch("warnings");
    let prog = dir.join("warned.mlir");
    std::fs::write(
        &prog,
        "module attributes {fresnel.warnings = [\"src/main.rs:7:5: sampled too coarsely\"]} {\n  \
         func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n    \
         %0 = stablehlo.add %x, %x : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
    )
    .expect("writes");
    let x = dir.join("x.npy");
    write_npy(
        &x,
        &Array::new(vec![2], Data::F32(vec![1.0, 2.0])).expect("sized"),
    )
    .expect("writes");
    let out = dir.join("out");
    let o = fresnel(&[
        "run",
        prog.to_str().expect("utf-8"),
        "--input",
        x.to_str().expect("utf-8"),
        "--out",
        out.to_str().expect("utf-8"),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains("warning: src/main.rs:7:5: sampled too coarsely"),
        "{}",
        text(&o.stderr)
    );
    let got = read_npy(out.join("out0.npy")).expect("reads");
    assert_eq!(
        got,
        Array::new(vec![2], Data::F32(vec![2.0, 4.0])).expect("sized")
    );
    let o = fresnel(&["dump", prog.to_str().expect("utf-8")]);
    assert!(
        text(&o.stdout).contains("fresnel.warnings"),
        "{}",
        text(&o.stdout)
    );
}
