"""arcanum: C. House prestige scoring, the World's special scoring, and End of the Game.

The Houses are ranked by prestige (ties share the better place, R8) and revealed one at a time
from the top (R21): every player shows their hidden cards of that House, each owner of a hidden
Fool may assign it there (it must at the last House), and the House pays its places' VP (R9).
A full scoring then discards the hidden cards and resets prestige (R10); the World's puts them
back and keeps prestige (R20). The pure arithmetic is in ``scoring``.
"""

from __future__ import annotations

from ..core.decision import Decision
from ..core.engine import Action, Outcome
from ..core.rules import Verdict
from .base import R_END, ArcanumBase, AssignFool, seat_order
from .catalog import FOOL, FULL_VP, MAJOR_BASE, SUITS, WORLD_VP, name, suit_of
from .language import FOOL_LATER
from .scoring import house_places, ordinal, place_text, reveal_order


def score_rule(kind: str) -> str:
    """The rulings a scoring follows: ``full`` (R8, R9) or the World's (R20)."""
    return "arcanum R8, R9" if kind == "full" else "arcanum R20"


def score_task(s: ArcanumBase, kind: str) -> None:
    """A House scoring (arcanum C, R8-R10) or the World's (R20): the Houses are revealed one
    at a time from the top position (R21), each scored before the next is revealed."""
    positions = s.house_positions()
    order = reveal_order(s.prestige)
    s.fool_suit = {}
    s.revealed_before = [list(r) for r in s.revealed]
    s.scoring = kind
    by_place = "; ".join(
        f"{ordinal(p)} " + " and ".join(f"{SUITS[h]} ({s.prestige[h]})" for h in order
                                        if positions[h] == p)
        for p in sorted(set(positions)))
    title = "House prestige scoring" if kind == "full" else "the World's special scoring"
    s._log(None, f"{title}, the Houses by prestige: {by_place}", score_rule(kind))
    s._push(*[("reveal_house", kind, h, h == order[-1]) for h in order], ("score_end", kind))


def reveal_house_task(s: ArcanumBase, kind: str, house: int, last: bool) -> None:
    """arcanum C and R21: every player shows their hidden cards of this House; then each owner
    of a hidden Fool not yet assigned decides, in turn order from the first player."""
    shows = []
    for seat in range(s.n):
        cards = [c for c in s.hidden[seat] if c < MAJOR_BASE and suit_of(c) == house]
        s.revealed[seat] += [c for c in cards if c not in s.revealed[seat]]
        s.revealed[seat].sort()
        shown = ", ".join(name(c) for c in cards) if cards else "nothing"
        shows.append(f"seat {seat} shows {shown}")
    where = f"{ordinal(s.house_positions()[house])} House"
    s._log(None, f"{SUITS[house]} ({where}) is revealed: " + "; ".join(shows),
           "arcanum R21" if kind == "full" else "arcanum R20, R21")
    owners = [seat for seat in seat_order(s.first, s.n)
              if FOOL in s.hidden[seat] and seat not in s.fool_suit]
    s._push(*[("fool", seat, house, kind, last) for seat in owners], ("score_house", kind, house))


def fool_task(s: ArcanumBase, seat: int, house: int, kind: str, last: bool) -> None:
    if last:  # arcanum R21: at the last House it must be assigned
        assign_fool(s, seat, house, "the last House (it must be assigned)")
    else:
        s.pending = AssignFool("fool", seat, house, kind)


def assign_fool(s: ArcanumBase, seat: int, house: int, where: str) -> None:
    """The hidden Fool counts as one card of ``house`` of value 0 (0 - Fool, R9, R21)."""
    s.fool_suit[seat] = house
    if FOOL not in s.revealed[seat]:
        s.revealed[seat].append(FOOL)
    s._log(seat, f"seat {seat} assigns the hidden Fool to {SUITS[house]}, {where}",
           "arcanum R21, arcanum: 0 - Fool")


class FoolAssignment(Decision[ArcanumBase, AssignFool]):
    """arcanum R21: the hidden Fool joins the House being revealed, or waits for a later one."""

    rule = "arcanum R21"

    def prompt(self, s: ArcanumBase, p: AssignFool) -> str:
        return (f"seat {p.seat} assigns the hidden Fool to {SUITS[p.house]}, the House just "
                "revealed, or keeps it for a later House ('fool later')")

    def legal(self, s: ArcanumBase, p: AssignFool) -> list[Action]:
        return [Action(f"fool {SUITS[p.house]}"), FOOL_LATER]

    def candidates(self, s: ArcanumBase, p: AssignFool) -> list[Action]:
        return [Action(f"fool {h}") for h in SUITS]

    def why(self, s: ArcanumBase, p: AssignFool, action: Action) -> Verdict | None:
        if action.kind != "fool" or action.arg not in SUITS:
            return None
        named = SUITS.index(action.arg)
        order = reveal_order(s.prestige)
        now = f"{SUITS[p.house]} is being revealed: assign the Fool to it or keep it for later"
        if order.index(named) < order.index(p.house):
            return Verdict(False, "arcanum R21", f"{action.arg} was already scored; {now}")
        return Verdict(False, "arcanum R21", f"{action.arg} is revealed later ('fool later' "
                       f"keeps the Fool until then); {now}")

    def do(self, s: ArcanumBase, p: AssignFool, action: Action) -> None:
        if action == FOOL_LATER:
            s._log(p.seat, f"seat {p.seat} keeps the hidden Fool for a later House",
                   "arcanum R21")
            return
        assign_fool(s, p.seat, p.house,
                    f"the {ordinal(s.house_positions()[p.house])} House")


def score_house_task(s: ArcanumBase, kind: str, house: int) -> None:
    """Score one revealed House: each place's VP to its seats (R8, R9; R20 for the World)."""
    position = s.house_positions()[house]
    pays = (FULL_VP if kind == "full" else WORLD_VP)[position - 1]
    where = f"{ordinal(position)} House"
    rule = score_rule(kind)
    groups = house_places(s.house_standing(house), pays)
    if not groups:
        s._log(None, f"nobody has a hidden {SUITS[house]} card: {SUITS[house]} ({where}) pays "
               "no VP", rule)
    for group in groups:  # (never under the Devil: not in the World's turn, R14)
        for seat in group.seats:
            s.vp[seat] += group.each
            s._log(seat, place_text(seat, group, house, where, s.fool_suit.get(seat) == house,
                                    world=kind == "world"), rule)


def score_end_task(s: ArcanumBase, kind: str) -> None:
    """After the last House: a full scoring discards every hidden card and resets prestige
    (R10); the World's puts the cards back hidden and keeps prestige (R20)."""
    if kind == "full":
        for seat in range(s.n):
            for card in s.hidden[seat]:
                s._discard(card)
            s.hidden[seat] = []
        s.revealed = [[] for _ in range(s.n)]
        s.prestige = [0, 0, 0, 0]
        s._log(None, "every hidden card is discarded and every House's prestige returns to 0",
               "arcanum R10")
    else:
        s.revealed = s.revealed_before
        s._log(None, "the hidden cards go back under the board (those the Sun revealed stay "
               "face up); prestige stays as it is", "arcanum R20")
    s.revealed_before = [[] for _ in range(s.n)]
    s.fool_suit = {}
    s.scoring = None


def finish(s: ArcanumBase) -> None:
    """arcanum "End of the Game": most VP; tie -> more cards in hand; then shared."""
    best = max(s.vp)
    tied = [seat for seat in range(s.n) if s.vp[seat] == best]
    most = max(len(s.hands[seat]) for seat in tied)
    winners = tuple(seat for seat in tied if len(s.hands[seat]) == most)
    how = "most VP" if len(tied) == 1 else (
        "tied on VP, more cards in hand" if len(winners) == 1 else "shared victory")
    s._outcome = Outcome(winners, "vp", f"{how} ({best} VP)", R_END, scores=tuple(s.vp))
    s.phase = "over"
    s._log(None, str(s._outcome), R_END)


DECISIONS = {"fool": FoolAssignment()}
TASKS = {"score": score_task, "reveal_house": reveal_house_task, "fool": fool_task,
         "score_house": score_house_task, "score_end": score_end_task}
