//! Attribute values of the generic op form and of attribute dictionaries:
//! `array<i64: 1, 0>`, `dense<[1, 2]> : tensor<2xi64>`, `#stablehlo<comparison_direction GT>`,
//! `#stablehlo.dot<lhs_batching_dimensions = [0], ...>`, `0 : i64`, `"str"`, `@sym`, lists,
//! dictionaries. Attributes nothing reads (layouts, result infos, accuracies, ...) are skipped.

use super::cursor::{Cursor, PResult};
use super::literal::Dense;
use crate::array::Data;
use crate::types::TensorType;

#[derive(Debug)]
pub(crate) enum Attr<'a> {
    Int(i64),
    Float(f64),
    /// `true`/`false`
    Bool(bool),
    /// `array<i1: true, false>`
    Bools(Vec<bool>),
    /// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` (the layout fields only).
    Conv(Box<crate::op::ConvDims>),
    Str(&'a str),
    Symbol(&'a str),
    /// `array<i64: ...>`
    Ints(Vec<i64>),
    List(Vec<Attr<'a>>),
    Dense(Dense<'a>, TensorType),
    /// `#stablehlo<comparison_direction GT>`: the kind and the value.
    Enum(&'a str, &'a str),
    /// `#stablehlo.dot<key = value, ...>`: the name after `#` and the fields.
    Struct(&'a str, Vec<Entry<'a>>),
    /// A nested dictionary (`mhlo.backend_config = {uplo = 76 : ui8}` of LAPACK calls).
    Dict(Vec<Entry<'a>>),
    /// A bare keyword, e.g. `DEFAULT` in `precision = [DEFAULT, DEFAULT]`.
    Ident(&'a str),
    Unit,
    /// Something we skipped over: types, affine maps, resources.
    Other,
}

/// `key = value` in a dictionary, with the value's offset for error messages.
#[derive(Debug)]
pub(crate) struct Entry<'a> {
    pub key: &'a str,
    pub value: Attr<'a>,
    pub pos: usize,
}

/// Finds `key` in a list of entries.
pub(crate) fn lookup<'e, 'a>(entries: &'e [Entry<'a>], key: &str) -> Option<&'e Entry<'a>> {
    entries.iter().find(|e| e.key == key)
}

impl<'a> Cursor<'a> {
    /// `{key = value, key2, ...}` (the `{` not yet consumed).
    pub fn attr_dict(&mut self) -> PResult<Vec<Entry<'a>>> {
        self.expect("{", "to open the attribute dictionary")?;
        self.nested(|c| c.entries_until("}"))
    }

    /// `key [= value]` entries separated by commas, up to and including `close`.
    pub fn entries_until(&mut self, close: &str) -> PResult<Vec<Entry<'a>>> {
        let mut entries = Vec::new();
        if self.eat(close) {
            return Ok(entries);
        }
        loop {
            let key = if self.peek() == Some(b'"') {
                self.string_lit()?
            } else {
                self.expect_ident("as attribute name")?
            };
            let pos = self.loc_pos();
            let value = if self.eat("=") {
                self.attr()?
            } else {
                Attr::Unit
            };
            entries.push(Entry { key, value, pos });
            if self.eat(close) {
                return Ok(entries);
            }
            self.expect(",", "between attributes")?;
        }
    }

    /// One attribute value.
    pub fn attr(&mut self) -> PResult<Attr<'a>> {
        self.nested(|c| c.attr_inner())
    }

    fn attr_inner(&mut self) -> PResult<Attr<'a>> {
        match self.peek() {
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                if self.eat("]") {
                    return Ok(Attr::List(items));
                }
                loop {
                    items.push(self.attr()?);
                    if self.eat("]") {
                        return Ok(Attr::List(items));
                    }
                    self.expect(",", "between list elements")?;
                }
            }
            Some(b'{') => self.attr_dict().map(Attr::Dict),
            Some(b'"') => Ok(Attr::Str(self.string_lit()?)),
            Some(b'@') => {
                let s = self.symbol("")?;
                // Nested references `@a::@b` name the last symbol.
                let mut last = s;
                while self.rest().starts_with("::@") {
                    self.pos += 2;
                    last = self.symbol("")?;
                }
                Ok(Attr::Symbol(last))
            }
            Some(b'#') => self.hash_attr(),
            Some(b'<') | Some(b'(') => {
                self.pos += 1;
                self.skip_balanced()?;
                if self.eat("->") {
                    self.skip_type_like()?;
                }
                Ok(Attr::Other)
            }
            Some(b) if b == b'-' || b.is_ascii_digit() => self.number_attr(),
            Some(b) if super::cursor::is_ident_start(b) => self.ident_attr(),
            _ => {
                let found = self.describe_next();
                Err(self.err(format!("expected attribute value, found {found}")))
            }
        }
    }

    /// `12`, `-3 : i64`, `0.1 : f64`, `0x7F : i8`.
    fn number_attr(&mut self) -> PResult<Attr<'a>> {
        let Some((text, pos)) = self.number_text() else {
            let found = self.describe_next();
            return Err(self.err(format!("expected attribute value, found {found}")));
        };
        let value = if let Ok(i) = text.parse::<i64>() {
            Attr::Int(i)
        } else if let Some(hex) = text.strip_prefix("0x") {
            Attr::Int(
                u64::from_str_radix(hex, 16)
                    .map_err(|_| self.err_at(pos, format!("invalid number '{text}'")))?
                    as i64,
            )
        } else {
            Attr::Float(
                text.parse::<f64>()
                    .map_err(|_| self.err_at(pos, format!("invalid number '{text}'")))?,
            )
        };
        if self.eat(":") {
            self.skip_trivia();
            // A hex literal typed as a float is its bit pattern, as MLIR reads it (and as the
            // printer writes floats that have no short decimal form, e.g. a NaN tolerance).
            let float_bits = match (&value, text.starts_with("0x")) {
                (Attr::Int(bits), true) if self.eat_keyword("f64") => {
                    Some(f64::from_bits(*bits as u64))
                }
                (Attr::Int(bits), true) if self.eat_keyword("f32") => {
                    let narrow = u32::try_from(*bits as u64).map_err(|_| {
                        self.err_at(
                            pos,
                            format!("hex literal {text} is not a 32-bit float pattern"),
                        )
                    })?;
                    Some(f32::from_bits(narrow) as f64)
                }
                _ => None,
            };
            if let Some(x) = float_bits {
                return Ok(Attr::Float(x));
            }
            self.skip_type_like()?;
        }
        Ok(value)
    }

    fn ident_attr(&mut self) -> PResult<Attr<'a>> {
        if self.rest().starts_with("dense<") {
            let dense = self.dense()?;
            self.expect(":", "after dense<...> attribute")?;
            let ty = match self.index_tensor_type() {
                Some(ty) => ty,
                None => self.tensor_type()?,
            };
            return Ok(Attr::Dense(dense, ty));
        }
        if self.rest().starts_with("array<") {
            return self.array_attr();
        }
        let id = self.expect_ident("")?;
        match id {
            "true" => return Ok(Attr::Bool(true)),
            "false" => return Ok(Attr::Bool(false)),
            "unit" => return Ok(Attr::Unit),
            _ => {}
        }
        if self.peek_raw(0) == Some(b'<') {
            self.pos += 1;
            self.skip_balanced()?;
            return Ok(Attr::Other);
        }
        Ok(Attr::Ident(id))
    }

    /// `tensor<2xindex>` in an attribute (custom calls' `operand_layouts`), read as i64:
    /// index is no element type of the IR, but layouts are lists of dimensions.
    fn index_tensor_type(&mut self) -> Option<TensorType> {
        self.skip_trivia();
        let inner = self.rest().strip_prefix("tensor<")?;
        let close = inner.find('>')?;
        let dims = inner[..close].strip_suffix("index")?;
        let shape = if dims.is_empty() {
            Vec::new()
        } else {
            dims.strip_suffix('x')?
                .split('x')
                .map(|d| d.parse::<usize>().ok().filter(|&n| n <= 1 << 16))
                .collect::<Option<Vec<usize>>>()?
        };
        self.pos += "tensor<".len() + close + 1;
        Some(TensorType::new(crate::types::DType::I64, shape))
    }

    /// `array<i64: 1, 2>`, `array<i64>`; arrays of other element types are skipped.
    fn array_attr(&mut self) -> PResult<Attr<'a>> {
        self.expect_keyword("array", "")?;
        self.expect("<", "after 'array'")?;
        let elem = self.expect_ident("as array element type")?;
        if elem == "i1" {
            let mut values = Vec::new();
            if self.eat(":") {
                loop {
                    let pos = self.loc_pos();
                    match self.expect_ident("in array<i1: ...>")? {
                        "true" => values.push(true),
                        "false" => values.push(false),
                        w => {
                            return Err(
                                self.err_at(pos, format!("expected true or false, found '{w}'"))
                            )
                        }
                    }
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(">", "to close array<...>")?;
            return Ok(Attr::Bools(values));
        }
        if !matches!(elem, "i64" | "i32") {
            self.skip_balanced()?;
            return Ok(Attr::Other);
        }
        let mut values = Vec::new();
        if self.eat(":") {
            loop {
                values.push(self.int("in array<...>")?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(">", "to close array<...>")?;
        Ok(Attr::Ints(values))
    }

    /// `#stablehlo<kind VALUE>`, `#stablehlo.name<k = v, ...>`, `#alias`.
    fn hash_attr(&mut self) -> PResult<Attr<'a>> {
        self.expect("#", "")?;
        let name = self.suffix_id();
        if self.peek_raw(0) != Some(b'<') {
            return Ok(Attr::Other);
        }
        self.pos += 1;
        if name == "stablehlo.conv" {
            let dims = self.nested(|c| c.conv_dim_numbers())?;
            self.expect(">", "to close #stablehlo.conv<...>")?;
            return Ok(Attr::Conv(Box::new(dims)));
        }
        let save = self.pos;
        // `#stablehlo<comparison_direction GT>`
        if let (Some(kind), Some(value)) = (self.ident(), self.ident()) {
            if self.eat(">") {
                return Ok(Attr::Enum(kind, value));
            }
        }
        self.pos = save;
        // `#stablehlo.dot<>`: every field empty, as MLIR prints an outer product's.
        if self.eat(">") {
            return Ok(Attr::Struct(name, Vec::new()));
        }
        // `#stablehlo.dot<key = value, ...>`
        if let Some(_key) = self.ident() {
            if self.eat("=") {
                self.pos = save;
                let fields = self.nested(|c| c.entries_until(">"))?;
                return Ok(Attr::Struct(name, fields));
            }
        }
        self.pos = save;
        self.skip_balanced()?;
        Ok(Attr::Other)
    }

    /// Skips a type we do not need (`i64`, `f32`, `tensor<...>`, `!foo.bar<...>`, `(i32) -> i64`).
    pub fn skip_type_like(&mut self) -> PResult<()> {
        loop {
            self.skip_trivia();
            if self.peek_raw(0) == Some(b'!') {
                self.pos += 1;
                self.suffix_id();
            } else if self.eat("(") {
                self.skip_balanced()?;
                if self.eat("->") {
                    continue;
                }
                return Ok(());
            } else {
                self.expect_ident("as type")?;
            }
            if self.peek_raw(0) == Some(b'<') {
                self.pos += 1;
                self.skip_balanced()?;
            }
            return Ok(());
        }
    }

    /// The integers of an attribute: `array<i64: ...>`, `[1, 2]`, `dense<[1, 2]> : tensor<2xi64>`.
    pub fn attr_ints(&self, attr: &Attr<'a>, pos: usize, what: &str) -> PResult<Vec<i64>> {
        match attr {
            Attr::Ints(v) => Ok(v.clone()),
            Attr::Int(i) => Ok(vec![*i]),
            Attr::List(items) => items
                .iter()
                .map(|a| match a {
                    Attr::Int(i) => Ok(*i),
                    _ => Err(self.err_at(pos, format!("expected a list of integers for {what}"))),
                })
                .collect(),
            Attr::Dense(dense, ty) => match self.dense_ints(dense, ty, pos, what)? {
                Data::I64(v) => Ok(v),
                Data::I32(v) => Ok(v.into_iter().map(i64::from).collect()),
                _ => Err(self.err_at(
                    pos,
                    format!("expected integers for {what}, found a {} tensor", ty.dtype),
                )),
            },
            _ => Err(self.err_at(pos, format!("expected integers for {what}"))),
        }
    }

    /// The elements of a `dense<...>` integer list, splats expanded; one per dimension at most,
    /// so a splat longer than any rank is refused rather than expanded.
    fn dense_ints(
        &self,
        dense: &Dense<'a>,
        ty: &TensorType,
        pos: usize,
        what: &str,
    ) -> PResult<Data> {
        const MAX_LIST: usize = 1 << 16;
        let array = self.dense_to_array(dense, ty)?;
        if array.len() > MAX_LIST {
            return Err(self.err_at(
                pos,
                format!(
                    "{what} lists {} integers; at most {MAX_LIST} are allowed",
                    array.len()
                ),
            ));
        }
        let dense = array.materialize().map_err(|m| self.err_at(pos, m))?;
        Ok(dense.into_owned().data)
    }

    /// Like `attr_ints`, for dimensions and sizes, which cannot be negative.
    pub fn attr_usizes(&self, attr: &Attr<'a>, pos: usize, what: &str) -> PResult<Vec<usize>> {
        self.attr_ints(attr, pos, what)?
            .into_iter()
            .map(|v| {
                usize::try_from(v).map_err(|_| {
                    self.err_at(pos, format!("{what} must not be negative, found {v}"))
                })
            })
            .collect()
    }
}
