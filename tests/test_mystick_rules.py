"""Mystick Domination: a test per ruling (mystick-rulings.md R1-R14), per rulebook section the
engine enforces, and per Question and Answer of the rulebook (mystick-domination.txt).

Every test names the rule it checks. Games are created with ``auto_chance=False``, so every
card drawn is a CHANCE decision the test chooses (``deal``): that is how Fate Draws, opening
hands and initiative draws are set up exactly. Where a position would take many moves,
cards are moved between a seat's own piles at a seat's move decision (``pawn``, ``attach``,
``set_hand``...), keeping every card in exactly one place and Power conserved
(``check_invariants``), and the game then simply continues.

The helpers here are also used by ``test_mystick_cards.py``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import tarotlab
from tarotlab import OptionError
from tarotlab.core.engine import CHANCE
from tarotlab.mystick import catalog, decks
from tarotlab.mystick.catalog import Effect
from tarotlab.mystick.rules import CARDS, InPlay, MystickState
from tarotlab.testing import assert_refused as refused

R_SETUP = "mystick: Game Setup"
R_CHALLENGE = "mystick R6"


# --------------------------------------------------------------------------- helpers
def fresh(s: MystickState) -> None:
    """Drop the engine's caches after a direct change, then check every invariant."""
    for key in list(vars(s)):
        if key.startswith("_cache"):
            setattr(s, key, None)
    s.check_invariants()


Decks = str | list[str | list[str]]

# The decks these tests name: each ready-made deck's two suits with the Majors the tests were
# worked out with. The shipped decks' Majors are tuned for balance (catalog.toml's notes) and
# may change; a test needs to know which Majors a seat can draw.
TEST_MAJORS = {
    "Wildfire": [0, 1, 3, 7, 8, 10, 13, 14, 16, 17, 19],
    "Storm Front": [1, 4, 7, 8, 11, 12, 13, 15, 16, 18, 20],
    "Forge and Ledger": [0, 2, 4, 5, 9, 11, 13, 15, 16, 19, 21],
    "Tidewatch": [2, 3, 6, 9, 10, 12, 14, 17, 18, 20, 21],
    "Deep Wells": [0, 2, 3, 5, 6, 10, 14, 17, 19, 20, 21],
    "Iron Archive": [1, 4, 5, 6, 9, 11, 12, 15, 18, 20, 21],
}


def deck_of(name: str) -> list[str]:
    """The test deck called ``name``: its ready-made deck's suits, the Majors of TEST_MAJORS."""
    return list(decks.build(decks.ready_made()[name].suits, TEST_MAJORS[name]).cards)


def new(decks: Decks = "Wildfire,Iron Archive", seed: int = 1, **options: Any) -> MystickState:
    """A game with ``auto_chance=False``; test decks by name (comma-separated), or one deck
    per seat (a name, also a test deck, or a card list)."""
    seats = decks.split(",") if isinstance(decks, str) else decks
    chosen = [deck_of(d.strip()) if isinstance(d, str) else d for d in seats]
    s = tarotlab.new_game("mystick", players=len(chosen), seed=seed, decks=chosen,
                          auto_chance=False, **options)
    assert isinstance(s, MystickState)
    return s


def _minors(s: MystickState, seat: int) -> list[str]:
    return sorted({c for c in s.decks[seat] if not CARDS[c].is_major},
                  key=lambda c: (CARDS[c].rank, c))


def position(decks: Decks = "Wildfire,Iron Archive", first: int = 0, seed: int = 1,
             **options: Any) -> MystickState:
    """Round 1 at seat ``first``'s first move, after a real opening and initiative draw.

    Then every hand goes back to its deck: hands, play areas, Crosses and discards are empty,
    the pool is full, and tests add exactly the cards they need.
    """
    s = new(decks, seed=seed, **options)
    while s.to_move == CHANCE:
        seat, dest = s.pending.player, s.pending.dest
        minors = _minors(s, seat)
        s.apply(f"card {minors[-1] if dest == 'initiative' and seat == first else minors[0]}")
    assert s.pending == ("move", first), s.pending
    for seat in range(s.n):
        s.decks[seat] += s.hands[seat]
        s.hands[seat].clear()
        s.decks[seat].sort()
    fresh(s)
    return s


def take(s: MystickState, seat: int, card: str) -> str:
    """Take ``card`` out of seat's deck, hand, discard pile or Cross (to put it elsewhere)."""
    for pile in (s.decks[seat], s.hands[seat], s.discards[seat], s.tops[seat]):
        if card in pile:
            pile.remove(card)
            return card
    cross = s.crosses[seat]
    if card in cross:
        cross[cross.index(card)] = None
        return card
    raise AssertionError(f"seat {seat} has no {card} to take")


def set_hand(s: MystickState, seat: int, *cards: str) -> None:
    """Seat's hand becomes exactly these cards (the old hand goes back to the deck)."""
    s.decks[seat] += s.hands[seat]
    s.hands[seat].clear()
    for card in cards:
        s.hands[seat].append(take(s, seat, card))
    s.hands[seat].sort()
    fresh(s)


def pawn(s: MystickState, seat: int, card: str, power: int = 0) -> InPlay:
    """Put seat's ``card`` into play as a Pawn holding ``power`` Power from the pool."""
    thing = InPlay(s.next_uid, take(s, seat, card), seat)
    s.next_uid += 1
    s.pawns[seat].append(thing)
    give(s, thing, power)
    return thing


def attach(s: MystickState, owner: int, card: str, onto: InPlay) -> InPlay:
    thing = InPlay(s.next_uid, take(s, owner, card), owner)
    s.next_uid += 1
    onto.attachments.append(thing)
    fresh(s)
    return thing


def env(s: MystickState, seat: int, card: str) -> InPlay:
    thing = InPlay(s.next_uid, take(s, seat, card), seat)
    s.next_uid += 1
    s.environments[seat].append(thing)
    fresh(s)
    return thing


def give(s: MystickState, thing: InPlay, power: int) -> None:
    """``power`` Power moves from the pool onto a Pawn."""
    s.pool -= power
    thing.power += power
    fresh(s)


def put_cross(s: MystickState, seat: int, *cards: str, spaces: tuple[int, ...] = ()) -> None:
    """Seat's cards into its Mystick Cross: the given spaces (1-8), else the lowest open."""
    for i, card in enumerate(cards):
        space = spaces[i] - 1 if spaces else s.crosses[seat].index(None)
        assert s.crosses[seat][space] is None
        s.crosses[seat][space] = take(s, seat, card)
    fresh(s)


def deal(s: MystickState, *cards: str) -> None:
    """Answer the next CHANCE draws with these cards (each moved into the deck if needed)."""
    for card in cards:
        assert s.to_move == CHANCE and s.pending.kind == "card", (s.pending, card)
        seat = s.pending.player
        if card not in s.decks[seat]:
            s.decks[seat].append(take(s, seat, card))
            fresh(s)
        s.apply(f"card {card}")


def settle(s: MystickState) -> None:
    """Answer every pending CHANCE decision plainly (the lowest Minor still in the deck)."""
    while s.to_move == CHANCE:
        if s.pending.kind == "card":
            minors = _minors(s, s.pending.player)
            s.apply(f"card {minors[0]}" if minors else s.legal_actions()[0])
        else:
            s.apply(s.legal_actions()[0])


def pass_move(s: MystickState, card: str | None = None) -> None:
    """The seat to move uses its move to draw (``card``, or a plain Minor)."""
    assert s.pending.kind == "move", s.pending
    s.apply("draw")
    if card is not None:
        deal(s, card)
    settle(s)


def challenge(s: MystickState, action: str, *fate: str, redraw: tuple[int, ...] = (),
              again: tuple[str, ...] = (), done: bool = True) -> None:
    """Declare ``action``, deal the Fate Draw, redraw the given spaces (dealt ``again``)."""
    s.apply(action)
    deal(s, *fate)
    if s.pending.kind != "redraw":
        return
    for space in redraw:
        s.apply(f"redraw {space}")
    if redraw or done:
        s.apply("redraw done")
    deal(s, *again)
    if done and s.pending.kind == "redraw":
        s.apply("redraw done")


def texts(s: MystickState, since: int = 0) -> list[str]:
    return [e.text for e in s.events[since:]]


def rules_cited(s: MystickState, since: int = 0) -> list[str]:
    return [e.rule for e in s.events[since:]]


def first_index(s: MystickState, fragment: str, since: int = 0) -> int:
    for i, text in enumerate(texts(s, since)):
        if fragment in text:
            return i
    raise AssertionError(f"no event with {fragment!r}: {texts(s, since)}")


def end_round_now(s: MystickState, then_settle: bool = True) -> None:
    """The seat to move draws at Draw Count 2: the round ends at once (mystick R10); with
    ``then_settle`` the next initiative draws are answered plainly too."""
    s.draw_count = 2
    fresh(s)
    s.apply("draw")
    deal(s, _minors(s, s.pending.player)[0])
    if then_settle:
        settle(s)


# --------------------------------------------------------------------------- R1, R2
def test_r1_catalog_has_78_cards_typed_by_rank() -> None:
    """mystick R1: 14 per suit and 22 Majors; Ace-2 Environment, 3-7 Pawn, 8-10 Attachment,
    Page-King Action; every card carries a machine-readable effect."""
    assert len(CARDS) == 78
    assert sum(1 for c in CARDS.values() if c.is_major) == 22
    for suit in catalog.SUITS:
        cards = [c for c in CARDS.values() if c.suit == suit]
        assert sorted(c.rank for c in cards) == list(range(1, 15))
        for c in cards:
            assert c.type == ("Environment" if c.rank <= 2 else "Pawn" if c.rank <= 7
                              else "Attachment" if c.rank <= 10 else "Action")
    assert all(c.effects for c in CARDS.values())


def test_r2_influence_by_rank_traits_by_suit_and_majors_resolve_as_fate() -> None:
    """mystick R2: influence 3,4 -> 1; 5,6 -> 2; 7 -> 3; every Swords Pawn has Immunity and
    every Pentacles Pawn Resources; Majors' effects resolve when drawn as Fate."""
    for c in CARDS.values():
        if c.type == "Pawn":
            assert c.influence == {3: 1, 4: 1, 5: 2, 6: 2, 7: 3}[c.rank]
            if c.suit == "Swords":
                assert "Immunity" in c.traits
            if c.suit == "Pentacles":
                assert "Resources" in c.traits
        if c.is_major:
            assert {e.when for e in c.effects} == {"fate"}
    assert sum("Aggression" in c.traits for c in CARDS.values() if c.suit == "Wands") == 4
    assert sum("Presence" in c.traits for c in CARDS.values() if c.suit == "Cups") == 2
    assert CARDS["5W"].influence == 2  # the rulebook's five of Wands


def test_r2_a_major_never_stays_in_hand() -> None:
    """mystick R2 and mystick: Draw: a Major drawn into a hand is discarded and replaced."""
    s = position()
    s.apply("draw")
    deal(s, "M13", "M19", "3W")
    assert s.hands[0] == ["3W"]
    assert s.discards[0] == ["M13", "M19"]
    assert s.draw_count == 1  # mystick R10: still one move used to draw
    assert "Major Arcana never stays in hand" in " ".join(texts(s))


# --------------------------------------------------------------------------- R3
def test_r3_games_use_legal_decks_one_per_seat() -> None:
    """mystick R3: each seat plays a 39-card deck of two suits and 11 Majors; decks are named
    ready-made decks, one per seat, and a wrong name is refused."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    for seat in range(3):
        assert len(s.decks[seat]) == 39
        decks.validate(s.decks[seat])
    with pytest.raises(OptionError, match="unknown deck 'Nope'"):
        tarotlab.new_game("mystick", decks="Nope,Wildfire")
    bad = list(decks.ready_made()["Wildfire"].cards)
    bad[0] = "5S"
    with pytest.raises(decks.DeckError, match="two suits"):
        decks.validate(bad)


# --------------------------------------------------------------------------- R4, Making Moves
def test_r4_turn_order_goes_up_the_seats_from_the_initiative_winner() -> None:
    """mystick R4 / mystick: Making Moves: from the initiative winner, each player makes one
    move, then the next seat ("the next player to the right")."""
    s = position("Wildfire,Iron Archive,Tidewatch", first=1)
    set_hand(s, 0, "3W")
    set_hand(s, 1, "3S", "4S")
    set_hand(s, 2, "3C")
    order = []
    for card in ("3S", "3C", "3W", "4S"):
        order.append(s.to_move)
        s.apply(f"play {card}")
    assert order == [1, 2, 0, 1]


# --------------------------------------------------------------------------- Setup, R5
@pytest.mark.parametrize(("players", "pool"), [(2, 11), (3, 15), (4, 19), (5, 23)])
def test_setup_pool_by_player_count(players: int, pool: int) -> None:
    """mystick: Game Setup / Charts and Reference: 11, 15, 19, 23 Power for 2-5 players."""
    s = tarotlab.new_game("mystick", players=players, seed=5)
    assert isinstance(s, MystickState)
    assert s.start_pool == pool and s.pool == pool
    assert s.vp == [0] * players and s.draw_count == 0


def test_r5_opening_hands_hold_six_cards_and_no_major() -> None:
    """mystick R5 / Game Setup: draw 6; any Major is discarded and replaced until 6 Minors."""
    s = new()
    deal(s, "M00", "3W", "M13", "4W", "5W", "6W", "7W", "AC")
    assert s.hands[0] == sorted(["3W", "4W", "5W", "6W", "7W", "AC"])
    assert s.discards[0] == ["M00", "M13"]
    assert s.pending.player == 1  # then seat 1 draws its six
    s.check_invariants()


def test_r5_option_reshuffles_opening_majors_back() -> None:
    """mystick R5: with reshuffle_opening_majors, discarded opening Majors go back to the
    deck (the rulebook's optional rule); without it they stay discarded."""
    s = new(reshuffle_opening_majors=True)
    deal(s, "M00", "3W", "4W", "5W", "6W", "7W", "AC", "3S", "4S", "5S", "6S", "7S", "AS")
    assert s.pending.dest == "initiative"
    assert s.discards[0] == [] and "M00" in s.decks[0]


def test_r5_initiative_majors_redrawn_highest_rank_wins_cards_go_to_hand() -> None:
    """mystick R5 / Drawing for Initiative: a Major turned up is discarded and the player
    tries again; the highest tarot rank moves first; initiative cards go into hands."""
    s = new()
    deal(s, "3W", "4W", "5W", "6W", "7W", "AC", "3S", "4S", "5S", "6S", "7S", "AS")
    deal(s, "M19", "NW", "KS")
    assert s.pending == ("move", 1)
    assert "NW" in s.hands[0] and "KS" in s.hands[1]
    assert "M19" in s.discards[0] and len(s.hands[0]) == 7
    assert "seat 1 wins the initiative" in texts(s)[-1]


def test_r5_initiative_tie_is_redrawn_by_the_tied_players_only() -> None:
    """mystick R5: on a tie all initiative draws go to hand and only the tied players draw
    again, until the tie is broken."""
    s = new("Wildfire,Iron Archive,Tidewatch")
    for seat in range(3):
        deal(s, *_minors(s, seat)[:6])
    deal(s, "KW", "KS", "4C")  # seats 0 and 1 tie on Kings, seat 2 is out of it
    assert s.pending.kind == "card" and s.pending.player == 0 and s.pending.dest == "initiative"
    assert "KW" in s.hands[0] and "KS" in s.hands[1] and "4C" in s.hands[2]
    deal(s, "QW", "QS")  # tied again: only seats 0 and 1
    assert s.pending.player == 0
    deal(s, "4W", "NS")
    assert s.pending == ("move", 1)
    assert [len(h) for h in s.hands] == [9, 9, 7]
    assert sum("tied" in t for t in texts(s)) == 2


# --------------------------------------------------------------------------- Play
def test_play_environment_stays_in_play() -> None:
    """mystick: Environments: once played, an Environment stays in play."""
    s = position()
    set_hand(s, 0, "AW")
    s.apply("play AW")
    assert [e.card for e in s.environments[0]] == ["AW"] and s.hands[0] == []
    pass_move(s)
    end_round_now(s)
    assert [e.card for e in s.environments[0]] == ["AW"]


def test_play_pawn_joins_your_play_area() -> None:
    """mystick: Pawns: a played Pawn stays in your play area with its influence rating."""
    s = position()
    set_hand(s, 0, "5W")
    s.apply("play 5W")
    (p,) = s.pawns[0]
    assert p.card == "5W" and p.power == 0 and s.influence(p) == 2
    assert s.traits(p) == {"Aggression"}


def test_attachments_go_on_any_pawn_yours_or_an_opponents() -> None:
    """mystick: Attachments: choose a Pawn (yours or an opponent's) to receive it."""
    s = position()
    mine, theirs = pawn(s, 0, "5W"), pawn(s, 1, "5S")
    set_hand(s, 0, "8W", "9W")
    legal = s.legal_actions()
    assert f"play 8W -> {mine.label}" in legal and f"play 8W -> {theirs.label}" in legal
    s.apply(f"play 9W -> {theirs.label}")
    assert [a.card for a in theirs.attachments] == ["9W"]
    assert theirs.attachments[0].owner == 0


def test_attachment_needs_a_pawn_in_play() -> None:
    """mystick: Attachments: you may not play an Attachment if no one has a Pawn in play."""
    s = position()
    set_hand(s, 0, "8W")
    assert not any(a.startswith("play 8W") for a in s.legal_actions())
    refused(s, "play 8W", "mystick: Attachments", "needs a Pawn in play")


def test_a_pawn_may_have_many_attachments_of_any_suit() -> None:
    """mystick: Attachments: any number of Attachments, suits need not match."""
    s = position("Wildfire,Iron Archive")
    target = pawn(s, 0, "5W")
    set_hand(s, 0, "8C", "10C")
    set_hand(s, 1, "8S")
    s.apply(f"play 8C -> {target.label}")
    s.apply(f"play 8S -> {target.label}")
    s.apply(f"play 10C -> {target.label}")
    assert [a.card for a in target.attachments] == ["8C", "8S", "10C"]
    assert s.traits(target) == {"Aggression", "Immunity", "Presence"}


def test_attachments_leave_with_their_pawn_to_their_owners_discards() -> None:
    """mystick: Attachments: when a Pawn leaves play its Attachments go at once to their
    respective owners' discard piles."""
    s = position()
    victim = pawn(s, 1, "5S", power=1)
    attach(s, 0, "8W", victim)
    attach(s, 1, "8P", victim)
    killer = pawn(s, 0, "5W")
    challenge(s, f"challenge {killer.label} -> {victim.label}", "M13", "2C")
    assert victim not in s.pawns[1]
    assert "8W" in s.discards[0] and "8P" in s.discards[1] and "5S" in s.discards[1]
    s.check_invariants()


def test_actions_resolve_then_go_to_the_discard_pile() -> None:
    """mystick: Actions: follow the directions, then put the card in your discard pile."""
    s = position()
    p = pawn(s, 0, "5W")
    set_hand(s, 0, "PW")
    s.apply("play PW")
    assert p.power == 1 and s.pool == 10
    assert s.discards[0] == ["PW"] and s.hands[0] == []
    assert not any(e.card == "PW" for e in s.environments[0])


def test_play_refused_for_a_card_not_in_hand() -> None:
    """mystick: Play: you play a card from your hand."""
    s = position()
    set_hand(s, 0, "5W")
    refused(s, "play 6W", "mystick: Play", "no 6W in hand")


# --------------------------------------------------------------------------- Draw, R10
def test_draw_adds_the_top_card_and_raises_the_draw_count() -> None:
    """mystick: Draw / R10: a move used to draw adds a card and the Draw Count goes up by 1."""
    s = position()
    pass_move(s, "3W")
    assert s.hands[0] == ["3W"] and s.draw_count == 1 and s.to_move == 1


def test_resources_extra_draws_count_once() -> None:
    """mystick: Draw / Resources / R10: one extra card per own Pawn with Resources, the Draw
    Count still goes up by one; more extras than Resources Pawns are refused."""
    s = position("Iron Archive,Wildfire")
    pawn(s, 0, "5P")
    pawn(s, 0, "3P")
    pawn(s, 1, "5W")  # an opponent's Pawn gives nothing
    assert {"draw", "draw +1", "draw +2"} <= set(s.legal_actions())
    refused(s, "draw +3", "mystick: Draw", "Resources")
    s.apply("draw +2")
    deal(s, "3S", "M04", "4S", "5S")  # the Major is replaced too
    assert s.hands[0] == ["3S", "4S", "5S"] and s.draw_count == 1


def test_r10_only_draw_moves_raise_the_draw_count() -> None:
    """mystick R10: playing and challenging leave the Draw Count alone; card draws that are
    not a move (Coin Purse) do not count."""
    s = position("Iron Archive,Wildfire")
    p = pawn(s, 0, "5S")
    set_hand(s, 0, "PP")
    s.apply("play PP")
    deal(s, "3S", "4S")
    assert s.draw_count == 0
    set_hand(s, 1)
    pass_move(s)
    assert s.draw_count == 1
    challenge(s, f"challenge {p.label} -> pool", "6S", "7S")
    assert s.draw_count == 1


def test_r10_draw_count_three_ends_the_round_at_once() -> None:
    """mystick R10 / End of a Round: when the Draw Count reaches 3 the round ends at once;
    the next player does not move in that round."""
    s = position()
    pass_move(s)
    pass_move(s)
    assert s.draw_count == 2 and s.to_move == 0
    pass_move(s)
    assert s.round == 2 and s.draw_count == 0
    assert any("round 1 ends" in t for t in texts(s))
    assert s.pending.kind == "move"  # round 2 began with an initiative draw


# --------------------------------------------------------------------------- R6 declaring
def test_r6_a_challenge_needs_influence_above_power() -> None:
    """mystick R6 / Declare the challenge: a Pawn at full capacity may not challenge."""
    s = position()
    full = pawn(s, 0, "5W", power=2)
    refused(s, f"challenge {full.label} -> pool", R_CHALLENGE, "is full")


def test_r6_a_pawn_with_zero_influence_cannot_challenge() -> None:
    """mystick R6: a Pawn with zero influence cannot challenge at all."""
    s = position()
    weak = pawn(s, 0, "3W")
    attach(s, 0, "9W", weak)  # Smothering Ash: -1 influence
    assert s.influence(weak) == 0
    refused(s, f"challenge {weak.label} -> pool", R_CHALLENGE, "0 influence")


def test_r6_the_target_must_hold_power() -> None:
    """mystick R6: you can't challenge an empty pool or a Pawn that has no Power."""
    s = position()
    p = pawn(s, 0, "5W")
    empty = pawn(s, 1, "5S")
    refused(s, f"challenge {p.label} -> {empty.label}", R_CHALLENGE, "holds no Power")
    s.removed_power, s.pool = s.pool, 0
    fresh(s)
    refused(s, f"challenge {p.label} -> pool", R_CHALLENGE, "pool is empty")


def test_r6_no_challenge_against_a_higher_rank() -> None:
    """mystick R6: no Pawn may challenge a Pawn with higher tarot rank (equal is fine)."""
    s = position()
    p = pawn(s, 0, "6W")
    lower, equal, higher = pawn(s, 1, "3S", 1), pawn(s, 1, "6S", 1), pawn(s, 1, "7S", 1)
    legal = s.legal_actions()
    assert f"challenge {p.label} -> {lower.label}" in legal
    assert f"challenge {p.label} -> {equal.label}" in legal
    refused(s, f"challenge {p.label} -> {higher.label}", R_CHALLENGE, "higher tarot rank")


def test_r6_only_your_own_pawns_challenge_and_only_opponents_are_targets() -> None:
    """mystick R6: your Pawn challenges the pool or an opponent's Pawn."""
    s = position()
    mine, other = pawn(s, 0, "5W"), pawn(s, 0, "4W", 1)
    theirs = pawn(s, 1, "5S")
    refused(s, f"challenge {mine.label} -> {other.label}", R_CHALLENGE, "opponent")
    refused(s, f"challenge {theirs.label} -> pool", R_CHALLENGE, "controls no Pawn")


def test_r6_a_full_mystick_cross_blocks_challenges() -> None:
    """mystick R6 / The Fate Draw: if your Mystick Cross is completely filled up, you cannot
    challenge again until some space is cleared."""
    s = position()
    p = pawn(s, 0, "5W")
    put_cross(s, 0, "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C")
    refused(s, f"challenge {p.label} -> pool", R_CHALLENGE, "Mystick Cross is full")


def test_r6_fate_goes_to_the_lowest_open_spaces() -> None:
    """mystick R6 / The Fate Draw: each card goes to the open space with the lowest number."""
    s = position()
    p = pawn(s, 0, "7W")
    put_cross(s, 0, "AC", "2C", "3C", spaces=(1, 2, 4))
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W", "5W")
    assert s.crosses[0][:6] == ["AC", "2C", "3W", "3C", "4W", "5W"]
    assert p.power == 3


def test_r6_fate_beyond_the_open_spaces_is_discarded_with_no_effect() -> None:
    """mystick R6: Fate cards with no open space go to the discard pile and have no effect."""
    s = position()
    p = pawn(s, 0, "7W")
    put_cross(s, 0, "AC", "2C", "3C", "4C", "5C", "6C", "7C")
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W", "M19")
    assert s.crosses[0][7] == "3W"
    assert s.discards[0] == ["4W", "M19"]
    assert p.power == 1 and s.vp[0] == 1  # only the Fate in the Cross counts; no Sun


def test_fate_count_equals_influence() -> None:
    """mystick: The Fate Draw: a Pawn draws as many Fate as its influence."""
    s = position()
    p = pawn(s, 0, "7W")
    s.apply(f"challenge {p.label} -> pool")
    pending = s.pending
    assert (pending.kind, pending.player, pending.dest, pending.left) == ("card", 0, "cross", 3)


# --------------------------------------------------------------------------- R7 redraw
def test_r7_one_redraw_into_the_freed_spaces() -> None:
    """mystick R7 / Redraws: once per Fate Draw, discard any cards just drawn and draw that
    many again into the freed spaces, lowest first; no second redraw."""
    s = position()
    p = pawn(s, 0, "5W")
    s.apply(f"challenge {p.label} -> pool")
    deal(s, "2C", "3C")
    assert set(s.legal_actions()) == {"redraw done", "redraw 1", "redraw 2"}
    s.apply("redraw 2")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "3W", "4C")
    assert s.pending == ("move", 1)  # no second chance
    assert s.crosses[0][:2] == ["3W", "4C"]
    assert s.discards[0] == ["2C", "3C"]
    assert p.power == 1 and s.vp[0] == 1


def test_r7_keeping_the_fate_draw() -> None:
    """mystick R7: the redraw is optional ('redraw done' at once keeps every card)."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W")
    assert s.crosses[0][:2] == ["3W", "4W"] and p.power == 2 and s.vp[0] == 2
    assert "keeps the Fate Draw" in " ".join(texts(s))


# --------------------------------------------------------------------------- R8 resolution
def test_r8_majors_resolve_in_space_order() -> None:
    """mystick R8 / Resolve Majors: Majors drawn in this Fate Draw resolve in the order of
    their spaces (lowest first), not in the order they were drawn."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "2C", "M19", redraw=(1,), again=("M17",))
    assert s.crosses[0][:2] == ["M17", "M19"]
    settle(s)  # the Star's two cards
    since = first_index(s, "redraws")
    star = first_index(s, "The Star in space 1 of seat 0's Mystick Cross resolves", since)
    sun = first_index(s, "The Sun in space 2 of seat 0's Mystick Cross resolves", since)
    assert star < sun
    assert p.power == 2 and s.vp[0] == 2 + 2


def test_r8_order_of_a_challenge() -> None:
    """mystick R8: 'when challenges' effects, Fate Draw, redraw, Majors, successes, transfer,
    Aggression, VP, in that order."""
    s = position()
    p = pawn(s, 0, "5C")  # when it challenges: one more redraw
    target = pawn(s, 1, "4P", power=1)
    challenge(s, f"challenge {p.label} -> {target.label}", "M19", "2W")
    events = texts(s, first_index(s, "challenges"))
    order = ["challenges", "one more redraw", "Fate Draw", "space 1", "space 2", "keeps",
             "The Sun in space 1", "scores 2 VP", "takes 1 Power"]
    positions = [next(i for i, t in enumerate(events) if f in t) for f in order]
    assert positions == sorted(positions)
    assert s.vp[0] == 3 and p.power == 1 and target.power == 0


def test_r8_immunity_cancels_one_success() -> None:
    """mystick R8 / Immunity: a challenged Pawn with Immunity cancels one success."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W")
    assert p.power == 1 and target.power == 1 and s.vp[0] == 1
    assert "Immunity: one success is cancelled" in " ".join(texts(s))


def test_r8_immunity_only_against_pawns_not_the_pool() -> None:
    """mystick: Immunity: it cancels a success only when the Immune Pawn is challenged."""
    s = position("Iron Archive,Wildfire")
    p = pawn(s, 0, "5S")
    challenge(s, f"challenge {p.label} -> pool", "3S", "4S")
    assert p.power == 2


def test_r8_transfer_limited_by_the_targets_power() -> None:
    """mystick R8 / Transfer Power: successes above the target's Power are wasted (the
    rulebook: 3 successes against a pool of 2)."""
    s = position()
    p = pawn(s, 0, "7W")
    s.removed_power, s.pool = s.pool - 2, 2
    fresh(s)
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W", "5W")
    assert p.power == 2 and s.pool == 0 and s.vp[0] == 2


def test_r8_transfer_limited_by_spare_influence() -> None:
    """mystick R8: a Pawn takes no more than its spare influence (the rulebook: 2 influence,
    1 Power, 2 successes against a Pawn -> one is wasted)."""
    s = position()
    p = pawn(s, 0, "5C", power=1)
    target = pawn(s, 1, "5P", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "3C", "4C")
    assert p.power == 2 and target.power == 1 and s.vp[0] == 1


def test_rulebook_five_of_wands_one_success_one_failure() -> None:
    """mystick: The Fate Draw example: the five of Wands (2 influence) draws the Knight of
    Wands and the four of Swords: one success and one failure."""
    s = position("Storm Front,Iron Archive")
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "NW", "4S")
    assert p.power == 1 and s.vp[0] == 1
    assert "1 success(es)" in " ".join(texts(s))


def test_r8_aggression_kills_after_the_transfer() -> None:
    """mystick R8 / Aggression: successes >= the target's influence discard it after the Power
    is transferred; the rest of its Power returns to the pool."""
    s = position()
    p = pawn(s, 0, "5W", power=1)
    target = pawn(s, 1, "5P", power=2)
    pool = s.pool
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W")
    assert p.power == 2 and s.vp[0] == 1
    assert target not in s.pawns[1] and "5P" in s.discards[1]
    assert s.pool == pool + 1  # its remaining Power
    since = first_index(s, "success(es):")
    assert first_index(s, "leaves play", since) > 0


def test_r8_aggression_needs_enough_successes_and_a_pawn_target() -> None:
    """mystick R8: fewer successes than the target's influence do not kill."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5P", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4C")
    assert target in s.pawns[1] and target.power == 1 and p.power == 1


def test_r8_without_aggression_no_kill() -> None:
    """mystick: Traits: only a Pawn with Aggression kills."""
    s = position()
    p = pawn(s, 0, "5C")
    target = pawn(s, 1, "4P", power=1)
    challenge(s, f"challenge {p.label} -> {target.label}", "3C", "4C")
    assert target in s.pawns[1] and target.power == 0 and p.power == 1


def test_r8_vp_one_per_power_and_successful_challenges() -> None:
    """mystick R8 / Score victory points: 1 VP per Power transferred; a challenge that gains
    no VP is unsuccessful."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "2C", "3C")
    assert s.vp[0] == 0 and "(unsuccessful)" in texts(s)[-1]
    pass_move(s)
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W")
    assert s.vp[0] == 2 and "(successful)" in " ".join(texts(s))


def test_r8_the_target_leaving_before_the_transfer_gives_nothing() -> None:
    """mystick R8: if the target leaves play before the transfer, nothing is transferred."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "M13", "3W")
    assert p.power == 0 and s.vp[0] == 0
    assert "the target left play before the transfer" in " ".join(texts(s))


# --------------------------------------------------------------------------- R9 Power
def test_r9_power_is_conserved_through_a_round() -> None:
    """mystick R9: pool + Power on Pawns + Power removed always equals the starting pool."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W")
    assert s.pool + p.power + s.removed_power == s.start_pool
    end_round_now(s)
    assert s.removed_power == 2 and s.pool == 9 and p.power == 0
    s.check_invariants()


# --------------------------------------------------------------------------- R11 round end
def test_r11_end_of_round_in_the_rulebooks_order() -> None:
    """mystick R11: bonus points (Presence doubles), check the pool, remove Power, clear every
    Mystick Cross, reset the Draw Count, then draw for initiative."""
    s = position()
    plain = pawn(s, 0, "5W", power=2)
    presence = pawn(s, 0, "5C", power=1)
    theirs = pawn(s, 1, "5S", power=1)
    put_cross(s, 0, "AC", "2C")
    put_cross(s, 1, "AS")
    s.vp = [3, 0]
    s.draw_count = 2
    fresh(s)
    s.apply("draw")
    deal(s, "3W")
    assert s.vp == [3 + 2 + 2 * 1, 1]
    assert plain.power == presence.power == theirs.power == 0
    assert s.removed_power == 4 and s.pool == 7
    assert s.crosses[0] == [None] * 8 and s.crosses[1] == [None] * 8
    assert {"AC", "2C"} <= set(s.discards[0]) and "AS" in s.discards[1]
    assert s.draw_count == 0 and s.round == 2
    assert s.pending.dest == "initiative"
    events = texts(s)
    bonus = first_index(s, "bonus point")
    removed = first_index(s, "Power on Pawns is removed")
    assert bonus < removed and "round 1 ends" in events[bonus - 1]


def test_r11_presence_from_an_attachment_doubles_too() -> None:
    """mystick: Presence: Pawns with Presence score 2 points per Power at the round's end."""
    s = position()
    p = pawn(s, 0, "5W", power=2)
    attach(s, 0, "10C", p)
    end_round_now(s)
    assert s.vp[0] == 4


def test_r11_an_empty_pool_ends_the_game_after_bonus_points() -> None:
    """mystick R11 / Check for a winner: no Power left in the pool at the end of a round ends
    the game; the highest score (bonus included) wins."""
    s = position()
    pawn(s, 0, "5W", power=2)
    pawn(s, 1, "7S", power=3)
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [5, 4]
    fresh(s)
    end_round_now(s)
    assert s.is_over and s.outcome is not None
    assert s.vp == [7, 7]
    assert s.outcome.rule == "mystick R13"
    assert "pool is empty" in s.outcome.reason


def test_r11_round_end_clears_temporary_effects_skips_and_extra_moves() -> None:
    """mystick R11 with the card texts: effects "until the end of the round" and "next move
    this round" end with the round."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "M03", "M08")  # Empress, Strength
    assert s.influence(p) == 3
    s.skips[1] = ["NS"]
    s.extra_moves = ["M07"]
    fresh(s)
    end_round_now(s)
    settle(s)
    assert s.influence(p) == 2 and s.traits(p) == {"Aggression"} and s.skips == [[], []]
    assert s.extra_moves == []


# --------------------------------------------------------------------------- R12 elimination
def test_r12_an_empty_deck_eliminates_and_the_last_player_wins() -> None:
    """mystick R12 / Elimination: a player whose last card is drawn is out at once; the last
    player standing wins."""
    s = position()
    pass_move(s)
    theirs = pawn(s, 1, "5S", power=2)
    s.discards[1] += s.decks[1][1:]
    del s.decks[1][1:]
    fresh(s)
    pool = s.pool
    s.apply("draw")
    settle(s)
    assert s.is_over and s.outcome is not None and s.outcome.winners == (0,)
    assert s.outcome.rule == "mystick R12" and s.eliminated[1]
    assert theirs not in s.pawns[1] and s.pool == pool + 2
    s.check_invariants()


def test_r12_elimination_in_a_three_player_game() -> None:
    """mystick R12: an eliminated player's cards leave play and turns skip them."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    victim = pawn(s, 2, "5C", power=1)
    mark = attach(s, 2, "8C", pawn(s, 0, "5W"))
    s.discards[2] += s.decks[2][1:]
    del s.decks[2][1:]
    fresh(s)
    set_hand(s, 0, "NC")
    s.apply("play NC")  # an opponent fills 2 spaces of their Cross from their deck
    s.apply("target seat 2")
    settle(s)
    assert s.eliminated[2] and not s.is_over
    assert victim not in s.pawns[2] and mark not in s.pawns[0][0].attachments
    assert "8C" in s.discards[2] and "5C" in s.discards[2]
    assert s.to_move == 1
    pass_move(s)
    assert s.to_move == 0
    s.check_invariants()


def test_r12_an_eliminated_player_cannot_win_on_points() -> None:
    """mystick R12 / Elimination: a player out of the game is out; when the pool empties the
    winner is chosen among the players still in (R13)."""
    s = position("Wildfire,Iron Archive,Tidewatch", first=2)
    s.discards[2] += s.decks[2][1:]
    del s.decks[2][1:]
    fresh(s)
    pass_move(s)  # seat 2 draws its last card
    assert s.eliminated[2] and s.to_move == 0
    s.vp = [1, 2, 9]
    s.removed_power += s.pool
    s.pool = 0
    fresh(s)
    end_round_now(s)
    assert s.eliminated[2]
    assert s.outcome is not None and s.outcome.winners == (1,)


# --------------------------------------------------------------------------- R15 initiative
def leave_deck(s: MystickState, seat: int, *cards: str) -> None:
    """Seat's deck becomes exactly these cards; the rest of it goes to the discard pile."""
    keep = [take(s, seat, card) for card in cards]
    s.discards[seat] += s.decks[seat]
    s.decks[seat] = sorted(keep)
    fresh(s)


def test_r15_an_eliminated_player_cannot_win_the_initiative() -> None:
    """mystick R15: seat 0 turns up its last card (a King) for initiative and is eliminated at
    once; its card does not compete, so the best card among players still in (seat 2's
    Queen, above seat 1's 4) wins and seat 2 moves first."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    leave_deck(s, 0, "3W", "KW")
    end_round_now(s, then_settle=False)  # seat 0 draws the 3 of Wands: one card left
    deal(s, "KW", "4S", "QC")
    assert s.eliminated[0] and not s.is_over
    assert s.pending == ("move", 2)
    assert "seat 2 wins the initiative and moves first" in texts(s)[-1]
    s.check_invariants()


def test_r15_an_eliminated_player_cannot_win_an_initiative_redraw() -> None:
    """mystick R15: seats 0 and 2 tie on Kings and redraw; seat 0 turns up its last card (a
    Queen) and is eliminated, so seat 2's 3 of Cups, the only card still competing, wins."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    leave_deck(s, 0, "3W", "KW", "QW")
    end_round_now(s, then_settle=False)
    deal(s, "KW", "4S", "KC")  # a tie between seats 0 and 2
    deal(s, "QW", "3C")  # seat 0's last card
    assert s.eliminated[0] and not s.is_over
    assert s.pending == ("move", 2)
    s.check_invariants()


@pytest.mark.parametrize(("vp", "winners"), [((5, 3), (0,)), ((2, 7), (1,)), ((4, 4), ())])
def test_r15_everyone_eliminated_by_one_initiative_draw_r13_decides(
        vp: tuple[int, int], winners: tuple[int, ...]) -> None:
    """mystick R15: the initiative draw is simultaneous; when it empties every remaining deck,
    the game ends and R13 decides: most VP; every deck is empty, so a tie on VP is a draw
    (not "seat 1 is the last player left" because seat 0 happened to draw first)."""
    s = position()
    leave_deck(s, 0, "3W", "KW")
    leave_deck(s, 1, "3S")
    s.vp = list(vp)
    end_round_now(s, then_settle=False)
    deal(s, "KW", "3S")
    assert s.eliminated == [True, True]
    assert s.outcome is not None and s.outcome.winners == winners
    assert s.outcome.rule == "mystick R13" and s.outcome.ending == ("draw" if not winners
                                                                    else "vp")
    s.check_invariants()


def test_r15_a_player_emptied_by_the_initiative_draw_leaves_the_last_player_standing() -> None:
    """mystick R15 / R12: only seat 1's deck runs out at the initiative draw: seat 0, the last
    player still in, wins (seat 1 turns up its card at the same time; it does not compete)."""
    s = position()
    leave_deck(s, 1, "KS")
    s.vp = [0, 9]
    end_round_now(s, then_settle=False)
    deal(s, "3W", "KS")
    assert s.outcome is not None and s.outcome.winners == (0,)
    assert s.outcome.rule == "mystick R12"


def test_r15_every_tied_player_eliminated_by_the_redraw_tarotlab_d7() -> None:
    """mystick R15 and tarotlab D7: seats 0 and 1 tie and both turn up their last cards in
    the redraw; seats 2 and 3 are still in, so the best of the cards they turned up in this
    initiative draw wins (seat 2's 9 of Cups above seat 3's 4 of Pentacles)."""
    s = position("Wildfire,Iron Archive,Tidewatch,Deep Wells")
    leave_deck(s, 0, "3W", "KW", "QW")
    leave_deck(s, 1, "KS", "QS")
    end_round_now(s, then_settle=False)
    deal(s, "KW", "KS", "9C", "4P")
    deal(s, "QW", "QS")
    assert s.eliminated[:2] == [True, True] and not s.is_over
    assert s.pending == ("move", 2)
    assert "seat 2 wins the initiative" in texts(s)[-1]
    s.check_invariants()


# --------------------------------------------------------------------------- R13 winner
def test_r13_most_vp_wins() -> None:
    """mystick R13: the player with the highest score wins."""
    s = position()
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [3, 8]
    fresh(s)
    end_round_now(s)
    assert s.outcome is not None and s.outcome.winners == (1,) and s.outcome.ending == "vp"
    assert s.outcome.scores == (3, 8)


def test_r13_tie_broken_by_cards_left_in_deck() -> None:
    """mystick R13 / Tiebreakers: tied players count cards left in their decks; most wins."""
    s = position()
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [6, 6]
    s.discards[1] += s.decks[1][:5]
    del s.decks[1][:5]
    fresh(s)
    end_round_now(s)
    assert s.outcome is not None and s.outcome.winners == (0,)
    assert "more cards left in deck" in s.outcome.reason


def test_r13_same_score_and_deck_is_a_draw() -> None:
    """mystick R13: same score and same number of cards left: the game is a draw."""
    s = position()
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [4, 4]
    fresh(s)
    s.apply("draw")  # seat 0 draws one card: give seat 1 one fewer in its deck too
    deal(s, "3W")
    s.draw_count = 2
    fresh(s)
    s.apply("draw")
    deal(s, "3S")
    assert s.outcome is not None and s.outcome.draw and s.outcome.ending == "draw"


def test_r13_vp_never_below_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """mystick R13: VP never go below 0 (an effect taking 3 VP from a score of 1 gives 0)."""
    s = position()
    sun = CARDS["M19"]
    minus = replace(sun, effects=(Effect("fate", "vp", (("amount", -3), ("target", "you"))),))
    monkeypatch.setitem(CARDS, "M19", minus)
    p = pawn(s, 0, "5W")
    s.vp = [1, 0]
    challenge(s, f"challenge {p.label} -> pool", "M19", "2C")
    assert s.vp[0] == 0 + 1  # floored at 0 by the Sun, then 1 VP for the Power taken


# --------------------------------------------------------------------------- R14 and Q&A
def test_r14_qa_simultaneous_effects_the_mover_resolves_first() -> None:
    """mystick R14 / Q&A "two effects at the same time": the mover's effects resolve first,
    then the next player's. Seat 0's Ashen Duelist takes 1 Power from the full Torchbearer
    before the Torchbearer's own "when challenged" gain from the pool."""
    s = position("Wildfire,Storm Front")
    duelist = pawn(s, 0, "6W")
    torch = pawn(s, 1, "5W", power=2)
    pool = s.pool
    s.apply(f"challenge {duelist.label} -> {torch.label}")
    assert duelist.power == 1 and torch.power == 2 and s.pool == pool - 1


def test_r14_the_movers_attachment_on_the_target_resolves_before_the_targets_effect() -> None:
    """mystick R14: effects are ordered by their owners, the mover first, whatever card they
    are on: seat 0's Bounty Mark on seat 1's Vault Warden draws for seat 0 before the Vault
    Warden returns a card to seat 1's hand."""
    s = position("Forge and Ledger,Iron Archive")
    attacker = pawn(s, 0, "6W")
    warden = pawn(s, 1, "6P", power=1)
    attach(s, 0, "10P", warden)
    s.discards[1].append(take(s, 1, "3S"))
    fresh(s)
    s.apply(f"challenge {attacker.label} -> {warden.label}")
    assert (s.pending.kind, s.pending.player, s.pending.dest) == ("card", 0, "hand")
    deal(s, "3P")
    assert s.pending == ("recover", 1, "6P")


def test_qa_after_initiative_effects_winner_first() -> None:
    """mystick R14 / Q&A "after the next initiative draw": the initiative winner's effects
    resolve first, then the next player's."""
    s = position("Iron Archive,Deep Wells")
    env(s, 0, "AP")  # you return a Minor from your discard pile to your hand
    env(s, 1, "2P")  # each opponent discards a random card from their hand
    s.discards[0].append(take(s, 0, "5S"))
    fresh(s)
    end_round_now(s, then_settle=False)
    deal(s, "2S", "KC")  # seat 1 wins the initiative
    assert (s.pending.kind, s.pending.player) == ("random", 0)  # seat 1's Tithe first
    s.apply(s.legal_actions()[0])
    assert s.pending == ("recover", 0, "AP")  # then seat 0's Market Day
    s.apply("recover 5S")
    assert s.pending == ("move", 1)


def test_qa_two_copies_of_the_same_pawn_in_play() -> None:
    """mystick Q&A "two copies of the same Pawn in play": yes, clones happen all the time."""
    s = position("Wildfire,Storm Front")
    set_hand(s, 0, "5W")
    set_hand(s, 1, "5W")
    s.apply("play 5W")
    s.apply("play 5W")
    (a,), (b,) = s.pawns
    assert a.card == b.card == "5W" and a.label != b.label
    assert f"challenge {a.label} -> pool" in s.legal_actions()
    s.check_invariants()


def test_qa_you_means_the_cards_owner() -> None:
    """mystick Q&A "you": the person who played the card. Seat 0's Bounty Mark on seat 1's
    Pawn draws for seat 0 when that Pawn challenges."""
    s = position("Forge and Ledger,Iron Archive")
    pass_move(s)
    theirs = pawn(s, 1, "5S")
    attach(s, 0, "10P", theirs)
    hand0, hand1 = len(s.hands[0]), len(s.hands[1])
    s.apply(f"challenge {theirs.label} -> pool")
    assert (s.pending.kind, s.pending.player, s.pending.dest) == ("card", 0, "hand")
    deal(s, "3P")
    assert len(s.hands[0]) == hand0 + 1 and len(s.hands[1]) == hand1


def test_qa_looking_at_the_last_cards_of_a_deck_does_not_eliminate() -> None:
    """mystick Q&A "looking at the last card": looking and putting the cards back does not
    eliminate. (The catalog only looks at your own deck: Queen of Coffers looks at 3 of the
    last 2 cards; they stay in the deck, in order.)"""
    s = position("Iron Archive,Wildfire")
    set_hand(s, 0, "QP")
    keep = ["7S", "KS"]
    s.discards[0] += [c for c in s.decks[0] if c not in keep]
    s.decks[0] = list(keep)
    fresh(s)
    s.apply("play QP")
    deal(s, *keep)
    assert not s.eliminated[0] and not s.is_over
    assert s.tops[0] == keep and s.view(0).players[0].deck == 2
    assert s.view(0).players[0].known_top == tuple(keep)
    assert s.view(1).players[0].known_top == ()


def test_qa_a_major_discarded_at_the_redraw_does_not_resolve() -> None:
    """mystick Q&A / R7: a Major discarded at the redraw does not take effect."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "M19", "3W", redraw=(1,), again=("2C",))
    assert s.vp[0] == 1 and "M19" in s.discards[0]
    assert not any("The Sun" in t and "resolves" in t for t in texts(s))


def test_qa_score_has_no_maximum() -> None:
    """mystick Q&A "above 29": there is no maximum score."""
    s = position()
    p = pawn(s, 0, "5W")
    s.vp = [29, 0]
    fresh(s)
    challenge(s, f"challenge {p.label} -> pool", "M19", "3W")
    assert s.vp[0] == 29 + 2 + 2


def test_qa_score_floor_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """mystick Q&A "below zero": any effect that would reduce a score below zero puts it at
    zero (shown with a Hierophant that takes 5 VP)."""
    s = position("Forge and Ledger,Iron Archive")
    card = CARDS["M05"]
    monkeypatch.setitem(CARDS, "M05", replace(card, effects=(
        Effect("fate", "vp", (("amount", -5), ("target", "you"))),)))
    p = pawn(s, 0, "5W")
    s.vp = [2, 0]
    challenge(s, f"challenge {p.label} -> pool", "M05", "3P")
    assert s.vp[0] == 1  # 2 - 5 -> 0, then 1 VP for the Power the Major's success took


def test_qa_a_major_that_kills_the_target_means_no_transfer() -> None:
    """mystick Q&A "a Major kills the target": its Power already returned to the pool, and you
    were not challenging the pool: no Power and no VP."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    pool = s.pool
    challenge(s, f"challenge {p.label} -> {target.label}", "M13", "3W")
    assert target not in s.pawns[1] and s.pool == pool + 2
    assert p.power == 0 and s.vp[0] == 0


def test_qa_influence_drop_returns_the_excess_to_the_pool() -> None:
    """mystick Q&A / R9: a Pawn with more Power than its influence returns the excess."""
    s = position()
    target = pawn(s, 1, "7S", power=3)
    set_hand(s, 0, "9W")
    pool = s.pool
    s.apply(f"play 9W -> {target.label}")
    assert s.influence(target) == 2 and target.power == 2 and s.pool == pool + 1
    assert "1 Power returns to the pool" in " ".join(texts(s))


def test_qa_a_pawn_leaving_play_returns_its_power() -> None:
    """mystick Q&A / R9: a Pawn removed from play returns its Power to the pool."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "7S", power=3)
    target2 = pawn(s, 1, "5P", power=1)
    pool = s.pool
    challenge(s, f"challenge {p.label} -> {target2.label}", "M13", "2C")  # Death
    assert s.pool == pool + 1 and target in s.pawns[1]
    s.check_invariants()


def test_qa_discard_piles_are_public_in_every_view() -> None:
    """mystick Q&A "look through the discard piles": yes, in every seat's view and a
    spectator's."""
    s = position()
    set_hand(s, 0, "PW", "NW")
    s.apply("play PW")
    for seat in (0, 1, None):
        view = s.view(seat)
        assert view.players[0].discard == ("PW",)
    assert s.view(1).players[0].hand is None


def test_qa_immunity_is_not_doubled() -> None:
    """mystick Q&A "Immunity twice": a Pawn has a trait or not: an Immune Pawn with Aegis of
    the Wind still cancels only one success."""
    s = position()
    p = pawn(s, 0, "7W")
    target = pawn(s, 1, "5S", power=2)
    attach(s, 1, "8S", target)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W", "2C")
    assert p.power == 1 and target.power == 1


# --------------------------------------------------------------------------- special moves
def test_special_move_used_instead_of_a_normal_move() -> None:
    """mystick: Using Special Moves: a card in your play area lets you use a move for it."""
    s = position()
    keeper = pawn(s, 0, "3W")
    s.apply(f"use {keeper.label}")
    assert keeper.power == 1 and s.to_move == 1 and s.draw_count == 0


def test_special_move_that_would_change_nothing_is_refused_tarotlab_d9() -> None:
    """tarotlab D9: a full Hearth Keeper (or one facing an empty pool) cannot use its move:
    it would take no Power, and a move that changes nothing would be a free pass (two players
    with free passes could make a round last forever)."""
    s = position()
    keeper = pawn(s, 0, "3W", power=1)
    assert f"use {keeper.label}" not in s.legal_actions()
    refused(s, f"use {keeper.label}", "tarotlab D9", "already holds 1 Power for its 1 influence")
    keeper.power = 0
    s.removed_power += s.pool + 1
    s.pool = 0
    fresh(s)
    refused(s, f"use {keeper.label}", "tarotlab D9", "the pool is empty")


def test_an_extra_move_may_be_passed_tarotlab_d10() -> None:
    """tarotlab D10: "you may make another move": an extra move (here from Ambush at the
    Ford) may be passed, drawing nothing and leaving the Draw Count; a normal move may not."""
    s = position("Iron Archive,Wildfire")
    refused(s, "pass", "tarotlab D10", "only an extra move may be passed")
    set_hand(s, 0, "NS")
    s.apply("play NS")
    assert s.pending == ("move", 0) and "pass" in s.legal_actions()
    deck, hand = len(s.decks[0]), list(s.hands[0])
    s.apply("pass")
    assert s.draw_count == 0 and len(s.decks[0]) == deck and s.hands[0] == hand
    assert ("mystick card: Ambush at the Ford", "seat 0 passes the extra move (Ambush at the "
            "Ford)") in events_of(s)
    assert "seat 1 skips this move (Ambush at the Ford)" in texts(s)
    assert s.pending == ("move", 0) and "pass" not in s.legal_actions()  # a normal move


def test_special_move_only_from_your_own_play_area() -> None:
    """mystick: Using Special Moves / use a move: only cards already in your play area."""
    s = position()
    counter = pawn(s, 1, "3P")
    assert not any(a.startswith("use") for a in s.legal_actions())
    refused(s, f"use {counter.label}", "mystick: Using Special Moves", "play area")
    plain = pawn(s, 0, "4W")
    refused(s, f"use {plain.label}", "mystick: Using Special Moves", "no special move")


def test_moves_refused_out_of_turn_change_nothing() -> None:
    """mystick: Making Moves: the seat to move makes the move; a redraw outside a Fate Draw
    is refused with the rule, and nothing changes."""
    s = position()
    refused(s, "redraw done", "mystick: Making Moves")
    refused(s, "challenge 5W#99 -> pool", R_CHALLENGE, "controls no Pawn")


def test_r7_only_cards_of_this_fate_draw_are_redrawn() -> None:
    """mystick R7: you may redraw cards just drawn in this Fate Draw, each once per redraw;
    other spaces are refused with the rule, and nothing changes."""
    s = position()
    p = pawn(s, 0, "5W")
    put_cross(s, 0, "AC")
    s.apply(f"challenge {p.label} -> pool")
    deal(s, "2C", "3C")
    refused(s, "redraw 1", "mystick R7", "holds no card of this Fate Draw")
    refused(s, "redraw 6", "mystick R7", "holds no card of this Fate Draw")
    s.apply("redraw 2")
    refused(s, "redraw 2", "mystick R7", "already marked")
    refused(s, "draw", "mystick: Making Moves")


# --------------------------------------------------------------------------- the log
def events_of(s: MystickState, since: int = 0) -> list[tuple[str, str]]:
    return [(e.rule, e.text) for e in s.events[since:]]


def test_log_an_effect_line_names_and_cites_its_card() -> None:
    """mystick R1: a card effect's line cites the catalog card that caused it and says who
    acted (not an internal operation name)."""
    s = position()
    p = pawn(s, 0, "5W")
    set_hand(s, 0, "PW")
    since = len(s.events)
    s.apply("play PW")
    assert ("mystick card: Spark of Creation",
            f"seat 0's {p.label} takes 1 Power from the pool") in events_of(s, since)


def test_log_an_effect_with_nothing_to_choose_says_why_in_words() -> None:
    """mystick R1: Spark of Creation with no Pawn of yours in play does nothing, and the log
    says so in the rulebook's words, citing the card."""
    s = position()
    set_hand(s, 0, "PW")
    since = len(s.events)
    s.apply("play PW")
    assert ("mystick card: Spark of Creation", "seat 0's Spark of Creation does nothing: seat 0 "
            "has no Pawn in play") in events_of(s, since)


def test_log_cards_an_effect_puts_into_a_cross_are_not_a_fate_draw_tarotlab_d3() -> None:
    """tarotlab D3: Flooding Tide's card fills seat 1's Cross but is not Fate: its line cites
    the card, and no line cites the Fate Draw rule (mystick R6)."""
    s = position()
    set_hand(s, 0, "NC")
    put_cross(s, 1, "3S")
    since = len(s.events)
    s.apply("play NC")
    deal(s, "M18")
    lines = events_of(s, since)
    filled = [(r, t) for r, t in lines if "fills" in t]
    assert filled == [
        ("mystick card: Flooding Tide", "The Moon (M18), the top card of seat 1's deck, fills "
         "space 2 of their Mystick Cross; it is not Fate (tarotlab D3)")]
    assert not any(r == R_CHALLENGE or "Fate Draw" in t for r, t in lines)


def test_log_immunity_cites_the_traits_section() -> None:
    """mystick: Traits: Immunity's cancelled success cites the rulebook's Traits section."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    since = len(s.events)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W")
    assert ("mystick: Traits", f"seat 1's {target.label} has Immunity: one success is "
            "cancelled") in events_of(s, since)


def test_log_majors_discarded_from_an_opening_hand_cite_the_setup_rule() -> None:
    """mystick: Game Setup: Majors drawn into an opening hand are discarded and replaced
    under the setup rule; the cards drawn cite it too."""
    s = new()
    deal(s, "M00", "3W", "4W", "5W", "6W", "7W", "AC")
    lines = events_of(s)
    assert (R_SETUP, "seat 0 draws The Fool and discards it: a Major Arcana never stays in "
            "hand") in lines
    assert all(r == R_SETUP for r, t in lines if t.startswith("seat 0 draws"))


def test_log_skipped_and_extra_moves_name_the_card_that_caused_them() -> None:
    """mystick R1: 'seat 1 skips this move' and 'seat 0 makes another move' cite the card
    (Ambush at the Ford) rather than an operation."""
    s = position("Iron Archive,Wildfire")
    set_hand(s, 0, "NS", "3S")
    s.apply("play NS")
    s.apply("play 3S")
    lines = events_of(s)
    assert ("mystick card: Ambush at the Ford", "seat 0 may make another move (Ambush at the "
            "Ford)") in lines
    assert ("mystick card: Ambush at the Ford", "seat 1 skips this move (Ambush at the Ford)") \
        in lines


@pytest.mark.parametrize("players", [2, 3, 4])
def test_log_no_line_names_an_internal_operation(players: int) -> None:
    """mystick R1: in whole greedy games, no event cites or mentions an operation of the
    effect vocabulary (gain_power, skip_move...), and every card citation names a card."""
    from tarotlab.bots import make_bot, play

    names = {c.name for c in CARDS.values()}
    for seed in range(3):
        s = tarotlab.new_game("mystick", players=players, seed=seed)
        play(s, [make_bot("greedy", "mystick") for _ in range(players)], seed=seed)
        for e in s.events:
            assert not any(e.rule == f"mystick: {op}" or ("_" in op and op in e.text)
                           for op in catalog.OPS), e
            if e.rule.startswith("mystick card: "):
                assert e.rule[len("mystick card: "):] in names, e
