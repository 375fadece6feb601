"""Arcanum views as HTML (notebooks, ``ArcanumView._repr_html_``) and as plain text.

Both functions only present what the view already holds: no rule is decided here. The
board (location names, symbols, effect texts, House colours, scoring values and the
scoring schedule) comes from the catalog, which reads ``data/board.toml``.

``render_text`` is compact, line-oriented and deterministic, for golden playthrough files
and doctests (no trailing spaces, nothing that changes from run to run):

>>> import tarotlab
>>> s = tarotlab.new_game("arcanum", players=4, seed=3)
>>> print(render_text(s.view(0)))
turn 1/6 (draw-hide) - seat 1 to move: seat 1 must hide 1 Minor Arcana - view: seat 0
prestige: Swords 0, Wands 0, Pentacles 0, Chalices 0
   1 Mage Tower
   2 Artisan District QS KP
   3 Harbour          NW KC
   4 Throne Room      QW NP
   5 Market           KS JW
   6 Fields           JP NC
   7 Treasure Vault   JC
   8 Cathedral        JS KW
   9 Ballroom         NS
  10 Citadel          QP QC
seat 0: 0 VP; hand 10S 8W JW KP HighPriestess; hidden -
seat 1 (first): 0 VP; hand 5 card(s); hidden 0 card(s)
seat 2: 0 VP; hand 5 card(s); hidden 0 card(s)
seat 3: 0 VP; hand 5 card(s); hidden 0 card(s)
decks: 40 Minor, 18 Major; discards: 0 Minor, 0 Major

``render_view`` returns one self-contained HTML fragment (about 1000 × 750 px): a
``<style>`` block (the shared rules of ``core/tarotlab.css`` under ``.tl-game``, then
Arcanum's under ``.tl-arcanum``) and plain markup, with no scripts and no external assets.
Cards a viewer may not see are never written into it, not even hidden.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache, lru_cache

from ..core.engine import CHANCE
from ..core.present import (
    card_backs,
    esc,
    result_banner,
    seat_head,
    seat_start,
    style_block,
    stylesheet,
    viewer_label,
    viewer_text,
)
from .catalog import (
    COURT_FIGURES,
    FIGURE_LETTERS,
    FIGURES,
    FULL_VP,
    HOUSE_COLOURS,
    LOCATIONS,
    PRESTIGE_MAX,
    SCHEDULE,
    SUIT_LETTERS,
    SUITS,
    code,
    is_major,
    name,
    rank_of,
    suit_of,
)
from .views import ArcanumPlayerView, ArcanumView

__all__ = ["render_text", "render_view"]


# ---------------------------------------------------------------------- shared wording
def _figures_at(view: ArcanumView, loc: int) -> list[int]:
    """The Court figures whose location is ``loc`` (0: off the board, -1: not yet placed)."""
    return [f for f, at in zip(COURT_FIGURES, view.figures, strict=True) if at == loc]


def _covered(view: ArcanumView, loc: int) -> bool:
    return view.tower is not None and loc in view.tower[1:]


def _scoring_every(players: int) -> int | None:
    """How often House scoring happens with this many players (arcanum R10), from the data."""
    entry = SCHEDULE.get(players)
    return entry[1] if entry else None


def _ordinal(n: int) -> str:
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th')}"


# ---------------------------------------------------------------------- plain text
def _cards(cards: tuple[int, ...] | None, count: int) -> str:
    if cards is None:
        return f"{count} card(s)"
    return " ".join(code(c) for c in cards) or "-"


def render_text(view: ArcanumView) -> str:
    """A compact, deterministic text picture of the view (golden playthroughs, doctests).

    Lines: turn, phase, who decides and whose view it is; House prestige (and the Devil);
    the ten locations with their figures and the Tower's cover; figures off the board by
    Judgement (per owner); one line per seat (VP, hand, hidden and revealed cards; cards
    the viewer may not see are counts); decks and discards; the result when the game is over.
    """
    if view.to_move is None:
        who = ""
    else:
        who = ("chance" if view.to_move == CHANCE else f"seat {view.to_move}") + " to move: "
    lines = [f"turn {view.turn}/{view.turns} ({view.phase}) - {who}{view.prompt}"
             f" - view: {viewer_text(view.viewer)}"]
    lines.append("prestige: " + ", ".join(f"{SUITS[h]} {view.prestige[h]}" for h in range(4))
                 + (" - Devil active" if view.devil else ""))
    for loc in LOCATIONS:
        figs = " ".join(code(f) for f in _figures_at(view, loc.number))
        covered = (f" [Tower, seat {view.tower[0]}]"
                   if view.tower is not None and _covered(view, loc.number) else "")
        lines.append(f"  {loc.number:>2} {loc.name:<16}{covered} {figs}".rstrip())
    for owner, figs_off in view.judgements:
        off = [code(f) for f in figs_off if f in _figures_at(view, 0)]
        if off:
            lines.append(f"  off the board (Judgement, seat {owner}): {' '.join(off)}")
    unplaced = _figures_at(view, -1)
    if unplaced:
        lines.append(f"  not yet placed: {' '.join(code(f) for f in unplaced)}")
    for s, p in enumerate(view.players):
        mark = (" (first)" if s == view.first else "") + (" (active)" if s == view.active else "")
        lines.append(f"seat {s}{mark}: {p.vp} VP; hand {_cards(p.hand, p.hand_count)}; hidden "
                     f"{_cards(p.hidden, p.hidden_count)}"
                     + (f"; revealed {' '.join(code(c) for c in p.revealed)}" if p.revealed
                        else "")
                     + (f"; giving {p.giving} card(s)" if p.giving else ""))
    lines.append(f"decks: {view.decks[0]} Minor, {view.decks[1]} Major; discards: "
                 f"{len(view.discards[0])} Minor, {len(view.discards[1])} Major")
    if view.outcome is not None:
        lines.append(f"result: {view.outcome}")
    return "\n".join(lines)


# ---------------------------------------------------------------------- HTML
# The data file names House colours in words (arcanum.txt "Important note"); these are the
# shades used on screen, with a readable text colour on each. Any other CSS colour a teacher
# writes into the data file is used as it is, with white outlined text.
_SHADES = {
    "blue": ("#2f62b5", "#fff"),
    "green": ("#2e8540", "#fff"),
    "yellow": ("#e8b923", "#1b1b1f"),
    "red": ("#c0392b", "#fff"),
    "black": ("#222", "#fff"),
    "purple": ("#6f3fa0", "#fff"),
    "orange": ("#e07b1a", "#1b1b1f"),
    "white": ("#f4f4f4", "#1b1b1f"),
}
_SAFE_COLOUR = re.compile(r"[#\w(),.% -]{1,40}")


@cache
def _house_style(house: int) -> str:
    """CSS custom properties ``--h`` (House colour) and ``--t`` (text on it). Cached: four
    Houses, their colours fixed by the data file."""
    raw = str(HOUSE_COLOURS[house]).strip()
    shade, text = _SHADES.get(raw.lower(), (raw, "#fff"))
    if not _SAFE_COLOUR.fullmatch(shade):
        shade = "#888"
    return f"--h:{shade};--t:{text}"


_CSS = stylesheet("tarotlab.arcanum", "arcanum.css")
"""Arcanum's own styles (``arcanum.css``), after the shared ones."""


@cache
def _pawn(fig: int) -> str:
    """A Court Figure's pawn. Cached: 16 figures, drawn on every board."""
    house = suit_of(fig)
    letter = FIGURE_LETTERS[rank_of(fig) - 11]
    title = f"{name(fig)} ({SUITS[house]} House, {HOUSE_COLOURS[house]})"
    return (f'<span class="tl-pawn" data-fig="{esc(code(fig))}" style="{_house_style(house)}" '
            f'data-pick="{esc(code(fig))}" '
            f'title="{esc(title)}">{esc(letter)}<small>{esc(SUIT_LETTERS[house])}</small></span>')


@cache
def _symbol(symbol: str) -> str:
    """A location's (or the legend's) symbol badge. Cached: a handful of symbols."""
    if symbol in SUITS:
        house = SUITS.index(symbol)
        return (f'<span class="tl-sym tl-sym-suit" style="{_house_style(house)}" '
                f'title="{esc(symbol)}">{esc(SUIT_LETTERS[house])}</span>')
    letter = FIGURE_LETTERS[FIGURES.index(symbol)] if symbol in FIGURES else symbol[:1]
    return f'<span class="tl-sym tl-sym-fig" title="{esc(symbol)}">{esc(letter)}</span>'


@cache
def _chip(card: int, revealed: bool = False) -> str:
    """A face-up card: Minors in their House colour, Majors dark with their numeral. Cached:
    at most two chips per card."""
    rev = " tl-rev" if revealed else ""
    title = name(card) + (" (revealed: the Sun, or a House scoring)" if revealed else "")
    if is_major(card):
        numeral, _, title_text = name(card).partition(" ")
        return (f'<span class="tl-chip tl-major{rev}" data-card="{card}" '
                f'data-pick="{esc(code(card))}" title="{esc(title)}">'
                f'<b>{esc(numeral)}</b>{esc(title_text)}</span>')
    return (f'<span class="tl-chip tl-minor{rev}" data-card="{card}" '
            f'data-pick="{esc(code(card))}" '
            f'style="{_house_style(suit_of(card))}" title="{esc(title)}">{esc(code(card))}</span>')


def _status(view: ArcanumView) -> str:
    phases = {"setup": "Setup", "draw-hide": "A. Draw and hide", "play": "B. Play cards",
              "over": "Game over"}
    parts = [f'<span class="tl-turn">Turn {view.turn} of {view.turns}</span>',
             f'<span class="tl-pill">{esc(phases.get(view.phase, view.phase))}</span>']
    every = _scoring_every(len(view.players))
    if every and view.turn % every == 0 and view.outcome is None:
        parts.append('<span class="tl-pill tl-score">House scoring after this turn</span>')
    if view.outcome is None:
        if view.to_move == CHANCE:
            parts.append('<span class="tl-pill tl-go">chance to move</span>')
        elif view.to_move is not None:
            parts.append(f'<span class="tl-pill tl-go">seat {view.to_move} to move</span>')
        prompt = view.prompt[:1].upper() + view.prompt[1:]
        parts.append(f'<span class="tl-prompt">{esc(prompt)}</span>')
    if view.devil:
        parts.append('<span class="tl-pill tl-devil" title="arcanum R14">Devil: changes doubled'
                     '</span>')
    parts.append(viewer_label(view.viewer, "all cards shown"))
    return f'<div class="tl-status">{"".join(parts)}</div>'


@lru_cache(maxsize=4096)
def _location(number: int, figs: tuple[int, ...], tower: int | None) -> str:
    """Location ``number`` holding the figures ``figs``, covered by seat ``tower``'s Tower (or
    not: None). Cached: ten tiles per render, most unchanged from one step to the next."""
    loc = LOCATIONS[number - 1]
    pawns = "".join(_pawn(f) for f in figs) or '<span class="tl-empty">no figure</span>'
    covered = tower is not None
    mark = ""
    title = f"{loc.number} {loc.name}: symbols {', '.join(loc.symbols)}; {loc.text}"
    if tower is not None:
        mark = (f'<div class="tl-towermark" title="arcanum R15">&#9820; Tower · seat '
                f'{tower}</div>')
        title += (f" (covered by seat {tower}'s Tower: no figure enters or leaves, "
                  "no effect; arcanum R15)")
    return (f'<div class="tl-loc{" tl-covered" if covered else ""}" data-loc="{number}" '
            f'data-pick="{number}" '
            f'title="{esc(title)}">'
            f'<div class="tl-lochead"><span class="tl-locn">{number}</span>'
            f'<span class="tl-locname">{esc(loc.name)}</span></div>'
            f'<div class="tl-syms">{"".join(_symbol(s) for s in loc.symbols)}</div>'
            f'<div class="tl-eff">{esc(loc.text)}</div>'
            f'<div class="tl-pawns">{pawns}</div>{mark}</div>')


def _board(view: ArcanumView) -> str:
    at: dict[int, list[int]] = {}
    for fig, loc in zip(COURT_FIGURES, view.figures, strict=True):
        at.setdefault(loc, []).append(fig)
    tiles = "".join(
        _location(loc.number, tuple(at.get(loc.number, ())),
                  view.tower[0] if view.tower is not None and _covered(view, loc.number)
                  else None)
        for loc in LOCATIONS)
    return f'<div class="tl-board">{tiles}</div>'


@lru_cache(maxsize=1024)  # a few kB each
def _prestige(prestige: tuple[int, ...], positions: tuple[int, ...]) -> str:
    """The House prestige track and positions. Cached: prestige changes a few times a turn,
    and every viewer sees the same track."""
    top = PRESTIGE_MAX
    cells = ['<span></span>']
    cells += [f'<span class="tl-tn{" tl-max" if n == top else ""}">{n}</span>'
              for n in range(top + 1)]
    for h in range(4):
        value = prestige[h]
        style = _house_style(h)
        cells.append(f'<span class="tl-lane" style="{style}" data-house="{esc(SUITS[h])}">'
                     f'<b></b>{esc(SUITS[h])} {value}</span>')
        for n in range(top + 1):
            token = (f'<span class="tl-token" title="{esc(SUITS[h])}: {value} prestige">'
                     f'{esc(SUIT_LETTERS[h])}</span>') if n == value else ""
            fill = " tl-fill" if n < value else ""
            cells.append(f'<span class="tl-cell{fill}" style="{style}">{token}</span>')
    slots = []
    for pos in range(1, 5):
        houses = "".join(f'<span class="tl-htok" style="{_house_style(h)}" '
                         f'title="{esc(SUITS[h])}">{esc(SUITS[h])}</span>'
                         for h in range(4) if positions[h] == pos)
        vp = "/".join(str(v) for v in FULL_VP[pos - 1]) if pos <= len(FULL_VP) else ""
        slots.append(f'<div class="tl-pos" data-pos="{pos}"><span class="tl-posn">'
                     f'{_ordinal(pos)}</span><span class="tl-posvp">{esc(vp)} VP</span>'
                     f'{houses}</div>')
    return ('<div class="tl-box"><div class="tl-head">House prestige 0–'
            f'{top} <span class="tl-rule">[arcanum R4]</span></div>'
            f'<div class="tl-track">{"".join(cells)}</div>'
            '<div class="tl-head" style="margin-top:5px">House positions · VP for dominance / '
            'influence / presence <span class="tl-rule">[arcanum R8]</span></div>'
            f'<div class="tl-positions">{"".join(slots)}</div></div>')


@lru_cache(maxsize=4096)
def _turn_track(players: int, turns: int, turn: int, over: bool) -> str:
    """The turn track for ``players`` seats. Cached: it changes once a turn."""
    every = _scoring_every(players)
    boxes = []
    for t in range(1, turns + 1):
        scoring = every is not None and t % every == 0
        cls = "tl-tt"
        if scoring:
            cls += " tl-scoring"
        if t == turn:
            cls += " tl-now"
        elif t < turn or over:
            cls += " tl-past"
        star = "<i>★</i>" if scoring else ""
        title = f"turn {t}" + (": House prestige scoring after it" if scoring else "")
        boxes.append(f'<span class="{cls}" data-turn="{t}" title="{esc(title)}">{t}{star}</span>')
    note = ""
    if every:
        after = ", ".join(str(t) for t in range(every, turns + 1, every))
        note = (f'<div class="tl-note">★ House scoring after turn{"s" if "," in after else ""} '
                f'{after} ({players} players) <span class="tl-rule">[arcanum R10]'
                '</span></div>')
    return (f'<div class="tl-box"><div class="tl-head">Turn track</div>'
            f'<div class="tl-turns">{"".join(boxes)}</div>{note}</div>')


def _decks(view: ArcanumView) -> str:
    cells = ['<span></span><span class="tl-ph">deck</span><span class="tl-ph">discard</span>'
             '<span class="tl-ph">top of discard</span>']
    for label, deck, pile in (("Minor", view.decks[0], view.discards[0]),
                              ("Major", view.decks[1], view.discards[1])):
        top = _chip(pile[-1]) if pile else '<span class="tl-empty">empty</span>'
        cells.append(f'<span class="tl-k">{label}</span>'
                     f'<span class="tl-num" data-deck="{label.lower()}">{deck}</span>'
                     f'<span class="tl-num" data-discard="{label.lower()}">{len(pile)}</span>'
                     f'<span>{top}</span>')
    return (f'<div class="tl-box"><div class="tl-head">Decks</div>'
            f'<div class="tl-piles">{"".join(cells)}</div></div>')


def _off_board(view: ArcanumView) -> str:
    """Figures removed by Judgement (location 0), per owner; figures not yet placed."""
    off = set(_figures_at(view, 0))
    rows = []
    for owner, figs in view.judgements:
        mine = [f for f in figs if f in off]
        if mine:
            rows.append(f'<div class="tl-row" data-judgement="{owner}"><span class="tl-lab">'
                        f'seat {owner}</span><span class="tl-chips">'
                        f'{"".join(_pawn(f) for f in mine)}</span></div>')
            off -= set(mine)
    if off:  # not expected: every figure off the board belongs to a Judgement
        rows.append('<div class="tl-row"><span class="tl-lab">?</span><span class="tl-chips">'
                    f'{"".join(_pawn(f) for f in COURT_FIGURES if f in off)}</span></div>')
    unplaced = _figures_at(view, -1)
    out = ""
    if rows:
        out += ('<div class="tl-box tl-off" data-offboard="1"><div class="tl-head">Off the '
                'board: Judgement <span class="tl-rule">[arcanum R16]</span></div>'
                f'{"".join(rows)}<div class="tl-note">Each owner places these figures back in '
                'three different locations at the start of their next turn.</div></div>')
    if unplaced:
        out += ('<div class="tl-box tl-off"><div class="tl-head">Not yet placed (setup)</div>'
                f'<div class="tl-chips">{"".join(_pawn(f) for f in unplaced)}</div></div>')
    return out


def _hidden_chips(p: ArcanumPlayerView) -> str:
    """The owner's hidden cards, those the Sun revealed marked (a multiset subset)."""
    assert p.hidden is not None
    shown = Counter(p.revealed)
    chips = []
    for card in p.hidden:
        rev = shown[card] > 0
        if rev:
            shown[card] -= 1
        chips.append(_chip(card, revealed=rev))
    return "".join(chips) or card_backs(0, "no hidden card")


def _seat(view: ArcanumView, seat: int) -> str:
    p = view.players[seat]
    over = view.outcome is not None
    classes, badges = seat_start(view.viewer, seat)
    if seat == view.first:
        badges.append('<span class="tl-badge tl-first" title="first player">first</span>')
    if seat == view.active:
        badges.append('<span class="tl-badge tl-active">active</span>')
        if view.devil:
            badges.append('<span class="tl-badge tl-devil" title="Devil: changes doubled '
                          '(arcanum R14)">Devil ×2</span>')
    if not over and view.to_move == seat:
        classes += " tl-tomove"
        badges.append('<span class="tl-badge tl-go">to move</span>')
    if view.outcome is not None and seat in view.outcome.winners:
        badges.append('<span class="tl-badge tl-won">winner</span>')
    return (f'<div class="{classes}" data-seat="{seat}">{seat_head(seat, badges, p.vp)}'
            f'{_seat_cards(seat, p)}</div>')


@lru_cache(maxsize=1024)  # a few kB each
def _seat_cards(seat: int, p: ArcanumPlayerView) -> str:
    """A seat's hand, hidden cards and cards being given, as ``p`` shows them. Cached: a
    seat's cards change rarely, and every viewer without them sees the same counts."""
    if p.hand is not None:
        hand = "".join(_chip(c) for c in p.hand) or card_backs(0, "empty hand")
    else:
        hand = card_backs(p.hand_count, f"seat {seat}'s hand: secret")
    if p.hidden is not None:
        hidden = _hidden_chips(p)
    else:
        hidden = card_backs(p.hidden_count, f"seat {seat}'s hidden cards: secret")
        if p.revealed:
            hidden += "".join(_chip(c, revealed=True) for c in p.revealed)
    groups = [f'<span class="tl-grp"><span class="tl-lab">Hand</span>'
              f'<span class="tl-chips" data-hand="{seat}">{hand}</span></span>',
              f'<span class="tl-grp"><span class="tl-lab">Hidden</span>'
              f'<span class="tl-chips" data-hidden="{seat}">{hidden}</span></span>']
    if p.giving:
        groups.append(f'<span class="tl-grp"><span class="tl-lab">Giving</span>'
                      f'{card_backs(p.giving, "cards being passed left (Wheel)")}</span>')
    return f'<div class="tl-cards">{"".join(groups)}</div>'


@cache
def _legend() -> str:
    """The legend below the board (the same in every view: built once)."""
    suits = "".join(f'{_symbol(s)}&nbsp;{esc(s)}' for s in SUITS)
    figs = "".join(f'{_symbol(f)}&nbsp;{esc(f)}' for f in FIGURES)
    return (f'<div class="tl-legend"><span>Houses: {suits}</span><span>Figures: {figs}</span>'
            '<span><span class="tl-chip tl-major"><b>XVII</b>Stars</span> Major · '
            '<span class="tl-chip tl-minor tl-rev" style="--h:#fff;--t:#333">4S</span> '
            'revealed (Sun, scoring)</span></div>')


@cache
def _style() -> str:
    """The ``<style>`` block, built once (the same long text in every render)."""
    return style_block(_CSS)


def render_view(view: ArcanumView) -> str:
    """One self-contained HTML fragment showing ``view`` (styles scoped to ``.tl-arcanum``).

    The ten locations as a 5 × 2 city board (symbols as badges, figures as pawns in their
    House colour, Tower-covered locations greyed and marked), figures off the board by
    Judgement, the House prestige track and positions, the turn track with the scoring
    turns, decks, and one panel per seat with its VP; a seat's hand and hidden cards are
    shown only to that seat (or to the full view), other seats as counts plus Sun reveals.
    """
    seats = "".join(_seat(view, s) for s in range(len(view.players)))
    track = _turn_track(len(view.players), view.turns, view.turn, view.outcome is not None)
    left = (f'{_prestige(view.prestige, view.positions)}<div class="tl-split">{track}'
            f'{_decks(view)}</div>{_off_board(view)}')
    return (f'<div class="tl-game tl-arcanum">{_style()}'
            f'{result_banner(view.outcome)}{_status(view)}'
            f'{_board(view)}<div class="tl-lower"><div>{left}</div><div>{seats}</div></div>'
            f'{_legend()}</div>')
