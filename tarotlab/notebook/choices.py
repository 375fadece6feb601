"""The choices of a decision, arranged so a learner can scan them (at most about 20 at once).

A decision may offer many actions (an Arcs turn: every move of every group of ships; a
battle: every mix of dice). They are arranged as a tree of their words: the first level is
the kind of action (``move``, ``build``…), the next the first word where they differ (the
system a move starts from…), down to the actions themselves. Actions that differ only in
their numbers (``roll 2 assault 0 skirmish 1 raid``) become a small form with one stepper per
number. Clicking a part of the picture (a system, a card) narrows the choices to the actions
that name it. This module only arranges what ``candidates()`` gives; it knows no game.

>>> from tarotlab.core.rules import LEGAL
>>> cands = [(f"roll {a} assault {s} skirmish {r} raid", LEGAL)
...          for a in range(6) for s in range(6) for r in range(3)]
>>> menu = build_menu(cands)
>>> [slot.label for slot in menu.form.slots]
['assault', 'skirmish', 'raid']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.rules import Verdict

LIMIT = 24
"""At most this many buttons at once, "about 20" (more become a drop-down list): enough for
the 22 cards of an Arcana hand, few enough to scan."""

_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True)
class Option:
    """One button: an action to play, or a step down the tree to more actions."""

    label: str
    action: str | None = None
    step: str | None = None
    ok: bool = True
    tip: str = ""
    count: int = 1
    """How many legal actions the step leads to (1 for an action)."""

    def as_dict(self) -> dict[str, Any]:
        return {"label": self.label, "action": self.action, "step": self.step, "ok": self.ok,
                "tip": self.tip, "count": self.count}


@dataclass(frozen=True)
class Slot:
    """A number of a form: what it counts, and the values it can take."""

    label: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Form:
    """Actions that differ only in their numbers, chosen with one stepper per number."""

    slots: tuple[Slot, ...]
    combos: dict[str, tuple[str, bool, str]]
    """``"2,0,1"`` -> (action text, legal, why not)."""
    default: tuple[int, ...]
    template: str = ""
    """The actions' words with ``#`` for each number (``roll # assault # skirmish # raid``)."""

    def action(self, *numbers: int) -> tuple[str, bool, str] | None:
        return self.combos.get(",".join(map(str, numbers)))

    def as_dict(self) -> dict[str, Any]:
        return {"slots": [{"label": s.label, "values": list(s.values)} for s in self.slots],
                "combos": {k: list(v) for k, v in self.combos.items()},
                "default": list(self.default), "template": self.template}


@dataclass(frozen=True)
class Menu:
    """What to show for the decision now: the path taken, the buttons, or a form."""

    path: tuple[str, ...] = ()
    chosen: int = 0
    """How many words of ``path`` the reader chose (the rest all remaining actions share)."""
    pick: str | None = None
    options: tuple[Option, ...] = ()
    select: bool = False
    """More than ``LIMIT`` options: show them as a drop-down list."""
    form: Form | None = None
    total: int = 0
    legal: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"path": list(self.path), "chosen": self.chosen, "pick": self.pick,
                "options": [o.as_dict() for o in self.options], "select": self.select,
                "form": self.form.as_dict() if self.form else None, "total": self.total,
                "legal": self.legal}

    def labels(self) -> list[str]:
        return [o.label for o in self.options]


def _tip(verdict: Verdict) -> str:
    return "legal" if verdict.ok else f"[{verdict.rule}] {verdict.reason}"


def mentions(action: str, token: str) -> bool:
    """Does the action's text name ``token`` as a whole word (``5.3`` but not ``5.3.1``)?"""
    return re.search(rf"(?<![\w.#]){re.escape(token)}(?![\w.#])", action) is not None


def build_menu(candidates: Sequence[tuple[str, Verdict]], path: Sequence[str] = (),
               pick: str | None = None, limit: int = LIMIT) -> Menu:
    """Arrange ``candidates`` (action text, verdict) for the path taken and a picked token."""
    items = [(str(a).split(), str(a), v) for a, v in candidates]
    if pick:
        items = [it for it in items if mentions(it[1], pick)]
    depth = len(path)
    items = [it for it in items if tuple(it[0][:depth]) == tuple(path)]
    legal = sum(v.ok for _, _, v in items)
    if len(items) <= limit:
        flat = tuple(Option(text, action=text, ok=v.ok, tip=_tip(v)) for _, text, v in items)
        return Menu(tuple(path), len(path), pick, flat, total=len(items), legal=legal)
    taken = list(path)
    while True:  # words every remaining action shares go into the path at once
        nexts = {tuple(t[len(taken):len(taken) + 1]) for t, _, _ in items}
        if len(nexts) != 1 or not next(iter(nexts)):
            break
        taken.append(next(iter(nexts))[0])
    form = _form(items, len(taken))
    if form is not None:
        return Menu(tuple(taken), len(path), pick, form=form, total=len(items), legal=legal)
    groups: dict[str, list[tuple[list[str], str, Verdict]]] = {}
    for it in items:
        word = it[0][len(taken)] if len(it[0]) > len(taken) else ""
        groups.setdefault(word, []).append(it)
    options: list[Option] = []
    for word, group in groups.items():
        ok = [v for _, _, v in group if v.ok]
        if len(group) == 1 or not word:
            for _, text, v in group:
                options.append(Option(text, action=text, ok=v.ok, tip=_tip(v)))
            continue
        tip = (f"{len(ok)} of {len(group)} legal" if ok else
               "none of these is legal now: " + _tip(group[0][2]))
        options.append(Option(f"{word} …", step=word, ok=bool(ok), tip=tip, count=len(ok)))
    options.sort(key=lambda o: not o.ok)  # live choices first, greyed ones after
    return Menu(tuple(taken), len(path), pick, tuple(options), select=len(options) > limit,
                total=len(items), legal=legal)


def _form(items: list[tuple[list[str], str, Verdict]], start: int) -> Form | None:
    """A form when the actions have the same words but for some numbers."""
    lengths = {len(t) for t, _, _ in items}
    if len(lengths) != 1:
        return None
    words = [t for t, _, _ in items]
    varying = []
    for i in range(start, lengths.pop()):
        column = {w[i] for w in words}
        if len(column) == 1:
            continue
        if not all(_NUMBER.fullmatch(x) for x in column):
            return None
        varying.append(i)
    if not varying:
        return None
    width = len(words[0])
    slots: list[Slot] = []
    for i in varying:
        after = next((words[0][j] for j in range(i + 1, width) if j not in varying), "")
        before = words[0][i - 1] if i > 0 else ""
        label = after.strip(":,+") or before.strip(":,+") or f"number {len(slots) + 1}"
        slots.append(Slot(label, tuple(sorted({int(w[i]) for w in words}))))
    combos = {}
    for w, text, v in items:
        combos[",".join(w[i] for i in varying)] = (text, v.ok, _tip(v))
    first_legal = next((w for w, _, v in items if v.ok), words[0])
    default = tuple(int(first_legal[i]) for i in varying)
    template = " ".join("#" if i in varying else w for i, w in enumerate(words[0]))
    return Form(tuple(slots), combos, default, template)
