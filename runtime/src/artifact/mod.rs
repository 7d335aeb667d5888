//! Saved executables ("artifacts", docs/design.md §6): one file that a compiled program is written to
//! by `fresnel compile` and loaded from with this crate alone.
//!
//! # Layout
//!
//! ```text
//! offset  size  field
//!      0     8  magic            89 46 52 45 53 4E 45 4C  ("\x89FRESNEL")
//!      8     4  format version   u32 little-endian, FORMAT_VERSION
//!     12     8  payload length   u64 little-endian; must equal file size - 24
//!     20     4  checksum         CRC-32 (IEEE) of bytes 0..20 followed by the payload
//!     24     …  payload          postcard encoding of `Container`
//! ```
//!
//! The payload is a `Container`: who wrote it, the entry's signature, and one section per
//! backend, each `{backend tag, section version, bytes}`. A reader decodes the sections it
//! knows and lists the others as skipped, so that a CUDA section (generated source, CUBINs,
//! cuFFT plan descriptors) can be added beside the CPU one without a new format version; a
//! backend changes its section's own version when its encoding changes. The CPU section is
//! described in `cpu`; the CUDA section (always beside a CPU section, whose program it is the
//! GPU form of) in `cuda`.
//!
//! Loading never trusts the file: the magic, the version and the length are checked before
//! anything is allocated from them; the checksum before anything is decoded; and the decoded
//! program is checked as a whole (structure, buffer plan, every kernel description, every
//! interpreter snippet parsed and verified) before it can run. Every failure is an
//! [`ArtifactError`], never a panic.

mod cpu;
mod cuda;
#[cfg(test)]
mod tests;

pub use cuda::CudaSection;

use crate::cpu::{CpuExecutable, CpuProgram, Signature};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::io::Read;
use std::path::Path;

/// The first eight bytes of every artifact. The leading non-ASCII byte keeps text tools and
/// text-mode transfers from taking the file for text.
pub const MAGIC: [u8; 8] = *b"\x89FRESNEL";
/// The container format this build writes and the newest it reads.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes before the payload.
pub const HEADER_LEN: usize = 24;

/// The backend tag of the CPU section.
pub const CPU_BACKEND: &str = "cpu";
/// The backend tag of the CUDA section.
pub const CUDA_BACKEND: &str = "cuda";

/// What went wrong while reading an artifact.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArtifactErrorKind {
    /// Not an artifact at all (no magic bytes).
    Foreign,
    /// Shorter than its header says.
    Truncated,
    /// Written by a newer Fresnel, in a format this build does not read.
    Newer,
    /// The bytes do not match their checksum, or do not decode.
    Corrupt,
    /// Decodes, but the program in it is inconsistent (or has no section this build can run).
    Invalid,
    /// The file cannot be read or written.
    Io,
}

/// A failure to read, check or write an artifact: its kind and one paragraph saying what is
/// wrong (without the file name, which the caller adds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArtifactError {
    pub kind: ArtifactErrorKind,
    pub message: String,
}

impl ArtifactError {
    fn new(kind: ArtifactErrorKind, message: impl Into<String>) -> ArtifactError {
        ArtifactError {
            kind,
            message: message.into(),
        }
    }
    pub(crate) fn invalid(message: impl Into<String>) -> ArtifactError {
        ArtifactError::new(ArtifactErrorKind::Invalid, message)
    }
}

impl fmt::Display for ArtifactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ArtifactError {}

/// The decoded payload.
#[derive(Serialize, Deserialize)]
struct Container {
    /// `fresnel-runtime <version>` of the writer, for messages.
    producer: String,
    signature: Signature,
    sections: Vec<Section>,
}

/// One backend's part of an artifact.
#[derive(Serialize, Deserialize)]
struct Section {
    /// `cpu` or `cuda` (others are skipped by this build).
    backend: String,
    /// The version of this section's encoding.
    version: u32,
    #[serde(with = "serde_bytes")]
    data: Vec<u8>,
}

/// The backends an artifact runs on, by the names the CLI gives them.
pub const ARTIFACT_BACKENDS: &[&str] = &["cpu", "cuda", "cuda-sim"];

/// An artifact made ready to run: on the host, or on a CUDA device (real or simulated).
#[derive(Debug)]
pub enum Loaded {
    Cpu(CpuExecutable),
    Cuda(crate::cuda::CudaExecutable),
}

/// A loaded artifact.
#[derive(Debug)]
pub struct Artifact {
    /// Who wrote it, e.g. `fresnel-runtime 0.1.0`.
    pub producer: String,
    pub signature: Signature,
    /// The CPU program, checked and ready to build an executable from.
    pub cpu: Option<CpuProgram>,
    /// The CUDA form of the CPU program, checked against it.
    pub cuda: Option<CudaSection>,
    /// Backend tags of the sections this build does not read.
    pub skipped: Vec<String>,
}

/// Whether `bytes` start like an artifact (the magic bytes; nothing else is checked).
pub fn is_artifact(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC)
}

/// Whether the file at `path` starts with the magic bytes (false for a shorter file).
pub fn file_is_artifact(path: &Path) -> std::io::Result<bool> {
    let mut head = Vec::with_capacity(MAGIC.len());
    std::fs::File::open(path)?
        .take(MAGIC.len() as u64)
        .read_to_end(&mut head)?;
    Ok(is_artifact(&head))
}

fn producer() -> String {
    format!("fresnel-runtime {}", env!("CARGO_PKG_VERSION"))
}

/// The CRC of the header's first 20 bytes followed by the payload.
fn checksum(head: &[u8], payload: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new();
    h.update(&head[..20]);
    h.update(payload);
    h.finalize()
}

fn encode<T: Serialize + ?Sized>(value: &T, what: &str) -> Result<Vec<u8>, ArtifactError> {
    postcard::to_allocvec(value).map_err(|e| {
        ArtifactError::new(
            ArtifactErrorKind::Invalid,
            format!("cannot encode {what}: {e}"),
        )
    })
}

/// The bytes of an artifact holding `program` as its CPU section.
pub fn cpu_artifact_bytes(program: &CpuProgram) -> Result<Vec<u8>, ArtifactError> {
    artifact_bytes(program, None)
}

/// The bytes of an artifact holding `program` as its CPU section and, if given, its CUDA form
/// (made by [`CudaSection::new`] from the same program).
pub fn artifact_bytes(
    program: &CpuProgram,
    cuda: Option<&CudaSection>,
) -> Result<Vec<u8>, ArtifactError> {
    let mut sections = vec![Section {
        backend: CPU_BACKEND.to_string(),
        version: cpu::SECTION_VERSION,
        data: cpu::encode_section(program)?,
    }];
    if let Some(c) = cuda {
        sections.push(Section {
            backend: CUDA_BACKEND.to_string(),
            version: cuda::SECTION_VERSION,
            data: cuda::encode_section(c)?,
        });
    }
    let container = Container {
        producer: producer(),
        signature: program.signature.clone(),
        sections,
    };
    let payload = encode(&container, "the artifact")?;
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    let crc = checksum(&out, &payload);
    out.extend_from_slice(&crc.to_le_bytes());
    out.extend_from_slice(&payload);
    Ok(out)
}

impl Artifact {
    /// Reads and checks the artifact at `path` (a file larger than the memory available is
    /// refused before it is read).
    pub fn load(path: &Path) -> Result<Artifact, ArtifactError> {
        let io = |e: std::io::Error| {
            ArtifactError::new(ArtifactErrorKind::Io, format!("cannot read: {e}"))
        };
        let size = std::fs::metadata(path).map_err(io)?.len();
        crate::memory_budget::check_large(size, "reading the artifact")
            .map_err(|m| ArtifactError::new(ArtifactErrorKind::Io, m))?;
        let bytes = std::fs::read(path).map_err(io)?;
        Artifact::from_bytes(&bytes)
    }

    /// Decodes and checks an artifact held in memory.
    pub fn from_bytes(bytes: &[u8]) -> Result<Artifact, ArtifactError> {
        use ArtifactErrorKind::*;
        let head_len = bytes.len().min(MAGIC.len());
        if bytes[..head_len] != MAGIC[..head_len] || bytes.is_empty() {
            return Err(ArtifactError::new(
                Foreign,
                "not a Fresnel artifact (it does not start with the artifact magic bytes \
                 \\x89FRESNEL; compile a program into one with `fresnel compile`)",
            ));
        }
        if bytes.len() < HEADER_LEN {
            return Err(ArtifactError::new(
                Truncated,
                format!(
                    "truncated artifact: {} bytes, shorter than the {HEADER_LEN}-byte header",
                    bytes.len()
                ),
            ));
        }
        // The header is at least HEADER_LEN bytes here, so these slices exist.
        let u32_at = |o: usize| {
            let mut b = [0u8; 4];
            b.copy_from_slice(&bytes[o..o + 4]);
            u32::from_le_bytes(b)
        };
        let u64_at = |o: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[o..o + 8]);
            u64::from_le_bytes(b)
        };
        let version = u32_at(8);
        if version > FORMAT_VERSION {
            // A newer writer may lay out the rest differently, but if the rest checks out the
            // way this format checks it, the version field itself is what was damaged.
            let damaged = (bytes.len() - HEADER_LEN) as u64 == u64_at(12)
                && checksum(bytes, &bytes[HEADER_LEN..]) != u32_at(20);
            let note = if damaged {
                " (or its header is damaged: the checksum does not match)"
            } else {
                ""
            };
            return Err(ArtifactError::new(
                Newer,
                format!(
                    "artifact format version {version} is newer than this Fresnel reads \
                     (version {FORMAT_VERSION}){note}; run it with a newer fresnel, or compile \
                     the program again with this one"
                ),
            ));
        }
        if version == 0 {
            return Err(ArtifactError::new(
                Corrupt,
                "corrupt artifact: format version 0 does not exist",
            ));
        }
        let declared = u64_at(12);
        let present = (bytes.len() - HEADER_LEN) as u64;
        if declared != present {
            let (kind, what) = if declared > present {
                (Truncated, "truncated artifact")
            } else {
                (Corrupt, "corrupt artifact")
            };
            return Err(ArtifactError::new(
                kind,
                format!(
                    "{what}: the header announces a {declared}-byte payload, the file holds \
                     {present} bytes after the header"
                ),
            ));
        }
        let payload = &bytes[HEADER_LEN..];
        let stored = u32_at(20);
        let actual = checksum(bytes, payload);
        if stored != actual {
            return Err(ArtifactError::new(
                Corrupt,
                format!(
                    "corrupt artifact: checksum mismatch (stored {stored:08x}, computed \
                     {actual:08x}); the file was damaged after it was written"
                ),
            ));
        }
        let container: Container = decode(payload, "the artifact's contents")?;
        let mut cpu = None;
        let mut cuda_bytes = None;
        let mut skipped = Vec::new();
        for s in container.sections {
            let newest = match s.backend.as_str() {
                CPU_BACKEND => cpu::SECTION_VERSION,
                CUDA_BACKEND => cuda::SECTION_VERSION,
                _ => {
                    skipped.push(s.backend);
                    continue;
                }
            };
            if s.version > newest {
                return Err(ArtifactError::new(
                    Newer,
                    format!(
                        "the artifact's {} section has version {}, newer than this Fresnel \
                         reads (version {newest}); compile the program again with this fresnel",
                        s.backend, s.version
                    ),
                ));
            }
            let twice =
                || ArtifactError::invalid(format!("the artifact has two {} sections", s.backend));
            if s.backend == CPU_BACKEND {
                if cpu.is_some() {
                    return Err(twice());
                }
                cpu = Some(cpu::decode_section(
                    &s.data,
                    s.version,
                    &container.signature,
                )?);
            } else {
                if cuda_bytes.is_some() {
                    return Err(twice());
                }
                cuda_bytes = Some(s.data);
            }
        }
        // The CUDA section is checked against the CPU program, wherever the two were stored.
        let cuda = match (&cuda_bytes, &cpu) {
            (None, _) => None,
            (Some(bytes), Some(program)) => Some(cuda::decode_section(bytes, program)?),
            (Some(_), None) => {
                return Err(ArtifactError::invalid(
                    "the artifact has a cuda section but no cpu section, whose program it \
                     is the GPU form of",
                ))
            }
        };
        Ok(Artifact {
            producer: container.producer,
            signature: container.signature,
            cpu,
            cuda,
            skipped,
        })
    }

    /// The CPU program and the CUDA form saved with it, if any.
    pub fn into_programs(self) -> Result<(CpuProgram, Option<CudaSection>), ArtifactError> {
        let skipped = if self.skipped.is_empty() {
            String::new()
        } else {
            format!(" (it has sections for: {})", self.skipped.join(", "))
        };
        let program = self.cpu.ok_or_else(|| {
            ArtifactError::invalid(format!(
                "the artifact has no cpu section, which every backend this build runs \
                 needs{skipped}"
            ))
        })?;
        Ok((program, self.cuda))
    }

    /// The executable for `backend` (one of [`ARTIFACT_BACKENDS`]): `cuda` loads the saved
    /// CUBIN for the GPU's architecture or compiles the saved source (an artifact without a
    /// CUDA section is rendered for the GPU from its CPU program); `cuda-sim` compiles the same
    /// CUDA C for the host. The message says what is wrong, without the file name.
    pub fn executable_for(self, backend: &str) -> Result<Loaded, String> {
        if !ARTIFACT_BACKENDS.contains(&backend) {
            let runs = ARTIFACT_BACKENDS.join(", ");
            return Err(match backend {
                "interp" | "pjrt" => format!(
                    "backend {backend:?} needs the program's IR text; this is a compiled \
                     artifact, which runs with {runs}"
                ),
                other => format!("unknown backend {other:?}: an artifact runs with {runs}"),
            });
        }
        if backend == "cuda" {
            crate::cuda::check_device().map_err(|m| {
                format!("backend 'cuda' cannot run on this machine: {m}; use cpu or cuda-sim")
            })?;
        }
        let (program, saved) = self.into_programs().map_err(|e| e.to_string())?;
        let text = |d: fresnel_ir::Diagnostic| d.to_string();
        Ok(match backend {
            "cuda" => {
                let cubins = saved.map(|s| s.cubins).unwrap_or_default();
                Loaded::Cuda(crate::cuda::compile_gpu_with(program, &cubins).map_err(text)?)
            }
            "cuda-sim" => Loaded::Cuda(crate::cuda::compile_sim(program).map_err(text)?),
            _ => Loaded::Cpu(CpuExecutable::new(program).map_err(text)?),
        })
    }

    /// The CPU executable (kernels planned, memory budget checked).
    pub fn cpu_executable(self) -> Result<CpuExecutable, ArtifactError> {
        let (program, _) = self.into_programs()?;
        CpuExecutable::new(program).map_err(|d| ArtifactError::invalid(d.to_string()))
    }
}

/// Decodes one postcard value that must fill `bytes` exactly.
pub(crate) fn decode<'a, T: Deserialize<'a>>(
    bytes: &'a [u8],
    what: &str,
) -> Result<T, ArtifactError> {
    let (value, rest) = postcard::take_from_bytes(bytes).map_err(|e| {
        ArtifactError::new(
            ArtifactErrorKind::Corrupt,
            format!("corrupt artifact: {what} do not decode ({e})"),
        )
    })?;
    if !rest.is_empty() {
        return Err(ArtifactError::new(
            ArtifactErrorKind::Corrupt,
            format!("corrupt artifact: {} stray bytes after {what}", rest.len()),
        ));
    }
    Ok(value)
}
