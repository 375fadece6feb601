"""Where the engine's tests spend their time, from a JUnit XML report of one whole run.

Run the engine's tests with a report, then this script on it::

    PYTEST_ADDOPTS=--junitxml=build/engine-tests.xml make test
    .venv/bin/python benchmarks/suite_cpu.py build/engine-tests.xml "make test on <commit>"

(``make test`` runs two pytest processes, the engine's tests and, beside them, the browser
suite and notebooks; both write the report, and the engine's, which ends last, is the one
left.) It sums each test's time (setup, call and teardown, on its worker) by file, and the
conformance plan's (``tests/test_conformance.py::test_conformance``) by game and by random
or bot games, and writes them as the section "Where the engine's tests
spend their CPU" of ``results-conformance.md`` (the tables above it are
``conformance_cost.py``'s and stay as they are). A test's time is its worker's wall time:
with nothing beside the engine's tests (two workers, two cores) it is the CPU the test used;
in ``make test`` the browser suite and notebooks run beside them for the first 13 minutes
or so, and a test's time then includes the moments it waited for a core, so the shares
compare, and the sum is more than the CPU the tests used.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

from conformance_cost import KEPT_SECTION  # benchmarks/conformance_cost.py, beside this

HERE = Path(__file__).resolve().parent
SHOWN = 6
"""The files named in the first table (the rest are summed on one line)."""
GAMES = (("arcana", "Arcana"), ("arcanum", "Arcanum"), ("mystick", "Mystick"),
         ("arcs", "Arcs"), ("arcs-ll", "Arcs, Leaders & Lore"))
_CHUNK = re.compile(r"test_conformance\[(\w+)\[([^\]]*)\]-([\w-]+)-seed\d+\]")


def seconds_by_test(report: Path) -> dict[str, float]:
    """Each test's seconds, by ``file::name`` (the report's ``classname`` is the module)."""
    tree = ElementTree.parse(report)
    times: dict[str, float] = {}
    for case in tree.iter("testcase"):
        module = case.get("classname", "")
        path = (module.replace(".", "/") + ".py" if module.startswith("tests.")
                else "the doctests (tarotlab/)" if module.startswith("tarotlab") else module)
        times[f"{path}::{case.get('name', '')}"] = float(case.get("time", "0"))
    return times


def section(times: dict[str, float], run: str) -> str:
    """The section's Markdown: the CPU minutes by file, then the plan's by game."""
    by_file: defaultdict[str, float] = defaultdict(float)
    for test, spent in times.items():
        by_file[test.partition("::")[0]] += spent
    total = sum(by_file.values())
    lines = [KEPT_SECTION, "",
             f"The engine's tests in one run ({run}; `benchmarks/suite_cpu.py` on its JUnit "
             f"report): {len(times):,} tests, {total / 60:.1f} minutes by the tests' own "
             "times (setup, call and teardown on their workers, summed; with anything "
             "beside the workers, a test's time includes waiting for a core, so the sum is "
             "more than the CPU used).", "",
             "| Part | minutes | share |", "|---|---|---|"]
    top = sorted(by_file.items(), key=lambda item: item[1], reverse=True)[:SHOWN]
    for path, spent in top:
        lines.append(f"| `{path}` | {spent / 60:.1f} | {spent / total:.0%} |")
    rest = total - sum(spent for _, spent in top)
    lines.append(f"| the other {len(by_file) - len(top)} files | {rest / 60:.1f} | "
                 f"{rest / total:.0%} |")
    plan: defaultdict[tuple[str, str], float] = defaultdict(float)
    for test, spent in times.items():
        match = _CHUNK.search(test)
        if match is not None:
            game, options, bots = match.groups()
            game = "arcs-ll" if game == "arcs" and "leaders=True" in options else game
            plan[(game, "random" if bots == "random" else "bots")] += spent
    lines += ["", "| `tests/test_conformance.py` by game | random games | bot games |",
              "|---|---|---|"]
    for key, name in GAMES:
        lines.append(f"| {name} | {plan[(key, 'random')] / 60:.1f} | "
                     f"{plan[(key, 'bots')] / 60:.1f} |")
    planned = sum(plan.values())
    lines += ["", f"The conformance plan is {planned / 60:.1f} of the {total / 60:.1f} "
              f"minutes ({planned / total:.0%}); everything else, "
              f"{(total - planned) / 60:.1f}."]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    report, run = Path(argv[0]), argv[1]
    text = section(seconds_by_test(report), run)
    print(text)
    out = HERE / "results-conformance.md"
    if KEPT_SECTION not in out.read_text(encoding="utf-8"):
        raise SystemExit(f"{out} has no section {KEPT_SECTION!r}")
    write_section(out, KEPT_SECTION, text)
    print(f"wrote {out}")
    return 0


def write_section(out: Path, heading: str, text: str) -> None:
    """Put ``text`` (which starts with ``heading``) in place of the section ``heading`` of
    ``out``, up to the next ``## `` heading, the sections before and after it kept; at the end
    if there is none yet. Each benchmark rewrites only its own section of a results file."""
    before, found, rest = out.read_text(encoding="utf-8").partition(heading)
    later = rest.split("\n## ", 1) if found else [""]
    tail = "\n## " + later[1] if len(later) > 1 else ""
    head = before.rstrip("\n") + "\n\n" if before.strip() else ""
    out.write_text(head + text.rstrip("\n") + "\n" + tail, encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
