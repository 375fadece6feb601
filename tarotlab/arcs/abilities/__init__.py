"""Every Court card, leader and lore card of Arcs as one small class: its ability, registered
under the card's id (``hooks.register``) with the card's name, citation and text from
``data/components.toml``.

* ``guild``: the 25 Guild cards; ``vox``: the 6 Vox cards (arcs-components part 7);
* ``leaders``: the 8 leaders; ``lore``: the 14 lore cards (part 8);
* ``common``: what they share (``CourtCard``, ``GuildCard``, ``VoxCard``).

The base rules reach a card only through ``hooks.Ability``: the static modifiers it answers
(methods marked ``@modifies(QUERY)``), the moments it acts on (``@when(MOMENT)``), its own
actions and follow-up decisions. A card acts through the public effect API of
``effects.CardEffects`` (``s.log``, ``s.push``, ``s.gain`` …). A new card is one class here
plus its entry in components.toml.
"""

from __future__ import annotations

from ..components import COURT, LEADERS, LORE
from ..hooks import ABILITIES
from . import guild, leaders, lore, vox

LOADED = True
"""Imported: every card's ability is registered."""

_missing = sorted((set(COURT) | set(LEADERS) | set(LORE)) - set(ABILITIES))
if _missing:  # pragma: no cover - a card of the data without its class
    raise AssertionError(f"arcs: cards without an ability: {', '.join(_missing)}")

__all__ = ["LOADED", "guild", "leaders", "lore", "vox"]
