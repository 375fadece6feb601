"""The ten locations' effects for the active player (arcanum: Playing a Minor Arcana, d), and
the optional hides they and the Major Arcana offer.

1 Mage Tower: 1 VP and a Major. 2 Artisan District: 2 Minor or 1 Major. 3 Harbour: a Minor,
then each other player may draw one, then the active player as many (arcanum R17 order).
4 Throne Room: 2 Minor. 5 Market: 2 VP, then a card may be exchanged. 6 Fields: 1 VP and each
House raised, lowered or kept by 1. 7 Treasure Vault: a Minor drawn and hidden. 8 Cathedral:
hide a Minor or draw 2. 9 Ballroom: hide a Minor from hand. 10: no effect.
"""

from __future__ import annotations

from ..core.decision import Decide, Decision, Task
from ..core.engine import Action
from ..core.rules import Verdict
from .base import (
    DRAW_TEXT,
    HIDES,
    MAJOR_DECK,
    MINOR_DECK,
    ArcanumBase,
    FieldsHouse,
    HideOptional,
    ask,
    loc_rule,
    the,
)
from .catalog import LOCATIONS, SUITS, code, is_major, name, parse_card
from .draw_hide import do_hide, why_hide_card
from .language import (
    DRAW_1_MAJOR,
    DRAW_2_MINORS,
    HARBOUR_DRAW,
    HARBOUR_PASS,
    HIDE_NONE,
    MARKET_PASS,
)


def location_tasks(s: ArcanumBase, seat: int, loc: int) -> list[Task]:
    """The effect of location ``loc`` for the active player ``seat``, as tasks."""
    effect = LOCATIONS[loc - 1].effect
    rule = loc_rule(loc)
    if effect == "mage-tower":
        return [("vp", seat, 1, "Mage Tower", rule),
                *([("draw", seat, MAJOR_DECK, 1, rule), ("limit", seat)]
                  if s._majors_now() else [])]
    if effect == "artisan":
        if not s._majors_now():
            return [("draw", seat, MINOR_DECK, 2, rule), ("limit", seat)]
        return [ask(Decide("artisan", seat))]
    if effect == "harbour":
        return [("draw", seat, MINOR_DECK, 1, rule), ("limit", seat),
                *[ask(Decide("harbour", other)) for other in s._others(seat)],
                ("harbour_end", seat)]
    if effect == "throne":
        return [("draw", seat, MINOR_DECK, 2, rule), ("limit", seat)]
    if effect == "market":
        return [("vp", seat, 2, "Market", rule), ask(Decide("market", seat))]
    if effect == "fields":
        return [("vp", seat, 1, "Fields", rule),
                *[ask(FieldsHouse("fields", seat, h)) for h in range(4)]]
    if effect == "vault":
        return [("draw", seat, MINOR_DECK, 1, rule, "hidden")]
    if effect == "cathedral":
        return [ask(Decide("cathedral", seat))]
    if effect == "ballroom":
        return [ask(HideOptional("hide_opt", seat, "Ballroom", rule))]
    return []


class ArtisanDraw(Decision[ArcanumBase, Decide]):
    """2 Artisan District: draw 2 Minor Arcana or 1 Major Arcana."""

    rule = loc_rule(2)

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} draws 2 Minor or 1 Major Arcana (Artisan District)"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [DRAW_2_MINORS, DRAW_1_MAJOR]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action not in DRAW_TEXT:
            return None
        return Verdict(False, self.rule, "the Artisan District draws 2 Minor Arcana or 1 Major "
                       "Arcana")

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        s._log(seat, f"seat {seat} chooses to draw {DRAW_TEXT[action]} (Artisan District)",
               self.rule)
        deck, n = (MINOR_DECK, 2) if action == DRAW_2_MINORS else (MAJOR_DECK, 1)
        s._push(("draw", seat, deck, n, self.rule), ("limit", seat))


class HarbourDraw(Decision[ArcanumBase, Decide]):
    """3 Harbour: each other player, clockwise from the active player's left, may draw a Minor
    Arcana (arcanum R17)."""

    rule = f"{loc_rule(3)}, arcanum R17"

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} may draw 1 Minor Arcana (Harbour)"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [HARBOUR_DRAW, HARBOUR_PASS]

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        rule = loc_rule(3)
        if action == HARBOUR_DRAW:
            s._log(seat, f"seat {seat} chooses to draw 1 Minor Arcana at the Harbour", rule)
            s.harbour_count += 1
            s._push(("draw", seat, MINOR_DECK, 1, rule), ("limit", seat))
        else:
            s._log(seat, f"seat {seat} chooses not to draw at the Harbour", rule)


def harbour_end_task(s: ArcanumBase, seat: int) -> None:
    """The active player draws as many Minor Arcana as the other players drew."""
    count, s.harbour_count = s.harbour_count, 0
    drew = f"{count} other player{'s' if count != 1 else ''} drew" if count else \
        "no other player drew"
    s._log(seat, f"{drew} at the Harbour: seat {seat} draws as many, {count} Minor Arcana",
           loc_rule(3))
    s._push(("draw", seat, MINOR_DECK, count, loc_rule(3)), ("limit", seat))


class MarketExchange(Decision[ArcanumBase, Decide]):
    """5 Market: discard a Major to draw a Major, or a Minor to draw 2 Minors, or pass."""

    rule = loc_rule(5)

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} may exchange a card at the Market"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        acts = [MARKET_PASS]
        for card in sorted(set(s.hands[p.seat])):
            if is_major(card) and not s._majors_now():
                continue
            acts.append(Action(f"market swap {code(card)}"))
        return acts

    def candidates(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [Action(f"market swap {code(c)}") for c in sorted(set(s.hands[p.seat]))]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action.kind != "market" or action == MARKET_PASS:
            return None
        seat, card = p.seat, parse_card(action.split()[-1])
        if card not in s.hands[seat]:
            return Verdict(False, self.rule, f"seat {seat} has no {name(card)} in hand")
        return Verdict(False, "tarotlab A4", f"no Major Arcana can be drawn in this game now, so "
                       f"{name(card)} cannot be exchanged for one")

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        if action == MARKET_PASS:
            s._log(seat, f"seat {seat} makes no exchange at the Market", self.rule)
            return
        card = parse_card(action.split()[-1])
        s._take(seat, card)
        s._discard(card)
        deck, n = (MAJOR_DECK, 1) if is_major(card) else (MINOR_DECK, 2)
        s._log(seat, f"seat {seat} discards {the(card)} at the Market to draw {n} "
               f"{deck.title()} Arcana", self.rule)
        s._push(("draw", seat, deck, n, self.rule), ("limit", seat))


class FieldsChange(Decision[ArcanumBase, FieldsHouse]):
    """6 Fields: each House in turn is raised, lowered or kept by 1."""

    rule = loc_rule(6)

    def prompt(self, s: ArcanumBase, p: FieldsHouse) -> str:
        return f"seat {p.seat} may raise or lower a House (Fields)"

    def legal(self, s: ArcanumBase, p: FieldsHouse) -> list[Action]:
        house = SUITS[p.house]
        return [Action(f"raise {house}"), Action(f"lower {house}"), Action(f"keep {house}")]

    def why(self, s: ArcanumBase, p: FieldsHouse, action: Action) -> Verdict | None:
        if action.kind not in ("raise", "lower", "keep"):
            return None
        return Verdict(False, self.rule, f"the Fields asks about one House at a time: now "
                       f"{SUITS[p.house]} (raise, lower or keep it)")

    def do(self, s: ArcanumBase, p: FieldsHouse, action: Action) -> None:
        seat, house = p.seat, p.house
        if action.kind == "keep":
            s._log(seat, f"seat {seat} leaves {SUITS[house]} prestige as it is at the Fields",
                   self.rule)
            return
        s._prestige(seat, house, 1 if action.kind == "raise" else -1,
                    f"seat {seat} {action.kind}s {SUITS[house]} at the Fields", self.rule)


def optional_hides(s: ArcanumBase, seat: int) -> list[Action]:
    """The Minors ``seat`` may hide now (not the last one before the Minor, R22)."""
    return [HIDES[c] for c in sorted(set(s._hand_minors(seat)))
            if s._last_minor(seat, c) is None]


class OptionalHide(Decision[ArcanumBase, HideOptional]):
    """An optional hide of a Minor from hand: Ballroom, Magician, Emperor, Hermit, Moon, World
    ("up to 2" for the active player with the Hermit and the Moon)."""

    def citation(self, s: ArcanumBase, p: HideOptional) -> str:
        return p.rule

    def prompt(self, s: ArcanumBase, p: HideOptional) -> str:
        return f"seat {p.seat} may hide {'a second' if p.nth == 2 else '1'} Minor Arcana " \
               f"({p.source})"

    def legal(self, s: ArcanumBase, p: HideOptional) -> list[Action]:
        return [HIDE_NONE, *optional_hides(s, p.seat)]

    def candidates(self, s: ArcanumBase, p: HideOptional) -> list[Action]:
        return [HIDES[c] for c in sorted(set(s.hands[p.seat]))]

    def why(self, s: ArcanumBase, p: HideOptional, action: Action) -> Verdict | None:
        return why_optional_hide(s, p.seat, action)

    def do(self, s: ArcanumBase, p: HideOptional, action: Action) -> None:
        seat = p.seat
        if action == HIDE_NONE:
            s._log(seat, f"seat {seat} hides nothing ({p.source})", p.rule)
            if s.tasks and s.tasks[0][:2] == ("hide_more", seat):
                s.tasks.pop(0)  # "hide none" ends this seat's hides (Hermit, Moon)
            return
        do_hide(s, seat, action)


def why_optional_hide(s: ArcanumBase, seat: int, action: Action) -> Verdict | None:
    """Why an optional hide is refused: the card (R11, the Fool), or R22's last Minor."""
    verdict = why_hide_card(s, seat, action, s._pending_rule())
    if verdict is not None or action.kind != "hide" or action == HIDE_NONE:
        return verdict
    return s._last_minor(seat, parse_card(action.arg))


def hide_more_task(s: ArcanumBase, seat: int, source: str, rule: str) -> None:
    """The second of the active player's hides (Hermit, Moon: "up to 2")."""
    s._t_ask(HideOptional("hide_opt", seat, source, rule, 2))


class CathedralChoice(Decision[ArcanumBase, Decide]):
    """8 Cathedral: hide a Minor from hand or draw 2 Minor Arcana."""

    rule = loc_rule(8)

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} hides 1 Minor Arcana or draws 2 (Cathedral)"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [DRAW_2_MINORS, *optional_hides(s, p.seat)]

    def candidates(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [*[HIDES[c] for c in sorted(set(s.hands[p.seat]))], HIDE_NONE]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action == HIDE_NONE:
            return Verdict(False, self.rule, "the Cathedral: hide 1 Minor Arcana or draw 2 "
                           "Minor Arcana, one of the two")
        return why_optional_hide(s, p.seat, action)

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        if action == DRAW_2_MINORS:
            s._log(seat, f"seat {seat} chooses to draw 2 Minor Arcana at the Cathedral",
                   self.rule)
            s._push(("draw", seat, MINOR_DECK, 2, self.rule), ("limit", seat))
        else:
            do_hide(s, seat, action)


DECISIONS = {"artisan": ArtisanDraw(), "harbour": HarbourDraw(), "market": MarketExchange(),
             "fields": FieldsChange(), "hide_opt": OptionalHide(),
             "cathedral": CathedralChoice()}
TASKS = {"harbour_end": harbour_end_task, "hide_more": hide_more_task}
