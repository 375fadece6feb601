"""Arcs action text: the grammar that makes typed text canonical, and examples of each verb.

Forgiving input (``roll 2 assault``, ``build city at 3.3``, ``lead adm 5``) becomes the canonical
text of an action; unknown texts get examples of their verb. The base rules' forms are below;
each card's new actions add theirs (``Ability.grammar``, ``Ability.examples``), tried after
these, in the registry's order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..core.engine import Action, Grammar
from ..core.errors import MalformedAction
from . import hooks
from .base import ships_text
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

SYS = r"(\d\.\d)"
"""A system id in a pattern."""
SHIPS = r"(?:(\d+) fresh)?(?: ?\+ ?)?(?:(\d+) damaged)?"
"""The ships a move carries, in a pattern (two groups: fresh, damaged)."""


def card_code(text: str) -> str | None:
    """An action card code from ``agg5``, ``Agg5``, ``adm 5`` or ``Aggression 5``."""
    t = text.strip().lower()
    for code, info in ACTION_CARDS.items():
        if t in (code.lower(), info.name.lower()) or t.replace(" ", "") == code.lower():
            return code
    return None


def court_name(text: str) -> str | None:
    """A Court card's name in its own case, from any case."""
    cid = COURT_BY_NAME.get(text.strip().lower())
    return COURT[cid].name if cid else None


def system(text: str) -> str | None:
    return text if text in SYSTEMS else None


def ships(m: re.Match[str], first: int) -> str | None:
    """The canonical ships text of ``SHIPS`` groups starting at group ``first``."""
    f, d = int(m.group(first) or 0), int(m.group(first + 1) or 0)
    return ships_text(f, d) if f or d else None


def join(*parts: str | None) -> str | None:
    """The parts joined by spaces, or None if any part was not understood."""
    return None if any(p is None for p in parts) else " ".join(p for p in parts if p)


def cap(word: str, options: Iterable[str]) -> str | None:
    """The option equal to ``word`` ignoring case (``fuel`` -> ``Fuel``)."""
    return next((o for o in options if o.lower() == word.lower()), None)


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


def _arrange(m: re.Match[str]) -> str | None:
    """``arrange relic fuel - material | -``: a resource or ``-`` per slot, canonical case."""
    words = [w if w == "-" else cap(w, RESOURCES) for w in m.group(1).split()]
    card = m.group(2)
    last = None if card is None else card if card == "-" else cap(card, RESOURCES)
    if None in words or (card is not None and last is None):
        return None
    return "arrange " + " ".join(w for w in words if w) + (f" | {last}" if last else "")


def _move(m: re.Match[str]) -> str | None:
    a, b, carried = system(m.group(1)), system(m.group(2)), ships(m, 3)
    return f"move {a} -> {b}: {carried}" if a and b and carried else None


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
                    what = cap(m.group(1), RESOURCES) or court_name(m.group(1))
                    return join(f"use {card.name}: steal", what, f"from seat {m.group(2)}")
                m = re.fullmatch(r"steal from seat (\d)", inner, flags=re.IGNORECASE)
                if m:
                    return f"use {card.name}: steal from seat {m.group(1)}"
                return join(f"use {card.name}:", cap(inner, RESOURCES))
            m = re.fullmatch(r"(on|at) (\S+)", detail, flags=re.IGNORECASE)
            if m and m.group(1).lower() == "on":
                return join(f"use {card.name} on", card_code(m.group(2)))
            if m:
                return join(f"use {card.name} at", system(m.group(2)))
    return None


def nested(prefix: str, text: str) -> str | None:
    """``<prefix> <action>``: the prefix and the canonical text of the inner action."""
    try:
        inner = parse_text(text)
    except MalformedAction:
        return None
    return f"{prefix} {inner}"


BASE_GRAMMAR: list[tuple[str, Callable[[re.Match[str]], str | None]]] = [
    (r"(pass|done|keep|mulligan|stop|stop raiding)", lambda m: m.group(1).lower()),
    (r"setup (.+)", lambda m: join("setup", next(
        (c.name for c in SETUP_CARDS.values() if c.name.lower() == m.group(1).lower()), None))),
    (r"(court|influence|secure|ransack|steal) ([A-Za-z' -]+)",
     lambda m: join(m.group(1).lower(), court_name(m.group(2)))),
    (r"(deal|lead|surpass|copy|pivot) (.+)",
     lambda m: join(m.group(1).lower(), card_code(m.group(2)))),
    (r"seize (?:with )?(.+)", lambda m: join("seize with", card_code(m.group(1)))),
    (r"declare (\w+)", lambda m: join("declare", cap(m.group(1), AMBITIONS))),
    (r"(spend|discard) (\w+)", lambda m: join(m.group(1).lower(), cap(m.group(2), RESOURCES))),
    (r"steal (\w+) in slot ([1-7])", lambda m: join("steal", cap(m.group(1), RESOURCES),
                                                    f"in slot {m.group(2)}")),
    (r"place (\w+) in slot ([1-7])", lambda m: join("place", cap(m.group(1), RESOURCES),
                                                    f"in slot {m.group(2)}")),
    (r"arrange ((?:\w+|-)(?: (?:\w+|-)){0,5}) ?(?:\| ?(\w+|-))?", _arrange),
    (r"tax " + SYS + r" seat (\d)", lambda m: join("tax", system(m.group(1)),
                                                   f"seat {m.group(2)}")),
    (r"battle " + SYS + r" seat (\d)", lambda m: join("battle", system(m.group(1)),
                                                      f"seat {m.group(2)}")),
    (r"(build|repair) (city|starport|ship) (?:at )?" + SYS,
     lambda m: join(m.group(1).lower(), m.group(2).lower(), system(m.group(3)))),
    (r"move " + SYS + r" ?-> ?" + SYS + r":? " + SHIPS, lambda m: _move(m)),
    (r"catapult ?-> ?" + SYS + r":? " + SHIPS,
     lambda m: f"catapult -> {m.group(1)}: {ships(m, 2)}"
     if system(m.group(1)) and ships(m, 2) else None),
    (r"roll (\d+ \w+(?: \d+ \w+){0,2})", lambda m: _roll(m.group(1))),
    (r"die (assault|skirmish|raid) ([1-6])", lambda m: f"die {m.group(1).lower()} {m.group(2)}"),
    (r"hit (own )?(fresh|damaged) (ship|city|starport)",
     lambda m: f"hit {(m.group(1) or '').lower()}{m.group(2).lower()} {m.group(3).lower()}"),
    (r"recover (?:at )?" + SYS, lambda m: join("recover at", system(m.group(1)))),
    (r"spend (\w+) as (\w+)", lambda m: join("spend", cap(m.group(1), RESOURCES), "as",
                                              cap(m.group(2), RESOURCES))),
    (r"use (.+)", lambda m: _use(m.group(1))),
    (r"(stop|decline|draw now|no swap|keep the dice|roll the rerolls|seize the initiative)",
     lambda m: m.group(1).lower()),
    (r"steal (.+) from seat (\d)", lambda m: join(
        "steal", cap(m.group(1), RESOURCES) or court_name(m.group(1)),
        f"from seat {m.group(2)}")),
    (r"give (\w+)", lambda m: join("give", cap(m.group(1), RESOURCES))),
    (r"reroll (skirmish|assault) ([1-6])",
     lambda m: f"reroll {m.group(1).lower()} {m.group(2)}"),
    (r"reveal (leader|lore) (.+)", lambda m: _leader_or_lore("reveal", m.group(1), m.group(2))),
    (r"take (leader|lore) (.+)", lambda m: _leader_or_lore("take", m.group(1), m.group(2))),
    (r"take (\w+)", lambda m: join("take", cap(m.group(1), RESOURCES))),
    (r"gain (\w+)", lambda m: join("gain", cap(m.group(1), RESOURCES))),
    (r"give (.+) to seat (\d)", lambda m: join("give", court_name(m.group(1)),
                                               f"to seat {m.group(2)}")),
    (r"draw (\S+)", lambda m: join("draw", card_code(m.group(1)))),
    (r"pile (\S+)", lambda m: join("pile", card_code(m.group(1)))),
]
"""The base rules' action forms: (pattern, canonical text of a match or None), in order."""

BASE_EXAMPLES: dict[str, tuple[str, ...]] = {
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
    "steal": ("steal Fuel in slot 3",), "recover": ("recover 6.0", "recover at 6.0"),
    "place": ("place Fuel in slot 4",), "discard": ("discard Fuel",),
    "arrange": ("arrange Relic Fuel - Material", "arrange Relic Fuel | Psionic"),
}
"""Examples of each base verb; cards add examples of theirs (and of a Court card's name)."""
_TRY = ("lead", "surpass", "copy", "declare", "tax", "build", "move", "battle", "influence")
"""The verbs whose first example the message for an unknown text shows."""

Compiled = list[tuple[re.Pattern[str], Callable[[re.Match[str]], str | None]]]
_CACHE: dict[int, tuple[Compiled, dict[str, tuple[str, ...]]]] = {}
_PARSED: dict[str, Action] = {}
"""Texts already made canonical (for the registry of cards as it is: ``hooks.VERSION``)."""


def grammar() -> tuple[Compiled, dict[str, tuple[str, ...]]]:
    """The whole grammar, compiled, and the examples by verb: the base rules', then each
    card's."""
    found = _CACHE.get(hooks.VERSION[0])
    if found is None:
        _CACHE.clear()
        _PARSED.clear()
        cards = [hooks.ABILITIES[c] for c in sorted(hooks.ABILITIES, key=hooks.ORDER.__getitem__)]
        rules: Grammar = [*BASE_GRAMMAR, *(rule for card in cards for rule in card.grammar)]
        compiled = [(re.compile(pattern, flags=re.IGNORECASE), canon) for pattern, canon in rules]
        examples = dict(BASE_EXAMPLES)
        for card in cards:
            for verb, texts in card.examples.items():
                examples[verb] = examples.get(verb, ()) + texts
        found = _CACHE[hooks.VERSION[0]] = (compiled, examples)
    return found


def parse_text(text: str) -> Action:
    """The canonical Action for ``text``, or MalformedAction with examples of its verb (the
    first rule of the grammar that matches the whole text, as ``core.engine.match_grammar``
    reads it: any case, spaces collapsed, ``→`` as ``->``)."""
    compiled, examples = grammar()
    known = _PARSED.get(text)
    if known is not None:
        return known
    t = " ".join(text.replace("→", "->").split())
    for pattern, canon in compiled:
        m = pattern.fullmatch(t)
        if m:
            out = canon(m)
            if out is not None:
                action = Action(out)
                if len(_PARSED) < 50_000:
                    _PARSED[text] = action
                return action
    verb = text.split()[0].lower() if text.split() else ""
    shown = examples.get(verb)
    if shown is None:
        tries = ", ".join(f"'{examples[v][0]}'" for v in _TRY if v in examples)
        raise MalformedAction(f"arcs: {text!r} is not an action (try {tries}, 'done')")
    raise MalformedAction(f"arcs: {text!r} is not an action; '{verb}' actions look like "
                          + ", ".join(f"'{e}'" for e in shown))
