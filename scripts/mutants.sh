#!/usr/bin/env bash
# Mutation testing of the code whose bugs give wrong numbers: the AD rules, the FFT and
# elementwise kernels, and the simplifier's rewrite rules (issue: tests that catch what they
# claim to). cargo-mutants plants one small bug at a time (a flipped sign, a swapped operator,
# a function body replaced by a default) and runs the tests that cover it; a mutant the tests
# do not catch is either a missing test or an equivalent mutant, to be explained.
#
#   scripts/mutants.sh [--minutes N] [--list] [GROUP...]     GROUP: ad kernels simplify (default: all)
#
# Needs `cargo install cargo-mutants`. Results go to target/mutants/GROUP/mutants.out/
# (caught.txt, missed.txt, timeout.txt, unviable.txt); a summary line per group is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

minutes=60
list=""
groups=()
while [ $# -gt 0 ]; do
    case "$1" in
        --minutes) minutes="$2"; shift 2 ;;
        --list) list="--list"; shift ;;
        ad|kernels|simplify) groups+=("$1"); shift ;;
        *) echo "usage: scripts/mutants.sh [--minutes N] [--list] [ad|kernels|simplify]..." >&2; exit 2 ;;
    esac
done
[ ${#groups[@]} -gt 0 ] || groups=(ad kernels simplify)
command -v cargo-mutants >/dev/null || { echo "cargo-mutants is missing: cargo install cargo-mutants" >&2; exit 2; }

# Files per group, and the test targets that hold their tests (running only these keeps one
# mutant to one incremental build plus a few seconds of tests).
files_of() {
    case "$1" in
        ad) echo "compiler/src/ad/elementwise.rs compiler/src/ad/fft.rs compiler/src/ad/shape.rs compiler/src/ad/reduce.rs compiler/src/ad/dot.rs" ;;
        kernels) echo "kernels/src/fft.rs kernels/src/fft/engine.rs kernels/src/fft/fused.rs kernels/src/fft/lines.rs kernels/src/elementwise.rs kernels/src/elementwise/peephole.rs kernels/src/elementwise/plan.rs kernels/src/elementwise/lanes.rs kernels/src/semantics.rs" ;;
        simplify) echo "compiler/src/passes/rules_arith.rs compiler/src/passes/rules_complex.rs compiler/src/passes/rules_fft.rs compiler/src/passes/rules_reduce.rs compiler/src/passes/rules_shape.rs" ;;
    esac
}
tests_of() {
    case "$1" in
        ad) echo "--package fresnel-tests --test ad_checks" ;;
        kernels) echo "--package fresnel-kernels --package fresnel-tests --test cpu_backend" ;;
        simplify) echo "--package fresnel --lib" ;;
    esac
}

per_group=$(( minutes * 60 / ${#groups[@]} ))
for g in "${groups[@]}"; do
    args=()
    for f in $(files_of "$g"); do args+=(--file "$f"); done
    out="target/mutants/$g"
    mkdir -p "$out"
    echo "== $g: $(files_of "$g" | wc -w) files, budget ${per_group}s"
    # `timeout` bounds the whole group; cargo-mutants keeps what it finished in mutants.out.
    status=0
    timeout "$per_group" cargo mutants $list "${args[@]}" --output "$out" --timeout 120 \
        --no-shuffle -- $(tests_of "$g") || status=$?
    [ -n "$list" ] && continue
    dir="$out/mutants.out"
    count() { [ -f "$dir/$1" ] && wc -l < "$dir/$1" || echo 0; }
    caught=$(count caught.txt); missed=$(count missed.txt); timeouts=$(count timeout.txt); unviable=$(count unviable.txt)
    tested=$((caught + missed + timeouts))
    echo "$g: $caught caught, $missed missed, $timeouts timed out, $unviable unviable (of $tested tested; exit $status)"
    [ "$missed" -gt 0 ] && sed 's/^/  missed: /' "$dir/missed.txt"
done
