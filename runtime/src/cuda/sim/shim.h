// cuda-sim: the CUDA C that Fresnel generates, compiled by the host C++ compiler.
//
// This header stands in for what NVRTC provides: the execution-space keywords, the built-in
// index variables, `__syncthreads`, and the bit-cast intrinsics the generated code uses. Each
// launch runs every block of the grid in turn on the calling OS thread. A kernel without a
// barrier runs its threads as a plain loop; a kernel with one runs each thread of a block as a
// fiber (ucontext), switching at every `__syncthreads`, so that shared-memory reductions see
// exactly the interleaving a GPU guarantees (a serial loop would run thread 0 past the barrier
// before thread 1 has written its partial sum).
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <type_traits>
#include <ucontext.h>
#include <utility>
#include <vector>

using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;

struct dim3 {
  unsigned x, y, z;
};

// Per OS thread; the fiber scheduler sets threadIdx before it resumes each fiber.
static thread_local dim3 threadIdx, blockIdx, blockDim, gridDim;

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __launch_bounds__(...)
// Blocks run one after another on one OS thread, so one static array per OS thread is the
// block's shared memory.
#define __shared__ static thread_local

inline int __float_as_int(float f) {
  int i;
  std::memcpy(&i, &f, sizeof i);
  return i;
}
inline float __int_as_float(int i) {
  float f;
  std::memcpy(&f, &i, sizeof f);
  return f;
}
inline double __longlong_as_double(long long i) {
  double d;
  std::memcpy(&d, &i, sizeof d);
  return d;
}
inline long long __double_as_longlong(double d) {
  long long i;
  std::memcpy(&i, &d, sizeof i);
  return i;
}

// Integer intrinsics (CUDA's: __clz(0) is 32, __clzll(0) is 64).
inline int __popc(unsigned int x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
inline int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll((unsigned long long)x);
}

// erfinv, which CUDA's math library has and C++'s does not: Giles' single-precision
// approximation ("Approximating the erfinv function", 2010) as a start, then Newton steps on
// erf(x) = y in double precision.
inline double erfinv(double y) {
  if (!(y > -1.0 && y < 1.0)) {
    if (y == 1.0) return INFINITY;
    if (y == -1.0) return -INFINITY;
    return NAN;
  }
  double w = -std::log((1.0 - y) * (1.0 + y)), x;
  if (w < 5.0) {
    w -= 2.5;
    x = 2.81022636e-08;
    x = 3.43273939e-07 + x * w;
    x = -3.5233877e-06 + x * w;
    x = -4.39150654e-06 + x * w;
    x = 0.00021858087 + x * w;
    x = -0.00125372503 + x * w;
    x = -0.00417768164 + x * w;
    x = 0.246640727 + x * w;
    x = 1.50140941 + x * w;
  } else {
    w = std::sqrt(w) - 3.0;
    x = -0.000200214257;
    x = 0.000100950558 + x * w;
    x = 0.00134934322 + x * w;
    x = -0.00367342844 + x * w;
    x = 0.00573950773 + x * w;
    x = -0.0076224613 + x * w;
    x = 0.00943887047 + x * w;
    x = 1.00167406 + x * w;
    x = 2.83297682 + x * w;
  }
  x *= y;
  // Newton on erf(x) = y; in the tails on erfc(|x|) = 1 - |y| instead, whose right side is
  // exact there (erf(x) - y would cancel to a few significant bits).
  double a = std::fabs(y), s = y < 0 ? -1.0 : 1.0, ax = std::fabs(x);
  for (int i = 0; i < 4; ++i) {
    double slope = 1.1283791670955126 * std::exp(-ax * ax);
    double err = a > 0.5 ? (1.0 - a) - std::erfc(ax) : std::erf(ax) - a;
    ax -= err / slope;
  }
  return s * ax;
}
inline float erfinvf(float y) { return (float)erfinv((double)y); }

// Launch status codes (returned to the Rust side).
enum { FR_SIM_OK = 0, FR_SIM_BARRIER_IN_PLAIN_KERNEL = 1, FR_SIM_DIVERGENT_BARRIER = 2,
       FR_SIM_NO_MEMORY = 3, FR_SIM_OUT_OF_BOUNDS = 4 };

static thread_local int fr_sim_status = FR_SIM_OK;
// The first out-of-bounds access of the launch, for fr_sim_fault().
static thread_local char fr_sim_fault_text[256];

// What a launch counts per pointer parameter: the bytes its accesses touched (loads through a
// const parameter, accesses through a written one), for the cost model.
struct FrSimCounts {
  unsigned long long bytes;
};

// A kernel's pointer parameter under cuda-sim: the buffer the executor passed (its first
// element and its size), and every access checked against it. `fresnel.cuh` declares the
// parameters as FR_IN(T) / FR_OUT(T), which are these here and raw pointers under NVRTC, so
// that a kernel indexing past its buffer is an error naming the kernel, parameter and index
// instead of a silent read of a neighbouring buffer.
template <class T>
struct fr_ptr {
  T* p;
  long long len;    // elements from p that lie in the buffer (negative: p is past its end)
  long long start;  // p's element offset from the parameter's own start
  int param;
  FrSimCounts* counts;

  template <class U>
  fr_ptr(const fr_ptr<U>& o)
      : p(o.p), len(o.len), start(o.start), param(o.param), counts(o.counts) {}
  fr_ptr(T* p_, long long len_, long long start_, int param_, FrSimCounts* counts_)
      : p(p_), len(len_), start(start_), param(param_), counts(counts_) {}

  T& operator[](long long i) const {
    if (i < 0 || i >= len) return fr_sim_out_of_bounds(i);
    counts->bytes += sizeof(T);
    return p[i];
  }
  fr_ptr operator+(long long k) const { return fr_ptr(p + k, len - k, start + k, param, counts); }

 private:
  T& fr_sim_out_of_bounds(long long i) const {
    if (fr_sim_status == FR_SIM_OK) {
      fr_sim_status = FR_SIM_OUT_OF_BOUNDS;
      std::snprintf(fr_sim_fault_text, sizeof fr_sim_fault_text,
                    "parameter p%d: element %lld is outside its %lld elements of %zu bytes "
                    "(thread %u of block %u)",
                    param, start + i, start + len, sizeof(T), threadIdx.x, blockIdx.x);
    }
    // The access goes to a spare element so that the thread can run on; the launch fails.
    static thread_local typename std::remove_const<T>::type spare;
    return spare;
  }
};

#define FR_SIM_CHECKED 1
#define FR_IN(T) fr_ptr<const T>
#define FR_OUT(T) fr_ptr<T>
#define FR_CVIEW(T) fr_ptr<const T>
#define FR_VIEW(T) fr_ptr<T>

// A parameter of a launch from its cuLaunchKernel-style value (`value` points to the device
// address) and the size in bytes of the buffer there.
template <class A>
struct fr_sim_param {
  static A make(void* value, unsigned long long, int, FrSimCounts*) {
    return *static_cast<A*>(value);
  }
};
template <class T>
struct fr_sim_param<fr_ptr<T>> {
  static fr_ptr<T> make(void* value, unsigned long long bytes, int param, FrSimCounts* counts) {
    T* p = reinterpret_cast<T*>(*static_cast<unsigned long long*>(value));
    return fr_ptr<T>(p, (long long)(bytes / sizeof(T)), 0, param, counts);
  }
};

struct FrSimFiber {
  ucontext_t ctx;
  bool done;
};

static thread_local ucontext_t fr_sim_scheduler;
static thread_local FrSimFiber* fr_sim_current = nullptr;
static thread_local bool fr_sim_in_fibers = false;
static thread_local void (*fr_sim_fn)(void*) = nullptr;
static thread_local void* fr_sim_env = nullptr;

inline void __syncthreads() {
  if (!fr_sim_in_fibers) {
    // The Rust side runs a kernel as a plain loop only when its source has no barrier.
    fr_sim_status = FR_SIM_BARRIER_IN_PLAIN_KERNEL;
    return;
  }
  swapcontext(&fr_sim_current->ctx, &fr_sim_scheduler);
}

static void fr_sim_fiber_entry() {
  fr_sim_fn(fr_sim_env);
  fr_sim_current->done = true;
  // Returning resumes uc_link, the scheduler.
}

// Runs `body` (one CUDA thread) for every thread of a `grid` x `block` launch.
template <class F>
int fr_sim_run(unsigned grid, unsigned block, bool barriers, F& body) {
  gridDim = dim3{grid, 1, 1};
  blockDim = dim3{block, 1, 1};
  fr_sim_status = FR_SIM_OK;
  if (!barriers) {
    for (unsigned b = 0; b < grid; ++b) {
      blockIdx = dim3{b, 0, 0};
      for (unsigned t = 0; t < block && fr_sim_status == FR_SIM_OK; ++t) {
        threadIdx = dim3{t, 0, 0};
        body();
      }
      if (fr_sim_status != FR_SIM_OK) break;
    }
    return fr_sim_status;
  }
  const size_t stack_bytes = 64 * 1024;
  std::vector<FrSimFiber> fibers(block);
  char* stacks = static_cast<char*>(std::malloc(stack_bytes * block));
  if (stacks == nullptr) return FR_SIM_NO_MEMORY;
  fr_sim_fn = [](void* env) { (*static_cast<F*>(env))(); };
  fr_sim_env = &body;
  fr_sim_in_fibers = true;
  for (unsigned b = 0; b < grid && fr_sim_status == FR_SIM_OK; ++b) {
    blockIdx = dim3{b, 0, 0};
    for (unsigned t = 0; t < block; ++t) {
      FrSimFiber& f = fibers[t];
      getcontext(&f.ctx);
      f.ctx.uc_stack.ss_sp = stacks + stack_bytes * t;
      f.ctx.uc_stack.ss_size = stack_bytes;
      f.ctx.uc_link = &fr_sim_scheduler;
      f.done = false;
      makecontext(&f.ctx, fr_sim_fiber_entry, 0);
    }
    // Each round runs every live thread up to its next barrier (or its end): the barrier
    // releases only when all threads of the block have reached it.
    for (unsigned live = block; live > 0;) {
      unsigned finished = 0;
      for (unsigned t = 0; t < block; ++t) {
        FrSimFiber& f = fibers[t];
        if (f.done) continue;
        threadIdx = dim3{t, 0, 0};
        fr_sim_current = &f;
        swapcontext(&fr_sim_scheduler, &f.ctx);
        if (f.done) ++finished;
      }
      // Some threads ended while others wait at a barrier: undefined on a GPU.
      if (finished != 0 && finished != live) fr_sim_status = FR_SIM_DIVERGENT_BARRIER;
      live -= finished;
      if (fr_sim_status != FR_SIM_OK) break;
    }
  }
  fr_sim_in_fibers = false;
  std::free(stacks);
  return fr_sim_status;
}

// Calls kernel `k` with the parameters of a cuLaunchKernel argument list: `params[i]` points
// to the value of parameter i, `bytes[i]` is the size of the buffer it addresses, and
// `counts[i]` receives the bytes its accesses touched.
template <class... A, size_t... I>
int fr_sim_call_at(void (*k)(A...), unsigned grid, unsigned block, bool barriers, void** params,
                   const unsigned long long* bytes, FrSimCounts* counts,
                   std::index_sequence<I...>) {
  auto body = [&]() {
    k(fr_sim_param<A>::make(params[I], bytes[I], (int)I, &counts[I])...);
  };
  return fr_sim_run(grid, block, barriers, body);
}

template <class... A>
int fr_sim_call(void (*k)(A...), unsigned grid, unsigned block, bool barriers, void** params,
                const unsigned long long* bytes, unsigned long long* touched) {
  FrSimCounts counts[sizeof...(A) + 1] = {};
  int status = fr_sim_call_at(k, grid, block, barriers, params, bytes, counts,
                              std::index_sequence_for<A...>{});
  for (size_t i = 0; i < sizeof...(A); ++i) touched[i] = counts[i].bytes;
  return status;
}

// The out-of-bounds access that failed the calling thread's last launch.
extern "C" const char* fr_sim_fault() { return fr_sim_fault_text; }
