"""Times `nos bot`'s answers, one request at a time, as a client sees them.

    python benches/peers/bot_trains.py NOS REQUESTS

NOS is the `nos` binary (a release build), REQUESTS a file of request lines (for the
train games' strong player at 8 seats: `NOS_BOT_TRAINS_VIEWS=FILE cargo test --test ai
bot_trains::write_the_strong -- --ignored`). Each line is written to one `nos bot`
process and its answer read before the next is sent; the time of each round trip is
taken, and the median, the 99th percentile and the slowest are printed in ms. Every
answer must be `"ok": true`.
"""

import json
import statistics
import subprocess
import sys
import time


def main() -> None:
    nos, path = sys.argv[1], sys.argv[2]
    with open(path, encoding="utf-8") as f:
        lines = [line.strip() for line in f if line.strip()]
    bot = subprocess.Popen([nos, "bot"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    # One request first, so that the process is up before the clock runs.
    bot.stdin.write('{"request":"hello"}\n')
    bot.stdin.flush()
    bot.stdout.readline()
    times = []
    for line in lines:
        start = time.perf_counter()
        bot.stdin.write(line + "\n")
        bot.stdin.flush()
        answer = bot.stdout.readline()
        times.append((time.perf_counter() - start) * 1000)
        if not json.loads(answer).get("ok"):
            sys.exit(f"refused: {answer} for {line[:200]}")
    bot.stdin.close()
    bot.wait()
    times.sort()
    p99 = times[min(len(times) - 1, int(round(0.99 * len(times))) - 1)]
    print(f"{len(times)} answers: median {statistics.median(times):.2f} ms, "
          f"99th percentile {p99:.2f} ms, slowest {times[-1]:.2f} ms")


if __name__ == "__main__":
    main()
