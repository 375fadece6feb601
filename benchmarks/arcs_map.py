"""tarotlab benchmark: the Arcs map (the Reach graph and its picture).

Run as ``.venv/bin/python benchmarks/arcs_map.py`` (``--quick`` for a smoke run, ``--json FILE``
to save the figures). It measures, on this machine and interpreter:

1. Building the graph: ``tarotlab.arcs.reach()`` (full map) and ``reach("4P Mix Up 1")`` (a setup
   card: out-of-play cluster removed, path marker, starting marks), each call timed on its own.
   Target: under 2 ms.
2. The DOT text of a map with overlays: ``to_dot(g, pieces=…, control=…, route=…,
   highlight=…)`` on 4P Mix Up 1 with every seat's starting pieces, who controls what, a
   4-step route and a Catapult reach set.
3. Rendering that map to SVG: ``to_svg(...)`` with the same overlays, i.e. the DOT text plus
   Graphviz's ``dot`` (neato layout with fixed positions) in a subprocess, the way a notebook
   shows it. Target: under 100 ms. Needs Graphviz's ``dot``; skipped (and said so) without it.

Medians and 95th percentiles over many calls after a warm-up; results are printed as a
Markdown table (and saved as JSON with ``--json``).
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import json
import platform
import statistics
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from time import perf_counter
from typing import Any

from percentiles import percentile  # benchmarks/percentiles.py, beside this script

from tarotlab import arcs
from tarotlab.arcs import graph

BUILD_TARGET_MS = 2.0
RENDER_TARGET_MS = 100.0
CARD = "4P Mix Up 1"


def timed(work: Callable[[], object], calls: int, warmup: int) -> dict[str, float]:
    """Milliseconds per call of ``work``: median, p95, min, mean."""
    for _ in range(warmup):
        work()
    gc.collect()
    times = []
    for _ in range(calls):
        start = perf_counter()
        work()
        times.append((perf_counter() - start) * 1e3)
    return {"calls": calls, "median_ms": statistics.median(times),
            "p95_ms": percentile(times, 95), "min_ms": min(times),
            "mean_ms": statistics.fmean(times)}


def overlays() -> dict[str, Any]:
    """Every overlay at once on 4P Mix Up 1: pieces, control, a route and a reach set."""
    g = arcs.reach(CARD)
    pieces = arcs.starting_pieces(CARD)
    owners = arcs.control(pieces)
    others = {s for s, who in owners.items() if who != "seat 1"}
    return {"reach": g, "pieces": pieces, "control": owners,
            "route": arcs.route("6.3", "2.2", g),
            "highlight": arcs.catapult_reach(g, "4.1", others)}


def graphviz_version() -> str | None:
    try:
        out = subprocess.run(["dot", "-V"], capture_output=True, text=True, timeout=10)
    except OSError:
        return None
    return (out.stderr or out.stdout).strip() or None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="few calls: a smoke run")
    parser.add_argument("--json", type=Path, default=None, help="also save the figures here")
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    builds, renders = (200, 5) if args.quick else (5000, 60)

    results: dict[str, Any] = {"quick": args.quick}
    results["build_full_map"] = timed(arcs.reach, builds, builds // 10)
    results["build_setup_card"] = timed(lambda: arcs.reach(CARD), builds, builds // 10)
    kw = overlays()
    results["dot_text_overlays"] = timed(lambda: graph.to_dot(**kw), builds // 10, 20)
    if graph.dot_available():
        results["render_svg_overlays"] = timed(lambda: graph.to_svg(**kw), renders, 3)
        results["svg_bytes"] = len(graph.to_svg(**kw))
    else:
        results["render_svg_overlays"] = None
        print("Graphviz's dot is not installed: the render is not measured", file=sys.stderr)
    results["environment"] = {
        "date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "python": platform.python_version(), "platform": platform.platform(),
        "graphviz": graphviz_version(), "networkx": __import__("networkx").__version__,
    }

    def verdict(ok: bool) -> str:
        return "✅ met" if ok else "❌ missed"

    build = max(results["build_full_map"]["median_ms"], results["build_setup_card"]["median_ms"])
    rows = [
        "| Benchmark | Result | Target |",
        "|---|---|---|",
        f"| Arcs: build the Reach graph, full map | "
        f"**{results['build_full_map']['median_ms']:.3f} ms** median · "
        f"{results['build_full_map']['p95_ms']:.3f} ms p95 | < {BUILD_TARGET_MS:.0f} ms "
        f"{verdict(build < BUILD_TARGET_MS)} |",
        f"| Arcs: build the Reach graph, {CARD} | "
        f"**{results['build_setup_card']['median_ms']:.3f} ms** median · "
        f"{results['build_setup_card']['p95_ms']:.3f} ms p95 | < {BUILD_TARGET_MS:.0f} ms "
        f"{verdict(build < BUILD_TARGET_MS)} |",
        f"| Arcs: DOT text of a map with overlays | "
        f"**{results['dot_text_overlays']['median_ms']:.2f} ms** median | |",
    ]
    render = results["render_svg_overlays"]
    if render is not None:
        met = verdict(render["median_ms"] < RENDER_TARGET_MS)
        rows.append(f"| Arcs: render one map SVG with overlays (Graphviz) | "
                    f"**{render['median_ms']:.1f} ms** median · {render['p95_ms']:.1f} ms p95 | "
                    f"< {RENDER_TARGET_MS:.0f} ms {met} |")
    env = results["environment"]
    print("\n".join(rows))
    print(f"\n_{'Quick smoke run. ' if args.quick else ''}CPython {env['python']} on "
          f"{env['platform']}; networkx {env['networkx']}, {env['graphviz'] or 'no Graphviz'}; "
          f"{env['date'][:10]}. Overlays: {CARD} with every seat's starting pieces, control, "
          "a 4-step route and a Catapult reach set. `python benchmarks/arcs_map.py`._")
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
