"""Arcana views as HTML (notebooks, ``ArcanaView._repr_html_``) and as plain text.

Both functions only present what the view already holds: no rule is decided here. Texts
come from the catalog (card names and numerals, chamber names, match-up reasons and their
rule citations) and from the view (``clock_text``, ``str(outcome)``).

``render_text`` is compact and deterministic, for golden playthrough files and doctests:

>>> import tarotlab
>>> s = tarotlab.new_game("arcana", seed=3, auto_chance=False)
>>> s.apply("coin 1")
>>> s.apply("throw The Star")
>>> print(render_text(s.view(1)))
round 1 (odd) - seat 1 to throw - view: seat 1
seat 0: HP 6, damage 0/5, keys 0/9, chambers 0/9, clock 9 AM, thrown: face down
  hand: I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI 0  removed: none
seat 1: HP 6, damage 0/5, keys 0/9, chambers 0/9, clock 9 AM, thrown: -
  hand: I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI 0  removed: none
last: none

``render_view`` returns one self-contained HTML fragment: a ``<style>`` block (the rules all
games share, ``core/tarotlab.css`` under ``.tl-game``, then Arcana's under ``.tl-arcana``) and
plain markup (no scripts, no external assets).
"""

from __future__ import annotations

from functools import cache, lru_cache

from ..core.engine import CHANCE
from ..core.present import esc, style_block, stylesheet, viewer_label, viewer_text
from .catalog import (
    CARDS,
    CHAMBERS,
    DAMAGE_PER_HP,
    DISPLAY_ORDER,
    KEYS_PER_CHAMBER,
    MIDNIGHT,
    Matchup,
    resolution_text,
)
from .rules import HIDDEN, ArcanaView, clock_text

__all__ = ["render_text", "render_view"]

_WHEEL = next(c.number for c in CARDS if c.effect == "wheel")
_HEARTS_SHOWN = 6  # HP has no maximum: the number is exact, the hearts are decoration


# ---------------------------------------------------------------------- shared wording
def _round_text(view: ArcanaView) -> str:
    if view.round is None:
        return "before the first round"
    return f"round {view.round} ({view.parity})"


def _wheel_owner(view: ArcanaView) -> int | None:
    """The seat whose Wheel of Fortune is being rolled for (the view does not say directly)."""
    if view.last is None or _WHEEL not in view.last.cards or view.last.cards == (_WHEEL, _WHEEL):
        return None
    return view.last.cards.index(_WHEEL)


def _pending_text(view: ArcanaView) -> str:
    """Whose turn it is and what they decide, in words (shared by both renderings)."""
    phase = view.phase
    if view.outcome is not None or phase == "over":
        return "game over"
    if phase == "coin":
        return "chance flips the coin: the first round is 0 or 1"
    if phase == "die":
        owner = _wheel_owner(view)
        whose = "" if owner is None else f", seat {owner}"
        return f"chance rolls the die ({CARDS[_WHEEL].name}{whose})"
    if phase == "throw" and view.to_move is not None and view.to_move >= 0:
        return f"seat {view.to_move} to throw"
    if phase == "choose" and view.chooser is not None:
        options = " | ".join(view.choice)
        return f"seat {view.chooser} to choose for {view.choice_source}: {options}"
    if view.to_move == CHANCE:
        return f"chance to move ({phase})"
    return f"{phase}, seat {view.to_move} to move"


def _card_label(card: int) -> str:
    c = CARDS[card]
    return f"{c.numeral} {c.name}"


def _thrown_text(thrown: int | None) -> str:
    if thrown is None:
        return "-"
    if thrown == HIDDEN:
        return "face down"
    return _card_label(thrown)


def _counted(numeral: str, count: int) -> str:
    return numeral if count == 1 else f"{numeral}×{count}"


def _winner_text(m: Matchup) -> str:
    return "no winner" if m.winner is None else f"seat {m.winner} wins"


# ---------------------------------------------------------------------- plain text
def render_text(view: ArcanaView) -> str:
    """A compact, deterministic plain-text rendering of ``view`` (one fact per field).

    Lines: the round and what is pending (and whose view it is); the outcome if the game
    is over; per seat its points, chambers, clock and thrown card, then its hand (cards
    in rulebook order, ``×2`` for a doubled card) and its removed cards; the last match-up
    with its rule citation, and the reason on the next line.
    """
    head = f"{_round_text(view)} - {_pending_text(view)} - view: {viewer_text(view.viewer)}"
    if view.resolution != "winner":
        head += f" - variant: resolution={view.resolution}"
    lines = [head]
    if view.outcome is not None:
        lines.append(f"outcome: {view.outcome}")
    for seat, p in enumerate(view.players):
        lines.append(
            f"seat {seat}: HP {p.hp}, damage {p.damage}/{DAMAGE_PER_HP}, keys {p.keys}/"
            f"{KEYS_PER_CHAMBER}, chambers {p.chambers}/{len(CHAMBERS)}, clock {p.clock_text}, "
            f"thrown: {_thrown_text(p.thrown)}"
        )
        hand = [_counted(CARDS[n].numeral, p.hand[n]) for n in DISPLAY_ORDER if p.hand[n] > 0]
        removed = [_counted(CARDS[n].numeral, p.removed[n]) for n in DISPLAY_ORDER
                   if p.removed[n] > 0]
        lines.append(f"  hand: {' '.join(hand) or 'empty'}  removed: "
                     f"{' '.join(removed) or 'none'}")
    m = view.last
    if m is None:
        lines.append("last: none")
    else:
        when = "" if view.last_round is None else f"round {view.last_round} "
        lines.append(f"last: {when}({m.parity}) {CARDS[m.cards[0]].name} vs "
                     f"{CARDS[m.cards[1]].name} -> {_winner_text(m)} [{m.rule}]")
        lines.append(f"  {m.reason}")
    return "\n".join(lines)


# ---------------------------------------------------------------------- HTML
_SEAT_COLOURS = ("#1f5fa6", "#b4471b")

_CSS = stylesheet("tarotlab.arcana", "arcana.css")
"""Arcana's own styles (``arcana.css``), after the shared ones."""


def _pips(value: int, target: int, cls: str) -> str:
    cells = max(value, target)
    pips = "".join(f'<span class="tl-pip{" " + cls if i < value else ""}"></span>'
                   for i in range(cells))
    return f'<span class="tl-pips">{pips}</span><span class="tl-frac">{value}/{target}</span>'


def _hearts(hp: int) -> str:
    shown = max(0, min(hp, _HEARTS_SHOWN))
    more = '<span class="tl-more">+</span>' if hp > _HEARTS_SHOWN else ""
    return f'<span class="tl-hearts">{"♥" * shown}</span>{more}'


def _clock(clock: int) -> str:
    left = max(0, MIDNIGHT - clock)
    late = " tl-late" if left <= 3 else ""
    note = "midnight" if left == 0 else f"{left} h to midnight"
    return (f'<span class="tl-big">{esc(clock_text(clock))}</span>'
            f'<span class="tl-frac{late}">{esc(note)}</span>')


@lru_cache(maxsize=256)
def _slot(card: int | None, extra: str = "", short: bool = False) -> str:
    """A thrown card: face up, face down (HIDDEN) or no card (None). Cached: a pure function
    of a few small values, rendered for every viewer at every step."""
    if card is None:
        return f'<span class="tl-slot tl-none{extra}" data-thrown="none">no card</span>'
    if card == HIDDEN:
        return (f'<span class="tl-slot tl-down{extra}" data-thrown="hidden" '
                'title="thrown face down: secret until both have chosen (arcana R12)">'
                'face down</span>')
    c = CARDS[card]
    return (f'<span class="tl-slot{extra}" data-thrown="{card}" title="{esc(_card_label(card))}">'
            f'<span class="tl-n">{esc(c.numeral)}</span>{esc(c.major.short if short else c.name)}'
            '</span>')


@lru_cache(maxsize=4096)
def _chip(seat: int, card: int, count: int, removed: int) -> str:
    """One card of a seat's hand (``count`` copies held, ``removed`` removed). Cached: 22 per
    panel at every step, from few distinct arguments."""
    c = CARDS[card]
    classes = ["tl-card"]
    title = [f"seat {seat}: {c.numeral} {c.name}"]
    if c.odd:
        classes.append("tl-odd")
        title.append("odd-favoured")
    tag = x2 = ""
    if count == 0:
        classes.append("tl-gone")
        if removed:
            tag = '<span class="tl-tag">removed</span>'
            title.append("removed from play")
        else:
            classes.append("tl-away")
            tag = '<span class="tl-tag">switched</span>'
            title.append("switched to the opponent (arcana R9)")
    else:
        if count > 1:
            x2 = f'<span class="tl-x2">×{count}</span>'
            title.append(f"{count} copies")
        if removed:
            title.append(f"{removed} removed earlier")
    pick = f' data-pick="{esc(c.throw.arg)}"' if count else ""  # a click picks its throw
    return (f'<div class="{" ".join(classes)}" data-card="{card}"{pick} '
            f'title="{esc(", ".join(title))}">'
            f'<span class="tl-n">{esc(c.numeral)}{x2}</span>'
            f'<span class="tl-nm">{esc(c.major.short)}</span>{tag}</div>')


@lru_cache(maxsize=1024)  # a few kB each
def _hand(seat: int, hand: tuple[int, ...], removed: tuple[int, ...]) -> str:
    """A seat's hand, every card in display order. Cached: hands change once a round, but are
    rendered for every viewer at every step."""
    chips = "".join(_chip(seat, n, hand[n], removed[n]) for n in DISPLAY_ORDER)
    return f'<div class="tl-hand">{chips}</div>'


@cache
def _chambers(chambers: int) -> str:
    """The nine chambers, the first ``chambers`` unlocked. Cached: ten possible results."""
    boxes = []
    for ch in CHAMBERS:
        opened = ch.number <= chambers
        cls = "tl-ch tl-open" if opened else (
            "tl-ch tl-next" if ch.number == chambers + 1 else "tl-ch")
        if ch.ascension:
            gives = "its owner wins the game"
        else:
            gives = " or ".join(str(o.action) for o in ch.options)
        state = "unlocked" if opened else "locked"
        title = f"chamber {ch.number}: {ch.name} ({gives}), {state}"
        mark = "✓ " if opened else ""
        boxes.append(f'<div class="{cls}" title="{esc(title)}"><b>{ch.number}</b>{mark}'
                     f'{esc(ch.name.removesuffix(" Chamber"))}</div>')
    return f'<div class="tl-chambers">{"".join(boxes)}</div>'


@lru_cache(maxsize=4096)
def _stats(hp: int, damage: int, keys: int, clock: int, thrown: int | None) -> str:
    """A seat's rows of HP, damage, keys, clock and thrown card. Cached: the same few values
    are rendered for every viewer at every step."""
    return (
        f'<div class="tl-row"><span class="tl-lab">HP</span><span class="tl-big">{hp}</span>'
        f'{_hearts(hp)}</div>'
        f'<div class="tl-row" title="every {DAMAGE_PER_HP} damage points take 1 HP from the '
        f'opponent"><span class="tl-lab">Damage</span>'
        f'{_pips(damage, DAMAGE_PER_HP, "tl-dmg")}</div>'
        f'<div class="tl-row" title="every {KEYS_PER_CHAMBER} key points unlock the next '
        f'chamber"><span class="tl-lab">Keys</span>{_pips(keys, KEYS_PER_CHAMBER, "tl-key")}'
        f'</div>'
        f'<div class="tl-row"><span class="tl-lab">Clock</span>{_clock(clock)}</div>'
        f'<div class="tl-row"><span class="tl-lab">Thrown</span>{_slot(thrown, short=True)}</div>'
    )


def _seat_panel(view: ArcanaView, seat: int) -> str:
    p = view.players[seat]
    classes = "tl-seat"
    badges = ""
    if view.viewer == seat:
        badges += '<span class="tl-badge tl-you">you</span>'
    if view.outcome is None and view.to_move == seat:
        classes += " tl-turn"
        badges += '<span class="tl-badge tl-tomove">to move</span>'
    if view.outcome is not None and seat in view.outcome.winners:
        badges += '<span class="tl-badge tl-won">winner</span>'
    stats = _stats(p.hp, p.damage, p.keys, p.clock, p.thrown)
    body = f'{_chambers(p.chambers)}{_hand(seat, p.hand, p.removed)}'
    return (f'<div class="{classes}" data-seat="{seat}" style="--seat:{_SEAT_COLOURS[seat]}">'
            f'<div><div class="tl-seathead">Seat {seat}{badges}</div>{stats}</div>'
            f'<div>{body}</div></div>')


def _status(view: ArcanaView) -> str:
    parts = [f'<span class="tl-round">{esc(_round_text(view).capitalize())}</span>']
    if view.parity is not None:
        parts[0] = f'<span class="tl-round">Round {view.round}</span>'
        parts.append(f'<span class="tl-pill tl-pill-{view.parity}">{view.parity} round</span>')
    if view.phase == "choose" and view.chooser is not None and view.outcome is None:
        options = "".join(f'<span class="tl-opt">{esc(a)}</span>' for a in view.choice)
        parts.append(f'<span class="tl-pending">Seat {view.chooser} chooses for '
                     f'{esc(view.choice_source)}: {options}</span>')
    else:
        text = _pending_text(view)
        parts.append(f'<span class="tl-pending">{esc(text[:1].upper() + text[1:])}</span>')
    if view.resolution != "winner":
        parts.append(f'<span class="tl-pill tl-pill-even">variant: resolution = '
                     f'{esc(view.resolution)} <span class="tl-rule">[arcana R6]</span></span>')
    parts.append(viewer_label(view.viewer, "secret cards shown"))
    return f'<div class="tl-status">{"".join(parts)}</div>'


def _last(view: ArcanaView) -> str:
    m = view.last
    if m is None:
        return ('<div class="tl-last"><div class="tl-lasthead">Last match-up</div>'
                '<div class="tl-why">No match-up yet.</div></div>')
    when = f"round {view.last_round} " if view.last_round is not None else ""
    slots = []
    for seat in (0, 1):
        extra = "" if m.winner is None else (" tl-win" if m.winner == seat else " tl-lose")
        slots.append(f'<span class="tl-who">seat {seat}</span>{_slot(m.cards[seat], extra)}')
    result = "no winner" if m.winner is None else f"seat {m.winner} wins"
    resolves = resolution_text(m, view.resolution)
    return (
        f'<div class="tl-last"><div class="tl-lasthead">Last match-up · {esc(when)}'
        f'({esc(m.parity)})</div>'
        f'<div class="tl-vs">{slots[0]}<span>vs</span>{slots[1]}'
        f'<span class="tl-result">→ {esc(result)}</span></div>'
        f'<div class="tl-why">{esc(m.reason)} <span class="tl-rule">[{esc(m.rule)}]</span></div>'
        f'<div class="tl-res">Resolves: {esc(resolves)}</div></div>'
    )


@cache
def _style() -> str:
    """The ``<style>`` block, built once (the same long text in every render)."""
    return style_block(_CSS)


def render_view(view: ArcanaView) -> str:
    """One self-contained HTML fragment showing ``view`` (styles scoped to ``.tl-arcana``)."""
    banner = ""
    if view.outcome is not None:
        draw = " tl-draw" if view.outcome.draw else ""
        banner = f'<div class="tl-banner{draw}">Game over — {esc(view.outcome)}</div>'
    legend = ('<div class="tl-legend"><span class="tl-dot"></span> odd-favoured card · '
              'dashed chamber: next to unlock · hands are open, the card thrown this round is '
              'secret until both have chosen <span class="tl-rule">[arcana R12]</span></div>')
    return (
        f'<div class="tl-game tl-arcana">{_style()}{banner}{_status(view)}'
        f'{_seat_panel(view, 0)}{_seat_panel(view, 1)}{_last(view)}{legend}</div>'
    )
