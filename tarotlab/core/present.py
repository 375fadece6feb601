"""Small presentation pieces every game's renderer shares (pure strings, no rules)."""

from __future__ import annotations

from html import escape

from .engine import ALL


def esc(text: object) -> str:
    """HTML-escape any value's text (quotes included, for attributes)."""
    return escape(str(text), quote=True)


def viewer_text(viewer: int | None) -> str:
    """Whose view, in the plain-text renderings: ``seat 1``, ``spectator``, ``all``."""
    if viewer is None:
        return "spectator"
    if viewer == ALL:
        return "all"
    return f"seat {viewer}"


def viewer_label(viewer: int | None, full: str) -> str:
    """The status line's note of whose view is shown (``full``: what ALL reveals)."""
    if viewer is None:
        who = "Spectator view"
    elif viewer == ALL:
        who = f"Full view: {full}"
    else:
        who = f"Viewing as seat {viewer}"
    return f'<span class="tl-viewer">{esc(who)}</span>'


def card_backs(count: int, what: str) -> str:
    """Cards the viewer may not see: only how many (a ``tl-back`` chip)."""
    zero = " tl-zero" if count == 0 else ""
    word = "card" if count == 1 else "cards"
    return f'<span class="tl-back{zero}" title="{esc(what)}">{count} {word}</span>'
