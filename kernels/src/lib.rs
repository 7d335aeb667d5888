//! `fresnel-kernels`: kernel descriptions and their CPU implementations.
//!
//! Every kernel comes in two halves: a *description* (plain data, `Clone + Debug + PartialEq`,
//! no closures or pointers, so that a compiled executable can be saved) and a *plan* built from
//! it once (validated, with FFT plans, coalesced index maps and scratch layouts made up front)
//! that runs many times on borrowed buffers ([`BufRef`], [`BufMut`]).
//!
//! * [`elementwise`]: fused elementwise programs over broadcast/strided inputs.
//! * [`fft`]: complex FFTs over any axes, real-to-complex and complex-to-real.
//! * [`reduce`]: reductions over any axes with an optional fused elementwise prologue.
//! * [`dot`]: `dot_general` as a batched matmul (floats through the `gemm` crate).
//! * [`conv`]: `convolution` as im2col + that matmul.
//! * [`indexing`]: `gather` and `scatter` with StableHLO's dimension numbers.
//! * [`movement`]: strided copies (transpose, slice, pad, concatenate, reverse, broadcast).
//! * [`window`], [`select_scatter`]: `reduce_window`, and `select_and_scatter` (pooling's
//!   gradient).
//!
//! Documentation in the repository (paths from its root): `docs/architecture.md` (code map,
//! adding an op), `docs/backends/cpu.md` (what each kernel does and when it is used),
//! `docs/backends/cuda.md` (the CUDA rendering), `docs/benchmarks.md`.

pub mod buffer;
pub mod conv;
pub mod cuda;
pub mod dot;
pub mod dynamic;
pub mod elementwise;
pub mod error;
pub mod fft;
mod index;
pub mod indexing;
pub mod movement;
pub mod reduce;
pub mod select_scatter;
mod semantics;
pub mod sort;
pub mod special;
pub mod window;

pub use buffer::{BufMut, BufRef, Element};
pub use conv::{conv_covered, ConvDesc};
pub use dot::{DotDesc, DotPlan};
pub use dynamic::DynamicSliceDesc;
pub use elementwise::{
    CompiledLanes, ElementwisePlan, ElementwiseProgram, InputMap, Instr, Reg, Window,
};
pub use error::{KernelError, KernelResult};
pub use fft::{FftDesc, FftPlan, FftTransform, FusedFftDesc, FusedFftPlan};
pub use indexing::{GatherDesc, ScatterCombiner, ScatterDesc};
pub use movement::{CopyDesc, CopyPiece, CopyPlan};
pub use reduce::{
    combine_partials, reduce_identity, ReduceDesc, ReduceLanes, ReduceOrder, ReducePlan,
};
pub use select_scatter::{select_scatter_covered, SelectScatterDesc};
/// Complex tanh as every backend computes it (the interpreter included).
pub use semantics::ctanh;
pub use semantics::IntLane;
pub use sort::{KeyOrder, SortDesc, SortKey, TopKDesc};
pub use window::{reduce_window_covered, ReduceWindowDesc};
