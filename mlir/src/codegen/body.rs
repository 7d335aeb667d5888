//! Writing MLIR text: numbered SSA values, one op per line, and the external functions a
//! kernel calls.

use fresnel_ir::DType;
use std::collections::BTreeMap;
use std::fmt::Write;

/// A register's value: one SSA value, or a complex number's real and imaginary parts.
#[derive(Clone, Debug)]
pub(super) enum Val {
    One(String),
    Pair(String, String),
}

impl Val {
    pub(super) fn one(&self) -> &str {
        match self {
            Val::One(v) | Val::Pair(v, _) => v,
        }
    }
}

/// The MLIR element type of a register of `t` (a complex register's parts), `None` where the
/// MLIR code generator does not cover `t`.
pub(super) fn reg_type(t: DType) -> Option<&'static str> {
    Some(match t {
        DType::I1 => "i1",
        DType::I8 | DType::U8 => "i8",
        DType::I16 | DType::U16 => "i16",
        DType::I32 | DType::U32 => "i32",
        DType::I64 | DType::U64 => "i64",
        DType::F32 | DType::C64 => "f32",
        DType::F64 | DType::C128 => "f64",
        _ => return None,
    })
}

/// The element type of a buffer of `t` as the kernel reads it: bools are bytes, a complex
/// number is two floats.
pub(super) fn mem_type(t: DType) -> Option<&'static str> {
    match t {
        DType::I1 => Some("i8"),
        _ => reg_type(t),
    }
}

/// The width of a covered integer type (MLIR's integers are signless: signedness is in the
/// ops chosen).
pub(super) fn int_bits(t: DType) -> u32 {
    match t {
        DType::I1 => 1,
        DType::I8 | DType::U8 => 8,
        DType::I16 | DType::U16 => 16,
        DType::I32 | DType::U32 => 32,
        _ => 64,
    }
}

/// A function body being written.
pub(super) struct Body {
    text: String,
    next: u32,
    depth: usize,
    /// libm functions called, by name, with their MLIR function type.
    pub(super) externs: BTreeMap<String, String>,
}

impl Body {
    pub(super) fn new(depth: usize) -> Body {
        Body {
            text: String::new(),
            next: 0,
            depth,
            externs: BTreeMap::new(),
        }
    }

    pub(super) fn into_text(self) -> String {
        self.text
    }

    /// Writes `line` at the current depth.
    pub(super) fn line(&mut self, line: &str) {
        for _ in 0..self.depth {
            self.text.push_str("  ");
        }
        self.text.push_str(line);
        self.text.push('\n');
    }

    /// Opens a region (the line ends in `{`), writing inside it until [`Body::close`].
    pub(super) fn open(&mut self, line: &str) {
        self.line(line);
        self.depth += 1;
    }

    /// Closes a region and opens the next on one line (`} else {`).
    pub(super) fn reopen(&mut self, line: &str) {
        self.depth -= 1;
        self.line(line);
        self.depth += 1;
    }

    pub(super) fn close(&mut self, line: &str) {
        self.depth -= 1;
        self.line(line);
    }

    /// A fresh SSA name.
    pub(super) fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// Writes `%vN = rhs` and returns `%vN`.
    pub(super) fn val(&mut self, rhs: &str) -> String {
        let v = self.fresh();
        self.line(&format!("{v} = {rhs}"));
        v
    }

    pub(super) fn index(&mut self, n: i64) -> String {
        self.val(&format!("arith.constant {n} : index"))
    }

    /// A constant of MLIR type `ty` written as `lit`.
    pub(super) fn konst(&mut self, lit: &str, ty: &str) -> String {
        // `true` and `false` are i1 attributes already; MLIR rejects a type after them.
        if ty == "i1" && (lit == "true" || lit == "false") {
            return self.val(&format!("arith.constant {lit}"));
        }
        self.val(&format!("arith.constant {lit} : {ty}"))
    }

    /// `op a, b : ty`.
    pub(super) fn bin(&mut self, op: &str, a: &str, b: &str, ty: &str) -> String {
        self.val(&format!("{op} {a}, {b} : {ty}"))
    }

    /// `op a : ty`.
    pub(super) fn un(&mut self, op: &str, a: &str, ty: &str) -> String {
        self.val(&format!("{op} {a} : {ty}"))
    }

    pub(super) fn select(&mut self, p: &str, a: &str, b: &str, ty: &str) -> String {
        self.val(&format!("arith.select {p}, {a}, {b} : {ty}"))
    }

    /// A call of the C library's `name` on `args`, all of type `ty`.
    pub(super) fn libm(&mut self, name: &str, args: &[&str], ty: &str) -> String {
        let params = vec![ty; args.len()].join(", ");
        self.externs
            .insert(name.to_string(), format!("({params}) -> {ty}"));
        self.val(&format!(
            "func.call @{name}({}) : ({params}) -> {ty}",
            args.join(", ")
        ))
    }

    /// The index expression `base + Σ idx[d]·strides[d]` (signed; zero strides skipped).
    pub(super) fn affine(&mut self, base: i64, terms: &[(&str, i64)]) -> String {
        let mut acc = self.index(base);
        for &(idx, stride) in terms {
            if stride == 0 {
                continue;
            }
            let s = self.index(stride);
            let t = self.bin("arith.muli", idx, &s, "index");
            acc = self.bin("arith.addi", &acc, &t, "index");
        }
        acc
    }
}

/// A float literal that MLIR reads back exactly: the bit pattern in hexadecimal.
pub(super) fn float_bits(t: &str, x: f64) -> String {
    if t == "f32" {
        format!("0x{:08X}", (x as f32).to_bits())
    } else {
        format!("0x{:016X}", x.to_bits())
    }
}

/// Writes the external declarations a kernel's calls need.
pub(super) fn declarations(externs: &BTreeMap<String, String>) -> String {
    let mut s = String::new();
    for (name, ty) in externs {
        let _ = writeln!(s, "  func.func private @{name}{ty}");
    }
    s
}
