use super::*;

/// ml_dtypes' answers (`tests/data/narrow/gen_minifloat.py`).
const TABLE: &str = include_str!("../../../../tests/data/narrow/minifloat.txt");

fn dtype_named(name: &str) -> DType {
    DType::ALL
        .into_iter()
        .find(|d| d.mlir_name() == name)
        .unwrap_or_else(|| panic!("no type {name}"))
}

#[test]
fn rounding_and_decoding_match_ml_dtypes() {
    let (mut rounded, mut decoded) = (0, 0);
    for line in TABLE.lines() {
        let f: Vec<&str> = line.split(' ').collect();
        let fmt = MiniFloat::of(dtype_named(f[1])).expect("a small float");
        let hex = |s: &str| u64::from_str_radix(s, 16).expect("hex");
        match f[0] {
            "round" => {
                let x = f64::from_bits(hex(f[2]));
                let want = hex(f[3]) as u8;
                assert_eq!(fmt.round(x), want, "{} of {x:e}", f[1]);
                rounded += 1;
            }
            _ => {
                let want = f64::from_bits(hex(f[3]));
                let got = fmt.decode(hex(f[2]) as u8);
                assert!(
                    got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                    "{} of {}: {got:e} vs {want:e}",
                    f[1],
                    f[2]
                );
                decoded += 1;
            }
        }
    }
    assert!(
        rounded > 11 * 300 && decoded > 11 * 15,
        "{rounded} {decoded}"
    );
}

#[test]
fn sub_byte_integers_wrap_and_sign_extend() {
    assert_eq!(wrap_bits(DType::I4, -1), 0xF);
    assert_eq!(int_value(DType::I4, 0xF), -1);
    assert_eq!(int_value(DType::U4, 0xF), 15);
    assert_eq!(int_value(DType::I2, 2), -2);
    assert_eq!(wrap_bits(DType::U2, 5), 1);
    assert_eq!(DType::I4.bit_width(), 4);
    assert_eq!(DType::F6E3M2FN.bit_width(), 6);
}
