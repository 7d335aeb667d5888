//! Compiling generated CUDA modules with the host C++ compiler into one shared library (cached
//! on disk like CUBINs) and finding each kernel's launcher in it.

use crate::cuda::cache;
use crate::cuda::device::Buf;
use fresnel_kernels::cuda::{CudaModule, KernelInfo, Launch, HEADER};
use std::ffi::c_void;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::Command;

const SHIM: &str = include_str!("shim.h");

/// The options every cuda-sim compile uses. No contraction into FMAs, so that results match
/// the CPU kernels' operation by operation.
const FLAGS: [&str; 7] = [
    "-std=c++17",
    "-O1",
    "-fPIC",
    "-shared",
    "-w",
    "-ffp-contract=off",
    "-fno-fast-math",
];

/// `int launcher(grid, block, params, bytes, touched)`: runs the kernel with parameter `i`'s
/// value at `params[i]` and its buffer's size in `bytes[i]`, writes the bytes its accesses
/// touched to `touched[i]`, returns the shim's status.
type Launcher = unsafe extern "C" fn(u32, u32, *mut *mut c_void, *const u64, *mut u64) -> i32;

/// `const char* fr_sim_fault()`: the out-of-bounds access of the thread's last failed launch.
type FaultText = unsafe extern "C" fn() -> *const std::ffi::c_char;

/// One kernel's launcher, with what checking a launch needs.
pub(crate) struct SimKernel {
    pub name: String,
    /// Whether each parameter is written (else only read).
    pub params: Vec<bool>,
    pub flops: u64,
    /// Some parameter is f64 or c128 (the cost model's precision).
    pub double: bool,
    launcher: Launcher,
    fault: FaultText,
}

impl SimKernel {
    /// Runs the kernel on `args`; returns the bytes each parameter's accesses touched.
    pub fn launch(&self, launch: &Launch, args: &[Buf]) -> Result<Vec<u64>, String> {
        if launch.blocks == 0 || launch.threads == 0 {
            return Err(format!("kernel {}: an empty launch {launch:?}", self.name));
        }
        let mut values: Vec<u64> = args.iter().map(|a| a.ptr).collect();
        let bytes: Vec<u64> = args.iter().map(|a| a.bytes as u64).collect();
        let mut touched = vec![0u64; args.len()];
        let mut params: Vec<*mut c_void> = values
            .iter_mut()
            .map(|v| v as *mut u64 as *mut c_void)
            .collect();
        // SAFETY: the launcher was compiled from this kernel's source with one parameter per
        // pointer, each buffer was checked to lie in device memory, every access the kernel
        // makes is checked against its buffer's size, and the arrays outlive the call, which
        // is synchronous.
        let status = unsafe {
            (self.launcher)(
                launch.blocks,
                launch.threads,
                params.as_mut_ptr(),
                bytes.as_ptr(),
                touched.as_mut_ptr(),
            )
        };
        match status {
            0 => Ok(touched),
            1 => Err(format!(
                "kernel {}: __syncthreads in a kernel launched without fibers",
                self.name
            )),
            2 => Err(format!(
                "kernel {}: some threads of a block ended while others waited at a barrier",
                self.name
            )),
            3 => Err(format!(
                "kernel {}: out of memory for fiber stacks",
                self.name
            )),
            4 => {
                // SAFETY: the shim returns its thread-local, NUL-terminated fault text.
                let text = unsafe { std::ffi::CStr::from_ptr((self.fault)()) };
                Err(format!(
                    "kernel {}: out-of-bounds access: {}",
                    self.name,
                    text.to_string_lossy()
                ))
            }
            s => Err(format!(
                "kernel {}: unknown simulator status {s}",
                self.name
            )),
        }
    }
}

/// A loaded shared library holding the kernels of one or more modules.
pub struct SimLibrary {
    library: libloading::Library,
    pub path: PathBuf,
    /// Whether the library came from the on-disk cache.
    pub cached: bool,
}

fn namespace(index: usize) -> String {
    format!("fr_m{index}")
}

fn launcher_symbol(index: usize, kernel: &str) -> String {
    format!("fr_sim_m{index}_{kernel}")
}

/// The host C++ translation unit for `modules`.
fn translation_unit(modules: &[&CudaModule]) -> Result<String, String> {
    let mut tu = format!("{SHIM}\n{HEADER}\n");
    for (i, m) in modules.iter().enumerate() {
        let (_, kernels) = m.source.split_once(HEADER).ok_or_else(|| {
            format!(
                "CUDA module `{}` does not start with the device header",
                m.name
            )
        })?;
        let ns = namespace(i);
        let _ = writeln!(tu, "namespace {ns} {{");
        tu.push_str(&kernels.replace("extern \"C\" __global__", "__global__"));
        let _ = writeln!(tu, "}}  // namespace {ns}");
        for k in &m.kernels {
            let _ = writeln!(
                tu,
                "extern \"C\" int {}(unsigned g, unsigned b, void** p, \
                 const unsigned long long* n, unsigned long long* t) {{ \
                 return fr_sim_call({ns}::{}, g, b, {}, p, n, t); }}",
                launcher_symbol(i, &k.name),
                k.name,
                k.block_sync
            );
        }
    }
    Ok(tu)
}

/// The host C++ compiler: `$CXX`, else `g++`.
fn compiler() -> String {
    std::env::var("CXX")
        .ok()
        .filter(|c| !c.is_empty())
        .unwrap_or_else(|| "g++".to_string())
}

/// The compiler's `--version` line, part of the cache key.
fn compiler_identity(cxx: &str) -> Result<String, String> {
    let out = Command::new(cxx).arg("--version").output().map_err(|e| {
        format!(
            "cuda-sim needs a C++ compiler: `{cxx}` cannot be run ({e}); install g++ or set CXX"
        )
    })?;
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string())
}

impl SimLibrary {
    /// Compiles `modules` into one shared library (or finds it in the cache) and loads it.
    pub fn compile(modules: &[&CudaModule]) -> Result<SimLibrary, String> {
        let tu = translation_unit(modules)?;
        let cxx = compiler();
        let identity = compiler_identity(&cxx)?;
        let key = cache::key(&[
            tu.as_bytes(),
            identity.as_bytes(),
            FLAGS.join(" ").as_bytes(),
        ]);
        let path = cache::entry_path("sim", &format!("{key}.so"));
        let cached = path.is_file();
        if !cached {
            build(&cxx, &tu, &path)?;
        }
        // SAFETY: the library is ours: its initialisers are the C++ runtime's only.
        let library = unsafe { libloading::Library::new(&path) }
            .map_err(|e| format!("cannot load the cuda-sim library {}: {e}", path.display()))?;
        Ok(SimLibrary {
            library,
            path,
            cached,
        })
    }

    /// The launcher of `kernel` of module `index`.
    pub(crate) fn kernel(&self, index: usize, kernel: &KernelInfo) -> Result<SimKernel, String> {
        let symbol = launcher_symbol(index, &kernel.name);
        // SAFETY: every launcher has the `Launcher` signature (see `translation_unit`).
        let launcher: Launcher = unsafe {
            *self
                .library
                .get::<Launcher>(symbol.as_bytes())
                .map_err(|e| format!("the cuda-sim library has no kernel {symbol}: {e}"))?
        };
        // SAFETY: the shim defines `fr_sim_fault` with the `FaultText` signature.
        let fault: FaultText = unsafe {
            *self
                .library
                .get::<FaultText>(b"fr_sim_fault")
                .map_err(|e| format!("the cuda-sim library has no fr_sim_fault: {e}"))?
        };
        Ok(SimKernel {
            name: kernel.name.clone(),
            params: kernel.params.iter().map(|p| p.output).collect(),
            flops: kernel.flops,
            double: kernel
                .params
                .iter()
                .any(|p| matches!(p.dtype.real_part(), fresnel_ir::DType::F64)),
            launcher,
            fault,
        })
    }
}

/// Compiles `tu` into the shared library `path` (through a temporary file, renamed into place).
fn build(cxx: &str, tu: &str, path: &std::path::Path) -> Result<(), String> {
    let dir = path
        .parent()
        .ok_or_else(|| "the cuda-sim cache entry has no folder".to_string())?;
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("cannot create the cuda-sim cache {}: {e}", dir.display()))?;
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let stem = format!(".build-{}-{n}", std::process::id());
    let source = dir.join(format!("{stem}.cpp"));
    let object = dir.join(format!("{stem}.so"));
    std::fs::write(&source, tu).map_err(|e| format!("cannot write {}: {e}", source.display()))?;
    let out = Command::new(cxx)
        .args(FLAGS)
        .arg(&source)
        .arg("-o")
        .arg(&object)
        .output()
        .map_err(|e| format!("cannot run `{cxx}`: {e}"));
    let _ = std::fs::remove_file(&source);
    let out = out?;
    if !out.status.success() {
        let _ = std::fs::remove_file(&object);
        let log = String::from_utf8_lossy(&out.stderr);
        let head: String = log.lines().take(40).collect::<Vec<_>>().join("\n");
        return Err(format!(
            "the host compiler rejected the CUDA C for cuda-sim:\n{head}"
        ));
    }
    std::fs::rename(&object, path).map_err(|e| {
        let _ = std::fs::remove_file(&object);
        format!("cannot store {}: {e}", path.display())
    })
}
