"""Arcanum drills: where may a Minor's figure go, what does the move score, and who
dominates, influences and has a presence in a House (arcanum: Playing a Minor Arcana,
R3, R4, R8, R9, R14-R16).

Each question comes from a real game: seeded, played by a seeded random player up to the
moment asked about. The answer is worked out here from the rules (the board's symbols, the
figures' places, the hidden cards); ``play_out`` plays the move or the scoring in the engine
and reads what it did, so the tests can check that the two agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import pairwise

import tarotlab

from ..core.engine import ALL, Action
from ..core.rng import Rng
from ..drills import Question, drill, pick_topic
from .catalog import (
    COURT_FIGURES,
    FIGURES,
    FOOL,
    FULL_VP,
    LOCATIONS,
    MAJOR_BASE,
    PRESTIGE_MAX,
    SUITS,
    code,
    is_court,
    name,
    rank_of,
    suit_of,
    value,
)
from .rules import ArcanumState

R_MINOR = "arcanum: Playing a Minor Arcana"
_OFF_BOARD = 0
_PLACES = ("dominates", "influences", "has a presence in")
_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


# ---------------------------------------------------------------------- real positions
def _game(seed: int, attempt: int) -> tuple[ArcanumState, Rng]:
    """A new seeded game (3 to 5 players) and the random player's generator."""
    rng = Rng(seed, stream=0xA7C0 + attempt)
    players = 3 + rng.below(3)
    state = tarotlab.new_game("arcanum", seed=seed * 8 + attempt, players=players)
    assert isinstance(state, ArcanumState)
    return state, rng


def _play_until(state: ArcanumState, rng: Rng, stop: Callable[[ArcanumState], bool],
                limit: int = 5000) -> bool:
    """Random legal decisions until ``stop(state)`` holds before a decision (True) or the
    game ends (False)."""
    for _ in range(limit):
        if state.is_over:
            return False
        if stop(state):
            return True
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return False


def _deciding(state: ArcanumState) -> int:
    """The seat of the pending decision (a drill's position always has one)."""
    assert state.pending is not None
    return state.pending.seat


def _fresh_turn(state: ArcanumState) -> bool:
    """The active player's playing decision, before their Minor and any Devil (R14)."""
    return (state.pending is not None and state.pending.kind == "main" and not state.minor_played
            and not state.devil)


Accept = Callable[[ArcanumState, int], bool]


def _minor_position(seed: int, accept: Accept = lambda s, c: True
                    ) -> tuple[ArcanumState, int, Rng]:
    """A real position where the active player is about to play their Minor (from one of
    the first turns on, chosen by the seed), and a Minor from their hand that can move a
    figure and that ``accept`` takes (the case a question aims at); any such Minor if no
    game of the seed's attempts offers one."""
    fallback = None
    for attempt in range(64):
        state, rng = _game(seed, attempt)
        target = rng.below(3 * state.n)
        fresh = 0
        for _ in range(5000):
            if state.is_over:
                break
            if _fresh_turn(state):
                cards = _movable(state)
                if fresh >= target and cards:
                    aimed = [c for c in cards if accept(state, c)]
                    if aimed:
                        return state, aimed[rng.below(len(aimed))], rng
                    if fallback is None:
                        copy = state.clone()
                        assert isinstance(copy, ArcanumState)
                        fallback = (copy, cards[rng.below(len(cards))], rng)
                fresh += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    if fallback is None:
        raise AssertionError(f"arcanum drills: no Minor position for seed {seed}")
    return fallback


# ---------------------------------------------------------------------- the rules, worked out
def _where(state: ArcanumState, fig: int) -> int:
    return state.figures[COURT_FIGURES.index(fig)]


def _legal_moves(state: ArcanumState, card: int) -> list[tuple[int, int]]:
    """(figure, location) moves the Minor ``card`` allows (arcanum: Playing a Minor Arcana
    b1/b2; a figure off the board, R16, or in or into a Tower-covered location, R15,
    cannot move)."""
    if is_court(card):
        figs, dests = [card], list(range(1, 11))
    else:
        figs = [f for f in COURT_FIGURES if suit_of(f) == suit_of(card)]
        dests = [rank_of(card)]
    out = []
    for fig in figs:
        here = _where(state, fig)
        if here == _OFF_BOARD or state.covered(here):
            continue
        out += [(fig, loc) for loc in dests if loc != here and not state.covered(loc)]
    return out


def _movable(state: ArcanumState) -> list[int]:
    seat = _deciding(state)
    return sorted({c for c in state.hands[seat] if c < MAJOR_BASE and _legal_moves(state, c)})


def _why_not(state: ArcanumState, card: int, fig: int, loc: int) -> str:
    """Why the Minor ``card`` cannot move ``fig`` to ``loc`` (empty when it can)."""
    here = _where(state, fig)
    if is_court(card) and fig != card:
        return f"the {name(card)} moves its own figure only [{R_MINOR}]"
    if not is_court(card) and suit_of(fig) != suit_of(card):
        return f"the {name(fig)} is not a {SUITS[suit_of(card)]} figure [{R_MINOR}]"
    if not is_court(card) and loc != rank_of(card):
        return f"a numeral card moves its figure into the location of its number, " \
               f"{rank_of(card)} [{R_MINOR}]"
    if here == loc:
        return f"the {name(fig)} is already in location {loc}: a figure must move [{R_MINOR}]"
    if here == _OFF_BOARD:
        return f"the {name(fig)} is off the board (Judgement) [arcanum R16]"
    if state.covered(here) or state.covered(loc):
        return f"the Tower covers location {here if state.covered(here) else loc} " \
               "[arcanum R15]"
    return ""


def _move_text(fig: int, loc: int) -> str:
    return f"the {name(fig)} to location {loc}"


def _action(card: int, fig: int, loc: int) -> Action:
    return Action(f"play {code(card)}: {code(fig)} -> {loc}")


def _matches(fig: int, loc: int) -> tuple[int, int]:
    """(rank symbols, suit symbols) of location ``loc`` that ``fig`` matches (arcanum R3)."""
    symbols = LOCATIONS[loc - 1].symbols
    return symbols.count(FIGURES[rank_of(fig) - 11]), symbols.count(SUITS[suit_of(fig)])


def prestige_rise(before: int, fig: int, loc: int) -> int:
    """What a Minor moving ``fig`` into ``loc`` adds to its House at ``before`` prestige:
    +1 for step a, one per matching symbol (arcanum R3), the track stopping at 21 (R4)."""
    ranks, suits = _matches(fig, loc)
    return min(PRESTIGE_MAX, before + 1 + ranks + suits) - before


def _location_text(loc: int) -> str:
    where = LOCATIONS[loc - 1]
    return f"location {loc}, the {where.name} ({', '.join(where.symbols)})"


# ---------------------------------------------------------------------- where may it go
MOVE_TOPICS = ("a numeral card", "a Court card", "the Tower covers a location",
               "a figure off the board")
"""The cases of arcanum: Playing a Minor Arcana b1/b2, R15 and R16 a move question is about."""
_MOVE_AIMS: dict[str, Accept] = {
    "a numeral card": lambda s, c: not is_court(c),
    "a Court card": lambda s, c: is_court(c),
    "the Tower covers a location": lambda s, c: s.tower is not None and (
        is_court(c) or any(s.covered(_where(s, f)) for f in COURT_FIGURES
                           if suit_of(f) == suit_of(c))),
    "a figure off the board": lambda s, c: not is_court(c) and any(
        _where(s, f) == _OFF_BOARD for f in COURT_FIGURES if suit_of(f) == suit_of(c)),
}


@drill("arcanum", "minor-move", "where may this Minor's figure go", MOVE_TOPICS)
def minor_move_question(seed: int) -> Question:
    aim = pick_topic(MOVE_TOPICS, seed)
    state, card, rng = _minor_position(seed, _MOVE_AIMS[aim])
    seat = _deciding(state)
    legal = _legal_moves(state, card)
    right = legal[rng.below(len(legal))]
    special = {"the Tower covers a location": "arcanum R15",
               "a figure off the board": "arcanum R16"}.get(aim)
    wrong = sorted(_wrong_moves(state, card, rng),  # the aimed rule's mistake first
                   key=lambda m: special is None or f"[{special}]" not in _why_not(
                       state, card, *m))
    moves = [right, *wrong[:3]]
    texts = [_move_text(f, loc) for f, loc in moves]
    choices = tuple(sorted(texts))
    answer = texts[0]
    reasons = "; ".join(f"not {_move_text(f, loc)}: {_why_not(state, card, f, loc)}"
                        for f, loc in wrong[:3])
    how = (f"the {name(card)} moves its own figure to any other location" if is_court(card)
           else f"the {name(card)} moves a {SUITS[suit_of(card)]} figure that is not already "
           f"there into location {rank_of(card)}")
    explanation = f"{how} [{R_MINOR}]: {answer}; {reasons}"
    by_text = dict(zip(texts, moves, strict=True))

    def play_out() -> str:
        """The one choice the engine accepts (or a word saying it accepts none or several)."""
        ok = [t for t in choices if state.check(_action(card, *by_text[t])).ok]
        return ok[0] if len(ok) == 1 else f"{len(ok)} legal"

    prompt = (f"Seat {seat} plays the {name(card)}"
              f"{' (a Court card)' if is_court(card) else ''}. Which of these moves may it make?")
    rule = ", ".join([R_MINOR, *[r for r in ("arcanum R15", "arcanum R16")
                                 if f"[{r}]" in explanation]])
    topic = ("the Tower covers a location" if "R15" in rule else "a figure off the board"
             if "R16" in rule else MOVE_TOPICS[0] if not is_court(card) else MOVE_TOPICS[1])
    return Question("arcanum", "minor-move", seed, prompt, choices, answer, explanation,
                    rule, state, seat, play_out, topic)


def _wrong_moves(state: ArcanumState, card: int, rng: Rng) -> list[tuple[int, int]]:
    """Moves the card does not allow, the likely mistakes first (a figure already there, a
    figure of another suit or rank, another location, Tower and Judgement)."""
    pool: list[tuple[int, int]] = []
    suit = suit_of(card)
    own = [f for f in COURT_FIGURES if suit_of(f) == suit]
    others = [f for f in COURT_FIGURES if suit_of(f) != suit]
    if is_court(card):
        here = _where(state, card)
        if here > 0:
            pool.append((card, here))
        for fig in own:
            if fig != card:
                pool.append((fig, 1 + rng.below(10)))
        pool.append((others[rng.below(len(others))], 1 + rng.below(10)))
        pool += [(card, loc) for loc in range(1, 11) if state.covered(loc)]
    else:
        dest = rank_of(card)
        pool += [(f, dest) for f in own if _where(state, f) in (dest, _OFF_BOARD)
                 or state.covered(_where(state, f))]
        pool.append((others[rng.below(len(others))], dest))
        fig = own[rng.below(len(own))]
        pool.append((fig, 1 + (dest + rng.below(9)) % 10))
        pool.append((others[rng.below(len(others))], 1 + (dest + rng.below(9)) % 10))
    out: list[tuple[int, int]] = []
    for move in pool:
        if move not in out and _why_not(state, card, *move):
            out.append(move)
    return out


# ---------------------------------------------------------------------- what does it score
PRESTIGE_TOPICS = ("step a only", "a rank symbol", "a suit symbol", "rank and suit symbols",
                   "the track stops at 21")
"""The cases of arcanum R3 (step a, then one per matching symbol) and R4 (the top of the
track) a prestige question is about."""


def _pattern(fig: int, loc: int) -> str:
    ranks, suits = _matches(fig, loc)
    return PRESTIGE_TOPICS[(ranks > 0) + 2 * (suits > 0)]


def _prestige_moves(state: ArcanumState, card: int, aim: str) -> list[tuple[int, int]]:
    """The card's moves of the aimed symbol pattern (any for the top of the track)."""
    legal = _legal_moves(state, card)
    return legal if aim == PRESTIGE_TOPICS[-1] else [m for m in legal if _pattern(*m) == aim]


@drill("arcanum", "minor-prestige", "what does this Minor score", PRESTIGE_TOPICS)
def minor_prestige_question(seed: int) -> Question:
    aim = pick_topic(PRESTIGE_TOPICS, seed)
    state, card, rng = _minor_position(seed, lambda s, c: bool(_prestige_moves(s, c, aim)))
    seat = _deciding(state)
    moves = _prestige_moves(state, card, aim) or _legal_moves(state, card)
    fig, loc = moves[rng.below(len(moves))]
    house = suit_of(fig)
    ranks, suits = _matches(fig, loc)
    if aim == PRESTIGE_TOPICS[-1]:  # a prepared what-if: the House near the top (R4)
        state.prestige[house] = PRESTIGE_MAX - rng.below(1 + ranks + suits)
        state.check_invariants()
    before = state.prestige[house]
    rise = prestige_rise(before, fig, loc)
    answer = f"+{rise}"
    mistakes = {ranks + suits, 1, 1 + ranks, 1 + suits, 2 + ranks + suits, rise + 1, rise + 2}
    if rise < 1 + ranks + suits:
        mistakes.add(1 + ranks + suits)
    wrong = sorted(f"+{n}" for n in mistakes if n != rise)
    choices = tuple(sorted({answer, *wrong[:3]}, key=lambda t: int(t)))
    parts = [f"+1 for step a (a {SUITS[house]} card played) [{R_MINOR}, a]"]
    rank_name = FIGURES[rank_of(fig) - 11]
    if ranks:
        parts.append(f"+{ranks} for the {rank_name} symbol{'s' if ranks > 1 else ''}")
    if suits:
        parts.append(f"+{suits} for the {SUITS[house]} symbol{'s' if suits > 1 else ''}")
    if not ranks and not suits:
        parts.append(f"no symbol there is a {rank_name} or {SUITS[house]}")
    explanation = ", ".join(parts) + " [arcanum R3]"
    if rise < 1 + ranks + suits:
        explanation += (f"; the track stops at {PRESTIGE_MAX}: {SUITS[house]} goes from "
                        f"{before} to {PRESTIGE_MAX} and the other Houses move back instead "
                        "[arcanum R4]")
    rule = "arcanum R3, R4" if rise < 1 + ranks + suits else "arcanum R3"

    def play_out() -> str:
        played = state.clone()
        assert isinstance(played, ArcanumState)
        played.apply(_action(card, fig, loc))
        return f"+{played.prestige[house] - before}"

    fields = (" (Fields' own effect, which may then raise or lower each House by 1, comes "
              "after and is not asked about)" if LOCATIONS[loc - 1].effect == "fields" else "")
    prompt = (f"Seat {seat} plays the {name(card)} and moves the {name(fig)} into "
              f"{_location_text(loc)}. {SUITS[house]} has {before} prestige. By how much "
              f"does {SUITS[house]}' prestige rise from playing the Minor{fields}?")
    topic = PRESTIGE_TOPICS[-1] if rise < 1 + ranks + suits else _pattern(fig, loc)
    return Question("arcanum", "minor-prestige", seed, prompt, choices, answer, explanation,
                    rule, state, seat, play_out, topic)


# ---------------------------------------------------------------------- who scores a House
def _positions(prestige: Sequence[int]) -> list[int]:
    """arcanum R8: 1 + the number of Houses with more prestige (ties share the better)."""
    return [1 + sum(1 for p in prestige if p > mine) for mine in prestige]


def _standing(hidden: Sequence[Sequence[int]], house: int) -> list[tuple[int, int, int]]:
    """(seat, cards, value) of every seat with hidden cards of ``house``, best first by
    cards, then by the sum of values (arcanum R9)."""
    rows = []
    for seat, cards in enumerate(hidden):
        suited = [c for c in cards if c < MAJOR_BASE and suit_of(c) == house]
        if suited:
            rows.append((seat, len(suited), sum(value(c) for c in suited)))
    return sorted(rows, key=lambda r: (-r[1], -r[2], r[0]))


def _share(rows: Sequence[tuple[int, int, int]], pays: Sequence[int],
           key: Callable[[tuple[int, int, int]], object], split: bool = True) -> dict[int, int]:
    """VP per seat: groups of equal ``key`` share the places they occupy, split evenly and
    rounded down (arcanum R9); ``split=False`` gives each the group's best place (a mistake)."""
    out: dict[int, int] = {}
    place = 0
    i = 0
    while i < len(rows):
        j = i
        while j < len(rows) and key(rows[j]) == key(rows[i]):
            j += 1
        shares = [pays[p] for p in range(place, place + j - i) if p < len(pays)]
        for seat, _, _ in rows[i:j]:
            out[seat] = (sum(shares) // (j - i) if split else (shares[0] if shares else 0))
        place += j - i
        i = j
    return out


def _interest(rows: Sequence[tuple[int, int, int]]) -> int:
    """How much a House's standing teaches: a tie split (3), a tie on cards broken by the
    values (2), several players (1), one (0), none (-1)."""
    pairs = list(pairwise(rows))
    if any(a[1:] == b[1:] for a, b in pairs):
        return 3
    if any(a[1] == b[1] for a, b in pairs):
        return 2
    return min(len(rows), 2) - 1


def _vp_text(vp: dict[int, int]) -> str:
    scored = sorted(((v, s) for s, v in vp.items() if v > 0), key=lambda t: (-t[0], t[1]))
    if not scored:
        return "nobody scores"
    return ", ".join(f"seat {s}: {v} VP" for v, s in scored)


HOUSE_TOPICS = ("one player holds it", "ranked by cards", "equal cards: the higher value wins",
                "equal cards and value: places shared", "a fourth holder scores nothing",
                "Houses tied in prestige share the better position")
"""The cases of arcanum R8 (a House's position) and R9 (dominance, influence, presence) a
scoring question is about."""


def _house_topic(state: ArcanumState, house: int) -> str | None:
    """The case the scoring of ``house`` shows, most telling first (None: nobody holds it)."""
    rows = _standing(state.hidden, house)
    interest = _interest(rows)
    if interest == 3:
        return HOUSE_TOPICS[3]
    if sum(1 for p in state.prestige if p == state.prestige[house]) > 1:
        return HOUSE_TOPICS[5]
    if len(rows) > 3:
        return HOUSE_TOPICS[4]
    return {2: HOUSE_TOPICS[2], 1: HOUSE_TOPICS[1], 0: HOUSE_TOPICS[0]}.get(interest)


def _topic_of(state: ArcanumState, house: int) -> str:
    topic = _house_topic(state, house)
    assert topic is not None, "the House picked has a holder (the most telling one)"
    return topic


def _scoring_position(seed: int, aim: str | None = None) -> tuple[ArcanumState, int]:
    """A real game just before its first House prestige scoring: the last active player of
    the scoring turn is about to end the turn (no hidden Fool, so no decision comes); and a
    House whose scoring shows the case ``aim`` (the most telling House if no attempt finds
    one)."""
    fallback = None
    for attempt in range(64):
        state, rng = _game(seed, attempt)

        def stop(s: ArcanumState) -> bool:
            last = (s.first - 1) % s.n
            return (bool(s.pending) and s.pending == ("main", last) and s.minor_played
                    and s.turn % s.scoring_every == 0 and Action("end turn") in
                    s.legal_actions())

        if _play_until(state, rng, stop) and not any(FOOL in h for h in state.hidden):
            aimed = [h for h in range(4) if _house_topic(state, h) == aim]
            if aimed:
                return state, aimed[rng.below(len(aimed))]
            if fallback is None:
                interest = [_interest(_standing(state.hidden, h)) for h in range(4)]
                pick = [h for h in range(4) if interest[h] == max(interest)]
                fallback = (state, pick[rng.below(len(pick))])
    if fallback is None:
        raise AssertionError(f"arcanum drills: no scoring position for seed {seed}")
    return fallback


_REVEALED = re.compile(r"^(\w+) \(\d\w+ House\) is revealed")
_SCORED = re.compile(r"^seat (\d+) ")
_VP = re.compile(r"(\d+) VP\)")


@drill("arcanum", "house", "who dominates, influences and has a presence in this House",
       HOUSE_TOPICS)
def house_question(seed: int) -> Question:
    state, house = _scoring_position(seed, pick_topic(HOUSE_TOPICS, seed))
    suit = SUITS[house]
    position = _positions(state.prestige)[house]
    pays = FULL_VP[position - 1]
    rows = _standing(state.hidden, house)
    right = _share(rows, pays, key=lambda r: r[1:])
    answer = _vp_text(right)
    mistakes = [
        _share(sorted(rows, key=lambda r: (-r[2], r[0])), pays, key=lambda r: r[2]),
        _share(rows, pays, key=lambda r: r[1:], split=False),
        _share(rows, pays, key=lambda r: r[1]),
        *[_share(rows, FULL_VP[p], key=lambda r: r[1:]) for p in range(4) if p != position - 1],
    ]
    wrong: list[str] = []
    for vp in mistakes:
        text = _vp_text(vp)
        if text != answer and text not in wrong:
            wrong.append(text)
    choices = tuple(sorted([answer, *wrong[:3]]))
    explanation = _house_explanation(state, house, rows, position, pays)

    def play_out() -> str:
        """End the turn in the engine and read what each seat scored in this House."""
        played = state.clone()
        start = len(played.events)
        played.apply("end turn")
        vp: dict[int, int] = {}
        current = None
        for event in played.events[start:]:
            revealed = _REVEALED.match(event.text)
            if revealed:
                current = revealed.group(1)
            elif current == suit and event.rule == "arcanum R8, R9":
                seat = _SCORED.match(event.text)
                if seat:
                    got = _VP.findall(event.text)
                    vp[int(seat.group(1))] = int(got[-1]) if got else 0
        return _vp_text(vp)

    cards = "; ".join(f"seat {s} " + (", ".join(
        name(c) for c in state.hidden[s] if c < MAJOR_BASE and suit_of(c) == house) or "none")
        for s in range(state.n))
    prestige = ", ".join(f"{SUITS[h]} {state.prestige[h]}" for h in range(4))
    prompt = (f"House prestige scoring, {state.n} players. Prestige: {prestige}, so {suit} is "
              f"the {_ORDINAL[position]} House, paying {pays[0]} / {pays[1]} / {pays[2]} VP for "
              f"dominance / influence / presence. Hidden {suit} cards: {cards}. Who scores "
              f"what in {suit}?")
    return Question("arcanum", "house", seed, prompt, choices, answer, explanation,
                    "arcanum R8, R9", state, ALL, play_out, _topic_of(state, house))


def _house_explanation(state: ArcanumState, house: int, rows: Sequence[tuple[int, int, int]],
                       position: int, pays: Sequence[int]) -> str:
    """The ranking in words: who has how many cards of what value, and what each place pays."""
    suit = SUITS[house]
    lines = [f"{suit} is the {_ORDINAL[position]} House by prestige (Houses tied share the "
             "better position) [arcanum R8]"]
    place = 0
    i = 0
    while i < len(rows):
        j = i
        while j < len(rows) and rows[j][1:] == rows[i][1:]:
            j += 1
        group = rows[i:j]
        cards = f"{group[0][1]} card{'s' if group[0][1] > 1 else ''}, value {group[0][2]}"
        shares = [pays[p] for p in range(place, place + len(group)) if p < len(pays)]
        if len(group) == 1:
            seat = group[0][0]
            lines.append(f"seat {seat} {_PLACES[place]} {suit} ({cards}): {shares[0]} VP"
                         if shares else f"seat {seat} scores nothing ({cards}): only three "
                         "places pay")
        else:
            seats = " and ".join(f"seat {r[0]}" for r in group)
            split = (f"({' + '.join(map(str, shares))}) // {len(group)} = "
                     f"{sum(shares) // len(group)} VP each" if shares else "nothing")
            lines.append(f"{seats} tie ({cards} each) and share the places they occupy: "
                         f"{split}")
        place += len(group)
        i = j
    return "; ".join(lines) + " [arcanum R9]"
