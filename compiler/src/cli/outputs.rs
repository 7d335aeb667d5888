//! Writing results so that a failed run never leaves files that look like a success:
//! every result goes to a hidden temporary name first, and only when all are written are
//! they renamed to `out0.npy`, `out1.npy`, …; on any failure what was written is removed.
//! Single files (`grad -o`) go through a temporary name the same way.

use super::error::CliError;
use fresnel_ir::array::Array;
use fresnel_runtime::npy::write_npy;
use std::path::{Path, PathBuf};

/// The file name of result `i`.
pub fn out_name(i: usize) -> String {
    format!("out{i}.npy")
}

/// Writes `results` to `dir/out{i}.npy` all-or-nothing; returns the final paths.
pub fn write_results(dir: &Path, results: &[Array]) -> Result<Vec<PathBuf>, CliError> {
    let created_dir = !dir.exists();
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::new(format!(
            "cannot create output folder {}: {e}",
            dir.display()
        ))
    })?;
    let result = write_then_rename(dir, results);
    if result.is_err() && created_dir {
        // Only succeeds when empty, i.e. when nothing of anyone else's is inside.
        let _ = std::fs::remove_dir(dir);
    }
    result
}

fn write_then_rename(dir: &Path, results: &[Array]) -> Result<Vec<PathBuf>, CliError> {
    let pid = std::process::id();
    let temps: Vec<PathBuf> = (0..results.len())
        .map(|i| dir.join(format!(".out{i}.npy.{pid}.tmp")))
        .collect();
    let finals: Vec<PathBuf> = (0..results.len()).map(|i| dir.join(out_name(i))).collect();
    for (i, (a, tmp)) in results.iter().zip(&temps).enumerate() {
        if let Err(e) = write_npy(tmp, a) {
            remove_all(&temps[..=i]);
            return Err(CliError::new(format!("cannot write result {i}: {e}")));
        }
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
    Ok(finals)
}

/// Writes `bytes` to `path` all-or-nothing: a hidden temporary next to it, then a rename, so
/// a failure never leaves a truncated file under the final name.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let name = path.file_name().ok_or_else(|| {
        CliError::new(format!("cannot write {}: not a file name", path.display()))
    })?;
    let tmp = path.with_file_name(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
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
        let paths = write_results(&dir, &results).unwrap();
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
        let err = write_results(&dir, &results).unwrap_err();
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
}
