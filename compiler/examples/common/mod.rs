//! Helpers the optics examples share (included with `mod common;`): the output folder, grey
//! PNGs of intensity and phase maps, and loss curves with labelled axes on a log scale.
//!
//! plotters is built without its font features (no system fonts are needed), so the labels
//! are drawn with the small 5×7 pixel font below.

// Each example uses a different subset of these helpers.
#![allow(dead_code)]

use plotters::prelude::*;
use std::error::Error;
use std::path::{Path, PathBuf};

/// The output folder: the first command-line argument, else
/// `$CARGO_TARGET_DIR/examples-out/NAME` (`target/examples-out/NAME` without it). Created.
pub fn out_dir(name: &str) -> Result<PathBuf, String> {
    let dir = match std::env::args().nth(1) {
        Some(d) => PathBuf::from(d),
        None => {
            let target = std::env::var_os("CARGO_TARGET_DIR")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from("target"));
            target.join("examples-out").join(name)
        }
    };
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// Pixels drawn this many times larger in [`save_image`] when the image is small.
fn zoom(ny: usize, nx: usize) -> usize {
    (512 / ny.max(nx).max(1)).clamp(1, 4)
}

/// An `ny × nx` map (row-major) as an 8-bit grey PNG scaled from its minimum (black) to its
/// maximum (white).
pub fn save_image(path: &Path, values: &[f32], ny: usize, nx: usize) -> Result<(), String> {
    let lo = values.iter().copied().fold(f32::INFINITY, f32::min);
    let hi = values.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    save_image_range(path, values, ny, nx, lo, hi)
}

/// [`save_image`] with a fixed range: `lo` black, `hi` white (clipped outside), so several
/// images (or a phase in `[-π, π]`) compare directly.
pub fn save_image_range(
    path: &Path,
    values: &[f32],
    ny: usize,
    nx: usize,
    lo: f32,
    hi: f32,
) -> Result<(), String> {
    let fail = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", path.display());
    if values.len() != ny * nx {
        return Err(fail(&format!("{} values for {ny}×{nx}", values.len())));
    }
    let z = zoom(ny, nx);
    let (h, w) = (ny * z, nx * z);
    let span = if hi > lo { hi - lo } else { 1.0 };
    let mut pixels = Vec::with_capacity(h * w);
    for y in 0..h {
        for x in 0..w {
            let v = (values[(y / z) * nx + x / z] - lo) / span;
            let v = if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.0
            };
            pixels.push((v * 255.0).round() as u8);
        }
    }
    let file = std::fs::File::create(path).map_err(|e| fail(&e))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| fail(&e))?;
    writer.write_image_data(&pixels).map_err(|e| fail(&e))?;
    Ok(())
}

/// Colours of the curves of [`loss_plot_multi`], in order.
const COLOURS: [RGBColor; 4] = [BLUE, RED, RGBColor(0, 140, 0), MAGENTA];

/// One loss curve: "iteration" on x, "loss" on a log y axis, with a title.
pub fn loss_plot(path: &Path, title: &str, losses: &[f32]) -> Result<(), Box<dyn Error>> {
    loss_plot_multi(path, title, &[("", losses)])
}

/// Several named loss curves on one chart ("iteration" on x, "loss" on a log y axis with a
/// tick per decade), a legend naming each. Non-positive or non-finite values are left out.
pub fn loss_plot_multi(
    path: &Path,
    title: &str,
    curves: &[(&str, &[f32])],
) -> Result<(), Box<dyn Error>> {
    let good = |v: &f32| v.is_finite() && *v > 0.0;
    let all = || {
        curves
            .iter()
            .flat_map(|(_, c)| c.iter().copied())
            .filter(good)
    };
    let lo = all().fold(f32::INFINITY, f32::min);
    let hi = all().fold(f32::NEG_INFINITY, f32::max);
    if !lo.is_finite() || !hi.is_finite() {
        return Err("loss_plot: no positive finite losses to draw".into());
    }
    // Whole decades around the data, at least one.
    let d_lo = lo.log10().floor() as i32;
    let d_hi = (hi.log10().ceil() as i32).max(d_lo + 1);
    let (y_lo, y_hi) = (10f32.powi(d_lo), 10f32.powi(d_hi));
    let n = curves.iter().map(|(_, c)| c.len()).max().unwrap_or(0);
    let x_hi = (n.max(2) - 1) as f32;

    let (w, h) = (720u32, 440u32);
    let (left, right, top, bottom) = (100i32, 20i32, 34i32, 48i32);
    let root = BitMapBackend::new(path, (w, h)).into_drawing_area();
    root.fill(&WHITE)?;
    let plot = root.margin(top as u32, bottom as u32, left as u32, right as u32);
    let mut chart =
        ChartBuilder::on(&plot).build_cartesian_2d(0f32..x_hi, (y_lo..y_hi).log_scale())?;
    for (k, (_, c)) in curves.iter().enumerate() {
        let colour = COLOURS[k % COLOURS.len()];
        chart.draw_series(LineSeries::new(
            c.iter()
                .enumerate()
                .filter(|(_, v)| good(v))
                .map(|(i, &v)| (i as f32, v)),
            colour.stroke_width(2),
        ))?;
    }
    // Frame, ticks and labels in pixel coordinates of `root`.
    let (pw, ph) = (w as i32 - left - right, h as i32 - top - bottom);
    let px = |x: f32| left + (x / x_hi * (pw - 1) as f32).round() as i32;
    let py = |d: f32| top + ((d_hi as f32 - d) / (d_hi - d_lo) as f32 * (ph - 1) as f32) as i32;
    root.draw(&Rectangle::new(
        [(left, top), (left + pw - 1, top + ph - 1)],
        BLACK.stroke_width(1),
    ))?;
    for d in d_lo..=d_hi {
        let y = py(d as f32);
        root.draw(&PathElement::new([(left - 5, y), (left, y)], BLACK))?;
        let label = format!("1e{d}");
        draw_text(&root, &label, left - 8 - text_width(&label, 2), y - 7, 2)?;
        // Minor ticks at 2..9 × 10^d.
        if d < d_hi {
            for m in 2..10 {
                let ym = py(d as f32 + (m as f32).log10());
                root.draw(&PathElement::new([(left - 3, ym), (left, ym)], BLACK))?;
            }
        }
    }
    let step = nice_step(x_hi);
    let mut x = 0.0;
    while x <= x_hi + 1e-3 {
        let xp = px(x);
        root.draw(&PathElement::new(
            [(xp, top + ph - 1), (xp, top + ph + 4)],
            BLACK,
        ))?;
        let label = format!("{}", x as usize);
        draw_text(
            &root,
            &label,
            xp - text_width(&label, 2) / 2,
            top + ph + 8,
            2,
        )?;
        x += step;
    }
    let xl = "iteration";
    draw_text(
        &root,
        xl,
        left + pw / 2 - text_width(xl, 2) / 2,
        h as i32 - 18,
        2,
    )?;
    draw_text_vertical(
        &root,
        "loss",
        6,
        top + ph / 2 + text_width("loss", 2) / 2,
        2,
    )?;
    draw_text(&root, title, left + pw / 2 - text_width(title, 2) / 2, 8, 2)?;
    // Legend, top right, for named curves.
    let mut ly = top + 10;
    for (k, (name, _)) in curves.iter().enumerate() {
        if name.is_empty() {
            continue;
        }
        let colour = COLOURS[k % COLOURS.len()];
        let lx = left + pw - 20 - text_width(name, 2) - 30;
        root.draw(&PathElement::new(
            [(lx, ly + 7), (lx + 24, ly + 7)],
            colour.stroke_width(3),
        ))?;
        draw_text(&root, name, lx + 30, ly, 2)?;
        ly += 22;
    }
    root.present()?;
    Ok(())
}

/// A tick spacing of 1, 2 or 5 × 10^k giving about 5–10 ticks over `0..=span`.
fn nice_step(span: f32) -> f32 {
    let raw = (span / 8.0).max(1.0);
    let p = 10f32.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * p)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * p)
}

type Area<'a> = DrawingArea<BitMapBackend<'a>, plotters::coord::Shift>;

/// Width in pixels of `text` at `scale` (6 columns a character, the last gap dropped).
fn text_width(text: &str, scale: i32) -> i32 {
    (text.chars().count() as i32 * 6 - 1).max(0) * scale
}

/// `text` with its top-left corner at `(x, y)`, each font pixel a `scale × scale` square.
fn draw_text(area: &Area, text: &str, x: i32, y: i32, scale: i32) -> Result<(), Box<dyn Error>> {
    for (i, ch) in text.chars().enumerate() {
        let rows = glyph(ch);
        for (r, bits) in rows.iter().enumerate() {
            for c in 0..5 {
                if bits & (0x10 >> c) != 0 {
                    let x0 = x + (i as i32 * 6 + c) * scale;
                    let y0 = y + r as i32 * scale;
                    area.draw(&Rectangle::new(
                        [(x0, y0), (x0 + scale - 1, y0 + scale - 1)],
                        BLACK.filled(),
                    ))?;
                }
            }
        }
    }
    Ok(())
}

/// `text` rotated a quarter turn anticlockwise (reading upwards), starting at `(x, y)`.
fn draw_text_vertical(
    area: &Area,
    text: &str,
    x: i32,
    y: i32,
    scale: i32,
) -> Result<(), Box<dyn Error>> {
    for (i, ch) in text.chars().enumerate() {
        let rows = glyph(ch);
        for (r, bits) in rows.iter().enumerate() {
            for c in 0..5 {
                if bits & (0x10 >> c) != 0 {
                    let x0 = x + r as i32 * scale;
                    let y0 = y - (i as i32 * 6 + c) * scale;
                    area.draw(&Rectangle::new(
                        [(x0, y0), (x0 + scale - 1, y0 + scale - 1)],
                        BLACK.filled(),
                    ))?;
                }
            }
        }
    }
    Ok(())
}

/// A 5×7 glyph, one byte a row, bit 4 the leftmost column. Unknown characters draw as a box.
fn glyph(ch: char) -> [u8; 7] {
    match ch.to_ascii_lowercase() {
        ' ' => [0; 7],
        '0' => [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
        '1' => [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
        '2' => [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
        '3' => [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
        '4' => [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
        '5' => [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
        '6' => [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
        '7' => [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
        '8' => [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
        '9' => [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
        '-' => [0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00],
        '+' => [0x00, 0x04, 0x04, 0x1f, 0x04, 0x04, 0x00],
        '.' => [0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x0c],
        ',' => [0x00, 0x00, 0x00, 0x00, 0x0c, 0x04, 0x08],
        ':' => [0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x0c, 0x00],
        '(' => [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02],
        ')' => [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08],
        '/' => [0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00],
        '=' => [0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00],
        '_' => [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1f],
        'a' => [0x00, 0x00, 0x0e, 0x01, 0x0f, 0x11, 0x0f],
        'b' => [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1e],
        'c' => [0x00, 0x00, 0x0e, 0x10, 0x10, 0x11, 0x0e],
        'd' => [0x01, 0x01, 0x0d, 0x13, 0x11, 0x11, 0x0f],
        'e' => [0x00, 0x00, 0x0e, 0x11, 0x1f, 0x10, 0x0e],
        'f' => [0x06, 0x09, 0x08, 0x1c, 0x08, 0x08, 0x08],
        'g' => [0x00, 0x0f, 0x11, 0x11, 0x0f, 0x01, 0x0e],
        'h' => [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x11],
        'i' => [0x04, 0x00, 0x0c, 0x04, 0x04, 0x04, 0x0e],
        'j' => [0x02, 0x00, 0x06, 0x02, 0x02, 0x12, 0x0c],
        'k' => [0x10, 0x10, 0x12, 0x14, 0x18, 0x14, 0x12],
        'l' => [0x0c, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
        'm' => [0x00, 0x00, 0x1a, 0x15, 0x15, 0x11, 0x11],
        'n' => [0x00, 0x00, 0x16, 0x19, 0x11, 0x11, 0x11],
        'o' => [0x00, 0x00, 0x0e, 0x11, 0x11, 0x11, 0x0e],
        'p' => [0x00, 0x00, 0x1e, 0x11, 0x1e, 0x10, 0x10],
        'q' => [0x00, 0x00, 0x0d, 0x13, 0x0f, 0x01, 0x01],
        'r' => [0x00, 0x00, 0x16, 0x19, 0x10, 0x10, 0x10],
        's' => [0x00, 0x00, 0x0e, 0x10, 0x0e, 0x01, 0x1e],
        't' => [0x08, 0x08, 0x1c, 0x08, 0x08, 0x09, 0x06],
        'u' => [0x00, 0x00, 0x11, 0x11, 0x11, 0x13, 0x0d],
        'v' => [0x00, 0x00, 0x11, 0x11, 0x11, 0x0a, 0x04],
        'w' => [0x00, 0x00, 0x11, 0x11, 0x15, 0x15, 0x0a],
        'x' => [0x00, 0x00, 0x11, 0x0a, 0x04, 0x0a, 0x11],
        'y' => [0x00, 0x00, 0x11, 0x11, 0x0f, 0x01, 0x0e],
        'z' => [0x00, 0x00, 0x1f, 0x02, 0x04, 0x08, 0x1f],
        _ => [0x1f, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1f],
    }
}
