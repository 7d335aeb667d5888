//! Writing results so that a folder always holds the outputs of exactly one run:
//!
//! 1. every result is written to a temporary `.fresnel-tmp-<pid>-outN.npy` in the target
//!    folder (the same file system, so the final rename is atomic);
//! 2. the caller announces the results (prints the summary) — before anything is committed,
//!    so a failure to print (stdout full) leaves the folder as it was;
//! 3. the temporaries are renamed to `out0.npy`, `out1.npy`, … and the `outN.npy` a previous
//!    run left beyond this run's count are removed.
//!
//! A failure before step 3 removes this run's temporaries and leaves the folder unchanged. A
//! run that is killed cannot clean up; its temporaries carry its pid, and the next run into
//! the folder removes those whose process is gone. Single files (`grad -o`) go through a
//! temporary of the same form.

use super::error::CliError;
use fresnel_ir::array::Array;
use fresnel_runtime::npy::write_npy;
use std::path::{Path, PathBuf};

/// The prefix of every temporary this program writes next to an output.
const TMP_PREFIX: &str = ".fresnel-tmp-";

/// The file name of result `i`.
pub fn out_name(i: usize) -> String {
    format!("out{i}.npy")
}

/// The temporary that stands for `name` while this process writes it.
fn temp_name(name: &str) -> String {
    format!("{TMP_PREFIX}{}-{name}", std::process::id())
}

/// Writes `results` to `dir/out{i}.npy`, calls `announce` with the final paths, then commits
/// (see the module documentation); returns the final paths.
pub fn write_results(
    dir: &Path,
    results: &[Array],
    announce: impl FnOnce(&[PathBuf]) -> Result<(), CliError>,
) -> Result<Vec<PathBuf>, CliError> {
    let created_dir = !dir.exists();
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::new(format!(
            "cannot create output folder {}: {e}",
            dir.display()
        ))
    })?;
    remove_dead_temporaries(dir);
    let result = write_announce_commit(dir, results, announce);
    if result.is_err() && created_dir {
        // Only succeeds when empty, i.e. when nothing of anyone else's is inside.
        let _ = std::fs::remove_dir(dir);
    }
    result
}

fn write_announce_commit(
    dir: &Path,
    results: &[Array],
    announce: impl FnOnce(&[PathBuf]) -> Result<(), CliError>,
) -> Result<Vec<PathBuf>, CliError> {
    let temps: Vec<PathBuf> = (0..results.len())
        .map(|i| dir.join(temp_name(&out_name(i))))
        .collect();
    let finals: Vec<PathBuf> = (0..results.len()).map(|i| dir.join(out_name(i))).collect();
    for (i, (a, tmp)) in results.iter().zip(&temps).enumerate() {
        if let Err(e) = write_npy(tmp, a) {
            remove_all(&temps[..=i]);
            return Err(CliError::new(format!("cannot write result {i}: {e}")));
        }
    }
    if let Err(e) = announce(&finals) {
        remove_all(&temps);
        return Err(e);
    }
    for (i, (tmp, dest)) in temps.iter().zip(&finals).enumerate() {
        if let Err(e) = std::fs::rename(tmp, dest) {
            remove_all(&finals[..i]);
            remove_all(&temps[i..]);
            return Err(CliError::new(format!(
                "cannot move result {i} into place at {}: {e}",
                dest.display()
            )));
        }
    }
    remove_stale_results(dir, results.len())?;
    Ok(finals)
}

/// Removes the `outN.npy` with `N >= count` that an earlier run left.
fn remove_stale_results(dir: &Path, count: usize) -> Result<(), CliError> {
    let listing = std::fs::read_dir(dir)
        .map_err(|e| CliError::new(format!("cannot list output folder {}: {e}", dir.display())))?;
    for entry in listing.flatten() {
        let name = entry.file_name();
        let Some(index) = name.to_str().and_then(result_index) else {
            continue;
        };
        if index >= count {
            std::fs::remove_file(entry.path()).map_err(|e| {
                CliError::new(format!(
                    "cannot remove {} left by an earlier run: {e}",
                    entry.path().display()
                ))
            })?;
        }
    }
    Ok(())
}

/// `N` for a file named exactly `outN.npy` (as [`out_name`] spells it).
fn result_index(name: &str) -> Option<usize> {
    let digits = name.strip_prefix("out")?.strip_suffix(".npy")?;
    let n: usize = digits.parse().ok()?;
    (out_name(n) == name).then_some(n)
}

/// Removes the temporaries in `dir` of processes that no longer run (killed runs). Where
/// liveness cannot be told (no `/proc`), nothing is removed.
fn remove_dead_temporaries(dir: &Path) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(listing) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in listing.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_owner) else {
            continue;
        };
        if !Path::new(&format!("/proc/{pid}")).exists() {
            // Best effort: another run may be removing the same leftover.
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// The pid in a `.fresnel-tmp-<pid>-<name>` file name.
fn temp_owner(name: &str) -> Option<u32> {
    let rest = name.strip_prefix(TMP_PREFIX)?;
    let (pid, _) = rest.split_once('-')?;
    pid.parse().ok()
}

/// Writes `bytes` to `path` all-or-nothing: a temporary next to it, then a rename, so a
/// failure never leaves a truncated file under the final name.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let name = path.file_name().ok_or_else(|| {
        CliError::new(format!("cannot write {}: not a file name", path.display()))
    })?;
    let tmp = path.with_file_name(temp_name(&name.to_string_lossy()));
    if let Some(dir) = path.parent() {
        remove_dead_temporaries(if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        });
    }
    let result = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, path));
    result.map_err(|e| {
        // Best effort: the temporary may not exist if its creation failed.
        let _ = std::fs::remove_file(&tmp);
        CliError::new(format!("cannot write {}: {e}", path.display()))
    })
}

fn remove_all(paths: &[PathBuf]) {
    for p in paths {
        // Best effort: the file may not exist if its write failed early.
        let _ = std::fs::remove_file(p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fresnel_ir::array::Scalar;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("fresnel-outputs-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn writes_every_result_and_no_temporaries() {
        let dir = scratch("ok");
        let results = [
            Array::scalar(Scalar::F32(1.0)),
            Array::from_f64([2], vec![1.0, 2.0]).unwrap(),
        ];
        let paths = write_results(&dir, &results, |_| Ok(())).unwrap();
        assert_eq!(paths, vec![dir.join("out0.npy"), dir.join("out1.npy")]);
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["out0.npy", "out1.npy"]);
        let back = fresnel_runtime::npy::read_npy(&paths[1]).unwrap();
        assert_eq!(back, results[1]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn failure_leaves_nothing_behind() {
        let dir = scratch("fail");
        // A folder where out1.npy should go makes the second rename fail.
        std::fs::create_dir_all(dir.join("out1.npy").join("blocker")).unwrap();
        let results = [
            Array::scalar(Scalar::F32(1.0)),
            Array::scalar(Scalar::F32(2.0)),
        ];
        let err = write_results(&dir, &results, |_| Ok(())).unwrap_err();
        assert!(err.message.contains("result 1"), "{err}");
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            ["out1.npy"],
            "only the pre-existing blocker may remain"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn stale_results_of_an_earlier_run_are_removed() {
        let dir = scratch("stale");
        std::fs::create_dir_all(&dir).unwrap();
        for name in ["out0.npy", "out1.npy", "out4.npy", "out01.npy", "notes.txt"] {
            std::fs::write(dir.join(name), b"old").unwrap();
        }
        write_results(&dir, &[Array::scalar(Scalar::F32(1.0))], |_| Ok(())).unwrap();
        // `out01.npy` is not a name this program writes, so it is not ours to remove.
        assert_eq!(names_in(&dir), ["notes.txt", "out0.npy", "out01.npy"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_announcement_leaves_the_folder_unchanged() {
        let dir = scratch("announce");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("out0.npy"), b"old").unwrap();
        std::fs::write(dir.join("out1.npy"), b"old").unwrap();
        let err = write_results(&dir, &[Array::scalar(Scalar::F32(1.0))], |paths| {
            assert_eq!(paths, [dir.join("out0.npy")]);
            Err(CliError::new(
                "cannot write to stdout: No space left on device",
            ))
        })
        .unwrap_err();
        assert!(err.message.contains("stdout"), "{err}");
        assert_eq!(names_in(&dir), ["out0.npy", "out1.npy"]);
        assert_eq!(std::fs::read(dir.join("out0.npy")).unwrap(), b"old");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn temporaries_of_dead_runs_are_removed_and_live_ones_kept() {
        let dir = scratch("leftovers");
        std::fs::create_dir_all(&dir).unwrap();
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let dead_tmp = format!(".fresnel-tmp-{dead}-out0.npy");
        // Another process's temporary, still being written: our parent is alive.
        let live_tmp = format!(
            ".fresnel-tmp-{}-out0.npy",
            std::os::unix::process::parent_id()
        );
        std::fs::write(dir.join(&dead_tmp), b"partial").unwrap();
        std::fs::write(dir.join(&live_tmp), b"partial").unwrap();
        write_results(&dir, &[Array::scalar(Scalar::F32(1.0))], |_| Ok(())).unwrap();
        assert_eq!(names_in(&dir), [live_tmp.as_str(), "out0.npy"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn only_exact_result_names_count() {
        assert_eq!(result_index("out0.npy"), Some(0));
        assert_eq!(result_index("out12.npy"), Some(12));
        for name in [
            "out01.npy",
            "out.npy",
            "outx.npy",
            "out1.npy.bak",
            "out-1.npy",
        ] {
            assert_eq!(result_index(name), None, "{name}");
        }
        assert_eq!(temp_owner(".fresnel-tmp-123-out0.npy"), Some(123));
        assert_eq!(temp_owner(".fresnel-tmp-x-out0.npy"), None);
    }
}
