"""The annotated rulebook (``python -m tarotlab rulebook``, ``tarotlab.rulebook``): the pages,
their links and counts, the search, and the gate that every ruling and every rule-stating
section is cited by the code and named by a test (or excused in uncited.toml)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tarotlab.cli import main
from tarotlab.core.rulebook import GAMES, rules
from tarotlab.rulebook import search
from tarotlab.rulebook.book import books, game_of, uncited
from tarotlab.rulebook.cards import anchor
from tarotlab.rulebook.gate import check
from tarotlab.rulebook.trace import Trace, gather

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def trace() -> Trace:
    return gather()


@pytest.fixture(scope="module")
def counts_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small hand-made counts file: two Arcanum games, three rules cited."""
    path = tmp_path_factory.mktemp("counts") / "rule-counts.json"
    path.write_text(json.dumps({
        "format": "tarotlab-rule-counts", "version": 1, "taken": "2026-01-02T03:04:05Z",
        "commit": "abc1234", "source": "a hand-made test file", "games": {"arcanum": 2},
        "events": {"arcanum": {"arcanum R15, tarotlab A5": 7, "arcanum R5": 3}},
        "refusals": {"arcanum": {"arcanum R15": 11}}}))
    return path


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory, counts_file: Path) -> Path:
    out = tmp_path_factory.mktemp("rulebook")
    assert main(["rulebook", "all", "--out", str(out), "--counts", str(counts_file)]) == 0
    return out


def _card(html: str, rule: str) -> str:
    """The HTML of one rule's card on a page."""
    start = html.index('<article class="rule ')
    start = html.index(f'id="{anchor(rule)}"', start)
    return html[start:html.index("</article>", start)]


def test_the_cli_writes_an_index_and_a_page_per_game(pages: Path) -> None:
    assert sorted(p.name for p in pages.iterdir()) == sorted(
        ["index.html", "rulebook.css", *(f"{g}.html" for g in GAMES)])
    index = (pages / "index.html").read_text()
    assert all(f'href="{g}.html"' in index for g in GAMES)
    assert "do not edit" in index  # generated, never edited by hand


def test_one_game_alone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulebook", "arcana", "--out", str(tmp_path)]) == 0
    assert (tmp_path / "arcana.html").is_file() and not (tmp_path / "arcs.html").exists()
    assert "arcana.html" in capsys.readouterr().out


def _run(argv: list[str]) -> int:
    """main()'s exit code, also when argparse exits for a bad command line."""
    try:
        return main(argv)
    except SystemExit as done:
        return int(done.code or 0)


@pytest.mark.parametrize(("bad", "expected"), [
    ("game", "invalid choice: 'chess'"), ("out", "File exists"),
    ("counts", "not a rule-counts file")])
def test_a_bad_game_out_or_counts_file_is_a_clear_error(
        bad: str, expected: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("{}")
    argv = {"game": ["rulebook", "chess", "--out", str(tmp_path / "out")],
            "out": ["rulebook", "arcana", "--out", str(a_file)],
            "counts": ["rulebook", "arcana", "--out", str(tmp_path / "out"),
                       "--counts", str(a_file)]}[bad]
    assert _run(argv) == 2
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err


def test_every_catalog_entry_is_on_a_page(pages: Path) -> None:
    html = {g: (pages / f"{g}.html").read_text() for g in GAMES}
    index = (pages / "index.html").read_text()
    for rule in rules():
        game = game_of(rule)
        shown = html[game] if game else index
        assert f'id="{anchor(rule)}"' in shown, rule


def test_a_code_citation_links_to_its_file_and_line(pages: Path) -> None:
    # tarotlab/arcanum/setup.py says where the setup limits hold (arcanum R5) in the
    # docstring of setup_spots: its line must be listed, linked, on the ruling's card
    source = (ROOT / "tarotlab/arcanum/setup.py").read_text().splitlines()
    line = next(n for n, text in enumerate(source, 1)
                if "arcanum R5: the limits hold only here, at setup" in text)
    card = _card((pages / "arcanum.html").read_text(), "arcanum R5")
    assert re.search(rf'href="[^"]*tarotlab/arcanum/setup\.py#L{line}"><code>'
                     rf"tarotlab/arcanum/setup\.py:{line}</code>", card), card[:400]
    assert "test_r5_setup_refuses_a_third_figure_or_a_second_of_one_colour" in card


def test_counts_from_the_file_show_on_the_cards(pages: Path) -> None:
    html = (pages / "arcanum.html").read_text()
    assert "7 events in 2 games, refused 11 candidate actions" in _card(html, "arcanum R15")
    assert "3 events in 2 games" in _card(html, "arcanum R5")
    assert "a hand-made test file" in html and "abc1234" in html
    # A5 is an Arcanum decision: its events are counted from a combined citation
    assert "7 events in 2 games" in _card(html, "tarotlab A5")
    # no Arcs games in the file: Arcs rules are not counted, rather than "never fired"
    arcs = (pages / "arcs.html").read_text()
    assert "never fired" not in _card(arcs, "arcs R1") and "not counted" in _card(arcs, "arcs R1")


def test_the_rules_that_never_fired_are_listed_at_the_top(pages: Path) -> None:
    html = (pages / "arcanum.html").read_text()
    top = html[:html.index("<main>")]
    never = top[top.index('id="never-fired"'):]
    assert f'href="#{anchor("arcanum R21")}"' in never  # in no event of the file
    assert f'href="#{anchor("arcanum R5")}"' not in never  # fired three times
    assert f'href="#{anchor("arcanum R15")}"' not in never
    assert "A test shows it: <code>test_r21_" in never


def test_search_finds_what_the_tower_touches() -> None:
    # In the data: arcana R9 is "Tower and Fool", arcanum R15 "The Tower", "arcanum: XVI
    # Tower" the cited effect; arcana's section Cards mentions the Tower in its summary.
    found = search("which rules does the Tower touch?")
    assert found.words == ("tower",)
    assert {"arcana R9", "arcanum R15", "arcanum: XVI Tower"} <= set(found.ids)
    sections = [(h.game, h.title) for h in found if h.kind == "section"]
    assert ("arcana", "Cards") in sections
    first_section = next(i for i, h in enumerate(found) if h.kind == "section")
    assert found.ids.index("arcanum R15") < first_section  # titles before summaries


def test_search_finds_house_prestige_scoring() -> None:
    # In arcanum.toml the section "C. House prestige scoring" lists R8, R9, R10, R21 and A10
    best = search("where is House prestige scoring?")[0]
    assert (best.kind, best.game, best.title) == ("section", "arcanum",
                                                  "C. House prestige scoring")
    assert {"arcanum R8", "arcanum R9", "arcanum R10", "arcanum R21",
            "tarotlab A10"} <= set(best.rules)
    assert any(s.path == "tarotlab/arcanum/scoring.py" for s in best.sites)


def test_search_of_nothing_finds_nothing() -> None:
    assert len(search("which rules?")) == 0


def test_the_gate_every_ruling_and_rule_stating_section_is_cited_and_tested(
        trace: Trace) -> None:
    """The gate of issue 33: cited by the code and named by a test, or excused (with a
    reason) in tarotlab/data/rulebook/uncited.toml; no excuse is stale."""
    problems = check(trace)
    assert not problems, "\n".join(map(str, problems))


def test_the_gate_is_not_vacuous() -> None:
    empty = Trace(ROOT, {}, {}, None, ROOT / "none.json", True, True)
    failing = {p.rule for p in check(empty)}
    assert {"arcanum R2", "arcanum R5", "mystick R4", "arcs: § Battle (Aggression)"} <= failing
    assert not any(p.rule == "mystick: § What is Tarot?" for p in check(empty))


def test_the_three_rulings_the_issue_named_are_cited_where_they_are_enforced(
        trace: Trace) -> None:
    """arcanum R2 (the board: read and checked by the board's loader), arcanum R5 (the setup
    limits: only the setup placement checks them) and mystick R4 (turn order)."""
    where = {rule: {s.path for s in trace.of(rule).code}
             for rule in ("arcanum R2", "arcanum R5", "mystick R4")}
    assert "tarotlab/arcanum/catalog.py" in where["arcanum R2"]
    assert "tarotlab/arcanum/rules.py" in where["arcanum R5"]
    assert "tarotlab/mystick/rules.py" in where["mystick R4"]


def test_every_excuse_has_a_reason_and_a_real_section() -> None:
    titles = {(g, s.title) for g, b in books().items() for s in b.sections}
    for (game, what), excuse in uncited().items():
        assert excuse.reason.strip(), what
        assert (game, what) in titles or what in rules(), (game, what)
