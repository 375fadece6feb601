"""The 31 Court cards at work: a registry of effects keyed by card id (issue 7).

Each entry of ``EFFECTS`` implements one card of ``arcs-components.md`` part 7 (the card's text
is in ``data/components.toml``) and cites it as ``arcs card: <name>``. The engine asks the
registry at fixed points of the rules:

* ``prelude_options`` / ``use``: Prelude actions of held Guild cards (``use <card>…``), never on
  a card secured in the same Prelude (arcs: Prelude 2);
* ``new_actions``: new actions offered wherever the standard action they name is
  (arcs: New Actions and Modifiers), carried out by ``perform_new``;
* ``on_secure``: a Vox card resolving when secured (arcs: Secure);
* ``legal`` / ``choose``: the follow-up decisions a card asks for (pending ``("card", seat,
  card id, ...)``);
* the modifiers (Loyal cards and Outrage, Gatekeepers' extra dice, Skirmishers' rerolls,
  Sworn Guardians, Secret Order, Farseers, Galactic Bards, the Cartels, the Unions) are read by
  the engine through the small predicates at the end of this module.

Interpretations where the card text leaves a choice are ``tarotlab C<n>`` in docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.engine import Action
from ..core.rules import Verdict
from .components import ACTION_CARDS, AMBITIONS, COURT, COURT_BY_NAME, RESOURCES, plural
from .mapdata import SETUP_CARDS, SYSTEMS

ArcsState = Any
"""The state the cards act on (any layer of ``tarotlab.arcs.phases``; transitional)."""

LOYAL = {"BC01": "Material", "BC07": "Fuel", "BC15": "Weapon", "BC19": "Psionic",
         "BC21": "Relic"}
INTEREST = {"BC02": ("Material", "manufacture"), "BC09": ("Fuel", "synthesize")}
CARTEL = {"BC03": "Material", "BC06": "Fuel"}
UNION = {"BC04": "Administration", "BC05": "Construction", "BC10": "Mobilization",
         "BC11": "Aggression"}
SHIPS3 = ("BC12", "BC13", "BC14", "BC15")
GATEKEEPERS, PRISON_WARDENS, SKIRMISHERS, COURT_ENFORCERS = "BC08", "BC12", "BC13", "BC14"
LATTICE_SPIES, FARSEERS, SECRET_ORDER, SILVER_TONGUES = "BC16", "BC17", "BC18", "BC20"
SWORN_GUARDIANS, ELDER_BROKER, RELIC_FENCE, GALACTIC_BARDS = "BC22", "BC23", "BC24", "BC25"
MASS_UPRISING, POPULIST_DEMANDS, OUTRAGE_SPREADS = "BC26", "BC27", "BC28"
SONG_OF_FREEDOM, GUILD_STRUGGLE, CALL_TO_ACTION = "BC29", "BC30", "BC31"
NEW_VERBS = {"manufacture": "BC02", "synthesize": "BC09", "pressgang": "BC12",
             "execute": "BC12", "abduct": "BC14", "trade": "BC23"}
PLAIN_DISCARD = frozenset({*CARTEL, *SHIPS3, SILVER_TONGUES})
"""Cards whose plain ``use <card>`` discards them for no effect (their effect needs a target,
tarotlab C16)."""
STANDARD = {"manufacture": "build", "synthesize": "build", "pressgang": "build",
            "execute": "influence", "abduct": "battle", "trade": "tax"}
"""The standard action each new action replaces (arcs: New Actions and Modifiers)."""


def rule(cid: str) -> str:
    """The citation of a card: ``arcs card: Mining Interest``."""
    return f"arcs card: {COURT[cid].name}"


def name(cid: str) -> str:
    return COURT[cid].name


def cid_of(text: str) -> str | None:
    return COURT_BY_NAME.get(text.strip().lower())


def weapon_icons(s: ArcsState, seat: int) -> int:
    """Weapon tokens plus Weapon Guild cards (Skirmishers, Court Enforcers)."""
    tokens: int = s.holdings(seat).count("Weapon")
    return tokens + sum(1 for c in s.guild[seat] if COURT[c].suit == "Weapon")


def guarded(s: ArcsState, seat: int) -> bool:
    """Sworn Guardians: rivals cannot steal this seat's resources or other Guild cards."""
    return SWORN_GUARDIANS in s.guild[seat]


def stealable_cards(s: ArcsState, seat: int) -> list[str]:
    """Guild cards a rival may take from ``seat`` (only Sworn Guardians when it is held)."""
    if guarded(s, seat):
        return [SWORN_GUARDIANS]
    return list(s.guild[seat])


def keeps_on_outrage(cid: str) -> bool:
    """Loyal cards are not discarded when their holder Provokes Outrage."""
    return cid in LOYAL


def cartel_holder(s: ArcsState, kind: str) -> int | None:
    for seat in range(s.n):
        for cid in s.guild[seat]:
            if CARTEL.get(cid) == kind:
                return seat
    return None


def loyal_to(s: ArcsState, seat: int) -> set[str]:
    return {LOYAL[c] for c in s.guild[seat] if c in LOYAL}


# ---------------------------------------------------------------------- Prelude actions
def prelude_options(s: ArcsState, seat: int, buys: Callable[[str, str], bool]) -> list[Action]:
    """Prelude actions of ``seat``'s Guild cards (``buys(token, kind)``: whether spending
    ``token`` as ``kind`` buys something now, tarotlab X10)."""
    turn = s.turn
    assert turn is not None
    out: list[Action] = []
    for cid in s.guild[seat]:
        if cid in turn["secured"]:
            continue  # arcs: Prelude 2
        maker = _PRELUDES.get(cid)
        if maker is not None:
            out += maker(s, seat, cid)
    # Loyal cards: any token may be spent as their type (arcs card: Loyal …)
    held = sorted(set(s.holdings(seat)), key=RESOURCES.index)
    for kind in sorted(loyal_to(s, seat), key=RESOURCES.index):
        out += [Action(f"spend {t} as {kind}") for t in held if t != kind and buys(t, kind)]
    return out


def _discard_only(cid: str) -> list[Action]:
    """A card saying "discard this to ..." may always simply be discarded (arcs R14)."""
    return [Action(f"use {name(cid)}")]


def _interest(s: ArcsState, seat: int, cid: str) -> list[Action]:
    return _discard_only(cid)  # fills what it can, maybe nothing


def _cartel(s: ArcsState, seat: int, cid: str) -> list[Action]:
    kind = CARTEL[cid]
    return [*_discard_only(cid), *(Action(f"use {name(cid)}: steal from seat {r}")
                                   for r in range(s.n)
                                   if r != seat and kind in s.res[r] and not guarded(s, r))]


def _union(s: ArcsState, seat: int, cid: str) -> list[Action]:
    claimed = {card for _, _, card in s.unions}
    return [Action(f"use {name(cid)} on {card}") for _, card, how in s.played
            if how != "copy" and ACTION_CARDS[card].suit == UNION[cid] and card not in claimed]


def _gatekeepers(s: ArcsState, seat: int, cid: str) -> list[Action]:
    return _discard_only(cid)  # places as many ships as the supply holds (arcs R9)


def _ships3(s: ArcsState, seat: int, cid: str) -> list[Action]:
    places = ([Action(f"use {name(cid)} at {sid}") for sid in s.fresh
               if s.controller(sid) == seat] if s.ships_left[seat] else [])
    return [*_discard_only(cid), *places]


def _lattice(s: ArcsState, seat: int, cid: str) -> list[Action]:
    return _discard_only(cid)  # seizes if it still may (tarotlab C6)


def _farseers(s: ArcsState, seat: int, cid: str) -> list[Action]:
    return [Action(f"use {name(cid)}")]


def _silver(s: ArcsState, seat: int, cid: str) -> list[Action]:
    out: list[Action] = _discard_only(cid)
    for r in range(s.n):
        if r == seat:
            continue
        if not guarded(s, r):
            out += [Action(f"use {name(cid)}: steal {k} from seat {r}") for k in RESOURCES
                    if k in s.holdings(r)]  # the FAQ: resources held on cards too (arcs R14)
        out += [Action(f"use {name(cid)}: steal {name(c)} from seat {r}")
                for c in stealable_cards(s, r)]
    return out


def _broker(s: ArcsState, seat: int, cid: str) -> list[Action]:
    return [Action(f"use {name(cid)}")]


def _fence(s: ArcsState, seat: int, cid: str) -> list[Action]:
    assert s.turn is not None
    if s.turn.get("fence") or not s.supply["Relic"]:
        return []
    held = sorted({r for r in s.holdings(seat) if r != "Relic"}, key=RESOURCES.index)
    return [Action(f"use {name(cid)}: {k}") for k in held]


_PRELUDES: dict[str, Callable[[ArcsState, int, str], list[Action]]] = {
    "BC02": _interest, "BC09": _interest, "BC03": _cartel, "BC06": _cartel,
    "BC04": _union, "BC05": _union, "BC10": _union, "BC11": _union,
    GATEKEEPERS: _gatekeepers, **{c: _ships3 for c in SHIPS3}, LATTICE_SPIES: _lattice,
    FARSEERS: _farseers, SILVER_TONGUES: _silver, ELDER_BROKER: _broker, RELIC_FENCE: _fence,
}


def use(s: ArcsState, seat: int, action: Action) -> None:
    """Carry out a Prelude action ``use <card>[…]``."""
    text = action.arg
    cid = next(c for c in _PRELUDES if text == name(c) or text.startswith(name(c) + " ")
               or text.startswith(name(c) + ":"))
    rest = text[len(name(cid)):].lstrip(": ")
    r = rule(cid)
    if not rest and cid in PLAIN_DISCARD:
        s._discard_guild(seat, cid)  # "discard this to ...": simply discarded (arcs R14)
        s._log(seat, f"discards {name(cid)} for no effect", r)
    elif cid in INTEREST:
        kind = INTEREST[cid][0]
        s._discard_guild(seat, cid)
        room = len(s._empty_slots(seat)) - len(s.excess[seat])
        got = 0
        while room > 0 and s.supply[kind]:
            s._gain(seat, kind, quiet=True)
            room, got = room - 1, got + 1
        s._log(seat, f"discards {name(cid)} and gains {got} {kind} to fill the empty slots", r)
        if room > 0:  # asked only if some rival holds the type (tarotlab C2)
            s._push(("card_ask", seat, cid, room))
    elif cid in CARTEL:
        kind = CARTEL[cid]
        rival = int(rest.split()[-1])
        s._discard_guild(seat, cid)
        _steal_token(s, seat, rival, kind, r, f"discards {name(cid)} and ")
    elif cid in UNION:
        card = rest.split()[-1]
        s.guild[seat].remove(cid)
        s.unions.append((seat, cid, card))
        s._log(seat, f"puts {name(cid)} beside {ACTION_CARDS[card].name}: at the end of the "
               "round that card goes to its hand", r)
    elif cid == GATEKEEPERS:
        s._discard_guild(seat, cid)
        gates = [g for g in s.fresh if SYSTEMS[g].is_gate]
        placed = sum(s._add_ships(seat, g, 1) for g in gates)
        s._log(seat, f"discards {name(cid)} and places {plural(placed, 'ship')}, 1 in each gate", r)
    elif cid in SHIPS3:
        sid = rest.split()[-1]
        s._discard_guild(seat, cid)
        placed = s._add_ships(seat, sid, 3)
        s._log(seat, f"discards {name(cid)} and places {plural(placed, 'ship')} at {sid}", r)
    elif cid == LATTICE_SPIES:
        assert s.turn is not None
        s._discard_guild(seat, cid)
        if s.turn["window"] and s.seized is None and seat != s.initiative:
            s.seized = seat
            s._log(seat, f"discards {name(cid)} and seizes the initiative", r)
        else:
            s._log(seat, f"discards {name(cid)} for no effect (the initiative cannot be seized)",
                   r)
    elif cid == FARSEERS:
        s._discard_guild(seat, cid)
        s._log(seat, f"discards {name(cid)}: now discard any hand cards, then draw that many + 1 "
               "from the bottom of the action discard", r)
        s._push(("card_ask", seat, cid, "discard", 0))
    elif cid == SILVER_TONGUES:
        words = rest.split()
        rival = int(words[-1])
        what = " ".join(words[1:-3])
        s._discard_guild(seat, cid)
        if what in RESOURCES:
            _steal_token(s, seat, rival, what, r, f"discards {name(cid)} and ", board_only=False)
        else:
            _steal_card(s, seat, rival, COURT_BY_NAME[what.lower()], r,
                        f"discards {name(cid)} and ")
    elif cid == ELDER_BROKER:
        s._discard_guild(seat, cid)
        gained = [k for k in ("Material", "Fuel", "Weapon") if s._gain(seat, k, quiet=True)]
        s._log(seat, f"discards {name(cid)} and gains {', '.join(gained) or 'nothing'}", r)
    elif cid == RELIC_FENCE:
        assert s.turn is not None
        s.turn["fence"] = True
        s._spend(seat, rest)  # back to the supply when the Prelude ends (arcs: Prelude 1)
        s._gain(seat, "Relic", quiet=True)
        s._log(seat, f"fences {rest} for a Relic", r)


def _steal_token(s: ArcsState, seat: int, rival: int, kind: str, r: str, lead: str = "",
                 board_only: bool = True) -> None:
    """Take a rival's ``kind`` from its dearest slot (tarotlab X3); only Silver-Tongues may take
    one held on a card (Ancient Holdings', arcs R14), the others take from the board (L12)."""
    s._lose_resource(rival, s._slot_of(rival, kind, thief=True, board_only=board_only))
    s.supply[kind] += 1
    s._gain(seat, kind, quiet=True)
    s._log(seat, f"{lead}steals {kind} from seat {rival}", r)


def _steal_card(s: ArcsState, seat: int, rival: int, cid: str, r: str, lead: str = "") -> None:
    s.guild[rival].remove(cid)
    if cid == SWORN_GUARDIANS:
        s.court_bottom.append(cid)
        s._log(seat, f"{lead}takes Sworn Guardians from seat {rival}: it is buried under the "
               "Court deck", rule(SWORN_GUARDIANS))
        return
    s.guild[seat].append(cid)
    s._log(seat, f"{lead}steals {name(cid)} from seat {rival}", r)


def why(s: ArcsState, seat: int, action: Action) -> Verdict | None:
    """Why a card's Prelude action or new action is not legal now (None: no card reason)."""
    turn = s.turn
    assert turn is not None
    if action.kind == "use":
        text = action.arg
        cid = next((c for c in _PRELUDES if text == name(c) or text.startswith(name(c) + " ")
                    or text.startswith(name(c) + ":")), None)
        if cid is None:
            return None
        r = rule(cid)
        if cid not in s.guild[seat]:
            return Verdict(False, r, f"you do not hold {name(cid)}")
        if not turn["prelude"]:
            return Verdict(False, "arcs: Prelude", "the Prelude ended when you spent an action "
                           "pip: Prelude actions come before")
        if cid in turn["secured"]:
            return Verdict(False, "arcs: Prelude", f"{name(cid)} was secured in this Prelude: "
                           "its Prelude action waits for a later turn (tarotlab C14)")
        if cid == LATTICE_SPIES:
            return Verdict(False, r, "only before any other action of the turn (tarotlab C6)")
        if cid in UNION:
            return Verdict(False, r, f"claims a face-up {UNION[cid]} card played this round "
                           "(not a Copy or a seize card), one Union per card (tarotlab C4)")
        if cid in SHIPS3:
            return Verdict(False, r, "places 3 ships in a system you control (more fresh ships "
                           "than each rival; tarotlab C5)")
        if cid == RELIC_FENCE:
            return Verdict(False, r, "once per turn, for a resource other than Relic, while the "
                           "supply has a Relic (tarotlab C10)")
        return Verdict(False, r, f"{name(cid)} has nothing to do now")
    if action.kind in NEW_VERBS:
        cid = NEW_VERBS[action.kind]
        r = rule(cid)
        if cid not in s.guild[seat]:
            return Verdict(False, r, f"{action.kind} is a new action of {name(cid)}, which you "
                           "do not hold")
        if action.kind == "abduct":
            return Verdict(False, r, "abduct from a Court card with at least 1 rival agent and "
                           f"fewer than your {weapon_icons(s, seat)} Weapon icons")
        if action.kind == "trade":
            return Verdict(False, r, "trade at a rival city in a system you control, whose owner "
                           "holds its type, giving a type they lack (tarotlab C9)")
        return Verdict(False, r, f"{action.kind} has nothing to do now")
    return None


def why_ask(s: ArcsState, pending: tuple[Any, ...], action: Action) -> Verdict | None:
    """Why a choice in a card's follow-up decision is refused (None: no card reason)."""
    seat, cid = pending[1], pending[2]
    r = rule(cid)
    words = action.split()
    rival = int(words[-1]) if words[-1].isdigit() and "seat" in words else None
    if rival is not None and not 0 <= rival < s.n:
        return Verdict(False, r, f"there is no seat {rival} (seats 0 to {s.n - 1})")
    if rival == seat and action.kind in ("steal", "look"):
        return Verdict(False, r, f"{action.kind} from a rival, not from yourself")
    if action.kind == "steal" and rival is not None:
        what = " ".join(words[1:-3])
        if guarded(s, rival) and what != name(SWORN_GUARDIANS):
            return Verdict(False, rule(SWORN_GUARDIANS), f"seat {rival} holds Sworn Guardians: "
                           "rivals cannot steal its resources or other Guild cards")
        return Verdict(False, r, f"seat {rival} holds no {what} to steal")
    if action.kind == "look" and rival is not None:
        return Verdict(False, r, f"seat {rival} has no cards in hand")
    if action.kind == "give":
        return Verdict(False, r, "give one of your tokens of a type the city's owner held none "
                       "of (tarotlab C9)")
    if action.kind in ("release", "execute"):
        return Verdict(False, r, "return or execute one of your Captives, for a resource the "
                       "supply still has (tarotlab C15)")
    if action.kind == "uprising":
        return Verdict(False, r, f"cluster {words[-1]} is not in play")
    if action.kind == "free":
        return Verdict(False, r, "return a city in a system you control")
    return None


# ---------------------------------------------------------------------- new actions
def new_actions(s: ArcsState, seat: int, standard: str) -> list[Action]:
    """New actions of held Guild cards that may replace a ``standard`` action."""
    held = s.guild[seat]
    out: list[Action] = []
    if standard == "build":
        for cid, (kind, verb) in INTEREST.items():
            if cid in held and s.supply[kind]:
                out.append(Action(verb))
        if PRISON_WARDENS in held and any(s.captives[seat]) and any(s.supply.values()):
            out.append(Action("pressgang"))
    elif standard == "influence" and PRISON_WARDENS in held and any(s.captives[seat]):
        out.append(Action("execute"))
    elif standard == "battle":
        if COURT_ENFORCERS in held:
            icons = weapon_icons(s, seat)
            for cid, agents in s.court:
                rivals = sum(a for r, a in enumerate(agents) if r != seat)
                if cid is not None and 1 <= rivals < icons:
                    out.append(Action(f"abduct {name(cid)}"))
    elif standard == "tax" and ELDER_BROKER in held:
        mine = set(s.holdings(seat))
        for sid, row in s.bldg.items():
            if s.controller(sid) != seat:
                continue
            for owner in sorted({o for o, k, _ in row if k == "city" and o != seat}):
                if _tradable(s, sid, owner) and mine - set(s.holdings(owner)):
                    out.append(Action(f"trade {sid} seat {owner}"))
    return out


def _tradable(s: ArcsState, sid: str, owner: int) -> list[str]:
    """The types of the city at ``sid`` (a Gate Station has several, or none: arcs lore: Gate
    Stations) that its owner holds, so Trade may take one (tarotlab C9)."""
    theirs = s.holdings(owner)
    return [k for k in s.city_types(sid) if k in theirs]


def perform_new(s: ArcsState, seat: int, action: Action) -> None:
    verb = action.kind
    cid = NEW_VERBS[verb]
    r = rule(cid)
    if verb in ("manufacture", "synthesize"):
        kind = INTEREST[cid][0]
        s._gain(seat, kind, quiet=True)
        s._log(seat, f"{verb}s: gains 1 {kind} ({name(cid)}, instead of a Build)", r)
    elif verb == "pressgang":
        s._log(seat, "pressgangs: returns Captives for resources (Prison Wardens, instead of a "
               "Build)", r)
        s._push(("card_ask", seat, cid, "pressgang"))
    elif verb == "execute":
        s._log(seat, "executes: moves Captives into Trophies (Prison Wardens, instead of an "
               "Influence)", r)
        s._push(("card_ask", seat, cid, "execute"))
    elif verb == "abduct":
        slot = s._court_slot(action.arg)
        taken = []
        for rival, count in enumerate(s.court[slot][1]):
            if rival != seat and count:
                s.court[slot][1][rival] = 0
                s.captives[seat][rival] += count
                taken.append(f"{plural(count, 'agent')} of seat {rival}")
        s._log(seat, f"abducts {' and '.join(taken)} from {action.arg} (Court Enforcers, "
               "instead of a Battle)", r)
    elif verb == "trade":
        sid, _, owner_text = action.arg.split()
        owner = int(owner_text)
        kinds = _tradable(s, sid, owner)
        s._log(seat, f"trades with seat {owner} at {sid} (Elder Broker, instead of a Tax)", r)
        if len(kinds) > 1:  # a Gate Station of several types: which one is taken
            s._push(("card_ask", seat, cid, "take", owner, sid))
        else:
            _trade_take(s, seat, owner, kinds[0])


# ---------------------------------------------------------------------- Vox cards
def on_secure(s: ArcsState, seat: int, cid: str) -> None:
    """A Vox card resolves when secured (arcs: Secure; arcs-components part 7)."""
    r = rule(cid)
    if cid == CALL_TO_ACTION:
        s._log(seat, "draws 1 action card from the bottom of the action discard (Call to Action)",
               r)
        s._push(("bottom_draw", seat, 1), ("vox_done", seat, cid))
        return
    s._push(("card_ask", seat, cid, "vox"))


def _vox_done(s: ArcsState, seat: int, cid: str) -> None:
    if cid == SONG_OF_FREEDOM:
        s.court_deck += s.court_bottom
        s.court_bottom = []
        s.court_deck.append(cid)
        s.court_deck.sort()
        s._log(None, "Song of Freedom is shuffled back into the Court deck", rule(cid))
    elif cid == GUILD_STRUGGLE:
        guilds = [c for c in s.court_discard if COURT[c].kind == "guild"]
        for c in guilds:
            s.court_discard.remove(c)
        s.court_deck = sorted(s.court_deck + s.court_bottom + guilds)
        s.court_bottom = []
        s.court_discard.append(cid)
        s._log(None, f"Guild Struggle: {plural(len(guilds), 'discarded Guild card')} shuffled "
               "back into the Court deck; Guild Struggle is discarded", rule(cid))
    else:
        s.court_discard.append(cid)


# ---------------------------------------------------------------------- follow-up decisions
@dataclass(frozen=True)
class Ask:
    """A card's follow-up decision: its legal actions and how to apply one."""

    legal: Callable[[ArcsState, tuple[Any, ...]], list[Action]]
    choose: Callable[[ArcsState, tuple[Any, ...], Action], None]


def legal(s: ArcsState, pending: tuple[Any, ...]) -> list[Action]:
    return _ask(pending).legal(s, pending)


def choose(s: ArcsState, pending: tuple[Any, ...], action: Action) -> None:
    _ask(pending).choose(s, pending, action)


def _ask(pending: tuple[Any, ...]) -> Ask:
    cid = pending[2]
    key = pending[3] if len(pending) > 3 and isinstance(pending[3], str) else cid
    return _ASKS.get(f"{cid}/{key}") or _ASKS[cid]


def _decline(s: ArcsState, pending: tuple[Any, ...]) -> None:
    s._log(pending[1], f"declines ({name(pending[2])})", rule(pending[2]))


# Mining / Shipping Interest: steal the remainder from rivals (tarotlab C2)
def _interest_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    seat, kind = p[1], INTEREST[p[2]][0]
    return [Action(f"steal {kind} from seat {r}") for r in range(s.n)
            if r != seat and kind in s.res[r] and not guarded(s, r)]


def _interest_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat, cid, room = p[1], p[2], p[3]
    _steal_token(s, seat, int(a.split()[-1]), INTEREST[cid][0], rule(cid))
    if room > 1:
        s._push(("card_ask", seat, cid, room - 1))


# Pressgang and Execute
def _pressgang_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    seat = p[1]
    out = [Action(f"release an agent of seat {o} for {k}") for o, c in enumerate(s.captives[seat])
           if c for k in RESOURCES if s.supply[k]]
    return [*out, Action("stop")]


def _pressgang_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat = p[1]
    if a == "stop":
        return
    words = a.split()
    owner, kind = int(words[5]), words[-1]
    s.captives[seat][owner] -= 1
    s._return_agents(owner, 1)
    s._gain(seat, kind, quiet=True)
    s._log(seat, f"returns a Captive to seat {owner} and gains {kind}", rule(p[2]))
    s._push(("card_ask", *p[1:]))


def _execute_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    seat = p[1]
    out = [Action(f"execute an agent of seat {o}") for o, c in enumerate(s.captives[seat]) if c]
    return [*out, Action("stop")]


def _execute_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat = p[1]
    if a == "stop":
        return
    owner = int(a.split()[-1])
    s.captives[seat][owner] -= 1
    s._trophy(seat, owner, "agent")
    s._log(seat, f"executes a Captive of seat {owner}: now a Trophy", rule(p[2]))
    s._push(("card_ask", *p[1:]))


# Elder Broker's Trade: take a token of the city's type, give a resource the owner holds none of
def _trade_take(s: ArcsState, seat: int, owner: int, kind: str) -> None:
    """Take the owner's ``kind``; then give a type they held none of (not ``kind`` back)."""
    s._lose_resource(owner, s._slot_of(owner, kind, thief=True))
    s.supply[kind] += 1
    s._gain(seat, kind, quiet=True)
    s._log(seat, f"takes {kind} from seat {owner}", rule(ELDER_BROKER))
    s._push(("card_ask", seat, ELDER_BROKER, "give", owner, kind))


def _take_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    return [Action(f"take {k}") for k in _tradable(s, p[5], p[4])]


def _take_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    _trade_take(s, p[1], p[4], a.arg)


def _give_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    seat, owner, taken = p[1], p[4], p[5]
    theirs = {*s.holdings(owner), taken}
    return [Action(f"give {k}") for k in RESOURCES if k in s.holdings(seat) and k not in theirs]


def _give_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat, owner, kind = p[1], p[4], a.arg
    s._take(seat, kind)
    s.supply[kind] += 1
    s._gain(owner, kind, quiet=True)
    s._log(seat, f"gives {kind} to seat {owner}", rule(p[2]))


# Farseers: discard hand cards, then draw that many + 1 from the bottom of the discard
def _farseers_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    return [*(Action(f"also discard {c}") for c in s.hands[p[1]]), Action("draw now")]


def _farseers_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat, count = p[1], p[4]
    if a == "draw now":
        s._log(seat, f"discarded {plural(count, 'card')}: draws {count + 1} from the bottom of "
               "the action discard", rule(FARSEERS))
        # the discarded cards are shuffled before they are placed (arcs R14): chance orders them
        s._push(("pile", seat, count), ("bottom_draw", seat, count + 1))
        return
    card = a.split()[-1]
    s.hands[seat].remove(card)
    s._discard_cards([card], face_up=False)
    s._push(("card_ask", seat, FARSEERS, "discard", count + 1))


# Farseers on declaring: look at a rival's hand, maybe swap one card
def _look_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    seat = p[1]
    return [Action(f"look at seat {r}") for r in range(s.n) if r != seat and s.hands[r]]


def _look_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat, rival = p[1], int(a.split()[-1])
    s.seen[seat] = (rival, tuple(s.hands[rival]))
    s._log(seat, f"looks at seat {rival}'s hand (Farseers)", rule(FARSEERS))
    s._push(("card_ask", seat, FARSEERS, "swap", rival))


def _swap_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    seat, rival = p[1], p[4]
    return [Action(f"swap {mine} for {theirs}") for mine in s.hands[seat]
            for theirs in s.hands[rival]] + [Action("no swap")]


def _swap_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat, rival = p[1], p[4]
    if a == "no swap":
        s._log(seat, "swaps no card", rule(FARSEERS))
        return
    _, mine, _, theirs = a.split()
    s.hands[seat].remove(mine)
    s.hands[rival].remove(theirs)
    s.hands[seat] = sorted([*s.hands[seat], theirs])
    s.hands[rival] = sorted([*s.hands[rival], mine])
    s.seen[seat] = (rival, tuple(s.hands[rival]))
    s._log(seat, f"swaps a card with seat {rival}", rule(FARSEERS))


# Skirmishers: reroll up to N skirmish dice once (N = Weapon icons)
def _reroll_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    options: list[Action] = s.reroll_options("skirmish", weapon_icons(s, p[1]))
    return options


def _reroll_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    b = s.battle
    assert b is not None
    if a.kind == "reroll":
        s.mark_reroll("skirmish", int(a.split()[-1]))
        s._push(("card_ask", *p[1:]))
        return
    if b["reroll"]:
        s._log(p[1], f"rerolls {len(b['reroll'])} skirmish dice (Skirmishers)", rule(SKIRMISHERS))
        s._push(("reroll",))


# Vox cards
def _vox_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    seat, cid = p[1], p[2]
    if cid == MASS_UPRISING:
        clusters = SETUP_CARDS[s.setup].in_play
        return [Action(f"uprising in cluster {c}") for c in clusters if s.ships_left[seat]] + [
            Action("decline")] * (not s.ships_left[seat])
    if cid == POPULIST_DEMANDS:
        if not s.markers_avail or not s.may_declare(seat):
            return [Action("decline")]
        return [*(Action(f"declare {a}") for a in AMBITIONS), Action("decline")]
    if cid == OUTRAGE_SPREADS:
        return [*(Action(f"outrage {k}") for k in RESOURCES), Action("decline")]
    if cid == SONG_OF_FREEDOM:
        out = []
        for sid, row in s.bldg.items():
            if s.controller(sid) == seat:
                for owner in sorted({o for o, k, _ in row if k == "city"}):
                    out.append(Action(f"free the city of seat {owner} at {sid}"))
        return [*out, Action("decline")]
    if cid == GUILD_STRUGGLE:
        out = [Action(f"steal {name(c)} from seat {r}") for r in range(s.n) if r != seat
               for c in stealable_cards(s, r)]
        return [*out, Action("decline")]
    return [Action("decline")]


def _vox_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    seat, cid = p[1], p[2]
    r = rule(cid)
    s._push(("vox_done", seat, cid))
    if a == "decline":
        _decline(s, p)
    elif cid == MASS_UPRISING:
        cluster = int(a.split()[-1])
        systems = [sid for sid in s.fresh if SYSTEMS[sid].cluster == cluster]
        placed = 0
        for sid in systems:
            count = s._add_ships(seat, sid, 1)
            placed += count
            b = s.battle  # placed during a Ransack: not attacking ships (arcs R14)
            if b is not None and b["seat"] == seat and b["sid"] == sid:
                b["joined"] = b.get("joined", 0) + count
        s._log(seat, f"places {plural(placed, 'ship')} in cluster {cluster}, 1 per system "
               "(Mass Uprising)", r)
    elif cid == POPULIST_DEMANDS:
        s._declare(seat, a.arg, zero=False, rule=r)
    elif cid == OUTRAGE_SPREADS:
        kind = a.arg
        s._log(seat, f"makes every player Provoke {kind} Outrage (Outrage Spreads)", r)
        for who in s._order():
            s._outrage(who, kind)
    elif cid == SONG_OF_FREEDOM:
        words = a.split()
        owner, sid = int(words[5]), words[-1]
        row = s.bldg[sid]
        i = next(i for i, b in enumerate(row) if b[0] == owner and b[1] == "city")
        row.pop(i)
        s.cities_board[owner] += 1
        s._rearrange(owner)
        s._log(seat, f"returns seat {owner}'s city at {sid} to its board (Song of Freedom)", r)
        if s.seized is None and seat != s.initiative:
            s._push(("card_ask", seat, cid, "seize"))
    elif cid == GUILD_STRUGGLE:
        words = a.split()
        rival = int(words[-1])
        _steal_card(s, seat, rival, COURT_BY_NAME[" ".join(words[1:-3]).lower()], r)


def _song_seize_legal(s: ArcsState, p: tuple[Any, ...]) -> list[Action]:
    return [Action("seize the initiative"), Action("decline")]


def _song_seize_choose(s: ArcsState, p: tuple[Any, ...], a: Action) -> None:
    if a == "decline":
        _decline(s, p)
        return
    s.seized = p[1]
    s._log(p[1], "seizes the initiative (Song of Freedom)", rule(SONG_OF_FREEDOM))


_ASKS: dict[str, Ask] = {
    "BC02": Ask(_interest_legal, _interest_choose),
    "BC09": Ask(_interest_legal, _interest_choose),
    "BC12/pressgang": Ask(_pressgang_legal, _pressgang_choose),
    "BC12/execute": Ask(_execute_legal, _execute_choose),
    "BC23/give": Ask(_give_legal, _give_choose),
    "BC23/take": Ask(_take_legal, _take_choose),
    "BC17/discard": Ask(_farseers_legal, _farseers_choose),
    "BC17/look": Ask(_look_legal, _look_choose),
    "BC17/swap": Ask(_swap_legal, _swap_choose),
    "BC13/reroll": Ask(_reroll_legal, _reroll_choose),
    "BC29/seize": Ask(_song_seize_legal, _song_seize_choose),
    **{f"{c}/vox": Ask(_vox_legal, _vox_choose) for c in COURT if COURT[c].kind == "vox"},
}

__all__ = ["EFFECTS", "choose", "legal", "new_actions", "on_secure",
           "perform_new", "prelude_options", "use"]


@dataclass(frozen=True)
class Effect:
    """What one Court card does, for the registry and the rendering: its kinds and rule."""

    id: str
    kinds: tuple[str, ...]  # prelude, new, mod, holds, vox

    @property
    def rule(self) -> str:
        return rule(self.id)


def _kinds(cid: str) -> tuple[str, ...]:
    kinds = []
    if cid in _PRELUDES:
        kinds.append("prelude")
    if cid in NEW_VERBS.values():
        kinds.append("new")
    if cid in LOYAL or cid in CARTEL or cid in (GATEKEEPERS, SKIRMISHERS, FARSEERS, SECRET_ORDER,
                                                 SWORN_GUARDIANS, GALACTIC_BARDS):
        kinds.append("mod")
    if cid in CARTEL:
        kinds.append("holds")
    if COURT[cid].kind == "vox":
        kinds.append("vox")
    return tuple(kinds)


EFFECTS: dict[str, Effect] = {cid: Effect(cid, _kinds(cid)) for cid in COURT}
"""Every Court card's effect by id; each card has at least one kind (checked at import)."""
if any(not e.kinds for e in EFFECTS.values()):  # pragma: no cover - a card without an effect
    raise AssertionError("a Court card has no effect in the registry")
