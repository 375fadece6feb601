"""Pure renderings of an Arcs view: plain text (doctests, logs, playthroughs) and HTML."""

from __future__ import annotations

from ..core.present import esc, viewer_text
from .components import ACTION_CARDS, COURT, SLOT_KEYS
from .rules import ArcsView


def _ships(fresh: int, damaged: int) -> str:
    return f"{fresh}" + (f"+{damaged}d" if damaged else "")


def system_lines(view: ArcsView) -> list[str]:
    """One line per occupied system: ``3.1 [s0] s0 3 ships, city; s1 1+1d ships``."""
    lines = []
    for sv in view.systems:
        parts = []
        for seat, (f, d) in enumerate(sv.ships):
            bits = []
            if f or d:
                bits.append(f"{_ships(f, d)} ships")
            for owner, kind, dmg in sv.buildings:
                if owner == seat:
                    bits.append(("damaged " if dmg else "") + kind)
            if bits:
                parts.append(f"s{seat} " + ", ".join(bits))
        if parts:
            ctrl = f" [s{sv.controller}]" if sv.controller is not None else ""
            lines.append(f"  {sv.id}{ctrl} " + "; ".join(parts))
    return lines


def render_text(view: ArcsView) -> str:
    """The whole position as text (hidden cards shown as counts)."""
    out = [f"Arcs, {view.n} players, {view.setup or 'no setup card yet'}; chapter {view.chapter}; "
           f"initiative seat {view.initiative}" + (" (seized)" if view.seized is not None else "")
           + f"; view: {viewer_text(view.viewer)}"]
    amb = [f"{a} {'+'.join(f'{f}/{s}' for f, s in m)}" for a, m, _ in view.ambitions if m]
    out.append("ambitions: " + (", ".join(amb) or "none declared") + "; available markers: "
               + (", ".join(f"{f}/{s}" for f, s in view.markers) or "none"))
    if any(p for _, _, p in view.ambitions):
        out.append("ambition boxes (2 players): "
                   + ", ".join(f"{a} {p}" for a, _, p in view.ambitions if p))
    for p in view.players:
        hand = " ".join(p.hand) if p.hand is not None else f"{p.hand_count} cards"
        slots = " ".join((r or "-") + f"({SLOT_KEYS[i]})" for i, r in enumerate(p.resources)
                         if i < p.open_slots)
        extra = []
        if p.trophies:
            extra.append("trophies " + ", ".join(f"{c} s{o} {k}" for o, k, c in p.trophies))
        if p.captives:
            extra.append("captives " + ", ".join(f"{c} s{o}" for o, c in p.captives))
        if p.outrage:
            extra.append("outrage " + ", ".join(k for k, _ in p.outrage))
        if p.guild:
            extra.append("guild " + ", ".join(COURT[c].name for c in p.guild))
        out.append(f"seat {p.seat}: Power {p.power}; hand {hand}; slots {slots}"
                   + (f" waiting {' '.join(p.waiting)}" if p.waiting else "")
                   + f"; cities on board {p.cities_on_board}; supply ships {p.ships_supply}, "
                   f"starports {p.starports_supply}, agents {p.agents_supply}"
                   + ("; " + "; ".join(extra) if extra else ""))
    out.append("court: " + ", ".join(
        (COURT[c].name if c else "(empty)") + "".join(
            f" s{s}x{a}" for s, a in enumerate(agents) if a) for c, agents in view.court)
        + f"; court deck {view.court_deck}")
    if view.lead:
        seat, card, zero = view.lead
        out.append(f"lead: seat {seat} {ACTION_CARDS[card].name}" + (" (zeroed)" if zero else ""))
    if view.played:
        out.append("played: " + ", ".join(f"s{s} {how} {c or 'face down'}"
                                         for s, c, how in view.played))
    out += system_lines(view)
    if view.battle:
        b = view.battle
        out.append(f"battle: seat {b.attacker} vs seat {b.defender} at {b.system}; dice "
                   f"{' '.join(b.dice)}; rolled {' '.join(f'{k} {f}' for k, f in b.rolled)}")
    out.append(str(view.outcome) if view.outcome else f"to move: {view.prompt}")
    return "\n".join(out)


def render_view(view: ArcsView) -> str:
    """The position as HTML (a text block until the full board rendering lands)."""
    return f'<pre class="tl-arcs">{esc(render_text(view))}</pre>'
