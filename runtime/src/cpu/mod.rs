//! The CPU executable (docs/design.md §6).
//!
//! A [`CpuProgram`] is plain data: the entry's signature, flat typed buffers (arguments,
//! constants, temporaries), steps that each run one kernel of `fresnel-kernels` (fused
//! elementwise program, FFT, reduction, dot, copy), runs a control-flow op (`while`,
//! `case`/`if`, `call`) whose regions are nested programs of their own (see `control.rs`),
//! or, as a fallback, runs one op through the reference interpreter; and a buffer plan (see
//! [`planner`]). A [`CpuExecutable`] is built from it once — kernel plans, FFT plans included, are made then — and runs many times.
//!
//! Slots are allocated once per executable and reused by every run (behind a mutex; a run that
//! finds them busy, e.g. from another thread, allocates its own): on the angular-spectrum
//! gradient (256², 48 planes) allocating per run made runs about twice as slow (page faults
//! and zeroing of ~70 MB each time). Result buffers are allocated per run and handed to the
//! caller without a copy.
//!
//! The compiler (`fresnel::backend`) produces programs; the runtime only runs them, so a saved
//! program needs nothing but this crate.

mod codegen;
mod control;
pub(crate) mod exec;
mod host_step;
mod kernel;
mod memory;
mod needs;
pub mod planner;
mod program;

#[cfg(test)]
mod tests;

pub use codegen::{CodegenStep, CompiledKernel, KernelCodegen};
pub(crate) use control::branch_index;
pub use exec::CpuExecutable;
pub use host_step::HostStep;
pub use planner::{verify_plan, BufferPlan, Location, Slot};
pub use program::{
    BufId, Buffer, CpuProgram, InterpSnippet, Origin, Signature, Source, Step, StepKind, WhileLoop,
};
