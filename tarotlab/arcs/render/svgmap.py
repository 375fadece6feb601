"""The Reach as an inline SVG for the Arcs HTML view: edges (path markers over out-of-play
clusters), every in-play system with its buildings, ships per seat and controller, the battle
and Catapult systems ringed; drawn from the map data (no Graphviz)."""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import pairwise

from ...core.present import esc
from ..base import adjacency
from ..mapdata import SETUP_CARDS, SYSTEMS
from ..reach import reach
from ..views import ArcsView, SystemView
from .common import TYPE_TINT, colour

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
    """Per seat a chip ``3▶ 1▷`` (fresh ▶, damaged ▷: not the ▲ of the arrow planets) in the
    seat's colour with its seat number, stacked away from the planet (outward) or toward the
    map's centre (gates)."""
    chips = [(seat, f, d) for seat, (f, d) in enumerate(sv.ships) if f or d]
    if not chips:
        return ""
    dx, dy = x - _CX, y - _CY
    norm = max(math.hypot(dx, dy), 1e-6)
    ux, uy = dx / norm, dy / norm
    if inward:
        ux, uy = -ux, -uy
    ax, ay = x + ux * (r + 5), y + uy * (r + 5)
    texts = [(seat, (f"{f}▶" if f else "") + (" " if f and d else "") + (f"{d}▷" if d else ""),
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
            f'fill="{colour(seat)}"/>'
            f'<circle cx="{left + 7:.1f}" cy="{top + 7:.1f}" r="5" fill="#fff"/>'
            f'<text x="{left + 7:.1f}" y="{top + 10:.1f}" font-size="8.5" font-weight="800" '
            f'text-anchor="middle" fill="{colour(seat)}">{seat}</text>'
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
        col = colour(owner)
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


@lru_cache(maxsize=2048)
def _system(sv: SystemView, battle_here: bool, catapult_here: bool,
            show_control: bool = True) -> str:
    """One system with its pieces, ringed if a battle or a Catapult is under way there: kept
    by its view (most systems do not change from one step, or one viewer, to the next).
    ``show_control`` False leaves out who controls it (a drill asking it)."""
    info = SYSTEMS[sv.id]
    x, y = _xy(sv.id)
    ctrl = sv.controller if show_control else None
    stroke, width = (colour(ctrl), 4.0) if ctrl is not None else ("#6b7088", 1.2)
    ctrl_text = ("" if not show_control else f"; controlled by seat {ctrl}"
                 if ctrl is not None else "; no one controls it")
    marks = []
    if battle_here:
        r = (_PLANET_R if not info.is_gate else _GATE_R) + 7
        marks.append(f'<circle class="tl-battlemark" cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" '
                     'fill="none" stroke="#d22" stroke-width="2.5" stroke-dasharray="5 3"/>')
    if catapult_here:
        r = (_PLANET_R if not info.is_gate else _GATE_R) + 7
        marks.append(f'<circle class="tl-catapultmark" cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" '
                     'fill="none" stroke="#2266cc" stroke-width="2.5" stroke-dasharray="2 3"/>')
    control = (f' data-control="{ctrl if ctrl is not None else "none"}"' if show_control
               else "")
    attrs = (f'class="tl-sys" data-system="{sv.id}" data-pick="{sv.id}" data-kind="{info.kind}"'
             f'{control}')
    if info.is_gate:
        title = f"gate {sv.id}{ctrl_text}"
        return (f'<g {attrs}><title>{esc(title)}</title>{"".join(marks)}'
                f'<polygon points="{_hexagon(x, y, _GATE_R)}" fill="#e9eaf1" stroke="{stroke}" '
                f'stroke-width="{width}"/><text x="{x:.1f}" y="{y + 3.5:.1f}" font-size="10" '
                f'font-weight="700" text-anchor="middle" fill="#23264a">{sv.id}</text>'
                f'{_buildings(sv, x, y + 16, 0) if sv.buildings else ""}'
                f'{_ship_chips(sv, x, y, _GATE_R, inward=True)}</g>')
    title = f"{info.describe()}{ctrl_text}"
    ptype = info.planet_type or ""
    return (f'<g {attrs} data-type="{esc(ptype)}" data-building-slots="{info.slots}">'
            f'<title>{esc(title)}</title>{"".join(marks)}'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{_PLANET_R}" '
            f'fill="{TYPE_TINT.get(ptype, "#eee")}" '
            f'stroke="{stroke}" stroke-width="{width}"/>'
            f'<text x="{x:.1f}" y="{y - 12:.1f}" font-size="10.5" font-weight="800" '
            f'text-anchor="middle" fill="#1c1d26">{sv.id} {esc(info.glyph)}</text>'
            f'<text x="{x:.1f}" y="{y - 2:.1f}" font-size="8" text-anchor="middle" '
            f'fill="#3e4255">{esc(ptype)}</text>'
            f'{_buildings(sv, x, y, info.slots)}'
            f'{_ship_chips(sv, x, y, _PLANET_R, inward=False)}</g>')


@lru_cache(maxsize=16)
def _out_of_play(cluster: int) -> str:
    """A cluster out of play, greyed (the same for every view: kept)."""
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


def map_svg(view: ArcsView) -> str:
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
    battle = view.battle.system if view.battle is not None else None
    catapult = view.catapult[0] if view.catapult is not None else None
    parts += [_system(sv, sv.id == battle, sv.id == catapult, view.show_control)
              for sv in view.systems]
    parts.append(f'<text x="{_CX}" y="{_CY - 8}" font-size="15" font-weight="800" '
                 f'text-anchor="middle" fill="#23264a">The Reach</text>'
                 f'<text x="{_CX}" y="{_CY + 10}" font-size="11" text-anchor="middle" '
                 f'fill="#585c6e">{esc(view.setup)} · chapter {view.chapter}</text>')
    parts.append("</svg>")
    return f'<div class="tl-mapbox">{"".join(parts)}</div>'


