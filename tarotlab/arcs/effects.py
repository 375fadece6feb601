"""What a card may do to a game of Arcs: ``CardEffects``, the small public effect API that the
cards' abilities (``tarotlab.arcs.abilities``) call instead of the rules layers' private
methods.

The rules layers below keep their own methods private (``_gain``, ``_push`` …: how the rules
work may change); this layer is the surface promised to a card, each method one documented
step with the rule it keeps. A card also reads the state's fields and its public queries
(``controller``, ``holdings``, ``city_types``, ``guardian``, ``weapon_icons`` …), and changes
the plain fields its text names (a Captive moved, a hand swapped) directly.

``test_arcs_structure`` pins the seam: the abilities call no private state method outside a
short allowlist.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.engine import Action
from ..core.rules import Verdict
from .base import Task
from .hooks import Ability
from .language import Tax
from .phases.actions import ActionRules
from .phases.chapter import ChapterRules
from .phases.turn import OPTIONS


class CardEffects(ChapterRules):
    """The effect API of the cards (see the module docstring): the top rules layer plus the
    public steps a card's ability takes."""

    # ------------------------------------------------------------------ events and tasks
    def log(self, seat: int | None, text: str, rule: str) -> None:
        """Log an event citing ``rule`` (a card's ``rule``); a seat's event names it."""
        self._log(seat, text, rule)

    def push(self, *tasks: Task) -> None:
        """Run these tasks next, in this order, before whatever was due: a card's follow-up
        decision (``Card.ask``) or a rules task by name (``("roll",)``, ``("reroll",)``,
        ``("hits", pool, n)``, ``("bottom_draw", seat, n)`` …). Tasks pushed later run
        first."""
        self._push(*tasks)

    def turn_order(self, start: int | None = None) -> list[int]:
        """The seats clockwise from ``start`` (default: the initiative holder), arcs R2."""
        return self._order(start)

    # ------------------------------------------------------------------ resources
    def gain(self, seat: int, kind: str) -> bool:
        """Take 1 ``kind`` from the supply for ``seat`` (it waits for a slot, arcs R8); False
        if the supply has none (nothing logged: the card says what it gained)."""
        return self._gain(seat, kind, quiet=True)

    def spend(self, seat: int, kind: str) -> None:
        """Spend one of ``seat``'s tokens of ``kind`` in the Prelude: it goes back to the
        supply when the Prelude ends (arcs: Prelude 1)."""
        self._spend(seat, kind)

    def pay(self, seat: int, kind: str) -> None:
        """Pay one of ``seat``'s tokens of ``kind`` straight back to the supply (the cheapest
        to raid, tarotlab X3)."""
        self._pay(seat, kind)

    def take_from(self, seat: int, owner: int, kind: str) -> None:
        """``seat`` takes ``owner``'s ``kind`` (the dearest to raid, as a thief takes, tarotlab
        X3), through the supply; nothing logged."""
        self._lose_resource(owner, self._slot_of(owner, kind, thief=True))
        self.supply[kind] += 1
        self._gain(seat, kind, quiet=True)

    def discard_all(self, seat: int, kind: str) -> int:
        """Return every token of ``kind`` ``seat`` holds to the supply; how many."""
        return self._discard_kind(seat, kind)

    def room(self, seat: int) -> int:
        """How many more tokens ``seat`` can hold in empty slots (those waiting for a slot
        counted)."""
        return len(self._empty_slots(seat)) - len(self.excess[seat])

    def steal_resource(self, thief: int, owner: int, kind: str, rule: str, lead: str = "",
                       board_only: bool = True) -> None:
        """``thief`` steals ``owner``'s ``kind`` (the dearest, tarotlab X3; ``board_only``: not
        from a card's extra slot), logged as ``<lead>steals <kind> from seat <owner>``."""
        self._steal_token(thief, owner, kind, rule, lead, board_only)

    # ------------------------------------------------------------------ pieces
    def add_ships(self, seat: int, sid: str, count: int) -> int:
        """Place up to ``count`` fresh ships of ``seat`` at ``sid`` from its supply (arcs: Piece
        Limits, arcs R9); how many were placed."""
        return self._add_ships(seat, sid, count)

    def move_ships(self, seat: int, src: str, dst: str, fresh: int, damaged: int,
                   by: Ability[Any]) -> None:
        """Move ships for the card ``by`` (arcs: Move; a Catapult may follow, arcs R7);
        nothing that acts after a Move acts after it."""
        self._travel(seat, src, dst, fresh, damaged, extra=by)

    def city_returned(self, seat: int) -> None:
        """A city of ``seat`` is back on its board: the tokens of the slots it covers wait to
        be placed again (arcs: Resources, arcs R8)."""
        self._rearrange(seat)

    def return_agents(self, owner: int, count: int) -> None:
        """Agents go back to ``owner``'s supply, a placeholder on an Outrage space first (arcs
        R9)."""
        self._return_agents(owner, count)

    def take_trophy(self, taker: int, owner: int, kind: str) -> None:
        """``taker`` keeps one of ``owner``'s pieces of ``kind`` as a Trophy."""
        self._trophy(taker, owner, kind)

    def provoke_outrage(self, seat: int, kind: str) -> None:
        """``seat`` Provokes Outrage of ``kind`` (arcs: Destroying Cities 1)."""
        self._outrage(seat, kind)

    # ------------------------------------------------------------------ cards
    def discard_guild(self, seat: int, card: str) -> None:
        """``seat`` discards its Guild card ``card`` to the Court discard."""
        self._discard_guild(seat, card)

    def steal_guild_card(self, thief: int, owner: int, card: str, rule: str,
                         lead: str = "") -> None:
        """``thief`` takes ``owner``'s Guild card ``card`` (unless the card goes elsewhere when
        stolen), logged as ``<lead>steals <name> from seat <owner>``."""
        self._steal_card(thief, owner, card, rule, lead)

    def court_index(self, name: str) -> int:
        """The place in the Court row of the card named ``name``."""
        return self._court_slot(name)

    def discard_action_cards(self, cards: Iterable[str], face_up: bool) -> None:
        """Put action cards on the discard (face-up ones on their own pile with split piles,
        arcs R12)."""
        self._discard_cards(cards, face_up)

    # ------------------------------------------------------------------ actions
    def standard_options(self, seat: int, kind: str) -> list[Action]:
        """Every legal standard ``kind`` action of ``seat`` now (``move``, ``influence``,
        ``tax`` …; arcs: Actions), no card's new actions among them."""
        return OPTIONS[kind](self, seat)

    def take_action(self, seat: int, action: Action) -> None:
        """Carry out ``action`` for ``seat`` (a standard action or a card's new one), outside
        the pips: a card grants it."""
        self._perform(seat, action)

    def action_refusal(self, seat: int, action: Action) -> Verdict | None:
        """Why a standard action is refused now (arcs: Actions), or None."""
        return self._why_action(seat, action)

    def tax(self, seat: int, sid: str, owner: int) -> None:
        """``seat`` taxes ``owner``'s city at ``sid`` (arcs: Tax)."""
        self._act_tax(seat, Tax(sid, owner))

    def can_secure(self, seat: int, agents: list[int]) -> bool:
        """Whether ``seat`` has the most agents on a Court card, ``agents`` per seat (arcs:
        Secure)."""
        return ActionRules._can_secure(seat, agents)

    def declare(self, seat: int, ambition: str, zero: bool, rule: str) -> None:
        """``seat`` declares ``ambition`` (``zero``: the zero marker covers the lead card's
        number; arcs: Declaring an Ambition)."""
        self._declare(seat, ambition, zero, rule)
