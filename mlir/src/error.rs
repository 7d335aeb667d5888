use std::fmt;

/// Where a round trip through MLIR stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The build has no MLIR (the feature `mlir` is off).
    Unavailable,
    /// MLIR's parser rejected the text, or its verifier (which the parser runs) did.
    Parse,
    /// MLIR parsed the text, and a later verification rejected it.
    Verify,
    /// Fresnel's parser rejected what MLIR printed.
    ReadBack,
    /// The MLIR code generator does not cover something in the program (today's kernel
    /// runs it instead).
    Unsupported,
    /// MLIR's passes or its ExecutionEngine failed on a kernel the code generator wrote.
    Compile,
}

/// What MLIR (or Fresnel, reading MLIR's text) said, with MLIR's diagnostics and their
/// locations (`line:column` in the text it was given).
#[derive(Clone, Debug)]
pub struct MlirError {
    pub stage: Stage,
    pub message: String,
}

impl MlirError {
    pub fn new(stage: Stage, message: impl Into<String>) -> MlirError {
        MlirError {
            stage,
            message: message.into(),
        }
    }
}

impl fmt::Display for MlirError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.stage {
            Stage::Unavailable => "MLIR is not available",
            Stage::Parse => "MLIR rejected the module",
            Stage::Verify => "MLIR's verifier rejected the module",
            Stage::ReadBack => "Fresnel could not read MLIR's text back",
            Stage::Unsupported => "the MLIR code generator does not cover",
            Stage::Compile => "MLIR could not compile the kernel",
        };
        write!(f, "{what}: {}", self.message)
    }
}

impl std::error::Error for MlirError {}
