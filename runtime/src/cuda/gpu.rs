//! A real GPU through cudarc's driver, cuFFT and cuBLAS bindings (loaded at run time): the
//! module's CUBIN compiled by NVRTC for the device's compute capability (cached on disk), one
//! stream shared by kernels, cuFFT plans and cuBLAS, plans made once when the device is made.

use super::device::{DevPtr, Device};
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

fn present(probe: unsafe fn() -> bool) -> bool {
    // SAFETY: the probes only try to open shared libraries by name.
    std::panic::catch_unwind(|| unsafe { probe() }).unwrap_or(false)
}

/// One cuFFT plan with what executing it needs.
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
    functions: Vec<drv_sys::CUfunction>,
    plans: Vec<Plan>,
    blas: Option<cublas_sys::cublasHandle_t>,
    timer: Option<(drv_sys::CUevent, drv_sys::CUevent)>,
}

// SAFETY: the handles belong to the primary context, which any thread may make current; every
// method makes it current first, and the executor serialises calls through a mutex.
unsafe impl Send for GpuDevice {}

fn driver(e: drv::DriverError) -> String {
    format!("CUDA driver: {e:?}")
}

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
        let started = std::panic::catch_unwind(|| -> Result<_, String> {
            drv::init().map_err(driver)?;
            let dev = drv::device::get(0).map_err(driver)?;
            // SAFETY: `dev` is a valid device ordinal's handle.
            let context = unsafe { drv::primary_ctx::retain(dev) }.map_err(driver)?;
            // SAFETY: the context was just retained.
            unsafe { drv::ctx::set_current(context) }.map_err(driver)?;
            let attr = |a| unsafe { drv::device::get_attribute(dev, a) }.map_err(driver);
            use drv_sys::CUdevice_attribute::*;
            let major = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
            let minor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
            let name = drv::device::get_name(dev).map_err(driver)?;
            Ok((context, major, minor, name))
        });
        let (context, major, minor, name) = match started {
            Ok(r) => r?,
            Err(_) => return Err(Missing::Device("the driver failed to start".into()).to_string()),
        };
        let arch = format!("sm_{major}{minor}");
        let cubin = match prebuilt.iter().find(|c| c.arch == arch) {
            Some(c) => c.bytes.clone(),
            None => compile_cubin_cached(&module.name, &module.source, &arch)
                .map_err(|e| cubin_missing(e, &arch, prebuilt))?,
        };
        let stream = drv::stream::create(drv::stream::StreamKind::NonBlocking).map_err(driver)?;
        let mut dev = GpuDevice {
            name: format!("{name} ({arch})"),
            context,
            stream,
            module: std::ptr::null_mut(),
            functions: Vec::new(),
            plans: Vec::new(),
            blas: None,
            timer: None,
        };
        // SAFETY: the CUBIN was produced by NVRTC for this device's architecture (a saved one
        // is checksummed with its artifact and made from the same source).
        dev.module =
            unsafe { drv::module::load_data(cubin.as_ptr() as *const c_void) }.map_err(driver)?;
        for k in &module.kernels {
            let name = CString::new(k.name.as_str())
                .map_err(|_| format!("kernel name {} holds a NUL byte", k.name))?;
            // SAFETY: the module is loaded and holds every kernel of `module`.
            let f = unsafe { drv::module::get_function(dev.module, name) }.map_err(driver)?;
            dev.functions.push(f);
        }
        if !plans.is_empty() && !present(cufft_sys::is_culib_present) {
            return Err(
                "cuFFT (libcufft.so) cannot be loaded; it comes with the CUDA toolkit \
                        or the nvidia-cufft wheel; put its folder on LD_LIBRARY_PATH"
                    .to_string(),
            );
        }
        for p in plans {
            let handle = dev.make_plan(p)?;
            dev.plans.push(Plan {
                handle,
                desc: p.clone(),
            });
        }
        Ok(dev)
    }

    fn make_current(&self) -> Result<(), String> {
        // SAFETY: the context is retained for the device's lifetime.
        unsafe { drv::ctx::set_current(self.context) }.map_err(driver)
    }

    fn make_plan(&self, p: &CufftPlan) -> Result<Option<cufft_sys::cufftHandle>, String> {
        if p.batch == 0 || p.repeat == 0 || p.n.is_empty() || p.n.contains(&0) {
            return Ok(None);
        }
        let int =
            |x: usize| i32::try_from(x).map_err(|_| format!("FFT size {x} exceeds cuFFT's int"));
        let ints = |v: &[usize]| {
            v.iter()
                .map(|&x| int(x))
                .collect::<Result<Vec<i32>, String>>()
        };
        let (mut n, mut inembed, mut onembed) = (ints(&p.n)?, ints(&p.inembed)?, ints(&p.onembed)?);
        use cufft_sys::cufftType::*;
        let ty = match p.ty {
            CufftType::C2C => CUFFT_C2C,
            CufftType::Z2Z => CUFFT_Z2Z,
            CufftType::R2C => CUFFT_R2C,
            CufftType::D2Z => CUFFT_D2Z,
            CufftType::C2R => CUFFT_C2R,
            CufftType::Z2D => CUFFT_Z2D,
        };
        // SAFETY: the arrays hold `rank` entries each and outlive the call.
        let handle = unsafe {
            cufft::plan_many(
                n.len() as i32,
                n.as_mut_ptr(),
                inembed.as_mut_ptr(),
                int(p.istride)?,
                int(p.idist)?,
                onembed.as_mut_ptr(),
                int(p.ostride)?,
                int(p.odist)?,
                ty,
                int(p.batch)?,
            )
        }
        .map_err(|e| format!("cufftPlanMany({p:?}): {e:?}"))?;
        // SAFETY: a fresh plan and the device's stream.
        unsafe { cufft::set_stream(handle, self.stream as cufft_sys::cudaStream_t) }
            .map_err(|e| format!("cufftSetStream: {e:?}"))?;
        Ok(Some(handle))
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
        // SAFETY: a plain allocation in the current context.
        unsafe { drv::malloc_sync(bytes) }.map_err(|e| {
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
            // SAFETY: `ptr` came from `alloc` and is freed once (after the stream's work).
            unsafe {
                let _ = drv::stream::synchronize(self.stream);
                let _ = drv::free_sync(ptr);
            }
        }
    }

    fn upload(&mut self, dst: DevPtr, src: &[u8]) -> Result<(), String> {
        self.make_current()?;
        // SAFETY: `dst` holds at least `src.len()` bytes (the executor sized it); the copy
        // completes before the call returns, so `src` may be dropped afterwards.
        unsafe {
            drv::memcpy_htod_async(dst, src, self.stream).map_err(driver)?;
            drv::stream::synchronize(self.stream).map_err(driver)
        }
    }

    fn download(&mut self, src: DevPtr, dst: &mut [u8]) -> Result<(), String> {
        self.make_current()?;
        // SAFETY: as for `upload`.
        unsafe {
            drv::memcpy_dtoh_async(dst, src, self.stream).map_err(driver)?;
            drv::stream::synchronize(self.stream).map_err(driver)
        }
    }

    fn copy(&mut self, dst: DevPtr, src: DevPtr, bytes: usize) -> Result<(), String> {
        self.make_current()?;
        // SAFETY: both ranges lie in allocations the executor sized.
        unsafe { drv::memcpy_dtod_async(dst, src, bytes, self.stream) }.map_err(driver)
    }

    fn launch(&mut self, kernel: usize, launch: &Launch, args: &[DevPtr]) -> Result<(), String> {
        let f = *self
            .functions
            .get(kernel)
            .ok_or_else(|| format!("the module has no kernel {kernel}"))?;
        self.make_current()?;
        let mut values: Vec<DevPtr> = args.to_vec();
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
        .map_err(driver)
    }

    fn fft(&mut self, plan: usize, src: DevPtr, dst: DevPtr) -> Result<(), String> {
        let p = self
            .plans
            .get(plan)
            .ok_or_else(|| format!("no FFT plan {plan}"))?;
        let Some(handle) = p.handle else {
            return Ok(());
        };
        self.make_current()?;
        let (in_size, out_size) = match p.desc.ty {
            CufftType::C2C | CufftType::R2C | CufftType::C2R => (8, 8),
            CufftType::Z2Z | CufftType::D2Z | CufftType::Z2D => (16, 16),
        };
        let (in_size, out_size) = match p.desc.ty {
            CufftType::R2C => (4, out_size),
            CufftType::D2Z => (8, out_size),
            CufftType::C2R => (in_size, 4),
            CufftType::Z2D => (in_size, 8),
            _ => (in_size, out_size),
        };
        for r in 0..p.desc.repeat {
            let i = src + (r * p.desc.in_repeat_dist * in_size) as u64;
            let o = dst + (r * p.desc.out_repeat_dist * out_size) as u64;
            // SAFETY: the plan's layout lies inside the buffers (checked by the cuFFT model's
            // tests and the executor's sizes); the stream orders it after their writers.
            let done = unsafe {
                match p.desc.ty {
                    CufftType::C2C => cufft::exec_c2c(handle, i as _, o as _, p.desc.direction),
                    CufftType::Z2Z => cufft::exec_z2z(handle, i as _, o as _, p.desc.direction),
                    CufftType::R2C => cufft::exec_r2c(handle, i as _, o as _),
                    CufftType::D2Z => cufft::exec_d2z(handle, i as _, o as _),
                    CufftType::C2R => cufft::exec_c2r(handle, i as _, o as _),
                    CufftType::Z2D => cufft::exec_z2d(handle, i as _, o as _),
                }
            };
            done.map_err(|e| format!("cufftExec ({:?}): {e:?}", p.desc.ty))?;
        }
        Ok(())
    }

    fn gemm(&mut self, g: &GemmCall, a: DevPtr, b: DevPtr, c: DevPtr) -> Result<(), String> {
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
                a as *const c_void,
                ty,
                int(g.lda)?,
                g.stride_a as i64,
                b as *const c_void,
                ty,
                int(g.ldb)?,
                g.stride_b as i64,
                beta,
                c as *mut c_void,
                ty,
                int(g.ldc)?,
                g.stride_c as i64,
                int(g.batch)?,
                compute,
                cublas_sys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
            )
        }
        .map_err(|e| format!("{}: {e:?}", g.function))
    }

    fn synchronize(&mut self) -> Result<(), String> {
        self.make_current()?;
        // SAFETY: the device's own stream.
        unsafe { drv::stream::synchronize(self.stream) }.map_err(driver)
    }

    fn start_timer(&mut self) -> Result<(), String> {
        self.make_current()?;
        if self.timer.is_none() {
            let flags = drv_sys::CUevent_flags::CU_EVENT_DEFAULT;
            self.timer = Some((
                drv::event::create(flags).map_err(driver)?,
                drv::event::create(flags).map_err(driver)?,
            ));
        }
        let (start, _) = self.timer.ok_or("the timer events are missing")?;
        // SAFETY: live events and stream.
        unsafe { drv::event::record(start, self.stream) }.map_err(driver)
    }

    fn stop_timer(&mut self) -> Result<Option<f64>, String> {
        let Some((start, end)) = self.timer else {
            return Ok(None);
        };
        self.make_current()?;
        // SAFETY: live events and stream; `start` was recorded by `start_timer`.
        unsafe {
            drv::event::record(end, self.stream).map_err(driver)?;
            drv::event::synchronize(end).map_err(driver)?;
            let ms = drv::event::elapsed(start, end).map_err(driver)?;
            Ok(Some(ms as f64 / 1e3))
        }
    }
}

impl Drop for GpuDevice {
    fn drop(&mut self) {
        if self.make_current().is_err() {
            return;
        }
        // SAFETY: every handle below was made by this device and is released once.
        unsafe {
            let _ = drv::stream::synchronize(self.stream);
            for p in &self.plans {
                if let Some(h) = p.handle {
                    let _ = cufft::destroy(h);
                }
            }
            if let Some(h) = self.blas {
                let _ = cublas::destroy_handle(h);
            }
            if let Some((a, b)) = self.timer {
                let _ = drv::event::destroy(a);
                let _ = drv::event::destroy(b);
            }
            if !self.module.is_null() {
                let _ = drv::module::unload(self.module);
            }
            let _ = drv::stream::destroy(self.stream);
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
