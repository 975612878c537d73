#!/bin/sh
# The partnership block game side by side with abw333's Python library `dominoes`
# (PyPI): random play of whole four-player partnership hands on the same rules (all 28
# tiles dealt, the holder of the 6-6 sets it, a line, no drawing, a pass when unable),
# its hands per second and ours, in one run.
#
# Usage: benches/peers/dominoes.sh [SECONDS]   (from the repository root; default 5)
# The virtual environment is kept in target/peers-venv (PEERS_VENV overrides it).
set -eu
secs=${1:-5}
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${PEERS_VENV:-$root/target/peers-venv}
nos=$root/target/release/nos

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import dominoes' 2>/dev/null; then
    "$venv/bin/pip" install --quiet dominoes
fi
if [ ! -x "$nos" ]; then
    (cd "$root" && cargo build --release --quiet)
fi

theirs=$("$venv/bin/python" - "$secs" <<'PY'
import random, sys, time
import dominoes

secs = float(sys.argv[1])
start = dominoes.Domino(6, 6)
hands = 0
t0 = time.perf_counter()
while time.perf_counter() - t0 < secs:
    # A new hand: the 6-6 holder sets it, then a random legal move each turn until the
    # hand is won or stuck (the library passes for a player who cannot move).
    game = dominoes.Game.new(starting_domino=start)
    while game.result is None:
        game.make_move(*random.choice(game.valid_moves))
    hands += 1
print(hands / (time.perf_counter() - t0))
PY
)
ours_line=$(nice -n 0 "$nos" bench --game partnership-block --players 4 --seconds "$secs")
ours=$(printf '%s\n' "$ours_line" | awk '{for (i = 1; i < NF; i++) if ($(i + 1) == "hands/s") { print $i; exit }}')

echo "dominoes $("$venv/bin/pip" show dominoes | awk '/^Version/ {print $2}') (Python $("$venv/bin/python" -c 'import platform; print(platform.python_version())')): $(printf '%.0f' "$theirs") random partnership hands/s on one core"
echo "nos: $ours random partnership-block hands/s on one core"
echo "   ($ours_line)"
awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "ratio: nos plays %.0fx as many hands per second\n", a / b }'
