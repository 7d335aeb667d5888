//! Loading a PJRT plugin: `dlopen` through libloading, `GetPjrtApi`, the version check, and
//! the conversion of a `PJRT_Error` into a message.
//!
//! A plugin is loaded once per process and never unloaded (XLA's plugins register global
//! state and threads that do not survive `dlclose`); [`Plugin::load`] returns the same
//! [`Plugin`] for the same file.

use super::ffi::{self, Api, PJRT_Error};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// A loaded plugin: its function table, valid for the life of the process.
pub struct Plugin {
    api: &'static Api,
    pub path: PathBuf,
    /// `major.minor` of the PJRT C API the plugin implements.
    pub version: (i32, i32),
}

// SAFETY: the table is immutable after `GetPjrtApi`, and PJRT's functions are thread-safe
// (the C API requires it of plugins).
unsafe impl Send for Plugin {}
unsafe impl Sync for Plugin {}

impl std::fmt::Debug for Plugin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Plugin({}, API {}.{})",
            self.path.display(),
            self.version.0,
            self.version.1
        )
    }
}

fn loaded() -> &'static Mutex<HashMap<PathBuf, Arc<Plugin>>> {
    static LOADED: OnceLock<Mutex<HashMap<PathBuf, Arc<Plugin>>>> = OnceLock::new();
    LOADED.get_or_init(Default::default)
}

/// Names a table entry for [`Plugin::require`].
macro_rules! entry {
    ($api:expr, $field:ident) => {
        (
            stringify!($field),
            std::mem::offset_of!(Api, $field),
            $api.$field.is_some(),
        )
    };
}

impl Plugin {
    /// Loads the plugin at `path` (once per process), checks its API version and the
    /// functions the backend calls, and initializes it.
    pub fn load(path: &Path) -> Result<Arc<Plugin>, String> {
        let canonical = path
            .canonicalize()
            .map_err(|e| format!("cannot open the PJRT plugin {}: {e}", path.display()))?;
        let mut cache = loaded().lock().unwrap_or_else(|p| p.into_inner());
        if let Some(p) = cache.get(&canonical) {
            return Ok(p.clone());
        }
        let plugin = Arc::new(Self::open(&canonical)?);
        cache.insert(canonical, plugin.clone());
        Ok(plugin)
    }

    fn open(path: &Path) -> Result<Plugin, String> {
        let shown = path.display();
        // SAFETY: loading a shared library runs its initialisers; that is what a plugin is
        // for, and the file was named by the user as a PJRT plugin.
        let lib = unsafe { libloading::Library::new(path) }
            .map_err(|e| format!("cannot load the PJRT plugin {shown}: {e}"))?;
        // SAFETY: `GetPjrtApi` is `const PJRT_Api* GetPjrtApi(void)` in every PJRT plugin.
        let api: *const Api = unsafe {
            let get = lib
                .get::<unsafe extern "C" fn() -> *const Api>(b"GetPjrtApi\0")
                .map_err(|_| {
                    format!("{shown} is not a PJRT plugin: it has no GetPjrtApi function")
                })?;
            get()
        };
        if api.is_null() {
            return Err(format!("{shown}: GetPjrtApi returned no API table"));
        }
        // Never unloaded: the table and everything the plugin allocates live as long as the
        // process.
        std::mem::forget(lib);
        // SAFETY: non-null, returned by the plugin, static for the life of the library.
        let api: &'static Api = unsafe { &*api };
        let v = &api.pjrt_api_version;
        let version = (v.major_version, v.minor_version);
        if version.0 != ffi::API_MAJOR || version.1 < ffi::API_MINOR {
            return Err(format!(
                "{shown}: PJRT C API {}.{} is not supported; Fresnel needs {}.{} or newer \
                 within major version {}",
                version.0,
                version.1,
                ffi::API_MAJOR,
                ffi::API_MINOR,
                ffi::API_MAJOR
            ));
        }
        Self::require(api, path)?;
        let plugin = Plugin {
            api,
            path: path.to_path_buf(),
            version,
        };
        let mut args = ffi::PJRT_Plugin_Initialize_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Plugin_Initialize_Args>(),
            extension_start: std::ptr::null_mut(),
        };
        plugin.check(
            // SAFETY: checked present by `require`; args are a valid struct of this layout.
            unsafe { (api.plugin_initialize.expect("checked by require"))(&mut args) },
            "PJRT_Plugin_Initialize",
        )?;
        Ok(plugin)
    }

    /// Every function the backend calls must be inside the plugin's table (`struct_size`)
    /// and non-null.
    fn require(api: &Api, path: &Path) -> Result<(), String> {
        let entries = [
            entry!(api, error_destroy),
            entry!(api, error_message),
            entry!(api, plugin_initialize),
            entry!(api, event_destroy),
            entry!(api, event_await),
            entry!(api, client_create),
            entry!(api, client_destroy),
            entry!(api, client_platform_name),
            entry!(api, client_addressable_devices),
            entry!(api, client_compile),
            entry!(api, client_buffer_from_host_buffer),
            entry!(api, executable_destroy),
            entry!(api, executable_num_outputs),
            entry!(api, loaded_executable_destroy),
            entry!(api, loaded_executable_get_executable),
            entry!(api, loaded_executable_execute),
            entry!(api, buffer_destroy),
            entry!(api, buffer_dimensions),
            entry!(api, buffer_to_host_buffer),
        ];
        let missing: Vec<&str> = entries
            .iter()
            .filter(|(_, offset, present)| {
                *offset + std::mem::size_of::<usize>() > api.struct_size || !present
            })
            .map(|(name, _, _)| *name)
            .collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "the PJRT plugin {} lacks functions the backend needs: {}",
                path.display(),
                missing.join(", ")
            ))
        }
    }

    pub fn api(&self) -> &'static Api {
        self.api
    }

    /// `Ok` for a null error; otherwise the error's message (prefixed by what failed), with
    /// the error destroyed.
    pub fn check(&self, err: *mut PJRT_Error, what: &str) -> Result<(), String> {
        if err.is_null() {
            return Ok(());
        }
        let mut msg = ffi::PJRT_Error_Message_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Error_Message_Args>(),
            extension_start: std::ptr::null_mut(),
            error: err,
            message: std::ptr::null(),
            message_size: 0,
        };
        // SAFETY: both entries were checked present; `err` came from this plugin and is
        // destroyed exactly once, after its message (which it owns) has been copied.
        let text = unsafe {
            (self.api.error_message.expect("checked by require"))(&mut msg);
            let text = if msg.message.is_null() {
                String::from("(no message)")
            } else {
                let bytes = std::slice::from_raw_parts(msg.message as *const u8, msg.message_size);
                String::from_utf8_lossy(bytes).into_owned()
            };
            let mut destroy = ffi::PJRT_Error_Destroy_Args {
                struct_size: ffi::size_of::<ffi::PJRT_Error_Destroy_Args>(),
                extension_start: std::ptr::null_mut(),
                error: err,
            };
            (self.api.error_destroy.expect("checked by require"))(&mut destroy);
            text
        };
        Err(format!("{what} failed: {}", text.trim_end()))
    }

    /// Waits for `event` and destroys it; its error, if any, as a message.
    pub fn await_event(&self, event: *mut ffi::PJRT_Event, what: &str) -> Result<(), String> {
        if event.is_null() {
            return Ok(());
        }
        let mut wait = ffi::PJRT_Event_Await_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Event_Await_Args>(),
            extension_start: std::ptr::null_mut(),
            event,
        };
        // SAFETY: `event` came from this plugin; it is awaited, then destroyed once.
        let waited = unsafe { (self.api.event_await.expect("checked by require"))(&mut wait) };
        let result = self.check(waited, what);
        let mut destroy = ffi::PJRT_Event_Destroy_Args {
            struct_size: ffi::size_of::<ffi::PJRT_Event_Destroy_Args>(),
            extension_start: std::ptr::null_mut(),
            event,
        };
        // SAFETY: as above.
        let destroyed =
            unsafe { (self.api.event_destroy.expect("checked by require"))(&mut destroy) };
        result.and(self.check(destroyed, "PJRT_Event_Destroy"))
    }
}
