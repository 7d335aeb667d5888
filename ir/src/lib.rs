//! `fresnel-ir`: the tensor IR every other crate speaks.
//!
//! * [`types`]: dtypes and static tensor types.
//! * [`mod@array`]: host arrays (constants, interpreter values).
//! * [`op`]: the closed set of ops and their attributes.
//! * [`func`]: modules, functions, blocks and values in arenas.
//! * [`infer`]: the shape rule of every op.
//! * [`mod@print`] / [`parse`]: StableHLO's pretty text, as JAX prints it.
//! * [`verify`]: located type, dominance and signature errors.
//!
//! Documentation in the repository (paths from its root): `docs/design.md` §2 for the types,
//! the op set and the text format, `docs/architecture.md` for where each part lives and how to
//! add an op, `docs/importing-jax.md` for the JAX text the parser reads, `docs/dtypes.md` for
//! the narrow types.

pub mod array;
mod bytes;
pub mod collective;
pub mod diag;
pub mod element;
pub mod func;
pub mod infer;
pub mod narrow;
pub mod op;
pub mod parse;
pub mod print;
pub mod special;
pub mod types;
pub mod verify;

pub use array::{Array, Data, Scalar};
pub use diag::Diagnostic;
pub use element::{ArrayElement, ComplexF32, ComplexF64};
pub use func::{
    BlockData, BlockId, Function, Loc, Module, OpData, OpId, Shardings, ValueData, ValueDef,
    ValueId,
};
pub use op::{
    BinaryOp, Check, CompareDir, CompareType, DotDims, FftKind, FusionKind, Op, ReduceKind,
    RngAlgorithm, TransposeA, UnaryOp,
};
pub use types::{DType, TensorType};
