"""How often each rule fired in the conformance games: written at the end of a test run that
played them (tests/conftest.py), read by the rulebook pages.

The file keeps the rules as the events and refusals gave them (``"arcanum R8, R9"``); reading
splits them into single rules (``tarotlab.core.rulebook.split``) and counts each.

>>> from tarotlab.testing.conformance import ConformanceReport
>>> part = ConformanceReport(game="arcana (bots)", games=2)
>>> part.rules.update({"arcana R5": 3, "arcana R5, tarotlab T2": 1})
>>> data = collect([part], taken="2025-01-01T00:00:00Z")
>>> counts = Counts.from_dict(data, "rule-counts.json")
>>> counts.games["arcana"], counts.fired("arcana", "arcana R5")
(2, 4)
>>> counts.fired("arcana", "tarotlab T2")
1
"""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import TarotlabError
from ..core.rulebook import split

if TYPE_CHECKING:
    from ..testing.conformance import ConformanceReport

FORMAT = "tarotlab-rule-counts"
SOURCE = "the conformance games of tests/test_conformance.py"
FILE = Path("build") / "rule-counts.json"
"""Where a test run writes the counts, under the checkout (``make docs`` reads it there)."""


@dataclass(frozen=True)
class Counts:
    """The rule counts of one test run, per game."""

    path: str
    taken: str
    commit: str
    source: str
    games: dict[str, int]
    events: dict[str, Counter[str]] = field(default_factory=dict)
    """Per game: single rule -> events citing it."""
    refusals: dict[str, Counter[str]] = field(default_factory=dict)
    """Per game: single rule -> refused candidates citing it (deep-checked steps)."""

    def fired(self, game: str, rule: str) -> int:
        return self.events.get(game, Counter())[rule]

    def refused(self, game: str, rule: str) -> int:
        return self.refusals.get(game, Counter())[rule]

    def cards(self, game: str) -> Counter[str]:
        """The card citations that fired (``arcs card: Farseers``), with their counts."""
        return Counter({rule: n for rule, n in self.events.get(game, Counter()).items()
                        if ":" in rule and rule.split(":")[0].count(" ") == 1})

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], path: str) -> Counts:
        if data.get("format") != FORMAT:
            raise TarotlabError(f"{path}: not a rule-counts file (format {FORMAT!r})")
        return cls(path, str(data["taken"]), str(data.get("commit", "")),
                   str(data.get("source", SOURCE)),
                   {game: int(n) for game, n in data["games"].items()},
                   _split(data.get("events", {})), _split(data.get("refusals", {})))


def _split(raw: Mapping[str, Mapping[str, int]]) -> dict[str, Counter[str]]:
    out: dict[str, Counter[str]] = {}
    for game, by_rule in raw.items():
        counter: Counter[str] = Counter()
        for citation, n in by_rule.items():
            for rule in dict.fromkeys(split(citation)):
                counter[rule] += n
        out[game] = counter
    return out


def collect(reports: Iterable[ConformanceReport], taken: str | None = None,
            commit: str = "") -> dict[str, Any]:
    """The file's content for these reports (a report's game may be a label such as
    ``"arcs (Leaders & Lore)"``: its first word is the game)."""
    games: Counter[str] = Counter()
    events: dict[str, Counter[str]] = {}
    refusals: dict[str, Counter[str]] = {}
    for report in reports:
        game = report.game.split()[0]
        games[game] += report.games
        events.setdefault(game, Counter()).update(report.rules)
        refusals.setdefault(game, Counter()).update(report.refused)
    return {"format": FORMAT, "version": 1,
            "taken": taken or datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "commit": commit, "source": SOURCE, "games": dict(sorted(games.items())),
            "events": {g: dict(sorted(c.items())) for g, c in sorted(events.items())},
            "refusals": {g: dict(sorted(c.items())) for g, c in sorted(refusals.items())}}


def write(path: Path, reports: Iterable[ConformanceReport], commit: str = "") -> Path:
    """Write the counts of these reports to ``path`` (its folder made if need be)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = collect(reports, commit=commit)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def load(path: Path) -> Counts | None:
    """The counts in ``path``; None when there is no such file (no run has written it)."""
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as err:
        raise TarotlabError(f"{path}: not JSON ({err})") from None
    if not isinstance(data, dict):
        raise TarotlabError(f"{path}: not a rule-counts file")
    try:
        return Counts.from_dict(data, str(path))
    except (KeyError, TypeError, ValueError, AttributeError) as err:
        raise TarotlabError(f"{path}: a damaged rule-counts file ({err!r})") from None


def commit_of(root: Path) -> str:
    """The checkout's commit, short, marked when the work tree has changes ("" if unknown)."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, text=True,
                              capture_output=True, timeout=10, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=root, text=True, capture_output=True, timeout=10,
                               check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""
    return f"{head} with uncommitted changes" if dirty else head
