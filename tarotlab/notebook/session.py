"""Session: a game being explored, as a tree of lines, for notebooks, classrooms and tests.

Plain Python (no ipywidgets): ``play``, ``undo``, ``redo``, ``goto`` and ``bot_move`` return
Verdicts instead of raising, so a widget callback can show the answer to "why can't I do
that?" rather than a traceback.

Playing after an undo starts a new *variation* and keeps the old line, as a chess analysis
board does: ``lines()`` lists them, ``switch``, ``promote``, ``delete`` and ``name_line``
manage them, ``compare`` tells what differs at their ends, and ``save`` / ``Session.load``
keep the whole tree in a file (``variations.py``).

>>> s = Session("arcana", seed=3)
>>> s.play("throw Star").ok, s.undo().ok, s.play("throw Sun").ok
(True, True, True)
>>> [str(line) for line in s.lines()]
['0: main line (main line, 1 moves)', '1: line 1 (branches from line 0 after move 0, 1 moves)']
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..bots import Bot, bot_decision, make_bot
from ..core.engine import ALL, CHANCE, Action, Event, State
from ..core.errors import TarotlabError, shown
from ..core.rng import Rng
from ..core.rules import LEGAL, Verdict
from . import variations
from .compare import Comparison, compare_states
from .variations import Line, Node

if TYPE_CHECKING:
    from ..search.hint import Hint
    from ..search.review import Judgement

LineRef = int | str | Line
"""A line by its index in ``lines()``, its name, or the Line itself."""


class Session:
    """A game being explored: a tree of positions, the one shown, the line it is on, bots.

    A *position* is a place a person can land on: the start, and the position after each
    decision a seat takes (with automatic chance, the chance decisions that follow it belong
    to it). ``position`` counts them along the current line, like the moves of a chess game.
    """

    def __init__(self, game: State | str, *, bots: Mapping[int, Bot | str] | None = None,
                 perspective: int | str | None = "auto", bot_seed: int = 0,
                 **options: Any) -> None:
        """``perspective``: the seat whose view is shown; ``"auto"`` shows the one person's
        seat when bots play every other seat, else everything (ALL)."""
        from .. import new_game

        if isinstance(game, State):
            if options:
                raise TarotlabError("options go to new_game(), not to a Session of a started game")
            self.state: State = game.clone()
        else:
            self.state = new_game(game, **options)
        # A Session of a started game keeps that game's history as its starting point.
        self._root = Node(tuple(self.state.history))
        self._node = self._root
        self._leaf = self._root
        self.bots: dict[int, Bot] = {}
        for seat, bot in (bots or {}).items():
            self.set_bot(seat, bot)
        people = [s for s in range(self.state.players) if s not in self.bots]
        if perspective == "auto":
            perspective = people[0] if len(people) == 1 and self.bots else ALL
        assert not isinstance(perspective, str)
        self.perspective: int | None = perspective
        self._rng = Rng(bot_seed, stream=0x5E55)
        self.draw_chance = False
        """Chance decisions are drawn from the game's seed as bots move (a game with
        ``auto_chance`` off, such as a lesson's, played on with bots)."""

    # ------------------------------------------------------------------ seats and bots
    @property
    def game(self) -> str:
        return self.state.GAME

    def set_bot(self, seat: int, bot: Bot | str | None) -> None:
        """Let a bot play ``seat`` (a name such as ``"greedy"``, a Bot, or None for a person)."""
        if not 0 <= seat < self.state.players:
            raise TarotlabError(f"{self.game}: no seat {seat}")
        if bot is None:
            self.bots.pop(seat, None)
        else:
            self.bots[seat] = make_bot(bot, self.game) if isinstance(bot, str) else bot

    @property
    def people(self) -> list[int]:
        """The seats a person plays (every seat without a bot)."""
        return [s for s in range(self.state.players) if s not in self.bots]

    # ------------------------------------------------------------------ playing
    def play(self, action: Action | str) -> Verdict:
        """Decide for the seat to move; returns the verdict (nothing changes if illegal).

        After an undo, a decision that differs from the one played before starts a new
        variation; the same decision simply goes forward on its line again.
        """
        verdict = self.state.check(action)
        if not verdict.ok:
            return verdict
        before, events_before = self.state.step, len(self.state.events)
        self.state.apply(action)
        taken = tuple(self.state.history[before:])
        child = next((c for c in self._node.children if c.decisions == taken), None)
        if child is None:
            child = Node(taken, self._node, said=variations.said(self.state, events_before))
            self._node.children.append(child)
            self._leaf = child
        elif child not in self._leaf.path():
            self._leaf = child.main_leaf()
        self._node = child
        return LEGAL

    @property
    def moves_itself(self) -> bool:
        """Is the next decision a bot's (or chance drawn from the seed, ``draw_chance``)?"""
        to_move = self.state.to_move
        return to_move in self.bots or (self.draw_chance and to_move == CHANCE)

    def bot_move(self) -> Verdict:
        """Let a bot decide for the seat to move (its own bot, else a random one); at a chance
        decision, the seeded outcome."""
        seat = self.state.to_move
        if seat is None:
            return Verdict(False, self._over_rule(), "the game is over")
        if seat == CHANCE:
            return self.chance()
        bot = self.bots.get(seat) or make_bot("random", self.game)
        return self.play(bot_decision(self.state, bot, self._rng))

    def hint(self, seconds: float | None = 1.5, candidate: Action | str | None = None,
             iterations: int | None = None, workers: int | None = None) -> Hint:
        """What a search from the deciding seat's own information advises here, and why, in
        words (``tarotlab.search.hint``; ``candidate``: the move the learner has in mind, set
        beside the best; ``workers``: processes searching at once, two by default on a
        machine with two cores). It reads only determinizations of that seat's information, never
        another seat's hidden cards; it changes nothing.

        >>> s = Session("arcana", seed=2)
        >>> s.hint(iterations=100).best in s.state.legal_actions()
        True
        """
        from ..search.hint import hint

        return hint(self.state, seconds=seconds, iterations=iterations, candidate=candidate,
                    workers=workers)

    def review(self, seat: int, seconds: float | None = 1.0,
               iterations: int | None = None) -> list[Judgement]:
        """Each decision ``seat`` took so far, searched again from what it knew then and
        judged fine, inaccuracy, mistake or blunder by the chance of winning it gave away,
        with the better move (``tarotlab.search.review``); it changes nothing."""
        from ..search.review import review

        return review(self.state, seat, seconds=seconds, iterations=iterations)

    def play_bots(self, limit: int = 10_000) -> int:
        """Let bots play every bot seat (and chance, with ``draw_chance``) until a person's
        turn or the end; returns how many."""
        n = 0
        while n < limit and self.moves_itself:
            self.bot_move()
            n += 1
        return n

    def chance(self, outcome: Action | str | None = None) -> Verdict:
        """Resolve a pending chance decision: the seeded outcome, or one you choose."""
        if self.state.to_move != CHANCE:
            return Verdict(False, f"{self.game} chance", "no chance decision is pending")
        return self.play(outcome if outcome is not None else self.state.sample_chance())

    # ------------------------------------------------------------------ moving on the line
    @property
    def position(self) -> int:
        """How many moves from the start the shown position is (0: the start)."""
        return self._node.depth

    @property
    def position_id(self) -> int:
        """An id of the position shown, the same while it is shown (for caching pictures)."""
        return id(self._node)

    @property
    def positions(self) -> int:
        """How many positions the current line has (undo/redo/goto move among them)."""
        return self._leaf.depth + 1

    def goto(self, position: int) -> Verdict:
        """Jump to a position of the current line (0 is the start, ``positions - 1`` its end)."""
        if not 0 <= position < self.positions:
            return Verdict(False, "session", f"no position {position} on this line "
                           f"(0..{self.positions - 1})")
        self._move_to(self._leaf.path()[position])
        return LEGAL

    def undo(self) -> Verdict:
        """Go back one position (the line stays, to redo or to branch from)."""
        if self._node.parent is None:
            return Verdict(False, "session", "nothing to undo: this is the start of the game")
        self._move_to(self._node.parent)
        return LEGAL

    def redo(self) -> Verdict:
        """Go forward one position along the current line."""
        if self._node is self._leaf:
            return Verdict(False, "session", "nothing to redo: this is the end of the line")
        path = self._leaf.path()
        self._move_to(path[path.index(self._node) + 1])
        return LEGAL

    def go(self, path: str) -> Verdict:
        """Show the position at ``path`` of the tree (``outline``'s paths, ``"0.1"``); off the
        line shown, the line through it is shown from then on."""
        node = variations.find(self._root, path)
        if node is None:
            return Verdict(False, "session", f"no position {shown(path)} in this exploration")
        if node not in self._leaf.path():
            self._leaf = node.main_leaf()
        self._move_to(node)
        return LEGAL

    def line_at(self, path: str) -> Line:
        """The line the position at ``path`` is on (to name, promote or delete it)."""
        node = variations.find(self._root, path)
        if node is None:
            raise TarotlabError(f"no position {shown(path)} in this exploration")
        leaf = node.main_leaf()
        return next(line for line in self.lines() if line.leaf is leaf)

    def outline(self, viewer: int | None = ALL) -> dict[str, Any]:
        """The lines as a tree, for a page to draw, its moves as ``viewer`` may read them
        (``variations.outline``)."""
        return variations.outline(self._root, self._node, self._leaf, viewer)

    def _move_to(self, node: Node) -> None:
        self._node = node
        self.state.rebuild(node.history())

    # ------------------------------------------------------------------ lines
    def lines(self) -> list[Line]:
        """Every line: the main line first, then the variations (where each branches)."""
        return variations.lines(self._root)

    def unused_name(self, name: str) -> str:
        """``name``, or ``name (2)``, ``name (3)``... if a line is already called that: a name
        ``add_line`` accepts.

        >>> s = Session("arcana", seed=2)
        >>> s.unused_name("coach: throw Star"), s.unused_name("main line")
        ('coach: throw Star', 'main line (2)')
        """
        names = {line.name for line in self.lines()}
        return next(candidate for candidate in (name if i < 2 else f"{name} ({i})"
                                                for i in range(1, len(names) + 3))
                    if candidate not in names)

    def add_line(self, actions: tuple[Action | str, ...] | list[Action | str],
                 name: str | None = None) -> Line:
        """Add ``actions``, played from the position shown, as a line (a variation where they
        leave the line shown, called ``name`` if given), and stay where you are: ``redo``
        steps through it. A hint's line (``Hint.line``) is added this way. If one of them is
        illegal, nothing changes.

        >>> s = Session("arcana", seed=2)
        >>> s.add_line(["throw Star"]).end, s.positions
        (1, 2)
        """
        trial = self.state.clone()
        for action in actions:
            verdict = trial.check(action)
            if not verdict.ok:
                raise TarotlabError(f"{shown(str(action))} cannot be added to the line: "
                                    f"{verdict.reason} [{verdict.rule}]")
            trial.apply(action)
        if name is not None and any(line.name == name for line in self.lines()):
            raise TarotlabError(f"a line is already called {shown(name)}")
        start, known = self._node, {id(n) for n in variations.leaves(self._root)}
        for action in actions:
            self.play(action)
        leaf = self._leaf
        self._move_to(start)
        line = next(line for line in self.lines() if line.leaf is leaf)
        if name is not None and id(leaf) not in known and leaf.line_start() in leaf.path()[
                len(start.path()):]:  # a new variation, begun by these moves: named
            leaf.line_start().name = name
            line = next(line for line in self.lines() if line.leaf is leaf)
        return line

    @property
    def line(self) -> Line:
        """The line being shown."""
        return next(line for line in self.lines() if line.leaf is self._leaf)

    def _find(self, ref: LineRef) -> Line:
        found = self.lines()
        if isinstance(ref, Line):
            ref = ref.index
        if isinstance(ref, int) and not isinstance(ref, bool):
            if 0 <= ref < len(found):
                return found[ref]
        elif isinstance(ref, str):
            for line in found:
                if line.name == ref:
                    return line
        names = ", ".join(f"{line.index} {line.name!r}" for line in found)
        raise TarotlabError(f"no line {shown(ref)} (lines: {names})")

    def switch(self, ref: LineRef, position: int | None = None) -> Verdict:
        """Show another line, at its end (or at ``position`` on it)."""
        line = self._find(ref)
        self._leaf = line.leaf
        path = line.leaf.path()
        where = len(path) - 1 if position is None else position
        if not 0 <= where < len(path):
            return Verdict(False, "session", f"no position {where} on {line.name}")
        self._move_to(path[where])
        return LEGAL

    def name_line(self, name: str, ref: LineRef | None = None) -> None:
        """Name a line (the current one by default): names show in ``lines()`` and files."""
        if not isinstance(name, str) or not 0 < len(name) <= variations.MAX_NAME:
            raise TarotlabError(f"a line's name is text of 1 to {variations.MAX_NAME} "
                                "characters")
        if any(line.name == name for line in self.lines()):
            raise TarotlabError(f"a line is already called {shown(name)}")
        line = self._find(ref) if ref is not None else self.line
        line.leaf.line_start().name = name

    def promote(self, ref: LineRef | None = None) -> None:
        """Make a line the main line: at each branch on its way it becomes the first choice.
        Names follow their lines (the old main line keeps its name as a variation)."""
        line = self._find(ref) if ref is not None else self.line
        node = line.leaf
        while node.parent is not None:
            parent = node.parent
            first = parent.children[0]
            if first is not node:
                start = parent.line_start()  # the line through ``parent`` and ``first``
                first.name, start.name, node.name = start.name, node.name, None
                parent.children.remove(node)
                parent.children.insert(0, node)
            node = parent

    def delete(self, ref: LineRef) -> Verdict:
        """Delete a variation (and the variations that branch from it)."""
        line = self._find(ref)
        start = line.leaf.line_start()
        parent = start.parent
        if parent is None:
            return Verdict(False, "session", "the main line cannot be deleted: promote "
                           "another line first")
        shown_inside = any(n is start for n in self._node.path())
        line_inside = any(n is start for n in self._leaf.path())
        parent.children.remove(start)
        if shown_inside:  # the position shown goes: back to where the variation began
            self._leaf = parent.main_leaf()
            self._move_to(parent)
        elif line_inside:
            self._leaf = self._node.main_leaf()
        return LEGAL

    def compare(self, a: LineRef, b: LineRef) -> Comparison:
        """What differs at the ends of two lines: whose move, scores, hands, board."""
        first, second = self._find(a), self._find(b)
        return compare_states(self._state_at(first.leaf), self._state_at(second.leaf),
                              first.name, second.name, self.perspective)

    def _state_at(self, node: Node) -> State:
        state = self.state.clone()
        state.rebuild(node.history())
        return state

    # ------------------------------------------------------------------ files
    def save(self, path: str | Path) -> None:
        """Write the whole tree (every line, names, where you are) as versioned JSON."""
        data = variations.to_dict(self.game, self.state.options, self._root, self._node,
                                  self._leaf)
        Path(path).write_text(variations.to_json(data) + "\n", encoding="utf-8")

    def copy(self) -> Session:
        """An independent copy of the whole exploration (every line, names, where you are,
        bots and perspective): for a widget that should not move with later cells. (A
        prepared position, edited rather than played, has no record to save, so this copies
        in memory.)"""
        twin = copy.copy(self)
        twin.state = self.state.clone()
        twin.bots = dict(self.bots)
        twin._rng = copy.deepcopy(self._rng)
        twins: dict[int, Node] = {}
        twin._root = Node(self._root.decisions, None, [], self._root.name)
        twins[id(self._root)] = twin._root
        todo = [self._root]
        while todo:
            node = todo.pop()
            for child in node.children:
                dup = Node(child.decisions, twins[id(node)], [], child.name, child.said)
                twins[id(node)].children.append(dup)
                twins[id(child)] = dup
                todo.append(child)
        twin._node, twin._leaf = twins[id(self._node)], twins[id(self._leaf)]
        return twin

    @classmethod
    def load(cls, path: str | Path, **kwargs: Any) -> Session:
        """Rebuild a saved exploration, re-checking every decision of every line."""
        return cls._loaded(variations.load(path), **kwargs)

    @classmethod
    def _loaded(cls, loaded: variations.Loaded, **kwargs: Any) -> Session:
        session = cls(loaded.root_state, **kwargs)
        session._root = loaded.root
        session._leaf = loaded.leaf
        session._move_to(loaded.current)
        return session

    # ------------------------------------------------------------------ what to show
    def view(self) -> Any:
        return self.state.view(self.perspective)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.state.events

    def status(self) -> str:
        """One line: the move (as the position slider counts), whose turn, or how it ended."""
        s = self.state
        where = f"move {self.position} of {self.positions - 1}"
        if s.outcome is not None:
            return f"Game over — {s.outcome} · {where}"
        who = "chance" if s.to_move == CHANCE else f"seat {s.to_move}"
        bot = f" ({self.bots[s.to_move].name} bot)" if s.to_move in self.bots else ""
        return f"{self.game} · {where} · {who}{bot} to move"

    def _over_rule(self) -> str:
        return self.state.outcome.rule if self.state.outcome else "session"
