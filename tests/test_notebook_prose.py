"""Prose that cannot go stale (issue "Exploring edge cases", item 7): no figure a cell
computes is typed by hand into a notebook's Markdown.

The rule, made checkable:

* A *figure* in a Markdown cell is a number with a unit after it (``8 HP``, ``30 games``,
  ``3 successes``, ``25%``…), or any number of 100 or more, or with two or more decimals
  (``0.42``). Numbers that name things are not figures: seats, turns, rounds, locations,
  slots, cards (``the 4 of Swords``, ``Administration 5``), systems (``2.3``), rule ids,
  code spans and the rulebook's quoted words.
* A sentence that shows its working (a rule id in backticks, or arithmetic with ``+``,
  ``×``, ``=``, ``//``) states figures worked out from the rules: the reader can check
  them, and the cell beside them shows the engine agrees.
* Any other figure that a neighbouring code cell (the one before or the one after) also
  prints must be in that cell's source: an input the cell was given (``games=30``) or a
  value it checks (``expect(..., 30)``). Otherwise the sentence reports a computed result
  by hand, and must be rendered from the value instead (``say(f"...")``, ``print``).
* Figures of 100 or more, with two decimals or in percent are statistics: they must be
  rendered (or be in a neighbouring cell's source), printed or not.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
EXECUTED = sorted(NOTEBOOKS.glob("[0-9]*.ipynb"))

UNIT = (r"%|\s*(?:VP|HP|Power|prestige|rounds?|games?|wins?|points?|cards?|success(?:es)?|"
        r"decisions?|keys?|hours?|ships?|moves?|positions?|seat-games|times|rows|seconds|s\b)")
NUMBER = re.compile(r"(?<![\w.\-/])(\d+(?:\.\d+)?)(?![\w]|\.\d)")
LABELS = {"seat", "seats", "turn", "turns", "round", "rounds", "location", "locations",
          "space", "spaces", "slot", "slots", "chamber", "chambers", "section", "sections",
          "cluster", "clusters", "gate", "step", "position", "move", "line", "tutorial",
          "tutorials", "notebook", "seed", "chapter", "die", "face", "marker", "number",
          "administration", "aggression", "construction", "mobilization", "card"}
WORKING = re.compile(r"`(?:arcana|arcanum|mystick|arcs|tarotlab)\b[^`]*`|[+×=−]|//")
SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z*(`\"])")


def _text(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else str(source)


def _outputs(cell: dict[str, Any]) -> str:
    out = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            out.append(_text({"source": output.get("text", "")}))
        for kind in ("text/plain", "text/markdown"):
            value = output.get("data", {}).get(kind)
            if value:
                out.append(_text({"source": value}))
    return "\n".join(out)


def figures(markdown: str) -> list[tuple[str, bool]]:
    """The figures of a Markdown cell: (number, is a statistic) for each, in the sentences
    that do not show their working."""
    found = []
    for paragraph in re.split(r"\n\s*\n", markdown):
        lines = [re.sub(r"^\s*(?:#+\s*\d+\.|\d+\.\s|[*-]\s)", "", line)  # headings' numbers
                 for line in paragraph.splitlines()]                   # and list markers
        text = re.sub(r"\*\"[^\"]*\"\*", "", " ".join(lines))  # the rulebook's words
        text = re.sub(r"\]\([^)]*\)", "]", text)  # link targets
        # a dot inside a code span (`arcanum: 5. Market`) does not end a sentence
        text = re.sub(r"`[^`]*`", lambda m: m.group(0).replace(".", "\u2024"), text)
        for sentence in SENTENCE.split(text):
            if WORKING.search(sentence):
                continue
            plain = re.sub(r"`[^`]*`", "", sentence)
            for match in NUMBER.finditer(plain):
                number, after = match.group(1), plain[match.end():]
                before = plain[:match.start()].split()
                if before and before[-1].lower().strip("(*") in LABELS:
                    continue
                if re.fullmatch(r"\d\.\d", number) or re.match(r"\s+of\s", after):
                    continue  # an Arcs system id, a card ("the 4 of Swords")
                statistic = (float(number) >= 100 or bool(re.fullmatch(r"\d+\.\d\d+", number))
                             or after.startswith("%"))
                if statistic or re.match(UNIT, after):
                    found.append((number, statistic))
    return found


def stale_figures(path: Path) -> list[str]:
    """Every figure of the notebook that breaks the rule, as 'cell N: figure (why)'."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    code = [i for i, c in enumerate(cells) if c["cell_type"] == "code"]
    problems = []
    for i, cell in enumerate(cells):
        if cell["cell_type"] != "markdown":
            continue
        near = [j for j in code if j < i][-1:] + [j for j in code if j > i][:1]
        printed = set(re.findall(r"\d+(?:\.\d+)?", " ".join(_outputs(cells[j]) for j in near)))
        given = set(re.findall(r"\d+(?:\.\d+)?", " ".join(_text(cells[j]) for j in near)))
        for number, statistic in figures(_text(cell)):
            if number in given:
                continue
            if statistic:
                problems.append(f"cell {i}: {number} (a statistic typed by hand)")
            elif number in printed:
                problems.append(f"cell {i}: {number} (printed by the cell beside it)")
    return problems


@pytest.mark.parametrize("notebook", EXECUTED, ids=[p.stem for p in EXECUTED])
def test_no_computed_figure_is_typed_into_the_prose(notebook: Path) -> None:
    problems = stale_figures(notebook)
    assert not problems, (
        f"{notebook.name}: figures in the prose that a cell computes; render the sentence "
        "from the values (say(f'...') or print) or check the figure in the cell (expect): "
        + "; ".join(problems))


def test_the_rule_flags_a_figure_typed_by_hand_and_spares_working() -> None:
    """The known case of issue 18: '162 HP' after a cell that printed 'HP 8'."""
    assert figures("It hoards it: 162 HP, no damage spent.") == [("162", True)]
    assert figures("The bot wins 30 of 30 games.") == [("30", False)]
    assert figures("Seat 0 plays the 4 of Swords in round 3, location 9.") == []
    assert figures("Chalices gains 1 + 2 = 3 prestige.") == []
    assert figures("Seat 1 gains 3 key points (`arcana R7`).") == []
    assert figures("From gate 2.3 to 3.1.") == []
