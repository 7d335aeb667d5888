//! The command line (docs/design.md §7), declared with clap's derive API.
//!
//! Spellings shared by every subcommand: `-o`/`--out` names where output goes (a folder for
//! `run` and `bench`, a file for `grad`, `dump` and `compile`); `--wrt`/`--grad-wrt` take
//! argument indices, read as signed numbers so that `--wrt -1` reaches our own message
//! ([`indices`]) instead of clap's "unexpected argument".

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
    /// Forward mode: write a program taking (args…, one tangent per --wrt argument…) and
    /// returning (results…, one tangent per result…).
    Jvp(JvpArgs),
    /// Parse, verify and print a program in StableHLO's pretty syntax.
    Dump(DumpArgs),
    /// Compile (or load an artifact) once, then time repeated runs; print one JSON line.
    Bench(BenchArgs),
    /// Compile a program (or its gradient) and save the executable to one file, an artifact
    /// that `run` and `bench` take in place of the program.
    Compile(CompileArgs),
}

/// Argument indices as given to `--wrt`/`--grad-wrt`, checked to be non-negative.
pub fn indices(raw: &[i64], flag: &str) -> Result<Vec<usize>, super::CliError> {
    raw.iter()
        .map(|&i| {
            usize::try_from(i).map_err(|_| {
                let list: Vec<String> = raw.iter().map(ToString::to_string).collect();
                super::CliError::new(format!(
                    "{flag} {}: {i} is not an argument index; indices count the arguments of \
                     @main from 0 (negative, from-the-end indices are not accepted)",
                    list.join(",")
                ))
            })
        })
        .collect()
}

/// The program every subcommand works on, and the arrays that go with it.
#[derive(Debug, Args)]
pub struct ProgramArgs {
    /// IR text file whose entry is @main; `run` and `bench` also take an artifact written by
    /// `fresnel compile`.
    #[arg(value_name = "PROGRAM")]
    pub path: PathBuf,
    /// One .npy file per argument of @main, in order (0-d arrays for scalars): the arguments
    /// of `run` and `bench`. The other subcommands read only their headers, whose types fix
    /// the shapes of a program with `?` dimensions.
    #[arg(long = "input", short = 'i', value_name = "FILE.npy")]
    pub inputs: Vec<PathBuf>,
}

impl ProgramArgs {
    /// The program's path as messages name it.
    pub fn file(&self) -> String {
        self.path.display().to_string()
    }
}

#[derive(Debug, Args)]
pub struct CompileArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Compile the gradient program with respect to these argument indices (what `grad`
    /// writes).
    #[arg(
        long,
        value_name = "I[,J...]",
        value_delimiter = ',',
        allow_negative_numbers = true
    )]
    pub grad_wrt: Vec<i64>,
    #[command(flatten)]
    pub ad: AdFlags,
    /// The backend to compile for: `cpu` saves the CPU program; `cuda` saves it with its
    /// CUDA form (source, cuFFT plans, CUBINs for --cuda-arch), which runs with --backend
    /// cpu, cuda or cuda-sim.
    #[arg(long, value_enum, default_value_t = Backend::Cpu)]
    pub backend: Backend,
    /// With --backend cuda: the GPU architectures to save CUBINs for (a GPU of another
    /// architecture compiles the saved source with NVRTC when it loads the artifact).
    #[arg(
        long,
        value_name = "sm_XY[,...]",
        value_delimiter = ',',
        default_value = "sm_90"
    )]
    pub cuda_arch: Vec<String>,
    /// The artifact file to write (replaced whole, never left half-written).
    #[arg(
        long = "out",
        short = 'o',
        visible_alias = "output",
        value_name = "ARTIFACT"
    )]
    pub out: PathBuf,
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
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Benchmark the gradient program with respect to these argument indices.
    #[arg(
        long,
        value_name = "I[,J...]",
        value_delimiter = ',',
        allow_negative_numbers = true
    )]
    pub grad_wrt: Vec<i64>,
    /// Timed runs after one warm-up run.
    #[arg(long, default_value_t = 10)]
    pub repeat: usize,
    /// Where to execute.
    #[arg(long, value_enum, default_value_t = Backend::Cpu)]
    pub backend: Backend,
    /// How `--backend cpu` compiles fused elementwise kernels: `lanes`, the built-in
    /// kernels, or `mlir`, through MLIR and LLVM where that code generator covers them (needs
    /// a build with the cargo feature `mlir-codegen`).
    #[arg(long, value_enum, default_value_t = Codegen::Lanes)]
    pub codegen: Codegen,
    #[command(flatten)]
    pub pjrt: PjrtFlags,
    /// Also print each step's median time (cpu backend) on stderr, slowest first.
    #[arg(long)]
    pub profile: bool,
    /// Write the warm-up run's results here (out0.npy, out1.npy, …), to check what was timed.
    #[arg(
        long = "out",
        short = 'o',
        visible_alias = "output",
        value_name = "DIR"
    )]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub ad: AdFlags,
}

#[derive(Debug, Args)]
pub struct RunArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Folder for the results (created if missing).
    #[arg(
        long = "out",
        short = 'o',
        visible_alias = "output",
        value_name = "DIR",
        default_value = "out"
    )]
    pub out: PathBuf,
    /// Where to execute.
    #[arg(long, value_enum, default_value_t = Backend::Cpu)]
    pub backend: Backend,
    /// How `--backend cpu` compiles fused elementwise kernels: `lanes`, the built-in
    /// kernels, or `mlir`, through MLIR and LLVM where that code generator covers them (needs
    /// a build with the cargo feature `mlir-codegen`).
    #[arg(long, value_enum, default_value_t = Codegen::Lanes)]
    pub codegen: Codegen,
    #[command(flatten)]
    pub pjrt: PjrtFlags,
}

/// `--backend pjrt`: which plugin, how many devices, which arguments are split.
#[derive(Debug, Args, Clone)]
pub struct PjrtFlags {
    /// The PJRT plugin library (default: $FRESNEL_PJRT_PLUGIN, else the CPU plugin that
    /// scripts/setup.sh installs into target/pjrt-deps).
    #[arg(long, value_name = "PATH")]
    pub pjrt_plugin: Option<PathBuf>,
    /// Run on N devices (SPMD partitions; the CPU plugin makes N host devices).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub devices: usize,
    /// Split argument ARG of @main along axis AXIS over the devices (repeatable); other
    /// arguments are copied whole to every device.
    #[arg(long = "shard", value_name = "ARG=AXIS", value_parser = parse_shard)]
    pub shards: Vec<(usize, usize)>,
    /// Keep result K of @main split along axis AXIS over the devices, assembled on the host
    /// from each device's slice (repeatable); `auto` (the default): every result shaped like
    /// a split argument is split like it (the gradient w.r.t. a split field); `none`: every
    /// result gathered whole onto every device.
    #[arg(long = "shard-result", value_name = "K=AXIS|auto|none", value_parser = parse_shard_result)]
    pub shard_results: Vec<ShardResult>,
}

/// One `--shard-result`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardResult {
    Auto,
    None,
    Split(usize, usize),
}

impl PjrtFlags {
    /// Whether any flag was given (they only mean something with `--backend pjrt`).
    fn given(&self) -> bool {
        self.pjrt_plugin.is_some()
            || self.devices != 1
            || !self.shards.is_empty()
            || !self.shard_results.is_empty()
    }

    /// The library's [`crate::backend::ResultShards`]: `auto` unless flags say otherwise;
    /// once any is given, exactly what they list.
    fn result_shards(&self) -> Result<crate::backend::ResultShards, super::CliError> {
        use crate::backend::ResultShards;
        if self.shard_results.is_empty() {
            return Ok(ResultShards::auto());
        }
        let none = self.shard_results.contains(&ShardResult::None);
        if none && self.shard_results.len() > 1 {
            return Err(super::CliError::new(
                "--shard-result none (every result replicated) cannot be combined with other \
                 --shard-result flags",
            ));
        }
        Ok(ResultShards {
            auto: self.shard_results.contains(&ShardResult::Auto),
            split: self
                .shard_results
                .iter()
                .filter_map(|r| match *r {
                    ShardResult::Split(k, axis) => Some((k, axis)),
                    _ => None,
                })
                .collect(),
        })
    }
}

/// `K=AXIS`, `auto` or `none`.
fn parse_shard_result(s: &str) -> Result<ShardResult, String> {
    match s.trim() {
        "auto" => Ok(ShardResult::Auto),
        "none" => Ok(ShardResult::None),
        _ => {
            let bad = || {
                format!(
                    "'{s}' is not K=AXIS, auto or none (a result index of @main and one of its axes, both counted from 0, e.g. --shard-result 1=4)"
                )
            };
            let (k, axis) = s.split_once('=').ok_or_else(bad)?;
            Ok(ShardResult::Split(
                k.trim().parse().map_err(|_| bad())?,
                axis.trim().parse().map_err(|_| bad())?,
            ))
        }
    }
}

/// `ARG=AXIS`, both non-negative integers.
fn parse_shard(s: &str) -> Result<(usize, usize), String> {
    let bad = || {
        format!(
            "'{s}' is not ARG=AXIS (an argument index of @main and one of its axes, both counted from 0, e.g. --shard 0=2)"
        )
    };
    let (arg, axis) = s.split_once('=').ok_or_else(bad)?;
    Ok((
        arg.trim().parse().map_err(|_| bad())?,
        axis.trim().parse().map_err(|_| bad())?,
    ))
}

// `fresnel grad`: the program's @main must return a real scalar first.
#[derive(Debug, Args)]
pub struct GradArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Indices of the arguments of @main to differentiate with respect to.
    #[arg(
        long,
        value_name = "I[,J...]",
        value_delimiter = ',',
        required = true,
        allow_negative_numbers = true
    )]
    pub wrt: Vec<i64>,
    /// Write the gradient program here instead of stdout.
    #[arg(
        long = "out",
        short = 'o',
        visible_alias = "output",
        value_name = "OUT.mlir"
    )]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub ad: AdFlags,
}

#[derive(Debug, Args)]
pub struct JvpArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Indices of the arguments of @main that get a tangent.
    #[arg(
        long,
        value_name = "I[,J...]",
        value_delimiter = ',',
        required = true,
        allow_negative_numbers = true
    )]
    pub wrt: Vec<i64>,
    /// Write the jvp program here instead of stdout.
    #[arg(
        long = "out",
        short = 'o',
        visible_alias = "output",
        value_name = "OUT.mlir"
    )]
    pub output: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct DumpArgs {
    #[command(flatten)]
    pub prog: ProgramArgs,
    /// Differentiate @main with respect to these argument indices before printing.
    #[arg(
        long,
        value_name = "I[,J...]",
        value_delimiter = ',',
        allow_negative_numbers = true
    )]
    pub grad_wrt: Vec<i64>,
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
    /// Print ops in MLIR's generic form (`"stablehlo.add"(%a, %b) : (T, T) -> T`), which
    /// MLIR tools read without StableHLO registered (`mlir-opt --allow-unregistered-dialect`).
    #[arg(long, conflicts_with = "emit")]
    pub generic: bool,
    #[command(flatten)]
    pub ad: AdFlags,
    /// Write what would be printed to this file instead of stdout.
    #[arg(
        long = "out",
        short = 'o',
        visible_alias = "output",
        value_name = "FILE"
    )]
    pub out: Option<PathBuf>,
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
    /// XLA through a PJRT plugin (--pjrt-plugin, --devices, --shard, --shard-result).
    Pjrt,
}

/// `--codegen`: who compiles the CPU backend's fused elementwise kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Codegen {
    /// The built-in lane kernels.
    Lanes,
    /// MLIR and LLVM (docs/mlir.md), the lane kernels where it does not cover a program.
    Mlir,
}

impl Codegen {
    pub fn name(self) -> &'static str {
        match self {
            Codegen::Lanes => "lanes",
            Codegen::Mlir => "mlir",
        }
    }

    /// An error when `--codegen mlir` is given with a backend other than `cpu`.
    pub fn check(self, backend: Backend) -> Result<(), super::CliError> {
        if self == Codegen::Mlir && backend != Backend::Cpu {
            return Err(super::CliError::new(format!(
                "--codegen mlir applies to --backend cpu, not --backend {}",
                backend.name()
            )));
        }
        Ok(())
    }
}

impl Backend {
    pub fn name(self) -> &'static str {
        match self {
            Backend::Interp => "interp",
            Backend::Cpu => "cpu",
            Backend::Cuda => "cuda",
            Backend::CudaSim => "cuda-sim",
            Backend::Pjrt => "pjrt",
        }
    }

    /// The library's backend (`None`: the interpreter, run directly); the PJRT flags are
    /// an error with any other backend.
    pub fn compiled(
        self,
        pjrt: &PjrtFlags,
        codegen: Codegen,
    ) -> Result<Option<crate::backend::Backend>, super::CliError> {
        codegen.check(self)?;
        if self != Backend::Pjrt && pjrt.given() {
            return Err(super::CliError::new(format!(
                "--pjrt-plugin, --devices, --shard and --shard-result apply to --backend pjrt, \
                 not --backend {}",
                self.name()
            )));
        }
        Ok(match self {
            Backend::Interp => None,
            Backend::Cpu if codegen == Codegen::Mlir => Some(crate::backend::Backend::CpuMlir),
            Backend::Cpu => Some(crate::backend::Backend::Cpu),
            Backend::Cuda => Some(crate::backend::Backend::Cuda),
            Backend::CudaSim => Some(crate::backend::Backend::CudaSim),
            Backend::Pjrt => Some(crate::backend::Backend::Pjrt(crate::backend::PjrtOptions {
                plugin: pjrt.pjrt_plugin.clone(),
                devices: pjrt.devices,
                shards: pjrt.shards.clone(),
                shard_results: pjrt.result_shards()?,
            })),
        })
    }
}
