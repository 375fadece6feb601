"""Arcs' observation, part by part: the vocabularies (systems, cards, Court cards ...) and
the functions that fill each part of the vector from an ``ArcsView`` (``obs_arcs`` has the
layout, its table and the encoder that calls them).

Each function adds to ``ones`` the slots set to 1 and to ``idx``/``vals`` the slots holding a
number; ``o`` maps each field of ``obs_arcs.layout`` to its offset.
"""

from __future__ import annotations

from typing import Any

from ..arcs.base import ACTION_KINDS
from ..arcs.components import (
    ACTION_CARDS,
    AMBITIONS,
    COURT,
    DIE_TYPES,
    LEADERS,
    LORE,
    RESOURCES,
    SUITS,
)
from ..arcs.mapdata import SETUP_CARDS, SYSTEMS
from .layout import capped

Offsets = dict[str, int]
Seats = tuple[int, ...]
Slots = list[int]
Values = list[float]

SYSTEM_IDS = tuple(SYSTEMS)
CARD_IDS = tuple(ACTION_CARDS)
COURT_IDS = tuple(COURT)
LEADER_IDS = tuple(LEADERS)
LORE_IDS = tuple(LORE)
SETUPS = tuple(SETUP_CARDS)
HOWS = ("lead", "surpass", "copy", "pivot")
TROPHIES = ("agent", "city", "ship", "starport")
BUILDINGS = (("city", False), ("city", True), ("starport", False), ("starport", True))
PROMPTS = (
    ("ability", "decides for "), ("act", "acts ("), ("bonus", "takes the action its "),
    ("recover", "places 3 ships at a gate"), ("catapult", "may Catapult"),
    ("dice", "collects battle dice"), ("assign", "assigns "), ("raid", "spends raid keys"),
    ("ransack", "ransacks the Court"), ("lead", "leads a card or passes"),
    ("follow", "surpasses, copies or pivots"), ("draft", "drafts a leader"),
    ("mulligan", "may mulligan"), ("place", "places "), ("excess", "has more resources"),
    ("other", ""),
)
"""The decision a prompt asks, by the words after ``seat N`` (in this order, first match)."""
SYSTEM_INDEX = {s: i for i, s in enumerate(SYSTEM_IDS)}
CARD_INDEX = {c: i for i, c in enumerate(CARD_IDS)}
COURT_INDEX = {c: i for i, c in enumerate(COURT_IDS)}
LEADER_INDEX = {c: i for i, c in enumerate(LEADER_IDS)}
LORE_INDEX = {c: i for i, c in enumerate(LORE_IDS)}
SETUP_INDEX = {s: i for i, s in enumerate(SETUPS)}
RESOURCE_INDEX = {r: i for i, r in enumerate(RESOURCES)}
HOW_INDEX = {h: i for i, h in enumerate(HOWS)}
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
KIND_INDEX = {k: i for i, k in enumerate(ACTION_KINDS)}
TROPHY_INDEX = {k: i for i, k in enumerate(TROPHIES)}
BUILDING_INDEX = {b: i for i, b in enumerate(BUILDINGS)}
DIE_INDEX = {d: i for i, d in enumerate(DIE_TYPES)}
ABILITY_INDEX = {name: i for i, name in enumerate(
    [c.name for c in COURT.values()] + [c.name for c in LEADERS.values()]
    + [c.name for c in LORE.values()])}
CLUSTERS = 6


def player_fields(n: int) -> list[tuple[str, int, str | None, float]]:
    """Each seat's board: (name, slots, how the count is written, high)."""
    r = len(RESOURCES)
    return [("power", 1, None, 99), ("hand_count", 1, None, 99),
            ("resources", 6 * r, f"6 × {r}: each slot's resource", 1),
            ("waiting", r, None, 99), ("open_slots", 1, None, 9),
            ("cities_on_board", 1, None, 5), ("city_bonus", 1, None, 9),
            ("ships_supply", 1, None, 15), ("starports_supply", 1, None, 5),
            ("agents_supply", 1, None, 10),
            ("trophies", 4 * n, "n × 4: per owner agent, city, ship, starport", 99),
            ("captives", n, "n: per owner", 99),
            ("outrage", 2 * r, f"{r} × 2: agent, placeholder", 1),
            ("guild", len(COURT_IDS), None, 1), ("on_map", 3, "3: ships, cities, starports", 15),
            ("leader", len(LEADER_IDS), None, 1), ("lore", len(LORE_IDS), None, 1),
            ("vault", r, None, 1), ("extra_slot", 2, "2: a card with slot 7, its raid cost", 9)]


def systems(o: Offsets, n: int, view: Any, rel: Seats, ones: Slots, idx: Slots,
        vals: Values) -> None:
    ships, buildings, controller = o["ships"], o["buildings"], o["controller"]
    for system in view.systems:
        s = SYSTEM_INDEX.get(system.id)
        if s is None:
            continue
        for seat, (fresh, damaged) in enumerate(system.ships):
            if fresh or damaged:
                base = ships + (s * n + rel[seat]) * 2
                idx += (base, base + 1)
                vals += (fresh, damaged)
        if system.buildings:
            counts: dict[int, float] = {}
            for owner, kind, damaged in system.buildings:
                if 0 <= owner < n and (kind, damaged) in BUILDING_INDEX:
                    slot = buildings + (s * n + rel[owner]) * 4 + BUILDING_INDEX[kind, damaged]
                    counts[slot] = counts.get(slot, 0.0) + 1.0
            idx += counts
            vals += counts.values()
        if system.controller is not None and 0 <= system.controller < n:
            ones.append(controller + s * n + rel[system.controller])


def court(o: Offsets, n: int, view: Any, rel: Seats, ones: Slots, idx: Slots,
        vals: Values) -> None:
    width = 1 + n
    for card, agents in view.court:
        k = COURT_INDEX.get(card) if card is not None else None
        if k is None:
            continue
        base = o["court"] + k * width
        ones.append(base)
        for seat, count in enumerate(agents):
            if count:
                idx.append(base + 1 + rel[seat])
                vals.append(capped(count, 99))
    idx += (o["court_deck"], o["court_bottom"], o["deck"], o["discard"])
    vals += (view.court_deck, view.court_bottom, view.deck, view.discard)
    ones += [o["court_discard"] + COURT_INDEX[c] for c in view.court_discard if c in COURT_INDEX]
    ones += [o["discard_up"] + CARD_INDEX[c] for c in view.discard_up if c in CARD_INDEX]


def round_cards(o: Offsets, n: int, view: Any, rel: Seats, ones: Slots, idx: Slots,
        vals: Values) -> None:
    c = len(CARD_IDS)
    if view.lead is not None:
        seat, card, zeroed = view.lead
        ones.append(o["lead_seat"] + rel[seat])
        if card in CARD_INDEX:
            ones.append(o["lead_card"] + CARD_INDEX[card])
        if zeroed:
            ones.append(o["zeroed"])
    width = c + 1 + len(HOWS)
    for seat, card, how in view.played:
        base = o["played"] + rel[seat] * width
        ones.append(base + (CARD_INDEX.get(card, c) if card is not None else c))
        if how in HOW_INDEX:
            ones.append(base + c + 1 + HOW_INDEX[how])
    for seat, card in view.extras:
        base = o["extras"] + rel[seat] * (c + 1)
        ones.append(base + (CARD_INDEX.get(card, c) if card is not None else c))
    for name, markers, phantom in view.ambitions:
        if (not markers and not phantom) or name not in AMBITIONS:
            continue
        base = o["ambitions"] + 4 * AMBITIONS.index(name)
        idx += (base, base + 1, base + 2, base + 3)
        vals += (len(markers), sum(m[0] for m in markers), sum(m[1] for m in markers),
                 capped(phantom, 99))
    for i, (first, second) in enumerate(view.markers[:3]):
        idx += (o["markers"] + 2 * i, o["markers"] + 2 * i + 1)
        vals += (first, second)
    for resource, count in view.supply:
        if resource in RESOURCE_INDEX:
            idx.append(o["supply"] + RESOURCE_INDEX[resource])
            vals.append(capped(count, 99))
    limbo: dict[int, float] = {}
    for resource in view.limbo:
        if resource in RESOURCE_INDEX:
            slot = o["limbo"] + RESOURCE_INDEX[resource]
            limbo[slot] = limbo.get(slot, 0.0) + 1.0
    idx += limbo
    vals += limbo.values()
    leaders, lore = view.ll_row
    ones += [o["ll_row"] + LEADER_INDEX[x] for x in leaders if x in LEADER_INDEX]
    ones += [o["ll_row"] + len(LEADER_IDS) + LORE_INDEX[x] for x in lore if x in LORE_INDEX]
    for seat, _, card in view.unions:
        if 0 <= seat < n and card in CARD_INDEX:
            ones.append(o["unions"] + rel[seat] * c + CARD_INDEX[card])
    if view.seen is not None:
        seat, hand = view.seen
        ones.append(o["seen_seat"] + rel[seat])
        ones += [o["seen_hand"] + CARD_INDEX[x] for x in hand if x in CARD_INDEX]


def turn(o: Offsets, view: Any, rel: Seats, ones: Slots, idx: Slots, vals: Values) -> None:
    t = view.turn
    if t is not None:
        ones += [o["turn"], o["turn_seat"] + rel[t.seat]]
        if t.how in HOW_INDEX:
            ones.append(o["turn_how"] + HOW_INDEX[t.how])
        if t.suit in SUIT_INDEX:
            ones.append(o["turn_suit"] + SUIT_INDEX[t.suit])
        idx.append(o["pips"])
        vals.append(capped(t.pips, 99))
        if t.prelude:
            ones.append(o["prelude"])
        ones += [o["allowed"] + KIND_INDEX.get(kind, len(ACTION_KINDS)) for kind in t.allowed]
        if t.weapon:
            ones.append(o["weapon"])
    b = view.battle
    if b is not None:
        ones += [o["battle"], o["attacker"] + rel[b.attacker], o["defender"] + rel[b.defender]]
        if b.system in SYSTEM_INDEX:
            ones.append(o["battle_system"] + SYSTEM_INDEX[b.system])
        counts: dict[int, float] = {}
        for die in b.dice:
            if die in DIE_INDEX:
                slot = o["dice"] + DIE_INDEX[die]
                counts[slot] = counts.get(slot, 0.0) + 1.0
        for die, face in b.rolled:
            if die in DIE_INDEX and 1 <= face <= 6:
                slot = o["rolled"] + 6 * DIE_INDEX[die] + face - 1
                counts[slot] = counts.get(slot, 0.0) + 1.0
        idx += counts
        vals += counts.values()
        idx.append(o["raid_keys"])
        vals.append(capped(b.keys, 99))
    if view.catapult is not None:
        at, fresh, damaged = view.catapult
        ones.append(o["catapult"])
        if at in SYSTEM_INDEX:
            ones.append(o["catapult_at"] + SYSTEM_INDEX[at])
        idx += (o["catapult_ships"], o["catapult_ships"] + 1)
        vals += (fresh, damaged)


def player(q: Offsets, n: int, p: Any, rel: Seats, base: int, ones: Slots, idx: Slots,
           vals: Values) -> None:
    r = len(RESOURCES)
    idx += (base + q["power"], base + q["hand_count"], base + q["open_slots"],
            base + q["cities_on_board"], base + q["city_bonus"], base + q["ships_supply"],
            base + q["starports_supply"], base + q["agents_supply"])
    vals += (capped(p.power, 99), p.hand_count, p.open_slots, p.cities_on_board,
             p.city_bonus, p.ships_supply, p.starports_supply, p.agents_supply)
    for slot, resource in enumerate(p.resources[:6]):
        if resource in RESOURCE_INDEX:
            ones.append(base + q["resources"] + slot * r + RESOURCE_INDEX[resource])
    counts: dict[int, float] = {}
    for resource in p.waiting:
        if resource in RESOURCE_INDEX:
            slot = base + q["waiting"] + RESOURCE_INDEX[resource]
            counts[slot] = counts.get(slot, 0.0) + 1.0
    for owner, kind, count in p.trophies:
        if 0 <= owner < n and kind in TROPHY_INDEX:
            counts[base + q["trophies"] + 4 * rel[owner] + TROPHY_INDEX[kind]] = capped(count, 99)
    for owner, count in p.captives:
        if 0 <= owner < n:
            counts[base + q["captives"] + rel[owner]] = capped(count, 99)
    idx += counts
    vals += counts.values()
    for resource, what in p.outrage:
        if resource in RESOURCE_INDEX:
            ones.append(base + q["outrage"] + 2 * RESOURCE_INDEX[resource]
                        + (0 if what == "agent" else 1))
    ones += [base + q["guild"] + COURT_INDEX[g] for g in p.guild if g in COURT_INDEX]
    idx += (base + q["on_map"], base + q["on_map"] + 1, base + q["on_map"] + 2)
    vals += p.on_map
    if p.leader in LEADER_INDEX:
        ones.append(base + q["leader"] + LEADER_INDEX[p.leader])
    ones += [base + q["lore"] + LORE_INDEX[x] for x in p.lore if x in LORE_INDEX]
    if p.vault in RESOURCE_INDEX:
        ones.append(base + q["vault"] + RESOURCE_INDEX[p.vault])
    if p.extra_slot is not None:
        idx += (base + q["extra_slot"], base + q["extra_slot"] + 1)
        vals += (1, p.extra_slot[1])
