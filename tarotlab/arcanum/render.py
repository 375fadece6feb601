"""Arcanum views as plain text and HTML (presentation only; no rule is decided here)."""

from __future__ import annotations

from html import escape

from ..core.engine import CHANCE
from .catalog import COURT_FIGURES, HOUSE_COLOURS, LOCATIONS, SUITS, code
from .rules import ArcanumView


def _cards(cards: tuple[int, ...] | None, count: int) -> str:
    if cards is None:
        return f"{count} card(s)"
    return " ".join(code(c) for c in cards) or "-"


def render_text(view: ArcanumView) -> str:
    """A compact, deterministic text picture of the view (golden playthroughs, doctests)."""
    who = "chance" if view.to_move == CHANCE else f"seat {view.to_move}"
    lines = [f"turn {view.turn}/{view.turns} ({view.phase}) - {who} to move: {view.prompt}"]
    lines.append("prestige: " + ", ".join(f"{SUITS[h]} {view.prestige[h]}" for h in range(4))
                 + (" - Devil active" if view.devil else ""))
    for loc in LOCATIONS:
        figs = [code(f) for f, at in zip(COURT_FIGURES, view.figures, strict=True)
                if at == loc.number]
        covered = " [Tower]" if view.tower and loc.number in view.tower[1:] else ""
        lines.append(f"  {loc.number:>2} {loc.name:<16}{covered} {' '.join(figs)}")
    off = [code(f) for f, at in zip(COURT_FIGURES, view.figures, strict=True) if at == 0]
    if off:
        lines.append(f"  off the board (Judgement): {' '.join(off)}")
    for s, p in enumerate(view.players):
        mark = " (first)" if s == view.first else ""
        lines.append(f"seat {s}{mark}: {p.vp} VP; hand {_cards(p.hand, p.hand_count)}; hidden "
                     f"{_cards(p.hidden, p.hidden_count)}"
                     + (f"; revealed {' '.join(code(c) for c in p.revealed)}" if p.revealed
                        else ""))
    lines.append(f"decks: {view.decks[0]} Minor, {view.decks[1]} Major; discards: "
                 f"{len(view.discards[0])} Minor, {len(view.discards[1])} Major")
    if view.outcome is not None:
        lines.append(f"result: {view.outcome}")
    return "\n".join(lines)


def render_view(view: ArcanumView) -> str:
    """The board, prestige track, scores and (for its own seat) hand and hidden cards."""
    rows = []
    for loc in LOCATIONS:
        figs = " ".join(
            f"<span style='color:{HOUSE_COLOURS[SUITS.index(_suit(f))]};font-weight:bold'>"
            f"{code(f)}</span>"
            for f, at in zip(COURT_FIGURES, view.figures, strict=True) if at == loc.number)
        covered = view.tower is not None and loc.number in view.tower[1:]
        rows.append(f"<tr style='background:{'#ddd' if covered else 'white'}'>"
                    f"<td>{loc.number}</td><td><b>{escape(loc.name)}</b></td>"
                    f"<td>{escape(', '.join(loc.symbols))}</td><td>{escape(loc.text)}</td>"
                    f"<td>{figs}{' (Tower)' if covered else ''}</td></tr>")
    track = " · ".join(
        f"<span style='color:{HOUSE_COLOURS[h]}'>{SUITS[h]} {view.prestige[h]}</span>"
        for h in range(4))
    seats = "".join(
        f"<li>seat {s}: <b>{p.vp} VP</b>, hand {escape(_cards(p.hand, p.hand_count))}, hidden "
        f"{escape(_cards(p.hidden, p.hidden_count))}</li>" for s, p in enumerate(view.players))
    banner = f"<p><b>{escape(str(view.outcome))}</b></p>" if view.outcome else ""
    return (f"<div class='tl-arcanum'>{banner}<p><b>Turn {view.turn} of {view.turns}</b> — "
            f"{escape(view.prompt)}</p><p>Prestige: {track}</p>"
            "<table><tr><th>#</th><th>location</th><th>symbols</th><th>effect</th>"
            f"<th>figures</th></tr>{''.join(rows)}</table><ul>{seats}</ul></div>")


def _suit(figure: int) -> str:
    return SUITS[figure // 14]
