//! `fresnel-runtime`: runs compiled programs, without the compiler.
//!
//! * [`interp`]: the reference interpreter, the definition of every op.
//! * [`cpu`]: the CPU executable (`CpuProgram`, its buffer plan and executor).
//! * [`cuda`]: the CUDA executor, on a GPU or on `cuda-sim`.
//! * [`pjrt`]: XLA through a PJRT plugin.
//! * [`host`]: host arrays passed by reference (the C ABI, Python).
//! * [`artifact`]: saved executables; [`npy`]: `.npy` files; [`memory_budget`]: how much
//!   memory the process may still take.
//!
//! This crate never depends on the compiler, so a saved artifact runs with it alone.
//!
//! Documentation in the repository (paths from its root): `docs/architecture.md` (code map),
//! `docs/design.md` §6 (execution), `docs/backends/cpu.md`, `docs/backends/cuda.md`,
//! `docs/backends/pjrt.md`, `docs/artifacts.md`.

pub mod artifact;
pub mod cpu;
pub mod cuda;
pub mod host;
pub mod interp;
pub mod memory_budget;
pub mod npy;
pub mod pjrt;
