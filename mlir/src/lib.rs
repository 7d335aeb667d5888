//! MLIR itself, through [melior](https://docs.rs/melior) (MLIR 19's C API), as an
//! independent reader of the text Fresnel prints: [`Mlir::round_trip`] prints a module in MLIR's
//! generic form ([`fresnel_ir::print::print_module_generic`]), has MLIR parse and verify it
//! with unregistered dialects allowed, prints MLIR's text and parses that back.
//!
//! [`codegen`] compiles fused elementwise kernels and reductions through MLIR and LLVM
//! ([`Mlir::compile`]).
//!
//! Everything that calls MLIR is behind the cargo feature `mlir` (off in a plain build: MLIR's
//! static libraries are large, see docs/mlir.md). Without it, [`Mlir::new`] returns an error
//! that says how to turn it on.

pub mod codegen;
mod error;
#[cfg(feature = "mlir")]
mod reader;

pub use error::{MlirError, Stage};
use fresnel_ir::func::Module;
#[cfg(feature = "mlir")]
use fresnel_runtime::cpu::CodegenStep;

/// An MLIR context with every upstream dialect registered and unregistered ones allowed
/// (StableHLO, CHLO, `check`, `fresnel`). Not `Send`: MLIR contexts stay on their thread.
pub struct Mlir {
    #[cfg(feature = "mlir")]
    reader: reader::Reader,
}

impl Mlir {
    /// A fresh context; an error when this build has no MLIR.
    pub fn new() -> Result<Mlir, MlirError> {
        #[cfg(feature = "mlir")]
        {
            Ok(Mlir {
                reader: reader::Reader::new(),
            })
        }
        #[cfg(not(feature = "mlir"))]
        {
            Err(MlirError::new(
                Stage::Unavailable,
                "this build has no MLIR: build with `--features mlir` (needs MLIR 19, which \
                 scripts/setup.sh installs on Debian)",
            ))
        }
    }

    /// MLIR's own text for `text`: parsed, verified, printed back (MLIR's default form:
    /// `func` pretty, unregistered ops generic).
    pub fn reprint(&self, text: &str) -> Result<String, MlirError> {
        #[cfg(feature = "mlir")]
        {
            self.reader.reprint(text)
        }
        #[cfg(not(feature = "mlir"))]
        {
            let _ = text;
            Err(MlirError::new(Stage::Unavailable, "this build has no MLIR"))
        }
    }

    /// `p` compiled to machine code through MLIR (see [`codegen`]); a
    /// [`Stage::Unsupported`] error names what the code generator does not cover.
    #[cfg(feature = "mlir")]
    pub fn compile_elementwise(
        &self,
        p: &fresnel_kernels::ElementwiseProgram,
    ) -> Result<codegen::CompiledElementwise, MlirError> {
        match self.compile(&[CodegenStep::Elementwise(p)]).pop() {
            Some(Ok(codegen::CompiledStep::Elementwise(k))) => Ok(k),
            Some(Err(e)) => Err(e),
            _ => Err(MlirError::new(Stage::Compile, "no kernel")),
        }
    }

    /// The reduction `desc` compiled to machine code through MLIR, as
    /// [`Mlir::compile_elementwise`].
    #[cfg(feature = "mlir")]
    pub fn compile_reduce(
        &self,
        desc: &fresnel_kernels::ReduceDesc,
    ) -> Result<codegen::CompiledReduce, MlirError> {
        match self.compile(&[CodegenStep::Reduce(desc)]).pop() {
            Some(Ok(codegen::CompiledStep::Reduce(k))) => Ok(k),
            Some(Err(e)) => Err(e),
            _ => Err(MlirError::new(Stage::Compile, "no kernel")),
        }
    }

    /// Each step compiled, all together: one MLIR module and one LLVM session for all the
    /// covered ones (what an executable's kernels want).
    #[cfg(feature = "mlir")]
    pub fn compile(
        &self,
        steps: &[CodegenStep<'_>],
    ) -> Vec<Result<codegen::CompiledStep, MlirError>> {
        codegen::compile_all(&self.reader, steps)
    }

    /// `m` printed in generic form, through MLIR, and parsed back by Fresnel. Equal to `m`
    /// when printer and parser agree with MLIR.
    pub fn round_trip(&self, m: &Module) -> Result<Module, MlirError> {
        let generic = fresnel_ir::print::print_module_generic(m);
        let text = self.reprint(&generic)?;
        fresnel_ir::parse::parse_module(&text)
            .map_err(|d| MlirError::new(Stage::ReadBack, format!("{d}\n{text}")))
    }
}

/// The CPU backend's elementwise steps, FFT hooks and reductions compiled through MLIR where
/// [`codegen`] covers them ([`fresnel_runtime::cpu::CpuExecutable::with_codegen`]).
#[cfg(feature = "mlir")]
impl fresnel_runtime::cpu::KernelCodegen for Mlir {
    fn compile_all(
        &self,
        steps: &[CodegenStep<'_>],
    ) -> Result<Vec<Option<std::sync::Arc<dyn fresnel_runtime::cpu::CompiledKernel>>>, String> {
        self.compile(steps)
            .into_iter()
            .map(|r| match r {
                Ok(k) => Ok(Some(std::sync::Arc::new(k) as _)),
                Err(e) if e.stage == Stage::Unsupported => Ok(None),
                Err(e) => Err(e.to_string()),
            })
            .collect()
    }
}

/// The element types Fresnel has and MLIR 19 does not (they came with MLIR 20): a module
/// using one cannot be read by this MLIR.
pub fn unknown_to_mlir(dtype: fresnel_ir::DType) -> bool {
    use fresnel_ir::DType;
    matches!(
        dtype,
        DType::F8E3M4 | DType::F4E2M1FN | DType::F6E2M3FN | DType::F6E3M2FN | DType::F8E8M0FNU
    )
}
