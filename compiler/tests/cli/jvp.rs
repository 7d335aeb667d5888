//! `fresnel jvp` end to end: the printed program parses, takes one tangent per `--wrt`
//! argument, runs through `fresnel run` to the analytic directional derivative, and bad
//! requests exit with status 2 and a message naming the file.

use fresnel_ir::array::Array;
use fresnel_runtime::npy::{read_npy, write_npy};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_fresnel");

fn fresnel(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the fresnel binary starts")
}

fn scratch(tag: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-jvp-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

const PROGRAM: &str =
    "func.func public @main(%x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.multiply %x, %y : tensor<3xf64>
    %1 = stablehlo.sine %0 : tensor<3xf64>
    return %1 : tensor<3xf64>
}
";

#[test]
fn jvp_then_run_gives_the_directional_derivative() {
    let dir = scratch("run");
    let program = dir.join("p.mlir");
    std::fs::write(&program, PROGRAM).expect("writes");
    let jvp = dir.join("jvp.mlir");
    let out = fresnel(&[
        "jvp",
        program.to_str().expect("utf-8"),
        "--wrt",
        "0,1",
        "-o",
        jvp.to_str().expect("utf-8"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&jvp).expect("written");
    let m = fresnel_ir::parse::parse_module(&text).expect("parses");
    assert_eq!(m.entry().expect("@main").param_types().len(), 4, "{text}");

    let (x, y) = ([0.1, 0.2, 0.3], [1.0, 2.0, 3.0]);
    let (u, w) = ([1.0, -1.0, 0.5], [0.25, 0.5, -2.0]);
    let mut args = vec!["run".to_string(), jvp.display().to_string()];
    for (k, v) in [x, y, u, w].iter().enumerate() {
        let path = dir.join(format!("in{k}.npy"));
        write_npy(&path, &Array::from_f64(vec![3], v.to_vec()).expect("fits")).expect("npy");
        args.extend(["--input".to_string(), path.display().to_string()]);
    }
    let results = dir.join("out");
    args.extend(["-o".to_string(), results.display().to_string()]);
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = fresnel(&argv);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tangent = read_npy(results.join("out1.npy")).expect("out1.npy");
    let got = tangent.as_slice::<f64>().expect("f64");
    for i in 0..3 {
        // d sin(xy) = cos(xy)·(y·u + x·w)
        let want = (x[i] * y[i]).cos() * (y[i] * u[i] + x[i] * w[i]);
        assert!((got[i] - want).abs() < 1e-14, "{i}: {} vs {want}", got[i]);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_requests_exit_2_naming_the_file() {
    let dir = scratch("errors");
    let program = dir.join("p.mlir");
    std::fs::write(&program, PROGRAM).expect("writes");
    let p = program.to_str().expect("utf-8");
    for (wrt, needle) in [
        ("5", "--wrt 5"),
        ("0,0", "more than once"),
        ("-1", "not an argument index"),
    ] {
        let out = fresnel(&["jvp", p, "--wrt", wrt]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(needle), "--wrt {wrt}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
