//! Running a test in a process of its own. The cross-crate tests are one binary whose tests
//! share a process; a test that changes what the whole process sees (the address-space cap
//! of `fuzz::limit_address_space`, which every later allocation and the memory budget of every
//! other test would meet) runs its body in a child process of the test binary instead.

use std::process::Command;

/// The environment variable that tells a child process which test it runs.
const VAR: &str = "FRESNEL_TEST_ISOLATED";

/// Runs `body` in a child process of this test binary that runs the test `test` of the module
/// `module` (`module_path!()`) alone, or, in that child, runs `body` itself. The child's
/// output is printed (the harness shows it when the test fails, or with `--nocapture`); the
/// test fails when the child fails or does not run exactly that test.
pub fn in_own_process(module: &str, test: &str, body: impl FnOnce()) {
    // The harness names tests by their path below the crate root.
    let path = match module.split_once("::") {
        Some((_, inner)) => format!("{inner}::{test}"),
        None => test.to_string(),
    };
    if std::env::var_os(VAR).is_some_and(|v| v == path.as_str()) {
        body();
        return;
    }
    let exe = std::env::current_exe().expect("the test binary knows its own path");
    let out = Command::new(&exe)
        .args([
            path.as_str(),
            "--exact",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env(VAR, &path)
        .output()
        .unwrap_or_else(|e| panic!("{path}: cannot start {}: {e}", exe.display()));
    let stdout = String::from_utf8_lossy(&out.stdout);
    print!("{stdout}");
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success(),
        "{path} failed in its own process ({}); its output is above",
        out.status
    );
    assert!(
        stdout.contains("test result: ok. 1 passed;"),
        "{path}: the child process did not run that one test; its output is above"
    );
}
