"""A turn: declaring or seizing first, the Prelude (resources and Prelude actions), then one
action per pip (arcs: Round Structure, Declaring an Ambition, Prelude; arcs R6, R13).
"""

from __future__ import annotations

from typing import Any

from ...core.engine import Action
from ...core.rules import Verdict
from .. import court
from ..base import (
    ACTION_KINDS,
    LORE_STANDARD,
    POWER_NAMES,
    R_DECLARE,
    R_PRELUDE,
    R_ROUND,
    R_SEIZE,
    card_label,
    marker_value,
    parse_move,
)
from ..components import (
    ACTION_CARDS,
    AMBITIONS,
    RESOURCES,
    SUIT_ACTIONS,
    plural,
)
from ..mapdata import SYSTEMS
from .rounds import (
    RoundRules,
)


class TurnRules(RoundRules):
    """A turn: declaring or seizing first, the Prelude (resources and Prelude actions), then one
    action per pip (arcs: Round Structure, Declaring an Ambition, Prelude; arcs R6, R13)."""

    def _t_turn(self, seat: int, how: str, card: str) -> None:
        """A turn: declare or seize first, then the Prelude, then one action per pip (arcs R6)."""
        info = ACTION_CARDS[card]
        suit = info.suit if how in ("lead", "pivot", "surpass") else self._lead_card()[0]
        self.turn = {"seat": seat, "how": how, "card": card, "suit": suit,
                     "pips": info.pips if how in ("lead", "surpass") else 1,
                     "window": True, "prelude": True, "weapon": False, "declared": False,
                     "taxed": {}, "shipped": {}, "secured": [], "fence": False}
        self._push(("turn_resume",))

    def _t_turn_resume(self) -> None:
        turn = self.turn
        assert turn is not None
        legal = self._legal_turn()
        if legal == [Action("done")]:  # nothing left to do: the turn ends by itself (X8)
            if turn["pips"] and not turn["prelude"]:
                self._log(turn["seat"], "has no legal action for the pips left; the turn ends",
                          R_ROUND)
            self._push(("turn_end",))
            return
        self.pending = ("turn", turn["seat"])
        self._cache_legal = tuple(legal)

    def _t_turn_end(self) -> None:
        """End of turn: the Prelude's resources return; elimination recovery (arcs: Prelude,
        Elimination Recovery)."""
        assert self.turn is not None
        seat = self.turn["seat"]
        self._return_limbo()
        self.turn = None
        self.seen = {}
        ships, _, ports = self.on_map(seat)
        if not ships and not ports and self.ships_left[seat]:
            self.pending = ("recover", seat)

    def _legal_recover(self) -> list[Action]:
        return [Action(f"recover at {g}") for g in self.adj if SYSTEMS[g].is_gate]

    def _do_recover(self, action: Action) -> None:
        seat, gate = self.pending[1], action.arg.split()[-1]
        placed = self._add_ships(seat, gate, 3)
        self._log(seat, "has no ships or starports on the map and places "
                  f"{plural(placed, 'fresh ship')} at gate {gate}", "arcs: Elimination Recovery")

    def allowed_kinds(self) -> tuple[str, ...]:
        """The actions this turn's pips may buy (arcs: the suit table; Weapon, arcs: Prelude)."""
        turn = self.turn
        assert turn is not None
        if turn.get("bound"):  # Tactical or Charismatic taken first binds the pip
            return (turn["bound"],)
        kinds = SUIT_ACTIONS[turn["suit"]]
        if turn["weapon"] and "battle" not in kinds:
            kinds = (*kinds, "battle")
        return kinds

    def _declarable(self) -> list[str]:
        turn = self.turn
        if turn is None or turn["declared"] or not turn["window"] or not self.markers_avail:
            return []
        if turn["how"] != "lead" and (  # only with arcs card: Galactic Bards
                turn["how"] not in ("surpass", "pivot") or self.declared_round
                or court.GALACTIC_BARDS not in self.guild[turn["seat"]]):
            return []
        if not self.may_declare(turn["seat"]):
            return []
        ambition = ACTION_CARDS[turn["card"]].ambition
        if ambition is None:
            return []
        return list(AMBITIONS) if ambition == "any" else [ambition]

    def _legal_turn(self) -> list[Action]:
        turn = self.turn
        assert turn is not None
        seat = turn["seat"]
        out: list[Action] = [Action(f"declare {a}") for a in self._declarable()]
        if (turn["window"] and turn["how"] != "lead" and self.seized is None
                and seat != self.initiative):
            out += [Action(f"seize with {c}") for c in self.hands[seat]]
        options: dict[str, list[Action]] = {}

        def opts(kind: str) -> list[Action]:
            if kind not in options:
                options[kind] = self._options(seat, kind)
            return options[kind]

        if turn["prelude"]:
            out += court.prelude_options(
                self, seat, lambda token, kind: self._spend_buys(seat, token, kind, opts))
            out += [Action(f"spend {kind}") for kind in self._spendable(seat)
                    if self._spend_buys(seat, kind, kind, opts)]
        bound: list[Action] = []
        if turn["pips"] and turn.get("bound"):  # a standard Battle / Secure after the extra
            bound = getattr(self, "_opts_" + turn["bound"])(seat)
            out += bound
        elif turn["pips"]:
            for kind in self.allowed_kinds():
                out += opts(kind)
            if turn["how"] in ("copy", "pivot") and not turn.get("extra_used"):
                out += self._extra_first(seat)
        if bound:
            return out  # the bound Battle or Secure must follow the extra action
        out.append(Action("done"))
        return out

    def _spend_buys(self, seat: int, token: str, kind: str, opts: Any) -> bool:
        """Whether spending ``token`` for ``kind``'s Prelude action buys something (tarotlab
        X10): Weapon while a pip is unspent and the suit cannot Battle yet (arcs R13); any other
        type when an action it grants is still legal without the token, since a Cloud City
        paid with that very token is not (``opts``: the options of the position as it is)."""
        turn = self.turn
        assert turn is not None
        if kind == "Weapon":
            return bool(turn["pips"]) and "battle" not in self.allowed_kinds()
        grants = self._grants(kind)
        if "move" in grants and self._has_ships(seat):
            return True  # every system has a neighbour, and a Move costs no token
        if not any(opts(k) for k in grants):
            return False  # spending a token never adds a choice
        slots, vault = list(self.res[seat]), self.vault[seat]
        self._take(seat, token)  # look at the position after the spend, then put it back
        try:
            return any(self._options(seat, k) for k in grants)
        finally:
            self.res[seat], self.vault[seat] = slots, vault

    def _extra_first(self, seat: int) -> list[Action]:
        """Warrior (Tactical) moves, Feastbringer (Charismatic) influences before the Battle or
        Secure their Copy or Pivot takes (arcs leaders: Warrior, Feastbringer): only those after
        which a legal Battle or Secure follows (arcs R14, the FAQ)."""
        if self.leads(seat, "Warrior") and "battle" in self.allowed_kinds():
            return [Action(f"tactical {a}") for a in self._opts_move(seat)
                    if self._battle_follows(seat, a)]
        if self.leads(seat, "Feastbringer") and "secure" in self.allowed_kinds():
            return [Action(f"charismatic {a}") for a in self._opts_influence(seat)
                    if self._secure_follows(seat, a)]  # a standard Influence, not Execute
        return []

    def _battle_follows(self, seat: int, move: Action) -> bool:
        """Whether a Battle is legal after this Move, wherever its ships may end."""
        src, dst, nf, nd = parse_move(move.arg)
        fresh, damaged = self.fresh, self.damaged
        for end in self._move_ends(seat, src, dst):
            fresh[src][seat] -= nf
            damaged[src][seat] -= nd
            fresh[end][seat] += nf
            damaged[end][seat] += nd
            try:  # look at the position after the move, then put the ships back
                if self._opts_battle(seat):  # a standard Battle (not Abduct or Fire Rifles)
                    return True
            finally:
                fresh[end][seat] -= nf
                damaged[end][seat] -= nd
                fresh[src][seat] += nf
                damaged[src][seat] += nd
        return False

    def _secure_follows(self, seat: int, influence: Action) -> bool:
        """Whether a Secure is legal after this Influence places its agent."""
        agents = self.court[self._court_slot(influence.arg)][1]
        agents[seat] += 1
        try:
            return bool(self._opts_secure(seat))
        finally:
            agents[seat] -= 1

    def _spendable(self, seat: int) -> list[str]:
        """Resource types held and not Outraged (arcs: Destroying Cities, Outrage)."""
        held = [*self.res[seat], self.vault[seat]]
        loyal = court.loyal_to(self, seat)  # Outrage never blocks a Loyal card's own type
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

    def _do_turn(self, action: Action) -> None:
        turn = self.turn
        assert turn is not None
        seat, kind = turn["seat"], action.kind
        if kind == "done":
            left = turn["pips"]
            self._log(seat, "ends the turn" + (f" ({plural(left, 'pip')} unused)" if left else ""),
                      R_ROUND)
            self._push(("turn_end",))
            return
        # the turn resumes after whatever this decision asks next (tasks it pushes come first)
        self._push(("turn_resume",))
        if kind == "declare":
            bards = turn["how"] != "lead"
            turn["declared"] = True
            self._declare(seat, action.arg, zero=not bards,
                          rule=court.rule(court.GALACTIC_BARDS) if bards else R_DECLARE)
        elif kind == "use":
            court.use(self, seat, action)  # Lattice Spies reads the window first (C6)
            turn["window"] = False
        elif kind == "seize":
            card = action.arg.split()[-1]
            self.hands[seat].remove(card)
            self.extras.append((seat, card))
            self.seized = seat
            turn["window"] = False
            self._log(seat, "plays an extra card face down and seizes the initiative", R_SEIZE)
        elif kind == "spend":
            turn["window"] = False
            token, _, as_kind = action.arg.partition(" as ")
            self._spend(seat, token)
            if as_kind:
                self._log(seat, f"spends {token} as {as_kind}", court.rule(next(
                    c for c, k in court.LOYAL.items() if k == as_kind)))
            kind_spent = as_kind or token
            if kind_spent == "Weapon":
                turn["weapon"] = True
                self._log(seat, "spends Weapon: this turn any pip may Battle", R_PRELUDE)
            else:
                grants = self._grants(kind_spent)
                self._log(seat, f"spends {kind_spent} to take a "
                          f"{' or '.join(g.capitalize() for g in grants)} action", R_PRELUDE)
                self._push(("bonus", seat, grants, kind_spent))
        elif kind in ("tactical", "charismatic"):  # taken before the Battle / Secure
            turn["window"] = False
            if turn["prelude"]:  # an action like any other: the Prelude is over (arcs R14)
                turn["prelude"] = False
                self._return_limbo()
            turn["bound"] = "battle" if kind == "tactical" else "secure"
            self._log(seat, f"takes an extra {Action(action.arg).kind} before the "
                      f"{turn['bound']} ({POWER_NAMES[kind]})",
                      "arcs leader: " + ("Warrior" if kind == "tactical" else "Feastbringer"))
            self._perform(seat, action)
        else:
            turn["window"] = False
            turn["pips"] -= 1
            if turn["prelude"]:
                turn["prelude"] = False
                self._return_limbo()
            copy_or_pivot = turn["how"] in ("copy", "pivot")
            if copy_or_pivot and not turn.get("extra_used"):
                if kind == "battle" and self.leads(seat, "Warrior"):
                    turn["extra_due"] = "battle"
                if kind == "secure" and self.leads(seat, "Feastbringer"):
                    self._push(("power_ask", seat, "charismatic"))
            turn["bound"] = None
            self._perform(seat, action)
            if copy_or_pivot and kind in ("tax", "nurture"):  # Nurture contains a Tax (L13)
                for leader, bonus in (("Mystic", "Psionic"), ("Fuel-Drinker", "Fuel")):
                    if self.leads(seat, leader) and self._gain(seat, bonus, quiet=True):
                        power = "Attuned" if leader == "Mystic" else "Insatiable"
                        self._log(seat, f"also gains {bonus} for the Copy or Pivot Tax "
                                  f"({leader}: {power})", f"arcs leader: {leader}")

    def _t_bonus(self, seat: int, kinds: tuple[str, ...], resource: str) -> None:
        self.pending = ("bonus", seat, kinds, resource)

    def _legal_bonus(self) -> list[Action]:
        seat, kinds = self.pending[1], self.pending[2]
        out: list[Action] = []
        for kind in kinds:
            out += self._options(seat, kind)
        return out

    def _do_bonus(self, action: Action) -> None:
        self._perform(self.pending[1], action)

    def _why_bonus(self, action: Action) -> Verdict | None:
        kind = action.kind
        standard = court.STANDARD.get(kind) or LORE_STANDARD.get(kind, (kind, ""))[0]
        if standard in ACTION_KINDS and standard not in self.pending[2]:
            instead = f" ({kind} replaces a {standard.capitalize()})" if standard != kind else ""
            return Verdict(False, R_PRELUDE, f"{self.pending[3]} buys a "
                           f"{' or '.join(k.capitalize() for k in self.pending[2])} action"
                           + instead)
        if kind in court.NEW_VERBS:
            return court.why(self, self.pending[1], action)
        return self._why_action(self.pending[1], action)

    def _declare(self, seat: int, ambition: str, zero: bool, rule: str) -> None:
        """Place the highest available marker in the ambition's box; the zero marker covers
        the lead card's number (arcs: Declaring an Ambition)."""
        marker = self.markers_avail.pop(0)
        self.boxes[ambition].append(marker)
        self.declared_round = True
        first, second = marker_value(marker, self.flipped[marker])
        if zero and ambition in ("Keeper", "Empath") and court.SECRET_ORDER in self.guild[seat]:
            zero = False
            self._log(seat, "holds Secret Order: the zero marker is not placed",
                      court.rule(court.SECRET_ORDER))
        if zero:
            self.zeroed = True
        if court.FARSEERS in self.guild[seat] and any(
                self.hands[r] for r in range(self.n) if r != seat):
            self._push(("card_ask", seat, court.FARSEERS, "look"))
        if self.leader[seat] is not None:
            asks = [("power_ask", seat, what) for leader, what in (
                ("Feastbringer", "generous"), ("Upstart", "ambitious"), ("Demagogue", "bold"))
                if self.leads(seat, leader)]
            self._push(*asks)
        self._log(seat, f"declares {ambition} with the {first}/{second} marker"
                  + ("; the zero marker covers the lead card's number" if zero else ""), rule)

    def may_declare(self, seat: int) -> bool:
        """Whether ``seat`` may declare an ambition now: a marker is available, and the
        Feastbringer (Generous) has a Guild card to give."""
        if self.leads(seat, "Feastbringer") and not self.guild[seat]:
            return False
        return bool(self.markers_avail)

    def _perform(self, seat: int, action: Action) -> None:
        if action.kind in ("tactical", "charismatic"):
            assert self.turn is not None
            self.turn["extra_used"] = True
            self._perform(seat, Action(action.arg))
            return
        if action.kind in court.NEW_VERBS:
            court.perform_new(self, seat, action)
            return
        getattr(self, "_act_" + action.kind)(seat, action)

    def _cands_turn(self) -> list[Action]:
        """Near misses a player might try, so "why can't I?" has answers (arcs R6)."""
        turn = self.turn
        assert turn is not None
        seat = turn["seat"]
        out = [Action(f"declare {a}") for a in AMBITIONS]
        out += [Action(f"spend {k}") for k in RESOURCES]
        for kind in ACTION_KINDS:
            if kind not in self.allowed_kinds() or not turn["pips"]:
                out += self._options(seat, kind)[:2]
        for sid, row in self.bldg.items():
            for owner, kind, _ in row:
                if kind == "city" and owner != seat:
                    out.append(Action(f"tax {sid} seat {owner}"))
            if len(row) >= SYSTEMS[sid].slots:
                out.append(Action(f"build city {sid}"))
        return out

    def _why_turn(self, action: Action) -> Verdict | None:
        turn = self.turn
        assert turn is not None
        seat, kind = turn["seat"], action.kind
        if kind == "declare":
            if turn["how"] != "lead":
                return Verdict(False, R_DECLARE, "only the initiative player declares, on the "
                               "lead card")
            if turn["declared"]:
                return Verdict(False, R_DECLARE, "an ambition was already declared with this card")
            if not turn["window"]:
                return Verdict(False, R_DECLARE, "declaring comes before any other action: it "
                               "is too late once a Prelude action or a pip was taken (arcs R6, "
                               "tarotlab X9)")
            if not self.markers_avail:
                return Verdict(False, R_DECLARE, "all three ambition markers are placed")
            if not self.may_declare(seat):
                return Verdict(False, "arcs leader: Feastbringer", "Generous: declaring gives a "
                               "Guild card to the rival with the least Power, and you hold none")
            shown = ACTION_CARDS[turn["card"]].ambition
            return Verdict(False, R_DECLARE, f"{card_label(turn['card'])} shows "
                           f"{shown or 'no ambition'}, not {action.arg}")
        if kind == "seize":
            if turn["how"] == "lead" or seat == self.initiative:
                return Verdict(False, R_SEIZE, "the player who holds the initiative cannot "
                               "seize it")
            if self.seized is not None:
                return Verdict(False, R_SEIZE, f"seat {self.seized} already seized the initiative "
                               "this round")
            if not turn["window"]:
                return Verdict(False, R_SEIZE, "seizing comes before any other action: it is "
                               "too late once a Prelude action or a pip was taken (arcs R6, "
                               "tarotlab X9)")
            return Verdict(False, R_SEIZE, f"{action.arg.split()[-1]} is not in your hand")
        if kind == "spend":
            res = action.arg
            if not turn["prelude"]:
                return Verdict(False, R_PRELUDE, "the Prelude ended when you spent an action pip")
            if res in self.outrage[seat]:
                return Verdict(False, "arcs: Outrage", f"you are Outraged by {res}: it cannot be "
                               "spent for its Prelude action")
            if res not in self.holdings(seat):
                return Verdict(False, R_PRELUDE, f"you hold no {res}")
            if res == "Weapon":
                why = ("no action pip is left to Battle with" if not turn["pips"] else
                       f"this turn's {turn['suit']} pips may already Battle")
                return Verdict(False, "arcs R13", f"spending Weapon would change nothing: {why}")
            return Verdict(False, R_PRELUDE, f"spending {res} would give no legal action now"
                           " (an action it buys must still be payable without it, tarotlab X10)")
        if kind == "use":
            return court.why(self, seat, action)
        if kind in ("tactical", "charismatic"):
            return self._why_extra(seat, action)
        if kind in LORE_STANDARD:
            standard, lore = LORE_STANDARD[kind]
            if not self.knows(seat, lore):
                return Verdict(False, f"arcs lore: {lore}", f"{kind} is a new action of {lore}, "
                               "which you do not hold")
            if not turn["pips"] or standard not in self.allowed_kinds():
                return Verdict(False, R_ROUND, f"{kind} replaces a {standard.capitalize()}: this "
                               "turn's pips cannot take one now")
            return Verdict(False, f"arcs lore: {lore}", f"{kind} has no legal target now")
        if kind in ACTION_KINDS or kind in court.NEW_VERBS:
            standard = court.STANDARD.get(kind, kind)
            if kind in court.NEW_VERBS and court.NEW_VERBS[kind] not in self.guild[seat]:
                return court.why(self, seat, action)
            if not turn["pips"]:
                return Verdict(False, R_ROUND, "no action pips left; spend a resource in the "
                               "Prelude or end with 'done'")
            if standard not in self.allowed_kinds():
                allowed = " or ".join(k.capitalize() for k in self.allowed_kinds())
                weapon = ""
                if standard == "battle":  # arcs R13
                    weapon = (" (spend Weapon in the Prelude to Battle)" if turn["prelude"] else
                              " (a Weapon spent in the Prelude would have let them Battle; the "
                              "Prelude ended with the first pip)")
                return Verdict(False, R_ROUND, f"this turn's pips take {turn['suit']} actions: "
                               f"{allowed}{weapon}")
            if kind in court.NEW_VERBS:
                return court.why(self, seat, action)
            return self._why_action(seat, action)
        return None

    def _why_extra(self, seat: int, action: Action) -> Verdict:
        """Why the Warrior's Tactical Move or the Feastbringer's Charismatic Influence is not
        offered now (arcs R14: only when a legal Battle or Secure follows)."""
        leader, standard = (("Warrior", "battle") if action.kind == "tactical" else
                            ("Feastbringer", "secure"))
        rule = f"arcs leader: {leader}"
        turn = self.turn
        assert turn is not None
        if not self.leads(seat, leader):
            return Verdict(False, rule, f"{action.kind} is the {leader}'s ability")
        if turn["how"] not in ("copy", "pivot") or turn.get("extra_used"):
            return Verdict(False, rule, f"only once, when you Copy or Pivot to "
                           f"{standard.capitalize()}")
        if not turn["pips"] or standard not in self.allowed_kinds():
            return Verdict(False, rule, f"this turn's pip cannot {standard.capitalize()}")
        inner = Action(action.arg)
        verdict = self._why_action(seat, inner)
        if inner.kind in ("move", "influence") and verdict is not None:
            return verdict
        return Verdict(False, rule, f"no legal {standard.capitalize()} would follow "
                       f"'{inner}' (arcs R14)")

    def _turn_words(self) -> str:
        turn = self.turn
        if turn is None:
            return ""
        phase = "Prelude, " if turn["prelude"] else ""
        return f"{phase}{plural(turn['pips'], turn['suit'] + ' pip')} left"

