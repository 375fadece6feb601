"""Battle: collecting and rolling dice, assigning hits, raiding, destroying cities (Outrage and
Ransack) (arcs: Battle, Raiding, Destroying Cities; arcs R3, R4; tarotlab X5-X7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.engine import CHANCE, Action
from ...core.rules import Verdict
from ..base import (
    R_BATTLE,
    R_OUTRAGE,
    R_RAID,
    AssignHits,
    BattleState,
    Decide,
    Decision,
    RansackCourt,
    RollDie,
    otherwise,
)
from ..components import COURT, COURT_BY_NAME, DICE, DICE_PER_TYPE, plural
from ..hooks import (
    ABILITIES,
    BATTLE_DICE,
    BATTLE_END,
    BATTLE_START,
    INTERCEPT,
    INTERCEPT_ICONS,
    LEAST_DICE,
    RAID_DICE,
    RANSACK,
    ROLLED,
)
from ..language import Battle, DieFace, Hit, Roll, Steal, parse
from .move import MoveRules


@dataclass(frozen=True)
class Pool:
    """A kind of hit: its name in words, whether it strikes the attacker's own ships, the rule
    it follows."""

    words: str
    own: bool
    rule: str


POOLS: dict[str, Pool] = {
    "self": Pool("self-hit", True, "arcs: Battle 4.1 Self-Hits"),
    "intercept": Pool("intercept hit", True, "arcs: Battle 4.2 Intercept"),
    "ships": Pool("ship hit", False, "arcs: Battle 4.3 Ship Hits"),
    "buildings": Pool("building hit", False, "arcs: Battle 4.4 Building Hits"),
}
"""The kinds of hit by name (a card's ability may add its own)."""


class BattleRules(MoveRules):
    """Battle: dice, hits, raiding, destroying cities."""

    def _opts_battle(self, seat: int) -> list[Action]:
        """A system with Loyal ships and a Rival with pieces there (arcs: Battle 1-2)."""
        out: list[Action] = []
        for sid in self.fresh:
            if not (self.fresh[sid][seat] or self.damaged[sid][seat]):
                continue
            for rival in range(self.n):
                if rival != seat and self.has_presence(rival, sid):
                    out.append(Action(f"battle {sid} seat {rival}"))
        return out

    def _act_battle(self, seat: int, act: Battle) -> None:
        sid, rival = act.system, act.defender
        b = self.battle = BattleState(seat, sid, rival, all_fresh=self.damaged[sid][seat] == 0)
        self._log(seat, f"battles seat {rival} at {sid}", R_BATTLE)
        self._push(("dice_ask", seat))
        self.trigger(BATTLE_START, rival, battle=b)

    def attackers_left(self) -> int:
        """The attacking ships left in the battle system; ships placed there during the battle
        are not attacking ships (arcs R14)."""
        b = self.battle
        assert b is not None
        here = self.fresh[b.system][b.seat] + self.damaged[b.system][b.seat]
        return max(0, here - b.joined)

    def _t_dice_ask(self, seat: int) -> None:
        b = self.battle
        assert b is not None
        if not (self.fresh[b.system][seat] or self.damaged[b.system][seat]):
            self._log(seat, "has no attacking ship left: the battle ends before any die is "
                      "collected", R_BATTLE)
            self._push(("battle_end",))
            return
        self.pending = Decide("dice", seat)

    def dice_limit(self) -> int:
        """One die per attacking ship, and what abilities add (arcs: Battle 3)."""
        b = self.battle
        assert b is not None
        seat, sid = b.seat, b.system
        ships = self.fresh[sid][seat] + self.damaged[sid][seat]
        dice: int = self.modified(BATTLE_DICE, seat, ships, battle=b)
        return dice

    def raid_allowed(self) -> bool:
        """Raid dice need defending buildings, or a defender with no Loyal buildings anywhere
        (arcs: Battle 3, Raid Dice Limit), unless a defender's ability forbids them."""
        b = self.battle
        assert b is not None
        rival = b.defender
        if not self.modified(RAID_DICE, rival, True, battle=b):
            return False
        if any(o == rival for o, _, _ in self.bldg.get(b.system, ())):
            return True
        return not any(o == rival for row in self.bldg.values() for o, _, _ in row)

    def _t_roll(self) -> None:
        b = self.battle
        assert b is not None
        if len(b.rolled) < len(b.queue):
            self.pending = RollDie("die", CHANCE, b.queue[len(b.rolled)], -1)
            self._push(("roll",))
            return
        if b.fired_by is None:  # an ability's own attack offers no reroll
            for ability in self.abilities(b.seat):
                if ability.card not in b.offered and ROLLED in ability.TRIGGERS:
                    ability.on(ROLLED, self, b.seat, battle=b)
                    if ability.card in b.offered:  # it offered a reroll: the roll waits
                        return
        self._resolve_dice()

    def reroll_options(self, kind: str, limit: int) -> list[Action]:
        """Rerolls: pick dice of ``kind`` by face, up to ``limit``, then roll them together,
        once."""
        b = self.battle
        assert b is not None
        chosen = b.reroll
        out: list[Action] = []
        if len(chosen) < limit:
            faces = sorted({f for i, (k, f) in enumerate(b.rolled)
                            if k == kind and i not in chosen})
            out = [Action(f"reroll {kind} {f}") for f in faces]
        return [*out, Action("roll the rerolls" if chosen else "keep the dice")]

    def mark_reroll(self, kind: str, face: int) -> None:
        """Choose one more die of ``kind`` showing ``face`` to reroll."""
        b = self.battle
        assert b is not None
        i = next(i for i, (k, f) in enumerate(b.rolled)
                 if k == kind and f == face and i not in b.reroll)
        b.reroll.append(i)

    def _t_reroll(self) -> None:
        b = self.battle
        assert b is not None
        if b.reroll:
            index = b.reroll.pop(0)
            self.pending = RollDie("die", CHANCE, b.rolled[index][0], index)
            self._push(("reroll",))

    def _resolve_dice(self) -> None:
        """Count the roll: hits, self-hits, intercept, building hits, keys (arcs: Battle 4)."""
        b = self.battle
        assert b is not None
        hits = selfs = building = keys = icons = 0
        faces = []
        for kind, face in b.rolled:
            h, s, i, bh, k = DICE[kind][face - 1]
            hits, selfs, building, keys, icons = (hits + h, selfs + s, building + bh, keys + k,
                                                  icons + i)
            faces.append(f"{kind} {face}")
        b.keys = keys
        if icons:
            icons = self.modified(INTERCEPT_ICONS, b.seat, icons, battle=b)
        intercept = self.modified(INTERCEPT, b.defender, icons > 0, battle=b)
        if b.fired_by is not None:
            self._log(b.seat, f"rolls {', '.join(faces)}: {plural(hits, 'hit')}", b.fired_by)
            self._push(("hits", "ships", hits), ("battle_end",))
            return
        self._log(b.seat, f"rolls {', '.join(faces)}: {plural(hits, 'hit')}, "
                  f"{plural(selfs, 'self-hit')}, {'an intercept' if intercept else 'no intercept'}"
                  f", {plural(building, 'building hit')}, {plural(keys, 'raid key')}",
                  "arcs: Battle 4")
        self._push(("hits", "self", selfs), ("intercept", intercept), ("hits", "ships", hits),
                   ("hits", "buildings", building), ("raid",), ("battle_end",))

    def _t_intercept(self, rolled: bool) -> None:
        """Intercept: once per battle, 1 hit on the attacker per fresh defending ship
        (arcs: Battle 4.2)."""
        if not rolled:
            return
        b = self.battle
        assert b is not None
        count = self.fresh[b.system][b.defender]
        self._log(b.defender, f"intercepts with {count} fresh ships: {count} hits on the "
                  "attacker", "arcs: Battle 4.2 Intercept")
        self._push(("hits", "intercept", count))

    # ------------------------------------------------------------------ hits
    def _hit_options(self, pool: str) -> list[Action]:
        b = self.battle
        assert b is not None
        sid = b.system
        out: list[Action] = []
        own = POOLS[pool].own
        who, prefix = (b.seat, "hit own") if own else (b.defender, "hit")
        ships = pool != "buildings" and (self.fresh[sid][who] or self.damaged[sid][who])
        if own or ships:
            if self.fresh[sid][who]:
                out.append(Action(f"{prefix} fresh ship"))
            if self.damaged[sid][who]:
                out.append(Action(f"{prefix} damaged ship"))
            return out
        kinds = sorted({(k, d) for o, k, d in self.bldg.get(sid, ()) if o == who})
        return [Action(f"hit {'damaged' if d else 'fresh'} {k}") for k, d in kinds]

    def _t_hits(self, pool: str, count: int) -> None:
        """Assign hits one at a time; the attacker chooses every target (arcs R3). A hit with
        one possible target is assigned at once (X6); hits with no target are lost."""
        while count > 0:
            options = self._hit_options(pool)
            if not options:
                b = self.battle
                assert b is not None
                self._log(b.seat, f"has {plural(count, POOLS[pool].words)} with no target: "
                          f"{'it is' if count == 1 else 'they are'} lost", R_BATTLE)
                return
            if len(options) > 1:
                self.pending = AssignHits("hit", self.battle.seat if self.battle else -1, pool,
                                          count)
                return
            count -= 1
            self._hit(pool, options[0])
            if self.tasks and self.tasks[0][0] in ("ransack_ask",):
                self.tasks.insert(1, ("hits", pool, count))  # after the Ransack
                return

    def _hit(self, pool: str, action: Action) -> None:
        """One hit: a fresh piece is damaged, a damaged one destroyed and taken as a Trophy by
        the other side (arcs: Battle 4, Damage and Destruction)."""
        b = self.battle
        assert b is not None
        act = parse(action)
        assert isinstance(act, Hit)
        sid = b.system
        own = POOLS[pool].own
        who, taker = (b.seat, b.defender) if own else (b.defender, b.seat)
        kind = act.piece
        rule = b.fired_by or POOLS[pool].rule
        if not own and act.damaged:
            b.trophies_taken += 1
        whose = "its own" if who == b.seat else f"seat {who}'s"
        if kind == "ship":
            if not act.damaged:
                self.fresh[sid][who] -= 1
                self.damaged[sid][who] += 1
                self._log(b.seat, f"hits {whose} fresh ship: damaged", rule)
            else:
                self.damaged[sid][who] -= 1
                self._trophy(taker, who, "ship")
                self._log(b.seat, f"hits {whose} damaged ship: destroyed, a Trophy "
                          f"for seat {taker}", rule)
            return
        row = self.bldg[sid]
        i = row.index((who, kind, act.damaged))
        if not act.damaged:
            row[i] = (who, kind, True)
            self._log(b.seat, f"hits seat {who}'s fresh {kind}: damaged", rule)
            return
        row.pop(i)
        self._trophy(taker, who, kind)
        self._log(b.seat, f"destroys seat {who}'s {kind}: a Trophy for seat {taker}", rule)
        if kind == "city":
            self._destroy_city(taker, who, sid)

    # ------------------------------------------------------------------ destroying cities
    def _destroy_city(self, seat: int, defender: int, sid: str) -> None:
        """Provoke Outrage (of each type of the city), then Ransack the Court (arcs:
        Destroying Cities), unless a defender's ability prevents it."""
        for kind in self.city_types(sid):
            self._outrage(seat, kind)
        if not self.modified(RANSACK, defender, True, attacker=seat):
            return
        if any(c is not None and agents[defender] for c, agents in self.court):
            self._push(("ransack_ask", seat, defender))

    def _outrage(self, seat: int, kind: str) -> None:
        """Discard every resource and Guild card of the type; cover its Outrage space with an
        agent, or a placeholder when none is in supply (arcs: Destroying Cities 1, arcs R9)."""
        lost = self._discard_kind(seat, kind)
        cards = [c for c in self.guild[seat] if COURT[c].suit == kind
                 and not ABILITIES[c].keeps_on_outrage]
        for c in cards:
            self.guild[seat].remove(c)
            self.court_discard.append(c)
        text = f"provokes {kind} Outrage: discards {lost} {kind}"
        if cards:
            text += " and " + ", ".join(COURT[c].name for c in cards)
        if kind in self.outrage[seat]:
            text += f" (already Outraged by {kind}: no agent placed)"
        elif self.agents_left[seat]:
            self.agents_left[seat] -= 1
            self.outrage[seat][kind] = "agent"
        else:
            self.outrage[seat][kind] = "placeholder"
            text += " (no agent in supply: a placeholder until one returns)"
        self._log(seat, text, "arcs: Destroying Cities 1 Provoke Outrage")

    def _t_ransack_ask(self, seat: int, defender: int) -> None:
        self.pending = RansackCourt("ransack", seat, defender)

    # ------------------------------------------------------------------ raiding
    def _t_raid(self) -> None:
        """Spend raid keys to steal resources and Guild cards, if any attacking ship remains
        (arcs: Battle 4.5, Raiding)."""
        b = self.battle
        assert b is not None
        if not b.keys:
            return
        if not self.attackers_left():
            self._log(b.seat, "has no attacking ship left: the raid keys are lost", R_RAID)
            return
        decision = Decide("raid", b.seat)
        if len(RAID.legal(self, decision)) > 1:
            self.pending = decision

    def _t_battle_end(self) -> None:
        """After a battle, what the attacker's and the defender's abilities do then (tasks
        they push: the defender's run first)."""
        b = self.battle
        self.battle = None
        if b is None or b.fired_by is not None:
            return
        self.trigger(BATTLE_END, b.seat, battle=b)
        self.trigger(BATTLE_END, b.defender, battle=b)


# ---------------------------------------------------------------------- decisions
class CollectDice(Decision[BattleRules, Decide]):
    """arcs: Battle 3: up to one die per attacking ship, at most 6 of a type; raid dice only
    against defending buildings or a defender with none anywhere; at least 1 die (X5)."""

    rule = R_BATTLE

    def prompt(self, s: BattleRules, p: Decide) -> str:
        return f"seat {p.seat} collects battle dice"

    def legal(self, s: BattleRules, p: Decide) -> list[Action]:
        b = s.battle
        assert b is not None
        ships = s.dice_limit()
        raid_max = DICE_PER_TYPE if s.raid_allowed() else 0
        least: int = s.modified(LEAST_DICE, b.seat, 1, battle=b)
        out: list[Action] = []
        for a in range(min(ships, DICE_PER_TYPE) + 1):
            for sk in range(min(ships - a, DICE_PER_TYPE) + 1):
                for r in range(min(ships - a - sk, raid_max) + 1):
                    if a + sk + r >= least:
                        out.append(Action(f"roll {a} assault {sk} skirmish {r} raid"))
        return out

    def candidates(self, s: BattleRules, p: Decide) -> list[Action]:
        b = s.battle
        assert b is not None
        ships = s.fresh[b.system][b.seat] + s.damaged[b.system][b.seat]
        return [Action(f"roll 0 assault 0 skirmish {ships} raid"),
                Action(f"roll {ships + 1} assault 0 skirmish 0 raid"),
                Action("roll 7 assault 0 skirmish 0 raid")]

    def why(self, s: BattleRules, p: Decide, action: Action) -> Verdict | None:
        b = s.battle
        act = parse(action)
        if b is None or not isinstance(act, Roll):
            return None
        ships = s.dice_limit()
        if max(act.assault, act.skirmish, act.raid) > DICE_PER_TYPE:
            return Verdict(False, R_BATTLE, f"at most {DICE_PER_TYPE} dice of one type")
        if act.assault + act.skirmish + act.raid > ships:
            return Verdict(False, R_BATTLE, f"one die per attacking ship: {ships} ships here")
        if act.raid and not s.raid_allowed():
            return otherwise(s.refusal(b.defender, action), Verdict(
                False, "arcs: Raid Dice Limit", f"seat {b.defender} has no building at "
                f"{b.system} but has buildings elsewhere: no raid dice"))
        return otherwise(s.refusal(b.seat, action),
                         Verdict(False, R_BATTLE, "collect at least 1 die (tarotlab X5)"))

    def do(self, s: BattleRules, p: Decide, action: Action) -> None:
        b = s.battle
        act = parse(action)
        assert b is not None and isinstance(act, Roll)
        b.queue = ["assault"] * act.assault + ["skirmish"] * act.skirmish + ["raid"] * act.raid
        s._log(b.seat, f"collects {act.assault} assault, {act.skirmish} skirmish and "
               f"{act.raid} raid dice", R_BATTLE)
        s._push(("roll",))


class DieRoll(Decision[BattleRules, RollDie]):
    """arcs R4: each battle die is a chance decision naming its face."""

    def prompt(self, s: BattleRules, p: RollDie) -> str:
        return f"chance rolls a {p.die} die"

    def legal(self, s: BattleRules, p: RollDie) -> list[Action]:
        return [Action(f"die {p.die} {f}") for f in range(1, 7)]

    def do(self, s: BattleRules, p: RollDie, action: Action) -> None:
        b = s.battle
        act = parse(action)
        assert b is not None and isinstance(act, DieFace)
        if p.position >= 0:
            b.rolled[p.position] = (act.die, act.face)
        else:
            b.rolled.append((act.die, act.face))


class HitDecision(Decision[BattleRules, AssignHits]):
    """arcs: Battle 4, arcs R3: the attacker assigns every hit, one at a time."""

    rule = "arcs R3"

    def prompt(self, s: BattleRules, p: AssignHits) -> str:
        return f"seat {p.seat} assigns {plural(p.hits, POOLS[p.pool].words)}"

    def legal(self, s: BattleRules, p: AssignHits) -> list[Action]:
        return s._hit_options(p.pool)

    def why(self, s: BattleRules, p: AssignHits, action: Action) -> Verdict | None:
        """Why a hit cannot go there (arcs: Battle 4, arcs R3)."""
        act = parse(action)
        b = s.battle
        if not isinstance(act, Hit) or b is None:
            return None
        pool = POOLS[p.pool]
        own = pool.own
        rule = "arcs R3"
        if own != act.own:
            return Verdict(False, rule, f"{pool.words}s strike "
                           + ("your own attacking ships: 'hit own …'" if own else
                              f"seat {b.defender}'s pieces: 'hit …', not 'hit own …'"))
        if own and act.piece != "ship":
            return Verdict(False, rule, f"{pool.words}s strike your attacking ships")
        if p.pool == "ships" and act.piece != "ship":
            return Verdict(False, "arcs: Battle 4.3 Ship Hits", "ship hits strike defending "
                           "ships while any is left, then buildings")
        if p.pool == "buildings" and act.piece == "ship":
            return Verdict(False, "arcs: Battle 4.4 Building Hits", "building hits strike "
                           "defending buildings")
        who = "you have" if own else f"seat {b.defender} has"
        state = "damaged" if act.damaged else "fresh"
        return Verdict(False, rule, f"{who} no {state} {act.piece} at {b.system}")

    def do(self, s: BattleRules, p: AssignHits, action: Action) -> None:
        s._push(("hits", p.pool, p.hits - 1))
        s._hit(p.pool, action)


class RaidDecision(Decision[BattleRules, Decide]):
    """arcs: Battle 4.5, Raiding: raid keys steal the defender's resources (each slot's raid
    cost) and Guild cards (their raid cost), while attacking ships remain."""

    rule = R_RAID

    def prompt(self, s: BattleRules, p: Decide) -> str:
        return f"seat {p.seat} spends raid keys"

    def legal(self, s: BattleRules, p: Decide) -> list[Action]:
        b = s.battle
        assert b is not None
        rival, keys = b.defender, b.keys
        out: list[Action] = []
        if s.guardian(rival) is None:
            out += [Action(f"steal {r} in slot {i}") for i, r, cost in s.slot_tokens(rival)
                    if cost <= keys]
        out += [Action(f"steal {COURT[c].name}") for c in s.stealable_cards(rival)
                if COURT[c].keys <= keys]
        return [*out, Action("stop raiding")]

    def candidates(self, s: BattleRules, p: Decide) -> list[Action]:
        """Every token and Guild card of the defender, affordable or not ("why can't I?")."""
        b = s.battle
        assert b is not None
        rival = b.defender
        return ([Action(f"steal {r} in slot {i}") for i, r, _ in s.slot_tokens(rival)]
                + [Action(f"steal {COURT[c].name}") for c in s.guild[rival]])

    def why(self, s: BattleRules, p: Decide, action: Action) -> Verdict | None:
        """Why a steal is refused: the slot's or card's raid cost, a guardian card, or nothing
        there (arcs: Raiding)."""
        b = s.battle
        assert b is not None
        rival, keys = b.defender, b.keys
        act = parse(action)
        if not isinstance(act, Steal):
            return None
        guard = s.guardian(rival)
        if act.slot is not None:
            index = act.slot - 1
            held = s._token_at(rival, index)
            if held != act.what:
                return Verdict(False, R_RAID, f"slot {index + 1} of seat {rival} holds "
                               f"{held or 'nothing'}")
            if guard is not None:
                return Verdict(False, guard.rule, f"seat {rival} holds {guard.name}: its "
                               "resources cannot be stolen (steal the card first, "
                               f"{plural(COURT[guard.card].keys, 'key')})")
            cost = s.slot_cost(index, rival)
            return Verdict(False, R_RAID, f"slot {index + 1} costs {plural(cost, 'key')}, you "
                           f"have {keys}")
        cid = COURT_BY_NAME.get(action.arg.lower())
        if cid is None or cid not in s.guild[rival]:
            return Verdict(False, R_RAID, f"seat {rival} holds no {action.arg}")
        if cid not in s.stealable_cards(rival):
            assert guard is not None
            return Verdict(False, guard.rule, f"seat {rival} holds {guard.name}: steal it first "
                           f"({plural(COURT[guard.card].keys, 'key')})")
        return Verdict(False, R_RAID, f"{COURT[cid].name} costs "
                       f"{plural(COURT[cid].keys, 'key')}, you have {keys}")

    def do(self, s: BattleRules, p: Decide, action: Action) -> None:
        b = s.battle
        assert b is not None
        seat, rival = b.seat, b.defender
        if action == "stop raiding":
            s._log(seat, f"stops raiding ({plural(b.keys, 'key')} unspent)", R_RAID)
            return
        act = parse(action)
        assert isinstance(act, Steal)
        if act.slot is not None:
            i = act.slot - 1
            cost = s.slot_cost(i, rival)
            kind = s._lose_resource(rival, i)
            b.keys -= cost
            s.supply[kind] += 1
            s._gain(seat, kind, quiet=True)
            s._log(seat, f"spends {plural(cost, 'key')} to steal {kind} from seat {rival}",
                   R_RAID)
        else:
            cid = COURT_BY_NAME[act.what.lower()]
            b.keys -= COURT[cid].keys
            s._steal_card(seat, rival, cid, R_RAID, f"spends {plural(COURT[cid].keys, 'key')} and ")
        s._push(("raid",))


class RansackDecision(Decision[BattleRules, RansackCourt]):
    """arcs: Destroying Cities 2: the attacker takes a Court card with the defender's agents
    on it (not optional: tarotlab X7); rival agents there become its Trophies."""

    rule = R_OUTRAGE

    def prompt(self, s: BattleRules, p: RansackCourt) -> str:
        return f"seat {p.seat} ransacks the Court"

    def legal(self, s: BattleRules, p: RansackCourt) -> list[Action]:
        return [Action(f"ransack {COURT[c].name}") for c, agents in s.court
                if c is not None and agents[p.defender]]

    def do(self, s: BattleRules, p: RansackCourt, action: Action) -> None:
        s._secure(p.seat, s._court_slot(action.arg), ransack=True)


RAID = RaidDecision()
DECISIONS: dict[str, Decision[Any, Any]] = {
    "dice": CollectDice(), "die": DieRoll(), "hit": HitDecision(), "raid": RAID,
    "ransack": RansackDecision()}
TASKS: dict[str, Any] = {
    "dice_ask": BattleRules._t_dice_ask, "roll": BattleRules._t_roll,
    "reroll": BattleRules._t_reroll, "intercept": BattleRules._t_intercept,
    "hits": BattleRules._t_hits, "ransack_ask": BattleRules._t_ransack_ask,
    "raid": BattleRules._t_raid, "battle_end": BattleRules._t_battle_end}
