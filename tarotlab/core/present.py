"""Small presentation pieces every game's renderer shares (pure strings, no rules), and the
stylesheet they share (``tarotlab.css``, read with importlib.resources)."""

from __future__ import annotations

import dataclasses
import importlib
import re
from collections.abc import Callable, Sequence
from functools import cache
from html import escape
from importlib import resources
from typing import Any, TypeVar

from .engine import ALL, Outcome

Panel = TypeVar("Panel")


class RenderedView:
    """How a game's view dataclass shows itself: text from ``<game>.render.render_text``, HTML
    from ``render_view``, the renderer imported on first use (so rules never import it).
    >>> import tarotlab
    >>> view = tarotlab.new_game("arcana", seed=1).view(0)
    >>> html = view._repr_html_()
    >>> isinstance(view, RenderedView), html.startswith('<div class="tl-game tl-arcana">')
    (True, True)
    """

    __slots__ = ()

    def _renderer(self) -> Any:
        return importlib.import_module(type(self).__module__.rpartition(".")[0] + ".render")

    def __str__(self) -> str:
        return str(self._renderer().render_text(self))

    def __repr__(self) -> str:
        return f"<{type(self).__name__}\n{self}>"

    def _repr_html_(self) -> str:
        return str(self._renderer().render_view(self))


@cache
def stylesheet(package: str, name: str) -> str:
    """A stylesheet shipped in ``package`` (``tarotlab.arcana``, ``arcana.css``), its comments
    left out: the text that goes into a view's ``<style>`` block.

    >>> stylesheet("tarotlab.arcana", "arcana.css").startswith("\\n.tl-arcana{")
    True
    """
    text = resources.files(package).joinpath(name).read_text("utf-8")
    return re.sub(r"/\*.*?\*/\n?", "", text, flags=re.S)


def shared_css() -> str:
    """The rules every game's view shares (``tarotlab/core/tarotlab.css``, scoped under
    ``.tl-game``), its comments left out.

    >>> shared_css().startswith(".tl-game{")
    True
    """
    return stylesheet("tarotlab.core", "tarotlab.css")


def style_block(game_css: str) -> str:
    """A view's ``<style>`` element: the shared rules, then the game's own (which override
    them: same specificity, later).

    >>> style_block(".tl-x{color:red}").endswith(".tl-x{color:red}</style>")
    True
    """
    return f"<style>{shared_css()}{game_css}</style>"


def esc(text: object) -> str:
    """HTML-escape any value's text (quotes included, for attributes).

    >>> esc('<b class="x">')
    '&lt;b class=&quot;x&quot;&gt;'
    """
    return escape(str(text), quote=True)


def viewer_text(viewer: int | None) -> str:
    """Whose view, in the plain-text renderings: ``seat 1``, ``spectator``, ``all``.

    >>> viewer_text(1), viewer_text(None), viewer_text(ALL)
    ('seat 1', 'spectator', 'all')
    """
    if viewer is None:
        return "spectator"
    if viewer == ALL:
        return "all"
    return f"seat {viewer}"


def viewer_label(viewer: int | None, full: str) -> str:
    """The status line's note of whose view is shown (``full``: what ALL reveals).

    >>> viewer_label(None, "every hand shown")
    '<span class="tl-viewer">Spectator view</span>'
    """
    if viewer is None:
        who = "Spectator view"
    elif viewer == ALL:
        who = f"Full view: {full}"
    else:
        who = f"Viewing as seat {viewer}"
    return f'<span class="tl-viewer">{esc(who)}</span>'


View = TypeVar("View")


def frozen_maker(cls: type[View]) -> Callable[[Sequence[Any]], View]:
    """A function that makes a ``cls`` (a frozen dataclass with slots and no
    ``__post_init__``) from its fields' values in order, each slot set by its own setter:
    what the dataclass's ``__init__`` does without an ``object.__setattr__`` per field. Views
    are built for every viewer at every step of the conformance checks, and for a view of
    two dozen fields that was half its cost. The maker is written out field by field, as
    ``dataclasses`` writes ``__init__`` (a loop over the setters costs a third more); the
    values must be exactly as many as the fields. The result is as frozen as any.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> frozen_maker(Point)([1, 2]) == Point(1, 2)
    True
    >>> frozen_maker(Point)([1])
    Traceback (most recent call last):
    ValueError: not enough values to unpack (expected 2, got 1)
    """
    assert not hasattr(cls, "__post_init__"), f"{cls.__name__}: the maker would skip it"
    fields: tuple[dataclasses.Field[Any], ...] = dataclasses.fields(cls)  # type: ignore[arg-type]
    scope: dict[str, Any] = {"new": object.__new__, "cls": cls}
    for i, field in enumerate(fields):
        scope[f"set{i}"] = getattr(cls, field.name).__set__
    names = [f"v{i}" for i in range(len(fields))]
    source = "\n".join(["def make(values):", f"    {', '.join(names)}, = values",
                        "    made = new(cls)",
                        *[f"    set{i}(made, {name})" for i, name in enumerate(names)],
                        "    return made"])
    exec(source, scope)  # names and indices only, written above
    make: Callable[[Sequence[Any]], View] = scope["make"]
    return make


def panels_seen_by(viewer: int | None, public: Sequence[Panel],
                   own: Callable[[int], Panel]) -> tuple[Panel, ...]:
    """The seat panels ``viewer`` sees: every seat's own (its hand included) for ``ALL``, the
    public ones for a spectator (None), and for a seat its own panel among the public ones.

    >>> panels_seen_by(1, ("p0", "p1", "p2"), lambda seat: f"own{seat}")
    ('p0', 'own1', 'p2')
    """
    if viewer == ALL:
        return tuple(own(seat) for seat in range(len(public)))
    if viewer is None:
        return tuple(public)
    return (*public[:viewer], own(viewer), *public[viewer + 1:])


def seat_start(viewer: int | None, seat: int) -> tuple[str, list[str]]:
    """A seat panel's classes and first badges: ``tl-me`` and "you" on the viewer's own seat
    (the game then adds its own badges).

    >>> seat_start(1, 1)
    ('tl-seat tl-me', ['<span class="tl-badge tl-you">you</span>'])
    >>> seat_start(None, 1)
    ('tl-seat', [])
    """
    if viewer == seat:
        return "tl-seat tl-me", ['<span class="tl-badge tl-you">you</span>']
    return "tl-seat", []


def seat_head(seat: int, badges: list[str], vp: int) -> str:
    """A seat panel's header: its name, badges (you, first, to move...) and VP.

    >>> head = seat_head(0, ['<span class="tl-badge tl-you">you</span>'], 3)
    >>> head.startswith('<div class="tl-seathead"><span class="tl-seatname">Seat 0</span>')
    True
    >>> head.endswith('<span class="tl-vp" data-vp="3">3<small>VP</small></span></div>')
    True
    """
    return (f'<div class="tl-seathead"><span class="tl-seatname">Seat {seat}</span>'
            f'{"".join(badges)}<span class="tl-vp" data-vp="{vp}">{vp}<small>VP</small>'
            '</span></div>')


def result_banner(outcome: Outcome | None, unit: str = "VP") -> str:
    """The game-over banner with the final scores (empty while the game goes on); ``unit``
    names what the scores count (VP, or Power in Arcs).
    >>> from tarotlab.core.engine import Outcome
    >>> result_banner(None)
    ''
    >>> result_banner(Outcome((), "draw", "both hands emptied", "arcana R11"))[:42]
    '<div class="tl-banner tl-draw" data-outcom'
    """
    if outcome is None:
        return ""
    scores = ""
    if outcome.scores is not None:
        scores = (f'<span class="tl-scores">Final {esc(unit)}: '
                  + " · ".join(f"seat {s} {v}" for s, v in enumerate(outcome.scores))
                  + "</span>")
    cls = "tl-banner tl-draw" if outcome.draw else "tl-banner"
    return f'<div class="{cls}" data-outcome="1">Game over — {esc(outcome)}{scores}</div>'


def card_backs(count: int, what: str) -> str:
    """Cards the viewer may not see: only how many (a ``tl-back`` chip).

    >>> card_backs(2, "seat 1's hand")
    '<span class="tl-back" title="seat 1&#x27;s hand">2 cards</span>'
    """
    zero = " tl-zero" if count == 0 else ""
    word = "card" if count == 1 else "cards"
    return f'<span class="tl-back{zero}" title="{esc(what)}">{count} {word}</span>'
