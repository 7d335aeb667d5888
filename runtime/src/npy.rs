//! `.npy` files ↔ [`Array`]s: every IR dtype, any byte order, C or Fortran order,
//! 0-d arrays for scalars. Every error names the file and what is wrong with it.

use crate::memory_budget;
use fresnel_ir::array::{Array, Data};
use fresnel_ir::types::{strides, DType, TensorType};
use npyz::{Deserialize, NpyFile, Order, TypeChar};
use num_complex::{Complex32, Complex64};
use std::fmt;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// A `.npy` file that could not be read or written: which file, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NpyError {
    pub path: PathBuf,
    pub message: String,
}

impl NpyError {
    fn new(path: &Path, message: impl Into<String>) -> Self {
        NpyError {
            path: path.to_path_buf(),
            message: message.into(),
        }
    }
}

impl fmt::Display for NpyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.message)
    }
}

impl std::error::Error for NpyError {}

/// Reads a `.npy` file into an array (row-major, whatever the file's order). The elements go
/// straight from the file into one buffer allocated up front (transposed on the way for
/// Fortran order), so the peak memory is the array's size, not a multiple of it.
pub fn read_npy(path: impl AsRef<Path>) -> Result<Array, NpyError> {
    let path = path.as_ref();
    let (file, len) = open(path)?;
    read_npy_from(io::BufReader::with_capacity(1 << 20, file), len, path)
}

/// The file and its length in bytes.
fn open(path: &Path) -> Result<(std::fs::File, u64), NpyError> {
    let cannot = |e: io::Error| NpyError::new(path, format!("cannot read: {e}"));
    let file = std::fs::File::open(path).map_err(cannot)?;
    let len = file.metadata().map_err(cannot)?.len();
    Ok((file, len))
}

/// Parses the bytes of a `.npy` file; `path` is only used in error messages.
pub fn read_npy_bytes(bytes: &[u8], path: &Path) -> Result<Array, NpyError> {
    read_npy_from(io::Cursor::new(bytes), bytes.len() as u64, path)
}

/// The type of the array a `.npy` file holds, from its header alone (the same checks as
/// [`read_npy`], the data's length included, without reading the data): what the CLI needs to
/// refine a shape-polymorphic program before it reads the inputs.
pub fn read_npy_type(path: impl AsRef<Path>) -> Result<TensorType, NpyError> {
    let path = path.as_ref();
    let (file, len) = open(path)?;
    let h = read_header(io::BufReader::new(file), len, path)?;
    Ok(TensorType::new(h.dtype, h.shape))
}

/// A checked header, and the reader left at the start of the data.
struct Header<R> {
    dtype: DType,
    shape: Vec<usize>,
    want_bytes: u64,
    header: npyz::NpyHeader,
    reader: R,
}

/// Reads and checks the header of a `.npy` stream of `total_len` bytes: the dtype, a shape
/// whose element count fits, and data at least as long as the shape needs.
fn read_header<R: io::Read + io::Seek>(
    mut reader: R,
    total_len: u64,
    path: &Path,
) -> Result<Header<R>, NpyError> {
    check_raw_header(&mut reader, total_len).map_err(|m| NpyError::new(path, m))?;
    let npy = NpyFile::new(reader)
        .map_err(|e| NpyError::new(path, format!("not a valid .npy file (corrupt header): {e}")))?;
    let dtype = ir_dtype(&npy.dtype()).map_err(|m| NpyError::new(path, m))?;
    let shape = npy
        .shape()
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<Result<Vec<usize>, _>>()
        .map_err(|_| NpyError::new(path, "shape does not fit in memory"))?;
    let count = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .ok_or_else(|| NpyError::new(path, format!("shape {shape:?} is too large")))?;
    let want_bytes = count.saturating_mul(dtype.size_bytes()) as u64;
    // The header parser leaves the reader at the start of the data.
    let header = npy.header().clone();
    let mut reader = npy.into_inner();
    let data_start = reader
        .stream_position()
        .map_err(|e| NpyError::new(path, format!("cannot read: {e}")))?;
    let data_bytes = total_len.saturating_sub(data_start);
    if data_bytes < want_bytes {
        return Err(NpyError::new(
            path,
            format!(
                "truncated data: shape {shape:?} of {} needs {want_bytes} bytes, the file has {data_bytes}",
                dtype.numpy_name()
            ),
        ));
    }
    Ok(Header {
        dtype,
        shape,
        want_bytes,
        header,
        reader,
    })
}

/// Reads a `.npy` stream of `total_len` bytes (header included).
fn read_npy_from<R: io::Read + io::Seek>(
    reader: R,
    total_len: u64,
    path: &Path,
) -> Result<Array, NpyError> {
    let Header {
        dtype,
        shape,
        want_bytes,
        header,
        reader,
    } = read_header(reader, total_len, path)?;
    memory_budget::check_large(want_bytes, &format!("reading shape {shape:?}"))
        .map_err(|m| NpyError::new(path, m))?;
    let npy = NpyFile::with_header(header, reader);
    let fortran = npy.order() == Order::Fortran;
    let data = read_elements(npy, dtype, &shape, fortran).map_err(|e| NpyError::new(path, e))?;
    Array::new(shape, data)
        .ok_or_else(|| NpyError::new(path, "element count does not match the shape"))
}

/// Checks what `npyz` trusts without checking, from the raw header, before it parses it: the
/// header length (it reserves that many bytes before reading them, so a 30-byte file claiming
/// a 4 GiB header would take 4 GiB, or abort under `ulimit -v`) and the shape (it multiplies
/// the dimensions unchecked, which panics on overflow in debug builds). Anything else wrong
/// with the header is left to `npyz`'s own errors. Leaves the reader at the start.
fn check_raw_header<R: io::Read + io::Seek>(reader: &mut R, total_len: u64) -> Result<(), String> {
    let io_err = |e: io::Error| format!("cannot read: {e}");
    let mut pre = Vec::with_capacity(12);
    reader
        .by_ref()
        .take(12)
        .read_to_end(&mut pre)
        .map_err(io_err)?;
    let (len, start) = match (pre.get(..6), pre.get(6)) {
        (Some(b"\x93NUMPY"), Some(1)) if pre.len() >= 10 => {
            (u16::from_le_bytes([pre[8], pre[9]]) as u64, 10)
        }
        (Some(b"\x93NUMPY"), Some(2 | 3)) if pre.len() >= 12 => (
            u32::from_le_bytes([pre[8], pre[9], pre[10], pre[11]]) as u64,
            12,
        ),
        _ => {
            reader.seek(io::SeekFrom::Start(0)).map_err(io_err)?;
            return Ok(());
        }
    };
    let available = total_len.saturating_sub(start);
    if len > available {
        return Err(format!(
            "truncated header: it claims {len} bytes, the file has {available} after its \
             {start}-byte preamble"
        ));
    }
    reader.seek(io::SeekFrom::Start(start)).map_err(io_err)?;
    let mut text = Vec::with_capacity(len as usize);
    reader
        .by_ref()
        .take(len)
        .read_to_end(&mut text)
        .map_err(io_err)?;
    reader.seek(io::SeekFrom::Start(0)).map_err(io_err)?;
    let text = String::from_utf8_lossy(&text);
    // Every `'shape':` key (a repeated key counts as much as the last one, which wins).
    for quote in ["'shape'", "\"shape\""] {
        for (at, _) in text.match_indices(quote) {
            let rest = text[at + quote.len()..].trim_start();
            let Some(rest) = rest.strip_prefix(':') else {
                continue;
            };
            let rest = rest.trim_start();
            let Some(body) = rest.strip_prefix(['(', '[']) else {
                continue;
            };
            let body = &body[..body.find([')', ']']).unwrap_or(body.len())];
            let dims: Vec<u64> = body
                .split(',')
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .filter_map(|d| d.parse().ok())
                .collect();
            let fits = dims
                .iter()
                .filter(|&&d| d != 0)
                .try_fold(1u64, |n, &d| n.checked_mul(d))
                .is_some();
            if !fits {
                return Err(format!(
                    "shape ({body}) has more elements than a 64-bit count can hold"
                ));
            }
        }
    }
    Ok(())
}

/// The IR dtype of a `.npy` dtype, or a message naming the unsupported one.
fn ir_dtype(dtype: &npyz::DType) -> Result<DType, String> {
    const SUPPORTED: &str = "bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, \
                             float16, bfloat16 (ml_dtypes, saved as '<V2'), float32, float64, \
                             complex64, complex128";
    let npyz::DType::Plain(ts) = dtype else {
        return Err(format!(
            "unsupported dtype {} (structured or sub-array); supported: {SUPPORTED}",
            dtype.descr()
        ));
    };
    let found = match (ts.type_char(), ts.size_field()) {
        (TypeChar::Bool, 1) => Some(DType::I1),
        (TypeChar::Int, 4) => Some(DType::I32),
        (TypeChar::Int, 8) => Some(DType::I64),
        (TypeChar::Int, 1) => Some(DType::I8),
        (TypeChar::Int, 2) => Some(DType::I16),
        (TypeChar::Uint, 1) => Some(DType::U8),
        (TypeChar::Uint, 2) => Some(DType::U16),
        (TypeChar::Uint, 4) => Some(DType::U32),
        (TypeChar::Uint, 8) => Some(DType::U64),
        (TypeChar::Float, 4) => Some(DType::F32),
        (TypeChar::Float, 8) => Some(DType::F64),
        (TypeChar::Float, 2) => Some(DType::F16),
        (TypeChar::RawData, 2) => Some(DType::BF16),
        (TypeChar::Complex, 8) => Some(DType::C64),
        (TypeChar::Complex, 16) => Some(DType::C128),
        _ => None,
    };
    found.ok_or_else(|| {
        format!(
            "unsupported dtype '{ts}' ({}); supported: {SUPPORTED}",
            numpy_spelling(ts)
        )
    })
}

/// NumPy's name for a type string, to make "unsupported dtype" messages readable.
fn numpy_spelling(ts: &npyz::TypeStr) -> String {
    let bits = ts.size_field() * 8;
    match ts.type_char() {
        TypeChar::Bool => "bool".into(),
        TypeChar::Int => format!("int{bits}"),
        TypeChar::Uint => format!("uint{bits}"),
        TypeChar::Float => format!("float{bits}"),
        TypeChar::Complex => format!("complex{bits}"),
        TypeChar::Object => "Python objects".into(),
        other => format!("type code '{}'", other.to_str()),
    }
}

fn read_elements<R: io::Read>(
    npy: NpyFile<R>,
    dtype: DType,
    shape: &[usize],
    fortran: bool,
) -> Result<Data, String> {
    fn all<T: Deserialize + Copy, R: io::Read>(
        npy: NpyFile<R>,
        shape: &[usize],
        fortran: bool,
    ) -> Result<Vec<T>, String> {
        let n: usize = shape.iter().product();
        let reader = npy.data::<T>().map_err(|e| e.to_string())?;
        let mut out: Vec<T> = Vec::new();
        out.try_reserve_exact(n).map_err(|_| {
            format!(
                "cannot allocate {} bytes for the array",
                n * std::mem::size_of::<T>()
            )
        })?;
        if !fortran {
            for x in reader.take(n) {
                out.push(x.map_err(|e| e.to_string())?);
            }
            return Ok(out);
        }
        for x in reader.take(n) {
            out.push(x.map_err(|e| e.to_string())?);
        }
        // Storage order to row-major: element k of the file belongs at position `at`.
        let mut c_order = out.clone();
        for (k, at) in fortran_positions(shape).enumerate() {
            c_order[at] = out[k];
        }
        Ok(c_order)
    }
    Ok(match dtype {
        DType::I1 => Data::I1(all(npy, shape, fortran)?),
        DType::I32 => Data::I32(all(npy, shape, fortran)?),
        DType::I64 => Data::I64(all(npy, shape, fortran)?),
        DType::I8 => Data::I8(all(npy, shape, fortran)?),
        DType::I16 => Data::I16(all(npy, shape, fortran)?),
        DType::U8 => Data::U8(all(npy, shape, fortran)?),
        DType::U16 => Data::U16(all(npy, shape, fortran)?),
        DType::U32 => Data::U32(all(npy, shape, fortran)?),
        DType::U64 => Data::U64(all(npy, shape, fortran)?),
        DType::F32 => Data::F32(all(npy, shape, fortran)?),
        DType::F64 => Data::F64(all(npy, shape, fortran)?),
        DType::C64 => Data::C64(all::<Complex32, R>(npy, shape, fortran)?),
        DType::C128 => Data::C128(all::<Complex64, R>(npy, shape, fortran)?),
        DType::F16 => Data::F16(all(npy, shape, fortran)?),
        // NumPy has no bfloat16: ml_dtypes' arrays save as two raw bytes ('<V2').
        DType::BF16 => Data::BF16(
            all::<npyz::FixedSizeBytes<2>, R>(npy, shape, fortran)?
                .into_iter()
                .map(|b| half::bf16::from_le_bytes(b.0))
                .collect(),
        ),
        // ml_dtypes' one-byte types: one raw byte ('|V1') each, the type from the program.
        fresnel_ir::small_dtypes!() => {
            let bytes: Vec<u8> = all::<npyz::FixedSizeBytes<1>, R>(npy, shape, fortran)?
                .into_iter()
                .map(|b| b.0[0])
                .collect();
            Data::from_le_bytes(dtype, &bytes).ok_or("bad element bytes")?
        }
    })
}

/// The row-major position of each element of Fortran-order storage, in storage order (the
/// first index varies fastest), computed as it goes rather than as a table.
fn fortran_positions(shape: &[usize]) -> impl Iterator<Item = usize> + '_ {
    let n: usize = shape.iter().product();
    let c_strides = strides(shape);
    let mut idx = vec![0usize; shape.len()];
    let mut at = 0usize;
    (0..n).map(move |k| {
        if k > 0 {
            for d in 0..shape.len() {
                idx[d] += 1;
                at += c_strides[d];
                if idx[d] < shape[d] {
                    break;
                }
                at -= idx[d] * c_strides[d];
                idx[d] = 0;
            }
        }
        at
    })
}

/// Writes an array as a little-endian, C-order `.npy` file, streaming the elements (no copy
/// of the array is made; a compact splat is written element by element).
pub fn write_npy(path: impl AsRef<Path>, array: &Array) -> Result<(), NpyError> {
    let path = path.as_ref();
    let file = std::fs::File::create(path)
        .map_err(|e| NpyError::new(path, format!("cannot write: {e}")))?;
    let mut w = io::BufWriter::with_capacity(1 << 20, file);
    write_npy_to(&mut w, array)
        .and_then(|()| w.flush())
        .map_err(|e| NpyError::new(path, format!("cannot write: {e}")))
}

/// Encodes an array as `.npy` bytes into any writer: a version 1.0 header, or 2.0 when the
/// header outgrows 1.0's 16-bit length (shapes of very high rank).
pub fn write_npy_to<W: Write>(mut w: W, array: &Array) -> io::Result<()> {
    w.write_all(&npy_header(array.dtype(), &array.shape))?;
    let count = array.len();
    fn put<T: Copy, const N: usize, W: Write>(
        w: &mut W,
        v: &[T],
        count: usize,
        le: fn(T) -> [u8; N],
    ) -> io::Result<()> {
        if v.len() == count {
            v.iter().try_for_each(|&x| w.write_all(&le(x)))
        } else {
            // A compact splat: its one element, `count` times.
            let bytes = le(v[0]);
            (0..count).try_for_each(|_| w.write_all(&bytes))
        }
    }
    fn c64(z: Complex32) -> [u8; 8] {
        let mut b = [0; 8];
        b[..4].copy_from_slice(&z.re.to_le_bytes());
        b[4..].copy_from_slice(&z.im.to_le_bytes());
        b
    }
    fn c128(z: Complex64) -> [u8; 16] {
        let mut b = [0; 16];
        b[..8].copy_from_slice(&z.re.to_le_bytes());
        b[8..].copy_from_slice(&z.im.to_le_bytes());
        b
    }
    let w = &mut w;
    match &array.data {
        Data::I1(v) => put(w, v, count, |x| [x as u8]),
        Data::I32(v) => put(w, v, count, i32::to_le_bytes),
        Data::I64(v) => put(w, v, count, i64::to_le_bytes),
        Data::I8(v) => put(w, v, count, i8::to_le_bytes),
        Data::I16(v) => put(w, v, count, i16::to_le_bytes),
        Data::U8(v) => put(w, v, count, u8::to_le_bytes),
        Data::U16(v) => put(w, v, count, u16::to_le_bytes),
        Data::U32(v) => put(w, v, count, u32::to_le_bytes),
        Data::U64(v) => put(w, v, count, u64::to_le_bytes),
        Data::F32(v) => put(w, v, count, f32::to_le_bytes),
        Data::F64(v) => put(w, v, count, f64::to_le_bytes),
        Data::C64(v) => put(w, v, count, c64),
        Data::C128(v) => put(w, v, count, c128),
        Data::F16(v) => put(w, v, count, half::f16::to_le_bytes),
        Data::BF16(v) => put(w, v, count, half::bf16::to_le_bytes),
        Data::Small(_, v) => put(w, v, count, u8::to_le_bytes),
    }
}

/// The magic string, version, header length and header dict, padded so that the data starts
/// at a multiple of 64 bytes (as NumPy writes it).
fn npy_header(dtype: DType, shape: &[usize]) -> Vec<u8> {
    let descr = match dtype {
        DType::I1 => "|b1",
        DType::I32 => "<i4",
        DType::I64 => "<i8",
        DType::I8 => "|i1",
        DType::I16 => "<i2",
        DType::U8 => "|u1",
        DType::U16 => "<u2",
        DType::U32 => "<u4",
        DType::U64 => "<u8",
        DType::F32 => "<f4",
        DType::F64 => "<f8",
        DType::C64 => "<c8",
        DType::C128 => "<c16",
        DType::F16 => "<f2",
        // What ml_dtypes writes: `np.load(f).view(ml_dtypes.bfloat16)` reads it back.
        DType::BF16 => "<V2",
        // ml_dtypes' one-byte types save as one raw byte.
        fresnel_ir::small_dtypes!() => "|V1",
    };
    let dims: Vec<String> = shape.iter().map(usize::to_string).collect();
    let shape_text = match dims.as_slice() {
        [one] => format!("({one},)"),
        _ => format!("({})", dims.join(", ")),
    };
    let dict = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape_text}, }}");
    // Magic (6) + version (2) + length field (2 in version 1.0, 4 in 2.0).
    let padded = |prefix: usize| (prefix + dict.len() + 1).div_ceil(64) * 64 - prefix;
    let (version, len_field) = if padded(10) <= u16::MAX as usize {
        (1u8, 2)
    } else {
        (2u8, 4)
    };
    let header_len = padded(6 + 2 + len_field);
    let mut out = b"\x93NUMPY".to_vec();
    out.extend([version, 0]);
    if version == 1 {
        out.extend((header_len as u16).to_le_bytes());
    } else {
        out.extend((header_len as u32).to_le_bytes());
    }
    out.extend(dict.as_bytes());
    out.resize(out.len() + header_len - dict.len() - 1, b' ');
    out.push(b'\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(a: &Array) -> Array {
        let mut bytes = Vec::new();
        write_npy_to(&mut bytes, a).unwrap();
        read_npy_bytes(&bytes, Path::new("mem.npy")).unwrap()
    }

    /// A hand-built `.npy` v1.0 file with the given header dict and payload.
    fn npy_bytes(dict: &str, payload: &[u8]) -> Vec<u8> {
        let mut header = dict.to_string();
        // Magic (6) + version (2) + length (2) + header + '\n' must be a multiple of 64.
        while !(10 + header.len() + 1).is_multiple_of(64) {
            header.push(' ');
        }
        header.push('\n');
        let mut out = b"\x93NUMPY\x01\x00".to_vec();
        out.extend((header.len() as u16).to_le_bytes());
        out.extend(header.as_bytes());
        out.extend(payload);
        out
    }

    fn read(bytes: &[u8]) -> Result<Array, NpyError> {
        read_npy_bytes(bytes, Path::new("x.npy"))
    }

    #[test]
    fn every_dtype_round_trips() {
        let arrays = [
            Array::new([3], Data::I1(vec![true, false, true])).unwrap(),
            Array::new([2, 2], Data::I32(vec![1, -2, 3, i32::MAX])).unwrap(),
            Array::new([2], Data::I64(vec![i64::MIN, 7])).unwrap(),
            Array::new([1, 3], Data::F32(vec![1.5, f32::NAN, -0.0])).unwrap(),
            Array::new([2, 1, 1], Data::F64(vec![1e300, f64::INFINITY])).unwrap(),
            Array::new(
                [2],
                Data::C64(vec![Complex32::new(1.0, -2.0), Complex32::new(0.5, 3.0)]),
            )
            .unwrap(),
            Array::new([1], Data::C128(vec![Complex64::new(1e-300, 2.0)])).unwrap(),
            Array::new([0, 4], Data::F32(vec![])).unwrap(),
            Array::new([3], Data::I8(vec![-128, 0, 127])).unwrap(),
            Array::new([2], Data::I16(vec![i16::MIN, 300])).unwrap(),
            Array::new([2, 2], Data::U8(vec![0, 1, 200, 255])).unwrap(),
            Array::new([1], Data::U16(vec![u16::MAX])).unwrap(),
            Array::new([2], Data::U32(vec![u32::MAX, 7])).unwrap(),
            Array::new([2], Data::U64(vec![u64::MAX, 1 << 63])).unwrap(),
        ];
        for a in &arrays {
            let b = round_trip(a);
            assert_eq!(b.shape, a.shape);
            assert_eq!(b.dtype(), a.dtype());
            // Compare bit patterns so NaN round-trips count as equal.
            assert_eq!(format!("{:?}", b.data), format!("{:?}", a.data));
        }
    }

    #[test]
    fn scalars_are_zero_dimensional() {
        let a = Array::scalar(fresnel_ir::Scalar::F64(2.5));
        let mut bytes = Vec::new();
        write_npy_to(&mut bytes, &a).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.contains("'shape': ()"), "{text}");
        assert!(text.contains("'<f8'"), "{text}");
        assert_eq!(round_trip(&a), a);
    }

    #[test]
    fn narrow_and_unsigned_headers_spell_numpy_dtypes() {
        for (data, descr) in [
            (Data::I8(vec![1]), "'|i1'"),
            (Data::I16(vec![1]), "'<i2'"),
            (Data::U8(vec![1]), "'|u1'"),
            (Data::U16(vec![1]), "'<u2'"),
            (Data::U32(vec![1]), "'<u4'"),
            (Data::U64(vec![1]), "'<u8'"),
        ] {
            let a = Array::new([1], data).unwrap();
            let mut bytes = Vec::new();
            write_npy_to(&mut bytes, &a).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            assert!(text.contains(descr), "{text}");
        }
        // A big-endian uint16 file reads as its values.
        let a = read(&npy_bytes(
            "{'descr': '>u2', 'fortran_order': False, 'shape': (2,), }",
            &[0x01, 0x02, 0xFF, 0xFE],
        ))
        .unwrap();
        assert_eq!(a, Array::new([2], Data::U16(vec![0x0102, 0xFFFE])).unwrap());
    }

    #[test]
    fn reads_big_endian() {
        let payload: Vec<u8> = [1.0f32, -2.0]
            .iter()
            .flat_map(|x| x.to_be_bytes())
            .collect();
        let a = read(&npy_bytes(
            "{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }",
            &payload,
        ))
        .unwrap();
        assert_eq!(a, Array::from_f32([2], vec![1.0, -2.0]).unwrap());
    }

    #[test]
    fn reads_fortran_order_as_row_major() {
        // Row-major [[1, 2, 3], [4, 5, 6]] stored column by column.
        let payload: Vec<u8> = [1i32, 4, 2, 5, 3, 6]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let a = read(&npy_bytes(
            "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }",
            &payload,
        ))
        .unwrap();
        assert_eq!(
            a,
            Array::new([2, 3], Data::I32(vec![1, 2, 3, 4, 5, 6])).unwrap()
        );
    }

    #[test]
    fn unsupported_dtypes_are_named() {
        for (descr, name) in [("<f16", "float128"), ("|V8", "type code"), ("|O", "Python")] {
            let dict = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': (1,), }}");
            let err = read(&npy_bytes(&dict, &[0; 8])).unwrap_err();
            assert!(
                err.to_string().starts_with("x.npy: unsupported dtype"),
                "{err}"
            );
            assert!(err.message.contains(name), "{err}");
        }
    }

    /// `read_npy_type`'s header read: the array's type, and the same refusals as `read_npy`.
    fn header_type(bytes: &[u8]) -> Result<TensorType, NpyError> {
        let h = read_header(
            io::Cursor::new(bytes),
            bytes.len() as u64,
            Path::new("t.npy"),
        )?;
        Ok(TensorType::new(h.dtype, h.shape))
    }

    #[test]
    fn header_alone_gives_the_type_with_the_same_checks() {
        let a = Array::from_f32([2, 3], vec![1.0; 6]).unwrap();
        let mut bytes = Vec::new();
        write_npy_to(&mut bytes, &a).unwrap();
        assert_eq!(header_type(&bytes).unwrap(), a.ty());
        let err = header_type(&bytes[..bytes.len() - 4]).unwrap_err();
        assert!(err.message.contains("truncated data"), "{err}");
        let err = header_type(b"\x93NUMPY\x01\x00").unwrap_err();
        assert_eq!(err.path, Path::new("t.npy"));
    }

    #[test]
    fn truncated_data_is_reported() {
        let err = read(&npy_bytes(
            "{'descr': '<f8', 'fortran_order': False, 'shape': (3,), }",
            &[0; 20],
        ))
        .unwrap_err();
        assert!(err.message.contains("truncated data"), "{err}");
        assert!(err.message.contains("24 bytes"), "{err}");
    }

    #[test]
    /// Found by fuzzing: npyz reserved the claimed header length before reading it (4 GiB
    /// for this 30-byte file) and multiplied the shape unchecked (a debug-build panic).
    fn lying_headers_are_refused_before_npyz_reads_them() {
        let mut huge = b"\x93NUMPY\x02\x00".to_vec();
        huge.extend(u32::MAX.to_le_bytes());
        huge.extend(b"{'descr': '<f4', }\n");
        let err = read(&huge).unwrap_err();
        assert!(
            err.message
                .starts_with("truncated header: it claims 4294967295 bytes"),
            "{err}"
        );
        for shape in ["(4294967296, 4294967296)", "(0, 4294967296, 4294967296)"] {
            for order in ["False", "True"] {
                let dict =
                    format!("{{'descr': '<f4', 'fortran_order': {order}, 'shape': {shape}, }}");
                let err = read(&npy_bytes(&dict, &[0; 8])).unwrap_err();
                assert!(
                    err.message.contains("more elements than a 64-bit count"),
                    "{err}"
                );
            }
        }
        // A repeated key: the one that overflows is caught whichever comes last.
        let dict = "{'shape': (2,), 'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }";
        assert!(read(&npy_bytes(dict, &[0; 8])).is_err());
    }

    #[test]
    fn corrupt_header_is_reported() {
        let err = read(b"not an npy file at all").unwrap_err();
        assert!(err.message.contains("corrupt header"), "{err}");
        let err = read(&npy_bytes("{'descr': '<f8', 'shape': (3,", &[0; 24])).unwrap_err();
        assert!(err.message.contains("corrupt header"), "{err}");
    }

    #[test]
    fn missing_file_names_the_path() {
        let err = read_npy("/nonexistent/dir/x.npy").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("/nonexistent/dir/x.npy: cannot read"),
            "{err}"
        );
    }

    #[test]
    fn reads_the_reference_inputs() {
        let dir = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/data/refs/asm_loss_c64"
        );
        let a = read_npy(format!("{dir}/in0.npy")).unwrap();
        assert_eq!(a.dtype(), DType::C64);
        assert_eq!(a.shape, vec![1, 2, 1, 1, 16, 16]);
        let v = read_npy(format!("{dir}/value.npy")).unwrap();
        assert_eq!((v.dtype(), v.shape.len()), (DType::F32, 0));
    }

    #[test]
    fn very_high_ranks_get_a_version_2_header() {
        // 21,900 dimensions of 1: the header dict alone is over 64 KiB.
        let a = Array::new(vec![1; 21_900], Data::F32(vec![2.5])).unwrap();
        let mut bytes = Vec::new();
        write_npy_to(&mut bytes, &a).unwrap();
        assert_eq!(&bytes[6..8], &[2, 0]);
        let header_len = u32::from_le_bytes(bytes[8..12].try_into().unwrap()) as usize;
        assert_eq!((12 + header_len) % 64, 0);
        assert_eq!(round_trip(&a), a);
        // Small headers stay at version 1.0, data aligned to 64 bytes.
        let mut small = Vec::new();
        write_npy_to(&mut small, &Array::from_f32([3], vec![1.0; 3]).unwrap()).unwrap();
        assert_eq!(&small[6..8], &[1, 0]);
        assert_eq!((small.len() - 12) % 64, 0);
    }

    #[test]
    fn reads_version_2_and_3_headers() {
        for version in [2u8, 3] {
            let dict = "{'descr': '<i8', 'fortran_order': False, 'shape': (2,), }";
            let mut header = dict.to_string();
            while !(12 + header.len() + 1).is_multiple_of(64) {
                header.push(' ');
            }
            header.push('\n');
            let mut bytes = b"\x93NUMPY".to_vec();
            bytes.extend([version, 0]);
            bytes.extend((header.len() as u32).to_le_bytes());
            bytes.extend(header.as_bytes());
            bytes.extend([7i64, -1].iter().flat_map(|x| x.to_le_bytes()));
            let a = read(&bytes).unwrap_or_else(|e| panic!("version {version}: {e}"));
            assert_eq!(a, Array::new([2], Data::I64(vec![7, -1])).unwrap());
        }
    }

    #[test]
    fn compact_splats_are_written_in_full() {
        let ty = fresnel_ir::TensorType::new(DType::C64, vec![2, 3]);
        let a = Array::splat(&ty, fresnel_ir::Scalar::C64(Complex32::new(1.0, -1.0)));
        assert!(a.is_compact_splat());
        let back = round_trip(&a);
        assert!(!back.is_compact_splat());
        assert_eq!(back.data, Data::C64(vec![Complex32::new(1.0, -1.0); 6]));
    }

    #[test]
    fn reads_rank_3_fortran_order() {
        // Fortran storage: element (i, j, k) of shape (2, 3, 4) at i + 2j + 6k.
        let shape = [2usize, 3, 4];
        let payload: Vec<u8> = (0..24i32).flat_map(|x| x.to_le_bytes()).collect();
        let a = read(&npy_bytes(
            "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3, 4), }",
            &payload,
        ))
        .unwrap();
        let mut want = Vec::new();
        for i in 0..shape[0] {
            for j in 0..shape[1] {
                for k in 0..shape[2] {
                    want.push((i + 2 * j + 6 * k) as i32);
                }
            }
        }
        assert_eq!(a, Array::new(shape, Data::I32(want)).unwrap());
    }
}
