//! The simulator itself: barriers need fibers; divergent barriers, bad pointers, accesses past
//! a buffer and unordered work on two streams are errors; fresh memory is poison.

use super::*;
use fresnel_kernels::cuda::{KernelInfo, Param, HEADER};

/// A module of one hand-written kernel taking `(const float* in, float* out)`.
fn module(name: &str, body: &str, block_sync: bool) -> CudaModule {
    CudaModule {
        name: name.to_string(),
        source: format!(
            "// test\n{HEADER}\nextern \"C\" __global__ void {name}(FR_IN(float) p0, \
             FR_OUT(float) p1) {{\n{body}}}\n"
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
            flops: 0,
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
    let args = [Buf::new(a, bytes.len()), Buf::new(b, 4)];
    let launched = dev.launch(0, &m.kernels[0].launch, &args);
    let mut out = [0u8; 4];
    let downloaded = dev.download(b, &mut out);
    dev.free(a);
    dev.free(b);
    launched.and(downloaded).map(|()| f32::from_ne_bytes(out))
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
        .launch(
            0,
            &m.kernels[0].launch,
            &[Buf::new(a, 4), Buf::new(0x10, 4)],
        )
        .expect_err("0x10 is not device memory");
    assert!(e.contains("not device memory"), "{e}");
    let e = dev
        .upload(a + 14, &host)
        .expect_err("runs past the allocation");
    assert!(e.contains("outside every device allocation"), "{e}");
    let e = dev
        .launch(0, &m.kernels[0].launch, &[Buf::new(a, 4)])
        .expect_err("one pointer short");
    assert!(e.contains("takes 2 pointers"), "{e}");
    dev.free(a);
}

/// A kernel reading one element past its input, with the next buffer right behind it in
/// the same allocation (as arena slots are): a GPU would read the neighbour silently.
#[test]
fn an_access_past_its_buffer_is_an_error_naming_kernel_parameter_and_index() {
    if !cxx_here() {
        return;
    }
    let m = module(
        "off_by_one",
        "  FR_FOR_EACH(i, 9ll) p1[i] = p0[i];\n",
        false,
    );
    let mut dev = SimDevice::for_module(&m, Vec::new()).expect("builds");
    let arena = dev.alloc(512).expect("allocates");
    let (input, output) = (Buf::new(arena, 32), Buf::new(arena + 256, 36));
    dev.upload(arena, &[0u8; 512]).expect("uploads");
    let e = dev
        .launch(0, &m.kernels[0].launch, &[input, output])
        .expect_err("reads p0[8] of 8 elements");
    assert!(
        e.contains("off_by_one")
            && e.contains("p0")
            && e.contains("element 8")
            && e.contains("8 elements"),
        "{e}"
    );
    // Like a GPU's illegal address, the fault is sticky: the device refuses later work.
    let e = dev.synchronize().expect_err("faulted");
    assert!(e.contains("element 8"), "{e}");
    let e = dev.upload(arena, &[0u8; 4]).expect_err("faulted");
    assert!(e.contains("faulted earlier"), "{e}");
    dev.free(arena);
}

#[test]
fn fresh_and_discarded_memory_is_poison() {
    if !cxx_here() {
        return;
    }
    let m = module("copy_one", "  p1[0] = p0[0];\n", false);
    let mut dev = SimDevice::for_module(&m, Vec::new()).expect("builds");
    let a = dev.alloc(8).expect("allocates");
    let mut out = [0u8; 8];
    dev.download(a, &mut out).expect("downloads");
    assert_eq!(out, [POISON; 8]);
    assert!(f32::from_ne_bytes(out[..4].try_into().expect("4 bytes")).is_nan());
    dev.upload(a, &[1u8; 8]).expect("uploads");
    dev.discard(Buf::new(a + 4, 4));
    dev.download(a, &mut out).expect("downloads");
    assert_eq!(out, [1, 1, 1, 1, POISON, POISON, POISON, POISON]);
    dev.free(a);
}

/// Two devices on streams of their own: one writes a buffer, the other reads it. Without an
/// event between them the read is a race naming both kernels; with one it is not.
#[test]
fn unordered_work_on_two_streams_is_a_race_naming_both_launches() {
    if !cxx_here() {
        return;
    }
    let m = module("copy_one", "  p1[0] = p0[0];\n", false);
    let mut first = SimDevice::for_module(&m, Vec::new())
        .expect("builds")
        .on_new_stream();
    let mut second = SimDevice::for_module(&m, Vec::new())
        .expect("builds")
        .on_new_stream();
    let launch = m.kernels[0].launch.clone();
    let [a, b, c] = [0; 3].map(|_| first.alloc(4).expect("allocates"));
    let [a4, b4, c4] = [a, b, c].map(|p| Buf::new(p, 4));
    first.upload(a, &1f32.to_ne_bytes()).expect("uploads");
    first.launch(0, &launch, &[a4, b4]).expect("writes b");
    let e = second
        .launch(0, &launch, &[b4, c4])
        .expect_err("reads b with no ordering");
    assert!(
        e.contains("stream race") && e.contains("last written by kernel copy_one"),
        "{e}"
    );
    // Ordered by an event: fine, and the value arrived.
    let done = first.record_event();
    second.wait_event(done);
    second.launch(0, &launch, &[b4, c4]).expect("ordered");
    // A write after the other stream's read needs ordering too.
    let e = first
        .launch(0, &launch, &[a4, b4])
        .expect_err("overwrites b while the other stream may still read it");
    assert!(e.contains("stream race") && e.contains("read"), "{e}");
    let mut out = [0u8; 4];
    second.download(c, &mut out).expect("downloads");
    assert_eq!(f32::from_ne_bytes(out), 1.0);
    // After the host waited for the second stream, the first may write again.
    first
        .launch(0, &launch, &[a4, b4])
        .expect("ordered by the host's wait");
    for p in [a, b, c] {
        first.synchronize().expect("synchronises");
        second.synchronize().expect("synchronises");
        first.free(p);
    }
}

#[test]
fn only_downloads_and_synchronisation_wait_for_the_device() {
    if !cxx_here() {
        return;
    }
    let m = module("copy_one", "  p1[0] = p0[0];\n", false);
    let mut dev = SimDevice::for_module(&m, Vec::new()).expect("builds");
    let a = dev.alloc(4).expect("allocates");
    let b = dev.alloc(4).expect("allocates");
    dev.upload(a, &2f32.to_ne_bytes()).expect("uploads");
    dev.launch(0, &m.kernels[0].launch, &[Buf::new(a, 4), Buf::new(b, 4)])
        .expect("launches");
    dev.copy(a, b, 4).expect("copies");
    dev.free(a);
    assert_eq!(dev.host_waits(), 0);
    let mut out = [0u8; 4];
    dev.download(b, &mut out).expect("downloads");
    dev.synchronize().expect("synchronises");
    dev.free(b);
    assert_eq!(dev.host_waits(), 2);
    assert_eq!(f32::from_ne_bytes(out), 2.0);
}
