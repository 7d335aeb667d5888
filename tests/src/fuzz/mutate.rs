//! Structure-aware mutations of program text: each one changes a piece of the program that
//! means something — an integer in an attribute, a dimension or dtype of a tensor type (at one
//! place or everywhere the type occurs, so the program can still verify), a list of dimension
//! numbers, a keyword (comparison direction, FFT type, a boolean), an op name, an operand, a
//! float literal, or swaps values between two attributes. Byte-level mutations mostly stop at
//! the parser; these are meant to reach the verifier, the interpreter, the passes, the
//! backends and AD with programs that are almost right.
//!
//! The scanners below work on the text's tokens (they do not parse): a mutation that breaks the
//! syntax is just a parser error, counted by the harness and otherwise harmless.

use super::XorShift;
use std::ops::Range;

/// A mutated program and what was done to it (one line per mutation, for failure reports).
#[derive(Clone, Debug)]
pub struct Mutant {
    pub text: String,
    pub desc: Vec<String>,
}

/// Applies one to three random mutations to `text`.
pub fn mutate(text: &str, rng: &mut XorShift) -> Mutant {
    let mut text = text.to_string();
    let mut desc = Vec::new();
    let count = 1 + rng.below(3);
    for _ in 0..count {
        // Not every kind applies to every program (no float literal, no list…): retry a few
        // times with other kinds.
        for _ in 0..8 {
            if let Some((new, d)) = mutate_once(&text, rng) {
                text = new;
                desc.push(d);
                break;
            }
        }
    }
    Mutant { text, desc }
}

fn mutate_once(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    // Weights: shapes and integers are where most absurd attributes come from.
    match rng.below(20) {
        0..=3 => mutate_integer(text, rng),
        4..=7 => mutate_type(text, rng),
        8 => retype_everywhere(text, rng),
        9..=11 => mutate_list(text, rng),
        12 | 13 => swap_keyword(text, rng),
        14 => swap_attribute_values(text, rng),
        15 | 16 => swap_op_name(text, rng),
        17 => swap_operand(text, rng),
        18 => mutate_float(text, rng),
        // Mostly parser errors (redefinitions, dangling uses): rarely.
        _ if rng.one_in(3) => edit_line(text, rng),
        _ => mutate_type(text, rng),
    }
}

fn splice(text: &str, at: Range<usize>, with: &str) -> String {
    let mut out = String::with_capacity(text.len() + with.len());
    out.push_str(&text[..at.start]);
    out.push_str(with);
    out.push_str(&text[at.end..]);
    out
}

/// 1-based line of byte `at`, for descriptions.
fn line_of(text: &str, at: usize) -> usize {
    1 + text[..at].bytes().filter(|&b| b == b'\n').count()
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'%' | b'#' | b'@' | b'$' | b'.')
}

/// Values that break assumptions: empty, unit, off by one, negative, and sizes whose
/// products or byte counts overflow.
fn interesting_integer(old: i128, rng: &mut XorShift) -> i128 {
    match rng.below(16) {
        0 => 0,
        1 => 1,
        2 => -1,
        3 => 2,
        4 => old + 1,
        5 => old - 1,
        6 => old * 2,
        7 => -old,
        8 => 1 << (rng.below(64) as u32),
        9 => i64::MAX as i128,
        10 => i64::MIN as i128,
        11 => (1 << 31) + rng.below(3) as i128 - 1,
        12 => (1 << 32) + rng.below(3) as i128 - 1,
        13 => (1 << 48) + rng.below(3) as i128 - 1,
        14 => 1 << 62,
        _ => rng.below(8) as i128,
    }
}

/// Byte ranges of integer literals (an optional `-` and digits) that are not part of a name
/// (`%arg0`, `f32`, `%1#2`) or of a float (`1.5e+03`). Digits in a tensor type's dimensions
/// (`tensor<4x5xf32>`) count.
fn integer_spans(text: &str) -> Vec<Range<usize>> {
    let b = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let prev = if start > 0 { b[start - 1] } else { b' ' };
        // `4x5x`: a dimension follows an `x` that follows a digit.
        let dim_after_x = prev == b'x' && start >= 2 && b[start - 2].is_ascii_digit();
        let in_name = is_word(prev) && !dim_after_x;
        let float_part = i < b.len() && (b[i] == b'.' || b[i] == b'e' || b[i] == b'E');
        if in_name || float_part {
            continue;
        }
        let signed = prev == b'-' && !(start >= 2 && matches!(b[start - 2], b'e' | b'E'));
        spans.push(if signed { start - 1..i } else { start..i });
    }
    spans
}

fn mutate_integer(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let spans = integer_spans(text);
    if spans.is_empty() {
        return None;
    }
    let span = rng.pick(&spans).clone();
    let old: i128 = text[span.clone()].parse().ok()?;
    let new = interesting_integer(old, rng);
    let mut with = new.to_string();
    // A negative number right after a dimension's `x` would read as a name; keep the text
    // tokenisable most of the time by dropping the sign there.
    if new < 0 && span.start > 0 && text.as_bytes()[span.start - 1] == b'x' {
        with = new.unsigned_abs().to_string();
    }
    Some((
        splice(text, span.clone(), &with),
        format!(
            "integer {} at line {} -> {with}",
            &text[span.clone()],
            line_of(text, span.start)
        ),
    ))
}

/// A parsed `tensor<…>` type: its byte range, dimensions and element type text.
struct TypeSpan {
    range: Range<usize>,
    dims: Vec<String>,
    dtype: String,
}

impl TypeSpan {
    fn render(&self) -> String {
        let mut s = String::from("tensor<");
        for d in &self.dims {
            s.push_str(d);
            s.push('x');
        }
        s.push_str(&self.dtype);
        s.push('>');
        s
    }
}

/// Every `tensor<…>` in the text (nested `<>` of `complex<f32>` included).
fn tensor_types(text: &str) -> Vec<TypeSpan> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(pos) = text[from..].find("tensor<") {
        let start = from + pos;
        let inner = start + "tensor<".len();
        from = inner;
        let mut depth = 1;
        let mut end = None;
        for (k, c) in text[inner..].char_indices() {
            match c {
                '<' => depth += 1,
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(inner + k);
                        break;
                    }
                }
                '\n' => break,
                _ => {}
            }
        }
        let Some(end) = end else { continue };
        let body = &text[inner..end];
        let mut dims = Vec::new();
        let mut rest = body;
        while let Some(x) = rest.find('x') {
            let d = &rest[..x];
            if d.is_empty() || !d.bytes().all(|b| b.is_ascii_digit()) {
                break;
            }
            dims.push(d.to_string());
            rest = &rest[x + 1..];
        }
        out.push(TypeSpan {
            range: start..end + 1,
            dims,
            dtype: rest.to_string(),
        });
    }
    out
}

const DTYPES: &[&str] = &[
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "ui8",
    "ui16",
    "ui32",
    "ui64",
    "f32",
    "f64",
    "complex<f32>",
    "complex<f64>",
];

/// A new dimension: mostly small (empty, unit, off by one), sometimes large enough that the
/// memory budget or the parser's size limit must step in.
fn interesting_dim(old: &str, rng: &mut XorShift) -> String {
    let n: u64 = old.parse().unwrap_or(1);
    match rng.below(16) {
        0 | 1 => "0".into(),
        2 | 3 => "1".into(),
        4 => (n + 1).to_string(),
        5 => n.saturating_sub(1).to_string(),
        6 => (2 * n).to_string(),
        7 => (1u64 << (16 + rng.below(16))).to_string(),
        8 => ((1u64 << 31) - 1).to_string(),
        9 => (1u64 << (31 + rng.below(33))).to_string(),
        _ => (2 + rng.below(6)).to_string(),
    }
}

/// A splat literal of the element type `dtype` (as written in a tensor type).
fn splat_literal(dtype: &str, rng: &mut XorShift) -> &'static str {
    let options: &[&'static str] = match dtype {
        "i1" => &["true", "false"],
        d if d.starts_with("complex") => &["(1.500000e+00,-2.000000e+00)", "(0.0,0.0)"],
        d if d.starts_with('f') || d.starts_with("bf") => {
            &["5.000000e-01", "-3.000000e+00", "0.000000e+00"]
        }
        _ => &["0", "1", "2", "-1", "7"],
    };
    options[rng.below(options.len())]
}

/// Replaces the literal of every `dense<…> : T` whose type `T` is in `types` by a splat of
/// that element type, so that a constant still parses after its type changed.
fn resplat(text: &str, types: &[String], rng: &mut XorShift) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    let mut from = 0;
    while let Some(pos) = text[from..].find("dense<") {
        let open = from + pos + "dense<".len();
        from = open;
        let mut depth = 1;
        let Some(close) = text[open..].char_indices().find_map(|(k, c)| {
            match c {
                '<' => depth += 1,
                '>' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(open + k)
        }) else {
            break;
        };
        let after = &text[close + 1..];
        let Some(ty) = types.iter().find(|t| {
            after
                .strip_prefix(" : ")
                .is_some_and(|rest| rest.starts_with(t.as_str()))
        }) else {
            continue;
        };
        let dtype = tensor_types(ty)
            .first()
            .map(|t| t.dtype.clone())
            .unwrap_or_default();
        out.push_str(&text[last..open]);
        out.push_str(splat_literal(&dtype, rng));
        last = close;
        from = close;
    }
    out.push_str(&text[last..]);
    out
}

/// Changes one tensor type (a dimension set, removed, duplicated or added; two swapped; the
/// dtype changed), at that place only or at every occurrence of the same type.
fn mutate_type(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let types = tensor_types(text);
    if types.is_empty() {
        return None;
    }
    let t = &types[rng.below(types.len())];
    let old = &text[t.range.clone()];
    let mut new = TypeSpan {
        range: t.range.clone(),
        dims: t.dims.clone(),
        dtype: t.dtype.clone(),
    };
    let rank = new.dims.len();
    match rng.below(6) {
        0 | 1 if rank > 0 => {
            let k = rng.below(rank);
            new.dims[k] = interesting_dim(&new.dims[k], rng);
        }
        2 if rank > 0 => {
            new.dims.remove(rng.below(rank));
        }
        3 if rank > 0 => {
            let k = rng.below(rank);
            let d = new.dims[k].clone();
            new.dims.insert(k, d);
        }
        4 if rank > 1 => {
            let (a, b) = (rng.below(rank), rng.below(rank));
            new.dims.swap(a, b);
        }
        5 => new.dtype = rng.pick(DTYPES).to_string(),
        _ => {
            let at = rng.below(rank + 1);
            new.dims.insert(at, interesting_dim("1", rng));
        }
    }
    let with = new.render();
    if rng.one_in(6) {
        Some((
            splice(text, t.range.clone(), &with),
            format!(
                "type {old} at line {} -> {with}",
                line_of(text, t.range.start)
            ),
        ))
    } else {
        let replaced = text.replace(old, &with);
        Some((
            resplat(&replaced, std::slice::from_ref(&with), rng),
            format!("type {old} -> {with} everywhere"),
        ))
    }
}

/// Replaces one element type by another in every tensor type of the program.
fn retype_everywhere(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let types = tensor_types(text);
    if types.is_empty() {
        return None;
    }
    let from = types[rng.below(types.len())].dtype.clone();
    let to = rng.pick(DTYPES).to_string();
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    let mut changed = Vec::new();
    for t in types.iter().filter(|t| t.dtype == from) {
        out.push_str(&text[last..t.range.start]);
        let new = TypeSpan {
            range: t.range.clone(),
            dims: t.dims.clone(),
            dtype: to.clone(),
        }
        .render();
        out.push_str(&new);
        changed.push(new);
        last = t.range.end;
    }
    out.push_str(&text[last..]);
    changed.sort();
    changed.dedup();
    Some((
        resplat(&out, &changed, rng),
        format!("element type {from} -> {to} everywhere"),
    ))
}

/// Ranges of the contents of integer lists: `[0, 1]`, `array<i64: 1, 2>`, `dense<[1, 2]>`.
fn list_spans(text: &str) -> Vec<Range<usize>> {
    let b = text.as_bytes();
    let mut spans = Vec::new();
    let ok = |s: &str| {
        s.bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'-' | b',' | b' '))
    };
    for (i, &c) in b.iter().enumerate() {
        let open = if c == b'[' {
            Some(i + 1)
        } else if text[i..].starts_with("array<i64:") {
            Some(i + "array<i64:".len())
        } else {
            None
        };
        let Some(start) = open else { continue };
        let close = if c == b'[' { ']' } else { '>' };
        let Some(len) = text[start..].find(close) else {
            continue;
        };
        if ok(&text[start..start + len]) {
            spans.push(start..start + len);
        }
    }
    spans
}

fn mutate_list(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let spans = list_spans(text);
    if spans.is_empty() {
        return None;
    }
    let span = rng.pick(&spans).clone();
    let mut items: Vec<String> = text[span.clone()]
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    let n = items.len();
    let what = match rng.below(8) {
        0 if n > 0 => {
            items.remove(rng.below(n));
            "removed an element"
        }
        1 if n > 0 => {
            let k = rng.below(n);
            items.insert(k, items[k].clone());
            "duplicated an element"
        }
        2 => {
            items.push(rng.below(n + 2).to_string());
            "appended an element"
        }
        3 if n > 1 => {
            items.reverse();
            "reversed"
        }
        4 if n > 1 => {
            let k = rng.below(n - 1);
            items.swap(k, k + 1);
            "swapped two elements"
        }
        5 if n > 0 => {
            let k = rng.below(n);
            let old: i128 = items[k].parse().unwrap_or(0);
            items[k] = interesting_integer(old, rng).to_string();
            "changed an element"
        }
        6 => {
            items.clear();
            "emptied"
        }
        _ => {
            items.push(n.to_string());
            "appended its length"
        }
    };
    let with = if text[..span.start].ends_with(':') {
        format!(" {}", items.join(", "))
    } else {
        items.join(", ")
    };
    Some((
        splice(text, span.clone(), &with),
        format!(
            "list [{}] at line {} {what}: [{}]",
            text[span.clone()].trim(),
            line_of(text, span.start),
            with.trim()
        ),
    ))
}

/// Keywords that stand for one of a few values.
const KEYWORD_SETS: &[&[&str]] = &[
    &["EQ", "NE", "LT", "LE", "GT", "GE"],
    &["SIGNED", "UNSIGNED", "FLOAT", "TOTALORDER"],
    &["FFT", "IFFT", "RFFT", "IRFFT"],
    &["true", "false"],
    &["DEFAULT", "HIGH", "HIGHEST"],
    // reduce_precision formats (exponent and mantissa bits), the degenerate ones included.
    &[
        "e5m10", "e8m7", "e8m23", "e11m52", "e5m4", "e0m0", "e1m0", "e31m63", "e255m255",
    ],
];

/// Whole-word occurrences of `word`.
fn word_spans(text: &str, word: &str) -> Vec<Range<usize>> {
    let b = text.as_bytes();
    text.match_indices(word)
        .map(|(i, _)| i..i + word.len())
        .filter(|r| {
            (r.start == 0 || !is_word(b[r.start - 1])) && (r.end == b.len() || !is_word(b[r.end]))
        })
        .collect()
}

fn swap_keyword(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let mut found = Vec::new();
    for set in KEYWORD_SETS {
        for w in *set {
            for r in word_spans(text, w) {
                found.push((r, *set));
            }
        }
    }
    if found.is_empty() {
        return None;
    }
    let (r, set) = found.swap_remove(rng.below(found.len()));
    let with = rng.pick(set);
    Some((
        splice(text, r.clone(), with),
        format!(
            "keyword {} at line {} -> {with}",
            &text[r.clone()],
            line_of(text, r.start)
        ),
    ))
}

/// `name = value` where value is a number, an integer list or `array<…>`: (name, value range).
fn attribute_values(text: &str) -> Vec<(String, Range<usize>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for (i, _) in text.match_indices(" = ") {
        let name_start = text[..i]
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |k| k + 1);
        let name = &text[name_start..i];
        if name.is_empty() || b[name_start - 1] == b'%' || name.as_bytes()[0].is_ascii_digit() {
            continue;
        }
        let v = i + 3;
        let end = if text[v..].starts_with('[') {
            text[v..].find(']').map(|k| v + k + 1)
        } else if text[v..].starts_with("array<") {
            text[v..].find('>').map(|k| v + k + 1)
        } else {
            let len = text[v..]
                .find(|c: char| !(c.is_ascii_digit() || c == '-'))
                .unwrap_or(text.len() - v);
            (len > 0).then_some(v + len)
        };
        if let Some(end) = end {
            out.push((name.to_string(), v..end));
        }
    }
    out
}

/// Exchanges the values of two attributes (of the same name when there are two).
fn swap_attribute_values(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let attrs = attribute_values(text);
    if attrs.len() < 2 {
        return None;
    }
    let a = rng.below(attrs.len());
    let same: Vec<usize> = (0..attrs.len())
        .filter(|&k| k != a && attrs[k].0 == attrs[a].0)
        .collect();
    let b = if !same.is_empty() && !rng.one_in(3) {
        *rng.pick(&same)
    } else {
        (a + 1 + rng.below(attrs.len() - 1)) % attrs.len()
    };
    let (first, second) = if attrs[a].1.start < attrs[b].1.start {
        (&attrs[a], &attrs[b])
    } else {
        (&attrs[b], &attrs[a])
    };
    if first.1.end > second.1.start {
        return None;
    }
    let (va, vb) = (&text[first.1.clone()], &text[second.1.clone()]);
    let out = format!(
        "{}{vb}{}{va}{}",
        &text[..first.1.start],
        &text[first.1.end..second.1.start],
        &text[second.1.end..]
    );
    Some((
        out,
        format!(
            "swapped {} = {va} (line {}) with {} = {vb} (line {})",
            first.0,
            line_of(text, first.1.start),
            second.0,
            line_of(text, second.1.start)
        ),
    ))
}

/// Ops that are spelled alike and can stand in for each other textually.
const OP_CLASSES: &[&[&str]] = &[
    &[
        "stablehlo.abs",
        "stablehlo.negate",
        "stablehlo.sign",
        "stablehlo.exponential",
        "stablehlo.exponential_minus_one",
        "stablehlo.log",
        "stablehlo.log_plus_one",
        "stablehlo.sqrt",
        "stablehlo.rsqrt",
        "stablehlo.cbrt",
        "stablehlo.sine",
        "stablehlo.cosine",
        "stablehlo.tan",
        "stablehlo.tanh",
        "stablehlo.logistic",
        "stablehlo.floor",
        "stablehlo.ceil",
        "stablehlo.round_nearest_even",
        "stablehlo.round_nearest_afz",
        "stablehlo.not",
        "stablehlo.popcnt",
        "stablehlo.count_leading_zeros",
    ],
    &[
        "chlo.square",
        "chlo.erf",
        "chlo.erfc",
        "chlo.erf_inv",
        "chlo.lgamma",
        "chlo.digamma",
        "chlo.asin",
        "chlo.acos",
        "chlo.atan",
        "chlo.asinh",
        "chlo.acosh",
        "chlo.atanh",
        "chlo.sinh",
        "chlo.cosh",
        "chlo.bessel_i1e",
    ],
    &[
        "stablehlo.add",
        "stablehlo.subtract",
        "stablehlo.multiply",
        "stablehlo.divide",
        "stablehlo.remainder",
        "stablehlo.power",
        "stablehlo.maximum",
        "stablehlo.minimum",
        "stablehlo.atan2",
        "stablehlo.and",
        "stablehlo.or",
        "stablehlo.xor",
        "stablehlo.shift_left",
        "stablehlo.shift_right_arithmetic",
        "stablehlo.shift_right_logical",
        "chlo.next_after",
    ],
    &[
        "stablehlo.real",
        "stablehlo.imag",
        "stablehlo.is_finite",
        "stablehlo.convert",
        "stablehlo.bitcast_convert",
    ],
];

fn swap_op_name(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let mut found = Vec::new();
    for class in OP_CLASSES {
        for name in *class {
            // Whole words: `stablehlo.add` must not match the start of `stablehlo.add_any`.
            for r in word_spans(text, name) {
                found.push((r, *class));
            }
        }
    }
    if found.is_empty() {
        return None;
    }
    let (r, class) = found.swap_remove(rng.below(found.len()));
    let with = rng.pick(class);
    Some((
        splice(text, r.clone(), with),
        format!(
            "op {} at line {} -> {with}",
            &text[r.clone()],
            line_of(text, r.start)
        ),
    ))
}

/// `%name` tokens: their ranges (the `#k` of a multi-result use excluded).
fn value_names(text: &str) -> Vec<Range<usize>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for (i, _) in text.match_indices('%') {
        let end = text[i + 1..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(text.len(), |k| i + 1 + k);
        if end > i + 1 && (i == 0 || !is_word(b[i - 1])) {
            out.push(i..end);
        }
    }
    out
}

/// Replaces one use of a value by another value of the program (a definition is left alone).
fn swap_operand(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let names = value_names(text);
    let uses: Vec<&Range<usize>> = names
        .iter()
        .filter(|r| {
            let after = &text[r.end..];
            !(after.starts_with(" =") || after.starts_with(':') || after.starts_with(" :"))
        })
        .collect();
    if uses.is_empty() {
        return None;
    }
    let r = uses[rng.below(uses.len())].clone();
    let other = names[rng.below(names.len())].clone();
    let with = text[other].to_string();
    Some((
        splice(text, r.clone(), &with),
        format!(
            "operand {} at line {} -> {with}",
            &text[r.clone()],
            line_of(text, r.start)
        ),
    ))
}

/// Float literals `1.5`, `-2.0e+03`, `5.000000e-01`.
fn float_spans(text: &str) -> Vec<Range<usize>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !(b[i].is_ascii_digit() && (i == 0 || !is_word(b[i - 1]) || b[i - 1] == b'-')) {
            i += 1;
            continue;
        }
        let start = if i > 0 && b[i - 1] == b'-' { i - 1 } else { i };
        let mut j = i;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        if j < b.len() && b[j] == b'.' {
            j += 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            if j < b.len() && (b[j] == b'e' || b[j] == b'E') {
                j += 1;
                if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
                    j += 1;
                }
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
            }
            out.push(start..j);
        }
        i = j.max(i + 1);
    }
    out
}

fn mutate_float(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let spans = float_spans(text);
    if spans.is_empty() {
        return None;
    }
    let r = rng.pick(&spans).clone();
    let with = *rng.pick(&[
        "0.0",
        "-0.0",
        "1.0",
        "-1.0",
        "1.000000e+308",
        "-1.000000e+308",
        "1.000000e-320",
        "1.000000e+39",
        "0x7FC00000",
        "0x7F800000",
        "0xFFF0000000000000",
        "4.294967296e+09",
        "-9.3e+18",
    ]);
    Some((
        splice(text, r.clone(), with),
        format!(
            "float {} at line {} -> {with}",
            &text[r.clone()],
            line_of(text, r.start)
        ),
    ))
}

/// Deletes or duplicates one line.
fn edit_line(text: &str, rng: &mut XorShift) -> Option<(String, String)> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    if lines.len() < 3 {
        return None;
    }
    let k = 1 + rng.below(lines.len() - 2);
    let mut out = String::with_capacity(text.len() + lines[k].len());
    let dup = rng.one_in(2);
    for (i, l) in lines.iter().enumerate() {
        if i != k || dup {
            out.push_str(l);
        }
        if i == k && dup {
            out.push_str(l);
        }
    }
    let what = if dup { "duplicated" } else { "deleted" };
    Some((out, format!("line {} {what}", k + 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scanners_find_the_tokens() {
        let t = "%0 = stablehlo.pad %arg0, %c, low = [1, -2], high = [0, 0], interior = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x10xcomplex<f32>>";
        let ints: Vec<&str> = integer_spans(t).into_iter().map(|r| &t[r]).collect();
        assert_eq!(
            ints,
            ["1", "-2", "0", "0", "0", "1", "4", "5", "4", "10"],
            "{ints:?}"
        );
        let types = tensor_types(t);
        assert_eq!(types.len(), 3);
        assert_eq!(types[0].dims, ["4", "5"]);
        assert_eq!(types[2].dtype, "complex<f32>");
        assert_eq!(types[2].render(), "tensor<4x10xcomplex<f32>>");
        let lists: Vec<&str> = list_spans(t).into_iter().map(|r| &t[r]).collect();
        assert_eq!(lists, ["1, -2", "0, 0", "0, 1"]);
        let attrs: Vec<String> = attribute_values(t).into_iter().map(|a| a.0).collect();
        assert_eq!(attrs, ["low", "high", "interior"]);
        let floats = "dense<[1.5, -2.0e+03]> : tensor<2xf32> %x5 1";
        let f: Vec<&str> = float_spans(floats)
            .into_iter()
            .map(|r| &floats[r])
            .collect();
        assert_eq!(f, ["1.5", "-2.0e+03"]);
    }
}
