"""Battle: dice, hits, raiding, destroying cities (Outrage, Ransack) (arcs: Battle,
Raiding, Destroying Cities; arcs R3, R4).
"""

from __future__ import annotations

import re
from typing import Any

from ...core.engine import CHANCE, Action
from ...core.rules import Verdict
from .. import court
from ..base import (
    _POOL_WORDS,
    OWN_POOLS,
    R_BATTLE,
    R_RAID,
    VAULT_KEYS,
)
from ..components import (
    COURT,
    COURT_BY_NAME,
    DICE,
    DICE_PER_TYPE,
    SLOT_KEYS,
    plural,
)
from ..mapdata import SYSTEMS
from .move import (
    MoveRules,
)


class BattleRules(MoveRules):
    """Battle: dice, hits, raiding, destroying cities (Outrage, Ransack) (arcs: Battle, Raiding,
    Destroying Cities; arcs R3, R4)."""

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

    def _act_fire(self, seat: int, action: Action) -> None:
        words = action.arg.split()
        src, target, rival = words[1], words[3], int(words[5])
        dice = self.fresh[src][seat]
        self.battle = {"seat": seat, "sid": target, "def": rival, "queue": ["skirmish"] * dice,
                       "rolled": [], "keys": 0, "reroll": [], "offered": True, "rifles": True,
                       "all_fresh": False, "att_trophies": 0, "extra": set()}
        self._log(seat, f"fires Galactic Rifles from {src} at seat {rival} in {target}: "
                  f"{plural(dice, 'skirmish die')}", "arcs lore: Galactic Rifles")
        self._push(("roll",))

    def _act_battle(self, seat: int, action: Action) -> None:
        sid, _, rival_text = action.arg.split()
        rival = int(rival_text)
        self.battle = {"seat": seat, "sid": sid, "def": rival, "queue": [], "rolled": [],
                       "keys": 0, "reroll": [], "offered": False, "rifles": False,
                       "all_fresh": self.damaged[sid][seat] == 0, "att_trophies": 0,
                       "extra": set()}
        self._log(seat, f"battles seat {rival} at {sid}", R_BATTLE)
        if self.knows(rival, "Railgun Arrays") and self.fresh[sid][rival]:
            self._log(rival, "fires Railgun Arrays first: a fresh defending ship gives the "
                      "attacker 1 hit", "arcs lore: Railgun Arrays")
            self._push(("hits", "railgun", 1), ("dice_ask", seat))
            return
        self._push(("dice_ask", seat))

    def attackers_left(self) -> int:
        """The attacking ships left in the battle system; ships placed there during the battle
        (Mass Uprising in a Ransack) are not attacking ships (arcs R14, the card's FAQ)."""
        b = self.battle
        assert b is not None
        here: int = self.fresh[b["sid"]][b["seat"]] + self.damaged[b["sid"]][b["seat"]]
        joined: int = b.get("joined", 0)
        return max(0, here - joined)

    def _t_dice_ask(self, seat: int) -> None:
        b = self.battle
        assert b is not None
        if not (self.fresh[b["sid"]][seat] or self.damaged[b["sid"]][seat]):
            self._log(seat, "has no attacking ship left: the battle ends before any die is "
                      "collected", R_BATTLE)
            self._push(("battle_end",))
            return
        self.pending = ("dice", seat)

    def dice_limit(self) -> int:
        """One die per attacking ship; Gatekeepers adds up to 2 in a gate (arcs: Battle 3)."""
        b = self.battle
        assert b is not None
        seat, sid = b["seat"], b["sid"]
        ships: int = self.fresh[sid][seat] + self.damaged[sid][seat]
        if SYSTEMS[sid].is_gate and court.GATEKEEPERS in self.guild[seat]:
            ships += 2
        if self.leads(seat, "Rebel"):  # Committed: 2 extra dice
            ships += 2
        return ships

    def raid_allowed(self) -> bool:
        """Raid dice need defending buildings, or a defender with no Loyal buildings anywhere
        (arcs: Battle 3, Raid Dice Limit)."""
        b = self.battle
        assert b is not None
        rival = b["def"]
        if self.knows(rival, "Hidden Harbors") and (rival, "starport", False) in self.bldg[
                b["sid"]]:
            return False  # arcs lore: Hidden Harbors
        if any(o == rival for o, _, _ in self.bldg.get(b["sid"], ())):
            return True
        return not any(o == rival for row in self.bldg.values() for o, _, _ in row)

    def _legal_dice(self) -> list[Action]:
        b = self.battle
        assert b is not None
        ships = self.dice_limit()
        raid_max = DICE_PER_TYPE if self.raid_allowed() else 0
        least = 2 if self.leads(b["seat"], "Rebel") else 1  # Rebel: the 2 extra are mandatory
        out: list[Action] = []
        for a in range(min(ships, DICE_PER_TYPE) + 1):
            for s in range(min(ships - a, DICE_PER_TYPE) + 1):
                for r in range(min(ships - a - s, raid_max) + 1):
                    if a + s + r >= least:
                        out.append(Action(f"roll {a} assault {s} skirmish {r} raid"))
        return out

    def _cands_dice(self) -> list[Action]:
        b = self.battle
        assert b is not None
        ships = self.fresh[b["sid"]][b["seat"]] + self.damaged[b["sid"]][b["seat"]]
        return [Action(f"roll 0 assault 0 skirmish {ships} raid"),
                Action(f"roll {ships + 1} assault 0 skirmish 0 raid"),
                Action("roll 7 assault 0 skirmish 0 raid")]

    def _why_dice(self, action: Action) -> Verdict | None:
        b = self.battle
        m = re.fullmatch(r"roll (\d+) assault (\d+) skirmish (\d+) raid", action)
        if b is None or not m:
            return None
        a, s, r = (int(x) for x in m.groups())
        ships = self.dice_limit()
        if max(a, s, r) > DICE_PER_TYPE:
            return Verdict(False, R_BATTLE, f"at most {DICE_PER_TYPE} dice of one type")
        if a + s + r > ships:
            return Verdict(False, R_BATTLE, f"one die per attacking ship: {ships} ships here")
        if r and not self.raid_allowed():
            if self.knows(b["def"], "Hidden Harbors"):
                return Verdict(False, "arcs lore: Hidden Harbors", f"seat {b['def']} defends "
                               f"with a fresh starport at {b['sid']}: no raid dice")
            return Verdict(False, "arcs: Raid Dice Limit", f"seat {b['def']} has no building "
                           f"at {b['sid']} but has buildings elsewhere: no raid dice")
        if self.leads(b["seat"], "Rebel"):
            return Verdict(False, "arcs leader: Rebel", "Committed: the Rebel always collects "
                           "its 2 extra dice, so at least 2 dice")
        return Verdict(False, R_BATTLE, "collect at least 1 die (tarotlab X5)")

    def _do_dice(self, action: Action) -> None:
        b = self.battle
        assert b is not None
        _, a, _, s, _, r, _ = action.split()
        b["queue"] = ["assault"] * int(a) + ["skirmish"] * int(s) + ["raid"] * int(r)
        self._log(b["seat"], f"collects {a} assault, {s} skirmish and {r} raid dice", R_BATTLE)
        self._push(("roll",))

    def _t_roll(self) -> None:
        b = self.battle
        assert b is not None
        if len(b["rolled"]) < len(b["queue"]):
            self.pending = ("die", CHANCE, b["queue"][len(b["rolled"])], -1)
            self._push(("roll",))
            return
        if (not b["offered"] and court.SKIRMISHERS in self.guild[b["seat"]]
                and any(k == "skirmish" for k, _ in b["rolled"])
                and court.weapon_icons(self, b["seat"])):
            b["offered"] = True
            self._log(b["seat"], "rolls " + ", ".join(f"{k} {f}" for k, f in b["rolled"])
                      + "; Skirmishers may reroll skirmish dice", court.rule(court.SKIRMISHERS))
            self._push(("card_ask", b["seat"], court.SKIRMISHERS, "reroll"), ("roll",))
            return
        fresh = self.fresh[b["sid"]][b["seat"]]
        if (not b["rifles"] and "seeker" not in b["extra"] and fresh
                and self.knows(b["seat"], "Seeker Torpedoes")
                and any(k == "assault" for k, _ in b["rolled"])):
            b["extra"].add("seeker")
            b["seeker_limit"] = fresh
            self._push(("power_ask", b["seat"], "seeker"), ("roll",))
            return
        self._t_resolve_dice()

    def _t_reroll(self) -> None:
        b = self.battle
        assert b is not None
        if b["reroll"]:
            index = b["reroll"].pop(0)
            self.pending = ("die", CHANCE, b["rolled"][index][0], index)
            self._push(("reroll",))

    def _t_resolve_dice(self) -> None:
        b = self.battle
        assert b is not None
        hits = selfs = building = keys = icons = 0
        faces = []
        for kind, face in b["rolled"]:
            h, s, i, bh, k = DICE[kind][face - 1]
            hits, selfs, building, keys, icons = (hits + h, selfs + s, building + bh, keys + k,
                                                  icons + i)
            faces.append(f"{kind} {face}")
        b["keys"] = keys
        if icons and b["all_fresh"] and self.knows(b["seat"], "Signal Breaker"):
            icons -= 1
            self._log(b["seat"], "ignores 1 intercept rolled (Signal Breaker)",
                      "arcs lore: Signal Breaker")
        intercept = icons > 0
        if (not intercept and self.knows(b["def"], "Mirror Plating")
                and any(k == "assault" for k, _ in b["rolled"])):
            intercept = True
            self._log(b["def"], "adds 1 intercept with Mirror Plating: the attacker rolled an "
                      "assault die", "arcs lore: Mirror Plating")
        if b["rifles"]:
            self._log(b["seat"], f"rolls {', '.join(faces)}: {plural(hits, 'hit')}",
                      "arcs lore: Galactic Rifles")
            self._push(("hits", "ships", hits), ("battle_end",))
            return
        self._log(b["seat"], f"rolls {', '.join(faces)}: {plural(hits, 'hit')}, "
                  f"{plural(selfs, 'self-hit')}, {'an intercept' if intercept else 'no intercept'}"
                  f", {plural(building, 'building hit')}, {plural(keys, 'raid key')}",
                  "arcs: Battle 4")
        self._push(("hits", "self", selfs), ("intercept", intercept), ("hits", "ships", hits),
                   ("hits", "buildings", building), ("raid",), ("battle_end",))

    def _legal_die(self) -> list[Action]:
        kind = self.pending[2]
        return [Action(f"die {kind} {f}") for f in range(1, 7)]

    def _do_die(self, action: Action) -> None:
        b = self.battle
        assert b is not None
        _, kind, face = action.split()
        index = self.pending[3]
        if index >= 0:
            b["rolled"][index] = (kind, int(face))
        else:
            b["rolled"].append((kind, int(face)))

    def _t_intercept(self, rolled: bool) -> None:
        """Intercept: once per battle, 1 hit on the attacker per fresh defending ship
        (arcs: Battle 4.2)."""
        if not rolled:
            return
        b = self.battle
        assert b is not None
        count = self.fresh[b["sid"]][b["def"]]
        self._log(b["def"], f"intercepts with {count} fresh ships: {count} hits on the attacker",
                  "arcs: Battle 4.2 Intercept")
        self._push(("hits", "intercept", count))

    def _hit_options(self, pool: str) -> list[Action]:
        b = self.battle
        assert b is not None
        sid = b["sid"]
        out: list[Action] = []
        if pool in OWN_POOLS:
            who, prefix = b["seat"], "hit own"
        else:
            who, prefix = b["def"], "hit"
        ships = pool != "buildings" and (self.fresh[sid][who] or self.damaged[sid][who])
        if pool in OWN_POOLS or ships:
            if self.fresh[sid][who]:
                out.append(Action(f"{prefix} fresh ship"))
            if self.damaged[sid][who]:
                out.append(Action(f"{prefix} damaged ship"))
            return out
        kinds = sorted({(k, d) for o, k, d in self.bldg.get(sid, ()) if o == who})
        return [Action(f"hit {'damaged' if d else 'fresh'} {k}") for k, d in kinds]

    def _t_hits(self, pool: str, count: int) -> None:
        """Assign hits one at a time; the attacker chooses every target (arcs R3). A hit with
        one possible target is assigned at once; hits with no target are lost."""
        while count > 0:
            options = self._hit_options(pool)
            if not options:
                b = self.battle
                assert b is not None
                self._log(b["seat"], f"has {plural(count, _POOL_WORDS[pool])} with no target: "
                          f"{'it is' if count == 1 else 'they are'} lost", R_BATTLE)
                return
            if len(options) > 1:
                self.pending = ("hit", self.battle["seat"] if self.battle else -1, pool, count)
                return
            count -= 1
            self._hit(pool, options[0])
            if self.tasks and self.tasks[0][0] in ("ransack_ask",):
                self._push_after_ransack(("hits", pool, count))
                return

    def _push_after_ransack(self, task: tuple[Any, ...]) -> None:
        self.tasks.insert(1, task)

    def _legal_hit(self) -> list[Action]:
        return self._hit_options(self.pending[2])

    def _why_hit(self, action: Action) -> Verdict | None:
        """Why a hit cannot go there (arcs: Battle 4, arcs R3)."""
        m = re.fullmatch(r"hit (own )?(fresh|damaged) (ship|city|starport)", action)
        b = self.battle
        if not m or b is None:
            return None
        pool = self.pending[2]
        own = pool in OWN_POOLS
        rule = "arcs R3"
        if own != bool(m.group(1)):
            return Verdict(False, rule, f"{_POOL_WORDS[pool]}s strike "
                           + ("your own attacking ships: 'hit own …'" if own else
                              f"seat {b['def']}'s pieces: 'hit …', not 'hit own …'"))
        if own and m.group(3) != "ship":
            return Verdict(False, rule, f"{_POOL_WORDS[pool]}s strike your attacking ships")
        if pool == "ships" and m.group(3) != "ship":
            return Verdict(False, "arcs: Battle 4.3 Ship Hits", "ship hits strike defending "
                           "ships while any is left, then buildings")
        if pool == "buildings" and m.group(3) == "ship":
            return Verdict(False, "arcs: Battle 4.4 Building Hits", "building hits strike "
                           "defending buildings")
        who = "you have" if own else f"seat {b['def']} has"
        return Verdict(False, rule, f"{who} no {m.group(2)} {m.group(3)} at {b['sid']}")

    def _do_hit(self, action: Action) -> None:
        pool, count = self.pending[2], self.pending[3]
        self._push(("hits", pool, count - 1))
        self._hit(pool, action)

    def _hit(self, pool: str, action: Action) -> None:
        """One hit: a fresh piece is damaged, a damaged one destroyed and taken as a Trophy by
        the other side (arcs: Battle 4, Damage and Destruction)."""
        b = self.battle
        assert b is not None
        sid = b["sid"]
        own = pool in OWN_POOLS
        who, taker = (b["seat"], b["def"]) if own else (b["def"], b["seat"])
        words = action.split()
        state, kind = words[-2], words[-1]
        rule = {"self": "arcs: Battle 4.1 Self-Hits", "intercept": "arcs: Battle 4.2 Intercept",
                "ships": "arcs: Battle 4.3 Ship Hits",
                "buildings": "arcs: Battle 4.4 Building Hits",
                "railgun": "arcs lore: Railgun Arrays"}[pool]
        if b["rifles"]:
            rule = "arcs lore: Galactic Rifles"
        if not own and state == "damaged":
            b["att_trophies"] += 1
        whose = "its own" if who == b["seat"] else f"seat {who}'s"
        if kind == "ship":
            if state == "fresh":
                self.fresh[sid][who] -= 1
                self.damaged[sid][who] += 1
                self._log(b["seat"], f"hits {whose} fresh ship: damaged", rule)
            else:
                self.damaged[sid][who] -= 1
                self._trophy(taker, who, "ship")
                self._log(b["seat"], f"hits {whose} damaged ship: destroyed, a Trophy "
                          f"for seat {taker}", rule)
            return
        row = self.bldg[sid]
        i = row.index((who, kind, state == "damaged"))
        if state == "fresh":
            row[i] = (who, kind, True)
            self._log(b["seat"], f"hits seat {who}'s fresh {kind}: damaged", rule)
            return
        row.pop(i)
        self._trophy(taker, who, kind)
        self._log(b["seat"], f"destroys seat {who}'s {kind}: a Trophy for seat {taker}", rule)
        if kind == "city":
            self._destroy_city(taker, who, sid)

    def _destroy_city(self, seat: int, defender: int, sid: str) -> None:
        """Provoke Outrage, then Ransack the Court (arcs: Destroying Cities). A Gate Station
        provokes Outrage of each of its types; the Elder cannot be ransacked (Beloved)."""
        for kind in self.city_types(sid):
            self._outrage(seat, kind)
        if self.leads(defender, "Elder"):
            self._log(seat, "the Elder (Beloved): no Ransack of the Court", "arcs leader: Elder")
            return
        if any(c is not None and agents[defender] for c, agents in self.court):
            self._push(("ransack_ask", seat, defender))

    def _outrage(self, seat: int, kind: str) -> None:
        """Discard every resource and Guild card of the type; cover its Outrage space with an
        agent, or a placeholder when none is in supply (arcs: Destroying Cities 1, arcs R9)."""
        lost = self._discard_kind(seat, kind)
        cards = [c for c in self.guild[seat] if COURT[c].suit == kind
                 and not court.keeps_on_outrage(c)]
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
        self.pending = ("ransack", seat, defender)

    def _legal_ransack(self) -> list[Action]:
        defender = self.pending[2]
        return [Action(f"ransack {COURT[c].name}") for c, agents in self.court
                if c is not None and agents[defender]]

    def _do_ransack(self, action: Action) -> None:
        self._secure(self.pending[1], self._court_slot(action.arg), ransack=True)

    def _t_raid(self) -> None:
        """Spend raid keys to steal resources and Guild cards, if any attacking ship remains
        (arcs: Battle 4.5, Raiding)."""
        b = self.battle
        assert b is not None
        if not b["keys"]:
            return
        if not self.attackers_left():
            self._log(b["seat"], "has no attacking ship left: the raid keys are lost", R_RAID)
            return
        if len(self._legal_raid()) > 1:
            self.pending = ("raid", b["seat"])

    def _legal_raid(self) -> list[Action]:
        b = self.battle
        assert b is not None
        rival, keys = b["def"], b["keys"]
        out: list[Action] = []
        if not court.guarded(self, rival):  # arcs card: Sworn Guardians
            out += [Action(f"steal {r} in slot {i}") for i, r, cost in self.slot_tokens(rival)
                    if cost <= keys]
        out += [Action(f"steal {COURT[c].name}") for c in court.stealable_cards(self, rival)
                if COURT[c].keys <= keys]
        return [*out, Action("stop raiding")]

    def _cands_raid(self) -> list[Action]:
        """Every token and Guild card of the defender, affordable or not ("why can't I?")."""
        b = self.battle
        assert b is not None
        rival = b["def"]
        return ([Action(f"steal {r} in slot {i}") for i, r, _ in self.slot_tokens(rival)]
                + [Action(f"steal {COURT[c].name}") for c in self.guild[rival]])

    def _why_raid(self, action: Action) -> Verdict | None:
        """Why a steal is refused: the slot's or card's raid cost, Sworn Guardians, or nothing
        there (arcs: Raiding)."""
        b = self.battle
        assert b is not None
        rival, keys = b["def"], b["keys"]
        m = re.fullmatch(r"steal (\w+) in slot ([1-7])", action)
        if m:
            kind, index = m.group(1), int(m.group(2)) - 1
            held = self._token_at(rival, index)
            if held != kind:
                return Verdict(False, R_RAID, f"slot {index + 1} of seat {rival} holds "
                               f"{held or 'nothing'}")
            if court.guarded(self, rival):
                return Verdict(False, court.rule(court.SWORN_GUARDIANS), f"seat {rival} holds "
                               "Sworn Guardians: its resources cannot be stolen (steal the card "
                               "first, 1 key)")
            cost = self.slot_cost(index)
            return Verdict(False, R_RAID, f"slot {index + 1} costs {plural(cost, 'key')}, you "
                           f"have {keys}")
        if action.kind == "steal":
            cid = COURT_BY_NAME.get(action.arg.lower())
            if cid is None or cid not in self.guild[rival]:
                return Verdict(False, R_RAID, f"seat {rival} holds no {action.arg}")
            if cid not in court.stealable_cards(self, rival):
                return Verdict(False, court.rule(court.SWORN_GUARDIANS), f"seat {rival} holds "
                               "Sworn Guardians: steal it first (1 key)")
            return Verdict(False, R_RAID, f"{COURT[cid].name} costs "
                           f"{plural(COURT[cid].keys, 'key')}, you have {keys}")
        return None

    def _do_raid(self, action: Action) -> None:
        b = self.battle
        assert b is not None
        seat, rival = b["seat"], b["def"]
        if action == "stop raiding":
            self._log(seat, f"stops raiding ({plural(b['keys'], 'key')} unspent)", R_RAID)
            return
        m = re.fullmatch(r"steal (\w+) in slot (\d)", action)
        if m:
            i = int(m.group(2)) - 1
            cost = VAULT_KEYS if i == 6 else SLOT_KEYS[i]
            kind = self._lose_resource(rival, i)
            b["keys"] -= cost
            self.supply[kind] += 1
            self._gain(seat, kind, quiet=True)
            self._log(seat, f"spends {plural(cost, 'key')} to steal {kind} from seat "
                      f"{rival}",
                      R_RAID)
        else:
            cid = COURT_BY_NAME[action.arg.lower()]
            b["keys"] -= COURT[cid].keys
            court._steal_card(self, seat, rival, cid, R_RAID,
                              f"spends {plural(COURT[cid].keys, 'key')} and ")
        self._push(("raid",))

    def _t_battle_end(self) -> None:
        """After a battle: Repair Drones, the Elder's Beloved, the Warrior's Tactical move."""
        b = self.battle
        self.battle = None
        if b is None or b["rifles"]:
            return
        seat, sid, rival = b["seat"], b["sid"], b["def"]
        if self.knows(seat, "Repair Drones") and self.damaged[sid][seat]:
            self.damaged[sid][seat] -= 1
            self.fresh[sid][seat] += 1
            self._log(seat, f"repairs an attacking ship at {sid} (Repair Drones)",
                      "arcs lore: Repair Drones")
        asks: list[tuple[Any, ...]] = []
        if self.leads(rival, "Elder") and b["att_trophies"] and self.agents_left[rival]:
            asks.append(("power_ask", rival, "beloved"))
        turn = self.turn
        if (turn is not None and turn["seat"] == seat and turn.get("extra_due") == "battle"
                and not turn.get("extra_used")):
            turn["extra_due"] = None
            asks.append(("power_ask", seat, "tactical"))
        self._push(*asks)

    def reroll_options(self, kind: str, limit: int) -> list[Action]:
        """Rerolls (Skirmishers, Seeker Torpedoes): pick dice of ``kind`` by face, up to
        ``limit``, then roll them together, once."""
        b = self.battle
        assert b is not None
        chosen: list[int] = b["reroll"]
        out: list[Action] = []
        if len(chosen) < limit:
            faces = sorted({f for i, (k, f) in enumerate(b["rolled"])
                            if k == kind and i not in chosen})
            out = [Action(f"reroll {kind} {f}") for f in faces]
        return [*out, Action("roll the rerolls" if chosen else "keep the dice")]

    def mark_reroll(self, kind: str, face: int) -> None:
        """Choose one more die of ``kind`` showing ``face`` to reroll."""
        b = self.battle
        assert b is not None
        i = next(i for i, (k, f) in enumerate(b["rolled"])
                 if k == kind and f == face and i not in b["reroll"])
        b["reroll"].append(i)

