"""The Mystick catalog (mystick R1, R2): 78 cards, types by rank, influence by rank, traits,
and effects in the engine's vocabulary; a broken entry is refused, naming the card."""

from __future__ import annotations

from collections import Counter

import pytest

from tarotlab.core.errors import TarotlabError
from tarotlab.mystick.catalog import INFLUENCE_BY_RANK, SUIT_TRAIT, card_type, load

JOBS = {  # mystick R2: what each suit controls
    "Wands": {"gain_power", "move_power", "destroy_power", "return_power", "influence"},
    "Cups": {"clear_cross", "fill_cross", "extra_redraw", "successes"},
    "Swords": {"draw_count", "extra_move", "skip_move"},
    "Pentacles": {"draw", "discard_hand", "look_hand", "look_deck", "recover", "mill"},
}


def test_catalog_has_every_card_with_its_type_and_influence() -> None:
    """mystick R1/R2: 56 Minors and 22 Majors; type by rank; Pawn influence by rank."""
    cards = load()
    assert len(cards) == 78
    assert Counter(c.suit for c in cards.values())["Major"] == 22
    for card in cards.values():
        if card.is_major:
            assert card.type == "Major" and all(e.when == "fate" for e in card.effects)
            continue
        assert card.type == card_type(card.rank)
        if card.type == "Pawn":
            assert card.influence == INFLUENCE_BY_RANK[card.rank]
    assert cards["5W"].influence == 2  # the rulebook's five of Wands has 2 influence


def test_each_suit_plays_to_its_job() -> None:
    """mystick R2: most effects of a suit's cards do that suit's job; Pawns lean on its trait."""
    cards = load()
    for suit, ops in JOBS.items():
        effects = [e for c in cards.values() if c.suit == suit for e in c.effects]
        on_job = sum(1 for e in effects if e.do in ops)
        assert on_job >= 0.7 * len(effects), (suit, on_job, len(effects))
        pawns = [c for c in cards.values() if c.suit == suit and c.type == "Pawn"]
        # Aggression is common, Immunity and Resources belong to their suits; Presence is
        # "sometimes" (mystick R2)
        assert sum(SUIT_TRAIT[suit] in p.traits for p in pawns) >= (2 if suit == "Cups" else 3)


@pytest.mark.parametrize(("broken", "message"), [
    ('do = "teleport"', "unknown operation 'teleport'"),
    ('when = "sometimes"', "unknown trigger 'sometimes'"),
])
def test_a_broken_entry_is_refused_naming_the_card(broken: str, message: str) -> None:
    from importlib import resources

    text = resources.files("tarotlab.mystick").joinpath("data/catalog.toml").read_text("utf-8")
    first_effect = text.index("effects = [{") + len("effects = [{")
    key = broken.split(" = ")[0]
    start = text.index(f"{key} = ", first_effect)
    end = text.index(",", start)
    with pytest.raises(TarotlabError, match=message) as info:
        load(text[:start] + broken + text[end:])
    assert "mystick catalog: card #" in str(info.value)
