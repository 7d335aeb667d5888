//! Character-level cursor over IR text: trivia skipping (whitespace, `//` comments, `loc(...)`
//! locations), positions as line:col, and the lexical pieces the parser is built from.
//!
//! The cursor works on bytes but only ever stops at ASCII bytes or whole characters, so every
//! slice it takes lies on a char boundary; slices still go through `get` so that a bug here
//! becomes an error, not a panic.

use crate::diag::Diagnostic;
use crate::func::Loc;

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// How deep brackets, regions and literals may nest before we refuse the input; well below
/// what the (recursive) parser can take on a 2 MiB test-thread stack.
const MAX_DEPTH: u32 = 64;

pub(crate) struct Cursor<'a> {
    pub src: &'a str,
    bytes: &'a [u8],
    pub pos: usize,
    line_starts: Vec<usize>,
    first_line: u32,
    depth: u32,
    /// Whether `?` dimensions are read (as [`super::refine::DYN`]): only while refining a
    /// program for given argument types (`parse_module_for`).
    pub dynamic: bool,
}

pub(crate) fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

/// Characters of MLIR bare identifiers after the first (`stablehlo.add`, `f8E4M3`).
pub(crate) fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$'
}

/// Characters that print as nothing (or as a plain space) and so cannot be quoted usefully.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2060}'..='\u{2064}' | '\u{feff}' | '\u{ad}')
}

/// `the invisible character U+FEFF (byte-order mark)`.
fn describe_invisible(c: char) -> String {
    let name = match c {
        '\u{feff}' => " (byte-order mark)",
        '\u{a0}' => " (no-break space)",
        '\u{200b}' => " (zero-width space)",
        '\0' => " (NUL)",
        _ => "",
    };
    format!("the invisible character U+{:04X}{name}", c as u32)
}

/// Characters of SSA value names after `%` (`%0`, `%arg0`, `%cst_1`).
fn is_value_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str, first_line: u32) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(
            src.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        Cursor {
            src,
            bytes: src.as_bytes(),
            pos: 0,
            line_starts,
            first_line,
            depth: 0,
            dynamic: false,
        }
    }

    /// The 1-based line:col of a byte offset (columns count characters).
    pub fn loc_at(&self, pos: usize) -> Loc {
        let idx = match self.line_starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = self.line_starts.get(idx).copied().unwrap_or(0);
        let col = self
            .src
            .get(start..pos)
            .map_or(pos - start, |s| s.chars().count());
        Loc {
            line: (idx as u32).saturating_add(self.first_line),
            col: col as u32 + 1,
        }
    }

    pub fn err_at(&self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(msg).at(Some(self.loc_at(pos)))
    }

    /// An error at the next token.
    pub fn err(&mut self, msg: impl Into<String>) -> Diagnostic {
        self.skip_trivia();
        self.err_at(self.pos, msg)
    }

    pub fn slice(&self, from: usize, to: usize) -> &'a str {
        self.src.get(from..to).unwrap_or("")
    }

    pub fn at_eof(&mut self) -> bool {
        self.skip_trivia();
        self.pos >= self.bytes.len()
    }

    /// The next byte after trivia.
    pub fn peek(&mut self) -> Option<u8> {
        self.skip_trivia();
        self.bytes.get(self.pos).copied()
    }

    /// The byte `n` places after the current position (no trivia skipping).
    pub fn peek_raw(&self, n: usize) -> Option<u8> {
        self.bytes.get(self.pos + n).copied()
    }

    pub fn rest(&self) -> &'a str {
        self.src.get(self.pos..).unwrap_or("")
    }

    /// Skips whitespace, `// comments` and `loc(...)` locations, which carry nothing we keep.
    pub fn skip_trivia(&mut self) {
        loop {
            let start = self.pos;
            while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if self.rest().starts_with("//") {
                while self.pos < self.bytes.len() && self.bytes[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else if self.rest().starts_with("loc(") && !self.follows_ident_char() {
                self.pos += 4;
                // An unbalanced `loc(` runs to the end of input; the next token is then EOF.
                if self.skip_balanced().is_err() {
                    self.pos = self.bytes.len();
                }
            }
            if self.pos == start {
                return;
            }
        }
    }

    fn follows_ident_char(&self) -> bool {
        self.pos
            .checked_sub(1)
            .and_then(|p| self.bytes.get(p))
            .is_some_and(|&b| is_value_char(b))
    }

    /// A short description of the next token for "found '...'" in messages.
    pub fn describe_next(&mut self) -> String {
        self.skip_trivia();
        let rest = self.rest();
        let Some(&b) = self.bytes.get(self.pos) else {
            return "end of input".to_string();
        };
        let len = if is_ident_start(b) || b.is_ascii_digit() {
            rest.bytes().take_while(|&c| is_ident_char(c)).count()
        } else if b == b'%' || b == b'@' || b == b'^' || b == b'#' || b == b'!' {
            1 + rest
                .bytes()
                .skip(1)
                .take_while(|&c| is_value_char(c) || c == b'#')
                .count()
        } else if b == b'-' && rest.starts_with("->") {
            2
        } else {
            match rest.chars().next() {
                Some(c) if is_invisible(c) => return describe_invisible(c),
                c => c.map_or(1, char::len_utf8),
            }
        };
        let tok: String = rest.get(..len).unwrap_or(rest).chars().take(30).collect();
        format!("'{tok}'")
    }

    /// Runs `f` one nesting level deeper, refusing input nested beyond `MAX_DEPTH`.
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.enter()?;
        let r = f(self);
        self.leave();
        r
    }

    /// Goes one nesting level deeper; pair with `leave`.
    pub fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            return Err(self.err(format!("nesting deeper than {MAX_DEPTH} levels")));
        }
        self.depth += 1;
        Ok(())
    }

    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Skips whitespace only (not comments or locations).
    pub fn skip_spaces(&mut self) {
        while self
            .bytes
            .get(self.pos)
            .is_some_and(|b| b.is_ascii_whitespace())
        {
            self.pos += 1;
        }
    }

    /// Consumes punctuation `s` if it comes next.
    pub fn eat(&mut self, s: &str) -> bool {
        self.skip_trivia();
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Consumes the whole identifier `kw` if it comes next.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        self.skip_trivia();
        let rest = self.rest();
        if rest.starts_with(kw)
            && !rest
                .as_bytes()
                .get(kw.len())
                .is_some_and(|&b| is_ident_char(b))
        {
            self.pos += kw.len();
            true
        } else {
            false
        }
    }

    /// Consumes `s` or fails with "expected 's' {context}, found '...'".
    pub fn expect(&mut self, s: &str, context: &str) -> PResult<()> {
        if self.eat(s) {
            return Ok(());
        }
        let found = self.describe_next();
        Err(self.err(format!("expected '{s}' {context}, found {found}")))
    }

    pub fn expect_keyword(&mut self, kw: &str, context: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            return Ok(());
        }
        let found = self.describe_next();
        Err(self.err(format!("expected '{kw}' {context}, found {found}")))
    }

    /// A bare identifier (`stablehlo.add`, `tensor`, `GT`), if one comes next.
    pub fn ident(&mut self) -> Option<&'a str> {
        self.skip_trivia();
        if !self.bytes.get(self.pos).is_some_and(|&b| is_ident_start(b)) {
            return None;
        }
        let start = self.pos;
        while self.bytes.get(self.pos).is_some_and(|&b| is_ident_char(b)) {
            self.pos += 1;
        }
        Some(self.slice(start, self.pos))
    }

    pub fn expect_ident(&mut self, context: &str) -> PResult<&'a str> {
        if let Some(id) = self.ident() {
            return Ok(id);
        }
        let found = self.describe_next();
        Err(self.err(format!("expected identifier {context}, found {found}")))
    }

    /// The name after a sigil (`%`, `^`, `#`): letters, digits and `_ . $ -`.
    pub fn suffix_id(&mut self) -> &'a str {
        let start = self.pos;
        while self.bytes.get(self.pos).is_some_and(|&b| is_value_char(b)) {
            self.pos += 1;
        }
        self.slice(start, self.pos)
    }

    /// `@name` or `@"name"`.
    pub fn symbol(&mut self, context: &str) -> PResult<&'a str> {
        self.expect("@", context)?;
        if self.bytes.get(self.pos) == Some(&b'"') {
            return self.string_lit();
        }
        let name = self.suffix_id();
        if name.is_empty() {
            return Err(self.err_at(
                self.pos,
                format!("expected symbol name after '@' {context}"),
            ));
        }
        Ok(name)
    }

    /// A quoted string; returns its contents without the quotes, escapes as written
    /// ([`unescape`] decodes them where the text matters: warnings, probe ids).
    pub fn string_lit(&mut self) -> PResult<&'a str> {
        self.skip_trivia();
        let open = self.pos;
        if self.bytes.get(self.pos) != Some(&b'"') {
            let found = self.describe_next();
            return Err(self.err(format!("expected string, found {found}")));
        }
        self.pos += 1;
        let start = self.pos;
        loop {
            match self.bytes.get(self.pos) {
                None | Some(b'\n') => {
                    self.pos = self.pos.min(self.bytes.len());
                    return Err(self.err_at(open, "unterminated string"));
                }
                Some(b'\\') => self.pos += 2,
                Some(b'"') => break,
                Some(_) => self.pos += 1,
            }
        }
        let s = self.slice(start, self.pos.min(self.bytes.len()));
        self.pos += 1;
        Ok(s)
    }

    /// The text of a number: `-12`, `1.5e-3`, `0x7FC00000`. Signs, digits, `.`, exponents.
    pub fn number_text(&mut self) -> Option<(&'a str, usize)> {
        self.skip_trivia();
        let start = self.pos;
        let mut p = self.pos;
        let at = |p: usize| self.bytes.get(p).copied();
        if at(p) == Some(b'-') {
            p += 1;
        }
        if !at(p).is_some_and(|b| b.is_ascii_digit()) {
            return None;
        }
        if at(p) == Some(b'0') && at(p + 1) == Some(b'x') {
            p += 2;
            while at(p).is_some_and(|b| b.is_ascii_hexdigit()) {
                p += 1;
            }
        } else {
            while at(p).is_some_and(|b| b.is_ascii_digit()) {
                p += 1;
            }
            if at(p) == Some(b'.') {
                p += 1;
                while at(p).is_some_and(|b| b.is_ascii_digit()) {
                    p += 1;
                }
            }
            if matches!(at(p), Some(b'e' | b'E')) {
                let mut q = p + 1;
                if matches!(at(q), Some(b'+' | b'-')) {
                    q += 1;
                }
                if at(q).is_some_and(|b| b.is_ascii_digit()) {
                    while at(q).is_some_and(|b| b.is_ascii_digit()) {
                        q += 1;
                    }
                    p = q;
                }
            }
        }
        self.pos = p;
        Some((self.slice(start, p), start))
    }

    /// A (possibly negative) decimal integer that fits in an i64.
    pub fn int(&mut self, context: &str) -> PResult<i64> {
        match self.number_text() {
            Some((text, pos)) => text.parse::<i64>().map_err(|_| {
                self.err_at(pos, format!("expected integer {context}, found '{text}'"))
            }),
            None => {
                let found = self.describe_next();
                Err(self.err(format!("expected integer {context}, found {found}")))
            }
        }
    }

    /// A non-negative integer usable as a dimension or index.
    pub fn usize(&mut self, context: &str) -> PResult<usize> {
        self.skip_trivia();
        let pos = self.pos;
        let v = self.int(context)?;
        usize::try_from(v).map_err(|_| {
            self.err_at(
                pos,
                format!("expected non-negative integer {context}, found {v}"),
            )
        })
    }

    /// Skips one balanced group starting at an opening bracket just consumed (`(`, `[`, `{`,
    /// `<`), honouring strings and `->`. Used for attributes and locations we ignore.
    pub fn skip_balanced(&mut self) -> PResult<()> {
        let open = self.pos.saturating_sub(1);
        let mut stack: Vec<u8> = vec![self.bytes.get(open).copied().unwrap_or(b'(')];
        while let Some(&b) = self.bytes.get(self.pos) {
            match b {
                b'"' => {
                    self.string_lit()?;
                    continue;
                }
                b'-' if self.peek_raw(1) == Some(b'>') => self.pos += 1,
                b'(' | b'[' | b'{' | b'<' => {
                    if stack.len() as u32 >= MAX_DEPTH {
                        return Err(self
                            .err_at(self.pos, format!("nesting deeper than {MAX_DEPTH} levels")));
                    }
                    stack.push(b);
                }
                b')' | b']' | b'}' | b'>' => {
                    let want = match stack.last() {
                        Some(b'(') => b')',
                        Some(b'[') => b']',
                        Some(b'{') => b'}',
                        _ => b'>',
                    };
                    if b != want {
                        return Err(self.err_at(self.pos, format!("unbalanced '{}'", b as char)));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        self.pos += 1;
                        return Ok(());
                    }
                }
                _ => {}
            }
            self.pos += 1;
        }
        Err(self.err_at(open, "unclosed bracket"))
    }
}

/// The text a string literal's contents (between the quotes, as written) stand for:
/// MLIR's escapes `\\`, `\"`, `\n`, `\t` and `\XX` (a byte in hex, as MLIR prints every
/// byte outside printable ASCII), bytes that are not UTF-8 replaced.
pub fn unescape(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        i += 1;
        if b != b'\\' {
            out.push(b);
            continue;
        }
        let hex = |k: usize| bytes.get(k).and_then(|&c| (c as char).to_digit(16));
        match (bytes.get(i), hex(i), hex(i + 1)) {
            (_, Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 2;
            }
            (Some(b'n'), _, _) => {
                out.push(b'\n');
                i += 1;
            }
            (Some(b't'), _, _) => {
                out.push(b'\t');
                i += 1;
            }
            (Some(&c), _, _) => {
                out.push(c);
                i += 1;
            }
            (None, _, _) => out.push(b'\\'),
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
