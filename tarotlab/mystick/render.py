"""Mystick views as HTML (notebooks, ``MystickView._repr_html_``) and as plain text.

Both functions only present what the view already holds: no rule is decided here. Card
names, types, suits and texts come from the catalog (``data/catalog.toml``, loaded once as
``rules.CARDS``).

``render_text`` is compact, line-oriented and deterministic, for golden playthrough files
and doctests (no trailing spaces, nothing that changes from run to run):

>>> import tarotlab
>>> s = tarotlab.new_game("mystick", seed=1)
>>> print(render_text(s.view(0)))
round 1 - Draw Count 0/3 - pool 11 Power - seat 0 to move: seat 0 moves: play, draw or challenge - view: seat 0
seat 0 (you, moving): 0 VP; deck 28, discard 4 (top M12); hand 2C 3W 4W 5W 6W 8C 9W
  cross . . . . . . . .
seat 1: 0 VP; deck 29, discard 3 (top M11); hand 7 card(s)
  cross . . . . . . . .

A Pawn is written ``label power/influence traits``, its Attachments after ``+``:
``5W#3 1/2 Aggression +9W#5``.

``render_view`` returns one self-contained HTML fragment: a ``<style>`` block (the shared
rules of ``core/tarotlab.css`` under ``.tl-game``, then Mystick's under ``.tl-mystick``) and
plain markup, with no scripts and no external assets. Cards a viewer may
not see are never written into it, not even hidden.
"""  # noqa: E501

from __future__ import annotations

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
from .catalog import SUITS
from .rules import CARDS, CROSS, DRAW_COUNT_END, MystickPlayerView, MystickView

__all__ = ["render_text", "render_view"]

_ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
          "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")
_SUIT_CLASS = {"Wands": "w", "Cups": "c", "Swords": "s", "Pentacles": "p", "Major": "m"}
_TYPE_CLASS = {"Environment": "ty-env", "Pawn": "ty-pawn", "Attachment": "ty-att",
               "Action": "ty-act", "Major": "ty-major"}


# ---------------------------------------------------------------------- shared wording
def card_id(label: str) -> str:
    """The catalog id of a card in play (``"5W#3"`` -> ``"5W"``) or of a card id itself."""
    return label.partition("#")[0]


def card_name(card: str) -> str:
    """The catalog name of a card id or in-play label (``"M13"`` -> ``"Death"``)."""
    known = CARDS.get(card_id(card))
    return known.name if known is not None else card


def _who(seat: int | None) -> str:
    if seat is None:
        return ""
    return "chance" if seat == CHANCE else f"seat {seat}"


def _seen_text(view: MystickView) -> str | None:
    """What this seat looked at during the move: an opponent's hand or its own deck top."""
    if view.seen is None:
        return None
    seat, cards = view.seen
    shown = " ".join(cards) or "nothing"
    if seat == view.viewer:
        return f"the top of your deck (you looked): {shown}"
    return f"seat {seat}'s hand (you looked): {shown}"


# ---------------------------------------------------------------------- plain text
def _pawn_text(pawn: tuple[str, int, int, tuple[str, ...], tuple[str, ...]]) -> str:
    label, influence, power, traits, attachments = pawn
    out = f"{label} {power}/{influence}"
    if traits:
        out += " " + ",".join(traits)
    if attachments:
        out += " +" + " +".join(attachments)
    return out


def render_text(view: MystickView) -> str:
    """A compact, deterministic text picture of the view (golden playthroughs, doctests).

    Lines: round, Draw Count, pool, who decides, the prompt and whose view it is; then per
    seat its VP, deck and discard counts (with the top of the discard pile and any cards
    it knows on top of its deck), its hand (a count unless the viewer may see it), its
    Mystick Cross (``.`` for an open space), Pawns and Environments; what the viewer looked
    at this move; the result when the game is over.
    """
    who = _who(view.to_move)
    lines = [f"round {view.round} - Draw Count {view.draw_count}/{DRAW_COUNT_END} - pool "
             f"{view.pool} Power - " + (f"{who} to move: " if who else "") + view.prompt
             + f" - view: {viewer_text(view.viewer)}"]
    over = view.outcome is not None
    for s, p in enumerate(view.players):
        marks = [m for m, on in (("you", view.viewer == s),
                                 ("moving", not over and view.mover == s),
                                 ("eliminated", p.eliminated)) if on]
        if over and view.outcome is not None and s in view.outcome.winners:
            marks.append("winner")
        head = f"seat {s}" + (f" ({', '.join(marks)})" if marks else "")
        discard = f"discard {len(p.discard)}" + (f" (top {p.discard[-1]})" if p.discard else "")
        deck = f"deck {p.deck}" + (f" (known top {' '.join(p.known_top)})" if p.known_top
                                   else "")
        hand = " ".join(p.hand) if p.hand is not None else f"{p.hand_count} card(s)"
        line = f"{head}: {p.vp} VP; {deck}, {discard}; hand {hand or '-'}"
        if p.skips:
            line += f"; skips {p.skips} move(s)"
        lines.append(line)
        lines.append("  cross " + " ".join(c or "." for c in p.cross))
        if p.pawns:
            lines.append("  pawns " + "; ".join(_pawn_text(x) for x in p.pawns))
        if p.environments:
            lines.append("  environments " + " ".join(p.environments))
    seen = _seen_text(view)
    if seen is not None:
        lines.append(f"seen: {seen}")
    challenge = _challenge_text(view)
    if challenge:
        lines.append(challenge)
    if view.outcome is not None:
        lines.append(f"result: {view.outcome}")
    return "\n".join(lines)


# ---------------------------------------------------------------------- HTML
# Suit colours are the rulebook's (Wands red, Cups green, Swords blue, Pentacles yellow);
# card backgrounds follow its card types (Environments pale green, Pawns pale yellow,
# Attachments pale blue, Actions red-bordered).
_CSS = stylesheet("tarotlab.mystick", "mystick.css")
"""Mystick Domination's own styles (``mystick.css``), after the shared ones."""


@lru_cache(maxsize=4096)
def _mark(card: str) -> str:
    """The coloured rank-and-suit corner of a card: ``5 W`` in the suit's colour, or the
    Roman numeral of a Major. Cached, like the other fragments of one card or Pawn: pure
    functions of small immutable values, drawn for every viewer at every step."""
    info = CARDS.get(card)
    if info is None:
        return f'<span class="tl-mark tl-m">{esc(card)}</span>'
    if info.is_major:
        return f'<span class="tl-mark tl-m">{esc(_ROMAN[info.rank])}</span>'
    return f'<span class="tl-mark tl-{_SUIT_CLASS[info.suit]}">{esc(card)}</span>'


@lru_cache(maxsize=4096)
def _card(label: str, *, show_name: bool = True, pick: bool = False) -> str:
    """A face-up card (a card id or an in-play label) with its name; the text as tooltip.
    ``pick``: a click on it narrows the choices to its moves (``data-pick``: the card in
    a hand, the label of a card in play), and a lesson can point at it."""
    cid = card_id(label)
    info = CARDS.get(cid)
    if info is None:
        return f'<span class="tl-card">{esc(label)}</span>'
    kind = _TYPE_CLASS[info.type]
    title = f"{label} {info.name} ({info.type}"
    title += f", {info.suit}" if not info.is_major else f" {_ROMAN[info.rank]}"
    title += f"): {info.text}"
    uid = f'<small>#{esc(label.partition("#")[2])}</small>' if "#" in label else ""
    name = f"<em>{esc(info.name)}</em>" if show_name else ""
    picked = f' data-pick="{esc(label)}"' if pick else ""
    return (f'<span class="tl-card tl-{kind}" data-card="{esc(cid)}"{picked} '
            f'title="{esc(title)}">'
            f'{_mark(cid)}{uid}{name}</span>')


def _tokens(power: int, room: int = 0) -> str:
    return ('<span class="tl-tok"></span>' * power
            + '<span class="tl-tok tl-room"></span>' * max(0, room))


def _status(view: MystickView) -> str:
    parts = [f'<span class="tl-round">Round {view.round}</span>']
    boxes = []
    for n in range(DRAW_COUNT_END + 1):
        cls = "tl-dcn" + (" tl-end" if n == DRAW_COUNT_END else "") \
            + (" tl-now" if n == view.draw_count else "")
        title = "the round ends" if n == DRAW_COUNT_END else f"Draw Count {n}"
        boxes.append(f'<span class="{cls}" title="{title}">{n}</span>')
    parts.append(f'<span class="tl-dc" data-draw-count="{view.draw_count}">'
                 f'<span class="tl-k">Draw Count <span class="tl-rule">[mystick R10]</span>'
                 f'</span>{"".join(boxes)}</span>')
    parts.append(f'<span class="tl-pool" data-pool="{view.pool}" data-pick="pool">'
                 f'<span class="tl-k">Pool</span>'
                 f'{_tokens(view.pool)}<span class="tl-num">{view.pool}</span>'
                 f'<span class="tl-k" style="margin-left:3px">Power</span></span>')
    if view.outcome is None and view.to_move is not None:
        cls = "tl-pill tl-chance" if view.to_move == CHANCE else "tl-pill"
        parts.append(f'<span class="{cls}">{esc(_who(view.to_move))} to decide</span>')
        prompt = view.prompt[:1].upper() + view.prompt[1:]
        parts.append(f'<span class="tl-prompt">{esc(prompt)}</span>')
    parts.append(viewer_label(view.viewer, "all hands shown"))
    return f'<div class="tl-status">{"".join(parts)}</div>'


def _seen(view: MystickView) -> str:
    if view.seen is None:
        return ""
    seat, cards = view.seen
    what = ("The top of your deck, in order (you looked)" if seat == view.viewer
            else f"Seat {seat}'s hand (you looked)")
    chips = "".join(_card(c) for c in cards) or '<span class="tl-empty">no cards</span>'
    return (f'<div class="tl-seen" data-seen="{seat}"><span class="tl-k">{esc(what)}</span>'
            f'{chips}</div>')


@lru_cache(maxsize=4096)
def _pawn(pawn: tuple[str, int, int, tuple[str, ...], tuple[str, ...]]) -> str:
    label, influence, power, traits, attachments = pawn
    cid = card_id(label)
    info = CARDS.get(cid)
    name = info.name if info else ""
    suit = _SUIT_CLASS.get(info.suit, "m") if info else "m"
    printed = info.influence if info else influence
    changed = (f' <span class="tl-changed" title="printed influence {printed}">'
               f'(printed {printed})</span>') if influence != printed else ""
    trait_chips = "".join(f'<span class="tl-trait tl-{esc(t)}">{esc(t)}</span>' for t in traits)
    atts = "".join(_card(a) for a in attachments)
    title = f"{label} {name}: {info.text}" if info else label
    return (f'<div class="tl-pawn" data-pawn="{esc(label)}" data-power="{power}" '
            f'data-influence="{influence}" data-pick="{esc(label)}" title="{esc(title)}">'
            f'<div class="tl-pawnhead"><span class="tl-mark tl-{suit}">{esc(label)}</span>'
            f'<span class="tl-pname">{esc(name)}</span></div>'
            f'<div class="tl-power">{_tokens(power, influence - power)}'
            f'<span><b>{power}/{influence}</b> Power</span></div>'
            f'<div class="tl-inf">influence {influence}{changed}</div>'
            f'<div class="tl-traits">{trait_chips}</div>'
            + (f'<div class="tl-atts">{atts}</div>' if atts else "") + '</div>')


def _cross(p: MystickPlayerView, seat: int) -> str:
    spaces = []
    for i in range(CROSS):
        card = p.cross[i] if i < len(p.cross) else None
        inner = _card(card) if card is not None else ""
        cls = "tl-space tl-full" if card is not None else "tl-space"
        spaces.append(f'<div class="{cls}" data-space="{i + 1}"><span class="tl-sn">{i + 1}'
                      f'</span>{inner}</div>')
    open_spaces = sum(1 for c in p.cross if c is None)
    return (f'<div class="tl-lab">Mystick Cross · {open_spaces} open '
            f'<span class="tl-rule">[mystick R6]</span></div>'
            f'<div class="tl-cross" data-cross="{seat}">{"".join(spaces)}</div>')


@lru_cache(maxsize=1024)  # a few kB each
def _seat_body(seat: int, p: MystickPlayerView) -> str:
    """A seat's Pawns, Environments, Cross, piles and hand, as ``p`` shows them. Cached: most
    moves change one seat, and every viewer without the hand sees the same panel."""
    pawns = "".join(_pawn(x) for x in p.pawns) or '<span class="tl-empty">no Pawn</span>'
    envs = "".join(_card(x, pick=True) for x in p.environments) or \
        '<span class="tl-empty">no Environment</span>'
    left = (f'<div class="tl-lab">Pawns</div><div class="tl-row" data-pawns="{seat}">{pawns}'
            f'</div><div class="tl-lab">Environments</div><div class="tl-row" '
            f'data-environments="{seat}">{envs}</div>')
    if p.hand is not None:
        hand = "".join(_card(c, pick=True) for c in p.hand) or \
            '<span class="tl-empty">empty</span>'
    else:
        hand = card_backs(p.hand_count, f"seat {seat}'s hand: secret")
    top = _card(p.discard[-1]) if p.discard else '<span class="tl-empty">empty</span>'
    known = ""
    if p.known_top:
        known = ('<span class="tl-pile"><span class="tl-k">known top</span>'
                 + "".join(_card(c, show_name=False) for c in p.known_top) + "</span>")
    piles = (f'<div class="tl-piles"><span class="tl-pile"><span class="tl-k">Deck</span>'
             f'{card_backs(p.deck, "cards left in the deck")}</span>{known}'
             f'<span class="tl-pile"><span class="tl-k">Discard</span><b data-discard='
             f'"{seat}">{len(p.discard)}</b>&nbsp;{top}</span></div>')
    right = (f'{_cross(p, seat)}{piles}<div class="tl-lab">Hand ({p.hand_count})</div>'
             f'<div class="tl-hand" data-hand="{seat}">{hand}</div>')
    return f'<div class="tl-body"><div>{left}</div><div>{right}</div></div>'


def _seat(view: MystickView, seat: int) -> str:
    p = view.players[seat]
    over = view.outcome is not None
    classes, badges = seat_start(view.viewer, seat)
    if not over and view.mover == seat:
        badges.append('<span class="tl-badge tl-moving" title="whose move it is">moving</span>')
    if not over and view.to_move == seat:
        classes += " tl-tomove"
        badges.append('<span class="tl-badge tl-go">to decide</span>')
    if p.skips:
        badges.append(f'<span class="tl-badge tl-skip" title="skips its next move(s) this '
                      f'round">skips {p.skips}</span>')
    if p.eliminated:
        classes += " tl-out"
        badges.append('<span class="tl-badge tl-elim" title="mystick R12">eliminated</span>')
    if view.outcome is not None and seat in view.outcome.winners:
        badges.append('<span class="tl-badge tl-won">winner</span>')
    return (f'<div class="{classes}" data-seat="{seat}">{seat_head(seat, badges, p.vp)}'
            f'{_seat_body(seat, p)}</div>')


@cache
def _legend() -> str:
    """The legend below the seats (the same in every view: built once)."""
    suits = " ".join(f'<span class="tl-mark tl-{_SUIT_CLASS[s]}">{esc(s)}</span>' for s in SUITS)
    kinds = ('<span class="tl-card tl-ty-env"><em>Environment</em></span>'
             '<span class="tl-card tl-ty-pawn"><em>Pawn</em></span>'
             '<span class="tl-card tl-ty-att"><em>Attachment</em></span>'
             '<span class="tl-card tl-ty-act"><em>Action</em></span>'
             '<span class="tl-card tl-ty-major"><em>Major Arcana</em></span>')
    return (f'<div class="tl-legend"><span>{suits}</span><span>{kinds}</span>'
            '<span><span class="tl-tok"></span> Power <span class="tl-tok tl-room"></span> '
            'room (influence)</span></div>')


@cache
def _style() -> str:
    """The ``<style>`` block, built once (the same long text in every render)."""
    return style_block(_CSS)


def render_view(view: MystickView) -> str:
    """One self-contained HTML fragment showing ``view`` (styles scoped to ``.tl-mystick``).

    The round, the Draw Count track (0 to 3) and the pool as Power tokens; who decides and
    the prompt; what the viewer looked at this move; then one panel per seat: its Pawns
    (influence, Power as tokens, traits, Attachments), Environments, the Mystick Cross as
    eight numbered spaces, deck and discard counts with the top of the discard pile, the
    hand (face up only for its own seat or the full view) and the VP; a result banner.
    """
    seats = "".join(_seat(view, s) for s in range(len(view.players)))
    challenge = _challenge_text(view)
    box = (f'<div class="tl-status"><b>{esc(challenge)}</b> [mystick R6–R8]</div>'
           if challenge else "")
    return (f'<div class="tl-game tl-mystick">{_style()}'
            f'{result_banner(view.outcome)}{_status(view)}'
            f'{box}{_seen(view)}{seats}{_legend()}</div>')


def _challenge_text(view: MystickView) -> str:
    """The challenge under way in words (empty when there is none)."""
    c = view.challenge
    if c is None:
        return ""
    spaces = ", ".join(map(str, c.spaces)) or "none yet"
    marked = f"; marked to redraw: {', '.join(map(str, c.marked))}" if c.marked else ""
    bonus = f"; {c.bonus:+d} success(es) from effects" if c.bonus else ""
    return (f"challenge: {c.challenger} (seat {c.seat}) against {c.target}; Fate in spaces "
            f"{spaces}{marked}; redraws left {c.redraws}{bonus}")
