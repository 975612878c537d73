#!/usr/bin/env bash
# Nos against an older build of itself, side by side in one run.
#
#   benches/peers/nos-main.sh [COMMIT] [ROUNDS] [SECONDS]
#
# Builds COMMIT (default a23cce4) in release in a git worktree under target/, builds the
# current tree in release, then for ROUNDS rounds (default 5) alternates the two:
# `nos bench --players P` for 3, 4 and 5 players (SECONDS each, default 2), and the
# advisor ranking 86 choices at 2,000 deals on 2 threads. Alternating puts whatever else
# loads the machine on both builds alike; the medians are printed with their ratio,
# by the wall clock and per CPU second. Both builds take the flags of this checkout's
# .cargo/config.toml (cargo finds it above the worktree), so code is compared with code.
set -euo pipefail
cd "$(dirname "$0")/../.."
commit=${1:-a23cce4}
rounds=${2:-5}
secs=${3:-2}
root=$(pwd)
base="$root/target/peers/nos-$commit"

if [ ! -e "$base/.git" ]; then
    rm -rf "$base"
    git worktree add --detach "$base" "$commit" >/dev/null
fi
echo "== building $commit in $base"
(cd "$base" && CARGO_TARGET_DIR="$root/target/peers/target-$commit" cargo build --release --quiet --bin nos)
echo "== building the current tree"
cargo build --release --quiet --bin nos
old="$root/target/peers/target-$commit/release/nos"
new="$root/target/release/nos"

# One `nos bench` run: its hands/s (wall clock) to $3-P, and hands per CPU second
# (user + system time of the run) to $3-P-cpu, which other work on the machine
# disturbs far less.
bench() {
    local out
    out=$({ /usr/bin/time -f 'cpu %U %S' "$1" bench --players "$2" --seconds "$secs"; } 2>&1)
    echo "$out" | awk '/hands\/s/ { for (i = 1; i <= NF; i++) if ($(i+1) == "hands/s") { print $i; exit } }' >>"$3-$2"
    echo "$out" | awk '/hands\/s/ { h = $0; sub(/.*\(/, "", h); sub(/ hands.*/, "", h) }
        /^cpu/ { c = $2 + $3 } END { if (c > 0) printf "%.0f\n", h / c }' >>"$3-$2-cpu"
}
# seconds the advisor took, and the user CPU seconds of the whole run: on a machine
# shared with other work the two threads may not both get a core, and CPU time is
# what the build itself costs.
advise() {
    local out
    out=$({ RAYON_NUM_THREADS=2 /usr/bin/time -f 'cpu %U' "$1" advise --players 4 --hand 5-5,5-4,4-4,5-1 \
        --samples 2000 --seed 1; } 2>&1)
    echo "$out" | awk '/^took/ { print $2 }' >>"$2-adv"
    echo "$out" | awk '/^cpu/ { print $2 }' >>"$2-cpu"
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for r in $(seq 1 "$rounds"); do
    for p in 3 4 5; do
        # Which build goes first changes every round.
        if [ $((r % 2)) -eq 1 ]; then
            bench "$old" "$p" "$tmp/old"
            bench "$new" "$p" "$tmp/new"
        else
            bench "$new" "$p" "$tmp/new"
            bench "$old" "$p" "$tmp/old"
        fi
    done
    if [ $((r % 2)) -eq 1 ]; then
        advise "$old" "$tmp/old"
        advise "$new" "$tmp/new"
    else
        advise "$new" "$tmp/new"
        advise "$old" "$tmp/old"
    fi
    echo "round $r of $rounds done"
done

echo
echo "medians of $rounds rounds, random hands/s on one core ($commit vs current tree)"
printf '%-8s %14s %14s %8s\n' players "$commit" current ratio
for p in 3 4 5; do
    o=$(median <"$tmp/old-$p")
    n=$(median <"$tmp/new-$p")
    printf '%-8s %14.0f %14.0f %7.2fx\n' "$p" "$o" "$n" "$(echo "$n / $o" | bc -l)"
done
echo "the same, hands per CPU second"
for p in 3 4 5; do
    o=$(median <"$tmp/old-$p-cpu")
    n=$(median <"$tmp/new-$p-cpu")
    printf '%-8s %14.0f %14.0f %7.2fx\n' "$p" "$o" "$n" "$(echo "$n / $o" | bc -l)"
done
o=$(median <"$tmp/old-adv")
n=$(median <"$tmp/new-adv")
printf '%-8s %13.3fs %13.3fs %7.2fx\n' advisor "$o" "$n" "$(echo "$o / $n" | bc -l)"
o=$(median <"$tmp/old-cpu")
n=$(median <"$tmp/new-cpu")
printf '%-8s %13.3fs %13.3fs %7.2fx\n' "adv cpu" "$o" "$n" "$(echo "$o / $n" | bc -l)"
echo "(advisor: 4 players, 86 choices x 2,000 deals, 2 threads: the wall time it reports, and"
echo " the user CPU seconds of the whole process; the ratio is old time / new time)"
