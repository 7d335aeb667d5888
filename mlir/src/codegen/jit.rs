//! Compiling a kernel's MLIR to machine code (feature `mlir`): MLIR's conversion passes to
//! the LLVM dialect, then MLIR's `ExecutionEngine` (LLVM's ORC JIT, optimised at -O3 for the
//! host CPU), and running it over chunks of the output in parallel.

use super::lower::{elementwise_function, module, KernelFunc};
use crate::reader::Reader;
use crate::{MlirError, Stage};
use fresnel_ir::DType;
use fresnel_kernels::{BufMut, BufRef, ElementwiseProgram};
use melior::ir::Module;
use melior::pass::PassManager;
use mlir_sys::{
    mlirExecutionEngineCreate, mlirExecutionEngineDestroy, mlirExecutionEngineLookupPacked,
    MlirExecutionEngine, MlirStringRef,
};
use rayon::prelude::*;
use std::ffi::c_void;
use std::sync::{Arc, Once};

/// The conversion from `func`/`scf`/`arith`/`math`/`memref` to the LLVM dialect. `math` ops
/// with an LLVM intrinsic become it; the rest (erf, tan, atan2, …) become libm calls, which
/// the JIT resolves in this process.
const PIPELINE: &str = "builtin.module(canonicalize, cse, convert-scf-to-cf, \
    convert-math-to-llvm, convert-math-to-libm, finalize-memref-to-llvm, \
    convert-arith-to-llvm, convert-cf-to-llvm, convert-func-to-llvm, \
    reconcile-unrealized-casts)";

/// Elements per call of the kernel: enough to amortise the call and the row set-up, small
/// enough to share a large output among the threads.
const MIN_CHUNK: usize = 1 << 14;

/// An owned `ExecutionEngine`. Its machine code is immutable once looked up, so calling it
/// from several threads is sound; only `Drop` touches the engine.
struct Engine(MlirExecutionEngine);

unsafe impl Send for Engine {}
unsafe impl Sync for Engine {}

impl Drop for Engine {
    fn drop(&mut self) {
        unsafe { mlirExecutionEngineDestroy(self.0) }
    }
}

type Packed = unsafe extern "C" fn(*mut *mut c_void);

/// A fused elementwise program compiled to machine code by MLIR and LLVM.
pub struct CompiledElementwise {
    /// Shared by the kernels compiled together; the machine code lives as long as it.
    _engine: Arc<Engine>,
    entry: Packed,
    total: usize,
    inputs: Vec<(DType, usize)>,
    outputs: Vec<DType>,
    /// The MLIR function the kernel was compiled from, for inspection and errors.
    pub mlir: String,
}

impl std::fmt::Debug for CompiledElementwise {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompiledElementwise")
            .field("total", &self.total)
            .field("inputs", &self.inputs)
            .field("outputs", &self.outputs)
            .finish()
    }
}

/// Compiles every program MLIR covers into one module and one engine (the engine's set-up
/// and LLVM's per-module work are paid once); an uncovered program's result is its
/// `Unsupported` error, and a failure of MLIR or LLVM is every covered program's.
pub(crate) fn compile_all(
    reader: &Reader,
    ps: &[&ElementwiseProgram],
) -> Vec<Result<CompiledElementwise, MlirError>> {
    static PASSES: Once = Once::new();
    PASSES.call_once(melior::utility::register_all_passes);
    let unsupported = |e: String| MlirError::new(Stage::Unsupported, e);
    let lowered: Vec<Result<(KernelFunc, Vec<DType>), MlirError>> = ps
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let types = p.validate().map_err(|e| unsupported(e.to_string()))?;
            let f = elementwise_function(p, &format!("kernel{i}")).map_err(unsupported)?;
            Ok((f, types))
        })
        .collect();
    let funcs: Vec<KernelFunc> = lowered
        .iter()
        .filter_map(|l| l.as_ref().ok().map(|(f, _)| f.clone()))
        .collect();
    let engine = if funcs.is_empty() {
        None
    } else {
        Some(engine_for(reader, &module(&funcs)))
    };
    lowered
        .into_iter()
        .zip(ps)
        .map(|(l, p)| {
            let (f, types) = l?;
            let engine = match &engine {
                Some(Ok(e)) => Arc::clone(e),
                Some(Err(e)) => return Err(e.clone()),
                None => unreachable!("a covered program makes an engine"),
            };
            kernel(engine, f, p, &types)
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

/// Kernel `f` of `engine`, for program `p` (whose registers have `types`).
fn kernel(
    engine: Arc<Engine>,
    f: KernelFunc,
    p: &ElementwiseProgram,
    types: &[DType],
) -> Result<CompiledElementwise, MlirError> {
    let name = MlirStringRef {
        data: f.name.as_ptr().cast(),
        length: f.name.len(),
    };
    let entry = unsafe { mlirExecutionEngineLookupPacked(engine.0, name) };
    if entry.is_null() {
        return Err(MlirError::new(
            Stage::Compile,
            format!("the compiled module has no function {}", f.name),
        ));
    }
    // SAFETY: the packed wrapper the engine generates for every function, `_mlir_<name>`,
    // takes one array of argument pointers.
    let entry: Packed = unsafe { std::mem::transmute::<*mut c_void, Packed>(entry) };
    let inputs = (0..p.inputs.len())
        .map(|k| (p.inputs[k].dtype, p.required_len(k).unwrap_or(0)))
        .collect();
    Ok(CompiledElementwise {
        _engine: engine,
        entry,
        total: p.num_elements(),
        inputs,
        outputs: p.outputs.iter().map(|&r| types[r as usize]).collect(),
        mlir: f.text,
    })
}

/// A buffer's length in the kernel's memory elements: a complex number is two floats.
fn words(dtype: DType, len: usize) -> usize {
    if dtype.is_complex() {
        2 * len
    } else {
        len
    }
}

impl CompiledElementwise {
    /// Runs the kernel: `outputs[k]` receives output `k`, row-major over the index space.
    /// The buffers are checked as `ElementwisePlan::run` checks them.
    pub fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> Result<(), String> {
        if inputs.len() != self.inputs.len() || outputs.len() != self.outputs.len() {
            return Err(format!(
                "expected {} inputs and {} outputs, got {} and {}",
                self.inputs.len(),
                self.outputs.len(),
                inputs.len(),
                outputs.len()
            ));
        }
        let mut bufs = Vec::with_capacity(inputs.len() + outputs.len());
        // `holds` of a type the kernel covers is that type exactly (no small types).
        for (k, (b, &(t, need))) in inputs.iter().zip(&self.inputs).enumerate() {
            if !b.holds(t) || b.len() < need {
                return Err(format!(
                    "input {k} is {} with {} elements; the kernel reads {t} with at least {need}",
                    b.dtype(),
                    b.len()
                ));
            }
            bufs.push((b.as_bytes().as_ptr() as usize, words(t, b.len())));
        }
        for (k, (b, &t)) in outputs.iter_mut().zip(&self.outputs).enumerate() {
            if !b.holds(t) || b.len() != self.total {
                return Err(format!(
                    "output {k} is {} with {} elements, expected {t} with {}",
                    b.dtype(),
                    b.len(),
                    self.total
                ));
            }
            bufs.push((b.as_mut_ptr() as usize, words(t, b.len())));
        }
        if self.total == 0 {
            return Ok(());
        }
        let chunk = MIN_CHUNK.max(self.total.div_ceil(4 * rayon::current_num_threads()));
        let n_chunks = self.total.div_ceil(chunk);
        let call = |c: usize| {
            let (first, last) = (c * chunk, ((c + 1) * chunk).min(self.total));
            // A `memref<?xT>` argument is five words: allocated and aligned pointers,
            // offset, size, stride; then the two indices.
            let mut words: Vec<u64> = Vec::with_capacity(5 * bufs.len() + 2);
            for &(ptr, len) in &bufs {
                words.extend([ptr as u64, ptr as u64, 0, len as u64, 1]);
            }
            words.extend([first as u64, last as u64]);
            let mut args: Vec<*mut c_void> =
                words.iter_mut().map(|w| (w as *mut u64).cast()).collect();
            // SAFETY: the buffers were checked above to hold what the kernel reads, and the
            // chunks write disjoint ranges of the outputs.
            unsafe { (self.entry)(args.as_mut_ptr()) }
        };
        if n_chunks == 1 {
            call(0);
        } else {
            (0..n_chunks).into_par_iter().for_each(call);
        }
        Ok(())
    }
}

impl fresnel_runtime::cpu::CompiledKernel for CompiledElementwise {
    fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> Result<(), String> {
        CompiledElementwise::run(self, inputs, outputs)
    }
}
