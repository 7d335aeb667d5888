//! `dense<...>` literals: splats, nested lists, booleans, decimal and hex-bit-pattern numbers,
//! complex pairs, hex blobs (`dense<"0x...">`, little-endian element bytes) and `dense<>`.
//!
//! A literal is read into a small tree first because its type comes after it
//! (`dense<1.0> : tensor<f32>`); the tree is then converted into an `Array` of that type.

use super::cursor::{Cursor, PResult};
use crate::array::{Array, Data};
use crate::print::{parse_bf16, parse_f16};
use crate::types::{DType, TensorType};
use num_complex::{Complex32, Complex64};

#[derive(Debug)]
pub(crate) enum Lit<'a> {
    /// The number's text (`-1.5e3`, `0x7FC00000`) and its byte offset.
    Num(&'a str, usize),
    Bool(bool, usize),
    Complex(Box<Lit<'a>>, Box<Lit<'a>>, usize),
    List(Vec<Lit<'a>>, usize),
}

impl Lit<'_> {
    fn pos(&self) -> usize {
        match self {
            Lit::Num(_, p) | Lit::Bool(_, p) | Lit::Complex(_, _, p) | Lit::List(_, p) => *p,
        }
    }
}

/// The body of a `dense<...>`.
#[derive(Debug)]
pub(crate) enum Dense<'a> {
    /// `dense<>`: only valid for zero-element tensors.
    Empty(usize),
    /// `dense<"0x...">`: hex digits (without `0x`) and the offset of the string.
    Blob(&'a str, usize),
    Lit(Lit<'a>),
}

impl<'a> Cursor<'a> {
    /// Parses `dense<...>` (the keyword included) without its type.
    pub fn dense(&mut self) -> PResult<Dense<'a>> {
        self.expect_keyword("dense", "")?;
        self.expect("<", "after 'dense'")?;
        let pos = self.loc_pos();
        if self.eat(">") {
            return Ok(Dense::Empty(pos));
        }
        if self.peek() == Some(b'"') {
            let s = self.string_lit()?;
            let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) else {
                return Err(self.err_at(pos, "dense string literal must be a hex blob \"0x...\""));
            };
            self.expect(">", "to close dense<...>")?;
            return Ok(Dense::Blob(hex, pos));
        }
        let lit = self.lit()?;
        self.expect(">", "to close dense<...>")?;
        Ok(Dense::Lit(lit))
    }

    /// The offset of the next token.
    pub fn loc_pos(&mut self) -> usize {
        self.skip_trivia();
        self.pos
    }

    fn lit(&mut self) -> PResult<Lit<'a>> {
        let pos = self.loc_pos();
        if self.eat("[") {
            return self.nested(|c| {
                let mut items = Vec::new();
                if c.eat("]") {
                    return Ok(Lit::List(items, pos));
                }
                loop {
                    items.push(c.lit()?);
                    if c.eat("]") {
                        return Ok(Lit::List(items, pos));
                    }
                    c.expect(",", "between dense elements")?;
                }
            });
        }
        if self.eat("(") {
            let re = self.scalar_lit()?;
            self.expect(",", "between the real and imaginary parts")?;
            let im = self.scalar_lit()?;
            self.expect(")", "to close the complex number")?;
            return Ok(Lit::Complex(Box::new(re), Box::new(im), pos));
        }
        self.scalar_lit()
    }

    fn scalar_lit(&mut self) -> PResult<Lit<'a>> {
        let pos = self.loc_pos();
        if self.eat_keyword("true") {
            return Ok(Lit::Bool(true, pos));
        }
        if self.eat_keyword("false") {
            return Ok(Lit::Bool(false, pos));
        }
        match self.number_text() {
            Some((text, pos)) => Ok(Lit::Num(text, pos)),
            None => {
                let found = self.describe_next();
                Err(self.err(format!("expected dense element, found {found}")))
            }
        }
    }

    /// Builds the array a `dense<...>` of type `ty` denotes.
    pub fn dense_to_array(&self, dense: &Dense<'a>, ty: &TensorType) -> PResult<Array> {
        if super::refine::has_dyn(ty) {
            let pos = match dense {
                Dense::Empty(p) => *p,
                _ => self.pos,
            };
            return Err(self.err_at(pos, "a constant's type cannot have '?' dimensions"));
        }
        let n = ty.num_elements();
        let data = match dense {
            Dense::Empty(pos) => {
                if n != 0 {
                    return Err(
                        self.err_at(*pos, format!("dense<> is empty but {ty} has {n} elements"))
                    );
                }
                Data::zeros(ty.dtype, 0)
            }
            Dense::Blob(hex, pos) => return self.blob_array(hex, *pos, ty),
            Dense::Lit(lit @ Lit::List(..)) => {
                // The type's count is only a claim until `flatten` has matched the list
                // against it; reserving it up front would let `tensor<2147483647xf64>` behind
                // a two-element list take 16 GiB (an abort under `ulimit -v`). The leaves
                // come from the text, which bounds the growth.
                let mut leaves = Vec::with_capacity(n.min(1 << 12));
                self.flatten(lit, &ty.shape, 0, &mut leaves, ty)?;
                self.leaves_data(&leaves, ty.dtype)?
            }
            Dense::Lit(lit) => {
                // Splats stay compact: one element decoded, so `get(0)` is in range.
                let value = self.leaves_data(&[lit], ty.dtype)?.get(0);
                return Ok(Array::splat(ty, value));
            }
        };
        Ok(Array {
            shape: ty.shape.clone(),
            data,
        })
    }

    /// Checks a nested list against `shape` and collects its leaves in row-major order.
    fn flatten<'l>(
        &self,
        lit: &'l Lit<'a>,
        shape: &[usize],
        dim: usize,
        out: &mut Vec<&'l Lit<'a>>,
        ty: &TensorType,
    ) -> PResult<()> {
        match (lit, shape.get(dim)) {
            (Lit::List(items, pos), Some(&want)) => {
                if items.len() != want {
                    return Err(self.err_at(
                        *pos,
                        format!("dense literal has {} elements in dimension {dim} but {ty} needs {want}", items.len()),
                    ));
                }
                items
                    .iter()
                    .try_for_each(|it| self.flatten(it, shape, dim + 1, out, ty))
            }
            (Lit::List(_, pos), None) => Err(self.err_at(
                *pos,
                format!(
                    "dense literal is nested deeper than the rank {} of {ty}",
                    shape.len()
                ),
            )),
            (leaf, Some(_)) => Err(self.err_at(
                leaf.pos(),
                format!(
                    "dense literal has rank {dim} but {ty} has rank {}",
                    shape.len()
                ),
            )),
            (leaf, None) => {
                out.push(leaf);
                Ok(())
            }
        }
    }

    fn leaves_data(&self, leaves: &[&Lit<'a>], dtype: DType) -> PResult<Data> {
        macro_rules! collect {
            ($variant:ident, $conv:ident) => {
                Data::$variant(
                    leaves
                        .iter()
                        .map(|l| self.$conv(l))
                        .collect::<PResult<Vec<_>>>()?,
                )
            };
        }
        Ok(match dtype {
            DType::I1 => collect!(I1, lit_bool),
            DType::I32 => collect!(I32, lit_i32),
            DType::I64 => collect!(I64, lit_i64),
            DType::I8 => collect!(I8, lit_i8),
            DType::I16 => collect!(I16, lit_i16),
            DType::U8 => collect!(U8, lit_u8),
            DType::U16 => collect!(U16, lit_u16),
            DType::U32 => collect!(U32, lit_u32),
            DType::U64 => collect!(U64, lit_u64),
            DType::F32 => collect!(F32, lit_f32),
            DType::F64 => collect!(F64, lit_f64),
            DType::F16 => collect!(F16, lit_f16),
            DType::BF16 => collect!(BF16, lit_bf16),
            DType::C64 => collect!(C64, lit_c64),
            DType::C128 => collect!(C128, lit_c128),
            // The small types (every other one is listed above).
            small => Data::Small(
                small,
                leaves
                    .iter()
                    .map(|l| self.lit_small(l, small))
                    .collect::<PResult<Vec<_>>>()?,
            ),
        })
    }

    fn lit_bool(&self, lit: &Lit<'a>) -> PResult<bool> {
        match lit {
            Lit::Bool(b, _) => Ok(*b),
            Lit::Num("0", _) => Ok(false),
            Lit::Num("1", _) => Ok(true),
            other => Err(self.err_at(
                other.pos(),
                format!("expected true or false for i1, found {}", show(other)),
            )),
        }
    }

    /// An integer literal as the `bits`-wide two's complement pattern: decimal in
    /// [-2^(bits-1), 2^bits) or hex, as MLIR accepts for signless integers.
    fn lit_int(&self, lit: &Lit<'a>, bits: u32) -> PResult<i128> {
        self.lit_int_in(lit, bits, false)
    }

    /// An unsigned (`ui<bits>`) literal: decimal or hex in [0, 2^bits). MLIR rejects negative
    /// values for unsigned types, and so does this.
    fn lit_uint(&self, lit: &Lit<'a>, bits: u32) -> PResult<u64> {
        Ok(self.lit_int_in(lit, bits, true)? as u64)
    }

    fn lit_int_in(&self, lit: &Lit<'a>, bits: u32, unsigned: bool) -> PResult<i128> {
        let Lit::Num(text, pos) = lit else {
            return Err(self.err_at(lit.pos(), format!("expected integer, found {}", show(lit))));
        };
        let value = if let Some(hex) = text.strip_prefix("0x") {
            i128::from_str_radix(hex, 16).ok()
        } else {
            text.parse::<i128>().ok()
        };
        let min = if unsigned { 0 } else { -(1i128 << (bits - 1)) };
        let max = (1i128 << bits) - 1;
        let name = if unsigned { "ui" } else { "i" };
        match value {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            Some(v) if unsigned && v < 0 => Err(self.err_at(
                *pos,
                format!("negative integer {text} for unsigned type ui{bits}"),
            )),
            Some(_) => {
                Err(self.err_at(*pos, format!("integer {text} does not fit in {name}{bits}")))
            }
            None => Err(self.err_at(*pos, format!("expected integer, found '{text}'"))),
        }
    }

    fn lit_i32(&self, lit: &Lit<'a>) -> PResult<i32> {
        Ok(self.lit_int(lit, 32)? as u32 as i32)
    }

    fn lit_i64(&self, lit: &Lit<'a>) -> PResult<i64> {
        Ok(self.lit_int(lit, 64)? as u64 as i64)
    }

    fn lit_i8(&self, lit: &Lit<'a>) -> PResult<i8> {
        Ok(self.lit_int(lit, 8)? as u8 as i8)
    }

    fn lit_i16(&self, lit: &Lit<'a>) -> PResult<i16> {
        Ok(self.lit_int(lit, 16)? as u16 as i16)
    }

    fn lit_u8(&self, lit: &Lit<'a>) -> PResult<u8> {
        Ok(self.lit_uint(lit, 8)? as u8)
    }

    fn lit_u16(&self, lit: &Lit<'a>) -> PResult<u16> {
        Ok(self.lit_uint(lit, 16)? as u16)
    }

    fn lit_u32(&self, lit: &Lit<'a>) -> PResult<u32> {
        Ok(self.lit_uint(lit, 32)? as u32)
    }

    fn lit_u64(&self, lit: &Lit<'a>) -> PResult<u64> {
        self.lit_uint(lit, 64)
    }

    /// A float literal: decimal text, or a hex bit pattern of at most `bits` bits.
    fn lit_float_bits(&self, lit: &Lit<'a>, bits: u32) -> PResult<Result<u64, &'a str>> {
        let Lit::Num(text, pos) = lit else {
            return Err(self.err_at(lit.pos(), format!("expected number, found {}", show(lit))));
        };
        match text.strip_prefix("0x") {
            Some(hex) => match u64::from_str_radix(hex, 16) {
                Ok(v) if bits == 64 || v >> bits == 0 => Ok(Ok(v)),
                _ => Err(self.err_at(
                    *pos,
                    format!("hex literal {text} is not a {bits}-bit float pattern"),
                )),
            },
            None => Ok(Err(text)),
        }
    }

    fn lit_f32(&self, lit: &Lit<'a>) -> PResult<f32> {
        match self.lit_float_bits(lit, 32)? {
            Ok(bits) => Ok(f32::from_bits(bits as u32)),
            Err(text) => text
                .parse::<f32>()
                .map_err(|_| self.err_at(lit.pos(), format!("invalid float literal '{text}'"))),
        }
    }

    fn lit_f64(&self, lit: &Lit<'a>) -> PResult<f64> {
        match self.lit_float_bits(lit, 64)? {
            Ok(bits) => Ok(f64::from_bits(bits)),
            Err(text) => text
                .parse::<f64>()
                .map_err(|_| self.err_at(lit.pos(), format!("invalid float literal '{text}'"))),
        }
    }

    /// A sub-byte integer (decimal or hex, as for the wider ones) or small float (decimal,
    /// rounded to nearest even, or its hex bit pattern), as its stored pattern.
    fn lit_small(&self, lit: &Lit<'a>, dtype: DType) -> PResult<u8> {
        let bits = dtype.bit_width();
        match crate::narrow::MiniFloat::of(dtype) {
            Some(f) => match self.lit_float_bits(lit, bits)? {
                Ok(pattern) => Ok(pattern as u8),
                Err(text) => text
                    .parse::<f64>()
                    .map(|x| f.round(x))
                    .map_err(|_| self.err_at(lit.pos(), format!("invalid float literal '{text}'"))),
            },
            None => {
                let v = self.lit_int_in(lit, bits, dtype.is_unsigned())?;
                Ok(crate::narrow::wrap_bits(dtype, v))
            }
        }
    }

    fn lit_f16(&self, lit: &Lit<'a>) -> PResult<half::f16> {
        match self.lit_float_bits(lit, 16)? {
            Ok(bits) => Ok(half::f16::from_bits(bits as u16)),
            Err(text) => parse_f16(text)
                .ok_or_else(|| self.err_at(lit.pos(), format!("invalid float literal '{text}'"))),
        }
    }

    fn lit_bf16(&self, lit: &Lit<'a>) -> PResult<half::bf16> {
        match self.lit_float_bits(lit, 16)? {
            Ok(bits) => Ok(half::bf16::from_bits(bits as u16)),
            Err(text) => parse_bf16(text)
                .ok_or_else(|| self.err_at(lit.pos(), format!("invalid float literal '{text}'"))),
        }
    }

    fn lit_c64(&self, lit: &Lit<'a>) -> PResult<Complex32> {
        match lit {
            Lit::Complex(re, im, _) => Ok(Complex32::new(self.lit_f32(re)?, self.lit_f32(im)?)),
            other => Err(self.err_at(
                other.pos(),
                format!("expected complex number (re, im), found {}", show(other)),
            )),
        }
    }

    fn lit_c128(&self, lit: &Lit<'a>) -> PResult<Complex64> {
        match lit {
            Lit::Complex(re, im, _) => Ok(Complex64::new(self.lit_f64(re)?, self.lit_f64(im)?)),
            other => Err(self.err_at(
                other.pos(),
                format!("expected complex number (re, im), found {}", show(other)),
            )),
        }
    }

    /// Decodes a hex blob: the elements' little-endian bytes, or one element's (a splat).
    fn blob_array(&self, hex: &str, pos: usize, ty: &TensorType) -> PResult<Array> {
        if !hex.len().is_multiple_of(2) || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(self.err_at(pos, "hex blob must have an even number of hex digits"));
        }
        let bytes: Vec<u8> = hex
            .as_bytes()
            .chunks(2)
            .map(|p| (hex_val(p[0]) << 4) | hex_val(p[1]))
            .collect();
        let n = ty.num_elements();
        let size = ty.dtype.size_bytes();
        let splat = n != 1 && bytes.len() == size;
        if !splat && n.checked_mul(size) != Some(bytes.len()) {
            return Err(self.err_at(
                pos,
                format!(
                    "hex blob has {} bytes but {ty} needs {} ({n} elements of {size} bytes)",
                    bytes.len(),
                    n.saturating_mul(size)
                ),
            ));
        }
        // The length was checked to be a whole number of elements just above.
        let data = Data::from_le_bytes(ty.dtype, &bytes)
            .ok_or_else(|| self.err_at(pos, "hex blob is not a whole number of elements"))?;
        if splat {
            // A splat blob holds exactly one element, so `get(0)` is in range.
            return Ok(Array::splat(ty, data.get(0)));
        }
        Ok(Array {
            shape: ty.shape.clone(),
            data,
        })
    }
}

fn hex_val(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        _ => b - b'A' + 10,
    }
}

fn show(lit: &Lit<'_>) -> String {
    match lit {
        Lit::Num(t, _) => format!("'{t}'"),
        Lit::Bool(b, _) => format!("'{b}'"),
        Lit::Complex(..) => "a complex number".to_string(),
        Lit::List(..) => "a list".to_string(),
    }
}
