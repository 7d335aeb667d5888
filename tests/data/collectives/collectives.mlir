// The collective ops on the interpreter's process grid (`interpreter.run_parallel`),
// written for Fresnel from the StableHLO spec's semantics; each case must pass.

// all_reduce across two replicas.
func.func @sum(%x: tensor<3xi64>) -> tensor<3xi64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xi64>) -> tensor<3xi64>
  return %r : tensor<3xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi64>
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@sum], [@sum]]} : (tensor<3xi64>, tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
  check.expect_eq_const %r#0, dense<[11, 22, 33]> : tensor<3xi64>
  check.expect_eq_const %r#1, dense<[11, 22, 33]> : tensor<3xi64>
  func.return
}

// -----

// With a channel, replica groups span every partition (2 replicas × 2 partitions); with
// use_global_device_ids they are flattened process ids; a max reduction.
func.func @both(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<f32>) -> tensor<f32>
  %m = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, use_global_device_ids} : (tensor<f32>) -> tensor<f32>
  return %r, %m : tensor<f32>, tensor<f32>
}
func.func @main() {
  %p0 = stablehlo.constant dense<1.0> : tensor<f32>
  %p1 = stablehlo.constant dense<2.0> : tensor<f32>
  %p2 = stablehlo.constant dense<4.0> : tensor<f32>
  %p3 = stablehlo.constant dense<8.0> : tensor<f32>
  %r:8 = "interpreter.run_parallel"(%p0, %p1, %p2, %p3) {programs = [[@both, @both], [@both, @both]]} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
  check.expect_eq_const %r#0, dense<15.0> : tensor<f32>
  check.expect_eq_const %r#1, dense<8.0> : tensor<f32>
  check.expect_eq_const %r#2, dense<15.0> : tensor<f32>
  check.expect_eq_const %r#3, dense<4.0> : tensor<f32>
  check.expect_eq_const %r#4, dense<15.0> : tensor<f32>
  check.expect_eq_const %r#5, dense<4.0> : tensor<f32>
  check.expect_eq_const %r#6, dense<15.0> : tensor<f32>
  check.expect_eq_const %r#7, dense<8.0> : tensor<f32>
  func.return
}

// -----

// Ragged groups (-1 pads) and two operands reduced separately.
func.func @pairs(%x: tensor<2xi32>, %y: tensor<i32>) -> (tensor<2xi32>, tensor<i32>) {
  %r:2 = "stablehlo.all_reduce"(%x, %y) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.multiply %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 2], [1, -1]]> : tensor<2x2xi64>} : (tensor<2xi32>, tensor<i32>) -> (tensor<2xi32>, tensor<i32>)
  return %r#0, %r#1 : tensor<2xi32>, tensor<i32>
}
func.func @main() {
  %x0 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %y0 = stablehlo.constant dense<5> : tensor<i32>
  %x1 = stablehlo.constant dense<[7, 11]> : tensor<2xi32>
  %y1 = stablehlo.constant dense<13> : tensor<i32>
  %x2 = stablehlo.constant dense<[-1, 4]> : tensor<2xi32>
  %y2 = stablehlo.constant dense<6> : tensor<i32>
  %r:6 = "interpreter.run_parallel"(%x0, %y0, %x1, %y1, %x2, %y2) {programs = [[@pairs], [@pairs], [@pairs]]} : (tensor<2xi32>, tensor<i32>, tensor<2xi32>, tensor<i32>, tensor<2xi32>, tensor<i32>) -> (tensor<2xi32>, tensor<i32>, tensor<2xi32>, tensor<i32>, tensor<2xi32>, tensor<i32>)
  check.expect_eq_const %r#0, dense<[-2, 12]> : tensor<2xi32>
  check.expect_eq_const %r#1, dense<30> : tensor<i32>
  check.expect_eq_const %r#2, dense<[7, 11]> : tensor<2xi32>
  check.expect_eq_const %r#3, dense<13> : tensor<i32>
  check.expect_eq_const %r#4, dense<[-2, 12]> : tensor<2xi32>
  check.expect_eq_const %r#5, dense<30> : tensor<i32>
  func.return
}

// -----

// all_gather along dimension 1 and reduce_scatter along dimension 0.
func.func @gather_scatter(%x: tensor<2x2xf32>) -> (tensor<2x4xf32>, tensor<1x2xf32>) {
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<2x4xf32>
  %s = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return %g, %s : tensor<2x4xf32>, tensor<1x2xf32>
}
func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %r:4 = "interpreter.run_parallel"(%a, %b) {programs = [[@gather_scatter], [@gather_scatter]]} : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x4xf32>, tensor<1x2xf32>, tensor<2x4xf32>, tensor<1x2xf32>)
  check.expect_eq_const %r#0, dense<[[1.0, 2.0, 5.0, 6.0], [3.0, 4.0, 7.0, 8.0]]> : tensor<2x4xf32>
  check.expect_eq_const %r#1, dense<[[6.0, 8.0]]> : tensor<1x2xf32>
  check.expect_eq_const %r#2, dense<[[1.0, 2.0, 5.0, 6.0], [3.0, 4.0, 7.0, 8.0]]> : tensor<2x4xf32>
  check.expect_eq_const %r#3, dense<[[10.0, 12.0]]> : tensor<1x2xf32>
  func.return
}

// -----

// all_to_all: split along 0 into 2 parts, part k to process k, concatenated along 1.
func.func @swap(%x: tensor<2x2xi64>) -> tensor<1x4xi64> {
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<1x4xi64>
  return %r : tensor<1x4xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %b = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@swap], [@swap]]} : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<1x4xi64>, tensor<1x4xi64>)
  check.expect_eq_const %r#0, dense<[[1, 2, 5, 6]]> : tensor<1x4xi64>
  check.expect_eq_const %r#1, dense<[[3, 4, 7, 8]]> : tensor<1x4xi64>
  func.return
}

// -----

// collective_permute along a chain (replica 0 receives nothing: zeros), collective_broadcast
// from the group's first member, and each process's ids.
func.func @moves(%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<ui32>, tensor<ui32>) {
  %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %b = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %r = stablehlo.replica_id : tensor<ui32>
  %q = stablehlo.partition_id : tensor<ui32>
  return %p, %b, %r, %q : tensor<2xi64>, tensor<2xi64>, tensor<ui32>, tensor<ui32>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %r:12 = "interpreter.run_parallel"(%a, %b, %c) {programs = [[@moves], [@moves], [@moves]]} : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<ui32>, tensor<ui32>, tensor<2xi64>, tensor<2xi64>, tensor<ui32>, tensor<ui32>, tensor<2xi64>, tensor<2xi64>, tensor<ui32>, tensor<ui32>)
  check.expect_eq_const %r#0, dense<[0, 0]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[5, 6]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<0> : tensor<ui32>
  check.expect_eq_const %r#4, dense<[1, 2]> : tensor<2xi64>
  check.expect_eq_const %r#5, dense<[5, 6]> : tensor<2xi64>
  check.expect_eq_const %r#6, dense<1> : tensor<ui32>
  check.expect_eq_const %r#8, dense<[3, 4]> : tensor<2xi64>
  check.expect_eq_const %r#9, dense<[5, 6]> : tensor<2xi64>
  check.expect_eq_const %r#10, dense<2> : tensor<ui32>
  check.expect_eq_const %r#11, dense<0> : tensor<ui32>
  func.return
}

// -----

// Outside run_parallel the grid is one process: every collective sees only itself.
func.func @main() {
  %x = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %i = stablehlo.replica_id : tensor<ui32>
  check.expect_eq_const %r, dense<[1.5, -2.0]> : tensor<2xf32>
  check.expect_eq_const %g, dense<[1.5, -2.0]> : tensor<2xf32>
  check.expect_eq_const %i, dense<0> : tensor<ui32>
  func.return
}

// -----

// On a 2 × 2 grid with a channel, all_gather orders a group replica-major: (0, 0), (0, 1),
// (1, 0), (1, 1), as upstream's interpreter does (openxla/stablehlo#1933).
func.func @gather(%x: tensor<1xi32>) -> tensor<4xi32> {
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>} : (tensor<1xi32>) -> tensor<4xi32>
  return %g : tensor<4xi32>
}
func.func @main() {
  %a = stablehlo.constant dense<[10]> : tensor<1xi32>
  %b = stablehlo.constant dense<[11]> : tensor<1xi32>
  %c = stablehlo.constant dense<[20]> : tensor<1xi32>
  %d = stablehlo.constant dense<[21]> : tensor<1xi32>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@gather, @gather], [@gather, @gather]]} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>)
  check.expect_eq_const %r#0, dense<[10, 11, 20, 21]> : tensor<4xi32>
  check.expect_eq_const %r#3, dense<[10, 11, 20, 21]> : tensor<4xi32>
  func.return
}

// -----

// all_to_all across partitions (a channel) with the group listed in reverse, and a
// broadcast whose data operands come from the members a dynamic root names.
func.func @mix(%x: tensor<4xi64>, %y: tensor<2xf32>, %z: tensor<2xf32>, %root: tensor<2xi32>) -> (tensor<4xi64>, tensor<2xf32>, tensor<2xf32>) {
  %t = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xi64>) -> tensor<4xi64>
  %b:2 = "stablehlo.collective_broadcast"(%y, %z, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, has_dynamic_root} : (tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %t, %b#0, %b#1 : tensor<4xi64>, tensor<2xf32>, tensor<2xf32>
}
func.func @main() {
  %x0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %x1 = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %y0 = stablehlo.constant dense<[0.5, 1.5]> : tensor<2xf32>
  %y1 = stablehlo.constant dense<[2.5, 3.5]> : tensor<2xf32>
  %z0 = stablehlo.constant dense<[-1.0, -2.0]> : tensor<2xf32>
  %z1 = stablehlo.constant dense<[-3.0, -4.0]> : tensor<2xf32>
  %root = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %r:6 = "interpreter.run_parallel"(%x0, %y0, %z0, %root, %x1, %y1, %z1, %root) {programs = [[@mix, @mix]]} : (tensor<4xi64>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<4xi64>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) -> (tensor<4xi64>, tensor<2xf32>, tensor<2xf32>, tensor<4xi64>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %r#0, dense<[7, 8, 3, 4]> : tensor<4xi64>
  check.expect_eq_const %r#1, dense<[2.5, 3.5]> : tensor<2xf32>
  check.expect_eq_const %r#2, dense<[-1.0, -2.0]> : tensor<2xf32>
  check.expect_eq_const %r#3, dense<[5, 6, 1, 2]> : tensor<4xi64>
  check.expect_eq_const %r#4, dense<[2.5, 3.5]> : tensor<2xf32>
  check.expect_eq_const %r#5, dense<[-1.0, -2.0]> : tensor<2xf32>
  func.return
}
