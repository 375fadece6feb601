"""What the Mystick Domination card tests (tests/test_mystick_cards_*.py, one file per suit, one for
the Major Arcana and one for the catalog as a whole) share: playing a card from hand the way the
rulebook uses it, and discarding cards. The positions they play from are reached with
tests/mystick_rules_helpers.py.
"""

from __future__ import annotations

from mystick_rules_helpers import set_hand, take

from tarotlab.mystick.rules import CARDS, InPlay, MystickState


def play(s: MystickState, card: str, onto: InPlay | None = None) -> InPlay | None:
    """The seat to move takes ``card`` into hand and plays it (onto a Pawn if given).

    Returns the card in play (Pawn, Environment or Attachment), None for an Action.
    """
    seat = s.to_move
    assert seat is not None and s.pending == ("move", seat), s.pending
    s.hands[seat].append(take(s, seat, card))
    s.hands[seat].sort()
    set_hand(s, seat, *s.hands[seat])
    s.apply(f"play {card}" + (f" -> {onto.label}" if onto is not None else ""))
    if CARDS[card].type == "Action":
        return None
    things = [x for x in s.pawns[seat] + s.environments[seat] if x.card == card]
    things += [a for p in s._all_pawns() for a in p.attachments if a.card == card]
    return max(things, key=lambda x: x.uid)


def discard(s: MystickState, seat: int, *cards: str) -> None:
    for card in cards:
        s.discards[seat].append(take(s, seat, card))
    set_hand(s, seat, *s.hands[seat])
