"""Arcs views as plain text (doctests, logs, golden playthroughs): compact, line-oriented and
deterministic (no trailing spaces, nothing that changes from run to run)."""

from __future__ import annotations

from functools import lru_cache

from ...core.present import viewer_text
from ..components import ACTION_CARDS, COURT, LEADERS, LORE, SLOT_KEYS
from ..views import ArcsView, SystemView


def _ships(fresh: int, damaged: int) -> str:
    return f"{fresh}" + (f"+{damaged}d" if damaged else "")


def system_lines(view: ArcsView) -> list[str]:
    """One line per occupied system: ``3.1 [s0] s0 3 ships, city; s1 1+1d ships`` (without the
    controller ``[s0]`` when the view leaves control out)."""
    return list(_system_lines(view.systems, view.show_control))


@lru_cache(maxsize=512)
def _system_lines(systems: tuple[SystemView, ...], show_control: bool = True
                  ) -> tuple[str, ...]:
    """The lines of ``system_lines`` (the map is the same for every viewer of a position, so
    the lines are kept by the systems' value)."""
    lines = []
    for sv in systems:
        parts = []
        for seat, (f, d) in enumerate(sv.ships):
            bits = []
            if f or d:
                bits.append(f"{_ships(f, d)} {'ship' if f + d == 1 else 'ships'}")
            for owner, kind, dmg in sv.buildings:
                if owner == seat:
                    bits.append(("damaged " if dmg else "") + kind)
            if bits:
                parts.append(f"s{seat} " + ", ".join(bits))
        if parts:
            ctrl = (f" [s{sv.controller}]" if sv.controller is not None and show_control
                    else "")
            lines.append(f"  {sv.id}{ctrl} " + "; ".join(parts))
    return tuple(lines)


def render_text(view: ArcsView) -> str:
    """The whole position as text (hidden cards shown as counts)."""
    out = [f"Arcs, {view.n} players, {view.setup or 'no setup card yet'}; chapter {view.chapter}; "
           f"initiative seat {view.initiative}"
           + (f" (seized by seat {view.seized})" if view.seized is not None else "")
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
        if p.leader:
            extra.append(f"leader {LEADERS[p.leader].name}, lore "
                         + ", ".join(LORE[c].name for c in p.lore))
        if p.vault and p.extra_slot:
            extra.append(f"{p.extra_slot[0]} {p.vault}({p.extra_slot[1]})")
        out.append(f"seat {p.seat}: Power {p.power}; hand {hand}; slots {slots}"
                   + (f" waiting {' '.join(p.waiting)}" if p.waiting else "")
                   + f"; cities on board {p.cities_on_board}; supply ships {p.ships_supply}, "
                   f"starports {p.starports_supply}, agents {p.agents_supply}"
                   + ("; " + "; ".join(extra) if extra else ""))
    if view.ll_row[0] or view.ll_row[1]:
        out.append("draft row: leaders " + ", ".join(LEADERS[c].name for c in view.ll_row[0])
                   + "; lore " + ", ".join(LORE[c].name for c in view.ll_row[1]))
    out.append("court: " + ", ".join(
        (COURT[c].name if c else "(empty)") + "".join(
            f" s{s}x{a}" for s, a in enumerate(agents) if a) for c, agents in view.court)
        + f"; court deck {view.court_deck}"
        + (f" ({view.court_bottom} buried under it)" if view.court_bottom else ""))
    if view.lead:
        seat, card, zero = view.lead
        out.append(f"lead: seat {seat} {ACTION_CARDS[card].name}" + (" (zeroed)" if zero else ""))
    if view.played:
        out.append("played: " + ", ".join(f"s{s} {how} {c or 'face down'}"
                                         for s, c, how in view.played)
                   + "".join(f", s{s} seizes with {c or 'a card face down'}"
                             for s, c in view.extras))
    if view.unions:
        out.append("unions: " + ", ".join(f"s{s} {COURT[u].name} claims {c}"
                                          for s, u, c in view.unions))
    if view.seen is not None:
        out.append(f"seen: seat {view.seen[0]}'s hand ({view.seen_by}): "
                   f"{' '.join(view.seen[1])}")
    out += system_lines(view)
    if view.battle:
        b = view.battle
        rolled = " ".join(f"{k} {f}" for k, f in b.rolled) or "nothing yet"
        out.append(f"battle: seat {b.attacker} vs seat {b.defender} at {b.system}; dice "
                   f"{' '.join(b.dice) or 'none'}; rolled {rolled}")
    out.append(str(view.outcome) if view.outcome else f"to move: {view.prompt}")
    return "\n".join(out)


