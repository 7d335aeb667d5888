#!/usr/bin/env bash
# Mutation testing of the code whose bugs give wrong numbers: the AD rules, the FFT and
# elementwise kernels, and the simplifier's rewrite rules (issue: tests that catch what they
# claim to). cargo-mutants plants one small bug at a time (a flipped sign, a swapped operator,
# a function body replaced by a default) and runs the tests that cover it; a mutant the tests
# do not catch is either a missing test or an equivalent mutant, to be explained.
#
#   scripts/mutants.sh [--shard K/N] [--own-tests] [--list] [GROUP...]
#       GROUP: ad kernels simplify (default: all); --shard K/N tests every N-th mutant (a sample)
#
# Needs `cargo install cargo-mutants`. It mutates the source tree in place (run it in a clean
# checkout or worktree, not where you are editing) so that the existing target/ is reused; it
# refuses to start on a tree with uncommitted changes to the mutated files. A whole group takes
# one incremental build and test run per mutant (minutes each on two cores): sample with --shard.
# Results go to target/mutants/GROUP/mutants.out/ (caught.txt, missed.txt, timeout.txt,
# unviable.txt); a summary line per group is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

list=""
shard=()
scope=(--test-workspace true)
groups=()
while [ $# -gt 0 ]; do
    case "$1" in
        --list) list="--list"; shift ;;
        --shard) shard=(--shard "$2"); shift 2 ;;
        --own-tests) scope=(--test-workspace false); shift ;;
        ad|kernels|simplify) groups+=("$1"); shift ;;
        *) echo "usage: scripts/mutants.sh [--shard K/N] [--own-tests] [--list] [ad|kernels|simplify]..." >&2; exit 2 ;;
    esac
done
[ ${#groups[@]} -gt 0 ] || groups=(ad kernels simplify)
command -v cargo-mutants >/dev/null || { echo "cargo-mutants is missing: cargo install cargo-mutants" >&2; exit 2; }

# Files per group. Each mutant runs the whole workspace's tests (`--test-workspace true`): the
# cross-crate tests in tests/ (reference programs, CPU vs interpreter) cover these files too.
# Pass --own-tests to run only the mutated package's tests: faster, and a lower bound.
files_of() {
    case "$1" in
        ad) echo "compiler/src/ad/elementwise.rs compiler/src/ad/fft.rs compiler/src/ad/shape.rs compiler/src/ad/reduce.rs compiler/src/ad/dot.rs" ;;
        kernels) echo "kernels/src/fft.rs kernels/src/fft/engine.rs kernels/src/fft/fused.rs kernels/src/fft/lines.rs kernels/src/elementwise.rs kernels/src/elementwise/peephole.rs kernels/src/elementwise/plan.rs kernels/src/elementwise/lanes.rs kernels/src/semantics.rs" ;;
        simplify) echo "compiler/src/passes/rules_arith.rs compiler/src/passes/rules_complex.rs compiler/src/passes/rules_fft.rs compiler/src/passes/rules_reduce.rs compiler/src/passes/rules_shape.rs" ;;
    esac
}

for g in "${groups[@]}"; do
    args=()
    for f in $(files_of "$g"); do args+=(--file "$f"); done
    out="target/mutants/$g"
    mkdir -p "$out"
    # shellcheck disable=SC2046
    git diff --quiet -- $(files_of "$g") || { echo "uncommitted changes in the $g files: commit them first" >&2; exit 2; }
    echo "== $g: $(files_of "$g" | wc -w) files"
    status=0
    cargo mutants $list "${args[@]}" "${shard[@]}" --in-place \
        --output "$out" --timeout 300 "${scope[@]}" || status=$?
    # shellcheck disable=SC2046
    git checkout -q -- $(files_of "$g") # in case an interrupted run left a mutant behind
    [ -n "$list" ] && continue
    dir="$out/mutants.out"
    count() { [ -f "$dir/$1" ] && wc -l < "$dir/$1" || echo 0; }
    caught=$(count caught.txt); missed=$(count missed.txt); timeouts=$(count timeout.txt); unviable=$(count unviable.txt)
    tested=$((caught + missed + timeouts))
    echo "$g: $caught caught, $missed missed, $timeouts timed out, $unviable unviable (of $tested tested; exit $status)"
    if [ "$missed" -gt 0 ]; then sed 's/^/  missed: /' "$dir/missed.txt"; fi
done
