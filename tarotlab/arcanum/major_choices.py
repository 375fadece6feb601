"""The decisions the Major Arcana ask (arcanum: Major Arcana Effects; the table of effects is
``majors``): moving any figure (R6), choosing a House, discarding one card (R17), the Wheel's
gifts (R17), Temperance's swaps, the Tower (R15), the Sun's reveals (R19), and Judgement's
figures off and back on the board (R16).
"""

from __future__ import annotations

from ..core.decision import Decide, Decision
from ..core.engine import Action
from ..core.rules import Verdict
from .base import (
    DISCARDS,
    FIG_INDEX,
    OFF_BOARD,
    ArcanumBase,
    ChooseHouse,
    DiscardOne,
    GiveCard,
    MoveAny,
    SwapHidden,
    ask,
    the,
)
from .catalog import COURT_FIGURES, FOOL, LOCATIONS, MAJOR_BASE, SUITS, code, name, parse_card
from .language import DISCARD_NONE, SWAP_NONE, TOWER_PLACES
from .majors import unrevealed

R_TEMPERANCE = "arcanum: XIV Temperance"


def _figure_move(action: Action) -> tuple[int, int]:
    """``move KnS -> 4`` / ``return KnS -> 4``: (figure, location)."""
    fig_text, _, loc_text = action.arg.partition("->")
    return parse_card(fig_text), int(loc_text)


_MOVES = {fig: {loc: Action(f"move {code(fig)} -> {loc}") for loc in range(1, 11)}
          for fig in COURT_FIGURES}
"""A Major's move of each Court Figure, by location (worked out once: listed at every such
decision)."""


class MoveAnyFigure(Decision[ArcanumBase, MoveAny]):
    """A Major's move of any Court Figure out of its location (arcanum R6)."""

    rule = "arcanum R6"

    def prompt(self, s: ArcanumBase, p: MoveAny) -> str:
        return f"seat {p.seat} moves any Court Figure"

    def legal(self, s: ArcanumBase, p: MoveAny) -> list[Action]:
        open_locations = [loc for loc in range(1, 11) if not s.covered(loc)]  # R15
        acts = []
        for fig in COURT_FIGURES:
            if not s._can_leave(fig):
                continue
            here = s.figures[FIG_INDEX[fig]]
            moves = _MOVES[fig]
            acts += [moves[loc] for loc in open_locations if loc != here]
        return acts

    def candidates(self, s: ArcanumBase, p: MoveAny) -> list[Action]:
        return [move for fig in COURT_FIGURES for move in _MOVES[fig].values()]

    def why(self, s: ArcanumBase, p: MoveAny, action: Action) -> Verdict | None:
        """Why a Major's move is refused: R16 off the board, R15 covered, R6 must leave."""
        if action.kind != "move":
            return None
        fig, loc = _figure_move(action)
        here = s.figures[FIG_INDEX[fig]]
        if here == OFF_BOARD:
            return Verdict(False, "arcanum R16", f"the {name(fig)} is off the board (Judgement)")
        if s.covered(loc) or s.covered(here):
            return Verdict(False, "arcanum R15", f"the Tower covers location "
                           f"{loc if s.covered(loc) else here}: no figure may enter or leave")
        if here == loc:
            return Verdict(False, "arcanum R6", f"the {name(fig)} is already in location {loc}: "
                           "it must leave its location")
        return None

    def do(self, s: ArcanumBase, p: MoveAny, action: Action) -> None:
        fig, loc = _figure_move(action)
        s._push(("move", p.seat, fig, loc, f"{p.rule}, arcanum R6"))


class HouseChoice(Decision[ArcanumBase, ChooseHouse]):
    """A House whose prestige the Major changes (Empress, Emperor, Chariot, Strength)."""

    def citation(self, s: ArcanumBase, p: ChooseHouse) -> str:
        return p.rule  # the Major that asks

    def prompt(self, s: ArcanumBase, p: ChooseHouse) -> str:
        return f"seat {p.seat} chooses a House"

    def legal(self, s: ArcanumBase, p: ChooseHouse) -> list[Action]:
        return [Action(f"house {SUITS[h]}") for h in range(4) if h != p.exclude]

    def candidates(self, s: ArcanumBase, p: ChooseHouse) -> list[Action]:
        return [Action(f"house {h}") for h in SUITS]

    def why(self, s: ArcanumBase, p: ChooseHouse, action: Action) -> Verdict | None:
        if action.kind == "house" and p.exclude >= 0 and action.arg == SUITS[p.exclude]:
            return Verdict(False, p.rule, f"{SUITS[p.exclude]} just gained: a different House "
                           "loses 1 prestige (III Empress)")
        return None

    def do(self, s: ArcanumBase, p: ChooseHouse, action: Action) -> None:
        house = SUITS.index(action.arg)
        s.chosen_house = house
        s._prestige(p.seat, house, p.amount,
                    f"seat {p.seat}'s {p.rule.removeprefix('arcanum: ')}", p.rule)


class DiscardOneCard(Decision[ArcanumBase, DiscardOne]):
    """Chariot and Judgement (R17): each other player must discard one card of theirs."""

    rule = "arcanum R17"

    def prompt(self, s: ArcanumBase, p: DiscardOne) -> str:
        return f"seat {p.seat} must discard one card"

    def legal(self, s: ArcanumBase, p: DiscardOne) -> list[Action]:
        return [DISCARDS[c] for c in sorted(set(s.hands[p.seat]))]

    def candidates(self, s: ArcanumBase, p: DiscardOne) -> list[Action]:
        return [DISCARD_NONE]

    def why(self, s: ArcanumBase, p: DiscardOne, action: Action) -> Verdict | None:
        if action.kind != "discard":
            return None
        if action == DISCARD_NONE:
            return Verdict(False, p.rule, f"{p.rule.removeprefix('arcanum: ')}: every other "
                           "player must discard one card")
        return Verdict(False, p.rule, f"seat {p.seat} has no {name(parse_card(action.arg))} "
                       "in hand")

    def do(self, s: ArcanumBase, p: DiscardOne, action: Action) -> None:
        card = parse_card(action.arg)
        s._take(p.seat, card)
        s._discard(card)
        s._log(p.seat, f"seat {p.seat} discards {the(card)} "
               f"({p.rule.removeprefix('arcanum: ')})", p.rule)


class WheelGift(Decision[ArcanumBase, GiveCard]):
    """X Wheel of Fortune: each player sets aside 2 cards for the player on the left (R17)."""

    rule = "arcanum R17"

    def prompt(self, s: ArcanumBase, p: GiveCard) -> str:
        return f"seat {p.seat} gives a card to the left (Wheel)"

    def legal(self, s: ArcanumBase, p: GiveCard) -> list[Action]:
        return [Action(f"give {code(c)}") for c in sorted(set(s.hands[p.seat]))
                if s._last_minor(p.seat, c) is None]

    def candidates(self, s: ArcanumBase, p: GiveCard) -> list[Action]:
        return [Action(f"give {code(c)}") for c in sorted(set(s.hands[p.seat]))]

    def why(self, s: ArcanumBase, p: GiveCard, action: Action) -> Verdict | None:
        if action.kind != "give":
            return None
        card = parse_card(action.arg)
        if card not in s.hands[p.seat]:
            return Verdict(False, "arcanum R17", f"seat {p.seat} has no {name(card)} in hand (a "
                           "card received from the Wheel cannot be given on)")
        return s._last_minor(p.seat, card)

    def do(self, s: ArcanumBase, p: GiveCard, action: Action) -> None:
        seat = p.seat
        card = parse_card(action.arg)
        s._take(seat, card)
        s.gifts[seat].append(card)
        s._log(seat, f"seat {seat} sets a card aside for seat {(seat + 1) % s.n}", "arcanum R17")
        if p.left > 1:
            s._push(ask(GiveCard("give", seat, p.left - 1)))


class TemperanceSwap(Decision[ArcanumBase, SwapHidden]):
    """XIV Temperance: a hidden Minor is replaced by a Minor from hand, up to twice."""

    rule = R_TEMPERANCE

    def prompt(self, s: ArcanumBase, p: SwapHidden) -> str:
        return f"seat {p.seat} may swap a hidden Minor with one from hand (Temperance)"

    def legal(self, s: ArcanumBase, p: SwapHidden) -> list[Action]:
        acts = [SWAP_NONE]
        for h in sorted(set(c for c in s.hidden[p.seat] if c < MAJOR_BASE)):
            for c in sorted(set(s._hand_minors(p.seat))):
                acts.append(Action(f"swap {code(h)} for {code(c)}"))
        return acts

    def candidates(self, s: ArcanumBase, p: SwapHidden) -> list[Action]:
        return [Action(f"swap {code(h)} for {code(c)}") for h in sorted(set(s.hidden[p.seat]))
                for c in sorted(set(s.hands[p.seat]))]

    def why(self, s: ArcanumBase, p: SwapHidden, action: Action) -> Verdict | None:
        if action.kind != "swap" or action == SWAP_NONE:
            return None
        seat, rule = p.seat, R_TEMPERANCE
        hidden_text, _, hand_text = action.arg.partition(" for ")
        h, c = parse_card(hidden_text), parse_card(hand_text)
        if h not in s.hidden[seat]:
            return Verdict(False, rule, f"{the(h)} is not among seat {seat}'s hidden cards")
        if h == FOOL:
            return Verdict(False, rule, "Temperance replaces hidden Minor Arcana: the Fool stays "
                           "hidden")
        if c not in s.hands[seat]:
            return Verdict(False, rule, f"seat {seat} has no {name(c)} in hand")
        return Verdict(False, rule, f"only Minor Arcana can be hidden: {name(c)} is a Major "
                       "Arcana")

    def do(self, s: ArcanumBase, p: SwapHidden, action: Action) -> None:
        seat = p.seat
        if action == SWAP_NONE:
            s.swaps_stopped = True
            return
        hidden_text, _, hand_text = action.arg.partition(" for ")
        h, c = parse_card(hidden_text), parse_card(hand_text)
        s.hidden[seat].remove(h)
        if h in s.revealed[seat]:
            s.revealed[seat].remove(h)
        s._hide(seat, c)
        s._give(seat, h)
        s._log(seat, f"seat {seat} replaces a hidden card with one from hand", R_TEMPERANCE)


class TowerPlacement(Decision[ArcanumBase, Decide]):
    """XVI Tower: it covers two neighbouring locations until its owner's next turn (R15)."""

    rule = "arcanum R15"

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} places the Tower on two locations"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return list(TOWER_PLACES)

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        a, b = (int(x) for x in action.arg.split("-"))
        s.tower = (seat, a, b)
        s._log(seat, f"seat {seat}'s Tower covers locations {a} and {b} until seat {seat}'s "
               "next turn", "arcanum R15")


class SunReveal(Decision[ArcanumBase, Decide]):
    """XIX Sun: each other player reveals a hidden card not yet revealed (R19)."""

    rule = "arcanum R19"

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} reveals a hidden card (Sun)"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [Action(f"reveal {code(c)}") for c in sorted(set(unrevealed(s, p.seat)))]

    def candidates(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [Action(f"reveal {code(c)}") for c in sorted(set(s.hidden[p.seat]))]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action.kind != "reveal":
            return None
        seat, card = p.seat, parse_card(action.arg)
        if card in s.revealed[seat]:
            return Verdict(False, "arcanum R19", f"{the(card)} is already revealed: reveal "
                           "another hidden card")
        return Verdict(False, "arcanum R19", f"{the(card)} is not among seat {seat}'s hidden "
                       "cards")

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        card = parse_card(action.arg)
        s.revealed[p.seat].append(card)
        s.revealed[p.seat].sort()
        s._log(p.seat, f"seat {p.seat} reveals the hidden {name(card)}", "arcanum R19")


class JudgementRemove(Decision[ArcanumBase, Decide]):
    """XX Judgement: take any 3 Court Figures off the board, each free to leave (R16, R15)."""

    rule = "arcanum R16"

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} takes a Court Figure off the board (Judgement)"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [Action(f"remove {code(f)}") for f in COURT_FIGURES if s._can_leave(f)]

    def candidates(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [Action(f"remove {code(f)}") for f in COURT_FIGURES]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action.kind != "remove":
            return None
        fig = parse_card(action.arg)
        if fig not in FIG_INDEX:
            return Verdict(False, "arcanum R16", f"Judgement removes only Court Figures from the "
                           f"board, and the {name(fig)} is not one")
        loc = s.figures[FIG_INDEX[fig]]
        if loc == OFF_BOARD:
            return Verdict(False, "arcanum R16", f"the {name(fig)} is already off the board")
        return Verdict(False, "arcanum R15", f"the {name(fig)} stands in location {loc}, which "
                       "the Tower covers: no figure may leave it")

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        fig = parse_card(action.arg)
        s.figures[FIG_INDEX[fig]] = OFF_BOARD
        owner, figs = s.judgements[-1]
        s.judgements[-1] = (owner, (*figs, fig))
        s._log(p.seat, f"seat {p.seat} takes the {name(fig)} off the board (Judgement)",
               "arcanum R16")


def judged_by(s: ArcanumBase, seat: int) -> list[int]:
    """The figures ``seat``'s Judgement took off the board."""
    return [f for owner, figs in s.judgements if owner == seat for f in figs]


class JudgementReturn(Decision[ArcanumBase, Decide]):
    """arcanum R16: at the start of its owner's next turn, each figure Judgement removed goes
    back, into three different locations (not under the Tower, R15)."""

    rule = "arcanum R16"

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} places back a figure removed by Judgement"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        mine = judged_by(s, p.seat)
        used = {s.figures[FIG_INDEX[f]] for f in mine if s.figures[FIG_INDEX[f]] > 0}
        waiting = [f for f in mine if s.figures[FIG_INDEX[f]] == OFF_BOARD]
        return [Action(f"return {code(f)} -> {loc}") for f in waiting for loc in range(1, 11)
                if loc not in used and not s.covered(loc)]

    def candidates(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [Action(f"return {code(f)} -> {loc}") for f in judged_by(s, p.seat)
                for loc in range(1, 11)]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action.kind != "return":
            return None
        seat = p.seat
        fig, loc = _figure_move(action)
        if fig not in judged_by(s, seat):
            return Verdict(False, "arcanum R16", f"the {name(fig)} was not taken off the board "
                           f"by seat {seat}'s Judgement")
        if s.figures[FIG_INDEX[fig]] != OFF_BOARD:
            return Verdict(False, "arcanum R16", f"the {name(fig)} is already placed back")
        if s.covered(loc):
            return Verdict(False, "arcanum R15", f"the Tower covers location {loc}: no figure "
                           "may enter it")
        return Verdict(False, "arcanum R16", f"location {loc} already holds a figure placed back "
                       "this turn: the three go to different locations")

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        fig, loc = _figure_move(action)
        s.figures[FIG_INDEX[fig]] = loc
        s._log(seat, f"seat {seat} places the {name(fig)} back in location {loc}, "
               f"{LOCATIONS[loc - 1].name} (no prestige, no location effect)", "arcanum R16")
        if all(s.figures[FIG_INDEX[f]] > 0 for f in judged_by(s, seat)):
            s.judgements = [j for j in s.judgements if j[0] != seat]


DECISIONS = {"move": MoveAnyFigure(), "house": HouseChoice(), "discard_one": DiscardOneCard(),
             "give": WheelGift(), "swap": TemperanceSwap(), "tower": TowerPlacement(),
             "reveal": SunReveal(), "judge_remove": JudgementRemove(),
             "judge_return": JudgementReturn()}
