use super::testing::{assert_close, eval, parse, run_passes, sample_inputs, PassFn};
use super::updates::sink_updates;
use fresnel_ir::{Module, Op};

const PASSES: &[PassFn] = &[sink_updates];

/// The op names of `@main`'s body block, in order (regions not included).
fn body_ops(m: &Module) -> Vec<String> {
    let f = m.func("main").expect("test modules have @main");
    f.block(f.body)
        .ops
        .iter()
        .map(|&o| f.op(o).op.name())
        .collect()
}

/// Runs the pass to its fixed point (it must get there in one round); the outputs on sample
/// inputs must not change.
fn sunk(text: &str) -> Module {
    let before = parse(text);
    let mut after = before.clone();
    let rounds = run_passes(&mut after, PASSES);
    assert!(rounds <= 2, "{rounds} rounds:\n{after}");
    let inputs = sample_inputs(&before);
    assert_close(&eval(&after, &inputs), &eval(&before, &inputs), 0.0);
    after
}

#[test]
fn an_update_waits_for_the_later_readers_of_its_operand() {
    let m = sunk(
        "func.func @main(%d: tensor<6x3xf32>, %k: tensor<i32>) -> (tensor<6x3xf32>, tensor<3xf32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x3xf32>
  %d2 = stablehlo.dynamic_update_slice %d, %zero, %k, %z : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
  %row = stablehlo.dynamic_slice %d, %k, %z, sizes = [1, 3] : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %r = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
  %c = stablehlo.cosine %r : tensor<3xf32>
  return %d2, %c : tensor<6x3xf32>, tensor<3xf32>
}",
    );
    let ops = body_ops(&m);
    let at = |name: &str| ops.iter().position(|o| o == name).expect("present");
    assert!(
        at("stablehlo.dynamic_update_slice") > at("stablehlo.dynamic_slice"),
        "{m}"
    );
    assert_eq!(
        ops.last().map(String::as_str),
        Some("stablehlo.dynamic_update_slice"),
        "{m}"
    );
}

#[test]
fn chained_updates_and_their_users_keep_their_dependencies() {
    // `u1` feeds `u2` and a slice that comes before the last read of `x`: everything still
    // comes after what it reads, and the meaning is unchanged (checked by `sunk`).
    let m = sunk(
        "func.func @main(%x: tensor<8xf32>, %a: tensor<2xf32>, %i: tensor<i32>, %j: tensor<i32>) -> (tensor<8xf32>, tensor<2xf32>, tensor<2xf32>) {
  %u1 = stablehlo.dynamic_update_slice %x, %a, %i : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> tensor<8xf32>
  %s1 = stablehlo.dynamic_slice %u1, %j, sizes = [2] : (tensor<8xf32>, tensor<i32>) -> tensor<2xf32>
  %u2 = stablehlo.dynamic_update_slice %u1, %s1, %j : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> tensor<8xf32>
  %s0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<8xf32>, tensor<i32>) -> tensor<2xf32>
  %e = stablehlo.exponential %s0 : tensor<2xf32>
  return %u2, %s1, %e : tensor<8xf32>, tensor<2xf32>, tensor<2xf32>
}",
    );
    let f = m.func("main").expect("@main");
    let order = &f.block(f.body).ops;
    let mut seen = std::collections::HashSet::new();
    for &o in order {
        for v in &f.op(o).operands {
            if let Some((p, _)) = f.producer(*v) {
                assert!(
                    seen.contains(&p),
                    "{} before its operand:\n{m}",
                    f.op(o).op.name()
                );
            }
        }
        seen.insert(o);
    }
}

#[test]
fn updates_inside_loop_bodies_move_too() {
    let m = sunk(
        "func.func @main(%x: tensor<3xf32>, %d0: tensor<6x3xf32>) -> (tensor<3xf32>, tensor<6x3xf32>) {
  %c5 = stablehlo.constant dense<5> : tensor<i32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %1:3 = stablehlo.while(%k = %c5, %g = %x, %d = %d0) : tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
  cond {
    %p = stablehlo.compare GE, %k, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %zero = stablehlo.constant dense<0.0> : tensor<1x3xf32>
    %d2 = stablehlo.dynamic_update_slice %d, %zero, %k, %z : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    %row = stablehlo.dynamic_slice %d, %k, %z, sizes = [1, 3] : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %r = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    %g2 = stablehlo.add %g, %r : tensor<3xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.subtract %k, %c1 : tensor<i32>
    stablehlo.return %k2, %g2, %d2 : tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
  }
  return %1#1, %1#2 : tensor<3xf32>, tensor<6x3xf32>
}",
    );
    let f = m.func("main").expect("@main");
    let body = f
        .walk()
        .into_iter()
        .find(|&o| f.op(o).op == Op::While)
        .map(|o| f.op(o).regions[1])
        .expect("a loop");
    let names: Vec<_> = f
        .block(body)
        .ops
        .iter()
        .map(|&o| f.op(o).op.name())
        .collect();
    assert_eq!(
        names.last().map(String::as_str),
        Some("stablehlo.dynamic_update_slice"),
        "{m}"
    );
}

#[test]
fn nothing_moves_without_a_later_reader() {
    let text = "func.func @main(%x: tensor<8xf32>, %a: tensor<2xf32>, %i: tensor<i32>) -> tensor<8xf32> {
  %s = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<8xf32>, tensor<i32>) -> tensor<2xf32>
  %b = stablehlo.add %s, %a : tensor<2xf32>
  %u = stablehlo.dynamic_update_slice %x, %b, %i : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> tensor<8xf32>
  %n = stablehlo.negate %u : tensor<8xf32>
  return %n : tensor<8xf32>
}";
    let mut m = parse(text);
    assert!(!sink_updates(&mut m).expect("runs"), "{m}");
}
