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

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.engine import ALL, CHANCE, Action, Outcome
from ..core.errors import OptionError
from ..core.options import Option
from ..core.present import RenderedView, panels_seen_by
from ..core.queue import QueueState
from ..core.rules import Verdict
from .catalog import (
    CHARIOT,
    COURT_FIGURES,
    DEATH,
    DEVIL,
    EMPEROR,
    EMPRESS,
    FIGURES,
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
)
from .language import (
    DISCARD_NONE,
    DRAW_1_MAJOR,
    DRAW_2_MINORS,
    DRAW_3_MINORS,
    END_TURN,
    FOOL_LATER,
    HARBOUR_DRAW,
    HARBOUR_PASS,
    HIDE_NONE,
    MARKET_PASS,
    SWAP_NONE,
    TOWER_PLACES,
    parse_text,
)
from .scoring import (
    house_places,
    house_positions,
    house_standing,
    ordinal,
    place_text,
    reveal_order,
)

MINOR_DECK, MAJOR_DECK = "minor", "major"
FIG_INDEX = {f: i for i, f in enumerate(COURT_FIGURES)}
OFF_BOARD = 0
R_MINOR = "arcanum: Playing a Minor Arcana"
R_PHASE = "arcanum: B. Playing cards phase"
R_HIDE = "arcanum R11"
R_MANDATORY = f"arcanum R22, {R_PHASE}"
R_DEAL = "arcanum: A. Draw and hide"
R_DEATH = "arcanum: XIII Death"
R_STEP_A = f"{R_MINOR}, a"
R_LIMIT = "arcanum R12"

NONE_CHOICES = (HIDE_NONE, DISCARD_NONE, SWAP_NONE, Action("market pass"))
DRAW_TEXT = {DRAW_3_MINORS: "3 Minor Arcana", DRAW_1_MAJOR: "1 Major Arcana",
             DRAW_2_MINORS: "2 Minor Arcana"}
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


def loc_rule(number: int) -> str:
    """The rulebook's location effect, cited by number and name: ``arcanum: 4. Throne Room``."""
    return f"arcanum: {number}. {LOCATIONS[number - 1].name}"


def the(card: int) -> str:
    """A card as a log line names it: ``the 5 of Wands``, ``XIII Death``."""
    return name(card) if is_major(card) else f"the {name(card)}"


def _symbols(fig: int, location: Any) -> str:
    """The symbols of ``location`` that ``fig`` matches (R3), e.g. ``2 Knight and 2 Swords``."""
    parts = []
    for symbol in (FIGURES[rank_of(fig) - 11], SUITS[suit_of(fig)]):
        n = location.symbols.count(symbol)
        if n:
            parts.append(f"{n} {symbol}")
    return " and ".join(parts) + (" symbols" if location.matches(fig) > 1 else " symbol")


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
                              f"with {n} players, not {turns}", "turns")
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
        self.fool_suit: dict[int, int] = {}  # hidden Fools assigned in this scoring (R21)
        self.scoring: str | None = None  # "full" or "world" while a scoring is under way
        self.revealed_before: list[list[int]] = [[] for _ in range(n)]  # the Sun's, for R20
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

    def _add_vp(self, seat: int, amount: int) -> int:
        """Change ``seat``'s VP by ``amount`` (doubled by the Devil, R14; never below 0, R13);
        return the change made."""
        before = self.vp[seat]
        self.vp[seat] = max(0, before + amount * self._double())
        return self.vp[seat] - before

    def _gain_vp(self, seat: int, amount: int, why: str, rule: str) -> None:
        due = amount * self._double()
        change = self._add_vp(seat, amount)
        if self.devil:
            why, rule = f"{why}, doubled by the Devil", f"{rule}, arcanum R14"
        if due >= 0:
            text = f"seat {seat} gains {change} VP ({why})"
        elif change == due:
            text = f"seat {seat} loses {-change} VP ({why})"
        else:  # arcanum R13
            rule += ", arcanum R13"
            text = (f"seat {seat} loses {-change} VP, not {-due} ({why}): VP never go below 0"
                    if change else f"seat {seat} has 0 VP and loses none ({why}): VP never go "
                    "below 0")
        self._log(seat, text, rule)

    def _prestige(self, seat: int, house: int, amount: int, cause: str, rule: str) -> None:
        """Change a House's prestige (R4 bounds and overflow, R14 doubling) and log it as
        "<cause>: <House> prestige +n -> <the four Houses>"."""
        amount *= self._double()
        p = self.prestige
        notes = []
        if self.devil:
            notes.append("doubled by the Devil")
            rule += ", arcanum R14"
        if amount < 0:
            if p[house] + amount < 0:
                notes.append(f"{p[house]} before it: prestige never goes below 0")
                rule += ", arcanum R4"
            p[house] = max(0, p[house] + amount)
        else:
            over = max(0, p[house] + amount - PRESTIGE_MAX)
            p[house] = min(PRESTIGE_MAX, p[house] + amount)
            for other in range(4):  # arcanum R4: every other House moves back instead
                if other != house:
                    p[other] = max(0, p[other] - over)
            if over:
                notes.append(f"the track stops at {PRESTIGE_MAX}: every other House moves back "
                             f"{over}")
                rule += ", arcanum R4"
        sign = "+" if amount >= 0 else ""
        note = f" ({'; '.join(notes)})" if notes else ""
        self._log(seat, f"{cause}: {SUITS[house]} prestige {sign}{amount}{note} -> "
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
        return parse_text(text)

    # ------------------------------------------------------------------ setup chance
    def _legal_first(self) -> list[Action]:
        return [Action(f"first seat {s}") for s in range(self.n)]

    def _why_first(self, action: Action) -> Verdict | None:
        if action.kind != "first":
            return None
        return Verdict(False, "arcanum: Setup", f"no {action.arg}: the seats are 0 to "
                       f"{self.n - 1}")

    def _do_first(self, action: Action) -> None:
        self.first = int(action.split()[-1])
        self._log(CHANCE, f"seat {self.first} is the first player", "arcanum: Setup")

    def _t_place(self, index: int) -> None:
        self.pending = ("place", index)

    def _legal_place(self) -> list[Action]:
        fig = COURT_FIGURES[self.pending[1]]
        return [Action(f"place {code(fig)} at {loc}") for loc in self._setup_spots(fig)]

    def _setup_spots(self, fig: int) -> list[int]:
        """Locations a figure may start in (arcanum: Setup limits) so that all 16 still fit.
        arcanum R5: the limits hold only here, at setup; no move in play checks them."""
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
    def _t_draw(self, seat: int, deck: str, count: int, rule: str, dest: str = "hand") -> None:
        """``seat`` draws ``count`` cards of ``deck`` (each a chance decision, tarotlab A1),
        because of ``rule``; into the hand, or (Treasure Vault) hidden."""
        if count <= 0:
            return
        cards = self.minor_deck if deck == MINOR_DECK else self.major_deck
        if not cards:
            discard = self.minor_discard if deck == MINOR_DECK else self.major_discard
            if discard:
                cards.extend(discard)
                cards.sort()
                discard.clear()
                self._log(None, f"the {deck.title()} Arcana deck is rebuilt by shuffling its "
                          "discard pile", "arcanum: Additional Notes")
        if not cards:
            self._log(seat, f"seat {seat} cannot draw: no {deck.title()} Arcana is left, even "
                      "after rebuilding the deck", "arcanum: Additional Notes")
            return
        self.pending = ("draw", seat, deck, count, rule, dest)

    def _legal_draw(self) -> list[Action]:
        deck = self.minor_deck if self.pending[2] == MINOR_DECK else self.major_deck
        return [DRAWS[c] for c in deck]

    def _why_draw(self, action: Action) -> Verdict | None:
        """tarotlab A1: chance names a card still in the deck drawn from."""
        if action.kind != "draw" or action in DRAW_TEXT:
            return None  # "draw 3 minors" and the like: a seat's choice, not chance's
        card = parse_card(action.arg)
        deck = self.pending[2].title()
        if is_major(card) != (self.pending[2] == MAJOR_DECK):
            return Verdict(False, self._pending_rule(), f"seat {self.pending[1]} draws from the "
                           f"{deck} Arcana deck: {name(card)} is not one of them")
        return Verdict(False, "tarotlab A1", f"{the(card)} is not in the {deck} Arcana deck")

    def _do_draw(self, action: Action) -> None:
        _, seat, deck, count, rule, dest = self.pending
        card = parse_card(action.arg)
        (self.minor_deck if deck == MINOR_DECK else self.major_deck).remove(card)
        kind = "Major" if deck == MAJOR_DECK else "Minor"
        if dest == "hidden":
            self.hidden[seat].append(card)
            self.hidden[seat].sort()
            self._log(seat, f"seat {seat} draws a {kind} Arcana and hides it", rule)
        else:
            self._give(seat, card)
            self._log(seat, f"seat {seat} draws a {kind} Arcana", rule)
        self._push(("draw", seat, deck, count - 1, rule, dest))

    # ------------------------------------------------------------------ the turn
    def _t_turn_begin(self) -> None:
        self.phase = "draw-hide"
        self._log(None, f"turn {self.turn} of {self.turns}: seat {self.first} is first player",
                  "arcanum: Game Turns")
        order = _seat_order(self.first, self.n)
        if self.turn == 1:  # everyone is dealt 4 Minors and 1 Major, then each hides
            for seat in order:
                self.tasks.append(("draw", seat, MINOR_DECK, 4, R_DEAL))
                if self._majors_now():
                    self.tasks.append(("draw", seat, MAJOR_DECK, 1, R_DEAL))
        for seat in order:
            tasks: list[tuple[Any, ...]] = []
            if self.turn > 1:
                if self.turn == 3 and self.options["first_game"] and self.options["majors"]:
                    tasks += [("draw", seat, MAJOR_DECK, 1, "arcanum R11"), ("limit", seat)]
                tasks.append(("dh", seat))
            self.tasks += [*tasks, ("limit", seat), ("hide", seat)]
        self.tasks.append(("play_phase",))

    def _t_dh(self, seat: int) -> None:
        if not self._majors_now():
            self._push(("draw", seat, MINOR_DECK, 3, R_DEAL))
            return
        self.pending = ("dh", seat)

    def _legal_dh(self) -> list[Action]:
        return [DRAW_3_MINORS, DRAW_1_MAJOR]

    def _why_dh(self, action: Action) -> Verdict | None:
        if action not in DRAW_TEXT:
            return None
        return Verdict(False, R_DEAL, "each player draws either 3 Minor Arcana or 1 Major "
                       "Arcana")

    def _do_dh(self, action: Action) -> None:
        seat = self.pending[1]
        self._log(seat, f"seat {seat} chooses to draw {DRAW_TEXT[action]}", R_DEAL)
        if action == DRAW_3_MINORS:
            self._push(("draw", seat, MINOR_DECK, 3, R_DEAL))
        else:
            self._push(("draw", seat, MAJOR_DECK, 1, R_DEAL))

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
        return [*[HIDES[c] for c in sorted(set(self.hands[self.pending[1]]))], HIDE_NONE]

    def _why_hide(self, action: Action) -> Verdict | None:
        if action == HIDE_NONE:
            return Verdict(False, R_HIDE, f"seat {self.pending[1]} holds a Minor Arcana: hiding "
                           "1 is mandatory in the draw and hide phase")
        return self._why_hide_card(action)

    def _why_hide_card(self, action: Action, rule: str = R_HIDE) -> Verdict | None:
        """Why a hide of this card is refused: not in hand (``rule``), the Fool, a Major."""
        if action.kind != "hide" or action == HIDE_NONE:
            return None
        card = parse_card(action.arg)
        seat = self.pending[1]
        if card not in self.hands[seat]:
            return Verdict(False, rule, f"seat {seat} has no {name(card)} in hand")
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

    def _cands_discard(self) -> list[Action]:
        return [*[DISCARDS[c] for c in sorted(set(self.hands[self.pending[1]]))], DISCARD_NONE]

    def _why_discard(self, action: Action) -> Verdict | None:
        """Hand limit (R12) or Death: what the rule asks, the card in hand, R22."""
        if action.kind != "discard":
            return None
        _, seat, why = self.pending[:3]
        rule = self._pending_rule()
        if action == DISCARD_NONE:
            if why == "limit":
                return Verdict(False, rule, f"seat {seat} holds {len(self.hands[seat])} cards: "
                               f"discard down to {HAND_LIMIT} at once")
            return Verdict(False, rule, "Death discards 1 or 2 Minor Arcana: at least one")
        card = parse_card(action.arg)
        if card not in self.hands[seat]:
            return Verdict(False, rule, f"seat {seat} has no {name(card)} in hand")
        if why == "death" and is_major(card):
            return Verdict(False, rule, f"Death discards Minor Arcana: {name(card)} is a Major "
                           "Arcana")
        return self._last_minor(seat, card)

    def _do_discard(self, action: Action) -> None:
        _, seat, why = self.pending[:3]
        if action == DISCARD_NONE:
            self._push(("draw", seat, MAJOR_DECK, self.pending[3], R_DEATH), ("limit", seat))
            return
        card = parse_card(action.arg)
        self._take(seat, card)
        self._discard(card)
        cause = f"hand limit: {HAND_LIMIT} cards" if why == "limit" else "XIII Death"
        self._log(seat, f"seat {seat} discards {the(card)} ({cause})", self._pending_rule())
        if why == "limit":
            self._push(("limit", seat))
        elif why == "death":
            done = self.pending[3] + 1
            if done < 2:
                self._push(("death_more", seat, done))
            else:
                self._push(("draw", seat, MAJOR_DECK, done, R_DEATH), ("limit", seat))

    def _t_death_more(self, seat: int, done: int) -> None:
        """Death's optional second discard (asked even with no Minor left: that is secret)."""
        self._t_ask("discard", seat, "death", done)
        if not self.pending:
            self._push(("draw", seat, MAJOR_DECK, done, R_DEATH), ("limit", seat))

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
            _, a, b = self.tower
            self.tower = None
            self.in_play.remove(TOWER)
            self.major_discard.append(TOWER)
            self._log(seat, f"seat {seat}'s Tower is discarded at the start of their turn: "
                      f"locations {a} and {b} are open again", "arcanum R15")
        tasks: list[tuple[Any, ...]] = []
        for owner, figs in self.judgements:
            if owner == seat:
                tasks += [("ask", "judge_return", seat)] * len(figs)
        tasks.append(("minor_check", seat))
        self._push(*tasks)

    def _t_minor_check(self, seat: int) -> None:
        if not self._hand_minors(seat):  # arcanum B: no Minor in hand -> draw one
            self._log(seat, f"seat {seat} has no Minor Arcana and draws one", R_PHASE)
            self._push(("draw", seat, MINOR_DECK, 1, R_PHASE), ("limit", seat))

    def _t_main(self, seat: int) -> None:
        self.pending = ("main", seat)

    def _t_turn_end(self, seat: int) -> None:
        self.devil = False
        self.active = -1

    def _t_turn_over(self) -> None:
        if self.turn % self.scoring_every == 0:
            self.tasks.append(("score", "full"))
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
                if card == FOOL:
                    acts.append(Action("hide Fool"))
        return [*acts, END_TURN]

    def _why_main(self, action: Action) -> Verdict | None:
        seat = self.pending[1]
        if action == END_TURN:
            return Verdict(False, R_PHASE, f"seat {seat} holds a Minor Arcana and must play one "
                           "before ending the turn")
        if action == HIDE_NONE:
            return Verdict(False, R_PHASE, "there is no hide to decline in the playing phase: "
                           "the only hide here is the Fool's ('hide Fool', the turn's Major)")
        if action.kind == "hide":  # only the Fool, as the turn's Major (0 - Fool, A13)
            card = parse_card(action.arg)
            if card not in self.hands[seat]:
                return Verdict(False, R_HIDE, f"seat {seat} has no {name(card)} in hand")
            if card == FOOL:
                return Verdict(False, R_PHASE, "a player can never play 2 Major Arcana in the "
                               "same turn (hiding the Fool is playing it)")
            if is_major(card):
                return Verdict(False, "arcanum: 0 - Fool", "only Minor Arcana are hidden (the "
                               "Fool is the only Major that can be, by playing it)")
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
        tasks: list[tuple[Any, ...]] = [("prestige", seat, suit_of(card), 1,
                                         f"step a, the {name(card)} played by seat {seat}",
                                         R_STEP_A)]
        if move:
            fig_text, _, loc_text = move.partition("->")
            tasks.append(("move", seat, parse_card(fig_text), int(loc_text), R_MINOR))
        else:
            self._log(seat, f"seat {seat}'s {name(card)} can move no Court Figure: only step a "
                      "happens", "arcanum R7")
        self._push(*tasks, ("discard_played", card))

    def _t_discard_played(self, card: int) -> None:
        if card == TOWER and self.tower is not None:
            return  # arcanum R15: the Tower stays on the board until its owner's next turn
        if card in self.in_play:
            self.in_play.remove(card)
            self._discard(card)

    def _t_prestige(self, seat: int, house: int, amount: int, cause: str, rule: str) -> None:
        self._prestige(seat, house, amount, cause, rule)

    def _t_move(self, seat: int, fig: int, loc: int, rule: str) -> None:
        """Move a figure, then matches (R3) and the location effect (d) for ``seat``. Any
        number of figures may share a location in play (arcanum R5)."""
        index = FIG_INDEX[fig]
        self.figures[index] = loc
        location = LOCATIONS[loc - 1]
        self._log(seat, f"seat {seat} moves the {name(fig)} to location {loc}, "
                  f"{location.name}", rule)
        matches = location.matches(fig)
        if matches:
            self._prestige(seat, suit_of(fig), matches, f"seat {seat}'s move: the {name(fig)} "
                           f"matches {_symbols(fig, location)} in the {location.name}",
                           "arcanum R3")
        self._push(*self._location_tasks(seat, loc))

    # ------------------------------------------------------------------ location effects
    def _location_tasks(self, seat: int, loc: int) -> list[tuple[Any, ...]]:
        effect = LOCATIONS[loc - 1].effect
        rule = loc_rule(loc)
        vp_task: list[tuple[Any, ...]] = []
        if effect == "mage-tower":
            return [("vp", seat, 1, "Mage Tower", rule),
                    *([("draw", seat, MAJOR_DECK, 1, rule), ("limit", seat)]
                      if self._majors_now() else [])]
        if effect == "artisan":
            if not self._majors_now():
                return [("draw", seat, MINOR_DECK, 2, rule), ("limit", seat)]
            return [("ask", "artisan", seat)]
        if effect == "harbour":
            return [("draw", seat, MINOR_DECK, 1, rule), ("limit", seat),
                    *[("ask", "harbour", s) for s in self._others(seat)],
                    ("harbour_end", seat)]
        if effect == "throne":
            return [("draw", seat, MINOR_DECK, 2, rule), ("limit", seat)]
        if effect == "market":
            return [("vp", seat, 2, "Market", rule), ("ask", "market", seat)]
        if effect == "fields":
            return [("vp", seat, 1, "Fields", rule), *[("ask", "fields", seat, h)
                                                       for h in range(4)]]
        if effect == "vault":
            return [("draw", seat, MINOR_DECK, 1, rule, "hidden")]
        if effect == "cathedral":
            return [("ask", "cathedral", seat)]
        if effect == "ballroom":
            return [("ask", "hide_opt", seat, "Ballroom", rule)]
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

    def _why_artisan(self, action: Action) -> Verdict | None:
        if action not in DRAW_TEXT:
            return None
        return Verdict(False, loc_rule(2), "the Artisan District draws 2 Minor Arcana or 1 Major "
                       "Arcana")

    def _do_artisan(self, action: Action) -> None:
        seat = self.pending[1]
        rule = loc_rule(2)
        self._log(seat, f"seat {seat} chooses to draw {DRAW_TEXT[action]} (Artisan District)",
                  rule)
        deck, n = (MINOR_DECK, 2) if action == DRAW_2_MINORS else (MAJOR_DECK, 1)
        self._push(("draw", seat, deck, n, rule), ("limit", seat))

    def _legal_harbour(self) -> list[Action]:
        return [HARBOUR_DRAW, HARBOUR_PASS]

    def _do_harbour(self, action: Action) -> None:
        seat = self.pending[1]
        rule = loc_rule(3)
        if action == HARBOUR_DRAW:
            self._log(seat, f"seat {seat} chooses to draw 1 Minor Arcana at the Harbour", rule)
            self.harbour_count += 1
            self._push(("draw", seat, MINOR_DECK, 1, rule), ("limit", seat))
        else:
            self._log(seat, f"seat {seat} chooses not to draw at the Harbour", rule)

    def _t_harbour_end(self, seat: int) -> None:
        count, self.harbour_count = self.harbour_count, 0
        drew = f"{count} other player{'s' if count != 1 else ''} drew" if count else \
            "no other player drew"
        self._log(seat, f"{drew} at the Harbour: seat {seat} draws as many, {count} Minor "
                  "Arcana", loc_rule(3))
        self._push(("draw", seat, MINOR_DECK, count, loc_rule(3)), ("limit", seat))

    def _legal_market(self) -> list[Action]:
        seat = self.pending[1]
        acts = [MARKET_PASS]
        for card in sorted(set(self.hands[seat])):
            if is_major(card) and not self._majors_now():
                continue
            acts.append(Action(f"market swap {code(card)}"))
        return acts

    def _cands_market(self) -> list[Action]:
        return [Action(f"market swap {code(c)}") for c in sorted(set(self.hands[self.pending[1]]))]

    def _why_market(self, action: Action) -> Verdict | None:
        if action.kind != "market" or action == MARKET_PASS:
            return None
        seat, card = self.pending[1], parse_card(action.split()[-1])
        if card not in self.hands[seat]:
            return Verdict(False, loc_rule(5), f"seat {seat} has no {name(card)} in hand")
        return Verdict(False, "tarotlab A4", f"no Major Arcana can be drawn in this game now, so "
                       f"{name(card)} cannot be exchanged for one")

    def _do_market(self, action: Action) -> None:
        seat = self.pending[1]
        if action == MARKET_PASS:
            self._log(seat, f"seat {seat} makes no exchange at the Market", loc_rule(5))
            return
        card = parse_card(action.split()[-1])
        self._take(seat, card)
        self._discard(card)
        deck, n = (MAJOR_DECK, 1) if is_major(card) else (MINOR_DECK, 2)
        self._log(seat, f"seat {seat} discards {the(card)} at the Market to draw {n} "
                  f"{deck.title()} Arcana", loc_rule(5))
        self._push(("draw", seat, deck, n, loc_rule(5)), ("limit", seat))

    def _legal_fields(self) -> list[Action]:
        house = SUITS[self.pending[2]]
        return [Action(f"raise {house}"), Action(f"lower {house}"), Action(f"keep {house}")]

    def _why_fields(self, action: Action) -> Verdict | None:
        if action.kind not in ("raise", "lower", "keep"):
            return None
        return Verdict(False, loc_rule(6), f"the Fields asks about one House at a time: now "
                       f"{SUITS[self.pending[2]]} (raise, lower or keep it)")

    def _do_fields(self, action: Action) -> None:
        house = self.pending[2]
        seat = self.pending[1]
        if action.kind == "keep":
            self._log(seat, f"seat {seat} leaves {SUITS[house]} prestige as it is at the Fields",
                      loc_rule(6))
            return
        self._prestige(seat, house, 1 if action.kind == "raise" else -1,
                       f"seat {seat} {action.kind}s {SUITS[house]} at the Fields", loc_rule(6))

    def _legal_cathedral(self) -> list[Action]:
        return [DRAW_2_MINORS, *self._optional_hides(self.pending[1])]

    def _optional_hides(self, seat: int) -> list[Action]:
        """The Minors ``seat`` may hide now (not the last one before the Minor, R22)."""
        return [HIDES[c] for c in sorted(set(self._hand_minors(seat)))
                if self._last_minor(seat, c) is None]

    def _cands_cathedral(self) -> list[Action]:
        return [*self._cands_hide_opt(), HIDE_NONE]

    def _why_cathedral(self, action: Action) -> Verdict | None:
        if action == HIDE_NONE:
            return Verdict(False, loc_rule(8), "the Cathedral: hide 1 Minor Arcana or draw 2 "
                           "Minor Arcana, one of the two")
        return self._why_hide_opt(action)

    def _do_cathedral(self, action: Action) -> None:
        seat = self.pending[1]
        if action == DRAW_2_MINORS:
            self._log(seat, f"seat {seat} chooses to draw 2 Minor Arcana at the Cathedral",
                      loc_rule(8))
            self._push(("draw", seat, MINOR_DECK, 2, loc_rule(8)), ("limit", seat))
        else:
            self._do_hide(action)

    def _legal_hide_opt(self) -> list[Action]:
        return [HIDE_NONE, *self._optional_hides(self.pending[1])]

    def _cands_hide_opt(self) -> list[Action]:
        return [HIDES[c] for c in sorted(set(self.hands[self.pending[1]]))]

    def _why_hide_opt(self, action: Action) -> Verdict | None:
        verdict = self._why_hide_card(action, self._pending_rule())
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
            return [("draw", seat, MINOR_DECK, 2, rule), ("limit", seat),
                    ("ask", "hide_opt", seat, "Magician", rule)]
        if card == HIGH_PRIESTESS:
            return [("vp", seat, 3, "High Priestess", rule)]
        if card == EMPRESS:
            return [("ask", "move", seat, rule), ("ask", "house", seat, 1, -1, rule),
                    ("empress_lower", seat)]
        if card == EMPEROR:
            return [("ask", "hide_opt", seat, "Emperor", rule), ("ask", "house", seat, 3, -1, rule)]
        if card == HIEROPHANT:
            return [("draw", seat, MINOR_DECK, 1, rule), ("draw", seat, MAJOR_DECK, 1, rule),
                    ("limit", seat)]
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
            return [("vp", seat, -2, "Hanged Man", rule), ("draw", seat, MAJOR_DECK, 2, rule),
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
            return [("draw", seat, MINOR_DECK, 2, rule), ("vp", seat, 2, "Stars", rule),
                    ("limit", seat)]
        if card == MOON:
            order = [seat, *others]
            return [*[("draw", s, MINOR_DECK, 1, rule) for s in order],
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
        return [("ask", "hide_opt", seat, "World", rule), ("score", "world")]

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

    def _cands_move(self) -> list[Action]:
        return [Action(f"move {code(f)} -> {loc}") for f in COURT_FIGURES for loc in range(1, 11)]

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

    def _cands_house(self) -> list[Action]:
        return [Action(f"house {h}") for h in SUITS]

    def _why_house(self, action: Action) -> Verdict | None:
        exclude = self.pending[3]
        if action.kind == "house" and exclude >= 0 and action.arg == SUITS[exclude]:
            return Verdict(False, self.pending[4], f"{SUITS[exclude]} just gained: a different "
                           "House loses 1 prestige (III Empress)")
        return None

    def _do_house(self, action: Action) -> None:
        _, seat, amount, _, rule = self.pending
        house = SUITS.index(action.arg)
        self.chosen_house = house
        self._prestige(seat, house, amount, f"seat {seat}'s {rule.removeprefix('arcanum: ')}",
                       rule)

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

    def _cands_discard_one(self) -> list[Action]:
        return [DISCARD_NONE]

    def _why_discard_one(self, action: Action) -> Verdict | None:
        """Chariot and Judgement (R17): each other player must discard one card of theirs."""
        if action.kind != "discard":
            return None
        seat, rule = self.pending[1], self.pending[2]
        if action == DISCARD_NONE:
            return Verdict(False, rule, f"{rule.removeprefix('arcanum: ')}: every other player "
                           "must discard one card")
        return Verdict(False, rule, f"seat {seat} has no {name(parse_card(action.arg))} in hand")

    def _do_discard_one(self, action: Action) -> None:
        seat = self.pending[1]
        card = parse_card(action.arg)
        self._take(seat, card)
        self._discard(card)
        rule = self.pending[2]
        self._log(seat, f"seat {seat} discards {the(card)} ({rule.removeprefix('arcanum: ')})",
                  rule)

    def _legal_give(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"give {code(c)}") for c in sorted(set(self.hands[seat]))
                if self._last_minor(seat, c) is None]

    def _cands_give(self) -> list[Action]:
        return [Action(f"give {code(c)}") for c in sorted(set(self.hands[self.pending[1]]))]

    def _why_give(self, action: Action) -> Verdict | None:
        if action.kind != "give":
            return None
        seat, card = self.pending[1], parse_card(action.arg)
        if card not in self.hands[seat]:
            return Verdict(False, "arcanum R17", f"seat {seat} has no {name(card)} in hand (a "
                           "card received from the Wheel cannot be given on)")
        return self._last_minor(seat, card)

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
            self._push(("draw", seat, MINOR_DECK, need, "arcanum: XI Justice"))

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

    def _cands_swap(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"swap {code(h)} for {code(c)}") for h in sorted(set(self.hidden[seat]))
                for c in sorted(set(self.hands[seat]))]

    def _why_swap(self, action: Action) -> Verdict | None:
        """XIV Temperance: a hidden Minor is replaced by a Minor from hand."""
        if action.kind != "swap" or action == SWAP_NONE:
            return None
        seat, rule = self.pending[1], "arcanum: XIV Temperance"
        hidden_text, _, hand_text = action.arg.partition(" for ")
        h, c = parse_card(hidden_text), parse_card(hand_text)
        if h not in self.hidden[seat]:
            return Verdict(False, rule, f"{the(h)} is not among seat {seat}'s hidden cards")
        if h == FOOL:
            return Verdict(False, rule, "Temperance replaces hidden Minor Arcana: the Fool stays "
                           "hidden")
        if c not in self.hands[seat]:
            return Verdict(False, rule, f"seat {seat} has no {name(c)} in hand")
        return Verdict(False, rule, f"only Minor Arcana can be hidden: {name(c)} is a Major "
                       "Arcana")

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
        self._log(seat, f"seat {seat}'s Devil: VP and prestige changes are doubled for the rest "
                  "of this turn",
                  "arcanum R14")

    def _legal_tower(self) -> list[Action]:
        return list(TOWER_PLACES)

    def _do_tower(self, action: Action) -> None:
        seat = self.pending[1]
        a, b = (int(x) for x in action.arg.split("-"))
        self.tower = (seat, a, b)
        self._log(seat, f"seat {seat}'s Tower covers locations {a} and {b} until seat {seat}'s "
                  "next turn",
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

    def _cands_reveal(self) -> list[Action]:
        return [Action(f"reveal {code(c)}") for c in sorted(set(self.hidden[self.pending[1]]))]

    def _why_reveal(self, action: Action) -> Verdict | None:
        if action.kind != "reveal":
            return None
        seat, card = self.pending[1], parse_card(action.arg)
        if card in self.revealed[seat]:
            return Verdict(False, "arcanum R19", f"{the(card)} is already revealed: reveal "
                           "another hidden card")
        return Verdict(False, "arcanum R19", f"{the(card)} is not among seat {seat}'s hidden "
                       "cards")

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

    def _cands_judge_remove(self) -> list[Action]:
        return [Action(f"remove {code(f)}") for f in COURT_FIGURES]

    def _why_judge_remove(self, action: Action) -> Verdict | None:
        """arcanum R16, XX Judgement: any 3 Court Figures, on the board and free to leave."""
        if action.kind != "remove":
            return None
        fig = parse_card(action.arg)
        if fig not in FIG_INDEX:
            return Verdict(False, "arcanum R16", f"Judgement removes only Court Figures from the "
                           f"board, and the {name(fig)} is not one")
        loc = self.figures[FIG_INDEX[fig]]
        if loc == OFF_BOARD:
            return Verdict(False, "arcanum R16", f"the {name(fig)} is already off the board")
        return Verdict(False, "arcanum R15", f"the {name(fig)} stands in location {loc}, which "
                       "the Tower covers: no figure may leave it")

    def _do_judge_remove(self, action: Action) -> None:
        seat = self.pending[1]
        fig = parse_card(action.arg)
        self.figures[FIG_INDEX[fig]] = OFF_BOARD
        owner, figs = self.judgements[-1]
        self.judgements[-1] = (owner, (*figs, fig))
        self._log(seat, f"seat {seat} takes the {name(fig)} off the board (Judgement)",
                  "arcanum R16")

    def _mine(self, seat: int) -> list[int]:
        return [f for owner, figs in self.judgements if owner == seat for f in figs]

    def _legal_judge_return(self) -> list[Action]:
        mine = self._mine(self.pending[1])
        used = {self.figures[FIG_INDEX[f]] for f in mine if self.figures[FIG_INDEX[f]] > 0}
        waiting = [f for f in mine if self.figures[FIG_INDEX[f]] == OFF_BOARD]
        return [Action(f"return {code(f)} -> {loc}") for f in waiting for loc in range(1, 11)
                if loc not in used and not self.covered(loc)]

    def _cands_judge_return(self) -> list[Action]:
        return [Action(f"return {code(f)} -> {loc}") for f in self._mine(self.pending[1])
                for loc in range(1, 11)]

    def _why_judge_return(self, action: Action) -> Verdict | None:
        """arcanum R16: your own removed figures, into three different locations (R15)."""
        if action.kind != "return":
            return None
        seat = self.pending[1]
        fig_text, _, loc_text = action.arg.partition("->")
        fig, loc = parse_card(fig_text), int(loc_text)
        if fig not in self._mine(seat):
            return Verdict(False, "arcanum R16", f"the {name(fig)} was not taken off the board "
                           f"by seat {seat}'s Judgement")
        if self.figures[FIG_INDEX[fig]] != OFF_BOARD:
            return Verdict(False, "arcanum R16", f"the {name(fig)} is already placed back")
        if self.covered(loc):
            return Verdict(False, "arcanum R15", f"the Tower covers location {loc}: no figure "
                           "may enter it")
        return Verdict(False, "arcanum R16", f"location {loc} already holds a figure placed back "
                       "this turn: the three go to different locations")

    def _do_judge_return(self, action: Action) -> None:
        seat = self.pending[1]
        fig_text, _, loc_text = action.arg.partition("->")
        fig, loc = parse_card(fig_text), int(loc_text)
        self.figures[FIG_INDEX[fig]] = loc
        self._log(seat, f"seat {seat} places the {name(fig)} back in location {loc}, "
                  f"{LOCATIONS[loc - 1].name} (no prestige, no location effect)", "arcanum R16")
        if all(self.figures[FIG_INDEX[f]] > 0 for f in self._mine(seat)):
            self.judgements = [j for j in self.judgements if j[0] != seat]

    # ------------------------------------------------------------------ House scoring
    def _t_score(self, kind: str) -> None:
        """A House scoring (arcanum C, R8-R10) or the World's (R20): the Houses are revealed
        one at a time from the top position (R21), each scored before the next is revealed."""
        positions = self.house_positions()
        order = reveal_order(self.prestige)
        self.fool_suit = {}
        self.revealed_before = [list(r) for r in self.revealed]
        self.scoring = kind
        by_place = "; ".join(
            f"{ordinal(p)} " + " and ".join(f"{SUITS[h]} ({self.prestige[h]})" for h in order
                                            if positions[h] == p)
            for p in sorted(set(positions)))
        title = "House prestige scoring" if kind == "full" else "the World's special scoring"
        self._log(None, f"{title}, the Houses by prestige: {by_place}", self._score_rule(kind))
        self._push(*[("reveal_house", kind, h, h == order[-1]) for h in order],
                   ("score_end", kind))

    @staticmethod
    def _score_rule(kind: str) -> str:
        return "arcanum R8, R9" if kind == "full" else "arcanum R20"

    def _t_reveal_house(self, kind: str, house: int, last: bool) -> None:
        """arcanum C and R21: every player shows their hidden cards of this House; then each
        owner of a hidden Fool not yet assigned decides, in turn order from the first player."""
        shows = []
        for seat in range(self.n):
            cards = [c for c in self.hidden[seat] if c < MAJOR_BASE and suit_of(c) == house]
            self.revealed[seat] += [c for c in cards if c not in self.revealed[seat]]
            self.revealed[seat].sort()
            shown = ", ".join(name(c) for c in cards) if cards else "nothing"
            shows.append(f"seat {seat} shows {shown}")
        where = f"{ordinal(self.house_positions()[house])} House"
        self._log(None, f"{SUITS[house]} ({where}) is revealed: " + "; ".join(shows),
                  "arcanum R21" if kind == "full" else "arcanum R20, R21")
        owners = [seat for seat in _seat_order(self.first, self.n)
                  if FOOL in self.hidden[seat] and seat not in self.fool_suit]
        self._push(*[("fool", seat, house, kind, last) for seat in owners],
                   ("score_house", kind, house))

    def _t_fool(self, seat: int, house: int, kind: str, last: bool) -> None:
        if last:  # arcanum R21: at the last House it must be assigned
            self._assign_fool(seat, house, "the last House (it must be assigned)")
        else:
            self.pending = ("fool", seat, house, kind)

    def _legal_fool(self) -> list[Action]:
        return [Action(f"fool {SUITS[self.pending[2]]}"), FOOL_LATER]

    def _cands_fool(self) -> list[Action]:
        return [Action(f"fool {h}") for h in SUITS]

    def _why_fool(self, action: Action) -> Verdict | None:
        """arcanum R21: the Fool joins the House being revealed, or waits for a later one."""
        if action.kind != "fool" or action.arg not in SUITS:
            return None
        house, named = self.pending[2], SUITS.index(action.arg)
        order = reveal_order(self.prestige)
        now = f"{SUITS[house]} is being revealed: assign the Fool to it or keep it for later"
        if order.index(named) < order.index(house):
            return Verdict(False, "arcanum R21", f"{action.arg} was already scored; {now}")
        return Verdict(False, "arcanum R21", f"{action.arg} is revealed later ('fool later' "
                       f"keeps the Fool until then); {now}")

    def _do_fool(self, action: Action) -> None:
        seat, house = self.pending[1], self.pending[2]
        if action == FOOL_LATER:
            self._log(seat, f"seat {seat} keeps the hidden Fool for a later House",
                      "arcanum R21")
            return
        self._assign_fool(seat, house, f"the {ordinal(self.house_positions()[house])} House")

    def _assign_fool(self, seat: int, house: int, where: str) -> None:
        """The hidden Fool counts as one card of ``house`` of value 0 (0 - Fool, R9, R21)."""
        self.fool_suit[seat] = house
        if FOOL not in self.revealed[seat]:
            self.revealed[seat].append(FOOL)
        self._log(seat, f"seat {seat} assigns the hidden Fool to {SUITS[house]}, {where}",
                  "arcanum R21, arcanum: 0 - Fool")

    def house_positions(self) -> list[int]:
        """arcanum R8: each House's position 1..4 by prestige, ties sharing the better one."""
        return house_positions(self.prestige)

    def house_standing(self, house: int) -> list[tuple[int, int, int]]:
        """(seat, cards, value) of every player with cards of ``house`` (R9), best first."""
        return house_standing(self.hidden, house, self.fool_suit)

    def _t_score_house(self, kind: str, house: int) -> None:
        """Score one revealed House: each place's VP to its seats (R8, R9; R20 for the World)."""
        position = self.house_positions()[house]
        pays = (FULL_VP if kind == "full" else WORLD_VP)[position - 1]
        where = f"{ordinal(position)} House"
        rule = self._score_rule(kind)
        groups = house_places(self.house_standing(house), pays)
        if not groups:
            self._log(None, f"nobody has a hidden {SUITS[house]} card: {SUITS[house]} "
                      f"({where}) pays no VP", rule)
        for group in groups:  # (never under the Devil: not in the World's turn, R14)
            for seat in group.seats:
                self.vp[seat] += group.each
                self._log(seat, place_text(seat, group, house, where,
                                           self.fool_suit.get(seat) == house,
                                           world=kind == "world"), rule)

    def _t_score_end(self, kind: str) -> None:
        """After the last House: a full scoring discards every hidden card and resets
        prestige (R10); the World's puts the cards back hidden and keeps prestige (R20)."""
        if kind == "full":
            for seat in range(self.n):
                for card in self.hidden[seat]:
                    self._discard(card)
                self.hidden[seat] = []
            self.revealed = [[] for _ in range(self.n)]
            self.prestige = [0, 0, 0, 0]
            self._log(None, "every hidden card is discarded and every House's prestige returns "
                      "to 0", "arcanum R10")
        else:
            self.revealed = self.revealed_before
            self._log(None, "the hidden cards go back under the board (those the Sun revealed "
                      "stay face up); prestige stays as it is", "arcanum R20")
        self.revealed_before = [[] for _ in range(self.n)]
        self.fool_suit = {}
        self.scoring = None

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
            "first": "arcanum: Setup", "place": "arcanum: Setup",
            "draw": self.pending[4] if kind == "draw" else "",
            "dh": "arcanum: A. Draw and hide", "hide": R_HIDE, "main": R_PHASE,
            "discard": R_LIMIT if len(self.pending) > 2 and self.pending[2] == "limit"
            else R_DEATH, "artisan": loc_rule(2), "harbour": f"{loc_rule(3)}, arcanum R17",
            "market": loc_rule(5), "fields": loc_rule(6), "cathedral": loc_rule(8),
            "hide_opt": self.pending[3] if len(self.pending) > 3 else R_HIDE,
            "move": "arcanum R6", "discard_one": "arcanum R17",
            "house": self.pending[4] if kind == "house" else "",  # the Major that asks
            "give": "arcanum R17", "swap": "arcanum: XIV Temperance", "tower": "arcanum R15",
            "reveal": "arcanum R19", "judge_remove": "arcanum R16", "judge_return": "arcanum R16",
            "fool": "arcanum R21",
        }.get(kind, "arcanum: End of the Game")

    def _prompt(self, viewer: int | None = None) -> str:
        """What the pending decision is, in words, for ``viewer`` (default: any seat). Only
        the playing decision says more to its own seat (and to ALL): what that seat's hand
        allows (tarotlab A15)."""
        kind = self.pending[0]
        seat = self.pending[1] if len(self.pending) > 1 else None
        if kind == "main":
            own = self._prompt_is_own(viewer)
            return self._main_prompt(seat) if own else self._public_main_prompt(seat)
        if kind == "hide_opt":
            return self._hide_opt_prompt()
        if kind == "draw":
            return f"chance draws a {self.pending[2].title()} Arcana for seat {seat}"
        if kind == "discard":
            return self._discard_prompt()
        if kind == "fool":
            return (f"seat {seat} assigns the hidden Fool to {SUITS[self.pending[2]]}, the House "
                    "just revealed, or keeps it for a later House ('fool later')")
        return _PROMPTS.get(kind, "the game is over").format(seat=seat)

    def _prompt_is_own(self, viewer: int | None) -> bool:
        """Whether ``viewer`` reads the prompt of the seat playing (tarotlab A15), not the one
        every other viewer reads."""
        return (self.pending[0] == "main" and viewer is not None
                and viewer in (self.pending[1], ALL))

    def _discard_prompt(self) -> str:
        _, seat, why = self.pending[:3]
        if why == "limit":
            return f"seat {seat} must discard down to {HAND_LIMIT} cards (hand limit)"
        if self.pending[3] == 0:
            return f"seat {seat} discards 1 or 2 Minor Arcana (Death): the first"
        return f"seat {seat} may discard a second Minor Arcana (Death)"

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
        return self._views((seat,))[0]

    def _views(self, seats: Sequence[int | None]) -> tuple[ArcanumView, ...]:
        """Each viewer's view; the board, Houses and prestige are built once for all, then
        each viewer's hand, hidden cards and prompt (arcanum R8: hands and hides are
        secret)."""
        public = [ArcanumPlayerView(
            vp=self.vp[s], hand_count=len(self.hands[s]), hand=None,
            hidden_count=len(self.hidden[s]), hidden=None,
            revealed=tuple(self.revealed[s]), giving=len(self.gifts[s]))
            for s in range(self.n)]
        pending_seat = self.pending[1] if len(self.pending) > 1 and self.pending[0] != "place" \
            else None
        board = dict(
            turn=self.turn, turns=self.turns,
            first=self.first, active=self.active, phase=self.phase, to_move=self.to_move,
            pending=self.pending[0] if self.pending else "over", pending_seat=pending_seat,
            prestige=tuple(self.prestige), positions=tuple(self.house_positions()),
            figures=tuple(self.figures), tower=self.tower,
            judgements=tuple(self.judgements), devil=self.devil,
            in_play=tuple(self.in_play), minor_played=self.minor_played,
            major_played=self.major_played,
            decks=(len(self.minor_deck), len(self.major_deck)),
            discards=(tuple(self.minor_discard), tuple(self.major_discard)),
            outcome=self._outcome, scoring=self.scoring)
        owned: dict[int, ArcanumPlayerView] = {}  # a seat's own panel, built once if asked

        def own(s: int) -> ArcanumPlayerView:
            if s not in owned:
                p = public[s]
                owned[s] = ArcanumPlayerView(
                    vp=p.vp, hand_count=p.hand_count, hand=tuple(self.hands[s]),
                    hidden_count=p.hidden_count, hidden=tuple(self.hidden[s]),
                    revealed=p.revealed, giving=p.giving)
            return owned[s]

        shared = tuple(public)
        prompts: dict[int | None, str] = {}  # every viewer but the playing seat reads one
        views = []
        for seat in seats:
            players = panels_seen_by(seat, shared, own)
            if self._outcome is not None:
                prompt = "the game is over"
            else:
                key = seat if self._prompt_is_own(seat) else None
                if key not in prompts:
                    prompts[key] = self._prompt(key)
                prompt = prompts[key]
            views.append(ArcanumView(viewer=seat, players=players, prompt=prompt, **board))
        return tuple(views)


# The other pending decisions in words ({seat}: the seat deciding), for ArcanumState._prompt:
# templates, so a prompt formats only its own text (views ask for one at every step).
_PROMPTS = {
    "first": "chance picks the first player",
    "place": "chance places a Court Figure for setup",
    "dh": "seat {seat} draws 3 Minor Arcana or 1 Major Arcana",
    "hide": "seat {seat} must hide 1 Minor Arcana",
    "artisan": "seat {seat} draws 2 Minor or 1 Major Arcana (Artisan District)",
    "harbour": "seat {seat} may draw 1 Minor Arcana (Harbour)",
    "market": "seat {seat} may exchange a card at the Market",
    "fields": "seat {seat} may raise or lower a House (Fields)",
    "cathedral": "seat {seat} hides 1 Minor Arcana or draws 2 (Cathedral)",
    "move": "seat {seat} moves any Court Figure",
    "house": "seat {seat} chooses a House",
    "discard_one": "seat {seat} must discard one card",
    "give": "seat {seat} gives a card to the left (Wheel)",
    "swap": "seat {seat} may swap a hidden Minor with one from hand (Temperance)",
    "tower": "seat {seat} places the Tower on two locations",
    "reveal": "seat {seat} reveals a hidden card (Sun)",
    "judge_remove": "seat {seat} takes a Court Figure off the board (Judgement)",
    "judge_return": "seat {seat} places back a figure removed by Judgement",
}

@dataclass(frozen=True, slots=True)
class ArcanumPlayerView:
    """One seat as a viewer sees it: hand and hidden cards only for that seat itself."""

    vp: int
    hand_count: int
    hand: tuple[int, ...] | None
    hidden_count: int
    hidden: tuple[int, ...] | None
    revealed: tuple[int, ...]  # by the Sun (R19), or at a House scoring as it goes (R21)
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
    scoring: str | None = None  # "full" or "world" while a House scoring is under way (R21)
