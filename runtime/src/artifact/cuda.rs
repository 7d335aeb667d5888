//! The CUDA section of an artifact: the generated CUDA C of the CPU section's program, its
//! cuFFT plan descriptors, and CUBINs compiled by NVRTC for chosen architectures.
//!
//! ```text
//! CudaSection { module: String, source: String, plans: [CufftPlan], cubins: [Cubin] }
//! ```
//!
//! The steps themselves are not stored again: the CUDA form of a program is a function of its
//! CPU program, so loading renders it anew from the CPU section and requires the stored source
//! and plans to be exactly what that gives. A section written by another code generator is
//! refused instead of launching kernels whose parameters might not match the buffers. With a
//! CUBIN for the device's architecture a GPU runs the artifact without NVRTC; otherwise the
//! runtime compiles the stored source for it.

use super::{decode, encode, ArtifactError};
use crate::cpu::CpuProgram;
use crate::cuda::{fft_plans, is_arch, Cubin, CudaProgram};
use fresnel_kernels::cuda::fft::CufftPlan;
use serde::{Deserialize, Serialize};

/// The version of the CUDA section's encoding.
pub const SECTION_VERSION: u32 = 1;

/// A CUDA section, as written and as read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CudaSection {
    /// The module's name (the entry function's).
    pub module: String,
    /// The module's CUDA C.
    pub source: String,
    /// Every cuFFT plan the program makes, in order.
    pub plans: Vec<CufftPlan>,
    /// The module compiled for each architecture chosen at compile time.
    pub cubins: Vec<Cubin>,
}

impl CudaSection {
    /// The section for `cuda` (the [`CudaProgram`] of the artifact's CPU program) with the
    /// given CUBINs of its module.
    pub fn new(cuda: &CudaProgram, cubins: Vec<Cubin>) -> CudaSection {
        let plans = fft_plans(cuda);
        CudaSection {
            module: cuda.module.name.clone(),
            source: cuda.module.source.clone(),
            plans,
            cubins,
        }
    }

    /// The architectures it holds CUBINs for.
    pub fn archs(&self) -> Vec<&str> {
        self.cubins.iter().map(|c| c.arch.as_str()).collect()
    }
}

pub(super) fn encode_section(s: &CudaSection) -> Result<Vec<u8>, ArtifactError> {
    encode(s, "the cuda section")
}

/// Decodes the section and checks it against `program`, the artifact's CPU program.
pub(super) fn decode_section(
    bytes: &[u8],
    program: &CpuProgram,
) -> Result<CudaSection, ArtifactError> {
    let s: CudaSection = decode(bytes, "the cuda section's contents")?;
    let mut seen: Vec<&str> = Vec::new();
    for c in &s.cubins {
        if !is_arch(&c.arch) {
            return Err(ArtifactError::invalid(format!(
                "the cuda section holds a CUBIN for `{}`, which is not a CUDA architecture",
                c.arch.escape_debug()
            )));
        }
        if seen.contains(&c.arch.as_str()) {
            return Err(ArtifactError::invalid(format!(
                "the cuda section holds two CUBINs for {}",
                c.arch
            )));
        }
        if c.bytes.is_empty() {
            return Err(ArtifactError::invalid(format!(
                "the cuda section's CUBIN for {} is empty",
                c.arch
            )));
        }
        seen.push(&c.arch);
    }
    let expected = CudaSection::new(&CudaProgram::new(program), Vec::new());
    if s.module != expected.module || s.source != expected.source || s.plans != expected.plans {
        let what = if s.source != expected.source {
            "CUDA source"
        } else if s.plans != expected.plans {
            "cuFFT plans"
        } else {
            "module name"
        };
        return Err(ArtifactError::invalid(format!(
            "the cuda section's {what} differ from what this runtime generates for the \
             artifact's program (it was written by another version of the code generator); \
             compile the program again with this fresnel"
        )));
    }
    Ok(s)
}
