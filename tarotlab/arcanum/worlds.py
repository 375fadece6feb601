"""The worlds one seat cannot tell apart in Arcanum, as multisets of card classes: the
solver of ``determinize`` (that module's docstring says what is secret and what a seat learns).

Each other seat's hand, hidden cards and gifts are multisets of *classes*: ``(0, epoch)`` a
Minor drawn unseen, ``(1, epoch)`` a Major drawn unseen (the epoch: how many times that deck
had been rebuilt, arcanum: Additional Notes), ``(2, card)`` a card the seat knows. The
history becomes a list of operations on them (``Op``), written by ``determinize._Watch``:

- ``add`` (zone, class, decision): a card drawn into the hand or hidden (7. Treasure Vault);
- ``pin`` (zone, class, how, card): a card named where the seat holds it, which must be an item
  of its class there; it leaves (exit), stays known (stay: the Sun, a scoring) or is hidden
  (hide: the Fool, arcanum: 0 - Fool);
- ``hide``, ``give`` (decision, R22), ``swap`` (decision, the card the Sun revealed if that is
  the one swapped, the cards face up): choices, of a Minor (R11), any card (R17), a hidden
  Minor and a Minor in hand (XIV Temperance);
- ``check`` (what): a public fact about the Minors in the hand (none, one at least, two at
  least, R22's refusal of Death or the Wheel); ``suit`` (suit, cards shown): a House revealed
  showed every hidden card of its suit (R21);
- ``out``, ``in`` (the Wheel's gifts between two other seats), ``out_me`` (the classes of the
  gifts the seat received, and their cards), ``in_me`` (the cards the seat gave); ``clear``
  (a House scoring discards the hidden cards, R10).

``solve`` counts, operation by operation, the ways (items: two tokens of a class are two
different worlds) to reach each multiset state (forward filtering), then draws one world
backward with those weights: uniform among the worlds consistent with every operation, and
always found. The seats are solved one after the other along the Wheel's direction, each
starting from what the one before gave it. ``play`` then carries out the operations with the
chosen classes on items, which ``determinize`` deals cards to.
"""

from __future__ import annotations

from collections.abc import Iterator
from math import factorial
from typing import Any

from ..core.rng import Rng
from .catalog import DEATH, MAJOR_BASE, suit_of

Cls = tuple[int, int]
"""(0, epoch) a Minor token, (1, epoch) a Major token, (2, card) a known card."""
Bag = tuple[Cls, ...]
"""A multiset of classes, sorted."""
World = tuple[Bag, Bag, Bag, tuple[Bag, ...], tuple[Bag, ...], Bag]
"""One seat's hand, hidden cards and gifts, the gifts still to receive and those given, and
(during a House scoring) the tokens hidden by the seats before it along the chain."""
Op = tuple[Any, ...]
H, D, G = 0, 1, 2


def _minor(c: Cls) -> bool:
    return c[0] == 0 or (c[0] == 2 and c[1] < MAJOR_BASE)


def _minors(bag: Bag) -> int:
    return sum(1 for c in bag if _minor(c))


def put(bag: Bag, *cs: Cls) -> Bag:
    return tuple(sorted(bag + cs))


def _drop(bag: Bag, c: Cls) -> Bag:
    i = bag.index(c)
    return bag[:i] + bag[i + 1:]


def _ok(check: Any, hand: Bag) -> bool:
    """A public fact about the Minors in a hand (R22's refusals of Death and the Wheel are the
    engine's ``_major_refusal``, on the hand left after the card is played)."""
    minors = _minors(hand)
    if check in ("zero", "one", "two"):
        return minors == 0 if check == "zero" else minors >= (1 if check == "one" else 2)
    rest = len(hand)
    lost = 1 if check == DEATH else max(0, min(2, rest) - (rest - minors))
    return minors == 0 or minors > lost


def _moves(op: Op, s: World) -> Iterator[tuple[Any, World, float]]:
    """Each way to carry out ``op`` on one seat's multisets: (choice, result, how many items
    make that choice)."""
    hand, hidden, gifts, inbox, outbox, carry = s
    kind = op[0]
    if kind in ("add", "pin"):
        bags = [hand, hidden]
        zone, c = op[1], op[2]
        if kind == "add":
            bags[zone] = put(bags[zone], c)
        elif c in bags[zone]:
            bags[zone] = _drop(bags[zone], c)
            if op[3] != "exit":  # named and kept: known from now on
                to = D if op[3] == "hide" else zone
                bags[to] = put(bags[to], (2, op[4]))
        else:
            return
        yield None, (bags[0], bags[1], *s[2:]), s[zone].count(c) if kind == "pin" else 1
    elif kind == "check":
        if _ok(op[1], hand):
            yield None, s, 1
    elif kind == "suit":  # a House revealed: every hidden card of its suit was shown
        if not any(c[0] == 2 and c[1] < MAJOR_BASE and suit_of(c[1]) == op[1]
                   and c[1] not in op[2] for c in hidden):
            yield None, s, 1
    elif kind in ("hide", "give"):
        last = op[2] and _minors(hand) < 2
        for c in sorted(set(hand)):
            if (_minor(c) or kind == "give") and not (last and _minor(c)):
                rest = _drop(hand, c)
                yield c, ((rest, put(hidden, c), *s[2:]) if kind == "hide"
                          else (rest, hidden, put(gifts, c), *s[3:])), hand.count(c)
    elif kind == "swap":
        outs = [op[2]] if op[2] else [c for c in sorted(set(hidden)) if _minor(c)
                                      and not (c[0] == 2 and c[1] in op[3])]
        for h in outs:
            for c in sorted(set(hand)):
                if h in hidden and _minor(c):
                    yield (h, c), (put(_drop(hand, c), h), put(_drop(hidden, h), c),
                                   *s[2:]), hidden.count(h) * hand.count(c)
    elif kind == "out":
        yield None, (hand, hidden, (), inbox, (*outbox, gifts), carry), 1
    elif kind == "out_me":
        if gifts == op[1]:
            ways = 1
            for c in set(gifts):
                ways *= factorial(gifts.count(c))
            yield None, (hand, hidden, (), inbox, outbox, carry), ways
    elif kind in ("in", "in_me"):
        if kind == "in_me" or inbox:
            got = tuple((2, c) for c in op[1]) if kind == "in_me" else inbox[0]
            yield None, (put(hand, *got), hidden, gifts, inbox[1:] if kind == "in" else inbox,
                         outbox, carry), 1
    elif kind == "clear" and all(c[0] == 2 for c in hidden):
        yield None, (hand, (), *s[2:]), 1
    elif kind == "inject":  # what the seat before could give, and the tokens it hid
        for (gifts_in, hid), w in op[1].items():
            yield (gifts_in, hid), (hand, hidden, gifts, gifts_in, outbox, hid), w


Layer = tuple[dict[World, float], dict[World, list[tuple[World, Any, float]]]]


def _forward(ops: list[Op], start: dict[World, float]) -> tuple[dict[World, float], list[Layer]]:
    """How many ways (relative) each multiset state can be reached after each operation."""
    frontier, layers = start, []
    for op in ops:
        new: dict[World, float] = {}
        back: dict[World, list[tuple[World, Any, float]]] = {}
        if op[0] == "add":  # the commonest, written out: one way, one result each
            c = op[2]
            for s, w in frontier.items():
                nxt = (put(s[0], c), *s[1:]) if op[1] == H else (s[0], put(s[1], c), *s[2:])
                new[nxt] = w
                back[nxt] = [(s, None, 1)]
        else:
            for s, w in frontier.items():
                for choice, nxt, ways in _moves(op, s):
                    new[nxt] = new.get(nxt, 0.0) + w * ways
                    back.setdefault(nxt, []).append((s, choice, ways))
        if not new:  # pragma: no cover - a failure of the game or of the watch
            raise AssertionError(f"arcanum determinize: no world agrees with {op}")
        layers.append((frontier, back))
        top = max(new.values())
        frontier = new if 1e-100 < top < 1e100 else {s: w / top for s, w in new.items()}
    return frontier, layers


def _pick(rng: Rng, options: list[tuple[Any, float]]) -> Any:
    """One of ``options`` (value, weight), with probability proportional to its weight."""
    if len(options) == 1:
        return options[0][0]
    x = rng.next64() / 2 ** 64 * sum(w for _, w in options)
    for value, w in options:
        x -= w
        if x < 0:
            return value
    return options[-1][0]


def _backward(layers: list[Layer], end: World, rng: Rng) -> tuple[list[Any], World]:
    """The choices of one world ending in ``end``, drawn with the forward weights."""
    choices: list[Any] = [None] * len(layers)
    s = end
    for t in range(len(layers) - 1, -1, -1):
        alpha, back = layers[t]
        s, choices[t] = _pick(rng, [((prev, c), alpha[prev] * ways) for prev, c, ways in back[s]])
    return choices, s


Solved = list[tuple[list[Op], dict[World, float], list[Layer]]]
"""``forward``'s result: each seat's operations along the chain (with what the seat before
could give it taken in), the weights of its multiset states at the end, and its layers."""


def _link(s: World, shown: set[int]) -> tuple[tuple[Bag, ...], Bag]:
    """What a seat passes to the next along the chain: its gifts, and during a scoring the
    tokens hidden so far."""
    return s[4], put(s[5], *(c for c in s[1] if c[0] == 0)) if shown else s[5]


def forward(ops: dict[int, list[Op]], chain: list[int], shown: set[int]) -> Solved:
    """The forward half of ``solve``: each seat's weights, along the chain, each seat taking
    in, at the first Wheel that links them, the weights of what the seat before could give
    it (and during a scoring, of the tokens hidden so far, taken in at the end at the
    latest). It depends on the operations alone, not on the draw: a search that determinizes
    one position again and again works it out once (``determinize._forward_of``)."""
    solved: Solved = []
    message: dict[tuple[tuple[Bag, ...], Bag], float] | None = None
    for o in chain:
        seq = ops[o]
        if message is not None:
            at = next((i for i, op in enumerate(seq) if op[0] == "in"), len(seq))
            seq = [*seq[:at], ("inject", message), *seq[at:]]
        end, layers = _forward(seq, {((), (), (), (), (), ()): 1.0})
        solved.append((seq, end, layers))
        message = {}
        for s, w in end.items():
            link = _link(s, shown)
            message[link] = message.get(link, 0.0) + w
    return solved


def solve(ops: dict[int, list[Op]], chain: list[int], pool: dict[Cls, list[int]],
          shown: set[int], rng: Rng, solved: Solved | None = None) -> dict[int, list[Any]]:
    """The classes each seat's choices take, drawn uniformly among the worlds: ``forward``
    (or ``solved``, its result for these operations), then backward, each seat's draw fixing
    what the one before gave."""
    if solved is None:
        solved = forward(ops, chain, shown)
    picks: dict[int, list[Any]] = {}
    want: Any = None
    for o, (seq, end, layers) in reversed(list(zip(chain, solved, strict=True))):
        last = _pick(rng, [(s, w * _fit(_link(s, shown)[1], pool, shown))
                           for s, w in end.items()]
                     if want is None else [(s, w) for s, w in end.items()
                                           if _link(s, shown) == want])
        choices, _ = _backward(layers, last, rng)
        want = next((c for op, c in zip(seq, choices, strict=True) if op[0] == "inject"), None)
        picks[o] = [c for op, c in zip(seq, choices, strict=True) if op[0] != "inject"]
    return picks


def _fit(hidden: Bag, pool: dict[Cls, list[int]], shown: set[int]) -> float:
    """The share of the ways to deal the unknown cards in which the hidden tokens avoid the
    suits already revealed in the scoring under way (1 outside a scoring)."""
    share = 1.0
    for c in set(hidden):
        fits = sum(1 for card in pool.get(c, ()) if suit_of(card) not in shown)
        for k in range(hidden.count(c)):
            share *= max(0, fits - k) / (len(pool[c]) - k)
    return share


class Item:
    """A card another seat holds: its class, the chance decision that drew it (a token) and
    its card once known or drawn."""

    __slots__ = ("card", "cls", "draw")

    def __init__(self, cls: Cls, draw: int = -1, card: int = -1) -> None:
        self.cls, self.draw, self.card = cls, draw, card


def _take(zone: list[Item], c: Cls) -> Item:
    return zone.pop(next(k for k, item in enumerate(zone) if item.cls == c))


def play(ops: list[Op], choices: list[Any], inbox: list[list[Item]], rng: Rng,
         tokens: list[Item], secret: list[tuple[int, str, list[Item]]]
         ) -> tuple[list[list[Item]], list[list[Item]]]:
    """One seat's operations carried out with the chosen classes, on items: its hand, hidden
    cards and gifts at the end, and the gifts it gave at each Wheel."""
    zones: list[list[Item]] = [[], [], []]
    given: list[list[Item]] = []
    for op, choice in zip(ops, choices, strict=True):
        kind = op[0]
        if kind == "add":
            tokens.append(Item(op[2], op[3]))
            zones[op[1]].append(tokens[-1])
        elif kind == "pin":
            item = _take(zones[op[1]], op[2])
            item.card = op[4]
            if op[3] != "exit":
                item.cls = (2, op[4])
                zones[D if op[3] == "hide" else op[1]].append(item)
        elif kind in ("hide", "give"):
            item = _take(zones[H], choice)
            zones[D if kind == "hide" else G].append(item)
            secret.append((op[1], kind, [item]))
        elif kind == "swap":
            out, into = _take(zones[D], choice[0]), _take(zones[H], choice[1])
            zones[H].append(out)
            zones[D].append(into)
            secret.append((op[1], kind, [out, into]))
        elif kind in ("out", "out_me", "clear"):
            if kind == "out":
                given.append(zones[G])
            elif kind == "out_me":  # which gift was which card: unseen, drawn
                for c in sorted(set(op[1])):
                    cards = [card for card, of in op[2] if of == c]
                    rng.shuffle(cards)
                    for item in zones[G]:
                        if item.cls == c:
                            item.card = cards.pop()
            zones[G if kind != "clear" else D] = []
        elif kind == "in":
            zones[H] += inbox.pop(0)
        elif kind == "in_me":
            zones[H] += [Item((2, card), card=card) for card in op[1]]
    return zones, given
