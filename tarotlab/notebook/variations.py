"""Variation trees: the lines of an exploration, as in a chess analysis board.

A tree of positions (``Node``): each node holds the decisions that lead from its parent's
position to its own (a person's decision and the chance decisions drawn after it). The first
child of a node continues the main line; the others start variations. A *line* is a path from
the root to a leaf; it is named by its first node of its own (the root for the main line).

The whole tree saves as versioned JSON (``to_json`` / ``from_json``), schema-checked like a
game record; loading re-checks every decision of every line with the rules, so a tampered or
malformed file is refused with a ``RecordError`` saying what and where.

Schema, version 1::

    {"format": "tarotlab-exploration", "version": 1, "game": "<name>",
     "options": {<option>: <value>, ...},
     "tree": {"decisions": [[<seat int | "chance">, "<action>"], ...], "name": "<text>",
              "children": [<node>, ...]},
     "current": [<child index>, ...],    # the path from the root to the current position
     "line": [<child index>, ...]}       # the path to the end of the line being shown
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.engine import ALL, CHANCE, Action, State
from ..core.errors import RecordError, shown
from ..core.record import MAX_BYTES, MAX_TEXT
from ..core.replay import apply_recorded, start_recorded

FORMAT = "tarotlab-exploration"
VERSION = 1
MAX_NODES = 20_000
MAX_NAME = 80

Decisions = tuple[tuple[int, Action], ...]


@dataclass(eq=False)
class Node:
    """One position of the tree: the decisions from its parent, its children (main first)."""

    decisions: Decisions
    parent: Node | None = None
    children: list[Node] = field(default_factory=list)
    name: str | None = None  # on the first node of a line
    said: str = ""
    """What the game's log said of the first decision (public words: "seat 2 hides a Minor
    Arcana", never the card), the move's label in a tree any seat may see."""

    def path(self) -> list[Node]:
        """The nodes from the root to this one."""
        out = []
        node: Node | None = self
        while node is not None:
            out.append(node)
            node = node.parent
        return out[::-1]

    def history(self) -> Decisions:
        """Every decision from the start of the game to this position."""
        return tuple(d for node in self.path() for d in node.decisions)

    @property
    def depth(self) -> int:
        return len(self.path()) - 1

    def main_leaf(self) -> Node:
        """The end of the main continuation from here (first children all the way)."""
        node = self
        while node.children:
            node = node.children[0]
        return node

    def line_start(self) -> Node:
        """The first node of the line this node is on: the nearest ancestor (or itself)
        that starts a variation, or the root."""
        node = self
        while node.parent is not None and node.parent.children[0] is node:
            node = node.parent
        return node

    def indices(self) -> list[int]:
        """Child indices from the root to this node."""
        return [node.parent.children.index(node) for node in self.path()[1:]
                if node.parent is not None]


@dataclass(frozen=True)
class Line:
    """A line of the tree, as ``Session.lines()`` lists them."""

    index: int
    name: str
    branch: int
    """The position (moves from the start) where it leaves the line it branches from."""
    end: int
    """Its last position."""
    parent: int | None
    """The index of the line it branches from (None for the main line)."""
    leaf: Node = field(repr=False, compare=False)

    def __str__(self) -> str:
        if self.parent is None:
            return f"{self.index}: {self.name} (main line, {self.end} moves)"
        return (f"{self.index}: {self.name} (branches from line {self.parent} after move "
                f"{self.branch}, {self.end} moves)")


def leaves(root: Node) -> Iterator[Node]:
    """Every leaf, the main line's first, then depth first (variations in order)."""
    stack = [root]
    while stack:
        node = stack.pop()
        if not node.children:
            yield node
        stack.extend(reversed(node.children))


def lines(root: Node) -> list[Line]:
    """Every line of the tree, with its index, name, branch point and parent line."""
    found = list(leaves(root))
    starts = [leaf.line_start() for leaf in found]
    out = []
    for i, (leaf, start) in enumerate(zip(found, starts, strict=True)):
        parent: int | None = None
        branch = 0
        if start.parent is not None:
            parent = found.index(start.parent.main_leaf())  # via the parent's main child
            branch = start.parent.depth
        name = start.name or ("main line" if start.parent is None else f"line {i}")
        out.append(Line(i, name, branch, leaf.depth, parent, leaf))
    return out


def outline(root: Node, shown: Node, leaf: Node, viewer: int | None = ALL) -> dict[str, Any]:
    """The tree for a page to draw, as an analysis board's move list: a block per line, its
    own moves in order (each with its path of child indices, ``"0.1.0"``, and a label as
    ``viewer`` may read it), and the variations branching from its moves as blocks of their
    own (``after``: the move they branch after). ``current``: the position shown;
    ``on_line``: the line being shown."""
    found = lines(root)
    by_start = {id(line.leaf.line_start()): line for line in found}
    on_line = {id(node) for node in leaf.path()}

    def block(start: Node) -> dict[str, Any]:
        line = by_start[id(start)]
        nodes: list[dict[str, Any]] = []
        branches: list[dict[str, Any]] = []
        node = start
        while True:
            nodes.append({"path": ".".join(map(str, node.indices())), "move": node.depth,
                          "label": _label(node, viewer), "current": node is shown,
                          "on_line": id(node) in on_line})
            branches += [{"after": len(nodes) - 1, "block": block(child)}
                         for child in node.children[1:]]
            if not node.children:
                break
            node = node.children[0]
        return {"line": line.index, "name": line.name, "main": start.parent is None,
                "shown": line.leaf is leaf, "nodes": nodes, "branches": branches}

    return block(root)


def _label(node: Node, viewer: int | None) -> str:
    """A node's move as a chip reads. For everyone (``ALL``, a teacher) and for the seat
    that decided, the action: ``s0: throw Star``. For anyone else, the log's public words,
    since the action may name a hidden card (``hide 1S``): ``s0: throws a card face down``,
    ``chance: seat 0 draws a Minor Arcana``."""
    if node.parent is None or not node.decisions:
        return "start"  # the game as it began (its setup, by chance, is in the picture)
    seat, action = node.decisions[0]
    if viewer == ALL or (seat == viewer and seat != CHANCE):
        text = str(action) if len(str(action)) <= 40 else str(action)[:39] + "…"
    else:
        text = node.said or "a decision"
        if seat != CHANCE and SEAT_WORDS.match(text):
            return SEAT_WORDS.sub(r"s\1: ", text, count=1)
    return f"chance: {text}" if seat == CHANCE else f"s{seat}: {text}"


SEAT_WORDS = re.compile(r"^seat (\d+) ")


def said(state: State, events_before: int) -> str:
    """The first public event since ``events_before`` (a node's ``said``)."""
    events = state.events
    return events[events_before].text if len(events) > events_before else ""


def find(root: Node, path: str) -> Node | None:
    """The node at ``path`` (child indices joined by dots; ``""`` is the root), or None."""
    node = root
    for part in path.split(".") if path else ():
        if not part.isdigit() or int(part) >= len(node.children):
            return None
        node = node.children[int(part)]
    return node


# ---------------------------------------------------------------------- files
def to_dict(game: str, options: dict[str, Any], root: Node, current: Node, leaf: Node
            ) -> dict[str, Any]:
    def node_dict(node: Node) -> dict[str, Any]:
        out: dict[str, Any] = {"decisions": [["chance" if s == CHANCE else s, str(a)]
                                             for s, a in node.decisions]}
        if node.name:
            out["name"] = node.name
        if node.children:
            out["children"] = [node_dict(child) for child in node.children]
        return out

    return {"format": FORMAT, "version": VERSION, "game": game, "options": dict(options),
            "tree": node_dict(root), "current": current.indices(), "line": leaf.indices()}


def to_json(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1)


@dataclass
class Loaded:
    """A checked exploration: the game at the root, the tree, where the reader was."""

    root_state: State
    root: Node
    current: Node
    leaf: Node


def load(path: str | Path) -> Loaded:
    """Read, schema-check and re-check an exploration file (``RecordError`` says where)."""
    with Path(path).open("rb") as handle:
        raw = handle.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise RecordError("/", f"{shown(str(path))} is larger than {MAX_BYTES:,} bytes")
    return from_json(raw)


def from_json(text: str | bytes) -> Loaded:
    from ..core.record import _no_constant, _no_duplicates

    try:
        data = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except (ValueError, RecursionError) as err:
        raise RecordError("/", f"not valid JSON ({shown(str(err), 160)[1:-1]})") from None
    return from_dict(data)


def from_dict(data: Any) -> Loaded:
    """Check the schema, then replay every line with the rules."""
    if not isinstance(data, dict):
        raise RecordError("/", "an exploration is a JSON object")
    required = {"format", "version", "game", "options", "tree", "current", "line"}
    missing = sorted(required - data.keys())
    if missing:
        raise RecordError("/", f"missing field {missing[0]!r}")
    extra = sorted(data.keys() - required)
    if extra:
        raise RecordError(f"/{shown(extra[0], 40)[1:-1]}", "unknown field")
    if data["format"] != FORMAT:
        raise RecordError("/format", f"expected {FORMAT!r}, got {shown(data['format'])}")
    if data["version"] != VERSION or type(data["version"]) is not int:
        raise RecordError("/version", f"this tarotlab reads version {VERSION}")
    if not isinstance(data["game"], str) or not isinstance(data["options"], dict):
        raise RecordError("/game", "a game name and an options object are needed")
    for key, value in data["options"].items():
        if not isinstance(value, str | int | bool | None) or isinstance(value, float) or (
                isinstance(value, str) and len(value) > MAX_TEXT):
            raise RecordError(f"/options/{shown(key, 40)[1:-1]}", "unsupported option value")
    root_state = start_recorded(data["game"], data["options"])
    counter = [0]
    root = _check_node(data["tree"], None, root_state, "/tree", counter, 0)
    current = _follow(root, data["current"], "/current")
    leaf = _follow(root, data["line"], "/line")
    if leaf.children or current not in leaf.path():
        raise RecordError("/line", "the line must end at a leaf on the current position's path")
    return Loaded(root_state, root, current, leaf)


def _check_node(raw: Any, parent: Node | None, state: State, where: str, counter: list[int],
                depth: int) -> Node:
    if not isinstance(raw, dict) or not set(raw) <= {"decisions", "name", "children"}:
        raise RecordError(where, "a node is an object of decisions, an optional name and "
                          "optional children")
    counter[0] += 1
    if counter[0] > MAX_NODES or depth > 5_000:
        raise RecordError(where, f"more than {MAX_NODES:,} positions")
    decisions = raw.get("decisions")
    if not isinstance(decisions, list) or (parent is not None and not decisions):
        raise RecordError(f"{where}/decisions", "a list of decisions (empty only at the root)")
    name = raw.get("name")
    if name is not None and (not isinstance(name, str) or not 0 < len(name) <= MAX_NAME):
        raise RecordError(f"{where}/name", f"a name is text of 1 to {MAX_NAME} characters")
    taken = []
    events_before = len(state.events)
    for i, item in enumerate(decisions):
        spot = f"{where}/decisions/{i}"
        if not isinstance(item, list) or len(item) != 2:
            raise RecordError(spot, "a decision is a pair [seat, action text]")
        seat, text = item
        seat = CHANCE if seat == "chance" else seat
        if type(seat) is not int or not isinstance(text, str) or not 0 < len(text) <= MAX_TEXT:
            raise RecordError(spot, "a seat number or 'chance', and an action's text")
        taken.append((seat, apply_recorded(state, seat, text, spot)))
    if parent is None and state.options["auto_chance"]:
        state._autoplay_chance()
        taken = list(state.history)
    node = Node(tuple(taken), parent, [], name, said(state, events_before))
    children = raw.get("children", [])
    if not isinstance(children, list):
        raise RecordError(f"{where}/children", "children are a list of nodes")
    seen: set[Decisions] = set()
    for i, child in enumerate(children):
        branch = state.clone()
        kid = _check_node(child, node, branch, f"{where}/children/{i}", counter, depth + 1)
        if kid.decisions[:1] in {d[:1] for d in seen}:
            raise RecordError(f"{where}/children/{i}", "two variations start with the same "
                              "decision")
        seen.add(kid.decisions)
        node.children.append(kid)
    return node


def _follow(root: Node, indices: Any, where: str) -> Node:
    if not isinstance(indices, list) or not all(type(i) is int for i in indices):
        raise RecordError(where, "a list of child indices")
    node = root
    for n, i in enumerate(indices):
        if not 0 <= i < len(node.children):
            raise RecordError(f"{where}/{n}", f"no child {i} there")
        node = node.children[i]
    return node
