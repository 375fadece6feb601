"""Arcs action text: the grammar that makes typed text canonical, and examples of each verb.

Forgiving input (``roll 2 assault``, ``build city at 3.3``, ``lead adm 5``) becomes the canonical
text of an action; unknown texts get examples of their verb.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..core.engine import Action, match_grammar
from ..core.errors import MalformedAction
from .base import _SHIPS, ships_text
from .components import (
    ACTION_CARDS,
    AMBITIONS,
    COURT,
    COURT_BY_NAME,
    LEADER_BY_NAME,
    LEADERS,
    LORE,
    LORE_BY_NAME,
    RESOURCES,
)
from .mapdata import SETUP_CARDS, SYSTEMS


def _card(text: str) -> str | None:
    """An action card code from ``agg5``, ``Agg5``, ``adm 5`` or ``Aggression 5``."""
    t = text.strip().lower()
    for code, info in ACTION_CARDS.items():
        if t in (code.lower(), info.name.lower()) or t.replace(" ", "") == code.lower():
            return code
    return None


def _roll(text: str) -> str | None:
    """``roll 2 assault`` or ``roll 1 skirmish 2 raid``: the dice not named are 0; each type
    at most once."""
    counts = {"assault": 0, "skirmish": 0, "raid": 0}
    pairs = re.findall(r"(\d+) (\w+)", text)
    if len(pairs) * 2 != len(text.split()):
        return None
    for number, kind in pairs:
        kind = kind.lower()
        if kind not in counts or counts[kind]:
            return None
        counts[kind] = int(number)
    return "roll " + " ".join(f"{n} {k}" for k, n in counts.items())


def _court(text: str) -> str | None:
    cid = COURT_BY_NAME.get(text.strip().lower())
    return COURT[cid].name if cid else None


def _system(text: str) -> str | None:
    return text if text in SYSTEMS else None


def _ships(m: re.Match[str], first: int) -> str | None:
    f, d = int(m.group(first) or 0), int(m.group(first + 1) or 0)
    return ships_text(f, d) if f or d else None


def _move(m: re.Match[str]) -> str | None:
    a, b, ships = _system(m.group(1)), _system(m.group(2)), _ships(m, 3)
    return f"move {a} -> {b}: {ships}" if a and b and ships else None


def _join(*parts: str | None) -> str | None:
    return None if any(p is None for p in parts) else " ".join(p for p in parts if p)


def _cap(word: str, options: Iterable[str]) -> str | None:
    return next((o for o in options if o.lower() == word.lower()), None)


_SYS = r"(\d\.\d)"


_GRAMMAR: list[tuple[str, Any]] = [
    (r"(pass|done|keep|mulligan|stop|stop raiding)", lambda m: m.group(1).lower()),
    (r"setup (.+)", lambda m: _join("setup", next(
        (c.name for c in SETUP_CARDS.values() if c.name.lower() == m.group(1).lower()), None))),
    (r"(court|influence|secure|ransack|steal) ([A-Za-z' -]+)",
     lambda m: _join(m.group(1).lower(), _court(m.group(2)))),
    (r"(deal|lead|surpass|copy|pivot) (.+)",
     lambda m: _join(m.group(1).lower(), _card(m.group(2)))),
    (r"seize (?:with )?(.+)", lambda m: _join("seize with", _card(m.group(1)))),
    (r"declare (\w+)", lambda m: _join("declare", _cap(m.group(1), AMBITIONS))),
    (r"(spend|discard) (\w+)", lambda m: _join(m.group(1).lower(), _cap(m.group(2), RESOURCES))),
    (r"steal (\w+) in slot ([1-7])", lambda m: _join("steal", _cap(m.group(1), RESOURCES),
                                                    f"in slot {m.group(2)}")),
    (r"place (\w+) in slot ([1-7])", lambda m: _join("place", _cap(m.group(1), RESOURCES),
                                                    f"in slot {m.group(2)}")),
    (r"tax " + _SYS + r" seat (\d)", lambda m: _join("tax", _system(m.group(1)),
                                                     f"seat {m.group(2)}")),
    (r"battle " + _SYS + r" seat (\d)", lambda m: _join("battle", _system(m.group(1)),
                                                        f"seat {m.group(2)}")),
    (r"(build|repair) (city|starport|ship) (?:at )?" + _SYS,
     lambda m: _join(m.group(1).lower(), m.group(2).lower(), _system(m.group(3)))),
    (r"move " + _SYS + r" ?-> ?" + _SYS + r":? " + _SHIPS, lambda m: _move(m)),
    (r"catapult ?-> ?" + _SYS + r":? " + _SHIPS,
     lambda m: f"catapult -> {m.group(1)}: {_ships(m, 2)}"
     if _system(m.group(1)) and _ships(m, 2) else None),
    (r"roll (\d+ \w+(?: \d+ \w+){0,2})", lambda m: _roll(m.group(1))),
    (r"die (assault|skirmish|raid) ([1-6])", lambda m: f"die {m.group(1).lower()} {m.group(2)}"),
    (r"hit (own )?(fresh|damaged) (ship|city|starport)",
     lambda m: f"hit {(m.group(1) or '').lower()}{m.group(2).lower()} {m.group(3).lower()}"),
    (r"recover (?:at )?" + _SYS, lambda m: _join("recover at", _system(m.group(1)))),
    (r"spend (\w+) as (\w+)", lambda m: _join("spend", _cap(m.group(1), RESOURCES), "as",
                                               _cap(m.group(2), RESOURCES))),
    (r"use (.+)", lambda m: _use(m.group(1))),
    (r"(manufacture|synthesize|pressgang|execute|stop|decline|draw now|no swap|keep the dice|"
     r"roll the rerolls|seize the initiative)", lambda m: m.group(1).lower()),
    (r"abduct (.+)", lambda m: _join("abduct", _court(m.group(1)))),
    (r"trade " + _SYS + r" seat (\d)", lambda m: _join("trade", _system(m.group(1)),
                                                       f"seat {m.group(2)}")),
    (r"steal (.+) from seat (\d)", lambda m: _join(
        "steal", _cap(m.group(1), RESOURCES) or _court(m.group(1)), f"from seat {m.group(2)}")),
    (r"release an agent of seat (\d) for (\w+)", lambda m: _join(
        f"release an agent of seat {m.group(1)} for", _cap(m.group(2), RESOURCES))),
    (r"execute an agent of seat (\d)", lambda m: f"execute an agent of seat {m.group(1)}"),
    (r"give (\w+)", lambda m: _join("give", _cap(m.group(1), RESOURCES))),
    (r"also discard (.+)", lambda m: _join("also discard", _card(m.group(1)))),
    (r"look at seat (\d)", lambda m: f"look at seat {m.group(1)}"),
    (r"swap (\S+) for (\S+)", lambda m: _join("swap", _card(m.group(1)), "for",
                                               _card(m.group(2)))),
    (r"reroll (skirmish|assault) ([1-6])",
     lambda m: f"reroll {m.group(1).lower()} {m.group(2)}"),
    (r"(tactical|charismatic) ((?:move|influence) .+)",
     lambda m: _inner(m.group(1).lower(), m.group(2))),
    (r"reveal (leader|lore) (.+)", lambda m: _leader_or_lore("reveal", m.group(1), m.group(2))),
    (r"take (leader|lore) (.+)", lambda m: _leader_or_lore("take", m.group(1), m.group(2))),
    (r"take (\w+)", lambda m: _join("take", _cap(m.group(1), RESOURCES))),
    (r"gain (\w+)", lambda m: _join("gain", _cap(m.group(1), RESOURCES))),
    (r"agent on (.+)", lambda m: _join("agent on", _court(m.group(1)))),
    (r"give (.+) to seat (\d)", lambda m: _join("give", _court(m.group(1)),
                                                f"to seat {m.group(2)}")),
    (r"sprint " + _SYS + r" ?-> ?" + _SYS + r":? " + _SHIPS,
     lambda m: f"sprint {m.group(1)} -> {m.group(2)}: {_ships(m, 3)}"
     if _system(m.group(1)) and _system(m.group(2)) and _ships(m, 3) else None),
    (r"summon at " + _SYS, lambda m: _join("summon at", _system(m.group(1)))),
    (r"nurture " + _SYS, lambda m: _join("nurture", _system(m.group(1)))),
    (r"prune (city|starport) at " + _SYS,
     lambda m: _join(f"prune {m.group(1).lower()} at", _system(m.group(2)))),
    (r"fire from " + _SYS + r" at " + _SYS + r" seat (\d)",
     lambda m: _join("fire from", _system(m.group(1)), "at", _system(m.group(2)),
                     f"seat {m.group(3)}")),
    (r"uprising in cluster ([1-6])", lambda m: f"uprising in cluster {m.group(1)}"),
    (r"outrage (\w+)", lambda m: _join("outrage", _cap(m.group(1), RESOURCES))),
    (r"free the city of seat (\d) at " + _SYS, lambda m: _join(
        f"free the city of seat {m.group(1)} at", _system(m.group(2)))),
    (r"draw (\S+)", lambda m: _join("draw", _card(m.group(1)))),
    (r"pile (\S+)", lambda m: _join("pile", _card(m.group(1)))),
]


EXAMPLES: dict[str, tuple[str, ...]] = {
    "lead": ("lead Agg5", "lead adm 5"), "surpass": ("surpass Agg6",), "copy": ("copy Mob3",),
    "pivot": ("pivot Con4",), "seize": ("seize with Mob6", "seize Mob6"),
    "declare": ("declare Tycoon",), "spend": ("spend Fuel", "spend Relic as Material"),
    "tax": ("tax 3.1 seat 0",), "build": ("build city 3.1", "build starport at 3.1",
                                         "build ship 3.1"),
    "repair": ("repair ship 6.2", "repair city at 3.3"), "move": ("move 3.1 -> 3.0: 2 fresh",
                                                                 "move 3.1->3.0 1 damaged"),
    "catapult": ("catapult -> 2.0: 1 fresh",), "battle": ("battle 3.0 seat 2",),
    "roll": ("roll 2 assault", "roll 1 skirmish 2 raid", "roll the rerolls"),
    "hit": ("hit fresh ship", "hit own damaged ship", "hit damaged city"),
    "steal": ("steal Fuel in slot 3", "steal Loyal Engineers"),
    "influence": ("influence Loyal Engineers",), "secure": ("secure Arms Union",),
    "use": ("use Prison Wardens at 3.1", "use Silver-Tongues: steal Fuel from seat 1"),
    "recover": ("recover 6.0", "recover at 6.0"), "place": ("place Fuel in slot 4",),
    "discard": ("discard Fuel",), "sprint": ("sprint 2.2 -> 2.3: 1 fresh",),
}
"""Examples of each verb, shown when a typed text with that verb is not an action."""


def _inner(prefix: str, text: str) -> str | None:
    """``tactical move …`` / ``charismatic influence …``: the prefix and the canonical action."""
    try:
        inner = parse_text(text)
    except MalformedAction:
        return None
    return f"{prefix} {inner}"


def _leader_or_lore(verb: str, kind: str, name: str) -> str | None:
    table = LEADER_BY_NAME if kind.lower() == "leader" else LORE_BY_NAME
    cards = LEADERS if kind.lower() == "leader" else LORE
    cid = table.get(name.strip().lower())
    return f"{verb} {kind.lower()} {cards[cid].name}" if cid else None


def _use(text: str) -> str | None:
    """``use <card>``, ``use <card>: <detail>`` or ``use <card> on|at <x>``, canonical case."""
    low = text.lower()
    for card in COURT.values():
        n = card.name.lower()
        if low == n or low.startswith(n + ":") or low.startswith(n + " "):
            rest = text[len(n):]
            detail = " ".join(rest.split())
            if not detail:
                return f"use {card.name}"
            if detail.startswith(":"):
                inner = detail[1:].strip()
                m = re.fullmatch(r"steal (.+) from seat (\d)", inner, flags=re.IGNORECASE)
                if m:
                    what = _cap(m.group(1), RESOURCES) or _court(m.group(1))
                    return _join(f"use {card.name}: steal", what, f"from seat {m.group(2)}")
                m = re.fullmatch(r"steal from seat (\d)", inner, flags=re.IGNORECASE)
                if m:
                    return f"use {card.name}: steal from seat {m.group(1)}"
                return _join(f"use {card.name}:", _cap(inner, RESOURCES))
            m = re.fullmatch(r"(on|at) (\S+)", detail, flags=re.IGNORECASE)
            if m and m.group(1).lower() == "on":
                return _join(f"use {card.name} on", _card(m.group(2)))
            if m:
                return _join(f"use {card.name} at", _system(m.group(2)))
    return None


def parse_text(text: str) -> Action:
    """The canonical Action for ``text``, or MalformedAction with examples of its verb."""
    action = match_grammar(_GRAMMAR, text)
    if action is not None:
        return action
    verb = text.split()[0].lower() if text.split() else ""
    examples = EXAMPLES.get(verb)
    if examples is None:
        raise MalformedAction(
            f"arcs: {text!r} is not an action (try 'lead Agg5', 'surpass Agg6', 'copy Mob3', "
            "'declare Tycoon', 'tax 3.1 seat 0', 'build city 3.1', 'move 3.1 -> 3.0: 2 "
            "fresh', 'battle 3.0 seat 2', 'influence Loyal Engineers', 'done')")
    raise MalformedAction(f"arcs: {text!r} is not an action; '{verb}' actions look like "
                          + ", ".join(f"'{e}'" for e in examples))
