//! The command line (DESIGN §7), declared with clap's derive API.
//!
//! `compile` and `bench` join [`Command`] when the CPU backend and artifacts exist.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "fresnel",
    version,
    about = "Fresnel: an ahead-of-time tensor compiler for StableHLO-like IR"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run @main on one .npy per argument; write DIR/out0.npy, out1.npy, … one per result.
    Run(RunArgs),
    /// Differentiate @main: write a program returning (value, ∂value/∂arg_I, ∂value/∂arg_J, …).
    Grad(GradArgs),
    /// Parse, verify and print a program in StableHLO's pretty syntax.
    Dump(DumpArgs),
    /// Compile once, then time repeated runs; print one JSON line.
    Bench(BenchArgs),
}

/// How reverse mode treats loops (`grad`, `dump --grad-wrt`, `bench --grad-wrt`).
#[derive(Debug, Args, Clone)]
pub struct AdFlags {
    /// Loop checkpointing: `none` stores every carry of a loop for the reverse pass,
    /// `every=K` every K-th (recomputing the others), `sqrt` every ⌈√n⌉-th.
    #[arg(long, value_name = "none|sqrt|every=K", default_value = "none",
          value_parser = crate::ad::Checkpoint::parse)]
    pub checkpoint: crate::ad::Checkpoint,
    /// Bound on the iterations of loops whose trip count is known only at run time (their
    /// stacks are sized for it; a run past it yields NaN gradients).
    #[arg(long, value_name = "N", default_value_t = 1024)]
    pub max_trips: usize,
}

impl AdFlags {
    pub fn options(&self) -> crate::ad::AdOptions {
        crate::ad::AdOptions {
            checkpoint: self.checkpoint,
            max_trips: self.max_trips,
        }
    }
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// IR text file whose entry is @main.
    pub program: PathBuf,
    /// Benchmark the gradient program with respect to these argument indices.
    #[arg(long, value_name = "I[,J...]", value_delimiter = ',')]
    pub grad_wrt: Vec<usize>,
    /// One .npy file per argument of @main, in order.
    #[arg(long = "input", short = 'i', value_name = "FILE.npy")]
    pub inputs: Vec<PathBuf>,
    /// Timed runs after one warm-up run.
    #[arg(long, default_value_t = 10)]
    pub repeat: usize,
    /// Where to execute.
    #[arg(long, value_enum, default_value_t = Backend::Cpu)]
    pub backend: Backend,
    /// Also print each step's median time (cpu backend) on stderr, slowest first.
    #[arg(long)]
    pub profile: bool,
    /// Write the warm-up run's results here (out0.npy, out1.npy, …), to check what was timed.
    #[arg(long, short = 'o', value_name = "DIR")]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub ad: AdFlags,
}

#[derive(Debug, Args)]
pub struct RunArgs {
    /// IR text file whose entry is @main.
    pub program: PathBuf,
    /// One .npy file per argument of @main, in order (0-d arrays for scalars).
    #[arg(long = "input", short = 'i', value_name = "FILE.npy")]
    pub inputs: Vec<PathBuf>,
    /// Folder for the results (created if missing).
    #[arg(long, value_name = "DIR", default_value = "out")]
    pub out: PathBuf,
    /// Where to execute.
    #[arg(long, value_enum, default_value_t = Backend::Cpu)]
    pub backend: Backend,
}

#[derive(Debug, Args)]
pub struct GradArgs {
    /// IR text file whose entry @main returns a real scalar first.
    pub program: PathBuf,
    /// Indices of the arguments of @main to differentiate with respect to.
    #[arg(long, value_name = "I[,J...]", value_delimiter = ',', required = true)]
    pub wrt: Vec<usize>,
    /// Write the gradient program here instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "OUT.mlir")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub ad: AdFlags,
}

#[derive(Debug, Args)]
pub struct DumpArgs {
    /// IR text file.
    pub program: PathBuf,
    /// Differentiate @main with respect to these argument indices before printing.
    #[arg(long, value_name = "I[,J...]", value_delimiter = ',')]
    pub grad_wrt: Vec<usize>,
    /// Print the IR after every pass of the simplification pipeline (and after `ad`).
    #[arg(long, conflicts_with = "print_after")]
    pub print_after_all: bool,
    /// Print the IR after the named pass only (`ad` is differentiation itself).
    #[arg(long, value_name = "PASS")]
    pub print_after: Option<String>,
    /// Print generated code for a backend instead of IR: the CUDA C module of the compiled
    /// program (after `--grad-wrt`, simplification and fusion).
    #[arg(long, value_enum, conflicts_with_all = ["print_after", "print_after_all"])]
    pub emit: Option<Emit>,
    #[command(flatten)]
    pub ad: AdFlags,
}

/// Generated code `dump --emit` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    Cuda,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Backend {
    /// The reference interpreter.
    Interp,
    /// The compiled CPU executable.
    Cpu,
    /// The CUDA executable on the first GPU.
    Cuda,
    /// The CUDA executable with the GPU simulated on the host (the same CUDA C compiled by
    /// the host C++ compiler; cuFFT and cuBLAS modelled).
    CudaSim,
}

impl Backend {
    pub fn name(self) -> &'static str {
        match self {
            Backend::Interp => "interp",
            Backend::Cpu => "cpu",
            Backend::Cuda => "cuda",
            Backend::CudaSim => "cuda-sim",
        }
    }

    /// The library's backend (`None`: the interpreter, run directly).
    pub fn compiled(self) -> Option<crate::backend::Backend> {
        match self {
            Backend::Interp => None,
            Backend::Cpu => Some(crate::backend::Backend::Cpu),
            Backend::Cuda => Some(crate::backend::Backend::Cuda),
            Backend::CudaSim => Some(crate::backend::Backend::CudaSim),
        }
    }
}
