//! `fresnel compile` and artifacts through the binary: `run` and `bench` take an artifact in
//! place of the program (recognised by its magic bytes, whatever its name) and give the same
//! results as the program text; damaged, cut, foreign and newer files exit 2 with a message
//! and leave no output. Also the spellings every subcommand shares (`-o`/`--out`), negative
//! `--wrt` indices, and "did you mean" for misspelt op names.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const REFS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/refs");
const BIN: &str = env!("CARGO_BIN_EXE_fresnel");

fn fresnel<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the fresnel binary starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch(tag: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-art-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn case(name: &str) -> PathBuf {
    Path::new(REFS).join(name)
}

/// `--input` flags for every `inN.npy` of a case.
fn input_args(case: &Path) -> Vec<String> {
    (0..)
        .map(|i| case.join(format!("in{i}.npy")))
        .take_while(|p| p.exists())
        .flat_map(|p| ["--input".to_string(), p.display().to_string()])
        .collect()
}

fn ok(out: &Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what}: exit {:?}\nstdout: {}\nstderr: {}",
        out.status.code(),
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

/// Exit status 2, one `error:` message naming the file, no panic.
fn refused(out: &Output, what: &str) -> String {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{what}: {err}");
    assert!(err.starts_with("error: "), "{what}: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "{what}: {err}"
    );
    err
}

fn run_to(program: &Path, case: &Path, out: &Path, flag: &str) -> Output {
    let mut args = vec![
        "run".to_string(),
        program.display().to_string(),
        flag.to_string(),
        out.display().to_string(),
    ];
    args.extend(input_args(case));
    fresnel(&args)
}

fn files_of(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("output folder")
        .map(|e| {
            let e = e.expect("entry");
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).expect("readable"),
            )
        })
        .collect();
    v.sort();
    v
}

#[test]
fn artifacts_run_like_their_programs() {
    let dir = scratch("same");
    for (name, wrt) in [("asm_loss_c64", "0,1"), ("shape_ops_f32", "0")] {
        let c = case(name);
        let fwd = c.join("fwd.mlir");
        // An artifact is recognised by content: give it an extension that says otherwise.
        let art = dir.join(format!("{name}.mlir"));
        ok(
            &fresnel(&[
                "compile",
                &fwd.display().to_string(),
                "-o",
                &art.display().to_string(),
            ]),
            "compile",
        );
        ok(
            &run_to(&art, &c, &dir.join(format!("{name}-a")), "-o"),
            "run artifact",
        );
        ok(
            &run_to(&fwd, &c, &dir.join(format!("{name}-p")), "--out"),
            "run program",
        );
        let a = files_of(&dir.join(format!("{name}-a")));
        assert!(!a.is_empty());
        assert_eq!(
            a,
            files_of(&dir.join(format!("{name}-p"))),
            "{name} forward"
        );

        // The gradient: `compile --grad-wrt` against `grad` then `run`.
        let gart = dir.join(format!("{name}-grad.fresnel"));
        let gtext = dir.join(format!("{name}-grad.mlir"));
        let fwd_s = fwd.display().to_string();
        ok(
            &fresnel(&[
                "compile",
                &fwd_s,
                "--grad-wrt",
                wrt,
                "--out",
                &gart.display().to_string(),
            ]),
            "compile grad",
        );
        ok(
            &fresnel(&[
                "grad",
                &fwd_s,
                "--wrt",
                wrt,
                "--out",
                &gtext.display().to_string(),
            ]),
            "grad",
        );
        ok(
            &run_to(&gart, &c, &dir.join(format!("{name}-ga")), "--output"),
            "run grad artifact",
        );
        ok(
            &run_to(&gtext, &c, &dir.join(format!("{name}-gp")), "-o"),
            "run grad program",
        );
        let a = files_of(&dir.join(format!("{name}-ga")));
        assert!(a.len() >= 2);
        assert_eq!(
            a,
            files_of(&dir.join(format!("{name}-gp"))),
            "{name} gradient"
        );

        // bench on the artifact: one JSON line, and its --out results are the same.
        let mut args = vec![
            "bench".to_string(),
            gart.display().to_string(),
            "--repeat".into(),
            "2".into(),
            "-o".into(),
            dir.join(format!("{name}-gb")).display().to_string(),
        ];
        args.extend(input_args(&c));
        let line = ok(&fresnel(&args), "bench artifact");
        assert!(
            line.trim().starts_with('{') && line.contains("\"run_median_s\""),
            "{line}"
        );
        assert_eq!(
            a,
            files_of(&dir.join(format!("{name}-gb"))),
            "{name} bench results"
        );
    }
}

#[test]
fn damaged_cut_foreign_and_newer_artifacts_exit_2_without_output() {
    let dir = scratch("bad");
    let c = case("fft_last_c64");
    let art = dir.join("good.fresnel");
    ok(
        &fresnel(&[
            "compile",
            &c.join("fwd.mlir").display().to_string(),
            "--grad-wrt",
            "0",
            "-o",
            &art.display().to_string(),
        ]),
        "compile",
    );
    let good = std::fs::read(&art).expect("artifact");
    let out = dir.join("out");
    let try_bytes = |bytes: &[u8], what: &str| -> String {
        let bad = dir.join("bad.fresnel");
        std::fs::write(&bad, bytes).expect("write");
        let err = refused(&run_to(&bad, &c, &out, "--out"), what);
        assert!(err.contains("bad.fresnel"), "{what}: {err}");
        assert!(!out.exists(), "{what}: the output folder was created");
        err
    };
    // A deterministic sample of damaged bytes: every header byte, then every 13th.
    let positions = (0..24).chain((24..good.len()).step_by(13));
    for pos in positions {
        let mut bad = good.clone();
        bad[pos] ^= 0x5a;
        try_bytes(&bad, &format!("byte {pos} damaged"));
    }
    for len in [0, 1, 7, 8, 20, 23, 24, 25, good.len() / 2, good.len() - 1] {
        let err = try_bytes(&good[..len], &format!("cut to {len} bytes"));
        if len >= 8 {
            assert!(err.contains("truncated artifact"), "{len}: {err}");
        }
    }
    let npy = std::fs::read(c.join("in0.npy")).expect("npy");
    let err = try_bytes(&npy, "an .npy file");
    assert!(err.contains("neither IR text"), "{err}");
    // A newer format, with a checksum that matches (as a newer fresnel would write it).
    let mut newer = good.clone();
    newer[8..12].copy_from_slice(&2u32.to_le_bytes());
    let mut h = crc32fast::Hasher::new();
    h.update(&newer[..20]);
    h.update(&newer[24..]);
    newer[20..24].copy_from_slice(&h.finalize().to_le_bytes());
    let err = try_bytes(&newer, "newer");
    assert!(err.contains("format version 2 is newer"), "{err}");
    assert!(!err.contains("damaged"), "{err}");

    // The commands that need program text say what an artifact is.
    let a = art.display().to_string();
    for args in [
        vec!["grad", &a, "--wrt", "0"],
        vec!["dump", &a],
        vec!["compile", &a, "-o", "x.fresnel"],
    ] {
        let err = refused(&fresnel(&args), &args.join(" "));
        assert!(err.contains("compiled artifact, not IR text"), "{err}");
    }
    let o = out.display().to_string();
    let err = refused(&fresnel(&["run", &a, "--out", &o]), "no inputs");
    assert!(err.contains("takes 2 argument(s) but 0 --input"), "{err}");
    let err = refused(&fresnel(&["run", &a, "--backend", "interp"]), "interp");
    assert!(
        err.contains("--backend interp needs the program's IR text"),
        "{err}"
    );
    let err = refused(
        &fresnel(&["bench", &a, "--grad-wrt", "0"]),
        "bench --grad-wrt",
    );
    assert!(
        err.contains("--grad-wrt needs the program's IR text"),
        "{err}"
    );
    assert!(!out.exists());
}

#[test]
fn compile_writes_nothing_on_failure() {
    let dir = scratch("fail");
    let target = dir.join("a.fresnel");
    let t = target.display().to_string();
    let fwd = case("fft_last_c64").join("fwd.mlir").display().to_string();
    let err = refused(
        &fresnel(&["compile", &fwd, "--grad-wrt", "9", "-o", &t]),
        "bad wrt",
    );
    assert!(err.contains("--wrt 9"), "{err}");
    let err = refused(
        &fresnel(&["compile", &fwd, "--backend", "interp", "-o", &t]),
        "interp",
    );
    assert!(err.contains("nothing to compile"), "{err}");
    let missing = dir.join("no/such/folder/a.fresnel").display().to_string();
    refused(
        &fresnel(&["compile", &fwd, "-o", &missing]),
        "missing folder",
    );
    assert_eq!(
        std::fs::read_dir(&dir).expect("dir").count(),
        0,
        "left files behind"
    );
}

#[test]
fn out_is_spelt_the_same_everywhere() {
    let dir = scratch("spell");
    let c = case("fft_last_c64");
    let fwd = c.join("fwd.mlir").display().to_string();
    for flag in ["-o", "--out", "--output"] {
        let f = dir.join(format!("dump{flag}.mlir"));
        ok(
            &fresnel(&["dump", &fwd, flag, &f.display().to_string()]),
            "dump",
        );
        let dumped = std::fs::read_to_string(&f).expect("dump written");
        let printed = ok(&fresnel(&["dump", &fwd]), "dump to stdout");
        assert_eq!(dumped, printed, "dump {flag}");
        let g = dir.join(format!("grad{flag}.mlir"));
        ok(
            &fresnel(&["grad", &fwd, "--wrt", "0", flag, &g.display().to_string()]),
            "grad",
        );
        assert!(g.exists(), "grad {flag}");
        let a = dir.join(format!("a{flag}.fresnel"));
        ok(
            &fresnel(&["compile", &fwd, flag, &a.display().to_string()]),
            "compile",
        );
        assert!(a.exists(), "compile {flag}");
        ok(
            &run_to(&a, &c, &dir.join(format!("run{flag}")), flag),
            "run",
        );
        assert!(
            dir.join(format!("run{flag}/out0.npy")).exists(),
            "run {flag}"
        );
    }
    let err = refused(
        &fresnel(&[
            "dump",
            &fwd,
            "--grad-wrt",
            "0",
            "--print-after",
            "nope",
            "-o",
            "x",
        ]),
        "bad pass",
    );
    assert!(err.contains("nope"), "{err}");
    assert!(!Path::new("x").exists());
}

#[test]
fn negative_indices_get_our_message() {
    let fwd = case("fft_last_c64").join("fwd.mlir").display().to_string();
    for (sub, flag, value) in [
        ("grad", "--wrt", "-1"),
        ("grad", "--wrt", "0,-2"),
        ("dump", "--grad-wrt", "-1"),
        ("compile", "--grad-wrt", "-3"),
        ("bench", "--grad-wrt", "-1"),
    ] {
        let mut args = vec![sub, &fwd, flag, value];
        if sub == "compile" {
            args.extend(["-o", "never.fresnel"]);
        }
        let err = refused(&fresnel(&args), &args.join(" "));
        assert!(
            err.contains(&format!("{flag} {value}:")) && err.contains("not an argument index"),
            "{err}"
        );
        assert!(!err.contains("unexpected argument"), "{err}");
    }
    assert!(!Path::new("never.fresnel").exists());
}

#[test]
fn misspelt_ops_get_a_suggestion() {
    let dir = scratch("typo");
    let p = dir.join("typo.mlir");
    std::fs::write(
        &p,
        "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  \
         %0 = stablehlo.ad %a, %a : tensor<f32>\n  \
         return %0 : tensor<f32>\n}\n",
    )
    .expect("write");
    let err = refused(&fresnel(&["dump", &p.display().to_string()]), "typo");
    assert!(
        err.contains("typo.mlir:2:8") && err.contains("did you mean 'stablehlo.add'?"),
        "{err}"
    );
}

/// Whether NVRTC (for `compile --backend cuda`) and a C++ compiler (for cuda-sim) are here;
/// under CI their absence fails the test instead.
fn cuda_tools_or_skip(test: &str) -> bool {
    let nvrtc = fresnel_runtime::cuda::load_nvrtc()
        .err()
        .map(|m| m.to_string());
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".to_string());
    let cxx_ok = Command::new(&cxx)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    let why = match (nvrtc, cxx_ok) {
        (None, true) => return true,
        (Some(m), _) => m,
        (None, false) => format!("cuda-sim needs a C++ compiler (`{cxx}`)"),
    };
    assert!(
        std::env::var_os("CI").is_none(),
        "{test}: CI must run the CUDA artifact tests, but {why}"
    );
    eprintln!("{test}: skipped: {why}");
    false
}

#[test]
fn cuda_artifacts_run_on_every_backend_like_their_programs() {
    if !cuda_tools_or_skip("cuda_artifacts_run_on_every_backend_like_their_programs") {
        return;
    }
    let dir = scratch("cuda");
    let c = case("asm_loss_c64");
    let fwd = c.join("fwd.mlir").display().to_string();
    let art = dir.join("grad.fresnel");
    let line = ok(
        &fresnel(&[
            "compile",
            &fwd,
            "--grad-wrt",
            "0,1",
            "--backend",
            "cuda",
            "--cuda-arch",
            "sm_90,sm_80,sm_90",
            "-o",
            &art.display().to_string(),
        ]),
        "compile --backend cuda",
    );
    assert!(
        line.contains("cpu + cuda with CUBINs for sm_90, sm_80"),
        "{line}"
    );
    let gtext = dir.join("grad.mlir");
    ok(
        &fresnel(&[
            "grad",
            &fwd,
            "--wrt",
            "0,1",
            "-o",
            &gtext.display().to_string(),
        ]),
        "grad",
    );
    // The saved CUDA form on cuda-sim, and the saved CPU program, against the program text.
    for backend in ["cuda-sim", "cpu"] {
        let run = |program: &Path, tag: &str| {
            let out = dir.join(format!("{backend}-{tag}"));
            let mut args = vec![
                "run".to_string(),
                program.display().to_string(),
                "--backend".into(),
                backend.into(),
                "-o".into(),
                out.display().to_string(),
            ];
            args.extend(input_args(&c));
            ok(&fresnel(&args), &format!("run {tag} --backend {backend}"));
            files_of(&out)
        };
        let a = run(&art, "artifact");
        assert_eq!(a.len(), 3, "{backend}");
        assert_eq!(a, run(&gtext, "program"), "{backend}");
    }
    // Without a GPU, --backend cuda is a clean error that names what is missing.
    if fresnel_runtime::cuda::check_device().is_err() {
        let mut args = vec![
            "run".to_string(),
            art.display().to_string(),
            "--backend".into(),
            "cuda".into(),
            "-o".into(),
            dir.join("gpu").display().to_string(),
        ];
        args.extend(input_args(&c));
        let err = refused(&fresnel(&args), "no GPU");
        assert!(err.contains("cannot run on this machine"), "{err}");
        assert!(!dir.join("gpu").exists());
    }
}

#[test]
fn compile_for_cuda_refuses_bad_architectures_and_cuda_sim() {
    let dir = scratch("cuda-bad");
    let t = dir.join("a.fresnel").display().to_string();
    let fwd = case("fft_last_c64").join("fwd.mlir").display().to_string();
    for (args, why) in [
        (
            vec!["--backend", "cuda", "--cuda-arch", "sm90"],
            "not a CUDA architecture",
        ),
        (
            vec!["--backend", "cuda", "--cuda-arch", "compute_90"],
            "not a CUDA architecture",
        ),
        (vec!["--backend", "cuda-sim"], "compile with --backend cuda"),
    ] {
        let mut all = vec!["compile", fwd.as_str(), "-o", t.as_str()];
        all.extend(args);
        let err = refused(&fresnel(&all), why);
        assert!(err.contains(why), "{err}");
    }
    assert_eq!(std::fs::read_dir(&dir).expect("dir").count(), 0);
}
