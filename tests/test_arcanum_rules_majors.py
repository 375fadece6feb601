"""Arcanum rules, the Major Arcana: one or more tests per card of the rulebook (arcanum.txt),
0 Fool hidden and I Magician to XXI World, and per ruling those cards raise
(arcanum-rulings.md R13-R20: the Hanged Man at 1 or 0 VP, the Devil's doubling, the Tower,
Judgement, the order of the other players' choices, the Lovers, the Sun, the World).

Every test names the rule it checks. Positions are reached by real play on a game created
with ``auto_chance=False`` (``Rig`` chooses the chance outcomes) or, where that would take many
turns, set directly at a seat's decision: tests/arcanum_rules_helpers.py says how. The other
parts of the rulebook are tested in the other tests/test_arcanum_rules_*.py files.
"""

from __future__ import annotations

import pytest
from arcanum_rules_helpers import (
    LAYOUT,
    LUCA_PIERO_MARIO,
    R_PHASE,
    SWORDS,
    _minors,
    at_main,
    drive,
    hand,
    hidden,
    ids,
    set_hidden,
    texts,
    where,
    wish,
)

from tarotlab.arcanum.catalog import COURT_FIGURES, code, parse_card
from tarotlab.testing import assert_refused as refused


# --------------------------------------------------------------------------- Major Arcana
def test_fool_hide_is_the_turns_major_play() -> None:
    """arcanum 0 - Fool: hiding the Fool is instead of playing it: it goes under the board and
    counts as the turn's Major (a second Major is refused); the Minor is still due."""
    _, s = at_main(hands={0: ["5C", "Fool", "Devil"]})
    s.apply("hide Fool")
    assert hidden(s, 0) == ["Fool"] and hand(s, 0) == ["5C", "Devil"]
    assert s.prestige == [0, 0, 0, 0] and s.figures == [LAYOUT[code(f)] for f in COURT_FIGURES]
    refused(s, "play Devil", R_PHASE, "never play 2 Major")
    refused(s, "end turn", R_PHASE, "must play one")
    view = s.view(1).players[0]
    assert view.hidden is None and view.hidden_count == 1


def test_major_i_magician() -> None:
    """arcanum: I Magician: draw 2 Minors, then you may hide one Minor from your hand."""
    rig, s = at_main(hands={0: ["5C", "Magician"]})
    wish(rig, s, 0, "8C", "9C")
    rig.apply(s, "play Magician")
    assert s.pending[:3] == ("hide_opt", 0, "Magician")
    assert s.legal_actions() == ("hide none", "hide 5C", "hide 8C", "hide 9C")
    rig.apply(s, "hide 9C")
    assert hand(s, 0) == ["5C", "8C"] and hidden(s, 0) == ["9C"]
    assert parse_card("Magician") in s.major_discard and s.pending == ("main", 0)


def test_major_ii_high_priestess() -> None:
    """arcanum: II High Priestess: score 3 VP."""
    _, s = at_main(hands={0: ["5C", "HighPriestess"]}, vp=[4, 0, 0, 0])
    s.apply("play HighPriestess")
    assert s.vp == [7, 0, 0, 0]


def test_major_iii_empress() -> None:
    """arcanum: III Empress and R6: move any figure (matches and the location's effect), then
    one House gains 1 prestige and a different House loses 1."""
    rig, s = at_main(hands={0: ["5C", "Empress"]}, prestige=[2, 2, 2, 2])
    wish(rig, s, 0, "9S")
    rig.apply(s, "play Empress")
    rig.apply(s, "move KP -> 7")  # Pentacles + King: +2; the Vault hides a drawn Minor
    assert s.prestige == [2, 2, 4, 2] and hidden(s, 0) == ["9S"]
    assert s.pending[:3] == ("house", 0, 1)
    rig.apply(s, "house Swords")
    assert s.prestige == [3, 2, 4, 2]
    refused(s, "house Swords", "arcanum: III Empress", "a different House")
    rig.apply(s, "house Wands")
    assert s.prestige == [3, 1, 4, 2]
    assert s.pending == ("main", 0)


def test_major_iv_emperor() -> None:
    """arcanum: IV Emperor: you may hide one Minor from your hand, then one House of your
    choice gains 3 prestige."""
    rig, s = at_main(hands={0: ["5C", "6C", "Emperor"]})
    rig.apply(s, "play Emperor")
    assert s.pending[:3] == ("hide_opt", 0, "Emperor")
    rig.apply(s, "hide 6C")
    assert s.legal_actions() == ("house Swords", "house Wands", "house Pentacles",
                                 "house Chalices")
    rig.apply(s, "house Chalices")
    assert s.prestige == [0, 0, 0, 3] and hidden(s, 0) == ["6C"] and hand(s, 0) == ["5C"]


def test_major_v_hierophant() -> None:
    """arcanum: V Hierophant: draw 1 Minor and 1 Major."""
    rig, s = at_main(hands={0: ["5C", "Hierophant"]})
    wish(rig, s, 0, "9W", "Sun")
    rig.apply(s, "play Hierophant")
    assert hand(s, 0) == ["5C", "9W", "Sun"]


@pytest.mark.parametrize(("vp", "after"), [
    ([5, 3, 3, 8], [7, 5, 5, 8]),  # both tied lowest gain 2
    ([1, 3, 3, 8], [5, 3, 3, 8]),  # the rulebook: fewer VP than anyone -> 4
    ([3, 3, 5, 5], [7, 5, 5, 5]),  # tied lowest with another player: 4, and they 2
    ([0, 0, 0, 0], [4, 2, 2, 2]),
])
def test_r18_major_vi_lovers(vp: list[int], after: list[int]) -> None:
    """arcanum R18 and VI Lovers: you and every player with the fewest VP gain 2; with fewer
    VP than any other player you gain 4."""
    _, s = at_main(hands={0: ["5C", "Lovers"]}, vp=vp)
    s.apply("play Lovers")
    assert s.vp == after


def test_r17_major_vii_chariot() -> None:
    """arcanum: VII Chariot and R17: one House gains 2 prestige; every other player, from the
    active player's left, discards one card of their choice (none if their hand is empty)."""
    rig, s = at_main(first=2, hands={2: ["5C", "Chariot"], 3: ["1S", "Sun"], 0: [],
                                     1: ["3S"]})
    rig.apply(s, "play Chariot")
    rig.apply(s, "house Wands")
    assert s.prestige == [0, 2, 0, 0]
    assert s.pending[:2] == ("discard_one", 3)
    assert s.legal_actions() == ("discard 1S", "discard Sun")
    rig.apply(s, "discard Sun")
    assert s.pending[:2] == ("discard_one", 1)  # seat 0 holds nothing
    rig.apply(s, "discard 3S")
    assert hand(s, 3) == ["1S"] and hand(s, 1) == [] and s.pending == ("main", 2)
    assert parse_card("Sun") in s.major_discard and parse_card("3S") in s.minor_discard


def test_major_viii_strength() -> None:
    """arcanum: VIII Strength: gain 2 VP and one House of your choice gains 3 prestige."""
    rig, s = at_main(hands={0: ["5C", "Strength"]})
    rig.apply(s, "play Strength")
    rig.apply(s, "house Pentacles")
    assert s.vp[0] == 2 and s.prestige == [0, 0, 3, 0]


def test_r17_major_ix_hermit() -> None:
    """arcanum: IX Hermit and R17: you may hide two Minors; every other player (from your
    left) may hide one."""
    rig, s = at_main(hands={0: ["5C", "6C", "7C", "Hermit"], 1: ["1S", "2S"], 2: ["Sun"],
                            3: ["3S"]})
    rig.apply(s, "play Hermit")
    asked = []
    for action in ("hide 5C", "hide 6C", "hide 2S", "hide none", "hide none"):
        asked.append(s.pending[:2])
        rig.apply(s, action)
    # seat 2 holds no Minor but is asked all the same (tarotlab A15: skipping would tell)
    assert asked == [("hide_opt", 0), ("hide_opt", 0), ("hide_opt", 1), ("hide_opt", 2),
                     ("hide_opt", 3)]
    assert hidden(s, 0) == ["5C", "6C"] and hidden(s, 1) == ["2S"] and hidden(s, 3) == []
    assert s.pending == ("main", 0)


def test_r17_major_x_wheel_gifts_are_simultaneous() -> None:
    """arcanum: X Wheel and R17: every player gives 2 cards to the player on their left, what
    they can if they hold fewer; the gifts arrive at once, so a card received cannot be given
    on."""
    rig, s = at_main(hands={0: ["10S", "5C", "6C", "Wheel"], 1: ["1S"], 2: [],
                            3: ["2W", "3W", "4W"]})
    rig.apply(s, "play 10S: NS -> 10")  # the Minor first: the gifts may be the last Minors
    rig.apply(s, "play Wheel")
    assert s.pending[:2] == ("give", 1)
    rig.apply(s, "give 1S")
    # seat 2 holds nothing (seat 1's gift has not arrived): seat 3 is asked next
    assert s.pending[:2] == ("give", 3)
    assert s.view(2).players[2].hand == () and s.view(2).players[1].giving == 1
    rig.apply(s, "give 2W")
    rig.apply(s, "give 4W")
    assert s.pending[:2] == ("give", 0)
    assert s.legal_actions() == ("give 5C", "give 6C")
    rig.apply(s, "give 5C")
    rig.apply(s, "give 6C")
    assert hand(s, 0) == ["2W", "4W"]
    assert hand(s, 1) == ["5C", "6C"]
    assert hand(s, 2) == ["1S"]
    assert hand(s, 3) == ["3W"]
    assert "the Wheel: every player's gifts reach the player on their left at once" in texts(s)
    s.check_invariants()


@pytest.mark.parametrize(("cards", "drawn"), [(["5C"], 3), (["5C", "6C", "7C", "8C", "9C"], 0)])
def test_major_xi_justice(cards: list[str], drawn: int) -> None:
    """arcanum: XI Justice: draw Minors until you have 4 cards in hand (none if you have 4 or
    more)."""
    rig, s = at_main(hands={0: [*cards, "Justice"]})
    rig.apply(s, "play Justice")
    assert len(s.hands[0]) == max(4, len(cards))
    assert _minors(s.hands[0]) == len(cards) + drawn


@pytest.mark.parametrize(("vp", "after", "line"), [
    (5, 3, "seat 0 loses 2 VP (Hanged Man)"),
    (1, 0, "seat 0 loses 1 VP, not 2 (Hanged Man): VP never go below 0"),
    (0, 0, "seat 0 has 0 VP and loses none (Hanged Man): VP never go below 0"),
])
def test_r13_major_xii_hanged_man(vp: int, after: int, line: str) -> None:
    """arcanum R13 and XII Hanged Man: lose 2 VP (never below 0: playable at 1 or 0 VP), then
    draw 2 Majors; the log says what was lost and never "loses 0 VP"."""
    rig, s = at_main(hands={0: ["5C", "HangedMan"]}, vp=[vp, 0, 0, 0])
    wish(rig, s, 0, "Sun", "Moon")
    rig.apply(s, "play HangedMan")
    assert s.vp[0] == after
    assert hand(s, 0) == ["5C", "Moon", "Sun"]
    event = next(e for e in s.events if "Hanged Man)" in e.text)
    assert event.text == line and "loses 0 VP" not in event.text
    assert event.rule == "arcanum: XII Hanged Man" + (", arcanum R13" if vp < 2 else "")


@pytest.mark.parametrize("two", [False, True])
def test_major_xiii_death(two: bool) -> None:
    """arcanum: XIII Death: discard 1 or 2 Minors and draw respectively 1 or 2 Majors."""
    rig, s = at_main(hands={0: ["10S", "5C", "6C", "Stars", "Death"]})
    wish(rig, s, 0, "Sun", "Moon")
    rig.apply(s, "play Death")
    assert s.pending[:3] == ("discard", 0, "death")
    # Minors only, at least one
    assert s.legal_actions() == ("discard 10S", "discard 5C", "discard 6C")
    refused(s, "discard Stars", "arcanum: XIII Death")
    rig.apply(s, "discard 5C")
    assert s.legal_actions() == ("discard 10S", "discard 6C", "discard none")
    rig.apply(s, "discard 6C" if two else "discard none")
    expected = ["10S", "Moon", "Stars", "Sun"] if two else ["10S", "6C", "Stars", "Sun"]
    assert hand(s, 0) == sorted(expected)


def test_major_xiv_temperance() -> None:
    """arcanum: XIV Temperance: move any figure (R6), then replace one or two hidden Minors
    with as many Minors from hand."""
    rig, s = at_main(hands={0: ["8C", "9C", "Temperance"]})
    set_hidden(s, 0, "2S", "3S", "4S")
    rig.apply(s, "play Temperance")
    rig.apply(s, "move JC -> 9")  # Chalices symbol: +1; the Ballroom: may hide
    assert s.prestige == [0, 0, 0, 1]
    rig.apply(s, "hide none")
    assert s.pending[:2] == ("swap", 0)
    assert "swap none" in s.legal_actions() and "swap 2S for 8C" in s.legal_actions()
    rig.apply(s, "swap 2S for 8C")
    rig.apply(s, "swap 3S for 9C")
    assert s.pending == ("main", 0)  # two swaps at most
    assert hidden(s, 0) == ["4S", "8C", "9C"] and hand(s, 0) == ["2S", "3S"]


def test_major_xiv_temperance_one_swap_or_none() -> None:
    """arcanum: XIV Temperance: the swaps are optional ("swap none" ends them)."""
    rig, s = at_main(hands={0: ["8C", "9C", "Temperance"]})
    set_hidden(s, 0, "2S")
    rig.apply(s, "play Temperance")
    rig.apply(s, "move NS -> 10")
    rig.apply(s, "swap 2S for 9C")
    rig.apply(s, "swap none")
    assert s.pending == ("main", 0)
    assert hidden(s, 0) == ["9C"] and hand(s, 0) == ["2S", "8C"]


def test_r14_major_xv_devil_doubles_vp_and_prestige_for_the_rest_of_the_turn() -> None:
    """arcanum R14 and XV Devil: after it, step a, matches and location VP are doubled; draws
    are not; the next player's turn is not doubled."""
    rig, s = at_main(hands={0: ["1S", "Devil"], 1: ["10W", "5C"]})
    wish(rig, s, 0, "Sun")
    rig.apply(s, "play Devil")
    assert s.devil
    rig.apply(s, "play 1S: NS -> 1")  # step a 2, Swords symbol 2, 1 VP -> 2, one Major
    assert s.prestige == [4, 0, 0, 0] and s.vp[0] == 2
    assert hand(s, 0) == ["Sun"]
    rig.apply(s, "end turn")
    assert not s.devil and s.pending == ("main", 1)
    rig.apply(s, "play 10W: NW -> 10")
    assert s.prestige == [4, 4, 0, 0]  # not doubled: 1 + 3


def test_r14_devil_doubles_matches_fields_and_market() -> None:
    """arcanum R14: the Knight of Swords into 10 gives 2 x (1 + 4); Fields moves a House by 2
    and gives 2 VP; the Market gives 4 VP."""
    _, s = at_main(hands={0: ["NS", "Devil"]})
    s.apply("play Devil")
    s.apply("play NS: NS -> 10")
    assert s.prestige == [10, 0, 0, 0]
    _, s = at_main(hands={0: ["6W", "Devil"]}, prestige=[5, 5, 5, 5])
    s.apply("play Devil")
    s.apply("play 6W: JW -> 6")
    assert s.prestige == [5, 11, 5, 5] and s.vp[0] == 2
    for action in ("raise Swords", "keep Wands", "lower Pentacles", "keep Chalices"):
        s.apply(action)
    assert s.prestige == [7, 11, 3, 5]
    _, s = at_main(hands={0: ["5P", "Devil"]})
    s.apply("play Devil")
    s.apply("play 5P: JP -> 5")
    assert s.vp[0] == 4 and s.prestige == [0, 0, 4, 0]


def test_r14_devil_doubles_changes_to_other_players_too() -> None:
    """arcanum R14: a VP change to another player after the Devil is doubled (Lovers' 2 VP to
    another player becomes 4). A player plays one Major per turn, so this position is set
    directly (s.devil) rather than reached: see the report."""
    _, s = at_main(hands={0: ["5C", "Lovers", "Devil"]}, vp=[6, 1, 3, 1])
    s.apply("play Devil")
    refused(s, "play Lovers", R_PHASE, "never play 2 Major")
    _, s = at_main(hands={0: ["5C", "Lovers"]}, vp=[6, 1, 3, 1])
    s.devil = True
    s.apply("play Lovers")
    assert s.vp == [10, 5, 3, 5]


def test_major_xvii_stars() -> None:
    """arcanum: XVII Stars: draw 2 Minors and gain 2 VP."""
    rig, s = at_main(hands={0: ["5C", "Stars"]})
    wish(rig, s, 0, "1P", "2P")
    rig.apply(s, "play Stars")
    assert hand(s, 0) == ["1P", "2P", "5C"] and s.vp[0] == 2


def test_r17_major_xviii_moon() -> None:
    """arcanum: XVIII Moon and R17: every player draws 1 Minor; then you may hide up to 2
    Minors and each opponent, from your left, may hide 1."""
    rig, s = at_main(first=1, hands={1: ["4S", "5C", "Moon"], 2: ["Sun"], 3: [], 0: ["1S"]})
    for seat, card in ((1, "6C"), (2, "7C"), (3, "8C"), (0, "9C")):
        wish(rig, s, seat, card)
    rig.apply(s, "play Moon")
    assert hand(s, 1) == ["4S", "5C", "6C"] and hand(s, 2) == ["7C", "Sun"]
    assert hand(s, 3) == ["8C"] and hand(s, 0) == ["1S", "9C"]
    asked = []
    for action in ("hide 5C", "hide 6C", "hide 7C", "hide none", "hide 1S"):
        asked.append(s.pending[:2])
        rig.apply(s, action)
    assert asked == [("hide_opt", 1), ("hide_opt", 1), ("hide_opt", 2), ("hide_opt", 3),
                     ("hide_opt", 0)]
    assert [hidden(s, seat) for seat in range(4)] == [["1S"], ["5C", "6C"], ["7C"], []]
    assert s.pending == ("main", 1)


def test_r15_major_xvi_tower_covers_two_locations_until_its_owners_next_turn() -> None:
    """arcanum R15 and XVI Tower: gain 2 VP; the Tower covers two consecutive locations: no
    figure may enter or leave them (Minors and Major moves are refused citing R15, or fall
    back on R7); it is discarded at the start of its owner's next playing turn."""
    rig, s = at_main(hands={0: ["10S", "Tower"], 1: ["3S", "4W", "KP", "Fool"]})
    rig.apply(s, "play Tower")
    assert s.vp[0] == 2 and s.pending == ("tower", 0)
    assert s.legal_actions() == tuple(f"tower {a}-{a + 1}" for a in range(1, 10))
    rig.apply(s, "tower 3-4")
    assert s.tower == (0, 3, 4)
    assert parse_card("Tower") in s.in_play and parse_card("Tower") not in s.major_discard
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "end turn")
    assert s.pending == ("main", 1) and s.tower == (0, 3, 4)  # still there
    # into a covered location: R7 (step a only); the explicit move is refused with R15
    assert "play 4W" in s.legal_actions() and "play 3S" in s.legal_actions()
    refused(s, "play 4W: JW -> 4", "arcanum R15", "location 4")
    refused(s, "play 3S: JS -> 3", "arcanum R15", "location 3")
    # out of a covered location: the King of Pentacles may leave 6, the Knave (in 3) not
    refused(s, "play KP: KP -> 3", "arcanum R15", "location 3")
    assert "play KP: KP -> 7" in s.legal_actions()
    rig.apply(s, "play Fool")
    moves = s.legal_actions()
    assert not any(m.endswith(("-> 3", "-> 4")) for m in moves)
    assert not any(m.startswith(("move QS", "move JP", "move NW", "move NP")) for m in moves)
    refused(s, "move NS -> 4", "arcanum R15", "location 4")
    refused(s, "move JP -> 5", "arcanum R15", "location 3")
    rig.apply(s, "move NS -> 5")
    rig.apply(s, "market pass")
    rig.apply(s, "play 3S")  # R7: step a only
    assert where(s, "QS") == 3 and s.prestige[SWORDS] == 5 + 1
    # seats 2 and 3, then turn 2 (seat 1 first): the Tower lasts until seat 0 plays again
    drive(rig, s, lambda s: s.active == 0)
    assert s.turn == 2 and s.tower is None
    assert parse_card("Tower") in s.major_discard and parse_card("Tower") not in s.in_play
    assert "seat 0's Tower is discarded at the start of their turn: locations 3 and 4 are " \
        "open again" in texts(s)
    s.check_invariants()


def test_r19_major_xix_sun_reveals_are_public() -> None:
    """arcanum R19 and XIX Sun: gain 2 VP; each other player chooses 3 hidden cards to reveal
    (all of them with 3 or fewer); revealed cards are seen in every view, the others not;
    they stay revealed until the next House scoring."""
    rig, s = at_main(hands={0: ["10S", "Sun"]})
    set_hidden(s, 1, "1S", "2S", "3S", "4S", "5S")
    set_hidden(s, 2, "1W", "2W")
    rig.apply(s, "play Sun")
    assert s.vp[0] == 2
    assert s.pending == ("reveal", 1)
    assert s.legal_actions() == ("reveal 1S", "reveal 2S", "reveal 3S", "reveal 4S",
                                 "reveal 5S")
    for action in ("reveal 5S", "reveal 1S", "reveal 3S"):
        rig.apply(s, action)
    assert s.pending == ("reveal", 2)
    rig.apply(s, "reveal 2W")
    assert s.legal_actions() == ("reveal 1W",)  # all of them
    rig.apply(s, "reveal 1W")
    assert s.pending == ("main", 0)  # seat 3 hides nothing
    assert s.revealed[1] == ids("1S", "3S", "5S") and s.revealed[2] == ids("1W", "2W")
    for viewer in (0, 2, 3, None):
        seen = s.view(viewer).players[1]
        assert seen.revealed == tuple(ids("1S", "3S", "5S"))
        assert seen.hidden is None and seen.hidden_count == 5
    assert s.view(1).players[1].hidden == tuple(ids("1S", "2S", "3S", "4S", "5S"))
    # revealed until the next scoring, where they are discarded with the rest
    rig.apply(s, "play 10S: NS -> 10")
    drive(rig, s, lambda s: s.turn == 2 and s.pending[0] == "main")
    assert s.revealed[1] == ids("1S", "3S", "5S")
    assert all(c in s.hidden[1] for c in ids("1S", "2S", "3S", "4S", "5S"))
    drive(rig, s, lambda s: s.turn == 4)
    assert s.revealed == [[], [], [], []]


def test_r16_major_xx_judgement() -> None:
    """arcanum R16 and XX Judgement: every other player discards a card (from the left); you
    take 3 figures off the board; they cannot be moved; at the start of your next turn you
    place them back in 3 different locations, with no prestige and no location effect."""
    rig, s = at_main(hands={0: ["10S", "Judgement"], 1: ["1S"], 2: [], 3: ["2S", "Sun"]},
                     prestige=[1, 1, 1, 1], vp=[0, 0, 0, 0])
    rig.apply(s, "play Judgement")
    assert s.pending[:2] == ("discard_one", 1)
    rig.apply(s, "discard 1S")
    assert s.pending[:2] == ("discard_one", 3)
    rig.apply(s, "discard 2S")
    assert s.pending == ("judge_remove", 0)
    assert len(s.legal_actions()) == 16
    for figure in ("NS", "KW", "QC"):
        rig.apply(s, f"remove {figure}")
    assert [where(s, f) for f in ("NS", "KW", "QC")] == [0, 0, 0]
    assert s.prestige == [1, 1, 1, 1]
    assert s.judgements == [(0, tuple(ids("NS", "KW", "QC")))]
    # off the board: no Minor can move them (R7 fallback for their own Court cards)
    assert "play 10S: NS -> 10" not in s.legal_actions()
    refused(s, "play 10S: NS -> 10", "arcanum R16", "off the board")
    rig.apply(s, "play 10S: QS -> 10")
    drive(rig, s, lambda s: s.pending[0] == "judge_return")
    assert s.turn == 2 and s.pending == ("judge_return", 0)
    assert [where(s, f) for f in ("NS", "KW", "QC")] == [0, 0, 0]
    vp, prestige, hand_size = list(s.vp), list(s.prestige), len(s.hands[0])
    rig.apply(s, "return NS -> 1")  # the Mage Tower: no VP, no Major
    refused(s, "return KW -> 1", "arcanum R16")  # 3 different locations
    rig.apply(s, "return KW -> 10")  # the Citadel: no prestige
    refused(s, "return QC -> 10", "arcanum R16")
    rig.apply(s, "return QC -> 9")
    assert [where(s, f) for f in ("NS", "KW", "QC")] == [1, 10, 9]
    assert s.vp == vp and s.prestige == prestige and len(s.hands[0]) == hand_size
    assert s.judgements == [] and s.pending[:2] == ("main", 0)
    assert [e.rule for e in s.events if "back in location" in e.text] == ["arcanum R16"] * 3


def test_r20_major_xxi_world_special_scoring() -> None:
    """arcanum R20 and XXI World: you may hide 1 Minor; then a special scoring by the current
    positions: dominance / influence pay 8/4, 6/3, 5/2, 4/2, presence nothing; prestige is
    neither moved nor reset, and hidden cards go back hidden (nothing is discarded). With the
    Luca / Piero / Mario hidden cards: Luca 11, Piero 11, Mario 12."""
    rig, s = at_main(players=3, hands={0: ["10S", "6W", "World"]}, prestige=[10, 8, 8, 3])
    for seat, cards in LUCA_PIERO_MARIO.items():
        set_hidden(s, seat, *cards)
    rig.apply(s, "play World")
    assert s.pending[:3] == ("hide_opt", 0, "World")
    rig.apply(s, "hide none")
    assert s.vp == [4 + 0 + 3 + 4, 8 + 3 + 0, 6 + 6]
    assert s.prestige == [10, 8, 8, 3]
    assert [hidden(s, seat) for seat in range(3)] == [
        sorted(cards) for cards in LUCA_PIERO_MARIO.values()]
    assert s.revealed == [[], [], []]
    assert parse_card("World") in s.major_discard and s.pending == ("main", 0)
    assert any(e.rule == "arcanum R20" and e.text.startswith("the World's special scoring")
               for e in s.events)


def test_r20_world_hide_comes_first_and_counts() -> None:
    """arcanum R20 and XXI World: the Minor hidden with the World counts in its scoring."""
    rig, s = at_main(hands={0: ["10S", "6W", "World"]}, prestige=[0, 1, 0, 0])
    set_hidden(s, 1, "2W")
    rig.apply(s, "play World")
    rig.apply(s, "hide 6W")  # 10S stays for the mandatory Minor (arcanum R22)
    assert s.vp == [8, 4, 0, 0] and hidden(s, 0) == ["6W"]
