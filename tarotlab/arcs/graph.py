"""The Reach drawn: DOT text from a Reach graph, and a ``graphviz.Graph`` that notebooks show
as SVG (DESIGN: arcs/graph.py).

``to_dot`` needs nothing but the standard library and gives the same text every time (golden
tests compare it). ``to_graphviz`` imports the ``graphviz`` package only when called and needs
Graphviz's ``dot`` program; without it, it raises ``GraphvizMissing`` saying how to install it.
In a browser (the static site of ``make lite``) both draw with the site's Graphviz compiled to
WebAssembly instead (``tarotlab.browser``): the same DOT text, the same picture.

Every system is drawn at the fixed position of the map data (``pos``, inches), so pictures do
not move from one render to the next: the six clusters on a ring, each a ``subgraph
cluster_N`` box, gates on the inside. Planets are coloured and labelled by type with their ID
symbol and building slots; gates are dark hexagons. Edges are styled by kind (gate ring,
gate-planet, planet-planet, the two cross-cluster thin borders, path markers). Out-of-play
clusters are drawn greyed, and the path marker that replaces their gate joins the in-play
gates on either side. Overlays: a setup card's starting marks (1A, 1B, 1C …), pieces per
player, controlled systems (border in the player's colour), a highlighted set of systems and a
route (numbered steps).
"""

from __future__ import annotations

import html
import re
import shutil
from collections.abc import Iterable, Mapping, Sequence
from itertools import pairwise
from typing import Any

from .. import browser
from ..core.errors import TarotlabError, shown
from .mapdata import CLUSTERS, SYSTEMS, setup_card
from .reach import Pieces
from .reach import in_play as _in_play
from .reach import reach as _reach

TYPE_COLORS = {"Material": "#c9d3de", "Fuel": "#fde49c", "Weapon": "#f5b7b1",
               "Relic": "#a3e4d7", "Psionic": "#d7bde2"}
GATE_COLOR = "#34344a"
SEAT_COLORS = ("#c0392b", "#2471a3", "#b7950b", "#6c3483")  # seats 1-4: red, blue, gold, purple
OTHER_COLORS = ("#117a65", "#a04000", "#5d6d7e", "#1a5276")  # further players, in order seen
HIGHLIGHT = "#ff7f0e"
FADE = "50"  # alpha of the systems outside a highlighted set
OUT_FILL, OUT_LINE, OUT_TEXT = "#eeeeee", "#c4c4c4", "#9a9a9a"
EDGE_STYLE: dict[str, dict[str, str]] = {
    "gate-ring": {"color": '"#34344a"', "penwidth": "3"},
    "gate-planet": {"color": '"#9a9a9a"', "penwidth": "1.4"},
    "planet-planet": {"color": '"#9a9a9a"', "penwidth": "1.4"},
    "cross-cluster": {"color": '"#2e86c1"', "penwidth": "2.6"},
    "path-marker": {"color": '"#a0522d"', "penwidth": "3.2", "style": "dashed",
                    "fontcolor": '"#a0522d"'},
}
EDGE_MEANING = {
    "gate-ring": "gate ring",
    "gate-planet": "gate – its planets",
    "planet-planet": "neighbouring planets",
    "cross-cluster": "thin border (2.3–3.1, 5.3–6.1)",
    "path-marker": "path marker over out-of-play gates",
}
ROW_HEIGHT = 0.19  # inches per label row, an upper bound used to place the cluster labels
LEGEND_ROW = 0.2  # inches per legend row
INSTALL_DOT = (
    "Graphviz's `dot` program is not installed (it is not on PATH), so the map cannot be "
    "drawn. to_dot() still gives the DOT text, and everything networkx works. Install "
    "Graphviz, then restart the kernel or interpreter:\n"
    "  conda:          conda install -c conda-forge graphviz\n"
    "  Debian/Ubuntu:  sudo apt-get install graphviz\n"
    "  macOS:          brew install graphviz\n"
    "  (in a tarotlab checkout, `make setup` installs it where it may)"
)


class GraphvizMissing(TarotlabError):
    """Graphviz's ``dot`` program (or the ``graphviz`` Python package) is not installed."""


def _esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


_COLOR = re.compile(r"#[0-9A-Fa-f]{3,8}|[A-Za-z][A-Za-z0-9]{0,30}")


def _color(value: object) -> str:
    """A colour given by a caller: a name (``red``) or ``#rrggbb``, else a TarotlabError; what
    passes can stand in a DOT or HTML attribute as it is (and is escaped there all the same)."""
    if not isinstance(value, str) or not _COLOR.fullmatch(value):
        raise TarotlabError(f"arcs: {shown(value)} is not a colour (give a name such as 'red' "
                            "or a hex code such as '#c0392b')")
    return _esc(value)


def _player_colors(players: Iterable[str], colors: Mapping[str, str] | None) -> dict[str, str]:
    """Colours by player: given ones first, ``seat N`` gets seat N's, others in order seen."""
    out: dict[str, str] = {}
    spare = iter(OTHER_COLORS * 4)
    for player in players:
        if player in out:
            continue
        if colors and player in colors:
            out[player] = _color(colors[player])
        elif player.startswith("seat ") and player[5:].isdigit() and 1 <= int(player[5:]) <= 4:
            out[player] = SEAT_COLORS[int(player[5:]) - 1]
        else:
            out[player] = next(spare)
    return out


def _rows(sid: str, g: Any, mark: str | None, pieces: Mapping[str, Pieces | str],
          colors: Mapping[str, str]) -> list[str]:
    """The rows of a system's label: id, symbol and type; slots; then one row per player
    (its starting mark and/or its pieces, in its colour)."""
    s = SYSTEMS[sid]
    glyph = f" {s.glyph}" if s.glyph else ""
    if sid not in g:
        state = "path marker" if s.is_gate else "out of play"
        return [f'<TR><TD COLSPAN="2"><B>{sid}</B>{glyph}</TD></TR>',
                f'<TR><TD COLSPAN="2">{state}</TD></TR>']
    if s.is_gate:
        rows = [f'<TR><TD COLSPAN="2"><B>{sid}</B> gate</TD></TR>']
    else:
        plural = "slot" if s.slots == 1 else "slots"
        rows = [f'<TR><TD COLSPAN="2"><B>{sid}</B>{glyph} {_esc(s.planet_type)}</TD></TR>',
                f'<TR><TD COLSPAN="2"><FONT POINT-SIZE="8">{s.slots} {plural}</FONT></TD></TR>']
    owner = f"seat {mark[:-1]}" if mark else None
    entries: list[tuple[str, Pieces | str]] = list(pieces.items())
    if owner is not None and owner not in pieces:
        entries.insert(0, (owner, ""))
    bg = ' BGCOLOR="white"' if s.is_gate else ""
    for player, held in entries:
        color = colors[player]
        if player == owner and mark:
            badge = (f'<TD BGCOLOR="{color}"><FONT COLOR="white" POINT-SIZE="9"><B>{_esc(mark)}'
                     "</B></FONT></TD>")
        else:
            badge = f'<TD{bg}><FONT COLOR="{color}" POINT-SIZE="9">■</FONT></TD>'
        text = _esc(held)
        if not text:
            rows.append("<TR>" + badge.replace("<TD", '<TD COLSPAN="2"', 1) + "</TR>")
        else:
            rows.append(f'<TR>{badge}<TD{bg} ALIGN="LEFT"><FONT COLOR="{color}" POINT-SIZE="9">'
                        f"{text}</FONT></TD></TR>")
    return rows


def _attrs(attrs: Mapping[str, str]) -> str:
    return ", ".join(f"{k}={v}" for k, v in attrs.items())


def _label(rows: list[str]) -> str:
    return ('<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">'
            + "".join(rows) + "</TABLE>>")


def _legend(g: Any, players: Mapping[str, str], overlays: set[str], marks: bool
            ) -> tuple[str, int]:
    """The legend (an HTML table of three columns) and its number of rows."""
    def key(cell: str, text: str) -> str:
        return f'{cell}<TD ALIGN="LEFT">{_esc(text)}</TD>'

    def line(color: str, style: str = "━━") -> str:
        return f'<TD><FONT COLOR="{color}"><B>{style}</B></FONT></TD>'

    def swatch(color: str) -> str:
        return f'<TD BGCOLOR="{color}" WIDTH="24"> </TD>'

    first = [key(swatch(color), f"{t} planet") for t, color in TYPE_COLORS.items()]
    second = [key(swatch(GATE_COLOR), "gate")]
    kinds = {d["kind"] for _, _, d in g.edges(data=True)}
    for kind, style in EDGE_STYLE.items():
        if kind in kinds:
            dashed = style.get("style") == "dashed"
            second.append(key(line(style["color"].strip('"'), "╍╍" if dashed else "━━"),
                              EDGE_MEANING[kind]))
    if g.graph["out_of_play"]:
        second.append(key(swatch(OUT_FILL), "out of play"))
    third = []
    if "route" in overlays:
        third.append(key(line(HIGHLIGHT), "route, numbered steps"))
    if "highlight" in overlays:
        third.append(key(line(HIGHLIGHT, "▢"), "highlighted: double border"))
    if "control" in overlays:
        third.append(key("<TD><B>▣</B></TD>", "border: controlled by"))
    third += [key(swatch(color), player) for player, color in players.items()]
    if marks:
        third += [key("<TD><B>A</B></TD>", "start: 3 ships, city"),
                  key("<TD><B>B</B></TD>", "start: 3 ships, starport"),
                  key("<TD><B>C</B></TD>", "start: 2 ships")]
    columns = [c for c in (first, second, third) if c]
    height = max(len(c) for c in columns)
    cells = []
    for column in columns:
        column = column + ['<TD COLSPAN="2"> </TD>'] * (height - len(column))
        inner = "".join(f"<TR>{row}</TR>" for row in column)
        cells.append('<TD VALIGN="TOP"><TABLE BORDER="0" CELLSPACING="1" CELLPADDING="1">'
                     f"{inner}</TABLE></TD>")
    return ('<<TABLE BORDER="1" COLOR="#bbbbbb" CELLBORDER="0" CELLSPACING="4" CELLPADDING="2"'
            ' BGCOLOR="white"><TR>' + "".join(cells) + "</TR></TABLE>>"), height


def _title(g: Any) -> str:
    out = g.graph["out_of_play"]
    setup = g.graph["setup"]
    name = f"The Reach · {setup}" if setup else "The Reach"
    if not out:
        return name + (" · full map" if not setup else "")
    which = " and ".join(str(c) for c in out)
    return f"{name} · cluster{'s' if len(out) > 1 else ''} {which} out of play"


def dot_lines(reach: Any = None, *, highlight: Iterable[object] = (),
              route: Sequence[object] | None = None,
              pieces: Mapping[object, Mapping[str, Pieces | str]] | None = None,
              control: Mapping[object, str] | None = None,
              colors: Mapping[str, str] | None = None, marks: bool = True,
              title: str | None = None, legend: bool = True, size: str | None = None
              ) -> list[str]:
    """The statements of the DOT graph, one per line (``to_dot`` joins them)."""
    g = _reach() if reach is None else reach
    if "out_of_play" not in getattr(g, "graph", {}):
        raise TarotlabError("arcs: draw a graph made by tarotlab.arcs.reach(), "
                            f"not {type(reach).__name__}")
    lit = {_in_play(s, g) for s in highlight}
    steps = [_in_play(s, g) for s in route] if route is not None else []
    for a, b in pairwise(steps):
        if not g.has_edge(a, b):
            raise TarotlabError(f"arcs: the route steps from {a} to {b}, which are not "
                                "adjacent (arcs: Move)")
    where: dict[str, dict[str, Pieces | str]] = {}
    for sid, by_player in (pieces or {}).items():
        where[_in_play(sid, g)] = dict(by_player)
    owner = {_in_play(sid, g): player for sid, player in (control or {}).items()}
    seen_players = [p for by in where.values() for p in by] + list(owner.values())
    card = setup_card(g.graph["setup"]) if g.graph["setup"] and marks else None
    if card is not None:
        seen_players = [f"seat {s.seat}" for s in card.seats] + seen_players
    players = _player_colors(seen_players, colors)
    start_marks = card.marks if card is not None else {}
    overlays = {name for name, used in (("route", steps), ("highlight", lit),
                                        ("control", owner)) if used}

    lines = [
        f"graph [layout=neato, splines=line, outputorder=edgesfirst, bgcolor=white, "
        f'pad=0.2, fontname="Helvetica", fontsize=18, labelloc=t, '
        f"label={_q(title if title is not None else _title(g))}"
        + (f", size={_q(size)}" if size else "") + "]",
        'node [fontname="Helvetica", fontsize=10, shape=box, style="rounded,filled", '
        'penwidth=1.2, margin="0.05,0.03"]',
        'edge [fontname="Helvetica", fontsize=10, color="#9a9a9a", penwidth=1.4]',
    ]
    bottom = min(s.pos[1] for s in SYSTEMS.values())
    for c in CLUSTERS:
        ids = [sid for sid in SYSTEMS if SYSTEMS[sid].cluster == c]
        out = ids[0] not in g
        xs = [SYSTEMS[sid].pos[0] for sid in ids]
        ys = [SYSTEMS[sid].pos[1] for sid in ids]
        top = sum(ys) / len(ys) >= 0  # label above the upper clusters, below the lower ones
        lines.append(f"subgraph cluster_{c} {{")
        name = f"Cluster {c}" + (" · out of play" if out else "")
        style = (f'style="rounded,filled,dashed", fillcolor="{OUT_FILL}", color="{OUT_LINE}", '
                 f'fontcolor="{OUT_TEXT}"' if out else 'style=rounded, color="#7f8c8d"')
        lines.append(f"\tgraph [label={_q(name)}, labelloc={'t' if top else 'b'}, "
                     f"fontsize=13, {style}]")
        extents = []
        for sid in ids:
            s = SYSTEMS[sid]
            rows = _rows(sid, g, start_marks.get(sid), where.get(sid, {}), players)
            half = (len(rows) * ROW_HEIGHT + 0.12) / 2
            extents.append((s.pos[1] + half, s.pos[1] - half))
            tip = s.describe() if sid in g else f"{s.describe()} (out of play)"
            attrs = {"pos": f'"{s.pos[0]:.2f},{s.pos[1]:.2f}!"', "id": f'"system_{sid}"',
                     "tooltip": _q(tip), "label": _label(rows)}
            if out:
                attrs.update(fillcolor=f'"{OUT_FILL}"', color=f'"{OUT_LINE}"',
                             fontcolor=f'"{OUT_TEXT}"')
            elif s.is_gate:
                attrs.update(fillcolor=f'"{GATE_COLOR}"', fontcolor="white", color='"#1b1b2a"')
            else:
                attrs.update(fillcolor=f'"{TYPE_COLORS[s.planet_type or ""]}"')
            attrs["width"] = "0.8" if s.is_gate else "1.05"
            if lit and not out and sid not in lit and sid not in steps:  # fade the others
                attrs["fillcolor"] = attrs["fillcolor"][:-1] + FADE + '"'
                if s.is_gate:
                    attrs["fontcolor"] = f'"{GATE_COLOR}"'
            if sid in lit or sid in steps:
                attrs.update(peripheries="2", color=f'"{HIGHLIGHT}"', penwidth="2.5")
            if sid in owner:
                attrs.update(color=f'"{players[owner[sid]]}"', penwidth="4")
            lines.append(f"\t{_q(sid)} [{_attrs(attrs)}]")
        # an invisible spacer above (below) the cluster's systems makes room for its label
        if top:
            y = max(hi for hi, _ in extents) + 0.2
        else:
            y = min(lo for _, lo in extents) - 0.2
            bottom = min(bottom, y - 0.15)
        cx = (min(xs) + max(xs)) / 2
        lines.append(f'\t"cluster_{c}_label" [pos="{cx:.2f},{y:.2f}!", style=invis, label="", '
                     "width=1.1, height=0.3, fixedsize=true]")
        lines.append("}")
    route_edges = {frozenset(p): i for i, p in enumerate(pairwise(steps), start=1)}
    for u, v, d in g.edges(data=True):
        attrs = dict(EDGE_STYLE[d["kind"]])
        if d["kind"] == "path-marker":
            via = ", ".join(str(c) for c in d["via"])
            attrs.update(label='"path marker"',
                         tooltip=_q(f"path marker over the gate(s) of cluster(s) {via}"))
        step = route_edges.get(frozenset((u, v)))
        if step is not None:
            attrs.update(color=f'"{HIGHLIGHT}"', penwidth="5", xlabel=f"<<B>{step}</B>>",
                         fontcolor=f'"{HIGHLIGHT}"', fontsize="15")
        lines.append(f"{_q(u)} -- {_q(v)} [{_attrs(attrs)}]")
    if legend:
        label, height = _legend(g, players, overlays, bool(start_marks))
        y = bottom - 0.15 - (height * LEGEND_ROW + 0.2) / 2
        lines.append(f'legend [pos="0.00,{y:.2f}!", shape=plain, style="", label={label}]')
    return lines


def to_dot(reach: Any = None, *, highlight: Iterable[object] = (),
           route: Sequence[object] | None = None,
           pieces: Mapping[object, Mapping[str, Pieces | str]] | None = None,
           control: Mapping[object, str] | None = None,
           colors: Mapping[str, str] | None = None, marks: bool = True,
           title: str | None = None, legend: bool = True, size: str | None = None) -> str:
    """The Reach as DOT text (Graphviz's language), the same text for the same arguments.

    * ``reach``: a graph from ``tarotlab.arcs.reach()`` (default: the full map).
    * ``highlight``: systems to outline (a double border; the others are faded), such as a
      Catapult reach set.
    * ``route``: systems in order, each adjacent to the next; its edges are drawn thick and
      numbered.
    * ``pieces``: ``{system: {player: Pieces or text}}``, listed under the system in the
      player's colour (``starting_pieces(card)`` gives a setup card's).
    * ``control``: ``{system: player}`` (``control(pieces)`` computes it); the system's border
      takes the player's colour.
    * ``colors``: ``{player: colour}``; ``"seat 1"`` … ``"seat 4"`` have colours already.
    * ``marks``: on a setup card's map, show each starting system's mark (1A, 1B, 1C …).
    * ``title`` (default: the map's name), ``legend``, ``size`` (the largest drawing in
      inches, ``"8,8"``: Graphviz scales the picture down to fit).

    Render it with ``to_graphviz`` or with ``dot -Tsvg`` (the text asks for the neato layout,
    which keeps the fixed positions).
    """
    body = dot_lines(reach, highlight=highlight, route=route, pieces=pieces, control=control,
                     colors=colors, marks=marks, title=title, legend=legend, size=size)
    return "graph reach {\n" + "".join(f"\t{line}\n" for line in body) + "}\n"


def dot_available() -> bool:
    """Whether Graphviz's ``dot`` program is on PATH."""
    return shutil.which("dot") is not None


def to_graphviz(reach: Any = None, **options: Any) -> Any:
    """The Reach as a ``graphviz.Graph`` (same options as ``to_dot``; its ``.source`` is the
    ``to_dot`` text). A notebook shows it as SVG; ``.pipe(format="svg")`` renders it.

    Raises GraphvizMissing, saying how to install it, when Graphviz's ``dot`` program or the
    ``graphviz`` Python package is missing.
    """
    if not dot_available():
        if browser.IN_BROWSER:
            return BrowserPicture(to_dot(reach, **options))
        raise GraphvizMissing(INSTALL_DOT)
    try:
        import graphviz
    except ImportError:
        raise GraphvizMissing("the `graphviz` Python package is not installed: "
                              "pip install graphviz (or pip install -e '.[notebook]')") from None
    body = dot_lines(reach, **options)
    return _picture_class(graphviz)(name="reach", body=[f"\t{line}\n" for line in body],
                                    engine="neato", format="svg", encoding="utf-8")


def _picture_class(graphviz: Any) -> Any:
    """``graphviz.Graph`` that a notebook shows as SVG and, where SVG is not shown (a
    notebook not yet trusted), as PNG: the map never depends on trust."""
    class MapPicture(graphviz.Graph):  # type: ignore[misc]
        def _repr_mimebundle_(self, include: Any = None, exclude: Any = None,
                              **kwargs: Any) -> dict[str, Any]:
            small = self.copy()  # the fallback: a lighter picture than the SVG it stands for
            small.graph_attr["dpi"] = "48"
            return {"image/svg+xml": self.pipe(format="svg", encoding="utf-8"),
                    "image/png": small.pipe(format="png"),
                    "text/plain": f"<the Reach, drawn by Graphviz: {len(self.body)} lines>"}

    return MapPicture


class BrowserPicture:
    """The map in a browser, where there is no ``dot``: DOT text that a notebook shows as SVG
    drawn by the site's Graphviz in WebAssembly (the parts of ``graphviz.Graph`` used here)."""

    def __init__(self, source: str) -> None:
        self.source = source

    def pipe(self, format: str = "svg", encoding: str | None = "utf-8") -> str:
        if format != "svg":
            raise TarotlabError(f"arcs: in a browser the map is drawn as SVG only, not {format}")
        return browser.render_dot(self.source)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None,
                          **kwargs: Any) -> dict[str, str]:
        return {"image/svg+xml": self.pipe(), "text/plain": "<the Reach, drawn by Graphviz>"}


def to_svg(reach: Any = None, **options: Any) -> str:
    """The Reach rendered to SVG text (``to_graphviz(...).pipe``)."""
    gv = to_graphviz(reach, **options)
    if isinstance(gv, BrowserPicture):
        return gv.pipe()
    import graphviz

    try:
        svg: str = gv.pipe(format="svg", encoding="utf-8")
    except graphviz.ExecutableNotFound:
        raise GraphvizMissing(INSTALL_DOT) from None
    except graphviz.CalledProcessError as err:
        raise TarotlabError(f"arcs: Graphviz could not draw the map: {err.stderr!r}") from None
    return svg

