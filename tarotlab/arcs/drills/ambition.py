"""The Arcs drill "who scores this ambition" (arcs: End-of-Chapter Scoring)."""

from __future__ import annotations

from ...core.engine import ALL
from ...core.rng import Rng
from ...drills import Question, drill, pick_topic
from ..mapdata import SYSTEMS, setup_card
from ..rules import ArcsState
from ..scenario import Edit, Rig
from .common import (
    BOX_OF,
    CITY_BONUS,
    COUNTS,
    NOTHING,
    R_SCORING,
    RESOURCE_TYPES,
    _choices,
    _free_slots,
    _start,
)

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

