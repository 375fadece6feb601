"""Arcanum's state machine: setup, draw-and-hide, playing Minors and Majors, the ten
locations, House scoring and the end (arcanum.txt; rulings ``arcanum R1``..``R22``;
project decisions ``tarotlab A<n>`` in docs/rulings.md).

The game is a queue of tasks (``_t_<name>`` methods). A task either changes the position
and logs an event, or sets ``pending`` to a decision for one seat (or for CHANCE: the
first player, a figure's setup location, the card a draw brings) and stops the queue.
Decks are unordered: each draw is a chance decision naming the card drawn, which is the
same game as a shuffled deck and lets a teacher ask "what if the next card is the Tower?".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..core.engine import ALL, CHANCE, Action, Outcome
from ..core.errors import MalformedAction, OptionError, TarotlabError
from ..core.options import Option
from ..core.present import RenderedView
from ..core.queue import QueueState
from ..core.rules import Verdict
from .catalog import (
    CHARIOT,
    COURT_FIGURES,
    DEATH,
    DEVIL,
    EMPEROR,
    EMPRESS,
    FOOL,
    FULL_VP,
    HAND_LIMIT,
    HANGED_MAN,
    HERMIT,
    HIEROPHANT,
    HIGH_PRIESTESS,
    JUDGEMENT,
    JUSTICE,
    LOCATIONS,
    LOVERS,
    MAGICIAN,
    MAJOR_BASE,
    MAJORS,
    MINORS,
    MOON,
    PRESTIGE_MAX,
    SCHEDULE,
    SETUP_MAX,
    STARS,
    STRENGTH,
    SUITS,
    SUN,
    TEMPERANCE,
    TOWER,
    WHEEL,
    WORLD,
    WORLD_VP,
    code,
    is_court,
    is_major,
    name,
    parse_card,
    rank_of,
    suit_of,
    value,
)

MINOR_DECK, MAJOR_DECK = "minor", "major"
FIG_INDEX = {f: i for i, f in enumerate(COURT_FIGURES)}
OFF_BOARD = 0
R_MINOR = "arcanum: Playing a Minor Arcana"
R_PHASE = "arcanum: B. Playing cards phase"
R_HIDE = "arcanum R11"
R_MANDATORY = f"arcanum R22, {R_PHASE}"
R_LIMIT = "arcanum R12"

# Canonical texts for the decisions that do not name a card.
END_TURN = Action("end turn")
DRAW_3_MINORS, DRAW_1_MAJOR, DRAW_2_MINORS = (Action("draw 3 minors"), Action("draw 1 major"),
                                              Action("draw 2 minors"))
HIDE_NONE, DISCARD_NONE = Action("hide none"), Action("discard none")
SWAP_NONE = Action("swap none")
NONE_CHOICES = (HIDE_NONE, DISCARD_NONE, SWAP_NONE, Action("market pass"))
HARBOUR_DRAW, HARBOUR_PASS, MARKET_PASS = (Action("harbour draw"), Action("harbour pass"),
                                           Action("market pass"))
TOWER_PLACES = tuple(Action(f"tower {a}-{a + 1}") for a in range(1, 10))
DRAWS = tuple(Action(f"draw {code(c)}") for c in range(78))
HIDES = tuple(Action(f"hide {code(c)}") for c in range(78))
DISCARDS = tuple(Action(f"discard {code(c)}") for c in range(78))


def _fill(index: int, counts: list[int], masks: list[int]) -> bool:
    """Can figures ``index``..15 still be placed within the setup limits? (depth-first)"""
    if index == 16:
        return True
    bit = 1 << (index // 4)
    for loc in range(1, 11):
        if counts[loc] < SETUP_MAX and not masks[loc] & bit:
            counts[loc] += 1
            masks[loc] |= bit
            ok = _fill(index + 1, counts, masks)
            counts[loc] -= 1
            masks[loc] &= ~bit
            if ok:
                return True
    return False


def _seat_order(start: int, n: int) -> list[int]:
    return [(start + k) % n for k in range(n)]


class ArcanumState(QueueState):
    """A game of Arcanum for 3-5 seats (seat numbers go clockwise)."""

    GAME = "arcanum"
    CHANCE_KINDS = frozenset({"first", "place", "draw"})
    OPTIONS = (
        Option("players", int, 4, "number of players (arcanum: 3 to 5)", minimum=3, maximum=5),
        Option("turns", int, None, "game length: 6 (normal) or 9 (long); with 3 players 4 or 8 "
               "(arcanum R10); None: the normal game", nullable=True),
        Option("first_game", bool, False, "arcanum R11: no Major in turn 1's deal; each player "
               "is dealt one Major at the start of turn 3"),
        Option("majors", bool, True, "False: play without Major Arcana (arcanum R11)"),
    )
    PROBES = ("end turn", "hide Stars", "draw 3 minors", "harbour pass", "play 4S: NS -> 4")

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.options["players"]
        lengths, every = SCHEDULE[n]
        turns = self.options["turns"] if self.options["turns"] is not None else lengths[0]
        if turns not in lengths:
            raise OptionError(f"arcanum: option 'turns' must be {lengths[0]} or {lengths[1]} "
                              f"with {n} players, not {turns}")
        self.options["turns"] = turns
        self.n = n
        self.turns = turns
        self.scoring_every = every
        self.turn = 1
        self.first = -1
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.hidden: list[list[int]] = [[] for _ in range(n)]
        self.revealed: list[list[int]] = [[] for _ in range(n)]
        self.vp = [0] * n
        self.prestige = [0, 0, 0, 0]
        self.figures = [-1] * 16  # location 1..10, 0 off the board (Judgement), -1 unplaced
        self.minor_deck = list(MINORS)
        self.major_deck = list(MAJORS) if self.options["majors"] else []
        self.minor_discard: list[int] = []
        self.major_discard: list[int] = []
        self.in_play: list[int] = []  # cards being resolved
        self.gifts: list[list[int]] = [[] for _ in range(n)]
        self.tower: tuple[int, int, int] | None = None  # owner, first covered, second covered
        self.judgements: list[tuple[int, tuple[int, ...]]] = []  # owner, figures off board
        self.harbour_count = 0  # Minors the other players drew at the Harbour
        self.chosen_house = -1  # the Empress's raised House (the lowered one must differ)
        self.swaps_stopped = False  # Temperance: "swap none" ends the swaps
        self.devil = False
        self.active = -1
        self.minor_played = False
        self.major_played = False
        self.fool_suit: dict[int, int] = {}
        self.pending: tuple[Any, ...] = ("first",)
        self.tasks: list[tuple[Any, ...]] = [("place", i) for i in range(16)]
        self.tasks.append(("turn_begin",))
        self.phase = "setup"
        self._log(None, f"{n} players, {turns} turns; House prestige at 0; figures to be "
                  "placed at random", "arcanum: Setup")

    @property
    def players(self) -> int:
        return int(self.options["players"])

    # ------------------------------------------------------------------ helpers
    def _majors_now(self) -> bool:
        """Whether Major Arcana are in play this turn (options majors / first_game, A1)."""
        if not self.options["majors"]:
            return False
        return not (self.options["first_game"] and self.turn < 3)

    def covered(self, loc: int) -> bool:
        """arcanum R15: the Tower covers two locations."""
        t = self.tower
        return t is not None and loc in (t[1], t[2])

    def _can_leave(self, fig: int) -> bool:
        loc = self.figures[FIG_INDEX[fig]]
        return loc > 0 and not self.covered(loc)

    def _double(self) -> int:
        return 2 if self.devil else 1  # arcanum R14

    def _gain_vp(self, seat: int, amount: int, why: str, rule: str) -> None:
        amount *= self._double()
        before = self.vp[seat]
        self.vp[seat] = max(0, before + amount)  # arcanum R13
        verb = "gains" if amount >= 0 else "loses"
        self._log(seat, f"seat {seat} {verb} {abs(self.vp[seat] - before)} VP ({why})", rule)

    def _prestige(self, house: int, amount: int, why: str, rule: str) -> None:
        """Change a House's prestige (R4 bounds and overflow, R14 doubling)."""
        amount *= self._double()
        p = self.prestige
        if amount < 0:
            p[house] = max(0, p[house] + amount)
        else:
            for _ in range(amount):
                if p[house] < PRESTIGE_MAX:
                    p[house] += 1
                else:  # arcanum R4: every other House moves back one instead
                    for other in range(4):
                        if other != house:
                            p[other] = max(0, p[other] - 1)
        sign = "+" if amount >= 0 else ""
        self._log(None, f"{SUITS[house]} prestige {sign}{amount} ({why}) -> "
                  + ", ".join(f"{SUITS[h]} {p[h]}" for h in range(4)), rule)

    def _hand_minors(self, seat: int) -> list[int]:
        return [c for c in self.hands[seat] if c < MAJOR_BASE]

    def _take(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)

    def _give(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort()

    def _discard(self, card: int) -> None:
        (self.major_discard if is_major(card) else self.minor_discard).append(card)

    def _others(self, seat: int) -> list[int]:
        """arcanum R17: other players clockwise from ``seat``'s left."""
        return _seat_order(seat + 1, self.n)[:-1]

    # arcanum R22: the mandatory Minor
    def _minor_due(self, seat: int) -> bool:
        """Is ``seat`` the active player, with the mandatory Minor still to play (R22)?"""
        return seat == self.active and self.phase == "play" and not self.minor_played

    def _last_minor(self, seat: int, card: int) -> Verdict | None:
        """arcanum R22: discarding, hiding or giving away the active player's last Minor
        before the mandatory Minor is played is refused (tarotlab A14 for the Wheel's gift)."""
        if card < MAJOR_BASE and self._minor_due(seat) and self._hand_minors(seat) == [card]:
            return Verdict(False, R_MANDATORY, f"the {name(card)} is seat {seat}'s last Minor "
                           "Arcana: the mandatory Minor must still be played this turn")
        return None

    def _major_refusal(self, seat: int, card: int) -> Verdict | None:
        """arcanum R22: a Major whose effect must take the last Minors out of the hand before
        the mandatory Minor is played: Death (it discards at least one Minor) and the Wheel
        (when its 2 gifts can only be made with the last Minors, tarotlab A14)."""
        if card not in (DEATH, WHEEL) or not self._minor_due(seat):
            return None
        rest = list(self.hands[seat])
        rest.remove(card)
        minors = sum(1 for c in rest if c < MAJOR_BASE)
        # Minors the effect must take: Death discards one; the Wheel gives other cards first
        lost = 1 if card == DEATH else max(0, min(2, len(rest)) - (len(rest) - minors))
        if minors == 0 or minors > lost:
            return None
        how = "discard" if card == DEATH else "give away"
        return Verdict(False, R_MANDATORY, f"{name(card)} would make seat {seat} {how} the last "
                       "Minor Arcana in hand before the mandatory Minor is played this turn")

    # ------------------------------------------------------------------ protocol hooks
    # ------------------------------------------------------------------ grammar
    @classmethod
    def parse_action(cls, text: str) -> Action:
        t = " ".join(text.replace("→", "->").split())
        low = t.lower()
        simple = {a.lower(): a for a in (END_TURN, DRAW_3_MINORS, DRAW_1_MAJOR, DRAW_2_MINORS,
                                         HIDE_NONE, DISCARD_NONE, SWAP_NONE, HARBOUR_DRAW,
                                         HARBOUR_PASS, MARKET_PASS, *TOWER_PLACES)}
        if low in simple:
            return simple[low]
        try:
            return _parse_structured(t)
        except TarotlabError as err:
            raise MalformedAction(f"arcanum: {text!r} is not an action ({err})") from None

    # ------------------------------------------------------------------ setup chance
    def _legal_first(self) -> list[Action]:
        return [Action(f"first seat {s}") for s in range(self.n)]

    def _do_first(self, action: Action) -> None:
        self.first = int(action.split()[-1])
        self._log(CHANCE, f"seat {self.first} is the first player", "arcanum: Setup")

    def _t_place(self, index: int) -> None:
        self.pending = ("place", index)

    def _legal_place(self) -> list[Action]:
        fig = COURT_FIGURES[self.pending[1]]
        return [Action(f"place {code(fig)} at {loc}") for loc in self._setup_spots(fig)]

    def _setup_spots(self, fig: int) -> list[int]:
        """Locations a figure may start in (arcanum: Setup limits) so that all 16 still fit."""
        counts, masks = [0] * 11, [0] * 11
        for i, loc in enumerate(self.figures):
            if loc > 0:
                counts[loc] += 1
                masks[loc] |= 1 << (i // 4)  # COURT_FIGURES are grouped by suit
        index = FIG_INDEX[fig]
        bit = 1 << (index // 4)
        spots = []
        for loc in range(1, 11):
            if counts[loc] >= SETUP_MAX or masks[loc] & bit:
                continue
            counts[loc] += 1
            masks[loc] |= bit
            if _fill(index + 1, counts, masks):
                spots.append(loc)
            counts[loc] -= 1
            masks[loc] &= ~bit
        return spots

    def _do_place(self, action: Action) -> None:
        index = self.pending[1]
        loc = int(action.split()[-1])
        self.figures[index] = loc
        self._log(CHANCE, f"the {name(COURT_FIGURES[index])} starts in location {loc}, "
                  f"{LOCATIONS[loc - 1].name}", "arcanum: Setup")

    # ------------------------------------------------------------------ drawing (chance)
    def _t_draw(self, seat: int, deck: str, count: int, dest: str = "hand") -> None:
        if count <= 0:
            return
        cards = self.minor_deck if deck == MINOR_DECK else self.major_deck
        if not cards:
            discard = self.minor_discard if deck == MINOR_DECK else self.major_discard
            if discard:
                cards.extend(discard)
                cards.sort()
                discard.clear()
                self._log(None, f"the {deck} deck is rebuilt from its discard pile",
                          "arcanum: Additional Notes")
        if not cards:
            self._log(seat, f"seat {seat} cannot draw: no {deck} card left",
                      "arcanum: Additional Notes")
            return
        self.pending = ("draw", seat, deck, count, dest)

    def _legal_draw(self) -> list[Action]:
        deck = self.minor_deck if self.pending[2] == MINOR_DECK else self.major_deck
        return [DRAWS[c] for c in deck]

    def _do_draw(self, action: Action) -> None:
        _, seat, deck, count, dest = self.pending
        card = parse_card(action.arg)
        (self.minor_deck if deck == MINOR_DECK else self.major_deck).remove(card)
        kind = "Major" if deck == MAJOR_DECK else "Minor"
        if dest == "hidden":
            self.hidden[seat].append(card)
            self.hidden[seat].sort()
            self._log(seat, f"seat {seat} draws a {kind} Arcana and hides it", "arcanum: 7")
        else:
            self._give(seat, card)
            self._log(seat, f"seat {seat} draws a {kind} Arcana", "arcanum: draw")
        self._push(("draw", seat, deck, count - 1, dest))

    def secret(self, action: Action) -> tuple[str, frozenset[int]] | None:
        """Decisions other seats may not learn (conformance checks their views)."""
        kind = self.pending[0]
        if kind == "draw":
            return f"draw {self.pending[2]} {self.pending[4]}", frozenset({self.pending[1]})
        if len(self.pending) < 2:
            return None
        if kind == "hide_opt" and self.pending[2] == "World":
            return None  # the World's scoring reveals every hidden card at once
        seat = self.pending[1]
        if action.kind == "give":  # the player on the left receives it (arcanum R17)
            return "give", frozenset({seat, (seat + 1) % self.n})
        if action.kind == "hide" and action != HIDE_NONE:
            return "hide", frozenset({seat})
        return None

    # ------------------------------------------------------------------ the turn
    def _t_turn_begin(self) -> None:
        self.phase = "draw-hide"
        self._log(None, f"turn {self.turn} of {self.turns}: seat {self.first} is first player",
                  "arcanum: Game Turns")
        order = _seat_order(self.first, self.n)
        if self.turn == 1:  # everyone is dealt 4 Minors and 1 Major, then each hides
            for seat in order:
                self.tasks.append(("draw", seat, MINOR_DECK, 4))
                if self._majors_now():
                    self.tasks.append(("draw", seat, MAJOR_DECK, 1))
        for seat in order:
            tasks: list[tuple[Any, ...]] = []
            if self.turn > 1:
                if self.turn == 3 and self.options["first_game"] and self.options["majors"]:
                    tasks += [("draw", seat, MAJOR_DECK, 1), ("limit", seat)]  # R11, R12
                tasks.append(("dh", seat))
            self.tasks += [*tasks, ("limit", seat), ("hide", seat)]
        self.tasks.append(("play_phase",))

    def _t_dh(self, seat: int) -> None:
        if not self._majors_now():
            self._push(("draw", seat, MINOR_DECK, 3))
            return
        self.pending = ("dh", seat)

    def _legal_dh(self) -> list[Action]:
        return [DRAW_3_MINORS, DRAW_1_MAJOR]

    def _do_dh(self, action: Action) -> None:
        seat = self.pending[1]
        self._log(seat, f"seat {seat} chooses to {action}", "arcanum: A. Draw and hide")
        if action == DRAW_3_MINORS:
            self._push(("draw", seat, MINOR_DECK, 3))
        else:
            self._push(("draw", seat, MAJOR_DECK, 1))

    def _t_limit(self, seat: int) -> None:
        if len(self.hands[seat]) > HAND_LIMIT:
            self.pending = ("discard", seat, "limit")

    def _t_hide(self, seat: int) -> None:
        if self._hand_minors(seat):
            self.pending = ("hide", seat)
        else:
            self._log(seat, f"seat {seat} has no Minor Arcana to hide", R_HIDE)

    def _legal_hide(self) -> list[Action]:
        return [HIDES[c] for c in sorted(set(self._hand_minors(self.pending[1])))]

    def _cands_hide(self) -> list[Action]:
        return [HIDES[c] for c in sorted(set(self.hands[self.pending[1]]))]

    def _why_hide(self, action: Action) -> Verdict | None:
        return self._why_hide_card(action)

    def _why_hide_card(self, action: Action) -> Verdict | None:
        if action.kind != "hide" or action == HIDE_NONE:
            return None
        card = parse_card(action.arg)
        seat = self.pending[1]
        if card not in self.hands[seat]:
            return Verdict(False, R_HIDE, f"seat {seat} has no {name(card)} in hand")
        if card == FOOL:
            return Verdict(False, "arcanum: 0 - Fool", "the Fool is hidden by playing it as "
                           "your Major Arcana of the turn, not in this step")
        if is_major(card):
            return Verdict(False, "arcanum: 0 - Fool", "only Minor Arcana are hidden (the Fool "
                           "is the only Major that can be, by playing it)")
        return None

    def _do_hide(self, action: Action) -> None:
        seat = self.pending[1]
        card = parse_card(action.arg)
        self._take(seat, card)
        self.hidden[seat].append(card)
        self.hidden[seat].sort()
        self._log(seat, f"seat {seat} hides a Minor Arcana", self._pending_rule())

    # discard decisions: hand limit (R12), Chariot / Judgement (R17), Death, Market swap
    def _legal_discard(self) -> list[Action]:
        _, seat, why = self.pending[:3]
        cards = sorted(set(self._hand_minors(seat) if why == "death" else self.hands[seat]))
        acts = [DISCARDS[c] for c in cards if self._last_minor(seat, c) is None]
        return [*acts, DISCARD_NONE] if why == "death" and self.pending[3] >= 1 else acts

    def _why_discard(self, action: Action) -> Verdict | None:
        if action.kind != "discard" or action == DISCARD_NONE:
            return None
        return self._last_minor(self.pending[1], parse_card(action.arg))

    def _do_discard(self, action: Action) -> None:
        _, seat, why = self.pending[:3]
        if action == DISCARD_NONE:
            self._push(("draw", seat, MAJOR_DECK, self.pending[3]), ("limit", seat))
            return
        card = parse_card(action.arg)
        self._take(seat, card)
        self._discard(card)
        self._log(seat, f"seat {seat} discards {name(card)}", self._pending_rule())
        if why == "limit":
            self._push(("limit", seat))
        elif why == "death":
            done = self.pending[3] + 1
            if done < 2:
                self._push(("death_more", seat, done))
            else:
                self._push(("draw", seat, MAJOR_DECK, done), ("limit", seat))

    def _t_death_more(self, seat: int, done: int) -> None:
        """Death's optional second discard (asked even with no Minor left: that is secret)."""
        self._t_ask("discard", seat, "death", done)
        if not self.pending:
            self._push(("draw", seat, MAJOR_DECK, done), ("limit", seat))

    def _t_play_phase(self) -> None:
        self.phase = "play"
        for seat in _seat_order(self.first, self.n):
            self.tasks += [("turn_start", seat), ("main", seat), ("turn_end", seat)]
        self.tasks.append(("turn_over",))

    def _t_turn_start(self, seat: int) -> None:
        self.active = seat
        self.minor_played = self.major_played = False
        self.devil = False
        self._log(seat, f"seat {seat} is the active player", R_PHASE)
        if self.tower is not None and self.tower[0] == seat:
            self.tower = None
            self.in_play.remove(TOWER)
            self.major_discard.append(TOWER)
            self._log(seat, "the Tower is discarded: its locations are open again", "arcanum R15")
        tasks: list[tuple[Any, ...]] = []
        for owner, figs in self.judgements:
            if owner == seat:
                tasks += [("ask", "judge_return", seat)] * len(figs)
        tasks.append(("minor_check", seat))
        self._push(*tasks)

    def _t_minor_check(self, seat: int) -> None:
        if not self._hand_minors(seat):  # arcanum B: no Minor in hand -> draw one
            self._log(seat, f"seat {seat} has no Minor Arcana and draws one", R_PHASE)
            self._push(("draw", seat, MINOR_DECK, 1), ("limit", seat))

    def _t_main(self, seat: int) -> None:
        self.pending = ("main", seat)

    def _t_turn_end(self, seat: int) -> None:
        self.devil = False
        self.active = -1

    def _t_turn_over(self) -> None:
        if self.turn % self.scoring_every == 0:
            self.tasks += [("fool_names", "full"), ("score", "full")]
        self.tasks.append(("next_turn",))

    def _t_next_turn(self) -> None:
        if self.turn >= self.turns:
            self._finish()
            return
        self.turn += 1
        self.first = (self.first + 1) % self.n
        self._log(None, f"the first player pawn moves to seat {self.first}", "arcanum: Game Turns")
        self.tasks.append(("turn_begin",))

    # ------------------------------------------------------------------ the main decision
    def _minor_plays(self, seat: int, card: int, only_legal: bool = True) -> list[Action]:
        c = code(card)
        if is_court(card):
            fig = card
            if not self._can_leave(fig):
                return [Action(f"play {c}")]
            here = self.figures[FIG_INDEX[fig]]
            dests = [loc for loc in range(1, 11)
                     if not only_legal or (loc != here and not self.covered(loc))]
            acts = [Action(f"play {c}: {c} -> {loc}") for loc in dests]
            return acts if acts else [Action(f"play {c}")]
        dest = rank_of(card)
        suit = suit_of(card)
        figs = [f for f in COURT_FIGURES if suit_of(f) == suit]
        if not only_legal:
            return [Action(f"play {c}: {code(f)} -> {dest}") for f in figs]
        ok = [] if self.covered(dest) else [
            f for f in figs if self._can_leave(f) and self.figures[FIG_INDEX[f]] != dest]
        if not ok:
            return [Action(f"play {c}")]  # arcanum R7: step a only
        return [Action(f"play {c}: {code(f)} -> {dest}") for f in ok]

    def _legal_main(self) -> list[Action]:
        seat = self.pending[1]
        acts: list[Action] = []
        hand = self.hands[seat]
        if not self.minor_played:
            for card in sorted(set(hand)):
                if card < MAJOR_BASE:
                    acts += self._minor_plays(seat, card)
        if not self.major_played:
            for card in sorted(set(hand)):
                if card >= MAJOR_BASE and self._major_refusal(seat, card) is None:
                    acts.append(Action(f"play {code(card)}"))
                    if card == FOOL:
                        acts.append(Action("hide Fool"))
        if self.minor_played or not self._hand_minors(seat):
            acts.append(END_TURN)
        return acts

    def _cands_main(self) -> list[Action]:
        seat = self.pending[1]
        acts = []
        for card in sorted(set(self.hands[seat])):
            if card < MAJOR_BASE:
                acts += self._minor_plays(seat, card, only_legal=False)
            else:
                acts.append(Action(f"play {code(card)}"))
        return [*acts, END_TURN]

    def _why_main(self, action: Action) -> Verdict | None:
        seat = self.pending[1]
        if action == END_TURN:
            return Verdict(False, R_PHASE, f"seat {seat} holds a Minor Arcana and must play one "
                           "before ending the turn")
        if action.kind == "hide":
            verdict = self._why_hide_card(Action(f"hide {action.arg}"))
            if self.major_played:
                return Verdict(False, R_PHASE, "a player can never play 2 Major Arcana in the "
                               "same turn (hiding the Fool is playing it)")
            if verdict is not None:  # (a refusal Verdict is falsy: test for None)
                return verdict
            return Verdict(False, "arcanum: 0 - Fool", "only the Fool can be hidden as a Major "
                           "play")
        if action.kind != "play":
            return None
        card_text, _, move = action.arg.partition(":")
        card = parse_card(card_text)
        if card not in self.hands[seat]:
            return Verdict(False, R_PHASE, f"seat {seat} has no {name(card)} in hand")
        if is_major(card):
            if self.major_played:
                return Verdict(False, R_PHASE, "a player can never play 2 Major Arcana in the "
                               "same turn")
            return self._major_refusal(seat, card)
        if self.minor_played:
            return Verdict(False, R_PHASE, "a player can never play 2 Minor Arcana in the same "
                           "turn")
        if not move:
            return Verdict(False, R_MINOR, f"a Court Figure can be moved with {name(card)}: "
                           "name it (arcanum R7 applies only when none can)")
        fig_text, _, loc_text = move.partition("->")
        fig, loc = parse_card(fig_text), int(loc_text)
        here = self.figures[FIG_INDEX[fig]] if fig in FIG_INDEX else -1
        if is_court(card):
            if fig != card:
                return Verdict(False, R_MINOR, f"{name(card)} moves its own figure, the "
                               f"{name(card)}")
        elif suit_of(fig) != suit_of(card) or loc != rank_of(card):
            return Verdict(False, R_MINOR, f"{name(card)} moves a {SUITS[suit_of(card)]} figure "
                           f"into location {rank_of(card)}")
        if here == loc:
            return Verdict(False, R_MINOR, f"the {name(fig)} is already in location {loc}: "
                           "a figure must be moved")
        if here == OFF_BOARD:
            return Verdict(False, "arcanum R16", f"the {name(fig)} is off the board (Judgement)")
        if self.covered(loc) or self.covered(here):
            return Verdict(False, "arcanum R15", f"the Tower covers location "
                           f"{loc if self.covered(loc) else here}: no figure may enter or leave")
        return None

    def _do_main(self, action: Action) -> None:
        seat = self.pending[1]
        if action == END_TURN:
            self._log(seat, f"seat {seat} ends the turn", R_PHASE)
            return
        self._push(("main", seat))
        if action == Action("hide Fool"):
            self.major_played = True
            self._take(seat, FOOL)
            self.hidden[seat].append(FOOL)
            self.hidden[seat].sort()
            self._log(seat, f"seat {seat} plays the Fool by hiding it", "arcanum: 0 - Fool")
            return
        card_text, _, move = action.arg.partition(":")
        card = parse_card(card_text)
        self._take(seat, card)
        self.in_play.append(card)
        if is_major(card):
            self.major_played = True
            self._log(seat, f"seat {seat} plays {name(card)}", "arcanum: Playing a Major Arcana")
            self._push(*self._major_tasks(seat, card), ("discard_played", card))
            return
        self.minor_played = True
        self._log(seat, f"seat {seat} plays the {name(card)}", R_MINOR)
        tasks: list[tuple[Any, ...]] = [("prestige", suit_of(card), 1, f"{name(card)} played",
                                         "arcanum: step a")]
        if move:
            fig_text, _, loc_text = move.partition("->")
            tasks.append(("move", seat, parse_card(fig_text), int(loc_text), R_MINOR))
        else:
            self._log(seat, "no Court Figure can be moved: only step a happens", "arcanum R7")
        self._push(*tasks, ("discard_played", card))

    def _t_discard_played(self, card: int) -> None:
        if card == TOWER and self.tower is not None:
            return  # arcanum R15: the Tower stays on the board until its owner's next turn
        if card in self.in_play:
            self.in_play.remove(card)
            self._discard(card)

    def _t_prestige(self, house: int, amount: int, why: str, rule: str) -> None:
        self._prestige(house, amount, why, rule)

    def _t_move(self, seat: int, fig: int, loc: int, rule: str) -> None:
        """Move a figure, then matches (R3) and the location effect (d) for ``seat``."""
        index = FIG_INDEX[fig]
        self.figures[index] = loc
        location = LOCATIONS[loc - 1]
        self._log(seat, f"the {name(fig)} moves to location {loc}, {location.name}", rule)
        matches = location.matches(fig)
        if matches:
            self._prestige(suit_of(fig), matches, f"{matches} match(es) in {location.name}",
                           "arcanum R3")
        self._push(*self._location_tasks(seat, loc))

    # ------------------------------------------------------------------ location effects
    def _location_tasks(self, seat: int, loc: int) -> list[tuple[Any, ...]]:
        effect = LOCATIONS[loc - 1].effect
        rule = f"arcanum: {loc}"
        vp_task: list[tuple[Any, ...]] = []
        if effect == "mage-tower":
            return [("vp", seat, 1, "Mage Tower", rule),
                    *([("draw", seat, MAJOR_DECK, 1), ("limit", seat)] if self._majors_now()
                      else [])]
        if effect == "artisan":
            if not self._majors_now():
                return [("draw", seat, MINOR_DECK, 2), ("limit", seat)]
            return [("ask", "artisan", seat)]
        if effect == "harbour":
            return [("draw", seat, MINOR_DECK, 1), ("limit", seat),
                    *[("ask", "harbour", s) for s in self._others(seat)],
                    ("harbour_end", seat)]
        if effect == "throne":
            return [("draw", seat, MINOR_DECK, 2), ("limit", seat)]
        if effect == "market":
            return [("vp", seat, 2, "Market", rule), ("ask", "market", seat)]
        if effect == "fields":
            return [("vp", seat, 1, "Fields", rule), *[("ask", "fields", seat, h)
                                                       for h in range(4)]]
        if effect == "vault":
            return [("draw", seat, MINOR_DECK, 1, "hidden")]
        if effect == "cathedral":
            return [("ask", "cathedral", seat)]
        if effect == "ballroom":
            return [("ask", "hide_opt", seat, "Ballroom", "arcanum: 9")]
        return vp_task

    def _t_vp(self, seat: int, amount: int, why: str, rule: str) -> None:
        self._gain_vp(seat, amount, why, rule)

    def _t_ask(self, kind: str, seat: int, *extra: Any) -> None:
        """Set a decision for ``seat``; skipped when there is nothing to choose and every seat
        can see so (tarotlab A5). An optional choice left with only "none" because of what
        the hand holds is still asked: skipping it would tell the other seats (A15)."""
        self.pending = (kind, seat, *extra)
        legal = self._legal()
        if not legal or (len(legal) == 1 and legal[0] in NONE_CHOICES
                         and self._nothing_to_choose(kind, seat)):
            self.pending = ()

    def _nothing_to_choose(self, kind: str, seat: int) -> bool:
        """Public reasons for an empty optional choice: an empty hand, or (Temperance) no
        hidden Minor (hidden cards are counted openly and the hidden Fool is announced)."""
        if not self.hands[seat]:
            return True
        return kind == "swap" and not any(c < MAJOR_BASE for c in self.hidden[seat])

    def _legal_artisan(self) -> list[Action]:
        return [DRAW_2_MINORS, DRAW_1_MAJOR]

    def _do_artisan(self, action: Action) -> None:
        seat = self.pending[1]
        self._log(seat, f"seat {seat} chooses to {action}", "arcanum: 2")
        deck, n = (MINOR_DECK, 2) if action == DRAW_2_MINORS else (MAJOR_DECK, 1)
        self._push(("draw", seat, deck, n), ("limit", seat))

    def _legal_harbour(self) -> list[Action]:
        return [HARBOUR_DRAW, HARBOUR_PASS]

    def _do_harbour(self, action: Action) -> None:
        seat = self.pending[1]
        self._log(seat, f"seat {seat} chooses: {action}", "arcanum: 3")
        if action == HARBOUR_DRAW:
            self.harbour_count += 1
            self._push(("draw", seat, MINOR_DECK, 1), ("limit", seat))

    def _t_harbour_end(self, seat: int) -> None:
        count, self.harbour_count = self.harbour_count, 0
        self._log(seat, f"{count} other player(s) drew at the Harbour: seat {seat} draws "
                  f"{count} Minor Arcana", "arcanum: 3")
        self._push(("draw", seat, MINOR_DECK, count), ("limit", seat))

    def _legal_market(self) -> list[Action]:
        seat = self.pending[1]
        acts = [MARKET_PASS]
        for card in sorted(set(self.hands[seat])):
            if is_major(card) and not self._majors_now():
                continue
            acts.append(Action(f"market swap {code(card)}"))
        return acts

    def _do_market(self, action: Action) -> None:
        seat = self.pending[1]
        if action == MARKET_PASS:
            self._log(seat, f"seat {seat} makes no exchange at the Market", "arcanum: 5")
            return
        card = parse_card(action.split()[-1])
        self._take(seat, card)
        self._discard(card)
        deck, n = (MAJOR_DECK, 1) if is_major(card) else (MINOR_DECK, 2)
        self._log(seat, f"seat {seat} discards {name(card)} at the Market to draw {n} "
                  f"{deck} card(s)", "arcanum: 5")
        self._push(("draw", seat, deck, n), ("limit", seat))

    def _legal_fields(self) -> list[Action]:
        house = SUITS[self.pending[2]]
        return [Action(f"raise {house}"), Action(f"lower {house}"), Action(f"keep {house}")]

    def _do_fields(self, action: Action) -> None:
        house = self.pending[2]
        if action.kind == "keep":
            self._log(self.pending[1], f"{SUITS[house]} prestige is kept", "arcanum: 6")
            return
        self._prestige(house, 1 if action.kind == "raise" else -1, "Fields", "arcanum: 6")

    def _legal_cathedral(self) -> list[Action]:
        return [DRAW_2_MINORS, *self._optional_hides(self.pending[1])]

    def _optional_hides(self, seat: int) -> list[Action]:
        """The Minors ``seat`` may hide now (not the last one before the Minor, R22)."""
        return [HIDES[c] for c in sorted(set(self._hand_minors(seat)))
                if self._last_minor(seat, c) is None]

    def _why_cathedral(self, action: Action) -> Verdict | None:
        return self._why_hide_opt(action)

    def _do_cathedral(self, action: Action) -> None:
        seat = self.pending[1]
        if action == DRAW_2_MINORS:
            self._push(("draw", seat, MINOR_DECK, 2), ("limit", seat))
        else:
            self._do_hide(action)

    def _legal_hide_opt(self) -> list[Action]:
        return [HIDE_NONE, *self._optional_hides(self.pending[1])]

    def _why_hide_opt(self, action: Action) -> Verdict | None:
        verdict = self._why_hide_card(action)
        if verdict is not None or action.kind != "hide" or action == HIDE_NONE:
            return verdict
        return self._last_minor(self.pending[1], parse_card(action.arg))

    def _do_hide_opt(self, action: Action) -> None:
        seat = self.pending[1]
        if action == HIDE_NONE:
            self._log(seat, f"seat {seat} hides nothing ({self.pending[2]})", self.pending[3])
            if self.tasks and self.tasks[0][:2] == ("hide_more", seat):
                self.tasks.pop(0)  # "hide none" ends this seat's hides (Hermit, Moon)
            return
        self._do_hide(action)

    def _t_hide_more(self, seat: int, source: str, rule: str) -> None:
        """The second of the active player's hides (Hermit, Moon: "up to 2")."""
        self._t_ask("hide_opt", seat, source, rule, 2)

    # ------------------------------------------------------------------ Major Arcana
    def _major_tasks(self, seat: int, card: int) -> list[tuple[Any, ...]]:
        """The effect of a Major Arcana as tasks (arcanum "Major Arcana Effects")."""
        rule = f"arcanum: {name(card)}"
        others = self._others(seat)
        if card == FOOL:
            return [("ask", "move", seat, rule)]
        if card == MAGICIAN:
            return [("draw", seat, MINOR_DECK, 2), ("limit", seat),
                    ("ask", "hide_opt", seat, "Magician", rule)]
        if card == HIGH_PRIESTESS:
            return [("vp", seat, 3, "High Priestess", rule)]
        if card == EMPRESS:
            return [("ask", "move", seat, rule), ("ask", "house", seat, 1, -1, rule),
                    ("empress_lower", seat)]
        if card == EMPEROR:
            return [("ask", "hide_opt", seat, "Emperor", rule), ("ask", "house", seat, 3, -1, rule)]
        if card == HIEROPHANT:
            return [("draw", seat, MINOR_DECK, 1), ("draw", seat, MAJOR_DECK, 1), ("limit", seat)]
        if card == LOVERS:
            return [("lovers", seat)]
        if card == CHARIOT:
            return [("ask", "house", seat, 2, -1, rule),
                    *[("ask", "discard_one", s, rule) for s in others]]
        if card == STRENGTH:
            return [("vp", seat, 2, "Strength", rule), ("ask", "house", seat, 3, -1, rule)]
        if card == HERMIT:
            return [("ask", "hide_opt", seat, "Hermit", rule), ("hide_more", seat, "Hermit", rule),
                    *[("ask", "hide_opt", s, "Hermit", rule) for s in others]]
        if card == WHEEL:
            order = [*others, seat]
            return [*[("ask", "give", s, 2) for s in order], ("wheel_swap",)]
        if card == JUSTICE:
            return [("justice", seat)]
        if card == HANGED_MAN:
            return [("vp", seat, -2, "Hanged Man", rule), ("draw", seat, MAJOR_DECK, 2),
                    ("limit", seat)]
        if card == DEATH:
            return [("death", seat)]
        if card == TEMPERANCE:
            return [("ask", "move", seat, rule), ("ask", "swap", seat, 0),
                    ("temperance_more", seat)]
        if card == DEVIL:
            return [("devil", seat)]
        if card == TOWER:
            return [("vp", seat, 2, "Tower", rule), ("ask", "tower", seat)]
        if card == STARS:
            return [("draw", seat, MINOR_DECK, 2), ("vp", seat, 2, "Stars", rule),
                    ("limit", seat)]
        if card == MOON:
            order = [seat, *others]
            return [*[("draw", s, MINOR_DECK, 1) for s in order],
                    *[("limit", s) for s in order],
                    ("ask", "hide_opt", seat, "Moon", rule), ("hide_more", seat, "Moon", rule),
                    *[("ask", "hide_opt", s, "Moon", rule) for s in others]]
        if card == SUN:
            return [("vp", seat, 2, "Sun", rule),
                    *[("sun", s) for s in others]]
        if card == JUDGEMENT:
            return [*[("ask", "discard_one", s, rule) for s in others],
                    ("judge_start", seat), ("judge_remove", seat), ("judge_remove", seat),
                    ("judge_remove", seat)]
        assert card == WORLD
        return [("ask", "hide_opt", seat, "World", rule), ("fool_names", "world"),
                ("score", "world")]

    # moves by Major Arcana (R6)
    def _legal_move(self) -> list[Action]:
        acts = []
        for fig in COURT_FIGURES:
            if not self._can_leave(fig):
                continue
            here = self.figures[FIG_INDEX[fig]]
            acts += [Action(f"move {code(fig)} -> {loc}") for loc in range(1, 11)
                     if loc != here and not self.covered(loc)]
        return acts

    def _why_move(self, action: Action) -> Verdict | None:
        """Why a Major's move is refused: R16 off the board, R15 covered, R6 must leave."""
        if action.kind != "move":
            return None
        fig_text, _, loc_text = action.arg.partition("->")
        fig, loc = parse_card(fig_text), int(loc_text)
        here = self.figures[FIG_INDEX[fig]]
        if here == OFF_BOARD:
            return Verdict(False, "arcanum R16", f"the {name(fig)} is off the board (Judgement)")
        if self.covered(loc) or self.covered(here):
            return Verdict(False, "arcanum R15", f"the Tower covers location "
                           f"{loc if self.covered(loc) else here}: no figure may enter or leave")
        if here == loc:
            return Verdict(False, "arcanum R6", f"the {name(fig)} is already in location {loc}: "
                           "it must leave its location")
        return None

    def _do_move(self, action: Action) -> None:
        seat, rule = self.pending[1], self.pending[2]
        fig_text, _, loc_text = action.arg.partition("->")
        self._push(("move", seat, parse_card(fig_text), int(loc_text), f"{rule}, arcanum R6"))

    def _legal_house(self) -> list[Action]:
        exclude = self.pending[3]
        return [Action(f"house {SUITS[h]}") for h in range(4) if h != exclude]

    def _why_house(self, action: Action) -> Verdict | None:
        exclude = self.pending[3]
        if action.kind == "house" and exclude >= 0 and action.arg == SUITS[exclude]:
            return Verdict(False, self.pending[4], f"{SUITS[exclude]} just gained: a different "
                           "House loses 1 prestige (III Empress)")
        return None

    def _do_house(self, action: Action) -> None:
        _, _seat, amount, _, rule = self.pending
        house = SUITS.index(action.arg)
        self.chosen_house = house
        self._prestige(house, amount, rule.removeprefix("arcanum: "), rule)

    def _t_empress_lower(self, seat: int) -> None:
        self.pending = ("house", seat, -1, self.chosen_house, "arcanum: III Empress")

    def _t_lovers(self, seat: int) -> None:
        """arcanum R18: you gain 2 VP, and so does every player with the fewest VP."""
        lowest = [s for s in _seat_order(seat, self.n) if self.vp[s] == min(self.vp)]
        self._gain_vp(seat, 2, "Lovers", "arcanum R18")
        for s in lowest:
            self._gain_vp(s, 2, "Lovers: fewest VP", "arcanum R18")

    def _legal_discard_one(self) -> list[Action]:
        return [DISCARDS[c] for c in sorted(set(self.hands[self.pending[1]]))]

    def _do_discard_one(self, action: Action) -> None:
        seat = self.pending[1]
        card = parse_card(action.arg)
        self._take(seat, card)
        self._discard(card)
        self._log(seat, f"seat {seat} discards {name(card)}", self.pending[2])

    def _legal_give(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"give {code(c)}") for c in sorted(set(self.hands[seat]))
                if self._last_minor(seat, c) is None]

    def _why_give(self, action: Action) -> Verdict | None:
        if action.kind != "give":
            return None
        return self._last_minor(self.pending[1], parse_card(action.arg))

    def _do_give(self, action: Action) -> None:
        seat, left = self.pending[1], self.pending[2]
        card = parse_card(action.arg)
        self._take(seat, card)
        self.gifts[seat].append(card)
        self._log(seat, f"seat {seat} sets a card aside for seat {(seat + 1) % self.n}",
                  "arcanum R17")
        if left > 1:
            self._push(("ask", "give", seat, left - 1))

    def _t_wheel_swap(self) -> None:
        for seat in range(self.n):
            for card in self.gifts[seat]:
                self._give((seat + 1) % self.n, card)
        self._log(None, "the Wheel: every player's gifts reach the player on their left at "
                  "once", "arcanum R17")
        self.gifts = [[] for _ in range(self.n)]
        self._push(*[("limit", s) for s in range(self.n)])

    def _t_justice(self, seat: int) -> None:
        need = 4 - len(self.hands[seat])
        if need > 0:
            self._push(("draw", seat, MINOR_DECK, need))

    def _t_death(self, seat: int) -> None:
        if self._hand_minors(seat):
            self.pending = ("discard", seat, "death", 0)
        else:
            self._log(seat, f"seat {seat} has no Minor Arcana to discard: Death draws nothing",
                      "arcanum: XIII Death")

    def _legal_swap(self) -> list[Action]:
        seat = self.pending[1]
        acts = [SWAP_NONE]
        for h in sorted(set(c for c in self.hidden[seat] if c < MAJOR_BASE)):
            for c in sorted(set(self._hand_minors(seat))):
                acts.append(Action(f"swap {code(h)} for {code(c)}"))
        return acts

    def _do_swap(self, action: Action) -> None:
        seat = self.pending[1]
        if action == SWAP_NONE:
            self.swaps_stopped = True
            return
        hidden_text, _, hand_text = action.arg.partition(" for ")
        h, c = parse_card(hidden_text), parse_card(hand_text)
        self.hidden[seat].remove(h)
        if h in self.revealed[seat]:
            self.revealed[seat].remove(h)
        self._take(seat, c)
        self.hidden[seat].append(c)
        self.hidden[seat].sort()
        self._give(seat, h)
        self._log(seat, f"seat {seat} replaces a hidden card with one from hand",
                  "arcanum: XIV Temperance")

    def _t_temperance_more(self, seat: int) -> None:
        stopped, self.swaps_stopped = self.swaps_stopped, False
        if not stopped:
            self._t_ask("swap", seat, 1)

    def _t_devil(self, seat: int) -> None:
        self.devil = True
        self._log(seat, "the Devil: VP and prestige changes are doubled for the rest of this turn",
                  "arcanum R14")

    def _legal_tower(self) -> list[Action]:
        return list(TOWER_PLACES)

    def _do_tower(self, action: Action) -> None:
        seat = self.pending[1]
        a, b = (int(x) for x in action.arg.split("-"))
        self.tower = (seat, a, b)
        self._log(seat, f"the Tower covers locations {a} and {b} until seat {seat}'s next turn",
                  "arcanum R15")

    def _t_sun(self, seat: int) -> None:
        count = min(3, len(self._unrevealed(seat)))
        self._push(*[("ask", "reveal", seat)] * count)

    def _unrevealed(self, seat: int) -> list[int]:
        left = list(self.hidden[seat])
        for c in self.revealed[seat]:
            left.remove(c)
        return left

    def _legal_reveal(self) -> list[Action]:
        return [Action(f"reveal {code(c)}") for c in sorted(set(self._unrevealed(self.pending[1])))]

    def _do_reveal(self, action: Action) -> None:
        seat = self.pending[1]
        card = parse_card(action.arg)
        self.revealed[seat].append(card)
        self.revealed[seat].sort()
        self._log(seat, f"seat {seat} reveals the hidden {name(card)}", "arcanum R19")

    def _t_judge_start(self, seat: int) -> None:
        self.judgements.append((seat, ()))

    def _t_judge_remove(self, seat: int) -> None:
        if self._legal_judge_remove_for(seat):
            self.pending = ("judge_remove", seat)

    def _legal_judge_remove_for(self, seat: int) -> list[Action]:
        return [Action(f"remove {code(f)}") for f in COURT_FIGURES if self._can_leave(f)]

    def _legal_judge_remove(self) -> list[Action]:
        return self._legal_judge_remove_for(self.pending[1])

    def _do_judge_remove(self, action: Action) -> None:
        seat = self.pending[1]
        fig = parse_card(action.arg)
        self.figures[FIG_INDEX[fig]] = OFF_BOARD
        owner, figs = self.judgements[-1]
        self.judgements[-1] = (owner, (*figs, fig))
        self._log(seat, f"the {name(fig)} is taken off the board", "arcanum R16")

    def _mine(self, seat: int) -> list[int]:
        return [f for owner, figs in self.judgements if owner == seat for f in figs]

    def _legal_judge_return(self) -> list[Action]:
        mine = self._mine(self.pending[1])
        used = {self.figures[FIG_INDEX[f]] for f in mine if self.figures[FIG_INDEX[f]] > 0}
        waiting = [f for f in mine if self.figures[FIG_INDEX[f]] == OFF_BOARD]
        return [Action(f"return {code(f)} -> {loc}") for f in waiting for loc in range(1, 11)
                if loc not in used and not self.covered(loc)]

    def _do_judge_return(self, action: Action) -> None:
        seat = self.pending[1]
        fig_text, _, loc_text = action.arg.partition("->")
        fig, loc = parse_card(fig_text), int(loc_text)
        self.figures[FIG_INDEX[fig]] = loc
        self._log(seat, f"the {name(fig)} is placed back in location {loc} (no prestige, no "
                  "effect)", "arcanum R16")
        if all(self.figures[FIG_INDEX[f]] > 0 for f in self._mine(seat)):
            self.judgements = [j for j in self.judgements if j[0] != seat]

    # ------------------------------------------------------------------ House scoring
    def _t_fool_names(self, kind: str) -> None:
        self.fool_suit = {}
        start = self.first if self.active < 0 else self.active
        self._push(*[("ask", "fool", seat) for seat in _seat_order(start, self.n)
                     if FOOL in self.hidden[seat]])

    def _legal_fool(self) -> list[Action]:
        return [Action(f"fool {s}") for s in SUITS]

    def _do_fool(self, action: Action) -> None:
        seat = self.pending[1]
        self.fool_suit[seat] = SUITS.index(action.arg)
        self._log(seat, f"seat {seat} assigns the hidden Fool to {action.arg}",
                  "arcanum: 0 - Fool")

    def house_positions(self) -> list[int]:
        """arcanum R8: each House's position 1..4 by prestige, ties sharing the better one."""
        return [1 + sum(1 for o in range(4) if self.prestige[o] > self.prestige[h])
                for h in range(4)]

    def house_standing(self, house: int) -> list[tuple[int, int, int]]:
        """(seat, cards, value) of every player with cards of ``house`` (R9), best first."""
        rows = []
        for seat in range(self.n):
            cards = [c for c in self.hidden[seat] if c < MAJOR_BASE and suit_of(c) == house]
            count = len(cards) + (1 if self.fool_suit.get(seat) == house else 0)
            if count:
                rows.append((seat, count, sum(value(c) for c in cards)))
        rows.sort(key=lambda r: (-r[1], -r[2], r[0]))
        return rows

    def _t_score(self, kind: str) -> None:
        table = FULL_VP if kind == "full" else WORLD_VP
        rule = "arcanum R8, R9" if kind == "full" else "arcanum R20"
        positions = self.house_positions()
        self._log(None, ("House prestige scoring: " if kind == "full" else "the World's special "
                         "scoring: ") + ", ".join(f"{SUITS[h]} {self.prestige[h]} (position "
                                                  f"{positions[h]})" for h in range(4)), rule)
        for house in sorted(range(4), key=lambda h: (positions[h], h)):
            vps = table[positions[house] - 1]
            standing = self.house_standing(house)
            place = 0
            i = 0
            while i < len(standing):
                j = i
                while j < len(standing) and standing[j][1:] == standing[i][1:]:
                    j += 1
                group = standing[i:j]
                pot = sum(vps[p] for p in range(place, place + len(group)) if p < len(vps))
                share = pot // len(group)
                for seat, count, total in group:
                    if share:
                        self._gain_vp(seat, share, f"{SUITS[house]}: {count} card(s), value "
                                      f"{total}", rule)
                place += len(group)
                i = j
        if kind == "full":
            for seat in range(self.n):
                for card in self.hidden[seat]:
                    self._discard(card)
                self.hidden[seat] = []
                self.revealed[seat] = []
            self.prestige = [0, 0, 0, 0]
            self._log(None, "hidden cards are discarded and every House's prestige returns to 0",
                      "arcanum R10")
        self.fool_suit = {}

    def _finish(self) -> None:
        """arcanum "End of the Game": most VP; tie -> more cards in hand; then shared."""
        best = max(self.vp)
        tied = [s for s in range(self.n) if self.vp[s] == best]
        most = max(len(self.hands[s]) for s in tied)
        winners = tuple(s for s in tied if len(self.hands[s]) == most)
        how = "most VP" if len(tied) == 1 else (
            "tied on VP, more cards in hand" if len(winners) == 1 else "shared victory")
        self._outcome = Outcome(winners, "vp", f"{how} ({best} VP)",
                                "arcanum: End of the Game", scores=tuple(self.vp))
        self.phase = "over"
        self._log(None, str(self._outcome), "arcanum: End of the Game")

    # ------------------------------------------------------------------ explanations
    def _pending_rule(self) -> str:
        kind = self.pending[0] if self.pending else "over"
        return {
            "first": "arcanum: Setup", "place": "arcanum: Setup", "draw": "arcanum: draw",
            "dh": "arcanum: A. Draw and hide", "hide": R_HIDE, "main": R_PHASE,
            "discard": R_LIMIT if len(self.pending) > 2 and self.pending[2] == "limit"
            else "arcanum: XIII Death", "artisan": "arcanum: 2", "harbour": "arcanum R17",
            "market": "arcanum: 5", "fields": "arcanum: 6", "cathedral": "arcanum: 8",
            "hide_opt": self.pending[3] if len(self.pending) > 3 else R_HIDE,
            "move": "arcanum R6", "discard_one": "arcanum R17",
            "house": self.pending[4] if kind == "house" else "",  # the Major that asks
            "give": "arcanum R17", "swap": "arcanum: XIV Temperance", "tower": "arcanum R15",
            "reveal": "arcanum R19", "judge_remove": "arcanum R16", "judge_return": "arcanum R16",
            "fool": "arcanum: 0 - Fool",
        }.get(kind, "arcanum: End of the Game")

    def _prompt(self, viewer: int | None = None) -> str:
        """What the pending decision is, in words, for ``viewer`` (default: any seat). Only
        the playing decision says more to its own seat (and to ALL): what that seat's hand
        allows (tarotlab A15)."""
        kind = self.pending[0]
        seat = self.pending[1] if len(self.pending) > 1 else None
        if kind == "main":
            own = viewer is not None and viewer in (seat, ALL)
            return self._main_prompt(seat) if own else self._public_main_prompt(seat)
        if kind == "hide_opt":
            return self._hide_opt_prompt()
        texts = {
            "first": "chance picks the first player",
            "place": "chance places a Court Figure for setup",
            "draw": f"chance draws a {self.pending[2] if kind == 'draw' else ''} card for seat "
                    f"{seat}",
            "dh": f"seat {seat} draws 3 Minor Arcana or 1 Major Arcana",
            "hide": f"seat {seat} must hide 1 Minor Arcana",
            "discard": f"seat {seat} must discard",
            "artisan": f"seat {seat} draws 2 Minor or 1 Major Arcana (Artisan District)",
            "harbour": f"seat {seat} may draw 1 Minor Arcana (Harbour)",
            "market": f"seat {seat} may exchange a card at the Market",
            "fields": f"seat {seat} may raise or lower a House (Fields)",
            "cathedral": f"seat {seat} hides 1 Minor Arcana or draws 2 (Cathedral)",
            "move": f"seat {seat} moves any Court Figure",
            "house": f"seat {seat} chooses a House",
            "discard_one": f"seat {seat} must discard one card",
            "give": f"seat {seat} gives a card to the left (Wheel)",
            "swap": f"seat {seat} may swap a hidden Minor with one from hand (Temperance)",
            "tower": f"seat {seat} places the Tower on two locations",
            "reveal": f"seat {seat} reveals a hidden card (Sun)",
            "judge_remove": f"seat {seat} takes a Court Figure off the board (Judgement)",
            "judge_return": f"seat {seat} places back a figure removed by Judgement",
            "fool": f"seat {seat} names the suit of the hidden Fool",
        }
        return texts.get(kind, "the game is over")

    def _hide_opt_prompt(self) -> str:
        _, seat, source = self.pending[:3]
        second = len(self.pending) > 4 and self.pending[4] == 2
        return f"seat {seat} may hide {'a second' if second else '1'} Minor Arcana ({source})"

    def _public_main_prompt(self, seat: int | None) -> str:
        """The playing decision from what every seat knows: which of this turn's Minor and
        Major were played (not what the hand holds: a Wheel gift is secret, arcanum R17)."""
        minor = "plays a Minor Arcana (mandatory when holding one)"
        text = {(False, False): f"{minor} and may play a Major Arcana",
                (False, True): minor,
                (True, False): "may play a Major Arcana or end the turn",
                (True, True): "ends the turn"}[self.minor_played, self.major_played]
        return f"seat {seat} {text}"

    def _main_prompt(self, seat: int | None) -> str:
        """The playing decision as its own seat sees it (from its hand)."""
        if seat is None or seat < 0:
            return ""
        todo = []
        if not self.minor_played and self._hand_minors(seat):
            todo.append("must play a Minor Arcana")
        if not self.major_played and any(is_major(c) for c in self.hands[seat]):
            todo.append("may play a Major Arcana")
        return f"seat {seat} " + (" and ".join(todo) + ", or" if todo and self.minor_played
                                  else " and ".join(todo) if todo else "may") + \
            (" end the turn" if self.minor_played or not self._hand_minors(seat) else "")

    def _why_place(self, action: Action) -> Verdict | None:
        """arcanum: Setup: at most 2 figures per location, never 2 of the same colour."""
        words = action.split()
        if words[0] != "place":
            return None
        fig = parse_card(words[1])
        loc = int(words[-1])
        index = self.pending[1]
        if FIG_INDEX.get(fig) != index:
            return Verdict(False, "arcanum: Setup", f"the {name(COURT_FIGURES[index])} is the "
                           "figure to place now")
        here = [f for f, at in zip(COURT_FIGURES, self.figures, strict=True) if at == loc]
        if len(here) >= SETUP_MAX:
            return Verdict(False, "arcanum: Setup", f"location {loc} already holds "
                           f"{SETUP_MAX} figures")
        if any(suit_of(f) == suit_of(fig) for f in here):
            return Verdict(False, "arcanum: Setup", f"location {loc} already holds a "
                           f"{SUITS[suit_of(fig)]} figure (never 2 of the same colour)")
        return Verdict(False, "arcanum: Setup", "placing it there would leave no legal place "
                       "for the figures still to place")

    # ------------------------------------------------------------------ views and checks
    def check_invariants(self) -> None:
        """The 78 (or 56) cards are each in exactly one place; bounds hold (conformance)."""
        places = (self.minor_deck + self.major_deck + self.minor_discard + self.major_discard
                  + self.in_play + [c for h in self.hands for c in h]
                  + [c for h in self.hidden for c in h] + [c for g in self.gifts for c in g])
        expected = list(MINORS) + (list(MAJORS) if self.options["majors"] else [])
        assert sorted(places) == expected, "cards lost or duplicated"
        assert all(0 <= p <= PRESTIGE_MAX for p in self.prestige), self.prestige
        assert all(v >= 0 for v in self.vp)
        placed = [loc for loc in self.figures if loc != -1]
        assert len(placed) in (0, 16) or self.phase == "setup"
        off = [COURT_FIGURES[i] for i, loc in enumerate(self.figures) if loc == OFF_BOARD]
        assert set(off) <= {f for _, figs in self.judgements for f in figs}
        for seat in range(self.n):
            assert all(c < MAJOR_BASE or c == FOOL for c in self.hidden[seat])
            rest = list(self.hidden[seat])
            for c in self.revealed[seat]:
                rest.remove(c)
        if self.pending and self.pending[0] in ("main", "hide", "dh"):
            for seat in range(self.n):
                assert len(self.hands[seat]) <= HAND_LIMIT, "hand limit (arcanum R12)"

    def _view(self, seat: int | None) -> ArcanumView:
        everything = seat == ALL
        players = []
        for s in range(self.n):
            own = everything or seat == s
            players.append(ArcanumPlayerView(
                vp=self.vp[s], hand_count=len(self.hands[s]),
                hand=tuple(self.hands[s]) if own else None,
                hidden_count=len(self.hidden[s]),
                hidden=tuple(self.hidden[s]) if own else None,
                revealed=tuple(self.revealed[s]),
                giving=len(self.gifts[s]),
            ))
        pending_seat = self.pending[1] if len(self.pending) > 1 and self.pending[0] != "place" \
            else None
        return ArcanumView(
            viewer=seat, players=tuple(players), turn=self.turn, turns=self.turns,
            first=self.first, active=self.active, phase=self.phase, to_move=self.to_move,
            pending=self.pending[0] if self.pending else "over", pending_seat=pending_seat,
            prompt=self._prompt(seat) if self._outcome is None else "the game is over",
            prestige=tuple(self.prestige), positions=tuple(self.house_positions()),
            figures=tuple(self.figures), tower=self.tower,
            judgements=tuple(self.judgements), devil=self.devil,
            in_play=tuple(self.in_play), minor_played=self.minor_played,
            major_played=self.major_played,
            decks=(len(self.minor_deck), len(self.major_deck)),
            discards=(tuple(self.minor_discard), tuple(self.major_discard)),
            outcome=self._outcome,
        )


_CARD = r"(.+?)"


def _parse_structured(t: str) -> Action:
    """Parse the card-bearing actions into canonical text."""
    def c(text: str) -> str:
        return code(parse_card(text))

    def loc(text: str) -> int:
        n = int(text)
        if not 1 <= n <= 10:
            raise TarotlabError(f"no location {n} (1..10)")
        return n

    def suit(text: str) -> str:
        for s in SUITS:
            if s.lower() == text.lower() or s.lower().rstrip("s") == text.lower().rstrip("s"):
                return s
        raise TarotlabError(f"unknown House {text!r}")

    m = re.fullmatch(r"(?i)play " + _CARD + r"(?:\s*:\s*" + _CARD + r"\s*->\s*(\d+))?", t)
    if m:
        card, fig, where = m.groups()
        if fig is None:
            return Action(f"play {c(card)}")
        f = parse_card(fig)
        if not is_court(f):
            raise TarotlabError(f"{fig!r} is not a Court Figure")
        return Action(f"play {c(card)}: {code(f)} -> {loc(where)}")
    m = re.fullmatch(r"(?i)(move|return) " + _CARD + r"\s*->\s*(\d+)", t)
    if m:
        verb, fig, where = m.groups()
        f = parse_card(fig)
        if not is_court(f):
            raise TarotlabError(f"{fig!r} is not a Court Figure")
        return Action(f"{verb.lower()} {code(f)} -> {loc(where)}")
    m = re.fullmatch(r"(?i)(draw|hide|discard|give|reveal|remove|market swap) " + _CARD, t)
    if m:
        verb, card = m.groups()
        return Action(f"{verb.lower()} {c(card)}")
    m = re.fullmatch(r"(?i)swap " + _CARD + " for " + _CARD, t)
    if m:
        return Action(f"swap {c(m.group(1))} for {c(m.group(2))}")
    m = re.fullmatch(r"(?i)(raise|lower|keep|house|fool) (\w+)", t)
    if m:
        return Action(f"{m.group(1).lower()} {suit(m.group(2))}")
    m = re.fullmatch(r"(?i)first seat (\d)", t)
    if m:
        return Action(f"first seat {m.group(1)}")
    m = re.fullmatch(r"(?i)place " + _CARD + r" at (\d+)", t)
    if m:
        return Action(f"place {c(m.group(1))} at {loc(m.group(2))}")
    raise TarotlabError("unknown action")


@dataclass(frozen=True, slots=True)
class ArcanumPlayerView:
    """One seat as a viewer sees it: hand and hidden cards only for that seat itself."""

    vp: int
    hand_count: int
    hand: tuple[int, ...] | None
    hidden_count: int
    hidden: tuple[int, ...] | None
    revealed: tuple[int, ...]
    giving: int


@dataclass(frozen=True, slots=True, repr=False)
class ArcanumView(RenderedView):
    """What one seat (or a spectator) sees: the board is public, hands and hidden cards not."""

    viewer: int | None
    players: tuple[ArcanumPlayerView, ...]
    turn: int
    turns: int
    first: int
    active: int
    phase: str
    to_move: int | None
    pending: str
    pending_seat: int | None
    prompt: str
    prestige: tuple[int, ...]
    positions: tuple[int, ...]
    figures: tuple[int, ...]
    tower: tuple[int, int, int] | None
    judgements: tuple[tuple[int, tuple[int, ...]], ...]
    devil: bool
    in_play: tuple[int, ...]  # cards being resolved (and the Tower on the board)
    minor_played: bool
    major_played: bool
    decks: tuple[int, int]
    discards: tuple[tuple[int, ...], tuple[int, ...]]
    outcome: Outcome | None
