"""A simple greedy Mystick bot: take Power when it can, otherwise develop, draw last.

It sees only its view (its own hand, the public play areas, Crosses, discard piles, the
pool and the scores) and the legal actions. Every candidate gets a score from a small model
of the game, in victory points (VP) to come:

* **challenge**: the expected Power taken (the Fate Draw's successes estimated from the
  cards of its suit and the Majors still in its deck, with the redraw, bonus successes and
  the target's Immunity; capped by the target's Power and the Pawn's spare influence, R8),
  each worth 1 VP now plus the bonus it should score at the end of the round (twice with
  Presence, R11), more when it is taken from an enemy Pawn (they lose that bonus); an
  Aggression kill (R8) is worth the Pawn it removes. The pool is taken "when safe": not
  when emptying it would end the game with the bot behind (R11).
* **develop**: Pawns by influence and traits; Attachments that help (the 8s and 10s) on its
  own Pawns and those that hurt (the 9s) on enemy Pawns; Environments; Actions by what their
  effects would do now.
* **draw**: a card is worth a little, but a draw that ends the round (R10) is worth the
  bonus points it locks in, and one that ends the game (R11) whether the bot would win.

Cards leave the deck with every draw and Fate card, and a player whose deck runs out is
eliminated (R12), so every card drawn costs more as the deck shrinks, and the bot never
draws its last card if it can help it. The bot remembers the challenge it declared, to know
which Fate cards are failures when it redraws (R7).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from math import comb

from ..core.engine import Action
from ..core.rng import Rng
from .catalog import MystickCard
from .rules import CARDS, CROSS, DRAW_COUNT_END, MystickPlayerView, MystickView

Pawn = tuple[str, int, int, tuple[str, ...], tuple[str, ...]]

_TRAIT_VALUE = {"Aggression": 0.5, "Presence": 0.7, "Immunity": 0.5, "Resources": 0.3}
# Environments: what each is worth to its owner once in play.
_ENV_VALUE = {"AW": 0.4, "2W": 1.4, "AC": 0.5, "2C": 0.9, "AS": 0.2, "2S": 1.2, "AP": 0.4,
              "2P": 1.1}
# Tuned by simulation against the random bot (2 players, seeds 1000-2200):
DECK_COST = (0.4, 8.0, 3.0)  # per card taken: base + k / cards left; x behind in the race
POOL_END = 3.0  # taking the pool's last Power when ahead: the game ends with the round
REDRAW_SAFE = 10  # redraw failures only while the deck keeps more cards than this
IDLE_LIMIT = 6  # special moves in a row that change nothing before the bot moves on
STALL_LIMIT = 40
"""The bot's own moves in a round without drawing before it draws (tarotlab D11): a loop of
cards that return each other and skip the only opponent (two Queens of Coffers and an Ambush
at the Ford) would otherwise keep a round going for ever. Each such draw takes a card from a
finite deck, so the round or the bot's game ends. In 400 greedy games (the ready-made decks
and random basic decks) the bot made at most 28 moves in a round without drawing."""
INITIATIVE_RESERVE = 2  # deck cards kept for the next initiative draw (R5, R15)
_SURVIVE = 0.7  # chance that Power on a Pawn is still there when the round ends


def _id(label: str) -> str:
    return label.partition("#")[0]


def _card(label: str) -> MystickCard:
    return CARDS[_id(label)]


@lru_cache(maxsize=4096)
def _binomial(n: int, p: float) -> tuple[float, ...]:
    """P(exactly s successes) for s = 0..n (remembered: a decision asks it for every
    challenge of a Pawn, with the same n and p)."""
    return tuple(comb(n, s) * p ** s * (1 - p) ** (n - s) for s in range(n + 1))


def _challenge_effects(card: MystickCard) -> tuple[int, int]:
    """What a challenging card (a Pawn or its Attachment) adds to its own challenge: bonus
    successes and extra redraws (R7)."""
    bonus = redraws = 0
    for e in card.effects:
        if e.when == "challenges" and e.do == "successes":
            bonus += e.get("amount")
        elif e.when == "challenges" and e.do == "extra_redraw":
            redraws += 1
    return bonus, redraws


_CHALLENGES = {card_id: _challenge_effects(card) for card_id, card in CARDS.items()}
"""Each card's ``_challenge_effects``, worked out once (the catalog never changes)."""
_LOSES_POWER_CHALLENGED = frozenset(
    card_id for card_id, card in CARDS.items()
    if any(e.when == "challenged" and e.do == "destroy_power" for e in card.effects))
"""Cards that destroy a Power of their own when challenged: one less to take."""
_SUIT = {card_id: card.suit for card_id, card in CARDS.items()}


class _ViewFacts:
    """What ``GreedyMystickBot`` works out from one view: its Pawns by label with their
    owners, the redraws every challenge has (one, and one for each Sacred Well in play, R7),
    and, as asked, each seat's estimated cards left (``_deck_left``), its rivals' lowest
    deck (``_rivals_low``) and what a challenge by each of its Pawns is whatever the target
    (``_challenger``)."""

    __slots__ = ("challengers", "left", "low", "pawns", "redraws", "view")

    def __init__(self, view: MystickView) -> None:
        self.view = view
        self.pawns = {p[0]: (s, p) for s, pl in enumerate(view.players) for p in pl.pawns}
        self.redraws = 1 + sum(1 for s in view.players for e in s.environments
                               if _id(e) == "AC")
        self.left: dict[int, Counter[str]] = {}
        self.low: dict[int, int | None] = {}
        self.challengers: dict[tuple[int, str], tuple[int, int, tuple[float, ...], float,
                                                      float]] = {}


class GreedyMystickBot:
    """Greedy one-step choices for Mystick; see the module docstring."""

    name = "greedy"

    def __init__(self) -> None:
        self._declared: tuple[str, str] | None = None  # (challenger, target) we declared
        self._marked = 0  # Fate cards marked for the redraw so far
        self._idle = 0  # special moves in a row that changed nothing
        self._round = 0  # the round of the moves counted below
        self._seen: _ViewFacts | None = None  # what it worked out from the last view
        self._moves_since_draw = 0  # own moves in that round since the bot last drew

    # ------------------------------------------------------------------ entry point
    def choose(self, view: MystickView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = view.viewer
        assert seat is not None and seat >= 0
        kind = legal[0].kind
        draws = [a for a in legal if a.kind == "draw"]
        if draws and self._stalled(view):  # a move: the round must move on (tarotlab D11)
            self._moves_since_draw = 0
            return max(draws, key=lambda a: (self._score(view, seat, a), a))
        if kind == "redraw":
            return self._redraw(view, seat, legal)
        self._marked = 0
        if kind == "target":
            return self._target(view, seat, legal)
        if kind == "discard":  # the opponent's hand: take away their best card
            return max(legal, key=lambda a: (self._card_value(view, seat, a.arg, mine=False),
                                             a))
        if kind == "recover":
            return max(legal, key=lambda a: (self._card_value(view, seat, a.arg, mine=True), a))
        score = self._score
        action, best = legal[0], score(view, seat, legal[0])
        for candidate in legal[1:]:  # the first of the best scores, in the listed order
            value = score(view, seat, candidate)
            if value > best:
                action, best = candidate, value
        self._idle = self._idle + 1 if self._is_idle(view, action) else 0
        if action.kind == "draw":
            self._moves_since_draw = 0
        if action.kind == "challenge":
            words = action.split()
            self._declared = (words[1], words[3])
        return action

    # ------------------------------------------------------------------ estimates
    def _facts(self, view: MystickView) -> _ViewFacts:
        """What the bot works out from ``view`` (its Pawns by label, the redraws of every
        challenge, each seat's deck estimates), kept for the view asked last: a decision asks
        them for many actions, and views are immutable values (the view is kept, so its id
        is not another's)."""
        facts = self._seen
        if facts is None or facts.view is not view:
            facts = self._seen = _ViewFacts(view)
        return facts

    def _pawns(self, view: MystickView) -> dict[str, tuple[int, Pawn]]:
        """Every Pawn in play by its label, with its owner (read, never changed)."""
        return self._facts(view).pawns

    @staticmethod
    def _bonus(player: MystickPlayerView) -> int:
        """Bonus points this player would score if the round ended now (R11)."""
        return sum(power * (2 if "Presence" in traits else 1)
                   for _, _, power, traits, _ in player.pawns)

    def _deck_left(self, view: MystickView, seat: int) -> Counter[str]:
        """Estimated cards left in ``seat``'s deck by suit ("Major" for Major Arcana), from
        the 14 + 14 + 11 of a deck (R3) less the bot's own cards it can see elsewhere; once
        per view and seat, read, never changed, by its callers."""
        left = self._facts(view).left
        known = left.get(seat)
        if known is None:
            known = left[seat] = self._count_left(view, seat)
        return known

    @staticmethod
    def _count_left(view: MystickView, seat: int) -> Counter[str]:
        me = view.players[seat]
        seen: dict[str, int] = {}
        suit_of = _SUIT.get
        for cards in (me.hand or (), me.discard, me.cross):
            for card in cards:
                suit = suit_of(card) if card else None
                if suit is not None:
                    seen[suit] = seen.get(suit, 0) + 1
        for label in (*(p[0] for p in me.pawns), *me.environments):
            suit = suit_of(_id(label))
            if suit is not None:
                seen[suit] = seen.get(suit, 0) + 1
        left = Counter({suit: max(0, 14 - n) for suit, n in seen.items() if suit != "Major"})
        left["Major"] = max(0, 11 - seen.get("Major", 0))
        return left

    def _deck_odds(self, view: MystickView, seat: int, suit: str) -> float:
        """Chance that the next card of ``seat``'s deck is a success for a Pawn of ``suit``:
        a card of that suit or a Major."""
        deck = view.players[seat].deck
        if deck <= 0:
            return 0.0
        left = self._deck_left(view, seat)
        return min(1.0, (left[suit] + left["Major"]) / deck)

    def _cards_per_draw(self, view: MystickView, seat: int) -> float:
        """Cards a draw into the hand takes from the deck on average: Majors drawn into a
        hand are discarded and replaced (mystick: Draw), so a deck rich in Majors drains
        faster."""
        deck = view.players[seat].deck
        minors = max(0, deck - self._deck_left(view, seat)["Major"])
        return (deck + 1) / (minors + 1)

    def _deck_cost(self, view: MystickView, seat: int, cards: int) -> float:
        """What taking ``cards`` from the deck costs: elimination comes closer (R12).

        The next initiative draw takes one card more (and another for every Major turned
        up, R5), unless the pool is empty and the game ends with the round (R11), so the
        last card or two of a deck are kept for it (R15: drawing the last card eliminates).
        """
        deck = view.players[seat].deck
        if cards <= 0:
            return 0.0
        if cards >= deck:
            return 100.0  # the last card of the deck: eliminated at once
        after = deck - cards
        if view.pool > 0 and after <= INITIATIVE_RESERVE:
            left = self._deck_left(view, seat)
            majors = min(left["Major"], deck)
            # after == 1: the initiative draw takes it; 2: out if the first card is a Major
            risk = 1.0 if after == 1 else majors / max(1, deck)
            return 100.0 * risk + cards * (DECK_COST[0] + DECK_COST[1] / after)
        low = self._rivals_low(view, seat)
        per = DECK_COST[0] + DECK_COST[1] / max(1, after)
        if low is not None and after < low:  # behind in the race to the bottom of the deck
            per *= 1 + DECK_COST[2] * (low - after) / max(1, after)
        return cards * per

    def _rivals_low(self, view: MystickView, seat: int) -> int | None:
        """The smallest deck of ``seat``'s rivals still in the game (None: none is), once
        per view and seat."""
        low = self._facts(view).low
        if seat not in low:
            others = [p.deck for s, p in enumerate(view.players)
                      if s != seat and not p.eliminated]
            low[seat] = min(others) if others else None
        return low[seat]

    def _lead(self, view: MystickView, seat: int, extra: float = 0.0) -> float:
        """The bot's VP (plus its bonus) ahead of the best opponent's."""
        me = view.players[seat]
        mine = me.vp + self._bonus(me) + extra
        best = max((p.vp + self._bonus(p) for s, p in enumerate(view.players)
                    if s != seat and not p.eliminated), default=0)
        return mine - best

    def _round_end_value(self, view: MystickView, seat: int, pool_after: int) -> float:
        """What ending the round now is worth: bonus points, or the game if the pool is empty."""
        lead = self._lead(view, seat)
        if pool_after <= 0:
            return 50.0 if lead > 0 else -50.0
        me = self._bonus(view.players[seat])
        best = max((self._bonus(p) for s, p in enumerate(view.players)
                    if s != seat and not p.eliminated), default=0)
        return float(me - best)

    def _hold_value(self, traits: Iterable[str]) -> float:
        return _SURVIVE * (2 if "Presence" in traits else 1)

    # ------------------------------------------------------------------ moves
    def _score(self, view: MystickView, seat: int, action: Action) -> float:
        kind = action.kind
        words = action.split()
        if kind == "challenge":
            return self._challenge_value(view, seat, words[1], words[3])
        if kind == "draw":
            extra = int(words[1][1:]) if len(words) > 1 else 0
            return self._draw_value(view, seat, 1 + extra, counts=True)
        if kind == "use":  # a special move of one of its Pawns or Environments
            pawn = self._pawns(view).get(words[1])
            if self._is_idle(view, action) and self._idle >= IDLE_LIMIT:
                return -1000.0  # stop marking time: something has to move the game on
            return sum(self._effect_value(view, seat, e.do, dict(e.params),
                                          pawn[1] if pawn else None)
                       for e in _card(words[1]).effects if e.when == "move")
        if kind == "play":
            card = words[1]
            info = CARDS[card]
            if info.type == "Pawn":
                return self._pawn_value(view, seat, info)
            if info.type == "Attachment":
                return self._attachment_value(view, seat, info, words[3])
            if info.type == "Environment":
                return _ENV_VALUE.get(card, 0.3) + self._env_adjust(view, seat, card)
            return self._action_value(view, seat, info)
        return 0.0

    def _stalled(self, view: MystickView) -> bool:
        """Count this move; True once the bot has made more than ``STALL_LIMIT`` moves in
        this round without drawing (only draws end a round, mystick: Draw)."""
        if view.round != self._round:
            self._round, self._moves_since_draw = view.round, 0
        self._moves_since_draw += 1
        return self._moves_since_draw > STALL_LIMIT

    def _is_idle(self, view: MystickView, action: Action) -> bool:
        """A special move that can change nothing now (a full Hearth Keeper, an empty pool).

        Two bots that both prefer such a move to drawing would wait forever, so after
        ``IDLE_LIMIT`` of them in a row the bot does something else.
        """
        if action.kind != "use":
            return False
        pawn = self._pawns(view).get(action.arg)
        effects = [e for e in _card(action.arg).effects if e.when == "move"]
        if pawn is None:  # an Environment's special move (Quickening Gale) always acts
            return False
        return all(e.do == "gain_power" and (view.pool == 0 or pawn[1][1] <= pawn[1][2])
                   for e in effects)

    def _challenge_value(self, view: MystickView, seat: int, label: str, target: str) -> float:
        facts = self._facts(view)
        challenger = facts.challengers.get((seat, label))
        if challenger is None:
            challenger = facts.challengers[seat, label] = self._challenger(view, seat, label)
        room, bonus, dist, worth, cost = challenger
        if target == "pool":
            takeable = view.pool
            tgt: Pawn | None = None
        else:
            tgt = facts.pawns[target][1]
            takeable = tgt[2]
            if _id(target) in _LOSES_POWER_CHALLENGED:
                takeable -= 1
        immune = 1 if tgt is not None and "Immunity" in tgt[3] else 0
        cap = max(0, min(room, takeable))
        taken = sum([pr * min(cap, max(0, s + bonus - immune)) for s, pr in enumerate(dist)])
        if tgt is not None:
            worth += self._hold_value(tgt[3])
        value = taken * worth
        if tgt is not None and "Aggression" in facts.pawns[label][1][3]:
            kill = sum([pr for s, pr in enumerate(dist) if s + bonus - immune >= tgt[1]])
            value += kill * self._pawn_worth(tgt)
        if target == "pool" and view.pool - cap <= 0:
            # emptying the pool ends the game at the end of the round (R11): good when ahead
            value += POOL_END if self._lead(view, seat, cap) > 0 else -3.0
        value -= cost
        return value

    def _challenger(self, view: MystickView, seat: int,
                    label: str) -> tuple[int, int, tuple[float, ...], float, float]:
        """What a challenge by the Pawn ``label`` is, whatever its target: the Power it has
        room for, its bonus successes, the odds of each number of successes, what a Power
        taken is worth to it, and what the Fate Draw costs its deck (once per view: a Pawn
        can challenge many targets)."""
        facts = self._facts(view)
        _, influence, power, traits, attachments = facts.pawns[label][1]
        redraws = facts.redraws
        me = view.players[seat]
        n = min(influence, me.cross.count(None))  # Fate cards that land; the rest are
        # discarded (R6)
        bonus = 0
        for source in (label, *attachments):
            more, extra = _CHALLENGES[_id(source)]
            bonus += more
            redraws += extra
        p = self._deck_odds(view, seat, _card(label).suit)
        safe_redraws = redraws if me.deck - n > REDRAW_SAFE else 0
        q = 1 - (1 - p) ** (1 + safe_redraws)
        # the Fate Draw takes `influence` cards from the deck, landing or not (R6), plus the
        # expected redraws
        used = influence + (round(n * (1 - p)) if safe_redraws else 0)
        return (influence - power, bonus, _binomial(n, q), 1 + self._hold_value(traits),
                self._deck_cost(view, seat, used))

    def _draw_value(self, view: MystickView, seat: int, cards: int, counts: bool) -> float:
        me = view.players[seat]
        per = 0.45 if me.hand_count < 4 else 0.2
        used = cards * self._cards_per_draw(view, seat)
        value = per * cards - self._deck_cost(view, seat, round(used))
        if counts and view.draw_count + 1 >= DRAW_COUNT_END:
            value += self._round_end_value(view, seat, view.pool)
        return value - 0.3  # a draw is what the bot does when nothing else helps

    @staticmethod
    def _pawn_worth(pawn: Pawn) -> float:
        _, influence, power, traits, attachments = pawn
        return 0.6 + 0.6 * influence + sum(_TRAIT_VALUE.get(t, 0) for t in traits) \
            + 0.3 * len(attachments) + power

    def _pawn_value(self, view: MystickView, seat: int, info: MystickCard) -> float:
        mine = view.players[seat].pawns
        value = 1.2 + 0.6 * info.influence + sum(_TRAIT_VALUE[t] for t in info.traits)
        return value - 0.35 * len(mine)

    def _attachment_value(self, view: MystickView, seat: int, info: MystickCard,
                          holder: str) -> float:
        owner, pawn = self._pawns(view)[holder]
        _, influence, power, traits, _ = pawn
        helpful = info.rank != 9
        ours = owner == seat
        value = 0.0
        for e in info.effects:
            trait = e.get("trait")
            if e.do == "grant_trait":
                value += 0.1 if trait in traits else _TRAIT_VALUE[trait] + 0.2
            elif e.do == "remove_trait":
                value += _TRAIT_VALUE[trait] + 0.3 if trait in traits else 0.1
            elif e.do == "influence":
                value += 0.9 if e.get("amount") > 0 else 0.6 + 0.5 * (influence == 1) \
                    + 0.8 * (power >= influence)
            elif e.do == "successes":
                value += 0.7
            elif e.do in ("extra_redraw", "extra_move"):
                value += 0.4
            else:
                value += 0.2
        value += 0.15 * influence
        return value if helpful == ours else -value

    def _env_adjust(self, view: MystickView, seat: int, card: str) -> float:
        if card == "AW":
            mine = len(view.players[seat].pawns)
            theirs = max((len(p.pawns) for s, p in enumerate(view.players) if s != seat),
                         default=0)
            return 0.3 * (mine - theirs)
        if card == "2P":
            low = min((p.deck for s, p in enumerate(view.players) if s != seat
                       and not p.eliminated), default=99)
            return 2.0 if low < 8 else 0.0
        return 0.0

    def _action_value(self, view: MystickView, seat: int, info: MystickCard) -> float:
        value = sum(self._effect_value(view, seat, e.do, dict(e.params), None)
                    for e in info.effects if e.when == "play")
        return value - 0.2  # the card itself is spent

    # ------------------------------------------------------------------ effects
    def _effect_value(self, view: MystickView, seat: int, do: str, params: dict[str, object],
                      holder: Pawn | None) -> float:
        amount = params.get("amount", 0)
        assert isinstance(amount, int)
        me = view.players[seat]
        mine = list(me.pawns) if holder is None else [holder]
        enemies = [p for s, pl in enumerate(view.players) if s != seat for p in pl.pawns]
        opp_decks = [p.deck for s, p in enumerate(view.players) if s != seat
                     and not p.eliminated] or [99]
        # Power gained or moved by an effect scores no VP now (only a challenge's transfer
        # does, R8): it is worth the bonus it should bring at the end of the round
        if do == "gain_power":
            gains = [min(amount, view.pool, p[1] - p[2]) * self._hold_value(p[3])
                     for p in mine]
            return max(gains, default=0.0) or -0.3
        if do == "move_power":
            src = max((min(amount, p[2]) * self._hold_value(p[3]) for p in enemies),
                      default=0.0)
            room = max((min(amount, p[1] - p[2]) * self._hold_value(p[3]) for p in me.pawns),
                       default=0.0)
            return src + room if src and room else -0.3
        if do in ("destroy_power", "return_power"):
            if params.get("target") == "each_enemy_pawn":
                return sum(min(amount, p[2]) * self._hold_value(p[3]) for p in enemies)
            return max((min(amount, p[2]) * (0.3 + self._hold_value(p[3])) for p in enemies),
                       default=0.0) or -0.3
        if do == "clear_cross":
            filled = CROSS - sum(1 for c in me.cross if c is None)
            return 0.3 * min(amount, filled) if filled > 3 else 0.05 * min(amount, filled)
        if do == "fill_cross":
            return 0.25 * amount + (0.4 * amount if min(opp_decks) < 8 else 0.0)
        if do == "draw_count":
            if amount > 0 and view.draw_count + amount >= DRAW_COUNT_END:
                return self._round_end_value(view, seat, view.pool)
            return -0.2 * amount
        if do == "extra_move":
            return 0.8
        if do == "skip_move":
            return -0.8 if params.get("target") == "you" else 1.0
        if do == "draw":
            if params.get("target") != "you":
                return 0.0
            used = round(amount * self._cards_per_draw(view, seat))
            return 0.45 * amount - self._deck_cost(view, seat, used)
        if do == "discard_hand":
            return 0.5 * amount if params.get("target") != "you" else -0.4
        if do in ("look_hand", "look_deck"):
            return 0.1
        if do == "recover":
            useful = sum(1 for c in me.discard if not CARDS[c].is_major)
            return 0.6 * min(amount, useful)
        if do == "mill":
            return 0.2 * amount + (1.0 * amount if min(opp_decks) < 8 else 0.0)
        if do == "vp":
            return float(amount)
        if do == "discard_in_play":
            return 0.8 if self._discard_targets(view, seat) else -0.2
        return 0.0

    def _discard_targets(self, view: MystickView, seat: int) -> list[str]:
        """Attachments in play the bot would like gone: harmful on its Pawns, helpful on theirs."""
        out = []
        for s, pl in enumerate(view.players):
            for p in pl.pawns:
                for att in p[4]:
                    harmful = _card(att).rank == 9
                    if harmful == (s == seat):
                        out.append(att)
        return out

    # ------------------------------------------------------------------ other decisions
    def _redraw(self, view: MystickView, seat: int, legal: Sequence[Action]) -> Action:
        """R7: redraw the failures while the challenge still falls short and the deck allows."""
        me = view.players[seat]
        pawns = self._pawns(view)
        suit = None
        need = CROSS
        if self._declared is not None and self._declared[0] in pawns:
            label, target = self._declared
            _, influence, power, _, _ = pawns[label][1]
            suit = _card(label).suit
            if target == "pool":
                need = min(influence - power, view.pool)
            elif target in pawns:
                tgt = pawns[target][1]
                need = min(influence - power, tgt[2]) + ("Immunity" in tgt[3])
        if suit is None:  # not our declaration (a person's, or an undone one): guess
            suits = Counter(_card(p[0]).suit for p in me.pawns)
            suit = suits.most_common(1)[0][0] if suits else "Major"
        spaces = [int(a.arg) for a in legal if a.arg != "done"]
        cards = {s: me.cross[s - 1] for s in spaces}
        successes = sum(1 for c in cards.values() if c is not None and
                        (CARDS[c].is_major or CARDS[c].suit == suit))
        failures = [s for s, c in cards.items() if c is not None and not CARDS[c].is_major
                    and CARDS[c].suit != suit]
        if failures and successes < need and me.deck - (self._marked + 1) > REDRAW_SAFE:
            self._marked += 1
            return Action(f"redraw {failures[0]}")
        self._marked = 0
        return Action("redraw done")

    def _target(self, view: MystickView, seat: int, legal: Sequence[Action]) -> Action:
        pawns = self._pawns(view)
        envs = {e: s for s, pl in enumerate(view.players) for e in pl.environments}
        wanted = set(self._discard_targets(view, seat))

        def score(action: Action) -> float:
            choice = action.arg
            if choice.startswith("seat "):
                other = view.players[int(choice.split()[1])]
                return other.vp + self._bonus(other) - 0.01 * other.deck
            if choice in pawns:
                owner, (_, influence, power, traits, _) = pawns[choice]
                if owner == seat:  # receives Power
                    return (influence - power) * (1 + self._hold_value(traits)) + 0.1 * influence
                return power * (1 + self._hold_value(traits)) + 0.1 * influence
            if choice in envs:
                worth = _ENV_VALUE.get(_id(choice), 0.3)
                return -worth if envs[choice] == seat else worth
            return 1.0 if choice in wanted else -1.0

        return max(legal, key=lambda a: (score(a), a))

    def _card_value(self, view: MystickView, seat: int, card: str, mine: bool) -> float:
        """How much a card in hand is worth to its holder (recover the best, take away the
        best)."""
        info = CARDS[card]
        if info.type == "Pawn":
            have = len(view.players[seat].pawns) if mine else 2
            return 1.5 + 0.6 * info.influence + 0.3 * len(info.traits) - 0.3 * have
        if info.type == "Environment":
            return _ENV_VALUE.get(card, 0.3)
        if info.type == "Attachment":
            return 0.8 if info.rank == 10 else 0.5
        return 0.4 + 0.25 * (info.rank - 10)
