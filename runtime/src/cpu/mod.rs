//! The CPU executable (DESIGN §6).
//!
//! A [`CpuProgram`] is plain data: the entry's signature, flat typed buffers (arguments,
//! constants, temporaries), steps that each run one kernel of `fresnel-kernels` (fused
//! elementwise program, FFT, reduction, dot, copy) or, as a fallback, one op through the
//! reference interpreter, and a buffer plan (see [`planner`]). A [`CpuExecutable`] is built
//! from it once — kernel plans, FFT plans included, are made then — and runs many times.
//!
//! The compiler (`fresnel::backend`) produces programs; the runtime only runs them, so a saved
//! program needs nothing but this crate.

mod exec;
mod memory;
pub mod planner;
mod program;

#[cfg(test)]
mod tests;

pub use exec::CpuExecutable;
pub use planner::{verify_plan, BufferPlan, Location, Slot};
pub use program::{Buffer, BufId, CpuProgram, InterpSnippet, Origin, Signature, Source, Step, StepKind};
