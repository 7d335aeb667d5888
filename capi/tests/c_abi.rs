//! The C test (`tests/c/test_fresnel.c`): compiled with the system C compiler against
//! `include/fresnel.h` and `libfresnel_c.so` (built here by cargo for this profile and these
//! features), then run under Valgrind (memory
//! errors and definite leaks fail it) where Valgrind is installed, plainly otherwise. Under
//! CI (`CI=true`) a missing C compiler or Valgrind is a failure, not a skip.

use std::path::{Path, PathBuf};
use std::process::Command;

fn under_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The folder cargo put this build's libraries in (`target/<profile>`), from this test's
/// own path (`target/<profile>/deps/c_abi-…`).
fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("tests run from target/<profile>/deps")
        .to_path_buf();
    build_library(&dir);
    assert!(
        dir.join("libfresnel_c.so").exists(),
        "{} has no libfresnel_c.so; build it with `cargo build -p fresnel-capi`",
        dir.display()
    );
    dir
}

/// Builds `libfresnel_c.so` for this test's profile and features: `cargo test` builds the
/// crate's rlib for its tests, not the shared library a C program links. The build selects
/// what `cargo test --workspace` selects, so that cargo resolves the same crate features and
/// reuses the crates that build made (`-p fresnel-capi` alone would resolve others and
/// rebuild them).
fn build_library(dir: &Path) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut build = Command::new(cargo);
    build.args(["build", "--quiet", "--workspace", "--lib", "--tests"]);
    if dir.ends_with("release") {
        build.arg("--release");
    }
    if cfg!(feature = "compiler") {
        build.args(["--features", "fresnel-capi/compiler"]);
    }
    let out = build.output().expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo build --workspace --lib --tests failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn c_program_runs_the_abi() {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    if !have(&cc) {
        assert!(
            !under_ci(),
            "CI needs a C compiler ({cc}) for the C ABI test"
        );
        eprintln!("skipped: no C compiler ({cc})");
        return;
    }
    let capi = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = capi.parent().expect("capi/ is in the repository");
    let lib = library_dir();
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("c_abi");
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    let bin = scratch.join("test_fresnel");
    let mut build = Command::new(&cc);
    build
        .args(["-std=c11", "-D_POSIX_C_SOURCE=200809L", "-g", "-O1"])
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic"])
        .arg("-I")
        .arg(capi.join("include"))
        .arg(capi.join("tests/c/test_fresnel.c"))
        .arg("-L")
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .args(["-lfresnel_c", "-lm", "-pthread", "-o"])
        .arg(&bin);
    if cfg!(feature = "compiler") {
        build.arg("-DFRESNEL_COMPILER");
    }
    let out = build.output().expect("the C compiler runs");
    assert!(
        out.status.success(),
        "the C test does not compile:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let valgrind = have("valgrind");
    assert!(
        valgrind || !under_ci(),
        "CI needs valgrind for the C ABI test"
    );
    let mut run = if valgrind {
        let mut c = Command::new("valgrind");
        c.args([
            "--quiet",
            "--error-exitcode=99",
            "--leak-check=full",
            "--errors-for-leak-kinds=definite",
            "--show-leak-kinds=definite",
        ])
        .arg(&bin);
        c
    } else {
        eprintln!("valgrind is not installed: the C test runs without it");
        Command::new(&bin)
    };
    let out = run
        .arg(root)
        .arg(&scratch)
        .output()
        .expect("the C test runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}{stderr}");
    assert!(
        out.status.success(),
        "the C test failed (status {:?}{}):\n{stdout}{stderr}",
        out.status.code(),
        if valgrind { ", under valgrind" } else { "" }
    );
    assert!(stdout.contains("all C ABI checks passed"), "{stdout}");
}
