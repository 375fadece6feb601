"""A turn: declaring or seizing first, the Prelude (resources and Prelude actions), then one
action per pip (arcs: Round Structure, Declaring an Ambition, Prelude; arcs R6, R13;
tarotlab X8-X10); the action a spent resource buys; elimination recovery.

The turn offers and performs every action through two tables, ``OPTIONS`` (the options of each
standard action) and ``ACTS`` (its effect), plus the new actions of cards (``Ability.verbs``)
and the extra actions beside a Copy or Pivot (``Ability.extras``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import (
    ACTION_KINDS,
    R_DECLARE,
    R_PRELUDE,
    R_ROUND,
    R_SEIZE,
    Decide,
    Decision,
    TakeBonus,
    TurnState,
    card_label,
    marker_value,
    otherwise,
)
from ..components import ACTION_CARDS, AMBITIONS, COURT_BY_NAME, RESOURCES, SUIT_ACTIONS, plural
from ..hooks import (
    ABILITIES,
    AFTER_COPY,
    BEFORE_COPY,
    DECLARE_WITH,
    DECLARED,
    EXTRAS,
    MAY_DECLARE,
    ORDER,
    VERBS,
    ZERO_MARKER,
)
from ..language import Declare, Move, Recover, Seize, Spend, Use, parse
from ..mapdata import SYSTEMS
from .actions import ActionRules
from .battle import BattleRules
from .move import MoveRules
from .rounds import RoundRules

OPTIONS: dict[str, Callable[[Any, int], list[Action]]] = {
    "tax": ActionRules._opts_tax, "build": ActionRules._opts_build,
    "repair": ActionRules._opts_repair, "influence": ActionRules._opts_influence,
    "secure": ActionRules._opts_secure, "move": MoveRules._opts_move,
    "battle": BattleRules._opts_battle}
"""Each standard action's legal options (arcs: Actions)."""
ACTS: dict[str, Callable[[Any, int, Any], None]] = {
    "tax": ActionRules._act_tax, "build": ActionRules._act_build,
    "repair": ActionRules._act_repair, "influence": ActionRules._act_influence,
    "secure": ActionRules._act_secure, "move": MoveRules._act_move,
    "battle": BattleRules._act_battle}
"""Each standard action's effect, given its typed form (``language.parse``)."""
R_RECOVERY = "arcs: Elimination Recovery"
DONE = Action("done")


class TurnRules(RoundRules):
    """The turn decision whole: declaring, seizing, the Prelude, the pips."""

    _cache_lazy_turns: bool
    """Set on a determinization's replay, which applies known actions and seldom lists a
    turn's: a turn that resumes only asks whether it has a choice besides ``done``, and
    its legal actions are listed if asked. Elsewhere they are listed when the turn resumes
    (they are read next)."""

    def _t_turn(self, seat: int, how: str, card: str) -> None:
        """A turn: declare or seize first, then the Prelude, then one action per pip (arcs R6)."""
        info = ACTION_CARDS[card]
        suit = info.suit if how in ("lead", "pivot", "surpass") else self._lead_card()[0]
        self.turn = TurnState(seat, how, card, suit,
                              info.pips if how in ("lead", "surpass") else 1)
        self._push(("turn_resume",))

    def _t_turn_resume(self) -> None:
        turn = self.turn
        assert turn is not None
        decide = Decide("turn", turn.seat)
        lazy = bool(self.__dict__.get("_cache_lazy_turns"))
        choices = TURN.choices(self, decide, pips_first=lazy)
        first = next(choices)
        while not first:
            first = next(choices)
        if first[0] == DONE:  # nothing left to do: the turn ends by itself (X8)
            if turn.pips and not turn.prelude:
                self._log(turn.seat, "has no legal action for the pips left; the turn ends",
                          R_ROUND)
            self._push(("turn_end",))
            return
        self.pending = decide
        if not lazy:  # (lazy: listed in order by ``legal`` if asked)
            self._cache_legal = tuple(_listed(first, choices))

    def _t_turn_end(self) -> None:
        """End of turn: the Prelude's resources return; elimination recovery (arcs: Prelude,
        Elimination Recovery)."""
        assert self.turn is not None
        seat = self.turn.seat
        self._return_limbo()
        self.turn = None
        self.seen = {}
        ships, _, ports = self.on_map(seat)
        if not ships and not ports and self.ships_left[seat]:
            self.pending = Decide("recover", seat)

    def allowed_kinds(self) -> tuple[str, ...]:
        """The actions this turn's pips may buy (arcs: the suit table; Weapon, arcs: Prelude)."""
        turn = self.turn
        assert turn is not None
        if turn.bound:  # an extra action taken first binds the pip
            return (turn.bound,)
        kinds = SUIT_ACTIONS[turn.suit]
        if turn.weapon and "battle" not in kinds:
            kinds = (*kinds, "battle")
        return kinds

    # ------------------------------------------------------------------ declaring
    def _declarable(self) -> list[str]:
        turn = self.turn
        if turn is None or turn.declared or not turn.window or not self.markers_avail:
            return []
        if turn.how != "lead" and self._declares_with(turn.seat, turn.how) is None:
            return []
        if not self.may_declare(turn.seat):
            return []
        ambition = ACTION_CARDS[turn.card].ambition
        if ambition is None:
            return []
        return list(AMBITIONS) if ambition == "any" else [ambition]

    def _declares_with(self, seat: int, how: str) -> str | None:
        """The rule that lets ``seat`` declare with a card played as ``how`` (not led)."""
        rule: str | None = self.modified(DECLARE_WITH, seat, None, how=how)
        return rule

    def may_declare(self, seat: int) -> bool:
        """Whether ``seat`` may declare an ambition now: a marker is available, and no ability
        of its forbids it."""
        if not self.modified(MAY_DECLARE, seat, True):
            return False
        return bool(self.markers_avail)

    def _declare(self, seat: int, ambition: str, zero: bool, rule: str) -> None:
        """Place the highest available marker in the ambition's box; the zero marker covers
        the lead card's number (arcs: Declaring an Ambition)."""
        marker = self.markers_avail.pop(0)
        self.boxes[ambition].append(marker)
        self.declared_round = True
        first, second = marker_value(marker, self.flipped[marker])
        if zero and not self.modified(ZERO_MARKER, seat, True, ambition=ambition):
            zero = False
        if zero:
            self.zeroed = True
        self.trigger(DECLARED, seat, ambition=ambition)
        self._log(seat, f"declares {ambition} with the {first}/{second} marker"
                  + ("; the zero marker covers the lead card's number" if zero else ""), rule)

    # ------------------------------------------------------------------ the Prelude
    def _spendable(self, seat: int) -> list[str]:
        """Resource types held and not Outraged (arcs: Destroying Cities, Outrage); Outrage
        never blocks the type a card lets any token be spent as (``Ability.spend_as``)."""
        held = [*self.res[seat], self.vault[seat]]
        loyal = {a.spend_as for a in self.abilities(seat)}
        return [k for k in RESOURCES if k in held and (k not in self.outrage[seat] or k in loyal)]

    def _grants(self, kind: str) -> tuple[str, ...]:
        """The actions a resource's Prelude action takes (arcs: Resource Prelude actions)."""
        if kind == "Material":
            return ("build", "repair")
        if kind == "Fuel":
            return ("move",)
        if kind == "Relic":
            return ("secure",)
        if kind == "Psionic":
            return SUIT_ACTIONS[self._lead_card()[0]]
        return ()

    def _spend_buys(self, seat: int, token: str, kind: str,
                    opts: Callable[[str], list[Action]]) -> bool:
        """Whether spending ``token`` for ``kind``'s Prelude action buys something (tarotlab
        X10): Weapon while a pip is unspent and the suit cannot Battle yet (arcs R13); any other
        type when an action it grants is still legal without the token, since a building paid
        with that very token is not (``opts``: the options of the position as it is)."""
        turn = self.turn
        assert turn is not None
        if kind == "Weapon":
            return bool(turn.pips) and "battle" not in self.allowed_kinds()
        grants = self._grants(kind)
        if "move" in grants and self._has_ships(seat):
            return True  # every system has a neighbour, and a Move costs no token
        if not any(opts(k) for k in grants):
            return False  # spending a token never adds a choice
        if not self.abilities(seat):
            return True  # the standard actions' options never depend on the tokens held
        slots, vault = list(self.res[seat]), self.vault[seat]
        self._take(seat, token)  # look at the position after the spend, then put it back
        try:
            return any(self._options(seat, k) for k in grants)
        finally:
            self.res[seat], self.vault[seat] = slots, vault

    def _prelude_options(self, seat: int, opts: Callable[[str], list[Action]]) -> list[Action]:
        """The Prelude actions of the seat's Guild cards (not of one secured this Prelude, arcs:
        Prelude 2), then ``spend T as X`` for the types cards let any token be spent as."""
        turn = self.turn
        assert turn is not None
        out: list[Action] = []
        for cid in self.guild[seat]:
            if cid not in turn.secured:
                out += ABILITIES[cid].prelude_options(self, seat)
        kinds = {a.spend_as for a in self.abilities(seat) if a.spend_as is not None}
        if kinds:
            held = sorted(set(self.holdings(seat)), key=RESOURCES.index)
            for kind in sorted(kinds, key=RESOURCES.index):
                out += [Action(f"spend {t} as {kind}") for t in held
                        if t != kind and self._spend_buys(seat, t, kind, opts)]
        return out

    def _end_prelude(self) -> None:
        """The first action of the turn ends the Prelude: spent resources go back (arcs:
        Prelude 1)."""
        assert self.turn is not None
        if self.turn.prelude:
            self.turn.prelude = False
            self._return_limbo()

    # ------------------------------------------------------------------ actions
    def _options(self, seat: int, kind: str) -> list[Action]:
        """Every legal way to take one ``kind`` action now (arcs: Actions): the standard
        action, then the new actions of cards that may replace it (arcs: New Actions)."""
        out = OPTIONS[kind](self, seat)
        abilities = self.abilities(seat)
        if abilities:
            for ability in sorted(abilities, key=lambda a: ORDER[a.card]):
                out += ability.new_actions(self, seat, kind)
        return out

    def _perform(self, seat: int, action: Action) -> None:
        """Carry out an action: an extra action's inner one, a card's new action, or a standard
        action by its typed form."""
        kind = action.kind
        if kind in EXTRAS:
            assert self.turn is not None
            self.turn.extra_used = True
            self._perform(seat, Action(action.arg))
        elif kind in VERBS:
            VERBS[kind].perform(self, seat, action)
        else:
            ACTS[kind](self, seat, parse(action))

    def battle_follows(self, seat: int, move: Action) -> bool:
        """Whether a standard Battle is legal after this Move, wherever its ships may end."""
        act = parse(move)
        assert isinstance(act, Move)
        src, nf, nd = act.src, act.fresh, act.damaged
        fresh, damaged = self.fresh, self.damaged
        for end in self._move_ends(seat, src, act.dst):
            fresh[src][seat] -= nf
            damaged[src][seat] -= nd
            fresh[end][seat] += nf
            damaged[end][seat] += nd
            try:  # look at the position after the move, then put the ships back
                if self._opts_battle(seat):
                    return True
            finally:
                fresh[end][seat] -= nf
                damaged[end][seat] -= nd
                fresh[src][seat] += nf
                damaged[src][seat] += nd
        return False

    def secure_follows(self, seat: int, influence: Action) -> bool:
        """Whether a Secure is legal after this Influence places its agent."""
        agents = self.court[self._court_slot(influence.arg)][1]
        agents[seat] += 1
        try:
            return bool(self._opts_secure(seat))
        finally:
            agents[seat] -= 1

    def pips_refusal(self, seat: int, standard: str) -> Verdict | None:
        """Why this turn's pips cannot take a ``standard`` action now (arcs: Round Structure;
        Weapon, arcs R13), or None."""
        turn = self.turn
        assert turn is not None
        if not turn.pips:
            return Verdict(False, R_ROUND, "no action pips left; spend a resource in the "
                           "Prelude or end with 'done'")
        if standard not in self.allowed_kinds():
            allowed = " or ".join(k.capitalize() for k in self.allowed_kinds())
            weapon = ""
            if standard == "battle":  # arcs R13
                weapon = (" (spend Weapon in the Prelude to Battle)" if turn.prelude else
                          " (a Weapon spent in the Prelude would have let them Battle; the "
                          "Prelude ended with the first pip)")
            return Verdict(False, R_ROUND, f"this turn's pips take {turn.suit} actions: "
                           f"{allowed}{weapon}")
        return None

    def _why_use(self, seat: int, action: Action) -> Verdict | None:
        """Why a Guild card's Prelude action ``use <card>…`` is refused (arcs: Prelude)."""
        act = parse(action)
        assert isinstance(act, Use)
        cid = COURT_BY_NAME.get(act.card.lower())
        if cid is None or cid not in ABILITIES or not ABILITIES[cid].prelude:
            return None
        card = ABILITIES[cid]
        turn = self.turn
        assert turn is not None
        if cid not in self.guild[seat]:
            return Verdict(False, card.rule, f"you do not hold {card.name}")
        if not turn.prelude:
            return Verdict(False, R_PRELUDE, "the Prelude ended when you spent an action pip: "
                           "Prelude actions come before")
        if cid in turn.secured:
            return Verdict(False, R_PRELUDE, f"{card.name} was secured in this Prelude: its "
                           "Prelude action waits for a later turn (tarotlab C14)")
        return otherwise(card.refuse_use(self, seat),
                         Verdict(False, card.rule, f"{card.name} has nothing to do now"))

    def _t_bonus(self, seat: int, kinds: tuple[str, ...], resource: str) -> None:
        self.pending = TakeBonus("bonus", seat, kinds, resource)

    def _turn_words(self) -> str:
        turn = self.turn
        if turn is None:
            return ""
        phase = "Prelude, " if turn.prelude else ""
        return f"{phase}{plural(turn.pips, turn.suit + ' pip')} left"


def _listed(first: list[Action], rest: Iterator[list[Action]]) -> list[Action]:
    """The actions of ``first`` and of every group of ``rest``, in order."""
    out = list(first)
    for group in rest:
        out += group
    return out


# ---------------------------------------------------------------------- decisions
class TurnDecision(Decision[TurnRules, Decide]):
    """arcs R6: a turn: declare (the initiative player, on the lead card) or seize first, then
    the Prelude (spend resources, Prelude actions of Guild cards), then one action per pip of
    the suit; ``done`` ends it (a turn with nothing left ends by itself, X8)."""

    def prompt(self, s: TurnRules, p: Decide) -> str:
        return f"seat {p.seat} acts ({s._turn_words()})"

    def legal(self, s: TurnRules, p: Decide) -> list[Action]:
        return _listed([], self.choices(s, p))

    @staticmethod
    def choices(s: TurnRules, p: Decide, pips_first: bool = False
                ) -> Iterator[list[Action]]:
        """The legal actions in ``legal``'s order, a group at a time: whether the turn goes
        on takes only the first group that is not empty (``done`` comes last, so it is first
        only when alone: X8). ``pips_first``: the pips' actions before the Prelude's, the
        cheaper to find one when only whether there is one matters (a replay)."""
        turn = s.turn
        assert turn is not None
        seat = turn.seat
        yield [Action(f"declare {a}") for a in s._declarable()]
        if turn.window and turn.how != "lead" and s.seized is None and seat != s.initiative:
            yield [Action(f"seize with {c}") for c in s.hands[seat]]
        options: dict[str, list[Action]] = {}

        def opts(kind: str) -> list[Action]:
            if kind not in options:
                options[kind] = s._options(seat, kind)
            return options[kind]

        def prelude() -> Iterator[list[Action]]:
            if turn.prelude:
                yield s._prelude_options(seat, opts)
                yield [Action(f"spend {kind}") for kind in s._spendable(seat)
                       if s._spend_buys(seat, kind, kind, opts)]

        if not pips_first:
            yield from prelude()
        if turn.pips and turn.bound:  # the standard action an extra action was taken for
            bound = OPTIONS[turn.bound](s, seat)
            if bound:
                yield bound
                return  # the bound action must follow the extra action
        elif turn.pips:
            for kind in s.allowed_kinds():
                yield opts(kind)
            if turn.how in ("copy", "pivot") and not turn.extra_used:
                for ability in s.abilities(seat):
                    yield ability.extra_actions(s, seat)
        if pips_first:
            yield from prelude()
        yield [DONE]

    def candidates(self, s: TurnRules, p: Decide) -> list[Action]:
        """Near misses a player might try, so "why can't I?" has answers (arcs R6)."""
        turn = s.turn
        assert turn is not None
        seat = turn.seat
        out = [Action(f"declare {a}") for a in AMBITIONS]
        out += [Action(f"spend {k}") for k in RESOURCES]
        for kind in ACTION_KINDS:
            if kind not in s.allowed_kinds() or not turn.pips:
                out += s._options(seat, kind)[:2]
        for sid, row in s.bldg.items():
            for owner, kind, _ in row:
                if kind == "city" and owner != seat:
                    out.append(Action(f"tax {sid} seat {owner}"))
            if len(row) >= SYSTEMS[sid].slots:
                out.append(Action(f"build city {sid}"))
        return out

    def why(self, s: TurnRules, p: Decide, action: Action) -> Verdict | None:
        turn = s.turn
        assert turn is not None
        seat, kind = turn.seat, action.kind
        if kind == "declare":
            return self._why_declare(s, seat, action)
        if kind == "seize":
            if turn.how == "lead" or seat == s.initiative:
                return Verdict(False, R_SEIZE, "the player who holds the initiative cannot "
                               "seize it")
            if s.seized is not None:
                return Verdict(False, R_SEIZE, f"seat {s.seized} already seized the initiative "
                               "this round")
            if not turn.window:
                return Verdict(False, R_SEIZE, "seizing comes before any other action: it is "
                               "too late once a Prelude action or a pip was taken (arcs R6, "
                               "tarotlab X9)")
            return Verdict(False, R_SEIZE, f"{action.arg.split()[-1]} is not in your hand")
        if kind == "spend":
            return self._why_spend(s, seat, action.arg)
        if kind == "use":
            return s._why_use(seat, action)
        if kind in EXTRAS:
            return EXTRAS[kind].refuse_new_action(s, seat, action, True)
        if kind in VERBS:
            return VERBS[kind].refuse_new_action(s, seat, action, True)
        if kind in ACTION_KINDS:
            verdict = s.pips_refusal(seat, kind)
            return verdict if verdict is not None else s._why_action(seat, action)
        return None

    @staticmethod
    def _why_declare(s: TurnRules, seat: int, action: Action) -> Verdict:
        turn = s.turn
        assert turn is not None
        if turn.how != "lead":
            return Verdict(False, R_DECLARE, "only the initiative player declares, on the lead "
                           "card")
        if turn.declared:
            return Verdict(False, R_DECLARE, "an ambition was already declared with this card")
        if not turn.window:
            return Verdict(False, R_DECLARE, "declaring comes before any other action: it is "
                           "too late once a Prelude action or a pip was taken (arcs R6, "
                           "tarotlab X9)")
        if not s.markers_avail:
            return Verdict(False, R_DECLARE, "all three ambition markers are placed")
        if not s.may_declare(seat):
            return otherwise(s.refusal(seat, action),
                             Verdict(False, R_DECLARE, "you may not declare now"))
        shown = ACTION_CARDS[turn.card].ambition
        return Verdict(False, R_DECLARE, f"{card_label(turn.card)} shows "
                       f"{shown or 'no ambition'}, not {action.arg}")

    @staticmethod
    def _why_spend(s: TurnRules, seat: int, res: str) -> Verdict:
        turn = s.turn
        assert turn is not None
        if not turn.prelude:
            return Verdict(False, R_PRELUDE, "the Prelude ended when you spent an action pip")
        if res in s.outrage[seat]:
            return Verdict(False, "arcs: Outrage", f"you are Outraged by {res}: it cannot be "
                           "spent for its Prelude action")
        if res not in s.holdings(seat):
            return Verdict(False, R_PRELUDE, f"you hold no {res}")
        if res == "Weapon":
            why = ("no action pip is left to Battle with" if not turn.pips else
                   f"this turn's {turn.suit} pips may already Battle")
            return Verdict(False, "arcs R13", f"spending Weapon would change nothing: {why}")
        return Verdict(False, R_PRELUDE, f"spending {res} would give no legal action now (an "
                       "action it buys must still be payable without it, tarotlab X10)")

    def do(self, s: TurnRules, p: Decide, action: Action) -> None:
        turn = s.turn
        assert turn is not None
        seat, kind = turn.seat, action.kind
        if kind == "done":
            left = turn.pips
            s._log(seat, "ends the turn" + (f" ({plural(left, 'pip')} unused)" if left else ""),
                   R_ROUND)
            s._push(("turn_end",))
            return
        # the turn resumes after whatever this decision asks next (tasks it pushes come first)
        s._push(("turn_resume",))
        act = parse(action)
        if isinstance(act, Declare):
            by = s._declares_with(seat, turn.how) if turn.how != "lead" else None
            turn.declared = True
            s._declare(seat, act.ambition, zero=by is None, rule=by or R_DECLARE)
        elif isinstance(act, Use):
            card = ABILITIES[COURT_BY_NAME[act.card.lower()]]
            card.use(s, seat, act.detail)  # a card may read the window first (C6)
            turn.window = False
        elif isinstance(act, Seize):
            s.hands[seat].remove(act.card)
            s.extras.append((seat, act.card))
            s.seized = seat
            turn.window = False
            s._log(seat, "plays an extra card face down and seizes the initiative", R_SEIZE)
        elif isinstance(act, Spend):
            self._spend(s, seat, act)
        elif kind in EXTRAS:  # taken before the action it binds the pip to
            turn.window = False
            s._end_prelude()  # an action like any other: the Prelude is over (arcs R14)
            EXTRAS[kind].perform(s, seat, action)
        else:
            turn.window = False
            turn.pips -= 1
            s._end_prelude()
            copied = turn.how in ("copy", "pivot")
            if copied and not turn.extra_used:
                s.trigger(BEFORE_COPY, seat, kind=kind)
            turn.bound = None
            s._perform(seat, action)
            if copied:
                s.trigger(AFTER_COPY, seat, kind=kind)

    @staticmethod
    def _spend(s: TurnRules, seat: int, act: Spend) -> None:
        turn = s.turn
        assert turn is not None
        turn.window = False
        s._spend(seat, act.token)
        if act.as_kind:
            loyal = next(a for a in s.abilities(seat) if a.spend_as == act.as_kind)
            s._log(seat, f"spends {act.token} as {act.as_kind}", loyal.rule)
        if act.kind == "Weapon":
            turn.weapon = True
            s._log(seat, "spends Weapon: this turn any pip may Battle", R_PRELUDE)
        else:
            grants = s._grants(act.kind)
            s._log(seat, f"spends {act.kind} to take a "
                   f"{' or '.join(g.capitalize() for g in grants)} action", R_PRELUDE)
            s._push(("bonus", seat, grants, act.kind))


class BonusDecision(Decision[TurnRules, TakeBonus]):
    """arcs: Resource Prelude actions: the action a resource spent in the Prelude buys."""

    rule = R_PRELUDE

    def prompt(self, s: TurnRules, p: TakeBonus) -> str:
        return f"seat {p.seat} takes the action its {p.resource} bought"

    def legal(self, s: TurnRules, p: TakeBonus) -> list[Action]:
        out: list[Action] = []
        for kind in p.kinds:
            out += s._options(p.seat, kind)
        return out

    def why(self, s: TurnRules, p: TakeBonus, action: Action) -> Verdict | None:
        kind = action.kind
        standard = VERBS[kind].verbs[kind] if kind in VERBS else kind
        if standard in ACTION_KINDS and standard not in p.kinds:
            instead = f" ({kind} replaces a {standard.capitalize()})" if standard != kind else ""
            return Verdict(False, R_PRELUDE, f"{p.resource} buys a "
                           f"{' or '.join(k.capitalize() for k in p.kinds)} action" + instead)
        if kind in VERBS:
            return VERBS[kind].refuse_new_action(s, p.seat, action, False)
        return s._why_action(p.seat, action)

    def do(self, s: TurnRules, p: TakeBonus, action: Action) -> None:
        s._perform(p.seat, action)


class RecoverDecision(Decision[TurnRules, Decide]):
    """arcs: Elimination Recovery: a player with no ships or starports on the map places 3
    fresh ships at a gate at the end of its turn (tarotlab X11)."""

    rule = R_RECOVERY

    def prompt(self, s: TurnRules, p: Decide) -> str:
        return f"seat {p.seat} places 3 ships at a gate"

    def legal(self, s: TurnRules, p: Decide) -> list[Action]:
        return [Action(f"recover at {g}") for g in s.adj if SYSTEMS[g].is_gate]

    def do(self, s: TurnRules, p: Decide, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Recover)
        placed = s._add_ships(p.seat, act.gate, 3)
        s._log(p.seat, "has no ships or starports on the map and places "
               f"{plural(placed, 'fresh ship')} at gate {act.gate}", R_RECOVERY)


TURN = TurnDecision()
DECISIONS: dict[str, Decision[Any, Any]] = {
    "turn": TURN, "bonus": BonusDecision(), "recover": RecoverDecision()}
TASKS: dict[str, Any] = {
    "turn": TurnRules._t_turn, "turn_resume": TurnRules._t_turn_resume,
    "turn_end": TurnRules._t_turn_end, "bonus": TurnRules._t_bonus}
