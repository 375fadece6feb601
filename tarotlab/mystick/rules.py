"""Mystick Domination's state machine: opening, initiative, moves, challenges, rounds, the end.

Rules are cited as ``mystick R<n>`` (mystick-rulings.md) and ``mystick: <section>`` (the
rulebook); project decisions as ``tarotlab D<n>`` (docs/rulings.md). Card effects come
from the catalog (``catalog.toml``) in the vocabulary of ``vocabulary.md``; ``effects.py``
carries them out, a handler per operation. The position and what every section asks of it
(influence, traits, leaving play) are ``state.MystickBase``; draws are ``draws.py``, moves
``moves.py``, challenges ``challenge.py``, views ``views.py``; this module is the game's flow:
setup, initiative, turns, rounds and the end, and ``MystickState`` joins the sections' tables.

The game is a queue of tasks run by the core decision engine (``tarotlab.core.decision``); a
task (carried out by the function its section's ``TASKS`` table names) changes the position or sets
``pending`` to a decision of one seat or of CHANCE (a typed record, ``pending.py``), whose
``Decision`` class (named by its section's ``DECISIONS`` table) holds its prompt, legal
actions, reasons for refusing and effect. Decks are unordered piles (a draw is a chance
decision naming the card), except for cards a player has looked at on top of a deck, which
stay there in order.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any, ClassVar

from ..core.decision import Decide, join_tables
from ..core.engine import Action, Outcome
from ..core.errors import OptionError
from ..core.options import Option
from ..core.rng import Rng
from . import challenge, draws, effects, moves
from .decks import DecksOption, deck_name, ready_made
from .determinize import Knowledge, determinize, knowledge
from .effects import cite as _cite
from .inplay import InPlay as InPlay
from .language import parse_text
from .state import CARDS as CARDS
from .state import CROSS as CROSS
from .state import DRAW_COUNT_END as DRAW_COUNT_END
from .state import R_SETUP, Decision, MystickBase
from .views import ChallengeView as ChallengeView
from .views import MystickPlayerView as MystickPlayerView
from .views import MystickView as MystickView
from .views import build_views

_SHIPPED = ready_made()
POOL_BY_PLAYERS = {2: 11, 3: 15, 4: 19, 5: 23}  # rulebook "Charts and Reference"
HAND_START = 6
DEFAULT_DECKS = ("Wildfire", "Iron Archive", "Storm Front", "Deep Wells", "Forge and Ledger",
                 "Tidewatch")


def _rank(card: str) -> int:
    return 99 if CARDS[card].is_major else CARDS[card].rank


class MystickState(MystickBase):
    """A game of Mystick Domination for 2-5 seats (turn order goes up the seat numbers, R4)."""

    GAME = "mystick"
    OPTIONS = (
        Option("players", int, 2, "number of players (2 to 5)", minimum=2, maximum=5),
        DecksOption("decks", str, "", "one deck per seat: comma-separated ready-made deck "
                    "names, or a list of names, Decks or lists of 39 card codes (stored as "
                    "card lists); empty: Wildfire, Iron Archive, Storm Front, Deep Wells, "
                    "Forge and Ledger"),
        Option("reshuffle_opening_majors", bool, False, "mystick R5: shuffle Majors discarded "
               "from opening hands back into the deck"),
    )
    PROBES = ("draw", "redraw done", "challenge 3W#1 -> pool")

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.options["players"]
        lists = self.options["decks"] or [sorted(_SHIPPED[name].cards)
                                          for name in DEFAULT_DECKS[:n]]
        if len(lists) != n:
            raise OptionError(f"mystick: option 'decks' names {len(lists)} decks for {n} "
                              "players", "decks")
        self.n = n
        self.deck_lists = tuple(tuple(cards) for cards in lists)  # as dealt (R3): a record
        self.deck_names = [deck_name(cards) for cards in lists]
        names = self.deck_names
        self.decks: list[list[str]] = [sorted(cards) for cards in lists]
        self.tops: list[list[str]] = [[] for _ in range(n)]  # looked-at cards, top first
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.discards: list[list[str]] = [[] for _ in range(n)]
        self.crosses: list[list[str | None]] = [[None] * CROSS for _ in range(n)]
        self.pawns: list[list[InPlay]] = [[] for _ in range(n)]
        self.environments: list[list[InPlay]] = [[] for _ in range(n)]
        self.pool = POOL_BY_PLAYERS[n]
        self.start_pool = self.pool
        self.removed_power = 0
        self.vp = [0] * n
        self.draw_count = 0
        self.round = 1
        self.next_uid = 1
        self.eliminated: list[bool] = [False] * n
        self.skips: list[list[str]] = [[] for _ in range(n)]  # per seat: the cards that cause them
        self.extra_moves: list[str] = []  # the cards that give the mover another move
        self.extra_move_now = ""  # the card giving the move being made, if it is an extra one
        self.picked_opponent: int | None = None  # the opponent a card's effect chose last
        self.mover = -1
        self.temp: list[tuple[int, str, Any]] = []  # (uid, "influence"|"grant"|"remove", value)
        self.seen: dict[int, tuple[int, tuple[str, ...]]] = {}  # looker -> (seat, hand seen)
        self.challenge: dict[str, Any] | None = None
        self.initiative: dict[int, str] = {}  # cards turned up for initiative, not yet in hand
        self.initiative_draws: list[dict[int, str]] = []  # this round's draws and redraws
        self.pick_src = ""  # move_power: the Pawn chosen to give Power
        self._cache_mods: dict[int, tuple[int, frozenset[str]]] | None = None
        self.resolving: list[str] = []  # the Action card being resolved (of the mover)
        self.pending = None
        self.tasks = []
        self._log(None, f"{n} players; the pool holds {self.pool} Power; decks: "
                  + ", ".join(f"seat {s} {names[s]}" for s in range(n)), R_SETUP)
        for seat in range(n):
            self.tasks += [("draw", seat, "hand", HAND_START, "opening")]
        if self.options["reshuffle_opening_majors"]:
            self.tasks.append(("reshuffle_majors",))
        self.tasks.append(("initiative_start",))
        self._run()

    @property
    def players(self) -> int:
        return int(self.options["players"])

    # ------------------------------------------------------------------ protocol hooks
    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_text(text)

    # ------------------------------------------------------------------ cards and decks
    def _t_eliminate_check(self, seat: int, at_initiative: bool = False) -> None:
        """mystick R12: a player whose deck is empty is out at once.

        At an initiative draw (mystick R15) the other players still turn up their cards, so
        whether the game is over is decided when the draw ends (``_t_initiative_end``).
        """
        if self.eliminated[seat] or self._deck_size(seat):
            return
        self.eliminated[seat] = True
        for pawn in list(self.pawns[seat]):
            self._leave_play(pawn, "its owner is eliminated")
        for env in self.environments[seat]:
            self.discards[seat].append(env.card)
        self.environments[seat] = []
        for other in range(self.n):  # their Attachments on other Pawns leave play too
            for pawn in self.pawns[other]:
                for att in [a for a in pawn.attachments if a.owner == seat]:
                    pawn.attachments.remove(att)
                    self.discards[seat].append(att.card)
                    self._fix_capacity(pawn)
        self._cache_mods = None
        self._fix_all()  # their Environments may have raised influence elsewhere
        if at_initiative:
            self._log(seat, f"seat {seat} turned up the last card of their deck for "
                      f"initiative: seat {seat} is eliminated and their card does not compete",
                      "mystick R15")
            return
        self._log(seat, f"seat {seat}'s deck is empty: seat {seat} is eliminated", "mystick R12")
        if self._last_player_left():
            return
        if self.challenge is not None and self.challenge["seat"] == seat:
            self.challenge = None
            self.tasks = [t for t in self.tasks if t[0] not in _CHALLENGE_TASKS]

    def _last_player_left(self) -> bool:
        """mystick R12: when one player is left, they win; True if the game is over."""
        alive = [s for s in range(self.n) if not self.eliminated[s]]
        if len(alive) == 1:
            self._end((alive[0],), "elimination", f"seat {alive[0]} is the last player left",
                      "mystick R12")
        return len(alive) <= 1

    def _t_reshuffle_majors(self) -> None:
        for seat in range(self.n):
            majors = [c for c in self.discards[seat] if CARDS[c].is_major]
            for card in majors:
                self.discards[seat].remove(card)
                self.decks[seat].append(card)
            self.decks[seat].sort()
        self._log(None, "discarded opening Majors are shuffled back into the decks", "mystick R5")

    # ------------------------------------------------------------------ rounds and initiative
    def _t_initiative_start(self, contenders: tuple[int, ...] = ()) -> None:
        if not contenders:  # a new initiative draw: forget the cards of the last one
            self.initiative_draws = []
        seats = contenders or tuple(s for s in range(self.n) if not self.eliminated[s])
        self._push(*[("draw", s, "initiative", 1) for s in seats], ("initiative_end", seats))

    def _t_initiative_end(self, seats: tuple[int, ...]) -> None:
        """mystick R5 and R15: the best card among players still in wins; ties redraw."""
        self.initiative_draws.append(dict(self.initiative))
        for seat, card in self.initiative.items():  # initiative draws go to hands
            self.hands[seat].append(card)
            self.hands[seat].sort()
        self.initiative = {}
        out_now = tuple(s for s in seats if self.eliminated[s])
        if out_now and all(self.eliminated):  # mystick R15: everyone out at once
            self._finish("every remaining player is eliminated by the same initiative draw",
                         among=out_now)
            return
        if self._last_player_left():
            return
        # the cards of players still in; when every tied player went out in their redraw,
        # the cards turned up before it decide among those still in (tarotlab D7)
        drawn: dict[int, str] = {}
        for stage in reversed(self.initiative_draws):
            drawn = {s: c for s, c in stage.items() if not self.eliminated[s]}
            if drawn:
                break
        best = max(_rank(c) for c in drawn.values())
        tied = tuple(s for s, c in drawn.items() if _rank(c) == best)
        if len(tied) > 1:
            self._log(None, "initiative is tied between seats " + ", ".join(map(str, tied))
                      + ": they draw again", "mystick R5")
            self._push(("initiative_start", tied))
            return
        winner = tied[0]
        self.mover = winner
        self._log(winner, f"seat {winner} wins the initiative and moves first", "mystick R5")
        effects = []
        for seat in self._order_from(winner):
            for env in self.environments[seat]:
                effects += [("effect", env.uid, env.card, e, seat, 0)
                            for e in CARDS[env.card].effects if e.when == "initiative"]
        self._push(*effects, ("turn",))

    def _t_turn(self) -> None:
        seat = self.mover
        if self.eliminated[seat]:
            self._next_mover()
            self._push(("turn",))
            return
        if self.skips[seat]:
            card = self.skips[seat].pop(0)
            self._log(seat, f"seat {seat} skips this move ({CARDS[card].name})", _cite(card))
            self._next_mover()
            self._push(("turn",))
            return
        self.pending = Decide("move", seat)

    def _next_mover(self) -> None:
        self.extra_move_now = ""
        if self.extra_moves:
            card = self.extra_moves.pop(0)
            self.extra_move_now = card  # tarotlab D10: it may be passed
            self._log(self.mover, f"seat {self.mover} may make another move ({CARDS[card].name})",
                      _cite(card))
            return
        for k in range(1, self.n + 1):  # mystick R4: the next seat in turn order still in
            seat = (self.mover + k) % self.n
            if not self.eliminated[seat]:
                self.mover = seat
                return

    def _t_move_done(self) -> None:
        self.seen = {}
        self._next_mover()
        self._push(("turn",))

    def _t_round_end(self) -> None:
        """mystick R11: round_end effects, bonus points, the pool check, then clean up."""
        self._log(None, f"the Draw Count reached {DRAW_COUNT_END}: round {self.round} ends",
                  "mystick R11")
        effects = []
        for seat in self._order_from(max(self.mover, 0)):
            for env in self.environments[seat]:
                effects += [("effect", env.uid, env.card, e, seat, 0)
                            for e in CARDS[env.card].effects if e.when == "round_end"]
        self._push(*effects, ("round_bonus",))

    def _t_round_bonus(self) -> None:
        for seat in range(self.n):
            points = self.bonus_points(seat)
            if points:
                self.vp[seat] += points
                self._log(seat, f"seat {seat} scores {points} bonus point(s) for Power on Pawns",
                          "mystick R11")
        if self.pool == 0:
            self._finish("the pool is empty at the end of a round")
            return
        for pawn in self._all_pawns():
            self.removed_power += pawn.power
            pawn.power = 0
        for seat in range(self.n):
            for i, card in enumerate(self.crosses[seat]):
                if card is not None:
                    self.discards[seat].append(card)
                    self.crosses[seat][i] = None
        self.draw_count = 0
        self.temp = []
        self._cache_mods = None  # static and temporary effects changed: recompute
        self.skips = [[] for _ in range(self.n)]
        self.extra_moves = []
        self.extra_move_now = ""
        self.round += 1
        self._log(None, "Power on Pawns is removed from the game, every Mystick Cross is "
                  "cleared and the Draw Count is reset", "mystick R11")
        self._push(("initiative_start",))

    def _finish(self, why: str, among: tuple[int, ...] = ()) -> None:
        """mystick R13: most VP; tie -> most cards left in deck; still tied -> draw.

        Only players still in can win (mystick R12, tarotlab D6), or ``among``: the players
        eliminated together by the last initiative draw (mystick R15).
        """
        alive = list(among) or [s for s in range(self.n) if not self.eliminated[s]]
        best = max(self.vp[s] for s in alive)
        tied = [s for s in alive if self.vp[s] == best]
        most = max(self._deck_size(s) for s in tied)
        winners = tuple(s for s in tied if self._deck_size(s) == most)
        if len(winners) > 1:
            self._end((), "draw", f"{why}; tied on {best} VP and on cards left in deck",
                      "mystick R13")
        else:
            how = "most VP" if len(tied) == 1 else "tied on VP, more cards left in deck"
            self._end(winners, "vp", f"{why}; {how} ({best} VP)", "mystick R13")

    def _end(self, winners: tuple[int, ...], ending: str, reason: str, rule: str) -> None:
        if self._outcome is None:
            self._outcome = Outcome(winners, ending, reason, rule, scores=tuple(self.vp))
            self._log(None, str(self._outcome), rule)

    # ------------------------------------------------------------------ the tables
    DECISIONS: ClassVar[Mapping[str, Decision[Any, Any]]] = join_tables(
        draws.DECISIONS, moves.DECISIONS, challenge.DECISIONS, effects.DECISIONS)
    """Kind of pending decision -> its Decision, from each section's table."""
    TASKS: ClassVar[Mapping[str, Callable[..., None]]] = join_tables(
        {"eliminate_check": _t_eliminate_check, "reshuffle_majors": _t_reshuffle_majors,
         "initiative_start": _t_initiative_start, "initiative_end": _t_initiative_end,
         "turn": _t_turn, "move_done": _t_move_done, "round_end": _t_round_end,
         "round_bonus": _t_round_bonus},
        draws.TASKS, moves.TASKS, challenge.TASKS, effects.TASKS)
    """Task name -> the function that carries it out: this module's flow, then each
    section's table."""

    # ------------------------------------------------------------------ invariants and views
    def check_invariants(self) -> None:
        """Power conserved (R9); every player's 39 cards in one place each; bounds."""
        pawns = self._all_pawns()
        on_pawns = sum(p.power for p in pawns)
        assert self.pool + on_pawns + self.removed_power == self.start_pool, "Power (R9)"
        assert self.pool >= 0 and all(v >= 0 for v in self.vp)
        mods = self._mods()
        for pawn in pawns:
            known = mods.get(pawn.uid)
            cap = known[0] if known is not None else self.influence(pawn)
            assert 0 <= pawn.power <= cap, f"{pawn.label} above influence"
        in_play: list[list[str]] = [[] for _ in range(self.n)]  # by owner, wherever they lie
        for row in self.pawns:
            for pawn in row:
                in_play[pawn.owner].append(pawn.card)
                for att in pawn.attachments:
                    in_play[att.owner].append(att.card)
        for seat in range(self.n):
            places = (self.decks[seat] + self.tops[seat] + self.hands[seat] + self.discards[seat]
                      + [c for c in self.crosses[seat] if c is not None] + in_play[seat]
                      + [e.card for e in self.environments[seat]])
            if seat in self.initiative:
                places.append(self.initiative[seat])
            if seat == self.mover:
                places += self.resolving
            assert sorted(places) == _sorted_deck(self.deck_lists[seat]), f"seat {seat}'s cards"
            assert _MAJORS.isdisjoint(self.hands[seat]), "a Major in hand"

    def _known(self, seat: int) -> Knowledge:
        return knowledge(self, seat)  # one replay of the history: determinize.py

    def _determinize(self, seat: int, rng: Rng, known: Any = None) -> None:
        determinize(self, seat, rng, known)  # what is secret and how it is redrawn

    def _view(self, seat: int | None) -> MystickView:
        return build_views(self, (seat,))[0]

    def _views(self, seats: Sequence[int | None]) -> tuple[MystickView, ...]:
        return build_views(self, seats)


@lru_cache(maxsize=64)
def _sorted_deck(cards: tuple[str, ...]) -> list[str]:
    """A deck list sorted, as the invariants compare it at every step (a game's deck lists
    never change: worked out once each; read, never changed)."""
    return sorted(cards)


_MAJORS = frozenset(card for card, info in CARDS.items() if info.is_major)
"""The Major Arcana, which never stay in a hand (mystick: Draw)."""
_CHALLENGE_TASKS = {"fate", "redraw_step", "majors", "transfer", "late_redraw", "redraw_more",
                    "log_major"}
