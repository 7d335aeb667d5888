//! A PJRT client: the plugin's devices, compilation, and host↔device transfers.
//!
//! Clients are made once per plugin and device count and shared (XLA's clients own thread
//! pools and compilers; making one per executable would waste both).

use super::ffi::{self, PJRT_Buffer, PJRT_Client, PJRT_Device, PJRT_LoadedExecutable};
use super::plugin::Plugin;
use std::collections::HashMap;
use std::ffi::c_char;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// The plugin file named by `$FRESNEL_PJRT_PLUGIN`, else the CPU plugin where
/// `scripts/setup-pjrt.sh` installs it in this workspace.
pub const PLUGIN_VAR: &str = "FRESNEL_PJRT_PLUGIN";

pub fn default_plugin_path() -> PathBuf {
    match std::env::var_os(PLUGIN_VAR) {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../target/pjrt-deps/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so"),
    }
}

pub struct Client {
    pub plugin: Arc<Plugin>,
    raw: *mut PJRT_Client,
    devices: Vec<*mut PJRT_Device>,
    pub platform: String,
}

// SAFETY: PJRT clients are thread-safe objects (the C API's contract); the device pointers
// are owned by the client and live as long as it.
unsafe impl Send for Client {}
unsafe impl Sync for Client {}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Client({}, {} device(s), {:?})",
            self.platform,
            self.devices.len(),
            self.plugin
        )
    }
}

type ClientKey = (PathBuf, usize);

fn clients() -> &'static Mutex<HashMap<ClientKey, Arc<Client>>> {
    static CLIENTS: OnceLock<Mutex<HashMap<ClientKey, Arc<Client>>>> = OnceLock::new();
    CLIENTS.get_or_init(Default::default)
}

impl Client {
    /// A client of `plugin` with at least `devices` addressable devices (shared per plugin
    /// and count). The CPU plugin makes as many as its `cpu_device_count` option asks; other
    /// plugins have the devices they have.
    pub fn get(plugin: Arc<Plugin>, devices: usize) -> Result<Arc<Client>, String> {
        let key = (plugin.path.clone(), devices);
        let mut cache = clients().lock().unwrap_or_else(|p| p.into_inner());
        if let Some(c) = cache.get(&key) {
            return Ok(c.clone());
        }
        let client = Arc::new(Self::create(plugin, devices)?);
        cache.insert(key, client.clone());
        Ok(client)
    }

    fn create(plugin: Arc<Plugin>, devices: usize) -> Result<Client, String> {
        let client = if devices > 1 {
            // Only the CPU plugin knows `cpu_device_count`; others reject unknown options,
            // and are then made without it.
            Self::create_raw(&plugin, Some(devices as i64))
                .or_else(|_| Self::create_raw(&plugin, None))?
        } else {
            Self::create_raw(&plugin, None)?
        };
        // Owned from here on, so that an error below still destroys it.
        let mut client = Client {
            plugin,
            raw: client,
            devices: Vec::new(),
            platform: String::new(),
        };
        client.platform = client.platform_name()?;
        client.devices = client.addressable_devices()?;
        if client.devices.len() < devices {
            return Err(format!(
                "the PJRT plugin {} ({}) has {} addressable device(s); {devices} were asked for",
                client.plugin.path.display(),
                client.platform,
                client.devices.len()
            ));
        }
        Ok(client)
    }

    fn create_raw(plugin: &Plugin, cpu_devices: Option<i64>) -> Result<*mut PJRT_Client, String> {
        let name = "cpu_device_count";
        let options: Vec<ffi::PJRT_NamedValue> = cpu_devices
            .map(|n| ffi::PJRT_NamedValue {
                struct_size: ffi::size_of::<ffi::PJRT_NamedValue>(),
                extension_start: std::ptr::null_mut(),
                name: name.as_ptr() as *const c_char,
                name_size: name.len(),
                type_: ffi::NAMED_VALUE_INT64,
                value: n,
                value_size: 1,
            })
            .into_iter()
            .collect();
        let mut args = ffi::PJRT_Client_Create_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Client_Create_Args>(),
            extension_start: std::ptr::null_mut(),
            create_options: options.as_ptr(),
            num_options: options.len(),
            kv_get_callback: std::ptr::null_mut(),
            kv_get_user_arg: std::ptr::null_mut(),
            kv_put_callback: std::ptr::null_mut(),
            kv_put_user_arg: std::ptr::null_mut(),
            client: std::ptr::null_mut(),
            kv_try_get_callback: std::ptr::null_mut(),
            kv_try_get_user_arg: std::ptr::null_mut(),
        };
        let api = plugin.api();
        // SAFETY: checked present; `options` outlives the call.
        let err = unsafe { (api.client_create.expect("checked by require"))(&mut args) };
        plugin.check(err, "PJRT_Client_Create")?;
        Ok(args.client)
    }

    fn platform_name(&self) -> Result<String, String> {
        let mut args = ffi::PJRT_Client_PlatformName_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Client_PlatformName_Args>(),
            extension_start: std::ptr::null_mut(),
            client: self.raw,
            platform_name: std::ptr::null(),
            platform_name_size: 0,
        };
        let api = self.plugin.api();
        // SAFETY: checked present; the name is owned by the client and copied at once.
        unsafe {
            let err = (api.client_platform_name.expect("checked by require"))(&mut args);
            self.plugin.check(err, "PJRT_Client_PlatformName")?;
            Ok(text(args.platform_name, args.platform_name_size))
        }
    }

    fn addressable_devices(&self) -> Result<Vec<*mut PJRT_Device>, String> {
        let mut args = ffi::PJRT_Client_AddressableDevices_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Client_AddressableDevices_Args>(),
            extension_start: std::ptr::null_mut(),
            client: self.raw,
            addressable_devices: std::ptr::null(),
            num_addressable_devices: 0,
        };
        let api = self.plugin.api();
        // SAFETY: checked present; the list is owned by the client and copied at once.
        unsafe {
            let err = (api.client_addressable_devices.expect("checked by require"))(&mut args);
            self.plugin.check(err, "PJRT_Client_AddressableDevices")?;
            if args.num_addressable_devices == 0 {
                return Ok(Vec::new());
            }
            Ok(
                std::slice::from_raw_parts(args.addressable_devices, args.num_addressable_devices)
                    .to_vec(),
            )
        }
    }

    /// Compiles MLIR text (StableHLO) with serialized `CompileOptionsProto` bytes.
    pub fn compile(
        &self,
        mlir: &str,
        options: &[u8],
    ) -> Result<*mut PJRT_LoadedExecutable, String> {
        let format = "mlir";
        let program = ffi::PJRT_Program {
            struct_size: ffi::size_of::<ffi::PJRT_Program>(),
            extension_start: std::ptr::null_mut(),
            // The plugin only reads the code (`const` in spirit; the header shares the
            // struct with an API that writes it).
            code: mlir.as_ptr() as *mut c_char,
            code_size: mlir.len(),
            format: format.as_ptr() as *const c_char,
            format_size: format.len(),
        };
        let mut args = ffi::PJRT_Client_Compile_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Client_Compile_Args>(),
            extension_start: std::ptr::null_mut(),
            client: self.raw,
            program: &program,
            compile_options: options.as_ptr() as *const c_char,
            compile_options_size: options.len(),
            executable: std::ptr::null_mut(),
        };
        let api = self.plugin.api();
        // SAFETY: checked present; text, format and options outlive the call.
        let err = unsafe { (api.client_compile.expect("checked by require"))(&mut args) };
        self.plugin
            .check(err, "XLA compilation (PJRT_Client_Compile)")?;
        Ok(args.executable)
    }

    /// Copies dense row-major `bytes` of `dims` and element type `ty` to device `device`.
    pub fn upload(
        &self,
        bytes: &[u8],
        ty: std::ffi::c_int,
        dims: &[i64],
        device: usize,
    ) -> Result<Buffer<'_>, String> {
        let dev = *self.devices.get(device).ok_or_else(|| {
            format!(
                "device {device} does not exist ({} devices)",
                self.devices.len()
            )
        })?;
        let mut args = ffi::PJRT_Client_BufferFromHostBuffer_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Client_BufferFromHostBuffer_Args>(),
            extension_start: std::ptr::null_mut(),
            client: self.raw,
            data: bytes.as_ptr() as *const _,
            type_: ty,
            dims: dims.as_ptr(),
            num_dims: dims.len(),
            byte_strides: std::ptr::null(),
            num_byte_strides: 0,
            host_buffer_semantics: ffi::HOST_BUFFER_IMMUTABLE_UNTIL_TRANSFER_COMPLETES,
            device: dev,
            memory: std::ptr::null_mut(),
            device_layout: std::ptr::null_mut(),
            done_with_host_buffer: std::ptr::null_mut(),
            buffer: std::ptr::null_mut(),
        };
        let api = self.plugin.api();
        // SAFETY: checked present; `bytes` stays borrowed until the transfer-done event,
        // awaited below before returning.
        let err = unsafe {
            (api.client_buffer_from_host_buffer
                .expect("checked by require"))(&mut args)
        };
        self.plugin.check(err, "PJRT_Client_BufferFromHostBuffer")?;
        let buffer = Buffer {
            client: self,
            raw: args.buffer,
        };
        self.plugin
            .await_event(args.done_with_host_buffer, "the transfer to the device")?;
        Ok(buffer)
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_Client_Destroy_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Client_Destroy_Args>(),
            extension_start: std::ptr::null_mut(),
            client: self.raw,
        };
        // SAFETY: checked present; every buffer and executable borrows or shares the
        // client, so none outlives it.
        let err = unsafe {
            (self
                .plugin
                .api()
                .client_destroy
                .expect("checked by require"))(&mut args)
        };
        // Nothing to report to at drop; the message is freed with the error.
        let _ = self.plugin.check(err, "PJRT_Client_Destroy");
    }
}

/// A device buffer, destroyed on drop.
pub struct Buffer<'c> {
    client: &'c Client,
    pub raw: *mut PJRT_Buffer,
}

impl Buffer<'_> {
    /// Takes ownership of a buffer the plugin returned (an execution's output).
    pub fn adopt(client: &Client, raw: *mut PJRT_Buffer) -> Buffer<'_> {
        Buffer { client, raw }
    }

    /// The buffer's dimensions (an output's tells which slice of a result a device holds).
    pub fn dims(&self) -> Result<Vec<i64>, String> {
        let mut args = ffi::PJRT_Buffer_Dimensions_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Buffer_Dimensions_Args>(),
            extension_start: std::ptr::null_mut(),
            buffer: self.raw,
            dims: std::ptr::null(),
            num_dims: 0,
        };
        let plugin = &self.client.plugin;
        // SAFETY: checked present; the list is owned by the buffer and copied at once.
        unsafe {
            let err = (plugin.api().buffer_dimensions.expect("checked by require"))(&mut args);
            plugin.check(err, "PJRT_Buffer_Dimensions")?;
            if args.num_dims == 0 {
                return Ok(Vec::new());
            }
            Ok(std::slice::from_raw_parts(args.dims, args.num_dims).to_vec())
        }
    }

    /// Copies the buffer into `dst` in dense row-major order (`rank` dimensions).
    pub fn download(&self, dst: &mut [u8], rank: usize) -> Result<(), String> {
        // Row-major whatever layout the device chose: minor-to-major = rank-1, ..., 0.
        let minor_to_major: Vec<i64> = (0..rank as i64).rev().collect();
        let mut layout = ffi::PJRT_Buffer_MemoryLayout {
            struct_size: ffi::size_of::<ffi::PJRT_Buffer_MemoryLayout>(),
            extension_start: std::ptr::null_mut(),
            tiled: ffi::PJRT_Buffer_MemoryLayout_Tiled {
                struct_size: ffi::size_of::<ffi::PJRT_Buffer_MemoryLayout_Tiled>(),
                extension_start: std::ptr::null_mut(),
                minor_to_major: minor_to_major.as_ptr(),
                minor_to_major_size: minor_to_major.len(),
                tile_dims: std::ptr::null(),
                tile_dim_sizes: std::ptr::null(),
                num_tiles: 0,
            },
            type_: ffi::MEMORY_LAYOUT_TILED,
        };
        let mut args = ffi::PJRT_Buffer_ToHostBuffer_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Buffer_ToHostBuffer_Args>(),
            extension_start: std::ptr::null_mut(),
            src: self.raw,
            host_layout: &mut layout,
            dst: dst.as_mut_ptr() as *mut _,
            dst_size: dst.len(),
            event: std::ptr::null_mut(),
        };
        let plugin = &self.client.plugin;
        // SAFETY: checked present; `dst` and the layout outlive the copy, awaited here.
        let err = unsafe {
            (plugin
                .api()
                .buffer_to_host_buffer
                .expect("checked by require"))(&mut args)
        };
        plugin.check(err, "PJRT_Buffer_ToHostBuffer")?;
        plugin.await_event(args.event, "the transfer to the host")
    }
}

impl Drop for Buffer<'_> {
    fn drop(&mut self) {
        if self.raw.is_null() {
            return;
        }
        let mut args = ffi::PJRT_Buffer_Destroy_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Buffer_Destroy_Args>(),
            extension_start: std::ptr::null_mut(),
            buffer: self.raw,
        };
        let plugin = &self.client.plugin;
        // SAFETY: checked present; each buffer is destroyed once.
        let err = unsafe { (plugin.api().buffer_destroy.expect("checked by require"))(&mut args) };
        let _ = plugin.check(err, "PJRT_Buffer_Destroy");
    }
}

/// `len` bytes at `ptr` as text (empty for null).
///
/// # Safety
/// `ptr` must point to `len` readable bytes or be null.
pub unsafe fn text(ptr: *const c_char, len: usize) -> String {
    if ptr.is_null() {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(ptr as *const u8, len)).into_owned()
}
