//! Shape-polymorphic programs (`?` dimensions) through the `fresnel` binary: `run`, `grad`,
//! `compile` and `dump` refine them for the `--input` files' types (read from the headers);
//! without `--input` they fail with exit status 2 and a message saying what to give.

use fresnel_ir::array::Array;
use fresnel_runtime::npy::{read_npy, write_npy};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/jax_dynamic");
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

fn scratch(tag: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-dynamic-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn case(name: &str, file: &str) -> String {
    Path::new(DATA).join(name).join(file).display().to_string()
}

fn max_diff(a: &Array, b: &Array) -> f64 {
    assert_eq!(a.ty(), b.ty());
    a.to_c128_vec()
        .iter()
        .zip(b.to_c128_vec())
        .map(|(x, y)| (x - y).norm())
        .fold(0.0, f64::max)
}

#[test]
fn run_refines_for_the_inputs_at_two_sizes() {
    for k in 0..2 {
        let out = scratch(&format!("run{k}"));
        let o = fresnel(&[
            "run",
            &case("matmul", "fwd.mlir"),
            "--input",
            &case("matmul", &format!("s{k}_in0.npy")),
            "--input",
            &case("matmul", &format!("s{k}_in1.npy")),
            "-o",
            &out.display().to_string(),
        ]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        let got = read_npy(out.join("out0.npy")).unwrap();
        let want = read_npy(case("matmul", &format!("s{k}_out0.npy"))).unwrap();
        assert!(max_diff(&got, &want) < 1e-12);
    }
}

#[test]
fn without_inputs_a_dynamic_program_is_a_clear_error() {
    for cmd in ["run", "grad", "compile", "dump"] {
        let out = scratch(&format!("noinput-{cmd}"));
        let prog = case("grad_tanh", "fwd.mlir");
        let target = out.join("x").display().to_string();
        let mut args: Vec<&str> = vec![cmd, &prog];
        if cmd == "grad" {
            args.extend(["--wrt", "0"]);
        }
        if cmd != "dump" {
            args.extend(["-o", &target]);
        }
        let o = fresnel(&args);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", text(&o.stderr));
        let e = text(&o.stderr);
        assert!(e.contains("fwd.mlir:"), "{cmd}: {e}");
        assert!(e.contains("unsupported type tensor<?x3xf64>"), "{cmd}: {e}");
        assert!(
            e.contains("give one --input FILE.npy per argument"),
            "{cmd}: {e}"
        );
    }
}

#[test]
fn grad_then_run_matches_jax() {
    let dir = scratch("grad");
    let prog = dir.join("grad.mlir").display().to_string();
    let (x, y) = (
        case("grad_tanh", "s1_in0.npy"),
        case("grad_tanh", "s1_in1.npy"),
    );
    let o = fresnel(&[
        "grad",
        &case("grad_tanh", "fwd.mlir"),
        "--wrt",
        "0,1",
        "--input",
        &x,
        "--input",
        &y,
        "-o",
        &prog,
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = dir.join("out").display().to_string();
    let o = fresnel(&["run", &prog, "--input", &x, "--input", &y, "-o", &out]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    for (file, want) in [("out1.npy", "s1_grad0.npy"), ("out2.npy", "s1_grad1.npy")] {
        let got = read_npy(Path::new(&out).join(file)).unwrap();
        let want = read_npy(case("grad_tanh", want)).unwrap();
        assert!(max_diff(&got, &want) < 1e-12, "{file}");
    }
}

#[test]
fn input_types_that_contradict_the_program_are_located_errors() {
    let dir = scratch("bad");
    // A [2, 5] matrix where the program wants [?, 4].
    let bad = dir.join("bad.npy");
    write_npy(&bad, &Array::from_f64([2, 5], vec![0.0; 10]).unwrap()).unwrap();
    let o = fresnel(&[
        "run",
        &case("matmul", "fwd.mlir"),
        "--input",
        &bad.display().to_string(),
        "--input",
        &case("matmul", "s0_in1.npy"),
        "-o",
        &dir.join("out").display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = text(&o.stderr);
    assert!(
        e.contains("argument 0 of @main is declared tensor<?x4xf64>, but is given tensor<2x5xf64>"),
        "{e}"
    );
    assert!(!dir.join("out").exists());
}
