//! C layouts of the PJRT C API (`xla/pjrt/c/pjrt_c_api.h`), only what the backend uses.
//!
//! Mirrored from the header at API version 0.90. A plugin checks that each argument struct
//! is at least as large as its own (`struct_size`, "Unexpected ..._Args size"), so every
//! struct here carries all the fields of 0.90, used or not; plugins up to 0.115 accept them.
//! The function table (`Api`) lists every entry up to the last one we call, in header order;
//! entries we never call are kept as untyped pointers so the offsets stay right.

#![allow(non_camel_case_types)]

use std::ffi::{c_char, c_int, c_void};

pub const API_MAJOR: c_int = 0;
pub const API_MINOR: c_int = 90;

/// Opaque handles owned by the plugin.
#[repr(C)]
pub struct PJRT_Error {
    _opaque: [u8; 0],
}
#[repr(C)]
pub struct PJRT_Client {
    _opaque: [u8; 0],
}
#[repr(C)]
pub struct PJRT_Device {
    _opaque: [u8; 0],
}
#[repr(C)]
pub struct PJRT_Event {
    _opaque: [u8; 0],
}
#[repr(C)]
pub struct PJRT_Buffer {
    _opaque: [u8; 0],
}
#[repr(C)]
pub struct PJRT_LoadedExecutable {
    _opaque: [u8; 0],
}
#[repr(C)]
pub struct PJRT_Executable {
    _opaque: [u8; 0],
}

type Ext = *mut c_void;

/// `struct_size` of an argument struct: its whole size (the header's
/// `offsetof(last) + sizeof(last)` differs only by trailing padding, which plugins accept).
pub fn size_of<T>() -> usize {
    std::mem::size_of::<T>()
}

#[repr(C)]
pub struct PJRT_Api_Version {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub major_version: c_int,
    pub minor_version: c_int,
}

#[repr(C)]
pub struct PJRT_Error_Destroy_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub error: *mut PJRT_Error,
}

#[repr(C)]
pub struct PJRT_Error_Message_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub error: *const PJRT_Error,
    pub message: *const c_char,
    pub message_size: usize,
}

pub const NAMED_VALUE_INT64: c_int = 1;

/// `PJRT_NamedValue` with the union as the 8-byte slot it occupies.
#[repr(C)]
pub struct PJRT_NamedValue {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub name: *const c_char,
    pub name_size: usize,
    pub type_: c_int,
    pub value: i64,
    pub value_size: usize,
}

#[repr(C)]
pub struct PJRT_Plugin_Initialize_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
}

#[repr(C)]
pub struct PJRT_Event_Destroy_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub event: *mut PJRT_Event,
}

#[repr(C)]
pub struct PJRT_Event_Await_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub event: *mut PJRT_Event,
}

#[repr(C)]
pub struct PJRT_Client_Create_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub create_options: *const PJRT_NamedValue,
    pub num_options: usize,
    pub kv_get_callback: *mut c_void,
    pub kv_get_user_arg: *mut c_void,
    pub kv_put_callback: *mut c_void,
    pub kv_put_user_arg: *mut c_void,
    pub client: *mut PJRT_Client,
    pub kv_try_get_callback: *mut c_void,
    pub kv_try_get_user_arg: *mut c_void,
}

#[repr(C)]
pub struct PJRT_Client_Destroy_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub client: *mut PJRT_Client,
}

#[repr(C)]
pub struct PJRT_Client_PlatformName_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub client: *mut PJRT_Client,
    pub platform_name: *const c_char,
    pub platform_name_size: usize,
}

#[repr(C)]
pub struct PJRT_Client_AddressableDevices_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub client: *mut PJRT_Client,
    pub addressable_devices: *const *mut PJRT_Device,
    pub num_addressable_devices: usize,
}

#[repr(C)]
pub struct PJRT_Program {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub code: *mut c_char,
    pub code_size: usize,
    pub format: *const c_char,
    pub format_size: usize,
}

#[repr(C)]
pub struct PJRT_Client_Compile_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub client: *mut PJRT_Client,
    pub program: *const PJRT_Program,
    pub compile_options: *const c_char,
    pub compile_options_size: usize,
    pub executable: *mut PJRT_LoadedExecutable,
}

/// `PJRT_Buffer_Type` values for the dtypes Fresnel has.
pub const BUFFER_TYPE_PRED: c_int = 1;
pub const BUFFER_TYPE_S8: c_int = 2;
pub const BUFFER_TYPE_S16: c_int = 3;
pub const BUFFER_TYPE_S32: c_int = 4;
pub const BUFFER_TYPE_S64: c_int = 5;
pub const BUFFER_TYPE_U8: c_int = 6;
pub const BUFFER_TYPE_U16: c_int = 7;
pub const BUFFER_TYPE_U32: c_int = 8;
pub const BUFFER_TYPE_U64: c_int = 9;
pub const BUFFER_TYPE_F16: c_int = 10;
pub const BUFFER_TYPE_F32: c_int = 11;
pub const BUFFER_TYPE_F64: c_int = 12;
pub const BUFFER_TYPE_BF16: c_int = 13;
pub const BUFFER_TYPE_C64: c_int = 14;
pub const BUFFER_TYPE_C128: c_int = 15;

/// `PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes`: the host data stays put
/// until the `done_with_host_buffer` event, which we await.
pub const HOST_BUFFER_IMMUTABLE_UNTIL_TRANSFER_COMPLETES: c_int = 1;

#[repr(C)]
pub struct PJRT_Client_BufferFromHostBuffer_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub client: *mut PJRT_Client,
    pub data: *const c_void,
    pub type_: c_int,
    pub dims: *const i64,
    pub num_dims: usize,
    pub byte_strides: *const i64,
    pub num_byte_strides: usize,
    pub host_buffer_semantics: c_int,
    pub device: *mut PJRT_Device,
    pub memory: *mut c_void,
    pub device_layout: *mut PJRT_Buffer_MemoryLayout,
    pub done_with_host_buffer: *mut PJRT_Event,
    pub buffer: *mut PJRT_Buffer,
}

#[repr(C)]
pub struct PJRT_Buffer_MemoryLayout_Tiled {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub minor_to_major: *const i64,
    pub minor_to_major_size: usize,
    pub tile_dims: *const i64,
    pub tile_dim_sizes: *const usize,
    pub num_tiles: usize,
}

/// `PJRT_Buffer_MemoryLayout`; the union's other member (strides) is smaller than `tiled`.
#[repr(C)]
pub struct PJRT_Buffer_MemoryLayout {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub tiled: PJRT_Buffer_MemoryLayout_Tiled,
    pub type_: c_int,
}

pub const MEMORY_LAYOUT_TILED: c_int = 0;

#[repr(C)]
pub struct PJRT_LoadedExecutable_Destroy_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub executable: *mut PJRT_LoadedExecutable,
}

#[repr(C)]
pub struct PJRT_LoadedExecutable_GetExecutable_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub loaded_executable: *mut PJRT_LoadedExecutable,
    pub executable: *mut PJRT_Executable,
}

#[repr(C)]
pub struct PJRT_Executable_Destroy_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub executable: *mut PJRT_Executable,
}

#[repr(C)]
pub struct PJRT_Executable_NumOutputs_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub executable: *mut PJRT_Executable,
    pub num_outputs: usize,
}

#[repr(C)]
pub struct PJRT_ExecuteOptions {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub send_callbacks: *mut c_void,
    pub recv_callbacks: *mut c_void,
    pub num_send_ops: usize,
    pub num_recv_ops: usize,
    pub launch_id: c_int,
    pub non_donatable_input_indices: *const i64,
    pub num_non_donatable_input_indices: usize,
    pub context: *mut c_void,
    pub call_location: *const c_char,
    pub num_tasks: usize,
    pub task_ids: *mut c_int,
    pub incarnation_ids: *mut i64,
}

#[repr(C)]
pub struct PJRT_LoadedExecutable_Execute_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub executable: *mut PJRT_LoadedExecutable,
    pub options: *mut PJRT_ExecuteOptions,
    pub argument_lists: *const *const *mut PJRT_Buffer,
    pub num_devices: usize,
    pub num_args: usize,
    pub output_lists: *const *mut *mut PJRT_Buffer,
    pub device_complete_events: *mut *mut PJRT_Event,
    pub execute_device: *mut PJRT_Device,
}

#[repr(C)]
pub struct PJRT_Buffer_Destroy_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub buffer: *mut PJRT_Buffer,
}

#[repr(C)]
pub struct PJRT_Buffer_Dimensions_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub buffer: *mut PJRT_Buffer,
    /// Out: owned by the buffer.
    pub dims: *const i64,
    pub num_dims: usize,
}

#[repr(C)]
pub struct PJRT_Buffer_ToHostBuffer_Args {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub src: *mut PJRT_Buffer,
    pub host_layout: *mut PJRT_Buffer_MemoryLayout,
    pub dst: *mut c_void,
    pub dst_size: usize,
    pub event: *mut PJRT_Event,
}

type Call<A> = Option<unsafe extern "C" fn(*mut A) -> *mut PJRT_Error>;
/// An entry we never call: only its place in the table matters.
type Unused = *const c_void;

/// `PJRT_Api`: the version, then the function table in header order, up to
/// `PJRT_Buffer_ToHostBuffer` (the last entry the backend calls).
#[repr(C)]
pub struct Api {
    pub struct_size: usize,
    pub extension_start: Ext,
    pub pjrt_api_version: PJRT_Api_Version,

    pub error_destroy: Option<unsafe extern "C" fn(*mut PJRT_Error_Destroy_Args)>,
    pub error_message: Option<unsafe extern "C" fn(*mut PJRT_Error_Message_Args)>,
    pub error_get_code: Unused,
    pub plugin_initialize: Call<PJRT_Plugin_Initialize_Args>,
    pub plugin_attributes: Unused,

    pub event_destroy: Call<PJRT_Event_Destroy_Args>,
    pub event_is_ready: Unused,
    pub event_error: Unused,
    pub event_await: Call<PJRT_Event_Await_Args>,
    pub event_on_ready: Unused,

    pub client_create: Call<PJRT_Client_Create_Args>,
    pub client_destroy: Call<PJRT_Client_Destroy_Args>,
    pub client_platform_name: Call<PJRT_Client_PlatformName_Args>,
    pub client_process_index: Unused,
    pub client_platform_version: Unused,
    pub client_devices: Unused,
    pub client_addressable_devices: Call<PJRT_Client_AddressableDevices_Args>,
    pub client_lookup_device: Unused,
    pub client_lookup_addressable_device: Unused,
    pub client_addressable_memories: Unused,
    pub client_compile: Call<PJRT_Client_Compile_Args>,
    pub client_default_device_assignment: Unused,
    pub client_buffer_from_host_buffer: Call<PJRT_Client_BufferFromHostBuffer_Args>,

    pub device_description_id: Unused,
    pub device_description_process_index: Unused,
    pub device_description_attributes: Unused,
    pub device_description_kind: Unused,
    pub device_description_debug_string: Unused,
    pub device_description_to_string: Unused,

    pub device_get_description: Unused,
    pub device_is_addressable: Unused,
    pub device_local_hardware_id: Unused,
    pub device_addressable_memories: Unused,
    pub device_default_memory: Unused,
    pub device_memory_stats: Unused,

    pub memory_id: Unused,
    pub memory_kind: Unused,
    pub memory_debug_string: Unused,
    pub memory_to_string: Unused,
    pub memory_addressable_by_devices: Unused,

    pub executable_destroy: Call<PJRT_Executable_Destroy_Args>,
    pub executable_name: Unused,
    pub executable_num_replicas: Unused,
    pub executable_num_partitions: Unused,
    pub executable_num_outputs: Call<PJRT_Executable_NumOutputs_Args>,
    pub executable_size_of_generated_code_in_bytes: Unused,
    pub executable_get_cost_analysis: Unused,
    pub executable_output_memory_kinds: Unused,
    pub executable_optimized_program: Unused,
    pub executable_serialize: Unused,

    pub loaded_executable_destroy: Call<PJRT_LoadedExecutable_Destroy_Args>,
    pub loaded_executable_get_executable: Call<PJRT_LoadedExecutable_GetExecutable_Args>,
    pub loaded_executable_addressable_devices: Unused,
    pub loaded_executable_delete: Unused,
    pub loaded_executable_is_deleted: Unused,
    pub loaded_executable_execute: Call<PJRT_LoadedExecutable_Execute_Args>,
    pub executable_deserialize_and_load: Unused,
    pub loaded_executable_fingerprint: Unused,

    pub buffer_destroy: Call<PJRT_Buffer_Destroy_Args>,
    pub buffer_element_type: Unused,
    pub buffer_dimensions: Call<PJRT_Buffer_Dimensions_Args>,
    pub buffer_unpadded_dimensions: Unused,
    pub buffer_dynamic_dimension_indices: Unused,
    pub buffer_get_memory_layout: Unused,
    pub buffer_on_device_size_in_bytes: Unused,
    pub buffer_device: Unused,
    pub buffer_memory: Unused,
    pub buffer_delete: Unused,
    pub buffer_is_deleted: Unused,
    pub buffer_copy_to_device: Unused,
    pub buffer_to_host_buffer: Call<PJRT_Buffer_ToHostBuffer_Args>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    /// Sizes the 0.90 header gives on LP64 (`PJRT_STRUCT_SIZE` rounded up to alignment);
    /// a wrong field here would shift every field after it.
    #[test]
    fn layouts_match_the_header() {
        assert_eq!(size_of::<PJRT_Client_Create_Args>(), 88);
        assert_eq!(size_of::<PJRT_NamedValue>(), 56);
        assert_eq!(size_of::<PJRT_Client_BufferFromHostBuffer_Args>(), 120);
        assert_eq!(size_of::<PJRT_Buffer_MemoryLayout>(), 80);
        assert_eq!(size_of::<PJRT_ExecuteOptions>(), 112);
        assert_eq!(size_of::<PJRT_LoadedExecutable_Execute_Args>(), 80);
        assert_eq!(size_of::<PJRT_Buffer_ToHostBuffer_Args>(), 56);
        assert_eq!(size_of::<PJRT_Buffer_Dimensions_Args>(), 40);
        // 3 words of header (size, extension, version struct of 24 bytes), then the table.
        assert_eq!(offset_of!(Api, error_destroy), 40);
        assert_eq!(offset_of!(Api, client_compile), 40 + 20 * 8);
        assert_eq!(offset_of!(Api, executable_destroy), 40 + 40 * 8);
        assert_eq!(offset_of!(Api, loaded_executable_execute), 40 + 55 * 8);
        assert_eq!(offset_of!(Api, buffer_dimensions), 40 + 60 * 8);
        assert_eq!(offset_of!(Api, buffer_to_host_buffer), 40 + 70 * 8);
    }
}
