"""Compare two positions (the ends of two lines): what differs, in words and side by side.

The words come from the views' text, line by line, so every game's scores, hands, board and
whose move are compared without game-specific code here.
"""

from __future__ import annotations

import difflib
import html
from dataclasses import dataclass
from importlib import resources

from ..core.engine import State, seat_name
from .marks import mark


@dataclass(frozen=True)
class Comparison:
    """What differs between two positions: ``differences`` in words, and both pictures.

    In a notebook it shows the two pictures side by side with what differs outlined in both
    (``marks``) and the differences listed beside them; ``str()`` is the text form."""

    names: tuple[str, str]
    moves: tuple[str, str]
    differences: tuple[tuple[str, str], ...]
    """(line in the first, line in the second) for each part of the picture that differs."""
    pictures: tuple[str, str]
    game: str = ""

    def __repr__(self) -> str:  # the text form, also what a notebook stores as plain text
        return str(self)

    @property
    def same(self) -> bool:
        return not self.differences and self.moves[0] == self.moves[1]

    def __str__(self) -> str:
        a, b = self.names
        lines = [f"{a}: {self.moves[0]}", f"{b}: {self.moves[1]}"]
        if self.same:
            lines.append("the two positions look the same")
        for left, right in self.differences:
            lines.append(f"- {a}: {left or '(nothing)'}")
            lines.append(f"  {b}: {right or '(nothing)'}")
        return "\n".join(lines)

    def marked(self) -> tuple[str, str]:
        """Both pictures with the elements that differ marked (``marks.mark``)."""
        return mark(*self.pictures)

    def _repr_html_(self) -> str:
        marked = self.marked()
        sides = "".join(
            f"<div class='tl-compare-side'><div class='tl-compare-head'><b>{html.escape(n)}"
            f"</b><small>{html.escape(m)}</small></div><div class='tl-compare-pic'>"
            f"<div class='tl-compare-zoom'>{p}</div></div></div>"
            for n, m, p in zip(self.names, self.moves, marked, strict=True))
        a, b = (html.escape(n) for n in self.names)
        items = "".join(
            f"<li><span class='tl-compare-a'>{a}:</span> {html.escape(x) or '(nothing)'}<br>"
            f"<span class='tl-compare-b'>{b}:</span> {html.escape(y) or '(nothing)'}</li>"
            for x, y in self.differences) or "<li>the two positions look the same</li>"
        words = (f"<div class='tl-compare-words'><b>What differs</b><ul>{items}</ul>"
                 "<div class='tl-compare-key'>In the pictures: <i>outlined</i></div></div>")
        return (f"<div class='tl-compare' data-game='{html.escape(self.game)}'>"
                f"<style>{_STYLE}</style>{sides}{words}</div>")


_STYLE = resources.files("tarotlab.notebook").joinpath("static/compare.css").read_text("utf-8")


def _status(state: State) -> str:
    if state.outcome is not None:
        return str(state.outcome)
    return f"{seat_name(state.to_move)} to move after {state.step} decisions"


def compare_states(a: State, b: State, name_a: str = "first", name_b: str = "second",
                   viewer: int | None = None) -> Comparison:
    """Compare what ``viewer`` sees of ``a`` and ``b`` (``ALL`` for everything)."""
    view_a, view_b = a.view(viewer), b.view(viewer)
    text_a, text_b = str(view_a).splitlines(), str(view_b).splitlines()
    pairs: list[tuple[str, str]] = []
    matcher = difflib.SequenceMatcher(a=text_a, b=text_b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        left, right = text_a[i1:i2], text_b[j1:j2]
        for k in range(max(len(left), len(right))):
            pairs.append((left[k].strip() if k < len(left) else "",
                          right[k].strip() if k < len(right) else ""))
    return Comparison((name_a, name_b), (_status(a), _status(b)), tuple(pairs),
                      (view_a._repr_html_(), view_b._repr_html_()), a.GAME)
