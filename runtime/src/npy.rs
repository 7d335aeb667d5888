//! `.npy` files ↔ [`Array`]s: the seven IR dtypes, any byte order, C or Fortran order,
//! 0-d arrays for scalars. Every error names the file and what is wrong with it.

use fresnel_ir::array::{Array, Data};
use fresnel_ir::types::{strides, DType};
use npyz::{Deserialize, NpyFile, Order, TypeChar, WriterBuilder};
use num_complex::{Complex32, Complex64};
use std::fmt;
use std::io::{self, Write};
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

/// Reads a `.npy` file into an array (row-major, whatever the file's order).
pub fn read_npy(path: impl AsRef<Path>) -> Result<Array, NpyError> {
    let path = path.as_ref();
    let bytes =
        std::fs::read(path).map_err(|e| NpyError::new(path, format!("cannot read: {e}")))?;
    read_npy_bytes(&bytes, path)
}

/// Parses the bytes of a `.npy` file; `path` is only used in error messages.
pub fn read_npy_bytes(bytes: &[u8], path: &Path) -> Result<Array, NpyError> {
    let npy = NpyFile::new(bytes)
        .map_err(|e| NpyError::new(path, format!("not a valid .npy file (corrupt header): {e}")))?;
    let dtype = ir_dtype(&npy.dtype()).map_err(|m| NpyError::new(path, m))?;
    let shape = npy
        .shape()
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<Result<Vec<usize>, _>>()
        .map_err(|_| NpyError::new(path, "shape does not fit in memory"))?;
    let order = npy.order();
    let count = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .ok_or_else(|| NpyError::new(path, format!("shape {shape:?} is too large")))?;
    let want_bytes = count.saturating_mul(dtype.size_bytes());
    // The header parser leaves the reader at the start of the data.
    let data_bytes = npy.into_inner().len();
    if data_bytes < want_bytes {
        return Err(NpyError::new(
            path,
            format!(
                "truncated data: shape {shape:?} of {} needs {want_bytes} bytes, the file has {data_bytes}",
                dtype.numpy_name()
            ),
        ));
    }
    // Re-parse to read the elements now that the length is known to suffice.
    let npy = NpyFile::new(bytes).map_err(|e| NpyError::new(path, e.to_string()))?;
    let data = read_elements(npy, dtype).map_err(|e| NpyError::new(path, e.to_string()))?;
    let data = match order {
        Order::C => data,
        Order::Fortran => data.gather(&fortran_to_c_index(&shape)),
    };
    Array::new(shape, data)
        .ok_or_else(|| NpyError::new(path, "element count does not match the shape"))
}

/// The IR dtype of a `.npy` dtype, or a message naming the unsupported one.
fn ir_dtype(dtype: &npyz::DType) -> Result<DType, String> {
    const SUPPORTED: &str = "bool, int32, int64, float32, float64, complex64, complex128";
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
        (TypeChar::Float, 4) => Some(DType::F32),
        (TypeChar::Float, 8) => Some(DType::F64),
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

fn read_elements(npy: NpyFile<&[u8]>, dtype: DType) -> io::Result<Data> {
    fn all<T: Deserialize>(npy: NpyFile<&[u8]>) -> io::Result<Vec<T>> {
        npy.into_vec::<T>()
    }
    Ok(match dtype {
        DType::I1 => Data::I1(all(npy)?),
        DType::I32 => Data::I32(all(npy)?),
        DType::I64 => Data::I64(all(npy)?),
        DType::F32 => Data::F32(all(npy)?),
        DType::F64 => Data::F64(all(npy)?),
        DType::C64 => Data::C64(all::<Complex32>(npy)?),
        DType::C128 => Data::C128(all::<Complex64>(npy)?),
    })
}

/// For each row-major position, the position of the same element in Fortran-order storage.
fn fortran_to_c_index(shape: &[usize]) -> Vec<usize> {
    let n: usize = shape.iter().product();
    let rev: Vec<usize> = shape.iter().rev().copied().collect();
    // Fortran storage of `shape` is row-major storage of the reversed shape.
    let f_strides: Vec<usize> = strides(&rev).into_iter().rev().collect();
    let mut idx = vec![0usize; shape.len()];
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(idx.iter().zip(&f_strides).map(|(i, s)| i * s).sum());
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

/// Writes an array as a little-endian, C-order `.npy` file (version 1.0 header).
pub fn write_npy(path: impl AsRef<Path>, array: &Array) -> Result<(), NpyError> {
    let path = path.as_ref();
    let mut bytes = Vec::new();
    write_npy_to(&mut bytes, array)
        .map_err(|e| NpyError::new(path, format!("cannot encode: {e}")))?;
    std::fs::write(path, bytes).map_err(|e| NpyError::new(path, format!("cannot write: {e}")))
}

/// Encodes an array as `.npy` bytes into any writer.
pub fn write_npy_to<W: Write>(w: W, array: &Array) -> io::Result<()> {
    fn put<T: npyz::AutoSerialize + Copy, W: Write>(
        w: W,
        shape: &[usize],
        v: &[T],
    ) -> io::Result<()> {
        let shape: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        let mut writer = npyz::WriteOptions::new()
            .dtype(little_endian(T::default_dtype()))
            .shape(&shape)
            .writer(w)
            .begin_nd()?;
        writer.extend(v.iter().copied())?;
        writer.finish()
    }
    let s = &array.shape;
    match &array.data {
        Data::I1(v) => put(w, s, v),
        Data::I32(v) => put(w, s, v),
        Data::I64(v) => put(w, s, v),
        Data::F32(v) => put(w, s, v),
        Data::F64(v) => put(w, s, v),
        Data::C64(v) => put(w, s, v),
        Data::C128(v) => put(w, s, v),
    }
}

/// The same dtype stored little-endian (the default is the machine's order), so files
/// are identical wherever they are written.
fn little_endian(dtype: npyz::DType) -> npyz::DType {
    match &dtype {
        npyz::DType::Plain(ts) if ts.size_field() > 1 => {
            let text = format!("<{}{}", ts.type_char().to_str(), ts.size_field());
            match text.parse::<npyz::TypeStr>() {
                Ok(le) => npyz::DType::Plain(le),
                Err(_) => dtype,
            }
        }
        _ => dtype,
    }
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
        while (10 + header.len() + 1) % 64 != 0 {
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
        for (descr, name) in [("<f2", "float16"), ("|u1", "uint8"), ("<i2", "int16")] {
            let dict = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': (1,), }}");
            let err = read(&npy_bytes(&dict, &[0; 8])).unwrap_err();
            assert!(
                err.to_string().starts_with("x.npy: unsupported dtype"),
                "{err}"
            );
            assert!(err.message.contains(name), "{err}");
        }
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
}
