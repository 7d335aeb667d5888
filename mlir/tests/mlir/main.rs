//! The tests that need MLIR (feature `mlir`): one binary, as each links MLIR's static
//! libraries.

mod codegen;
mod corpus;
mod reduce;
mod round_trip;
