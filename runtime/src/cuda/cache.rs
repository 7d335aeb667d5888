//! The on-disk cache of compiled modules: CUBINs from NVRTC and cuda-sim's shared libraries
//! from the host compiler, keyed by a SHA-256 of everything that determines the output (the
//! source, the compiler's identity and its options). Compiling a large module costs up to a
//! second; a warm cache turns that into a file read.
//!
//! The cache is an optimisation only: an unreadable, unwritable or corrupt entry is ignored
//! and the module compiled again. Entries are written to a temporary file and renamed into
//! place, so concurrent processes never see half an entry.

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The environment variable naming the cache folder.
pub const CACHE_DIR_VAR: &str = "FRESNEL_CACHE_DIR";

/// `$FRESNEL_CACHE_DIR`, else `$XDG_CACHE_HOME/fresnel`, else `~/.cache/fresnel`, else a
/// folder in the system's temporary directory.
pub fn cache_dir() -> PathBuf {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var(CACHE_DIR_VAR) {
        return PathBuf::from(dir);
    }
    if let Some(xdg) = var("XDG_CACHE_HOME") {
        return PathBuf::from(xdg).join("fresnel");
    }
    if let Some(home) = var("HOME") {
        return PathBuf::from(home).join(".cache/fresnel");
    }
    std::env::temp_dir().join("fresnel-cache")
}

/// The hex SHA-256 of `parts`, each length-prefixed so that no two lists collide.
pub fn key(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Where the entry `name` of `kind` (a subfolder, e.g. `cubin`) lives.
pub fn entry_path(kind: &str, name: &str) -> PathBuf {
    cache_dir().join(kind).join(name)
}

/// Writes `bytes` to `path` through a temporary file in the same folder, then renames it.
pub fn store(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = path
        .parent()
        .ok_or_else(|| std::io::Error::other("a cache entry needs a folder"))?;
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(
        ".tmp-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let written = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// The cached bytes for `key` of `kind`, else `build()`'s (stored for next time). Returns the
/// bytes and whether they came from the cache.
pub fn get_or_build<E>(
    kind: &str,
    key: &str,
    build: impl FnOnce() -> Result<Vec<u8>, E>,
) -> Result<(Vec<u8>, bool), E> {
    let path = entry_path(kind, key);
    if let Ok(bytes) = std::fs::read(&path) {
        if !bytes.is_empty() {
            return Ok((bytes, true));
        }
    }
    let bytes = build()?;
    // A cache that cannot be written only costs the next run a compile.
    let _ = store(&path, &bytes);
    Ok((bytes, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_separate_their_parts() {
        assert_ne!(key(&[b"ab", b"c"]), key(&[b"a", b"bc"]));
        assert_eq!(key(&[b"x"]), key(&[b"x"]));
        assert_eq!(key(&[b"x"]).len(), 64);
    }

    #[test]
    fn an_entry_is_built_once_then_read() {
        let dir = std::env::temp_dir().join(format!("fresnel-cache-test-{}", std::process::id()));
        let path = dir.join("k").join("entry");
        store(&path, b"first").expect("the temp dir is writable");
        assert_eq!(std::fs::read(&path).expect("stored"), b"first");
        store(&path, b"second").expect("replaces");
        assert_eq!(std::fs::read(&path).expect("stored"), b"second");
        let leftovers = std::fs::read_dir(dir.join("k")).expect("exists").count();
        assert_eq!(leftovers, 1, "no temporary file is left behind");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
