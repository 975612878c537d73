"""Matches of `nos bot` against other programs' players, on those programs' own referees.

    python bot_match.py NOS dominoes  LEVEL PEER DEALS [SEED] [--log FILE] [--shard K/N]
    python bot_match.py NOS openspiel LEVEL GAME PEER DEALS [SEED] [--log FILE] [--shard K/N]

NOS is the `nos` binary; LEVEL is `easy`, `normal` or `strong`, or `strong:N` for the
strong player with a budget of N playouts (`playouts` in docs/protocol.md; 480 unless given).
- `dominoes`: abw333's `dominoes` Game (four players, partners 0+2 against 1+3, the 6-6
  holder sets it); PEER is `bota_gorda`, `double`, `counter` or `probabilistic_alphabeta`
  (sample size 5).
- `openspiel`: GAME is `python_team_dominoes` or `python_block_dominoes`; PEER is `mcts`
  or `ismcts` (1,000 simulations each, one random rollout per leaf, uct_c 2). Their Python
  states have no `resample_from_infostate`: this script supplies one, dealing the tiles
  the seat cannot see uniformly among the hidden hands, consistently with every seat the
  referee skipped (it held nothing the open ends took then). MCTS searches one such
  resampled state per decision (on the real state it would see every hand); IS-MCTS
  resamples for each of its simulations.

Every deal is played twice, our player on one side and then on the other (the seats
rotate; in the two-player game seat 0 leads, so each side leads once). The report gives
our side's points per hand (the referee's own scoring) with its 95% interval over the
deals, and each side's time per decision: ours the round trip through `nos bot`'s pipe,
theirs the call that chooses.

With `--log FILE` every finished deal is appended to FILE as one JSON line (the match,
the deal, its points, both sides' time and decisions), and a run with the same match and
FILE plays only the deals the file lacks: a run cut short is resumed by running it again,
and the report covers every deal in the file. DEALS 0 only reports what the file holds.
Progress goes to standard error, one line a deal. With `--shard K/N` a run plays only the
deals whose number leaves K when divided by N: N runs with the same FILE, K from 0 to N-1,
share a match's deals between N cores, and a run with DEALS 0 reports them all.
"""

import json
import math
import random
import subprocess
import sys
import time


class Nos:
    """`nos bot` in a child process: one request a line, one answer a line."""

    def __init__(self, path, level):
        self.p = subprocess.Popen([path, "bot"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.level, _, playouts = level.partition(":")
        self.playouts = int(playouts) if playouts else None
        self.time = 0.0
        self.decisions = 0

    def ask(self, req):
        self.p.stdin.write(json.dumps(req) + "\n")
        self.p.stdin.flush()
        a = json.loads(self.p.stdout.readline())
        if not a.get("ok"):
            raise RuntimeError(f"nos bot refused {req}: {a}")
        return a

    def decide(self, view, seed):
        t0 = time.perf_counter()
        req = {"request": "decide", "level": self.level, "seed": seed, "view": view}
        if self.playouts:
            req["playouts"] = self.playouts
        a = self.ask(req)
        self.time += time.perf_counter() - t0
        self.decisions += 1
        return a["action"]

    def close(self):
        self.p.stdin.close()
        self.p.wait()


class Line:
    """The public actions of a hand in our record's words, and the two open ends."""

    def __init__(self):
        self.actions = []
        self.ends = None  # [W, E]

    def lead(self, seat, a, b):
        self.actions.append({"seat": seat, "act": "play", "tile": f"{a}-{b}"})
        self.ends = [a, b]

    def play(self, seat, a, b, at):
        i = 0 if at == "W" else 1
        touch = self.ends[i]
        other = b if a == touch else a
        self.actions.append({"seat": seat, "act": "play", "tile": f"{touch}-{other}", "at": at})
        self.ends[i] = other

    def passes(self, seat):
        self.actions.append({"seat": seat, "act": "pass"})

    def at_for(self, edge):
        """The end showing `edge` (W first when both do)."""
        return "W" if self.ends[0] == edge else "E"


def tiles(ts):
    return [f"{a}-{b}" for a, b in ts]


def interval(xs):
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, float("nan")
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


# ---- abw333's dominoes -------------------------------------------------------------


def dominoes_match(nos, peer_name, deals, seed, log):
    import dominoes
    from dominoes import players

    peers = {
        "bota_gorda": lambda: players.bota_gorda,
        "double": lambda: players.double,
        "counter": lambda: players.counter(),
        "probabilistic_alphabeta": lambda: players.probabilistic_alphabeta(sample_size=5),
    }
    peer = peers[peer_name]()
    for d in range(deals):
        if log.skip(d):
            continue
        log.start(nos)
        their_time, their_decisions = 0.0, 0
        pair = []
        for side in (0, 1):
            random.seed(seed * 1_000_003 + d)
            g = dominoes.Game.new(starting_domino=dominoes.Domino(6, 6))
            lead = g.starting_player
            dealt = [[(x.first, x.second) for x in h] for h in g.hands]
            dealt[lead].append((6, 6))
            line = Line()
            line.lead(lead, 6, 6)
            done = 1
            random.seed(seed * 7_919 + d * 2 + side)
            while g.result is None:
                # The passes the referee made since: seats in turn that could not move.
                for k in range(done, len(g.moves)):
                    s = (lead + k) % 4
                    if g.moves[k] is None:
                        line.passes(s)
                done = len(g.moves)
                s = g.turn
                if s % 2 == side:
                    mine = [(x, y) for x, y in dealt[s]]
                    view = {
                        "game": "partnership-block",
                        "players": 4,
                        "seat": s,
                        "scores": [0, 0],
                        "lead": lead,
                        "hand": tiles(mine),
                        "actions": line.actions,
                    }
                    a = nos.decide(view, d)
                    x, y = map(int, a["tile"].split("-"))
                    move = (dominoes.Domino(x, y), a["at"] == "W")
                else:
                    t0 = time.perf_counter()
                    peer(g)
                    their_time += time.perf_counter() - t0
                    their_decisions += 1
                    move = g.valid_moves[0]
                dom, left = move
                g.make_move(dom, left)
                line.play(s, dom.first, dom.second, "W" if left else "E")
                done += 1
            pts = g.result.points  # positive: side 0 (seats 0 and 2) won
            pair.append(pts if side == 0 else -pts)
        log.add(d, sum(pair) / 2, nos, their_time, their_decisions)


# ---- OpenSpiel ---------------------------------------------------------------------


def openspiel_match(nos, game_name, peer_name, deals, seed, log):
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
    from open_spiel.python.games import block_dominoes, team_dominoes  # noqa: F401 (registers them)

    game = pyspiel.load_game(game_name)
    n = game.num_players()
    mod = block_dominoes if n == 2 else team_dominoes
    install_resampler(mod)
    deck = list(mod._DECK)
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if peer_name == "mcts":
        bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=1000, evaluator=evaluator, random_state=rng)
    else:
        bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=1000, random_state=rng)
    our_game = "block-scarne" if n == 2 else "partnership-block"
    for d in range(deals):
        if log.skip(d):
            continue
        log.start(nos)
        their_time, their_decisions = 0.0, 0
        order = list(range(len(deck)))
        random.Random(seed * 1_000_003 + d).shuffle(order)
        pair = []
        for side in (0, 1):
            state = game.new_initial_state()
            k = 0
            while state.is_chance_node():
                state.apply_action(order[k])
                k += 1
            dealt = [list(h) for h in state.hands]
            line = Line()
            last = None
            while not state.is_terminal():
                p = state.current_player()
                # Seats the referee skipped since the last play could not move.
                if last is not None:
                    s = (last + 1) % n
                    while s != p:
                        line.passes(s)
                        s = (s + 1) % n
                ours = (p % 2 == side) if n == 4 else (p == side)
                if ours:
                    view = {
                        "game": our_game,
                        "players": n,
                        "seat": p,
                        "scores": [0] * (2 if n == 4 else n),
                        "starts_match": False,
                        "lead": 0,
                        "hand": tiles((int(a), int(b)) for a, b in dealt[p]),
                        "actions": line.actions,
                    }
                    a = nos.decide(view, d)
                    x, y = map(int, a["tile"].split("-"))
                    tile = (float(min(x, y)), float(max(x, y)))
                    edge = None if line.ends is None else float(line.ends[0 if a["at"] == "W" else 1])
                    action = mod._ACTIONS_STR.index(str(mod.Action(p, tile, edge)))
                else:
                    t0 = time.perf_counter()
                    if peer_name == "mcts":
                        action = bot.step(state.resample_from_infostate(p, None))
                    else:
                        action = bot.step(state)
                    their_time += time.perf_counter() - t0
                    their_decisions += 1
                act = mod._ACTIONS[action]
                a, b = int(act.tile[0]), int(act.tile[1])
                if line.ends is None:
                    line.lead(p, a, b)
                else:
                    line.play(p, a, b, line.at_for(int(act.edge)))
                state.apply_action(action)
                last = p
            r = state.returns()
            mine = [q for q in range(n) if ((q % 2 == side) if n == 4 else (q == side))][0]
            pair.append(r[mine])
        log.add(d, sum(pair) / 2, nos, their_time, their_decisions)


def install_resampler(mod):
    """Gives the module's state class a `resample_from_infostate`: the tiles `player`
    cannot see dealt at random to the other hands, as many as each holds, none to a
    seat a tile the referee showed it lacked (it was skipped while the ends took it)."""
    cls = mod.BlockDominoesState if hasattr(mod, "BlockDominoesState") else mod.DominoesState
    n = 2 if hasattr(mod, "BlockDominoesState") else 4

    def voids(state):
        # Replay the plays: the seats skipped after each play held none of its ends.
        out = [set() for _ in range(n)]
        ends = []
        hist = state.actions_history
        for i, act in enumerate(hist):
            if not ends:
                ends = list(act.tile)
            else:
                ends.remove(act.edge)
                ends.append(act.tile[0] if act.tile[0] != act.edge else act.tile[1])
            nxt = hist[i + 1].player if i + 1 < len(hist) else state.current_player()
            if nxt < 0:
                continue
            s = (act.player + 1) % n
            skipped = []
            while s != nxt:
                skipped.append(s)
                s = (s + 1) % n
            for q in skipped:
                out[q].update(ends)
        return out

    def resample(self, player, sampler):
        rng = random.Random(hash((len(self.actions_history), tuple(self.hands[player]), random.random())))
        seen = set(self.hands[player]) | {a.tile for a in self.actions_history}
        hidden = [t for t in mod._DECK if t not in seen]
        others = [q for q in range(n) if q != player]
        sizes = {q: len(self.hands[q]) for q in others}
        void = voids(self)
        ok = lambda q, t: t[0] not in void[q] and t[1] not in void[q]  # noqa: E731
        deal = None
        for _ in range(2000):
            rng.shuffle(hidden)
            at, deal = 0, {}
            for q in others:
                deal[q] = hidden[at : at + sizes[q]]
                at += sizes[q]
            if all(ok(q, t) for q in others for t in deal[q]):
                break
            deal = None
        if deal is None:
            # The narrowest seats first, each a random choice of what it may hold.
            pool, deal = list(hidden), {}
            for q in sorted(others, key=lambda q: sum(ok(q, t) for t in pool) - sizes[q]):
                mine = [t for t in pool if ok(q, t)][: sizes[q]]
                mine += [t for t in pool if t not in mine][: sizes[q] - len(mine)]
                deal[q] = mine
                pool = [t for t in pool if t not in mine]
        c = self.clone()
        for q in others:
            c.hands[q] = sorted(deal[q])
        return c

    cls.resample_from_infostate = resample


class Log:
    """The deals of one match played so far: those read from the log file, and those
    played now (each appended to the file as it ends)."""

    def __init__(self, path, match):
        self.path, self.match = path, match
        self.rows = []
        if path:
            try:
                with open(path) as f:
                    for line in f:
                        if line.strip():
                            row = json.loads(line)
                            if row["match"] == match:
                                self.rows.append(row)
            except FileNotFoundError:
                pass
        self.done = {r["deal"] for r in self.rows}
        self.shard = (0, 1)

    def skip(self, d):
        """Deal `d` is played already, or by another shard."""
        k, n = self.shard
        return d in self.done or d % n != k

    def start(self, nos):
        self.t0, self.n0 = nos.time, nos.decisions

    def add(self, d, points, nos, their_time, their_decisions):
        row = {
            "match": self.match,
            "deal": d,
            "points": points,
            "nos_s": nos.time - self.t0,
            "nos_n": nos.decisions - self.n0,
            "peer_s": their_time,
            "peer_n": their_decisions,
        }
        self.rows.append(row)
        self.done.add(d)
        if self.path:
            with open(self.path, "a") as f:
                f.write(json.dumps(row) + "\n")
        m, ci = interval([r["points"] for r in self.rows])
        print(f"  deal {d + 1} ({len(self.rows)} played): {m:+.2f} +- {ci:.2f}", file=sys.stderr, flush=True)


def main():
    args = sys.argv[1:]
    path = None
    if "--log" in args:
        i = args.index("--log")
        path = args[i + 1]
        del args[i : i + 2]
    shard = (0, 1)
    if "--shard" in args:
        i = args.index("--shard")
        k, n = (int(x) for x in args[i + 1].split("/"))
        if not 0 <= k < n:
            sys.exit(f"--shard K/N needs 0 <= K < N, not {args[i + 1]}")
        shard = (k, n)
        del args[i : i + 2]
    nos_path, kind, level = args[0], args[1], args[2]
    nos = Nos(nos_path, level)
    if kind == "dominoes":
        peer, deals = args[3], int(args[4])
        seed = int(args[5]) if len(args) > 5 else 1
        log = Log(path, f"dominoes {level} {peer} {seed}")
        log.shard = shard
        dominoes_match(nos, peer, deals, seed, log)
        where = "dominoes Game (partnership block)"
    else:
        game, peer, deals = args[3], args[4], int(args[5])
        seed = int(args[6]) if len(args) > 6 else 1
        log = Log(path, f"openspiel {level} {game} {peer} {seed}")
        log.shard = shard
        openspiel_match(nos, game, peer, deals, seed, log)
        where = game
    nos.close()
    if not log.rows:
        print(f"{where} | nos {level} vs {peer} | no deals played")
        return
    per_deal = [r["points"] for r in log.rows]
    m, ci = interval(per_deal)
    ours = sum(r["nos_s"] for r in log.rows) / max(sum(r["nos_n"] for r in log.rows), 1)
    theirs = sum(r["peer_s"] for r in log.rows) / max(sum(r["peer_n"] for r in log.rows), 1)
    verdict = "ahead" if m - ci > 0 else ("behind" if m + ci < 0 else "level")
    print(
        f"{where} | nos {level} vs {peer} | {len(per_deal)} deals x 2 | {m:+.2f} +- {ci:.2f} points/hand ({verdict})"
        f" | nos {ours * 1000:.2f} ms/decision | {peer} {theirs * 1000:.2f} ms/decision"
    )


if __name__ == "__main__":
    main()
