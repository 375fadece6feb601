"""The CPU each lane of ``make test`` uses, counted from /proc, not by ``time``.

``make test`` runs two pytest processes side by side: the engine's tests (two xdist workers)
and the browser suite with the notebooks. ``time make test`` (or ``getrusage``) counts only
the processes their parents waited for, and Chromium's renderers are not among them: the
browser suite alone used 12.7 CPU minutes by ``vmstat`` where ``time`` said 4.5. This
script runs a command and reads every process's CPU from ``/proc/PID/stat`` once a
``--every`` seconds, each process charged to the lane of its first ancestor whose command
line matches a lane's pattern (looked up when the process is first seen, so a process
re-parented later stays in its lane), then writes the CPU minutes of each lane and of each
kind of process::

    .venv/bin/python benchmarks/lane_cpu.py --out build/lanes.json -- make test
    .venv/bin/python benchmarks/lane_cpu.py --report build/lanes.json "make test on <commit>"

The second form writes the section "The lanes of make test" of ``results-conformance.md``.
A process that lives less than ``--every`` seconds can be missed (the figures are a lower
bound); the machine's own count over the same time (``/proc/stat``) is written beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from suite_cpu import write_section  # benchmarks/suite_cpu.py, beside this

HERE = Path(__file__).resolve().parent
TICK = os.sysconf("SC_CLK_TCK")
LANES = {
    "browser suite and notebooks": r"pytest tests/browser",
    "engine's tests": r"pytest .*-n auto",
}
"""Lane -> a pattern of the command line of the process that starts it (make test's)."""
KINDS = (("chromium", r"chrom"), ("kernel", r"ipykernel"),  # a kernel's line names jupyter
         ("Jupyter server or Voila", r"jupyter|voila"), ("Playwright", r"playwright|/node"),
         ("pytest", r"python"))
SECTION = "## The lanes of make test"
OUTSIDE = "neither (set-up, the site's build, ruff, mypy)"


def _read(pid: str) -> tuple[int, str, float, str] | None:
    """(parent, the process's own name, CPU seconds, command line) of a process, or None if
    it is gone. Its name is the pid and its start time: the kernel gives a pid again (this
    machine has 32,768), and two processes must not be taken for one."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            name, _, rest = f.read().partition(" (")[2].rpartition(")")
            fields = rest.split()
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            command = f.read().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return None
    command = command or name  # a process that has ended but is not yet reaped reads an empty
    # command line: its own short name (``chromium-headle``) then tells its kind
    return (int(fields[1]), f"{pid}@{fields[19]}", (int(fields[11]) + int(fields[12])) / TICK,
            command)


def _machine_seconds() -> float:
    """CPU seconds the whole machine has spent busy since boot (``/proc/stat``)."""
    with open("/proc/stat", encoding="ascii") as f:
        user, nice, system, _idle, _wait, irq, softirq = map(int, f.readline().split()[1:8])
    return (user + nice + system + irq + softirq) / TICK


def watch(command: list[str], every: float) -> dict[str, object]:
    """Run ``command`` and charge every process's CPU to its lane and kind."""
    start_cpu = {info[1]: info[2] for pid in os.listdir("/proc") if pid.isdigit()
                 and (info := _read(pid)) is not None}
    machine, started = _machine_seconds(), time.monotonic()
    child = subprocess.Popen(command)
    lane_of: dict[str, str] = {}
    kind_of: dict[str, str] = {}
    used: dict[str, float] = {}
    while True:
        done = child.poll() is not None
        table = {pid: info for pid in os.listdir("/proc") if pid.isdigit()
                 and (info := _read(pid)) is not None}
        for pid, (_parent, name, cpu, line) in table.items():
            if name not in lane_of:
                lane_of[name] = _lane(pid, table)
                kind_of[name] = next((k for k, pattern in KINDS if re.search(pattern, line)),
                                     "other")
            used[name] = max(used.get(name, 0.0), cpu - start_cpu.get(name, 0.0))
        if done:
            break
        time.sleep(every)
    lanes: dict[str, float] = {}
    kinds: dict[str, float] = {}
    for name, seconds in used.items():
        lanes[lane_of[name]] = lanes.get(lane_of[name], 0.0) + seconds
        if lane_of[name] != "outside" and kind_of[name] != "other":
            key = f"{lane_of[name]}: {kind_of[name]}"
            kinds[key] = kinds.get(key, 0.0) + seconds
    return {"command": " ".join(command), "exit": child.returncode,
            "wall_minutes": (time.monotonic() - started) / 60,
            "machine_cpu_minutes": (_machine_seconds() - machine) / 60,
            "lanes": _minutes(lanes), "kinds": _minutes(kinds)}


def _minutes(seconds: dict[str, float]) -> dict[str, float]:
    """Seconds as minutes, largest first."""
    return {k: v / 60 for k, v in sorted(seconds.items(), key=lambda kv: -kv[1])}


def _lane(pid: str, table: dict[str, tuple[int, str, float, str]]) -> str:
    """The lane of the first ancestor (or the process itself) that starts one."""
    seen = 0
    while pid in table and seen < 64:
        parent, _, _, line = table[pid]
        for lane, pattern in LANES.items():
            if re.search(pattern, line):
                return lane
        pid, seen = str(parent), seen + 1
    return "outside"


def report(data: dict[str, object], label: str) -> str:
    """The section of ``results-conformance.md`` for one watched run."""
    lanes = data["lanes"]
    kinds = data["kinds"]
    assert isinstance(lanes, dict) and isinstance(kinds, dict)
    rows = [f"{SECTION}\n",
            f"`benchmarks/lane_cpu.py` on {label}: {data['wall_minutes']:.1f} minutes, "
            f"{data['machine_cpu_minutes']:.1f} CPU minutes by the machine's own count "
            "(`/proc/stat`, everything that ran), charged below to the lane whose process "
            "started each process (read from `/proc` every second).\n",
            "| Lane | CPU minutes |", "|---|---|"]
    rows += [f"| {OUTSIDE if lane == 'outside' else lane} | {minutes:.1f} |"
             for lane, minutes in lanes.items()]
    rows += ["", "| Lane: kind of process | CPU minutes |", "|---|---|"]
    rows += [f"| {kind} | {minutes:.1f} |" for kind, minutes in kinds.items()]
    return "\n".join(rows) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="where to write the figures (JSON)")
    parser.add_argument("--every", type=float, default=1.0, help="seconds between reads")
    parser.add_argument("--report", type=Path, help="write the section of this run's figures")
    parser.add_argument("rest", nargs="*", help="the command (after --), or the run's label")
    args = parser.parse_args()
    if args.report is not None:
        data = json.loads(args.report.read_text(encoding="utf-8"))
        label = " ".join(args.rest) or data["command"]
        write_section(HERE / "results-conformance.md", SECTION, report(data, label))
        print(report(data, label))
        return 0
    if not args.rest:
        parser.error("name the command to watch after --")
    data = watch(args.rest, args.every)
    text = json.dumps(data, indent=1)
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text, encoding="utf-8")
    print(text, file=sys.stderr)
    code = data["exit"]
    return code if isinstance(code, int) else 1


if __name__ == "__main__":
    sys.exit(main())
