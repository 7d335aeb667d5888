//! Code generation for the CPU: a module goes through the simplification pipeline (inline,
//! simplify, fold, CSE, DCE) and fusion, then each op or fusion of its entry is lowered to a
//! step of a [`CpuProgram`] (see [`lower`]), whose buffers are planned, and which becomes a
//! [`CpuExecutable`].
//!
//! ```
//! use fresnel::backend::{compile_cpu};
//! use fresnel_ir::{parse::parse_module, Array};
//!
//! let m = parse_module("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
//!   %0 = stablehlo.multiply %x, %x : tensor<3xf32>
//!   return %0 : tensor<3xf32>
//! }").unwrap();
//! let exe = compile_cpu(&m).unwrap();
//! let y = exe.run(&[Array::from_f32(vec![3], vec![1.0, 2.0, 3.0]).unwrap()]).unwrap();
//! assert_eq!(y[0], Array::from_f32(vec![3], vec![1.0, 4.0, 9.0]).unwrap());
//! ```

mod fft;
mod fusion;
mod group;
mod kernels;
mod lower;
mod snippet;
mod values;
mod view;

use crate::pipeline::{run_compile, verify};
use fresnel_ir::{Diagnostic, Module};
pub use fresnel_runtime::cpu::{CpuExecutable, CpuProgram};

/// Where a compiled program runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The reference interpreter, wrapped as an executable (one step running the module as
    /// given, without any pass).
    Interp,
    /// Fused kernels on the CPU.
    Cpu,
}

/// Compiles `m`'s entry for `backend`.
pub fn compile(m: &Module, backend: Backend) -> Result<CpuExecutable, Diagnostic> {
    let program = match backend {
        Backend::Interp => interp_program(m)?,
        Backend::Cpu => cpu_program(m)?,
    };
    CpuExecutable::new(program)
}

/// Compiles `m`'s entry into a CPU executable.
pub fn compile_cpu(m: &Module) -> Result<CpuExecutable, Diagnostic> {
    compile(m, Backend::Cpu)
}

/// The CPU program of `m`'s entry after the compile pipeline (simplification to a fixed
/// point, then fusion; for inspection and tests).
pub fn cpu_program(m: &Module) -> Result<CpuProgram, Diagnostic> {
    let mut m = m.clone();
    // Verifies first; the passes keep the module valid (checked after each pass in tests).
    run_compile(&mut m, &mut |_, _| {})?;
    lower_entry(&m)
}

/// The CPU program of `m`'s entry as it is, without passes (calls, if any, run through the
/// interpreter).
pub fn lower_module(m: &Module) -> Result<CpuProgram, Diagnostic> {
    verify(m)?;
    lower_entry(m)
}

fn lower_entry(m: &Module) -> Result<CpuProgram, Diagnostic> {
    let entry = m.entry().ok_or_else(|| {
        Diagnostic::new("the module has no @main function (and not exactly one function)")
    })?;
    lower::lower_function(m, entry)
}

fn interp_program(m: &Module) -> Result<CpuProgram, Diagnostic> {
    verify(m)?;
    let entry = m.entry().ok_or_else(|| {
        Diagnostic::new("the module has no @main function (and not exactly one function)")
    })?;
    lower::interpret_function(m, entry)
}
