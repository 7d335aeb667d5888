module @jit_randint attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32>) -> (tensor<6xi64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %0 = call @_randint(%arg0, %c, %c_0) : (tensor<4xui32>, tensor<i64>, tensor<i64>) -> tensor<6xi64>
    return %0 : tensor<6xi64>
  }
  func.func private @_randint(%arg0: tensor<4xui32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<6xi64> {
    %c = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %c_0 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_1 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %0 = call @clip(%c, %c_0, %c_1) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_3 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %2 = call @clip_0(%arg1, %c_2, %c_3) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.convert %2 : tensor<i64>
    %c_4 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_5 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %4 = call @clip_0(%arg2, %c_4, %c_5) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %5 = stablehlo.convert %4 : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %8 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %9, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<20x4xui32>)
    %10 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<2x2xui32>) -> tensor<4xui32>
    %12 = stablehlo.slice %output [0:20:10, 0:4] : (tensor<20x4xui32>) -> tensor<2x4xui32>
    %13 = stablehlo.slice %12 [0:1, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %14 = stablehlo.reshape %13 : (tensor<1x4xui32>) -> tensor<4xui32>
    %15 = stablehlo.slice %12 [1:2, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %16 = stablehlo.reshape %15 : (tensor<1x4xui32>) -> tensor<4xui32>
    %17 = stablehlo.reshape %14 : (tensor<4xui32>) -> tensor<2x2xui32>
    %18 = stablehlo.bitcast_convert %17 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_6, %output_7 = stablehlo.rng_bit_generator %18, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui64>)
    %19 = stablehlo.bitcast_convert %output_state_6 : (tensor<2xui64>) -> tensor<2x2xui32>
    %20 = stablehlo.reshape %19 : (tensor<2x2xui32>) -> tensor<4xui32>
    %21 = stablehlo.reshape %16 : (tensor<4xui32>) -> tensor<2x2xui32>
    %22 = stablehlo.bitcast_convert %21 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_8, %output_9 = stablehlo.rng_bit_generator %22, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui64>)
    %23 = stablehlo.bitcast_convert %output_state_8 : (tensor<2xui64>) -> tensor<2x2xui32>
    %24 = stablehlo.reshape %23 : (tensor<2x2xui32>) -> tensor<4xui32>
    %25 = stablehlo.subtract %7, %6 : tensor<1xi64>
    %26 = stablehlo.convert %25 : (tensor<1xi64>) -> tensor<1xui64>
    %27 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui64>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %29 = stablehlo.select %27, %28, %26 : tensor<1xi1>, tensor<1xui64>
    %30 = stablehlo.compare GT, %7, %6, SIGNED : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %31 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.and %31, %30 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui64>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %34 = stablehlo.add %29, %33 : tensor<1xui64>
    %35 = stablehlo.select %32, %34, %29 : tensor<1xi1>, tensor<1xui64>
    %c_12 = stablehlo.constant dense<4294967296> : tensor<ui64>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %37 = stablehlo.remainder %36, %35 : tensor<1xui64>
    %38 = stablehlo.multiply %37, %37 : tensor<1xui64>
    %39 = stablehlo.remainder %38, %35 : tensor<1xui64>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<1xui64>) -> tensor<6xui64>
    %41 = stablehlo.remainder %output_7, %40 : tensor<6xui64>
    %42 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<1xui64>) -> tensor<6xui64>
    %43 = stablehlo.multiply %41, %42 : tensor<6xui64>
    %44 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<1xui64>) -> tensor<6xui64>
    %45 = stablehlo.remainder %output_9, %44 : tensor<6xui64>
    %46 = stablehlo.add %43, %45 : tensor<6xui64>
    %47 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<1xui64>) -> tensor<6xui64>
    %48 = stablehlo.remainder %46, %47 : tensor<6xui64>
    %49 = stablehlo.convert %48 : (tensor<6xui64>) -> tensor<6xi64>
    %50 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi64>) -> tensor<6xi64>
    %51 = stablehlo.add %50, %49 : tensor<6xi64>
    return %51 : tensor<6xi64>
  }
  func.func private @clip(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i64>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @clip_0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i64>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i64>
    return %1 : tensor<i64>
  }
}
