"""Arcs drills: who controls this system, what does this roll do to these ships, and who
scores this ambition (arcs: Control, arcs: Battle 4, arcs: End-of-Chapter Scoring).

Each question is a real seeded game: a ``Rig`` starts it (with the hand and dice wished for)
and an ``Edit`` sets the pieces asked about. The answer is worked out here from the rules,
and ``play_out`` plays the position on in the engine, then reads what happened: the
engine's control of the system; the battle fought with the rigged dice (the attacker's
choices made at random, since the answer must not depend on them); the chapter ended by
everyone passing and scored.

Each question aims at one case of its rule (``CONTROL_TOPICS``, ``ROLL_TOPICS``,
``AMBITION_TOPICS``, drawn by ``pick_topic``): the pieces, dice or holdings are drawn again
until they make that case (``control_case``, ``roll_case``, ``ambition_case``), and the
question's topic is the case its position shows.

>>> from tarotlab import drills
>>> q = drills.question("arcs", "control", 3)
>>> q.answer in q.choices and q.verify() == q.answer
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.engine import ALL, Action
from ..core.rng import Rng
from ..drills import Question, drill, pick_topic
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


def _start(rng: Rng, seed: int, rig: Rig, min_players: int = 2,
           players: int | None = None) -> ArcsState:
    """A game of ``players`` (else ``min_players``-4) on a seeded setup card, at seat 0's
    first lead (a 2-player seat 1 keeps its hand)."""
    players = players or min_players + rng.below(5 - min_players)
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
MOST = "the most fresh ships control"
EACH = "more than each rival, not all together"
TIE = "a tie: no one controls"
DAMAGED = "damaged ships do not count"
NO_FRESH = "no fresh ship: no one controls"
BUILDINGS = "buildings do not count"
CONTROL_TOPICS = (MOST, EACH, TIE, DAMAGED, NO_FRESH, BUILDINGS)
SHIPS_AT_HAND = 5
"""The most ships a seat is given in the system asked about (a 2-player seat may have no
more in its supply)."""


def _leader(score: list[int]) -> int | None:
    """The seat with more than each other seat (and more than 0), or None."""
    best = max(score)
    leaders = [s for s, v in enumerate(score) if v == best]
    return leaders[0] if best > 0 and len(leaders) == 1 else None


def controller(fresh: list[int]) -> int | None:
    """arcs: Control: the seat with more fresh ships than each rival; none on a tie, and none
    without a fresh ship (0 is not more than 0, tarotlab M4). Damaged ships and buildings
    do not count, so they are not even asked for."""
    return _leader(fresh)


def control_case(fresh: list[int], damaged: list[int], buildings: list[int]) -> str:
    """Which case of the control rule decides a system where each seat has these fresh ships,
    damaged ships and buildings: the first that a learner's likely mistake would get wrong."""
    best = max(fresh)
    if best == 0:
        return NO_FRESH if any(damaged) else BUILDINGS
    if fresh.count(best) > 1:
        return TIE
    owner = controller(fresh)
    if _leader([f + d for f, d in zip(fresh, damaged, strict=True)]) != owner:
        return DAMAGED  # counting every ship would give another answer
    if _leader([f + b for f, b in zip(fresh, buildings, strict=True)]) != owner:
        return BUILDINGS  # counting buildings would give another answer
    rivals = [f for s, f in enumerate(fresh) if s != owner and f]
    if len(rivals) >= 2 and sum(rivals) >= best:
        return EACH  # the rivals together have as many: control compares one rival at a time
    return MOST


def _control_plan(rng: Rng, n: int, aim: str, slots: int
                  ) -> tuple[list[int], list[int], list[tuple[int, str, bool]]]:
    """Pieces for a system with ``slots`` building slots, drawn to make ``aim`` likely: each
    seat's fresh and damaged ships, and the buildings (owner, city or starport, damaged)."""
    fresh, damaged = [0] * n, [0] * n
    seats = list(range(n))
    rng.shuffle(seats)
    w, r = seats[0], seats[1]
    for seat in seats[1:]:
        if rng.below(4):  # most seats have ships here
            fresh[seat], damaged[seat] = rng.below(3), rng.below(3)
    fresh[w], damaged[w] = 1 + rng.below(3), rng.below(3)
    if aim == EACH:
        fresh[w] = 2 + rng.below(2)
        for seat in seats[1:]:
            fresh[seat] = 1 + rng.below(fresh[w] - 1)
    elif aim == TIE:
        fresh[r] = fresh[w]
    elif aim == DAMAGED:
        fresh[r] = rng.below(fresh[w])
        damaged[r] = fresh[w] + damaged[w] - fresh[r] + rng.below(2)
    elif aim == NO_FRESH:
        fresh = [0] * n
        damaged[w] = max(1, damaged[w])
    elif aim in (BUILDINGS, MOST):
        for seat in seats[1:]:
            fresh[seat] = min(fresh[seat], fresh[w] - 1)
    builds: list[tuple[int, str, bool]] = []
    wanted = 1 + rng.below(slots) if aim == BUILDINGS else rng.below(2)
    for _ in range(min(slots, wanted)):
        owner = r if aim == BUILDINGS or rng.below(2) else rng.choice(seats)
        builds.append((owner, rng.choice(("city", "starport")), bool(rng.below(2))))
    if aim == BUILDINGS and rng.below(3) == 0:
        fresh, damaged = [0] * n, [0] * n  # buildings alone
    elif aim == BUILDINGS:
        fresh[r] = max(0, fresh[w] - len(builds))
    return fresh, damaged, builds


def _owned(builds: list[tuple[int, str, bool]], n: int) -> list[int]:
    """How many of the buildings each seat owns."""
    return [sum(1 for b in builds if b[0] == seat) for seat in range(n)]


@drill("arcs", "control", "who controls this system", topics=CONTROL_TOPICS)
def control_question(seed: int) -> Question:
    """A system with pieces of several seats: who has more fresh ships than each rival?"""
    rng = Rng(seed, stream=0xA5C0)
    aim = pick_topic(CONTROL_TOPICS, seed)
    state = _start(rng, seed, Rig(), min_players=3 if aim == EACH else 2)
    n = state.players
    sid = rng.choice(_free_slots(state) if aim == BUILDINGS else _in_play(state))
    slots = SYSTEMS[sid].slots
    builds: list[tuple[int, str, bool]] = []
    fresh, damaged = [1] + [0] * (n - 1), [0] * n  # if the aim cannot be met
    for _ in range(200):  # the aim's pieces, drawn until they make its case
        plan = _control_plan(rng, n, aim, slots)
        if max(map(sum, zip(plan[0], plan[1], strict=True))) <= SHIPS_AT_HAND and \
                control_case(plan[0], plan[1], _owned(plan[2], n)) == aim:
            fresh, damaged, builds = plan
            break
    edit = Edit(state).clear(sid)
    for seat in range(n):
        edit.ships(seat, sid, fresh[seat], damaged[seat])
    for builder, kind, broken in builds:
        edit.building(builder, sid, kind, broken)
    buildings = _owned(builds, n)
    topic = control_case(fresh, damaged, buildings)
    owner = controller(fresh)
    answer = NO_ONE if owner is None else f"seat {owner}"
    explanation = _why_control(sid, topic, owner, fresh, damaged, buildings)
    view = state.view(ALL)
    lines = [f"seat {s}: {_pieces(fresh[s], damaged[s], _building_names(view, sid, s))}"
             for s in range(n)]
    prompt = f"At {sid}: {'; '.join(lines)}. Who controls {sid}?"
    choices = (*(f"seat {s}" for s in range(n)), NO_ONE)

    def play_out() -> str:
        """The engine's control of the system."""
        owner = next(s.controller for s in state.view(ALL).systems if s.id == sid)
        return NO_ONE if owner is None else f"seat {owner}"

    return Question("arcs", "control", seed, prompt, choices, answer, explanation, R_CONTROL,
                    state, None, play_out, topic, conceal=_without_control)


def _without_control(view: Any) -> Any:
    """The view drawn for a control question: the map without who controls each system."""
    return dataclasses.replace(view, show_control=False)


def _why_control(sid: str, topic: str, owner: int | None, fresh: list[int],
                 damaged: list[int], buildings: list[int]) -> str:
    best = max(fresh)
    if owner is not None:
        rivals = [s for s in range(len(fresh)) if s != owner]
        why = (f"seat {owner} has {_n(best, 'fresh ship')}, more than each rival ("
               + ", ".join(f"seat {s} {fresh[s]}" for s in rivals) + f"): it controls {sid}")
        if topic == EACH:
            why += (f"; its rivals together have {sum(fresh[s] for s in rivals)}, but control "
                    "compares it with each rival, one at a time")
        elif topic == DAMAGED:
            most = max(rivals, key=lambda s: fresh[s] + damaged[s])
            why += (f"; seat {most} has {fresh[most] + damaged[most]} ships in all, but "
                    f"{damaged[most]} of them damaged")
        elif topic == BUILDINGS:
            why += "; the buildings there do not count, however many"
    elif best == 0:
        held = ("damaged ships" if any(damaged) else "") + (
            " and " if any(damaged) and any(buildings) else "") + (
            "buildings" if any(buildings) else "")
        why = (f"no one has a fresh ship at {sid} (only {held}), so no one controls it, not "
               "even a player alone there: 0 fresh ships is not more than 0 [tarotlab M4]")
    else:
        leaders = [s for s in range(len(fresh)) if fresh[s] == best]
        why = (f"{' and '.join(f'seat {s}' for s in leaders)} tie with "
               f"{_n(best, 'fresh ship')}: on a tie no one controls the system")
    return f"{why}; damaged ships and buildings never count [{R_CONTROL}]."


# ---------------------------------------------------------------------- a roll
SELF = "self-hits"
INTERCEPT = "intercept: a hit per fresh defending ship"
ONCE = "intercept only once per battle"
SHIP_HITS = "ship hits"
OVERFLOW = "more hits than the defending ships can take"
BUILDING_HITS = "building hits strike only buildings"
RAID_YES = "raid: a ship left to spend the keys"
RAID_NO = "raid: no attacking ship left"
ROLL_TOPICS = (SELF, INTERCEPT, ONCE, SHIP_HITS, OVERFLOW, BUILDING_HITS, RAID_YES, RAID_NO)
"""In the rulebook's order of resolution (arcs: Battle 4.1-4.5)."""
ASKS = {SELF: 0, INTERCEPT: 0, ONCE: 0, SHIP_HITS: 1, OVERFLOW: 1, BUILDING_HITS: 1,
        RAID_YES: 2, RAID_NO: 2}
"""What a question about each case asks: 0 the hits on the attacker's own ships, 1 the hits
landing on the defender's ships, 2 whether a ship is left to raid with."""


def _totals(faces: list[tuple[str, int]]) -> tuple[int, int, int, int, int]:
    """(hits, self-hits, intercept icons, building hits, keys) of the rolled faces (arcs R1)."""
    hits = selfs = icons = building = keys = 0
    for kind, face in faces:
        h, s, i, b, k = DICE[kind][face - 1]
        hits, selfs, icons, building, keys = (hits + h, selfs + s, icons + i, building + b,
                                              keys + k)
    return hits, selfs, icons, building, keys


def _face_text(kind: str, face: int) -> str:
    h, s, i, b, k = DICE[kind][face - 1]
    parts = [_n(h, "hit") if h else "", "a self-hit" if s else "",
             "an intercept" if i else "", _n(b, "building hit") if b else "",
             _n(k, "key") if k else ""]
    return f"{kind} {face} ({', '.join(p for p in parts if p) or 'blank'})"


@dataclass
class _Battle:
    """A battle to set up: seat 0's (fresh, damaged) attacking ships against ``defender``'s,
    at ``sid``, with a defending building or not, a bystander's fresh ships, the dice."""

    sid: str
    defender: int
    att: tuple[int, int]
    dfd: tuple[int, int]
    building: tuple[str, bool] | None
    bystander: tuple[int, int] | None
    faces: list[tuple[str, int]]

    def on_attacker(self) -> int:
        """Hits on the attacker's own ships: self-hits, then the intercept once per battle,
        a hit per fresh defending ship (arcs: Battle 4.1, 4.2)."""
        _, selfs, icons, _, _ = _totals(self.faces)
        return selfs + (self.dfd[0] if icons else 0)

    def rooms(self) -> tuple[int, int]:
        """Hits each side's ships can take: 2 per fresh ship, 1 per damaged one."""
        return 2 * self.att[0] + self.att[1], 2 * self.dfd[0] + self.dfd[1]


def roll_case(b: _Battle, asks: int) -> str:
    """Which case of arcs: Battle 4 decides the question ``asks`` about this battle."""
    hits, selfs, icons, building_hits, _ = _totals(b.faces)
    att_room, def_room = b.rooms()
    if asks == 0:
        if icons and b.dfd[0]:
            return ONCE if icons > 1 else INTERCEPT
        return SELF if selfs or not icons else INTERCEPT
    if asks == 1:
        return OVERFLOW if hits > def_room else BUILDING_HITS if building_hits else SHIP_HITS
    return RAID_YES if b.on_attacker() < att_room else RAID_NO


def _aimed(b: _Battle, aim: str) -> bool:
    """``b`` makes a good question about ``aim``: its case, and one where the case matters."""
    asks = ASKS[aim]
    hits, selfs, icons, _, keys = _totals(b.faces)
    att_room, _ = b.rooms()
    if roll_case(b, asks) != aim or (asks == 2 and not keys):
        return False
    if aim == ONCE:  # counting every intercept icon would give another answer
        return min(selfs + icons * b.dfd[0], att_room) != min(b.on_attacker(), att_room)
    if aim == INTERCEPT:
        return b.dfd[0] > 0 or b.dfd[1] > 0  # a defender whose fresh ships alone count
    if aim == SELF:
        return selfs > 0
    return aim != SHIP_HITS or hits > 0


def _battle_plan(rng: Rng, n: int, in_play: list[str], free: list[str], aim: str) -> _Battle:
    """A battle drawn to make ``aim`` likely (raid dice need a defending building)."""
    defender = 1 + rng.below(n - 1)
    raids = aim in (BUILDING_HITS, RAID_YES, RAID_NO)
    sid = rng.choice(free if free and (raids or rng.below(2)) else in_play)
    att = (rng.below(4), rng.below(3))
    if aim == RAID_NO:
        att = rng.choice(((1, 0), (0, 1), (0, 2), (1, 1)))
    att = att if sum(att) else (1, 0)
    dfd = (rng.below(4), rng.below(3))
    if aim in (INTERCEPT, ONCE):
        dfd = (1 + rng.below(3), rng.below(3))
    others = [s for s in range(1, n) if s != defender]
    bystander = (rng.choice(others), 1 + rng.below(3)) if others and rng.below(3) == 0 \
        else None
    building = None
    if sid in free and (raids or rng.below(4) > 0 or sum(dfd) == 0):
        building = (rng.choice(("city", "starport")), bool(rng.below(2)))
    elif sum(dfd) == 0:
        dfd = (1, 0)
    types: tuple[str, ...] = DIE_ORDER if building else DIE_ORDER[:2]
    if raids and building and rng.below(2):
        types = ("raid",) if aim != BUILDING_HITS else ("skirmish", "raid")
    count = sum(att) if rng.below(3) else 1 + rng.below(sum(att))  # a die per ship, mostly
    dice = sorted((rng.choice(types) for _ in range(count)), key=DIE_ORDER.index)
    faces = [(kind, 1 + rng.below(6)) for kind in dice]
    return _Battle(sid, defender, att, dfd, building, bystander, faces)


def _find_battle(rng: Rng, state: ArcsState, aim: str) -> tuple[_Battle, int]:
    """A battle for a question about ``aim`` (else the first case this game can give), and
    what the question asks."""
    in_play, free = _in_play(state), _free_slots(state)
    for tried in (aim, *ROLL_TOPICS):
        for _ in range(300):
            b = _battle_plan(rng, state.players, in_play, free, tried)
            if _aimed(b, tried):
                return b, ASKS[tried]
    return b, 0


@drill("arcs", "roll", "what does this roll do to these ships", topics=ROLL_TOPICS)
def roll_question(seed: int) -> Question:
    """A battle with known dice: the hits each side's ships take, or whether a ship is left
    to raid with (arcs: Battle 4: self-hits, intercept, ship hits, building hits, raid)."""
    rng = Rng(seed, stream=0xA5C1)
    aim = pick_topic(ROLL_TOPICS, seed)
    state = _start(rng, seed, Rig(hands={0: ["Agg2"]}))
    b, asks = _find_battle(rng, state, aim)
    edit = Edit(state).clear(b.sid)
    edit.ships(0, b.sid, *b.att).ships(b.defender, b.sid, *b.dfd)
    if b.bystander:
        edit.ships(b.bystander[0], b.sid, b.bystander[1], 0)
    if b.building:
        edit.building(b.defender, b.sid, *b.building)
    return _ask_roll(state, b, asks, seed)


def _ask_roll(state: ArcsState, b: _Battle, asks: int, seed: int) -> Question:
    sid, defender, faces, dfd = b.sid, b.defender, b.faces, b.dfd
    dice = [kind for kind, _ in faces]
    hits, selfs, icons, building_hits, keys = _totals(faces)
    att_room, def_room = b.rooms()
    on_attacker = b.on_attacker()
    defending = _pieces(*dfd, _building_names(state.view(ALL), sid, defender))
    bystander = (f" Seat {b.bystander[0]} has {_n(b.bystander[1], 'fresh ship')} there too."
                 if b.bystander else "")
    described = (f"At {sid} seat 0 ({_pieces(*b.att, [])}) attacks seat {defender} "
                 f"({defending}).{bystander} Seat 0 rolls "
                 f"{', '.join(_face_text(k, f) for k, f in faces)}.")
    intercepted = dfd[0] if icons else 0
    order = (f"self-hits first ({selfs}), then the intercept, one hit per fresh defending ship "
             f"once per battle ({intercepted})")
    topic = roll_case(b, asks)
    if asks == 0:
        prompt = f"{described} How many hits do seat 0's own ships take?"
        answer = str(min(on_attacker, att_room))
        lost = f"; its ships can take only {att_room}" if on_attacker > att_room else ""
        notes = ""
        if icons > 1 and dfd[0]:
            notes = f" ({icons} intercept icons, but the defender intercepts once)"
        if icons and (dfd[1] or b.bystander):
            notes += (" (damaged ships and other seats' ships do not intercept)")
        explanation = (f"{order}{notes}: {on_attacker}{lost} [arcs: Battle 4.1 Self-Hits] "
                       "[arcs: Battle 4.2 Intercept].")
        rule = "arcs: Battle 4.2 Intercept" if icons else "arcs: Battle 4.1 Self-Hits"
        wrong = [str(selfs), str(selfs + icons * dfd[0]),
                 str(selfs + (sum(dfd) + (b.bystander[1] if b.bystander else 0)) * bool(icons))]
    elif asks == 1:
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
    choices = _choices(answer, wrong, lambda n: str(int(answer) + 1 + n) if asks < 2 else
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
        if asks == 0:
            return str(att_room - 2 * after[0][0] - after[0][1])
        if asks == 1:
            return str(def_room - 2 * after[defender][0] - after[defender][1])
        return "yes" if sum(after[0]) else "no"

    return Question("arcs", "roll", seed, prompt, choices, answer, explanation, rule, state,
                    None, play_out, topic)


# ---------------------------------------------------------------------- an ambition
FIRST_SECOND = "first and second place"
QUALIFY = "none of it: no Power"
TIE_FIRST = "a tie for first: second-place Power"
TIE_SECOND = "a tie for second: no Power"
TWO_MARKERS = "two markers: their Power added"
CITY = "city bonus to an outright winner"
BOX = "two players: the box places like a third player"
AMBITION_TOPICS = (FIRST_SECOND, QUALIFY, TIE_FIRST, TIE_SECOND, TWO_MARKERS, CITY, BOX)
AMBITIONS = ("Tycoon", "Tyrant", "Warlord", "Keeper", "Empath")


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
        box = " (the box, not a player, gains nothing)" if "the box" in firsts else ""
        return ({w: gain for w in firsts},
                [f"{_names(firsts)} tie for first with {top} {unit}: each gains only the "
                 f"second-place {second}{box}, and no one else gains"])
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
        why.append(f"{_names(seconds)} second with {runner_up}: " + (
            "it gains nothing, it is not a player" if seconds == ["the box"] else
            f"{second} Power"))
    else:
        why.append(f"{_names(seconds)} tie for second with {runner_up}: a tie for second "
                   "gains nothing")
    return gains, why


def _said(gains: dict[str, int]) -> str:
    """Who gains what, in the choices' words (``seat 0 +5, seat 2 +3``)."""
    paid = [f"{who} +{n}" for who, n in sorted(gains.items()) if who.startswith("seat") and n]
    return ", ".join(paid) or NOTHING


def ambition_case(counts: dict[str, int], markers: tuple[tuple[int, int], ...],
                  bonus: dict[str, int]) -> str:
    """Which case of arcs: End-of-Chapter Scoring decides this ambition: the box when the
    answer would change without it (it places like a player, tarotlab X14), then the rarer
    cases first."""
    if counts.get("the box", 0) and _said(_place(counts, markers, bonus)[0]) != _said(
            _place({w: n for w, n in counts.items() if w != "the box"}, markers, bonus)[0]):
        return BOX
    ranked = {w: n for w, n in counts.items() if n > 0}
    if not ranked:
        return QUALIFY
    top = max(ranked.values())
    firsts = [w for w, n in ranked.items() if n == top]
    if len(firsts) > 1:
        return TIE_FIRST
    if bonus.get(firsts[0], 0):
        return CITY
    rest = [n for w, n in ranked.items() if w != firsts[0]]
    if rest and rest.count(max(rest)) > 1:
        return TIE_SECOND
    if len(markers) > 1:
        return TWO_MARKERS
    if not rest or _said(_place(counts, markers, bonus, qualify=False)[0]) != _said(
            _place(counts, markers, bonus)[0]):
        return QUALIFY  # a seat with none of it would otherwise be second
    return FIRST_SECOND


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


def _counts_plan(rng: Rng, n: int, caps: list[int], aim: str) -> list[int]:
    """Each seat's count, drawn to make ``aim`` likely (no more than ``caps``)."""
    counts = [rng.below(cap + 1) for cap in caps]
    seats = list(range(n))
    rng.shuffle(seats)
    if aim == QUALIFY or rng.below(4) == 0:
        counts[seats[-1]] = 0
    if aim in (TIE_FIRST, TIE_SECOND) and n > 2 - (aim == TIE_FIRST):
        a, b = seats[0], seats[1]
        counts[b] = counts[a] = min(caps[a], caps[b], max(1, counts[a]))
    return counts


def _holdings(rng: Rng, state: ArcsState, edit: Edit, ambition: str, counts: list[int]) -> None:
    """Give each seat ``counts`` of what the ambition counts (and other resources now and
    then), from the supplies."""
    n = state.players
    supply = dict(state.view(ALL).supply)
    for seat in range(n):
        held: list[str] = []
        counted = COUNTS.get(ambition, ())
        for _ in range(counts[seat] if counted else 0):
            kind = rng.choice([k for k in counted if supply[k] > 0])
            supply[kind] -= 1
            held.append(kind)
        room = state.view(ALL).players[seat].open_slots - len(held)
        for _ in range(rng.below(room + 1) if rng.below(2) else 0):  # others, not counted
            kinds = [k for k in RESOURCE_TYPES if k not in counted and supply[k] > 0]
            if kinds:
                kind = rng.choice(kinds)
                supply[kind] -= 1
                held.append(kind)
        edit.gain(seat, *held)
        if not counted and counts[seat]:
            rival = (seat + 1 + rng.below(n - 1)) % n
            if ambition == "Tyrant":
                edit.captives(seat, rival, counts[seat])
            else:
                edit.trophies(seat, rival, "ship", counts[seat])


def _caps(state: ArcsState, ambition: str) -> list[int]:
    """The most of the ambition's count each seat can be given."""
    if ambition not in COUNTS:
        return [3] * state.players
    return [min(3, p.open_slots) for p in state.view(ALL).players]


def _fits(state: ArcsState, ambition: str, counts: list[int]) -> bool:
    """The supply holds the tokens ``counts`` asks for."""
    supply = dict(state.view(ALL).supply)
    return ambition not in COUNTS or sum(counts) <= sum(supply[k] for k in COUNTS[ambition])


@drill("arcs", "ambition", "who scores this ambition", topics=AMBITION_TOPICS)
def ambition_question(seed: int) -> Question:
    """A declared ambition at the chapter's end: who gains what Power?"""
    rng = Rng(seed, stream=0xA5C3)
    aim = pick_topic(AMBITION_TOPICS, seed)
    state = _start(rng, seed, Rig(), min_players=3 if aim == TIE_SECOND else 2,
                   players=2 if aim == BOX else None)
    n = state.players
    box = _phantom(state.view(ALL).setup) if n == 2 else {}
    # two players: the box holds something when it is asked about, else nothing (Tyrant's
    # box is always empty)
    ambitions = [a for a in AMBITIONS if (box.get(a, 0) > 0) == (aim == BOX)]
    ambition = rng.choice(ambitions or AMBITIONS)
    edit = Edit(state).declared(ambition)
    if aim == TWO_MARKERS or (aim in (TIE_FIRST, TIE_SECOND, CITY, BOX) and rng.below(4) == 0):
        edit.declared(ambition)  # a second marker in the same box
    seats = list(range(n))
    rng.shuffle(seats)
    builders = seats[:1] if aim == CITY else [s for s in seats[1:] if rng.below(4) == 0]
    for seat in builders:  # a seat with 4 or 5 cities on the map, for the bonus
        for _ in range(3 + rng.below(2)):
            free = _free_slots(state)
            if free:
                edit.building(seat, rng.choice(free), "city")
    for seat in range(n):
        edit.drop(seat, *(r for r in state.view(ALL).players[seat].resources if r))
    view = state.view(ALL)
    markers = next(m for a, m, _ in view.ambitions if a == ambition)
    bonus = {f"seat {p.seat}": CITY_BONUS.get(5 - p.cities_on_board, 0) for p in view.players}
    caps = _caps(state, ambition)

    def named(counts: list[int]) -> dict[str, int]:
        out = {f"seat {s}": c for s, c in enumerate(counts)}
        if n == 2:  # the out-of-play planets' resources on the ambition boxes (arcs R10)
            out["the box"] = box.get(ambition, 0)
        return out

    for _ in range(300):  # counts drawn until they make the aim's case
        counts = _counts_plan(rng, n, caps, aim)
        if _fits(state, ambition, counts) and ambition_case(named(counts), markers,
                                                            bonus) == aim:
            break
    if not _fits(state, ambition, counts):
        counts = [0] * n
    _holdings(rng, state, edit, ambition, counts)
    return _ask_ambition(state, ambition, named(counts), markers, bonus, seed)


def _ask_ambition(state: ArcsState, ambition: str, counts: dict[str, int],
                  markers: tuple[tuple[int, int], ...], bonus: dict[str, int],
                  seed: int) -> Question:
    n = state.players
    view = state.view(ALL)
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
                    state, None, play_out, ambition_case(counts, markers, bonus))
