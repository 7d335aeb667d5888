//! CUDA C generation: every kernel description the CPU program uses, rendered as CUDA C
//! source for NVRTC. One [`CudaModule`] per program: the device header (`fresnel.cuh`: complex
//! numbers and the scalar semantics of `semantics.rs`) followed by one `extern "C"` kernel per
//! step. Kernels take their buffers as pointer arguments (inputs, then outputs) and have every
//! shape, stride and constant baked in, since programs are compiled ahead of time for fixed
//! types. Work items are walked by grid-stride loops over the output's row-major order, so
//! consecutive threads touch consecutive elements of the contiguous axis.
//!
//! What is not a CUDA kernel is described as plain data for the runtime to call: FFTs as
//! cuFFT advanced-layout plans ([`fft::CufftPlan`]) and `dot_general` as cuBLAS strided batched
//! GEMMs ([`dot::GemmCall`]).
//!
//! * [`elementwise`]: fused elementwise programs (also the bodies of the other kernels);
//! * [`reduce`]: reductions, one block (shared-memory tree) or one thread per output;
//! * [`movement`]: strided copies with pieces and a fill value;
//! * [`fft`]: cuFFT plans plus prologue, epilogue and scaling kernels;
//! * [`indexing`]: `gather`, one thread per output element;
//! * [`window`], [`select_scatter`]: `reduce_window` and `select_and_scatter`, one thread per
//!   output element;
//! * [`conv`]: `convolution`, one thread per output element;
//! * [`sort`]: `sort` and `top_k` as merge sorts of index permutations, several launches
//!   with scratch ([`KernelSeq`]); [`scatter`]: `scatter` through such a sort of its
//!   updates by target;
//! * [`dot`]: cuBLAS GEMM calls plus the transposing copies that bring operands to GEMM layout;
//! * [`cufft_model`]: a CPU model of cuFFT's advanced layout, which tests the plans.

pub mod conv;
pub mod cufft_model;
pub mod dot;
pub mod dynamic;
pub mod elementwise;
pub mod fft;
pub mod indexing;
pub mod movement;
pub mod reduce;
mod scalar;
pub mod scatter;
pub mod select_scatter;
pub mod sort;
pub mod window;

use fresnel_ir::DType;
use std::fmt::Write;

/// The device header every module starts with.
pub const HEADER: &str = include_str!("fresnel.cuh");

/// Threads per block of every launch (reductions rely on it being a power of two).
pub const BLOCK: u32 = 256;

/// A kernel parameter: a device pointer to one buffer.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub dtype: DType,
    /// Written by the kernel (otherwise `const`).
    pub output: bool,
}

/// How a kernel is launched: `blocks × BLOCK` threads (the grid-stride loops accept any grid,
/// so `blocks` is only a good default).
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    pub blocks: u32,
    pub threads: u32,
}

impl Launch {
    /// Enough blocks for one work item per thread, capped (the loops stride over the rest).
    pub fn for_items(items: usize) -> Launch {
        const MAX_BLOCKS: usize = 65_535;
        let blocks = items.div_ceil(BLOCK as usize).clamp(1, MAX_BLOCKS);
        Launch {
            blocks: blocks as u32,
            threads: BLOCK,
        }
    }
}

/// One `extern "C"` kernel of a module.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelInfo {
    pub name: String,
    /// The body synchronises the threads of a block (`__syncthreads`); set by
    /// `ModuleBuilder::push`. The CPU simulation runs such kernels with one fiber per thread.
    pub block_sync: bool,
    pub params: Vec<Param>,
    pub launch: Launch,
    /// Floating-point operations of one launch (an estimate, for the GPU cost model).
    pub flops: u64,
}

/// A buffer a kernel of a [`KernelSeq`] takes: the step's inputs and outputs by position, or
/// the piece of the step's scratch region that starts this many bytes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeqArg {
    Input(usize),
    Output(usize),
    Scratch(usize),
}

/// One launch of a [`KernelSeq`]: kernel `kernel` of the module with `args` as its parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct SeqLaunch {
    pub kernel: usize,
    pub args: Vec<SeqArg>,
}

/// A step that is several kernels launched in order on one stream (each sees the previous
/// ones' writes), sharing a scratch region of `scratch_bytes` in the arena: a sort's merge
/// passes, a scatter's targets, sort and fold.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelSeq {
    pub launches: Vec<SeqLaunch>,
    pub scratch_bytes: usize,
}

/// Offsets in a scratch region are multiples of this (every dtype's alignment).
pub const SCRATCH_ALIGN: usize = 256;

/// `bytes` rounded up to [`SCRATCH_ALIGN`].
pub(crate) fn scratch_aligned(bytes: usize) -> usize {
    bytes.div_ceil(SCRATCH_ALIGN) * SCRATCH_ALIGN
}

/// A rendered module: CUDA C source and the kernels it defines.
#[derive(Clone, Debug, PartialEq)]
pub struct CudaModule {
    pub name: String,
    pub source: String,
    pub kernels: Vec<KernelInfo>,
}

/// Accumulates kernels into one module.
#[derive(Debug)]
pub struct ModuleBuilder {
    name: String,
    source: String,
    kernels: Vec<KernelInfo>,
}

impl ModuleBuilder {
    pub fn new(name: &str) -> ModuleBuilder {
        ModuleBuilder {
            name: name.to_string(),
            source: format!("// Fresnel CUDA module `{name}` (generated).\n{HEADER}"),
            kernels: Vec::new(),
        }
    }

    /// A fresh kernel name: `{stem}_{n}`, numbered in module order.
    pub fn fresh_name(&self, stem: &str) -> String {
        format!("{stem}_{}", self.kernels.len())
    }

    /// Appends a kernel whose body (the statements inside the braces) is `body`.
    pub(crate) fn push(&mut self, mut info: KernelInfo, body: &str) -> usize {
        info.block_sync = body.contains("__syncthreads");
        let params: Vec<String> = info
            .params
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let ty = scalar::c_type(p.dtype);
                if p.output {
                    format!("FR_OUT({ty}) p{k}")
                } else {
                    format!("FR_IN({ty}) p{k}")
                }
            })
            .collect();
        // Writing to a String cannot fail.
        let _ = write!(
            self.source,
            "\nextern \"C\" __global__ void __launch_bounds__({BLOCK}) {}({}) {{\n{body}}}\n",
            info.name,
            params.join(", ")
        );
        self.kernels.push(info);
        self.kernels.len() - 1
    }

    pub fn finish(self) -> CudaModule {
        CudaModule {
            name: self.name,
            source: self.source,
            kernels: self.kernels,
        }
    }
}

/// Row-major strides of a shape.
pub(crate) fn strides(shape: &[usize]) -> Vec<usize> {
    fresnel_ir::types::strides(shape)
}
