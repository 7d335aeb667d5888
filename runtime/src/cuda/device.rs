//! What the CUDA executor needs from a device, at the level of the CUDA driver API: memory,
//! copies, `cuLaunchKernel`-shaped launches, cuFFT executions and cuBLAS GEMMs on one stream.
//! Two implementations: [`super::gpu::GpuDevice`] (cudarc, a real GPU) and
//! [`super::sim::SimDevice`] (the same CUDA C compiled for the host, FFTs and GEMMs by CPU
//! models of cuFFT's and cuBLAS's data layouts), so that everything above this trait — the
//! arena, the order of operations, the argument lists, the plan parameters — is tested on
//! machines without a GPU.

use fresnel_kernels::cuda::dot::GemmCall;
use fresnel_kernels::cuda::fft::CufftPlan;
use fresnel_kernels::cuda::Launch;

/// A device address: a `CUdeviceptr` on a GPU, a host address under cuda-sim. Zero stands for
/// an empty buffer.
pub type DevPtr = u64;

/// Every buffer offset in the arena is a multiple of this (cuFFT and vector loads want 16
/// bytes; 256 is what `cudaMalloc` guarantees).
pub const ALIGN: usize = 256;

/// Rounds `bytes` up to [`ALIGN`].
pub fn aligned(bytes: usize) -> usize {
    bytes.div_ceil(ALIGN) * ALIGN
}

/// One device with the program's module loaded and its FFT plans made. Operations are
/// ordered as issued (one stream); `download` and `synchronize` wait for what came before.
pub trait Device: Send {
    /// A human-readable name, e.g. `NVIDIA H200 (sm_90)` or `cuda-sim`.
    fn name(&self) -> String;
    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, String>;
    fn free(&mut self, ptr: DevPtr);
    fn upload(&mut self, dst: DevPtr, src: &[u8]) -> Result<(), String>;
    fn download(&mut self, src: DevPtr, dst: &mut [u8]) -> Result<(), String>;
    fn copy(&mut self, dst: DevPtr, src: DevPtr, bytes: usize) -> Result<(), String>;
    /// Launches kernel `kernel` of the module with one pointer argument per parameter.
    fn launch(&mut self, kernel: usize, launch: &Launch, args: &[DevPtr]) -> Result<(), String>;
    /// Executes plan `plan` (an index into the plans the device was made with), all its
    /// repeats, from `src` to `dst` (equal: in place).
    fn fft(&mut self, plan: usize, src: DevPtr, dst: DevPtr) -> Result<(), String>;
    /// `C = A·B` (column-major, as cuBLAS) for every batch.
    fn gemm(&mut self, call: &GemmCall, a: DevPtr, b: DevPtr, c: DevPtr) -> Result<(), String>;
    fn synchronize(&mut self) -> Result<(), String>;
    /// Starts timing the device's work (CUDA events); `None` where the device has no clock
    /// of its own.
    fn start_timer(&mut self) -> Result<(), String> {
        Ok(())
    }
    /// Seconds of device work since [`Device::start_timer`], after waiting for it.
    fn stop_timer(&mut self) -> Result<Option<f64>, String> {
        Ok(None)
    }
}

/// The extent in elements that `plan` addresses on its input and output sides: one past the
/// largest offset it reads or writes (zero when it touches nothing).
pub fn plan_extents(plan: &CufftPlan) -> (usize, usize) {
    let rank = plan.n.len();
    let mut half = plan.n.clone();
    if let Some(l) = half.last_mut() {
        *l = *l / 2 + 1;
    }
    let (in_shape, out_shape) =
        match plan.ty {
            fresnel_kernels::cuda::fft::CufftType::R2C
            | fresnel_kernels::cuda::fft::CufftType::D2Z => (plan.n.clone(), half),
            fresnel_kernels::cuda::fft::CufftType::C2R
            | fresnel_kernels::cuda::fft::CufftType::Z2D => (half, plan.n.clone()),
            _ => (plan.n.clone(), plan.n.clone()),
        };
    let empty = rank == 0 || plan.batch == 0 || plan.repeat == 0 || plan.n.contains(&0);
    if empty {
        return (0, 0);
    }
    let last = |shape: &[usize], embed: &[usize], stride: usize, dist: usize, rdist: usize| {
        let mut linear = 0;
        for (d, &s) in shape.iter().enumerate() {
            linear = linear * embed.get(d).copied().unwrap_or(1) + (s - 1);
        }
        (plan.repeat - 1) * rdist + (plan.batch - 1) * dist + linear * stride + 1
    };
    (
        last(
            &in_shape,
            &plan.inembed,
            plan.istride,
            plan.idist,
            plan.in_repeat_dist,
        ),
        last(
            &out_shape,
            &plan.onembed,
            plan.ostride,
            plan.odist,
            plan.out_repeat_dist,
        ),
    )
}
