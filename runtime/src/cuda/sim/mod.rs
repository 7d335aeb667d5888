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
pub use memory::{SimEvent, POISON};

use super::device::{plan_extents, Buf, DevPtr, Device, Record};
use fresnel_ir::DType;
use fresnel_kernels::cuda::cufft_model;
use fresnel_kernels::cuda::dot::GemmCall;
use fresnel_kernels::cuda::fft::{CufftPlan, CufftType};
use fresnel_kernels::cuda::{CudaModule, Launch};
use library::SimKernel;
use memory::{memory, Access, Use};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The stream every executable's work goes to, as on a GPU (see [`Device`]).
pub const PROCESS_STREAM: usize = 0;

/// A simulated device running one module of a [`SimLibrary`].
pub struct SimDevice {
    kernels: Vec<SimKernel>,
    plans: Vec<CufftPlan>,
    stream: usize,
    /// Names this device's work in race and fault reports: `@main#3`.
    label: String,
    /// The first kernel fault: like a GPU's sticky error, every later operation fails with it.
    fault: Option<String>,
    /// What the device did since the last `take_records`, when recording.
    records: Option<Vec<Record>>,
    /// Times the host waited for the device.
    waits: u64,
    /// Keeps the shared library loaded while its kernels may run.
    _library: Arc<SimLibrary>,
}

impl SimDevice {
    /// A device for module `index` of `library` (`module` must be that module) with `plans`,
    /// issuing to the process's stream.
    pub fn new(
        library: Arc<SimLibrary>,
        index: usize,
        module: &CudaModule,
        plans: Vec<CufftPlan>,
    ) -> Result<SimDevice, String> {
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        let kernels = module
            .kernels
            .iter()
            .map(|k| library.kernel(index, k))
            .collect::<Result<Vec<_>, String>>()?;
        Ok(SimDevice {
            kernels,
            plans,
            stream: PROCESS_STREAM,
            label: format!(
                "@{}#{}",
                module.name,
                SERIAL.fetch_add(1, Ordering::Relaxed)
            ),
            fault: None,
            records: None,
            waits: 0,
            _library: library,
        })
    }

    /// A device for `module` alone (compiled, or found in the cache).
    pub fn for_module(module: &CudaModule, plans: Vec<CufftPlan>) -> Result<SimDevice, String> {
        let library = Arc::new(SimLibrary::compile(&[module])?);
        SimDevice::new(library, 0, module, plans)
    }

    /// The same device issuing to a stream of its own instead of the process's: for testing
    /// that work on different streams is ordered only by events.
    pub fn on_new_stream(mut self) -> SimDevice {
        self.stream = memory().new_stream();
        self
    }

    /// `cuEventRecord` on this device's stream.
    pub fn record_event(&mut self) -> SimEvent {
        memory().record(self.stream)
    }

    /// `cuStreamWaitEvent`: later work on this device's stream comes after `event`.
    pub fn wait_event(&mut self, event: SimEvent) {
        memory().wait(self.stream, event)
    }

    /// Issues an operation on this device's stream, unless the device has faulted.
    fn issue(&self, what: String) -> Result<Access, String> {
        if let Some(f) = &self.fault {
            return Err(format!(
                "the device faulted earlier and every later operation fails (as a CUDA context \
                 does after an illegal address): {f}"
            ));
        }
        Ok(memory().issue(self.stream, what))
    }

    fn record(&mut self, r: Record) {
        if let Some(v) = &mut self.records {
            v.push(r);
        }
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
        if ptr == 0 {
            return;
        }
        let freed = self
            .issue(format!("a free by {}", self.label))
            .and_then(|op| memory().free(ptr, &op));
        // A free cannot report an error; the next operation does.
        if let (Err(m), None) = (freed, &self.fault) {
            self.fault = Some(m);
        }
    }

    fn upload(&mut self, dst: DevPtr, src: &[u8]) -> Result<(), String> {
        let op = self.issue(format!("an upload by {}", self.label))?;
        let mut mem = memory();
        mem.access(&op, dst, src.len(), Use::Write)?;
        mem.bytes_mut(dst, src.len())?.copy_from_slice(src);
        drop(mem);
        self.record(Record::Transfer {
            bytes: src.len() as u64,
        });
        Ok(())
    }

    fn download(&mut self, src: DevPtr, dst: &mut [u8]) -> Result<(), String> {
        let op = self.issue(format!("a download by {}", self.label))?;
        let mut mem = memory();
        mem.access(&op, src, dst.len(), Use::Read)?;
        dst.copy_from_slice(mem.bytes(src, dst.len())?);
        mem.host_synchronized(self.stream);
        drop(mem);
        self.waits += 1;
        self.record(Record::Transfer {
            bytes: dst.len() as u64,
        });
        Ok(())
    }

    fn copy(&mut self, dst: DevPtr, src: DevPtr, bytes: usize) -> Result<(), String> {
        let op = self.issue(format!("a copy by {}", self.label))?;
        let mut mem = memory();
        mem.access(&op, src, bytes, Use::Read)?;
        mem.access(&op, dst, bytes, Use::Write)?;
        let from = mem.bytes(src, bytes)?.to_vec();
        mem.bytes_mut(dst, bytes)?.copy_from_slice(&from);
        drop(mem);
        self.record(Record::Copy {
            bytes: bytes as u64,
        });
        Ok(())
    }

    fn discard(&mut self, buf: Buf) {
        if buf.bytes > 0 {
            // A discarded range lies in an allocation the executor owns; a failure would
            // leave the bytes as they were, which is only less strict.
            let _ = memory().poison(buf.ptr, buf.bytes);
        }
    }

    fn launch(&mut self, kernel: usize, launch: &Launch, args: &[Buf]) -> Result<(), String> {
        let k = self
            .kernels
            .get(kernel)
            .ok_or_else(|| format!("the module has no kernel {kernel}"))?;
        if args.len() != k.params.len() {
            return Err(format!(
                "kernel {} takes {} pointers, given {}",
                k.name,
                k.params.len(),
                args.len()
            ));
        }
        let op = self.issue(format!("kernel {} of {}", k.name, self.label))?;
        // What a GPU would report as an illegal address, found before the kernel runs.
        let mut mem = memory();
        for (i, (a, &written)) in args.iter().zip(&k.params).enumerate() {
            if a.bytes == 0 {
                continue;
            }
            if !mem.is_allocated(a.ptr) {
                return Err(format!(
                    "kernel {}: argument {i} ({:#x}) is not device memory",
                    k.name, a.ptr
                ));
            }
            let how = if written { Use::Write } else { Use::Read };
            mem.access(&op, a.ptr, a.bytes, how)
                .map_err(|m| format!("kernel {}: argument {i}: {m}", k.name))?;
        }
        // Not held while the kernel runs: the executor's borrows keep its buffers alive.
        drop(mem);
        match k.launch(launch, args) {
            Ok(touched) => {
                let (mut read, mut written) = (0, 0);
                for ((a, &w), t) in args.iter().zip(&k.params).zip(touched) {
                    let bytes = t.min(a.bytes as u64);
                    if w {
                        written += bytes;
                    } else {
                        read += bytes;
                    }
                }
                let (name, flops, double) = (k.name.clone(), k.flops, k.double);
                self.record(Record::Launch {
                    kernel: name,
                    blocks: launch.blocks,
                    threads: launch.threads,
                    read,
                    written,
                    flops,
                    double,
                });
                Ok(())
            }
            Err(m) => {
                let m = format!("{m} (launched by {})", self.label);
                self.fault = Some(m.clone());
                Err(m)
            }
        }
    }

    fn fft(&mut self, plan: usize, direction: i32, src: Buf, dst: Buf) -> Result<(), String> {
        let mut desc = self
            .plans
            .get(plan)
            .ok_or_else(|| format!("no FFT plan {plan}"))?
            .clone();
        desc.direction = direction;
        let (in_len, out_len) = plan_extents(&desc);
        if in_len == 0 {
            return Ok(());
        }
        let (in_ty, out_ty) = fft_dtypes(desc.ty);
        let (in_bytes, out_bytes) = (in_len * in_ty.size_bytes(), out_len * out_ty.size_bytes());
        if in_bytes > src.bytes || out_bytes > dst.bytes {
            return Err(format!(
                "the FFT plan {desc:?} addresses {in_bytes} bytes of a {}-byte input and \
                 {out_bytes} bytes of a {}-byte output",
                src.bytes, dst.bytes
            ));
        }
        let op = self.issue(format!("cuFFT {:?} of {}", desc.ty, self.label))?;
        let mut mem = memory();
        mem.access(&op, src.ptr, in_bytes, Use::Read)?;
        mem.access(&op, dst.ptr, out_bytes, Use::Write)?;
        let input = model::read(&mem, src.ptr, in_ty, in_len)?;
        let mut output = model::read(&mem, dst.ptr, out_ty, out_len)?;
        cufft_model::execute(&desc, &input, &mut output)
            .ok_or_else(|| format!("the FFT plan {desc:?} addresses outside its buffers"))?;
        model::write(&mut mem, dst.ptr, out_ty, &output)?;
        drop(mem);
        self.record(Record::Fft { plan: desc });
        Ok(())
    }

    fn gemm(&mut self, call: &GemmCall, a: Buf, b: Buf, c: Buf) -> Result<(), String> {
        let op = self.issue(format!("{} of {}", call.function, self.label))?;
        let mut mem = memory();
        mem.access(&op, a.ptr, a.bytes, Use::Read)?;
        mem.access(&op, b.ptr, b.bytes, Use::Read)?;
        mem.access(&op, c.ptr, c.bytes, Use::Write)?;
        model::gemm(&mut mem, call, a, b, c)?;
        drop(mem);
        self.record(Record::Gemm { call: call.clone() });
        Ok(())
    }

    fn synchronize(&mut self) -> Result<(), String> {
        if let Some(f) = &self.fault {
            return Err(format!("the device faulted earlier: {f}"));
        }
        memory().host_synchronized(self.stream);
        self.waits += 1;
        Ok(())
    }

    fn host_waits(&self) -> u64 {
        self.waits
    }

    fn set_recording(&mut self, on: bool) {
        self.records = on.then(Vec::new);
    }

    fn take_records(&mut self) -> Vec<Record> {
        self.records
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests;
