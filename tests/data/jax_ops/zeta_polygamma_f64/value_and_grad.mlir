module @jit_zeta_polygamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1][0]"}) {
    %cst = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01]> : tensor<16xf64>
    %cst_0 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 1.800000e+01, 1.900000e+01, 2.000000e+01, 2.100000e+01, 2.200000e+01, 2.300000e+01, 2.400000e+01, 2.500000e+01, 2.600000e+01, 2.700000e+01, 2.800000e+01, 2.900000e+01, 3.000000e+01, 3.100000e+01]> : tensor<32xf64>
    %cst_1 = stablehlo.constant dense<[[1.200000e+01, -7.200000e+02, 3.024000e+04, -1.209600e+06, 0x4186D73000000000, -1892437580.3183792, 0x423165E990000000, -2950130727918.1641, 116467828143500.67, 0xC33055D6586F1431, 1.8152105401943546E+17, -7.1661652561756672E+18, 2.82908877253043E+20, -1.1168794925000445E+22, 4.4092635141854666E+23, -1.7407074646225822E+25]]> : tensor<1x16xf64>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<16xf64>) -> tensor<1x16xf64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x16xf64>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xf64>) -> tensor<5x16xf64>
    %5 = stablehlo.add %3, %4 : tensor<5x16xf64>
    %6 = stablehlo.negate %0 : tensor<1xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<5x16xf64>
    %9 = stablehlo.power %5, %8 : tensor<5x16xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %11 = stablehlo.subtract %7, %10 : tensor<1x1xf64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<5x16xf64>
    %13 = stablehlo.power %5, %12 : tensor<5x16xf64>
    %14 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<5x16xf64>
    %15 = stablehlo.multiply %14, %13 : tensor<5x16xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%9 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5xf64>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %18 = stablehlo.add %arg0, %17 : tensor<5xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %19 = stablehlo.subtract %cst_6, %cst_7 : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %21 = stablehlo.power %18, %20 : tensor<5xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.subtract %19, %cst_8 : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %24 = stablehlo.power %18, %23 : tensor<5xf64>
    %25 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %26 = stablehlo.multiply %25, %24 : tensor<5xf64>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.subtract %cst_9, %cst_10 : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %29 = stablehlo.divide %21, %28 : tensor<5xf64>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %31 = stablehlo.add %arg0, %30 : tensor<5xf64>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %32 = stablehlo.negate %cst_12 : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %34 = stablehlo.power %31, %33 : tensor<5xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.subtract %32, %cst_13 : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %37 = stablehlo.power %31, %36 : tensor<5xf64>
    %38 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %39 = stablehlo.multiply %38, %37 : tensor<5xf64>
    %40 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf64>) -> tensor<32xf64>
    %41 = stablehlo.add %40, %cst_0 : tensor<32xf64>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<5x1xf64>
    %43 = stablehlo.add %1, %42 : tensor<5x1xf64>
    %44 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<5x32xf64>
    %46 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x32xf64>
    %47 = stablehlo.divide %45, %46 : tensor<5x32xf64>
    %48 = stablehlo.multiply %43, %43 : tensor<5x1xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<5x1xf64>
    %50 = stablehlo.divide %49, %48 : tensor<5x1xf64>
    %51:21 = call @cumprod(%47) : (tensor<5x32xf64>) -> (tensor<5x32xf64>, tensor<5x16xf64>, tensor<5x16xf64>, tensor<5x8xf64>, tensor<5x8xf64>, tensor<5x4xf64>, tensor<5x4xf64>, tensor<5x2xf64>, tensor<5x2xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x0xf64>, tensor<5x0xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x3xf64>, tensor<5x3xf64>, tensor<5x7xf64>, tensor<5x7xf64>, tensor<5x15xf64>, tensor<5x15xf64>)
    %52 = stablehlo.slice %51#0 [0:5, 0:32:2] : (tensor<5x32xf64>) -> tensor<5x16xf64>
    %cst_16 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
    %53:2 = call @clip(%52, %cst_16) : (tensor<5x16xf64>, tensor<f64>) -> (tensor<5x16xf64>, tensor<5x16xf64>)
    %54 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 1] : (tensor<1x16xf64>) -> tensor<5x16xf64>
    %55 = stablehlo.divide %53#0, %54 : tensor<5x16xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5xf64>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %58 = stablehlo.add %57, %56 : tensor<5xf64>
    %59 = stablehlo.multiply %34, %58 : tensor<5xf64>
    %60 = stablehlo.add %16, %29 : tensor<5xf64>
    %61 = stablehlo.add %60, %59 : tensor<5xf64>
    %62 = stablehlo.sine %arg0 : tensor<5xf64>
    %63 = stablehlo.cosine %arg0 : tensor<5xf64>
    %64 = stablehlo.multiply %61, %62 : tensor<5xf64>
    %65 = stablehlo.multiply %arg0, %arg0 : tensor<5xf64>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %67 = chlo.polygamma %66, %65 : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %68 = stablehlo.add %cst_20, %cst_21 : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %70 = chlo.polygamma %69, %65 : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
    %71 = stablehlo.add %64, %67 : tensor<5xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %72 = stablehlo.reduce(%71 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %74 = stablehlo.multiply %73, %70 : tensor<5xf64>
    %75 = stablehlo.multiply %arg0, %74 : tensor<5xf64>
    %76 = stablehlo.multiply %74, %arg0 : tensor<5xf64>
    %77 = stablehlo.add %75, %76 : tensor<5xf64>
    %78 = stablehlo.multiply %61, %73 : tensor<5xf64>
    %79 = stablehlo.multiply %73, %62 : tensor<5xf64>
    %80 = stablehlo.multiply %78, %63 : tensor<5xf64>
    %81 = stablehlo.add %77, %80 : tensor<5xf64>
    %82 = stablehlo.multiply %34, %79 : tensor<5xf64>
    %83 = stablehlo.multiply %79, %58 : tensor<5xf64>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<5xf64>) -> tensor<5x16xf64>
    %85 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 1] : (tensor<1x16xf64>) -> tensor<5x16xf64>
    %86 = stablehlo.divide %84, %85 : tensor<5x16xf64>
    %87 = call @clip_0(%53#1, %86) : (tensor<5x16xf64>, tensor<5x16xf64>) -> tensor<5x16xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %88 = stablehlo.pad %87, %cst_24, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5x32xf64>
    %89 = call @cumprod_1(%51#1, %51#2, %51#3, %51#4, %51#5, %51#6, %51#7, %51#8, %51#9, %51#10, %51#11, %51#12, %51#13, %51#14, %51#15, %51#16, %51#17, %51#18, %51#19, %51#20, %88) : (tensor<5x16xf64>, tensor<5x16xf64>, tensor<5x8xf64>, tensor<5x8xf64>, tensor<5x4xf64>, tensor<5x4xf64>, tensor<5x2xf64>, tensor<5x2xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x0xf64>, tensor<5x0xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x3xf64>, tensor<5x3xf64>, tensor<5x7xf64>, tensor<5x7xf64>, tensor<5x15xf64>, tensor<5x15xf64>, tensor<5x32xf64>) -> tensor<5x32xf64>
    %90 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x32xf64>
    %91 = stablehlo.multiply %89, %90 : tensor<5x32xf64>
    %92 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<5x32xf64>
    %93 = stablehlo.multiply %91, %92 : tensor<5x32xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %94 = stablehlo.reduce(%93 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<5x32xf64>, tensor<f64>) -> tensor<5xf64>
    %95 = stablehlo.reshape %94 : (tensor<5xf64>) -> tensor<5x1xf64>
    %96 = stablehlo.negate %95 : tensor<5x1xf64>
    %97 = stablehlo.multiply %83, %39 : tensor<5xf64>
    %98 = stablehlo.add %81, %97 : tensor<5xf64>
    %99 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %100 = stablehlo.divide %79, %99 : tensor<5xf64>
    %101 = stablehlo.multiply %100, %26 : tensor<5xf64>
    %102 = stablehlo.add %98, %101 : tensor<5xf64>
    %103 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<5xf64>) -> tensor<5x16xf64>
    %104 = stablehlo.multiply %103, %15 : tensor<5x16xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %105 = stablehlo.reduce(%104 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5xf64>
    %106 = stablehlo.reshape %105 : (tensor<5xf64>) -> tensor<5x1xf64>
    %107 = stablehlo.add %96, %106 : tensor<5x1xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %108 = stablehlo.reduce(%107 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5xf64>
    %109 = stablehlo.add %102, %108 : tensor<5xf64>
    return %72, %109 : tensor<f64>, tensor<5xf64>
  }
  func.func private @cumprod(%arg0: tensor<5x32xf64>) -> (tensor<5x32xf64>, tensor<5x16xf64>, tensor<5x16xf64>, tensor<5x8xf64>, tensor<5x8xf64>, tensor<5x4xf64>, tensor<5x4xf64>, tensor<5x2xf64>, tensor<5x2xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x0xf64>, tensor<5x0xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x3xf64>, tensor<5x3xf64>, tensor<5x7xf64>, tensor<5x7xf64>, tensor<5x15xf64>, tensor<5x15xf64>) {
    %0 = stablehlo.slice %arg0 [0:5, 0:31:2] : (tensor<5x32xf64>) -> tensor<5x16xf64>
    %1 = stablehlo.slice %arg0 [0:5, 1:32:2] : (tensor<5x32xf64>) -> tensor<5x16xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<5x16xf64>
    %3 = stablehlo.slice %2 [0:5, 0:15:2] : (tensor<5x16xf64>) -> tensor<5x8xf64>
    %4 = stablehlo.slice %2 [0:5, 1:16:2] : (tensor<5x16xf64>) -> tensor<5x8xf64>
    %5 = stablehlo.multiply %3, %4 : tensor<5x8xf64>
    %6 = stablehlo.slice %5 [0:5, 0:7:2] : (tensor<5x8xf64>) -> tensor<5x4xf64>
    %7 = stablehlo.slice %5 [0:5, 1:8:2] : (tensor<5x8xf64>) -> tensor<5x4xf64>
    %8 = stablehlo.multiply %6, %7 : tensor<5x4xf64>
    %9 = stablehlo.slice %8 [0:5, 0:3:2] : (tensor<5x4xf64>) -> tensor<5x2xf64>
    %10 = stablehlo.slice %8 [0:5, 1:4:2] : (tensor<5x4xf64>) -> tensor<5x2xf64>
    %11 = stablehlo.multiply %9, %10 : tensor<5x2xf64>
    %12 = stablehlo.slice %11 [0:5, 0:1:2] : (tensor<5x2xf64>) -> tensor<5x1xf64>
    %13 = stablehlo.slice %11 [0:5, 1:2:2] : (tensor<5x2xf64>) -> tensor<5x1xf64>
    %14 = stablehlo.multiply %12, %13 : tensor<5x1xf64>
    %15 = stablehlo.slice %14 [0:5, 0:0] : (tensor<5x1xf64>) -> tensor<5x0xf64>
    %16 = stablehlo.slice %11 [0:5, 2:2:2] : (tensor<5x2xf64>) -> tensor<5x0xf64>
    %17 = stablehlo.multiply %15, %16 : tensor<5x0xf64>
    %18 = stablehlo.slice %11 [0:5, 0:1] : (tensor<5x2xf64>) -> tensor<5x1xf64>
    %19 = stablehlo.concatenate %18, %17, dim = 1 : (tensor<5x1xf64>, tensor<5x0xf64>) -> tensor<5x1xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.pad %19, %cst, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.pad %14, %cst_0, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x2xf64>
    %22 = stablehlo.add %20, %21 : tensor<5x2xf64>
    %23 = stablehlo.slice %22 [0:5, 0:1] : (tensor<5x2xf64>) -> tensor<5x1xf64>
    %24 = stablehlo.slice %8 [0:5, 2:4:2] : (tensor<5x4xf64>) -> tensor<5x1xf64>
    %25 = stablehlo.multiply %23, %24 : tensor<5x1xf64>
    %26 = stablehlo.slice %8 [0:5, 0:1] : (tensor<5x4xf64>) -> tensor<5x1xf64>
    %27 = stablehlo.concatenate %26, %25, dim = 1 : (tensor<5x1xf64>, tensor<5x1xf64>) -> tensor<5x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %27, %cst_1, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<5x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.pad %22, %cst_2, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<5x4xf64>
    %30 = stablehlo.add %28, %29 : tensor<5x4xf64>
    %31 = stablehlo.slice %30 [0:5, 0:3] : (tensor<5x4xf64>) -> tensor<5x3xf64>
    %32 = stablehlo.slice %5 [0:5, 2:8:2] : (tensor<5x8xf64>) -> tensor<5x3xf64>
    %33 = stablehlo.multiply %31, %32 : tensor<5x3xf64>
    %34 = stablehlo.slice %5 [0:5, 0:1] : (tensor<5x8xf64>) -> tensor<5x1xf64>
    %35 = stablehlo.concatenate %34, %33, dim = 1 : (tensor<5x1xf64>, tensor<5x3xf64>) -> tensor<5x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.pad %35, %cst_3, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5x8xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.pad %30, %cst_4, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5x8xf64>
    %38 = stablehlo.add %36, %37 : tensor<5x8xf64>
    %39 = stablehlo.slice %38 [0:5, 0:7] : (tensor<5x8xf64>) -> tensor<5x7xf64>
    %40 = stablehlo.slice %2 [0:5, 2:16:2] : (tensor<5x16xf64>) -> tensor<5x7xf64>
    %41 = stablehlo.multiply %39, %40 : tensor<5x7xf64>
    %42 = stablehlo.slice %2 [0:5, 0:1] : (tensor<5x16xf64>) -> tensor<5x1xf64>
    %43 = stablehlo.concatenate %42, %41, dim = 1 : (tensor<5x1xf64>, tensor<5x7xf64>) -> tensor<5x8xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.pad %43, %cst_5, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x8xf64>, tensor<f64>) -> tensor<5x16xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.pad %38, %cst_6, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x8xf64>, tensor<f64>) -> tensor<5x16xf64>
    %46 = stablehlo.add %44, %45 : tensor<5x16xf64>
    %47 = stablehlo.slice %46 [0:5, 0:15] : (tensor<5x16xf64>) -> tensor<5x15xf64>
    %48 = stablehlo.slice %arg0 [0:5, 2:32:2] : (tensor<5x32xf64>) -> tensor<5x15xf64>
    %49 = stablehlo.multiply %47, %48 : tensor<5x15xf64>
    %50 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x32xf64>) -> tensor<5x1xf64>
    %51 = stablehlo.concatenate %50, %49, dim = 1 : (tensor<5x1xf64>, tensor<5x15xf64>) -> tensor<5x16xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.pad %51, %cst_7, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5x32xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.pad %46, %cst_8, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5x32xf64>
    %54 = stablehlo.add %52, %53 : tensor<5x32xf64>
    return %54, %1, %0, %4, %3, %7, %6, %10, %9, %13, %12, %16, %15, %24, %23, %32, %31, %40, %39, %48, %47 : tensor<5x32xf64>, tensor<5x16xf64>, tensor<5x16xf64>, tensor<5x8xf64>, tensor<5x8xf64>, tensor<5x4xf64>, tensor<5x4xf64>, tensor<5x2xf64>, tensor<5x2xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x0xf64>, tensor<5x0xf64>, tensor<5x1xf64>, tensor<5x1xf64>, tensor<5x3xf64>, tensor<5x3xf64>, tensor<5x7xf64>, tensor<5x7xf64>, tensor<5x15xf64>, tensor<5x15xf64>
  }
  func.func private @clip(%arg0: tensor<5x16xf64>, %arg1: tensor<f64>) -> (tensor<5x16xf64>, tensor<5x16xf64>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<5x16xf64>
    %1 = stablehlo.minimum %0, %arg0 : tensor<5x16xf64>
    %2 = stablehlo.compare EQ, %arg0, %1, FLOAT : (tensor<5x16xf64>, tensor<5x16xf64>) -> tensor<5x16xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x16xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x16xf64>
    %5 = stablehlo.select %2, %3, %4 : tensor<5x16xi1>, tensor<5x16xf64>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<5x16xf64>
    %7 = stablehlo.compare EQ, %6, %1, FLOAT : (tensor<5x16xf64>, tensor<5x16xf64>) -> tensor<5x16xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5x16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x16xf64>
    %10 = stablehlo.select %7, %8, %9 : tensor<5x16xi1>, tensor<5x16xf64>
    %11 = stablehlo.divide %5, %10 : tensor<5x16xf64>
    return %1, %11 : tensor<5x16xf64>, tensor<5x16xf64>
  }
  func.func private @clip_0(%arg0: tensor<5x16xf64>, %arg1: tensor<5x16xf64>) -> tensor<5x16xf64> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<5x16xf64>
    return %0 : tensor<5x16xf64>
  }
  func.func private @cumprod_1(%arg0: tensor<5x16xf64>, %arg1: tensor<5x16xf64>, %arg2: tensor<5x8xf64>, %arg3: tensor<5x8xf64>, %arg4: tensor<5x4xf64>, %arg5: tensor<5x4xf64>, %arg6: tensor<5x2xf64>, %arg7: tensor<5x2xf64>, %arg8: tensor<5x1xf64>, %arg9: tensor<5x1xf64>, %arg10: tensor<5x0xf64>, %arg11: tensor<5x0xf64>, %arg12: tensor<5x1xf64>, %arg13: tensor<5x1xf64>, %arg14: tensor<5x3xf64>, %arg15: tensor<5x3xf64>, %arg16: tensor<5x7xf64>, %arg17: tensor<5x7xf64>, %arg18: tensor<5x15xf64>, %arg19: tensor<5x15xf64>, %arg20: tensor<5x32xf64>) -> tensor<5x32xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg20, %cst, low = [0, -1], high = [0, 0], interior = [0, 0] : (tensor<5x32xf64>, tensor<f64>) -> tensor<5x31xf64>
    %1 = stablehlo.slice %0 [0:5, 0:31:2] : (tensor<5x31xf64>) -> tensor<5x16xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.pad %arg20, %cst_0, low = [0, 0], high = [0, -1], interior = [0, 0] : (tensor<5x32xf64>, tensor<f64>) -> tensor<5x31xf64>
    %3 = stablehlo.slice %2 [0:5, 0:31:2] : (tensor<5x31xf64>) -> tensor<5x16xf64>
    %4 = stablehlo.slice %3 [0:5, 0:1] : (tensor<5x16xf64>) -> tensor<5x1xf64>
    %5 = stablehlo.slice %3 [0:5, 1:16] : (tensor<5x16xf64>) -> tensor<5x15xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.pad %4, %cst_1, low = [0, 0], high = [0, 31], interior = [0, 0] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x32xf64>
    %7 = stablehlo.multiply %arg19, %5 : tensor<5x15xf64>
    %8 = stablehlo.multiply %5, %arg18 : tensor<5x15xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.pad %7, %cst_2, low = [0, 2], high = [0, 1], interior = [0, 1] : (tensor<5x15xf64>, tensor<f64>) -> tensor<5x32xf64>
    %10 = stablehlo.add %6, %9 : tensor<5x32xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.pad %8, %cst_3, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x15xf64>, tensor<f64>) -> tensor<5x16xf64>
    %12 = stablehlo.add %1, %11 : tensor<5x16xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.pad %12, %cst_4, low = [0, -1], high = [0, 0], interior = [0, 0] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5x15xf64>
    %14 = stablehlo.slice %13 [0:5, 0:15:2] : (tensor<5x15xf64>) -> tensor<5x8xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.pad %12, %cst_5, low = [0, 0], high = [0, -1], interior = [0, 0] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5x15xf64>
    %16 = stablehlo.slice %15 [0:5, 0:15:2] : (tensor<5x15xf64>) -> tensor<5x8xf64>
    %17 = stablehlo.slice %16 [0:5, 0:1] : (tensor<5x8xf64>) -> tensor<5x1xf64>
    %18 = stablehlo.slice %16 [0:5, 1:8] : (tensor<5x8xf64>) -> tensor<5x7xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.pad %17, %cst_6, low = [0, 0], high = [0, 15], interior = [0, 0] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x16xf64>
    %20 = stablehlo.multiply %arg17, %18 : tensor<5x7xf64>
    %21 = stablehlo.multiply %18, %arg16 : tensor<5x7xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.pad %20, %cst_7, low = [0, 2], high = [0, 1], interior = [0, 1] : (tensor<5x7xf64>, tensor<f64>) -> tensor<5x16xf64>
    %23 = stablehlo.add %19, %22 : tensor<5x16xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.pad %21, %cst_8, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x7xf64>, tensor<f64>) -> tensor<5x8xf64>
    %25 = stablehlo.add %14, %24 : tensor<5x8xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.pad %25, %cst_9, low = [0, -1], high = [0, 0], interior = [0, 0] : (tensor<5x8xf64>, tensor<f64>) -> tensor<5x7xf64>
    %27 = stablehlo.slice %26 [0:5, 0:7:2] : (tensor<5x7xf64>) -> tensor<5x4xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %25, %cst_10, low = [0, 0], high = [0, -1], interior = [0, 0] : (tensor<5x8xf64>, tensor<f64>) -> tensor<5x7xf64>
    %29 = stablehlo.slice %28 [0:5, 0:7:2] : (tensor<5x7xf64>) -> tensor<5x4xf64>
    %30 = stablehlo.slice %29 [0:5, 0:1] : (tensor<5x4xf64>) -> tensor<5x1xf64>
    %31 = stablehlo.slice %29 [0:5, 1:4] : (tensor<5x4xf64>) -> tensor<5x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.pad %30, %cst_11, low = [0, 0], high = [0, 7], interior = [0, 0] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x8xf64>
    %33 = stablehlo.multiply %arg15, %31 : tensor<5x3xf64>
    %34 = stablehlo.multiply %31, %arg14 : tensor<5x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.pad %33, %cst_12, low = [0, 2], high = [0, 1], interior = [0, 1] : (tensor<5x3xf64>, tensor<f64>) -> tensor<5x8xf64>
    %36 = stablehlo.add %32, %35 : tensor<5x8xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.pad %34, %cst_13, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x3xf64>, tensor<f64>) -> tensor<5x4xf64>
    %38 = stablehlo.add %27, %37 : tensor<5x4xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.pad %38, %cst_14, low = [0, -1], high = [0, 0], interior = [0, 0] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5x3xf64>
    %40 = stablehlo.slice %39 [0:5, 0:3:2] : (tensor<5x3xf64>) -> tensor<5x2xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.pad %38, %cst_15, low = [0, 0], high = [0, -1], interior = [0, 0] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5x3xf64>
    %42 = stablehlo.slice %41 [0:5, 0:3:2] : (tensor<5x3xf64>) -> tensor<5x2xf64>
    %43 = stablehlo.slice %42 [0:5, 0:1] : (tensor<5x2xf64>) -> tensor<5x1xf64>
    %44 = stablehlo.slice %42 [0:5, 1:2] : (tensor<5x2xf64>) -> tensor<5x1xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.pad %43, %cst_16, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x4xf64>
    %46 = stablehlo.multiply %arg13, %44 : tensor<5x1xf64>
    %47 = stablehlo.multiply %44, %arg12 : tensor<5x1xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.pad %46, %cst_17, low = [0, 2], high = [0, 1], interior = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x4xf64>
    %49 = stablehlo.add %45, %48 : tensor<5x4xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.pad %47, %cst_18, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x2xf64>
    %51 = stablehlo.add %40, %50 : tensor<5x2xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.pad %51, %cst_19, low = [0, -1], high = [0, 0], interior = [0, 0] : (tensor<5x2xf64>, tensor<f64>) -> tensor<5x1xf64>
    %53 = stablehlo.slice %52 [0:5, 0:1:2] : (tensor<5x1xf64>) -> tensor<5x1xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.pad %51, %cst_20, low = [0, 0], high = [0, -1], interior = [0, 0] : (tensor<5x2xf64>, tensor<f64>) -> tensor<5x1xf64>
    %55 = stablehlo.slice %54 [0:5, 0:1:2] : (tensor<5x1xf64>) -> tensor<5x1xf64>
    %56 = stablehlo.slice %55 [0:5, 0:1] : (tensor<5x1xf64>) -> tensor<5x1xf64>
    %57 = stablehlo.slice %55 [0:5, 1:1] : (tensor<5x1xf64>) -> tensor<5x0xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %58 = stablehlo.pad %56, %cst_21, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x2xf64>
    %59 = stablehlo.multiply %arg11, %57 : tensor<5x0xf64>
    %60 = stablehlo.multiply %57, %arg10 : tensor<5x0xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.pad %59, %cst_22, low = [0, 2], high = [0, 0], interior = [0, 1] : (tensor<5x0xf64>, tensor<f64>) -> tensor<5x2xf64>
    %62 = stablehlo.add %58, %61 : tensor<5x2xf64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %63 = stablehlo.pad %60, %cst_23, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x0xf64>, tensor<f64>) -> tensor<5x1xf64>
    %64 = stablehlo.add %53, %63 : tensor<5x1xf64>
    %65 = stablehlo.multiply %arg9, %64 : tensor<5x1xf64>
    %66 = stablehlo.multiply %64, %arg8 : tensor<5x1xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %67 = stablehlo.pad %65, %cst_24, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x2xf64>
    %68 = stablehlo.add %62, %67 : tensor<5x2xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.pad %66, %cst_25, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x1xf64>, tensor<f64>) -> tensor<5x2xf64>
    %70 = stablehlo.add %68, %69 : tensor<5x2xf64>
    %71 = stablehlo.multiply %arg7, %70 : tensor<5x2xf64>
    %72 = stablehlo.multiply %70, %arg6 : tensor<5x2xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %73 = stablehlo.pad %71, %cst_26, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<5x4xf64>
    %74 = stablehlo.add %49, %73 : tensor<5x4xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %75 = stablehlo.pad %72, %cst_27, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<5x4xf64>
    %76 = stablehlo.add %74, %75 : tensor<5x4xf64>
    %77 = stablehlo.multiply %arg5, %76 : tensor<5x4xf64>
    %78 = stablehlo.multiply %76, %arg4 : tensor<5x4xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %79 = stablehlo.pad %77, %cst_28, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5x8xf64>
    %80 = stablehlo.add %36, %79 : tensor<5x8xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %81 = stablehlo.pad %78, %cst_29, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5x8xf64>
    %82 = stablehlo.add %80, %81 : tensor<5x8xf64>
    %83 = stablehlo.multiply %arg3, %82 : tensor<5x8xf64>
    %84 = stablehlo.multiply %82, %arg2 : tensor<5x8xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.pad %83, %cst_30, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x8xf64>, tensor<f64>) -> tensor<5x16xf64>
    %86 = stablehlo.add %23, %85 : tensor<5x16xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.pad %84, %cst_31, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x8xf64>, tensor<f64>) -> tensor<5x16xf64>
    %88 = stablehlo.add %86, %87 : tensor<5x16xf64>
    %89 = stablehlo.multiply %arg1, %88 : tensor<5x16xf64>
    %90 = stablehlo.multiply %88, %arg0 : tensor<5x16xf64>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %91 = stablehlo.pad %89, %cst_32, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5x32xf64>
    %92 = stablehlo.add %10, %91 : tensor<5x32xf64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %93 = stablehlo.pad %90, %cst_33, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x16xf64>, tensor<f64>) -> tensor<5x32xf64>
    %94 = stablehlo.add %92, %93 : tensor<5x32xf64>
    return %94 : tensor<5x32xf64>
  }
}
