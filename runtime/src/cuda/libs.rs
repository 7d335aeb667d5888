//! Finding the CUDA libraries without ever panicking.
//!
//! cudarc opens libraries by bare name on first use and panics when they are absent, so every
//! entry point here asks `is_culib_present` first, inside `catch_unwind`, and turns absence into
//! a [`Missing`] that names what is missing and how to get it.
//!
//! NVRTC 13.0 loads `libnvrtc-builtins.so.13.0` by bare name and has no `$ORIGIN` rpath, so it
//! is found only on the loader's path. Rather than asking for `LD_LIBRARY_PATH` (which must be
//! set before the process starts), both libraries are opened here by absolute path, builtins
//! first, from [`nvrtc_dir`]; the dynamic loader then resolves the later bare-name opens (by
//! cudarc and by NVRTC itself) to the already loaded objects by their sonames.

use std::path::PathBuf;
use std::sync::OnceLock;

/// The environment variable naming the folder that holds `libnvrtc.so.13`.
pub const NVRTC_DIR_VAR: &str = "FRESNEL_NVRTC_DIR";

/// What stops the CUDA backend from running here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// NVRTC (the runtime compiler) cannot be loaded.
    Nvrtc(String),
    /// The driver library (`libcuda.so`) cannot be loaded.
    Driver(String),
    /// The driver loads but reports no usable device.
    Device(String),
}

impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Missing::Nvrtc(why) => write!(
                f,
                "NVRTC is missing: {why}; run scripts/setup.sh (it installs NVRTC 13.0 into \
                 target/cuda-deps) or set {NVRTC_DIR_VAR} to the folder holding libnvrtc.so.13"
            ),
            Missing::Driver(why) => write!(
                f,
                "the CUDA driver library is missing: {why}; the CUDA backend needs an NVIDIA GPU \
                 with its driver installed"
            ),
            Missing::Device(why) => write!(f, "no CUDA device is usable: {why}"),
        }
    }
}

impl std::error::Error for Missing {}

/// The folder NVRTC is loaded from: `$FRESNEL_NVRTC_DIR`, else where `scripts/setup.sh`
/// installs it in this workspace.
pub fn nvrtc_dir() -> PathBuf {
    match std::env::var_os(NVRTC_DIR_VAR) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/cuda-deps/nvidia/cu13/lib"),
    }
}

/// Whether a cudarc `is_culib_present` says yes, counting a panic as no.
fn present(probe: unsafe fn() -> bool) -> bool {
    // SAFETY: the probes only try to open shared libraries by name.
    std::panic::catch_unwind(|| unsafe { probe() }).unwrap_or(false)
}

/// Loads NVRTC once per process (later calls return the first answer).
pub fn load_nvrtc() -> Result<(), Missing> {
    static LOADED: OnceLock<Result<(), Missing>> = OnceLock::new();
    LOADED.get_or_init(load_nvrtc_uncached).clone()
}

fn load_nvrtc_uncached() -> Result<(), Missing> {
    let dir = nvrtc_dir();
    let builtins = dir.join("libnvrtc-builtins.so.13.0");
    let nvrtc = dir.join("libnvrtc.so.13");
    if builtins.is_file() && nvrtc.is_file() {
        for lib in [&builtins, &nvrtc] {
            // SAFETY: NVRTC's initialisers have no preconditions. The handle is leaked on
            // purpose: cudarc keeps using the library for the life of the process.
            match unsafe { libloading::Library::new(lib) } {
                Ok(handle) => std::mem::forget(handle),
                Err(e) => {
                    return Err(Missing::Nvrtc(format!(
                        "{} cannot be loaded ({e})",
                        lib.display()
                    )))
                }
            }
        }
    }
    if present(cudarc::nvrtc::sys::is_culib_present) {
        Ok(())
    } else {
        Err(Missing::Nvrtc(format!(
            "libnvrtc.so.13 is neither in {} nor on the library path",
            dir.display()
        )))
    }
}

/// Checks that the driver loads and sees at least one device.
pub fn check_device() -> Result<(), Missing> {
    if !present(cudarc::driver::sys::is_culib_present) {
        return Err(Missing::Driver("libcuda.so cannot be loaded".to_string()));
    }
    let count = std::panic::catch_unwind(|| {
        cudarc::driver::result::init()?;
        cudarc::driver::result::device::get_count()
    });
    match count {
        Ok(Ok(n)) if n > 0 => Ok(()),
        Ok(Ok(_)) => Err(Missing::Device("the driver reports no devices".to_string())),
        Ok(Err(e)) => Err(Missing::Device(format!("the driver failed to start: {e}"))),
        Err(_) => Err(Missing::Device("the driver failed to start".to_string())),
    }
}
