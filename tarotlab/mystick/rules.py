"""Mystick Domination's state machine: opening, initiative, moves, challenges, rounds, the end.

Rules are cited as ``mystick R<n>`` (mystick-rulings.md) and ``mystick: <section>`` (the
rulebook); project decisions as ``tarotlab D<n>`` (docs/rulings.md). Card effects come
from the catalog (``catalog.toml``) in the vocabulary of ``vocabulary.md``; this module
interprets them.

Like Arcanum, the game is a queue of tasks; a task either changes the position or sets
``pending`` to a decision of one seat or of CHANCE. Decks are unordered piles (a draw is a
chance decision naming the card), except for cards a player has looked at on top of a
deck, which stay there in order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.engine import CHANCE, Action, Outcome, match_grammar
from ..core.errors import MalformedAction, OptionError
from ..core.options import Option
from ..core.present import RenderedView, panels_seen_by
from ..core.queue import QueueState
from ..core.rules import Verdict
from .catalog import Effect, MystickCard, load
from .decks import DecksOption, deck_name, ready_made

CARDS: dict[str, MystickCard] = load()
STATIC = {cid: tuple(e for e in card.effects if e.when == "static")
          for cid, card in CARDS.items()}
CARD_ACTIONS = {cid: Action(f"card {cid}") for cid in CARDS}  # chance: the card drawn
_SHIPPED = ready_made()
POOL_BY_PLAYERS = {2: 11, 3: 15, 4: 19, 5: 23}  # rulebook "Charts and Reference"
HAND_START = 6
CROSS = 8
DRAW_COUNT_END = 3
DEFAULT_DECKS = ("Wildfire", "Iron Archive", "Storm Front", "Deep Wells", "Forge and Ledger",
                 "Tidewatch")
R_CHALLENGE = "mystick R6"
R_MOVE = "mystick: Making Moves"
R_SETUP = "mystick: Game Setup"
# why an effect that chooses finds nothing to choose (mystick: "you" is the card's owner)
_NOTHING_TO_CHOOSE = {
    "own_pawn": "seat {seat} has no Pawn in play",
    "enemy_pawn": "no opponent of seat {seat} has a Pawn in play",
    "any_pawn": "no Pawn is in play",
    "opponent": "seat {seat} has no opponent left",
    "environment": "no Environment is in play",
    "attachment": "no Attachment is in play",
    "lasting": "no Environment or Attachment is in play",
}


def _whose(owner: int, seat: int) -> str:
    """'its own' or "seat N's": whose challenge an effect changes."""
    return "its own" if owner == seat else f"seat {seat}'s"


def _cite(card: str) -> str:
    """The citation of a card's effect: the catalog card that caused it (mystick R1)."""
    return f"mystick card: {CARDS[card].name}"


def _rank(card: str) -> int:
    return 99 if CARDS[card].is_major else CARDS[card].rank


@dataclass
class InPlay:
    """A card in someone's play area (a Pawn, an Environment) or attached to a Pawn."""

    uid: int
    card: str
    owner: int
    power: int = 0
    attachments: list[InPlay] = field(default_factory=list)
    label: str = field(init=False, default="")  # "5W#3": the card and its uid in this game

    def __post_init__(self) -> None:
        self.label = f"{self.card}#{self.uid}"


class MystickState(QueueState):
    """A game of Mystick Domination for 2-5 seats (turn order goes up the seat numbers, R4)."""

    GAME = "mystick"
    CHANCE_KINDS = frozenset({"card", "random"})
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
        self.deck_lists: list[list[str]] = [list(cards) for cards in lists]  # as dealt (R3)
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
        self.pending: tuple[Any, ...] = ()
        self.tasks: list[tuple[Any, ...]] = []
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
        action = match_grammar(_GRAMMAR, text)
        if action is not None:
            return action
        raise MalformedAction(f"mystick: {text!r} is not an action (try 'draw', 'play 5W', "
                              "'play 9W -> 5W#3', 'challenge 5W#3 -> pool', 'use 3W#4', 'pass')")

    # ------------------------------------------------------------------ cards and decks
    def _deck_size(self, seat: int) -> int:
        return len(self.decks[seat]) + len(self.tops[seat])

    def _t_draw(self, seat: int, dest: str, count: int, cause: str = "") -> None:
        """Draw ``count`` cards for ``seat`` into ``dest`` (hand, cross, initiative, mill,
        look). ``cause``: "" for a move or the initiative draw, "opening" for the opening
        hand, "fate" for a Fate Draw, else the id of the card whose effect draws."""
        if count <= 0 or self.eliminated[seat]:
            return
        if self.tops[seat] and dest != "look":
            self._arrive(seat, self.tops[seat].pop(0), dest, count, cause)
            return
        if not self.decks[seat]:
            return
        self.pending = ("card", CHANCE, seat, dest, count, cause)

    def _legal_card(self) -> list[Action]:
        return [CARD_ACTIONS[c] for c in dict.fromkeys(self.decks[self.pending[2]])]

    def _do_card(self, action: Action) -> None:
        _, _, seat, dest, count, cause = self.pending
        card = action.arg
        self.decks[seat].remove(card)
        self._arrive(seat, card, dest, count, cause)

    def _arrive(self, seat: int, card: str, dest: str, count: int, cause: str) -> None:
        """A card just left ``seat``'s deck: put it where it was going."""
        more: tuple[Any, ...] = ("draw", seat, dest, count - 1, cause)
        if dest == "hand":
            rule = R_SETUP if cause == "opening" else "mystick: Draw"
            if CARDS[card].is_major:  # a Major in hand is discarded and replaced
                self.discards[seat].append(card)
                self._log(seat, f"seat {seat} draws {CARDS[card].name} and discards it: a Major "
                          "Arcana never stays in hand", rule)
                more = ("draw", seat, dest, count, cause)
            else:
                self.hands[seat].append(card)
                self.hands[seat].sort()
                if cause in CARDS:
                    self._log(seat, f"seat {seat} draws a card ({CARDS[cause].name}; the Draw "
                              "Count does not change)", _cite(cause))
                else:
                    self._log(seat, f"seat {seat} draws a card", rule)
        elif dest == "cross":
            self._to_cross(seat, card, cause)
        elif dest == "mill":
            self.discards[seat].append(card)
            self._log(seat, f"seat {seat}'s {CARDS[card].name} ({card}) goes from the top of their "
                      "deck to their discard pile", _cite(cause))
        elif dest == "look":
            self.tops[seat].append(card)
        elif dest == "initiative":
            if CARDS[card].is_major:
                self.discards[seat].append(card)
                self._log(seat, f"seat {seat} turns up {CARDS[card].name} for initiative and "
                          "discards it", "mystick R5")
                more = ("draw", seat, dest, 1)
            else:
                self.initiative[seat] = card
                self._log(seat, f"seat {seat} turns up the {CARDS[card].name} ({card}) for "
                          "initiative", "mystick R5")
                more = ("noop",)
        # mystick R15: the initiative draw is simultaneous, so its end decides the game
        self._push(more, ("eliminate_check", seat, dest == "initiative"))

    def _t_noop(self) -> None:
        pass

    def _t_look_done(self, seat: int, card: str) -> None:
        self.seen[seat] = (seat, tuple(self.tops[seat]))
        self._log(seat, f"seat {seat} looks at the top {len(self.tops[seat])} card(s) of their "
                  "deck and puts them back in the same order", _cite(card))

    def _to_cross(self, seat: int, card: str, cause: str) -> None:
        """A card to the lowest open space: Fate (mystick R6), or put there by a card's effect,
        which is not Fate (tarotlab D3)."""
        cross = self.crosses[seat]
        space = next((i for i, c in enumerate(cross) if c is None), None)
        fate = cause == "fate"
        what = f"{CARDS[card].name} ({card})"
        if space is None:
            self.discards[seat].append(card)
            if fate:
                self._log(seat, f"no open space in seat {seat}'s Mystick Cross: {what} is "
                          "discarded with no effect", R_CHALLENGE)
            else:
                self._log(seat, f"seat {seat}'s Mystick Cross is full: {what}, the top card of "
                          "their deck, goes to their discard pile", _cite(cause))
            return
        cross[space] = card
        if fate and self.challenge is not None:
            self.challenge["spaces"].append(space)
            self._log(seat, f"{what} goes to space {space + 1} of seat {seat}'s Mystick Cross",
                      R_CHALLENGE)
        else:
            self._log(seat, f"{what}, the top card of seat {seat}'s deck, fills space "
                      f"{space + 1} of their Mystick Cross; it is not Fate (tarotlab D3)",
                      _cite(cause))

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

    # ------------------------------------------------------------------ pawns and traits
    def _all_pawns(self) -> list[InPlay]:
        return [p for seat in range(self.n) for p in self.pawns[seat]]

    def _find(self, label: str) -> InPlay | None:
        for seat in range(self.n):
            for thing in self.pawns[seat] + self.environments[seat]:
                if thing.label == label:
                    return thing
                for att in thing.attachments:
                    if att.label == label:
                        return att
        return None

    def _static(self) -> list[tuple[InPlay, InPlay | None, Effect]]:
        """(source card, Pawn it is attached to or None, effect) for every static effect."""
        out: list[tuple[InPlay, InPlay | None, Effect]] = []
        for seat in range(self.n):
            for env in self.environments[seat]:
                out += [(env, None, e) for e in STATIC[env.card]]
            for pawn in self.pawns[seat]:
                out += [(pawn, pawn, e) for e in STATIC[pawn.card]]
                for att in pawn.attachments:
                    out += [(att, pawn, e) for e in STATIC[att.card]]
        return out

    def _mods(self) -> dict[int, tuple[int, frozenset[str]]]:
        """Each Pawn's influence and traits with every static and temporary effect applied.

        Cached in ``_cache_mods`` and dropped wherever Pawns, Attachments, Environments or
        temporary effects change (the only things the result depends on).
        """
        cached: dict[int, tuple[int, frozenset[str]]] | None = getattr(self, "_cache_mods",
                                                                         None)
        if cached is not None:
            return cached
        pawns = self._all_pawns()
        influence = {p.uid: CARDS[p.card].influence for p in pawns}
        have = {p.uid: set(CARDS[p.card].traits) for p in pawns}
        removed: dict[int, set[str]] = {p.uid: set() for p in pawns}
        for source, holder, e in self._static():
            target = e.lookup.get("target")
            if target == "self":
                hit = [holder.uid] if holder is not None and holder.uid in influence else []
            elif target == "each_pawn":
                hit = list(influence)
            elif target == "each_enemy_pawn":
                hit = [p.uid for p in pawns if p.owner != source.owner]
            elif target == "each_own_pawn":
                hit = [p.uid for p in pawns if p.owner == source.owner]
            else:
                continue
            for uid in hit:
                if e.do == "influence":
                    influence[uid] += e.lookup["amount"]
                elif e.do == "grant_trait":
                    have[uid].add(e.lookup["trait"])
                elif e.do == "remove_trait":
                    removed[uid].add(e.lookup["trait"])
        for uid, kind, value in self.temp:
            if uid in influence:
                if kind == "influence":
                    influence[uid] += value
                elif kind == "grant":
                    have[uid].add(value)
                else:
                    removed[uid].add(value)
        out = {uid: (max(0, influence[uid]), frozenset(have[uid] - removed[uid]))
               for uid in influence}
        self._cache_mods = out
        return out

    def influence(self, pawn: InPlay) -> int:
        """Printed influence plus every modifier in play (never below 0)."""
        mods = self._mods().get(pawn.uid)
        if mods is None:  # a Pawn just created or leaving: compute afresh
            self._cache_mods = None
            mods = self._mods().get(pawn.uid, (CARDS[pawn.card].influence, frozenset()))
        return mods[0]

    def traits(self, pawn: InPlay) -> set[str]:
        """Printed traits plus granted ones, minus removed ones (a trait is had or not)."""
        mods = self._mods().get(pawn.uid)
        if mods is None:
            self._cache_mods = None
            mods = self._mods().get(pawn.uid, (0, frozenset(CARDS[pawn.card].traits)))
        return set(mods[1])

    def _fix_capacity(self, pawn: InPlay) -> None:
        """mystick Q&A: Power above a Pawn's influence goes back to the pool."""
        cap = self.influence(pawn)
        if pawn.power > cap:
            extra = pawn.power - cap
            pawn.power = cap
            self.pool += extra
            self._log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} holds more Power than its "
                      f"influence: {extra} Power returns to the pool", "mystick R9")

    def _fix_all(self) -> None:
        for pawn in self._all_pawns():
            self._fix_capacity(pawn)

    def _leave_play(self, pawn: InPlay, why: str, rule: str = "mystick R9") -> None:
        """A Pawn leaves play: its Power to the pool, its Attachments to their owners' discards."""
        self.pawns[pawn.owner].remove(pawn)
        self.pool += pawn.power
        self._cache_mods = None
        self.discards[pawn.owner].append(pawn.card)
        for att in pawn.attachments:
            self.discards[att.owner].append(att.card)
        self._log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} leaves play ({why}); its "
                  f"{pawn.power} Power returns to the pool (mystick R9)", rule)
        pawn.power = 0
        self.temp = [t for t in self.temp if t[0] != pawn.uid]
        self._cache_mods = None

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

    def _order_from(self, seat: int) -> list[int]:
        """The seats still in, in turn order from ``seat`` (mystick R4)."""
        return [(seat + k) % self.n for k in range(self.n) if not self.eliminated[(seat + k)
                                                                                % self.n]]

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
        self.pending = ("move", seat)

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

    def _raise_draw_count(self, amount: int, who: str, rule: str) -> None:
        """The Draw Count changes (never below 0); at 3 the round ends at once (R10)."""
        floor = self.draw_count + amount < 0
        self.draw_count = max(0, self.draw_count + amount)
        verb = "raises" if amount > 0 else "lowers"
        self._log(None, f"{who} {verb} the Draw Count by {abs(amount)}: it is {self.draw_count}"
                  + (" (never below 0)" if floor else ""), rule)
        if self.draw_count >= DRAW_COUNT_END:  # mystick R10: the round ends at once
            self.challenge = None
            self.tasks = [t for t in self.tasks if t[0] == "discard_action"] + [("round_end",)]

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
            points = sum(p.power * (2 if "Presence" in self.traits(p) else 1)
                         for p in self.pawns[seat])
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

    # ------------------------------------------------------------------ moves
    def _can_challenge(self, pawn: InPlay) -> bool:
        cap = self.influence(pawn)
        return cap > 0 and pawn.power < cap and None in self.crosses[pawn.owner]

    def _targets(self, pawn: InPlay) -> list[str]:
        """mystick R6: the pool, or an enemy Pawn of equal or lower rank, holding Power."""
        out = ["pool"] if self.pool > 0 else []
        rank = CARDS[pawn.card].rank
        for other in self._all_pawns():
            if other.owner != pawn.owner and other.power > 0 and CARDS[other.card].rank <= rank:
                out.append(other.label)
        return out

    def _legal_move(self) -> list[Action]:
        seat = self.pending[1]
        acts = []
        for card in sorted(set(self.hands[seat]), key=_card_order):
            kind = CARDS[card].type
            if kind == "Attachment":
                acts += [Action(f"play {card} -> {p.label}") for p in self._all_pawns()]
            else:
                acts.append(Action(f"play {card}"))
        resources = sum(1 for p in self.pawns[seat] if "Resources" in self.traits(p))
        if self.extra_move_now:  # tarotlab D10: "you may make another move"
            acts.append(Action("pass"))
        acts.append(Action("draw"))
        acts += [Action(f"draw +{k}") for k in range(1, resources + 1)]
        for pawn in self.pawns[seat]:
            if self._can_challenge(pawn):
                acts += [Action(f"challenge {pawn.label} -> {t}") for t in self._targets(pawn)]
        for thing in self.pawns[seat] + self.environments[seat]:  # mystick: Using Special Moves
            if any(e.when == "move" for e in CARDS[thing.card].effects) and \
                    self._idle_special_move(thing) is None:
                acts.append(Action(f"use {thing.label}"))
        return acts

    def _idle_special_move(self, thing: InPlay) -> str | None:
        """Why ``thing``'s special move would change nothing now, or None (tarotlab D9: such
        a move would be a free pass, and free passes could make a round last forever)."""
        for e in CARDS[thing.card].effects:
            if e.when == "move" and e.do == "gain_power" and e.get("target") == "self":
                cap = self.influence(thing)
                if thing.power >= cap:
                    return (f"{thing.label} already holds {thing.power} Power for its {cap} "
                            "influence: the move would change nothing")
                if self.pool == 0:
                    return "the pool is empty: the move would change nothing"
        return None

    def _cands_move(self) -> list[Action]:
        seat = self.pending[1]
        acts = [Action("pass")]  # refused but for an extra move (tarotlab D10)
        acts += [Action(f"play {c}") for c in sorted(set(self.hands[seat]), key=_card_order)
                 if CARDS[c].type == "Attachment"]
        for pawn in self.pawns[seat]:
            acts += [Action(f"challenge {pawn.label} -> pool")]
            acts += [Action(f"challenge {pawn.label} -> {o.label}") for o in self._all_pawns()
                     if o.owner != seat]
        return acts

    def _why_move(self, action: Action) -> Verdict | None:
        seat = self.pending[1]
        words = action.split()
        if words[0] == "pass":
            return Verdict(False, "tarotlab D10", "only an extra move may be passed; a move is "
                           "play, draw, challenge or a special move")
        if words[0] == "play":
            card = words[1]
            if card not in self.hands[seat]:
                return Verdict(False, "mystick: Play", f"seat {seat} has no {card} in hand")
            if CARDS[card].type == "Attachment":
                if not self._all_pawns():
                    return Verdict(False, "mystick: Attachments", "an Attachment needs a Pawn "
                                   "in play to attach to, and there is none")
                return Verdict(False, "mystick: Attachments", "name the Pawn it attaches to: "
                               f"play {card} -> <Pawn>")
            return Verdict(False, "mystick: Play", f"{card} is played without a target")
        if words[0] == "challenge":
            pawn = self._find(words[1])
            if pawn is None or pawn not in self.pawns[seat]:
                return Verdict(False, R_CHALLENGE, f"seat {seat} controls no Pawn {words[1]}")
            cap = self.influence(pawn)
            if cap == 0:
                return Verdict(False, R_CHALLENGE, f"{pawn.label} has 0 influence and cannot "
                               "challenge")
            if pawn.power >= cap:
                return Verdict(False, R_CHALLENGE, f"{pawn.label} is full: {pawn.power} Power "
                               f"for {cap} influence")
            if None not in self.crosses[seat]:
                return Verdict(False, R_CHALLENGE, f"seat {seat}'s Mystick Cross is full")
            target = words[-1]
            if target == "pool":
                return Verdict(False, R_CHALLENGE, "the pool is empty")
            other = self._find(target)
            if other is None or other not in self._all_pawns():
                return Verdict(False, R_CHALLENGE, f"no Pawn {target} in play")
            if other.owner == seat:
                return Verdict(False, R_CHALLENGE, "a Pawn challenges the pool or an opponent's "
                               "Pawn")
            if other.power == 0:
                return Verdict(False, R_CHALLENGE, f"{other.label} holds no Power")
            return Verdict(False, R_CHALLENGE, f"no Pawn may challenge a Pawn of higher tarot "
                           f"rank ({pawn.label} is below {other.label})")
        if words[0] == "draw":
            return Verdict(False, "mystick: Draw", "you may draw one extra card for each of "
                           "your Pawns with Resources")
        if words[0] == "use":
            thing = self._find(words[1])
            if thing is None or thing not in self.pawns[seat] + self.environments[seat]:
                return Verdict(False, "mystick: Using Special Moves", f"{words[1]} is not in "
                               f"seat {seat}'s play area")
            idle = self._idle_special_move(thing)
            if idle is not None:
                return Verdict(False, "tarotlab D9", idle)
            return Verdict(False, "mystick: Using Special Moves", f"{thing.label} has no "
                           "special move")
        return None

    def _do_move(self, action: Action) -> None:
        seat = self.pending[1]
        words = action.split()
        verb = words[0]
        self._push(("move_done",))
        if verb == "pass":  # tarotlab D10: an extra move declined
            card = self.extra_move_now
            self._log(seat, f"seat {seat} passes the extra move ({CARDS[card].name})",
                      _cite(card))
        elif verb == "draw":
            extra = int(words[1][1:]) if len(words) > 1 else 0
            self._log(seat, f"seat {seat} uses a move to draw" + (f" (+{extra} for Resources)"
                                                                    if extra else ""),
                      "mystick: Draw")
            self._push(("draw", seat, "hand", 1 + extra), ("count_draw",))
        elif verb == "play":
            self._play(seat, words[1], words[3] if len(words) > 3 else None)
        elif verb == "challenge":
            self._declare(seat, words[1], words[3])
        else:  # use: a special move of a Pawn or an Environment in the mover's play area
            thing = self._find(words[1])
            assert thing is not None
            self._log(seat, f"seat {seat} uses the special move of {CARDS[thing.card].name} "
                      f"({thing.label})", "mystick: Using Special Moves")
            holder = thing.uid if thing in self.pawns[seat] else 0
            self._push(*[("effect", thing.uid, thing.card, e, seat, holder)
                         for e in CARDS[thing.card].effects if e.when == "move"])

    def _t_count_draw(self) -> None:
        self._raise_draw_count(1, f"seat {self.mover}'s move to draw", "mystick R10")

    def _play(self, seat: int, card: str, target: str | None) -> None:
        self.hands[seat].remove(card)
        kind = CARDS[card].type
        self._log(seat, f"seat {seat} plays {CARDS[card].name} ({card}), {kind.lower()}",
                  "mystick: Play")
        effects = [e for e in CARDS[card].effects if e.when == "play"]
        if kind == "Action":  # resolved, then discarded (mystick: Actions)
            self.resolving.append(card)
            self._push(*[("effect", 0, card, e, seat, 0) for e in effects],
                       ("discard_action", seat, card))
            return
        thing = InPlay(self.next_uid, card, seat)
        self.next_uid += 1
        self._cache_mods = None
        if kind == "Pawn":
            self.pawns[seat].append(thing)
        elif kind == "Environment":
            self.environments[seat].append(thing)
        else:
            holder = self._find(target or "")
            assert holder is not None
            holder.attachments.append(thing)
            self._log(seat, f"seat {seat}'s {thing.label} attaches to seat {holder.owner}'s "
                      f"{holder.label}", "mystick: Attachments")
        self._fix_all()
        self._push(*[("effect", thing.uid, card, e, seat, 0) for e in effects])
        self._push(("eliminate_check", seat))

    def _t_discard_action(self, seat: int, card: str) -> None:
        self.resolving.remove(card)
        self.discards[seat].append(card)
        self._push(("eliminate_check", seat))

    # ------------------------------------------------------------------ challenges
    def _declare(self, seat: int, label: str, target: str) -> None:
        pawn = self._find(label)
        assert pawn is not None
        other = None if target == "pool" else self._find(target)
        self.challenge = {"seat": seat, "pawn": pawn.uid, "target": target,
                          "target_uid": other.uid if other else 0, "spaces": [],
                          "redraws": 1 + sum(1 for _, _, e in self._static()
                                             if e.do == "extra_redraw"),
                          "bonus": 0, "killed": False}
        self._log(seat, f"seat {seat}'s {pawn.label} challenges "
                  + ("the pool" if other is None else f"{other.label} (seat {other.owner})"),
                  R_CHALLENGE)
        tasks: list[tuple[Any, ...]] = []
        for source in [pawn, *pawn.attachments]:
            tasks += [("effect", source.uid, source.card, e, source.owner, pawn.uid)
                      for e in CARDS[source.card].effects if e.when == "challenges"]
        if other is not None:
            for source in [other, *other.attachments]:
                tasks += [("effect", source.uid, source.card, e, source.owner, other.uid)
                          for e in CARDS[source.card].effects if e.when == "challenged"]
        # mystick R14: the mover's effects first, then each next player's, whatever card
        # carries them (a stable sort keeps each owner's own order)
        tasks.sort(key=lambda t: (t[4] - seat) % self.n)
        count = self.influence(pawn)
        self._push(*tasks, ("fate", seat, count), ("redraw_step",), ("majors",), ("transfer",))

    def _t_fate(self, seat: int, count: int) -> None:
        if self.challenge is None:
            return
        self._log(seat, f"seat {seat}'s Fate Draw: {count} card(s), one at a time to the lowest "
                  "open spaces", R_CHALLENGE)
        self._push(("draw", seat, "cross", count, "fate"))

    def _t_redraw_step(self) -> None:
        c = self.challenge
        if c is None or c["redraws"] <= 0 or not c["spaces"]:
            return
        c["redraws"] -= 1
        c["marked"] = []
        self.pending = ("redraw", c["seat"])

    def _legal_redraw(self) -> list[Action]:
        c = self.challenge
        assert c is not None
        return [Action("redraw done")] + [Action(f"redraw {s + 1}") for s in c["spaces"]
                                          if s not in c["marked"]]

    def _why_redraw(self, action: Action) -> Verdict | None:
        c = self.challenge
        if c is None or action.kind != "redraw" or not action.arg.isdigit():
            return None
        space = int(action.arg) - 1
        if space in c["marked"]:
            return Verdict(False, "mystick R7", f"space {space + 1} is already marked to redraw")
        return Verdict(False, "mystick R7", f"space {space + 1} holds no card of this Fate Draw "
                       "(only cards just drawn may be redrawn)")

    def _do_redraw(self, action: Action) -> None:
        c = self.challenge
        assert c is not None
        seat = c["seat"]
        if action.arg != "done":
            c["marked"].append(int(action.arg) - 1)
            self.pending = ()
            self._push(("redraw_more",))
            return
        marked = sorted(c.pop("marked"))
        if not marked:
            self._log(seat, f"seat {seat} keeps the Fate Draw", "mystick R7")
            return
        for space in marked:
            card = self.crosses[seat][space]
            assert card is not None
            self.discards[seat].append(card)
            self.crosses[seat][space] = None
            c["spaces"].remove(space)
            if space in c.get("resolved", ()):  # a new card there is new Fate (tarotlab D3)
                c["resolved"].remove(space)
        self._log(seat, f"seat {seat} redraws {len(marked)} card(s)", "mystick R7")
        self._push(("draw", seat, "cross", len(marked), "fate"), ("redraw_step",))

    def _t_redraw_more(self) -> None:
        if self.challenge is not None:
            self.pending = ("redraw", self.challenge["seat"])

    def _t_majors(self) -> None:
        """mystick R8: Majors drawn in this Fate Draw resolve in space order."""
        c = self.challenge
        if c is None:
            return
        seat = c["seat"]
        tasks: list[tuple[Any, ...]] = []
        c["phase"] = "majors"
        done = c.setdefault("resolved", [])
        for space in sorted(c["spaces"]):
            card = self.crosses[seat][space]
            if space not in done and card is not None and CARDS[card].is_major:
                tasks.append(("log_major", seat, card, space))
                tasks += [("effect", 0, card, e, seat, c["pawn"]) for e in CARDS[card].effects]
        done.extend(s for s in c["spaces"] if s not in done)
        self._push(*tasks, ("late_redraw",))

    def _t_log_major(self, seat: int, card: str, space: int) -> None:
        self._log(seat, f"{CARDS[card].name} in space {space + 1} of seat {seat}'s Mystick Cross "
                  "resolves", "mystick R8")

    def _t_late_redraw(self) -> None:
        """A redraw granted by a Major (tarotlab D3) comes after the Majors; new ones resolve."""
        c = self.challenge
        if c is None or c["redraws"] <= 0 or not c.get("late"):
            return
        c["late"] = False
        self._push(("redraw_step",), ("majors",))

    def _uid(self, uid: int) -> InPlay | None:
        for pawn in self._all_pawns():
            if pawn.uid == uid:
                return pawn
        return None

    def _t_transfer(self) -> None:
        """mystick R8: count successes, transfer Power, Aggression, VP."""
        c = self.challenge
        self.challenge = None
        if c is None:
            return
        seat = c["seat"]
        pawn = self._uid(c["pawn"])
        if pawn is None:
            self._log(seat, "the challenger left play: the challenge ends", R_CHALLENGE)
            return
        suit = CARDS[pawn.card].suit
        drawn = [self.crosses[seat][s] for s in c["spaces"]]
        successes = sum(1 for card in drawn if card is not None and
                        (CARDS[card].is_major or CARDS[card].suit == suit)) + c["bonus"]
        target = None if c["target"] == "pool" else self._uid(c["target_uid"])
        if target is not None and "Immunity" in self.traits(target):
            successes -= 1
            self._log(target.owner, f"seat {target.owner}'s {target.label} has Immunity: one "
                      "success is cancelled", "mystick: Traits")
        successes = max(0, successes)
        room = self.influence(pawn) - pawn.power
        if c["target"] == "pool":
            moved = max(0, min(successes, self.pool, room))
            self.pool -= moved
        elif target is None:
            moved = 0
            self._log(seat, "the target left play before the transfer: nothing to take",
                      "mystick R8")
        else:
            moved = max(0, min(successes, target.power, room))
            target.power -= moved
        pawn.power += moved
        self.vp[seat] += moved
        self._log(seat, f"{successes} success(es): {pawn.label} takes {moved} Power and seat "
                  f"{seat} scores {moved} VP" + (" (successful)" if moved else " (unsuccessful)"),
                  R_CHALLENGE if moved else "mystick R8")
        if target is not None and "Aggression" in self.traits(pawn) and \
                successes >= self.influence(target):
            self._leave_play(target, f"killed by {pawn.label}'s Aggression")

    # ------------------------------------------------------------------ effects
    def _t_effect(self, uid: int, card: str, e: Effect, owner: int, holder_uid: int) -> None:
        """Carry out one effect of ``card`` for ``owner`` (the card's owner); ask when it
        needs a choice. ``uid`` is the card in play (0: an Action or a Major), ``holder_uid``
        the Pawn it names as "this Pawn" (0: none); tasks hold uids, never live objects, so
        a clone shares nothing mutable. Every line it logs names and cites the card."""
        rule, name = _cite(card), CARDS[card].name
        holder = self._uid(holder_uid) if holder_uid else None
        if uid and self._in_play(uid) is None:
            self._log(owner, f"seat {owner}'s {name} left play before its effect resolved: "
                      "nothing happens", rule)
            return
        target = e.get("target") or e.get("from")
        c = self.challenge
        fixed = {"self": holder,
                 "challenger": self._uid(c["pawn"]) if c else None,
                 "challenged": self._uid(c["target_uid"]) if c and c["target_uid"] else None}
        if e.do == "move_power":
            self._effect_move_power(card, e, owner, holder, fixed)
        elif target in ("challenger", "challenged") and fixed[target] is None:
            self._log(owner, f"seat {owner}'s {name} does nothing: {self._no_pawn(target)} "
                      "(tarotlab D3)", rule)
        elif target == "that_opponent":  # the opponent an earlier effect of this card chose
            seat = self.picked_opponent
            if seat is None or self.eliminated[seat]:
                self._log(owner, f"seat {owner}'s {name} does nothing more: that opponent is "
                          "out of the game", rule)
            else:
                self._apply_effect(card, e, owner, f"seat {seat}")
        elif target in _NOTHING_TO_CHOOSE:
            options = self._choices(target, owner)
            if not options:
                self._log(owner, f"seat {owner}'s {name} does nothing: "
                          + _NOTHING_TO_CHOOSE[target].format(seat=owner), rule)
            elif len(options) == 1:
                self._apply_effect(card, e, owner, options[0])
            else:
                self.pending = ("choose", owner, e, tuple(options), card)
        else:
            self._apply_effect(card, e, owner, fixed.get(target, target))

    def _no_pawn(self, word: str) -> str:
        """Why a challenge's Pawn named by an effect is missing (tarotlab D3)."""
        c = self.challenge
        if word == "challenged" and (c is None or c["target"] == "pool"):
            return "the pool is challenged, not a Pawn"
        return f"the {word} Pawn is not in play"

    def _effect_move_power(self, card: str, e: Effect, owner: int, holder: InPlay | None,
                           fixed: dict[str, InPlay | None]) -> None:
        """move_power: the Pawns named by the effect, or chosen by the owner (source first)."""
        word = e.get("from")
        if word in fixed:
            src = fixed[word]
            sources = [src.label] if src is not None else []
        else:
            sources = self._choices(word, owner)
        if not sources:
            why = self._no_pawn(word) if word in fixed else _NOTHING_TO_CHOOSE[word].format(
                seat=owner)
            self._log(owner, f"seat {owner}'s {CARDS[card].name} does nothing: {why}",
                      _cite(card))
            return
        self._push(("effect_pick_dst", card, e, owner, holder.uid if holder else 0))
        if len(sources) == 1:
            self.pick_src = sources[0]
        else:
            self.pending = ("choose", owner, Effect("pick", "src", ()), tuple(sources), card)

    def _t_effect_pick_dst(self, card: str, e: Effect, owner: int, holder_uid: int) -> None:
        holder = self._uid(holder_uid) if holder_uid else None
        src = self._find(self.pick_src)
        word = e.get("to")
        dests = ([holder.label] if holder is not None else []) if word == "self" \
            else self._choices(word, owner)
        if src is None or not dests:
            self._log(owner, f"seat {owner}'s {CARDS[card].name} does nothing: "
                      + _NOTHING_TO_CHOOSE.get(word, "no Pawn to receive the Power").format(
                          seat=owner), _cite(card))
            return
        if len(dests) == 1:
            dst = self._find(dests[0])
            if dst is not None:
                self._move_power(src, dst, e.get("amount"), card)
            return
        self.pending = ("choose", owner, Effect("pick", "dst", (("amount", e.get("amount")),)),
                        tuple(dests), card)

    def _choices(self, target: str, owner: int) -> list[str]:
        if target == "own_pawn":
            return [p.label for p in self.pawns[owner]]
        if target == "enemy_pawn":
            return [p.label for p in self._all_pawns() if p.owner != owner]
        if target == "any_pawn":
            return [p.label for p in self._all_pawns()]
        if target == "opponent":
            return [f"seat {s}" for s in range(self.n) if s != owner and not self.eliminated[s]]
        if target == "environment":
            return [x.label for s in range(self.n) for x in self.environments[s]]
        if target in ("attachment", "lasting"):
            attachments = [a.label for p in self._all_pawns() for a in p.attachments]
            if target == "attachment":
                return attachments
            return self._choices("environment", owner) + attachments
        return []

    def _legal_choose(self) -> list[Action]:
        return [Action(f"target {o}") for o in self.pending[3]]

    def _do_choose(self, action: Action) -> None:
        _, owner, e, _, card = self.pending
        choice = action.arg
        if e.when == "pick" and e.do == "src":
            self.pick_src = choice
            return
        if e.when == "pick" and e.do == "dst":
            src, dst = self._find(self.pick_src), self._find(choice)
            if src is not None and dst is not None:
                self._move_power(src, dst, e.get("amount"), card)
            return
        self._apply_effect(card, e, owner, choice)

    def _in_play(self, uid: int) -> InPlay | None:
        for seat in range(self.n):
            for thing in self.pawns[seat] + self.environments[seat]:
                if thing.uid == uid:
                    return thing
                for att in thing.attachments:
                    if att.uid == uid:
                        return att
        return None

    def _move_power(self, src: InPlay, dst: InPlay, amount: int, card: str) -> None:
        pawns = self._all_pawns()
        if src not in pawns or dst not in pawns:
            return
        moved = max(0, min(amount, src.power, self.influence(dst) - dst.power))
        src.power -= moved
        dst.power += moved
        self._log(dst.owner, f"{moved} Power moves from seat {src.owner}'s {src.label} to seat "
                  f"{dst.owner}'s {dst.label}", _cite(card))

    def _apply_effect(self, card: str, e: Effect, owner: int, target: Any) -> None:
        """Apply an effect of ``card`` to a resolved target (a label, 'seat k', a fixed word
        or a Pawn)."""
        do, amount = e.do, e.get("amount", 0)
        rule, name = _cite(card), CARDS[card].name
        if isinstance(target, str) and target.startswith("seat "):
            target = int(target.split()[1])
            if e.get("target") == "opponent":
                self.picked_opponent = target  # for the card's "that opponent" (NP, KP)
        elif isinstance(target, str) and "#" in target:
            target = self._find(target)
        seats = self._seats(target, owner)
        if do == "gain_power":
            for pawn in self._pawns_of(target, owner):
                got = max(0, min(amount, self.pool, self.influence(pawn) - pawn.power))
                self.pool -= got
                pawn.power += got
                self._log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} takes {got} Power from "
                          "the pool", rule)
        elif do in ("destroy_power", "return_power"):
            verb = "leaves the game" if do == "destroy_power" else "returns to the pool"
            for pawn in self._pawns_of(target, owner):
                lost = min(amount, pawn.power)
                pawn.power -= lost
                if do == "destroy_power":
                    self.removed_power += lost
                else:
                    self.pool += lost
                self._log(pawn.owner, f"{lost} Power on seat {pawn.owner}'s {pawn.label} {verb}",
                          rule)
        elif do == "influence":
            self._cache_mods = None
            for pawn in self._pawns_of(target, owner):
                self.temp.append((pawn.uid, "influence", amount))
                self._log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} has {amount:+d} "
                          "influence until the round ends", rule)
            self._fix_all()
        elif do in ("grant_trait", "remove_trait"):
            self._cache_mods = None
            for pawn in self._pawns_of(target, owner):
                kind = "grant" if do == "grant_trait" else "remove"
                self.temp.append((pawn.uid, kind, e.get("trait")))
                self._log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} "
                          f"{'gains' if kind == 'grant' else 'loses'} {e.get('trait')} until the "
                          "round ends", rule)
        elif do == "successes" and self.challenge is not None:
            self.challenge["bonus"] += amount
            whose = _whose(owner, self.challenge["seat"])
            self._log(owner, f"seat {owner} {'adds' if amount > 0 else 'cancels'} "
                      f"{abs(amount)} {'success' if abs(amount) == 1 else 'successes'} "
                      f"{'to' if amount > 0 else 'in'} {whose} challenge", rule)
        elif do == "extra_redraw" and self.challenge is not None:
            self.challenge["redraws"] += 1
            self.challenge["late"] = self.challenge.get("phase") == "majors"  # tarotlab D3
            self._log(owner, f"seat {owner} gives {_whose(owner, self.challenge['seat'])} Fate "
                      "Draw one more redraw", rule)
        elif do == "clear_cross":
            for seat in seats:
                cleared = 0
                for i in range(CROSS - 1, -1, -1):
                    space = self.crosses[seat][i]
                    if space is not None and cleared < amount and not (
                            self.challenge and self.challenge["seat"] == seat
                            and i in self.challenge["spaces"]):
                        self.discards[seat].append(space)
                        self.crosses[seat][i] = None
                        cleared += 1
                self._log(seat, f"seat {seat} discards {cleared} card(s) from their Mystick "
                          "Cross, highest space first", rule)
        elif do == "fill_cross":  # one push, so the seats go in turn order (mystick R14)
            self._push(*[("draw", seat, "cross", amount, card) for seat in seats])
        elif do == "draw_count":
            self._raise_draw_count(amount, f"seat {owner}'s {name}", rule)
        elif do == "extra_move":
            self.extra_moves.append(card)
            self._log(owner, f"seat {owner} will make another move after this one", rule)
        elif do == "skip_move":  # each effect takes one move; they add up (tarotlab D12)
            for seat in seats:
                self.skips[seat].append(card)
                self._log(seat, f"seat {seat} will skip their next move this round", rule)
        elif do in ("draw", "mill"):
            dest = "hand" if do == "draw" else "mill"
            self._push(*[("draw", seat, dest, amount, card) for seat in seats])
        elif do == "discard_hand":
            for seat in seats:
                count = min(amount, len(self.hands[seat]))
                if e.get("choice", "owner") == "random":
                    self._push(*[("random_discard", seat, card)] * count)
                else:
                    self._push(*[("ask_discard", owner, seat, card)] * count)
        elif do == "look_hand":
            for seat in seats:
                self.seen[owner] = (seat, tuple(self.hands[seat]))
                self._log(owner, f"seat {owner} looks at seat {seat}'s hand", rule)
        elif do == "look_deck":
            for seat in seats:
                known = len(self.tops[seat])
                self._push(("draw", seat, "look", max(0, amount - known), card),
                           ("look_done", seat, card))
        elif do == "recover":
            self._push(*[("ask_recover", owner, card)] * amount)
        elif do == "vp":
            for seat in seats:
                self.vp[seat] = max(0, self.vp[seat] + amount)  # mystick R13
                self._log(seat, f"seat {seat} {'scores' if amount >= 0 else 'loses'} "
                          f"{abs(amount)} VP" + (" (never below 0)" if amount < 0 else ""), rule)
        elif do == "kill":
            for pawn in self._pawns_of(target, owner):
                self._leave_play(pawn, f"discarded by seat {owner}'s {name}", rule)
        elif do == "discard_in_play" and isinstance(target, InPlay):
            self._discard_in_play(target, owner, card)

    def _seats(self, target: Any, owner: int) -> list[int]:
        if isinstance(target, int):
            return [target]
        if target == "you":
            return [owner]
        # mystick R14 / R4: players in turn order from the card's owner
        if target == "each_opponent":
            return [s for s in self._order_from(owner) if s != owner]
        if target == "each_player":
            return self._order_from(owner)
        return []

    def _pawns_of(self, target: Any, owner: int) -> list[InPlay]:
        if isinstance(target, InPlay):
            return [target] if target in self._all_pawns() else []
        if target == "each_enemy_pawn":
            return [p for p in self._all_pawns() if p.owner != owner]
        if target == "each_own_pawn":
            return list(self.pawns[owner])
        if target == "each_pawn":
            return self._all_pawns()
        return []

    def _discard_in_play(self, thing: InPlay, by: int, card: str) -> None:
        self._cache_mods = None
        for seat in range(self.n):
            if thing in self.environments[seat]:
                self.environments[seat].remove(thing)
            for pawn in self.pawns[seat]:
                if thing in pawn.attachments:
                    pawn.attachments.remove(thing)
        self.discards[thing.owner].append(thing.card)
        self._log(by, f"seat {by}'s {CARDS[card].name} discards seat {thing.owner}'s "
                  f"{CARDS[thing.card].name} ({thing.label}) from play", _cite(card))
        self._fix_all()

    def _t_random_discard(self, seat: int, card: str) -> None:
        if self.hands[seat]:
            self.pending = ("random", CHANCE, seat, card)

    def _legal_random(self) -> list[Action]:
        return [Action(f"discard {c}") for c in sorted(set(self.hands[self.pending[2]]))]

    def _do_random(self, action: Action) -> None:
        seat, card = self.pending[2], self.pending[3]
        self.hands[seat].remove(action.arg)
        self.discards[seat].append(action.arg)
        self._log(seat, f"seat {seat} discards {action.arg} from their hand at random",
                  _cite(card))

    def _t_ask_discard(self, chooser: int, seat: int, card: str) -> None:
        if self.hands[seat]:
            self.pending = ("pick_discard", chooser, seat, card)

    def _legal_pick_discard(self) -> list[Action]:
        return [Action(f"discard {c}") for c in sorted(set(self.hands[self.pending[2]]))]

    def _do_pick_discard(self, action: Action) -> None:
        chooser, seat, card = self.pending[1:]
        self.hands[seat].remove(action.arg)
        self.discards[seat].append(action.arg)
        self._log(chooser, f"seat {chooser} has seat {seat} discard {action.arg} from their "
                  "hand", _cite(card))

    def _t_ask_recover(self, seat: int, card: str) -> None:
        if any(not CARDS[c].is_major for c in self.discards[seat]):
            self.pending = ("recover", seat, card)

    def _legal_recover(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"recover {c}") for c in sorted(set(self.discards[seat]))
                if not CARDS[c].is_major]

    def _do_recover(self, action: Action) -> None:
        seat, card = self.pending[1], self.pending[2]
        self.discards[seat].remove(action.arg)
        self.hands[seat].append(action.arg)
        self.hands[seat].sort()
        self._log(seat, f"seat {seat} returns {action.arg} from their discard pile to their hand",
                  _cite(card))

    # ------------------------------------------------------------------ words and views
    def _pending_rule(self) -> str:
        return R_MOVE

    def _prompt(self) -> str:
        kind = self.pending[0] if self.pending else "over"
        seat = self.pending[1] if len(self.pending) > 1 else None
        return {
            "card": f"chance draws a card for seat {self.pending[2] if kind == 'card' else ''}",
            "random": "chance picks a card to discard",
            "move": f"seat {seat} moves: play, draw or challenge",
            "redraw": f"seat {seat} may redraw cards of the Fate Draw, then 'redraw done'",
            "choose": f"seat {seat} chooses a target for {self._pending_card()}",
            "pick_discard": f"seat {seat} chooses a card for seat "
                            f"{self.pending[2] if kind == 'pick_discard' else ''} to discard "
                            f"({self._pending_card()})",
            "recover": f"seat {seat} chooses a card to return to hand ({self._pending_card()})",
        }.get(kind, "the game is over")

    def _pending_card(self) -> str:
        """The name of the card whose effect asks the pending question (its last detail)."""
        card = self.pending[-1] if self.pending else ""
        return CARDS[card].name if isinstance(card, str) and card in CARDS else ""

    def check_invariants(self) -> None:
        """Power conserved (R9); every player's 39 cards in one place each; bounds."""
        on_pawns = sum(p.power for p in self._all_pawns())
        assert self.pool + on_pawns + self.removed_power == self.start_pool, "Power (R9)"
        assert self.pool >= 0 and all(v >= 0 for v in self.vp)
        for pawn in self._all_pawns():
            assert 0 <= pawn.power <= self.influence(pawn), f"{pawn.label} above influence"
        for seat in range(self.n):
            places = (self.decks[seat] + self.tops[seat] + self.hands[seat] + self.discards[seat]
                      + [c for c in self.crosses[seat] if c is not None])
            for s in range(self.n):
                places += [p.card for p in self.pawns[s] if p.owner == seat]
                places += [a.card for p in self.pawns[s] for a in p.attachments
                           if a.owner == seat]
            places += [e.card for e in self.environments[seat]]
            places += [c for s, c in self.initiative.items() if s == seat]
            if seat == self.mover:
                places += self.resolving
            assert sorted(places) == sorted(self.deck_lists[seat]), f"seat {seat}'s cards"
            assert all(not CARDS[c].is_major for c in self.hands[seat]), "a Major in hand"

    def _view(self, seat: int | None) -> MystickView:
        return self._views((seat,))[0]

    def _pawn_view(self, pawn: InPlay) -> tuple[str, int, int, tuple[str, ...], tuple[str, ...]]:
        """A Pawn as views show it: label, influence, Power, sorted traits, Attachments (read
        straight from the cached modifiers, the same values influence() and traits() give)."""
        mods = self._mods().get(pawn.uid)
        if mods is None:  # not in the cache: influence() and traits() compute afresh
            influence, traits = self.influence(pawn), frozenset(self.traits(pawn))
        else:
            influence, traits = mods
        return (pawn.label, influence, pawn.power, tuple(sorted(traits)),
                tuple(a.label for a in pawn.attachments))

    def _views(self, seats: Sequence[int | None]) -> tuple[MystickView, ...]:
        """Each viewer's view; what all of them see alike (the play areas, Crosses, discard
        piles, the challenge) is built once, then each viewer's hand and known deck tops
        (each seat's own panel built once, whoever asks for it)."""
        public = tuple(MystickPlayerView(
            vp=self.vp[s], deck=self._deck_size(s), known_top=(),
            hand_count=len(self.hands[s]), hand=None,
            discard=tuple(self.discards[s]), cross=tuple(self.crosses[s]),
            pawns=tuple(self._pawn_view(p) for p in self.pawns[s]),
            environments=tuple(e.label for e in self.environments[s]),
            eliminated=self.eliminated[s], skips=len(self.skips[s])) for s in range(self.n))
        owned: dict[int, MystickPlayerView] = {}

        def own(s: int) -> MystickPlayerView:
            if s not in owned:
                p = public[s]
                owned[s] = MystickPlayerView(
                    vp=p.vp, deck=p.deck, known_top=tuple(self.tops[s]),
                    hand_count=p.hand_count, hand=tuple(self.hands[s]), discard=p.discard,
                    cross=p.cross, pawns=p.pawns, environments=p.environments,
                    eliminated=p.eliminated, skips=p.skips)
            return owned[s]

        c = self.challenge
        challenge = None
        if c is not None:
            pawn = self._uid(c["pawn"])
            challenge = ChallengeView(
                seat=c["seat"], challenger=pawn.label if pawn else "", target=c["target"],
                spaces=tuple(s + 1 for s in c["spaces"]),
                marked=tuple(s + 1 for s in c.get("marked", ())), redraws=c["redraws"],
                bonus=c["bonus"])
        prompt = self._prompt()
        views = []
        for seat in seats:
            players = panels_seen_by(seat, public, own)
            seen = self.seen.get(seat) if isinstance(seat, int) and seat >= 0 else None
            views.append(MystickView(
                viewer=seat, players=players, pool=self.pool, challenge=challenge,
                draw_count=self.draw_count, round=self.round, mover=self.mover,
                to_move=self.to_move, prompt=prompt, seen=seen, outcome=self._outcome))
        return tuple(views)


_CHALLENGE_TASKS = {"fate", "redraw_step", "majors", "transfer", "late_redraw", "redraw_more",
                    "log_major"}


def _card_order(card: str) -> tuple[int, str]:
    return (CARDS[card].rank, card)


_LABEL = r"([0-9A-Za-z]+#\d+)"
_CARD = r"([0-9A-Za-z]+)"
_GRAMMAR: list[tuple[str, Any]] = [
    (r"draw", lambda m: "draw"),
    (r"pass", lambda m: "pass"),
    (r"draw \+(\d)", lambda m: f"draw +{m.group(1)}"),
    (r"play " + _CARD, lambda m: f"play {m.group(1).upper()}"),
    (r"play " + _CARD + r" -> " + _LABEL, lambda m: f"play {m.group(1).upper()} -> "
     f"{m.group(2).upper()}"),
    (r"challenge " + _LABEL + r" -> (pool|[0-9A-Za-z]+#\d+)",
     lambda m: f"challenge {m.group(1).upper()} -> "
               f"{'pool' if m.group(2).lower() == 'pool' else m.group(2).upper()}"),
    (r"use " + _LABEL, lambda m: f"use {m.group(1).upper()}"),
    (r"card " + _CARD, lambda m: f"card {m.group(1).upper()}"),
    (r"redraw (done|\d)", lambda m: f"redraw {m.group(1).lower()}"),
    (r"target (seat \d|[0-9A-Za-z]+#\d+)", lambda m: f"target {m.group(1)}"),
    (r"discard " + _CARD, lambda m: f"discard {m.group(1).upper()}"),
    (r"recover " + _CARD, lambda m: f"recover {m.group(1).upper()}"),
]


@dataclass(frozen=True, slots=True)
class MystickPlayerView:
    """One seat as a viewer sees it: the hand only for that seat; play areas are public."""

    vp: int
    deck: int
    known_top: tuple[str, ...]
    hand_count: int
    hand: tuple[str, ...] | None
    discard: tuple[str, ...]
    cross: tuple[str | None, ...]
    pawns: tuple[tuple[str, int, int, tuple[str, ...], tuple[str, ...]], ...]
    environments: tuple[str, ...]
    eliminated: bool
    skips: int


@dataclass(frozen=True, slots=True)
class ChallengeView:
    """The challenge under way: who, against what, its Fate spaces (1-8) and redraws left."""

    seat: int
    challenger: str
    target: str
    spaces: tuple[int, ...]
    marked: tuple[int, ...]
    redraws: int
    bonus: int


@dataclass(frozen=True, slots=True, repr=False)
class MystickView(RenderedView):
    """What one seat (or a spectator) sees of a Mystick game."""

    viewer: int | None
    players: tuple[MystickPlayerView, ...]
    pool: int
    challenge: ChallengeView | None
    draw_count: int
    round: int
    mover: int
    to_move: int | None
    prompt: str
    seen: tuple[int, tuple[str, ...]] | None
    outcome: Outcome | None
