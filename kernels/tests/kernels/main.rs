//! Tests of every kernel against straightforward naive implementations (naive DFT, naive loops,
//! a per-element scalar interpreter), over all dtypes, many shapes and axes.

mod scalar_ref;
mod util;

mod complex_div;
mod dot;
mod dot_accuracy;
mod elementwise;
mod elementwise_conj;
mod elementwise_random;
mod fft;
mod fft_fused;
mod fft_rows;
mod movement;
mod reduce;

/// Executors share plans between threads.
#[test]
fn plans_are_send_and_sync() {
    fn shareable<T: Send + Sync>() {}
    shareable::<fresnel_kernels::ElementwisePlan>();
    shareable::<fresnel_kernels::FftPlan>();
    shareable::<fresnel_kernels::FusedFftPlan>();
    shareable::<fresnel_kernels::ReducePlan>();
    shareable::<fresnel_kernels::DotPlan>();
    shareable::<fresnel_kernels::CopyPlan>();
}
