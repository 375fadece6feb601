"""One rule as the pages show it: a card with the code that cites it, the tests that name it,
how often it fired, and what teaches it. HTML built with ``html.escape``, nothing else."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import TypeVar

from ..core.rulebook import rules
from .trace import Evidence, Site, TestRef, Trace

SHOWN = 6
"""Items of a list shown at once; the rest fold into a <details>."""
T = TypeVar("T")


@dataclass(frozen=True)
class Fired:
    """How often a rule fired in the counted games (None: no counts)."""

    events: int | None
    refusals: int
    games: int

    @property
    def never(self) -> bool:
        return self.events == 0 and self.refusals == 0


def fired(trace: Trace, rule: str, games: Sequence[str]) -> Fired:
    """How often ``rule`` fired in the counted games of ``games`` (no counts, or none of
    these games counted: ``events`` is None, and the rule is not "never fired")."""
    counts = trace.counts
    played = sum(counts.games.get(g, 0) for g in games) if counts else 0
    if counts is None or not played:
        return Fired(None, 0, 0)
    return Fired(sum(counts.fired(g, rule) for g in games),
                 sum(counts.refused(g, rule) for g in games), played)


def anchor(rule: str) -> str:
    """The id of a rule's card, one for each rule: ``arcana R5`` -> ``rule-arcana-R5``,
    ``arcs: Move (Catapult Moves)`` -> ``rule-arcs_3a-Move-_28Catapult-Moves_29``."""
    return "rule-" + "".join(c if c.isalnum() else "-" if c == " " else f"_{ord(c):x}"
                             for c in rule)


def link(rule: str, page: str = "") -> str:
    title = rules().get(rule, "")
    return (f'<a class="rule-link" href="{page}#{anchor(rule)}" title="{escape(title)}">'
            f"<code>{escape(rule)}</code></a>")


def folded(items: Sequence[T], show: Callable[[T], str]) -> str:
    """A list, its tail folded away when it is long."""
    if not items:
        return ""
    head = "".join(f"<li>{show(i)}</li>" for i in items[:SHOWN])
    out = f"<ul>{head}</ul>"
    if len(items) > SHOWN:
        rest = "".join(f"<li>{show(i)}</li>" for i in items[SHOWN:])
        out += f"<details><summary>{len(items) - SHOWN} more</summary><ul>{rest}</ul></details>"
    return out


def site(base: str) -> Callable[[Site], str]:
    def show(s: Site) -> str:
        note = " <em>(builds the citation from data)</em>" if s.template else \
            " <em>(data)</em>" if s.data else ""
        return (f'<a href="{escape(base + s.path)}#L{s.line}"><code>{escape(s.path)}:{s.line}'
                f"</code></a>{note} <q>{escape(s.text)}</q>")
    return show


def test(base: str) -> Callable[[TestRef], str]:
    def show(t: TestRef) -> str:
        return (f'<a href="{escape(base + t.path)}#L{t.line}"><code>{escape(t.name)}</code></a>'
                f' <span class="path">{escape(t.path)}</span>')
    return show


def fired_text(f: Fired, evidence: Evidence, counts_note: str) -> str:
    """The "fired" line of a card."""
    if f.events is None:
        return f'<span class="none">not counted</span> ({counts_note})'
    if f.never:
        return f'<span class="never">never</span> in {f.games:,} games. ' + why_never(evidence)
    refused = f", refused {f.refusals:,} candidate actions in deep checks" if f.refusals else ""
    return f"{f.events:,} events in {f.games:,} games{refused}"


def why_never(evidence: Evidence) -> str:
    """A rule that never fired: which test shows it, or that it is a gap."""
    if evidence.tests:
        names = ", ".join(f"<code>{escape(t.name)}</code>" for t in evidence.tests[:3])
        return f"A test shows it: {names}."
    return '<span class="gap">A gap: no test names it.</span>'


def teaching(evidence: Evidence, base: str) -> str:
    """Lessons, drills and notebook sections, one line each (empty when there are none)."""
    parts = []
    if evidence.lessons:
        steps: dict[str, list[int]] = {}
        paths = {}
        for ref in evidence.lessons:
            steps.setdefault(ref.lesson, []).append(ref.step)
            paths[ref.lesson] = ref.path
        parts.append("<dt>Lessons</dt><dd>" + "; ".join(
            f'<a href="{escape(base + paths[lesson])}"><code>{escape(lesson)}</code></a> '
            f"step{'s' if len(n) > 1 else ''} {', '.join(map(str, n))}"
            for lesson, n in steps.items()) + "</dd>")
    if evidence.drills:
        parts.append("<dt>Drills</dt><dd>" + "; ".join(
            f"<code>{escape(d.game)}:{escape(d.kind)}</code> ({escape(d.title)})"
            + (f": {escape(', '.join(d.topics))}" if d.topics else "")
            for d in evidence.drills) + "</dd>")
    if evidence.notebooks:
        parts.append("<dt>Edge cases</dt><dd>" + folded(evidence.notebooks, lambda n: (
            f'<a href="{escape(base + n.path.removesuffix(".py"))}.ipynb"><code>'
            f'{escape(n.path.rsplit("/", 1)[-1].removesuffix(".py"))}</code></a> '
            f"§ {escape(n.heading)}")) + "</dd>")
    return "".join(parts)


def card(rule: str, trace: Trace, games: Sequence[str], base: str, counts_note: str,
         where: str = "") -> str:
    """The card of one catalog entry (``where``: a note on where else it bears)."""
    evidence = trace.of(rule)
    title = rules().get(rule, "")
    f = fired(trace, rule, games)
    kind = "section" if ":" in rule else "decision" if rule.startswith("tarotlab") else "ruling"
    badges = []
    if f.never:
        badges.append('<span class="badge never">never fired</span>')
    elif f.events:
        badges.append(f'<span class="badge fired">fired {f.events:,}</span>')
    if not evidence.code:
        badges.append('<span class="badge gap">no code cites it</span>')
    if not evidence.tests:
        badges.append('<span class="badge gap">no test names it</span>')
    code = folded(evidence.sites, site(base)) or '<span class="none">none</span>'
    tests = folded(evidence.tests, test(base)) or '<span class="none">none</span>'
    return (f'<article class="rule {kind}" id="{anchor(rule)}" data-rule="{escape(rule)}">'
            f'<h4><code>{escape(rule)}</code> {escape(title)} {"".join(badges)}</h4>'
            + (f'<p class="where">{where}</p>' if where else "")
            + f"<dl><dt>Code</dt><dd>{code}</dd><dt>Tests</dt><dd>{tests}</dd>"
            f"<dt>Fired</dt><dd>{fired_text(f, evidence, counts_note)}</dd>"
            f"{teaching(evidence, base)}</dl></article>")
