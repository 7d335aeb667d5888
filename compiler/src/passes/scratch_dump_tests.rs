#[test]
fn dump() {
    for name in ["fft2_ortho_c128", "asm_loss_c64", "irfft_even_c64"] {
        let p = format!("{}/../../shared/refs/{name}/value_and_grad.mlir", env!("CARGO_MANIFEST_DIR"));
        let mut m = super::testing::parse(&std::fs::read_to_string(p).unwrap());
        crate::pipeline::run_pipeline(&mut m, crate::pipeline::SIMPLIFY, &mut |_, _| {}).unwrap();
        std::fs::write(format!("/tmp/fx/{name}.mlir"), m.to_string()).unwrap();
    }
}
