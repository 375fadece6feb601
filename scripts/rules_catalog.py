"""Write tarotlab/data/rules.toml: every rule id tarotlab may cite, with its title.

    .venv/bin/python scripts/rules_catalog.py            # rewrite the catalog
    .venv/bin/python scripts/rules_catalog.py --check    # exit 1 if it is out of date

From three sources: the rulings of each game (``../shared/rules/<game>-rulings.md``, or the
copy beside the project: ``**R5 Who wins a match-up.**``), the project's own rulings
(``docs/rulings.md``: ``- **A10 Naming the hidden Fool's suit**``) and the rulebook sections
the engines cite (string literals ``"arcana: Gameplay"`` in ``tarotlab/<game>/``, and the
citations seeded games make, for the ones built from data: Arcanum's locations...). Lessons
are checked against it (a lesson may cite only rules that exist), and tests/test_rules_catalog
keeps it in step with its sources.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULINGS = re.compile(r"^\*\*(R\d+) ([^*]+?)\.?\*\*", re.M)
PROJECT = re.compile(r"^- \*\*([A-Z]+\d+) ([^*]+?)\.?\*\*", re.M)
# A section cited in a string literal: "arcs: Battle". Not a docstring that starts with a
# citation ("""arcs: Setup 1.9: chance draws ..."""), an error message ("arcs: unknown system
# ...": a section's title starts with a capital or a number) or a string continued on the next
# line ("arcs: draw a graph ..., ").
SECTION = re.compile(r'(?<!")"((?:arcana|arcanum|mystick|arcs)(?: card)?: '
                     r'[A-Z0-9][^"{}\n]*?[^\s,])"(?!")')


def shared_rules() -> Path:
    for candidate in (ROOT.parent / "shared" / "rules", ROOT / "docs" / "rules"):
        if candidate.is_dir():
            return candidate
    raise SystemExit("no rulings found (../shared/rules)")


def played_sections(game: str) -> set[str]:
    """The section citations of seeded random games (events and refusals)."""
    sys.path.insert(0, str(ROOT))
    import tarotlab
    from tarotlab.core.rng import Rng

    configs = {"arcana": [{}], "arcanum": [{"players": p} for p in (3, 4, 5)],
               "mystick": [{"players": p} for p in (2, 3, 4, 5)],
               "arcs": [{"players": 3}, {"players": 4, "leaders": True, "second_lore": True}]}
    found: set[str] = set()
    for options in configs[game]:
        for seed in range(40):
            state, rng = tarotlab.new_game(game, seed=seed, **options), Rng(seed, stream=9)
            while not state.is_over:
                found.update(v.rule for _, v in state.candidates() if not v.ok)
                state.apply(rng.choice(state.legal_actions()))
            found.update(e.rule for e in state.events)
    from tarotlab.core.rulebook import _parts

    out = set()
    for rule in found:
        for _, part in _parts(rule):
            if part.startswith(f"{game}: "):
                out.add(part)
    return out


def toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def catalog() -> str:
    lines = ["# Every rule id tarotlab may cite, with its title: written by",
             "# scripts/rules_catalog.py from the games' rulings, docs/rulings.md and the",
             "# rulebook sections the engines cite. Do not edit by hand;",
             "# tests/test_rules_catalog.py checks it.", ""]
    rules = shared_rules()
    sys.path.insert(0, str(ROOT))
    from tarotlab.core.game import game_info
    from tarotlab.core.registry import GAMES

    for game in GAMES:
        lines.append(f"[{game}.rulings]")
        text = (rules / game_info(game).rulings).read_text(encoding="utf-8")
        for rid, title in RULINGS.findall(text):
            lines.append(f"{rid} = {toml_string(' '.join(title.split()))}")
        lines.append("")
        sections = set()
        for path in sorted((ROOT / "tarotlab" / game).rglob("*.py")):
            for cited in SECTION.findall(path.read_text(encoding="utf-8")):
                if cited.split(":")[0].split()[0] == game:
                    sections.add(cited)
        sections |= played_sections(game)
        lines.append(f"[{game}.sections]")
        lines.append("cited = [")
        lines += [f"  {toml_string(s)}," for s in sorted(sections)]
        lines += ["]", ""]
    lines.append("[tarotlab]")
    project = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    for rid, title in PROJECT.findall(project):
        lines.append(f"{rid} = {toml_string(' '.join(title.split()))}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    target = ROOT / "tarotlab" / "data" / "rules.toml"
    text = catalog()
    if args.check:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            print(f"{target.relative_to(ROOT)} is out of date: run scripts/rules_catalog.py")
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
