"""The Arcanum renderers show the facts of real positions built through the engine."""

from __future__ import annotations

import doctest
import re
from collections import Counter
from html import escape

import tarotlab
from tarotlab import ALL, State
from tarotlab.arcanum import render
from tarotlab.arcanum.catalog import (
    COURT_FIGURES,
    FIGURE_LETTERS,
    LOCATIONS,
    SUITS,
    code,
    name,
    rank_of,
)
from tarotlab.arcanum.render import render_text, render_view
from tarotlab.arcanum.rules import ArcanumState, ArcanumView
from tarotlab.arcanum.scenario import Rig
from tarotlab.testing.playouts import random_playout

OTHERS_DEALT = {1: ["Hierophant", "4W", "5W", "6W", "7W"],
                2: ["Hermit", "4C", "5C", "6C", "7C"],
                3: ["Strength", "4P", "5P", "6P", "7P"]}


# ---------------------------------------------------------------------- helpers
def view_of(s: State, seat: int | None) -> ArcanumView:
    v = s.view(seat)
    assert isinstance(v, ArcanumView)
    return v


def rigged(major: str, minors: tuple[str, ...] = ("4S", "5S", "6S", "7S"),
           players: int = 4) -> tuple[Rig, ArcanumState]:
    """Seat 0 is first player and is dealt ``major`` and ``minors``; the others fixed cards;
    everyone hides their first legal Minor; seat 0 is then to play (arcanum R11)."""
    draws = {0: [major, *minors], **{s: list(c) for s, c in OTHERS_DEALT.items() if s < players}}
    rig = Rig(first=0, draws=draws)
    s = rig.start(players=players, seed=3)
    for _ in range(players):
        assert s.pending[0] == "hide"
        rig.apply(s, s.legal_actions()[0])
    assert s.pending == ("main", 0)
    return rig, s


def seat_panel(html: str, seat: int) -> str:
    """The HTML of one seat's panel."""
    start = html.index(f'data-seat="{seat}"')
    ends = [i for i in (html.find('data-seat="', start + 1), html.find('class="tl-legend"'))
            if i > 0]
    return html[start:min(ends)]


def tile(html: str, loc: int) -> str:
    """The HTML of one location tile of the board."""
    start = html.index(f'data-loc="{loc}"')
    ends = [i for i in (html.find('data-loc="', start + 1), html.find('class="tl-lower"'))
            if i > 0]
    return html[start:min(ends)]


def tile_classes(html: str, loc: int) -> list[str]:
    m = re.search(rf'<div class="([^"]*)" data-loc="{loc}"', html)
    assert m is not None
    return m.group(1).split()


def cards_in(fragment: str) -> list[int]:
    """The face-up cards (chips) in a piece of HTML."""
    return [int(c) for c in re.findall(r'data-card="(\d+)"', fragment)]


def pawns_in(fragment: str) -> list[str]:
    """The Court figures drawn as pawns in a piece of HTML, by code."""
    return re.findall(r'data-fig="([^"]+)"', fragment)


def text_line(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(start))


def random_game(seed: int, players: int = 4) -> tuple[ArcanumState, list[ArcanumView]]:
    """A full game with random legal decisions; some views of seat 0 along the way."""
    s, views = random_playout("arcanum", seed, every=25, players=players)
    assert isinstance(s, ArcanumState) and all(isinstance(v, ArcanumView) for v in views)
    return s, views


# ---------------------------------------------------------------------- hidden information
def test_own_hand_and_hidden_cards_are_shown_only_to_their_seat() -> None:
    """arcanum A. Draw and hide cards phase (R11): a player's hand and hidden cards are theirs
    alone: their own view shows them as chips, every other view only counts them."""
    s = tarotlab.new_game("arcanum", players=4, seed=3)
    while view_of(s, ALL).phase != "play":
        s.apply(s.legal_actions()[0])
    full = view_of(s, ALL)
    for seat in range(4):
        mine = full.players[seat]
        assert mine.hand is not None and mine.hidden is not None and mine.hidden
        secret = Counter(mine.hand) + Counter(mine.hidden)

        own = render_view(view_of(s, seat))
        assert Counter(cards_in(seat_panel(own, seat))) == secret
        assert 'class="tl-badge tl-you"' in seat_panel(own, seat)
        for card in secret:
            assert escape(name(card)) in seat_panel(own, seat)
        own_text = text_line(render_text(view_of(s, seat)), f"seat {seat}")
        assert all(code(c) in own_text for c in secret)

        for other in [o for o in range(4) if o != seat] + [None]:
            html = render_view(view_of(s, other))
            assert not set(cards_in(html)) & set(secret), (seat, other)
            panel = seat_panel(html, seat)
            assert cards_in(panel) == []
            assert f">{mine.hand_count} card" in panel and f">{mine.hidden_count} card" in panel
            assert all(escape(name(c)) not in panel for c in secret)
            line = text_line(render_text(view_of(s, other)), f"seat {seat}")
            assert f"hand {mine.hand_count} card(s); hidden {mine.hidden_count} card(s)" in line

        everything = render_view(full)
        assert Counter(cards_in(seat_panel(everything, seat))) == secret


def test_other_views_do_not_depend_on_a_seats_secret_cards() -> None:
    """arcanum R11: what seat 0 was dealt is secret: two deals that differ only in seat 0's
    cards render the same for every other seat and for a spectator, text and HTML."""
    _, a = rigged("Tower", ("4S", "5S", "6S", "7S"))
    _, b = rigged("Sun", ("1C", "2C", "3C", "8P"))
    assert view_of(a, ALL).players[0].hand != view_of(b, ALL).players[0].hand
    for seat in (1, 2, 3, None):
        assert render_view(view_of(a, seat)) == render_view(view_of(b, seat))
        assert render_text(view_of(a, seat)) == render_text(view_of(b, seat))
    assert render_view(view_of(a, 0)) != render_view(view_of(b, 0))


def test_sun_reveals_hidden_cards_to_everyone() -> None:
    """arcanum R19: the Sun makes the other players reveal hidden cards, which stay face up
    for every viewer; the rest of their hidden cards stay counted only."""
    rig, s = rigged("Sun")
    rig.apply(s, "play Sun")
    while s.pending[0] == "reveal":
        rig.apply(s, s.legal_actions()[0])
    full = view_of(s, ALL)
    for seat in (1, 2, 3):
        revealed = full.players[seat].revealed
        assert len(revealed) == 1
        for viewer in (0, (seat % 3) + 1, None):
            v = view_of(s, viewer)
            panel = seat_panel(render_view(v), seat)
            assert cards_in(panel) == list(revealed)
            assert re.search(rf'class="tl-chip tl-minor tl-rev" data-card="{revealed[0]}"', panel)
            assert f"revealed {code(revealed[0])}" in text_line(render_text(v), f"seat {seat}")
        own = seat_panel(render_view(view_of(s, seat)), seat)
        assert re.search(rf'tl-rev" data-card="{revealed[0]}"', own)


# ---------------------------------------------------------------------- the board
def test_figures_appear_in_their_locations() -> None:
    """arcanum Setup and R5: every Court figure stands in exactly one location, drawn there
    as a pawn in its House colour with its figure letter."""
    s, seen = random_game(11)
    for v in [*seen[1:6], view_of(s, 0)]:
        html, text = render_view(v), render_text(v)
        drawn: list[str] = []
        for loc in LOCATIONS:
            here = [code(f) for f, at in zip(COURT_FIGURES, v.figures, strict=True)
                    if at == loc.number]
            pawns = pawns_in(tile(html, loc.number))
            assert pawns == here, loc.number
            drawn += pawns
            assert escape(loc.name) in tile(html, loc.number)
            assert escape(loc.text) in tile(html, loc.number)
            line = text_line(text, f"  {loc.number:>2} {loc.name}")
            assert line.split()[-len(here):] == here if here else line.endswith(loc.name)
        on_board = [f for f, at in zip(COURT_FIGURES, v.figures, strict=True) if at > 0]
        assert sorted(drawn) == sorted(code(f) for f in on_board)
    # the pawn's label is the figure letter, its colour the House's
    fig = COURT_FIGURES[0]
    html = render_view(view_of(s, None))
    m = re.search(rf'<span class="tl-pawn" data-fig="{code(fig)}" style="([^"]*)"[^>]*>(\w)',
                  html)
    assert m is not None and m.group(2) == FIGURE_LETTERS[rank_of(fig) - 11]
    assert "--h:" in m.group(1) and f"{SUITS[0]} House" in html


def test_location_symbols_are_drawn_as_badges() -> None:
    """arcanum R2: each location shows its House symbols (suits and figures)."""
    v = view_of(tarotlab.new_game("arcanum", players=4, seed=3), None)
    html = render_view(v)
    for loc in LOCATIONS:
        titles = re.findall(r'class="tl-sym tl-sym-(?:suit|fig)"[^>]*title="([^"]+)"',
                            tile(html, loc.number))
        assert titles == list(loc.symbols)


def test_tower_covered_locations_are_greyed_and_marked() -> None:
    """arcanum R15: the Tower covers two consecutive locations until its owner's next turn;
    they are drawn greyed with a Tower marker naming the owner, figures still shown."""
    rig, s = rigged("Tower")
    before = render_view(view_of(s, 1))
    assert not any("tl-covered" in tile_classes(before, loc) for loc in range(1, 11))
    assert "Tower · seat" not in before
    rig.apply(s, "play Tower")
    rig.apply(s, "tower 3-4")
    v = view_of(s, 1)
    assert v.tower == (0, 3, 4)
    html, text = render_view(v), render_text(v)
    for loc in range(1, 11):
        covered = loc in (3, 4)
        assert ("tl-covered" in tile_classes(html, loc)) == covered
        assert ("Tower · seat 0" in tile(html, loc)) == covered
        assert ("[Tower, seat 0]" in text_line(text, f"  {loc:>2} ")) == covered
        here = [code(f) for f, at in zip(COURT_FIGURES, v.figures, strict=True) if at == loc]
        assert pawns_in(tile(html, loc)) == here
    assert "seat 0&#x27;s Tower" in tile(html, 3)  # titles are escaped


def test_judgement_figures_are_shown_off_the_board() -> None:
    """arcanum R16: the three figures Judgement removes leave their locations and wait,
    with their owner, in a box beside the board."""
    rig, s = rigged("Judgement")
    rig.apply(s, "play Judgement")
    while s.pending[0] == "discard_one":
        rig.apply(s, s.legal_actions()[0])
    removed = []
    while s.pending[0] == "judge_remove":
        act = s.legal_actions()[0]
        removed.append(act.arg)
        rig.apply(s, act)
    assert len(removed) == 3
    v = view_of(s, 2)
    off = [COURT_FIGURES[i] for i, at in enumerate(v.figures) if at == 0]
    assert len(v.judgements) == 1 and v.judgements[0][0] == 0
    assert sorted(v.judgements[0][1]) == sorted(off) and sorted(map(code, off)) == sorted(removed)
    html, text = render_view(v), render_text(v)
    board = "".join(tile(html, loc) for loc in range(1, 11))
    assert not set(removed) & set(pawns_in(board)) and len(pawns_in(board)) == 13
    box = html[html.index('data-offboard="1"'):html.index('class="tl-seat')]
    assert sorted(pawns_in(box)) == sorted(removed)
    assert 'data-judgement="0"' in box and "[arcanum R16]" in box
    assert text_line(text, "  off the board") == (
        f"  off the board (Judgement, seat 0): {' '.join(code(c) for c in v.judgements[0][1])}")


# ---------------------------------------------------------------------- tracks and seats
def test_house_prestige_and_positions() -> None:
    """arcanum R4, R8: the prestige track shows each House's prestige; the scoring area puts
    tied Houses in the same (better) position and leaves the next one empty."""
    rig, s = rigged("Tower")
    html = render_view(view_of(s, 0))
    first = html[html.index('data-pos="1"'):html.index('data-pos="2"')]
    assert all(f'title="{h}"' in first for h in SUITS)  # all tied at 0: all 1st
    rig.apply(s, s.legal_actions()[0])  # a Swords Minor: Swords gains prestige
    v = view_of(s, 0)
    assert v.prestige[0] > 0 and v.positions == (1, 2, 2, 2)
    html = render_view(v)
    for h, house in enumerate(SUITS):
        assert f'data-house="{house}"><b></b>{house} {v.prestige[h]}</span>' in html
    slots = re.split(r'data-pos="\d"', html[html.index('data-pos="1"'):
                                          html.index('class="tl-turns"')])[1:]
    houses = [re.findall(r'class="tl-htok"[^>]*title="(\w+)"', slot) for slot in slots]
    assert houses == [["Swords"], ["Wands", "Pentacles", "Chalices"], [], []]
    assert f"prestige: Swords {v.prestige[0]}, Wands 0" in render_text(v)


def test_turn_track_highlights_house_scoring_turns() -> None:
    """arcanum R10: House scoring follows every 3rd turn with 4-5 players and every 4th turn
    with 3 players; the current turn is marked."""
    for players, turns, scoring in ((4, 6, {3, 6}), (5, 9, {3, 6, 9}), (3, 8, {4, 8}),
                                    (3, 4, {4})):
        s = tarotlab.new_game("arcanum", players=players, turns=turns, seed=5)
        v = view_of(s, None)
        html = render_view(v)
        found = {int(t): c.split() for c, t in
                 re.findall(r'<span class="([^"]*)" data-turn="(\d+)"', html)}
        assert sorted(found) == list(range(1, turns + 1))
        assert {t for t, c in found.items() if "tl-scoring" in c} == scoring
        assert [t for t, c in found.items() if "tl-now" in c] == [v.turn]
        assert f"Turn {v.turn} of {turns}" in html


def test_first_active_and_to_move_are_marked() -> None:
    """arcanum B. Playing cards phase and R17: the first player, the active player and the
    seat that decides now (another seat during the Sun's reveals) are marked."""
    rig, s = rigged("Sun")
    html = render_view(view_of(s, 2))
    assert all(b in seat_panel(html, 0) for b in ("tl-first", "tl-active", "tl-go"))
    assert "tl-go" not in seat_panel(html, 1)
    rig.apply(s, "play Sun")
    v = view_of(s, 2)
    assert v.active == 0 and v.to_move == 1
    html = render_view(v)
    assert "tl-active" in seat_panel(html, 0) and "tl-go" not in seat_panel(html, 0)
    assert "tl-go" in seat_panel(html, 1) and "tl-active" not in seat_panel(html, 1)
    assert escape(v.prompt[:1].upper() + v.prompt[1:]) in html
    assert text_line(render_text(v), "seat 0").startswith("seat 0 (first) (active):")
    assert render_text(v).startswith(f"turn 1/6 (play) - seat 1 to move: {v.prompt}")


def test_devil_shows_changes_doubled() -> None:
    """arcanum R14: after the Devil, VP and prestige changes are doubled for the rest of the
    active player's turn; the view says so, and no longer once the turn is over."""
    rig, s = rigged("Devil")
    assert "Devil: changes doubled" not in render_view(view_of(s, 1))
    rig.apply(s, "play Devil")
    v = view_of(s, 1)
    assert v.devil
    html = render_view(v)
    assert "Devil: changes doubled" in html and "Devil ×2" in seat_panel(html, 0)
    assert "Devil active" in render_text(v)
    rig.apply(s, s.legal_actions()[0])  # the mandatory Minor, then its location's choices
    while "end turn" not in s.legal_actions():
        assert s.to_move == 0
        rig.apply(s, s.legal_actions()[0])
    rig.apply(s, "end turn")
    assert s.to_move == 1
    v = view_of(s, 1)
    assert not v.devil and "Devil: changes doubled" not in render_view(v)


def test_vp_and_decks_are_shown() -> None:
    """arcanum Goal and Additional Notes: every seat's VP, the two decks and discard piles."""
    rig, s = rigged("Tower")
    rig.apply(s, "play Tower")  # +2 VP (arcanum: XVI Tower)
    rig.apply(s, "tower 1-2")
    v = view_of(s, 3)
    html = render_view(v)
    for seat, p in enumerate(v.players):
        assert f'data-vp="{p.vp}">{p.vp}<small>VP</small>' in seat_panel(html, seat)
    assert v.players[0].vp == 2
    assert f'data-deck="minor">{v.decks[0]}<' in html
    assert f'data-deck="major">{v.decks[1]}<' in html
    assert f'data-discard="minor">{len(v.discards[0])}<' in html
    assert (f"decks: {v.decks[0]} Minor, {v.decks[1]} Major; discards: "
            f"{len(v.discards[0])} Minor, {len(v.discards[1])} Major") in render_text(v)


# ---------------------------------------------------------------------- the end
def test_outcome_banner_at_the_end_of_a_game() -> None:
    """arcanum End of the Game: most VP wins (ties: more cards in hand, then shared); the
    result is announced in a banner and the winners are marked."""
    s, seen = random_game(2)
    for v in seen:
        assert v.outcome is None
        assert 'class="tl-banner"' not in render_view(v) and "result:" not in render_text(v)
    outcome = s.outcome
    assert outcome is not None and outcome.winners
    for seat in (0, None, ALL):
        v = view_of(s, seat)
        html, text = render_view(v), render_text(v)
        assert f'<div class="tl-banner" data-outcome="1">Game over — {escape(str(outcome))}' \
            in html
        for p in range(len(v.players)):
            assert ("tl-won" in seat_panel(html, p)) == (p in outcome.winners)
        assert text.splitlines()[-1] == f"result: {outcome}"
        who = {0: "seat 0", None: "spectator"}.get(seat, "all")
        assert text.splitlines()[0].endswith(f"the game is over - view: {who}")
    assert outcome.scores == tuple(p.vp for p in view_of(s, None).players)


# ---------------------------------------------------------------------- form
def test_html_is_self_contained_and_scoped() -> None:
    """tarotlab rendering: one fragment, no scripts or external assets, CSS scoped."""
    s, _ = random_game(4)
    html = render_view(view_of(s, ALL))
    assert html.startswith('<div class="tl-game tl-arcanum"><style>') and html.endswith("</div>")
    low = html.lower()
    assert "<script" not in low and "http" not in low and "src=" not in low
    assert "@import" not in low and "url(" not in low
    css = html[html.index("<style>") + 7:html.index("</style>")]
    for rule in re.findall(r"(?:^|})\s*([^{}]+)\{", css):
        for selector in rule.split(","):
            assert selector.strip().startswith((".tl-game", ".tl-arcanum")), selector


def test_render_text_is_deterministic_and_line_oriented() -> None:
    """tarotlab golden playthroughs: the text form is stable and free of trailing spaces."""
    s, seen = random_game(9, players=5)
    for v in [*seen, view_of(s, ALL)]:
        text = render_text(v)
        assert text == render_text(v) == str(v)
        lines = text.splitlines()
        assert all(line == line.rstrip() for line in lines)
        assert sum(1 for line in lines if re.match(r"  +\d+ ", line)) == 10
        assert sum(1 for line in lines if line.startswith("seat ")) == 5
    other, _ = random_game(9, players=5)
    assert render_text(view_of(other, ALL)) == render_text(view_of(s, ALL))


def test_doctests() -> None:
    """The module's examples run (render_text of a new game)."""
    result = doctest.testmod(render)
    assert result.failed == 0 and result.attempted > 0
