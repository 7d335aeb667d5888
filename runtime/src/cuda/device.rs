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

/// A buffer handed to the device: its address and its size in bytes. A GPU needs only the
/// address; cuda-sim checks every access a kernel, FFT or GEMM makes against the size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buf {
    pub ptr: DevPtr,
    pub bytes: usize,
}

impl Buf {
    pub fn new(ptr: DevPtr, bytes: usize) -> Buf {
        Buf { ptr, bytes }
    }
}

/// One device with the program's module loaded and its FFT plans made.
///
/// Work is issued to one stream, shared by every executable of the process (so an array one
/// executable writes is ready for the next one's kernels without a wait), and runs in issue
/// order. Only [`Device::download`] and [`Device::synchronize`] make the host wait: every other
/// call returns once the work is queued. [`Device::alloc`] and [`Device::free`] are
/// stream-ordered (`cuMemAllocAsync` / `cuMemFreeAsync`): memory freed after a kernel that
/// reads it is reused only after that kernel.
pub trait Device: Send {
    /// A human-readable name, e.g. `NVIDIA H200 (sm_90)` or `cuda-sim`.
    fn name(&self) -> String;
    fn alloc(&mut self, bytes: usize) -> Result<DevPtr, String>;
    fn free(&mut self, ptr: DevPtr);
    /// Copies host bytes to the device. `src` may be dropped when this returns (it is staged).
    fn upload(&mut self, dst: DevPtr, src: &[u8]) -> Result<(), String>;
    /// Copies device bytes to the host, after the work issued before.
    fn download(&mut self, src: DevPtr, dst: &mut [u8]) -> Result<(), String>;
    fn copy(&mut self, dst: DevPtr, src: DevPtr, bytes: usize) -> Result<(), String>;
    /// Says that `buf`'s contents are dead from here on (a buffer about to be rewritten, a
    /// scratch region): nothing on a GPU; cuda-sim poisons them, so that a later read of what
    /// was not written again shows.
    fn discard(&mut self, _buf: Buf) {}
    /// Launches kernel `kernel` of the module with one pointer argument per parameter.
    fn launch(&mut self, kernel: usize, launch: &Launch, args: &[Buf]) -> Result<(), String>;
    /// Executes plan `plan` (an index into the plans the device was made with), all its
    /// repeats, in `direction` (`CUFFT_FORWARD` −1 or `CUFFT_INVERSE` 1; one plan serves
    /// both), from `src` to `dst` (equal: in place).
    fn fft(&mut self, plan: usize, direction: i32, src: Buf, dst: Buf) -> Result<(), String>;
    /// `C = A·B` (column-major, as cuBLAS) for every batch.
    fn gemm(&mut self, call: &GemmCall, a: Buf, b: Buf, c: Buf) -> Result<(), String>;
    /// Waits for the work issued so far.
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
    /// How often the host has waited for this device (downloads, synchronisations and any
    /// wait hidden in other calls): what tests count to show that a step never waits.
    fn host_waits(&self) -> u64;
    /// Turns recording of the device's work for [`Device::take_records`] on or off (cuda-sim
    /// records; a GPU has nothing to record).
    fn set_recording(&mut self, _on: bool) {}
    /// The work recorded since the last call, where the device records it (cuda-sim with
    /// recording on): what the cost model prices.
    fn take_records(&mut self) -> Vec<Record> {
        Vec::new()
    }
}

/// One piece of device work as cuda-sim records it for the cost model.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    Launch {
        kernel: String,
        blocks: u32,
        threads: u32,
        /// Bytes of device memory read and written: per buffer, what the kernel's accesses
        /// touched, at most the buffer's size (a value read again comes from cache).
        read: u64,
        written: u64,
        /// Floating-point operations (complex ones counted in real operations).
        flops: u64,
        /// Whether the kernel computes in double precision (some buffer is f64 or c128).
        double: bool,
    },
    Fft {
        plan: CufftPlan,
    },
    Gemm {
        call: GemmCall,
    },
    /// A device-to-device copy of this many bytes.
    Copy {
        bytes: u64,
    },
    /// A host-to-device or device-to-host copy.
    Transfer {
        bytes: u64,
    },
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
