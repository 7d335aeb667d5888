//! A cost model of a GPU, to reason about and track the CUDA backend's speed without one: it
//! prices the work cuda-sim records ([`Record`]) — each kernel launch by the bytes it moves
//! and the floating-point operations it does, each cuFFT execution by its passes over memory,
//! each cuBLAS GEMM by its bytes and flops — as
//!
//! ```text
//! time(launch) = launch_s + max(bytes / bandwidth, flops / peak) / fill
//! fill         = min(1, blocks / SMs)
//! time(fft)    = Σ passes · (launch_s + (in_bytes + out_bytes) / bandwidth)
//! passes       = Σ over transformed axes of ⌈log(n) / log(pass_len)⌉
//! ```
//!
//! `fill` is the share of the GPU a launch occupies: a kernel of fewer blocks than the GPU has
//! multiprocessors runs on that many of them, and one multiprocessor moves about its share of
//! the memory bandwidth — which is why a reduction on one block is slow however few bytes it
//! reads.
//!
//! `pass_len` is the longest transform cuFFT does in one pass through memory: 4096 (64 KiB of
//! complex f64 values fit a block's shared memory since Volta; the published measurement below
//! takes twice as long in double as in single precision, so as many passes). The constants, with the published
//! figures they come from, are in `docs/backends/cuda.md`. The model ignores what makes a
//! GPU slower than its peak (occupancy, uncoalesced or atomic access, tail effects), so it is
//! a lower bound that is tight for the memory-bound kernels Fresnel generates; what it is for
//! is ratios: a program's time against the time of its FFTs alone (the cuFFT bound).

use super::device::Record;
use fresnel_kernels::cuda::fft::{CufftPlan, CufftType};

/// What a GPU model needs: a memory system, arithmetic peaks and a launch cost.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GpuModel {
    pub name: &'static str,
    /// Device-memory bytes per second that streaming kernels sustain.
    pub bandwidth: f64,
    /// Floating-point operations per second (not tensor cores), single and double precision.
    pub f32_flops: f64,
    pub f64_flops: f64,
    /// Seconds a launch costs the device between back-to-back kernels.
    pub launch_s: f64,
    /// Streaming multiprocessors: a launch of fewer blocks leaves the others idle.
    pub sms: u32,
    /// The longest transform one cuFFT pass does.
    pub pass_len: usize,
}

/// NVIDIA H100 SXM5 80 GB: HBM3 3.35 TB/s, 67 TFLOP/s FP32 and 34 TFLOP/s FP64 without
/// tensor cores (NVIDIA's H100 data sheet); 90 % of the memory bandwidth is what streaming
/// kernels reach; a launch between back-to-back kernels on one stream costs about 2 µs.
pub const H100: GpuModel = GpuModel {
    name: "H100 SXM5",
    bandwidth: 0.9 * 3.35e12,
    f32_flops: 67e12,
    f64_flops: 34e12,
    launch_s: 2e-6,
    sms: 132,
    pass_len: 4096,
};

/// NVIDIA Titan V (HBM2 652.8 GB/s, 14.9 TFLOP/s FP32, 7.45 TFLOP/s FP64), the GPU of the
/// published cuFFT measurement the model is checked against.
pub const TITAN_V: GpuModel = GpuModel {
    name: "Titan V",
    bandwidth: 0.9 * 652.8e9,
    f32_flops: 14.9e12,
    f64_flops: 7.45e12,
    launch_s: 2e-6,
    sms: 80,
    pass_len: 4096,
};

/// The bytes one element takes on the input and output sides of a cuFFT type.
pub fn element_bytes(ty: CufftType) -> (usize, usize) {
    match ty {
        CufftType::C2C => (8, 8),
        CufftType::Z2Z => (16, 16),
        CufftType::R2C => (4, 8),
        CufftType::D2Z => (8, 16),
        CufftType::C2R => (8, 4),
        CufftType::Z2D => (16, 8),
    }
}

impl GpuModel {
    /// Passes over memory of one execution of `plan`.
    pub fn fft_passes(&self, plan: &CufftPlan) -> usize {
        let pass = self.pass_len as f64;
        plan.n
            .iter()
            .filter(|&&n| n > 1)
            .map(|&n| ((n as f64).ln() / pass.ln()).ceil().max(1.0) as usize)
            .sum::<usize>()
            .max(1)
    }

    /// Seconds of all the executions (repeats) of `plan`.
    pub fn fft_seconds(&self, plan: &CufftPlan) -> f64 {
        let n: usize = plan.n.iter().product();
        let (last_in, last_out) = match plan.ty {
            CufftType::R2C | CufftType::D2Z => (1.0, 0.5),
            CufftType::C2R | CufftType::Z2D => (0.5, 1.0),
            _ => (1.0, 1.0),
        };
        let (ein, eout) = element_bytes(plan.ty);
        let elements = (n * plan.batch) as f64;
        let bytes = elements * (ein as f64 * last_in + eout as f64 * last_out);
        let passes = self.fft_passes(plan) as f64;
        plan.repeat as f64 * passes * (self.launch_s + bytes / self.bandwidth)
    }

    /// Seconds of one piece of recorded work.
    pub fn seconds(&self, r: &Record) -> f64 {
        match r {
            Record::Launch {
                read,
                written,
                flops,
                double,
                blocks,
                ..
            } => {
                let peak = if *double {
                    self.f64_flops
                } else {
                    self.f32_flops
                };
                let fill = (*blocks as f64 / self.sms as f64).min(1.0);
                let work = ((read + written) as f64 / self.bandwidth).max(*flops as f64 / peak);
                self.launch_s + work / fill.max(f64::MIN_POSITIVE)
            }
            Record::Fft { plan } => self.fft_seconds(plan),
            Record::Gemm { call } => {
                let size = call.dtype.size_bytes();
                let complex = call.dtype.is_complex();
                let (m, n, k, b) = (call.m, call.n, call.k, call.batch);
                let bytes = (b * (m * k + k * n + m * n) * size) as f64;
                let flops = (2 * m * n * k * b * if complex { 4 } else { 1 }) as f64;
                let peak = if matches!(call.dtype.real_part(), fresnel_ir::DType::F64) {
                    self.f64_flops
                } else {
                    self.f32_flops
                };
                self.launch_s + (bytes / self.bandwidth).max(flops / peak)
            }
            Record::Copy { bytes } => self.launch_s + 2.0 * *bytes as f64 / self.bandwidth,
            // Host transfers are priced apart (they are not the device's work).
            Record::Transfer { .. } => 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c2c(n: &[usize], batch: usize, ty: CufftType) -> CufftPlan {
        CufftPlan {
            ty,
            direction: -1,
            n: n.to_vec(),
            inembed: n.to_vec(),
            istride: 1,
            idist: n.iter().product(),
            onembed: n.to_vec(),
            ostride: 1,
            odist: n.iter().product(),
            batch,
            repeat: 1,
            in_repeat_dist: 0,
            out_repeat_dist: 0,
        }
    }

    /// cuFFT on a Titan V, C2C 4096 × 4096 × 8 as one 3-D plan, a forward and an inverse
    /// transform: 29.235 ms in single precision, 58.844 ms in double (VkFFT's benchmark
    /// script for cuFFT, results posted in DTolm/VkFFT issue #10, CUDA 10.1). The model
    /// counts three passes over the 1 GiB (2 GiB) array per transform and should come within
    /// a factor of 1.5 below the measurement: it is a lower bound that ignores what makes
    /// cuFFT slower than the memory system (the measurement reaches 65 % of the peak).
    #[test]
    fn the_fft_model_is_near_a_published_cufft_measurement() {
        for (ty, measured) in [(CufftType::C2C, 29.235e-3), (CufftType::Z2Z, 58.844e-3)] {
            let plan = c2c(&[8, 4096, 4096], 1, ty);
            assert_eq!(TITAN_V.fft_passes(&plan), 3);
            let modeled = 2.0 * TITAN_V.fft_seconds(&plan);
            let ratio = measured / modeled;
            assert!(
                (1.0..1.5).contains(&ratio),
                "{ty:?}: modeled {modeled}, ratio {ratio}"
            );
        }
    }

    /// A reduction of 32 MiB on one block (one multiprocessor) against the same on a grid.
    #[test]
    fn a_launch_on_few_blocks_uses_few_multiprocessors() {
        let launch = |blocks| Record::Launch {
            kernel: "reduce".into(),
            blocks,
            threads: 256,
            read: 32 << 20,
            written: 4,
            flops: 8 << 20,
            double: false,
        };
        let (one, grid) = (H100.seconds(&launch(1)), H100.seconds(&launch(1024)));
        assert!(one > 100.0 * grid, "one block {one}, a grid {grid}");
        assert!((H100.seconds(&launch(132)) - grid).abs() < 1e-12);
    }

    #[test]
    fn long_transforms_take_more_passes() {
        let one = c2c(&[4096], 1, CufftType::C2C);
        let two = c2c(&[1 << 20], 1, CufftType::C2C);
        assert_eq!((H100.fft_passes(&one), H100.fft_passes(&two)), (1, 2));
        assert_eq!(H100.fft_passes(&c2c(&[1024, 1024], 4, CufftType::Z2Z)), 2);
    }
}
