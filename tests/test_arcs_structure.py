"""Issue 16: the Arcs package a newcomer can find each rule in. The base rules never name a card
(every card's ability is a class in ``tarotlab/arcs/abilities/``, reached through the hooks of
``hooks.Ability``), no file is over 800 lines, no module imports another that imports it back
(not even for type checking), and every card of the components has its ability."""

from __future__ import annotations

import ast
import doctest
import re
from pathlib import Path

import pytest

from tarotlab.arcs import rules  # noqa: F401  (registers the abilities)
from tarotlab.arcs.components import COURT, LEADERS, LORE
from tarotlab.arcs.hooks import ABILITIES, MOMENTS, QUERIES, Ability, modifies, when
from tarotlab.core.errors import TarotlabError

ARCS = Path(__file__).resolve().parent.parent / "tarotlab" / "arcs"
PACKAGE = ARCS.parent
ABILITIES_DIR = ARCS / "abilities"
CARD_NAMES = sorted({c.name for c in COURT.values()} | {c.name for c in LEADERS.values()}
                    | {c.name for c in LORE.values()}, key=len, reverse=True)
CARD_IDS = sorted({*COURT, *LEADERS, *LORE})


def _text_without_examples(path: Path) -> str:
    """The module's source with the examples of its doctests left out (a doctest shows what a
    game prints, Court cards included: that is output, not a rule naming a card)."""
    source = path.read_text(encoding="utf-8")
    parser = doctest.DocTestParser()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if not (isinstance(body, list) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            continue
        for example in parser.get_examples(body[0].value.value):
            for part in (example.source, example.want):
                for line in part.splitlines():
                    if line.strip():
                        source = source.replace(line.strip(), "")
    return source


def _base_modules() -> list[Path]:
    return sorted(p for p in ARCS.rglob("*.py") if ABILITIES_DIR not in p.parents)


def test_no_module_outside_abilities_names_a_card_or_asks_who_holds_one() -> None:
    """Issue 16 item 2: outside ``abilities/`` no module names a Court card, leader or lore
    card (by name anywhere, by id in a string), nor calls ``leads(`` / ``knows(`` / ``court.``
    (the card checks the base rules made before the hooks)."""
    found = []
    for path in _base_modules():
        text = _text_without_examples(path)
        for name in CARD_NAMES:
            if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text):
                found.append(f"{path.relative_to(PACKAGE)}: names {name!r}")
        for card in CARD_IDS:
            if re.search(rf"[\"']{card}[\"']", text):
                found.append(f"{path.relative_to(PACKAGE)}: names card id {card}")
        for call in (r"\bleads\(", r"\bknows\(", r"(?<![\w.])court\."):
            if re.search(call, text):
                found.append(f"{path.relative_to(PACKAGE)}: calls {call}")
    assert not found, "\n".join(found)


def test_the_scan_finds_a_card_named_in_code() -> None:
    """The scan above is not blind: the abilities do name their cards, and a doctest's output
    is left out but the code around it is not."""
    assert "Galactic Rifles" in _text_without_examples(ABILITIES_DIR / "lore.py")
    rendered = _text_without_examples(ARCS / "render" / "__init__.py")
    assert "Populist Demands" not in rendered and "render_text" in rendered


def test_no_file_under_arcs_is_over_800_lines() -> None:
    """Issue 16 item 4: every file a newcomer can read in one sitting."""
    long = {str(p.relative_to(PACKAGE)): n for p in ARCS.rglob("*")
            if p.is_file() and p.suffix in (".py", ".css")
            and (n := len(p.read_text(encoding="utf-8").splitlines())) > 800}
    assert not long, long


def _imports(path: Path, typing: bool) -> set[str]:
    """The tarotlab modules ``path`` imports at its top level (``typing``: those imported for
    type checking only too)."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    package = package.removesuffix(".__init__")
    out: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = list(tree.body)
    for node in tree.body:  # imports under ``if TYPE_CHECKING:``
        if typing and isinstance(node, ast.If):
            nodes += node.body
    for node in nodes:
        if isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            target = (f"{base}.{node.module}" if node.module else base) if node.level else \
                node.module or ""
            for alias in node.names:
                candidate = f"{target}.{alias.name}"
                out.add(candidate if _exists(candidate) else target)
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
    return {m for m in out if m.startswith("tarotlab")}


def _exists(module: str) -> bool:
    path = PACKAGE.parent.joinpath(*module.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _loop(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of ``graph`` (module -> the modules it imports), or None."""
    done: set[str] = set()

    def visit(module: str, trail: list[str]) -> list[str] | None:
        if module in trail:
            return [*trail[trail.index(module):], module]
        if module in done:
            return None
        for target in sorted(graph.get(module, ())):
            found = visit(target, [*trail, module])
            if found:
                return found
        done.add(module)
        return None

    return next((loop for m in sorted(graph) if (loop := visit(m, []))), None)


def _graph(root: Path, typing: bool) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in root.rglob("*.py"):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        graph[module] = {m for m in _imports(path, typing) if not module.startswith(m + ".")
                         and m != module}
    return graph


def test_no_import_loop() -> None:
    """Issue 16 item 4: the layers build one on the other. No module of tarotlab imports one
    that imports it back, directly or through others (a module's own package ``__init__`` left
    aside); within tarotlab.arcs not even for type checking."""
    assert _loop(_graph(PACKAGE, typing=False)) is None, _loop(_graph(PACKAGE, typing=False))
    arcs = {m: {t for t in targets if t.startswith("tarotlab.arcs")}
            for m, targets in _graph(ARCS, typing=True).items()}
    assert _loop(arcs) is None, _loop(arcs)
    assert _loop({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]  # it sees one


def test_every_card_has_one_ability_with_its_data() -> None:
    """arcs-components parts 7-8: each of the 31 Court cards, 8 leaders and 14 lore cards is
    one registered class whose name, citation and text are the card's."""
    for table, kind in ((COURT, "card"), (LEADERS, "leader"), (LORE, "lore")):
        for card, data in table.items():
            ability = ABILITIES[card]
            assert isinstance(ability, Ability)
            assert (ability.name, ability.rule, ability.text) == (
                data.name, f"arcs {kind}: {data.name}", data.text)
    assert len({type(a) for a in ABILITIES.values()}) == len(ABILITIES) == 53


# ---------------------------------------------------------------------- issue 30 item 5
SEAM = {"modify", "on", "prelude_options", "use", "refuse_use", "new_actions", "extra_actions",
        "perform", "refuse_new_action", "ask_legal", "ask_why", "ask_do", "refuse"}
"""The methods through which the rules reach a card (``hooks.Ability``): 13, down from 45."""
PRIVATE_ALLOWED: set[str] = set()
"""Private state methods an ability may still call (none: it calls ``effects.CardEffects``)."""


def test_the_card_seam_is_a_few_methods_and_named_queries_and_moments() -> None:
    """Issue 30 item 5: a card meets the rules through ``modify`` (static modifiers, by the
    query's name), ``on`` (triggers, by the moment's name), its own actions and follow-up
    decisions, and ``refuse``; every query and moment a card answers is one of the named
    set, and a name outside it is refused when the card is written."""
    methods = {name for name, value in vars(Ability).items()
               if callable(value) and not name.startswith("_")}
    assert methods == SEAM
    assert {
        "may tax", "builds", "paid", "fresh build", "gate city types", "gate tax", "may secure",
        "move limit", "declare with", "may declare", "zero marker", "battle dice", "least dice",
        "raid dice", "intercept icons", "intercept", "ransack", "stolen", "ambition count",
        "ambition power"} == QUERIES
    assert {
        "setup", "before copy", "after copy", "moved", "gate entered", "declared",
        "battle start", "rolled", "battle end", "secured", "resolved", "round end",
        "chapter end"} == MOMENTS
    answered: set[str] = set()
    for ability in ABILITIES.values():
        assert set(ability.MODIFIERS) <= QUERIES and set(ability.TRIGGERS) <= MOMENTS
        answered |= set(ability.MODIFIERS) | set(ability.TRIGGERS)
    assert answered == QUERIES | MOMENTS  # every name serves some card
    with pytest.raises(TarotlabError):
        modifies("dice bonus")
    with pytest.raises(TarotlabError):
        when("after lunch")


def test_a_card_answers_only_what_it_marks() -> None:
    """``modify`` passes a query a card does not answer through unchanged; a subclass
    inherits its base's answers (``Rebel`` answers three queries, the Loyal cards none)."""
    rebel, loyal = ABILITIES["LEAD05"], ABILITIES["BC01"]
    assert set(rebel.MODIFIERS) == {"move limit", "battle dice", "least dice"}
    assert rebel.modify("move limit", None, 0, None) == 2
    assert rebel.modify("may tax", None, 0, True, sid="1.1", owner=0) is True
    assert not loyal.MODIFIERS and not loyal.TRIGGERS
    assert set(ABILITIES["BC27"].TRIGGERS) == {"secured", "resolved"}  # from VoxCard


def test_abilities_call_no_private_state_method() -> None:
    """Issue 30 item 5: the abilities change the game through the public effect API of
    ``effects.CardEffects`` (``s.log``, ``s.push``, ``s.gain`` …), not through the rules
    layers' private methods: no ``x._name`` on anything but the ability itself."""
    found = []
    for path in sorted(ABILITIES_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                    and not node.attr.startswith("__")
                    and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
                    and node.attr not in PRIVATE_ALLOWED):
                found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    assert not found, "\n".join(found)
