"""Arcs' observation: ``ArcsView`` (hands and cards played face down only for their owner,
arcs R5) as float32s.

Size: 1269 (2 players), 1708 (3 players), 2157 (4 players).

Built from the view alone. Seats are relative (slot 0: the viewer, slot k: seat
``viewer + k``; ``n`` players). Systems are in ``SYSTEMS`` order (the map's 24: 1.0 .. 6.3);
action cards in ``ACTION_CARDS`` order (Adm1..Adm7, Agg1.., Con1.., Mob1..); Court cards,
leaders and lore cards in the components file's order (``COURT``, ``LEADERS``, ``LORE``);
resources in ``RESOURCES`` order (Material, Fuel, Weapon, Relic, Psionic); ambitions in
``AMBITIONS`` order (Tycoon, Tyrant, Warlord, Keeper, Empath). A Court card is kept in the
slots of its card, wherever it lies in the row. The decision the prompt asks is read from
its words (``PROMPTS``; its last slot for words this table does not know).

| field | slots | values | meaning |
|---|---|---|---|
| `to_move` | n | 0/1 | the seat to decide now |
| `prompt` | 16 | 0/1 | the decision the prompt asks: ability, act, bonus, recover, catapult, |
| | | | dice, assign, raid, ransack, lead, follow, draft, mulligan, place, |
| | | | excess, other |
| `prompt_ability` | 53 | 0/1 | the Court card, leader or lore card a decision is for |
| | | | ('decides for ...') |
| `chapter` | 1 | 0..9 | the chapter |
| `setup` | 12 | 0/1 | the setup card (`SETUPS`) |
| `out_of_play` | 6 | 0/1 | the clusters out of play |
| `initiative` | n | 0/1 | the seat holding the initiative |
| `seized` | n | 0/1 | the seat that seized the initiative this round |
| `ships` | 24 × n × 2 | 0..15 | each system's fresh and damaged ships per seat |
| `buildings` | 24 × n × 4 | 0..5 | each system's cities, damaged cities, starports, damaged |
| | | | starports per seat |
| `controller` | 24 × n | 0/1 | the seat controlling each system |
| `court` | 31 × (1 + n) | 0..99 | each Court card: in the row; agents on it per seat |
| `court_deck` | 1 | 0..31 | cards in the Court deck |
| `court_discard` | 31 | 0/1 | Court cards discarded |
| `court_bottom` | 1 | 0..31 | cards buried under the Court deck |
| `deck` | 1 | 0..28 | cards in the action deck |
| `discard` | 1 | 0..28 | cards in the action discard |
| `discard_up` | 28 | 0/1 | cards in the face-up discard pile (arcs R12) |
| `lead_seat` | n | 0/1 | the seat that led this round |
| `lead_card` | 28 | 0/1 | the card led |
| `zeroed` | 1 | 0/1 | the lead was zeroed |
| `played` | n × 33 | 0/1 | the card each seat played this round (if the viewer may see it), |
| | | | face down, how: lead, surpass, copy, pivot |
| `extras` | n × 29 | 0/1 | the extra card each seat played to seize (if seen), face down |
| `ambitions` | 5 × 4 | 0..99 | each ambition: markers on it, their first-place and second- |
| | | | place Power, tokens on its box (2 players) |
| `markers` | 6 | 0..99 | the ambition markers still to declare: first and second-place Power |
| `supply` | 5 | 0..99 | resources in the supply |
| `limbo` | 5 | 0..99 | resources spent in this Prelude |
| `ll_row` | 22 | 0/1 | leaders and lore cards in the Leaders & Lore draft row |
| `unions` | n × 28 | 0/1 | the action card each seat's Union claims |
| `seen_seat` | n | 0/1 | the seat whose hand the viewer looked at (Farseers) |
| `seen_hand` | 28 | 0/1 | the hand looked at |
| `turn` | 1 | 0/1 | a turn is under way |
| `turn_seat` | n | 0/1 | the seat taking the turn |
| `turn_how` | 4 | 0/1 | how its card was played: lead, surpass, copy, pivot |
| `turn_suit` | 4 | 0/1 | the turn's suit: Administration, Aggression, Construction, |
| | | | Mobilization |
| `pips` | 1 | 0..99 | action pips left |
| `prelude` | 1 | 0/1 | the Prelude |
| `allowed` | 8 | 0/1 | the actions its pips may buy: tax, build, move, repair, influence, |
| | | | secure, battle, another |
| `weapon` | 1 | 0/1 | a Weapon lets it battle |
| `battle` | 1 | 0/1 | a battle is under way |
| `attacker` | n | 0/1 | the attacking seat |
| `defender` | n | 0/1 | the defending seat |
| `battle_system` | 24 | 0/1 | where |
| `dice` | 3 | 0..99 | battle dice still to roll: assault, skirmish, raid |
| `rolled` | 3 × 6 | 0..99 | dice rolled, by type and face |
| `raid_keys` | 1 | 0..99 | keys to spend |
| `catapult` | 1 | 0/1 | a Catapult move is under way |
| `catapult_at` | 24 | 0/1 | where the ships stand |
| `catapult_ships` | 2 | 0..15 | its fresh and damaged ships |
| `outcome` | 1 + n | 0/1 | the game is over; then each winning seat |
| `threshold` | 1 | 0..99 | the Power that ends the game (arcs R11) |
| `player` | n × (116 + 5n) | 0..99 | each seat's board, in order: power (1); hand_count (1); |
| | | | resources (6 × 5: each slot's resource); waiting (5); |
| | | | open_slots (1); cities_on_board (1); city_bonus (1); |
| | | | ships_supply (1); starports_supply (1); agents_supply |
| | | | (1); trophies (n × 4: per owner agent, city, ship, |
| | | | starport); captives (n: per owner); outrage (5 × 2: |
| | | | agent, placeholder); guild (31); on_map (3: ships, |
| | | | cities, starports); leader (8); lore (14); vault (5); |
| | | | extra_slot (2: a card with slot 7, its raid cost) |
| `hand` | 28 | 0/1 | the viewer's own hand |
"""

from __future__ import annotations

from typing import Any

from ..arcs.base import ACTION_KINDS
from ..arcs.components import AMBITIONS, DIE_TYPES, RESOURCES, SUITS
from .layout import Encoder, Layout, Vector, capped, outcome_slots
from .obs_arcs_parts import (
    ABILITY_INDEX,
    CARD_IDS,
    CARD_INDEX,
    CLUSTERS,
    COURT_IDS,
    HOWS,
    LEADER_IDS,
    LORE_IDS,
    PROMPTS,
    SETUP_INDEX,
    SETUPS,
    SYSTEM_IDS,
    court,
    player,
    player_fields,
    round_cards,
    systems,
    turn,
)


def layout(players: int) -> Layout:
    """Arcs' observation layout (the table in the module docstring)."""
    n = players
    s, c, k = len(SYSTEM_IDS), len(CARD_IDS), len(COURT_IDS)
    lay = Layout("arcs", n)
    lay.add("to_move", n, "the seat to decide now", size="n")
    lay.add("prompt", len(PROMPTS), "the decision the prompt asks: "
            + ", ".join(name for name, _ in PROMPTS))
    lay.add("prompt_ability", len(ABILITY_INDEX), "the Court card, leader or lore card a decision "
            "is for ('decides for ...')", size=str(len(ABILITY_INDEX)))
    lay.add("chapter", 1, "the chapter", high=9)
    lay.add("setup", len(SETUPS), "the setup card (`SETUPS`)")
    lay.add("out_of_play", CLUSTERS, "the clusters out of play")
    lay.add("initiative", n, "the seat holding the initiative", size="n")
    lay.add("seized", n, "the seat that seized the initiative this round", size="n")
    lay.add("ships", s * n * 2, "each system's fresh and damaged ships per seat", high=15,
            size=f"{s} × n × 2")
    lay.add("buildings", s * n * 4, "each system's cities, damaged cities, starports, damaged "
            "starports per seat", high=5, size=f"{s} × n × 4")
    lay.add("controller", s * n, "the seat controlling each system", size=f"{s} × n")
    lay.add("court", k * (1 + n), "each Court card: in the row; agents on it per seat",
            high=99, size=f"{k} × (1 + n)")
    lay.add("court_deck", 1, "cards in the Court deck", high=k)
    lay.add("court_discard", k, "Court cards discarded", size=str(k))
    lay.add("court_bottom", 1, "cards buried under the Court deck", high=k)
    lay.add("deck", 1, "cards in the action deck", high=c)
    lay.add("discard", 1, "cards in the action discard", high=c)
    lay.add("discard_up", c, "cards in the face-up discard pile (arcs R12)", size=str(c))
    lay.add("lead_seat", n, "the seat that led this round", size="n")
    lay.add("lead_card", c, "the card led", size=str(c))
    lay.add("zeroed", 1, "the lead was zeroed")
    lay.add("played", n * (c + 1 + len(HOWS)), "the card each seat played this round (if the "
            "viewer may see it), face down, how: " + ", ".join(HOWS),
            size=f"n × {c + 1 + len(HOWS)}")
    lay.add("extras", n * (c + 1), "the extra card each seat played to seize (if seen), face "
            "down", size=f"n × {c + 1}")
    lay.add("ambitions", len(AMBITIONS) * 4, "each ambition: markers on it, their first-place "
            "and second-place Power, tokens on its box (2 players)", high=99,
            size=f"{len(AMBITIONS)} × 4")
    lay.add("markers", 6, "the ambition markers still to declare: first and second-place Power",
            high=99)
    lay.add("supply", len(RESOURCES), "resources in the supply", high=99)
    lay.add("limbo", len(RESOURCES), "resources spent in this Prelude", high=99)
    lay.add("ll_row", len(LEADER_IDS) + len(LORE_IDS), "leaders and lore cards in the Leaders "
            "& Lore draft row")
    lay.add("unions", n * c, "the action card each seat's Union claims", size=f"n × {c}")
    lay.add("seen_seat", n, "the seat whose hand the viewer looked at (Farseers)", size="n")
    lay.add("seen_hand", c, "the hand looked at", size=str(c))
    lay.add("turn", 1, "a turn is under way")
    lay.add("turn_seat", n, "the seat taking the turn", size="n")
    lay.add("turn_how", len(HOWS), "how its card was played: " + ", ".join(HOWS))
    lay.add("turn_suit", len(SUITS), "the turn's suit: " + ", ".join(SUITS))
    lay.add("pips", 1, "action pips left", high=99)
    lay.add("prelude", 1, "the Prelude")
    lay.add("allowed", len(ACTION_KINDS) + 1, "the actions its pips may buy: "
            + ", ".join(ACTION_KINDS) + ", another")
    lay.add("weapon", 1, "a Weapon lets it battle")
    lay.add("battle", 1, "a battle is under way")
    lay.add("attacker", n, "the attacking seat", size="n")
    lay.add("defender", n, "the defending seat", size="n")
    lay.add("battle_system", s, "where", size=str(s))
    lay.add("dice", len(DIE_TYPES), "battle dice still to roll: " + ", ".join(DIE_TYPES),
            high=99)
    lay.add("rolled", len(DIE_TYPES) * 6, "dice rolled, by type and face", high=99,
            size=f"{len(DIE_TYPES)} × 6")
    lay.add("raid_keys", 1, "keys to spend", high=99)
    lay.add("catapult", 1, "a Catapult move is under way")
    lay.add("catapult_at", s, "where the ships stand", size=str(s))
    lay.add("catapult_ships", 2, "its fresh and damaged ships", high=15)
    lay.add("outcome", 1 + n, "the game is over; then each winning seat", size="1 + n")
    lay.add("threshold", 1, "the Power that ends the game (arcs R11)", high=99)
    per = player_fields(n)
    width = sum(count for _, count, _, _ in per)
    lay.add("player", n * width, "each seat's board, in order: "
            + "; ".join(f"{name} ({count if size is None else size})"
                        for name, count, size, _ in per), high=99,
            size=f"n × ({width - 5 * n} + 5n)")
    lay.add("hand", c, "the viewer's own hand", size=str(c))
    return lay


class ArcsEncoder(Encoder):
    """``encode(view)``: the observation vector of an ``ArcsView``."""

    def __init__(self, players: int) -> None:
        super().__init__(layout(players), players)
        offset = 0
        self._p: dict[str, int] = {}
        for name, count, _, _ in player_fields(players):
            self._p[name] = offset
            offset += count
        self._per = offset

    def _read_prompt(self, key: object) -> list[int]:
        """The kind of decision a prompt asks, and the ability that asks it."""
        prompt, o = str(key), self._o
        words = prompt.split(" ", 2)[2] if prompt.startswith("seat ") else ""
        index = next(i for i, (_, start) in enumerate(PROMPTS) if words.startswith(start))
        slots = [o["prompt"] + index]
        if PROMPTS[index][0] == "ability":
            name = words[len(PROMPTS[index][1]):]
            if name in ABILITY_INDEX:
                slots.append(o["prompt_ability"] + ABILITY_INDEX[name])
        return slots

    def encode(self, view: Any) -> Vector:
        o = self._o
        n = self.n
        out, viewer, rel = self._blank(view)
        ones = list(self._prompt_slots(view.prompt))
        idx: list[int] = []
        vals: list[float] = []
        if view.to_move is not None and view.to_move >= 0:
            ones.append(o["to_move"] + rel[view.to_move])
        out[o["chapter"]] = view.chapter
        if view.setup in SETUP_INDEX:
            ones.append(o["setup"] + SETUP_INDEX[view.setup])
        ones += [o["out_of_play"] + c - 1 for c in view.out_of_play if 1 <= c <= CLUSTERS]
        if 0 <= view.initiative < n:
            ones.append(o["initiative"] + rel[view.initiative])
        if view.seized is not None and 0 <= view.seized < n:
            ones.append(o["seized"] + rel[view.seized])
        systems(o, n, view, rel, ones, idx, vals)
        court(o, n, view, rel, ones, idx, vals)
        round_cards(o, n, view, rel, ones, idx, vals)
        turn(o, view, rel, ones, idx, vals)
        ones += [o["outcome"] + s for s in outcome_slots(view.outcome, rel)]
        out[o["threshold"]] = capped(view.threshold, 99)
        for seat, p in enumerate(view.players):
            player(self._p, n, p, rel, o["player"] + rel[seat] * self._per, ones, idx, vals)
            if seat == viewer and p.hand is not None:
                ones += [o["hand"] + CARD_INDEX[c] for c in p.hand if c in CARD_INDEX]
        out[ones] = 1.0
        if idx:
            out[idx] = vals
        return out
