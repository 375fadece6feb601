"""Information-Set MCTS over determinizations, one tree per seat (Cowling, Powley and
Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012: MO-ISMCTS),
pure Python.

Each iteration draws a determinization of the searcher's information (``State.determinize``:
never the hidden cards), walks the tree while every action there has been tried, expands one
untried action, plays the game out with a rollout policy and credits each decision on the
path with the result for the seat that took it.

Every seat has a tree of its own, and a node is what that seat has observed: after each
decision every seat moves to the child for what it saw (the new events, which are public,
and its own view), and the seat to move chooses among the statistics of its own tree. Two
decisions that look alike to a seat (a card thrown face down, a card drawn into a rival's
hand) lead it to the same node, so no seat's choice can depend on a card it has not seen:
Arcana's second thrower meets one node whatever the first throw was, and the searcher's own
throw cannot be answered by a rival who peeks (a single tree, keyed by the searcher's view,
would let it). The searcher's tree starts at its root; another seat's starts at the node for
its view of the determinization. Statistics live on edges with an availability count (an
action is legal only in some determinizations): UCB1 uses the times an action was
available, not the parent's visits. The method's known limit remains: "strategy fusion" (a
seat plays one policy across the worlds it cannot tell apart, so the search cannot plan to
use what a seat will learn later), and every world is weighed alike, so a rival's habits
count for nothing (the coach notebook says so in plain words).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any

from ..core.chances import result_shares
from ..core.engine import CHANCE, Action, Event, State
from ..core.errors import TarotlabError
from ..core.intervals import wilson
from ..core.rng import Rng
from .parallel import Tally, default_workers, in_workers

RESERVE = 0.02
"""The share of a timed search's budget left unused: Python's full garbage collections
(about 0.1 s in a 1.5 s Arcana hint's heap) come when they come, and one in the last
iteration made a hint late."""
_RELEASED: list[object] = []
"""The last search's trees, freed when the next search starts: freeing a tree of thousands
of nodes took 40 ms after a 1.5 s Arcana hint, time the learner would wait for nothing."""
FOLLOWING = 6
"""How many events after a root action the search tallies for ``ActionStats.typical``."""
TYPICAL = 6
"""How many of those events, the most frequent first, ``ActionStats.typical`` keeps."""
Sampler = Callable[[Rng], State]
"""Draws a determinization of the searcher's information (``InfoSet.sample``)."""
Prior = Callable[[State, Sequence[Action]], dict[Action, float]]
"""The seat to move's prior over its legal actions in a determinization (``GreedyPrior``):
PUCT tries likely moves first, for the searcher and for the seats it plays against."""
Rollout = Callable[[State, Rng], tuple[float, ...]]
"""Plays a state on in place and returns each seat's expected result, 0 to 1 (``random_rollout``
and ``BotRollout`` play to the end; ``ValueRollout`` stops early and asks a position value)."""


@dataclass(frozen=True)
class ActionStats:
    """One of the searcher's candidates at the root: how often the search tried it, the share
    of those games the searcher won (a draw shares the win), its 95% Wilson interval, and the
    events that followed it most often in the searched futures, with how many times each (out
    of ``visits``; the first ``FOLLOWING`` events after the action in each)."""

    action: Action
    visits: int
    win_rate: float
    interval: tuple[float, float]
    typical: tuple[tuple[Event, int], ...] = ()

    def __str__(self) -> str:
        low, high = self.interval
        return (f"{self.action}: wins {self.win_rate:.0%} of {self.visits:,} simulated games "
                f"(95% interval {low:.0%}-{high:.0%})")


@dataclass(frozen=True)
class Analysis:
    """What a search for ``seat`` found: every root candidate, most visited first (after a
    halving, ``search(halving=True)``, its last candidates first, the best rate first)."""

    seat: int
    seconds: float
    iterations: int
    stats: tuple[ActionStats, ...]
    common: frozenset[Event] = frozenset()
    """Events that followed every candidate every time (a card thrown face down): they tell
    the candidates apart in nothing, so ``typical`` leaves them out."""
    tree: _Node | None = field(default=None, compare=False, repr=False)
    """The searcher's node where it decided (this process's search), for ``line``."""

    def line(self, limit: int = 12) -> tuple[Action, ...]:
        """The best move and the seat's own decisions the search expects after it, read from
        the search's tree alone (never the real position, which holds what the seat has not
        seen): the line goes on while, in every searched future, the seat decided next with
        nothing drawn and no other seat deciding between, and saw the same thing each time.
        So two positions the seat cannot tell apart give the same line. Playing it checks
        that it is legal (``Session.add_line``).

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=2)
        >>> found = search(lambda rng: s.determinize(0, rng), 0, Rng(3), iterations=60)
        >>> found.line() == (found.best(),)  # a throw: then the other seat throws
        True
        """
        node, taken = self.tree, [self.best()]  # the line starts with the best move
        while node is not None and len(taken) < limit:
            edge = node.edges.get(taken[-1])
            if edge is None or edge.interrupted or len(edge.children) != 1:
                break  # drawn, another seat's, or seen differently in different futures
            node = next(iter(edge.children.values()))
            tried = [(e.visits, a) for a, e in node.edges.items() if a != _SEEN and e.visits]
            if not tried or _SEEN in node.edges:
                break
            taken.append(max(tried)[1])
        return tuple(taken)

    def best(self) -> Action:
        """The most visited candidate (the robust choice: visits, not the noisier rate), or,
        after a halving, the better rate of its last candidates, which had equal turns."""
        return self.stats[0].action

    def of(self, action: Action) -> ActionStats | None:
        """The statistics of one candidate (None if the search never tried it)."""
        return next((s for s in self.stats if s.action == action), None)

    def __str__(self) -> str:
        head = (f"seat {self.seat}: {self.iterations:,} simulated games in "
                f"{self.seconds:.2f} s")
        return "\n".join([head, *(f"  {s}" for s in self.stats)])


class _Edge:
    """An action from a node: its visits, the mover's summed result, how often it was legal,
    the nodes it led to, by what the searcher observed, and whether in some searched future
    something came between it and its mover's next decision (a draw, another seat's
    decision, the end: ``Analysis.line`` stops there)."""

    __slots__ = ("available", "children", "interrupted", "reward", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.interrupted = False
        self.children: dict[Hashable, _Node] = {}


class _Node:
    __slots__ = ("edges", "priors")

    def __init__(self) -> None:
        self.edges: dict[Action, _Edge] = {}
        self.priors: dict[Action, float] | None = None  # PUCT's, from the first visit


def rewards(state: State) -> tuple[float, ...]:
    """Each seat's result of a finished game: a winner's share of 1 (a draw shares it among
    every seat)."""
    shares = result_shares(state)
    assert shares is not None
    return shares


def random_rollout(state: State, rng: Rng) -> tuple[float, ...]:
    """Play on to the end with uniformly random legal decisions (chance as the state's seed
    gives it)."""
    while not state.is_over:
        if state.to_move == CHANCE:
            state.apply(state.sample_chance())
        else:
            state.apply(rng.choice(state.legal_actions()))
    return rewards(state)


class ValueRollout:
    """Play ``depth`` random decisions on, then, unless the game ended, take ``value(state)``:
    each seat's chance of winning from there (a game's hand-tuned position value). Far cheaper
    than playing to the end, and far less noisy than a random game's result."""

    def __init__(self, value: Callable[[State], tuple[float, ...]], depth: int = 0) -> None:
        self.value = value
        self.depth = depth

    def __call__(self, state: State, rng: Rng) -> tuple[float, ...]:
        for _ in range(self.depth):
            if state.is_over:
                break
            if state.to_move == CHANCE:
                state.apply(state.sample_chance())
            else:
                state.apply(rng.choice(state.legal_actions()))
        return rewards(state) if state.is_over else self.value(state)


class BotRollout:
    """Play on with a bot in every seat, each seeing only its own seat's view: ``bots()``
    makes them, fresh for every playout (a bot may remember its own moves, and that memory
    belongs to one game), so a playout depends only on its position and ``rng``."""

    def __init__(self, bots: Callable[[], Sequence[Any]]) -> None:
        self.bots = bots

    def __call__(self, state: State, rng: Rng) -> tuple[float, ...]:
        from ..bots import bot_decision

        bots = self.bots()
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            if seat == CHANCE:
                state.apply(state.sample_chance())
            else:
                state.apply(bot_decision(state, bots[seat], rng))
        return rewards(state)


class GreedyPrior:
    """A prior that puts ``weight`` on the move a bot (the game's greedy bot) would make from
    the seat's own view of the determinization, and spreads the rest evenly: a seat in the
    search is expected to play sensibly before the search has learned what it should play.
    Its figures are the search's, never the bot's own estimates. ``bot()`` makes the bot,
    fresh for every position with its own generator, as ``BotRollout`` does for a playout: a
    bot that remembers its own moves (the Mystick bot counts them to know when to draw,
    tarotlab D11) must judge each position alone, so a prior depends only on its position."""

    def __init__(self, bot: Callable[[], Any], weight: float = 0.5) -> None:
        self.bot = bot
        self.weight = weight

    def __call__(self, state: State, legal: Sequence[Action]) -> dict[Action, float]:
        seat = state.to_move
        assert seat is not None and seat >= 0
        rest = (1 - self.weight) / len(legal)
        priors = dict.fromkeys(legal, rest)
        priors[self.bot().choose(state.view(seat), legal, Rng(0, stream=0x9D))] += self.weight
        return priors


def search(sample: Sampler, seat: int, rng: Rng, *, seconds: float | None = 1.0,
           iterations: int | None = None, rollout: Rollout = random_rollout,
           exploration: float = 0.2, force: Action | None = None,
           deadline: float | None = None, prior: Prior | None = None,
           workers: int | None = 1, halving: bool = False) -> Analysis:
    """Search from ``seat``'s information for ``seconds`` (or exactly ``iterations``, which
    makes the result a function of ``rng`` alone) and return the root statistics. ``force``:
    every iteration starts with this action (a hint's look at the learner's own move).
    ``deadline``: a ``time.perf_counter()`` by which to be done instead of ``seconds`` (the
    caller's own set-up counted in); no iteration starts that would, at the mean pace so far,
    end after it, so a timed search ends on time, not one iteration late. ``prior``: choose
    by PUCT with these priors (``exploration`` is then PUCT's constant) instead of UCB1 after
    trying every action once. ``workers``: how many processes search at once, each its own
    trees (root parallelization, ``parallel.py``); None: ``parallel.default_workers``.
    ``halving``: spend the last ``HALVING_SHARE`` of the budget on sequential halving among
    the searcher's most visited candidates (``_Halving``), and name the best of those left
    as the best move, by its share of won futures (not with ``force``).

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=2)
    >>> s.apply("throw Star")
    >>> found = search(lambda rng: s.determinize(1, rng), 1, Rng(3), iterations=60)
    >>> found.iterations, found.best() in s.legal_actions()
    (60, True)
    """
    if seconds is None and iterations is None:
        raise TarotlabError("search needs a time budget (seconds) or a number of iterations")
    started = perf_counter()
    if deadline is None:
        deadline = math.inf if seconds is None else started + seconds
    if deadline != math.inf:  # a margin for a garbage collection in the last iteration
        deadline -= RESERVE * (deadline - started)
    _RELEASED.clear()  # the last search's trees, freed inside this one's budget
    if workers is None:
        workers = default_workers(timed=iterations is None)
    if workers < 1:
        raise TarotlabError(f"a search needs at least one worker, not {workers}")

    def grow(share: int | None, rng: Rng) -> Tally:
        return _grow(sample, seat, rng, share, deadline, rollout, exploration, force, prior,
                     started, halving and force is None)

    tally = in_workers(grow, workers, iterations, rng)
    if not tally.edges:
        raise TarotlabError("the search found no decision for this seat")
    return _analysis(seat, tally, perf_counter() - started)


def _grow(sample: Sampler, seat: int, rng: Rng, iterations: int | None, deadline: float,
          rollout: Rollout, exploration: float, force: Action | None, prior: Prior | None,
          started: float, halving: bool = False) -> Tally:
    """One process's search: iterate until ``iterations`` or ``deadline``, then tally the
    searcher's deciding node (its candidates' visits and results, what followed each, and
    the candidates a sequential halving left)."""
    root = _Node()
    others: dict[tuple[int, Hashable], _Node] = {}  # the other seats' roots, by their view
    done = 0
    followed: dict[Action, Counter[Event]] = {}
    halves = _Halving() if halving else None
    while (iterations is None or done < iterations) and (
            iterations is not None or done == 0 or
            perf_counter() + (perf_counter() - started) / done < deadline):
        state = sample(rng)
        trees = [root if s == seat else others.setdefault((s, state.view(s)), _Node())
                 for s in range(state.players)]
        pick = force
        if halves is not None and done:
            spent = (done / iterations if iterations is not None else
                     (perf_counter() - started) / (deadline - started))
            pick = halves.pick(_deciding(root), spent)
        first, start = _iterate(trees, state, rng, rollout, exploration, pick, prior, seat)
        if first is not None:  # the events after the searcher's action, each counted once
            events = state.events_since(start)[:FOLLOWING]
            followed.setdefault(first, Counter()).update(
                {Event(0, e.seat, e.text, e.rule): 1 for e in events})
        done += 1
    _RELEASED.append((root, others))
    decides = _deciding(root) if done else root
    return Tally(done, {a: (e.visits, e.reward) for a, e in decides.edges.items()}, followed,
                 tree=decides, finalists=halves.left() if halves is not None else ())


def _analysis(seat: int, tally: Tally, seconds: float) -> Analysis:
    """The root statistics of a search's tally, most visited first."""
    # an event that follows every candidate every time (a card thrown face down) tells them
    # apart in nothing: left out of what typically follows
    counts = [(tally.followed.get(a, Counter()), visits)
              for a, (visits, _) in tally.edges.items()]
    everywhere = set.intersection(*({ev for ev, n in followed.items() if n == visits}
                                    for followed, visits in counts)) if len(counts) > 1 else set()
    stats = []
    for action, (visits, reward) in tally.edges.items():
        rate = reward / visits if visits else 0.0
        followed = tally.followed.get(action, Counter())
        typical = tuple((ev, n) for ev, n in followed.most_common()
                        if ev not in everywhere)[:TYPICAL]
        stats.append(ActionStats(action, visits, rate, wilson(reward, visits), typical))
    finalists = set(tally.finalists)  # a halving's last candidates: the best rate first
    stats.sort(key=lambda s: (0, -s.win_rate, -s.visits, s.action) if s.action in finalists
               else (1, -s.visits, -s.win_rate, s.action))
    return Analysis(seat, seconds, tally.iterations, tuple(stats), frozenset(everywhere),
                    tally.tree if isinstance(tally.tree, _Node) else None)


HALVING_SHARE = 0.5
"""The share of a halving search's budget (``search(halving=True)``: hints) spent on
sequential halving among the searcher's candidates, after PUCT has spent the rest finding
the likely ones."""
HALVING_WIDTH = 4
"""How many of PUCT's most visited candidates the halving starts from (then 2, then the
better of those two is named)."""


class _Halving:
    """Sequential halving at the searcher's decision, after PUCT (Karnin, Koren and Somekh,
    ICML 2013; at a tree's root: Pepels, Cazenave, Winands and Lanctot, "Minimizing Simple
    and Cumulative Regret in Monte-Carlo Tree Search", CGW 2014). PUCT gives most of its
    visits to the move it already prefers, which suits a search that plays, but a hint must
    *name* the best move, and PUCT's runner-up may rest on a few dozen futures. So the
    budget's last ``HALVING_SHARE`` goes in equal turns, each iteration starting with the
    next candidate: first among the ``HALVING_WIDTH`` most visited, then among the better
    half of those by their share of won futures; the better of the last ones is named
    (``Tally.finalists``). Against plain PUCT at the same positions
    (``benchmarks/results-hints.md``): a longer search's best named more often (121 of 138
    hints against 112, not shown beyond doubt), two hints alike no more often."""

    __slots__ = ("rounds", "survivors", "turn")

    def __init__(self) -> None:
        self.survivors: list[Action] = []
        self.rounds = 0  # rounds begun
        self.turn = 0

    def pick(self, node: _Node, spent: float) -> Action | None:
        """The candidate that starts the next iteration, given the share of the budget spent
        (None: PUCT chooses, before the halving or with fewer than two candidates)."""
        rounds = max(1, math.ceil(math.log2(HALVING_WIDTH)))
        start = 1 - HALVING_SHARE
        due = 0 if spent < start else min(rounds, 1 + int((spent - start) / HALVING_SHARE
                                                          * rounds))
        while self.rounds < due:
            self._next_round(node)
        if len(self.survivors) < 2:
            return None
        self.turn += 1
        return self.survivors[self.turn % len(self.survivors)]

    def _next_round(self, node: _Node) -> None:
        tried = {a: e for a, e in node.edges.items() if a != _SEEN and e.visits}
        if self.rounds == 0:  # PUCT's most visited (the robust ranking)
            ranked = sorted(tried, key=lambda a: (-tried[a].visits, a))
            self.survivors = ranked[:HALVING_WIDTH]
        else:  # the better half by the share of won futures
            ranked = sorted(self.survivors,
                            key=lambda a: (-tried[a].reward / tried[a].visits, a))
            self.survivors = ranked[:math.ceil(len(ranked) / 2)]
        self.rounds += 1

    def left(self) -> tuple[Action, ...]:
        """The candidates of the last round (none if the halving never began)."""
        return tuple(self.survivors)


def _deciding(root: _Node) -> _Node:
    """The searcher's node where it decides: its root, or, when other seats' simultaneous
    decisions come first (``State.before_simultaneous``), the one node it sees after them (it
    cannot see what they chose, so every choice of theirs leads it there)."""
    node = root
    while set(node.edges) == {_SEEN}:
        children = node.edges[_SEEN].children
        if len(children) != 1:
            raise TarotlabError("the searcher saw what the seats deciding with it chose")
        node = next(iter(children.values()))
    return node


def _iterate(trees: list[_Node], state: State, rng: Rng, rollout: Rollout,
             exploration: float, force: Action | None = None,
             prior: Prior | None = None, searcher: int = 0) -> tuple[Action | None, int]:
    """One selection, expansion, rollout and backup on the determinization ``state``: each
    seat walks its own tree (``trees``, by what it observed), and the seat to move chooses in
    its own, so no seat's choice can depend on what it has not seen. Returns the searcher's
    first action (None if the iteration ended before it) and how many events there were just
    before it."""
    path: list[tuple[_Edge, int]] = []
    first: Action | None = None
    before = 0
    nodes = list(trees)
    expanded = False
    # a new node ends the walk, but not before the searcher has decided: when rivals'
    # simultaneous decisions come first (``State.before_simultaneous``), each iteration
    # goes on through theirs to the searcher's own, so a search of any length has one
    while not state.is_over and not (expanded and first is not None):
        mover = state.to_move
        assert mover is not None
        if mover == CHANCE:  # explicit chance (auto_chance off): the determinization's draw
            state.apply(state.sample_chance())
            continue
        legal = state.legal_actions()
        node = nodes[mover]
        edges = node.edges
        untried = [a for a in legal if a not in edges]
        for action in legal:
            edge = edges.get(action)
            if edge is not None:
                edge.available += 1
        if force is not None and first is None and mover == searcher and force in legal:
            action = force
            edge = edges.get(action)
            if edge is None:
                edge = edges[action] = _Edge()
                edge.available = 1
                expanded = len(legal) > 1  # a forced move is no choice to learn
        elif prior is not None and len(legal) > 1:
            if node.priors is None:
                node.priors = prior(state, legal)
            action = _puct(edges, legal, node.priors, exploration)
            edge = edges.get(action)
            if edge is None:
                edge = edges[action] = _Edge()
                edge.available = 1
                expanded = True
        elif untried:
            action = untried[rng.below(len(untried))]
            edge = edges[action] = _Edge()
            edge.available = 1
            expanded = len(legal) > 1
        else:
            action = _ucb(edges, legal, exploration)
            edge = edges[action]
        seen, steps = state.event_count, state.step
        state.apply(action)
        if state.step != steps + 1 or state.to_move != mover:
            edge.interrupted = True
        path.append((edge, mover))
        if first is None and mover == searcher:
            first, before = action, seen
        new = state.events_since(seen)
        for seat, node in enumerate(nodes):
            key = (new, state.view(seat))
            if seat == mover:
                node = _child(edge, key)
            else:  # another seat's move, as this seat saw it
                node = _child(node.edges.setdefault(_SEEN, _Edge()), key)
            nodes[seat] = node
    result = rollout(state, rng)
    for edge, mover in path:
        edge.visits += 1
        edge.reward += result[mover]
    return first, before


_SEEN = Action("(another seat's decision)")
"""The edge under which a seat's tree files what it saw of the other seats' decisions."""


def _child(edge: _Edge, key: Hashable) -> _Node:
    child = edge.children.get(key)
    if child is None:
        child = edge.children[key] = _Node()
    return child


FIRST_PLAY = 0.5
"""PUCT's value of an action not yet tried (a fair chance, between a loss and a win)."""


def _puct(edges: dict[Action, _Edge], legal: Sequence[Action], priors: dict[Action, float],
          exploration: float) -> Action:
    """PUCT (Silver et al. 2017) among the legal actions, the parent's visits counted over
    the actions legal here (availability); an action the priors did not list (legal in this
    determinization only) gets an even share."""
    visits = 0
    for action in legal:
        edge = edges.get(action)
        if edge is not None:
            visits += edge.visits
    scale = exploration * math.sqrt(visits + 1)
    even = 1 / len(legal)
    best, choice = -math.inf, legal[0]
    for action in legal:
        edge = edges.get(action)
        n = edge.visits if edge is not None else 0
        value = (edge.reward / n if edge is not None and n else FIRST_PLAY) + \
            scale * priors.get(action, even) / (1 + n)
        if value > best:
            best, choice = value, action
    return choice


def _ucb(edges: dict[Action, _Edge], legal: Sequence[Action], exploration: float) -> Action:
    """UCB1 with availability counts among the legal actions (all tried)."""
    best, choice = -math.inf, legal[0]
    for action in legal:
        edge = edges[action]
        value = edge.reward / edge.visits + exploration * math.sqrt(
            math.log(edge.available) / edge.visits)
        if value > best:
            best, choice = value, action
    return choice
