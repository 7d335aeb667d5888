//! Artifacts on a hand-built program that has every kind of content (a parameter, a dense and
//! a scalar constant, an elementwise kernel, an in-place FFT, an interpreter snippet): saved
//! and loaded back it runs bit-identically; every damaged, cut, foreign, newer or inconsistent
//! file is an error of the right kind, never a panic.

use super::*;
use crate::cpu::{BufId, Buffer, InterpSnippet, Location, Origin, Source, Step, StepKind};
use fresnel_ir::{Array, BinaryOp, DType, Data, FftKind, Scalar, TensorType};
use fresnel_kernels::{ElementwiseProgram, FftDesc, FusedFftDesc, InputMap, Instr};
use num_complex::Complex32;

const SHAPE: [usize; 2] = [4, 8];

fn c64s(n: usize, seed: f32) -> Vec<Complex32> {
    (0..n)
        .map(|i| {
            Complex32::new(
                (i as f32 * 0.37 + seed).sin(),
                (i as f32 * 0.11 - seed).cos(),
            )
        })
        .collect()
}

/// x → t1 = x·c + s (c a dense constant, s a scalar one read as a splat) → t2 = fft(t1) in place → t3 = negate(t2)
/// through the interpreter.
fn program() -> CpuProgram {
    let t = TensorType::new(DType::C64, SHAPE);
    let n = t.num_elements();
    let dense = Array::new(SHAPE, Data::C64(c64s(n, 0.5))).expect("length matches shape");
    let splat = Array::scalar(Scalar::C64(Complex32::new(0.25, -1.5)));
    let buf = |source| Buffer {
        dtype: DType::C64,
        len: n,
        source,
    };
    let buffers = vec![
        buf(Source::Param(0)),
        buf(Source::Const(dense)),
        Buffer {
            dtype: DType::C64,
            len: 1,
            source: Source::Const(splat),
        },
        buf(Source::Temp),
        buf(Source::Temp),
        buf(Source::Temp),
    ];
    let mut ew = ElementwiseProgram::new(SHAPE.to_vec());
    let x = ew.load(InputMap::contiguous(DType::C64, &SHAPE));
    let c = ew.load(InputMap::contiguous(DType::C64, &SHAPE));
    let s = ew.load(InputMap::splat(DType::C64, SHAPE.len()));
    let xc = ew.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: x,
        rhs: c,
    });
    let y = ew.push(Instr::Binary {
        op: BinaryOp::Add,
        lhs: xc,
        rhs: s,
    });
    ew.output(y);
    let fft = FftDesc::from_stablehlo(FftKind::Fft, &t, &[8]).expect("valid fft");
    let snippet = fresnel_ir::parse::parse_module(
        "func.func public @main(%arg0: tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>> {\n  \
         %0 = stablehlo.negate %arg0 : tensor<4x8xcomplex<f32>>\n  \
         return %0 : tensor<4x8xcomplex<f32>>\n}\n",
    )
    .expect("the snippet parses");
    let steps = vec![
        Step {
            kind: StepKind::Elementwise(ew),
            inputs: vec![BufId(0), BufId(1), BufId(2)],
            outputs: vec![BufId(3)],
            origin: Origin {
                op: "fresnel.fusion".into(),
                loc: Some(fresnel_ir::Loc { line: 3, col: 5 }),
            },
        },
        Step {
            kind: StepKind::Fft(FusedFftDesc {
                fft,
                prologue: None,
                epilogue: None,
            }),
            inputs: vec![BufId(3)],
            outputs: vec![BufId(4)],
            origin: Origin::default(),
        },
        Step {
            kind: StepKind::Interp(InterpSnippet {
                module: snippet,
                entry: "main".into(),
            }),
            inputs: vec![BufId(4)],
            outputs: vec![BufId(5)],
            origin: Origin::default(),
        },
    ];
    let sig = Signature {
        name: "main".into(),
        inputs: vec![t.clone()],
        outputs: vec![t],
    };
    CpuProgram::new(sig, buffers, steps, vec![BufId(5)]).expect("well formed")
}

fn input() -> Array {
    Array::new(SHAPE, Data::C64(c64s(32, -0.2))).expect("length matches shape")
}

fn bits(a: &Array) -> Vec<u32> {
    match &a.data {
        Data::C64(v) => v
            .iter()
            .flat_map(|z| [z.re.to_bits(), z.im.to_bits()])
            .collect(),
        other => panic!("expected complex64 data, got {:?}", other.dtype()),
    }
}

/// Header (with a correct checksum) around `payload`.
fn wrap(payload: &[u8], version: u32) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&version.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    let crc = checksum(&out, payload);
    out.extend_from_slice(&crc.to_le_bytes());
    out.extend_from_slice(payload);
    out
}

fn container_bytes(sections: Vec<Section>) -> Vec<u8> {
    let p = program();
    let c = Container {
        producer: producer(),
        signature: p.signature.clone(),
        sections,
    };
    wrap(&postcard::to_allocvec(&c).expect("encodes"), FORMAT_VERSION)
}

fn cpu_section(p: &CpuProgram, version: u32) -> Section {
    Section {
        backend: CPU_BACKEND.into(),
        version,
        data: cpu::encode_section(p).expect("encodes"),
    }
}

fn err_kind(bytes: &[u8]) -> ArtifactErrorKind {
    match Artifact::from_bytes(bytes).and_then(Artifact::cpu_executable) {
        Ok(_) => panic!("a bad artifact loaded"),
        Err(e) => {
            assert!(!e.message.is_empty());
            e.kind
        }
    }
}

#[test]
fn a_loaded_artifact_runs_bit_identically() {
    let p = program();
    assert_eq!(
        p.plan.in_place,
        vec![false, true, false],
        "the FFT runs in place"
    );
    let bytes = cpu_artifact_bytes(&p).expect("encodes");
    assert!(is_artifact(&bytes));
    let loaded = Artifact::from_bytes(&bytes).expect("loads");
    assert_eq!(loaded.signature, p.signature);
    assert!(loaded.skipped.is_empty());
    let q = loaded.cpu.as_ref().expect("a cpu section");
    assert_eq!(q.buffers, p.buffers);
    assert_eq!(q.results, p.results);
    assert_eq!(q.plan, p.plan);
    for (a, b) in q.steps.iter().zip(&p.steps) {
        assert_eq!(
            (&a.inputs, &a.outputs, &a.origin),
            (&b.inputs, &b.outputs, &b.origin)
        );
        match (&a.kind, &b.kind) {
            (StepKind::Interp(x), StepKind::Interp(y)) => assert_eq!(
                fresnel_ir::print::print_module(&x.module),
                fresnel_ir::print::print_module(&y.module)
            ),
            (x, y) => assert_eq!(x, y),
        }
    }
    let want = CpuExecutable::new(p)
        .expect("plans")
        .run(&[input()])
        .expect("runs");
    let got = loaded
        .cpu_executable()
        .expect("plans")
        .run(&[input()])
        .expect("runs");
    assert_eq!(bits(&got[0]), bits(&want[0]));
    // Saving the loaded program again gives the same bytes.
    let again = Artifact::from_bytes(&bytes)
        .expect("loads")
        .cpu
        .expect("cpu");
    assert_eq!(cpu_artifact_bytes(&again).expect("encodes"), bytes);
}

#[test]
fn every_damaged_byte_is_caught() {
    let bytes = cpu_artifact_bytes(&program()).expect("encodes");
    for pos in 0..bytes.len() {
        for flip in [0x01u8, 0x80, 0xff] {
            let mut bad = bytes.clone();
            bad[pos] ^= flip;
            let kind = err_kind(&bad);
            let expected: &[ArtifactErrorKind] = match pos {
                0..8 => &[ArtifactErrorKind::Foreign],
                8..12 => &[ArtifactErrorKind::Newer, ArtifactErrorKind::Corrupt],
                12..20 => &[ArtifactErrorKind::Truncated, ArtifactErrorKind::Corrupt],
                _ => &[ArtifactErrorKind::Corrupt],
            };
            assert!(
                expected.contains(&kind),
                "byte {pos} ^ {flip:#x}: {kind:?}, expected one of {expected:?}"
            );
        }
    }
}

#[test]
fn every_truncation_is_caught() {
    let bytes = cpu_artifact_bytes(&program()).expect("encodes");
    assert_eq!(err_kind(&[]), ArtifactErrorKind::Foreign);
    for len in 1..bytes.len() {
        assert_eq!(
            err_kind(&bytes[..len]),
            ArtifactErrorKind::Truncated,
            "{len} bytes"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(err_kind(&longer), ArtifactErrorKind::Corrupt);
}

#[test]
fn foreign_files_are_named_as_such() {
    let npy = b"\x93NUMPY\x01\x00v\x00{'descr': '<f4', 'fortran_order': False, 'shape': (), }";
    let mlir = b"func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {\n";
    for bytes in [&npy[..], &mlir[..], b"\x89PNG\r\n\x1a\n"] {
        let e = Artifact::from_bytes(bytes).expect_err("not an artifact");
        assert_eq!(e.kind, ArtifactErrorKind::Foreign);
        assert!(e.message.contains("not a Fresnel artifact"), "{e}");
    }
}

#[test]
fn newer_formats_are_refused_with_their_version() {
    let bytes = cpu_artifact_bytes(&program()).expect("encodes");
    let newer = wrap(&bytes[HEADER_LEN..], FORMAT_VERSION + 1);
    let e = Artifact::from_bytes(&newer).expect_err("newer");
    assert_eq!(e.kind, ArtifactErrorKind::Newer);
    assert!(e.message.contains("version 2 is newer"), "{e}");
    assert!(!e.message.contains("damaged"), "{e}");
    let newer_section = container_bytes(vec![cpu_section(&program(), 7)]);
    let e = Artifact::from_bytes(&newer_section).expect_err("newer section");
    assert_eq!(e.kind, ArtifactErrorKind::Newer);
    assert!(e.message.contains("cpu section has version 7"), "{e}");
}

#[test]
fn unknown_sections_are_skipped() {
    let gpu = Section {
        backend: "tpu".into(),
        version: 1,
        data: vec![1, 2, 3],
    };
    let both = container_bytes(vec![
        Section {
            backend: "tpu".into(),
            version: 1,
            data: vec![1, 2, 3],
        },
        cpu_section(&program(), cpu::SECTION_VERSION),
    ]);
    let a = Artifact::from_bytes(&both).expect("loads");
    assert_eq!(a.skipped, vec!["tpu".to_string()]);
    assert!(a.cpu.is_some());
    let only_gpu = container_bytes(vec![gpu]);
    let e = Artifact::from_bytes(&only_gpu)
        .expect("decodes")
        .cpu_executable()
        .expect_err("nothing to run");
    assert_eq!(e.kind, ArtifactErrorKind::Invalid);
    assert!(e.message.contains("sections for: tpu"), "{e}");
}

#[test]
fn huge_length_fields_fail_without_allocating() {
    // A producer string, then a section list, claiming 2^60 elements each, behind a valid
    // checksum: decoding stops at the end of the bytes instead of reserving that much.
    let mut payload = vec![0x80u8, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10];
    payload.extend_from_slice(b"fresnel");
    assert_eq!(
        err_kind(&wrap(&payload, FORMAT_VERSION)),
        ArtifactErrorKind::Corrupt
    );
    let good = cpu_artifact_bytes(&program()).expect("encodes");
    let mut payload = good[HEADER_LEN..].to_vec();
    // The producer's length byte is first; make the string swallow everything.
    payload[0] = 0xff;
    payload.insert(1, 0xff);
    payload.insert(2, 0x7f);
    assert_eq!(
        err_kind(&wrap(&payload, FORMAT_VERSION)),
        ArtifactErrorKind::Corrupt
    );
}

/// Encodes a program whose parts were changed after it was checked (as a hostile writer
/// could): loading must reject it as invalid even though the checksum is right.
fn tampered(change: impl FnOnce(&mut CpuProgram)) -> ArtifactError {
    let mut p = program();
    change(&mut p);
    let bytes = cpu_artifact_bytes(&p).expect("encodes");
    let e = Artifact::from_bytes(&bytes).expect_err("inconsistent");
    assert_eq!(e.kind, ArtifactErrorKind::Invalid, "{e}");
    e
}

#[test]
fn inconsistent_programs_are_refused() {
    // Two live buffers in one slot.
    let e = tampered(|p| {
        p.plan.in_place[1] = false;
    });
    assert!(e.message.contains("buffer plan"), "{e}");
    let e = tampered(|p| p.plan.locations[3] = Location::Slot(9));
    assert!(e.message.contains("slot 9"), "{e}");
    let e = tampered(|p| p.plan.slots[0].len = 3);
    assert!(e.message.contains("does not fit slot"), "{e}");
    let e = tampered(|p| p.plan.locations[0] = Location::Param(1));
    assert!(e.message.contains("b0"), "{e}");
    let e = tampered(|p| p.plan.result_buffers.clear());
    assert!(e.message.contains("buffer plan"), "{e}");
    let e = tampered(|p| {
        if let Source::Const(a) = &mut p.buffers[1].source {
            a.data = Data::C64(c64s(5, 0.0));
        }
    });
    assert!(e.message.contains("stores 5 elements"), "{e}");
    let e = tampered(|p| p.steps[2].inputs[0] = BufId(40));
    assert!(e.message.contains("b40"), "{e}");
    let e = tampered(|p| p.signature.inputs[0].shape = vec![usize::MAX, 4]);
    assert!(e.message.contains("too many elements"), "{e}");
    let e = tampered(|p| {
        if let StepKind::Interp(s) = &mut p.steps[2].kind {
            s.entry = "nowhere".into();
        }
    });
    assert!(e.message.contains("@nowhere"), "{e}");
    // A kernel description that does not fit its buffers is refused when the artifact is
    // read, before any backend sees it.
    let e = tampered(|p| {
        if let StepKind::Elementwise(ew) = &mut p.steps[0].kind {
            ew.inputs[1].offset = 1;
        }
    });
    assert_eq!(e.kind, ArtifactErrorKind::Invalid);
    assert!(e.message.contains("input 1"), "{e}");
}

fn fake_cubin(arch: &str) -> crate::cuda::Cubin {
    crate::cuda::Cubin {
        arch: arch.into(),
        nvrtc: "13.0".into(),
        bytes: vec![0x7f, b'E', b'L', b'F'],
    }
}

fn cuda_section_of(p: &CpuProgram, cubins: Vec<crate::cuda::Cubin>) -> CudaSection {
    CudaSection::new(&crate::cuda::CudaProgram::new(p), cubins)
}

fn cuda_raw_section(s: &CudaSection, version: u32) -> Section {
    Section {
        backend: CUDA_BACKEND.into(),
        version,
        data: cuda::encode_section(s).expect("encodes"),
    }
}

#[test]
fn cuda_sections_round_trip_beside_the_cpu_section() {
    let p = program();
    let section = cuda_section_of(&p, vec![fake_cubin("sm_90"), fake_cubin("sm_80")]);
    assert!(
        section.source.contains("extern \"C\""),
        "{}",
        section.source
    );
    assert!(!section.plans.is_empty(), "the program has an FFT step");
    let bytes = artifact_bytes(&p, Some(&section)).expect("encodes");
    let a = Artifact::from_bytes(&bytes).expect("loads");
    assert_eq!(a.cuda.as_ref(), Some(&section));
    assert_eq!(section.archs(), vec!["sm_90", "sm_80"]);
    let (_, cuda) = a.into_programs().expect("has a cpu section");
    assert_eq!(cuda, Some(section));
    // Without one, nothing is invented.
    let a = Artifact::from_bytes(&cpu_artifact_bytes(&p).expect("encodes")).expect("loads");
    assert!(a.cuda.is_none());
}

#[test]
fn inconsistent_cuda_sections_are_refused() {
    let p = program();
    let good = cuda_section_of(&p, vec![fake_cubin("sm_90")]);
    let load = |s: &CudaSection| {
        let bytes = container_bytes(vec![
            cpu_section(&p, cpu::SECTION_VERSION),
            cuda_raw_section(s, cuda::SECTION_VERSION),
        ]);
        Artifact::from_bytes(&bytes).map(|_| ())
    };
    assert_eq!(load(&good), Ok(()));
    let mut edited = good.clone();
    edited.source = edited
        .source
        .replace("extern \"C\"", "extern \"C\" /* patched */");
    let e = load(&edited).expect_err("another source");
    assert_eq!(e.kind, ArtifactErrorKind::Invalid);
    assert!(e.message.contains("CUDA source differ"), "{e}");
    let mut edited = good.clone();
    edited.plans[0].batch += 1;
    let e = load(&edited).expect_err("another plan");
    assert!(e.message.contains("cuFFT plans differ"), "{e}");
    for (cubins, why) in [
        (vec![fake_cubin("compute_90")], "not a CUDA architecture"),
        (vec![fake_cubin("sm_90"), fake_cubin("sm_90")], "two CUBINs"),
        (
            vec![crate::cuda::Cubin {
                bytes: Vec::new(),
                ..fake_cubin("sm_90")
            }],
            "is empty",
        ),
    ] {
        let e = load(&CudaSection {
            cubins,
            ..good.clone()
        })
        .expect_err(why);
        assert_eq!(e.kind, ArtifactErrorKind::Invalid, "{why}");
        assert!(e.message.contains(why), "{e}");
    }
    // A CUDA section alone has no program to be the GPU form of.
    let e = Artifact::from_bytes(&container_bytes(vec![cuda_raw_section(
        &good,
        cuda::SECTION_VERSION,
    )]))
    .expect_err("no cpu section");
    assert!(e.message.contains("no cpu section"), "{e}");
    let e = Artifact::from_bytes(&container_bytes(vec![
        cpu_section(&p, cpu::SECTION_VERSION),
        cuda_raw_section(&good, cuda::SECTION_VERSION + 1),
    ]))
    .expect_err("newer cuda section");
    assert_eq!(e.kind, ArtifactErrorKind::Newer);
    assert!(e.message.contains("cuda section has version 2"), "{e}");
}

/// A loop body's shape: `(ys, row, i) -> (ys with row i replaced, old row i)`; with `reader`
/// the old row is read after the update (a copy of `ys` as a second result), so `ys` cannot
/// be updated in place.
fn update_body(reader_after: bool) -> CpuProgram {
    let f = |n: usize| TensorType::new(DType::F32, vec![n]);
    let i32s = TensorType::new(DType::I32, vec![]);
    let buffers = vec![
        Buffer {
            dtype: DType::F32,
            len: 8,
            source: Source::Param(0),
        },
        Buffer {
            dtype: DType::F32,
            len: 2,
            source: Source::Param(1),
        },
        Buffer {
            dtype: DType::I32,
            len: 1,
            source: Source::Param(2),
        },
        Buffer {
            dtype: DType::F32,
            len: 8,
            source: Source::Temp,
        },
        Buffer {
            dtype: DType::F32,
            len: 2,
            source: Source::Temp,
        },
    ];
    let slice = |update: bool| fresnel_kernels::DynamicSliceDesc {
        dtype: DType::F32,
        operand: vec![8],
        window: vec![2],
        update,
    };
    let read = Step {
        kind: StepKind::DynamicSlice(slice(false)),
        inputs: vec![BufId(0), BufId(2)],
        outputs: vec![BufId(4)],
        origin: Origin::default(),
    };
    let update = Step {
        kind: StepKind::DynamicSlice(slice(true)),
        inputs: vec![BufId(0), BufId(1), BufId(2)],
        outputs: vec![BufId(3)],
        origin: Origin::default(),
    };
    let steps = if reader_after {
        vec![update, read]
    } else {
        vec![read, update]
    };
    let sig = Signature {
        name: "body".into(),
        inputs: vec![f(8), f(2), i32s],
        outputs: vec![f(8), f(2)],
    };
    let mut p =
        CpuProgram::new(sig, buffers, steps, vec![BufId(3), BufId(4)]).expect("well formed");
    p.donate_carries();
    p
}

#[test]
fn carries_updated_in_place_run_and_load_and_unsafe_ones_are_refused() {
    let ys = Array::from_f32(vec![8], (0..8).map(|v| v as f32).collect()).expect("8");
    let row = Array::from_f32(vec![2], vec![-1.0, -2.0]).expect("2");
    let i = Array::new(vec![], Data::I32(vec![3])).expect("scalar");
    let inputs = [ys, row, i];
    let mut outs = Vec::new();
    for reader_after in [false, true] {
        let p = update_body(reader_after);
        let at = usize::from(!reader_after);
        assert_eq!(p.plan.in_place[at], !reader_after, "{:?}", p.plan);
        let loaded = Artifact::from_bytes(&cpu_artifact_bytes(&p).expect("encodes"))
            .expect("loads")
            .cpu_executable()
            .expect("plans");
        assert_eq!(loaded.program(), &p);
        // Run on its own, the donated argument is copied into the result first.
        outs.push(loaded.run(&inputs).expect("runs"));
    }
    assert_eq!(outs[0], outs[1]);
    let want: Vec<f32> = vec![0.0, 1.0, 2.0, -1.0, -2.0, 5.0, 6.0, 7.0];
    assert_eq!(outs[0][0].data, Data::F32(want));
    assert_eq!(outs[0][1].data, Data::F32(vec![3.0, 4.0]));
    // Marking the update in place while the old row is read after it must not load.
    let mut p = update_body(true);
    p.plan.in_place[0] = true;
    let e = Artifact::from_bytes(&cpu_artifact_bytes(&p).expect("encodes")).expect_err("unsafe");
    assert_eq!(e.kind, ArtifactErrorKind::Invalid, "{e}");
    assert!(e.message.contains("cannot run so"), "{e}");
}
