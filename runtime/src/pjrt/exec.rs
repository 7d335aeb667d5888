//! A program compiled by a PJRT plugin, run on host arrays: arguments go to the devices
//! (whole, or split along one axis over the partitions), the executable runs on every
//! device, and each result comes back whole from the first device (replicated: every device
//! holds it whole) or is assembled on the host from every device's slice (split).

use super::client::{Buffer, Client};
use super::ffi::{self, PJRT_LoadedExecutable};
use super::options::compile_options;
use super::plugin::Plugin;
use crate::cpu::Signature;
use crate::cuda::bytes::{as_bytes, from_bytes};
use fresnel_ir::{Array, DType, Diagnostic, TensorType};
use std::path::Path;
use std::sync::Arc;

/// How `@main`'s arguments and results are laid over the devices: `split[i] = Some(axis)`
/// cuts argument `i` into `partitions` equal slices along `axis`, slice `p` on device `p`;
/// `None` gives every device the whole argument. `results[k] = Some(axis)`: device `p` holds
/// slice `p` of result `k` along `axis` (the program's text must annotate it so); `None`:
/// every device holds it whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub partitions: usize,
    pub split: Vec<Option<usize>>,
    pub results: Vec<Option<usize>>,
}

impl Layout {
    /// One device: nothing split.
    pub fn single(args: usize, results: usize) -> Layout {
        Layout {
            partitions: 1,
            split: vec![None; args],
            results: vec![None; results],
        }
    }
}

pub struct PjrtExecutable {
    client: Arc<Client>,
    raw: *mut PJRT_LoadedExecutable,
    signature: Signature,
    layout: Layout,
}

// SAFETY: loaded executables are thread-safe PJRT objects; `raw` is owned by this value.
unsafe impl Send for PjrtExecutable {}
unsafe impl Sync for PjrtExecutable {}

impl std::fmt::Debug for PjrtExecutable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "PjrtExecutable(@{}, {} partition(s), {:?})",
            self.signature.name, self.layout.partitions, self.client
        )
    }
}

fn buffer_type(d: DType) -> std::ffi::c_int {
    match d {
        DType::I1 => ffi::BUFFER_TYPE_PRED,
        DType::I8 => ffi::BUFFER_TYPE_S8,
        DType::I16 => ffi::BUFFER_TYPE_S16,
        DType::I32 => ffi::BUFFER_TYPE_S32,
        DType::I64 => ffi::BUFFER_TYPE_S64,
        DType::U8 => ffi::BUFFER_TYPE_U8,
        DType::U16 => ffi::BUFFER_TYPE_U16,
        DType::U32 => ffi::BUFFER_TYPE_U32,
        DType::U64 => ffi::BUFFER_TYPE_U64,
        DType::F32 => ffi::BUFFER_TYPE_F32,
        DType::F64 => ffi::BUFFER_TYPE_F64,
        DType::C64 => ffi::BUFFER_TYPE_C64,
        DType::C128 => ffi::BUFFER_TYPE_C128,
        DType::F16 => ffi::BUFFER_TYPE_F16,
        DType::BF16 => ffi::BUFFER_TYPE_BF16,
        // Not wired up: PJRT's INVALID type makes the upload fail with its error.
        fresnel_ir::small_dtypes!() => 0,
    }
}

impl PjrtExecutable {
    /// Loads the plugin at `plugin` and compiles `mlir` (StableHLO text whose `@main` has
    /// `signature`, already annotated with the shardings `layout` implies) for
    /// `layout.partitions` devices.
    pub fn compile(
        plugin: &Path,
        mlir: &str,
        signature: Signature,
        layout: Layout,
    ) -> Result<PjrtExecutable, Diagnostic> {
        let name = signature.name.clone();
        let err = |m: String| Diagnostic::new(m).in_func(&name);
        if layout.split.len() != signature.inputs.len() {
            return Err(err(format!(
                "the layout names {} argument(s) for {}",
                layout.split.len(),
                signature.inputs.len()
            )));
        }
        if layout.results.len() != signature.outputs.len() {
            return Err(err(format!(
                "the layout names {} result(s) for {}",
                layout.results.len(),
                signature.outputs.len()
            )));
        }
        let plugin = Plugin::load(plugin).map_err(Diagnostic::new)?;
        let client = Client::get(plugin, layout.partitions.max(1)).map_err(Diagnostic::new)?;
        let raw = client
            .compile(mlir, &compile_options(layout.partitions))
            .map_err(err)?;
        let exe = PjrtExecutable {
            client,
            raw,
            signature,
            layout,
        };
        let outputs = exe.num_outputs().map_err(err)?;
        if outputs != exe.signature.outputs.len() {
            return Err(err(format!(
                "XLA's executable has {outputs} output(s) per device; @{} returns {}",
                exe.signature.name,
                exe.signature.outputs.len()
            )));
        }
        Ok(exe)
    }

    pub fn signature(&self) -> &Signature {
        &self.signature
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The plugin's platform name (`cpu`, `cuda`, …).
    pub fn platform(&self) -> &str {
        &self.client.platform
    }

    fn num_outputs(&self) -> Result<usize, String> {
        let plugin = &self.client.plugin;
        let api = plugin.api();
        let mut get = ffi::PJRT_LoadedExecutable_GetExecutable_Args {
            struct_size: ffi::size_of::<ffi::PJRT_LoadedExecutable_GetExecutable_Args>(),
            extension_start: std::ptr::null_mut(),
            loaded_executable: self.raw,
            executable: std::ptr::null_mut(),
        };
        // SAFETY: checked present; the executable returned is destroyed below.
        unsafe {
            let e = (api
                .loaded_executable_get_executable
                .expect("checked by require"))(&mut get);
            plugin.check(e, "PJRT_LoadedExecutable_GetExecutable")?;
            let mut n = ffi::PJRT_Executable_NumOutputs_Args {
                struct_size: ffi::size_of::<ffi::PJRT_Executable_NumOutputs_Args>(),
                extension_start: std::ptr::null_mut(),
                executable: get.executable,
                num_outputs: 0,
            };
            let e = (api.executable_num_outputs.expect("checked by require"))(&mut n);
            let counted = plugin.check(e, "PJRT_Executable_NumOutputs");
            let mut destroy = ffi::PJRT_Executable_Destroy_Args {
                struct_size: ffi::size_of::<ffi::PJRT_Executable_Destroy_Args>(),
                extension_start: std::ptr::null_mut(),
                executable: get.executable,
            };
            let e = (api.executable_destroy.expect("checked by require"))(&mut destroy);
            counted?;
            plugin.check(e, "PJRT_Executable_Destroy")?;
            Ok(n.num_outputs)
        }
    }

    pub fn run(&self, inputs: &[Array]) -> Result<Vec<Array>, Diagnostic> {
        self.run_borrowed(&inputs.iter().collect::<Vec<_>>())
    }

    /// Runs on host arrays (one per argument of `@main`) and returns host arrays.
    pub fn run_borrowed(&self, inputs: &[&Array]) -> Result<Vec<Array>, Diagnostic> {
        let sig = &self.signature;
        let in_func = |m: String| Diagnostic::new(m).in_func(&sig.name);
        crate::cpu::exec::check_inputs(sig, inputs).map_err(in_func)?;
        let args = inputs
            .iter()
            .map(|a| a.materialize())
            .collect::<Result<Vec<_>, String>>()
            .map_err(in_func)?;
        let n = self.layout.partitions.max(1);
        // buffers[d][i]: argument i on device d.
        let mut buffers: Vec<Vec<Buffer<'_>>> = (0..n).map(|_| Vec::new()).collect();
        for (i, a) in args.iter().enumerate() {
            let pieces = split(a, self.layout.split[i], n)
                .map_err(|m| in_func(format!("argument {i}: {m}")))?;
            for (d, (bytes, dims)) in pieces.iter().enumerate() {
                let b = self
                    .client
                    .upload(bytes, buffer_type(a.dtype()), dims, d)
                    .map_err(|m| in_func(format!("argument {i}: {m}")))?;
                buffers[d].push(b);
            }
        }
        let outputs = self.execute(&buffers).map_err(in_func)?;
        drop(buffers);
        // outputs[d][k] is result k on device d; regrouped per result, so that each result's
        // device buffers are freed as soon as it is on the host.
        let mut per_result: Vec<Vec<Buffer<'_>>> =
            (0..sig.outputs.len()).map(|_| Vec::new()).collect();
        for device in outputs {
            for (k, b) in device.into_iter().enumerate() {
                if let Some(r) = per_result.get_mut(k) {
                    r.push(b);
                }
            }
        }
        sig.outputs
            .iter()
            .zip(per_result)
            .enumerate()
            .map(|(k, (ty, pieces))| {
                let pieces: Vec<&Buffer<'_>> = pieces.iter().collect();
                let bytes = match self.layout.results[k] {
                    Some(axis) if n > 1 => assemble(&pieces, ty, axis),
                    // Replicated: the first device holds it whole.
                    _ => match pieces.first() {
                        Some(b) => whole(b, ty),
                        None => Err("no device returned it".into()),
                    },
                }
                .map_err(|m| in_func(format!("result {k} ({ty}): {m}")))?;
                Ok(Array {
                    shape: ty.shape.clone(),
                    data: from_bytes(ty.dtype, &bytes),
                })
            })
            .collect()
    }

    /// Executes once on every device; per device, its output buffers.
    fn execute<'c>(&'c self, args: &[Vec<Buffer<'c>>]) -> Result<Vec<Vec<Buffer<'c>>>, String> {
        let n = args.len();
        let outputs = self.signature.outputs.len();
        let arg_lists: Vec<Vec<*mut ffi::PJRT_Buffer>> = args
            .iter()
            .map(|d| d.iter().map(|b| b.raw).collect())
            .collect();
        let arg_ptrs: Vec<*const *mut ffi::PJRT_Buffer> =
            arg_lists.iter().map(|l| l.as_ptr()).collect();
        let mut out_lists: Vec<Vec<*mut ffi::PJRT_Buffer>> = (0..n)
            .map(|_| vec![std::ptr::null_mut(); outputs])
            .collect();
        let out_ptrs: Vec<*mut *mut ffi::PJRT_Buffer> =
            out_lists.iter_mut().map(|l| l.as_mut_ptr()).collect();
        let mut events: Vec<*mut ffi::PJRT_Event> = vec![std::ptr::null_mut(); n];
        let mut options = ffi::PJRT_ExecuteOptions {
            struct_size: ffi::size_of::<ffi::PJRT_ExecuteOptions>(),
            extension_start: std::ptr::null_mut(),
            send_callbacks: std::ptr::null_mut(),
            recv_callbacks: std::ptr::null_mut(),
            num_send_ops: 0,
            num_recv_ops: 0,
            launch_id: 0,
            non_donatable_input_indices: std::ptr::null(),
            num_non_donatable_input_indices: 0,
            context: std::ptr::null_mut(),
            call_location: std::ptr::null(),
            num_tasks: 0,
            task_ids: std::ptr::null_mut(),
            incarnation_ids: std::ptr::null_mut(),
        };
        let mut exec = ffi::PJRT_LoadedExecutable_Execute_Args {
            struct_size: ffi::size_of::<ffi::PJRT_LoadedExecutable_Execute_Args>(),
            extension_start: std::ptr::null_mut(),
            executable: self.raw,
            options: &mut options,
            argument_lists: arg_ptrs.as_ptr(),
            num_devices: n,
            num_args: self.signature.inputs.len(),
            output_lists: out_ptrs.as_ptr(),
            device_complete_events: events.as_mut_ptr(),
            execute_device: std::ptr::null_mut(),
        };
        let plugin = &self.client.plugin;
        // SAFETY: checked present; every list has the sizes given and outlives the call;
        // outputs written by the plugin are owned by the `Buffer`s made from them below.
        let err = unsafe {
            (plugin
                .api()
                .loaded_executable_execute
                .expect("checked by require"))(&mut exec)
        };
        plugin.check(err, "PJRT_LoadedExecutable_Execute")?;
        let owned: Vec<Vec<Buffer<'c>>> = out_lists
            .iter()
            .map(|l| l.iter().map(|&b| Buffer::adopt(&self.client, b)).collect())
            .collect();
        for e in events {
            plugin.await_event(e, "the execution")?;
        }
        Ok(owned)
    }
}

impl Drop for PjrtExecutable {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_LoadedExecutable_Destroy_Args {
            struct_size: ffi::size_of::<ffi::PJRT_LoadedExecutable_Destroy_Args>(),
            extension_start: std::ptr::null_mut(),
            executable: self.raw,
        };
        let plugin = &self.client.plugin;
        // SAFETY: checked present; destroyed once, after every run that borrowed it.
        let err = unsafe {
            (plugin
                .api()
                .loaded_executable_destroy
                .expect("checked by require"))(&mut args)
        };
        let _ = plugin.check(err, "PJRT_LoadedExecutable_Destroy");
    }
}

/// Checks that a device's output buffer has `dims` (what the layout says it holds), so that a
/// plugin laying results out otherwise is an error, not a scrambled array.
fn check_dims(b: &Buffer<'_>, dims: &[i64], device: usize) -> Result<(), String> {
    let got = b.dims()?;
    if got != dims {
        return Err(format!(
            "device {device} returned a buffer of dimensions {got:?}, expected {dims:?}"
        ));
    }
    Ok(())
}

/// A replicated result, read whole from one device.
fn whole(b: &Buffer<'_>, ty: &TensorType) -> Result<Vec<u8>, String> {
    let dims: Vec<i64> = ty.shape.iter().map(|&d| d as i64).collect();
    check_dims(b, &dims, 0)?;
    let mut bytes = vec![0u8; ty.num_elements() * ty.dtype.size_bytes()];
    b.download(&mut bytes, ty.shape.len())?;
    Ok(bytes)
}

/// A split result assembled from its slices along `axis`, `pieces[d]` from device `d` (the
/// inverse of [`split`]). No device ever holds it whole, and neither does the host before
/// this array: where the slices are contiguous in it (every axis before `axis` has length
/// 1) each is copied straight into place, else through one slice-sized buffer.
fn assemble(pieces: &[&Buffer<'_>], ty: &TensorType, axis: usize) -> Result<Vec<u8>, String> {
    let devices = pieces.len();
    let extent = *ty.shape.get(axis).ok_or_else(|| {
        format!(
            "cannot split along axis {axis} of a rank-{} result",
            ty.shape.len()
        )
    })?;
    if devices == 0 || extent % devices != 0 {
        return Err(format!(
            "axis {axis} has length {extent}, not a multiple of the {devices} devices it is split over"
        ));
    }
    let inner: usize = ty.shape[axis + 1..].iter().product::<usize>() * ty.dtype.size_bytes();
    let outer: usize = ty.shape[..axis].iter().product();
    let chunk = extent / devices * inner;
    let mut dims: Vec<i64> = ty.shape.iter().map(|&d| d as i64).collect();
    dims[axis] = (extent / devices) as i64;
    let mut out = vec![0u8; outer * extent * inner];
    let mut scratch = vec![0u8; if outer > 1 { outer * chunk } else { 0 }];
    for (d, b) in pieces.iter().enumerate() {
        check_dims(b, &dims, d)?;
        if outer <= 1 || chunk == 0 {
            let start = outer * d * chunk;
            b.download(&mut out[start..start + outer * chunk], dims.len())?;
            continue;
        }
        b.download(&mut scratch, dims.len())?;
        for (o, slice) in scratch.chunks_exact(chunk).enumerate() {
            let start = o * extent * inner + d * chunk;
            out[start..start + chunk].copy_from_slice(slice);
        }
    }
    Ok(out)
}

/// One `(bytes, dims)` per device: the whole array on each when `axis` is `None`, else
/// equal slices along `axis` in device order.
fn split(
    a: &Array,
    axis: Option<usize>,
    devices: usize,
) -> Result<Vec<(Vec<u8>, Vec<i64>)>, String> {
    let bytes = as_bytes(&a.data);
    let dims: Vec<i64> = a.shape.iter().map(|&d| d as i64).collect();
    let Some(axis) = axis.filter(|_| devices > 1) else {
        return Ok(vec![(bytes.to_vec(), dims); devices]);
    };
    let extent = *a.shape.get(axis).ok_or_else(|| {
        format!(
            "cannot split along axis {axis} of a rank-{} array",
            a.shape.len()
        )
    })?;
    if extent % devices != 0 {
        return Err(format!(
            "axis {axis} has length {extent}, not a multiple of the {devices} devices it is split over"
        ));
    }
    let inner: usize = a.shape[axis + 1..].iter().product::<usize>() * a.dtype().size_bytes();
    let outer: usize = a.shape[..axis].iter().product();
    let chunk = extent / devices * inner;
    let mut piece_dims = dims.clone();
    piece_dims[axis] = (extent / devices) as i64;
    Ok((0..devices)
        .map(|d| {
            let mut piece = Vec::with_capacity(outer * chunk);
            for o in 0..outer {
                let start = o * extent * inner + d * chunk;
                piece.extend_from_slice(&bytes[start..start + chunk]);
            }
            (piece, piece_dims.clone())
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_takes_equal_slices_in_device_order() {
        let a = Array::new(vec![2, 4], fresnel_ir::Data::I32((0..8).collect())).expect("2x4");
        let pieces = split(&a, Some(1), 2).expect("splits");
        let ints = |b: &[u8]| -> Vec<i32> {
            b.chunks_exact(4)
                .map(|c| i32::from_ne_bytes(c.try_into().expect("4 bytes")))
                .collect()
        };
        assert_eq!(ints(&pieces[0].0), vec![0, 1, 4, 5]);
        assert_eq!(ints(&pieces[1].0), vec![2, 3, 6, 7]);
        assert_eq!(pieces[1].1, vec![2, 2]);
        let rows = split(&a, Some(0), 2).expect("splits");
        assert_eq!(ints(&rows[1].0), vec![4, 5, 6, 7]);
        assert!(split(&a, Some(1), 3)
            .unwrap_err()
            .contains("not a multiple"));
        assert!(split(&a, Some(2), 2).unwrap_err().contains("rank-2"));
        assert_eq!(split(&a, None, 3).expect("whole").len(), 3);
    }
}
