"""arcanum: Major Arcana Effects: the 22 Majors as a table, card -> the tasks its effect is.

Each entry follows the player's aid for that card (arcanum.txt, "Major Arcana Effects") and the
rulings that settle it (R6 moves, R13-R21); the decisions a Major asks are in
``major_choices``. ``seat`` plays the card; ``others`` are the other players clockwise from
its left (arcanum R17).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.decision import Decide, Task
from .base import (
    MAJOR_DECK,
    MINOR_DECK,
    R_DEATH,
    ArcanumBase,
    ChooseHouse,
    DiscardCards,
    DiscardOne,
    GiveCard,
    HideOptional,
    MoveAny,
    SwapHidden,
    ask,
    seat_order,
)
from .catalog import (
    CHARIOT,
    COURT_FIGURES,
    DEATH,
    DEVIL,
    EMPEROR,
    EMPRESS,
    FOOL,
    HANGED_MAN,
    HERMIT,
    HIEROPHANT,
    HIGH_PRIESTESS,
    JUDGEMENT,
    JUSTICE,
    LOVERS,
    MAGICIAN,
    MOON,
    STARS,
    STRENGTH,
    SUN,
    TEMPERANCE,
    TOWER,
    WHEEL,
    WORLD,
    name,
)

Effect = Callable[[int, list[int], str], list[Task]]
"""(seat, others, rule) -> the effect's tasks."""


def _hides(source: str, seat: int, others: list[int], rule: str) -> list[Task]:
    """Hermit and Moon: the active player may hide up to 2, then each other player 1."""
    return [ask(HideOptional("hide_opt", seat, source, rule)), ("hide_more", seat, source, rule),
            *[ask(HideOptional("hide_opt", s, source, rule)) for s in others]]


MAJOR_EFFECTS: dict[int, Effect] = {
    FOOL: lambda seat, others, rule: [ask(MoveAny("move", seat, rule))],
    MAGICIAN: lambda seat, others, rule: [
        ("draw", seat, MINOR_DECK, 2, rule), ("limit", seat),
        ask(HideOptional("hide_opt", seat, "Magician", rule))],
    HIGH_PRIESTESS: lambda seat, others, rule: [("vp", seat, 3, "High Priestess", rule)],
    EMPRESS: lambda seat, others, rule: [
        ask(MoveAny("move", seat, rule)), ask(ChooseHouse("house", seat, 1, -1, rule)),
        ("empress_lower", seat)],
    EMPEROR: lambda seat, others, rule: [
        ask(HideOptional("hide_opt", seat, "Emperor", rule)),
        ask(ChooseHouse("house", seat, 3, -1, rule))],
    HIEROPHANT: lambda seat, others, rule: [
        ("draw", seat, MINOR_DECK, 1, rule), ("draw", seat, MAJOR_DECK, 1, rule),
        ("limit", seat)],
    LOVERS: lambda seat, others, rule: [("lovers", seat)],
    CHARIOT: lambda seat, others, rule: [
        ask(ChooseHouse("house", seat, 2, -1, rule)),
        *[ask(DiscardOne("discard_one", s, rule)) for s in others]],
    STRENGTH: lambda seat, others, rule: [
        ("vp", seat, 2, "Strength", rule), ask(ChooseHouse("house", seat, 3, -1, rule))],
    HERMIT: lambda seat, others, rule: _hides("Hermit", seat, others, rule),
    WHEEL: lambda seat, others, rule: [
        *[ask(GiveCard("give", s, 2)) for s in [*others, seat]], ("wheel_swap",)],
    JUSTICE: lambda seat, others, rule: [("justice", seat)],
    HANGED_MAN: lambda seat, others, rule: [
        ("vp", seat, -2, "Hanged Man", rule), ("draw", seat, MAJOR_DECK, 2, rule),
        ("limit", seat)],
    DEATH: lambda seat, others, rule: [("death", seat)],
    TEMPERANCE: lambda seat, others, rule: [
        ask(MoveAny("move", seat, rule)), ask(SwapHidden("swap", seat, 0)),
        ("temperance_more", seat)],
    DEVIL: lambda seat, others, rule: [("devil", seat)],
    TOWER: lambda seat, others, rule: [("vp", seat, 2, "Tower", rule), ask(Decide("tower", seat))],
    STARS: lambda seat, others, rule: [
        ("draw", seat, MINOR_DECK, 2, rule), ("vp", seat, 2, "Stars", rule), ("limit", seat)],
    MOON: lambda seat, others, rule: [
        *[("draw", s, MINOR_DECK, 1, rule) for s in [seat, *others]],
        *[("limit", s) for s in [seat, *others]], *_hides("Moon", seat, others, rule)],
    SUN: lambda seat, others, rule: [("vp", seat, 2, "Sun", rule), *[("sun", s) for s in others]],
    JUDGEMENT: lambda seat, others, rule: [
        *[ask(DiscardOne("discard_one", s, rule)) for s in others],
        ("judge_start", seat), ("judge_remove", seat), ("judge_remove", seat),
        ("judge_remove", seat)],
    WORLD: lambda seat, others, rule: [
        ask(HideOptional("hide_opt", seat, "World", rule)), ("score", "world")],
}
"""The 22 Major Arcana: card -> its effect (arcanum: Major Arcana Effects)."""


def major_tasks(s: ArcanumBase, seat: int, card: int) -> list[Task]:
    """The effect of a Major Arcana played by ``seat``, as tasks.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcanum", seed=1)
    >>> major_tasks(s, 0, HIGH_PRIESTESS)
    [('vp', 0, 3, 'High Priestess', 'arcanum: II High Priestess')]
    """
    return MAJOR_EFFECTS[card](seat, s._others(seat), f"arcanum: {name(card)}")


# ---------------------------------------------------------------------- effects done at once
def empress_lower_task(s: ArcanumBase, seat: int) -> None:
    """III Empress: a different House loses 1 prestige."""
    s.pending = ChooseHouse("house", seat, -1, s.chosen_house, "arcanum: III Empress")


def lovers_task(s: ArcanumBase, seat: int) -> None:
    """arcanum R18: you gain 2 VP, and so does every player with the fewest VP."""
    lowest = [p for p in seat_order(seat, s.n) if s.vp[p] == min(s.vp)]
    s._gain_vp(seat, 2, "Lovers", "arcanum R18")
    for p in lowest:
        s._gain_vp(p, 2, "Lovers: fewest VP", "arcanum R18")


def wheel_swap_task(s: ArcanumBase) -> None:
    """arcanum R17: the gifts reach the player on the left all at once."""
    for seat in range(s.n):
        for card in s.gifts[seat]:
            s._give((seat + 1) % s.n, card)
    s._log(None, "the Wheel: every player's gifts reach the player on their left at once",
           "arcanum R17")
    s.gifts = [[] for _ in range(s.n)]
    s._push(*[("limit", p) for p in range(s.n)])


def justice_task(s: ArcanumBase, seat: int) -> None:
    """XI Justice: draw Minor Arcana up to 4 cards in hand."""
    need = 4 - len(s.hands[seat])
    if need > 0:
        s._push(("draw", seat, MINOR_DECK, need, "arcanum: XI Justice"))


def death_task(s: ArcanumBase, seat: int) -> None:
    """XIII Death: discard 1 or 2 Minor Arcana, then draw as many Major Arcana."""
    if s._hand_minors(seat):
        s.pending = DiscardCards("discard", seat, "death", 0)
    else:
        s._log(seat, f"seat {seat} has no Minor Arcana to discard: Death draws nothing",
               R_DEATH)


def death_more_task(s: ArcanumBase, seat: int, done: int) -> None:
    """Death's optional second discard (asked even with no Minor left: that is secret)."""
    s._t_ask(DiscardCards("discard", seat, "death", done))
    if s.pending is None:
        s._push(("draw", seat, MAJOR_DECK, done, R_DEATH), ("limit", seat))


def temperance_more_task(s: ArcanumBase, seat: int) -> None:
    """XIV Temperance: a second swap, unless the first was declined."""
    stopped, s.swaps_stopped = s.swaps_stopped, False
    if not stopped:
        s._t_ask(SwapHidden("swap", seat, 1))


def devil_task(s: ArcanumBase, seat: int) -> None:
    s.devil = True
    s._log(seat, f"seat {seat}'s Devil: VP and prestige changes are doubled for the rest of "
           "this turn", "arcanum R14")


def sun_task(s: ArcanumBase, seat: int) -> None:
    """XIX Sun: each other player reveals up to 3 hidden cards (R19)."""
    count = min(3, len(unrevealed(s, seat)))
    s._push(*[ask(Decide("reveal", seat))] * count)


def unrevealed(s: ArcanumBase, seat: int) -> list[int]:
    """``seat``'s hidden cards not yet shown face up."""
    left = list(s.hidden[seat])
    for c in s.revealed[seat]:
        left.remove(c)
    return left


def judge_start_task(s: ArcanumBase, seat: int) -> None:
    s.judgements.append((seat, ()))


def judge_remove_task(s: ArcanumBase, seat: int) -> None:
    """XX Judgement: take a Court Figure off the board, while one can leave (R16)."""
    if any(s._can_leave(f) for f in COURT_FIGURES):
        s.pending = Decide("judge_remove", seat)


TASKS = {"empress_lower": empress_lower_task, "lovers": lovers_task,
         "wheel_swap": wheel_swap_task, "justice": justice_task, "death": death_task,
         "death_more": death_more_task, "temperance_more": temperance_more_task,
         "devil": devil_task, "sun": sun_task, "judge_start": judge_start_task,
         "judge_remove": judge_remove_task}
