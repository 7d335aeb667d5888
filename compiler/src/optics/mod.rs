//! Wave optics on 6-D complex fields, built through the trace API so that every model prints
//! as IR, differentiates and compiles like any traced program.
//!
//! ```
//! use fresnel::optics::{propagate, AsmConfig};
//! use fresnel::trace::{trace, Tensor};
//! use fresnel_ir::{DType, TensorType};
//!
//! let field = TensorType::new(DType::C64, vec![1, 1, 1, 1, 8, 8]);
//! let z = TensorType::new(DType::F32, vec![3]); // three distances
//! let lam = TensorType::scalar(DType::F32); // one wavelength
//! let cfg = AsmConfig::new(1.0).with_pad(2);
//! let traced = trace(|a: &[Tensor]| propagate(&a[0], &a[1], &a[2], &cfg), &[field, z, lam]).unwrap();
//! assert_eq!(traced.main().result_types[0].shape, vec![1, 1, 1, 3, 8, 8]);
//! ```
//!
//! Layout: a field is `(batch, polarisation, wavelength, distance, y, x)`; its wavelength and
//! distance axes broadcast against `lam` and `z` by NumPy's rules (a scalar wavelength over a
//! field that already has a wavelength axis, or one field over many distances). The output
//! has both axes at their broadcast length.
//!
//! Conventions (docs/design.md §9, docs/optics.md): centred grids, sample `j` of an axis of
//! length `N` and pitch `d` at `(j − N/2)·d` (integer division); arrays end in `(…, y, x)`;
//! propagation phase `exp(+ikz)` (time dependence `exp(−iωt)`); lengths in any one
//! consistent unit.

mod asm;
mod detect;
pub mod diagnostics;
mod elements;
mod fresnel;
mod grid;
mod modulators;
mod polarisation;
mod sources;
mod thick;
mod util;
mod window;
mod zernike;

pub use asm::{
    intensity, intensity_loss, multislice, multislice_repeated, propagate, transfer_function,
    transfer_function_on, transfer_function_toward, AsmConfig, BandLimit,
};
pub use detect::{
    bin_pixels, incoherent_sum, normal, pixel_energy, read_noise, shot_noise, spectral_intensity,
    tilted_plane_waves, uniform, SHOT_NOISE_EXACT_BELOW,
};
pub use diagnostics::{suggest, Advice, Method};
pub use elements::{
    annular_aperture, axicon, circular_aperture, grating, microlens_array, rectangular_aperture,
    thin_lens, Edge, Grating,
};
pub use fresnel::{
    fourier_grid, fraunhofer, fresnel_ir, fresnel_tf, fresnel_transform, lens_fourier,
    rayleigh_sommerfeld,
};
pub use grid::{coords, frequencies, Grid};
pub use modulators::{amplitude_slm, phase_slm, quantise_ste, wrap_phase};
pub use polarisation::{
    half_wave_plate, jones, linear_polariser, quarter_wave_plate, retarder, rotator,
};
pub use sources::{
    bessel_beam, bessel_j0, gaussian_beam, gaussian_schell_modes, hermite_gauss, laguerre_gauss,
    plane_wave, point_source,
};
pub use thick::thick_sample;
pub use window::{propagate_vectorial, propagate_window, Window};
pub use zernike::{noll_to_nm, zernike_basis, zernike_phase};

/// Axis of the wavelength in a field.
pub const LAM_AXIS: usize = 2;
/// Axis of the propagation distance in a field.
pub const Z_AXIS: usize = 3;
/// Axis of the polarisation (`Ex`, `Ey`) in a field.
pub const POL_AXIS: usize = 1;
/// Rank of a field: `(batch, polarisation, wavelength, distance, y, x)`.
pub const FIELD_RANK: usize = 6;
