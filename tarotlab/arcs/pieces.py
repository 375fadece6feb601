"""Pieces and tokens: ships and buildings on the map, control, resource slots (gain, spend,
take, steal, place, discard), agents going home (arcs: Control, Resources, Piece Limits;
arcs R8, R9; tarotlab X3).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.engine import Action
from ..core.rules import Verdict
from .base import (
    CITIES,
    R_BUILD,
    R_PRELUDE,
    R_RESOURCES,
    VAULT,
    ArcsBase,
    Decide,
    Decision,
)
from .components import CITY_BONUS, COURT, COURT_BY_NAME, OPEN_SLOTS, RESOURCES, SLOT_KEYS, plural
from .hooks import ABILITIES, GATE_CITY_TYPES, NO_SEAT, STOLEN, Ability, provider
from .language import Arrange, Discard, Place, parse
from .mapdata import SYSTEMS
from .slots import Layout, choices, describe, groups, profile_of

R_SLOTS = "arcs R8"


def control(fresh: Sequence[int]) -> int | None:
    """The seat with more fresh ships in a system than each rival (arcs: Control), from the
    system's fresh ships per seat; None if no one has more than every other seat.

    >>> control([2, 1, 0]), control([1, 1, 0]), control([0, 0])
    (0, None, None)
    """
    best, who, tie = 0, None, False
    for seat, count in enumerate(fresh):
        if count > best:
            best, who, tie = count, seat, False
        elif count == best and count:
            tie = True
    return None if tie else who


class PiecesRules(ArcsBase):
    """Pieces and tokens: the map's pieces and control, the resource slots, agents."""

    # ------------------------------------------------------------------ ships and buildings
    def _add_ships(self, seat: int, sid: str, count: int, damaged: bool = False) -> int:
        """Place up to ``count`` ships from the supply (arcs: Piece Limits, arcs R9)."""
        count = min(count, self.ships_left[seat])
        self.ships_left[seat] -= count
        (self.damaged if damaged else self.fresh)[sid][seat] += count
        return count

    def _add_building(self, seat: int, sid: str, kind: str, damaged: bool) -> None:
        if kind == "city":
            self.cities_board[seat] -= 1
        else:
            self.ports_left[seat] -= 1
        self.bldg[sid].append((seat, kind, damaged))

    def controller(self, sid: str) -> int | None:
        """The seat that controls ``sid`` (``control``)."""
        return control(self.fresh[sid])

    def ruled_by_other(self, sid: str, seat: int) -> bool:
        c = self.controller(sid)
        return c is not None and c != seat

    def open_slots(self, seat: int) -> int:
        """Resource slots uncovered by the cities off the board (components part 5)."""
        return OPEN_SLOTS[CITIES - self.cities_board[seat]]

    def city_bonus(self, seat: int) -> int:
        return CITY_BONUS[CITIES - self.cities_board[seat]]

    def has_presence(self, seat: int, sid: str) -> bool:
        """A Loyal piece in ``sid``: a ship (fresh or damaged) or a building (arcs: Build)."""
        if self.fresh[sid][seat] or self.damaged[sid][seat]:
            return True
        return any(b[0] == seat for b in self.bldg.get(sid, ()))

    def on_map(self, seat: int) -> tuple[int, int, int]:
        """(ships, cities, starports) of ``seat`` on the map."""
        ships = sum(v[seat] for v in self.fresh.values()) + sum(
            v[seat] for v in self.damaged.values())
        cities = ports = 0
        for row in self.bldg.values():
            for owner, kind, _ in row:
                if owner == seat:
                    if kind == "city":
                        cities += 1
                    else:
                        ports += 1
        return ships, cities, ports

    def _has_ships(self, seat: int) -> bool:
        """Any Loyal ship on the map (so a Move is possible: every system has a neighbour)."""
        return any(row[seat] for row in self.fresh.values()) or any(
            row[seat] for row in self.damaged.values())

    def gate_refusal(self, sid: str, kind: str, seat: int | None) -> Verdict | None:
        """Why a ``kind`` (city or starport) may not stand in gate ``sid``: a gate has no
        building slot, so only where ``seat`` (None: any seat) holds the card that lets that
        kind stand in gates, one of each kind per gate (tarotlab L11)."""
        builder = provider(lambda a: a.gate_building == kind)
        seats = range(self.n) if seat is None else (seat,)
        if builder is None or not any(self.holds(x, builder) for x in seats):
            allow = f" ({builder.name} would allow a {kind} there)" if builder else ""
            return Verdict(False, R_BUILD, f"a gate has no building slot{allow}")
        if kind in {k for _, k, _ in self.bldg[sid]}:
            return Verdict(False, builder.rule, f"{sid} already has a {kind}: one per gate")
        return None

    def city_types(self, sid: str) -> list[str]:
        """The resource types of a city at ``sid``: its planet's; in a gate, what the card that
        lets cities stand there says (the ``GATE_CITY_TYPES`` query)."""
        kind = SYSTEMS[sid].planet_type
        if kind is not None:
            return [kind]
        builder = provider(lambda a: a.gate_building == "city")
        if builder is None:
            return []
        types: list[str] = builder.modify(GATE_CITY_TYPES, self, NO_SEAT, [], sid=sid)
        return types

    # ------------------------------------------------------------------ resource slots
    def holdings(self, seat: int) -> list[str]:
        """Every resource token a seat holds (slots, a card's extra slot, then any waiting
        for a slot)."""
        vault = self.vault[seat]
        return ([r for r in self.res[seat] if r is not None] + ([vault] if vault else [])
                + self.excess[seat])

    def extra_slot(self, seat: int) -> Ability[Any] | None:
        """The ability of ``seat`` with an extra resource slot (slot 7), if any."""
        return next((a for a in self.abilities(seat) if a.extra_slot is not None), None)

    def slot_tokens(self, seat: int) -> list[tuple[int, str, int]]:
        """(slot number from 1, token, raid cost) of every token in a slot; slot 7 is the
        extra slot of a card (its raid cost printed on it)."""
        out = [(i + 1, r, SLOT_KEYS[i]) for i, r in enumerate(self.res[seat]) if r is not None]
        vault = self.vault[seat]
        if vault is not None:
            out.append((7, vault, self.slot_cost(VAULT, seat)))
        return out

    def slot_cost(self, index: int, seat: int) -> int:
        """The raid cost printed above slot ``index`` of ``seat`` (0-5 on the board, 6 the
        extra slot of a card)."""
        if index != VAULT:
            return SLOT_KEYS[index]
        card = self.extra_slot(seat)
        assert card is not None and card.extra_slot is not None, f"seat {seat} has no slot 7"
        return card.extra_slot

    def _token_at(self, seat: int, index: int) -> str | None:
        return self.vault[seat] if index == VAULT else self.res[seat][index]

    def _put(self, seat: int, index: int, kind: str | None) -> None:
        if index == VAULT:
            self.vault[seat] = kind
        else:
            self.res[seat][index] = kind

    def _empty_slots(self, seat: int) -> list[int]:
        """Empty open slots, left to right; a card's extra slot last (arcs R8)."""
        out = [i for i in range(self.open_slots(seat)) if self.res[seat][i] is None]
        if self.vault[seat] is None and self.extra_slot(seat) is not None:
            out.append(VAULT)
        return out

    def placements(self, seat: int) -> list[int]:
        """Where a waiting token may go: the leftmost empty slot of each raid cost. Slots of the
        same cost are alike, so the choice is a decision only between costs (arcs R8)."""
        out: dict[int, int] = {}
        for i in self._empty_slots(seat):
            out.setdefault(self.slot_cost(i, seat), i)
        return sorted(out.values())

    def _slot_of(self, seat: int, kind: str, thief: bool = False,
                 board_only: bool = False) -> int:
        """The slot a token of ``kind`` leaves from (tarotlab X3). Its owner spends, pays,
        gives or discards the cheapest to raid (keeping the dearer ones; the rightmost on a tie,
        the first a returning city covers); a rival taking one outside a raid takes the dearest,
        leaving the cheaper ones (the leftmost on a tie)."""
        found = [i for i in range(7) if self._token_at(seat, i) == kind
                 and not (board_only and i == VAULT)]
        assert found, f"seat {seat} holds no {kind}"
        if thief:
            return max(found, key=lambda i: (self.slot_cost(i, seat), -i))
        return min(found, key=lambda i: (self.slot_cost(i, seat), -i))

    def _gain(self, seat: int, kind: str, quiet: bool = False) -> bool:
        """Take 1 resource from the supply; it waits for its owner to place it in an empty open
        slot, or to discard one token when none is empty (arcs: Resources, arcs R8)."""
        if self.supply[kind] <= 0:
            if not quiet:
                self._log(seat, f"gains no {kind}: the supply has none", R_RESOURCES)
            return False
        self.supply[kind] -= 1
        self.excess[seat].append(kind)
        return True

    def _before_task(self) -> bool:
        """A token waiting for a slot is placed first, right after whatever gave it (by its
        owner where the slot matters, arcs R8)."""
        for seat in range(self.n):
            if self.excess[seat]:
                self._settle(seat)
                return True
        return False

    def _settle(self, seat: int) -> None:
        """Place ``seat``'s waiting tokens: with more tokens than slots the owner first
        discards; then, where more than one arrangement is possible (the new tokens' slots, or
        the held ones rearranged, change a raid cost), the owner chooses it, else the tokens
        go where they must (arcs R8)."""
        if len(self.holdings(seat)) > self.open_slots(seat) + (self.card_cost(seat) is not None):
            self.pending = Decide("fit", seat)
            return
        options = self.arrangements(seat)
        if len(options) > 1:
            self.pending = Decide("place", seat)
        else:
            self._set_layout(seat, next(iter(options.values())))

    def card_cost(self, seat: int) -> int | None:
        """The raid cost of ``seat``'s card slot (slot 7), or None without one."""
        card = self.extra_slot(seat)
        return None if card is None else card.extra_slot

    def layout(self, seat: int) -> Layout:
        """The tokens in ``seat``'s slots 1-6 and 7, None where empty."""
        return (*self.res[seat], self.vault[seat])

    def arrangements(self, seat: int) -> dict[str, Layout]:
        """Canonical text -> layout of every distinct way to place ``seat``'s waiting tokens
        and rearrange its held ones (``slots.arrangements``, arcs R8)."""
        current, waiting = self.layout(seat), self.excess[seat]
        room, cost = self.open_slots(seat), self.card_cost(seat)
        return dict(choices(current, tuple(waiting), room, cost))

    def _set_layout(self, seat: int, layout: Layout) -> None:
        """Put every token where ``layout`` says; nothing waits any longer."""
        self.res[seat] = list(layout[:6])
        self.vault[seat] = layout[VAULT]
        self.excess[seat] = []

    def _rearrange(self, seat: int) -> None:
        """A city returned to the board: the tokens of the slots it covers wait to be placed
        again, and the owner rearranges and discards as needed (arcs: Resources, arcs R8)."""
        room = self.open_slots(seat)
        lifted = [r for r in self.res[seat][room:] if r is not None]
        if not lifted:
            return
        self.res[seat][room:] = [None] * (6 - room)
        self.excess[seat] = lifted + self.excess[seat]
        self._log(seat, f"has a city back on the board covering {', '.join(lifted)}: it "
                  f"rearranges its resources into {room} open slots", R_SLOTS)

    def _spend(self, seat: int, kind: str) -> None:
        """Remove one token of ``kind`` into the Prelude's limbo."""
        self._take(seat, kind)
        self.limbo.append(kind)

    def _take(self, seat: int, kind: str) -> None:
        """Remove one of its own tokens of ``kind`` (tarotlab X3: the cheapest to raid); the
        others stay in their slots (arcs R8)."""
        self._put(seat, self._slot_of(seat, kind), None)

    def _pay(self, seat: int, kind: str) -> None:
        """Pay a token of ``kind`` straight back to the supply."""
        self._take(seat, kind)
        self.supply[kind] += 1

    def _return_limbo(self) -> None:
        """Resources spent in the Prelude go back to the supply when it ends (arcs: Prelude 1)."""
        if not self.limbo:
            return
        for kind in self.limbo:
            self.supply[kind] += 1
        self._log(self.turn.seat if self.turn else None, "ends its Prelude: "
                  f"{', '.join(self.limbo)} spent in it {'goes' if len(self.limbo) == 1 else 'go'}"
                  " back to the supply", R_PRELUDE)
        self.limbo = []

    def _lose_resource(self, seat: int, index: int) -> str:
        """Remove the token in slot ``index`` (raided, stolen, traded); the others stay."""
        kind = self._token_at(seat, index)
        assert kind is not None
        self._put(seat, index, None)
        return kind

    def _discard_kind(self, seat: int, kind: str) -> int:
        """Return every token of ``kind`` a seat holds to the supply; how many."""
        lost = 0
        for i, r in enumerate(self.res[seat]):
            if r == kind:
                self.res[seat][i] = None
                lost += 1
        while kind in self.excess[seat]:
            self.excess[seat].remove(kind)
            lost += 1
        if self.vault[seat] == kind:
            self.vault[seat] = None
            lost += 1
        self.supply[kind] += lost
        return lost

    def weapon_icons(self, seat: int) -> int:
        """Weapon tokens plus Weapon Guild cards."""
        return self.holdings(seat).count("Weapon") + sum(
            1 for c in self.guild[seat] if COURT[c].suit == "Weapon")

    # ------------------------------------------------------------------ stealing
    def guardian(self, seat: int) -> Ability[Any] | None:
        """The Guild card of ``seat`` that guards its resources and other Guild cards."""
        return next((ABILITIES[c] for c in self.guild[seat] if ABILITIES[c].guards), None)

    def stealable_cards(self, seat: int) -> list[str]:
        """Guild cards a rival may take from ``seat`` (only the guardian while it is held)."""
        guard = self.guardian(seat)
        return [guard.card] if guard is not None else list(self.guild[seat])

    def _steal_token(self, seat: int, rival: int, kind: str, rule: str, lead: str = "",
                     board_only: bool = True) -> None:
        """Take a rival's ``kind`` from its dearest slot (tarotlab X3); ``board_only``: not
        from a card's extra slot (L12)."""
        self._lose_resource(rival, self._slot_of(rival, kind, thief=True, board_only=board_only))
        self.supply[kind] += 1
        self._gain(seat, kind, quiet=True)
        self._log(seat, f"{lead}steals {kind} from seat {rival}", rule)

    def _steal_card(self, seat: int, rival: int, cid: str, rule: str, lead: str = "") -> None:
        self.guild[rival].remove(cid)
        if ABILITIES[cid].modify(STOLEN, self, rival, False, thief=seat, lead=lead):
            return
        self.guild[seat].append(cid)
        self._log(seat, f"{lead}steals {COURT[cid].name} from seat {rival}", rule)

    # ------------------------------------------------------------------ agents and cards
    def _return_agents(self, owner: int, count: int) -> None:
        """Agents go back to their owner's supply; a placeholder on an Outrage space takes the
        first one that returns (arcs: Piece Limits, arcs R9)."""
        for _ in range(count):
            holder = next((k for k, v in self.outrage[owner].items() if v == "placeholder"),
                          None)
            if holder is not None:
                self.outrage[owner][holder] = "agent"
            else:
                self.agents_left[owner] += 1

    def _discard_guild(self, seat: int, cid: str) -> None:
        self.guild[seat].remove(cid)
        self.court_discard.append(cid)

    def _court_slot(self, name: str) -> int:
        cid = COURT_BY_NAME[name.lower()]
        return next(i for i, (c, _) in enumerate(self.court) if c == cid)

    def _trophy(self, taker: int, owner: int, kind: str) -> None:
        key = (owner, kind)
        self.trophies[taker][key] = self.trophies[taker].get(key, 0) + 1


# ---------------------------------------------------------------------- decisions
class PlaceToken(Decision[PiecesRules, Decide]):
    """arcs R8: the owner of gained tokens chooses their slots and may rearrange the tokens it
    holds, where that changes a raid cost (``slots``: one text per distinct arrangement)."""

    rule = R_SLOTS

    def prompt(self, s: PiecesRules, p: Decide) -> str:
        waiting = s.excess[p.seat]
        what = f"the {waiting[0]} it gained" if len(waiting) == 1 else ", ".join(waiting)
        return f"seat {p.seat} places {what} and may rearrange its resources"

    def legal(self, s: PiecesRules, p: Decide) -> list[Action]:
        return [Action(t) for t in s.arrangements(p.seat)]

    def why(self, s: PiecesRules, p: Decide, action: Action) -> Verdict | None:
        act = parse(action)
        if isinstance(act, Place):
            return self._why_place(s, p.seat, act)
        if isinstance(act, Arrange):
            return self._why_arrange(s, p.seat, act)
        return None

    @staticmethod
    def _why_place(s: PiecesRules, seat: int, act: Place) -> Verdict:
        waiting, index = s.excess[seat], act.slot - 1
        if len(waiting) > 1:
            return Verdict(False, R_SLOTS, f"{len(waiting)} tokens wait for a slot "
                           f"({', '.join(waiting)}): say where each goes with 'arrange'")
        if act.resource != waiting[0]:
            return Verdict(False, R_SLOTS, f"the token to place is {waiting[0]}")
        if index == VAULT and s.extra_slot(seat) is None:
            card = provider(lambda a: a.extra_slot is not None)
            whose = f"{card.name}'" if card is not None else "a card's"
            return Verdict(False, R_SLOTS, f"slot 7 is {whose}, which you do not hold")
        if index >= s.open_slots(seat) and index != VAULT:
            return Verdict(False, R_SLOTS, f"slot {index + 1} is covered by a city: "
                           f"{s.open_slots(seat)} slots are open")
        if s._token_at(seat, index) is not None:
            return Verdict(False, R_SLOTS, f"slot {index + 1} holds {s._token_at(seat, index)}: "
                           "to move it, say the whole arrangement with 'arrange'")
        cost = s.slot_cost(index, seat)
        same = next(i for i in s.placements(seat) if s.slot_cost(i, seat) == cost)
        return Verdict(False, R_SLOTS, f"slot {index + 1} costs as much to raid as slot "
                       f"{same + 1}, the leftmost empty one of that cost: place it there")

    @staticmethod
    def _why_arrange(s: PiecesRules, seat: int, act: Arrange) -> Verdict:
        room, cost = s.open_slots(seat), s.card_cost(seat)
        if len(act.board) != room:
            return Verdict(False, R_SLOTS, f"seat {seat} has {room} open slots: name a "
                           f"resource or '-' for each, not {len(act.board)}")
        if act.names_card and cost is None:
            return Verdict(False, R_SLOTS, "there is no slot 7 (a card's) to name after '|'")
        if cost is not None and not act.names_card:
            return Verdict(False, R_SLOTS, "name the token in slot 7 (the card's) after '|', "
                           "or '-' to leave it empty")
        tokens = sorted(s.holdings(seat))
        named = sorted(t for t in (*act.board, act.card) if t is not None)
        if named != tokens:
            return Verdict(False, R_SLOTS, f"seat {seat}'s tokens are {', '.join(tokens)}: "
                           "place each of them once")
        classes = groups(room, cost)
        wanted = profile_of((*act.board, *([None] * (6 - room)), act.card), classes)
        same = next(t for t, lay in s.arrangements(seat).items()
                    if profile_of(lay, classes) == wanted)
        return Verdict(False, R_SLOTS, "slots of one raid cost are alike, and a token that "
                       f"keeps its raid cost keeps its slot: this arrangement is '{same}'")

    def do(self, s: PiecesRules, p: Decide, action: Action) -> None:
        layout = s.arrangements(p.seat)[str(action)]
        s._set_layout(p.seat, layout)
        act = parse(action)
        if isinstance(act, Place):
            index = act.slot - 1
            s._log(p.seat, f"places {act.resource} in slot {index + 1} (raid cost "
                   f"{plural(s.slot_cost(index, p.seat), 'key')})", R_SLOTS)
        else:
            s._log(p.seat, "places and rearranges its resources: " + describe(
                layout, s.open_slots(p.seat), s.card_cost(p.seat)), R_SLOTS)


class DiscardToken(Decision[PiecesRules, Decide]):
    """arcs R8: a token gained with no empty slot: its owner discards one token."""

    rule = R_SLOTS

    def prompt(self, s: PiecesRules, p: Decide) -> str:
        return f"seat {p.seat} has more resources than slots and discards one"

    def legal(self, s: PiecesRules, p: Decide) -> list[Action]:
        return [Action(f"discard {k}") for k in RESOURCES if k in s.holdings(p.seat)]

    def why(self, s: PiecesRules, p: Decide, action: Action) -> Verdict | None:
        if action.kind == "discard":
            return Verdict(False, R_SLOTS, f"you hold no {action.arg}")
        return None

    def do(self, s: PiecesRules, p: Decide, action: Action) -> None:
        """Discard one token: a waiting one, or one in a slot, which the waiting token then
        fills (arcs R8)."""
        act = parse(action)
        assert isinstance(act, Discard)
        seat, kind = p.seat, act.resource
        if kind in s.excess[seat]:
            s.excess[seat].remove(kind)
        else:
            s._put(seat, s._slot_of(seat, kind), None)
        s.supply[kind] += 1
        s._log(seat, f"has no room and discards {kind}", R_RESOURCES)


DECISIONS: dict[str, Decision[Any, Any]] = {"place": PlaceToken(), "fit": DiscardToken()}
