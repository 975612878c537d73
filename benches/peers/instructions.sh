#!/usr/bin/env bash
# The engine's cost per random hand in instructions, old build against new: a figure a
# busy machine does not move, where hands per second spread by 20% or more.
#
#   benches/peers/instructions.sh OLD_NOS NEW_NOS [ROUNDS]
#
# For Nos at 3, 4 and 5 players and Block (Hoyle) at 2, 3 and 4, each build runs
# `nos bench` under valgrind's cachegrind (no cache simulation: it counts the
# instructions executed) for 1 and for 4 seconds; the difference of the two counts over
# the difference of their hands is the instructions of one hand, the start-up cancelled.
# ROUNDS rounds (default 5), the builds alternated; the medians, their spread and the
# ratio new/old are printed. Needs valgrind. An older build: `benches/peers/nos-main.sh
# COMMIT` leaves it at target/peers/target-COMMIT/release/nos.
set -euo pipefail
old=${1:?old nos binary}
new=${2:?new nos binary}
rounds=${3:-5}
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# One run: "hands instructions".
run() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$1" bench --game "$2" --players "$3" --seconds "$4" 2>&1 |
        awk '/hands\/s/ { h = $0; sub(/.*\(/, "", h); sub(/ hands.*/, "", h) }
             /I +refs:/ { i = $NF; gsub(/,/, "", i) } END { print h, i }'
}

# Instructions of one hand, from a short and a long run.
per_hand() {
    local h1 i1 h2 i2
    read -r h1 i1 < <(run "$@" 1)
    read -r h2 i2 < <(run "$@" 4)
    awk -v a="$h1" -v b="$i1" -v c="$h2" -v d="$i2" 'BEGIN { printf "%.0f\n", (d - b) / (c - a) }'
}

cases=("nos 3" "nos 4" "nos 5" "block-hoyle 2" "block-hoyle 3" "block-hoyle 4")
for ((r = 1; r <= rounds; r++)); do
    for c in "${cases[@]}"; do
        read -r game players <<<"$c"
        per_hand "$old" "$game" "$players" >>"$out/old-$game-$players"
        per_hand "$new" "$game" "$players" >>"$out/new-$game-$players"
    done
    echo "round $r of $rounds done" >&2
done

median() { sort -n "$1" | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.0f %d-%d\n", m, v[1], v[NR] }'; }
printf '%-16s %-22s %-22s %s\n' "game" "old: median (range)" "new: median (range)" "new/old"
for c in "${cases[@]}"; do
    read -r game players <<<"$c"
    read -r om orange < <(median "$out/old-$game-$players")
    read -r nm nrange < <(median "$out/new-$game-$players")
    printf '%-16s %-22s %-22s %.4f\n' "$game $players" "$om ($orange)" "$nm ($nrange)" \
        "$(awk -v a="$nm" -v b="$om" 'BEGIN { print a / b }')"
done
