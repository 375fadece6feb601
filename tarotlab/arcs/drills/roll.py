"""The Arcs drill "what does this roll do to these ships" (arcs: Battle 4)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.engine import ALL
from ...core.rng import Rng
from ...drills import Question, drill, pick_topic
from ..components import DICE
from ..rules import ArcsState
from ..scenario import Edit, Rig
from .common import (
    DIE_ORDER,
    _building_names,
    _choices,
    _free_slots,
    _in_play,
    _n,
    _pieces,
    _ships,
    _start,
)

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


