"""Arcs views as HTML (notebooks): one self-contained fragment per view, its styles the shared
``core/tarotlab.css`` and ``arcs.css`` (scoped under ``.tl-game`` and ``.tl-arcs``)."""

from __future__ import annotations

from functools import cache, lru_cache

from ...core.engine import ALL, CHANCE
from ...core.present import card_backs, esc, result_banner, style_block, stylesheet, viewer_label
from ..components import (
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
    TWO_PLAYER_BOX,
)
from ..views import ArcsPlayerView, ArcsView, BattleView, TurnView
from .common import (
    AMBITION_WORDS,
    SEAT_NAMES,
    action_card,
    card_back,
    colour,
    keys_chip,
    res_chip,
    seat_chip,
    who,
)
from .svgmap import map_svg

_CSS = stylesheet("tarotlab.arcs.render", "arcs.css")
"""Arcs' own styles (``arcs.css``, its comments left out), after the shared ones."""


@cache
def _style() -> str:
    """The ``<style>`` block every view starts with (the same every time: built once)."""
    return style_block(_CSS)


# ---------------------------------------------------------------------- the status line
def _status(view: ArcsView) -> str:
    parts = [f'<span class="tl-chapter" data-chapter="{view.chapter}">Chapter {view.chapter}'
             '</span>',
             f'<span><span class="tl-k">Setup</span><span data-setup="{esc(view.setup)}">'
             f'{esc(view.setup or "not drawn yet")}</span></span>']
    init = ('<span class="tl-k">Initiative</span>'
            + seat_chip(view.initiative, f"seat {view.initiative}"))
    if view.seized is not None:
        init += f' <span data-seized="{view.seized}">seized by seat {view.seized}</span>'
    parts.append(f'<span data-initiative="{view.initiative}">{init}</span>')
    parts.append(f'<span><span class="tl-k">Game ends at</span>{view.threshold} Power'
                 f' or after chapter {CHAPTERS}</span>')
    if view.outcome is None and view.to_move is not None:
        cls = "tl-pill tl-chance" if view.to_move == CHANCE else "tl-pill"
        parts.append(f'<span class="{cls}" data-to-move="{view.to_move}">'
                     f'{esc(who(view.to_move))} to decide</span>')
    if view.outcome is None and view.prompt:
        prompt = view.prompt[:1].upper() + view.prompt[1:]
        parts.append(f'<span class="tl-prompt" data-prompt="1">{esc(prompt)}</span>')
    parts.append(viewer_label(view.viewer, "every hand and face-down card shown"))
    return f'<div class="tl-status">{"".join(parts)}</div>'


# ---------------------------------------------------------------------- the round
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
            f'{seat_chip(b.attacker, f"seat {b.attacker}")} attacks '
            f'{seat_chip(b.defender, f"seat {b.defender}")}'
            f'<div class="tl-row">dice: {dice}</div><div class="tl-row">rolled: {rolled}</div>'
            f'<div>raid keys: <b data-raid-keys="{b.keys}">{b.keys}</b></div></div>')


def _round(view: ArcsView) -> str:
    rows = []
    if view.lead is not None:
        seat, card, zero = view.lead
        note = (' <span class="tl-note">zero marker on it: an ambition was declared, the card '
                'counts as 0</span>') if zero else ""
        rows.append(f'<div class="tl-round-line" data-lead="{seat}"><span class="tl-how">lead'
                    f'</span>{seat_chip(seat, f"seat {seat}")}{action_card(card, zero)}'
                    f'{note}</div>')
    for seat, maybe, how in view.played:
        if how == "lead":
            continue
        shown = action_card(maybe) if maybe is not None else card_back(
            f"seat {seat}'s {how} card: face down")
        rows.append(f'<div class="tl-round-line" data-played="{seat}" data-how="{esc(how)}">'
                    f'<span class="tl-how">{esc(how)}</span>{seat_chip(seat, f"seat {seat}")}'
                    f'{shown}</div>')
    for seat, maybe in view.extras:
        shown = action_card(maybe) if maybe is not None else card_back(
            f"seat {seat}'s card used to seize: face down")
        rows.append(f'<div class="tl-round-line" data-extra="{seat}"><span class="tl-how">'
                    f'seized with</span>{seat_chip(seat, f"seat {seat}")}{shown}</div>')
    for seat, union, card in view.unions:
        rows.append(f'<div class="tl-round-line" data-union="{seat}"><span class="tl-how">'
                    f'{esc(COURT[union].name)}</span>{seat_chip(seat, f"seat {seat}")} takes '
                    f'{action_card(card)} into hand at round end</div>')
    if not rows:
        rows.append('<span class="tl-empty">no card played this round yet</span>')
    if view.turn is not None:
        rows.append(_turn(view.turn))
    if view.limbo:
        rows.append('<div class="tl-round-line">spent this Prelude: '
                    + "".join(res_chip(r) for r in view.limbo) + "</div>")
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
        piles += ("<span>face up:</span>" + "".join(action_card(c) for c in view.discard_up))
    piles += "</div>"
    return (f'<div class="tl-panel" data-round="1"><div class="tl-h">This round</div>'
            f'{"".join(rows)}{piles}</div>')


def _ambitions(view: ArcsView) -> str:
    return _ambitions_panel(view.ambitions, view.markers, view.supply)


@lru_cache(maxsize=256)
def _ambitions_panel(ambitions: tuple[tuple[str, tuple[tuple[int, int], ...], int], ...],
                     markers: tuple[tuple[int, int], ...], supply: tuple[tuple[str, int], ...]
                     ) -> str:
    """The ambition boxes, the markers left and the resource supply: kept by their values
    (they change only now and then in a game, and are the same for every viewer)."""
    boxes = []
    for name, placed, phantom in ambitions:
        counts = " + ".join(AMBITION_WORDS.get(c, c) for c in AMBITION_COUNTS.get(name, ()))
        chips = "".join(f'<span class="tl-marker" title="first place {f} Power, second {s}">'
                        f"{f}/{s}</span>" for f, s in placed)
        extra = ""
        if phantom:
            kinds = "/".join(r for r, a in TWO_PLAYER_BOX.items() if a == name)
            extra = (f'<div class="tl-phantom" data-box-tokens="{phantom}" title="2 players: '
                     'the resources on the box count as a third player">'
                     f'+{phantom} {esc(kinds)}</div>')
        cls = "tl-amb tl-declared" if placed else "tl-amb"
        values = " ".join(f"{f}/{s}" for f, s in placed)
        boxes.append(f'<div class="{cls}" data-ambition="{esc(name)}" data-pick="{esc(name)}" '
                     f'data-markers="{values}">'
                     f'<div class="tl-an">{esc(name)}</div><div class="tl-ac">{esc(counts)}'
                     f'</div>{chips}{extra}</div>')
    avail = "".join(f'<span class="tl-marker">{f}/{s}</span>' for f, s in markers) or \
        '<span class="tl-empty">all placed</span>'
    chips = "".join(f"{res_chip(r)}&nbsp;{n} " for r, n in supply)
    return (f'<div class="tl-panel"><div class="tl-h">Ambitions <small>marker: first/second '
            f'place Power</small></div><div class="tl-ambs">{"".join(boxes)}</div>'
            f'<div class="tl-row" style="margin-top:3px"><span class="tl-k">Available markers'
            f'</span><span class="tl-row" data-markers-available="'
            f'{" ".join(f"{f}/{s}" for f, s in markers)}">{avail}</span></div>'
            f'<div class="tl-row" style="margin-top:3px"><span class="tl-k">Resource supply'
            f'</span>{chips}</div></div>')


_NO_AGENTS = '<span class="tl-empty">no agents</span>'


def _court_card(cid: str | None, agents: tuple[int, ...], index: int) -> str:
    if cid is None:
        return f'<div class="tl-cc tl-none" data-court-slot="{index}">(empty)</div>'
    card = COURT[cid]
    placed = "".join(seat_chip(s, f"{n} agent{'s' if n != 1 else ''}", f"seat {s}")
                     for s, n in enumerate(agents) if n)
    if card.kind == "guild":
        kind = f'Guild · {res_chip(card.suit or "")} {keys_chip(card.keys)}'
        cls = "tl-cc"
    else:
        kind = "Vox"
        cls = "tl-cc tl-vox"
    return (f'<div class="{cls}" data-court="{esc(cid)}" data-pick="{esc(card.name)}" '
            f'data-court-slot="{index}" '
            f'data-keys="{card.keys}"><div class="tl-cn">{esc(card.name)}</div>'
            f'<div class="tl-ck">{kind}</div><div class="tl-ct">{esc(card.text)}</div>'
            f'<div class="tl-ag" data-agents="{" ".join(map(str, agents))}">'
            f'{placed or _NO_AGENTS}</div></div>')


def _court(view: ArcsView) -> str:
    return _court_panel(view.court, view.court_deck, view.court_discard, view.court_bottom)


@lru_cache(maxsize=256)
def _court_panel(court: tuple[tuple[str | None, tuple[int, ...]], ...], deck: int,
                 discarded: tuple[str, ...], bottom: int) -> str:
    """The Court: kept by its values (the same for every viewer, and it changes only when
    agents or cards move)."""
    cards = "".join(_court_card(c, a, i) for i, (c, a) in enumerate(court))
    discard = ", ".join(COURT[c].name for c in discarded) or "none"
    buried = (f' (<span data-court-bottom="{bottom}">{bottom}</span> '
              'buried under it, drawn first)') if bottom else ""
    return (f'<div class="tl-panel"><div class="tl-h">The Court <small>deck '
            f'<span data-court-deck="{deck}">{deck}</span>{buried}'
            f' · discard: {esc(discard)}</small></div><div class="tl-court">{cards}</div></div>')


# ---------------------------------------------------------------------- player boards
def _hand(p: ArcsPlayerView) -> str:
    if p.hand is None:
        inner = card_backs(p.hand_count, f"seat {p.seat}'s hand: secret")
    else:
        inner = "".join(action_card(c) for c in p.hand) or '<span class="tl-empty">empty</span>'
    return (f'<div class="tl-lab">Hand ({p.hand_count})</div>'
            f'<div class="tl-row" data-hand="{p.seat}">{inner}</div>')


def _slots(p: ArcsPlayerView) -> str:
    waiting = ""
    if p.waiting:
        waiting = (f'<div class="tl-row" data-waiting="{p.seat}" style="margin-top:2px">'
                   '<span class="tl-k">Waiting for a slot</span>'
                   + "".join(res_chip(r) for r in p.waiting)
                   + '<span class="tl-note">(no open slot: one must be discarded)</span></div>')
    return (f'<div class="tl-lab">Resources ({p.open_slots} open slots; raid cost above each)'
            f'</div><div class="tl-slots" data-resource-slots="{p.seat}">'
            f'{_slot_cells(p.resources, p.open_slots)}</div>{waiting}')


@lru_cache(maxsize=1024)
def _slot_cells(resources: tuple[str | None, ...], open_slots: int) -> str:
    """The 6 resource slots with their raid costs, kept by what is in them (a seat's slots
    change far less often than its board)."""
    cells = []
    for i, keys in enumerate(SLOT_KEYS):
        res = resources[i] if i < len(resources) else None
        is_open = i < open_slots
        inner = res_chip(res) if res else (
            '<span class="tl-empty">empty</span>' if is_open else
            '<span class="tl-cov">covered</span>')
        cls = "tl-slot" if is_open else "tl-slot tl-covered"
        cells.append(f'<div class="{cls}" data-slot="{i}" data-keys="{keys}" '
                     f'data-open="{int(is_open)}" data-res="{esc(res or "")}">{keys_chip(keys)}'
                     f'{inner}</div>')
    return "".join(cells)


def _city_track(p: ArcsPlayerView) -> str:
    return _cities(p.seat, p.cities_on_board, p.city_bonus)


@lru_cache(maxsize=64)
def _cities(seat: int, on_board: int, city_bonus: int) -> str:
    """The 5 city spaces, left to right (cities leave from the left) and what each uncovers,
    from the board's printed tables (``OPEN_SLOTS``, ``CITY_BONUS``); kept (few values)."""
    total = PIECES["cities"]
    off = total - on_board
    cells = []
    for i in range(total):
        slots = OPEN_SLOTS[i + 1] - OPEN_SLOTS[i] if i + 1 < len(OPEN_SLOTS) else 0
        bonus = CITY_BONUS[i + 1] - CITY_BONUS[i] if i + 1 < len(CITY_BONUS) else 0
        gives = (f"+{slots} slot{'s' if slots > 1 else ''}" if slots else
                 f"+{bonus} to won ambitions" if bonus else "")
        on = i >= off
        cells.append(f'<div class="tl-city {"tl-on" if on else "tl-off"}" data-city="{i}" '
                     f'data-on="{int(on)}">{"city" if on else "built"}<br>{esc(gives)}</div>')
    note = (f'<span class="tl-note" data-city-bonus="{city_bonus}">bonus to each ambition '
             f'won: <b>+{city_bonus}</b> Power</span>')
    return (f'<div class="tl-lab">Cities on the board: {on_board}</div>'
            f'<div class="tl-cities" data-cities="{seat}">{"".join(cells)}{note}</div>')


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
    return (f'<div class="{cls}" data-seat="{seat}" style="--c:{colour(seat)}">{head}'
            f'{_board_body(p)}</div>')


@lru_cache(maxsize=1024)
def _board_body(p: ArcsPlayerView) -> str:
    """A seat's board below its heading (hand, slots, cities, supply, trophies, captives,
    Outrage, Guild cards, leader and lore): kept by the seat's view (a board seldom changes
    from one step to the next; the badges in the heading do)."""
    seat = p.seat
    ships, cities, ports = p.on_map
    supply = (f'<span data-supply="{seat}">ships {p.ships_supply}, starports '
              f'{p.starports_supply}, agents {p.agents_supply}</span> '
              f'<span class="tl-note">(on the map: {_plural(ships, "ship")}, '
              f'{cities} {"city" if cities == 1 else "cities"}, '
              f'{_plural(ports, "starport")})</span>')
    trophies = "".join(seat_chip(o, _plural(c, k), f"seat {o}'s {k}s")
                       for o, k, c in p.trophies) or '<span class="tl-empty">none</span>'
    captives = "".join(seat_chip(o, _plural(c, "agent"), f"seat {o}'s agents")
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
        f'<span class="tl-guild" data-guild="{esc(c)}" data-pick="{esc(COURT[c].name)}" '
        f'title="{esc(COURT[c].text)}">'
        f'<b>{esc(COURT[c].name)}</b>{res_chip(COURT[c].suit or "")}'
        f'{keys_chip(COURT[c].keys)}</span>'
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
    return f"{_hand(p)}{_slots(p)}{_city_track(p)}{rows}"


def _leader_lore(p: ArcsPlayerView) -> str:
    """Leaders & Lore: the seat's leader and lore cards (with their texts as tooltips) and the
    token on a card's extra slot."""
    if p.leader is None:
        return ""
    lead = LEADERS[p.leader]
    lore = "".join(f'<span class="tl-guild" data-lore="{esc(c)}" title="{esc(LORE[c].text)}">'
                   f'<b>{esc(LORE[c].name)}</b></span>' for c in p.lore)
    vault = ""
    if p.vault is not None and p.extra_slot is not None:
        card, keys = p.extra_slot
        vault = (f' <span class="tl-note" data-vault="{p.seat}">{esc(card)} slot: '
                 f'{res_chip(p.vault)}{keys_chip(keys)}</span>')
    return (f'<span class="tl-k">Leader</span><span class="tl-row" data-leader="{p.seat}">'
            f'<span class="tl-guild" title="{esc(lead.text)}"><b>{esc(lead.name)}</b></span>'
            f'</span><span class="tl-k">Lore</span><span class="tl-row" '
            f'data-lores="{p.seat}">{lore}{vault}</span>')


def _draft_row(view: ArcsView) -> str:
    """The Leaders & Lore draft row while it is on the table."""
    return _draft_panel(view.ll_row)


@lru_cache(maxsize=256)
def _draft_panel(row: tuple[tuple[str, ...], tuple[str, ...]]) -> str:
    """The draft row's panel, kept by the cards in it (the same for every viewer)."""
    leaders, lore = row
    if not leaders and not lore:
        return ""
    cards = [(LEADERS[c].name, "leader", LEADERS[c].text) for c in leaders]
    cards += [(LORE[c].name, "lore", LORE[c].text) for c in lore]
    body = "".join(f'<div class="tl-cc" data-draft="{esc(name)}"><b>{esc(name)}</b> '
                   f'<span class="tl-note">{kind}</span><div>{esc(text)}</div></div>'
                   for name, kind, text in cards)
    return (f'<div class="tl-panel" data-draft-row="1"><div class="tl-h">Leaders &amp; Lore '
            f'draft</div><div class="tl-court">{body}</div></div>')


@lru_cache(maxsize=8)
def _legend(n: int) -> str:
    """The key to the map's symbols (the same for every view of ``n`` seats: kept)."""
    seats = "".join(seat_chip(s, f"seat {s}", SEAT_NAMES[s % len(SEAT_NAMES)])
                    for s in range(n))
    return ('<div class="tl-legend"><span class="tl-row">' + seats + '</span>'
            "<span>Ships: <b>▶</b> fresh, <b>▷</b> damaged, in the seat's colour with its "
            "number</span><span>Buildings: square C = city, circle S = starport, with the "
            "owner's number; pale with a dashed outline = damaged</span><span>A thick outline "
            "in a seat's colour: that seat controls the system</span><span>Dashed line: path "
            "marker over an out-of-play cluster</span></div>")


def _seen(view: ArcsView) -> str:
    """The rival hand this seat looked at with a card (the view holds it for this seat
    only)."""
    if view.seen is None:
        return ""
    rival, cards = view.seen
    shown = "".join(action_card(c) for c in cards) or '<span class="tl-empty">no cards</span>'
    return (f'<div class="tl-panel tl-seen" data-seen="{rival}"><span class="tl-k">Seat '
            f'{rival}\'s hand (you looked, {esc(view.seen_by)})</span><span class="tl-row">'
            f'{shown}</span>'
            '</div>')


def render_view(view: ArcsView) -> str:
    """One self-contained HTML fragment showing ``view`` (styles scoped to ``.tl-arcs``).

    A status line (chapter, setup card, initiative, who decides and the prompt, whose view);
    the Reach as an inline SVG (systems, edges, pieces per seat, control); the round (cards
    played, cards set beside them, the turn, battle or Catapult under way); a rival hand looked
    at with a card (its viewer only); the ambitions and the Court; one board
    per seat (Power, hand or card backs, resource slots with raid costs, cities, supply,
    trophies, captives, Outrage, Guild cards, leader and lore); the game-over banner at the end.
    """
    boards = "".join(_board(view, p) for p in view.players)
    side = (f'<div class="tl-side">{_draft_row(view)}{_round(view)}{_ambitions(view)}'
            f'{_court(view)}</div>')
    return (f'<div class="tl-game tl-arcs" data-viewer="{_viewer_attr(view.viewer)}">'
            f'{_style()}{result_banner(view.outcome, "Power")}{_status(view)}{_seen(view)}'
            f'<div class="tl-main">{map_svg(view)}{side}</div>'
            f'<div class="tl-boards">{boards}</div>{_legend(view.n)}</div>')


def _viewer_attr(viewer: int | None) -> str:
    if viewer is None:
        return "spectator"
    return "all" if viewer == ALL else str(viewer)
