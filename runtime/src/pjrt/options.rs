//! `xla.CompileOptionsProto` (xla/pjrt/proto/compile_options.proto) as prost messages,
//! written by hand with only the fields we set, so that no protoc runs at build time.
//! Field numbers are the proto's; fields left out are simply absent on the wire.

use prost::Message;

#[derive(Clone, PartialEq, Message)]
pub struct CompileOptionsProto {
    #[prost(message, optional, tag = "3")]
    pub executable_build_options: Option<ExecutableBuildOptionsProto>,
    /// Debug options set by name on top of XLA's defaults (and `XLA_FLAGS`).
    #[prost(btree_map = "string, message", tag = "7")]
    pub env_option_overrides: std::collections::BTreeMap<String, OptionOverrideProto>,
}

/// One of `OptionOverrideProto`'s `oneof value`; only the boolean member is used.
#[derive(Clone, PartialEq, Message)]
pub struct OptionOverrideProto {
    #[prost(bool, optional, tag = "2")]
    pub bool_field: Option<bool>,
}

#[derive(Clone, PartialEq, Message)]
pub struct ExecutableBuildOptionsProto {
    /// -1: not set (the device assignment decides).
    #[prost(int64, tag = "1")]
    pub device_ordinal: i64,
    #[prost(int64, tag = "4")]
    pub num_replicas: i64,
    #[prost(int64, tag = "5")]
    pub num_partitions: i64,
    #[prost(bool, tag = "6")]
    pub use_spmd_partitioning: bool,
    #[prost(message, optional, tag = "9")]
    pub device_assignment: Option<DeviceAssignmentProto>,
}

/// `xla.DeviceAssignmentProto` (xla/xla_data.proto).
#[derive(Clone, PartialEq, Message)]
pub struct DeviceAssignmentProto {
    #[prost(int32, tag = "1")]
    pub replica_count: i32,
    #[prost(int32, tag = "2")]
    pub computation_count: i32,
    #[prost(message, repeated, tag = "3")]
    pub computation_devices: Vec<ComputationDevice>,
}

#[derive(Clone, PartialEq, Message)]
pub struct ComputationDevice {
    #[prost(int64, repeated, tag = "1")]
    pub replica_device_ids: Vec<i64>,
}

/// Serialized options for one replica split into `partitions` SPMD partitions, partition
/// `p` on the device with id `p` (single device: no partitioning at all).
pub fn compile_options(partitions: usize) -> Vec<u8> {
    let n = partitions.max(1) as i64;
    let build = ExecutableBuildOptionsProto {
        device_ordinal: -1,
        num_replicas: 1,
        num_partitions: n,
        use_spmd_partitioning: n > 1,
        device_assignment: Some(DeviceAssignmentProto {
            replica_count: 1,
            computation_count: n as i32,
            computation_devices: (0..n)
                .map(|p| ComputationDevice {
                    replica_device_ids: vec![p],
                })
                .collect(),
        }),
    };
    // XLA's CPU plugin can deadlock when several of its devices run at once and each splits
    // its work over the shared intra-op thread pool: 8 of 42 two-device runs of the medium
    // angular-spectrum program hung for good on a 2-core machine, none of 102 without that
    // splitting. The devices already give the parallelism. (A debug option of every XLA
    // backend, so other plugins accept it.)
    let mut env_option_overrides = std::collections::BTreeMap::new();
    if n > 1 {
        env_option_overrides.insert(
            "xla_cpu_multi_thread_eigen".to_string(),
            OptionOverrideProto {
                bool_field: Some(false),
            },
        );
    }
    CompileOptionsProto {
        executable_build_options: Some(build),
        env_option_overrides,
    }
    .encode_to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wire bytes, checked by hand against the proto encoding rules: field 3 (length
    /// delimited) holding fields 1, 4, 5, 6 (varints) and 9 (the device assignment).
    #[test]
    fn two_partitions_encode_as_the_proto_says() {
        let bytes = compile_options(2);
        let decoded = CompileOptionsProto::decode(bytes.as_slice()).expect("round trip");
        let build = decoded.executable_build_options.expect("build options");
        assert_eq!((build.num_replicas, build.num_partitions), (1, 2));
        assert!(build.use_spmd_partitioning);
        assert_eq!(bytes[0], 3 << 3 | 2, "field 3, length-delimited");
        // device_ordinal = -1 is a ten-byte varint right after the length.
        assert_eq!(bytes[2], 1 << 3);
        assert_eq!(
            &bytes[3..13],
            &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]
        );
        assert_eq!(&bytes[13..19], &[4 << 3, 1, 5 << 3, 2, 6 << 3, 1]);
        let assignment = build.device_assignment.expect("assignment");
        assert_eq!(
            assignment.computation_devices[1].replica_device_ids,
            vec![1]
        );
    }

    /// Field 7 is a map: each entry a length-delimited message of key (1) and value (2); the
    /// value's `bool_field` (2) is written even though it is false, since XLA must see it.
    #[test]
    fn several_partitions_turn_off_the_shared_pool_splitting_by_name() {
        assert!(CompileOptionsProto::decode(compile_options(1).as_slice())
            .expect("round trip")
            .env_option_overrides
            .is_empty());
        let bytes = compile_options(4);
        let key = b"xla_cpu_multi_thread_eigen";
        let mut entry = vec![1 << 3 | 2, key.len() as u8];
        entry.extend_from_slice(key);
        entry.extend_from_slice(&[2 << 3 | 2, 2, 2 << 3, 0]);
        let mut field = vec![7 << 3 | 2, entry.len() as u8];
        field.extend_from_slice(&entry);
        assert!(bytes.ends_with(&field), "{bytes:?}");
    }
}
