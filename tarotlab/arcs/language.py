"""Arcs' action language: every form of action declared once, with the text it accepts, the typed
value it means and the canonical text that value writes.

A form (``core.language.Form``) is a pattern of forgiving input (``roll 2 assault``, ``build
city at 3.3``, ``lead adm 5``: any case, spaces collapsed, ``→`` as ``->``) and a reader that
turns a match into a small frozen dataclass (``Move(src="3.1", dst="3.0", fresh=2,
damaged=0)``), or None when a name in it is unknown. Every typed action writes its canonical
text back (``to_text()``). ``parse(text)`` gives the typed action: the rules apply an action and
the bots score it by its fields, not by words in position; ``parse_text(text)`` (the game's
``parse_action``) is ``parse(text).to_text()``, so the canonical text is written in one place.
Unknown texts get examples of their verb (``MalformedAction``).

The base rules' forms are ``FORMS``; each card's new actions add theirs (``Ability.grammar``:
(pattern, reader) pairs whose reader gives a typed action, or a canonical text for a decision
with no typed form, an ``Other``), tried after the base forms, in the registry's order; its
``Ability.examples`` add to the examples of a verb.

>>> parse("move 3.1->3.0 2 fresh + 1 damaged")
Move(src='3.1', dst='3.0', fresh=2, damaged=1, sprint=False)
>>> parse("roll 1 skirmish").to_text()
'roll 0 assault 1 skirmish 0 raid'
>>> parse("roll the rerolls")
Phrase(text='roll the rerolls')
>>> parse("tactical move 2.0 -> 2.1: 1 fresh").action
Move(src='2.0', dst='2.1', fresh=1, damaged=0, sprint=False)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from ..core.engine import Action
from ..core.errors import MalformedAction
from ..core.language import Form, Phrase
from . import hooks
from .action_types import (
    AgentOn,
    AlsoDiscard,
    ArcsAction,
    Arrange,
    Battle,
    Build,
    CardForms,
    Catapult,
    CourtAction,
    Declare,
    DieFace,
    Discard,
    Draft,
    Drawn,
    Execute,
    Extra,
    Fire,
    FreeCity,
    Gain,
    Give,
    Hit,
    Look,
    Move,
    Other,
    Outrage,
    Place,
    Play,
    Prune,
    Recover,
    Release,
    Reroll,
    Reveal,
    Roll,
    Seize,
    Spend,
    Steal,
    Summon,
    Swap,
    Take,
    Tax,
    Uprising,
    Use,
)
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



# ---------------------------------------------------------------------- names
def card_code(text: str) -> str | None:
    """An action card code from ``agg5``, ``Agg5``, ``adm 5`` or ``Aggression 5``.

    >>> card_code("adm 5"), card_code("Aggression 5"), card_code("x")
    ('Adm5', 'Agg5', None)
    """
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
    """The system id, if it is one."""
    return text if text in SYSTEMS else None


def ship_counts(m: re.Match[str], first: int) -> tuple[int, int] | None:
    """The (fresh, damaged) ships of ``SHIPS`` groups starting at group ``first``; None if
    none."""
    f, d = int(m.group(first) or 0), int(m.group(first + 1) or 0)
    return (f, d) if f or d else None


def cap(word: str, options: Iterable[str]) -> str | None:
    """The option equal to ``word`` ignoring case (``fuel`` -> ``Fuel``)."""
    return next((o for o in options if o.lower() == word.lower()), None)


def join(*parts: str | None) -> str | None:
    """The parts joined by spaces, or None if any part was not understood (for a card's form
    that has no typed action: its canonical text)."""
    return None if any(p is None for p in parts) else " ".join(p for p in parts if p)


def known(*parts: object) -> bool:
    """Whether every part was understood (none is None)."""
    return all(p is not None for p in parts)


def extra(ability: str, text: str) -> Extra | None:
    """A leader's extra action: ``ability`` and the typed action ``text`` is, or None."""
    try:
        return Extra(ability, parse(text))
    except MalformedAction:
        return None


# ---------------------------------------------------------------------- readers
def _roll(text: str) -> Roll | None:
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
    return Roll(counts["assault"], counts["skirmish"], counts["raid"])


def _arrange(m: re.Match[str]) -> Arrange | None:
    """``arrange relic fuel - material | -``: a resource or ``-`` per slot, canonical case."""
    words = [None if w == "-" else cap(w, RESOURCES) or "" for w in m.group(1).split()]
    card = m.group(2)
    last = None if card in (None, "-") else cap(card, RESOURCES)
    if "" in words or (card not in (None, "-") and last is None):
        return None
    return Arrange(tuple(words), last, card is not None)


def read_move(m: re.Match[str], sprint: bool = False) -> Move | None:
    """The Move of a match whose groups are: from, to, then ``SHIPS``' (``sprint``: a card's
    extra move)."""
    a, b, carried = system(m.group(1)), system(m.group(2)), ship_counts(m, 3)
    return Move(a, b, *carried, sprint=sprint) if a and b and carried else None


def _catapult(m: re.Match[str]) -> Catapult | None:
    dst, carried = system(m.group(1)), ship_counts(m, 2)
    return Catapult(dst, *carried) if dst and carried else None


def _row_card(make: Callable[[str, str], ArcsAction], kind: str, name: str) -> ArcsAction | None:
    """A card of the Leaders & Lore rows (``kind``: leader or lore) by name, any case."""
    leader = kind.lower() == "leader"
    cid = (LEADER_BY_NAME if leader else LORE_BY_NAME).get(name.strip().lower())
    return make(kind.lower(), (LEADERS if leader else LORE)[cid].name) if cid else None


def _use(text: str) -> Use | None:
    """``use <card>``, ``use <card>: <detail>`` or ``use <card> on|at <x>``, canonical case."""
    low = text.lower()
    for card in COURT.values():
        n = card.name.lower()
        if low == n or low.startswith(n + ":") or low.startswith(n + " "):
            detail = " ".join(text[len(n):].split())
            if not detail:
                return Use(card.name)
            if detail.startswith(":"):
                inner = detail[1:].strip()
                m = re.fullmatch(r"steal (.+) from seat (\d)", inner, flags=re.IGNORECASE)
                if m:
                    what = cap(m.group(1), RESOURCES) or court_name(m.group(1))
                    return Use(card.name, f"steal {what} from seat {m.group(2)}") if what else None
                m = re.fullmatch(r"steal from seat (\d)", inner, flags=re.IGNORECASE)
                if m:
                    return Use(card.name, f"steal from seat {m.group(1)}")
                resource = cap(inner, RESOURCES)
                return Use(card.name, resource) if resource else None
            m = re.fullmatch(r"(on|at) (\S+)", detail, flags=re.IGNORECASE)
            if m and m.group(1).lower() == "on":
                code = card_code(m.group(2))
                return Use(card.name, f"on {code}") if code else None
            if m:
                sid = system(m.group(2))
                return Use(card.name, f"at {sid}") if sid else None
    return None


def _court(m: re.Match[str]) -> ArcsAction | None:
    verb, name = m.group(1).lower(), court_name(m.group(2))
    if name is None:
        return None
    if verb == "court":
        return Drawn("court", name)
    return Steal(name) if verb == "steal" else CourtAction(verb, name)


def _card(m: re.Match[str]) -> ArcsAction | None:
    verb, code = m.group(1).lower(), card_code(m.group(2))
    if code is None:
        return None
    return Drawn(verb, code) if verb == "deal" else Play(verb, code)


def _setup(m: re.Match[str]) -> Drawn | None:
    name = next((c.name for c in SETUP_CARDS.values() if c.name.lower() == m.group(1).lower()),
                None)
    return Drawn("setup", name) if name else None


def _spend_or_discard(m: re.Match[str]) -> ArcsAction | None:
    token = cap(m.group(2), RESOURCES)
    if token is None:
        return None
    return Spend(token) if m.group(1).lower() == "spend" else Discard(token)


def _resource(make: Callable[..., ArcsAction], word: str, *rest: object) -> ArcsAction | None:
    """``make(resource, *rest)`` for the resource named by ``word`` in any case, or None."""
    token = cap(word, RESOURCES)
    return make(token, *rest) if token else None


def typed(make: Callable[..., ArcsAction], *args: object, **fixed: object) -> ArcsAction | None:
    """``make(*args, **fixed)`` if every one of ``args`` was understood (None stands for a name
    that is not one), else None.

    >>> typed(Summon, system("3.1")), typed(Summon, system("9.9"))
    (Summon(system='3.1'), None)
    """
    return make(*args, **fixed) if known(*args) else None


FORMS: list[Form[ArcsAction]] = [
    Form(r"(pass|done|keep|mulligan|stop|stop raiding)", lambda m: Phrase(m.group(1).lower()),
         also=("pass", "done", "keep", "mulligan", "stop", "stop raiding")),
    Form(r"setup (.+)", _setup, also=("setup 2p frontiers",)),
    Form(r"(court|influence|secure|ransack|steal) ([A-Za-z' -]+)", _court),
    Form(r"(deal|lead|surpass|copy|pivot) (.+)", _card,
         ("lead Agg5", "lead adm 5", "surpass Agg6", "copy Mob3", "pivot Con4"),
         also=("deal Agg5",)),
    Form(r"seize (?:with )?(.+)", lambda m: typed(Seize, card_code(m.group(1))),
         ("seize with Mob6", "seize Mob6")),
    Form(r"declare (\w+)", lambda m: typed(Declare, cap(m.group(1), AMBITIONS)),
         ("declare Tycoon",)),
    Form(r"(spend|discard) (\w+)", _spend_or_discard, ("spend Fuel", "discard Fuel")),
    Form(r"steal (\w+) in slot ([1-7])",
         lambda m: _resource(Steal, m.group(1), int(m.group(2))), ("steal Fuel in slot 3",)),
    Form(r"place (\w+) in slot ([1-7])",
         lambda m: _resource(Place, m.group(1), int(m.group(2))), ("place Fuel in slot 4",)),
    Form(r"arrange ((?:\w+|-)(?: (?:\w+|-)){0,5}) ?(?:\| ?(\w+|-))?", _arrange,
         ("arrange Relic Fuel - Material", "arrange Relic Fuel | Psionic"),
         also=("arrange Fuel | -",)),
    Form(r"tax " + SYS + r" seat (\d)",
         lambda m: typed(Tax, system(m.group(1)), int(m.group(2))), ("tax 3.1 seat 0",)),
    Form(r"battle " + SYS + r" seat (\d)",
         lambda m: typed(Battle, system(m.group(1)), int(m.group(2))), ("battle 3.0 seat 2",)),
    Form(r"(build|repair) (city|starport|ship) (?:at )?" + SYS,
         lambda m: typed(Build, m.group(2).lower(), system(m.group(3)), m.group(1).lower()),
         ("build city 3.1", "build starport at 3.1", "build ship 3.1", "repair ship 6.2",
          "repair city at 3.3")),
    Form(r"move " + SYS + r" ?-> ?" + SYS + r":? " + SHIPS, read_move,
         ("move 3.1 -> 3.0: 2 fresh", "move 3.1->3.0 1 damaged")),
    Form(r"catapult ?-> ?" + SYS + r":? " + SHIPS, _catapult, ("catapult -> 2.0: 1 fresh",)),
    Form(r"roll (\d+ \w+(?: \d+ \w+){0,2})", lambda m: _roll(m.group(1)),
         ("roll 2 assault", "roll 1 skirmish 2 raid")),
    Form(r"die (assault|skirmish|raid) ([1-6])",
         lambda m: DieFace(m.group(1).lower(), int(m.group(2))), also=("die raid 6",)),
    Form(r"hit (own )?(fresh|damaged) (ship|city|starport)",
         lambda m: Hit(bool(m.group(1)), m.group(2).lower() == "damaged", m.group(3).lower()),
         ("hit fresh ship", "hit own damaged ship", "hit damaged city")),
    Form(r"recover (?:at )?" + SYS, lambda m: typed(Recover, system(m.group(1))),
         ("recover 6.0", "recover at 6.0")),
    Form(r"spend (\w+) as (\w+)",
         lambda m: typed(Spend, cap(m.group(1), RESOURCES), cap(m.group(2), RESOURCES)),
         ("spend Relic as Material",)),
    Form(r"use (.+)", lambda m: _use(m.group(1))),
    Form(r"(stop|decline|draw now|no swap|keep the dice|roll the rerolls|seize the initiative)",
         lambda m: Phrase(m.group(1).lower()), ("roll the rerolls",),
         also=("decline", "draw now", "no swap", "keep the dice", "seize the initiative")),
    Form(r"steal (.+) from seat (\d)", lambda m: typed(
        Steal, cap(m.group(1), RESOURCES) or court_name(m.group(1)), rival=int(m.group(2))),
         also=("steal fuel from seat 1",)),
    Form(r"give (\w+)", lambda m: _resource(Give, m.group(1)), also=("give Fuel",)),
    Form(r"reroll (skirmish|assault) ([1-6])",
         lambda m: Reroll(m.group(1).lower(), int(m.group(2))), also=("reroll assault 1",)),
    Form(r"reveal (leader|lore) (.+)", lambda m: _row_card(Reveal, m.group(1), m.group(2))),
    Form(r"take (leader|lore) (.+)", lambda m: _row_card(Draft, m.group(1), m.group(2))),
    Form(r"take (\w+)", lambda m: _resource(Take, m.group(1)), also=("take fuel",)),
    Form(r"gain (\w+)", lambda m: _resource(Gain, m.group(1)), also=("gain Relic",)),
    Form(r"give (.+) to seat (\d)",
         lambda m: typed(Give, court_name(m.group(1)), int(m.group(2)))),
    Form(r"draw (\S+)", lambda m: typed(Drawn, "draw", card_code(m.group(1))),
         also=("draw Agg5",)),
    Form(r"pile (\S+)", lambda m: typed(Drawn, "pile", card_code(m.group(1))),
         also=("pile Mob3",)),
]
"""The base rules' forms, tried in order: the first whose pattern matches the whole text and
whose reader understands it. The forms that name a card have their examples with the cards
(``Ability.examples``; no module outside ``abilities`` names a card)."""

_TRY = ("lead", "surpass", "copy", "declare", "tax", "build", "move", "battle", "influence")
"""The verbs whose first example the message for an unknown text shows."""

Compiled = list[tuple[re.Pattern[str], Callable[[re.Match[str]], "ArcsAction | str | None"]]]
_CACHE: dict[int, tuple[Compiled, dict[str, tuple[str, ...]]]] = {}
_TYPED: dict[str, ArcsAction] = {}
_CANONICAL: dict[str, Action] = {}
"""Texts already read (for the registry of cards as it is: ``hooks.VERSION``)."""
_LIMIT = 50_000
_BUILT = [-1]
"""The registry's version the language and the texts read are for."""
_VERSION = hooks.VERSION
"""The registry's version now (the same list)."""


def examples_by_verb(forms: Iterable[Form[ArcsAction]]) -> dict[str, tuple[str, ...]]:
    """The examples the forms show, by verb (an example's first word), in the forms' order."""
    out: dict[str, tuple[str, ...]] = {}
    for form in forms:
        for text in form.examples:
            verb = text.split()[0]
            out[verb] = (*out.get(verb, ()), text)
    return out


def card_forms() -> list[tuple[str, CardForms]]:
    """Each registered card's id and forms, in the registry's order."""
    cards = sorted(hooks.ABILITIES, key=hooks.ORDER.__getitem__)
    return [(card, hooks.ABILITIES[card].grammar) for card in cards]


def grammar() -> tuple[Compiled, dict[str, tuple[str, ...]]]:
    """The whole language, compiled, and the examples by verb: the base rules', then each
    card's."""
    found = _CACHE.get(hooks.VERSION[0])
    if found is None:
        # every card of tarotlab.arcs.abilities (which imports this module) is registered
        # before the language is built: their forms are part of it
        from . import abilities  # noqa: F401
        _CACHE.clear()
        _TYPED.clear()
        _CANONICAL.clear()
        rules = [*((f.pattern, f.read) for f in FORMS),
                 *(rule for _, forms in card_forms() for rule in forms)]
        compiled: Compiled = [(re.compile(pattern, flags=re.IGNORECASE), read)
                              for pattern, read in rules]
        examples = examples_by_verb(FORMS)
        for card in sorted(hooks.ABILITIES, key=hooks.ORDER.__getitem__):
            for verb, texts in hooks.ABILITIES[card].examples.items():
                examples[verb] = examples.get(verb, ()) + texts
        found = _CACHE[hooks.VERSION[0]] = (compiled, examples)
        _BUILT[0] = hooks.VERSION[0]
    return found


def parse(text: str) -> ArcsAction:
    """The typed action ``text`` means, by the first form that matches the whole of it and
    understands it; else MalformedAction with examples of its verb.

    >>> parse("spend relic as material").kind
    'Material'
    >>> parse("declare Glory")
    Traceback (most recent call last):
    ...
    tarotlab.core.errors.MalformedAction: arcs: 'declare Glory' is not an action; ...
    """
    if _BUILT[0] == _VERSION[0]:  # the texts read are those of the registry as it is
        typed = _TYPED.get(text)
        if typed is not None:
            return typed
    compiled, examples = grammar()
    t = " ".join(text.replace("→", "->").split())
    for pattern, read in compiled:
        m = pattern.fullmatch(t)
        if m:
            out = read(m)
            if out is not None:
                typed = Other.of(out) if isinstance(out, str) else out
                if len(_TYPED) < _LIMIT:
                    _TYPED[text] = typed
                return typed
    verb = text.split()[0].lower() if text.split() else ""
    shown = examples.get(verb)
    if shown is None:
        tries = ", ".join(f"'{examples[v][0]}'" for v in _TRY if v in examples)
        raise MalformedAction(f"arcs: {text!r} is not an action (try {tries}, 'done')")
    raise MalformedAction(f"arcs: {text!r} is not an action; '{verb}' actions look like "
                          + ", ".join(f"'{e}'" for e in shown))


def parse_text(text: str) -> Action:
    """The canonical Action for ``text`` (``parse(text).to_text()``; the game's
    ``parse_action``).

    >>> parse_text("build city at 3.3"), parse_text("seize Mob6")
    (Action('build city 3.3'), Action('seize with Mob6'))
    """
    if _BUILT[0] == _VERSION[0]:
        known_text = _CANONICAL.get(text)
        if known_text is not None:
            return known_text
    action = Action(parse(text).to_text())
    if len(_CANONICAL) < _LIMIT:
        _CANONICAL[text] = action
    return action


def all_examples() -> Mapping[str, tuple[str, ...]]:
    """Every text the base forms and the cards declare as an example, by form pattern (base)
    or card id (a card's ``examples``)."""
    out = {f.pattern: f.examples + f.also for f in FORMS}
    for card, ability in hooks.ABILITIES.items():
        out[card] = tuple(t for texts in ability.examples.values() for t in texts)
    return out


__all__ = ["FORMS", "SHIPS", "SYS", "AgentOn", "AlsoDiscard", "ArcsAction", "Arrange", "Battle",
           "Build", "CardForms", "Catapult", "CourtAction", "Declare", "DieFace",
           "Discard", "Draft", "Drawn", "Execute", "Extra", "Fire", "Form", "FreeCity",
           "Gain", "Give", "Hit", "Look", "Move", "Other", "Outrage", "Phrase", "Place",
           "Play", "Prune", "Recover", "Release", "Reroll", "Reveal", "Roll", "Seize",
           "Spend", "Steal", "Summon", "Swap", "Take", "Tax", "Uprising", "Use", "cap",
           "card_code", "court_name", "extra", "join", "known", "parse", "parse_text",
           "read_move", "ship_counts", "system", "typed"]
