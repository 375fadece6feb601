"""Searching the annotated rulebook in plain words: ``search("which rules does the Tower
touch?")``, ``search("where is House prestige scoring?")``.

Every ruling, decision and cited section of the catalog, and every section of the four
rulebooks, is a searchable entry; its words are its id and title, a section's summary in our
words, and the names of what points at it (test names, lesson titles, drill topics, edge-case
headings). Question words (which, where, rules...) are dropped; each remaining word scores by
where it is found (a title counts most), and an entry whose title holds every word scores
more. The answer lists the best entries with why they matched and where the code is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from html import escape

from ..core.rulebook import rules
from .book import books, game_of
from .trace import Site, Trace, gather

STOP = frozenset(("a", "about", "an", "and", "any", "are", "at", "be", "by", "can", "do", "does",
                  "find", "for", "from", "how", "i", "in", "is", "it", "its", "me", "of", "on",
                  "or", "rule", "rules", "show", "shows", "tell", "that", "the", "their", "there",
                  "this", "to", "touch", "touches", "what", "when", "where", "which", "who",
                  "why", "with"))
"""Question words, dropped from a search."""
WEIGHTS = {"title": 5.0, "summary": 3.0, "taught": 2.0, "tests": 1.0}
FIELDS = {"title": "title", "summary": "summary", "taught": "lessons, drills, notebooks",
          "tests": "test names"}


@dataclass(frozen=True)
class Hit:
    """One entry that matched: a rule (``arcanum R15``) or a rulebook section."""

    score: float
    kind: str
    """``ruling``, ``decision``, ``citation`` or ``section``."""
    game: str
    id: str
    title: str
    why: tuple[str, ...]
    sites: tuple[Site, ...]
    tests: int
    rules: tuple[str, ...] = ()
    """For a section: the rulings and decisions that make it exact."""

    def __str__(self) -> str:
        head = f"{self.id}  {self.title}" if self.kind != "section" else \
            f"{self.game}: § {self.title}"
        lines = [f"{head}  [{self.kind}, matched in {', '.join(self.why)}]"]
        if self.rules:
            lines.append("    rules: " + ", ".join(self.rules))
        code = ", ".join(f"{s.path}:{s.line}" for s in self.sites[:3])
        more = f" (+{len(self.sites) - 3} more)" if len(self.sites) > 3 else ""
        lines.append(f"    code: {code or 'none'}{more}; tests naming it: {self.tests}")
        return "\n".join(lines)


@dataclass(frozen=True)
class Results:
    """What ``search`` found, best first; prints as text, shows as a table in a notebook."""

    query: str
    words: tuple[str, ...]
    hits: tuple[Hit, ...]

    def __iter__(self) -> Iterator[Hit]:
        return iter(self.hits)

    def __len__(self) -> int:
        return len(self.hits)

    def __getitem__(self, index: int) -> Hit:
        return self.hits[index]

    @property
    def ids(self) -> list[str]:
        """The rule ids found (sections left out), best first."""
        return [h.id for h in self.hits if h.kind != "section"]

    def __str__(self) -> str:
        head = f"{self.query!r}: {len(self.hits)} found for {' '.join(self.words) or '(no words)'}"
        return "\n".join([head, *(f"{i}. {hit}" for i, hit in enumerate(self.hits, 1))])

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{i}</td><td><code>{escape(h.id if h.kind != 'section' else h.game)}"
            f"</code></td><td>{escape(h.title)}</td><td>{escape(h.kind)}</td>"
            f"<td>{escape(', '.join(h.why))}</td>"
            f"<td>{escape(', '.join(f'{s.path}:{s.line}' for s in h.sites[:2]))}"
            f"{' …' if len(h.sites) > 2 else ''}</td><td>{h.tests}</td></tr>"
            for i, h in enumerate(self.hits, 1))
        return (f"<p>{escape(repr(self.query))}: words <b>{escape(' '.join(self.words))}</b>"
                "</p><table><thead><tr><th></th><th>rule</th><th>title</th><th>kind</th>"
                "<th>matched in</th><th>code</th><th>tests</th></tr></thead>"
                f"<tbody>{rows}</tbody></table>")


@dataclass(frozen=True)
class _Entry:
    kind: str
    game: str
    id: str
    title: str
    fields: dict[str, str]
    sites: tuple[Site, ...]
    tests: int
    rules: tuple[str, ...] = ()


def words(text: str) -> tuple[str, ...]:
    """The words of a question that carry its meaning (lower case, no question words).

    >>> words("Which rules does the Tower touch?")
    ('tower',)
    """
    return tuple(w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP)


@cache
def _entries(trace: Trace) -> tuple[_Entry, ...]:
    out = []
    for rule, title in rules().items():
        ev = trace.of(rule)
        kind = "citation" if ":" in rule else "decision" if rule.startswith("tarotlab") \
            else "ruling"
        taught = [d.kind + " " + " ".join(d.topics) for d in ev.drills]
        taught += [n.heading for n in ev.notebooks] + [r.title for r in ev.lessons]
        out.append(_Entry(kind, game_of(rule) or "engine", rule, title,
                          {"title": f"{rule} {title}", "taught": " ".join(taught),
                           "tests": " ".join(t.name.replace("_", " ") for t in ev.tests)},
                          tuple(ev.sites), len(ev.tests)))
    for game, book in books().items():
        for section in book.sections:
            ev = trace.section(book, section)
            out.append(_Entry("section", game, f"{game}: § {section.title}", section.title,
                              {"title": f"{book.title} {section.title}",
                               "summary": section.summary},
                              tuple(ev.sites), len(ev.tests), section.related))
    return tuple(out)


def _has(text: str, word: str) -> bool:
    """Does ``text`` hold ``word`` (or a word it begins: tower, towers)?"""
    return re.search(rf"\b{re.escape(word)}", text, re.IGNORECASE) is not None


def search(text: str, limit: int = 10, trace: Trace | None = None) -> Results:
    """The rules and rulebook sections that best match a question in plain words."""
    trace = trace or _trace()
    asked = words(text)
    hits = []
    for entry in _entries(trace):
        score = 0.0
        why: list[str] = []
        for word in asked:
            found = [name for name, value in entry.fields.items() if _has(value, word)]
            if found:
                best = max(found, key=lambda name: WEIGHTS[name])
                score += WEIGHTS[best]
                why += [name for name in found if name not in why]
        if not score:
            continue
        if len(asked) > 1 and all(_has(entry.fields["title"], w) for w in asked):
            score += 3.0 * len(asked)  # every word in the title: the thing itself
        why.sort(key=lambda name: -WEIGHTS[name])
        hits.append(Hit(score, entry.kind, entry.game, entry.id, entry.title,
                        tuple(FIELDS[w] for w in why), entry.sites, entry.tests, entry.rules))
    order = {"section": 0, "ruling": 1, "citation": 2, "decision": 3}
    hits.sort(key=lambda h: (-h.score, order[h.kind], h.id))
    return Results(text, asked, tuple(hits[:limit]))


@cache
def _trace() -> Trace:
    return gather()
