//! Tensor types: `tensor<2x3xcomplex<f32>>`, `tensor<f32>`, `tensor<14x15x0x17xf64>`.
//!
//! Types outside the IR (other element types, dynamic shapes, tokens, tuples, quantized types)
//! fail with a message starting `unsupported type`, which the conformance runner relies on to
//! count a case as skipped rather than failed.

use super::cursor::{Cursor, PResult};
use crate::types::{DType, TensorType};

/// The largest dimension and element count a tensor type may have: the verifier's, so that
/// whatever verifies (a traced program, AD's output) prints to text that parses back. Sizes
/// this large cost nothing until something allocates them: splat constants stay one element,
/// literal lists are as long as their text, and allocations check the memory budget.
use crate::verify::{MAX_DIM, MAX_ELEMENTS};

/// Element types StableHLO has but Fresnel does not (yet).
fn is_known_unsupported_element(name: &str) -> bool {
    const OTHERS: [&str; 1] = ["index"];
    OTHERS.contains(&name)
        || name.starts_with("f8")
        || name.starts_with("f4")
        || name.starts_with("f6")
        || name.starts_with("tf32")
        || ["i", "si", "ui"].iter().any(|p| {
            name.strip_prefix(p)
                .is_some_and(|bits| !bits.is_empty() && bits.bytes().all(|b| b.is_ascii_digit()))
        })
}

fn element_dtype(name: &str) -> Option<DType> {
    Some(match name {
        "i1" => DType::I1,
        "i32" => DType::I32,
        "i64" => DType::I64,
        "i8" => DType::I8,
        "i16" => DType::I16,
        "ui8" => DType::U8,
        "ui16" => DType::U16,
        "ui32" => DType::U32,
        "ui64" => DType::U64,
        "f32" => DType::F32,
        "f64" => DType::F64,
        "f16" => DType::F16,
        "bf16" => DType::BF16,
        // The sub-byte integers and the 8-, 6- and 4-bit floats, by their MLIR names.
        _ => {
            return DType::ALL
                .into_iter()
                .find(|d| d.is_small() && d.mlir_name() == name)
        }
    })
}

impl<'a> Cursor<'a> {
    /// Parses a tensor type. Anything else that looks like an MLIR type is rejected with an
    /// `unsupported type ...` message quoting it.
    pub fn tensor_type(&mut self) -> PResult<TensorType> {
        self.skip_trivia();
        let start = self.pos;
        match self.peek() {
            Some(b'!') => {
                self.pos += 1;
                self.suffix_id();
                if self.peek_raw(0) == Some(b'<') {
                    self.pos += 1;
                    self.skip_balanced()?;
                }
                let text = self.slice(start, self.pos);
                return Err(self.err_at(start, format!("unsupported type {text}")));
            }
            Some(b) if super::cursor::is_ident_start(b) => {}
            _ => {
                let found = self.describe_next();
                return Err(self.err(format!("expected type, found {found}")));
            }
        }
        let Some(kw) = self.ident() else {
            return Err(self.err("expected type"));
        };
        if kw != "tensor" {
            if self.peek_raw(0) == Some(b'<') {
                self.pos += 1;
                self.skip_balanced()?;
            }
            let text = self.slice(start, self.pos);
            let known = is_known_unsupported_element(kw)
                || element_dtype(kw).is_some()
                || matches!(kw, "tuple" | "complex" | "vector" | "memref" | "none");
            return Err(if known {
                self.err_at(
                    start,
                    format!("unsupported type {text}: only tensor types are supported"),
                )
            } else {
                self.err_at(start, format!("expected type, found '{text}'"))
            });
        }
        if self.peek_raw(0) != Some(b'<') {
            return Err(self.err_at(self.pos, "expected '<' after 'tensor'"));
        }
        self.pos += 1;
        self.tensor_body(start)
    }

    /// The part of `tensor<...>` after `<`.
    fn tensor_body(&mut self, start: usize) -> PResult<TensorType> {
        let mut shape = Vec::new();
        let mut count: usize = 1;
        loop {
            self.skip_trivia();
            match self.peek_raw(0) {
                Some(b) if b.is_ascii_digit() => {
                    let dim_pos = self.pos;
                    let mut dim: usize = 0;
                    while let Some(d) = self.peek_raw(0).filter(u8::is_ascii_digit) {
                        dim = dim
                            .checked_mul(10)
                            .and_then(|x| x.checked_add((d - b'0') as usize))
                            .ok_or_else(|| self.err_at(dim_pos, "tensor dimension too large"))?;
                        self.pos += 1;
                    }
                    count = count
                        .checked_mul(dim)
                        .filter(|&n| n <= MAX_ELEMENTS && dim <= MAX_DIM)
                        .ok_or_else(|| {
                            self.err_at(
                                start,
                                "tensor type has more than 2^48 elements or a dimension over 2^40",
                            )
                        })?;
                    shape.push(dim);
                    if self.peek_raw(0) != Some(b'x') {
                        return Err(self.err_at(self.pos, "expected 'x' after tensor dimension"));
                    }
                    self.pos += 1;
                }
                Some(b'?') if self.dynamic => {
                    // A dimension the refinement fills in from the argument types.
                    self.pos += 1;
                    shape.push(super::refine::DYN);
                    if self.peek_raw(0) != Some(b'x') {
                        return Err(self.err_at(self.pos, "expected 'x' after tensor dimension"));
                    }
                    self.pos += 1;
                }
                Some(b @ (b'?' | b'*')) => {
                    self.skip_to_type_end(start)?;
                    let text = self.slice(start, self.pos);
                    let why = if b == b'?' {
                        super::DYNAMIC_SHAPES
                    } else {
                        "unranked tensors are not supported"
                    };
                    return Err(self.err_at(start, format!("unsupported type {text}: {why}")));
                }
                _ => break,
            }
        }
        let elem_pos = self.pos;
        let dtype = self.element_type(start)?;
        self.skip_trivia();
        if self.peek_raw(0) == Some(b',') {
            self.skip_to_type_end(start)?;
            let text = self.slice(start, self.pos);
            return Err(self.err_at(
                start,
                format!("unsupported type {text}: tensor encodings are not supported"),
            ));
        }
        if self.peek_raw(0) != Some(b'>') {
            let found = self.describe_next();
            return Err(self.err_at(
                elem_pos,
                format!("expected '>' to close tensor type, found {found}"),
            ));
        }
        self.pos += 1;
        Ok(TensorType { dtype, shape })
    }

    /// The element type inside `tensor<...>`; `start` is where the tensor type began.
    fn element_type(&mut self, start: usize) -> PResult<DType> {
        let elem_pos = self.pos;
        if self.peek_raw(0) == Some(b'!') {
            self.skip_to_type_end(start)?;
            let text = self.slice(start, self.pos);
            return Err(self.err_at(start, format!("unsupported type {text}: quantized and dialect element types are not supported")));
        }
        let Some(name) = self.ident() else {
            let found = self.describe_next();
            return Err(self.err_at(elem_pos, format!("expected element type, found {found}")));
        };
        if let Some(dt) = element_dtype(name) {
            return Ok(dt);
        }
        if name == "complex" {
            if self.peek_raw(0) != Some(b'<') {
                return Err(self.err_at(self.pos, "expected '<' after 'complex'"));
            }
            self.pos += 1;
            let part_pos = self.pos;
            let part = self.ident().unwrap_or("");
            let dt = match part {
                "f32" => DType::C64,
                "f64" => DType::C128,
                _ if is_known_unsupported_element(part) || element_dtype(part).is_some() => {
                    self.skip_to_type_end(start)?;
                    let text = self.slice(start, self.pos);
                    return Err(self.err_at(start, format!("unsupported type {text}: element type complex<{part}> is not supported")));
                }
                _ => {
                    return Err(self.err_at(
                        part_pos,
                        format!("expected f32 or f64 in complex<...>, found '{part}'"),
                    ))
                }
            };
            if self.peek_raw(0) != Some(b'>') {
                return Err(self.err_at(self.pos, "expected '>' to close complex<...>"));
            }
            self.pos += 1;
            return Ok(dt);
        }
        if is_known_unsupported_element(name) || name == "tuple" {
            self.skip_to_type_end(start)?;
            let text = self.slice(start, self.pos);
            return Err(self.err_at(
                start,
                format!("unsupported type {text}: element type {name} is not supported"),
            ));
        }
        Err(self.err_at(elem_pos, format!("unknown element type '{name}'")))
    }

    /// Moves past the `>` closing the type that began at `start` (`tensor<` already consumed).
    fn skip_to_type_end(&mut self, start: usize) -> PResult<()> {
        let save = self.pos;
        self.pos = start;
        while self.peek_raw(0).is_some_and(|b| b != b'<') {
            self.pos += 1;
        }
        self.pos += 1;
        let r = self.skip_balanced();
        if r.is_err() {
            self.pos = save;
        }
        r
    }

    /// `(T, U) -> R`, `(T) -> (R, S)`, `() -> ()`: operand and result types.
    pub fn function_type(&mut self) -> PResult<(Vec<TensorType>, Vec<TensorType>)> {
        self.expect("(", "to open the function type")?;
        let inputs = self.type_list_until(")")?;
        self.expect("->", "in function type")?;
        let results = self.result_types()?;
        Ok((inputs, results))
    }

    /// `T` or `(T, U)` or `()`, after `->`.
    pub fn result_types(&mut self) -> PResult<Vec<TensorType>> {
        if self.eat("(") {
            self.type_list_until(")")
        } else {
            Ok(vec![self.tensor_type()?])
        }
    }

    /// Comma-separated types up to and including `close`.
    pub fn type_list_until(&mut self, close: &str) -> PResult<Vec<TensorType>> {
        let mut types = Vec::new();
        if self.eat(close) {
            return Ok(types);
        }
        loop {
            types.push(self.tensor_type()?);
            if self.eat(close) {
                return Ok(types);
            }
            self.expect(",", "between types")?;
        }
    }

    /// `T, U, ...` (at least one), stopping before anything that is not a comma.
    pub fn bare_type_list(&mut self) -> PResult<Vec<TensorType>> {
        let mut types = vec![self.tensor_type()?];
        while self.eat(",") {
            types.push(self.tensor_type()?);
        }
        Ok(types)
    }
}
