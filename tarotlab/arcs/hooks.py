"""The points where a card changes the rules: ``Ability``, one no-op method or value per hook,
and the registry of every card's ability.

The base rules (``tarotlab.arcs.pieces`` and ``tarotlab.arcs.phases``) never name a card. Where
the rulebook lets a Court card, a leader or a lore card change something, they ask the
abilities in play through one of these hooks: ``s.abilities(seat)`` gives a seat's Guild cards
(in the order it took them), its leader and its lore cards. Each card is one small subclass in
``tarotlab.arcs.abilities`` registered with ``@register("<id>")``: its name, rule citation and
text come from ``data/components.toml``; it overrides only the hooks it needs.

The hooks, by the rulebook's order:

* setup: ``on_setup``;
* the Prelude: ``prelude`` / ``prelude_options`` / ``use`` / ``refuse_use`` (Guild cards'
  Prelude actions), ``spend_as`` (any token spent as one type; Outrage never blocks it);
* actions: ``verbs``, ``grammar`` and ``examples`` (new actions), ``new_actions`` /
  ``perform`` / ``refuse_new_action``, ``extras`` / ``extra_actions`` / ``take_extra``
  (an extra action beside a Copy or Pivot), ``may_tax``,
  ``may_secure``, ``move_limit``, ``build_options`` / ``pays_for_building`` /
  ``builds_fresh``, ``gate_building`` / ``gate_city_types`` / ``tax_gate_city``,
  ``before_copied_action`` / ``after_copied_action``, ``after_move``, ``rival_enters_gate``;
* declaring: ``lets_declare``, ``may_declare``, ``cancels_zero_marker``, ``on_declare``;
* battle: ``battle_start``, ``extra_dice`` / ``least_dice``, ``forbids_raid_dice``,
  ``rerolls``, ``intercepts_rolled`` / ``intercept``, ``prevents_ransack``, ``battle_end``;
* the Court and the board: ``extra_slot``, ``guards``, ``on_stolen``, ``keeps_on_outrage``,
  ``plain_discard``, ``on_secure`` / ``vox_done`` (Vox cards), ``at_round_end``;
* the chapter's end: ``ambition_bonus``, ``ambition_gain``, ``chapter_end``;
* follow-up decisions a card asks (``AbilityAsk``): ``ask_legal`` / ``ask_why`` / ``ask_do``;
* ``refuse(action)``: the card's own explanation of a refusal, asked where its rule applies.

``S`` is the state the ability acts on (``tarotlab.arcs.phases.chapter.ChapterRules``, the top
rules layer, for the cards of ``tarotlab.arcs.abilities``), so ``mypy --strict`` checks every
call an ability makes; the base rules call the hooks of ``Ability[Any]``.

Where several abilities answer one hook, the order is the base rules' (a seat's Guild cards in
the order it took them, then its leader, then its lore cards; the new actions of cards by the
registry's ``ORDER``; the chapter's end: leaders seat by seat, then Guild and lore cards by
card), so that what a player sees never depends on how the code is split.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.rules import Verdict
from .components import COURT, LEADERS, LORE
from .underway import AbilityAsk, BattleState

if TYPE_CHECKING:
    from .action_types import CardForms

S = TypeVar("S")
A = TypeVar("A", bound="Ability[Any]")


class Ability(Generic[S]):
    """What one Court card, leader or lore card changes in the rules (see the module docstring).

    Every method is a hook with the base rules' behaviour (nothing changes); class attributes
    are the card's data and its static modifiers.
    """

    card: ClassVar[str] = ""
    """The card's id in components.toml (``BC08``, ``LEAD05``, ``L13``)."""
    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    """Its citation: ``arcs card: <name>``, ``arcs leader: <name>`` or ``arcs lore: <name>``."""
    text: ClassVar[str] = ""
    grammar: ClassVar[CardForms] = ()
    """Forms of its new actions (``language.CardForms``: tried after the base forms)."""
    examples: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    """Examples of verbs, shown when a typed text with that verb is not an action."""
    verbs: ClassVar[Mapping[str, str]] = {}
    """Its new actions: verb -> the standard action each replaces (arcs: New Actions)."""
    extras: ClassVar[Mapping[str, str]] = {}
    """Its extra actions beside a Copy or Pivot: verb -> the standard action the pip then
    takes (the extra action binds the pip to it)."""
    prelude: ClassVar[bool] = False
    """The card has a Prelude action (``use <card>…``)."""
    spend_as: ClassVar[str | None] = None
    """Any resource may be spent as this type; Outrage never blocks it (Loyal cards)."""
    keeps_on_outrage: ClassVar[bool] = False
    """Not discarded when its holder Provokes Outrage of its suit."""
    extra_slot: ClassVar[int | None] = None
    """The raid cost of an extra resource slot on the card (slot 7), if it has one."""
    gate_building: ClassVar[str | None] = None
    """The building ("city" or "starport") its holder may build in a gate, 1 per gate."""
    guards: ClassVar[bool] = False
    """Rivals may steal neither its holder's resources nor its other Guild cards."""
    plain_discard: ClassVar[bool] = False
    """``use <card>`` alone discards it for no effect (its effect needs a target)."""

    # ------------------------------------------------------------------ setup and Prelude
    def on_setup(self, s: S, seat: int) -> None:
        """After the starting pieces are placed, in turn order."""

    def prelude_options(self, s: S, seat: int) -> list[Action]:
        """Its Prelude actions now (``use <card>…``); never on a card secured this Prelude."""
        return []

    def use(self, s: S, seat: int, detail: str | None) -> None:
        """Carry out ``use <card>[ detail]``."""
        raise TarotlabError(f"arcs: {self.name} has no Prelude action")

    def refuse_use(self, s: S, seat: int) -> Verdict | None:
        """Why ``use <card>…`` is not legal now, beyond holding it and the Prelude."""
        return None

    # ------------------------------------------------------------------ actions
    def new_actions(self, s: S, seat: int, standard: str) -> list[Action]:
        """Its new actions that may replace a ``standard`` action now."""
        return []

    def perform(self, s: S, seat: int, action: Action) -> None:
        """Carry out one of its new actions (a verb of ``verbs``)."""
        raise TarotlabError(f"arcs: {self.name} has no new action {action.kind!r}")

    def refuse_new_action(self, s: S, seat: int, action: Action, in_turn: bool) -> Verdict | None:
        """Why one of its new actions is refused (``in_turn``: taken with a pip, not bought by
        a resource's Prelude action)."""
        return None

    def extra_actions(self, s: S, seat: int) -> list[Action]:
        """Actions it adds beside a Copy or Pivot (before the action the pip takes)."""
        return []

    def take_extra(self, s: S, seat: int, action: Action) -> None:
        """Take one of its extra actions (a verb of ``extras``) before the pip's action."""
        raise TarotlabError(f"arcs: {self.name} has no extra action {action.kind!r}")

    def may_tax(self, s: S, seat: int, sid: str, owner: int) -> bool:
        """Whether ``seat`` may tax ``owner``'s city at ``sid`` (the base rules allow it)."""
        return True

    def may_secure(self, s: S, seat: int, card: str, agents: list[int]) -> bool:
        """Whether ``seat`` may secure ``card`` (on which it has the most agents)."""
        return True

    def move_limit(self, s: S, seat: int) -> int | None:
        """The most ships one Move may carry (None: no limit)."""
        return None

    def build_options(self, s: S, seat: int, sid: str, city: bool, port: bool) -> list[Action]:
        """Builds beyond the building slots of ``sid`` (a gate, or a full planet)."""
        return []

    def pays_for_building(self, s: S, seat: int, piece: str, sid: str) -> bool:
        """Pay for a building beyond the slots it offered; True if it did."""
        return False

    def builds_fresh(self, s: S, seat: int, piece: str, sid: str) -> bool:
        """A piece built where a rival controls is fresh after all (logged); True if so."""
        return False

    def gate_city_types(self, s: S, sid: str) -> list[str]:
        """The resource types of a city standing in the gate ``sid``."""
        return []

    def tax_gate_city(self, s: S, seat: int, sid: str, whose: str, types: list[str]) -> str:
        """Tax a city standing in a gate, of several types or none; the event's text."""
        return f"taxes {whose} at {sid}"

    def before_copied_action(self, s: S, seat: int, kind: str) -> None:
        """Before the action of a Copy or Pivot (once per turn, while no extra was taken)."""

    def after_copied_action(self, s: S, seat: int, kind: str) -> None:
        """After the action of a Copy or Pivot."""

    def after_move(self, s: S, seat: int, moved: tuple[tuple[str, int], ...]) -> None:
        """After a Move (and its Catapult): ``moved`` is where its fresh ships ended."""

    def rival_enters_gate(self, s: S, owner: int, mover: int, gate: str) -> None:
        """A rival's ships move into a gate ``owner`` (its holder) controls."""

    # ------------------------------------------------------------------ declaring
    def lets_declare(self, s: S, seat: int, how: str) -> bool:
        """Whether ``seat`` may declare with a card played as ``how`` (not led)."""
        return False

    def may_declare(self, s: S, seat: int) -> bool:
        """Whether ``seat`` may declare at all now."""
        return True

    def cancels_zero_marker(self, s: S, seat: int, ambition: str) -> bool:
        """Whether declaring ``ambition`` places no zero marker (logged); True if so."""
        return False

    def on_declare(self, s: S, seat: int, ambition: str) -> None:
        """After ``seat`` declared (before the event; tasks it pushes come next)."""

    # ------------------------------------------------------------------ battle
    def battle_start(self, s: S, b: BattleState) -> None:
        """The holder defends in a battle, before dice are collected."""

    def extra_dice(self, s: S, b: BattleState) -> int:
        """Dice its holder may collect beyond one per attacking ship."""
        return 0

    def least_dice(self, s: S, b: BattleState) -> int:
        """The fewest dice its holder collects."""
        return 1

    def forbids_raid_dice(self, s: S, b: BattleState) -> bool:
        """The holder defends: the attacker may take no raid dice."""
        return False

    def rerolls(self, s: S, b: BattleState) -> bool:
        """After the roll (attacking): offer a reroll; True if it asked (and will roll on)."""
        return False

    def intercepts_rolled(self, s: S, b: BattleState, icons: int) -> int:
        """Attacking: the intercept icons the roll counts."""
        return icons

    def intercept(self, s: S, b: BattleState, intercept: bool) -> bool:
        """Defending: whether the attacker's roll intercepts."""
        return intercept

    def prevents_ransack(self, s: S, attacker: int, defender: int) -> bool:
        """The holder's city is destroyed: no Ransack of the Court (logged); True if so."""
        return False

    def battle_end(self, s: S, b: BattleState, seat: int) -> list[tuple[Any, ...]]:
        """After a battle its holder ``seat`` fought in: effects, and tasks to push."""
        return []

    def on_stolen(self, s: S, thief: int, owner: int, lead: str) -> bool:
        """The card was taken from ``owner``; True if it went elsewhere (logged)."""
        return False

    # ------------------------------------------------------------------ the Court, rounds
    def on_secure(self, s: S, seat: int) -> None:
        """A Vox card resolves when secured."""

    def vox_done(self, s: S, seat: int) -> None:
        """A Vox card has resolved."""

    def at_round_end(self, s: S, seat: int, card: str) -> None:
        """The card was set beside the action card ``card`` this round."""

    # ------------------------------------------------------------------ follow-up decisions
    def ask_legal(self, s: S, ask: AbilityAsk) -> list[Action]:
        """The choices of a follow-up decision it asks (empty: it is not asked)."""
        return []

    def ask_why(self, s: S, ask: AbilityAsk, action: Action) -> Verdict | None:
        """Why a choice of its decision is refused."""
        return None

    def ask_do(self, s: S, ask: AbilityAsk, action: Action) -> None:
        """Carry out a choice of its decision."""

    # ------------------------------------------------------------------ the chapter's end
    def ambition_bonus(self, s: S, seat: int, ambition: str) -> int:
        """What the card adds to its holder's count of ``ambition``."""
        return 0

    def ambition_gain(self, s: S, seat: int, ambition: str, gain: int, sole_first: bool,
                      second: int) -> int:
        """The Power its holder gains from ``ambition`` (``gain`` by the base rules)."""
        return gain

    def chapter_end(self, s: S, seat: int, scored: list[str]) -> None:
        """After the ambitions are scored."""

    # ------------------------------------------------------------------ refusals
    def refuse(self, s: S, seat: int, action: Action) -> Verdict | None:
        """The card's reason for refusing ``action``, asked where its rule applies."""
        return None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.card} {self.name}>"


ABILITIES: dict[str, Ability[Any]] = {}
"""Every card's ability by id (``tarotlab.arcs.abilities`` registers them on import)."""
VERBS: dict[str, Ability[Any]] = {}
"""The card whose new action each verb is."""
EXTRAS: dict[str, Ability[Any]] = {}
"""The card whose extra action each verb is."""
VERSION = [0]
"""Changes with every registration, so what is built from the registry (the grammar) is
rebuilt."""
ORDER: dict[str, int] = {}
"""Each card's place in the registry (Court cards, lore, leaders; by id): the order in which
the cards' new actions are listed."""


def register(card: str) -> Callable[[type[A]], type[A]]:
    """Class decorator: ``cls`` is the ability of the card ``card`` (an id of components.toml);
    its name, citation and text are the card's.

    >>> from tarotlab.arcs import rules
    >>> ABILITIES["BC08"]
    <Gatekeepers BC08 Gatekeepers>
    """
    def make(cls: type[A]) -> type[A]:
        if card in COURT:
            name, text, kind = COURT[card].name, COURT[card].text, "card"
        elif card in LEADERS:
            name, text, kind = LEADERS[card].name, LEADERS[card].text, "leader"
        elif card in LORE:
            name, text, kind = LORE[card].name, LORE[card].text, "lore"
        else:
            raise TarotlabError(f"arcs: no card {card!r} in components.toml")
        if card in ABILITIES:
            raise TarotlabError(f"arcs: card {card} ({name}) has two abilities")
        cls.card, cls.name, cls.rule, cls.text = card, name, f"arcs {kind}: {name}", text
        ability = cls()
        ABILITIES[card] = ability
        for verb in cls.verbs:
            VERBS[verb] = ability
        for verb in cls.extras:
            EXTRAS[verb] = ability
        ranks = {**{c: i for i, c in enumerate(sorted(COURT))},
                 **{c: 100 + i for i, c in enumerate(sorted(LORE))},
                 **{c: 200 + i for i, c in enumerate(sorted(LEADERS))}}
        ORDER[card] = ranks.get(card, 300)
        VERSION[0] += 1
        return cls
    return make


def unregister(card: str) -> None:
    """Take a card's ability out of the registry (for tests that add a card of their own)."""
    ability = ABILITIES.pop(card)
    for verb in type(ability).verbs:
        VERBS.pop(verb, None)
    for verb in type(ability).extras:
        EXTRAS.pop(verb, None)
    ORDER.pop(card, None)
    VERSION[0] += 1


def provider(test: Callable[[Ability[Any]], bool]) -> Ability[Any] | None:
    """The first registered ability that passes ``test`` (the card that lets cities stand in
    gates, the card with an extra slot…), or None."""
    return next((ABILITIES[c] for c in sorted(ABILITIES, key=ORDER.__getitem__)
                 if test(ABILITIES[c])), None)
