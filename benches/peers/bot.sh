#!/bin/sh
# `nos bot` against other programs' players on their own referees (bot_match.py says
# how): abw333's `dominoes` (partnership block) and OpenSpiel's MCTS and IS-MCTS on
# python_team_dominoes and python_block_dominoes. One line of results a match.
#
# Usage: benches/peers/bot.sh [FAST_DEALS] [SLOW_DEALS] [LEVELS]   (from the repository root)
#   FAST_DEALS (default 200): deals against bota_gorda, double and counter;
#   SLOW_DEALS (default 20): deals against probabilistic_alphabeta, MCTS and IS-MCTS;
#   LEVELS (default "strong normal"): our levels, each against every peer.
# Every deal is played twice, once from each side. The virtual environment is kept in
# target/peers-venv (PEERS_VENV overrides it); the first run installs `dominoes` and
# `open_spiel` into it with pip. Every deal played is appended to target/peers-deals.jsonl
# (PEERS_LOG overrides it): run the script again and each match plays only the deals the
# log lacks, its line reporting them all. Progress, one line a deal, goes to standard
# error.
set -eu
fast=${1:-200}
slow=${2:-20}
levels=${3:-strong normal}
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${PEERS_VENV:-$root/target/peers-venv}
nos=$root/target/release/nos
py=$venv/bin/python
log=${PEERS_LOG:-$root/target/peers-deals.jsonl}

if [ ! -x "$py" ]; then
    python3 -m venv "$venv"
fi
if ! "$py" -c 'import dominoes, pyspiel' 2>/dev/null; then
    "$venv/bin/pip" install --quiet dominoes open_spiel
fi
if [ ! -x "$nos" ]; then
    (cd "$root" && cargo build --release --quiet)
fi
run() { "$py" "$root/benches/peers/bot_match.py" "$nos" "$@" --log "$log"; }

for level in $levels; do
    for peer in bota_gorda double counter; do
        run dominoes "$level" "$peer" "$fast"
    done
    for game in python_block_dominoes python_team_dominoes; do
        for peer in mcts ismcts; do
            run openspiel "$level" "$game" "$peer" "$slow"
        done
    done
    run dominoes "$level" probabilistic_alphabeta "$slow"
done
