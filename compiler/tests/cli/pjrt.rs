//! `fresnel run|bench --backend pjrt` end to end: the flags' errors (exit status 2, one
//! message, no output); a plugin that aborts the process (the way XLA does when an internal
//! check fails) being an error of the CLI, not a crash; and, with XLA's CPU plugin installed (`scripts/setup.sh`; skipped
//! with a message without it, except under CI), a gradient program split over 4 devices
//! giving what `--backend cpu` gives.

use fresnel_ir::array::Array;
use fresnel_runtime::npy::read_npy;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ASM: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/data/refs/asm_loss_c64"
);
const BIN: &str = env!("CARGO_BIN_EXE_fresnel");

fn fresnel(args: &[String]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the fresnel binary starts")
}

fn scratch(tag: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-pjrt-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// `run PROGRAM --input in0.npy … --out OUT` followed by `extra`.
fn run_args(program: &str, out: &Path, extra: &[&str]) -> Vec<String> {
    let mut args = vec!["run".to_string(), program.to_string()];
    for i in 0..4 {
        args.push("--input".into());
        args.push(format!("{ASM}/in{i}.npy"));
    }
    args.push("--out".into());
    args.push(out.display().to_string());
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

fn fails_with(args: &[String], needle: &str) {
    let o = fresnel(args);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(
        err.contains(needle),
        "{args:?}: expected {needle:?} in: {err}"
    );
}

#[test]
fn pjrt_flags_are_checked() {
    let out = scratch("flags");
    let fwd = format!("{ASM}/fwd.mlir");
    fails_with(
        &run_args(&fwd, &out, &["--devices", "2"]),
        "--pjrt-plugin, --devices, --shard and --shard-result apply to --backend pjrt, not --backend cpu",
    );
    // Other backends give every result whole already: the flag is rejected, not ignored.
    fails_with(
        &run_args(
            &fwd,
            &out,
            &["--backend", "cuda-sim", "--shard-result", "auto"],
        ),
        "--shard-result apply to --backend pjrt, not --backend cuda-sim",
    );
    fails_with(
        &run_args(&fwd, &out, &["--backend", "pjrt", "--shard-result", "0"]),
        "'0' is not K=AXIS, auto or none",
    );
    fails_with(
        &run_args(
            &fwd,
            &out,
            &[
                "--backend",
                "pjrt",
                "--shard-result",
                "none",
                "--shard-result",
                "0=0",
            ],
        ),
        "--shard-result none (every result replicated) cannot be combined",
    );
    fails_with(
        &run_args(&fwd, &out, &["--backend", "pjrt", "--shard", "0:4"]),
        "'0:4' is not ARG=AXIS",
    );
    fails_with(
        &run_args(
            &fwd,
            &out,
            &[
                "--backend",
                "pjrt",
                "--pjrt-plugin",
                "/nonexistent/plugin.so",
            ],
        ),
        "cannot open the PJRT plugin /nonexistent/plugin.so",
    );
    // Checked before any plugin is loaded.
    fails_with(
        &run_args(&fwd, &out, &["--backend", "pjrt", "--devices", "3", "--shard", "0=4"]),
        "axis 4 of argument 0 (tensor<1x2x1x1x16x16xcomplex<f32>>) has length 16, not a multiple of the 3 devices",
    );
    let split = ["--backend", "pjrt", "--devices", "2", "--shard", "0=4"];
    fails_with(
        &run_args(
            &fwd,
            &out,
            &[&split[..], &["--shard-result", "1=0"]].concat(),
        ),
        "--shard-result 1=0: @main returns 1 result(s), numbered from 0",
    );
    fails_with(
        &run_args(
            &fwd,
            &out,
            &[&split[..], &["--shard-result", "0=0"]].concat(),
        ),
        "--shard-result 0=0: result 0 (tensor<f32>) has no axis 0",
    );
    assert_eq!(
        std::fs::read_dir(&out).expect("scratch").count(),
        0,
        "nothing written"
    );
}

#[test]
fn a_split_gradient_through_the_cli_matches_the_cpu_backend() {
    let plugin = fresnel_runtime::pjrt::default_plugin_path();
    if !plugin.is_file() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run the PJRT tests, but there is no plugin at {}",
            plugin.display()
        );
        eprintln!(
            "skipped: no PJRT plugin at {} (run scripts/setup.sh)",
            plugin.display()
        );
        return;
    }
    let dir = scratch("split");
    let grad = dir.join("g.mlir");
    let o = fresnel(&[
        "grad".into(),
        format!("{ASM}/fwd.mlir"),
        "--wrt".into(),
        "0,1".into(),
        "-o".into(),
        grad.display().to_string(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let g = grad.display().to_string();
    let cpu = dir.join("cpu");
    let o = fresnel(&run_args(&g, &cpu, &[]));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // The field split along y: its 2-D FFT crosses the devices. Its gradient (result 1)
    // stays split by default (`auto`), is gathered with `none`, and is split along x when
    // asked.
    let split = ["--backend", "pjrt", "--devices", "4", "--shard", "0=4"];
    let variants: [&[&str]; 3] = [
        &[],
        &["--shard-result", "none"],
        &["--shard-result", "1=5", "--shard-result", "auto"],
    ];
    for (v, extra) in variants.iter().enumerate() {
        let pjrt = dir.join(format!("pjrt{v}"));
        let o = fresnel(&run_args(&g, &pjrt, &[&split[..], extra].concat()));
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        for k in 0..3 {
            let load =
                |d: &Path| -> Array { read_npy(d.join(format!("out{k}.npy"))).expect("result") };
            let (a, b) = (load(&pjrt), load(&cpu));
            assert_eq!(a.ty(), b.ty());
            let (x, y) = (a.to_c128_vec(), b.to_c128_vec());
            let diff = x
                .iter()
                .zip(&y)
                .map(|(p, q)| (p - q).norm())
                .fold(0.0, f64::max);
            let scale = y.iter().map(|q| q.norm()).fold(0.0, f64::max);
            assert!(
                diff <= 2e-4 * scale,
                "{extra:?} out{k}: {diff:e} against a scale of {scale:e}"
            );
        }
    }
}

#[test]
fn a_plugin_that_aborts_is_an_error_not_a_crash() {
    // A stand-in for XLA failing one of its checks: a "plugin" whose GetPjrtApi aborts.
    let dir = scratch("abort");
    let src = dir.join("abort_plugin.cc");
    std::fs::write(
        &src,
        "#include <cstdlib>\nextern \"C\" void* GetPjrtApi() { std::abort(); }\n",
    )
    .expect("source written");
    let lib = dir.join("abort_plugin.so");
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".to_string());
    let built = Command::new(&cxx)
        .args(["-shared", "-fPIC", "-o"])
        .arg(&lib)
        .arg(&src)
        .status();
    if !matches!(built, Ok(s) if s.success()) {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run this test, but `{cxx}` cannot build a shared library"
        );
        eprintln!("skipped: `{cxx}` cannot build a shared library");
        return;
    }
    let out = dir.join("out");
    let fwd = format!("{ASM}/fwd.mlir");
    let lib = lib.display().to_string();
    fails_with(
        &run_args(&fwd, &out, &["--backend", "pjrt", "--pjrt-plugin", &lib]),
        "the PJRT plugin stopped the process running the program with signal 6 (SIGABRT",
    );
    assert!(!out.exists(), "nothing written");
}
