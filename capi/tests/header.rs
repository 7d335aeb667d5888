//! `include/fresnel.h` is what cbindgen generates from this crate today: a change to the ABI
//! that is not in the checked-in header fails here. `FRESNEL_BLESS=1` rewrites the header.

use std::path::Path;

#[test]
fn header_is_current() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml"))
        .unwrap_or_else(|e| panic!("capi/cbindgen.toml: {e}"));
    // cbindgen follows the `mod` declarations of lib.rs.
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(dir.join("src/lib.rs"))
        .generate()
        .unwrap_or_else(|e| panic!("cbindgen cannot read capi/src: {e}"));
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    let generated = String::from_utf8(generated).expect("cbindgen writes UTF-8");
    let path = dir.join("include/fresnel.h");
    if std::env::var_os("FRESNEL_BLESS").is_some() {
        std::fs::write(&path, &generated).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == generated,
        "capi/include/fresnel.h is stale: the ABI in capi/src changed. Regenerate it with\n  \
         FRESNEL_BLESS=1 cargo test -p fresnel-capi --test header\nand review the diff \
         (bump FRESNEL_ABI_VERSION when a function, struct or constant changes meaning)."
    );
}
