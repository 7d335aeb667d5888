//! A real GPU through cudarc's driver, cuFFT and cuBLAS bindings (loaded at run time): the
//! module's CUBIN compiled by NVRTC for the device's compute capability (cached on disk), cuFFT
//! plans made once when the device is made.
//!
//! Ordering and memory, as [`Device`] promises them:
//! * **One stream for the process**, shared by every executable's kernels, cuFFT plans and
//!   cuBLAS, created once in the primary context: an array one executable writes is complete
//!   before the next executable's kernels read it, with no event and no host wait.
//! * **Stream-ordered memory**: `cuMemAllocAsync` / `cuMemFreeAsync` on that stream from the
//!   device's default pool, whose release threshold is raised so that freed memory is kept
//!   for reuse; freeing never waits.
//! * **Pinned staging**: uploads are copied into page-locked buffers and sent asynchronously;
//!   a staging buffer is reused once the event recorded after its copy has completed.
//!   Downloads go through the same buffers and wait for their own copy only.
//! * **Faults**: a kernel fault (an illegal address, say) leaves the context unusable and is
//!   reported by whatever call synchronises next. The first such error is kept for the
//!   process, so later calls report it rather than failing obscurely; with
//!   `FRESNEL_CUDA_SYNC=1` every launch, FFT and GEMM is followed by a synchronisation, so the
//!   error names the launch that caused it.

use super::device::{Buf, DevPtr, Device};
use super::libs::{check_device, Missing};
use super::nvrtc::{compile_cubin_cached, Cubin};
use cudarc::cublas::{result as cublas, sys as cublas_sys};
use cudarc::cufft::{result as cufft, sys as cufft_sys};
use cudarc::driver::{result as drv, sys as drv_sys};
use fresnel_ir::DType;
use fresnel_kernels::cuda::dot::GemmCall;
use fresnel_kernels::cuda::fft::{CufftPlan, CufftType};
use fresnel_kernels::cuda::{CudaModule, Launch};
use std::ffi::{c_void, CString};
use std::sync::{Mutex, OnceLock};

/// The environment variable that makes every launch synchronise (to name a faulting one).
pub const SYNC_VAR: &str = "FRESNEL_CUDA_SYNC";

fn present(probe: unsafe fn() -> bool) -> bool {
    // SAFETY: the probes only try to open shared libraries by name.
    std::panic::catch_unwind(|| unsafe { probe() }).unwrap_or(false)
}

/// The process's stream (see the module documentation).
struct ProcessStream(drv_sys::CUstream);

// SAFETY: a CUDA stream may be used from any thread of the process.
unsafe impl Send for ProcessStream {}
unsafe impl Sync for ProcessStream {}

static STREAM: OnceLock<Result<ProcessStream, String>> = OnceLock::new();

/// The first sticky error of the process's context, with the work that reported it.
static FAULT: Mutex<Option<String>> = Mutex::new(None);

/// The last launch issued in the process, named when a later synchronisation fails.
static LAST_LAUNCH: Mutex<String> = Mutex::new(String::new());

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Whether `FRESNEL_CUDA_SYNC=1` is set.
fn sync_each_launch() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var(SYNC_VAR).is_ok_and(|v| v == "1"))
}

/// Whether `e` leaves the context unusable (CUDA's "sticky" errors).
fn is_sticky(e: &drv::DriverError) -> bool {
    use drv_sys::cudaError_enum::*;
    matches!(
        e.0,
        CUDA_ERROR_ILLEGAL_ADDRESS
            | CUDA_ERROR_LAUNCH_FAILED
            | CUDA_ERROR_MISALIGNED_ADDRESS
            | CUDA_ERROR_ILLEGAL_INSTRUCTION
            | CUDA_ERROR_INVALID_ADDRESS_SPACE
            | CUDA_ERROR_INVALID_PC
            | CUDA_ERROR_HARDWARE_STACK_ERROR
            | CUDA_ERROR_ASSERT
            | CUDA_ERROR_LAUNCH_TIMEOUT
            | CUDA_ERROR_ECC_UNCORRECTABLE
    )
}

/// The error of a failed driver call made for `what`. A sticky error is kept for the process
/// and attributed: to `what` itself when every launch synchronises, else to the last launch
/// issued before it.
fn driver_error(what: &str, e: drv::DriverError) -> String {
    if !is_sticky(&e) {
        return format!("CUDA driver: {what}: {e:?}");
    }
    let culprit = if sync_each_launch() {
        format!("{what} faulted: {e:?}")
    } else {
        let last = lock(&LAST_LAUNCH).clone();
        format!(
            "{e:?}, reported by {what}; the fault happened in an earlier launch (the last one \
             issued was {}); set {SYNC_VAR}=1 to synchronise after every launch and name it",
            if last.is_empty() { "none" } else { &last }
        )
    };
    let mut fault = lock(&FAULT);
    let first = fault.get_or_insert(culprit);
    format!("the GPU faulted: {first}")
}

/// An error once the context has faulted: it cannot run anything more.
fn healthy() -> Result<(), String> {
    match &*lock(&FAULT) {
        None => Ok(()),
        Some(f) => Err(format!(
            "the CUDA context faulted earlier and cannot run anything more in this process: {f}"
        )),
    }
}

/// A page-locked host buffer and the event recorded after its last copy.
struct Staging {
    host: *mut u8,
    cap: usize,
    done: drv_sys::CUevent,
}

/// One cuFFT plan (absent for an empty transform).
struct Plan {
    handle: Option<cufft_sys::cufftHandle>,
    desc: CufftPlan,
}

/// The first GPU, with one module loaded.
pub struct GpuDevice {
    name: String,
    context: drv_sys::CUcontext,
    stream: drv_sys::CUstream,
    module: drv_sys::CUmodule,
    /// Each kernel and its name.
    functions: Vec<(drv_sys::CUfunction, String)>,
    plans: Vec<Plan>,
    /// The work area every plan shares (they run one at a time on the stream).
    work_area: DevPtr,
    blas: Option<cublas_sys::cublasHandle_t>,
    timer: Option<(drv_sys::CUevent, drv_sys::CUevent)>,
    staging: Vec<Staging>,
    /// Times the host waited for the device.
    waits: u64,
}

// SAFETY: the handles belong to the primary context, which any thread may make current; every
// method makes it current first, and the executor serialises calls through a mutex.
unsafe impl Send for GpuDevice {}

/// Bytes of staging buffers kept before an upload waits for earlier ones instead.
const STAGING_LIMIT: usize = 1 << 30;

impl GpuDevice {
    /// Makes the device: checks the driver, takes the CUBIN of `prebuilt` made for the
    /// device's architecture or else compiles `module` with NVRTC, loads it, makes `plans`. A
    /// missing library or device is a [`Missing`] (in the error text).
    pub fn new(
        module: &CudaModule,
        plans: &[CufftPlan],
        prebuilt: &[Cubin],
    ) -> Result<GpuDevice, String> {
        check_device().map_err(|m| m.to_string())?;
        healthy()?;
        fn driver(what: &'static str) -> impl Fn(drv::DriverError) -> String {
            move |e| driver_error(what, e)
        }
        let started = std::panic::catch_unwind(|| -> Result<_, String> {
            drv::init().map_err(driver("cuInit"))?;
            let dev = drv::device::get(0).map_err(driver("cuDeviceGet"))?;
            // SAFETY: `dev` is a valid device ordinal's handle.
            let context = unsafe { drv::primary_ctx::retain(dev) }
                .map_err(driver("retaining the context"))?;
            // SAFETY: the context was just retained.
            unsafe { drv::ctx::set_current(context) }.map_err(driver("cuCtxSetCurrent"))?;
            let attr =
                |a| unsafe { drv::device::get_attribute(dev, a) }.map_err(driver("an attribute"));
            use drv_sys::CUdevice_attribute::*;
            let major = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
            let minor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
            let name = drv::device::get_name(dev).map_err(driver("the device's name"))?;
            Ok((dev, context, major, minor, name))
        });
        let (dev, context, major, minor, name) = match started {
            Ok(r) => r?,
            Err(_) => return Err(Missing::Device("the driver failed to start".into()).to_string()),
        };
        let stream = process_stream(dev)?;
        let arch = format!("sm_{major}{minor}");
        let cubin = match prebuilt.iter().find(|c| c.arch == arch) {
            Some(c) => c.bytes.clone(),
            None => compile_cubin_cached(&module.name, &module.source, &arch)
                .map_err(|e| cubin_missing(e, &arch, prebuilt))?,
        };
        let mut gpu = GpuDevice {
            name: format!("{name} ({arch})"),
            context,
            stream,
            module: std::ptr::null_mut(),
            functions: Vec::new(),
            plans: Vec::new(),
            work_area: 0,
            blas: None,
            timer: None,
            staging: Vec::new(),
            waits: 0,
        };
        // SAFETY: the CUBIN was produced by NVRTC for this device's architecture (a saved one
        // is checksummed with its artifact and made from the same source).
        gpu.module = unsafe { drv::module::load_data(cubin.as_ptr() as *const c_void) }
            .map_err(driver("loading the module"))?;
        for k in &module.kernels {
            let name = CString::new(k.name.as_str())
                .map_err(|_| format!("kernel name {} holds a NUL byte", k.name))?;
            // SAFETY: the module is loaded and holds every kernel of `module`.
            let f = unsafe { drv::module::get_function(gpu.module, name) }
                .map_err(driver("finding a kernel"))?;
            gpu.functions.push((f, k.name.clone()));
        }
        if !plans.is_empty() && !present(cufft_sys::is_culib_present) {
            return Err(
                "cuFFT (libcufft.so) cannot be loaded; it comes with the CUDA toolkit \
                        or the nvidia-cufft wheel; put its folder on LD_LIBRARY_PATH"
                    .to_string(),
            );
        }
        let mut work = 0;
        for p in plans {
            let (handle, bytes) = gpu.make_plan(p)?;
            work = work.max(bytes);
            gpu.plans.push(Plan {
                handle,
                desc: p.clone(),
            });
        }
        if work > 0 {
            gpu.work_area = gpu.alloc(work)?;
            for h in gpu.plans.iter().filter_map(|p| p.handle) {
                // SAFETY: the work area is at least as large as the plan asked for and lives
                // as long as the plans (freed after them in `drop`).
                unsafe { cufft::set_work_area(h, gpu.work_area as *mut c_void) }
                    .map_err(|e| format!("cufftSetWorkArea: {e:?}"))?;
            }
        }
        Ok(gpu)
    }

    fn make_current(&self) -> Result<(), String> {
        healthy()?;
        // SAFETY: the context is retained for the device's lifetime.
        unsafe { drv::ctx::set_current(self.context) }
            .map_err(|e| driver_error("cuCtxSetCurrent", e))
    }

    /// A 64-bit plan (any size) on the process's stream with no work area of its own, and
    /// the work area it needs.
    fn make_plan(&self, p: &CufftPlan) -> Result<(Option<cufft_sys::cufftHandle>, usize), String> {
        if p.batch == 0 || p.repeat == 0 || p.n.is_empty() || p.n.contains(&0) {
            return Ok((None, 0));
        }
        let long = |v: &[usize]| v.iter().map(|&x| x as i64).collect::<Vec<i64>>();
        let (mut n, mut inembed, mut onembed) = (long(&p.n), long(&p.inembed), long(&p.onembed));
        use cufft_sys::cufftType::*;
        let ty = match p.ty {
            CufftType::C2C => CUFFT_C2C,
            CufftType::Z2Z => CUFFT_Z2Z,
            CufftType::R2C => CUFFT_R2C,
            CufftType::D2Z => CUFFT_D2Z,
            CufftType::C2R => CUFFT_C2R,
            CufftType::Z2D => CUFFT_Z2D,
        };
        let handle = cufft::create().map_err(|e| format!("cufftCreate: {e:?}"))?;
        // SAFETY: a fresh handle; the arrays hold `rank` entries each and outlive the calls.
        let made = unsafe {
            cufft::set_auto_allocation(handle, false)
                .and_then(|()| {
                    cufft::make_plan_many64(
                        handle,
                        n.len() as i32,
                        n.as_mut_ptr(),
                        inembed.as_mut_ptr(),
                        p.istride as i64,
                        p.idist as i64,
                        onembed.as_mut_ptr(),
                        p.ostride as i64,
                        p.odist as i64,
                        ty,
                        p.batch as i64,
                    )
                })
                .and_then(|work| {
                    cufft::set_stream(handle, self.stream as cufft_sys::cudaStream_t).map(|()| work)
                })
        };
        match made {
            Ok(work) => Ok((Some(handle), work)),
            Err(e) => {
                // SAFETY: the handle was created above and is destroyed once.
                let _ = unsafe { cufft::destroy(handle) };
                Err(format!("cufftMakePlanMany64({p:?}): {e:?}"))
            }
        }
    }

    fn blas(&mut self) -> Result<cublas_sys::cublasHandle_t, String> {
        if let Some(h) = self.blas {
            return Ok(h);
        }
        if !present(cublas_sys::is_culib_present) {
            return Err(
                "cuBLAS (libcublas.so) cannot be loaded; it comes with the CUDA toolkit \
                        or the nvidia-cublas wheel; put its folder on LD_LIBRARY_PATH"
                    .to_string(),
            );
        }
        let h = cublas::create_handle().map_err(|e| format!("cublasCreate: {e:?}"))?;
        // SAFETY: a fresh handle and the device's stream.
        unsafe { cublas::set_stream(h, self.stream as cublas_sys::cudaStream_t) }
            .map_err(|e| format!("cublasSetStream: {e:?}"))?;
        self.blas = Some(h);
        Ok(h)
    }

    /// After work named `what` was issued: remembered as the last launch, and with
    /// `FRESNEL_CUDA_SYNC=1` waited for, so that a fault names it.
    fn issued(&mut self, what: impl FnOnce() -> String) -> Result<(), String> {
        let what = what();
        if sync_each_launch() {
            self.waits += 1;
            // SAFETY: the process's stream.
            unsafe { drv::stream::synchronize(self.stream) }.map_err(|e| driver_error(&what, e))?;
        }
        *lock(&LAST_LAUNCH) = what;
        Ok(())
    }

    /// A staging buffer of at least `bytes` whose last copy has completed.
    fn staging(&mut self, bytes: usize) -> Result<usize, String> {
        // SAFETY: live events of this device.
        let idle = |s: &Staging| unsafe { drv::event::query(s.done) }.is_ok();
        if let Some(i) = self.staging.iter().position(|s| s.cap >= bytes && idle(s)) {
            return Ok(i);
        }
        let held: usize = self.staging.iter().map(|s| s.cap).sum();
        if held + bytes > STAGING_LIMIT {
            // Too much in flight: wait for it and start again with one buffer.
            self.waits += 1;
            // SAFETY: the process's stream; the buffers are idle afterwards.
            unsafe { drv::stream::synchronize(self.stream) }
                .map_err(|e| driver_error("waiting for staged copies", e))?;
            for s in self.staging.drain(..) {
                // SAFETY: made by `malloc_host` / `event::create` below, now idle.
                unsafe {
                    let _ = drv::free_host(s.host as *mut c_void);
                    let _ = drv::event::destroy(s.done);
                }
            }
        }
        let cap = bytes.next_power_of_two().max(1 << 16);
        // SAFETY: a plain page-locked allocation.
        let host = unsafe { drv::malloc_host(cap, 0) }
            .map_err(|e| driver_error("cuMemHostAlloc", e))? as *mut u8;
        let done = drv::event::create(drv_sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)
            .map_err(|e| driver_error("cuEventCreate", e))?;
        self.staging.push(Staging { host, cap, done });
        Ok(self.staging.len() - 1)
    }
}

/// The process's stream, created on first use in the current (primary) context, and the
/// device's default memory pool told to keep freed memory.
fn process_stream(dev: drv_sys::CUdevice) -> Result<drv_sys::CUstream, String> {
    let made = STREAM.get_or_init(|| {
        let stream = drv::stream::create(drv::stream::StreamKind::NonBlocking)
            .map_err(|e| driver_error("cuStreamCreate", e))?;
        // SAFETY: `dev` is the device of the current context; the attribute takes a u64.
        unsafe {
            let pool = drv::device::get_default_mem_pool(dev)
                .map_err(|e| driver_error("cuDeviceGetDefaultMemPool", e))?;
            let mut keep = u64::MAX;
            drv_sys::cuMemPoolSetAttribute(
                pool,
                drv_sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                &mut keep as *mut u64 as *mut c_void,
            )
            .result()
            .map_err(|e| driver_error("cuMemPoolSetAttribute", e))?;
        }
        Ok(ProcessStream(stream))
    });
    made.as_ref().map(|s| s.0).map_err(Clone::clone)
}

impl Device for GpuDevice {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, String> {
        if bytes == 0 {
            return Ok(0);
        }
        self.make_current()?;
        // SAFETY: a stream-ordered allocation in the current context.
        unsafe { drv::malloc_async(self.stream, bytes) }.map_err(|e| {
            let free = drv::mem_get_info().map(|(f, _)| f).unwrap_or(0);
            format!(
                "cannot allocate {} on the GPU ({} free): {e:?}",
                crate::memory_budget::gib(bytes as u64),
                crate::memory_budget::gib(free as u64)
            )
        })
    }

    fn free(&mut self, ptr: DevPtr) {
        if ptr != 0 && self.make_current().is_ok() {
            // SAFETY: `ptr` came from `alloc`; the free is ordered after the work that uses
            // it on the same stream.
            let _ = unsafe { drv::free_async(ptr, self.stream) };
        }
    }

    fn upload(&mut self, dst: DevPtr, src: &[u8]) -> Result<(), String> {
        if src.is_empty() {
            return Ok(());
        }
        self.make_current()?;
        let i = self.staging(src.len())?;
        let s = &self.staging[i];
        // SAFETY: the staging buffer holds `cap >= src.len()` bytes and no copy is using it;
        // `dst` holds `src.len()` bytes (the executor sized it); the event marks when the
        // staging buffer may be reused.
        unsafe {
            std::ptr::copy_nonoverlapping(src.as_ptr(), s.host, src.len());
            let staged = std::slice::from_raw_parts(s.host, src.len());
            drv::memcpy_htod_async(dst, staged, self.stream)
                .map_err(|e| driver_error("an upload", e))?;
            drv::event::record(s.done, self.stream).map_err(|e| driver_error("an upload", e))
        }
    }

    fn download(&mut self, src: DevPtr, dst: &mut [u8]) -> Result<(), String> {
        if dst.is_empty() {
            return Ok(());
        }
        self.make_current()?;
        let i = self.staging(dst.len())?;
        let s = &self.staging[i];
        // SAFETY: as for `upload`; the host reads the staging buffer only after the event
        // recorded after the copy has completed.
        unsafe {
            let staged = std::slice::from_raw_parts_mut(s.host, dst.len());
            drv::memcpy_dtoh_async(staged, src, self.stream)
                .map_err(|e| driver_error("a download", e))?;
            drv::event::record(s.done, self.stream).map_err(|e| driver_error("a download", e))?;
            drv::event::synchronize(s.done).map_err(|e| driver_error("a download", e))?;
            std::ptr::copy_nonoverlapping(s.host, dst.as_mut_ptr(), dst.len());
        }
        self.waits += 1;
        Ok(())
    }

    fn copy(&mut self, dst: DevPtr, src: DevPtr, bytes: usize) -> Result<(), String> {
        self.make_current()?;
        // SAFETY: both ranges lie in allocations the executor sized.
        unsafe { drv::memcpy_dtod_async(dst, src, bytes, self.stream) }
            .map_err(|e| driver_error("a device copy", e))
    }

    fn launch(&mut self, kernel: usize, launch: &Launch, args: &[Buf]) -> Result<(), String> {
        let (f, name) = self
            .functions
            .get(kernel)
            .ok_or_else(|| format!("the module has no kernel {kernel}"))?;
        let (f, name) = (*f, name.clone());
        self.make_current()?;
        let mut values: Vec<DevPtr> = args.iter().map(|a| a.ptr).collect();
        let mut params: Vec<*mut c_void> = values
            .iter_mut()
            .map(|v| v as *mut DevPtr as *mut c_void)
            .collect();
        // SAFETY: the kernel takes one pointer per argument (the module was generated with the
        // same parameter lists), the pointers are live device memory, and `params` outlives
        // the call (the driver copies the values at launch).
        unsafe {
            drv::launch_kernel(
                f,
                (launch.blocks, 1, 1),
                (launch.threads, 1, 1),
                0,
                self.stream,
                &mut params,
            )
        }
        .map_err(|e| driver_error(&format!("launching kernel {name}"), e))?;
        self.issued(|| format!("kernel {name} ({} × {})", launch.blocks, launch.threads))
    }

    fn fft(&mut self, plan: usize, direction: i32, src: Buf, dst: Buf) -> Result<(), String> {
        let p = self
            .plans
            .get(plan)
            .ok_or_else(|| format!("no FFT plan {plan}"))?;
        let Some(handle) = p.handle else {
            return Ok(());
        };
        let desc = p.desc.clone();
        self.make_current()?;
        let (in_size, out_size) = match desc.ty {
            CufftType::C2C => (8, 8),
            CufftType::Z2Z => (16, 16),
            CufftType::R2C => (4, 8),
            CufftType::D2Z => (8, 16),
            CufftType::C2R => (8, 4),
            CufftType::Z2D => (16, 8),
        };
        for r in 0..desc.repeat {
            let i = src.ptr + (r * desc.in_repeat_dist * in_size) as u64;
            let o = dst.ptr + (r * desc.out_repeat_dist * out_size) as u64;
            // SAFETY: the plan's layout lies inside the buffers (checked by the cuFFT model's
            // tests and cuda-sim against the buffers' sizes); the stream orders it after their
            // writers.
            let done = unsafe {
                match desc.ty {
                    CufftType::C2C => cufft::exec_c2c(handle, i as _, o as _, direction),
                    CufftType::Z2Z => cufft::exec_z2z(handle, i as _, o as _, direction),
                    CufftType::R2C => cufft::exec_r2c(handle, i as _, o as _),
                    CufftType::D2Z => cufft::exec_d2z(handle, i as _, o as _),
                    CufftType::C2R => cufft::exec_c2r(handle, i as _, o as _),
                    CufftType::Z2D => cufft::exec_z2d(handle, i as _, o as _),
                }
            };
            done.map_err(|e| format!("cufftExec ({:?}): {e:?}", desc.ty))?;
        }
        self.issued(|| format!("cuFFT {:?} of {:?}", desc.ty, desc.n))
    }

    fn gemm(&mut self, g: &GemmCall, a: Buf, b: Buf, c: Buf) -> Result<(), String> {
        if g.m == 0 || g.n == 0 || g.batch == 0 {
            return Ok(());
        }
        let handle = self.blas()?;
        self.make_current()?;
        use cublas_sys::cublasComputeType_t::*;
        use cublas_sys::cudaDataType::*;
        let (ty, compute) = match g.dtype {
            DType::F32 => (CUDA_R_32F, CUBLAS_COMPUTE_32F),
            DType::F64 => (CUDA_R_64F, CUBLAS_COMPUTE_64F),
            DType::C64 => (CUDA_C_32F, CUBLAS_COMPUTE_32F),
            DType::C128 => (CUDA_C_64F, CUBLAS_COMPUTE_64F),
            t => return Err(format!("cuBLAS has no GEMM on {t}")),
        };
        // alpha = 1, beta = 0 in the compute type's scalar (complex: real and imaginary part).
        let one: [f64; 2] = [1.0, 0.0];
        let zero: [f64; 2] = [0.0, 0.0];
        let one32: [f32; 2] = [1.0, 0.0];
        let zero32: [f32; 2] = [0.0, 0.0];
        let (alpha, beta): (*const c_void, *const c_void) = match g.dtype {
            DType::F32 | DType::C64 => (one32.as_ptr() as _, zero32.as_ptr() as _),
            _ => (one.as_ptr() as _, zero.as_ptr() as _),
        };
        let int =
            |x: usize| i32::try_from(x).map_err(|_| format!("GEMM size {x} exceeds cuBLAS's int"));
        // SAFETY: the operands were sized by the executor for these dimensions; the scalars
        // live on the host until the call returns (cuBLAS reads them at the call).
        unsafe {
            cublas::gemm_strided_batched_ex(
                handle,
                cublas_sys::cublasOperation_t::CUBLAS_OP_N,
                cublas_sys::cublasOperation_t::CUBLAS_OP_N,
                int(g.m)?,
                int(g.n)?,
                int(g.k)?,
                alpha,
                a.ptr as *const c_void,
                ty,
                int(g.lda)?,
                g.stride_a as i64,
                b.ptr as *const c_void,
                ty,
                int(g.ldb)?,
                g.stride_b as i64,
                beta,
                c.ptr as *mut c_void,
                ty,
                int(g.ldc)?,
                g.stride_c as i64,
                int(g.batch)?,
                compute,
                cublas_sys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
            )
        }
        .map_err(|e| format!("{}: {e:?}", g.function))?;
        self.issued(|| format!("{} ({} × {} × {})", g.function, g.m, g.n, g.k))
    }

    fn synchronize(&mut self) -> Result<(), String> {
        self.make_current()?;
        self.waits += 1;
        // SAFETY: the process's stream.
        unsafe { drv::stream::synchronize(self.stream) }
            .map_err(|e| driver_error("a synchronisation", e))
    }

    fn host_waits(&self) -> u64 {
        self.waits
    }

    fn start_timer(&mut self) -> Result<(), String> {
        self.make_current()?;
        if self.timer.is_none() {
            let flags = drv_sys::CUevent_flags::CU_EVENT_DEFAULT;
            let make = || drv::event::create(flags).map_err(|e| driver_error("cuEventCreate", e));
            self.timer = Some((make()?, make()?));
        }
        let (start, _) = self.timer.ok_or("the timer events are missing")?;
        // SAFETY: live events and stream.
        unsafe { drv::event::record(start, self.stream) }
            .map_err(|e| driver_error("cuEventRecord", e))
    }

    fn stop_timer(&mut self) -> Result<Option<f64>, String> {
        let Some((start, end)) = self.timer else {
            return Ok(None);
        };
        self.make_current()?;
        // SAFETY: live events and stream; `start` was recorded by `start_timer`.
        unsafe {
            let timed = |e| driver_error("timing", e);
            drv::event::record(end, self.stream).map_err(timed)?;
            self.waits += 1;
            drv::event::synchronize(end).map_err(timed)?;
            let ms = drv::event::elapsed(start, end).map_err(timed)?;
            Ok(Some(ms as f64 / 1e3))
        }
    }
}

impl Drop for GpuDevice {
    fn drop(&mut self) {
        if self.make_current().is_err() {
            return;
        }
        // SAFETY: every handle below was made by this device and is released once; the plans
        // and staging buffers are idle once the stream has finished (the stream itself is
        // the process's and stays).
        unsafe {
            let _ = drv::stream::synchronize(self.stream);
            for p in &self.plans {
                if let Some(h) = p.handle {
                    let _ = cufft::destroy(h);
                }
            }
            if self.work_area != 0 {
                let _ = drv::free_async(self.work_area, self.stream);
            }
            if let Some(h) = self.blas {
                let _ = cublas::destroy_handle(h);
            }
            if let Some((a, b)) = self.timer {
                let _ = drv::event::destroy(a);
                let _ = drv::event::destroy(b);
            }
            for s in self.staging.drain(..) {
                let _ = drv::free_host(s.host as *mut c_void);
                let _ = drv::event::destroy(s.done);
            }
            if !self.module.is_null() {
                let _ = drv::module::unload(self.module);
            }
        }
    }
}

/// Why no CUBIN is at hand for `arch`: NVRTC failed, and the saved ones are for other devices.
fn cubin_missing(e: super::CompileError, arch: &str, prebuilt: &[Cubin]) -> String {
    if prebuilt.is_empty() {
        return e.to_string();
    }
    let have: Vec<&str> = prebuilt.iter().map(|c| c.arch.as_str()).collect();
    format!(
        "the saved CUBINs are for {} and this GPU is {arch}, and compiling for it failed: {e}",
        have.join(", ")
    )
}
