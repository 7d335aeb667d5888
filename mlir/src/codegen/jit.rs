//! Compiling kernels' MLIR to machine code (feature `mlir`): MLIR's conversion passes to
//! the LLVM dialect, then MLIR's `ExecutionEngine` (LLVM's ORC JIT, optimised at -O3 for the
//! host CPU), and calling the compiled functions.

use super::compiled::{CompiledElementwise, CompiledReduce};
use super::lower::{elementwise_function, module, KernelFunc};
use super::reduce::reduce_function;
use crate::reader::Reader;
use crate::{MlirError, Stage};
use fresnel_ir::DType;
use fresnel_kernels::{BufMut, BufRef, CompiledLanes, ElementwiseProgram, ReduceLanes};
use fresnel_runtime::cpu::CodegenStep;
use melior::ir::Module;
use melior::pass::PassManager;
use mlir_sys::{
    mlirExecutionEngineCreate, mlirExecutionEngineDestroy, mlirExecutionEngineLookupPacked,
    MlirExecutionEngine, MlirStringRef,
};
use std::ffi::c_void;
use std::sync::{Arc, Once};

/// The conversion from `func`/`scf`/`arith`/`math`/`memref` to the LLVM dialect. `math` ops
/// with an LLVM intrinsic become it; the rest (erf, tan, atan2, …) become libm calls, which
/// the JIT resolves in this process.
const PIPELINE: &str = "builtin.module(canonicalize, cse, convert-scf-to-cf, \
    convert-math-to-llvm, convert-math-to-libm, finalize-memref-to-llvm, \
    convert-arith-to-llvm, convert-cf-to-llvm, convert-func-to-llvm, \
    reconcile-unrealized-casts)";

/// An owned `ExecutionEngine`. Its machine code is immutable once looked up, so calling it
/// from several threads is sound; only `Drop` touches the engine.
pub(super) struct Engine(MlirExecutionEngine);

unsafe impl Send for Engine {}
unsafe impl Sync for Engine {}

impl Drop for Engine {
    fn drop(&mut self) {
        unsafe { mlirExecutionEngineDestroy(self.0) }
    }
}

type Packed = unsafe extern "C" fn(*mut *mut c_void);

/// A step compiled by MLIR and LLVM.
#[derive(Debug)]
pub enum CompiledStep {
    Elementwise(CompiledElementwise),
    Reduce(CompiledReduce),
}

impl CompiledStep {
    /// The MLIR function the kernel was compiled from.
    pub fn mlir(&self) -> &str {
        match self {
            CompiledStep::Elementwise(k) => &k.mlir,
            CompiledStep::Reduce(k) => &k.mlir,
        }
    }
}

impl fresnel_runtime::cpu::CompiledKernel for CompiledStep {
    fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> Result<(), String> {
        match self {
            CompiledStep::Elementwise(k) => k.run(inputs, outputs),
            CompiledStep::Reduce(k) => match outputs {
                [out] => k.run(inputs, out.reborrow()),
                _ => Err(format!("a reduction has one output, got {}", outputs.len())),
            },
        }
    }

    fn lanes(self: Arc<Self>) -> Option<Arc<dyn CompiledLanes>> {
        match &*self {
            CompiledStep::Elementwise(_) => Some(self),
            CompiledStep::Reduce(_) => None,
        }
    }
}

impl CompiledLanes for CompiledStep {
    fn run_lanes(
        &self,
        inputs: &[BufRef<'_>],
        local: Option<usize>,
        base: usize,
        outputs: &mut [BufMut<'_>],
    ) -> Result<(), String> {
        match self {
            CompiledStep::Elementwise(k) => k.run_lanes(inputs, local, base, outputs),
            CompiledStep::Reduce(_) => Err("a reduction does not compute lanes".into()),
        }
    }
}

/// A step's MLIR function, before compilation.
enum Lowered {
    Elementwise(KernelFunc, Vec<DType>),
    Reduce(KernelFunc, ReduceLanes),
}

impl Lowered {
    fn func(&self) -> &KernelFunc {
        match self {
            Lowered::Elementwise(f, _) | Lowered::Reduce(f, _) => f,
        }
    }
}

/// Compiles every step MLIR covers into one module and one engine (the engine's set-up
/// and LLVM's per-module work are paid once); an uncovered step's result is its
/// `Unsupported` error, and a failure of MLIR or LLVM is every covered step's.
pub(crate) fn compile_all(
    reader: &Reader,
    steps: &[CodegenStep<'_>],
) -> Vec<Result<CompiledStep, MlirError>> {
    static PASSES: Once = Once::new();
    PASSES.call_once(melior::utility::register_all_passes);
    let unsupported = |e: String| MlirError::new(Stage::Unsupported, e);
    let lowered: Vec<Result<Lowered, MlirError>> = steps
        .iter()
        .enumerate()
        .map(|(i, step)| match step {
            CodegenStep::Elementwise(p) => {
                let types = p.validate().map_err(|e| unsupported(e.to_string()))?;
                let f = elementwise_function(p, &format!("kernel{i}")).map_err(unsupported)?;
                Ok(Lowered::Elementwise(f, types))
            }
            CodegenStep::Reduce(desc) => {
                let (f, lanes) =
                    reduce_function(desc, &format!("kernel{i}")).map_err(unsupported)?;
                Ok(Lowered::Reduce(f, lanes))
            }
        })
        .collect();
    let funcs: Vec<KernelFunc> = lowered
        .iter()
        .filter_map(|l| l.as_ref().ok().map(|l| l.func().clone()))
        .collect();
    let engine = (!funcs.is_empty()).then(|| engine_for(reader, &module(&funcs)));
    lowered
        .into_iter()
        .zip(steps)
        .map(|(l, step)| {
            let l = l?;
            let engine = match &engine {
                Some(Ok(e)) => e,
                Some(Err(e)) => return Err(e.clone()),
                None => return Err(MlirError::new(Stage::Compile, "no engine for a kernel")),
            };
            Ok(match (l, step) {
                (Lowered::Elementwise(f, types), CodegenStep::Elementwise(p)) => {
                    let entry = lookup(engine, &f.name)?;
                    CompiledStep::Elementwise(CompiledElementwise::new(entry, f.text, p, &types))
                }
                (Lowered::Reduce(f, lanes), CodegenStep::Reduce(desc)) => {
                    let entry = lookup(engine, &f.name)?;
                    CompiledStep::Reduce(CompiledReduce::new(entry, f.text, desc, lanes))
                }
                _ => return Err(MlirError::new(Stage::Compile, "a step lowered as another")),
            })
        })
        .collect()
}

/// `text` lowered to the LLVM dialect and compiled.
fn engine_for(reader: &Reader, text: &str) -> Result<Arc<Engine>, MlirError> {
    let context = reader.context();
    melior::utility::register_all_llvm_translations(context);
    let (module, said) = reader.with_diagnostics(|| {
        let mut module = Module::parse(context, text)?;
        let pm = PassManager::new(context);
        melior::utility::parse_pass_pipeline(pm.as_operation_pass_manager(), PIPELINE).ok()?;
        pm.run(&mut module).ok()?;
        Some(module)
    });
    let module = module.ok_or_else(|| MlirError::new(Stage::Compile, format!("{said}\n{text}")))?;
    let raw = unsafe { mlirExecutionEngineCreate(module.to_raw(), 3, 0, std::ptr::null(), false) };
    if raw.ptr.is_null() {
        return Err(MlirError::new(
            Stage::Compile,
            "MLIR's ExecutionEngine could not translate or compile the lowered module",
        ));
    }
    Ok(Arc::new(Engine(raw)))
}

/// The packed entry point of `engine`'s function `name`.
fn lookup(engine: &Arc<Engine>, name: &str) -> Result<Entry, MlirError> {
    let raw = MlirStringRef {
        data: name.as_ptr().cast(),
        length: name.len(),
    };
    let entry = unsafe { mlirExecutionEngineLookupPacked(engine.0, raw) };
    if entry.is_null() {
        return Err(MlirError::new(
            Stage::Compile,
            format!("the compiled module has no function {name}"),
        ));
    }
    // SAFETY: the packed wrapper the engine generates for every function, `_mlir_<name>`,
    // takes one array of argument pointers.
    let packed = unsafe { std::mem::transmute::<*mut c_void, Packed>(entry) };
    Ok(Entry {
        _engine: Arc::clone(engine),
        packed,
    })
}

/// A compiled function with its engine, called on buffers.
pub(super) struct Entry {
    /// Shared by the kernels compiled together; the machine code lives as long as it.
    _engine: Arc<Engine>,
    packed: Packed,
}

/// A buffer passed to a kernel: its address and length in the kernel's memory elements, and
/// the index of its first element (nonzero for a buffer that holds a range of lanes only).
#[derive(Clone, Copy, Debug)]
pub(super) struct Arg {
    pub ptr: usize,
    pub len: usize,
    pub first: usize,
}

impl Arg {
    pub(super) fn whole(ptr: usize, len: usize) -> Arg {
        Arg { ptr, len, first: 0 }
    }
}

impl Entry {
    /// Calls the function on `bufs` (each a `memref<?xT>` with a dynamic offset) and the index range `first..last`.
    ///
    /// # Safety
    /// The buffers must hold what the function reads and writes for that range, and calls
    /// running at the same time must write disjoint elements.
    pub(super) unsafe fn call(&self, bufs: &[Arg], first: usize, last: usize) {
        // A `memref<?xT, strided<[1], offset: ?>>` argument is five words: allocated and
        // aligned pointers, offset, size, stride; then the two indices. A negative offset
        // makes index `first` the buffer's element 0.
        let mut words: Vec<u64> = Vec::with_capacity(5 * bufs.len() + 2);
        for a in bufs {
            let offset = (a.first as u64).wrapping_neg();
            words.extend([
                a.ptr as u64,
                a.ptr as u64,
                offset,
                (a.first + a.len) as u64,
                1,
            ]);
        }
        words.extend([first as u64, last as u64]);
        let mut args: Vec<*mut c_void> = words.iter_mut().map(|w| (w as *mut u64).cast()).collect();
        unsafe { (self.packed)(args.as_mut_ptr()) }
    }
}

/// A buffer's length in the kernel's memory elements: a complex number is two floats.
pub(super) fn words(dtype: DType, len: usize) -> usize {
    if dtype.is_complex() {
        2 * len
    } else {
        len
    }
}

/// The inputs as kernel arguments, checked against what the kernel reads: `(dtype, least
/// length)` each. Input `local.0`, if any, holds only lanes `base..base + n` (`local` is
/// `(input, base, n)`).
pub(super) fn input_args(
    inputs: &[BufRef<'_>],
    expected: &[(DType, usize)],
    local: Option<(usize, usize, usize)>,
) -> Result<Vec<Arg>, String> {
    if inputs.len() != expected.len() {
        return Err(format!(
            "expected {} inputs, got {}",
            expected.len(),
            inputs.len()
        ));
    }
    // `holds` of a type the kernel covers is that type exactly (no small types).
    inputs
        .iter()
        .zip(expected)
        .enumerate()
        .map(|(k, (b, &(t, need)))| {
            let (need, first) = match local {
                Some((input, base, n)) if input == k => (n, base),
                _ => (need, 0),
            };
            if !b.holds(t) || b.len() < need {
                return Err(format!(
                    "input {k} is {} with {} elements; the kernel reads {t} with at least {need}",
                    b.dtype(),
                    b.len()
                ));
            }
            Ok(Arg {
                ptr: b.as_bytes().as_ptr() as usize,
                len: words(t, b.len()),
                first: words(t, first),
            })
        })
        .collect()
}

/// The inputs an elementwise program reads: dtype and least length of each.
pub(super) fn input_needs(p: &ElementwiseProgram) -> Vec<(DType, usize)> {
    (0..p.inputs.len())
        .map(|k| (p.inputs[k].dtype, p.required_len(k).unwrap_or(0)))
        .collect()
}
