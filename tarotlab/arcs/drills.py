"""Arcs drills: who controls this system, what does this roll do to these ships, and who
scores this ambition (arcs: Control, arcs: Battle 4, arcs: End-of-Chapter Scoring).

Each question is a real seeded game: a ``Rig`` starts it (with the hand and dice wished for)
and an ``Edit`` sets the pieces asked about. The answer is worked out here from the rules,
and ``play_out`` plays the position on in the engine, then reads what happened: the
engine's control of the system; the battle fought with the rigged dice (the attacker's
choices made at random, since the answer must not depend on them); the chapter ended by
everyone passing and scored.

>>> from tarotlab import drills
>>> q = drills.question("arcs", "control", 3)
>>> q.answer in q.choices and q.verify() == q.answer
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.engine import ALL, Action
from ..core.rng import Rng
from ..drills import Question, drill
from .components import DICE
from .mapdata import SYSTEMS, setup_card, setup_cards
from .rules import ArcsState
from .scenario import Edit, Rig

NO_ONE = "no one"
NOTHING = "no one gains Power"
R_CONTROL = "arcs: Control"
R_SCORING = "arcs: End-of-Chapter Scoring"
DIE_ORDER = ("assault", "skirmish", "raid")  # the order the engine rolls them in
COUNTS = {"Tycoon": ("Fuel", "Material"), "Keeper": ("Relic",), "Empath": ("Psionic",)}
"""Resource icons each ambition counts; Tyrant counts Captives, Warlord Trophies
(arcs: End-of-Chapter Scoring)."""
RESOURCE_TYPES = ("Fuel", "Material", "Weapon", "Relic", "Psionic")
BOX_OF = {"Material": "Tycoon", "Fuel": "Tycoon", "Weapon": "Warlord", "Relic": "Keeper",
          "Psionic": "Empath"}
"""With two players, where each out-of-play planet's resource is placed (arcs: Setup 1.11)."""
CITY_BONUS = {4: 2, 5: 5}
"""Extra Power to a won ambition by cities on the map (arcs: End-of-Chapter Scoring)."""


def _start(rng: Rng, seed: int, rig: Rig) -> ArcsState:
    """A game of 2-4 players on a seeded setup card, at seat 0's first lead (a 2-player
    seat 1 keeps its hand)."""
    players = 2 + rng.below(3)
    card = rng.choice(setup_cards(players))
    state = rig.start(players=players, setup_card=card.name, seed=seed)
    while state.to_move not in (0, None) and Action("keep") in state.legal_actions():
        rig.apply(state, "keep")
    return state


def _n(count: int, word: str) -> str:
    """``_n(1, "fresh ship")`` -> ``1 fresh ship``; ``_n(2, ...)`` -> ``2 fresh ships``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _pieces(fresh: int, damaged: int, buildings: list[str]) -> str:
    ships = " and ".join(_n(n, f"{what} ship") for n, what in ((fresh, "fresh"),
                                                                (damaged, "damaged")) if n)
    return ", ".join(p for p in (ships, *buildings) if p) or "nothing"


def _building_names(view: Any, sid: str, seat: int) -> list[str]:
    system = next(s for s in view.systems if s.id == sid)
    return [f"a {'damaged ' if damaged else ''}{kind}" for owner, kind, damaged in
            system.buildings if owner == seat]


def _ships(view: Any, sid: str) -> tuple[tuple[int, int], ...]:
    return next(s.ships for s in view.systems if s.id == sid)


def _in_play(state: ArcsState) -> list[str]:
    return sorted(s.id for s in state.view(ALL).systems)


def _free_slots(state: ArcsState) -> list[str]:
    """The systems in play with an empty building slot."""
    return sorted(s.id for s in state.view(ALL).systems if SYSTEMS[s.id].slots > len(s.buildings))


def _choices(answer: str, wrong: list[str], spare: Callable[[int], str]) -> tuple[str, ...]:
    """The answer and up to three wrong ones (the likely mistakes first), sorted."""
    out = [answer]
    for w in wrong:
        if w not in out and len(out) < 4:
            out.append(w)
    n = 0
    while len(out) < 4 and n < 12:
        extra = spare(n)
        if extra not in out:
            out.append(extra)
        n += 1
    return tuple(sorted(out))


# ---------------------------------------------------------------------- control
@drill("arcs", "control", "who controls this system")
def control_question(seed: int) -> Question:
    """A system with pieces of several seats: who has more fresh ships than each rival?"""
    rng = Rng(seed, stream=0xA5C0)
    state = _start(rng, seed, Rig())
    sid = rng.choice(_in_play(state))
    edit = Edit(state).clear(sid)
    fresh = [0] * state.players
    damaged = [0] * state.players
    for seat in range(state.players):
        if rng.below(4):  # most seats have ships here
            fresh[seat] = rng.below(4)
            damaged[seat] = rng.below(3)
    if rng.below(3) == 0:  # a tie for the most fresh ships, often
        a, b = rng.below(state.players), rng.below(state.players)
        fresh[b] = fresh[a]
    for seat in range(state.players):
        edit.ships(seat, sid, fresh[seat], damaged[seat])
    if sid in _free_slots(state) and rng.below(2):
        edit.building(rng.below(state.players), sid, rng.choice(("city", "starport")),
                      bool(rng.below(2)))
    view = state.view(ALL)
    best = max(fresh)
    leaders = [s for s in range(state.players) if fresh[s] == best]
    answer = f"seat {leaders[0]}" if best > 0 and len(leaders) == 1 else NO_ONE
    if answer != NO_ONE:
        why = (f"seat {leaders[0]} has {_n(best, 'fresh ship')}, more than each rival: it "
               f"controls {sid}")
    elif best == 0:
        why = f"no one has a fresh ship at {sid}, so no one controls it [tarotlab M4]"
    else:
        why = (f"{' and '.join(f'seat {s}' for s in leaders)} tie with "
               f"{_n(best, 'fresh ship')}: on a tie no one controls the system")
    explanation = (f"{why}; damaged ships and buildings never count [{R_CONTROL}].")
    lines = [f"seat {s}: {_pieces(fresh[s], damaged[s], _building_names(view, sid, s))}"
             for s in range(state.players)]
    prompt = f"At {sid}: {'; '.join(lines)}. Who controls {sid}?"
    choices = (*(f"seat {s}" for s in range(state.players)), NO_ONE)

    def play_out() -> str:
        """The engine's control of the system."""
        owner = next(s.controller for s in state.view(ALL).systems if s.id == sid)
        return NO_ONE if owner is None else f"seat {owner}"

    return Question("arcs", "control", seed, prompt, choices, answer, explanation, R_CONTROL,
                    state, None, play_out)


# ---------------------------------------------------------------------- a roll
def _totals(faces: list[tuple[str, int]]) -> tuple[int, int, bool, int, int]:
    """(hits, self-hits, any intercept, building hits, keys) of the rolled faces (arcs R1)."""
    hits = selfs = icons = building = keys = 0
    for kind, face in faces:
        h, s, i, b, k = DICE[kind][face - 1]
        hits, selfs, icons, building, keys = (hits + h, selfs + s, icons + i, building + b,
                                              keys + k)
    return hits, selfs, icons > 0, building, keys


def _face_text(kind: str, face: int) -> str:
    h, s, i, b, k = DICE[kind][face - 1]
    parts = [_n(h, "hit") if h else "", "a self-hit" if s else "",
             "an intercept" if i else "", _n(b, "building hit") if b else "",
             _n(k, "key") if k else ""]
    return f"{kind} {face} ({', '.join(p for p in parts if p) or 'blank'})"


def _battle(rng: Rng, state: ArcsState) -> tuple[str, int, tuple[int, int], tuple[int, int],
                                                   bool, str]:
    """Set up a battle: its system, the defender, (fresh, damaged) attacking and defending
    ships, whether a defending building is there (so raid dice are allowed), and the words for
    a bystander's ships (they neither defend nor intercept)."""
    defender = 1 + rng.below(state.players - 1)
    sid = rng.choice(_in_play(state))
    edit = Edit(state).clear(sid)
    att = (rng.below(4), rng.below(3))
    att = att if sum(att) else (1, 0)
    dfd = (rng.below(4), rng.below(3))
    edit.ships(0, sid, *att).ships(defender, sid, *dfd)
    others = [s for s in range(1, state.players) if s != defender]
    bystander = ""
    if others and rng.below(3) == 0:
        seat, count = rng.choice(others), 1 + rng.below(3)
        edit.ships(seat, sid, count, 0)
        bystander = f" Seat {seat} has {_n(count, 'fresh ship')} there too."
    building = sid in _free_slots(state) and (rng.below(4) > 0 or sum(dfd) == 0)
    if building:
        edit.building(defender, sid, rng.choice(("city", "starport")), bool(rng.below(2)))
    elif sum(dfd) == 0:
        dfd = (1, 0)
        edit.ships(defender, sid, *dfd)
    return sid, defender, att, dfd, building, bystander


@drill("arcs", "roll", "what does this roll do to these ships")
def roll_question(seed: int) -> Question:
    """A battle with known dice: the hits each side's ships take, or whether a ship is left
    to raid with (arcs: Battle 4: self-hits, intercept, ship hits, building hits, raid)."""
    rng = Rng(seed, stream=0xA5C1)
    state = _start(rng, seed, Rig(hands={0: ["Agg2"]}))
    sid, defender, att, dfd, building, bystander = _battle(rng, state)
    types = DIE_ORDER if building else DIE_ORDER[:2]  # raid dice need a defending building
    count = sum(att) if rng.below(3) else 1 + rng.below(sum(att))  # a die per ship, mostly
    dice = sorted((rng.choice(types) for _ in range(count)), key=DIE_ORDER.index)
    faces = [(kind, 1 + rng.below(6)) for kind in dice]
    hits, selfs, intercept, building_hits, keys = _totals(faces)
    att_room, def_room = 2 * att[0] + att[1], 2 * dfd[0] + dfd[1]  # hits that can land
    on_attacker = selfs + (dfd[0] if intercept else 0)
    defending = _pieces(*dfd, _building_names(state.view(ALL), sid, defender))
    described = (f"At {sid} seat 0 ({_pieces(*att, [])}) attacks seat {defender} "
                 f"({defending}).{bystander} Seat 0 rolls "
                 f"{', '.join(_face_text(k, f) for k, f in faces)}.")
    order = (f"self-hits first ({selfs}), then the intercept, one hit per fresh defending ship "
             f"once per battle ({dfd[0] if intercept else 0})")
    variant = rng.below(3) if keys else rng.below(2)
    if variant == 0:
        prompt = f"{described} How many hits do seat 0's own ships take?"
        answer = str(min(on_attacker, att_room))
        lost = f"; its ships can take only {att_room}" if on_attacker > att_room else ""
        explanation = (f"{order}: {on_attacker}{lost} [arcs: Battle 4.1 Self-Hits] "
                       "[arcs: Battle 4.2 Intercept].")
        rule = "arcs: Battle 4.2 Intercept" if intercept else "arcs: Battle 4.1 Self-Hits"
        icons = sum(DICE[k][f - 1][2] for k, f in faces)
        wrong = [str(selfs), str(selfs + icons * dfd[0]), str(selfs + sum(dfd) * intercept)]
    elif variant == 1:
        prompt = f"{described} How many hits land on seat {defender}'s ships?"
        answer = str(min(hits, def_room))
        lost = (f"; its ships can take only {def_room}, the rest strike its buildings or are "
                "lost" if hits > def_room else "")
        explanation = (f"{_n(hits, 'ship hit')}{lost}; building hits strike only buildings, "
                       "and the ship hits land even if the attacker's ships are all destroyed "
                       "[arcs: Battle 4.3 Ship Hits] [arcs: Battle 4.4 Building Hits].")
        rule = "arcs: Battle 4.3 Ship Hits"
        wrong = [str(hits + building_hits), str(hits), str(max(0, hits - selfs))]
    else:
        left = on_attacker < att_room
        prompt = f"{described} Does seat 0 have a ship left to spend its {_n(keys, 'raid key')}?"
        answer = "yes" if left else "no"
        explanation = (f"{order}: {on_attacker} hits on ships that can take {att_room} "
                       f"({'some survive' if left else 'none survive'}); only a player with an "
                       "attacking ship left may raid [arcs: Raiding].")
        rule = "arcs: Raiding"
        wrong = ["no" if left else "yes"]
    choices = _choices(answer, wrong, lambda n: str(int(answer) + 1 + n) if variant < 2 else
                       answer)

    def play_out() -> str:
        """Fight the battle with these dice, the attacker's choices made at random."""
        played = state.clone()
        assert isinstance(played, ArcsState)
        rig = Rig(dice=[f"{k} {f}" for k, f in faces])
        pick = Rng(seed, stream=0xA5C2)
        for action in ("lead Agg2", f"battle {sid} seat {defender}",
                       f"roll {dice.count('assault')} assault {dice.count('skirmish')} "
                       f"skirmish {dice.count('raid')} raid"):
            rig.apply(played, action)
        while played.view(ALL).battle is not None:
            rig.apply(played, pick.choice(played.legal_actions()))
        after = _ships(played.view(ALL), sid)
        if variant == 0:
            return str(att_room - 2 * after[0][0] - after[0][1])
        if variant == 1:
            return str(def_room - 2 * after[defender][0] - after[defender][1])
        return "yes" if sum(after[0]) else "no"

    return Question("arcs", "roll", seed, prompt, choices, answer, explanation, rule, state,
                    None, play_out)


# ---------------------------------------------------------------------- an ambition
def _names(who: list[str]) -> str:
    return " and ".join(who)


def _place(counts: dict[str, int], markers: tuple[tuple[int, int], ...], bonus: dict[str, int],
           unit: str = "", ties_split: bool = True, qualify: bool = True, with_bonus: bool = True,
           second_ties: bool = True) -> tuple[dict[str, int], list[str]]:
    """Power for first and second place by the rules (arcs: End-of-Chapter Scoring), and why
    in words; each flag switches a rule off, for the wrong answers a learner is likely to give.
    ``counts`` may hold "the box" (2 players): it places like a seat but gains nothing."""
    first = sum(m[0] for m in markers)
    second = sum(m[1] for m in markers)
    ranked = {who: n for who, n in counts.items() if n > 0 or not qualify}
    if not ranked:
        return {}, [f"no one holds any {unit}, so no one qualifies"]
    top = max(ranked.values())
    firsts = [w for w, n in ranked.items() if n == top]
    if len(firsts) > 1:
        gain = second if ties_split else first
        return ({w: gain for w in firsts},
                [f"{_names(firsts)} tie for first with {top} {unit}: each gains only the "
                 f"second-place {second}, and no one else gains"])
    winner = firsts[0]
    extra = bonus.get(winner, 0) if with_bonus else 0
    gains = {winner: first + extra}
    why = [f"{winner} is first with {top} {unit}: " + (
        "it gains nothing, it is not a player" if winner == "the box" else
        f"{first} Power" + (f" + {extra} for its cities" if extra else ""))]
    rest = {w: n for w, n in ranked.items() if w != winner}
    if not rest:
        why.append("no one else qualifies")
        return gains, why
    runner_up = max(rest.values())
    seconds = [w for w, n in rest.items() if n == runner_up]
    if len(seconds) == 1 or not second_ties:
        gains.update({w: second for w in seconds})
        why.append(f"{_names(seconds)} second with {runner_up}: {second} Power")
    else:
        why.append(f"{_names(seconds)} tie for second with {runner_up}: a tie for second "
                   "gains nothing")
    return gains, why


def _said(gains: dict[str, int]) -> str:
    """Who gains what, in the choices' words (``seat 0 +5, seat 2 +3``)."""
    paid = [f"{who} +{n}" for who, n in sorted(gains.items()) if who.startswith("seat") and n]
    return ", ".join(paid) or NOTHING


def _phantom(setup: str) -> dict[str, int]:
    """What each ambition box holds in a 2-player game: one token per out-of-play planet, by
    its type (arcs: Setup 1.11); Weapons count as Trophies for Warlord."""
    out: dict[str, int] = {}
    for cluster in setup_card(setup).out_of_play:
        for index in (1, 2, 3):
            kind = SYSTEMS[f"{cluster}.{index}"].planet_type
            assert kind is not None
            out[BOX_OF[kind]] = out.get(BOX_OF[kind], 0) + 1
    return out


def _holdings(rng: Rng, state: ArcsState, edit: Edit, ambition: str) -> dict[str, int]:
    """Give each seat what the ambition counts (and other resources), from the supplies; the
    count of each seat."""
    n = state.players
    for seat in range(n):
        edit.drop(seat, *(r for r in state.view(ALL).players[seat].resources if r))
    supply = dict(state.view(ALL).supply)
    counts: dict[str, int] = {}
    for seat in range(n):
        held = []
        for _ in range(rng.below(state.view(ALL).players[seat].open_slots + 1)):
            counted = COUNTS.get(ambition, ())  # half the tokens of a counted type
            kind = rng.choice(counted if counted and rng.below(2) else RESOURCE_TYPES)
            if supply[kind] > 0:
                supply[kind] -= 1
                held.append(kind)
        edit.gain(seat, *held)
        if ambition in COUNTS:
            counts[f"seat {seat}"] = sum(held.count(k) for k in COUNTS[ambition])
            continue
        count = rng.below(4)
        if count:
            rival = (seat + 1 + rng.below(n - 1)) % n
            if ambition == "Tyrant":
                edit.captives(seat, rival, count)
            else:
                edit.trophies(seat, rival, "ship", count)
        counts[f"seat {seat}"] = count
    if n == 2:  # the out-of-play planets' resources on the ambition boxes (arcs R10)
        counts["the box"] = _phantom(state.view(ALL).setup).get(ambition, 0)
    return counts


@drill("arcs", "ambition", "who scores this ambition")
def ambition_question(seed: int) -> Question:
    """A declared ambition at the chapter's end: who gains what Power?"""
    rng = Rng(seed, stream=0xA5C3)
    state = _start(rng, seed, Rig())
    n = state.players
    ambition = rng.choice(("Tycoon", "Tyrant", "Warlord", "Keeper", "Empath"))
    edit = Edit(state).declared(ambition)
    if rng.below(4) == 0:
        edit.declared(ambition)  # a second marker in the same box
    for seat in range(n):  # now and then a seat with 4 or 5 cities on the map, for the bonus
        if rng.below(5) == 0:
            for _ in range(3 + rng.below(2)):
                free = _free_slots(state)
                if free:
                    edit.building(seat, rng.choice(free), "city")
    counts = _holdings(rng, state, edit, ambition)
    view = state.view(ALL)
    markers = next(m for a, m, _ in view.ambitions if a == ambition)
    bonus = {f"seat {p.seat}": CITY_BONUS.get(5 - p.cities_on_board, 0) for p in view.players}
    what = ("Captives" if ambition == "Tyrant" else "Trophies" if ambition == "Warlord" else
            " and ".join(COUNTS[ambition]) + " tokens")
    gains, why = _place(counts, markers, bonus, what)
    answer = _said(gains)
    wrong = [_said(_place(counts, markers, bonus, ties_split=False)[0]),
             _said(_place(counts, markers, bonus, qualify=False)[0]),
             _said(_place(counts, markers, bonus, with_bonus=False)[0]),
             _said(_place(counts, markers, bonus, second_ties=False)[0])]
    if n == 2:  # forgetting the box
        wrong.insert(0, _said(_place({w: c for w, c in counts.items() if w != "the box"},
                                     markers, bonus)[0]))
    first, second = sum(m[0] for m in markers), sum(m[1] for m in markers)
    spare = [_said({f"seat {s}": p}) for p in (first, second) for s in range(n)] + [NOTHING]
    choices = _choices(answer, wrong, lambda i: spare[i % len(spare)])
    power = " + ".join(f"{a}/{b}" for a, b in markers)
    listed = "; ".join(f"{who} {c}" for who, c in counts.items() if who != "the box")
    if n == 2:
        listed += (f"; the {ambition} box {counts['the box']} (the resources of the "
                   "out-of-play planets, placing like a third player)")
    cities = [f"seat {p.seat} has {5 - p.cities_on_board} cities on the map (+"
              f"{bonus[f'seat {p.seat}']} to an ambition it wins outright)"
              for p in view.players if bonus[f"seat {p.seat}"]]
    prompt = (f"The chapter ends with {ambition} declared (markers {power}). {what}: {listed}"
              f"{'; ' + '; '.join(cities) if cities else ''}. Who gains what from {ambition}?")
    rules = f"[{R_SCORING}]" + (" [arcs R10] [tarotlab X14]" if n == 2 else "")
    explanation = f"{'; '.join(why)} {rules}."

    def play_out() -> str:
        """Everyone passes, so the chapter ends and is scored; the Power each seat gained."""
        played = state.clone()
        assert isinstance(played, ArcsState)
        rig = Rig()
        before = [p.power for p in played.view(ALL).players]
        while played.view(ALL).chapter == 1:
            rig.apply(played, "pass")
        after = [p.power for p in played.view(ALL).players]
        return _said({f"seat {s}": after[s] - before[s] for s in range(n)})

    return Question("arcs", "ambition", seed, prompt, choices, answer, explanation, R_SCORING,
                    state, None, play_out)
