"""Arcs views as plain text (doctests, logs, golden playthroughs) and as HTML (notebooks).

Both functions only present what the view already holds: no rule is decided here. Names,
suits, pips, raid costs and texts come from the components data (``components.py``); the
map (positions, planet types, slots, ID glyphs) from ``mapdata.py``; the edges of the Reach
for the view's setup card from ``base.adjacency`` (path markers from ``reach``). ``text`` writes
the text, ``html`` the HTML (the map in ``svgmap``, the small pieces in ``common``, the styles
in ``arcs.css`` after the shared ``core/tarotlab.css``).

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

from .common import SEAT_COLOURS
from .html import render_view
from .text import render_text, system_lines

__all__ = ["SEAT_COLOURS", "render_text", "render_view", "system_lines"]
