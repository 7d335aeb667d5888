//! The shape rule of `rng_bit_generator` (StableHLO spec C1–C2, XLA's state sizes).

use crate::op::RngAlgorithm;
use crate::types::{DType, TensorType};

/// One operand, the state: a rank-1 64-bit integer tensor of a size the algorithm takes;
/// results: the new state (the operand's type) and the bits, any shape of an integer or
/// real float type (bits are bits: the float results are the same words reinterpreted).
pub fn check(
    algorithm: RngAlgorithm,
    operands: &[TensorType],
    results: &[TensorType],
) -> Result<(), String> {
    let ([state], [new_state, bits]) = (operands, results) else {
        return Err(format!(
            "expects one operand (the state) and two results, got {} and {}",
            operands.len(),
            results.len()
        ));
    };
    let sizes = algorithm.state_sizes();
    let size_ok = matches!(state.shape.as_slice(), [n] if sizes.contains(n));
    if !matches!(state.dtype, DType::U64 | DType::I64) || !size_ok {
        let sizes: Vec<String> = sizes.iter().map(|n| format!("tensor<{n}xui64>")).collect();
        return Err(format!(
            "the {} state must be {}, got {state}",
            algorithm.name(),
            sizes.join(" or ")
        ));
    }
    if new_state != state {
        return Err(format!(
            "the output state {new_state} must have the state's type {state}"
        ));
    }
    let d = bits.dtype;
    if d.is_bool() || d.is_complex() {
        return Err(format!(
            "the random bits must be integers or real floats, got {bits}"
        ));
    }
    Ok(())
}
