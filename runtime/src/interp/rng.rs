//! `rng_bit_generator` as XLA computes it (`RngBitGeneratorExpander` over `prng.cc`), so that
//! a program gets the bits JAX gets on CPU and GPU: Threefry-2x32 (20 rounds) or Philox-4x32
//! (10 rounds) over a counter, the words laid out as XLA lays them out. Checked bit for bit
//! against JAX for every output width, for shapes with and without an even dimension, empty
//! and scalar shapes, and counters that wrap (`tests/data/jax_rng`).

use fresnel_ir::{Array, DType, Data, RngAlgorithm, TensorType};

/// The new state and the bits of type `bits` (see [`RngAlgorithm`]).
pub fn rng_bit_generator(
    state: &Array,
    algorithm: RngAlgorithm,
    bits: &TensorType,
) -> Result<Vec<Array>, String> {
    let words: Vec<u64> = match &state.materialize()?.data {
        Data::U64(v) => v.clone(),
        Data::I64(v) => v.iter().map(|&x| x as u64).collect(),
        _ => return Err(format!("the state must be ui64, got {}", state.ty())),
    };
    let width = bits.dtype.size_bytes() * 8;
    let n = bits.num_elements();
    let (new_state, values) = match (algorithm, words.as_slice()) {
        (RngAlgorithm::ThreeFry, &[key, counter]) => {
            let (values, used) = three_fry(key, counter, &bits.shape, width);
            (vec![key, counter.wrapping_add(used)], values)
        }
        (RngAlgorithm::Philox | RngAlgorithm::Default, &[key, low]) => {
            // XLA reads a two-word state's 128-bit counter as (state[1], state[0]) and
            // returns only its low word advanced (measured against JAX, carries included).
            let (values, used) = philox(key, u128::from(low) | u128::from(key) << 64, n, width);
            (vec![key, low.wrapping_add(used as u64)], values)
        }
        (RngAlgorithm::Philox | RngAlgorithm::Default, &[key, low, high]) => {
            let counter = u128::from(low) | u128::from(high) << 64;
            let (values, used) = philox(key, counter, n, width);
            let next = counter.wrapping_add(used);
            (vec![key, next as u64, (next >> 64) as u64], values)
        }
        _ => {
            return Err(format!(
                "the {} state cannot be {}",
                algorithm.name(),
                state.ty()
            ))
        }
    };
    let bytes: Vec<u8> = values
        .iter()
        .flat_map(|w| w.to_le_bytes()[..width / 8].to_vec())
        .collect();
    let data = Data::from_le_bytes(bits.dtype, &bytes)
        .filter(|d| d.len() == n && !bits.dtype.is_bool() && !bits.dtype.is_complex())
        .ok_or_else(|| format!("random bits cannot be of type {bits}"))?;
    let state_data = match state.data.dtype() {
        DType::I64 => Data::I64(new_state.iter().map(|&x| x as i64).collect()),
        _ => Data::U64(new_state),
    };
    Ok(vec![
        Array {
            shape: state.shape.clone(),
            data: state_data,
        },
        Array {
            shape: bits.shape.clone(),
            data,
        },
    ])
}

fn halves(x: u64) -> [u32; 2] {
    [x as u32, (x >> 32) as u32]
}

/// Threefry-2x32 with 20 rounds (Salmon et al., as XLA and JAX's `threefry2x32`).
fn threefry2x32(key: [u32; 2], x: [u32; 2]) -> [u32; 2] {
    const ROTATIONS: [[u32; 4]; 2] = [[13, 15, 26, 6], [17, 29, 16, 24]];
    let ks = [key[0], key[1], 0x1BD1_1BDA ^ key[0] ^ key[1]];
    let [mut x0, mut x1] = [x[0].wrapping_add(ks[0]), x[1].wrapping_add(ks[1])];
    for i in 0..5u32 {
        for r in ROTATIONS[i as usize % 2] {
            x0 = x0.wrapping_add(x1);
            x1 = x1.rotate_left(r) ^ x0;
        }
        x0 = x0.wrapping_add(ks[(i as usize + 1) % 3]);
        x1 = x1
            .wrapping_add(ks[(i as usize + 2) % 3])
            .wrapping_add(i + 1);
    }
    [x0, x1]
}

/// The words of `shape` (each `width` bits, in the low bits) and how many counters they used.
/// 64-bit words take one counter each (both halves). Narrower words take one half each: XLA
/// splits the first even dimension (else the first, padded to even) into pairs, element
/// `2p + w` along it taking half `w` of the counter that the rest of its index and `p`
/// number in row-major order.
fn three_fry(key: u64, counter: u64, shape: &[usize], width: usize) -> (Vec<u64>, u64) {
    let key = halves(key);
    let block = |i: u64| threefry2x32(key, halves(counter.wrapping_add(i)));
    let n: usize = shape.iter().product();
    if width == 64 {
        let values = (0..n as u64)
            .map(|i| {
                let [lo, hi] = block(i);
                u64::from(lo) | u64::from(hi) << 32
            })
            .collect();
        return (values, n as u64);
    }
    if n == 0 {
        return (Vec::new(), 0);
    }
    let mut dims = if shape.is_empty() {
        vec![1]
    } else {
        shape.to_vec()
    };
    let axis = dims.iter().position(|d| d % 2 == 0).unwrap_or_else(|| {
        dims[0] += 1;
        0
    });
    let mut half = dims.clone();
    half[axis] /= 2;
    let pairs: Vec<[u32; 2]> = (0..half.iter().product::<usize>() as u64)
        .map(block)
        .collect();
    let mask = (1u64 << width) - 1;
    let mut values = Vec::with_capacity(n);
    let mut index = vec![0usize; dims.len()];
    let real = if shape.is_empty() {
        vec![1]
    } else {
        shape.to_vec()
    };
    for _ in 0..n {
        let mut lin = 0;
        for (d, (&i, &h)) in index.iter().zip(&half).enumerate() {
            lin = lin * h + if d == axis { i / 2 } else { i };
        }
        values.push(u64::from(pairs[lin][index[axis] % 2]) & mask);
        // Row-major successor of `index` within the requested (unpadded) shape.
        for d in (0..real.len()).rev() {
            index[d] += 1;
            if index[d] < real[d] {
                break;
            }
            index[d] = 0;
        }
    }
    (values, pairs.len() as u64)
}

/// Philox-4x32 with 10 rounds (Salmon et al.), the key raised after each round.
fn philox4x32(key: u64, counter: u128) -> [u32; 4] {
    let [mut k0, mut k1] = halves(key);
    let mut x = [
        counter as u32,
        (counter >> 32) as u32,
        (counter >> 64) as u32,
        (counter >> 96) as u32,
    ];
    for _ in 0..10 {
        let p0 = u64::from(x[0]) * 0xD251_1F53;
        let p1 = u64::from(x[2]) * 0xCD9E_8D57;
        x = [
            (p1 >> 32) as u32 ^ x[1] ^ k0,
            p1 as u32,
            (p0 >> 32) as u32 ^ x[3] ^ k1,
            p0 as u32,
        ];
        k0 = k0.wrapping_add(0x9E37_79B9);
        k1 = k1.wrapping_add(0xBB67_AE85);
    }
    x
}

/// `n` words of `width` bits and how many counters they used: each counter gives four
/// 32-bit words in order (narrower words keep their low bits), or two 64-bit words.
fn philox(key: u64, counter: u128, n: usize, width: usize) -> (Vec<u64>, u128) {
    let per_block = if width == 64 { 2 } else { 4 };
    let blocks = n.div_ceil(per_block);
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let values = (0..blocks as u128)
        .flat_map(|i| {
            let x = philox4x32(key, counter.wrapping_add(i));
            if width == 64 {
                vec![
                    u64::from(x[0]) | u64::from(x[1]) << 32,
                    u64::from(x[2]) | u64::from(x[3]) << 32,
                ]
            } else {
                x.iter().map(|&w| u64::from(w) & mask).collect()
            }
        })
        .take(n)
        .collect();
    (values, blocks as u128)
}
