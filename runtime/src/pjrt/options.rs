//! `xla.CompileOptionsProto` (xla/pjrt/proto/compile_options.proto) as prost messages,
//! written by hand with only the fields we set, so that no protoc runs at build time.
//! Field numbers are the proto's; fields left out are simply absent on the wire.

use prost::Message;

#[derive(Clone, PartialEq, Message)]
pub struct CompileOptionsProto {
    #[prost(message, optional, tag = "3")]
    pub executable_build_options: Option<ExecutableBuildOptionsProto>,
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
    CompileOptionsProto {
        executable_build_options: Some(build),
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
}
