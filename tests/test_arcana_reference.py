"""The generated match-up reference sheet (arcana rulings "Reference sheet")."""

from __future__ import annotations

import csv
import io

from tarotlab.arcana import reference


def test_shipped_csv_is_what_the_rules_generate() -> None:
    """The CSV in the package equals a fresh generation from catalog.matchup (R5, R8, R9)."""
    assert reference.shipped_csv() == reference.to_csv()


def test_sheet_covers_every_pair_and_parity() -> None:
    rows = list(csv.DictReader(io.StringIO(reference.shipped_csv())))
    assert len(rows) == 22 * 22 * 2
    pairs = {(r["parity"], r["card_a"], r["card_b"]) for r in rows}
    assert len(pairs) == 968


def test_rulebook_example_star_vs_hanged_man_even() -> None:
    """arcana.txt Reference Sheets: the Star wins; the Hanged Man's player may lose 1 hour."""
    row = reference.lookup("Star", "Hanged Man", "even")
    assert row["winner"] == "a" and row["rule"] == "arcana R5"
    assert "the opponent loses 1 hour" in row["resolves"]


def test_sheet_is_symmetric() -> None:
    """Swapping the seats swaps the winner (R5, R8, R9 do not depend on seat order)."""
    rows = {(r["parity"], r["card_a"], r["card_b"]): r for r in reference.rows()}
    flip = {"a": "b", "b": "a", "none": "none"}
    for (parity, a, b), row in rows.items():
        assert rows[(parity, b, a)]["winner"] == flip[row["winner"]]
        assert rows[(parity, b, a)]["kind"] == row["kind"]


def test_magician_removal_rows() -> None:
    """arcana R8: exactly the listed match-ups remove the Magician."""
    removed = {(r["parity"], r["card_a"]) for r in reference.rows()
               if r["kind"] == "magician-removed" and r["card_b"] == "The Magician"}
    assert removed == {("even", "The High Priestess"), ("odd", "The High Priestess"),
                       ("even", "Justice"), ("even", "The Devil"), ("odd", "The World")}
