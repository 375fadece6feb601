"""A simple greedy Arcanum bot: raise the Houses you have hidden cards in.

It sees only its view (its own hand and hidden cards, the public board). Every candidate
decision gets a score from a small model: prestige gained by a House is worth as much as
the bot's stake in that House (hidden cards of that suit, a little for cards in hand);
VP count directly; drawing cards is worth a little; Majors have a fixed appeal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.engine import Action
from ..core.rng import Rng
from .catalog import (
    FOOL,
    FULL_VP,
    LOCATIONS,
    MAJOR_BASE,
    SUITS,
    WORLD_VP,
    code,
    is_major,
    parse_card,
    rank_of,
    suit_of,
)
from .scoring import seat_vp
from .views import ArcanumView

_LOCATION_BONUS = {"mage-tower": 2.0, "artisan": 1.5, "harbour": 1.5, "throne": 1.5,
                   "market": 2.5, "fields": 1.5, "vault": 2.0, "cathedral": 1.5,
                   "ballroom": 1.0, "none": 0.0}
_SUIT = tuple(suit_of(card) for card in range(MAJOR_BASE))
"""Each Minor's suit, looked up (the stake counts a seat's cards at every decision)."""
_MAJOR_APPEAL = {"HighPriestess": 3, "Stars": 3.5, "Strength": 3, "Lovers": 2.5,
                 "Emperor": 3, "Magician": 2.5, "Hierophant": 2, "Tower": 2.5, "Sun": 2.5,
                 "World": 2, "Chariot": 2.5, "Justice": 1.5, "Hermit": 2.5, "Moon": 1.5,
                 "Empress": 2, "Temperance": 1.5, "Devil": 1.0, "Death": 1.0, "Wheel": 0.5,
                 "Judgement": 1.0, "HangedMan": 0.5, "Fool": 2.0}


class GreedyArcanumBot:
    """Greedy one-step choices for Arcanum; see the module docstring."""

    name = "greedy"

    def choose(self, view: ArcanumView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = view.viewer
        assert seat is not None and seat >= 0
        stake = self._stake(view, seat)
        score = self._score
        best, best_score = legal[0], score(view, seat, stake, legal[0])
        for action in legal[1:]:  # the first of the best scores, in the listed order
            candidate = score(view, seat, stake, action)
            if candidate > best_score:
                best, best_score = action, candidate
        return best

    @staticmethod
    def _stake(view: ArcanumView, seat: int) -> list[float]:
        me = view.players[seat]
        stake = [0.2] * 4
        for c in me.hidden or ():
            if c < MAJOR_BASE:
                stake[_SUIT[c]] += 1.0
        for c in me.hand or ():
            if c < MAJOR_BASE:
                stake[_SUIT[c]] += 0.25
        others = sum([p.hidden_count for p in view.players]) - me.hidden_count
        return [s - others / (4 * max(1, len(view.players) - 1)) * 0.5 for s in stake]

    def _score(self, view: ArcanumView, seat: int, stake: list[float], action: Action) -> float:
        terms = _TERMS.get(action)
        if terms is None:
            terms = _TERMS[action] = _static_terms(action)
        if terms:  # a play or a move: its parts that do not depend on the view, worked out once
            what, suit, rank_term, matches, fig_suit, bonus = terms
            if what == "major":
                return rank_term - 1.5 * (view.turn < 2)  # (rank_term: the Major's appeal)
            if what == "move":
                return matches * stake[fig_suit] + bonus
            score = stake[suit]  # step a: its House +1
            if what == "play+place":
                score += matches * stake[fig_suit]
                score += bonus
            return score + rank_term  # play high cards a little later
        kind, arg = action.kind, action.arg
        me = view.players[seat]
        if kind in ("hide", "give", "discard", "reveal", "market"):
            if arg in ("none", "pass"):
                return 0.0
            card = parse_card(arg.split()[-1])
            keep = self._card_value(card, stake)
            if kind == "hide":
                return 1.0 + stake[suit_of(card)] + rank_of(card) / 28 if card < MAJOR_BASE \
                    else -1.0
            if kind == "market":
                return 0.5 - keep
            return -keep  # give, discard, reveal: part with the least useful card
        if kind in ("house", "raise"):
            return stake[SUITS.index(arg)]
        if kind == "lower":
            return -stake[SUITS.index(arg)]
        if kind == "keep":
            return 0.0
        if kind == "fool":
            return self._fool_gain(view, seat, arg)
        if kind == "draw":  # draw 3 minors / 1 major / 2 minors
            minors = sum(1 for c in me.hand or () if c < MAJOR_BASE)
            return 2.0 if "minor" in arg and minors < 3 else (1.5 if "major" in arg else 1.0)
        if kind == "harbour":
            return 1.0 if arg == "draw" and me.hand_count < 6 else 0.0
        if kind == "end":
            return 0.5  # a Major that is worth less than this is kept for later
        if kind == "swap":
            if arg == "none":
                return 0.0
            hidden_text, _, hand_text = arg.partition(" for ")
            old, new = parse_card(hidden_text), parse_card(hand_text)
            return stake[suit_of(new)] - stake[suit_of(old)]
        if kind == "remove":  # Judgement: take away figures of Houses we do not hold
            return -stake[suit_of(parse_card(arg))]
        if kind == "return":
            return 0.0 - int(arg.partition("->")[2]) * 0.01
        return 0.0  # tower placement and the like: first legal option

    @staticmethod
    def _fool_gain(view: ArcanumView, seat: int, arg: str) -> float:
        """arcanum R21: the VP the hidden Fool adds in the House just revealed (every seat's
        cards of it are face up now); it is kept for later unless that is 3 VP or more."""
        if arg not in SUITS:
            return 2.9  # "fool later"
        house = SUITS.index(arg)
        cards = [p.hidden if i == seat and p.hidden is not None else p.revealed
                 for i, p in enumerate(view.players)]
        pays = (WORLD_VP if view.scoring == "world" else FULL_VP)[view.positions[house] - 1]
        return float(seat_vp(cards, house, {seat: house}, pays, seat)
                     - seat_vp(cards, house, {}, pays, seat))

    @staticmethod
    def _card_value(card: int, stake: list[float]) -> float:
        if card == FOOL:
            return 3.0
        if is_major(card):
            return _MAJOR_APPEAL.get(code(card), 1.0)
        return stake[suit_of(card)] + rank_of(card) / 14


_Terms = tuple[str, int, float, int, int, float]
"""A play's or a move's parts that no view changes: what it is ("major", "move", "play", or
"play+place" with a figure placed), the card's House, its rank term (a Major's appeal), and for
a figure placed its matching symbols (arcanum R3), its suit and the location's bonus."""
_TERMS: dict[str, _Terms | tuple[()]] = {}
"""``_Terms`` by the action's text (other kinds map to ``()``): the bot scores the same
actions at every decision. Bounded by the game's plays and moves (cards by locations)."""


def _placed(move: str) -> tuple[int, int, float]:
    fig_text, _, loc_text = move.partition("->")
    fig, loc = parse_card(fig_text), int(loc_text)
    location = LOCATIONS[loc - 1]
    return location.matches(fig), suit_of(fig), _LOCATION_BONUS[location.effect]


def _static_terms(action: Action) -> _Terms | tuple[()]:
    """``_TERMS``' entry for ``action``.

    The Knight of Swords (Swords: suit 0) moved to the Harbour (location 3: Chalices and
    Knight symbols, one of them its own; the Harbour's bonus 1.5):

    >>> _static_terms(Action("move NS->3"))
    ('move', 0, 0.0, 1, 0, 1.5)
    >>> _static_terms(Action("play 4S"))  # the Four of Swords: its rank term 0.05 * 4 / 14
    ('play', 0, 0.014285714285714287, 0, 0, 0.0)
    """
    kind, arg = action.kind, action.arg
    if kind == "move":
        return ("move", 0, 0.0, *_placed(arg))
    if kind != "play":
        return ()
    card_text, _, move = arg.partition(":")
    card = parse_card(card_text)
    if is_major(card):
        return "major", 0, _MAJOR_APPEAL.get(code(card), 1.0), 0, 0, 0.0
    rank_term = 0.05 * rank_of(card) / 14
    if move:
        return ("play+place", suit_of(card), rank_term, *_placed(move))
    return "play", suit_of(card), rank_term, 0, 0, 0.0
