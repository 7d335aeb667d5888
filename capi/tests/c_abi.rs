//! The C test (`tests/c/test_fresnel.c`) and the example in docs/c-api.md: compiled with the
//! system C compiler against `include/fresnel.h` and `libfresnel_c.so` (built here by cargo
//! for this profile and these features), then run under Valgrind (memory errors and definite
//! leaks fail them) where Valgrind is installed, plainly otherwise. Under CI (`CI=true`) a
//! missing C compiler or Valgrind is a failure, not a skip.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

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
fn library_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(built_library_dir)
}

fn built_library_dir() -> PathBuf {
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

fn capi() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn root() -> &'static Path {
    capi().parent().expect("capi/ is in the repository")
}

fn scratch() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("c_abi");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// The C compiler, or `None` (outside CI) when there is none.
fn c_compiler() -> Option<String> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    if have(&cc) {
        return Some(cc);
    }
    assert!(
        !under_ci(),
        "CI needs a C compiler ({cc}) for the C ABI test"
    );
    eprintln!("skipped: no C compiler ({cc})");
    None
}

/// Compiles `source` against the header and the library into `bin`, warnings as errors.
fn compile_c(cc: &str, source: &Path, bin: &Path) {
    let lib = library_dir();
    let mut build = Command::new(cc);
    build
        .args(["-std=c11", "-D_POSIX_C_SOURCE=200809L", "-g", "-O1"])
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic"])
        .arg("-I")
        .arg(capi().join("include"))
        .arg(source)
        .arg("-L")
        .arg(lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .args(["-lfresnel_c", "-lm", "-pthread", "-o"])
        .arg(bin);
    if cfg!(feature = "compiler") {
        build.arg("-DFRESNEL_COMPILER");
    }
    let out = build.output().expect("the C compiler runs");
    assert!(
        out.status.success(),
        "{} does not compile:\n{}",
        source.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs `bin` with `args` in the repository root, under Valgrind where it is installed, and
/// returns its standard output; any failure (a Valgrind error included) fails the test.
fn run_c(bin: &Path, args: &[&Path]) -> String {
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
        .arg(bin);
        c
    } else {
        eprintln!("valgrind is not installed: the C test runs without it");
        Command::new(bin)
    };
    let out = run
        .args(args)
        .current_dir(root())
        .output()
        .expect("the C program runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}{stderr}");
    assert!(
        out.status.success(),
        "{} failed (status {:?}{}):\n{stdout}{stderr}",
        bin.display(),
        out.status.code(),
        if valgrind { ", under valgrind" } else { "" }
    );
    stdout
}

#[test]
fn c_program_runs_the_abi() {
    let Some(cc) = c_compiler() else { return };
    let scratch = scratch();
    let bin = scratch.join("test_fresnel");
    compile_c(&cc, &capi().join("tests/c/test_fresnel.c"), &bin);
    let stdout = run_c(&bin, &[root(), &scratch]);
    assert!(stdout.contains("all C ABI checks passed"), "{stdout}");
}

/// The example in docs/c-api.md, as written, runs from the repository root on the vendored
/// artifact it names.
#[test]
fn the_documented_example_runs() {
    let Some(cc) = c_compiler() else { return };
    let doc = std::fs::read_to_string(root().join("docs/c-api.md")).expect("docs/c-api.md");
    let example = doc
        .split("```c\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/c-api.md has a ```c block");
    let scratch = scratch();
    let source = scratch.join("doc_example.c");
    std::fs::write(&source, example).expect("the example is written");
    let bin = scratch.join("doc_example");
    compile_c(&cc, &source, &bin);
    let stdout = run_c(&bin, &[]);
    let loss: f64 = stdout
        .strip_prefix("loss ")
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("the example printed {stdout:?}"));
    assert!(loss.is_finite(), "{stdout}");
}
