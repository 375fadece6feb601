"""The Mystick renderers show the facts of real positions built through the engine."""

from __future__ import annotations

import doctest
import re
from collections import Counter
from html import escape

import pytest

from tarotlab import ALL, State, TarotlabError
from tarotlab.mystick import render, scenario
from tarotlab.mystick.render import render_text, render_view
from tarotlab.mystick.rules import CARDS, MystickState, MystickView
from tarotlab.mystick.scenario import Rig
from tarotlab.testing.playouts import random_playout

HAND_0 = ["7W", "5C", "3W", "9W", "PW", "4C"]
HAND_1 = ["6S", "4P", "5P", "10S", "NS", "AP"]


# ---------------------------------------------------------------------- helpers
def view_of(s: State, seat: int | None) -> MystickView:
    v = s.view(seat)
    assert isinstance(v, MystickView)
    return v


def challenged(hand_1: list[str] = HAND_1) -> tuple[Rig, MystickState]:
    """Seat 0 (Wildfire) wins the initiative; seat 1 (Iron Archive) takes 2 Power from the
    pool with its Cloud Sentinel (passing the extra move it gives, tarotlab D10); seat 0's
    Inferno Warlord challenges it and kills it."""
    rig = Rig(hand={0: HAND_0, 1: hand_1}, initiative={0: ["KW"], 1: ["3S"]},
              draws={0: ["2C"]}, cross={1: ["8S", "KS"], 0: ["6W", "3C", "M03", "2W"]})
    s = rig.start(seed=7)
    for action in ("play 7W", "play 6S", "draw", "challenge 6S#2 -> pool", "redraw done", "pass",
                   "challenge 7W#1 -> 6S#2", "redraw 2", "redraw done"):
        rig.apply(s, action)
    return rig, s


def seat_panel(html: str, seat: int) -> str:
    """The HTML of one seat's panel."""
    start = html.index(f'data-seat="{seat}"')
    ends = [i for i in (html.find('data-seat="', start + 1), html.find('class="tl-legend"'))
            if i > 0]
    return html[start:min(ends)]


def block(html: str, attr: str) -> str:
    """The whole element whose start tag carries ``attr`` (e.g. ``data-hand="1"``)."""
    start = html.rindex("<", 0, html.index(attr))
    tag = re.match(r"<(\w+)", html[start:])
    assert tag is not None
    name, depth, i = tag.group(1), 0, start
    for m in re.finditer(rf"<(/?){name}\b", html[start:]):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            i = start + m.end()
            break
    return html[start:html.index(">", i) + 1]


def cards_in(fragment: str) -> list[str]:
    """The face-up cards (by catalog id) in a piece of HTML."""
    return re.findall(r'data-card="([^"]+)"', fragment)


def random_game(seed: int, players: int = 2) -> tuple[MystickState, list[MystickView]]:
    """A full game with random legal decisions; some views of seat 0 along the way."""
    s, views = random_playout("mystick", seed, every=20, players=players)
    assert isinstance(s, MystickState) and all(isinstance(v, MystickView) for v in views)
    return s, views


# ---------------------------------------------------------------------- hidden information
def test_hands_are_shown_only_to_their_seat() -> None:
    """mystick view: a seat sees its own hand face up and only how many cards others hold."""
    _, s = challenged()
    full = view_of(s, ALL)
    for seat in range(2):
        hand = full.players[seat].hand
        assert hand
        own = render_view(view_of(s, seat))
        assert Counter(cards_in(block(own, f'data-hand="{seat}"'))) == Counter(hand)
        assert 'class="tl-badge tl-you"' in seat_panel(own, seat)
        other = render_view(view_of(s, 1 - seat))
        assert cards_in(block(other, f'data-hand="{seat}"')) == []
        assert f">{len(hand)} cards<" in block(other, f'data-hand="{seat}"')
        spectator = render_view(view_of(s, None))
        assert cards_in(block(spectator, f'data-hand="{seat}"')) == []
        line = next(x for x in render_text(view_of(s, 1 - seat)).splitlines()
                    if x.startswith(f"seat {seat}"))
        assert f"hand {len(hand)} card(s)" in line


def test_other_views_do_not_depend_on_a_seats_hand() -> None:
    """Two games that differ only in seat 1's opening hand render the same for seat 0 and
    for a spectator, text and HTML; seat 1's own view differs."""
    _, a = challenged()
    _, b = challenged(["6S", "3P", "6P", "8P", "PS", "2S"])
    assert view_of(a, ALL).players[1].hand != view_of(b, ALL).players[1].hand
    for seat in (0, None):
        assert render_view(view_of(a, seat)) == render_view(view_of(b, seat))
        assert render_text(view_of(a, seat)) == render_text(view_of(b, seat))
    assert render_view(view_of(a, 1)) != render_view(view_of(b, 1))


def test_a_hand_looked_at_is_shown_to_the_looker_only() -> None:
    """Rifling Hands (NP): seat 0 looks at seat 1's hand and picks a card from it; while it
    chooses, its view shows that hand, seat 1's and a spectator's views do not."""
    rig = Rig(hand={0: ["NP", "5P", "6S", "3P", "8S", "AP"], 1: ["7W", "5C", "3W", "9W", "PW",
                                                                 "4C"]},
              initiative={0: ["KP"], 1: ["3C"]})
    s = rig.start(seed=2, decks="Iron Archive,Wildfire")
    rig.apply(s, "play NP")
    assert s.pending.kind == "pick_discard"
    hand = view_of(s, ALL).players[1].hand
    assert hand is not None
    mine = view_of(s, 0)
    assert mine.seen == (1, hand)
    html = render_view(mine)
    seen = block(html, 'data-seen="1"')
    assert Counter(cards_in(seen)) == Counter(hand)
    assert "Seat 1&#x27;s hand (you looked)" in seen
    assert f"seen: seat 1's hand (you looked): {' '.join(hand)}" in render_text(mine)
    for viewer in (1, None):
        assert "data-seen" not in render_view(view_of(s, viewer))
        assert "seen:" not in render_text(view_of(s, viewer))


def test_cards_looked_at_on_top_of_the_own_deck() -> None:
    """Queen of Coffers (QP): seat 0 looks at the top 3 cards of its deck; while it picks a
    card to return from its discard pile they are shown to it (in order) as the known top of
    its deck, and to nobody else."""
    rig = Rig(hand={0: ["QP", "PP", "6S", "3P", "8S", "AP"], 1: HAND_0},
              initiative={0: ["KP"], 1: ["3C"]}, look={0: ["7S", "M05", "2P"]})
    s = rig.start(seed=2, decks="Iron Archive,Wildfire")
    for action in ("play PP", "play 7W", "play QP"):
        rig.apply(s, action)
    assert s.pending.kind == "recover"
    mine = view_of(s, 0)
    assert mine.players[0].known_top == ("7S", "M05", "2P")
    assert mine.seen == (0, ("7S", "M05", "2P"))
    html = render_view(mine)
    assert cards_in(block(html, 'data-seen="0"')) == ["7S", "M05", "2P"]
    assert "known top 7S M05 2P" in render_text(mine)
    for viewer in (1, None):
        other = render_view(view_of(s, viewer))
        assert "known top" not in other and "data-seen" not in other
        assert "known top" not in render_text(view_of(s, viewer))


# ---------------------------------------------------------------------- the table
def test_pawns_power_traits_and_the_cross() -> None:
    """mystick R6-R8: after the Inferno Warlord's challenge its Power (2 of 4 influence,
    the Empress's +1 shown against the printed 3), Aggression, the Cross's cards in their
    spaces and the discard pile are drawn as the view holds them."""
    _, s = challenged()
    v = view_of(s, None)
    html = render_view(v)
    panel = seat_panel(html, 0)
    pawn = re.search(r'<div class="tl-pawn" data-pawn="7W#1" data-power="(\d)" '
                     r'data-influence="(\d)"', panel)
    assert pawn is not None and pawn.groups() == ("2", "4")
    warlord = panel[panel.index('data-pawn="7W#1"'):]
    assert warlord.count('<span class="tl-tok"></span>') == 2
    assert warlord.count('<span class="tl-tok tl-room"></span>') == 2
    assert "printed 3" in warlord and 'tl-trait tl-Aggression' in warlord
    assert escape(CARDS["7W"].name) in warlord
    for space, card in enumerate(v.players[0].cross, start=1):
        cell = re.search(rf'data-space="{space}">(.*?)</div>', panel)
        assert cell is not None
        assert cards_in(cell.group(1)) == ([card] if card else [])
    assert 'Mystick Cross · 5 open' in panel
    assert f'data-discard="0">{len(v.players[0].discard)}<' in panel
    assert 'data-card="3C"' in panel  # the redrawn Chalice Bearer tops the discard pile
    assert f'data-vp="{v.players[0].vp}"' in panel
    # seat 1's Cloud Sentinel was killed: no Pawn left, the card on its discard pile
    assert "no Pawn" in seat_panel(html, 1) and 'data-card="6S"' in seat_panel(html, 1)
    text = render_text(v)
    assert "  pawns 7W#1 2/4 Aggression" in text
    assert "  cross 6W 2W M03 . . . . ." in text
    assert "seat 1 (moving): 2 VP; deck 30, discard 1 (top 6S); hand 6 card(s)" in text


def test_attachments_environments_pool_and_draw_count() -> None:
    """Attachments are drawn with the Pawn they are attached to, Environments in their
    owner's play area; the pool as that many Power tokens and the Draw Count on its track."""
    rig, s = challenged()
    rig.apply(s, "play AP")       # seat 1: Market Day
    rig.apply(s, "play 9W -> 7W#1")  # seat 0: Smothering Ash on its own Pawn (legal)
    v = view_of(s, 0)
    html = render_view(v)
    warlord = seat_panel(html, 0)
    warlord = warlord[warlord.index('data-pawn="7W#1"'):]
    assert 'data-card="9W"' in warlord and escape(CARDS["9W"].name) in warlord
    assert 'data-influence="3"' in warlord
    assert cards_in(block(html, 'data-environments="1"')) == ["AP"]
    pool = block(html, f'data-pool="{v.pool}"')
    assert pool.count('<span class="tl-tok"></span>') == v.pool
    track = re.search(r'data-draw-count="(\d)">(.*?)</span></span>', html)
    assert track is not None and track.group(1) == str(v.draw_count)
    assert re.search(rf'tl-dcn tl-now" title="Draw Count {v.draw_count}"', html)
    assert "  pawns 7W#1 2/3 Aggression +9W#" in render_text(v)
    assert "  environments AP#" in render_text(v)


def test_what_a_click_picks_hand_cards_pawns_environments_and_the_pool() -> None:
    """``data-pick`` (a click narrows the choices, a lesson points at it): the viewer's own
    hand cards by card (``5W``), Pawns and Environments by label (``7W#1``), the pool as
    ``pool``; a hidden hand offers nothing to pick."""
    rig, s = challenged()
    rig.apply(s, "play AP")  # seat 1: Market Day
    v = view_of(s, 0)
    html = render_view(v)
    hand = v.players[0].hand
    assert hand
    picks = re.findall(r'data-pick="([^"]+)"', block(html, 'data-hand="0"'))
    assert Counter(picks) == Counter(hand)
    assert re.findall(r'data-pick="([^"]+)"', block(html, 'data-hand="1"')) == []
    assert 'data-pick="7W#1"' in block(html, 'data-pawn="7W#1"')
    env = v.players[1].environments[0]
    assert f'data-pick="{env}"' in block(html, 'data-environments="1"')
    assert 'data-pick="pool"' in block(html, f'data-pool="{v.pool}"')


def test_names_and_texts_are_escaped() -> None:
    """Catalog texts go into the markup escaped (Miser's Chain, "you")."""
    rig = Rig(hand={0: ["9P", "5P", "6S", "3P", "8S", "AP"], 1: HAND_0},
              initiative={0: ["KP"], 1: ["3C"]})
    s = rig.start(seed=2, decks="Iron Archive,Wildfire")
    html = render_view(view_of(s, 0))
    assert "Miser&#x27;s Chain" in html and "Miser's" not in html
    assert "<script" not in html.lower()


def test_eliminated_seats_and_the_result_banner() -> None:
    """mystick R12, R13: at the end the banner gives the outcome and the final VP; an
    eliminated seat is marked."""
    for seed in range(1, 40):
        s, _ = random_game(seed)
        if s.outcome is not None and s.outcome.ending == "elimination":
            break
    assert s.outcome is not None and s.outcome.ending == "elimination"
    v = view_of(s, 0)
    html = render_view(v)
    assert f"Game over — {escape(str(s.outcome))}" in html
    out = next(i for i, p in enumerate(v.players) if p.eliminated)
    assert 'tl-badge tl-elim' in seat_panel(html, out)
    assert 'tl-badge tl-won' in seat_panel(html, s.outcome.winners[0])
    assert f"result: {s.outcome}" in render_text(v)
    assert f"seat {out} (" in render_text(v) and "eliminated" in render_text(v)


def test_html_is_self_contained_and_scoped() -> None:
    """No scripts, no external assets, every CSS rule under .tl-mystick."""
    s, _ = random_game(4, players=4)
    html = render_view(view_of(s, ALL))
    assert html.startswith('<div class="tl-game tl-mystick"><style>') and html.endswith("</div>")
    low = html.lower()
    assert "<script" not in low and "http" not in low and "src=" not in low
    assert "@import" not in low and "url(" not in low
    css = html[html.index("<style>") + 7:html.index("</style>")]
    for rule in re.findall(r"(?:^|})\s*([^{}]+)\{", css):
        for selector in rule.split(","):
            assert selector.strip().startswith((".tl-game", ".tl-mystick")), selector


def test_render_text_is_deterministic_and_line_oriented() -> None:
    """tarotlab golden playthroughs: the text form is stable and free of trailing spaces."""
    s, seen = random_game(9, players=3)
    for v in [*seen, view_of(s, ALL)]:
        text = render_text(v)
        assert text == render_text(v)
        lines = text.splitlines()
        assert all(line == line.rstrip() for line in lines)
        assert sum(1 for line in lines if line.startswith("seat ")) == 3
        assert sum(1 for line in lines if line.startswith("  cross ")) == 3
    other, _ = random_game(9, players=3)
    assert render_text(view_of(other, ALL)) == render_text(view_of(s, ALL))


def test_doctests() -> None:
    """The modules' examples run (render_text of a new game; a rigged Fate Draw)."""
    for module in (render, scenario):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0


def test_rig_refuses_a_card_that_is_not_in_the_deck() -> None:
    """Rig wishes are real draws: a card already out of the deck cannot be drawn again."""
    with pytest.raises(TarotlabError, match=r"seat 1 cannot draw 8S \(Aegis of the Wind\) "
                       r"to cross: it is not in their deck"):
        challenged(["6S", "8S", "5P", "10S", "NS", "AP"])
    with pytest.raises(TarotlabError, match="unknown card '11W'"):
        Rig(hand={0: ["11W"]})
