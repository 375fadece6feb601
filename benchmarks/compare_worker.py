"""One side of ``benchmarks/compare.py``: times playout passes of the tarotlab found first
on ``PYTHONPATH`` (this tree's or another revision's), one JSON request per line on stdin,
one JSON answer per line on stdout. The workloads are run.py's own (``playout_pass``,
``chess_pass``), so both trees are timed on exactly the same code around the engine."""

from __future__ import annotations

import gc
import json
import sys

import run  # benchmarks/run.py of the tree that started this worker (on PYTHONPATH)

import tarotlab


def main() -> None:
    for line in sys.stdin:
        request = json.loads(line)
        gc.collect()
        if request["do"] == "where":
            answer = {"tarotlab": tarotlab.__file__}
        elif request["do"] == "chess":
            seconds, count = run.chess_pass(request["games"])
            answer = {"seconds": seconds, "count": count}
        else:
            timed = {"greedy": run.greedy_pass, "clone": run.clone_pass}.get(request["do"],
                                                                           run.playout_pass)
            seconds, count = timed(request["game"], request["games"], request["options"])
            answer = {"seconds": seconds, "count": count}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
