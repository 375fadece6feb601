"""Where each rule lives: the code that cites it, the tests that name it, the lessons, drills
and edge-case notebooks that teach it, and how often it fired in the conformance games.

``gather()`` reads the checkout the package sits in: ``tarotlab/`` (code and data files,
lessons), ``tests/`` (test functions whose name or docstring cites a rule: ``test_r5_...`` in
``test_arcana_rules_matchups.py`` is ``arcana R5``, ``test_a15_...`` in an Arcanum module
``tarotlab A15``), ``notebooks/06_edge_cases_*.py`` (Markdown headings), the drills (questions made
from seeds, their rules and topics) and the rule counts of the last test run (``build/
rule-counts.json``). An installed package without ``tests/`` and ``notebooks/`` beside it
gets what the package itself holds. It takes a few seconds.
"""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.rulebook import GAMES, split
from . import counts as counts_file
from .book import Book, Section, books
from .find import Finder

ROOT = Path(__file__).resolve().parents[2]
"""The checkout (or site-packages) that holds the ``tarotlab`` package."""
SKIP = ("tarotlab/rulebook/", "tarotlab/data/")
"""Code that talks about rules rather than enforcing them (this package, the catalog)."""
OWN_TESTS = ("tests/test_rulebook_pages.py",)
"""Tests of the pages themselves: the rules their docstrings name are examples."""
HELPERS = ("drills", "render", "/rl/", "bot.py", "/testing/", "/notebook/", "views",
           "scenario", "/core/rulebook.py")
"""Code that explains, draws or checks a rule rather than enforcing it: listed after the rest."""
DRILL_SEEDS = 30
TEMPLATE = re.compile(r'f"((?:arcana|arcanum|mystick|arcs): [^"]*\{[^"]*)"')


@dataclass(frozen=True)
class Site:
    """A line of the package that cites a rule (``data``: a data file, not code)."""

    path: str
    line: int
    text: str
    data: bool = False
    template: bool = False
    """The line builds the citation from data (``f"arcanum: {number}. {name}"``)."""


@dataclass(frozen=True)
class TestRef:
    """A test function whose name or docstring cites a rule."""

    path: str
    line: int
    name: str


@dataclass(frozen=True)
class LessonRef:
    """A lesson step whose text cites a rule."""

    lesson: str
    title: str
    step: int
    path: str


@dataclass(frozen=True)
class DrillRef:
    """A kind of drill question whose questions cite a rule, and their topics."""

    game: str
    kind: str
    title: str
    topics: tuple[str, ...]


@dataclass(frozen=True)
class NotebookRef:
    """An edge-case notebook section whose heading cites a rule."""

    path: str
    line: int
    heading: str


@dataclass
class Evidence:
    """Everything that points at one rule (or one section title)."""

    sites: list[Site] = field(default_factory=list)
    tests: list[TestRef] = field(default_factory=list)
    lessons: list[LessonRef] = field(default_factory=list)
    drills: list[DrillRef] = field(default_factory=list)
    notebooks: list[NotebookRef] = field(default_factory=list)

    @property
    def code(self) -> list[Site]:
        """The sites in Python code (not data files)."""
        return [s for s in self.sites if not s.data]


@dataclass(eq=False)
class Trace:
    """The evidence for every rule, and for the section titles named directly."""

    root: Path
    rules: dict[str, Evidence]
    titles: dict[tuple[str, str], Evidence]
    counts: counts_file.Counts | None
    counts_path: Path
    has_tests: bool
    has_notebooks: bool

    def of(self, rule: str) -> Evidence:
        return self.rules.get(rule) or Evidence()

    def of_title(self, game: str, title: str) -> Evidence:
        return self.titles.get((game, title)) or Evidence()

    def section(self, book: Book, section: Section) -> Evidence:
        """Everything that points at a section of the rulebook: its title named in code or
        tests, the citations that belong to it, and the rulings and decisions that make it
        exact (its ``rules`` and ``see``)."""
        merged = Evidence()
        parts = [self.of_title(book.game, section.title),
                 *(self.of(c) for c in book.citations(section)),
                 *(self.of(r) for r in section.related)]
        for part in parts:
            merged.sites += [s for s in part.sites if s not in merged.sites]
            merged.tests += [t for t in part.tests if t not in merged.tests]
            merged.lessons += part.lessons
            merged.drills += part.drills
            merged.notebooks += part.notebooks
        return merged


def gather(root: Path | None = None, counts: Path | None = None) -> Trace:
    """Read the checkout at ``root`` (default: the one this package sits in) and the rule
    counts at ``counts`` (default: ``build/rule-counts.json`` in it)."""
    root = root or ROOT
    counts_path = counts or root / counts_file.FILE
    finder = Finder()
    rules: dict[str, Evidence] = {}
    titles: dict[tuple[str, str], Evidence] = {}

    def at(rule: str) -> Evidence:
        return rules.setdefault(rule, Evidence())

    _code(root, finder, at, titles)
    for ref, game, cited, doc in _tests(root, finder):
        for rule in cited:
            at(rule).tests.append(ref)
        if game is None:
            continue
        for title in finder.titles(doc, game):
            titles.setdefault((game, title), Evidence()).tests.append(ref)
    for lesson, cited in _lessons(root, finder):
        for rule in cited:
            at(rule).lessons.append(lesson)
    for rule, drill in _drills():
        at(rule).drills.append(drill)
    for note, cited in _notebooks(root, finder):
        for rule in cited:
            at(rule).notebooks.append(note)
    for evidence in [*rules.values(), *titles.values()]:
        evidence.sites.sort(key=_enforcing_first)
    return Trace(root, rules, titles, counts_file.load(counts_path), counts_path,
                 (root / "tests").is_dir(), (root / "notebooks").is_dir())


def _enforcing_first(site: Site) -> tuple[bool, bool, str, int]:
    """Code first, data files last; the engines' own modules before those that explain,
    draw or check a rule (drills, views, bots)."""
    return site.data, any(h in site.path for h in HELPERS), site.path, site.line


def _game_of(path: Path) -> str | None:
    return next((g for g in GAMES if path.parts[:2] == ("tarotlab", g)), None)


def _code(root: Path, finder: Finder, at: Any,
          titles: dict[tuple[str, str], Evidence]) -> None:
    """Every line of the package's code and data files that cites a rule; citations built
    from data (a template) count for the cited sections no literal line names."""
    package = root / "tarotlab"
    files = sorted(package.rglob("*.py")) + sorted(package.glob("*/data/*.toml"))
    templates: list[tuple[re.Pattern[str], Site]] = []
    for path in files:
        rel = path.relative_to(root)
        name = rel.as_posix()
        if name.startswith(SKIP):
            continue
        game = _game_of(rel)
        data = path.suffix != ".py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            cited = finder.rules(line, game)
            named = finder.titles(line, game) if game else []
            if not cited and not named and not (not data and "{" in line and 'f"' in line):
                continue
            site = Site(name, number, line.strip()[:160], data)
            for rule in cited:
                at(rule).sites.append(site)
            for title in named:
                titles.setdefault((game or "", title), Evidence()).sites.append(site)
            for match in TEMPLATE.finditer(line):
                parts = re.split(r"\{[^}]*\}", match.group(1))
                pattern = re.compile(".+?".join(re.escape(p) for p in parts))
                templates.append((pattern, Site(name, number, line.strip()[:160], data,
                                                template=True)))
    for rule in finder.known:
        if ":" in rule and not at(rule).sites:
            at(rule).sites.extend(site for pattern, site in templates
                                  if pattern.fullmatch(rule))


def _tests(root: Path, finder: Finder
           ) -> Iterator[tuple[TestRef, str | None, set[str], str]]:
    """Each test function with its module's game, the rules its name and docstring cite, and
    its docstring."""
    letters = {b.game: set(b.letters) | {"E"} for b in books().values()}
    for path in sorted((root / "tests").rglob("test_*.py")):
        rel = path.relative_to(root).as_posix()
        if rel in OWN_TESTS:
            continue
        found = re.match(rf"test_({'|'.join(GAMES)})(?:_|\.)", path.name)
        file_game = found.group(1) if found else None
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) \
                    or not node.name.startswith("test"):
                continue
            doc = ast.get_docstring(node) or ""
            cited = finder.rules(doc, file_game)
            game = file_game
            for token in node.name.split("_"):
                if token in GAMES:
                    game = token
                id_ = _name_token(token, game, letters)
                if id_:
                    cited |= finder.rules(id_, game)
            yield TestRef(rel, node.lineno, node.name), file_game, cited, doc


def _name_token(token: str, game: str | None, letters: dict[str, set[str]]) -> str:
    """A rule id a test name's word stands for: ``r5`` -> ``R5``, ``t3`` -> ``tarotlab T3``."""
    match = re.fullmatch(r"([a-z]{1,2})([1-9]\d*)", token)
    if not match or game is None:
        return ""
    letter = match.group(1).upper()
    if letter == "R":
        return f"R{match.group(2)}"
    if letter in letters.get(game, ()):
        return f"tarotlab {letter}{match.group(2)}"
    return ""


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _lessons(root: Path, finder: Finder) -> Iterator[tuple[LessonRef, set[str]]]:
    """Each lesson step with the rules its texts cite."""
    for path in sorted((root / "tarotlab").glob("*/lessons/*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        rel = path.relative_to(root).as_posix()
        for number, step in enumerate(data.get("steps", []), 1):
            cited = finder.rules("\n".join(_strings(step)), data.get("game"))
            if cited:
                yield LessonRef(data["id"], data.get("title", data["id"]), number, rel), cited


def _drills() -> Iterator[tuple[str, DrillRef]]:
    """Each kind of drill with the rules its questions cite (seeds 0..DRILL_SEEDS-1)."""
    from ..drills import kinds, question

    for game in GAMES:
        for kind in kinds(game):
            topics: dict[str, set[str]] = {}
            for seed in range(DRILL_SEEDS):
                asked = question(game, kind.name, seed)
                for rule in split(asked.rule):
                    topics.setdefault(rule, set()).add(asked.topic)
            for rule, seen in sorted(topics.items()):
                ordered = tuple(t for t in kind.topics if t in seen) or tuple(sorted(seen))
                yield rule, DrillRef(game, kind.name, kind.title, ordered)


HEADING = re.compile(r"^# (#{1,6}) (.+)$")


def _notebooks(root: Path, finder: Finder) -> Iterator[tuple[NotebookRef, set[str]]]:
    """Each Markdown heading of the edge-case notebooks with the rules it cites."""
    for path in sorted((root / "notebooks").glob("06_edge_cases_*.py")):
        game = path.stem.removeprefix("06_edge_cases_")
        markdown = False
        rel = path.relative_to(root).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("# %%"):
                markdown = "[markdown]" in line
                continue
            found = HEADING.match(line) if markdown else None
            if found:
                cited = finder.rules(found.group(2), game if game in GAMES else None)
                if cited:
                    yield NotebookRef(rel, number, found.group(2).replace("`", "")), cited
