//! Compiling CUDA C with NVRTC to a CUBIN for one architecture.

use super::libs::{load_nvrtc, Missing};
use cudarc::nvrtc::{result, sys};
use fresnel_kernels::cuda::CudaModule;
use std::ffi::{c_char, CString};

/// A module compiled for one architecture, as saved in an artifact.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Cubin {
    /// `sm_90` and the like.
    pub arch: String,
    /// The NVRTC version that made it, e.g. `13.0`.
    pub nvrtc: String,
    #[serde(with = "serde_bytes")]
    pub bytes: Vec<u8>,
}

/// Why a module did not compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileError {
    Missing(Missing),
    /// NVRTC rejected the source; the log says where.
    Rejected {
        module: String,
        log: String,
    },
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileError::Missing(m) => write!(f, "{m}"),
            CompileError::Rejected { module, log } => {
                write!(f, "NVRTC rejected CUDA module `{module}`:\n{log}")
            }
        }
    }
}

impl std::error::Error for CompileError {}

fn text(chars: &[c_char]) -> String {
    let bytes: Vec<u8> = chars
        .iter()
        .map(|&c| c as u8)
        .take_while(|&b| b != 0)
        .collect();
    String::from_utf8_lossy(&bytes).trim_end().to_string()
}

/// Compiles `source` (named `module` in messages) for `arch` (e.g. `sm_90`) to a CUBIN.
pub fn compile_cubin(module: &str, source: &str, arch: &str) -> Result<Vec<u8>, CompileError> {
    load_nvrtc().map_err(CompileError::Missing)?;
    let rejected = |log: String| CompileError::Rejected {
        module: module.to_string(),
        log,
    };
    let src = CString::new(source).map_err(|_| rejected("the source holds a NUL byte".into()))?;
    let name = CString::new(format!("{module}.cu"))
        .map_err(|_| rejected("the module name holds a NUL byte".into()))?;
    let prog = result::create_program(&src, Some(&name)).map_err(|e| rejected(e.to_string()))?;
    let options = options(arch);
    // SAFETY: `prog` was just created and is destroyed once, below.
    let compiled = unsafe { result::compile_program(prog, &options) };
    let out = match compiled {
        Err(e) => {
            let log = unsafe { result::get_program_log(prog) }
                .map(|l| text(&l))
                .unwrap_or_default();
            Err(rejected(format!("{e}\n{log}")))
        }
        Ok(()) => unsafe { cubin(prog) }.map_err(|e| rejected(e.to_string())),
    };
    // SAFETY: as above; a failure to free is not worth failing the compile for.
    let _ = unsafe { result::destroy_program(prog) };
    out
}

/// NVRTC's options. `--fmad=false`: no contraction of `a*b + c` into a fused multiply-add,
/// which NVRTC does by default and cuda-sim's host compile (`-ffp-contract=off`) and the CPU
/// kernels do not: with contraction `z·conj(z)` gets a non-zero imaginary part on the GPU
/// alone and results near branch cuts flip. Both round every operation (docs/design.md §6).
fn options(arch: &str) -> [String; 3] {
    [
        format!("--gpu-architecture={arch}"),
        "--std=c++17".to_string(),
        "--fmad=false".to_string(),
    ]
}

/// [`compile_cubin`] through the on-disk cache (keyed by the source, the architecture, the
/// options and NVRTC's version).
pub fn compile_cubin_cached(
    module: &str,
    source: &str,
    arch: &str,
) -> Result<Vec<u8>, CompileError> {
    let version = nvrtc_version()?;
    let key = super::cache::key(&[
        source.as_bytes(),
        arch.as_bytes(),
        options(arch).join(" ").as_bytes(),
        version.as_bytes(),
    ]);
    super::cache::get_or_build("cubin", &key, || compile_cubin(module, source, arch))
        .map(|(bytes, _)| bytes)
}

/// The loaded NVRTC's version, e.g. `13.0`.
pub fn nvrtc_version() -> Result<String, CompileError> {
    load_nvrtc().map_err(CompileError::Missing)?;
    let (mut major, mut minor) = (0, 0);
    // SAFETY: NVRTC is loaded; the call writes two ints.
    let _ = unsafe { sys::nvrtcVersion(&mut major, &mut minor) };
    Ok(format!("{major}.{minor}"))
}

/// `module` compiled for each of `archs` (through the disk cache).
pub fn compile_cubins(module: &CudaModule, archs: &[String]) -> Result<Vec<Cubin>, CompileError> {
    let nvrtc = nvrtc_version()?;
    archs
        .iter()
        .map(|arch| {
            Ok(Cubin {
                arch: arch.clone(),
                nvrtc: nvrtc.clone(),
                bytes: compile_cubin_cached(&module.name, &module.source, arch)?,
            })
        })
        .collect()
}

/// # Safety
/// `prog` must be a successfully compiled, live program.
unsafe fn cubin(prog: sys::nvrtcProgram) -> Result<Vec<u8>, result::NvrtcError> {
    let mut size = 0usize;
    sys::nvrtcGetCUBINSize(prog, &mut size).result()?;
    let mut bytes = vec![0u8; size];
    sys::nvrtcGetCUBIN(prog, bytes.as_mut_ptr() as *mut c_char).result()?;
    Ok(bytes)
}
