"""The greedy Mystick bot: it plays from its view only and beats random play clearly."""

from __future__ import annotations

import dataclasses

import tarotlab
from tarotlab import ALL, State
from tarotlab.bots import make_bot, play
from tarotlab.core.engine import Action
from tarotlab.core.rng import Rng
from tarotlab.lab.series import simulate
from tarotlab.mystick.bot import GreedyMystickBot
from tarotlab.mystick.decks import build
from tarotlab.mystick.rules import MystickState, MystickView
from tarotlab.mystick.scenario import Rig

HAND_0 = ["7W", "5C", "3W", "9W", "PW", "4C"]
HAND_1 = ["6S", "4P", "5P", "10S", "NS", "AP"]
RNG = Rng(1)


def view_of(s: State, seat: int | None) -> MystickView:
    v = s.view(seat)
    assert isinstance(v, MystickView)
    return v


def sentinel_with_power(fate_0: list[str] | None = None) -> tuple[Rig, MystickState]:
    """Seat 0 (Wildfire) has played the Inferno Warlord (7W, influence 3, Aggression);
    seat 1 (Iron Archive) has taken 2 Power from the pool with its Cloud Sentinel (6S,
    influence 2, Immunity) and passed the extra move it gives. Seat 0 is to move."""
    rig = Rig(hand={0: HAND_0, 1: HAND_1}, initiative={0: ["QC"], 1: ["3S"]},
              draws={0: ["2C"]}, cross={1: ["8S", "KS"], 0: fate_0 or []})
    s = rig.start(seed=7)
    for action in ("play 7W", "play 6S", "draw", "challenge 6S#2 -> pool", "redraw done",
                   "pass"):  # the Cloud Sentinel's extra move (tarotlab D10)
        rig.apply(s, action)
    assert s.to_move == 0
    return rig, s


def test_registered_as_greedy_for_mystick() -> None:
    bot = make_bot("greedy", "mystick")
    assert isinstance(bot, GreedyMystickBot) and bot.name == "greedy"


def test_greedy_beats_random_by_simulation() -> None:
    """Over 120 two-player games, seats alternating, greedy wins at least 3 in 4."""
    result = simulate("mystick", games=120, seed=100, bots=("greedy", "random"), players=2)
    assert result.games == 120
    assert result.win_rate("greedy") >= 0.75, result.summary()
    assert result.bot_wins["greedy"] + result.bot_wins["random"] + result.draws == 120


def test_greedy_sees_only_its_view() -> None:
    """mystick view: the bot decides from its seat's view, where other hands are counts."""
    _, s = sentinel_with_power()
    view = view_of(s, 0)
    assert view.players[1].hand is None
    action = GreedyMystickBot().choose(view, s.legal_actions(), RNG)
    assert action in s.legal_actions()


def test_challenges_when_it_can_take_power_and_redraws_failures() -> None:
    """mystick R6-R8: with a Pawn that can take Power the bot challenges; in the Fate Draw
    it redraws the failure (a Cup for a Wands Pawn) and keeps the success and the Major."""
    rig, s = sentinel_with_power(["6W", "3C", "M03", "2W"])
    bot = GreedyMystickBot()
    action = bot.choose(view_of(s, 0), s.legal_actions(), RNG)
    assert action.startswith("challenge 7W#1 -> ")
    rig.apply(s, action)
    assert s.crosses[0][:3] == ["6W", "3C", "M03"]
    first = bot.choose(view_of(s, 0), s.legal_actions(), RNG)
    assert first == "redraw 2"
    rig.apply(s, first)
    assert bot.choose(view_of(s, 0), s.legal_actions(), RNG) == "redraw done"


def test_prefers_the_target_with_most_takeable_power() -> None:
    """Between the pool and the Sentinel (2 Power, Immunity) the bot takes from the one
    with more Power it can take and hold (mystick R8)."""
    _, s = sentinel_with_power()
    view = view_of(s, 0)
    choices = [Action("challenge 7W#1 -> pool"), Action("challenge 7W#1 -> 6S#2")]
    me = view.players[0]
    label, influence, power, _, attachments = me.pawns[0]
    calm = dataclasses.replace(me, pawns=((label, influence, power, (), attachments),))
    no_kill = dataclasses.replace(view, players=(calm, view.players[1]))
    # without Aggression: up to 3 from the pool against 2 minus Immunity from the Sentinel
    assert GreedyMystickBot().choose(no_kill, choices, RNG) == "challenge 7W#1 -> pool"
    # the pool down to 1 Power: the Sentinel's 2 are worth more
    poor = dataclasses.replace(no_kill, pool=1)
    assert GreedyMystickBot().choose(poor, choices, RNG) == "challenge 7W#1 -> 6S#2"


def test_kills_with_aggression() -> None:
    """mystick: Aggression: with 3 Fate cards against an influence-2 Pawn a kill is likely,
    so the Inferno Warlord goes for the Sentinel rather than the fuller pool."""
    _, s = sentinel_with_power()
    choices = [Action("challenge 7W#1 -> pool"), Action("challenge 7W#1 -> 6S#2")]
    assert GreedyMystickBot().choose(view_of(s, 0), choices, RNG) == "challenge 7W#1 -> 6S#2"


def test_attachments_help_its_pawns_and_hurt_the_enemys() -> None:
    """mystick: Attachments: Smothering Ash (9W, -1 influence) goes on the enemy Pawn."""
    _, s = sentinel_with_power()
    choices = [Action("play 9W -> 7W#1"), Action("play 9W -> 6S#2")]
    assert set(choices) <= set(s.legal_actions())
    assert GreedyMystickBot().choose(view_of(s, 0), choices, RNG) == "play 9W -> 6S#2"


def test_never_draws_its_last_card_when_it_can_play() -> None:
    """mystick R12: drawing the last card of a deck eliminates at once; the bot plays."""
    _, s = sentinel_with_power()
    view = view_of(s, 0)
    low = dataclasses.replace(view, players=(dataclasses.replace(view.players[0], deck=1),
                                             view.players[1]))
    choices = [Action("draw"), Action("play 4C")]
    assert GreedyMystickBot().choose(low, choices, RNG) == "play 4C"


def test_gives_power_to_the_pawn_that_holds_it_best() -> None:
    """Spark of Creation (PW): of its Pawns with room, the one with Presence gets the Power
    (it scores double at the end of the round, mystick R11)."""
    rig, s = sentinel_with_power(["6W", "3C", "M03", "2W"])
    for action in ("challenge 7W#1 -> 6S#2", "redraw 2", "redraw done", "play AP", "play 5C",
                   "play 4P", "play PW"):
        rig.apply(s, action)
    assert s.legal_actions() == ("target 7W#1", "target 5C#4")
    assert GreedyMystickBot().choose(view_of(s, 0), s.legal_actions(), RNG) == "target 5C#4"


def test_takes_the_best_card_from_a_hand_it_looks_at() -> None:
    """Rifling Hands (NP): seat 0 sees seat 1's hand and discards its strongest Pawn."""
    rig = Rig(hand={0: ["NP", "5P", "6S", "3P", "8S", "AP"], 1: HAND_0},
              initiative={0: ["KP"], 1: ["3C"]})
    s = rig.start(seed=2, decks="Iron Archive,Wildfire")
    rig.apply(s, "play NP")
    view = view_of(s, 0)
    assert view.seen is not None and "7W" in view.seen[1]
    assert GreedyMystickBot().choose(view, s.legal_actions(), RNG) == "discard 7W"


def test_three_greedy_bots_finish_their_game() -> None:
    """Two Hearth Keepers with nothing to take could wait for ever; the bot moves on."""
    s = tarotlab.new_game("mystick", players=3, seed=13)
    play(s, [make_bot("greedy", "mystick") for _ in range(3)], seed=13, max_steps=5000)
    assert s.is_over
    assert view_of(s, ALL).outcome is not None


def _looping_deck() -> list[str]:
    """An advanced-format deck (mystick: Advanced Deck Construction Rules, up to three copies)
    of Swords and Pentacles with two Queens of Coffers (QP) and two Ambushes at the Ford (NS):
    the basic deck of those suits with the 3S and the 2P changed for a second NS and QP."""
    cards = list(build(("Swords", "Pentacles"), range(11)).cards)
    cards[cards.index("3S")], cards[cards.index("2P")] = "NS", "QP"
    return cards


def test_greedy_bot_does_not_keep_a_round_going_for_ever() -> None:
    """Two Queens of Coffers return each other and the Ambush at the Ford from the discard
    pile; the Ambush makes the only opponent skip their next move and gives another move. By
    the rules (mystick: Draw, End of a Round; tarotlab D11) nothing ends that round until
    someone draws, and the bot rates every move of the loop (an opponent's move skipped,
    another move, cards back in hand) above a draw. The greedy bot plays it a while, then
    draws: the round ends (a greedy game once ran 9,000 decisions without end)."""
    rig = Rig(hand={0: ["QP", "QP", "NS", "NS", "5P", "6P"], 1: HAND_0},
              initiative={0: ["KS"], 1: ["3C"]})
    s = rig.start(seed=4, decks=[_looping_deck(), "Wildfire"])
    s.options = dict(s.options, auto_chance=True)  # from here on, chance from the seed
    assert s.mover == 0 and s.round == 1
    bots = {0: GreedyMystickBot(), 1: GreedyMystickBot()}
    rng = Rng(4)
    for _ in range(2_000):
        if s.is_over or s.round > 1:
            break
        seat = s.to_move
        assert seat is not None and seat >= 0
        s.apply(bots[seat].choose(view_of(s, seat), s.legal_actions(), rng))
    assert s.is_over or s.round > 1, f"round 1 still going after 2,000 decisions: {s!r}"
