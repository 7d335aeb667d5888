// Made by gtsv/gen.py: lapack_?gtsv_ffi against scipy's ?gtsv.

func.func @main() -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, -1.051261067390442, 0.6617957949638367, -0.21460580825805664, 0.23546145856380463]> : tensor<5xf32>
  %d = stablehlo.constant dense<[0.5202603340148926, 0.9362627267837524, 0.6433791518211365, 1.6292290687561035, -0.09982689470052719]> : tensor<5xf32>
  %du = stablehlo.constant dense<[0.5660511255264282, 2.12713623046875, -1.503533959388733, -1.725703477859497, 0.0]> : tensor<5xf32>
  %b = stablehlo.constant dense<[[0.8655487298965454], [-0.204891636967659], [-0.40108585357666016], [0.7916865348815918], [1.172424554824829]]> : tensor<5x1xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 2.12713623046875, 0.0, -1.725703477859497, 0.23546145856380463]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[-1.051261067390442, 1.0293997526168823, -0.21460580825805664, -1.7570786476135254, -0.06383810937404633]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[0.9362627267837524, 1.0527019500732422, 1.6292290687561035, 0.2685583233833313, 0.0]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[125.9195556640625], [-114.20415496826172], [112.4020767211914], [-1.9032460451126099], [-16.23375701904297]]> : tensor<5x1xf32> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>) {
  %dl = stablehlo.constant dense<[[0.0, 0.2947920262813568, -0.11321040242910385, 0.8738111257553101], [0.0, -0.43041321635246277, 1.4179977178573608, -0.5174844264984131]]> : tensor<2x4xf32>
  %d = stablehlo.constant dense<[[-1.1542800664901733, -1.3396841287612915, 0.3998781144618988, -1.9957062005996704], [0.7813894748687744, 0.2776639461517334, -0.7917973399162292, 0.6513153910636902]]> : tensor<2x4xf32>
  %du = stablehlo.constant dense<[[0.5455539226531982, -1.7839962244033813, 0.7266767024993896, 0.0], [1.23676335811615, -1.0092885494232178, 1.0883727073669434, 0.0]]> : tensor<2x4xf32>
  %b = stablehlo.constant dense<[[[1.572590947151184, -1.1198900938034058, -1.2254048585891724], [3.0739376544952393, 0.19223806262016296, -0.014204166829586029], [-0.42118382453918457, 1.8832231760025024, -1.1862789392471313], [0.029629118740558624, -0.7838802933692932, 2.289041042327881]], [[-2.3950958251953125, 0.6911751627922058, -0.6298249959945679], [0.3158818185329437, -1.0221551656723022, 1.5871797800064087], [1.4352896213531494, 0.9799909591674805, -1.0335593223571777], [0.05368085950613022, -1.3293262720108032, 0.722811222076416]]]> : tensor<2x4x3xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>)
  check.expect_almost_eq_const %r#0, dense<[[0.0, 0.0, 0.0, 0.8738111257553101], [0.0, 0.0, 1.0883727073669434, -0.5174844264984131]]> : tensor<2x4xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[[-1.1542800664901733, -1.2003549337387085, 0.8738111257553101, 2.0242440700531006], [0.7813894748687744, 1.4179977178573608, -0.5174844264984131, -1.3323895931243896]]> : tensor<2x4xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[[0.5455539226531982, -1.7839962244033813, -1.9957062005996704, 0.0], [1.23676335811615, -0.7917973399162292, 0.6513153910636902, 0.0]]> : tensor<2x4xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[[-2.1458380222320557, -0.2662149667739868, 1.4455879926681519], [-1.6575943231582642, -2.616014003753662, 0.8124011158943176], [-0.8328834176063538, 1.8127373456954956, -0.3632344603538513], [-0.3795207440853119, 1.1864824295043945, -1.3060235977172852]], [[-4.419975280761719, -2.47298264503479, 1.4838780164718628], [0.8559649586677551, 2.121293306350708, -1.4467695951461792], [1.8074160814285278, 2.650942802429199, -2.6033945083618164], [1.5184509754180908, 0.06524549424648285, -0.9586827754974365]]]> : tensor<2x4x3xf32> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<[0, 0]> : tensor<2xi32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>
}

// -----

func.func @main() -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, -0.3429096043109894, 0.7012236714363098]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.5977472066879272, 0.08426722139120102, 0.4165895879268646]> : tensor<3xf32>
  %du = stablehlo.constant dense<[-0.024477334693074226, -0.4018067419528961, 0.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[[-0.6831640601158142, 0.641223132610321], [-2.0560147762298584, 0.1392446607351303], [-0.03248048573732376, 0.04279249906539917]]> : tensor<3x2xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 0.0, 0.7012236714363098]> : tensor<3xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[1.5977472066879272, 0.7012236714363098, -0.44874805212020874]> : tensor<3xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[-0.024477334693074226, 0.4165895879268646, 0.0]> : tensor<3xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[-0.4728882312774658, 0.4077818989753723], [-2.9575045108795166, 0.4211776852607727], [4.900246620178223, -0.6062255501747131]]> : tensor<3x2xf32> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, 0.947839617729187]> : tensor<2xf32>
  %d = stablehlo.constant dense<[-0.5058155655860901, -0.9300954341888428]> : tensor<2xf32>
  %du = stablehlo.constant dense<[1.42048978805542, 0.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[[-0.33456704020500183], [-2.217702865600586]]> : tensor<2x1xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 0.947839617729187]> : tensor<2xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[0.947839617729187, 0.9241434335708618]> : tensor<2xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[-0.9300954341888428, 0.0]> : tensor<2xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[-3.951645612716675], [-1.6426523923873901]]> : tensor<2x1xf32> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x2xf32>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, 23.88233757019043, 6.939938545227051, 9.121171951293945, 12.312100410461426]> : tensor<5xf32>
  %d = stablehlo.constant dense<[1.2526459693908691, 1.656122088432312, -0.8897370100021362, -0.3424239158630371, 0.07230344414710999]> : tensor<5xf32>
  %du = stablehlo.constant dense<[0.27028852701187134, -1.328562617301941, -0.1255432516336441, 0.6106390953063965, 0.0]> : tensor<5xf32>
  %b = stablehlo.constant dense<[[1.254764199256897, 0.4830886125564575], [-0.13659583032131195, 1.5329395532608032], [0.6435628533363342, -0.6252501010894775], [0.5648090243339539, -0.6868677735328674], [1.2241933345794678, 0.6344278454780579]]> : tensor<5x2xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x2xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x2xf32>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, -1.328562617301941, -0.1255432516336441, 0.6106390953063965, 12.312100410461426]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[23.88233757019043, 6.939938545227051, 9.121171951293945, 12.312100410461426, -0.006279532331973314]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[1.656122088432312, -0.8897370100021362, -0.3424239158630371, 0.07230344414710999, 0.0]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[0.6084974408149719, 0.27935290336608887], [1.82224702835083, 0.4926525056362152], [13.31273365020752, 4.481951713562012], [1.2576344013214111, 0.44980481266975403], [-197.2233428955078, -67.8199234008789]]> : tensor<5x2xf32> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x2xf32>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf32>
  %d = stablehlo.constant dense<[-0.14500831067562103, 1.3282526731491089, 0.0, 0.47305649518966675, 0.23175576329231262]> : tensor<5xf32>
  %du = stablehlo.constant dense<[1.1121385097503662, -1.7226653099060059, 1.3543649911880493, 0.6400459408760071, 0.0]> : tensor<5xf32>
  %b = stablehlo.constant dense<[[-1.4995144605636597], [0.02251705713570118], [-0.46625617146492004], [0.8911869525909424], [0.01266650203615427]]> : tensor<5x1xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[-0.14500831067562103, 1.3282526731491089, 0.0, 0.47305649518966675, 0.23175576329231262]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[1.1121385097503662, -1.7226653099060059, 1.3543649911880493, 0.6400459408760071, 0.0]> : tensor<5xf32> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[-1.4995144605636597], [0.02251705713570118], [-0.46625617146492004], [0.8911869525909424], [0.01266650203615427]]> : tensor<5x1xf32> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<3> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, -0.39886701305289324, 0.15132975441459517, -0.33556857943687984, 1.2232717670053779]> : tensor<5xf64>
  %d = stablehlo.constant dense<[-0.9939995389449854, 0.30065490712939624, -0.4925919772393482, -0.8696485685542706, -0.44859831063227]> : tensor<5xf64>
  %du = stablehlo.constant dense<[0.8207914442437545, -0.6551214674704884, 3.556563001179587, -1.004900468306152, 0.0]> : tensor<5xf64>
  %b = stablehlo.constant dense<[[0.4370654967340404], [0.537980095688241], [1.1029267594895382], [1.7012563266695877], [1.5680722827390692]]> : tensor<5x1xf64>
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 0.0, 3.556563001179587, 0.0, 1.2232717670053779]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[-0.9939995389449854, 0.15132975441459517, -0.7485687689264187, 1.2232717670053779, -1.4347340551616092]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[0.8207914442437545, -0.4925919772393482, 0.6746987979399209, -0.44859831063227, 0.0]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[-5.450975987417687], [-6.068779294049311], [-0.2875403566493372], [0.5285084409338383], [-2.0543163147935015]]> : tensor<5x1xf64> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>, tensor<2xi32>) {
  %dl = stablehlo.constant dense<[[0.0, -1.183660743103506, -0.41638289094436215, 0.9235183136500181], [0.0, 0.6631955618033721, 0.9224823051631694, 0.7215987231166109]]> : tensor<2x4xf64>
  %d = stablehlo.constant dense<[[-0.566148901318875, -0.447829576240512, 0.7148679358755581, -0.17248966791896997], [-0.19699495346519214, 0.9367565586678911, 0.7524123836774465, -1.748963804608996]]> : tensor<2x4xf64>
  %du = stablehlo.constant dense<[[0.08800164606350305, -1.0903819181859642, -1.579721306549949, 0.0], [-0.5662795599862095, 0.5322570159736028, 0.35854391613260383, 0.0]]> : tensor<2x4xf64>
  %b = stablehlo.constant dense<[[[-0.5915663799796886, -0.6400155994246409, 1.2314333407210571], [0.3915786843349197, -0.2626522082850463, 0.433048492887667], [-0.028410483707905276, -1.4290978378513055, 0.266869666226092], [-2.0613255440166864, 0.7507382432489362, -1.4148537318587617]], [[0.6952532944521655, -0.6691180454087742, -0.76837781700554], [-1.9890928011101052, 1.460984756339444, 1.5266357838866487], [-1.0628631837540534, 1.3929210040047675, 0.2894988942442031], [-0.8511750420144312, -1.8837116190212362, 0.03192626002340908]]]> : tensor<2x4x3xf64>
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>) -> (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>, tensor<2xi32>)
  check.expect_almost_eq_const %r#0, dense<[[0.0, -1.0903819181859642, -1.579721306549949, 0.9235183136500181], [0.0, 0.5322570159736028, 0.35854391613260383, 0.7215987231166109]]> : tensor<2x4xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[[-1.183660743103506, -0.41638289094436215, 1.0403661580411723, 0.8452610169423265], [0.6631955618033721, 0.9224823051631694, 0.7215987231166109, 1.064540081940494]]> : tensor<2x4xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[[-0.447829576240512, 0.7148679358755581, -1.1465212483638745, 0.0], [0.9367565586678911, 0.7524123836774465, -1.748963804608996, 0.0]]> : tensor<2x4xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[[1.3231559111601812, 0.521683296912815, -1.0893179319045185], [1.7901583941230164, -3.916576444403411, 6.9852919562751925], [-2.530702520282863, 1.2831420949596755, -2.0835689944384215], [-1.599078850301728, 2.517640538710869, -2.952990740858482]], [[-1.4743758482236686, 0.7652799566760983, 1.5568698902316447], [-0.7148566210848207, 0.9153813638764314, 0.8152904290581169], [-0.6418828565458621, 0.18029821375981936, -0.506526107065918], [0.22184175070863482, 1.1514329653613058, -0.22724018133483048]]]> : tensor<2x4x3xf64> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<[0, 0]> : tensor<2xi32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x3xf64>, tensor<2xi32>
}

// -----

func.func @main() -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x2xf64>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, -1.4004802827553333, 0.17309818496799856]> : tensor<3xf64>
  %d = stablehlo.constant dense<[1.9801749745208368, 0.7322274795212733, 0.6395789235128331]> : tensor<3xf64>
  %du = stablehlo.constant dense<[-0.2537678976479468, -0.9842254873277844, 0.0]> : tensor<3xf64>
  %b = stablehlo.constant dense<[[0.8817205313338099, -0.02995687979490927], [0.2514398726770729, -1.3999514594402334], [1.3331278334750913, 1.2115612706694407]]> : tensor<3x2xf64>
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x2xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x2xf64>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 0.0, 0.17309818496799856]> : tensor<3xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[1.9801749745208368, 0.552749937574142, 0.9477972223757459]> : tensor<3xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[-0.2537678976479468, -0.9842254873277844, 0.0]> : tensor<3xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[0.9031393388046535, 0.05422560467880484], [3.5727662729438845, 0.5411758793409768], [1.1174359411161614, 1.747844819630969]]> : tensor<3x2xf64> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x2xf64>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x1xf64>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, 2.620733323469911]> : tensor<2xf64>
  %d = stablehlo.constant dense<[0.6212382752505088, 0.41035676851345254]> : tensor<2xf64>
  %du = stablehlo.constant dense<[-0.7004927790363492, 0.0]> : tensor<2xf64>
  %b = stablehlo.constant dense<[[-0.39719901200345886], [0.7254514711065987]]> : tensor<2x1xf64>
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x1xf64>) -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x1xf64>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 2.620733323469911]> : tensor<2xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[2.620733323469911, -0.7977668239861564]> : tensor<2xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[0.41035676851345254, 0.0]> : tensor<2xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[0.165100006754764], [0.7134484043235262]]> : tensor<2x1xf64> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x1xf64>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, 13.360419211496025, 19.290339490914576, 7.27226240227185, 18.327651423125168]> : tensor<5xf64>
  %d = stablehlo.constant dense<[0.4387595147269961, -2.218747005607591, 0.4192349673501663, -0.7031549945384803, -1.0944349147616894]> : tensor<5xf64>
  %du = stablehlo.constant dense<[1.0984955141886403, -1.0368787276451195, -0.8385409738373627, -0.32044726254539174, 0.0]> : tensor<5xf64>
  %b = stablehlo.constant dense<[[-0.08859332320995567, 0.1005235573276585], [-0.37332256817998116, -1.0081562362045284], [-0.647879219371993, 0.24062162295559836], [0.8670514715360631, -1.6182392060693682], [1.431199935535583, -0.14023858078095902]]> : tensor<5x2xf64>
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, -1.0368787276451195, -0.8385409738373627, -0.32044726254539174, 18.327651423125168]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[13.360419211496025, 19.290339490914576, 7.27226240227185, 18.327651423125168, 0.003468914627494412]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[-2.218747005607591, 0.4192349673501663, -0.7031549945384803, -1.0944349147616894, 0.0]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[-0.0735154760552836, 0.054104883304101056], [-0.05128624366994065, 0.06989971646948798], [-0.4774751354038872, 1.519879162248828], [-0.6459125098656718, 2.0809408048789297], [-12.124301854056677, 34.97603719367329]]> : tensor<5x2xf64> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x2xf64>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>, tensor<i32>) {
  %dl = stablehlo.constant dense<[0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf64>
  %d = stablehlo.constant dense<[-0.40246783021579796, -2.3082362395239544, 0.0, 0.699962392032312, 0.3557448088222085]> : tensor<5xf64>
  %du = stablehlo.constant dense<[1.018200702231793, -1.3872490113917721, 1.6089927282812917, -1.7165910383833958, 0.0]> : tensor<5xf64>
  %b = stablehlo.constant dense<[[0.862150205204623], [-2.2720774281935054], [1.149338516682387], [0.8365854019686271], [-0.31287683601210453]]> : tensor<5x1xf64>
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[-0.40246783021579796, -2.3082362395239544, 0.0, 0.699962392032312, 0.3557448088222085]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[1.018200702231793, -1.3872490113917721, 1.6089927282812917, -1.7165910383833958, 0.0]> : tensor<5xf64> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[0.862150205204623], [-2.2720774281935054], [1.149338516682387], [0.8365854019686271], [-0.31287683601210453]]> : tensor<5x1xf64> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<3> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x1xf64>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (1.1516311168670654, -1.1855825185775757), (0.29960471391677856, -1.505486249923706), (0.16359174251556396, -0.7856981158256531), (-0.3402642011642456, 0.8094951510429382)]> : tensor<5xcomplex<f32>>
  %d = stablehlo.constant dense<[(1.384304404258728, -1.068021297454834), (0.0377701073884964, -1.376154899597168), (-1.2378389835357666, -0.0925612598657608), (-0.6179691553115845, -2.2518534660339355), (-0.5609264373779297, 1.0664664506912231)]> : tensor<5xcomplex<f32>>
  %du = stablehlo.constant dense<[(-0.2991965115070343, 0.7707906365394592), (0.26823464035987854, 0.9001293778419495), (1.222988486289978, 0.7210907340049744), (-0.9000017642974854, 2.172793388366699), (0.0, 0.0)]> : tensor<5xcomplex<f32>>
  %b = stablehlo.constant dense<[[(0.6826978325843811, -1.1244621276855469)], [(-2.177555561065674, 0.6965715289115906)], [(0.15690097212791443, 0.16922852396965027)], [(-0.7831557989120483, 0.9731342196464539)], [(-0.8538512587547302, -0.1816854625940323)]]> : tensor<5x1xcomplex<f32>>
  %r:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>) -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (-0.3402642011642456, 0.8094951510429382)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[(1.384304404258728, -1.068021297454834), (0.214040145277977, -2.137640953063965), (-1.3665403127670288, -0.7512076497077942), (-0.4475516676902771, -2.9623732566833496), (-1.1178038120269775, 1.4726934432983398)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[(-0.2991965115070343, 0.7707906365394592), (0.26823464035987854, 0.9001293778419495), (1.222988486289978, 0.7210907340049744), (-0.9000017642974854, 2.172793388366699), (0.0, 0.0)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.11001693457365036, -0.18300803005695343)], [(-1.167373538017273, -0.4885675609111786)], [(-0.9782814979553223, 1.231420636177063)], [(-0.05311111733317375, 0.024683918803930283)], [(0.2334199696779251, 0.6760739684104919)]]> : tensor<5x1xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2xi32>) {
  %dl = stablehlo.constant dense<[[(0.0, 0.0), (-0.31190943717956543, -0.5721694827079773), (-2.1526548862457275, -1.669641375541687), (-0.02349892444908619, 0.7686867117881775)], [(0.0, 0.0), (1.1629470586776733, 1.6947306394577026), (2.1973867416381836, 1.0151084661483765), (0.904318630695343, 0.15383252501487732)]]> : tensor<2x4xcomplex<f32>>
  %d = stablehlo.constant dense<[[(0.510039746761322, 1.3492225408554077), (0.33822473883628845, 0.5710521936416626), (0.1018887311220169, 0.6549785733222961), (0.36174502968788147, -0.8429544568061829)], [(-0.487752228975296, 0.17342838644981384), (-0.41297638416290283, -0.8244529366493225), (0.8257480263710022, 0.6824946403503418), (1.0872143507003784, -0.07914844155311584)]]> : tensor<2x4xcomplex<f32>>
  %du = stablehlo.constant dense<[[(-1.3682793378829956, 1.025922179222107), (-1.7083489894866943, -1.3698054552078247), (0.27652037143707275, -0.712019681930542), (0.0, 0.0)], [(-1.0638017654418945, 0.8372761011123657), (0.5820027589797974, -0.4623052775859833), (1.0075154304504395, -0.8505364060401917), (0.0, 0.0)]]> : tensor<2x4xcomplex<f32>>
  %b = stablehlo.constant dense<[[[(-0.4492488503456116, -0.5184897184371948), (2.3821332454681396, 1.363677740097046), (-1.0601071119308472, -0.05078389495611191)], [(-0.6879963278770447, -0.5795267224311829), (-0.8947865962982178, -0.08158403635025024), (1.625647783279419, -1.4063575267791748)], [(-1.1586127281188965, 1.9201172590255737), (-1.1654900312423706, -1.2474809885025024), (-0.16536623239517212, -0.7701206803321838)], [(0.3106064796447754, -0.8568283915519714), (2.042865514755249, -0.17415431141853333), (1.3156131505966187, -0.38570672273635864)]], [[(-0.916996419429779, 0.50844407081604), (-0.2706294655799866, -0.3495105504989624), (-0.9867991805076599, -1.4740746021270752)], [(0.4414103925228119, 0.9132878184318542), (0.322162389755249, -0.4169784188270569), (0.35892197489738464, -0.33136075735092163)], [(0.43891581892967224, 0.8051407933235168), (-0.8323631882667542, 0.5142732262611389), (-0.8252326846122742, 0.2368878722190857)], [(0.8155075311660767, 1.4575209617614746), (-0.021481502801179886, 0.3710033893585205), (-1.6106948852539062, -0.19459094107151031)]]]> : tensor<2x4x3xcomplex<f32>>
  %r:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2xi32>)
  check.expect_almost_eq_const %r#0, dense<[[(0.0, 0.0), (0.0, 0.0), (0.27652037143707275, -0.712019681930542), (-0.02349892444908619, 0.7686867117881775)], [(0.0, 0.0), (0.5820027589797974, -0.4623052775859833), (1.0075154304504395, -0.8505364060401917), (0.904318630695343, 0.15383252501487732)]]> : tensor<2x4xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[[(0.510039746761322, 1.3492225408554077), (-2.1526548862457275, -1.669641375541687), (-1.93185293674469, -1.2077195644378662), (0.425087034702301, -0.7562323808670044)], [(1.1629470586776733, 1.6947306394577026), (2.1973867416381836, 1.0151084661483765), (0.904318630695343, 0.15383252501487732), (-0.6906119585037231, -0.21068423986434937)]]> : tensor<2x4xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[[(-1.3682793378829956, 1.025922179222107), (0.1018887311220169, 0.6549785733222961), (0.3164714276790619, -0.03261179476976395), (0.0, 0.0)], [(-0.41297638416290283, -0.8244529366493225), (0.8257480263710022, 0.6824946403503418), (1.0872143507003784, -0.07914844155311584), (0.0, 0.0)]]> : tensor<2x4xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[[(-1.6546944379806519, 0.7165637612342834), (0.7328683137893677, -2.327569007873535), (-0.6014721989631653, 0.17464317381381989)], [(-0.16391029953956604, -1.108505129814148), (1.0775458812713623, -0.33366715908050537), (0.4778020679950714, -0.13262881338596344)], [(1.0192114114761353, -0.32888880372047424), (0.215071901679039, 0.3489472270011902), (0.15746676921844482, 0.9999837875366211)], [(1.6861369609832764, -0.6266142725944519), (1.3276273012161255, 2.1779208183288574), (1.3817847967147827, 1.8840090036392212)]], [[(-0.14320488274097443, 0.034144844859838486), (-0.3699270486831665, -0.27388834953308105), (0.4449048936367035, -0.9034507274627686)], [(0.8206198811531067, 0.12892580032348633), (0.09799676388502121, 0.47094735503196716), (-0.37222251296043396, 1.5794677734375)], [(-0.5983656644821167, 2.696638584136963), (-0.7353862524032593, 0.7968636155128479), (-3.5737574100494385, -2.30489182472229)], [(1.6799758672714233, -0.6954325437545776), (0.7167052030563354, -0.16534261405467987), (0.9963230490684509, 2.3163630962371826)]]]> : tensor<2x4x3xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<[0, 0]> : tensor<2xi32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2xi32>
}

// -----

func.func @main() -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (-0.6890560388565063, 0.049421943724155426), (1.169809341430664, -1.1852428913116455)]> : tensor<3xcomplex<f32>>
  %d = stablehlo.constant dense<[(0.832984209060669, -0.14907613396644592), (0.46469539403915405, -0.04053511098027229), (0.8259721994400024, -0.7572939991950989)]> : tensor<3xcomplex<f32>>
  %du = stablehlo.constant dense<[(-0.5567179918289185, 1.886067509651184), (-1.7371277809143066, -2.1029741764068604), (0.0, 0.0)]> : tensor<3xcomplex<f32>>
  %b = stablehlo.constant dense<[[(-0.8820873498916626, -2.44879412651062), (1.4324206113815308, -1.3939235210418701)], [(-0.9854974150657654, -0.7568475008010864), (-0.5802745819091797, -0.2957407832145691)], [(0.48399245738983154, 2.1587705612182617), (-0.61266028881073, -0.6214931607246399)]]> : tensor<3x2xcomplex<f32>>
  %r:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (0.0, 0.0), (1.169809341430664, -1.1852428913116455)]> : tensor<3xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[(0.832984209060669, -0.14907613396644592), (1.169809341430664, -1.1852428913116455), (-1.5882995128631592, -3.067599058151245)]> : tensor<3xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[(-0.5567179918289185, 1.886067509651184), (0.8259721994400024, -0.7572939991950989), (0.0, 0.0)]> : tensor<3xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.4423249363899231, 0.018616696819663048), (0.36026841402053833, -1.518359899520874)], [(-0.9892802238464355, 0.9565206170082092), (-0.2323899269104004, -0.651778519153595)], [(0.4138866364955902, 0.2187970131635666), (0.3650607168674469, 0.17189830541610718)]]> : tensor<3x2xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x1xcomplex<f32>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (0.14207790791988373, 0.20357531309127808)]> : tensor<2xcomplex<f32>>
  %d = stablehlo.constant dense<[(-0.6257393956184387, -0.08356485515832901), (-1.5365396738052368, 0.05702648311853409)]> : tensor<2xcomplex<f32>>
  %du = stablehlo.constant dense<[(0.3949801027774811, 0.686000645160675), (0.0, 0.0)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[[(0.23482006788253784, -0.0903443992137909)], [(-2.2753186225891113, -0.3745806813240051)]]> : tensor<2x1xcomplex<f32>>
  %r:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x1xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x1xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (0.14207790791988373, 0.20357531309127808)]> : tensor<2xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[(-0.6257393956184387, -0.08356485515832901), (-1.630401611328125, 0.3538230359554291)]> : tensor<2xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[(0.3949801027774811, 0.686000645160675), (0.0, 0.0)]> : tensor<2xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.1278715878725052, 1.7831650972366333)], [(1.2388780117034912, 0.471585214138031)]]> : tensor<2x1xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x1xcomplex<f32>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x2xcomplex<f32>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (5.058923244476318, -7.392185211181641), (-6.214744567871094, -1.211047649383545), (17.63652992248535, 8.640020370483398), (-18.090417861938477, -7.620537757873535)]> : tensor<5xcomplex<f32>>
  %d = stablehlo.constant dense<[(-0.9123961329460144, 1.0123445987701416), (-2.085740327835083, 0.8473730087280273), (-0.6550318002700806, -0.020567888393998146), (-0.519785463809967, -1.259069561958313), (2.1962363719940186, -0.5810810923576355)]> : tensor<5xcomplex<f32>>
  %du = stablehlo.constant dense<[(-0.9682382345199585, -0.6738181710243225), (0.9905226230621338, 0.9903489947319031), (-0.36248818039894104, 0.4270295798778534), (0.15451721847057343, -1.1721209287643433), (0.0, 0.0)]> : tensor<5xcomplex<f32>>
  %b = stablehlo.constant dense<[[(-0.7745214700698853, 0.8466611504554749), (0.7721908092498779, -1.221335768699646)], [(1.1243112087249756, 0.2595132291316986), (-1.0812523365020752, -2.174920082092285)], [(-0.24326752126216888, 0.885751485824585), (1.0220301151275635, 0.18766820430755615)], [(0.27708739042282104, 0.8528153300285339), (-0.3730676472187042, 0.030575139448046684)], [(0.34263116121292114, -0.38263535499572754), (-0.017851581797003746, -2.1083037853240967)]]> : tensor<5x2xcomplex<f32>>
  %r:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x2xcomplex<f32>>) -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x2xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (0.9905226230621338, 0.9903489947319031), (-0.36248818039894104, 0.4270295798778534), (0.15451721847057343, -1.1721209287643433), (-18.090417861938477, -7.620537757873535)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[(5.058923244476318, -7.392185211181641), (-6.214744567871094, -1.211047649383545), (17.63652992248535, 8.640020370483398), (-18.090417861938477, -7.620537757873535), (-0.0005544074811041355, 0.007270445115864277)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[(-2.085740327835083, 0.8473730087280273), (-0.6550318002700806, -0.020567888393998146), (-0.519785463809967, -1.259069561958313), (2.1962363719940186, -0.5810810923576355), (0.0, 0.0)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(1.0611778497695923, 0.4310760498046875), (-1.9655667543411255, -0.18452587723731995)], [(-0.5186617374420166, 0.18981696665287018), (0.5499318838119507, -1.0025304555892944)], [(-0.8049021363258362, 7.627991676330566), (-3.938565254211426, -14.565759658813477)], [(13.79531478881836, -1.45192551612854), (-24.311622619628906, 12.737163543701172)], [(102.21625518798828, 62.77788543701172), (-233.31190490722656, -42.130470275878906)]]> : tensor<5x2xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x2xcomplex<f32>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<5xcomplex<f32>>
  %d = stablehlo.constant dense<[(0.488715797662735, 1.2055225372314453), (-0.8368595838546753, 0.42027977108955383), (0.0, 0.0), (-0.6112077832221985, 0.2803064286708832), (0.06478655338287354, -0.2610374391078949)]> : tensor<5xcomplex<f32>>
  %du = stablehlo.constant dense<[(0.5636581182479858, -0.30821624398231506), (1.3851606845855713, 0.028873568400740623), (0.6298719048500061, -2.148881196975708), (1.023101568222046, -0.4949919283390045), (0.0, 0.0)]> : tensor<5xcomplex<f32>>
  %b = stablehlo.constant dense<[[(0.766889750957489, 0.5655499696731567)], [(-0.5644502639770508, -0.9616888761520386)], [(0.0336558036506176, -0.2577880620956421)], [(0.21485601365566254, -1.6410284042358398)], [(-1.0541659593582153, 0.8859981894493103)]]> : tensor<5x1xcomplex<f32>>
  %r:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>) -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#1, dense<[(0.488715797662735, 1.2055225372314453), (-0.8368595838546753, 0.42027977108955383), (0.0, 0.0), (-0.6112077832221985, 0.2803064286708832), (0.06478655338287354, -0.2610374391078949)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#2, dense<[(0.5636581182479858, -0.30821624398231506), (1.3851606845855713, 0.028873568400740623), (0.6298719048500061, -2.148881196975708), (1.023101568222046, -0.4949919283390045), (0.0, 0.0)]> : tensor<5xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.766889750957489, 0.5655499696731567)], [(-0.5644502639770508, -0.9616888761520386)], [(0.0336558036506176, -0.2577880620956421)], [(0.21485601365566254, -1.6410284042358398)], [(-1.0541659593582153, 0.8859981894493103)]]> : tensor<5x1xcomplex<f32>> {tolerance = 0.001 : f64}
  check.expect_eq_const %r#4, dense<3> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5x1xcomplex<f32>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (-0.7503199749446764, 1.033695630129488), (0.7801638392662203, 0.8372573607708571), (0.6728882860158752, 1.189372061823255), (-0.27747819204569907, 0.5808845933704145)]> : tensor<5xcomplex<f64>>
  %d = stablehlo.constant dense<[(1.084364306771502, -0.7589192426862417), (0.1454976388065406, 0.9410126652801588), (-0.8578596617827345, -1.3345336596962372), (-1.1722568624041825, 0.19467504970079944), (0.5066351316118529, 1.8899057185888557)]> : tensor<5xcomplex<f64>>
  %du = stablehlo.constant dense<[(-0.8039869992316717, 2.188043834299688), (-0.5557463106989994, -2.0003006413791677), (0.694289873843049, -0.0329993845310774), (0.37137029563812696, -0.2790782839544535), (0.0, 0.0)]> : tensor<5xcomplex<f64>>
  %b = stablehlo.constant dense<[[(-2.2098307844416403, -0.42343230784880537)], [(0.41830271474483005, 0.1192703903694059)], [(-0.6703954827945833, 0.646771039067453)], [(1.1662440499735072, 0.8305043636715091)], [(0.2409335624021559, -0.39200373925908705)]]> : tensor<5x1xcomplex<f64>>
  %r:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>) -> (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.37137029563812696, -0.2790782839544535), (-0.27747819204569907, 0.5808845933704145)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[(1.084364306771502, -0.7589192426862417), (0.1008467210572635, 3.1901870311297897), (0.6728882860158752, 1.189372061823255), (-0.27747819204569907, 0.5808845933704145), (0.837752772844678, -0.11179036180291757)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[(-0.8039869992316717, 2.188043834299688), (-0.5557463106989994, -2.0003006413791677), (-1.1722568624041825, 0.19467504970079944), (0.5066351316118529, 1.8899057185888557), (0.0, 0.0)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(-0.6238199090365808, 2.259361495610821)], [(-0.8670741527816573, 1.8030589427845343)], [(-1.9280771100686196, 1.51830530918154)], [(-3.021528966265954, -2.0225639223626066)], [(0.16133350276065986, 0.9810480259127704)]]> : tensor<5x1xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2xi32>) {
  %dl = stablehlo.constant dense<[[(0.0, 0.0), (0.6067943147250888, -0.27314364845519357), (0.4550218717619563, 1.0674193160117453), (-0.7833868880926536, -0.17194815318726822)], [(0.0, 0.0), (1.5107300233677274, -1.4174081002792285), (0.41887512606947946, 0.30013184678756744), (1.8185517492536092, -0.41475765741539444)]]> : tensor<2x4xcomplex<f64>>
  %d = stablehlo.constant dense<[[(-0.6703159506651658, -0.42020943010914946), (-1.5168957605889197, 1.6385261025086133), (-0.48353807902703916, -0.36593889834935855), (-1.1872357035035908, 0.8804638371865889)], [(0.049159441794664714, -0.9875898574830964), (-0.06198240741045262, 0.04807012808730196), (0.680146835780275, 0.03966252125394457), (0.6500120068949782, -0.5913000586886095)]]> : tensor<2x4xcomplex<f64>>
  %du = stablehlo.constant dense<[[(0.6584674318074109, 0.4062552571487026), (0.24145168199628536, -1.8520006947097227), (0.1570725412984948, 1.5698630091420758), (0.0, 0.0)], [(-0.3788152013505567, -0.14264509578829834), (-1.126597479512743, 0.31900106429489233), (-0.7576014304217333, 1.4633873978971368), (0.0, 0.0)]]> : tensor<2x4xcomplex<f64>>
  %b = stablehlo.constant dense<[[[(0.7549195562591392, 0.15801556288835206), (-1.2475353398189823, -1.3782871324633508), (0.9703714112479468, -1.5541779055859517)], [(-3.1093574829104065, 1.3206752445203613), (-0.35270540477449064, 1.5591773303851069), (-1.6301867460708812, -0.27654168774938914)], [(0.263498462365493, -0.2315397385680438), (1.121114961782104, 0.6214449942780232), (-0.6095888947969632, -0.5163739295273538)], [(0.8324377375846918, -0.5846764754199054), (-2.321738352130122, 0.7532903415118226), (-0.17415352371754836, -1.455984612639143)]], [[(1.446670074050922, -0.27005836811585043), (0.592775163354947, 0.5668886939718224), (0.3751909275053379, 0.4128993313858249)], [(0.060454943816276245, 0.39695069778300945), (-1.0150879093463925, -0.09748497206734419), (0.07977341356351009, 0.06327734704590965)], [(-0.27123041722294017, 0.8914567959468234), (0.26171030414241175, 1.3603338726283174), (-0.7501536939321989, -0.9279497646956686)], [(0.9537000735463185, -1.6505315885572496), (0.718199248719061, -0.02212386319913027), (1.059893183450713, 0.06457995026311338)]]]> : tensor<2x4x3xcomplex<f64>>
  %r:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> (tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2xi32>)
  check.expect_almost_eq_const %r#0, dense<[[(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (-0.7833868880926536, -0.17194815318726822)], [(0.0, 0.0), (-1.126597479512743, 0.31900106429489233), (-0.7576014304217333, 1.4633873978971368), (1.8185517492536092, -0.41475765741539444)]]> : tensor<2x4xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[[(-0.6703159506651658, -0.42020943010914946), (-0.9253951467132717, 1.3671660788761986), (0.5184064760363589, 0.48218957738346757), (-0.13012714099670397, 2.3215949464365595)], [(1.5107300233677274, -1.4174081002792285), (0.41887512606947946, 0.30013184678756744), (1.8185517492536092, -0.41475765741539444), (-0.6096010221355874, 1.6795012674143504)]]> : tensor<2x4xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[[(0.6584674318074109, 0.4062552571487026), (0.24145168199628536, -1.8520006947097227), (0.1570725412984948, 1.5698630091420758), (0.0, 0.0)], [(-0.06198240741045262, 0.04807012808730196), (0.680146835780275, 0.03966252125394457), (0.6500120068949782, -0.5913000586886095), (0.0, 0.0)]]> : tensor<2x4xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[[(0.8317720196090679, 0.08271021236175917), (3.8005490770017705, -2.973728427106011), (2.2512373442078433, 2.547442651546968)], [(1.7875116001877345, -0.24786343720077497), (1.6001786490304764, -3.6823068837899466), (2.2959171932633557, 0.2531275820307772)], [(0.867340176229142, -0.8319362281682328), (1.6432290064938961, -3.1585377410000492), (2.448729761582603, -0.20835265394388372)], [(-1.3375086337914968, -0.07611051192543926), (-0.31272023558065076, 0.9797360839007808), (-1.4501363711045878, -0.06623945340865833)]], [[(0.19672184140833857, 0.2213082804370168), (-0.35994054202245307, -0.016328514661348065), (0.15562858330911722, 0.0951834782958456)], [(-2.7415643287763536, 1.2611108765204806), (-1.6334333170165272, 0.05486444539700536), (-1.1216156941407676, -1.0610038762276686)], [(0.670429631742358, -0.29960570858758806), (0.33271971628545466, 0.538983629986948), (0.3673877938929817, -0.009786602379712048)], [(0.5148702994768923, -0.8048688881871973), (0.5689117439998429, -0.8121355959783536), (0.1534538156406562, 0.5007469718093246)]]]> : tensor<2x4x3xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<[0, 0]> : tensor<2xi32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2xi32>
}

// -----

func.func @main() -> (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f64>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (1.0741640203274103, 0.406119185774285), (-1.158837573398078, -0.5145073851099735)]> : tensor<3xcomplex<f64>>
  %d = stablehlo.constant dense<[(-0.4213041184616658, -0.6504353028146141), (-1.1847956902683034, 1.8938322632420994), (1.5381758946134845, -1.4886875641015975)]> : tensor<3xcomplex<f64>>
  %du = stablehlo.constant dense<[(-0.6331988033893327, 0.2549295710756728), (2.959684681243733, 0.9870989587502979), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  %b = stablehlo.constant dense<[[(-0.7166707237259523, -0.6452418556904844), (-0.38048313705358794, 0.4939853410149765)], [(-1.8735146703378271, -0.6238665624399284), (0.1994637804919407, -0.41095420130940913)], [(1.2661486814327334, -0.9399235351393912), (-0.6251057111993573, 0.052323320309266785)]]> : tensor<3x2xcomplex<f64>>
  %r:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (2.959684681243733, 0.9870989587502979), (-1.158837573398078, -0.5145073851099735)]> : tensor<3xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[(1.0741640203274103, 0.406119185774285), (-2.034730418679671, 0.8101848726479549), (1.759331267368315, -2.6873698493404703)]> : tensor<3xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[(-1.1847956902683034, 1.8938322632420994), (1.2136007782905303, 1.7204874335984286), (0.0, 0.0)]> : tensor<3xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.195884263906114, -0.5018007088469085), (-0.1153938804416502, -0.5456624889413481)], [(0.019240242383645113, 1.1594264285921771), (0.20424310837274512, -0.21631693682952205)], [(0.0979046073721728, 0.3636203077447178), (-0.06272540484922276, -0.12134296021765756)]]> : tensor<3x2xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f64>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2x1xcomplex<f64>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (-0.48728141362698574, -0.17964467605652673)]> : tensor<2xcomplex<f64>>
  %d = stablehlo.constant dense<[(-0.6750426613625239, 0.9001497878523205), (-0.7732256548663574, -1.5072052507900255)]> : tensor<2xcomplex<f64>>
  %du = stablehlo.constant dense<[(-0.17312359217479326, 0.0025374392232594294), (0.0, 0.0)]> : tensor<2xcomplex<f64>>
  %b = stablehlo.constant dense<[[(-0.8986937140096142, 0.2552145643882762)], [(0.06051255747397747, -0.69649567612743)]]> : tensor<2x1xcomplex<f64>>
  %r:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2x1xcomplex<f64>>) -> (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2x1xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (-0.48728141362698574, -0.17964467605652673)]> : tensor<2xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[(-0.6750426613625239, 0.9001497878523205), (-0.7492342935221608, -1.430972878479394)]> : tensor<2xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[(-0.17312359217479326, 0.0025374392232594294), (0.0, 0.0)]> : tensor<2xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.6825351615060078, 0.46684629480391904)], [(0.09861619037148993, 0.2557616970899422)]]> : tensor<2x1xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<2x1xcomplex<f64>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x2xcomplex<f64>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (11.836919018064645, 2.839576734885938), (5.75926377226892, 0.021818501502326122), (-1.2129898215592796, 7.841824506932814), (12.355036976633174, 12.235789122137763)]> : tensor<5xcomplex<f64>>
  %d = stablehlo.constant dense<[(0.9948894814066995, -0.22284013114000137), (0.9760612895546966, 0.36406764895004595), (0.9184529795236248, -0.19835172818091668), (-0.6762096357181336, 1.4186178229030806), (1.2486301765161907, 0.289627506052622)]> : tensor<5xcomplex<f64>>
  %du = stablehlo.constant dense<[(-0.05989227775681351, -2.05633845298001), (-1.6302084473101137, 0.34221250917781143), (-0.5715278152352194, 0.5201862590826526), (0.501719684700103, -0.8568191853924335), (0.0, 0.0)]> : tensor<5xcomplex<f64>>
  %b = stablehlo.constant dense<[[(0.409629342805338, 1.1866656647964242), (-1.2410723159807953, -0.3188844391270741)], [(-0.3651698007528974, -0.36239207507131255), (-0.257329312918757, 0.25552226513557263)], [(-0.42721935039743886, -0.8279048677605878), (-0.9790529534935716, -0.6398007594611795)], [(-0.46990774766552107, 0.31544942228099065), (-0.9411902684484995, -1.4961278562543305)], [(-1.0265097579293403, 0.12566099726031796), (0.9691824113527391, 2.5223375687901575)]]> : tensor<5x2xcomplex<f64>>
  %r:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x2xcomplex<f64>>) -> (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x2xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (-1.6302084473101137, 0.34221250917781143), (-0.5715278152352194, 0.5201862590826526), (0.501719684700103, -0.8568191853924335), (12.355036976633174, 12.235789122137763)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[(11.836919018064645, 2.839576734885938), (5.75926377226892, 0.021818501502326122), (-1.2129898215592796, 7.841824506932814), (12.355036976633174, 12.235789122137763), (0.03671613793646332, 0.04348351210052453)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[(0.9760612895546966, 0.36406764895004595), (0.9184529795236248, -0.19835172818091668), (-0.6762096357181336, 1.4186178229030806), (1.2486301765161907, 0.289627506052622), (0.0, 0.0)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.43426999502991304, -0.02993432726843922), (-0.41367144201597905, 0.2296755053344435)], [(-0.6378562647394244, -0.02623760812568774), (0.3232229718820731, -0.418869426884252)], [(2.8031716791459913, 1.1916592106788262), (-2.956924228445633, -0.008948166035467543)], [(-1.4624803704875309, 0.7708904010771915), (1.1605241081590074, -1.021026876027798)], [(21.6183120872414, 1.7896613606690457), (-19.4897342808788, 5.271374482893668)]]> : tensor<5x2xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x2xcomplex<f64>>, tensor<i32>
}

// -----

func.func @main() -> (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>, tensor<i32>) {
  %dl = stablehlo.constant dense<[(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<5xcomplex<f64>>
  %d = stablehlo.constant dense<[(-1.276915230922155, 0.7983798900109701), (1.0811587949855008, 0.5235004459341179), (0.0, 0.0), (1.1580603355515742, -2.0263959813595287), (-0.2251445376606576, -0.8409844805783114)]> : tensor<5xcomplex<f64>>
  %du = stablehlo.constant dense<[(0.7659221686377288, -1.9041578995420378), (0.31934819778266654, 1.8215304546515834), (0.2081887271703481, -0.06024344599221555), (0.7540655099243526, 0.3951112952262522), (0.0, 0.0)]> : tensor<5xcomplex<f64>>
  %b = stablehlo.constant dense<[[(0.9329939051393583, -0.7422188054556095)], [(-0.9983222790714271, -1.9526846655930437)], [(-0.3787346237973858, -1.2519165166428787)], [(0.5126986834136409, 0.6792772137822972)], [(-0.9900039002839112, 0.125917877865915)]]> : tensor<5x1xcomplex<f64>>
  %r:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>) -> (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#1, dense<[(-1.276915230922155, 0.7983798900109701), (1.0811587949855008, 0.5235004459341179), (0.0, 0.0), (1.1580603355515742, -2.0263959813595287), (-0.2251445376606576, -0.8409844805783114)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#2, dense<[(0.7659221686377288, -1.9041578995420378), (0.31934819778266654, 1.8215304546515834), (0.2081887271703481, -0.06024344599221555), (0.7540655099243526, 0.3951112952262522), (0.0, 0.0)]> : tensor<5xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_almost_eq_const %r#3, dense<[[(0.9329939051393583, -0.7422188054556095)], [(-0.9983222790714271, -1.9526846655930437)], [(-0.3787346237973858, -1.2519165166428787)], [(0.5126986834136409, 0.6792772137822972)], [(-0.9900039002839112, 0.125917877865915)]]> : tensor<5x1xcomplex<f64>> {tolerance = 1e-12 : f64}
  check.expect_eq_const %r#4, dense<3> : tensor<i32>
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x1xcomplex<f64>>, tensor<i32>
}
