//! `cuda-sim`: the CUDA backend with the GPU replaced by the host.
//!
//! The generated CUDA C is compiled by the host C++ compiler (`$CXX`, default `g++`) together
//! with `shim.h`, which provides what NVRTC would (execution-space keywords, `threadIdx` and
//! friends, `__syncthreads` over fibers). Each kernel gets an `extern "C"` launcher taking a
//! `cuLaunchKernel`-shaped argument list, so the executor drives [`SimDevice`] exactly as it
//! drives a GPU. cuFFT executions go through the CPU model of `cufftPlanMany`'s advanced layout
//! (`fresnel_kernels::cuda::cufft_model`) and cuBLAS GEMMs through a column-major model here,
//! so the plan and GEMM parameters handed to the real libraries are tested too.
//!
//! Several modules can share one shared library (one host compile for a whole test suite):
//! each module's kernels are put in a C++ namespace of their own, which is the only change
//! made to the generated text besides dropping `extern "C"` from the kernels themselves.

mod library;
mod memory;
mod model;

pub use library::SimLibrary;

use super::device::{plan_extents, DevPtr, Device};
use fresnel_ir::DType;
use fresnel_kernels::cuda::cufft_model;
use fresnel_kernels::cuda::dot::GemmCall;
use fresnel_kernels::cuda::fft::{CufftPlan, CufftType};
use fresnel_kernels::cuda::{CudaModule, Launch};
use library::SimKernel;
use memory::memory;
use std::sync::Arc;

/// A simulated device running one module of a [`SimLibrary`].
pub struct SimDevice {
    kernels: Vec<SimKernel>,
    plans: Vec<CufftPlan>,
    /// Keeps the shared library loaded while its kernels may run.
    _library: Arc<SimLibrary>,
}

impl SimDevice {
    /// A device for module `index` of `library` (`module` must be that module) with `plans`.
    pub fn new(
        library: Arc<SimLibrary>,
        index: usize,
        module: &CudaModule,
        plans: Vec<CufftPlan>,
    ) -> Result<SimDevice, String> {
        let kernels = module
            .kernels
            .iter()
            .map(|k| library.kernel(index, k))
            .collect::<Result<Vec<_>, String>>()?;
        Ok(SimDevice {
            kernels,
            plans,
            _library: library,
        })
    }

    /// A device for `module` alone (compiled, or found in the cache).
    pub fn for_module(module: &CudaModule, plans: Vec<CufftPlan>) -> Result<SimDevice, String> {
        let library = Arc::new(SimLibrary::compile(&[module])?);
        SimDevice::new(library, 0, module, plans)
    }
}

/// The element types on the input and output sides of a cuFFT type.
fn fft_dtypes(ty: CufftType) -> (DType, DType) {
    match ty {
        CufftType::C2C => (DType::C64, DType::C64),
        CufftType::Z2Z => (DType::C128, DType::C128),
        CufftType::R2C => (DType::F32, DType::C64),
        CufftType::D2Z => (DType::F64, DType::C128),
        CufftType::C2R => (DType::C64, DType::F32),
        CufftType::Z2D => (DType::C128, DType::F64),
    }
}

impl Device for SimDevice {
    fn name(&self) -> String {
        "cuda-sim (the host's C++ compiler; cuFFT and cuBLAS modelled)".to_string()
    }

    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, String> {
        memory().alloc(bytes)
    }

    fn free(&mut self, ptr: DevPtr) {
        memory().free(ptr)
    }

    fn upload(&mut self, dst: DevPtr, src: &[u8]) -> Result<(), String> {
        memory().bytes_mut(dst, src.len())?.copy_from_slice(src);
        Ok(())
    }

    fn download(&mut self, src: DevPtr, dst: &mut [u8]) -> Result<(), String> {
        dst.copy_from_slice(memory().bytes(src, dst.len())?);
        Ok(())
    }

    fn copy(&mut self, dst: DevPtr, src: DevPtr, bytes: usize) -> Result<(), String> {
        let mut mem = memory();
        let from = mem.bytes(src, bytes)?.to_vec();
        mem.bytes_mut(dst, bytes)?.copy_from_slice(&from);
        Ok(())
    }

    fn launch(&mut self, kernel: usize, launch: &Launch, args: &[DevPtr]) -> Result<(), String> {
        let k = self
            .kernels
            .get(kernel)
            .ok_or_else(|| format!("the module has no kernel {kernel}"))?;
        if args.len() != k.params {
            return Err(format!(
                "kernel {} takes {} pointers, given {}",
                k.name,
                k.params,
                args.len()
            ));
        }
        // What a GPU would report as an illegal address, found before the kernel runs.
        let mem = memory();
        for (i, &p) in args.iter().enumerate() {
            if p != 0 && !mem.is_allocated(p) {
                return Err(format!(
                    "kernel {}: argument {i} ({p:#x}) is not device memory",
                    k.name
                ));
            }
        }
        // Not held while the kernel runs: the executor's borrows keep its buffers alive.
        drop(mem);
        k.launch(launch, args)
    }

    fn fft(&mut self, plan: usize, src: DevPtr, dst: DevPtr) -> Result<(), String> {
        let plan = self
            .plans
            .get(plan)
            .ok_or_else(|| format!("no FFT plan {plan}"))?;
        let (in_len, out_len) = plan_extents(plan);
        if in_len == 0 {
            return Ok(());
        }
        let (in_ty, out_ty) = fft_dtypes(plan.ty);
        let mut mem = memory();
        let input = model::read(&mem, src, in_ty, in_len)?;
        let mut output = model::read(&mem, dst, out_ty, out_len)?;
        cufft_model::execute(plan, &input, &mut output)
            .ok_or_else(|| format!("the FFT plan {plan:?} addresses outside its buffers"))?;
        model::write(&mut mem, dst, out_ty, &output)
    }

    fn gemm(&mut self, call: &GemmCall, a: DevPtr, b: DevPtr, c: DevPtr) -> Result<(), String> {
        model::gemm(&mut memory(), call, a, b, c)
    }

    fn synchronize(&mut self) -> Result<(), String> {
        Ok(())
    }
}

#[cfg(test)]
mod tests;
