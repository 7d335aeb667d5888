//! The example in the README, kept here so that `cargo build --examples` compiles it: trace an
//! angular-spectrum intensity loss, take its value and gradient, compile it for the CPU and
//! run it once.
//!
//! ```sh
//! cargo run --release -p fresnel --example readme
//! ```

use fresnel::optics::{intensity_loss, AsmConfig};
use fresnel::{trace, Array, Backend, ComplexF32, DType, Tensor, TensorType};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: usize = 64;
    let types = [
        TensorType::new(DType::C64, vec![1, 1, 1, 1, n, n]), // field (batch, pol, λ, z, y, x)
        TensorType::new(DType::F32, vec![2]),                // two distances
        TensorType::scalar(DType::F32),                      // one wavelength
        TensorType::new(DType::F32, vec![1, 1, 1, 2, n, n]), // target intensity
    ];
    let cfg = AsmConfig::new(2.0).with_pad(2); // 2 µm pixels, zero-padded ×2
    let loss = trace(
        |a: &[Tensor]| intensity_loss(&a[0], &a[1], &a[2], &a[3], &cfg),
        &types,
    )?;
    let exe = loss.value_and_grad(&[0, 1])?.compile(Backend::Cpu)?; // or Backend::Cuda

    let field = Array::from_vec([1, 1, 1, 1, n, n], vec![ComplexF32::new(1.0, 0.0); n * n])?;
    let z = Array::from_vec([2], vec![1000.0f32, 2000.0])?;
    let lam = Array::from_scalar(0.633f32);
    let target = Array::from_vec([1, 1, 1, 2, n, n], vec![0.5f32; 2 * n * n])?;
    let out = exe.run(&[field, z, lam, target])?; // (loss, ∂L/∂field, ∂L/∂z)
    println!("loss {}", out[0].as_slice::<f32>()?[0]);
    println!("dL/dz {:?}", out[2].as_slice::<f32>()?);
    Ok(())
}
