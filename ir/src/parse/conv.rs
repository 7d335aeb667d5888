//! `stablehlo.convolution` in both forms: the pretty one JAX prints
//! (`stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
//! window = {stride = [..], pad = [[..], ..], lhs_dilate = [..], rhs_dilate = [..],
//! reverse = [..]} {feature_group_count = 1 : i64, ...} : ...`) and the generic one
//! (`dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x...>`, `window_strides = array<...>`).

use super::attr::{lookup, Attr, Entry};
use super::cursor::{Cursor, PResult};
use super::module::{FuncCtx, Parsed, Parser};
use super::pretty::parsed;
use crate::op::{ConvDims, Op};

/// One operand's layout: `[b, 0, 1, f]` — the role of each tensor dimension.
struct Layout {
    /// (batch-like, feature-like) dims: b/f, i/o, b/f.
    a: Option<usize>,
    b: Option<usize>,
    spatial: Vec<Option<usize>>,
}

impl<'a> Cursor<'a> {
    fn conv_layout(&mut self, a: char, b: char) -> PResult<Layout> {
        let pos = self.loc_pos();
        self.expect("[", "to open a convolution layout")?;
        let mut l = Layout {
            a: None,
            b: None,
            spatial: Vec::new(),
        };
        let mut d = 0;
        loop {
            self.skip_trivia();
            let here = self.loc_pos();
            let word = match self.number_text() {
                Some((t, _)) => t,
                None => self.expect_ident("as a convolution layout entry")?,
            };
            let dup = |c: &Cursor| c.err_at(here, format!("'{word}' appears twice in a layout"));
            if let Ok(k) = word.parse::<usize>() {
                if k >= 64 {
                    return Err(self.err_at(here, format!("spatial dimension {k} is too large")));
                }
                if l.spatial.len() <= k {
                    l.spatial.resize(k + 1, None);
                }
                if l.spatial[k].replace(d).is_some() {
                    return Err(dup(self));
                }
            } else if word.len() == 1 && word.starts_with(a) {
                if l.a.replace(d).is_some() {
                    return Err(dup(self));
                }
            } else if word.len() == 1 && word.starts_with(b) {
                if l.b.replace(d).is_some() {
                    return Err(dup(self));
                }
            } else {
                return Err(self.err_at(
                    here,
                    format!(
                        "expected '{a}', '{b}' or a spatial index in the layout, found '{word}'"
                    ),
                ));
            }
            d += 1;
            if self.eat("]") {
                break;
            }
            self.expect(",", "between layout entries")?;
        }
        if l.a.is_none() || l.b.is_none() || l.spatial.iter().any(Option::is_none) {
            return Err(self.err_at(
                pos,
                format!("a layout needs '{a}', '{b}' and spatial dimensions 0..n, each once"),
            ));
        }
        Ok(l)
    }

    /// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` into the dimension fields of a `ConvDims`.
    pub(crate) fn conv_dim_numbers(&mut self) -> PResult<ConvDims> {
        let pos = self.loc_pos();
        let lhs = self.conv_layout('b', 'f')?;
        self.expect_keyword("x", "between the lhs and rhs layouts")?;
        let rhs = self.conv_layout('i', 'o')?;
        self.expect("->", "before the result layout")?;
        let out = self.conv_layout('b', 'f')?;
        let s = lhs.spatial.len();
        if rhs.spatial.len() != s || out.spatial.len() != s {
            return Err(self.err_at(pos, "the three layouts differ in spatial rank"));
        }
        let sp = |l: &Layout| l.spatial.iter().flatten().copied().collect::<Vec<usize>>();
        let one = |v: Option<usize>| v.unwrap_or_default(); // checked just above
        Ok(ConvDims {
            input_batch: one(lhs.a),
            input_feature: one(lhs.b),
            input_spatial: sp(&lhs),
            kernel_input_feature: one(rhs.a),
            kernel_output_feature: one(rhs.b),
            kernel_spatial: sp(&rhs),
            output_batch: one(out.a),
            output_feature: one(out.b),
            output_spatial: sp(&out),
            feature_group_count: 1,
            batch_group_count: 1,
            ..ConvDims::default()
        })
    }
}

/// Fills the window fields with their defaults (stride 1, no padding or dilation, no
/// reversal) where the text gave none.
fn default_window(c: &mut ConvDims) {
    let s = c.input_spatial.len();
    for v in [&mut c.strides, &mut c.lhs_dilation, &mut c.rhs_dilation] {
        if v.is_empty() {
            *v = vec![1; s];
        }
    }
    if c.padding.is_empty() {
        c.padding = vec![[0, 0]; s];
    }
    if c.reversal.is_empty() {
        c.reversal = vec![false; s];
    }
}

impl<'a> Parser<'a> {
    /// `[[lo, hi], ...]`
    fn pad_pairs(&mut self) -> PResult<Vec<[i64; 2]>> {
        self.c.expect("[", "to open the padding")?;
        let mut v = Vec::new();
        if self.c.eat("]") {
            return Ok(v);
        }
        loop {
            let pos = self.c.loc_pos();
            match self.int_list()?.as_slice() {
                [lo, hi] => v.push([*lo, *hi]),
                _ => return Err(self.c.err_at(pos, "padding entries are [low, high] pairs")),
            }
            if self.c.eat("]") {
                return Ok(v);
            }
            self.c.expect(",", "between padding pairs")?;
        }
    }

    /// `[true, false]`
    fn bool_list(&mut self) -> PResult<Vec<bool>> {
        self.c.expect("[", "to open the list")?;
        let mut v = Vec::new();
        if self.c.eat("]") {
            return Ok(v);
        }
        loop {
            let pos = self.c.loc_pos();
            match self.c.expect_ident("as true or false")? {
                "true" => v.push(true),
                "false" => v.push(false),
                w => {
                    return Err(self
                        .c
                        .err_at(pos, format!("expected true or false, found '{w}'")))
                }
            }
            if self.c.eat("]") {
                return Ok(v);
            }
            self.c.expect(",", "between list elements")?;
        }
    }

    /// The pretty form (after the op name).
    pub(crate) fn convolution(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let operands = self.paren_operands(fx)?;
        self.c
            .expect_keyword("dim_numbers", "after the convolution's operands")?;
        self.c.expect("=", "after 'dim_numbers'")?;
        let mut c = self.c.conv_dim_numbers()?;
        if self.c.eat(",") {
            self.c
                .expect_keyword("window", "after 'dim_numbers = ...,'")?;
            self.c.expect("=", "after 'window'")?;
            self.c.expect("{", "to open the window")?;
            if !self.c.eat("}") {
                loop {
                    let pos = self.c.loc_pos();
                    let key = self.c.expect_ident("as a window field")?;
                    self.c.expect("=", &format!("after '{key}'"))?;
                    match key {
                        "stride" => c.strides = self.usize_list()?,
                        "pad" => c.padding = self.pad_pairs()?,
                        "lhs_dilate" => c.lhs_dilation = self.usize_list()?,
                        "rhs_dilate" => c.rhs_dilation = self.usize_list()?,
                        "reverse" => c.reversal = self.bool_list()?,
                        _ => {
                            return Err(self
                                .c
                                .err_at(pos, format!("unknown convolution window field '{key}'")))
                        }
                    }
                    if self.c.eat("}") {
                        break;
                    }
                    self.c.expect(",", "between window fields")?;
                }
            }
        }
        default_window(&mut c);
        if self.c.peek() == Some(b'{') {
            let attrs = self.c.attr_dict()?;
            self.group_counts(&attrs, &mut c)?;
        }
        self.colon("the convolution's attributes")?;
        let (ins, outs) = self.c.function_type()?;
        self.check_operand_types(fx, &operands, &ins)?;
        Ok(parsed(
            Op::Convolution(Box::new(c)),
            &operands,
            outs,
            vec![],
        ))
    }

    fn group_counts(&self, attrs: &[Entry<'a>], c: &mut ConvDims) -> PResult<()> {
        for (key, slot) in [
            ("feature_group_count", &mut c.feature_group_count),
            ("batch_group_count", &mut c.batch_group_count),
        ] {
            if let Some(e) = lookup(attrs, key) {
                match self.c.attr_usizes(&e.value, e.pos, key)?.as_slice() {
                    [v] => *slot = *v,
                    _ => return Err(self.c.err_at(e.pos, format!("{key} must be one integer"))),
                }
            }
        }
        Ok(())
    }

    /// The generic form's attributes.
    pub(crate) fn conv_from_attrs(&self, attrs: &[Entry<'a>], pos: usize) -> PResult<Op> {
        let mut c = match lookup(attrs, "dimension_numbers") {
            Some(Entry {
                value: Attr::Conv(c),
                ..
            }) => (**c).clone(),
            _ => {
                return Err(self.c.err_at(
                    pos,
                    "stablehlo.convolution needs dimension_numbers = #stablehlo.conv<...>",
                ))
            }
        };
        let usizes = |key: &str| -> PResult<Vec<usize>> {
            match lookup(attrs, key) {
                Some(e) => self.c.attr_usizes(&e.value, e.pos, key),
                None => Ok(Vec::new()),
            }
        };
        c.strides = usizes("window_strides")?;
        c.lhs_dilation = usizes("lhs_dilation")?;
        c.rhs_dilation = usizes("rhs_dilation")?;
        if let Some(e) = lookup(attrs, "padding") {
            c.padding = self.c.pad_attr(&e.value, e.pos)?;
        }
        if let Some(e) = lookup(attrs, "window_reversal") {
            c.reversal = match &e.value {
                Attr::Bools(v) => v.clone(),
                _ => {
                    return Err(self
                        .c
                        .err_at(e.pos, "window_reversal must be array<i1: ...>"))
                }
            };
        }
        default_window(&mut c);
        self.group_counts(attrs, &mut c)?;
        Ok(Op::Convolution(Box::new(c)))
    }
}

impl<'a> Cursor<'a> {
    /// `dense<[[lo, hi], ...]> : tensor<Nx2xi64>` (or a splat) as pairs.
    pub(crate) fn pad_attr(&self, a: &Attr<'a>, pos: usize) -> PResult<Vec<[i64; 2]>> {
        let v = self.attr_ints(a, pos, "padding")?;
        let rows = match a {
            Attr::Dense(_, ty) if ty.rank() == 2 && ty.shape[1] == 2 => ty.shape[0],
            _ => return Err(self.err_at(pos, "padding must be dense<...> : tensor<Nx2xi64>")),
        };
        if v.len() != rows * 2 {
            return Err(self.err_at(pos, "padding has the wrong number of entries"));
        }
        Ok(v.chunks(2).map(|p| [p[0], p[1]]).collect())
    }
}
