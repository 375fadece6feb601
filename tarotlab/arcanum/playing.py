"""arcanum: B. Playing cards phase, and Playing a Minor Arcana.

In turn order each player is the active player once: with a Minor Arcana in hand they must play
one (drawing one first if they hold none), and they may play one Major Arcana, before or after
it; never 2 of either (arcanum: B). A Minor raises its House's prestige by 1 (step a) and moves
a Court Figure of its suit into the location of its number, or a Court card its own figure
anywhere (arcanum R7: step a only when no figure can move); the moved figure's matches raise its
House (R3) and the location's effect follows (``locations``). After the last player's turn the
House prestige scoring comes every few turns (R10), then the next turn or the end.
"""

from __future__ import annotations

from typing import Any

from ..core.decision import Decide, Decision
from ..core.engine import Action
from ..core.rules import Verdict
from .base import (
    FIG_INDEX,
    MINOR_DECK,
    OFF_BOARD,
    R_HIDE,
    R_MINOR,
    R_PHASE,
    R_STEP_A,
    ArcanumBase,
    seat_order,
)
from .catalog import (
    COURT_FIGURES,
    FIGURES,
    FOOL,
    LOCATIONS,
    MAJOR_BASE,
    SUITS,
    TOWER,
    code,
    is_court,
    is_major,
    name,
    parse_card,
    rank_of,
    suit_of,
)
from .house_scoring import finish
from .language import END_TURN, HIDE_NONE
from .locations import location_tasks
from .majors import major_tasks

FOOL_HIDE = Action("hide Fool")


# ---------------------------------------------------------------------- the turns
def play_phase_task(s: ArcanumBase) -> None:
    s.phase = "play"
    for seat in seat_order(s.first, s.n):
        s.tasks += [("turn_start", seat), ("main", seat), ("turn_end", seat)]
    s.tasks.append(("turn_over",))


def turn_start_task(s: ArcanumBase, seat: int) -> None:
    """The active player's turn opens: their Tower leaves (R15), their Judgement figures come
    back (R16), and with no Minor in hand they draw one (arcanum: B)."""
    s.active = seat
    s.minor_played = s.major_played = False
    s.devil = False
    s._log(seat, f"seat {seat} is the active player", R_PHASE)
    if s.tower is not None and s.tower[0] == seat:
        _, a, b = s.tower
        s.tower = None
        s.in_play.remove(TOWER)
        s.major_discard.append(TOWER)
        s._log(seat, f"seat {seat}'s Tower is discarded at the start of their turn: "
               f"locations {a} and {b} are open again", "arcanum R15")
    tasks: list[tuple[Any, ...]] = []
    for owner, figs in s.judgements:
        if owner == seat:
            tasks += [("ask", Decide("judge_return", seat))] * len(figs)
    tasks.append(("minor_check", seat))
    s._push(*tasks)


def minor_check_task(s: ArcanumBase, seat: int) -> None:
    if not s._hand_minors(seat):  # arcanum B: no Minor in hand -> draw one
        s._log(seat, f"seat {seat} has no Minor Arcana and draws one", R_PHASE)
        s._push(("draw", seat, MINOR_DECK, 1, R_PHASE), ("limit", seat))


def main_task(s: ArcanumBase, seat: int) -> None:
    s.pending = Decide("main", seat)


def turn_end_task(s: ArcanumBase, seat: int) -> None:
    s.devil = False
    s.active = -1


def turn_over_task(s: ArcanumBase) -> None:
    if s.turn % s.scoring_every == 0:
        s.tasks.append(("score", "full"))
    s.tasks.append(("next_turn",))


def next_turn_task(s: ArcanumBase) -> None:
    if s.turn >= s.turns:
        finish(s)
        return
    s.turn += 1
    s.first = (s.first + 1) % s.n
    s._log(None, f"the first player pawn moves to seat {s.first}", "arcanum: Game Turns")
    s.tasks.append(("turn_begin",))


# ---------------------------------------------------------------------- the playing decision
def minor_plays(s: ArcanumBase, seat: int, card: int, only_legal: bool = True) -> list[Action]:
    """The ways to play the Minor ``card``: each move it can make, or ``play X`` alone when
    it can move no figure (arcanum R7); ``only_legal=False``: every move one might try."""
    if card in _COURT_MOVES:  # a Court card moves its own figure anywhere
        if not s._can_leave(card):
            return [_PLAY[card]]
        here = s.figures[FIG_INDEX[card]]
        moves = _COURT_MOVES[card]
        acts = [moves[loc] for loc in range(1, 11)
                if not only_legal or (loc != here and not s.covered(loc))]
        return acts if acts else [_PLAY[card]]
    figs = _FIGURE_MOVES[card]  # (figure, its move to the card's number) of the card's suit
    if not only_legal:
        return [move for _, move in figs]
    dest = _DEST[card]
    ok = [] if s.covered(dest) else [
        move for fig, move in figs if s._can_leave(fig) and s.figures[FIG_INDEX[fig]] != dest]
    if not ok:
        return [_PLAY[card]]  # arcanum R7: step a only
    return ok


_PLAY = {card: Action(f"play {code(card)}") for card in range(MAJOR_BASE)}
"""``play X``: a Minor played that moves no figure (arcanum R7: step a only)."""
_COURT_MOVES = {fig: {loc: Action(f"play {code(fig)}: {code(fig)} -> {loc}")
                      for loc in range(1, 11)} for fig in COURT_FIGURES}
"""A Court card's moves of its own figure, by location."""
_DEST = {card: rank_of(card) for card in range(MAJOR_BASE)}
_FIGURE_MOVES = {
    card: tuple((fig, Action(f"play {code(card)}: {code(fig)} -> {rank_of(card)}"))
                for fig in COURT_FIGURES if suit_of(fig) == suit_of(card))
    for card in range(MAJOR_BASE) if not is_court(card)}
"""A numbered Minor's moves: each figure of its suit to the location of its number. These
tables are worked out once: the plays are listed at every playing decision of every game."""


class PlayingDecision(Decision[ArcanumBase, Decide]):
    """The active player's decision: play a Minor, play a Major (or hide the Fool), end the
    turn once the mandatory Minor is played or none is held (arcanum: B, R22)."""

    rule = R_PHASE

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        """The playing decision from what every seat knows: which of this turn's Minor and
        Major were played (not what the hand holds: a Wheel gift is secret, arcanum R17)."""
        minor = "plays a Minor Arcana (mandatory when holding one)"
        text = {(False, False): f"{minor} and may play a Major Arcana",
                (False, True): minor,
                (True, False): "may play a Major Arcana or end the turn",
                (True, True): "ends the turn"}[s.minor_played, s.major_played]
        return f"seat {p.seat} {text}"

    def own_prompt(self, s: ArcanumBase, p: Decide) -> str | None:
        """The playing decision as its own seat sees it, from its hand (tarotlab A15)."""
        seat = p.seat
        if seat < 0:
            return ""
        todo = []
        if not s.minor_played and s._hand_minors(seat):
            todo.append("must play a Minor Arcana")
        if not s.major_played and any(is_major(c) for c in s.hands[seat]):
            todo.append("may play a Major Arcana")
        return f"seat {seat} " + (" and ".join(todo) + ", or" if todo and s.minor_played
                                  else " and ".join(todo) if todo else "may") + \
            (" end the turn" if s.minor_played or not s._hand_minors(seat) else "")

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        seat = p.seat
        acts: list[Action] = []
        hand = s.hands[seat]
        if not s.minor_played:
            for card in sorted(set(hand)):
                if card < MAJOR_BASE:
                    acts += minor_plays(s, seat, card)
        if not s.major_played:
            for card in sorted(set(hand)):
                if card >= MAJOR_BASE and s._major_refusal(seat, card) is None:
                    acts.append(Action(f"play {code(card)}"))
                    if card == FOOL:
                        acts.append(FOOL_HIDE)
        if s.minor_played or not s._hand_minors(seat):
            acts.append(END_TURN)
        return acts

    def candidates(self, s: ArcanumBase, p: Decide) -> list[Action]:
        acts = []
        for card in sorted(set(s.hands[p.seat])):
            if card < MAJOR_BASE:
                acts += minor_plays(s, p.seat, card, only_legal=False)
            else:
                acts.append(Action(f"play {code(card)}"))
                if card == FOOL:
                    acts.append(FOOL_HIDE)
        return [*acts, END_TURN]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        seat = p.seat
        if action == END_TURN:
            return Verdict(False, R_PHASE, f"seat {seat} holds a Minor Arcana and must play one "
                           "before ending the turn")
        if action == HIDE_NONE:
            return Verdict(False, R_PHASE, "there is no hide to decline in the playing phase: "
                           "the only hide here is the Fool's ('hide Fool', the turn's Major)")
        if action.kind == "hide":  # only the Fool, as the turn's Major (0 - Fool, A13)
            return _why_hide_in_play(s, seat, parse_card(action.arg))
        if action.kind != "play":
            return None
        card_text, _, move = action.arg.partition(":")
        card = parse_card(card_text)
        if card not in s.hands[seat]:
            return Verdict(False, R_PHASE, f"seat {seat} has no {name(card)} in hand")
        if is_major(card):
            if s.major_played:
                return Verdict(False, R_PHASE, "a player can never play 2 Major Arcana in the "
                               "same turn")
            return s._major_refusal(seat, card)
        if s.minor_played:
            return Verdict(False, R_PHASE, "a player can never play 2 Minor Arcana in the same "
                           "turn")
        if not move:
            return Verdict(False, R_MINOR, f"a Court Figure can be moved with {name(card)}: "
                           "name it (arcanum R7 applies only when none can)")
        fig_text, _, loc_text = move.partition("->")
        return _why_minor_move(s, card, parse_card(fig_text), int(loc_text))

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        if action == END_TURN:
            s._log(seat, f"seat {seat} ends the turn", R_PHASE)
            return
        s._push(("main", seat))
        if action == FOOL_HIDE:
            s.major_played = True
            s._hide(seat, FOOL)
            s._log(seat, f"seat {seat} plays the Fool by hiding it", "arcanum: 0 - Fool")
            return
        card_text, _, move = action.arg.partition(":")
        card = parse_card(card_text)
        s._take(seat, card)
        s.in_play.append(card)
        if is_major(card):
            s.major_played = True
            s._log(seat, f"seat {seat} plays {name(card)}", "arcanum: Playing a Major Arcana")
            s._push(*major_tasks(s, seat, card), ("discard_played", card))
            return
        s.minor_played = True
        s._log(seat, f"seat {seat} plays the {name(card)}", R_MINOR)
        tasks: list[tuple[Any, ...]] = [("prestige", seat, suit_of(card), 1,
                                         f"step a, the {name(card)} played by seat {seat}",
                                         R_STEP_A)]
        if move:
            fig_text, _, loc_text = move.partition("->")
            tasks.append(("move", seat, parse_card(fig_text), int(loc_text), R_MINOR))
        else:
            s._log(seat, f"seat {seat}'s {name(card)} can move no Court Figure: only step a "
                   "happens", "arcanum R7")
        s._push(*tasks, ("discard_played", card))


def _why_hide_in_play(s: ArcanumBase, seat: int, card: int) -> Verdict:
    """In the playing phase only the Fool is hidden, as the turn's Major (0 - Fool, A13)."""
    if card not in s.hands[seat]:
        return Verdict(False, R_HIDE, f"seat {seat} has no {name(card)} in hand")
    if card == FOOL:
        return Verdict(False, R_PHASE, "a player can never play 2 Major Arcana in the same turn "
                       "(hiding the Fool is playing it)")
    if is_major(card):
        return Verdict(False, "arcanum: 0 - Fool", "only Minor Arcana are hidden (the Fool is "
                       "the only Major that can be, by playing it)")
    return Verdict(False, "arcanum: 0 - Fool", "only the Fool can be hidden as a Major play")


def _why_minor_move(s: ArcanumBase, card: int, fig: int, loc: int) -> Verdict | None:
    """Why a Minor's move is refused (arcanum: Playing a Minor Arcana, R15, R16)."""
    here = s.figures[FIG_INDEX[fig]] if fig in FIG_INDEX else -1
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
    if s.covered(loc) or s.covered(here):
        return Verdict(False, "arcanum R15", f"the Tower covers location "
                       f"{loc if s.covered(loc) else here}: no figure may enter or leave")
    return None


# ---------------------------------------------------------------------- what a play does
def discard_played_task(s: ArcanumBase, card: int) -> None:
    if card == TOWER and s.tower is not None:
        return  # arcanum R15: the Tower stays on the board until its owner's next turn
    if card in s.in_play:
        s.in_play.remove(card)
        s._discard(card)


def _symbols(fig: int, location: Any) -> str:
    """The symbols of ``location`` that ``fig`` matches (R3), e.g. ``2 Knight and 2 Swords``."""
    parts = []
    for symbol in (FIGURES[rank_of(fig) - 11], SUITS[suit_of(fig)]):
        n = location.symbols.count(symbol)
        if n:
            parts.append(f"{n} {symbol}")
    return " and ".join(parts) + (" symbols" if location.matches(fig) > 1 else " symbol")


def move_task(s: ArcanumBase, seat: int, fig: int, loc: int, rule: str) -> None:
    """Move a figure, then matches (R3) and the location effect (d) for ``seat``. Any number
    of figures may share a location in play (arcanum R5)."""
    s.figures[FIG_INDEX[fig]] = loc
    location = LOCATIONS[loc - 1]
    s._log(seat, f"seat {seat} moves the {name(fig)} to location {loc}, {location.name}", rule)
    matches = location.matches(fig)
    if matches:
        s._prestige(seat, suit_of(fig), matches, f"seat {seat}'s move: the {name(fig)} matches "
                    f"{_symbols(fig, location)} in the {location.name}", "arcanum R3")
    s._push(*location_tasks(s, seat, loc))


DECISIONS = {"main": PlayingDecision()}
TASKS = {"play_phase": play_phase_task, "turn_start": turn_start_task,
         "minor_check": minor_check_task, "main": main_task, "turn_end": turn_end_task,
         "turn_over": turn_over_task, "next_turn": next_turn_task,
         "discard_played": discard_played_task, "move": move_task}
