"""Issue 30 item 6: one action language per game. Each form of action is declared once (its
pattern and its typed class); every legal action met in seeded games reads back to itself
(``parse(a).to_text() == a`` and ``State.parse_action(a) == a``); forgiving input becomes the
canonical text; every form declared has an example that round-trips."""

from __future__ import annotations

import re
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

import tarotlab
from tarotlab.arcana import language as arcana_language
from tarotlab.arcanum import language as arcanum_language
from tarotlab.arcs import hooks
from tarotlab.arcs import language as arcs_language
from tarotlab.bots import bot_decision, make_bot
from tarotlab.core.engine import CHANCE
from tarotlab.core.errors import MalformedAction
from tarotlab.core.rng import Rng
from tarotlab.mystick import language as mystick_language

LANGUAGES: dict[str, ModuleType] = {"arcana": arcana_language, "arcanum": arcanum_language,
                                    "mystick": mystick_language, "arcs": arcs_language}
PLAYERS = {"arcana": (2,), "arcanum": (3, 4, 5), "mystick": (2, 3, 4, 5), "arcs": (2, 3, 4)}
OPTIONS: dict[str, tuple[dict[str, Any], ...]] = {
    "arcs": ({}, {"leaders": True, "second_lore": True})}


def _new(game: str, players: int, seed: int, **options: Any) -> Any:
    if game == "arcana":
        return tarotlab.new_game(game, seed=seed, **options)
    return tarotlab.new_game(game, players=players, seed=seed, **options)


def check_every_legal_action(game: str, players: int, bot: str, seed: int, steps: int,
                             **options: Any) -> int:
    """Play a seeded game with ``bot`` on every seat; every legal action met must read back to
    itself. The number of actions checked."""
    language = LANGUAGES[game]
    s = _new(game, players, seed, **options)
    chooser = make_bot(bot, game)
    rng = Rng(seed)
    checked = 0
    while not s.is_over and s.step < steps:
        legal = s.legal_actions()
        for action in legal:
            assert language.parse(action).to_text() == action, (game, action)
            assert type(s).parse_action(action) == action, (game, action)
            checked += 1
        if s.to_move == CHANCE:
            s.apply(rng.choice(legal))
        else:
            s.apply(bot_decision(s, chooser, rng))
    return checked


GAMES = [(game, players, bot, options) for game in LANGUAGES for players in PLAYERS[game]
         for bot in ("random", "greedy") for options in OPTIONS.get(game, ({},))]


@pytest.mark.parametrize(("game", "players", "bot", "options"), GAMES,
                         ids=[f"{g}-{p}p-{b}{'-ll' if o else ''}" for g, p, b, o in GAMES])
def test_every_legal_action_reads_back_to_itself(game: str, players: int, bot: str,
                                                 options: dict[str, Any]) -> None:
    assert check_every_legal_action(game, players, bot, seed=players, steps=150, **options)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "bot", "options"), GAMES,
                         ids=[f"{g}-{p}p-{b}{'-ll' if o else ''}" for g, p, b, o in GAMES])
def test_every_legal_action_of_whole_games_reads_back_to_itself(
        game: str, players: int, bot: str, options: dict[str, Any]) -> None:
    for seed in range(4):
        check_every_legal_action(game, players, bot, seed=seed, steps=3000, **options)


FORGIVING: dict[str, dict[str, str]] = {
    "arcs": {
        # the rulebook's words: lead / surpass / copy / pivot an action card, seize the
        # initiative, build, repair, tax, battle, catapult, the dice by type
        "lead aggression 5": "lead Agg5", "lead adm 5": "lead Adm5", "SURPASS agg6": "surpass Agg6",
        "copy mob3": "copy Mob3", "pivot construction 4": "pivot Con4",
        "seize Mob6": "seize with Mob6", "seize the initiative": "seize the initiative",
        "build city at 3.3": "build city 3.3", "repair ship at 6.2": "repair ship 6.2",
        "tax 3.1 seat 0": "tax 3.1 seat 0", "battle 3.0 seat 2": "battle 3.0 seat 2",
        "move 3.1->3.0 2 fresh": "move 3.1 -> 3.0: 2 fresh",
        "move 3.1 → 3.0: 2 fresh + 1 damaged": "move 3.1 -> 3.0: 2 fresh + 1 damaged",
        "catapult -> 2.0: 1 damaged": "catapult -> 2.0: 1 damaged",
        "roll 3 raid 1 assault": "roll 1 assault 0 skirmish 3 raid",
        "hit OWN damaged ship": "hit own damaged ship", "recover 6.0": "recover at 6.0",
        "influence loyal engineers": "influence Loyal Engineers",
        "spend fuel as material": "spend Fuel as Material", "declare tycoon": "declare Tycoon",
        "place fuel in slot 4": "place Fuel in slot 4",
        "arrange relic fuel - material | -": "arrange Relic Fuel - Material | -",
        "use silver-tongues: steal fuel from seat 1": "use Silver-Tongues: steal Fuel from seat 1",
        "use admin union on adm4": "use Admin Union on Adm4",
        # cards' forms (Ability.grammar)
        "sprint 2.2->2.3 1 fresh": "sprint 2.2 -> 2.3: 1 fresh",
        "tactical move 2.0->2.1 1 fresh": "tactical move 2.0 -> 2.1: 1 fresh",
        "abduct loyal engineers": "abduct Loyal Engineers", "outrage fuel": "outrage Fuel",
        "release an agent of seat 1 for relic": "release an agent of seat 1 for Relic",
        "ships to 2.0,5.0": "ships to 2.0, 5.0",
    },
    "arcanum": {
        # the rulebook's turn: draw 3 Minor Arcana or 1 Major, play, move a Court Figure
        "Draw 3 Minors": "draw 3 minors", "END  TURN": "end turn", "play the fool": "play Fool",
        "play 5c: kw → 4": "play 5C: KW -> 4", "move kw -> 3": "move KW -> 3",
        "raise wand": "raise Wands", "fool chalice": "fool Chalices",
        "swap 2c for 7w": "swap 2C for 7W",
        "tower 4-5": "tower 4-5", "market swap 3c": "market swap 3C",
    },
    "mystick": {
        "DRAW": "draw", "play 9w -> 5w#3": "play 9W -> 5W#3",
        "challenge 5w#3 -> POOL": "challenge 5W#3 -> pool", "use 3w#4": "use 3W#4",
        "redraw DONE": "redraw done", "draw +2": "draw +2",
    },
    "arcana": {
        "throw the star": "throw Star", "throw XVII": "throw Star", "throw 0": "throw Fool",
        "opponent loses 1 hour": "opponent-loses 1 hour", "Gain 3 Keys": "gain 3 keys",
        "COIN 1": "coin 1", "die 4": "die 4",
    },
}
CASES = [(game, text, canonical) for game, cases in FORGIVING.items()
         for text, canonical in cases.items()]


@pytest.mark.parametrize(("game", "text", "canonical"), CASES)
def test_forgiving_input_becomes_the_canonical_text(game: str, text: str, canonical: str) -> None:
    state_class = type(_new(game, PLAYERS[game][0], 1))
    assert state_class.parse_action(text) == canonical
    typed = LANGUAGES[game].parse(text)
    assert typed.to_text() == canonical and LANGUAGES[game].parse(canonical) == typed


@pytest.mark.parametrize(("game", "text"), [
    ("arcs", "declare Glory"), ("arcs", "roll 2 assault 1 assault"), ("arcanum", "raise staves"),
    ("arcanum", "play 5c: kw"), ("mystick", "challenge 5W"), ("arcana", "throw the moonbeam")])
def test_a_text_that_is_no_action_is_malformed(game: str, text: str) -> None:
    with pytest.raises(MalformedAction, match=game):
        LANGUAGES[game].parse(text)


def _round_trips(parse: Callable[[str], Any], text: str) -> bool:
    """``text`` reads to a typed action whose canonical text reads back to the same action
    and writes itself again."""
    typed = parse(text)
    canonical = typed.to_text()
    return parse(canonical) == typed and parse(canonical).to_text() == canonical


NAMING_A_CARD = ("setup 2p frontiers", "court Mining Interest", "influence mining interest",
                 "ransack Fuel Cartel", "use Mining Interest", "use admin union on adm4",
                 "steal Mining Interest from seat 2", "reveal leader Elder",
                 "reveal lore galactic rifles", "take leader fuel-drinker",
                 "take lore Sprinter Drives", "give Mining Interest to seat 1")
"""Examples of Arcs' base forms that name a card (the cards' own ``examples`` add theirs; no
module outside ``abilities`` names a card)."""


def _examples(game: str, form: Any) -> list[str]:
    """The texts of the form's own examples, and for Arcs those of the cards and above, that
    its pattern matches."""
    texts = [*form.examples, *form.also]
    if game == "arcs":
        arcs_language.grammar()  # registers every card
        texts += [t for ability in hooks.ABILITIES.values()
                  for shown in ability.examples.values() for t in shown]
        texts += NAMING_A_CARD
    return [t for t in texts
            if re.fullmatch(form.pattern, " ".join(t.split()), flags=re.IGNORECASE)]


REGEX_FORMS = [(game, form) for game in ("arcs", "mystick", "arcana")
               for form in LANGUAGES[game].FORMS]


@pytest.mark.parametrize(("game", "form"), REGEX_FORMS,
                         ids=[f"{g}:{f.pattern[:30]}" for g, f in REGEX_FORMS])
def test_every_form_has_an_example_that_round_trips(game: str, form: Any) -> None:
    """Each form has examples (its own, shown in messages or more it reads; for a base form
    of Arcs that names a card, a card's); each one round-trips."""
    texts = _examples(game, form)
    assert texts, f"{game}: the form {form.pattern!r} has no example"
    for text in texts:
        assert _round_trips(LANGUAGES[game].parse, text), text


@pytest.mark.parametrize("form", arcanum_language.FORMS, ids=lambda f: f.shape)
def test_every_arcanum_form_has_an_example_that_round_trips(form: Any) -> None:
    assert form.examples
    for text in form.examples:
        assert text.split()[0].lower() in form.verbs
        assert _round_trips(arcanum_language.parse, text), text


CARD_EXAMPLES = {
    "ships": "ships to 2.0, 5.0", "manufacture": "manufacture", "synthesize": "synthesize",
    "pressgang": "pressgang", "release": "release an agent of seat 1 for Fuel",
    "execute": "execute an agent of seat 2", "abduct": "abduct Loyal Engineers",
    "also": "also discard Agg5", "look": "look at seat 1", "swap": "swap Agg5 for Mob3",
    "trade": "trade 3.1 seat 2", "tactical": "tactical influence Loyal Engineers",
    "charismatic": "charismatic move 2.0 -> 2.1: 1 fresh", "agent": "agent on Loyal Engineers",
    "summon": "summon at 3.1", "fire": "fire from 3.1 at 3.2 seat 1",
    "sprint": "sprint 2.2 -> 2.3: 1 fresh", "nurture": "nurture 3.1",
    "prune": "prune city at 3.1", "uprising": "uprising in cluster 2", "outrage": "outrage Fuel",
    "free": "free the city of seat 1 at 3.1",
}
"""An example of each card's form (by its first word) besides the cards' ``examples``."""


def test_every_card_form_has_an_example_that_round_trips() -> None:
    """Each card's form (``Ability.grammar``) reads an example, and it round-trips."""
    arcs_language.grammar()  # registers every card
    shown = [t for ability in hooks.ABILITIES.values() for texts in ability.examples.values()
             for t in texts]
    for card, forms in arcs_language.card_forms():
        for pattern, _ in forms:
            texts = [*shown, *CARD_EXAMPLES.values()]
            found = [t for t in texts if re.fullmatch(pattern, t, flags=re.IGNORECASE)]
            assert found, f"{card}: no example of the form {pattern!r}"
            assert all(_round_trips(arcs_language.parse, t) for t in found), found


def test_the_messages_show_the_examples_the_forms_declare() -> None:
    """Arcs' message for a malformed text shows its verb's examples, from the form that
    declares them."""
    from tarotlab.arcs.rules import ArcsState

    build = next(f for f in arcs_language.FORMS if "build" in f.pattern)
    shown = ", ".join(f"'{e}'" for e in build.examples if e.startswith("build"))
    with pytest.raises(MalformedAction) as err:
        ArcsState.parse_action("build castle 3.3")
    assert str(err.value).endswith(f"'build' actions look like {shown}")
