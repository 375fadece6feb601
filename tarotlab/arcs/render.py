"""Arcs views as plain text (doctests, logs, golden playthroughs) and as HTML (notebooks).

Both functions only present what the view already holds: no rule is decided here. Names,
suits, pips, raid costs and texts come from the components data (``components.py``); the
map (positions, planet types, slots, ID glyphs) from ``mapdata.py``; the edges of the Reach
for the view's setup card from ``rules.adjacency`` (path markers from ``reach``).

``render_text`` is compact, line-oriented and deterministic (no trailing spaces, nothing
that changes from run to run):

>>> import tarotlab
>>> s = tarotlab.new_game("arcs", players=3, seed=1)
>>> print(render_text(s.view(0)))
Arcs, 3 players, 3P Frontiers; chapter 1; initiative seat 0; view: seat 0
ambitions: none declared; available markers: 5/3, 3/2, 2/0
seat 0: Power 0; hand Adm4 Adm5 Agg3 Con2 Con4 Mob3; slots Material(3) Material(1) -(1); cities on board 4; supply ships 7, starports 4, agents 10
seat 1: Power 0; hand 6 cards; slots Psionic(3) Fuel(1) -(1); cities on board 4; supply ships 7, starports 4, agents 10
seat 2: Power 0; hand 6 cards; slots Fuel(3) Material(1) -(1); cities on board 4; supply ships 7, starports 4, agents 10
court: Populist Demands, Spacing Union, Guild Struggle, Lattice Spies; court deck 27
  1.0 [s2] s2 2 ships
  1.2 [s1] s1 3 ships, starport
  1.3 [s0] s0 3 ships, city
  4.2 [s2] s2 3 ships, city
  4.3 [s0] s0 3 ships, starport
  5.0 [s1] s1 2 ships
  5.3 [s1] s1 3 ships, city
  6.0 [s0] s0 2 ships
  6.1 [s2] s2 3 ships, starport
to move: seat 0 leads a card or passes

``render_view`` returns one self-contained HTML fragment: a ``<style>`` block scoped under
``.tl-arcs`` and plain markup with an inline SVG map drawn here from the map data (no
Graphviz, no scripts, no external assets). Cards a viewer may not see (other seats' hands,
face-down Copy and seize cards) are never written into it, not even hidden: only counts
and card backs.
"""  # noqa: E501

from __future__ import annotations

import math
from functools import lru_cache
from itertools import pairwise

from ..core.engine import ALL, CHANCE
from ..core.present import card_backs, esc, result_banner, viewer_label, viewer_text
from .base import adjacency
from .components import (
    ACTION_CARDS,
    AMBITION_COUNTS,
    CHAPTERS,
    CITY_BONUS,
    COURT,
    DICE,
    LEADERS,
    LORE,
    OPEN_SLOTS,
    PIECES,
    RESOURCES,
    SLOT_KEYS,
    SUIT_ACTIONS,
    SUIT_CODE,
    TWO_PLAYER_BOX,
)
from .mapdata import SETUP_CARDS, SYSTEMS
from .reach import reach
from .views import ArcsPlayerView, ArcsView, BattleView, SystemView, TurnView

__all__ = ["SEAT_COLOURS", "render_text", "render_view", "system_lines"]

SEAT_COLOURS: tuple[str, ...] = ("#0072B2", "#C04F00", "#007A5A", "#A8508A")
"""Seat 0-3: blue, vermillion, bluish green, reddish purple (Okabe-Ito hues, darkened so
white text on them keeps a 4.5:1 contrast). Every coloured piece also carries its seat
number, so colour is never the only cue."""
SEAT_NAMES: tuple[str, ...] = ("blue", "vermillion", "green", "purple")


# ---------------------------------------------------------------------- plain text
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
                bits.append(f"{_ships(f, d)} {'ship' if f + d == 1 else 'ships'}")
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


# ---------------------------------------------------------------------- HTML: styles
# Planet tints and resource chips follow the planet types' colours on the board (Material
# sand, Fuel amber, Weapon red, Relic teal, Psionic violet); action-card suits follow the
# cards (Administration blue, Aggression red, Construction orange, Mobilization green).
_TYPE_TINT = {"Material": "#e7dcc8", "Fuel": "#f6e3a3", "Weapon": "#f3bdb3",
              "Relic": "#bfe3de", "Psionic": "#dfcdf0"}
_RES_CLASS = {"Material": "mat", "Fuel": "fue", "Weapon": "wea", "Relic": "rel", "Psionic": "psi"}
_AMBITION_WORDS = {"captives": "Captives", "trophies": "Trophies"}

_CSS = """
.tl-arcs{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
 font-size:13px;line-height:1.25;color:#1c1d26;background:#f1f2f6;border:1px solid #cfd2dd;
 border-radius:10px;padding:8px 10px;width:100%;max-width:1120px;box-sizing:border-box}
.tl-arcs *{box-sizing:border-box}
.tl-arcs .tl-banner{background:#23264a;color:#fff;font-size:17px;font-weight:700;
 padding:8px 12px;border-radius:8px;margin-bottom:6px}
.tl-arcs .tl-banner.tl-draw{background:#5a5a5a}
.tl-arcs .tl-banner .tl-scores{display:block;font-size:13px;font-weight:400;margin-top:2px}
.tl-arcs .tl-status{display:flex;flex-wrap:wrap;align-items:center;gap:5px 14px;
 margin-bottom:6px}
.tl-arcs .tl-chapter{font-weight:800;font-size:17px}
.tl-arcs .tl-k{font-size:10.5px;color:#585c6e;text-transform:uppercase;letter-spacing:.04em;
 font-weight:700;margin-right:4px}
.tl-arcs .tl-pill{display:inline-block;padding:2px 9px;border-radius:999px;font-weight:700;
 font-size:12px;background:#f0b429;color:#3a2a00;border:1px solid #d89c10}
.tl-arcs .tl-pill.tl-chance{background:#e3e5ee;color:#383c55;border-color:#c3c7d8}
.tl-arcs .tl-prompt{font-weight:600}
.tl-arcs .tl-viewer{margin-left:auto;color:#585c6e;font-size:12px}
.tl-arcs .tl-seen{background:#fff8e1;border-color:#e5c46a;display:flex;flex-wrap:wrap;gap:4px;
 align-items:center}
.tl-arcs .tl-main{display:grid;grid-template-columns:minmax(0,1.7fr) minmax(0,1fr);gap:10px;
 align-items:start}
.tl-arcs .tl-mapbox{background:#fff;border:1px solid #cfd2dd;border-radius:8px;padding:4px}
.tl-arcs .tl-mapbox svg{display:block;width:100%;height:auto}
.tl-arcs .tl-nomap{padding:40px 16px;text-align:center;color:#585c6e;font-style:italic}
.tl-arcs .tl-panel{background:#fff;border:1px solid #cfd2dd;border-radius:8px;padding:5px 8px 6px;
 margin-bottom:8px}
.tl-arcs .tl-h{font-weight:800;font-size:13.5px;margin-bottom:3px;display:flex;gap:6px;
 align-items:baseline;flex-wrap:wrap}
.tl-arcs .tl-h small{font-weight:400;color:#585c6e;font-size:11px}
.tl-arcs .tl-lab{font-size:10.5px;color:#585c6e;text-transform:uppercase;letter-spacing:.04em;
 font-weight:700;margin:4px 0 2px}
.tl-arcs .tl-row{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.tl-arcs .tl-empty{color:#999;font-size:11.5px;font-style:italic}
.tl-arcs .tl-note{font-size:11.5px;color:#4a4e60}
.tl-arcs .tl-card{display:inline-flex;align-items:center;gap:4px;height:24px;padding:0 6px 0 0;
 border-radius:4px;font-size:11.5px;white-space:nowrap;border:1px solid #b9bccb;background:#fff;
 overflow:hidden}
.tl-arcs .tl-card b{display:inline-flex;align-items:center;justify-content:center;min-width:20px;
 height:100%;color:#fff;font-size:13px;padding:0 3px}
.tl-arcs .tl-card .tl-pips{letter-spacing:-1px;font-size:10px}
.tl-arcs .tl-card small{color:#585c6e;font-size:10px}
.tl-arcs .tl-card.tl-Adm{border-color:#2f6f9a}.tl-arcs .tl-card.tl-Adm b{background:#2f6f9a}
.tl-arcs .tl-card.tl-Agg{border-color:#b3322a}.tl-arcs .tl-card.tl-Agg b{background:#b3322a}
.tl-arcs .tl-card.tl-Con{border-color:#b06a0c}.tl-arcs .tl-card.tl-Con b{background:#b06a0c}
.tl-arcs .tl-card.tl-Mob{border-color:#2b7d55}.tl-arcs .tl-card.tl-Mob b{background:#2b7d55}
.tl-arcs .tl-card.tl-zeroed b{text-decoration:line-through}
.tl-arcs .tl-zero{display:inline-flex;align-items:center;justify-content:center;width:18px;
 height:18px;border-radius:50%;background:#222;color:#fff;font-size:11px;font-weight:800}
.tl-arcs .tl-back{display:inline-flex;align-items:center;height:24px;padding:0 7px;
 border-radius:4px;color:#fff;font-size:11.5px;font-weight:700;background:repeating-linear-gradient(
 45deg,#2b2f5c 0 5px,#3b4075 5px 10px);border:1px solid #23264a}
.tl-arcs .tl-back.tl-zero{background:none;color:#999;border:1px dashed #ccc;font-weight:400;
 width:auto;height:24px;border-radius:4px;font-size:11.5px}
.tl-arcs .tl-res{display:inline-block;padding:1px 6px;border-radius:3px;font-size:11px;
 font-weight:700;color:#fff;white-space:nowrap}
.tl-arcs .tl-res.tl-mat{background:#7d6a4f}.tl-arcs .tl-res.tl-fue{background:#9a6c00}
.tl-arcs .tl-res.tl-wea{background:#a8352a}.tl-arcs .tl-res.tl-rel{background:#1f7168}
.tl-arcs .tl-res.tl-psi{background:#70479b}
.tl-arcs .tl-seatchip{display:inline-flex;align-items:center;gap:3px;padding:0 6px;
 border-radius:999px;color:#fff;font-size:11px;font-weight:700;background:var(--c);
 white-space:nowrap;line-height:17px}
.tl-arcs .tl-keys{display:inline-block;padding:0 5px;border-radius:3px;background:#f7e7b0;
 border:1px solid #c9a53c;color:#5a4300;font-size:10.5px;font-weight:700;white-space:nowrap}
.tl-arcs .tl-side .tl-round-line{display:flex;flex-wrap:wrap;gap:4px;align-items:center;
 margin:2px 0}
.tl-arcs .tl-how{font-size:10.5px;font-weight:700;text-transform:uppercase;color:#585c6e}
.tl-arcs .tl-turn,.tl-arcs .tl-battle,.tl-arcs .tl-catapult{border-radius:6px;padding:4px 6px;
 margin-top:4px;font-size:12px}
.tl-arcs .tl-turn{background:#eef6ee;border:1px solid #a9cfa9}
.tl-arcs .tl-battle{background:#fbecea;border:1px solid #e0a49b}
.tl-arcs .tl-catapult{background:#eaf1fb;border:1px solid #9fbbe0}
.tl-arcs .tl-die{display:inline-block;padding:0 5px;border-radius:3px;font-size:11px;
 font-weight:700;border:1px solid #888;background:#fff}
.tl-arcs .tl-die.tl-assault{border-color:#b3322a;color:#b3322a}
.tl-arcs .tl-die.tl-skirmish{border-color:#2f6f9a;color:#2f6f9a}
.tl-arcs .tl-die.tl-raid{border-color:#9a6c00;color:#9a6c00}
.tl-arcs .tl-ambs{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:4px}
.tl-arcs .tl-amb{border:1.5px solid #c3c7d8;border-radius:6px;padding:3px 4px;min-height:62px;
 background:#fafbfd}
.tl-arcs .tl-amb.tl-declared{border-color:#23264a;background:#fff}
.tl-arcs .tl-amb .tl-an{font-weight:800;font-size:12px}
.tl-arcs .tl-amb .tl-ac{font-size:10px;color:#585c6e}
.tl-arcs .tl-marker{display:inline-block;padding:0 4px;border-radius:3px;background:#23264a;
 color:#fff;font-size:11px;font-weight:700;margin:1px 1px 0 0;white-space:nowrap}
.tl-arcs .tl-phantom{font-size:10px;color:#4a4e60;margin-top:2px}
.tl-arcs .tl-court{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:4px}
.tl-arcs .tl-cc{border:1.5px solid #b9bccb;border-radius:6px;padding:3px 5px;background:#fff;
 font-size:11.5px}
.tl-arcs .tl-cc.tl-vox{border-color:#6d5a9e;background:#f6f3fb}
.tl-arcs .tl-cc.tl-none{border-style:dashed;color:#999;font-style:italic}
.tl-arcs .tl-cc .tl-cn{font-weight:800;font-size:12px}
.tl-arcs .tl-cc .tl-ck{display:flex;gap:4px;align-items:center;flex-wrap:wrap;margin:1px 0}
.tl-arcs .tl-cc .tl-ct{font-size:10.5px;color:#3e4255;line-height:1.2}
.tl-arcs .tl-cc .tl-ag{display:flex;gap:3px;flex-wrap:wrap;margin-top:2px}
.tl-arcs .tl-boards{display:grid;grid-template-columns:repeat(auto-fit,minmax(480px,1fr));
 gap:8px;margin-top:2px}
.tl-arcs .tl-board{background:#fff;border:1px solid #cfd2dd;border-left:7px solid var(--c);
 border-radius:8px;padding:5px 8px 6px}
.tl-arcs .tl-board.tl-tomove{box-shadow:0 0 0 2.5px #f0b429}
.tl-arcs .tl-seathead{display:flex;align-items:center;gap:5px;flex-wrap:wrap;margin-bottom:3px}
.tl-arcs .tl-seatname{font-weight:800;font-size:15px;color:var(--c)}
.tl-arcs .tl-power{margin-left:auto;font-size:20px;font-weight:800}
.tl-arcs .tl-power small{font-size:11px;font-weight:600;color:#666;margin-left:2px}
.tl-arcs .tl-badge{display:inline-block;font-size:10px;font-weight:700;text-transform:uppercase;
 letter-spacing:.03em;padding:1px 6px;border-radius:4px;background:#e3e5ee;color:#383c55}
.tl-arcs .tl-badge.tl-you{background:#23264a;color:#fff}
.tl-arcs .tl-badge.tl-go{background:#f0b429;color:#3a2a00}
.tl-arcs .tl-badge.tl-init{background:#fff;border:1.5px solid #23264a;color:#23264a}
.tl-arcs .tl-badge.tl-won{background:#d9a21b;color:#2a1d00}
.tl-arcs .tl-slots{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:3px}
.tl-arcs .tl-slot{border:1.5px solid #9aa0b5;border-radius:5px;height:40px;display:flex;
 flex-direction:column;align-items:center;justify-content:space-between;padding:1px 2px 2px;
 background:#fff}
.tl-arcs .tl-slot.tl-covered{border-style:dashed;background:repeating-linear-gradient(135deg,
 #eef0f5 0 6px,#e2e5ee 6px 12px);color:#888}
.tl-arcs .tl-slot .tl-res{font-size:10px;padding:0 4px}
.tl-arcs .tl-slot .tl-cov{font-size:9.5px;font-style:italic}
.tl-arcs .tl-cities{display:flex;gap:3px;align-items:stretch;flex-wrap:wrap}
.tl-arcs .tl-city{width:62px;border:1.5px solid #9aa0b5;border-radius:5px;text-align:center;
 font-size:9.5px;padding:1px;color:#585c6e;background:#fff}
.tl-arcs .tl-city.tl-on{background:var(--c);border-color:var(--c);color:#fff;font-weight:700}
.tl-arcs .tl-city.tl-off{border-style:dashed}
.tl-arcs .tl-grid2{display:grid;grid-template-columns:auto minmax(0,1fr);gap:2px 8px;
 align-items:center}
.tl-arcs .tl-outrage{display:inline-flex;gap:3px;flex-wrap:wrap}
.tl-arcs .tl-os{display:inline-block;padding:0 5px;border-radius:3px;border:1px solid #c3c7d8;
 font-size:10.5px;color:#999}
.tl-arcs .tl-os.tl-agent{background:var(--c);color:#fff;border-color:var(--c);font-weight:700}
.tl-arcs .tl-os.tl-placeholder{border:1.5px dashed #444;color:#222;font-weight:700}
.tl-arcs .tl-guild{display:inline-flex;gap:4px;align-items:center;border:1px solid #b9bccb;
 border-radius:4px;padding:1px 5px;font-size:11.5px;background:#fff}
.tl-arcs .tl-legend{margin-top:6px;font-size:11px;color:#4a4e60;display:flex;flex-wrap:wrap;
 gap:4px 12px;align-items:center}
.tl-arcs svg text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,
 sans-serif}
"""


# ---------------------------------------------------------------------- HTML: small pieces
def _seat_chip(seat: int, text: str, title: str = "") -> str:
    tip = f' title="{esc(title)}"' if title else ""
    return (f'<span class="tl-seatchip" style="--c:{_colour(seat)}" data-owner="{seat}"{tip}>'
            f'{esc(text)}</span>')


def _colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _res(kind: str) -> str:
    return f'<span class="tl-res tl-{_RES_CLASS.get(kind, "mat")}">{esc(kind)}</span>'


def _keys(n: int) -> str:
    return (f'<span class="tl-keys" data-keys="{n}" title="raid cost: {n} '
            f'key{"" if n == 1 else "s"}">{n} key{"" if n == 1 else "s"}</span>')


def _action_card(code: str, zeroed: bool = False) -> str:
    """A face-up action card: number on the suit's colour, suit, pips, declarable ambition."""
    info = ACTION_CARDS[code]
    amb = {None: "no ambition", "any": "any ambition"}.get(info.ambition, info.ambition)
    title = (f"{info.name}: {info.pips} pip{'s' if info.pips != 1 else ''} "
             f"({', '.join(SUIT_ACTIONS[info.suit])}); declares {amb}")
    zero = ""
    if zeroed:
        title += "; the zero marker covers its number"
        zero = '<span class="tl-zero" title="zero marker: an ambition was declared">0</span>'
    cls = f"tl-card tl-{SUIT_CODE[info.suit]}" + (" tl-zeroed" if zeroed else "")
    return (f'<span class="{cls}" data-card="{esc(code)}" title="{esc(title)}">'
            f'<b>{info.number}</b>{zero}{esc(info.suit)}<span class="tl-pips">'
            f'{"●" * info.pips}</span><small>{esc(amb)}</small></span>')


def _back(what: str) -> str:
    return f'<span class="tl-back" title="{esc(what)}">face down</span>'


def _who(seat: int | None) -> str:
    if seat is None:
        return ""
    return "chance" if seat == CHANCE else f"seat {seat}"


# ---------------------------------------------------------------------- HTML: status line
def _status(view: ArcsView) -> str:
    parts = [f'<span class="tl-chapter" data-chapter="{view.chapter}">Chapter {view.chapter}'
             '</span>',
             f'<span><span class="tl-k">Setup</span><span data-setup="{esc(view.setup)}">'
             f'{esc(view.setup or "not drawn yet")}</span></span>']
    init = ('<span class="tl-k">Initiative</span>'
            + _seat_chip(view.initiative, f"seat {view.initiative}"))
    if view.seized is not None:
        init += f' <span data-seized="{view.seized}">seized by seat {view.seized}</span>'
    parts.append(f'<span data-initiative="{view.initiative}">{init}</span>')
    parts.append(f'<span><span class="tl-k">Game ends at</span>{view.threshold} Power'
                 f' or after chapter {CHAPTERS}</span>')
    if view.outcome is None and view.to_move is not None:
        cls = "tl-pill tl-chance" if view.to_move == CHANCE else "tl-pill"
        parts.append(f'<span class="{cls}" data-to-move="{view.to_move}">'
                     f'{esc(_who(view.to_move))} to decide</span>')
    if view.outcome is None and view.prompt:
        prompt = view.prompt[:1].upper() + view.prompt[1:]
        parts.append(f'<span class="tl-prompt" data-prompt="1">{esc(prompt)}</span>')
    parts.append(viewer_label(view.viewer, "every hand and face-down card shown"))
    return f'<div class="tl-status">{"".join(parts)}</div>'


# ---------------------------------------------------------------------- HTML: the map
_SCALE = 54.0  # px per inch of the map data
_W, _H = 680, 692
_CX, _CY = _W / 2, _H / 2
_PLANET_R = 28.0
_GATE_R = 16.0
_CHIP_H = 14
_SLOT = 13


def _xy(sid: str) -> tuple[float, float]:
    x, y = SYSTEMS[sid].pos
    return _CX + x * _SCALE, _CY - y * _SCALE


def _hexagon(x: float, y: float, r: float) -> str:
    pts = ((x + r, y), (x + r / 2, y - r * 0.866), (x - r / 2, y - r * 0.866), (x - r, y),
           (x - r / 2, y + r * 0.866), (x + r / 2, y + r * 0.866))
    return " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)


def _length(points: list[tuple[float, float]]) -> float:
    return sum(math.hypot(x2 - x1, y2 - y1) for (x1, y1), (x2, y2) in pairwise(points))


@lru_cache(maxsize=16)
def _edges(setup: str) -> tuple[str, ...]:
    """The Reach's edges (``adjacency``), path markers drawn through the covered gates
    (the same for every view of a setup card, so kept)."""
    adj = adjacency(setup)
    graph = reach(setup)
    out = []
    for a, near in adj.items():
        for b in near:
            if b <= a:
                continue
            via = graph.edges[a, b].get("via", ())
            pts = min(([_xy(a), *(_xy(f"{c}.0") for c in order), _xy(b)]
                       for order in (via, via[::-1])), key=_length)
            line = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
            if via:
                title = (f"{a} – {b}: path marker over out-of-play cluster"
                         f"{'s' if len(via) > 1 else ''} {', '.join(map(str, via))}")
                out.append(f'<polyline class="tl-edge" data-edge="{a} {b}" points="{line}" '
                           'fill="none" stroke="#8d93ab" stroke-width="3" '
                           f'stroke-dasharray="7 4"><title>{esc(title)}</title></polyline>')
            else:
                out.append(f'<polyline class="tl-edge" data-edge="{a} {b}" points="{line}" '
                           'fill="none" stroke="#b8bccb" stroke-width="2.2"/>')
    return tuple(out)


def _chip_width(text: str) -> float:
    return 17 + len(text) * 6.1


def _ship_chips(sv: SystemView, x: float, y: float, r: float, inward: bool) -> str:
    """Per seat a chip ``3▲ 1▽`` (fresh ▲, damaged ▽) in the seat's colour with its seat
    number, stacked away from the planet (outward) or toward the map's centre (gates)."""
    chips = [(seat, f, d) for seat, (f, d) in enumerate(sv.ships) if f or d]
    if not chips:
        return ""
    dx, dy = x - _CX, y - _CY
    norm = max(math.hypot(dx, dy), 1e-6)
    ux, uy = dx / norm, dy / norm
    if inward:
        ux, uy = -ux, -uy
    ax, ay = x + ux * (r + 5), y + uy * (r + 5)
    texts = [(seat, (f"{f}▲" if f else "") + (" " if f and d else "") + (f"{d}▽" if d else ""),
              f, d) for seat, f, d in chips]
    placed: list[tuple[float, float, int, str, int, int]] = []
    if abs(ux) < 0.2:  # straight above or below: rows of two chips centred on the anchor
        for row in range(0, len(texts), 2):
            pair = texts[row:row + 2]
            widths = [_chip_width(t) for _, t, _, _ in pair]
            left = ax - (sum(widths) + 3 * (len(pair) - 1)) / 2
            ry = ay + (row // 2) * (_CHIP_H + 2) * (1 if uy > 0 else -1)
            if uy < 0:
                ry -= _CHIP_H
            for (seat, t, f, d), w in zip(pair, widths, strict=True):
                placed.append((left, ry, seat, t, f, d))
                left += w + 3
    else:  # to a side: one column, centred on the anchor's height
        top = ay - (len(texts) * (_CHIP_H + 2) - 2) / 2
        for i, (seat, t, f, d) in enumerate(texts):
            w = _chip_width(t)
            band = top + i * (_CHIP_H + 2)
            near = 0.0 if band <= y <= band + _CHIP_H else min(abs(band - y),
                                                               abs(band + _CHIP_H - y))
            clear = math.sqrt(r * r - near * near) + 4 if near < r else 0.0  # keep off the shape
            left = max(ax, x + clear) if ux > 0 else min(ax, x - clear) - w
            placed.append((left, band, seat, t, f, d))
    out = []
    for left, top, seat, t, f, d in placed:
        w = _chip_width(t)
        title = f"seat {seat}: {f} fresh, {d} damaged ship{'s' if f + d != 1 else ''}"
        out.append(
            f'<g class="tl-ships" data-owner="{seat}" data-fresh="{f}" data-damaged="{d}">'
            f'<title>{esc(title)}</title>'
            f'<rect x="{left:.1f}" y="{top:.1f}" width="{w:.1f}" height="{_CHIP_H}" rx="3" '
            f'fill="{_colour(seat)}"/>'
            f'<circle cx="{left + 7:.1f}" cy="{top + 7:.1f}" r="5" fill="#fff"/>'
            f'<text x="{left + 7:.1f}" y="{top + 10:.1f}" font-size="8.5" font-weight="800" '
            f'text-anchor="middle" fill="{_colour(seat)}">{seat}</text>'
            f'<text x="{left + 14:.1f}" y="{top + 10.5:.1f}" font-size="10" font-weight="700" '
            f'fill="#fff">{esc(t)}</text></g>')
    return "".join(out)


def _buildings(sv: SystemView, x: float, y: float, slots: int) -> str:
    """The planet's building slots: empty (dashed) or a city (square) / starport (circle) in
    its owner's colour; a damaged one is drawn pale with a dashed outline."""
    total = max(slots, len(sv.buildings))
    if total == 0:
        return ""
    width = total * _SLOT + (total - 1) * 3
    left, top = x - width / 2, y + 3
    out = []
    for i in range(total):
        sx = left + i * (_SLOT + 3)
        cx, cy = sx + _SLOT / 2, top + _SLOT / 2
        if i >= len(sv.buildings):
            out.append(f'<rect class="tl-emptyslot" x="{sx:.1f}" y="{top:.1f}" width="{_SLOT}" '
                       f'height="{_SLOT}" rx="1.5" fill="none" stroke="#6b7088" '
                       'stroke-dasharray="2 2"/>')
            continue
        owner, kind, damaged = sv.buildings[i]
        col = _colour(owner)
        fill, ink, dash = (f'{col}" fill-opacity=".25', "#1c1d26",
                           ' stroke-dasharray="2.5 1.5"') if damaged else (col, "#fff", "")
        if kind == "city":
            shape = (f'<rect x="{sx:.1f}" y="{top:.1f}" width="{_SLOT}" height="{_SLOT}" '
                     f'rx="1.5" fill="{fill}" stroke="{col}" stroke-width="2"{dash}/>')
        else:
            shape = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{_SLOT / 2:.1f}" fill="{fill}" '
                     f'stroke="{col}" stroke-width="2"{dash}/>')
        letter = "C" if kind == "city" else "S"
        state = "damaged" if damaged else "fresh"
        out.append(f'<g class="tl-bldg" data-owner="{owner}" data-kind="{esc(kind)}" '
                   f'data-damaged="{int(damaged)}"><title>seat {owner} {esc(kind)}, {state}'
                   f'</title>{shape}<text x="{cx:.1f}" y="{cy + 3.2:.1f}" '
                   f'font-size="8.5" font-weight="800" text-anchor="middle" fill="{ink}">'
                   f'{letter}{owner}</text></g>')
    return "".join(out)


def _system(sv: SystemView, battle: BattleView | None,
            catapult: tuple[str, int, int] | None) -> str:
    info = SYSTEMS[sv.id]
    x, y = _xy(sv.id)
    ctrl = sv.controller
    stroke, width = (_colour(ctrl), 4.0) if ctrl is not None else ("#6b7088", 1.2)
    ctrl_text = f"controlled by seat {ctrl}" if ctrl is not None else "no one controls it"
    marks = []
    if battle is not None and battle.system == sv.id:
        r = (_PLANET_R if not info.is_gate else _GATE_R) + 7
        marks.append(f'<circle class="tl-battlemark" cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" '
                     'fill="none" stroke="#d22" stroke-width="2.5" stroke-dasharray="5 3"/>')
    if catapult is not None and catapult[0] == sv.id:
        r = (_PLANET_R if not info.is_gate else _GATE_R) + 7
        marks.append(f'<circle class="tl-catapultmark" cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" '
                     'fill="none" stroke="#2266cc" stroke-width="2.5" stroke-dasharray="2 3"/>')
    attrs = (f'class="tl-sys" data-system="{sv.id}" data-kind="{info.kind}" '
             f'data-control="{ctrl if ctrl is not None else "none"}"')
    if info.is_gate:
        title = f"gate {sv.id}; {ctrl_text}"
        return (f'<g {attrs}><title>{esc(title)}</title>{"".join(marks)}'
                f'<polygon points="{_hexagon(x, y, _GATE_R)}" fill="#e9eaf1" stroke="{stroke}" '
                f'stroke-width="{width}"/><text x="{x:.1f}" y="{y + 3.5:.1f}" font-size="10" '
                f'font-weight="700" text-anchor="middle" fill="#23264a">{sv.id}</text>'
                f'{_buildings(sv, x, y + 16, 0) if sv.buildings else ""}'
                f'{_ship_chips(sv, x, y, _GATE_R, inward=True)}</g>')
    title = f"{info.describe()}; {ctrl_text}"
    ptype = info.planet_type or ""
    return (f'<g {attrs} data-type="{esc(ptype)}" data-building-slots="{info.slots}">'
            f'<title>{esc(title)}</title>{"".join(marks)}'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{_PLANET_R}" '
            f'fill="{_TYPE_TINT.get(ptype, "#eee")}" '
            f'stroke="{stroke}" stroke-width="{width}"/>'
            f'<text x="{x:.1f}" y="{y - 12:.1f}" font-size="10.5" font-weight="800" '
            f'text-anchor="middle" fill="#1c1d26">{sv.id} {esc(info.glyph)}</text>'
            f'<text x="{x:.1f}" y="{y - 2:.1f}" font-size="8" text-anchor="middle" '
            f'fill="#3e4255">{esc(ptype)}</text>'
            f'{_buildings(sv, x, y, info.slots)}'
            f'{_ship_chips(sv, x, y, _PLANET_R, inward=False)}</g>')


def _out_of_play(cluster: int) -> str:
    out = []
    for sid, info in SYSTEMS.items():
        if info.cluster != cluster:
            continue
        x, y = _xy(sid)
        if info.is_gate:
            shape = (f'<polygon points="{_hexagon(x, y, _GATE_R)}" fill="#f4f4f6" '
                     'stroke="#b5b8c5" stroke-dasharray="3 3"/>')
        else:
            shape = (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{_PLANET_R}" fill="#f4f4f6" '
                     'stroke="#b5b8c5" stroke-dasharray="3 3"/>')
        out.append(f'<g class="tl-oop" data-out-of-play="{sid}"><title>{sid}: out of play '
                   f'(cluster {cluster})</title>{shape}<text x="{x:.1f}" y="{y + 3.5:.1f}" '
                   f'font-size="9" text-anchor="middle" fill="#a0a4b4">{sid}</text></g>')
    gx, gy = _xy(f"{cluster}.0")
    tx, ty = gx - (gx - _CX) * 0.3, gy - (gy - _CY) * 0.3 + 4
    out.append(f'<text x="{tx:.1f}" y="{ty:.1f}" font-size="10" font-style="italic" '
               f'text-anchor="middle" fill="#9195a8">cluster {cluster} out of play</text>')
    return "".join(out)


def _map(view: ArcsView) -> str:
    """The Reach as an inline SVG: edges, out-of-play clusters greyed, every in-play system
    with its buildings, ships per seat and controller, battle/Catapult systems ringed."""
    if not view.setup or view.setup not in SETUP_CARDS:
        return ('<div class="tl-mapbox"><div class="tl-nomap" data-map="none">No setup card '
                'yet: the map (clusters in play, starting pieces) is set once chance draws '
                'one.</div></div>')
    parts = [f'<svg class="tl-map" viewBox="0 0 {_W} {_H}" '
             f'role="img" aria-label="{esc("The Reach, " + view.setup)}" data-map="'
             f'{esc(view.setup)}">']
    parts += _edges(view.setup)
    parts += [_out_of_play(c) for c in view.out_of_play]
    parts += [_system(sv, view.battle, view.catapult) for sv in view.systems]
    parts.append(f'<text x="{_CX}" y="{_CY - 8}" font-size="15" font-weight="800" '
                 f'text-anchor="middle" fill="#23264a">The Reach</text>'
                 f'<text x="{_CX}" y="{_CY + 10}" font-size="11" text-anchor="middle" '
                 f'fill="#585c6e">{esc(view.setup)} · chapter {view.chapter}</text>')
    parts.append("</svg>")
    return f'<div class="tl-mapbox">{"".join(parts)}</div>'


# ---------------------------------------------------------------------- HTML: the round
def _turn(t: TurnView) -> str:
    pips = f"{t.pips} pip{'s' if t.pips != 1 else ''} left"
    allowed = ", ".join(t.allowed) or "none"
    bits = [f'<b>Seat {t.seat}</b> {esc(t.how)} turn · {esc(t.suit)} · {pips}',
            "Prelude (resources and Prelude actions first)" if t.prelude else "actions",
            f"allowed: {esc(allowed)}"]
    if t.weapon:
        bits.append("Weapon spent: may battle with any pips")
    return (f'<div class="tl-turn" data-turn="{t.seat}" data-pips="{t.pips}" '
            f'data-prelude="{int(t.prelude)}">{" · ".join(bits)}</div>')


def _die(kind: str, face: int | None = None) -> str:
    if face is None:
        return f'<span class="tl-die tl-{esc(kind)}">{esc(kind)}</span>'
    hits, own, intercept, bhits, keys = DICE[kind][face - 1]
    words = [_plural(n, w) for n, w in ((hits, "hit"), (own, "self-hit"), (intercept, "intercept"),
                                        (bhits, "building hit"), (keys, "key")) if n] or ["blank"]
    return (f'<span class="tl-die tl-{esc(kind)}" data-face="{face}" '
            f'title="{esc(", ".join(words))}">{esc(kind)} {face}: {esc(", ".join(words))}'
            '</span>')


def _battle(b: BattleView) -> str:
    dice = "".join(_die(k) for k in b.dice) or '<span class="tl-empty">none</span>'
    rolled = "".join(_die(k, f) for k, f in b.rolled) or '<span class="tl-empty">not yet</span>'
    return (f'<div class="tl-battle" data-battle="{b.system}"><b>Battle at {b.system}</b>: '
            f'{_seat_chip(b.attacker, f"seat {b.attacker}")} attacks '
            f'{_seat_chip(b.defender, f"seat {b.defender}")}'
            f'<div class="tl-row">dice: {dice}</div><div class="tl-row">rolled: {rolled}</div>'
            f'<div>raid keys: <b data-raid-keys="{b.keys}">{b.keys}</b></div></div>')


def _round(view: ArcsView) -> str:
    rows = []
    if view.lead is not None:
        seat, card, zero = view.lead
        note = (' <span class="tl-note">zero marker on it: an ambition was declared, the card '
                'counts as 0</span>') if zero else ""
        rows.append(f'<div class="tl-round-line" data-lead="{seat}"><span class="tl-how">lead'
                    f'</span>{_seat_chip(seat, f"seat {seat}")}{_action_card(card, zero)}'
                    f'{note}</div>')
    for seat, maybe, how in view.played:
        if how == "lead":
            continue
        shown = _action_card(maybe) if maybe is not None else _back(
            f"seat {seat}'s {how} card: face down")
        rows.append(f'<div class="tl-round-line" data-played="{seat}" data-how="{esc(how)}">'
                    f'<span class="tl-how">{esc(how)}</span>{_seat_chip(seat, f"seat {seat}")}'
                    f'{shown}</div>')
    for seat, maybe in view.extras:
        shown = _action_card(maybe) if maybe is not None else _back(
            f"seat {seat}'s card used to seize: face down")
        rows.append(f'<div class="tl-round-line" data-extra="{seat}"><span class="tl-how">'
                    f'seized with</span>{_seat_chip(seat, f"seat {seat}")}{shown}</div>')
    for seat, union, card in view.unions:
        rows.append(f'<div class="tl-round-line" data-union="{seat}"><span class="tl-how">'
                    f'{esc(COURT[union].name)}</span>{_seat_chip(seat, f"seat {seat}")} takes '
                    f'{_action_card(card)} into hand at round end</div>')
    if not rows:
        rows.append('<span class="tl-empty">no card played this round yet</span>')
    if view.turn is not None:
        rows.append(_turn(view.turn))
    if view.limbo:
        rows.append('<div class="tl-round-line">spent this Prelude: '
                    + "".join(_res(r) for r in view.limbo) + "</div>")
    if view.battle is not None:
        rows.append(_battle(view.battle))
    if view.catapult is not None:
        at, f, d = view.catapult
        rows.append(f'<div class="tl-catapult" data-catapult="{at}"><b>Catapult</b>: ships at '
                    f'{at} ({f} fresh, {d} damaged) may move on or stop</div>')
    piles = (f'<div class="tl-row tl-note" style="margin-top:4px"><span class="tl-k">Action '
             f'deck</span><span data-deck="{view.deck}">{view.deck}</span>'
             f'<span class="tl-k" style="margin-left:8px">Discard</span>'
             f'<span data-discard="{view.discard}">{view.discard} face down</span>')
    if view.discard_up:
        piles += ("<span>face up:</span>" + "".join(_action_card(c) for c in view.discard_up))
    piles += "</div>"
    return (f'<div class="tl-panel" data-round="1"><div class="tl-h">This round</div>'
            f'{"".join(rows)}{piles}</div>')


def _ambitions(view: ArcsView) -> str:
    boxes = []
    for name, markers, phantom in view.ambitions:
        counts = " + ".join(_AMBITION_WORDS.get(c, c) for c in AMBITION_COUNTS.get(name, ()))
        chips = "".join(f'<span class="tl-marker" title="first place {f} Power, second {s}">'
                        f"{f}/{s}</span>" for f, s in markers)
        extra = ""
        if phantom:
            kinds = "/".join(r for r, a in TWO_PLAYER_BOX.items() if a == name)
            extra = (f'<div class="tl-phantom" data-box-tokens="{phantom}" title="2 players: '
                     'the resources on the box count as a third player">'
                     f'+{phantom} {esc(kinds)}</div>')
        cls = "tl-amb tl-declared" if markers else "tl-amb"
        values = " ".join(f"{f}/{s}" for f, s in markers)
        boxes.append(f'<div class="{cls}" data-ambition="{esc(name)}" data-markers="{values}">'
                     f'<div class="tl-an">{esc(name)}</div><div class="tl-ac">{esc(counts)}'
                     f'</div>{chips}{extra}</div>')
    avail = "".join(f'<span class="tl-marker">{f}/{s}</span>' for f, s in view.markers) or \
        '<span class="tl-empty">all placed</span>'
    supply = "".join(f"{_res(r)}&nbsp;{n} " for r, n in view.supply)
    return (f'<div class="tl-panel"><div class="tl-h">Ambitions <small>marker: first/second '
            f'place Power</small></div><div class="tl-ambs">{"".join(boxes)}</div>'
            f'<div class="tl-row" style="margin-top:3px"><span class="tl-k">Available markers'
            f'</span><span class="tl-row" data-markers-available="'
            f'{" ".join(f"{f}/{s}" for f, s in view.markers)}">{avail}</span></div>'
            f'<div class="tl-row" style="margin-top:3px"><span class="tl-k">Resource supply'
            f'</span>{supply}</div></div>')


_NO_AGENTS = '<span class="tl-empty">no agents</span>'


def _court_card(cid: str | None, agents: tuple[int, ...], index: int) -> str:
    if cid is None:
        return f'<div class="tl-cc tl-none" data-court-slot="{index}">(empty)</div>'
    card = COURT[cid]
    placed = "".join(_seat_chip(s, f"{n} agent{'s' if n != 1 else ''}", f"seat {s}")
                     for s, n in enumerate(agents) if n)
    if card.kind == "guild":
        kind = f'Guild · {_res(card.suit or "")} {_keys(card.keys)}'
        cls = "tl-cc"
    else:
        kind = "Vox"
        cls = "tl-cc tl-vox"
    return (f'<div class="{cls}" data-court="{esc(cid)}" data-court-slot="{index}" '
            f'data-keys="{card.keys}"><div class="tl-cn">{esc(card.name)}</div>'
            f'<div class="tl-ck">{kind}</div><div class="tl-ct">{esc(card.text)}</div>'
            f'<div class="tl-ag" data-agents="{" ".join(map(str, agents))}">'
            f'{placed or _NO_AGENTS}</div></div>')


def _court(view: ArcsView) -> str:
    cards = "".join(_court_card(c, a, i) for i, (c, a) in enumerate(view.court))
    discard = ", ".join(COURT[c].name for c in view.court_discard) or "none"
    buried = (f' (<span data-court-bottom="{view.court_bottom}">{view.court_bottom}</span> '
              'buried under it, drawn first)') if view.court_bottom else ""
    return (f'<div class="tl-panel"><div class="tl-h">The Court <small>deck '
            f'<span data-court-deck="{view.court_deck}">{view.court_deck}</span>{buried}'
            f' · discard: {esc(discard)}</small></div><div class="tl-court">{cards}</div></div>')


# ---------------------------------------------------------------------- HTML: player boards
def _hand(p: ArcsPlayerView) -> str:
    if p.hand is None:
        inner = card_backs(p.hand_count, f"seat {p.seat}'s hand: secret")
    else:
        inner = "".join(_action_card(c) for c in p.hand) or '<span class="tl-empty">empty</span>'
    return (f'<div class="tl-lab">Hand ({p.hand_count})</div>'
            f'<div class="tl-row" data-hand="{p.seat}">{inner}</div>')


def _slots(p: ArcsPlayerView) -> str:
    cells = []
    for i, keys in enumerate(SLOT_KEYS):
        res = p.resources[i] if i < len(p.resources) else None
        is_open = i < p.open_slots
        inner = _res(res) if res else (
            '<span class="tl-empty">empty</span>' if is_open else
            '<span class="tl-cov">covered</span>')
        cls = "tl-slot" if is_open else "tl-slot tl-covered"
        cells.append(f'<div class="{cls}" data-slot="{i}" data-keys="{keys}" '
                     f'data-open="{int(is_open)}" data-res="{esc(res or "")}">{_keys(keys)}'
                     f'{inner}</div>')
    waiting = ""
    if p.waiting:
        waiting = (f'<div class="tl-row" data-waiting="{p.seat}" style="margin-top:2px">'
                   '<span class="tl-k">Waiting for a slot</span>'
                   + "".join(_res(r) for r in p.waiting)
                   + '<span class="tl-note">(no open slot: one must be discarded)</span></div>')
    return (f'<div class="tl-lab">Resources ({p.open_slots} open slots; raid cost above each)'
            f'</div><div class="tl-slots" data-resource-slots="{p.seat}">{"".join(cells)}</div>'
            f'{waiting}')


def _city_track(p: ArcsPlayerView) -> str:
    """The 5 city spaces, left to right (cities leave from the left) and what each uncovers,
    from the board's printed tables (``OPEN_SLOTS``, ``CITY_BONUS``)."""
    total = PIECES["cities"]
    off = total - p.cities_on_board
    cells = []
    for i in range(total):
        slots = OPEN_SLOTS[i + 1] - OPEN_SLOTS[i] if i + 1 < len(OPEN_SLOTS) else 0
        bonus = CITY_BONUS[i + 1] - CITY_BONUS[i] if i + 1 < len(CITY_BONUS) else 0
        gives = (f"+{slots} slot{'s' if slots > 1 else ''}" if slots else
                 f"+{bonus} to won ambitions" if bonus else "")
        on = i >= off
        cells.append(f'<div class="tl-city {"tl-on" if on else "tl-off"}" data-city="{i}" '
                     f'data-on="{int(on)}">{"city" if on else "built"}<br>{esc(gives)}</div>')
    note = (f'<span class="tl-note" data-city-bonus="{p.city_bonus}">bonus to each ambition '
             f'won: <b>+{p.city_bonus}</b> Power</span>')
    return (f'<div class="tl-lab">Cities on the board: {p.cities_on_board}</div>'
            f'<div class="tl-cities" data-cities="{p.seat}">{"".join(cells)}{note}</div>')


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _board(view: ArcsView, p: ArcsPlayerView) -> str:
    seat = p.seat
    over = view.outcome is not None
    badges = []
    if view.viewer == seat:
        badges.append('<span class="tl-badge tl-you">you</span>')
    if view.initiative == seat:
        badges.append('<span class="tl-badge tl-init" title="holds the initiative marker">'
                      "initiative</span>")
    if view.seized == seat:
        badges.append('<span class="tl-badge tl-init">seized</span>')
    cls = "tl-board"
    if not over and view.to_move == seat:
        cls += " tl-tomove"
        badges.append('<span class="tl-badge tl-go">to decide</span>')
    if over and view.outcome is not None and seat in view.outcome.winners:
        badges.append('<span class="tl-badge tl-won">winner</span>')
    head = (f'<div class="tl-seathead"><span class="tl-seatname">Seat {seat}</span>'
            f'<span class="tl-note">({SEAT_NAMES[seat % len(SEAT_NAMES)]})</span>'
            f'{"".join(badges)}<span class="tl-power" data-power="{p.power}">{p.power}'
            '<small>Power</small></span></div>')
    ships, cities, ports = p.on_map
    supply = (f'<span data-supply="{seat}">ships {p.ships_supply}, starports '
              f'{p.starports_supply}, agents {p.agents_supply}</span> '
              f'<span class="tl-note">(on the map: {_plural(ships, "ship")}, '
              f'{cities} {"city" if cities == 1 else "cities"}, '
              f'{_plural(ports, "starport")})</span>')
    trophies = "".join(_seat_chip(o, _plural(c, k), f"seat {o}'s {k}s")
                       for o, k, c in p.trophies) or '<span class="tl-empty">none</span>'
    captives = "".join(_seat_chip(o, _plural(c, "agent"), f"seat {o}'s agents")
                       for o, c in p.captives) or '<span class="tl-empty">none</span>'
    outraged = dict(p.outrage)
    spaces = []
    for r in RESOURCES:
        how = outraged.get(r)
        if how == "agent":
            spaces.append(f'<span class="tl-os tl-agent" data-outrage="{r}" data-how="agent" '
                          f'title="Outrage: {r}, an agent marks it">{r}: agent</span>')
        elif how is not None:
            spaces.append(f'<span class="tl-os tl-placeholder" data-outrage="{r}" '
                          f'data-how="{esc(how)}" title="Outrage: {r}, no agent left to mark it"'
                          f'>{r}: {esc(how)}</span>')
        else:
            spaces.append(f'<span class="tl-os" title="no Outrage of {r}">{r}</span>')
    guild = "".join(
        f'<span class="tl-guild" data-guild="{esc(c)}" title="{esc(COURT[c].text)}">'
        f'<b>{esc(COURT[c].name)}</b>{_res(COURT[c].suit or "")}{_keys(COURT[c].keys)}</span>'
        for c in p.guild) or '<span class="tl-empty">none</span>'
    rows = (f'<div class="tl-grid2" style="margin-top:4px">'
            f'<span class="tl-k">Supply</span><span>{supply}</span>'
            f'<span class="tl-k">Trophies</span><span class="tl-row" data-trophies="{seat}">'
            f'{trophies}</span>'
            f'<span class="tl-k">Captives</span><span class="tl-row" data-captives="{seat}">'
            f'{captives}</span>'
            f'<span class="tl-k">Outrage</span><span class="tl-outrage" data-outrages="{seat}">'
            f'{"".join(spaces)}</span>'
            f'<span class="tl-k">Guild cards</span><span class="tl-row" data-guilds="{seat}">'
            f'{guild}</span>{_leader_lore(p)}</div>')
    return (f'<div class="{cls}" data-seat="{seat}" style="--c:{_colour(seat)}">{head}'
            f'{_hand(p)}{_slots(p)}{_city_track(p)}{rows}</div>')


def _leader_lore(p: ArcsPlayerView) -> str:
    """Leaders & Lore: the seat's leader and lore cards (with their texts as tooltips) and the
    token on Ancient Holdings' slot."""
    if p.leader is None:
        return ""
    lead = LEADERS[p.leader]
    lore = "".join(f'<span class="tl-guild" data-lore="{esc(c)}" title="{esc(LORE[c].text)}">'
                   f'<b>{esc(LORE[c].name)}</b></span>' for c in p.lore)
    vault = ""
    if p.vault is not None and p.extra_slot is not None:
        card, keys = p.extra_slot
        vault = (f' <span class="tl-note" data-vault="{p.seat}">{esc(card)} slot: '
                 f'{_res(p.vault)}{_keys(keys)}</span>')
    return (f'<span class="tl-k">Leader</span><span class="tl-row" data-leader="{p.seat}">'
            f'<span class="tl-guild" title="{esc(lead.text)}"><b>{esc(lead.name)}</b></span>'
            f'</span><span class="tl-k">Lore</span><span class="tl-row" '
            f'data-lores="{p.seat}">{lore}{vault}</span>')


def _draft_row(view: ArcsView) -> str:
    """The Leaders & Lore draft row while it is on the table."""
    leaders, lore = view.ll_row
    if not leaders and not lore:
        return ""
    cards = [(LEADERS[c].name, "leader", LEADERS[c].text) for c in leaders]
    cards += [(LORE[c].name, "lore", LORE[c].text) for c in lore]
    body = "".join(f'<div class="tl-cc" data-draft="{esc(name)}"><b>{esc(name)}</b> '
                   f'<span class="tl-note">{kind}</span><div>{esc(text)}</div></div>'
                   for name, kind, text in cards)
    return (f'<div class="tl-panel" data-draft-row="1"><div class="tl-h">Leaders &amp; Lore '
            f'draft</div><div class="tl-court">{body}</div></div>')


def _legend(n: int) -> str:
    seats = "".join(_seat_chip(s, f"seat {s}", SEAT_NAMES[s % len(SEAT_NAMES)])
                    for s in range(n))
    return ('<div class="tl-legend"><span class="tl-row">' + seats + '</span>'
            "<span>Ships: <b>▲</b> fresh, <b>▽</b> damaged, in the seat's colour with its "
            "number</span><span>Buildings: square C = city, circle S = starport, with the "
            "owner's number; pale with a dashed outline = damaged</span><span>A thick outline "
            "in a seat's colour: that seat controls the system</span><span>Dashed line: path "
            "marker over an out-of-play cluster</span></div>")


def _seen(view: ArcsView) -> str:
    """The rival hand this seat looked at with Farseers (the view holds it for this seat
    only)."""
    if view.seen is None:
        return ""
    rival, cards = view.seen
    shown = "".join(_action_card(c) for c in cards) or '<span class="tl-empty">no cards</span>'
    return (f'<div class="tl-panel tl-seen" data-seen="{rival}"><span class="tl-k">Seat '
            f'{rival}\'s hand (you looked, {esc(view.seen_by)})</span><span class="tl-row">'
            f'{shown}</span>'
            '</div>')


def render_view(view: ArcsView) -> str:
    """One self-contained HTML fragment showing ``view`` (styles scoped to ``.tl-arcs``).

    A status line (chapter, setup card, initiative, who decides and the prompt, whose view);
    the Reach as an inline SVG (systems, edges, pieces per seat, control); the round (cards
    played, Union claims, the turn, battle or Catapult under way); a rival hand looked at
    with Farseers (its viewer only); the ambitions and the Court; one board
    per seat (Power, hand or card backs, resource slots with raid costs, cities, supply,
    trophies, captives, Outrage, Guild cards, leader and lore); the game-over banner at the end.
    """
    boards = "".join(_board(view, p) for p in view.players)
    side = (f'<div class="tl-side">{_draft_row(view)}{_round(view)}{_ambitions(view)}'
            f'{_court(view)}</div>')
    return (f'<div class="tl-arcs" data-viewer="{_viewer_attr(view.viewer)}"><style>{_CSS}'
            f'</style>{result_banner(view.outcome, "Power")}{_status(view)}{_seen(view)}'
            f'<div class="tl-main">{_map(view)}{side}</div>'
            f'<div class="tl-boards">{boards}</div>{_legend(view.n)}</div>')


def _viewer_attr(viewer: int | None) -> str:
    if viewer is None:
        return "spectator"
    return "all" if viewer == ALL else str(viewer)
