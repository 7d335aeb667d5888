//! The simulator itself: barriers need fibers, divergent barriers and bad pointers are errors.

use super::*;
use fresnel_kernels::cuda::{KernelInfo, Param, HEADER};

/// A module of one hand-written kernel taking `(const float* in, float* out)`.
fn module(name: &str, body: &str, block_sync: bool) -> CudaModule {
    CudaModule {
        name: name.to_string(),
        source: format!(
            "// test\n{HEADER}\nextern \"C\" __global__ void {name}(const float* __restrict__ p0, \
             float* __restrict__ p1) {{\n{body}}}\n"
        ),
        kernels: vec![KernelInfo {
            name: name.to_string(),
            block_sync,
            params: vec![
                Param {
                    dtype: DType::F32,
                    output: false,
                },
                Param {
                    dtype: DType::F32,
                    output: true,
                },
            ],
            launch: Launch {
                blocks: 1,
                threads: 256,
            },
        }],
    }
}

/// Each thread stores its element in shared memory, then a tree sums them: thread 0 reads
/// the others' partial sums, which a serial loop over threads would not have written yet.
const TREE_SUM: &str = "  __shared__ float s[256];
  s[threadIdx.x] = p0[threadIdx.x];
  __syncthreads();
  for (int h = 128; h > 0; h >>= 1) {
    if (threadIdx.x < h) s[threadIdx.x] += s[threadIdx.x + h];
    __syncthreads();
  }
  if (threadIdx.x == 0) p1[0] = s[0];
";

fn run(m: &CudaModule, input: &[f32]) -> Result<f32, String> {
    let mut dev = SimDevice::for_module(m, Vec::new())?;
    let bytes: Vec<u8> = input.iter().flat_map(|x| x.to_ne_bytes()).collect();
    let a = dev.alloc(bytes.len())?;
    let b = dev.alloc(4)?;
    dev.upload(a, &bytes)?;
    let launched = dev.launch(0, &m.kernels[0].launch, &[a, b]);
    let mut out = [0u8; 4];
    dev.download(b, &mut out)?;
    dev.free(a);
    dev.free(b);
    launched.map(|()| f32::from_ne_bytes(out))
}

fn cxx_here() -> bool {
    std::process::Command::new("g++")
        .arg("--version")
        .output()
        .is_ok()
}

#[test]
fn a_block_reduction_sees_every_thread_at_each_barrier() {
    if !cxx_here() {
        return;
    }
    let input: Vec<f32> = (0..256).map(|i| i as f32).collect();
    let sum = run(&module("tree_sum", TREE_SUM, true), &input).expect("runs");
    assert_eq!(sum, (0..256).sum::<i32>() as f32);
}

#[test]
fn a_barrier_in_a_kernel_run_as_a_plain_loop_is_an_error() {
    if !cxx_here() {
        return;
    }
    let e = run(&module("tree_sum_plain", TREE_SUM, false), &[1.0; 256]).expect_err("no fibers");
    assert!(e.contains("__syncthreads"), "{e}");
}

#[test]
fn a_barrier_some_threads_skip_is_an_error() {
    if !cxx_here() {
        return;
    }
    let body = "  if (threadIdx.x == 3) return;\n  __syncthreads();\n  p1[0] = 1.0f;\n";
    let e = run(&module("divergent", body, true), &[0.0; 256]).expect_err("divergent");
    assert!(e.contains("waited at a barrier"), "{e}");
}

#[test]
fn pointers_outside_device_memory_are_errors() {
    if !cxx_here() {
        return;
    }
    let m = module("copy_one", "  p1[0] = p0[0];\n", false);
    let mut dev = SimDevice::for_module(&m, Vec::new()).expect("builds");
    let a = dev.alloc(16).expect("allocates");
    let host = [0u8; 4];
    let e = dev
        .launch(0, &m.kernels[0].launch, &[a, 0x10])
        .expect_err("0x10 is not device memory");
    assert!(e.contains("not device memory"), "{e}");
    let e = dev
        .upload(a + 14, &host)
        .expect_err("runs past the allocation");
    assert!(e.contains("outside every device allocation"), "{e}");
    let e = dev
        .launch(0, &m.kernels[0].launch, &[a])
        .expect_err("one pointer short");
    assert!(e.contains("takes 2 pointers"), "{e}");
    dev.free(a);
}
