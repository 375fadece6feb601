"""Mark what differs between two pictures of a game (two views' HTML): for ``compare``.

Both pictures come from the same renderer, so their elements line up. Each element gets a
key: its path from the root, each step the tag and either an identity the renderer gives it
(``data-pick``, ``data-system``, ``data-seat`` …) or its index among siblings of that tag.
An element whose own text or identity-bearing attributes differ between the two pictures, or
that is in one picture only, gets the attribute ``data-tl-diff`` in its start tag; the
stylesheet (``static/compare.css``) outlines it. Nothing else of the HTML changes.

>>> a, b = mark('<div><b>3</b> HP</div>', '<div><b>4</b> HP</div>')
>>> a
'<div><b data-tl-diff>3</b> HP</div>'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

IDENTITY = ("data-pick", "data-system", "data-seat", "data-card", "data-ambition",
            "data-location", "data-slot", "data-figure", "data-house", "data-player")
"""Attributes that name what an element shows: an element keeps its key when others come
and go beside it."""
COMPARED = ("class", "data-control", "data-state", "data-kind")
"""Attributes whose change is a difference worth marking (beside the element's own text)."""
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})


@dataclass
class _Element:
    key: tuple[str, ...]
    end: int  # offset of the ">" closing the start tag (where the mark goes)
    attrs: dict[str, str]
    text: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)


class _Reader(HTMLParser):
    """Every element of a picture with its key, its own text and where its start tag ends."""

    def __init__(self, source: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = [0]
        for line in source.splitlines(keepends=True):
            self.lines.append(self.lines[-1] + len(line))
        self.source = source
        self.stack: list[_Element] = [_Element((), -1, {})]
        self.elements: dict[tuple[str, ...], _Element] = {}
        self.feed(source)
        self.close()

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open(tag, attrs, closed=tag in VOID)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open(tag, attrs, closed=True)

    def _open(self, tag: str, attrs: list[tuple[str, str | None]], closed: bool) -> None:
        start = self._offset()
        text = self.get_starttag_text() or ""
        end = start + len(text) - (2 if text.endswith("/>") else 1)
        values = {k: v or "" for k, v in attrs}
        parent = self.stack[-1]
        ident = next((f"{a}={values[a]}" for a in IDENTITY if a in values), None)
        if ident is None:
            index = parent.counts.get(tag, 0)
            parent.counts[tag] = index + 1
            ident = str(index)
        element = _Element((*parent.key, f"{tag}[{ident}]"), end, values)
        self.elements.setdefault(element.key, element)
        if not closed:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].key[-1].startswith(f"{tag}["):
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if data.strip() and self.stack[-1].key and not self.stack[-1].key[-1].startswith(
                ("style[", "script[")):
            self.stack[-1].text.append(" ".join(data.split()))


def _signature(element: _Element) -> tuple[object, ...]:
    return (" ".join(element.text), tuple(element.attrs.get(a) for a in COMPARED))


def _marked(source: str, reader: _Reader, keys: set[tuple[str, ...]]) -> str:
    ends = sorted({reader.elements[k].end for k in keys}, reverse=True)
    out = source
    for end in ends:
        out = f"{out[:end]} data-tl-diff{out[end:]}"
    return out


def mark(first: str, second: str) -> tuple[str, str]:
    """Both pictures with their differing elements marked (see the module docstring)."""
    a, b = _Reader(first), _Reader(second)
    only_a = set(a.elements) - set(b.elements)
    only_b = set(b.elements) - set(a.elements)
    changed = {k for k in set(a.elements) & set(b.elements)
               if _signature(a.elements[k]) != _signature(b.elements[k])}
    return _marked(first, a, changed | only_a), _marked(second, b, changed | only_b)


def count(marked: str) -> int:
    """How many elements a marked picture marks."""
    return marked.count(" data-tl-diff")


__all__ = ["count", "mark"]
