module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1]"}, tensor<6xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %1 = stablehlo.slice %arg1 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %2 = stablehlo.slice %arg0 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %3 = stablehlo.slice %arg1 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %4 = stablehlo.multiply %0, %2 : tensor<3xf64>
    %5 = stablehlo.multiply %2, %1 : tensor<3xf64>
    %6 = stablehlo.add %5, %3 : tensor<3xf64>
    %7 = stablehlo.slice %6 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %8 = stablehlo.slice %4 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %9 = stablehlo.slice %6 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %10 = stablehlo.multiply %8, %7 : tensor<1xf64>
    %11 = stablehlo.add %10, %9 : tensor<1xf64>
    %12 = stablehlo.slice %4 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %13 = stablehlo.slice %6 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %14 = stablehlo.multiply %12, %11 : tensor<1xf64>
    %15 = stablehlo.add %14, %13 : tensor<1xf64>
    %16 = stablehlo.slice %6 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %17 = stablehlo.concatenate %16, %15, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.pad %17, %cst, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.pad %11, %cst_0, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.add %18, %19 : tensor<3xf64>
    %21 = stablehlo.slice %20 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %22 = stablehlo.slice %arg0 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %23 = stablehlo.slice %arg1 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %24 = stablehlo.multiply %22, %21 : tensor<2xf64>
    %25 = stablehlo.add %24, %23 : tensor<2xf64>
    %26 = stablehlo.slice %arg1 [0:1] : (tensor<6xf64>) -> tensor<1xf64>
    %27 = stablehlo.concatenate %26, %25, dim = 0 : (tensor<1xf64>, tensor<2xf64>) -> tensor<3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.pad %27, %cst_1, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.pad %20, %cst_2, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %30 = stablehlo.add %28, %29 : tensor<6xf64>
    %31 = stablehlo.reverse %arg1, dims = [0] : tensor<6xf64>
    %32 = stablehlo.slice %31 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %33 = stablehlo.slice %31 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %34 = stablehlo.maximum %32, %33 : tensor<3xf64>
    %35 = stablehlo.slice %34 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %36 = stablehlo.slice %34 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %37 = stablehlo.maximum %35, %36 : tensor<1xf64>
    %38 = stablehlo.slice %34 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %39 = stablehlo.maximum %37, %38 : tensor<1xf64>
    %40 = stablehlo.slice %34 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %41 = stablehlo.concatenate %40, %39, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.pad %41, %cst_3, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.pad %37, %cst_4, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %44 = stablehlo.add %42, %43 : tensor<3xf64>
    %45 = stablehlo.slice %44 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %46 = stablehlo.slice %31 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %47 = stablehlo.maximum %45, %46 : tensor<2xf64>
    %48 = stablehlo.slice %31 [0:1] : (tensor<6xf64>) -> tensor<1xf64>
    %49 = stablehlo.concatenate %48, %47, dim = 0 : (tensor<1xf64>, tensor<2xf64>) -> tensor<3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.pad %49, %cst_5, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.pad %44, %cst_6, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %52 = stablehlo.add %50, %51 : tensor<6xf64>
    %53 = stablehlo.reverse %52, dims = [0] : tensor<6xf64>
    %54 = stablehlo.slice %arg0 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %55 = stablehlo.slice %arg1 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %56 = stablehlo.slice %arg0 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %57 = stablehlo.slice %arg1 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %58 = stablehlo.multiply %54, %56 : tensor<3xf64>
    %59 = stablehlo.multiply %56, %55 : tensor<3xf64>
    %60 = stablehlo.add %59, %57 : tensor<3xf64>
    %61 = stablehlo.slice %60 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %62 = stablehlo.slice %58 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %63 = stablehlo.slice %60 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %64 = stablehlo.multiply %62, %61 : tensor<1xf64>
    %65 = stablehlo.add %64, %63 : tensor<1xf64>
    %66 = stablehlo.slice %58 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %67 = stablehlo.slice %60 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %68 = stablehlo.multiply %66, %65 : tensor<1xf64>
    %69 = stablehlo.add %68, %67 : tensor<1xf64>
    %70 = stablehlo.slice %60 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %71 = stablehlo.concatenate %70, %69, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %72 = stablehlo.pad %71, %cst_7, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %73 = stablehlo.pad %65, %cst_8, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %74 = stablehlo.add %72, %73 : tensor<3xf64>
    %75 = stablehlo.slice %74 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %76 = stablehlo.slice %arg0 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %77 = stablehlo.slice %arg1 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %78 = stablehlo.multiply %76, %75 : tensor<2xf64>
    %79 = stablehlo.add %78, %77 : tensor<2xf64>
    %80 = stablehlo.slice %arg1 [0:1] : (tensor<6xf64>) -> tensor<1xf64>
    %81 = stablehlo.concatenate %80, %79, dim = 0 : (tensor<1xf64>, tensor<2xf64>) -> tensor<3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %82 = stablehlo.pad %81, %cst_9, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %83 = stablehlo.pad %74, %cst_10, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %84 = stablehlo.add %82, %83 : tensor<6xf64>
    %85 = stablehlo.reverse %arg1, dims = [0] : tensor<6xf64>
    %86 = stablehlo.slice %85 [0:5:2] : (tensor<6xf64>) -> tensor<3xf64>
    %87 = stablehlo.slice %85 [1:6:2] : (tensor<6xf64>) -> tensor<3xf64>
    %88 = stablehlo.maximum %86, %87 : tensor<3xf64>
    %89 = stablehlo.slice %88 [0:2:2] : (tensor<3xf64>) -> tensor<1xf64>
    %90 = stablehlo.slice %88 [1:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %91 = stablehlo.maximum %89, %90 : tensor<1xf64>
    %92 = stablehlo.slice %88 [2:3:2] : (tensor<3xf64>) -> tensor<1xf64>
    %93 = stablehlo.maximum %91, %92 : tensor<1xf64>
    %94 = stablehlo.slice %88 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %95 = stablehlo.concatenate %94, %93, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %96 = stablehlo.pad %95, %cst_11, low = [0], high = [0], interior = [1] : (tensor<2xf64>, tensor<f64>) -> tensor<3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.pad %91, %cst_12, low = [1], high = [1], interior = [1] : (tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %98 = stablehlo.add %96, %97 : tensor<3xf64>
    %99 = stablehlo.slice %98 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %100 = stablehlo.slice %85 [2:6:2] : (tensor<6xf64>) -> tensor<2xf64>
    %101 = stablehlo.maximum %99, %100 : tensor<2xf64>
    %102 = stablehlo.slice %85 [0:1] : (tensor<6xf64>) -> tensor<1xf64>
    %103 = stablehlo.concatenate %102, %101, dim = 0 : (tensor<1xf64>, tensor<2xf64>) -> tensor<3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %104 = stablehlo.pad %103, %cst_13, low = [0], high = [1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %105 = stablehlo.pad %98, %cst_14, low = [1], high = [0], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
    %106 = stablehlo.add %104, %105 : tensor<6xf64>
    %107 = stablehlo.reverse %106, dims = [0] : tensor<6xf64>
    %108 = stablehlo.concatenate %84, %107, dim = 0 : (tensor<6xf64>, tensor<6xf64>) -> tensor<12xf64>
    %109 = stablehlo.sine %108 : tensor<12xf64>
    %110 = stablehlo.iota dim = 0 : tensor<12xf64>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %112 = stablehlo.multiply %111, %110 : tensor<12xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %114 = stablehlo.add %113, %112 : tensor<12xf64>
    %115 = stablehlo.multiply %109, %114 : tensor<12xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %116 = stablehlo.reduce(%115 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<12xf64>, tensor<f64>) -> tensor<f64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %117 = stablehlo.add %cst_18, %116 : tensor<f64>
    return %117, %30, %53 : tensor<f64>, tensor<6xf64>, tensor<6xf64>
  }
}
