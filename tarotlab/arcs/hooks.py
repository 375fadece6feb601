"""The points where a card changes the rules: ``Ability`` (a few methods), the named queries
and moments it answers, and the registry of every card's ability.

The base rules (``tarotlab.arcs.pieces`` and ``tarotlab.arcs.phases``) never name a card. Where
the rulebook lets a Court card, a leader or a lore card change something, they ask the
abilities in play: ``s.abilities(seat)`` gives a seat's Guild cards (in the order it took
them), its leader and its lore cards. Each card is one small subclass in
``tarotlab.arcs.abilities`` registered with ``@register("<id>")``: its name, rule citation and
text come from ``data/components.toml``; what it does to the game it does through the public
effect API of ``tarotlab.arcs.effects.CardEffects``.

A card meets the rules in four ways:

* **static modifiers**, asked through one method, ``modify(query, s, seat, value, **context)``:
  the rules pass the value they would use and get it back as the card changes it. The
  queries are the constants of ``QUERIES`` below (``MOVE_LIMIT``, ``BATTLE_DICE`` …); a card
  answers one by a method marked ``@modifies(QUERY)``. ``s.modified(query, seat, value, **context)``
  asks all of a seat's abilities, in order, each getting what the one before returned;
* **triggers on named moments**, ``on(moment, s, seat, **context)``: the constants of
  ``MOMENTS`` (``MOVED``, ``DECLARED``, ``BATTLE_END``, ``CHAPTER_END`` …); a card acts on one
  by a method marked ``@when(MOMENT)``; ``s.trigger(moment, seat, **context)`` runs all of a
  seat's. A trigger pushes the tasks it wants (``s.push``): tasks pushed later run first;
* **its own actions**: ``verbs`` / ``new_actions`` / ``perform`` / ``refuse_new_action`` (new
  actions replacing a standard one; ``perform`` also takes an extra action of ``extras``,
  offered by ``extra_actions`` beside a Copy or Pivot), ``prelude`` / ``prelude_options`` /
  ``use`` / ``refuse_use`` (Guild cards' Prelude actions), ``grammar`` and ``examples``
  (their text);
* **its follow-up decisions** (``AbilityAsk``): ``ask_legal`` / ``ask_why`` / ``ask_do``; and
  ``refuse(action)``, its own explanation of a refusal, asked where its rule applies.

Class attributes are a card's plain data (``spend_as``, ``keeps_on_outrage``, ``extra_slot``,
``gate_building``, ``guards``, ``plain_discard``).

``S`` is the state the ability acts on (``tarotlab.arcs.effects.CardEffects`` for the cards of
``tarotlab.arcs.abilities``), so ``mypy --strict`` checks every call an ability makes; the base
rules call ``Ability[Any]``.

Where several abilities answer, the order is the base rules' (a seat's Guild cards in the order
it took them, then its leader, then its lore cards; the new actions of cards by the registry's
``ORDER``; the chapter's end: leaders seat by seat, then Guild and lore cards by card), so that
what a player sees never depends on how the code is split.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.rules import Verdict
from .components import COURT, LEADERS, LORE
from .underway import AbilityAsk

if TYPE_CHECKING:
    from .action_types import CardForms

S = TypeVar("S")
A = TypeVar("A", bound="Ability[Any]")
F = TypeVar("F", bound=Callable[..., Any])

# ---------------------------------------------------------------------- static modifiers
# Each query: what ``value`` is, the rules' value, and its context (by the rulebook's order).
MAY_TAX = "may tax"
"""bool, True: whether ``seat`` may tax its own city at ``sid`` (context ``sid``, ``owner``)."""
BUILDS = "builds"
"""list of builds beyond the building slots of ``sid`` (a gate, a full planet), []: context
``sid``, ``city`` / ``port`` (a city / a starport is on the seat's board)."""
PAID = "paid"
"""bool, False: a city beyond the slots is paid for (True, by the card allowing it; context
``piece``, ``sid``)."""
FRESH_BUILD = "fresh build"
"""bool, False: a piece built where a rival controls is fresh after all (logged; context
``piece``, ``sid``)."""
GATE_CITY_TYPES = "gate city types"
"""list of resource types, []: those of a city standing in gate ``sid`` (asked of the card that
lets cities stand in gates, for no seat: ``NO_SEAT``)."""
GATE_TAX = "gate tax"
"""str: the event's text when ``seat`` taxes a city in a gate, of several ``types`` or none
(context ``sid``, ``whose``, ``types``; asked of the card that lets cities stand there)."""
MAY_SECURE = "may secure"
"""bool, True: whether ``seat`` may secure ``card`` (context ``card``, ``agents``)."""
MOVE_LIMIT = "move limit"
"""int or None (no limit): the most ships one Move of ``seat`` carries."""
DECLARE_WITH = "declare with"
"""str or None: the rule that lets ``seat`` declare with a card played as ``how`` (not led)."""
MAY_DECLARE = "may declare"
"""bool, True: whether ``seat`` may declare at all now."""
ZERO_MARKER = "zero marker"
"""bool, True: declaring ``ambition`` places the zero marker (a card that cancels it logs)."""
BATTLE_DICE = "battle dice"
"""int: the most dice the attacker ``seat`` collects (one per attacking ship; ``battle``)."""
LEAST_DICE = "least dice"
"""int, 1: the fewest dice the attacker ``seat`` collects (``battle``)."""
RAID_DICE = "raid dice"
"""bool, True: the defender ``seat``'s rules let the attacker take raid dice (``battle``)."""
INTERCEPT_ICONS = "intercept icons"
"""int: the intercept icons the attacker ``seat`` rolled, as counted (``battle``)."""
INTERCEPT = "intercept"
"""bool: whether the attacker's roll intercepts, for the defender ``seat`` (``battle``)."""
RANSACK = "ransack"
"""bool, True: a city of the defender ``seat`` destroyed by ``attacker`` lets them Ransack the
Court (a card that prevents it logs)."""
STOLEN = "stolen"
"""bool, False: the card, taken from ``seat`` by ``thief``, went elsewhere (logged with
``lead``); asked of the stolen card."""
AMBITION_COUNT = "ambition count"
"""int: what ``ambition`` counts for ``seat`` (before Guild cards' suits)."""
AMBITION_POWER = "ambition power"
"""int: the Power ``seat`` gains from ``ambition`` (context ``sole_first``, ``second``: the
second place's Power)."""
QUERIES = frozenset({MAY_TAX, BUILDS, PAID, FRESH_BUILD, GATE_CITY_TYPES, GATE_TAX, MAY_SECURE,
                     MOVE_LIMIT, DECLARE_WITH, MAY_DECLARE, ZERO_MARKER, BATTLE_DICE,
                     LEAST_DICE, RAID_DICE, INTERCEPT_ICONS, INTERCEPT, RANSACK, STOLEN,
                     AMBITION_COUNT, AMBITION_POWER})
"""Every static modifier a card may answer (``Ability.modify``)."""
NO_SEAT = -1
"""The seat of a query asked of a card's rule, not of its holder (``GATE_CITY_TYPES``)."""

# ---------------------------------------------------------------------- moments
SETUP = "setup"
"""After the starting pieces are placed, in turn order."""
BEFORE_COPY = "before copy"
"""Before the action ``kind`` of a Copy or Pivot (while no extra action was taken)."""
AFTER_COPY = "after copy"
"""After the action ``kind`` of a Copy or Pivot."""
MOVED = "moved"
"""After a Move (and its Catapult): ``moved``, where its fresh ships ended."""
GATE_ENTERED = "gate entered"
"""The ships of ``mover`` move into ``gate``, which ``seat`` controls."""
DECLARED = "declared"
"""``seat`` declared ``ambition`` (before the event; the tasks pushed come next)."""
BATTLE_START = "battle start"
"""``seat`` defends in ``battle``, before dice are collected."""
ROLLED = "rolled"
"""After the roll of the attacker ``seat`` (``battle``): a card offering a reroll adds itself
to ``battle.offered`` and pushes its decision; the roll is counted after it."""
BATTLE_END = "battle end"
"""After ``battle``, which ``seat`` fought in (the attacker's cards, then the defender's)."""
SECURED = "secured"
"""A Vox card secured by ``seat`` resolves (asked of the card)."""
RESOLVED = "resolved"
"""A Vox card has resolved (asked of the card)."""
ROUND_END = "round end"
"""The round ends; the card was set beside the action card ``card`` (asked of the card)."""
CHAPTER_END = "chapter end"
"""After the ambitions ``scored`` (leaders seat by seat, then Guild and lore cards by card)."""
MOMENTS = frozenset({SETUP, BEFORE_COPY, AFTER_COPY, MOVED, GATE_ENTERED, DECLARED,
                     BATTLE_START, ROLLED, BATTLE_END, SECURED, RESOLVED, ROUND_END,
                     CHAPTER_END})
"""Every moment a card may act on (``Ability.on``)."""


def modifies(query: str) -> Callable[[F], F]:
    """Mark a method of an ability as its answer to ``query`` (one of ``QUERIES``): called as
    ``method(s, seat, value, **context)``, it returns the value changed (or as it was)."""
    if query not in QUERIES:
        raise TarotlabError(f"arcs: no query {query!r}")

    def mark(method: F) -> F:
        method.__dict__.setdefault("_hook", []).append(("modify", query))
        return method
    return mark


def when(moment: str) -> Callable[[F], F]:
    """Mark a method of an ability as what it does at ``moment`` (one of ``MOMENTS``): called
    as ``method(s, seat, **context)``."""
    if moment not in MOMENTS:
        raise TarotlabError(f"arcs: no moment {moment!r}")

    def mark(method: F) -> F:
        method.__dict__.setdefault("_hook", []).append(("on", moment))
        return method
    return mark


class Ability(Generic[S]):
    """What one Court card, leader or lore card changes in the rules (see the module docstring).

    ``MODIFIERS`` and ``TRIGGERS`` (built for each class from its ``@modifies`` / ``@when``
    methods) say which queries and moments it answers, so the rules ask only the cards that
    answer.
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
    MODIFIERS: ClassVar[Mapping[str, Callable[..., Any]]] = {}
    """Query -> the method answering it (``@modifies``)."""
    TRIGGERS: ClassVar[Mapping[str, Callable[..., None]]] = {}
    """Moment -> the method acting on it (``@when``)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Collect the ``@modifies`` / ``@when`` methods, a subclass's over its bases'."""
        super().__init_subclass__(**kwargs)
        names: dict[tuple[str, str], str] = {}
        for klass in reversed(cls.__mro__):
            for attr, value in vars(klass).items():
                for hook in getattr(value, "_hook", ()):
                    names[hook] = attr
        cls.MODIFIERS = {q: getattr(cls, attr) for (how, q), attr in names.items()
                         if how == "modify"}
        cls.TRIGGERS = {m: getattr(cls, attr) for (how, m), attr in names.items() if how == "on"}

    # ------------------------------------------------------------------ the two timing hooks
    def modify(self, query: str, s: S, seat: int, value: Any, **context: Any) -> Any:
        """``value`` as this card changes it for ``query`` (see ``QUERIES``), or as it was."""
        method = self.MODIFIERS.get(query)
        return value if method is None else method(self, s, seat, value, **context)

    def on(self, moment: str, s: S, seat: int, **context: Any) -> None:
        """What this card does at ``moment`` (see ``MOMENTS``), if anything."""
        method = self.TRIGGERS.get(moment)
        if method is not None:
            method(self, s, seat, **context)

    # ------------------------------------------------------------------ the Prelude
    def prelude_options(self, s: S, seat: int) -> list[Action]:
        """Its Prelude actions now (``use <card>…``); never on a card secured this Prelude."""
        return []

    def use(self, s: S, seat: int, detail: str | None) -> None:
        """Carry out ``use <card>[ detail]``."""
        raise TarotlabError(f"arcs: {self.name} has no Prelude action")

    def refuse_use(self, s: S, seat: int) -> Verdict | None:
        """Why ``use <card>…`` is not legal now, beyond holding it and the Prelude."""
        return None

    # ------------------------------------------------------------------ its own actions
    def new_actions(self, s: S, seat: int, standard: str) -> list[Action]:
        """Its new actions that may replace a ``standard`` action now."""
        return []

    def extra_actions(self, s: S, seat: int) -> list[Action]:
        """Actions it adds beside a Copy or Pivot (before the action the pip takes)."""
        return []

    def perform(self, s: S, seat: int, action: Action) -> None:
        """Carry out one of its new actions (a verb of ``verbs``), or take one of its extra
        actions (a verb of ``extras``) before the pip's action."""
        raise TarotlabError(f"arcs: {self.name} has no action {action.kind!r}")

    def refuse_new_action(self, s: S, seat: int, action: Action, in_turn: bool) -> Verdict | None:
        """Why one of its new or extra actions is refused (``in_turn``: taken with a pip, not
        bought by a resource's Prelude action)."""
        return None

    # ------------------------------------------------------------------ follow-up decisions
    def ask_legal(self, s: S, ask: AbilityAsk) -> list[Action]:
        """The choices of a follow-up decision it asks (empty: it is not asked)."""
        return []

    def ask_why(self, s: S, ask: AbilityAsk, action: Action) -> Verdict | None:
        """Why a choice of its decision is refused."""
        return None

    def ask_do(self, s: S, ask: AbilityAsk, action: Action) -> None:
        """Carry out a choice of its decision."""

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
