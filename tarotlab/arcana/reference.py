"""The generated match-up reference sheet (arcana "Reference Sheets", rulings "Reference sheet").

The rulebook's spreadsheet is lost; this regenerates it from the rules: for every pair of
cards (first seat's card, second seat's card) and each round parity, the winner, the
rule that decides, and what resolves under R6 and under its variant.
"""

from __future__ import annotations

import csv
import io
from importlib import resources

from .catalog import CARDS, DISPLAY_ORDER, matchup, resolution_text

COLUMNS = ("parity", "card_a", "card_b", "winner", "kind", "rule", "why", "resolves",
           "resolves_both")
CSV_PATH = "data/matchups.csv"


def rows() -> list[dict[str, str]]:
    """Every match-up as a row (22 x 22 pairs x 2 parities = 968 rows)."""
    out = []
    for parity in ("even", "odd"):
        for a in DISPLAY_ORDER:
            for b in DISPLAY_ORDER:
                m = matchup(a, b, parity)
                winner = "none" if m.winner is None else ("a" if m.winner == 0 else "b")
                out.append({
                    "parity": parity, "card_a": CARDS[a].name, "card_b": CARDS[b].name,
                    "winner": winner, "kind": m.kind, "rule": m.rule, "why": m.reason,
                    "resolves": resolution_text(m, "winner"),
                    "resolves_both": resolution_text(m, "both"),
                })
    return out


def to_csv() -> str:
    """The sheet as CSV text (what ships in ``data/matchups.csv``)."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows())
    return buffer.getvalue()


def shipped_csv() -> str:
    """The sheet as shipped with the package."""
    return resources.files("tarotlab.arcana").joinpath(CSV_PATH).read_text("utf-8")


def lookup(card_a: str, card_b: str, parity: str) -> dict[str, str]:
    """The sheet's row for two cards by name (``lookup("Star", "Hanged Man", "even")``)."""
    from ..core.cards import parse_major

    ma, mb = parse_major(card_a), parse_major(card_b)
    na = next(c.number for c in CARDS if c.major is ma)
    nb = next(c.number for c in CARDS if c.major is mb)
    return next(r for r in rows() if r["parity"] == parity
                and r["card_a"] == CARDS[na].name and r["card_b"] == CARDS[nb].name)
