//! The `fresnel` binary end to end: the reference cases through `fresnel run`, every kind of
//! bad input giving exit status 2 with a located message and no output files, and `dump`
//! printing text that parses back to itself.

use fresnel_ir::array::{Array, Data};
use fresnel_ir::types::DType;
use fresnel_runtime::npy::{read_npy, write_npy};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const REFS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/refs");
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

#[test]
fn reference_cases_run_through_the_cli() {
    let mut failures = Vec::new();
    let names = case_names();
    assert!(!names.is_empty());
    for name in &names {
        let case = Path::new(REFS).join(name);
        let inputs = inputs_of(&case);
        let arrays: Vec<Array> = inputs
            .iter()
            .map(|p| read_npy(p).expect("reference input"))
            .collect();
        let tol = if arrays
            .iter()
            .any(|a| matches!(a.dtype(), DType::F64 | DType::C128))
        {
            1e-9
        } else {
            2e-4
        };
        let value = read_npy(case.join("value.npy")).expect("reference value");
        let mut vg = vec![value.clone()];
        vg.extend(
            grads_of(&case)
                .iter()
                .map(|(_, p)| conj(&read_npy(p).expect("reference gradient"))),
        );
        for (file, expected) in [("fwd.mlir", vec![value]), ("value_and_grad.mlir", vg)] {
            let out = scratch("refs");
            let o = fresnel(
                &run_args(&case.join(file), &inputs, &out)
                    .iter()
                    .map(String::as_str)
                    .collect::<Vec<_>>(),
            );
            if !o.status.success() {
                failures.push(format!(
                    "{name}/{file}: exit {:?}: {}",
                    o.status.code(),
                    text(&o.stderr)
                ));
                continue;
            }
            // stdout names every result it wrote.
            let stdout = text(&o.stdout);
            for (i, want) in expected.iter().enumerate() {
                assert!(
                    stdout.contains(&format!("out{i}.npy")),
                    "{name}/{file}: stdout lacks out{i}: {stdout}"
                );
                let got = read_npy(out.join(format!("out{i}.npy")))
                    .expect("fresnel wrote a readable .npy");
                let err = rel_err(&got, want);
                if err > tol {
                    failures.push(format!(
                        "{name}/{file}: out{i} relative error {err:.3e} > {tol:.0e}"
                    ));
                }
            }
            assert!(
                !out.join(format!("out{}.npy", expected.len())).exists(),
                "{name}/{file}: extra results"
            );
            let _ = std::fs::remove_dir_all(&out);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
fn unavailable_backends_and_flags_are_errors() {
    let (prog, inputs) = asm_case();
    let out = scratch("backend");
    for backend in ["cpu", "cuda"] {
        let mut args = run_args(&prog, &inputs, &out);
        args.extend(["--backend".into(), backend.into()]);
        expect_error(&args, &out, &[backend, "not available yet"]);
    }
    let p = prog.display().to_string();
    for flags in [
        vec!["--grad-wrt", "0,1"],
        vec!["--print-after-all"],
        vec!["--print-after", "dce"],
    ] {
        let mut args = vec!["dump".to_string(), p.clone()];
        args.extend(flags.iter().map(|s| s.to_string()));
        expect_error(&args, &out, &[flags[0], "not available yet"]);
    }
    expect_error(&["run".into()], &out, &["PROGRAM"]);
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
