"""Arranging resource tokens in their slots (arcs: Resources, arcs R8 as amended, tarotlab X3).

"When you gain a resource, place it in an empty slot. You may rearrange resources in your
slots at any time when placing, but must discard any you cannot hold." A seat's slots are the
open ones on its board (slots 1-6, raid costs ``SLOT_KEYS``: 3 1 1 2 1 3) and, with Ancient
Holdings, a card's slot (slot 7, its own raid cost). Slots of one raid cost are alike, so what
a placing decides is which tokens sit at which raid cost: an arrangement's *profile*. The
placing is a decision only where more than one profile can be reached (arcs R8: "a decision
only where the choice matters").

A profile is made real with as little movement as it needs (a token whose raid cost does not
change stays in its slot; the others go to the leftmost free slot of their cost), and each
profile has one canonical text: ``place Fuel in slot 4`` when one gained token goes into an
empty slot and no held token moves, else the whole layout, slot by slot, ``-`` for an empty
slot and the card's slot after a bar (``arrange Relic Fuel - Material | -``).

>>> layouts = arrangements((None, "Relic", None, None, None, None, None), ("Fuel",), 3, None)
>>> [text((None, "Relic", None, None, None, None, None), ("Fuel",), lay, 3, None)
...  for lay in layouts]
['place Fuel in slot 1', 'place Fuel in slot 3', 'arrange Relic Fuel -']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from functools import lru_cache

from .components import RESOURCES, SLOT_KEYS

VAULT = 6
"""The index of the card's slot in a layout (shown as slot 7)."""
Layout = tuple[str | None, ...]
"""Seven entries: board slots 1-6, then the card's slot; None is empty (or covered)."""
Group = tuple[tuple[str, int], tuple[int, ...]]
"""A raid-cost class: ((where, cost), its slot indices left to right)."""
Profile = tuple[tuple[str, ...], ...]
"""The tokens in each class of ``groups``, sorted."""


def groups(open_slots: int, card_cost: int | None) -> list[Group]:
    """The classes of alike slots: the open board slots by raid cost (dearest first), then the
    card's slot on its own (its token is stolen under other rules, tarotlab L12)."""
    by_cost: dict[int, list[int]] = {}
    for i in range(open_slots):
        by_cost.setdefault(SLOT_KEYS[i], []).append(i)
    out: list[Group] = [(("board", c), tuple(by_cost[c])) for c in sorted(by_cost, reverse=True)]
    if card_cost is not None:
        out.append((("card", card_cost), (VAULT,)))
    return out


def _sub_multisets(pool: Counter[str], size: int) -> Iterator[Counter[str]]:
    """Every sub-multiset of ``pool`` with exactly ``size`` tokens (in RESOURCES order)."""
    kinds = [k for k in RESOURCES if pool[k]]

    def walk(i: int, left: int) -> Iterator[list[tuple[str, int]]]:
        if left == 0:
            yield []
            return
        if i == len(kinds):
            return
        for take in range(min(pool[kinds[i]], left), -1, -1):
            for rest in walk(i + 1, left - take):
                yield [(kinds[i], take), *rest]

    for chosen in walk(0, size):
        yield Counter({k: n for k, n in chosen if n})


def profiles(tokens: Sequence[str], classes: Sequence[Group]) -> list[Profile]:
    """Every distinct way to put ``tokens`` (no more than the slots) into the classes."""
    out: list[Profile] = []
    room_after = [sum(len(s) for _, s in classes[i + 1:]) for i in range(len(classes))]

    def walk(i: int, pool: Counter[str], acc: list[tuple[str, ...]]) -> None:
        if i == len(classes):
            if not +pool:
                out.append(tuple(acc))
            return
        total = sum(pool.values())
        for size in range(min(len(classes[i][1]), total), max(total - room_after[i], 0) - 1, -1):
            for part in _sub_multisets(pool, size):
                walk(i + 1, pool - part, [*acc, tuple(sorted(part.elements()))])

    walk(0, Counter(tokens), [])
    return out


def profile_of(layout: Layout, classes: Sequence[Group]) -> Profile:
    """The tokens in each class of ``layout`` (what a raid sees of it)."""
    return tuple(tuple(sorted(t for i in slots if (t := layout[i]) is not None))
                 for _, slots in classes)


def realize(current: Layout, profile: Profile, classes: Sequence[Group]) -> Layout:
    """``profile`` made real from ``current`` with the fewest moves (see the docstring)."""
    out: list[str | None] = [None] * 7
    for (_, slots), wanted in zip(classes, profile, strict=True):
        need = Counter(wanted)
        free = []
        for i in slots:
            token = current[i]
            if token is not None and need[token] > 0:
                out[i] = token
                need[token] -= 1
            else:
                free.append(i)
        for i, token in zip(free, sorted(need.elements(), key=RESOURCES.index), strict=False):
            out[i] = token
    return tuple(out)


def arrangements(current: Layout, waiting: Sequence[str], open_slots: int,
                 card_cost: int | None) -> list[Layout]:
    """Every distinct layout of the held and ``waiting`` tokens: those that leave the held
    tokens where they are first (in slot order of the new token), then the others."""
    return list(_arrangements(current, tuple(waiting), open_slots, card_cost))


@lru_cache(maxsize=8192)
def _arrangements(current: Layout, waiting: tuple[str, ...], open_slots: int,
                  card_cost: int | None) -> tuple[Layout, ...]:
    """``arrangements``, remembered: a pure function of a few small values that a game asks
    again and again (a third of a greedy Arcs game's time before it was remembered)."""
    classes = groups(open_slots, card_cost)
    held = [t for t in current if t is not None]
    layouts = [realize(current, p, classes) for p in profiles([*held, *waiting], classes)]
    still = [lay for lay in layouts if _moved(current, lay) == 0]
    return (*sorted(still, key=lambda lay: _changed(current, lay)),
            *[lay for lay in layouts if _moved(current, lay)])


def _moved(current: Layout, layout: Layout) -> int:
    """Held tokens that leave their slot."""
    return sum(1 for a, b in zip(current, layout, strict=True) if a is not None and a != b)


def _changed(current: Layout, layout: Layout) -> list[int]:
    return [i for i, (a, b) in enumerate(zip(current, layout, strict=True)) if a != b]


def text(current: Layout, waiting: Sequence[str], layout: Layout, open_slots: int,
         card_cost: int | None) -> str:
    """The canonical text of ``layout`` (see the module docstring)."""
    changed = _changed(current, layout)
    if len(waiting) == 1 and not _moved(current, layout) and len(changed) == 1:
        return f"place {layout[changed[0]]} in slot {changed[0] + 1}"
    words = " ".join(layout[i] or "-" for i in range(open_slots))
    return f"arrange {words}" + (f" | {layout[VAULT] or '-'}" if card_cost is not None else "")


def describe(layout: Layout, open_slots: int, card_cost: int | None) -> str:
    """The layout in words for the event log (``Relic in slot 1 (3 keys), …``)."""
    parts = []
    for i in [*range(open_slots), *([VAULT] if card_cost is not None else [])]:
        token = layout[i]
        if token is not None:
            cost = card_cost if i == VAULT else SLOT_KEYS[i]
            parts.append(f"{token} in slot {i + 1} ({cost} key{'s' if cost != 1 else ''})")
    return ", ".join(parts) or "no tokens"


__all__ = ["VAULT", "Group", "Layout", "Profile", "arrangements", "describe", "groups",
           "profile_of", "profiles", "realize", "text"]


@lru_cache(maxsize=8192)
def choices(current: Layout, waiting: tuple[str, ...], open_slots: int,
            card_cost: int | None) -> tuple[tuple[str, Layout], ...]:
    """(canonical text, layout) of every arrangement, in ``arrangements`` order (remembered)."""
    return tuple((text(current, waiting, lay, open_slots, card_cost), lay)
                 for lay in _arrangements(current, waiting, open_slots, card_cost))
