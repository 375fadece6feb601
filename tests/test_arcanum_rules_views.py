"""Arcanum rules, what stays secret: the rulebook's (arcanum.txt) hidden cards and draws (A.
Draw and hide, 1. Mage Tower) and the Wheel's secret gifts (arcanum-rulings.md R17, tarotlab
A15): a seat's view shows its own hand and hidden cards and only the counts of the others', and
two positions that differ only in a seat's secrets look the same, prompts and log included, to
every other seat and to a spectator.

Every test names the rule it checks. Positions are reached by real play on a game created
with ``auto_chance=False`` (``Rig`` chooses the chance outcomes) or, where that would take many
turns, set directly at a seat's decision: tests/arcanum_rules_helpers.py says how. The other
parts of the rulebook are tested in the other tests/test_arcanum_rules_*.py files.
"""

from __future__ import annotations

from typing import Any

from arcanum_rules_helpers import at_main, ids, names, set_hand, set_hidden

import tarotlab
from tarotlab import CHANCE
from tarotlab.arcanum.base import DrawCard
from tarotlab.arcanum.render import render_text
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.arcanum.scenario import Rig


# --------------------------------------------------------------------------- views
def test_views_hide_other_hands_and_hidden_cards() -> None:
    """arcanum: A. Draw and hide (hidden cards are secret) and the protocol's views: a seat
    sees its own hand and hidden cards, only the counts of the others'; a spectator sees no
    hand."""
    _, s = at_main(hands={0: ["5C", "Stars"], 1: ["1S", "2S", "Moon"]})
    set_hidden(s, 1, "9W", "KW")
    own = s.view(1).players[1]
    assert own.hand == tuple(ids("1S", "2S", "Moon")) and own.hidden == tuple(ids("9W", "KW"))
    for viewer in (0, 2, 3, None):
        other = s.view(viewer).players[1]
        assert other.hand is None and other.hidden is None
        assert other.hand_count == 3 and other.hidden_count == 2 and other.revealed == ()
    full = s.view(tarotlab.ALL).players[1]
    assert full.hand == own.hand and full.hidden == own.hidden


def test_views_do_not_depend_on_other_seats_secrets() -> None:
    """arcanum: hidden information: two positions differing only in seat 1's hand and hidden
    cards look the same to seats 0, 2, 3 and a spectator, and different to seat 1."""
    _, a = at_main(hands={1: ["1S", "2S"]})
    set_hidden(a, 1, "3S")
    b = a.clone()
    assert isinstance(b, ArcanumState)
    other = names(a.minor_deck[:3])  # cards still in the deck: only seat 1 changes
    set_hand(b, 1, *other[:2])  # 1S, 2S back to the deck
    set_hidden(b, 1, other[2])  # 3S too
    b.minor_deck.sort()
    a.minor_deck.sort()
    for viewer in (0, 2, 3, None):
        assert a.view(viewer) == b.view(viewer)
    assert a.view(1) != b.view(1)


def public_trace(rig: Rig, s: ArcanumState, script: list[str],
                 viewers: tuple[int | None, ...]) -> list[Any]:
    """After each scripted decision: each viewer's view as text and its prompt, and the
    event log (events are public: every seat reads the same log)."""
    trace: list[Any] = []
    for action in script:
        rig.apply(s, action)
        for viewer in viewers:
            view = s.view(viewer)
            trace.append((viewer, render_text(view), view.prompt))
        trace.append([str(e) for e in s.events])
    return trace


def branch(s: ArcanumState, rig: Rig, first: list[str], second: list[str],
           then: list[str], viewers: tuple[int | None, ...]) -> None:
    """Play ``first`` on ``s`` and ``second`` on a copy (two ways of a secret), then the
    same public ``then`` on both: the viewers' traces must not differ."""
    other = s.clone()
    assert isinstance(other, ArcanumState)
    for action in first:
        rig.apply(s, action)
    for action in second:
        rig.apply(other, action)
    assert s.hands != other.hands  # the secret really differs
    one = public_trace(rig, s, then, viewers)
    two = public_trace(rig, other, then, viewers)
    for a, b in zip(one, two, strict=True):
        assert a == b


WHEEL_HANDS = {0: ["10S", "10C", "Wheel"], 1: ["10W", "Death", "Strength"],
               2: ["KP", "2S", "3S"], 3: ["KW", "5S", "6S"]}


def test_r17_a_secret_wheel_gift_changes_no_other_seats_view_or_prompt() -> None:
    """arcanum R17 (the Wheel's gifts are secret: only giver and receiver see them) and
    tarotlab A15: seat 1 gives seat 2 a Major and a Minor, or two Majors; for the next
    13 decisions (seat 2's own turn included) seats 0, 3 and a spectator see the same views,
    prompts and log (the prompt no longer tells whether seat 2 "may play a Major")."""
    rig, s = at_main(hands=WHEEL_HANDS)
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "play Wheel")
    assert s.pending[:2] == ("give", 1)
    then = ["give 2S", "give 3S", "give 5S", "give 6S", "give 10C", "end turn",
            "play 10C: JC -> 10", "end turn", "play KP: KP -> 10", "end turn",
            "play KW: KW -> 10", "end turn", "draw 3 minors"]
    branch(s, rig, ["give 10W", "give Death"], ["give Death", "give Strength"], then,
           viewers=(0, 3, None))


def test_a15_a_hand_without_minors_is_still_asked_for_the_hermits_hide() -> None:
    """arcanum IX Hermit, R17 and tarotlab A15: after a secret Wheel gift seat 2 holds a
    Minor, or none; seat 3's Hermit asks seat 2 for its optional hide either way, so seats 0,
    3 and a spectator cannot tell."""
    hands = {**WHEEL_HANDS, 2: ["KP", "Sun", "Moon"], 3: ["KW", "5S", "6S", "Hermit"]}
    rig, s = at_main(hands=hands)
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "play Wheel")
    then = ["give Sun", "give Moon", "give 5S", "give 6S", "give 10C", "end turn",
            "play 10C: JC -> 10", "end turn", "play KP: KP -> 10", "end turn",
            "play Hermit", "hide none", "hide none", "hide none", "hide none",
            "play KW: KW -> 10"]
    branch(s, rig, ["give 10W", "give Death"], ["give Death", "give Strength"], then,
           viewers=(0, 3, None))


def test_a15_a_secret_draw_changes_no_other_seats_view_or_prompt() -> None:
    """arcanum: 1. Mage Tower and A. Draw and hide (drawn cards are secret): the Fool's move
    into the Mage Tower draws Death or the Stars for seat 0; seats 1, 2, 3 and a spectator
    see the same for the rest of the turn and the next player's."""
    rig, s = at_main(hands={0: ["5C", "Fool"], 1: ["KS", "9W"]})
    rig.apply(s, "play Fool")
    s.apply("move NS -> 1")
    assert s.pending == DrawCard("draw", CHANCE, 0, "major", 1, "arcanum: 1. Mage Tower", "hand")
    then = ["play 5C: JC -> 5", "market pass", "end turn", "play KS: KS -> 10", "end turn"]
    branch(s, rig, ["draw Death"], ["draw Stars"], then, viewers=(1, 2, 3, None))
