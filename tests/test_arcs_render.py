"""The Arcs renderers show the facts of real positions built through the engine."""

from __future__ import annotations

import dataclasses
import doctest
import re
from collections.abc import Iterator
from html import escape

import pytest

from tarotlab import ALL, State, new_game
from tarotlab.arcs import render
from tarotlab.arcs.components import ACTION_CARDS, COURT, SLOT_KEYS
from tarotlab.arcs.mapdata import SYSTEMS
from tarotlab.arcs.render import SEAT_COLOURS, render_text, render_view
from tarotlab.arcs.rules import ArcsState, ArcsView, adjacency
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.core.rng import Rng
from tarotlab.testing.playouts import random_playout

HANDS = {0: ["Agg3", "Mob3", "Adm4", "Con2", "Con4", "Adm5"],
         1: ["Agg2", "Agg5", "Con3", "Con5", "Mob4", "Mob6"],
         2: ["Adm3", "Adm6", "Agg4", "Agg6", "Mob2", "Mob5"]}
LEFT_OVER = ("Adm2", "Con6")  # the 3-player deck's two cards dealt to nobody
COURT_ROW = ["Farseers", "Sworn Guardians", "Mass Uprising", "Loyal Engineers"]


# ---------------------------------------------------------------------- helpers
def rigged(hands: dict[int, list[str]] | None = None) -> tuple[Rig, ArcsState]:
    """3P Frontiers (clusters 2 and 3 out of play), seed 1, a chosen Court row and hands;
    seat 0 to lead. Seat 0 starts in 1.3 (city), 4.3 (starport) and 6.0, seat 1 in 5.3,
    1.2 and 5.0, seat 2 in 4.2, 6.1 and 1.0."""
    rig = Rig(court=list(COURT_ROW), hands=hands or HANDS)
    return rig, rig.start(players=3, setup_card="3P Frontiers", seed=1)


def view_of(s: State, seat: int | None) -> ArcsView:
    v = s.view(seat)
    assert isinstance(v, ArcsView)
    return v


def block(html: str, attr: str) -> str:
    """The whole element whose start tag carries ``attr`` (e.g. ``data-system="3.1"``)."""
    at = html.index(attr)
    begin = html.rindex("<", 0, at)
    tag = re.match(r"<(\w+)", html[begin:])
    assert tag is not None
    name, depth = tag.group(1), 0
    for m in re.finditer(rf"<(/?){name}\b[^>]*?(/?)>", html[begin:]):
        if m.group(2):  # a self-closing tag
            if depth == 0:
                return m.group(0)
            continue
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return html[begin:begin + m.end()]
    raise AssertionError(f"unclosed element at {attr}")


def cards_in(fragment: str) -> list[str]:
    """The face-up action cards in a piece of HTML."""
    return re.findall(r'data-card="([^"]+)"', fragment)


def ships_in(fragment: str) -> dict[int, tuple[int, int]]:
    """Seat -> (fresh, damaged) of the ship chips in a piece of the map."""
    return {int(o): (int(f), int(d)) for o, f, d in re.findall(
        r'class="tl-ships" data-owner="(\d)" data-fresh="(\d+)" data-damaged="(\d+)"', fragment)}


def buildings_in(fragment: str) -> list[tuple[int, str, bool]]:
    return [(int(o), k, d == "1") for o, k, d in re.findall(
        r'class="tl-bldg" data-owner="(\d)" data-kind="(\w+)" data-damaged="([01])"', fragment)]


def check_map(html: str, v: ArcsView) -> None:
    """Every in-play system is drawn with its controller, ships and buildings; the
    out-of-play systems are greyed and carry no pieces."""
    assert html.count('class="tl-sys" data-system="') == len(v.systems)
    for sv in v.systems:
        g = block(html, f'data-system="{sv.id}"')
        ctrl = "none" if sv.controller is None else str(sv.controller)
        assert f'data-control="{ctrl}"' in g
        assert ships_in(g) == {s: fd for s, fd in enumerate(sv.ships) if fd != (0, 0)}
        assert buildings_in(g) == list(sv.buildings)
    for sid, info in SYSTEMS.items():
        if info.cluster in v.out_of_play:
            assert f'data-out-of-play="{sid}"' in html
            assert f'data-system="{sid}"' not in html


def hidden_cards(full: ArcsView, viewer: int | None) -> set[str]:
    """The action cards ``viewer`` may not see: other hands, others' Copy and seize cards."""
    out: set[str] = set()
    for p in full.players:
        if p.seat != viewer and p.hand:
            out |= set(p.hand)
    out |= {c for s, c, how in full.played if how == "copy" and s != viewer and c}
    out |= {c for s, c in full.extras if s != viewer and c}
    return out


def positions(players: int, seed: int, every: int) -> Iterator[ArcsState]:
    """The positions of a random game (random legal decisions), every ``every`` decisions
    and at the end."""
    s = new_game("arcs", players=players, seed=seed)
    assert isinstance(s, ArcsState)
    rng = Rng(seed, stream=7)
    n = 0
    while not s.is_over:
        if n % every == 0:
            yield s
        s.apply(rng.choice(s.legal_actions()))
        n += 1
    yield s


# ---------------------------------------------------------------------- the map
def test_every_system_is_drawn_with_its_pieces_and_controller() -> None:
    """arcs: Control: fresh and damaged ships per seat, buildings in the planet's slots and
    the controlling seat of each in-play system, as the view holds them."""
    _, s = rigged()
    Edit(s).ships(1, "1.3", fresh=2, damaged=1).ships(2, "1.3", fresh=1).ships(
        0, "1.3", fresh=3, damaged=2).building(2, "6.2", "starport").ships(1, "6.0", fresh=4)
    for viewer in (0, 1, None, ALL):
        v = view_of(s, viewer)
        check_map(render_view(v), v)
    v = view_of(s, None)
    html = render_view(v)
    mixed = block(html, 'data-system="1.3"')
    assert ships_in(mixed) == {0: (3, 2), 1: (2, 1), 2: (1, 0)}
    assert ">3▶ 2▷<" in mixed and ">2▶ 1▷<" in mixed and ">1▶<" in mixed
    assert "▲ fresh" not in mixed  # ▲ is the arrow planets' symbol, not a ship
    assert buildings_in(mixed) == [(0, "city", False)]  # seat 0's starting city (1A)
    assert 'data-type="Material"' in mixed and "1.3 ⬢" in mixed
    port = block(html, 'data-system="6.2"')
    assert buildings_in(port) == [(2, "starport", False)]
    assert port.count('class="tl-emptyslot"') == SYSTEMS["6.2"].slots - 1
    assert 'data-control="2"' in block(html, 'data-system="6.1"')
    gate = block(html, 'data-system="6.0"')
    assert 'data-kind="gate"' in gate and ships_in(gate) == {0: (2, 0), 1: (4, 0)}


def test_a_damaged_building_is_drawn_damaged() -> None:
    """A damaged city or starport (arcs: Battle, Hits) is marked damaged in the map."""
    _, s = rigged()
    Edit(s).building(1, "5.2", "starport", damaged=True).building(0, "4.1", "city",
                                                                 damaged=True)
    html = render_view(view_of(s, 2))
    port = block(html, 'data-system="5.2"')
    assert buildings_in(port) == [(1, "starport", True)]
    assert "seat 1 starport, damaged" in port and 'stroke-dasharray="2.5 1.5"' in port
    city = block(html, 'data-system="4.1"')
    assert buildings_in(city) == [(0, "city", True)] and "seat 0 city, damaged" in city
    fresh = block(html, 'data-system="1.3"')
    assert buildings_in(fresh) == [(0, "city", False)] and "seat 0 city, fresh" in fresh


def test_edges_path_markers_and_out_of_play_clusters() -> None:
    """arcs: Move, Out-of-Play Clusters: every edge of the setup card's Reach is drawn; the
    path marker joins gates 1 and 4 over clusters 2 and 3, which are greyed out."""
    _, s = rigged()
    v = view_of(s, 0)
    html = render_view(v)
    for a, near in adjacency(v.setup).items():
        for b in near:
            if a < b:
                assert f'data-edge="{a} {b}"' in html
    assert html.count('data-edge="') == sum(len(n) for n in adjacency(v.setup).values()) // 2
    path = block(html, 'data-edge="1.0 4.0"')
    assert "path marker over out-of-play clusters 2, 3" in path and "stroke-dasharray" in path
    assert "cluster 2 out of play" in html and "cluster 3 out of play" in html
    assert v.out_of_play == (2, 3)


def test_no_map_before_the_setup_card() -> None:
    """arcs: Setup 1.9: before the setup card is drawn there is no map, only a note."""
    s = new_game("arcs", players=3, seed=1, auto_chance=False)
    v = view_of(s, ALL)
    assert v.setup == ""
    html = render_view(v)
    assert "<svg" not in html and 'data-map="none"' in html and "No setup card yet" in html
    assert "not drawn yet" in block(html, 'class="tl-status"')


def test_a_catapult_and_a_battle_are_shown() -> None:
    """arcs: Move, Catapult Moves: ships moving on from a Loyal starport; arcs: Battle: the
    attacker, defender and system (ringed on the map)."""
    rig, s = rigged()
    rig.apply(s, "lead Mob3")
    rig.apply(s, "move 4.3 -> 4.0: 3 fresh")
    v = view_of(s, 1)
    assert v.catapult == ("4.0", 3, 0)
    html = render_view(v)
    assert "ships at 4.0 (3 fresh, 0 damaged) may move on" in block(html, 'data-catapult="4.0"')
    assert 'class="tl-catapultmark"' in block(html, 'data-system="4.0"')
    assert "tl-catapultmark" not in block(html, 'data-system="4.3"')

    rig, s = rigged()
    Edit(s).ships(1, "4.3", fresh=2)
    rig.apply(s, "lead Agg3")
    rig.apply(s, "battle 4.3 seat 1")
    v = view_of(s, None)
    assert v.battle is not None and v.battle.system == "4.3"
    html = render_view(v)
    box = block(html, 'data-battle="4.3"')
    assert "Battle at 4.3" in box and 'data-owner="0"' in box and 'data-owner="1"' in box
    assert 'class="tl-battlemark"' in block(html, 'data-system="4.3"')


def test_battle_dice_and_faces() -> None:
    """The dice collected and the faces rolled, each with what the components data says the
    face does (arcs R4), and the raid keys (here put into a real battle view directly)."""
    _, s = rigged()
    Edit(s).ships(1, "4.3", fresh=2)
    s.apply("lead Agg3")
    s.apply("battle 4.3 seat 1")
    v = view_of(s, 0)
    assert v.battle is not None
    battle = dataclasses.replace(v.battle, dice=("skirmish",),
                                 rolled=(("assault", 4), ("raid", 1)), keys=2)
    html = render_view(dataclasses.replace(v, battle=battle))
    box = block(html, 'data-battle="4.3"')
    assert "assault 4: 2 hits, 1 self-hit" in box
    assert "raid 1: 1 intercept, 2 keys" in box
    assert 'class="tl-die tl-skirmish">skirmish<' in box and 'data-raid-keys="2"' in box


# ---------------------------------------------------------------------- hidden information
def test_hands_are_shown_only_to_their_seat() -> None:
    """arcs R5: a seat sees its own hand (suit, number, pips) and only how many cards the
    others hold; a spectator sees no hand, the full view every hand."""
    _, s = rigged()
    for seat in range(3):
        html = render_view(view_of(s, seat))
        assert sorted(cards_in(block(html, f'data-hand="{seat}"'))) == sorted(HANDS[seat])
        for other in range(3):
            if other == seat:
                continue
            assert cards_in(block(html, f'data-hand="{other}"')) == []
            assert ">6 cards<" in block(html, f'data-hand="{other}"')
            for card in HANDS[other]:
                assert card not in html and ACTION_CARDS[card].name not in html
    first = block(render_view(view_of(s, 0)), 'data-card="Agg3"')
    assert ">3<" in first and "Aggression" in first and "●●<" in first and "Tyrant" in first
    spectator = render_view(view_of(s, None))
    assert cards_in(spectator) == [] and "Spectator view" in spectator
    full = render_view(view_of(s, ALL))
    assert sorted(cards_in(full)) == sorted(c for h in HANDS.values() for c in h)


def test_other_views_do_not_depend_on_a_seats_hand() -> None:
    """Two games that differ only in one card of seat 1's hand render the same for seat 0,
    seat 2 and a spectator; seat 1's own view differs."""
    _, a = rigged()
    other = dict(HANDS)
    other[1] = [*HANDS[1][:-1], LEFT_OVER[0]]
    _, b = rigged(other)
    assert view_of(a, ALL).players[1].hand != view_of(b, ALL).players[1].hand
    for seat in (0, 2, None):
        assert render_view(view_of(a, seat)) == render_view(view_of(b, seat))
        assert render_text(view_of(a, seat)) == render_text(view_of(b, seat))
    assert render_view(view_of(a, 1)) != render_view(view_of(b, 1))


def test_copy_and_seize_cards_stay_face_down_for_others() -> None:
    """arcs: Round Structure, Step 2: a Copy card is played face down, and so is the extra
    card that seizes the initiative; only their owner (and the full view) sees them."""
    rig, s = rigged()
    for action in ("lead Agg3", "done", "copy Con3", "seize with Con5"):
        rig.apply(s, action)
    full = view_of(s, ALL)
    assert full.played == ((0, "Agg3", "lead"), (1, "Con3", "copy"))
    assert full.extras == ((1, "Con5"),)
    own = render_view(view_of(s, 1))
    assert cards_in(block(own, 'data-played="1"')) == ["Con3"]
    assert cards_in(block(own, 'data-extra="1"')) == ["Con5"]
    assert 'data-seized="1"' in own and "seized by seat 1" in own
    for viewer in (0, 2, None):
        html = render_view(view_of(s, viewer))
        assert "Con3" not in html and "Con5" not in html
        assert "face down" in block(html, 'data-played="1"')
        assert "face down" in block(html, 'data-extra="1"')
        assert cards_in(block(html, 'data-lead="0"')) == ["Agg3"]
    assert {"Con3", "Con5"} <= set(cards_in(render_view(full)))


# ---------------------------------------------------------------------- player boards
def test_resource_slots_raid_costs_and_waiting_tokens() -> None:
    """arcs: Raiding, Resources: six slots left to right with raid costs 3,1,1,2,1,3, open
    while i < open_slots, holding the view's resources; tokens with no slot wait."""
    assert SLOT_KEYS == (3, 1, 1, 2, 1, 3)
    _, s = rigged()
    Edit(s).gain(0, "Fuel")  # fills the third open slot
    full = view_of(s, 2)
    # a token gained with no open slot waits for its owner to discard (arcs R8)
    waiting = dataclasses.replace(full.players[0], waiting=("Relic",))
    v = dataclasses.replace(full, players=(waiting, *full.players[1:]))
    html = render_view(v)
    for p in v.players:
        slots = block(html, f'data-resource-slots="{p.seat}"')
        assert re.findall(r'data-slot="\d" data-keys="(\d)"', slots) == ["3", "1", "1", "2",
                                                                          "1", "3"]
        assert re.findall(r'data-open="([01])"', slots) == [
            str(int(i < p.open_slots)) for i in range(6)]
        assert re.findall(r'data-res="(\w*)"', slots) == [r or "" for r in p.resources]
        assert slots.count(">3 keys<") == 2 and slots.count(">1 key<") == 3
    assert v.players[0].waiting == ("Relic",)
    assert "Relic" in block(html, 'data-waiting="0"')
    assert "data-waiting" not in html.replace('data-waiting="0"', "")


def test_cities_supply_trophies_captives_guild_and_power() -> None:
    """A seat's board: cities left on it and the uncovered bonus, supplies, Trophies,
    Captives, Guild cards (name, suit, raid cost) and Power."""
    _, s = rigged()
    Edit(s).trophies(0, 1, "ship", 2).captives(0, 2, 1).guild(0, "Loyal Pilots").power(0, 7)
    v = view_of(s, 1)
    p = v.players[0]
    html = render_view(v)
    board = block(html, 'data-seat="0"')
    assert 'data-power="7"' in board and ">7<small>Power</small>" in board
    assert re.findall(r'data-on="([01])"', block(board, 'data-cities="0"')) == [
        str(int(i >= 5 - p.cities_on_board)) for i in range(5)]
    assert f'data-city-bonus="{p.city_bonus}"' in board
    assert (f"ships {p.ships_supply}, starports {p.starports_supply}, agents "
            f"{p.agents_supply}") in board
    trophies = block(board, 'data-trophies="0"')
    assert 'data-owner="1"' in trophies and "2 ships" in trophies
    captives = block(board, 'data-captives="0"')
    assert 'data-owner="2"' in captives and "1 agent" in captives
    guild = block(board, 'data-guilds="0"')
    assert "Loyal Pilots" in guild and "Fuel" in guild and ">3 keys<" in guild
    assert 'class="tl-badge tl-init"' in board and 'class="tl-badge tl-go"' in board
    assert 'tl-badge tl-you' in block(html, 'data-seat="1"')


def test_outrage_spaces_mark_the_placeholder() -> None:
    """arcs: Destroying Cities, Outrage: an agent or, with none left, a placeholder marks the
    outraged resource (put into a real view directly: no Edit makes Outrage)."""
    _, s = rigged()
    v = view_of(s, 0)
    outraged = dataclasses.replace(v.players[1], outrage=(("Fuel", "agent"),
                                                          ("Relic", "placeholder")))
    html = render_view(dataclasses.replace(v, players=(v.players[0], outraged, v.players[2])))
    spaces = block(html, 'data-outrages="1"')
    assert 'data-outrage="Fuel" data-how="agent"' in spaces
    assert 'data-outrage="Relic" data-how="placeholder"' in spaces
    assert "Relic: placeholder" in spaces
    assert "data-outrage=" not in block(html, 'data-outrages="0"')


# ---------------------------------------------------------------------- Court, ambitions, round
def test_court_cards_show_name_keys_text_and_agents() -> None:
    """arcs: Influence: each Court card with its name, Guild suit and raid cost or Vox, its
    text (escaped) and the agents on it per seat; the Court deck's size."""
    _, s = rigged()
    Edit(s).agents(1, "Farseers", 2).agents(2, "Farseers", 1)
    v = view_of(s, 0)
    html = render_view(v)
    for cid, agents in v.court:
        assert cid is not None
        card = COURT[cid]
        box = block(html, f'data-court="{cid}"')
        assert escape(card.name) in box and escape(card.text) in box
        assert f'data-keys="{card.keys}"' in box
        if card.kind == "guild":
            assert f">{card.keys} key{'s' if card.keys != 1 else ''}<" in box
            assert f">{card.suit}<" in box
        else:
            assert '<div class="tl-ck">Vox</div>' in box
        assert f'data-agents="{" ".join(map(str, agents))}"' in box
    farseers = block(html, 'data-court="BC17"')
    assert "rival&#x27;s hand" in farseers and "rival's" not in farseers
    assert re.search(r'data-owner="1"[^>]*>2 agents<', farseers)
    assert re.search(r'data-owner="2"[^>]*>1 agent<', farseers)
    assert f'data-court-deck="{v.court_deck}"' in html


def test_court_card_effects_in_play() -> None:
    """Court cards at work: a Union claims a played card (public), Sworn Guardians stolen
    is buried under the Court deck, and Farseers shows a rival's hand to its holder only."""
    rig, s = rigged()
    Edit(s).guild(0, "Construction Union")
    rig.apply(s, "lead Con2")
    rig.apply(s, "use Construction Union on Con2")
    for viewer in (0, 1, None):
        html = render_view(view_of(s, viewer))
        union = block(html, 'data-union="0"')
        assert "Construction Union" in union and cards_in(union) == ["Con2"]
    assert "unions: s0 Construction Union claims Con2" in render_text(view_of(s, 1))

    rig, s = rigged()
    Edit(s).guild(0, "Silver-Tongues").guild(1, "Sworn Guardians")
    rig.apply(s, "lead Agg3")
    rig.apply(s, "use Silver-Tongues: steal Sworn Guardians from seat 1")
    v = view_of(s, 2)
    assert v.court_bottom == 1
    html = render_view(v)
    assert 'data-court-bottom="1"' in html and "buried under it" in html
    assert "Sworn Guardians" not in block(html, 'data-guilds="1"')

    rig, s = rigged()
    Edit(s).guild(0, "Farseers")
    for action in ("lead Agg3", "declare Tyrant", "look at seat 1"):
        rig.apply(s, action)
    mine = view_of(s, 0)
    assert mine.seen == (1, tuple(sorted(HANDS[1])))
    seen = block(render_view(mine), 'data-seen="1"')
    assert sorted(cards_in(seen)) == sorted(HANDS[1]) and "you looked, Farseers" in seen
    assert "seen: seat 1's hand (Farseers): " in render_text(mine)
    for viewer in (1, 2, None):
        html = render_view(view_of(s, viewer))
        assert "data-seen" not in html
        if viewer != 1:
            assert not set(HANDS[1]) & set(cards_in(html))


def test_ambitions_show_their_markers() -> None:
    """arcs: Declaring an Ambition: the marker's first/second values in its box, the lead
    card under the zero marker, and the markers still available."""
    rig, s = rigged()
    rig.apply(s, "lead Agg3")
    rig.apply(s, "declare Tyrant")
    Edit(s).declared("Keeper")
    v = view_of(s, 2)
    html = render_view(v)
    assert 'data-markers="5/3"' in block(html, 'data-ambition="Tyrant"')
    assert ">5/3<" in block(html, 'data-ambition="Tyrant"')
    assert ">3/2<" in block(html, 'data-ambition="Keeper"')
    assert 'data-markers=""' in block(html, 'data-ambition="Tycoon"')
    assert 'data-markers-available="2/0"' in html
    lead = block(html, 'data-lead="0"')
    assert "zero marker" in lead and 'class="tl-zero"' in lead
    assert "ambitions: Tyrant 5/3, Keeper 3/2" in render_text(v)


def test_two_player_ambition_boxes_hold_resources() -> None:
    """arcs: Setup 1.11, Two-Player Scoring: the out-of-play planets' resources sit on the
    ambition boxes as a third player."""
    s = new_game("arcs", players=2, seed=1)
    v = view_of(s, 0)
    html = render_view(v)
    assert any(p for _, _, p in v.ambitions)
    for name, _, tokens in v.ambitions:
        box = block(html, f'data-ambition="{name}"')
        if tokens:
            assert f'data-box-tokens="{tokens}"' in box and "third player" in box
        else:
            assert "data-box-tokens" not in box


def test_the_turn_in_progress() -> None:
    """arcs: Prelude: the turn's card, suit, pips left, whether the Prelude is on, the
    actions the suit allows and resources spent in the Prelude."""
    rig, s = rigged()
    rig.apply(s, "lead Adm4")
    rig.apply(s, "spend Material")
    v = view_of(s, 1)
    assert v.turn is not None and v.limbo == ("Material",)
    html = render_view(v)
    turn = block(html, 'data-turn="0"')
    assert f'data-pips="{v.turn.pips}"' in turn and f"{v.turn.pips} pips left" in turn
    assert "Administration" in turn and "allowed: tax, repair, influence" in turn
    assert f'data-prelude="{int(v.turn.prelude)}"' in turn
    assert "spent this Prelude" in html
    status = block(html, 'class="tl-status"')
    assert escape(v.prompt[:1].upper() + v.prompt[1:]) in status
    assert "seat 0 to decide" in status and "Viewing as seat 1" in status


def test_status_line() -> None:
    """The chapter, setup card, initiative, Power threshold and whose view it is."""
    _, s = rigged()
    for viewer, label in ((0, "Viewing as seat 0"), (None, "Spectator view"),
                          (ALL, "Full view")):
        html = render_view(view_of(s, viewer))
        status = block(html, 'class="tl-status"')
        assert 'data-chapter="1"' in status and "3P Frontiers" in status
        assert 'data-initiative="0"' in status and "30 Power" in status
        assert label in status


# ---------------------------------------------------------------------- whole games
def test_the_result_banner_at_the_end_of_a_game() -> None:
    """arcs: Scoring: when the game is over the banner gives the outcome and final Power."""
    s, _ = random_playout("arcs", 2, players=3)
    assert isinstance(s, ArcsState) and s.outcome is not None
    for viewer in (0, None, ALL):
        html = render_view(view_of(s, viewer))
        assert f"Game over — {escape(str(s.outcome))}" in html and 'data-outcome="1"' in html
        final = " · ".join(f"seat {seat} {p}" for seat, p in enumerate(s.power))
        assert f"Final Power: {final}" in html and "Final VP" not in html
        assert "to decide" not in block(html, 'class="tl-status"')
        for w in s.outcome.winners:
            assert "tl-badge tl-won" in block(html, f'data-seat="{w}"')
    assert str(s.outcome) in render_text(view_of(s, 0))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_view_of_random_positions(players: int) -> None:
    """Every seat's view, a spectator's and the full view render for many positions of
    random games: the map agrees with the view, and no seat sees a hidden card."""
    count = 0
    for seed in (1, 2):
        for s in positions(players, seed, every=9):
            full = view_of(s, ALL)
            for viewer in (*range(players), None, ALL):
                v = view_of(s, viewer)
                html = render_view(v)
                assert html.startswith('<div class="tl-game tl-arcs"') and html.endswith("</div>")
                assert len(re.findall(r'class="tl-board( tl-tomove)?" data-seat=', html)) == players
                if v.setup:
                    check_map(html, v)
                if viewer != ALL:
                    looked = set(v.seen[1]) if v.seen else set()  # Farseers: shown to it
                    assert not (hidden_cards(full, viewer) - looked) & set(cards_in(html))
                count += 1
    assert count > 100


# ---------------------------------------------------------------------- form
def test_html_is_self_contained_and_scoped() -> None:
    """No scripts, no external assets, every CSS rule under .tl-game (the shared rules) or
    .tl-arcs, also inside a container query."""
    s, _ = random_playout("arcs", 4, players=4)
    html = render_view(view_of(s, ALL))
    assert html.startswith('<div class="tl-game tl-arcs" data-viewer="all"><style>')
    low = html.lower()
    assert "<script" not in low and "http" not in low and "src=" not in low
    assert "@import" not in low and "url(" not in low and " on" + "click" not in low
    css = html[html.index("<style>") + 7:html.index("</style>")]
    for rule in re.findall(r"(?:^|(?<=[{}]))\s*([^{}]+)\{", css):
        if rule.strip().startswith("@container"):  # a size query: the rules inside are checked
            continue
        for selector in rule.split(","):
            assert selector.strip().startswith((".tl-game", ".tl-arcs")), selector


def test_seat_colours_are_four_distinct_colours() -> None:
    assert len(SEAT_COLOURS) == len(set(SEAT_COLOURS)) == 4
    _, s = rigged()
    html = render_view(view_of(s, 0))
    for seat in range(3):
        assert f'data-seat="{seat}" style="--c:{SEAT_COLOURS[seat]}"' in html


def test_render_text_is_deterministic_and_line_oriented() -> None:
    """tarotlab golden playthroughs: the text form is stable and free of trailing spaces."""
    for s in positions(3, 5, every=40):
        v = view_of(s, ALL)
        text = render_text(v)
        assert text == render_text(view_of(s, ALL)) == str(v)
        lines = text.splitlines()
        assert all(line == line.rstrip(" ") for line in lines)
        assert sum(1 for line in lines if re.match(r"seat \d: Power -?\d+; hand ", line)) == 3


def test_doctests() -> None:
    """The module's example (render_text of a new game) runs."""
    result = doctest.testmod(render)
    assert result.failed == 0 and result.attempted > 0


def test_leaders_and_lore_draft_row_then_boards() -> None:
    """arcs: Leaders & Lore (arcs R12, tarotlab L1): the draft row is shown while it is on the
    table; afterwards each board names its leader and lore cards, with their texts."""
    from tarotlab.arcs.components import LEADERS, LORE

    s = new_game("arcs", players=3, seed=5, leaders=True, setup_card="3P Mix Up")
    assert isinstance(s, ArcsState) and s.pending[0] == "draft"
    v = view_of(s, 0)
    row = block(render_view(v), 'data-draft-row="1"')
    for cid in (*s.ll_row["leader"], *s.ll_row["lore"]):
        name = (LEADERS.get(cid) or LORE[cid]).name
        assert f'data-draft="{escape(name)}"' in row
    assert len(s.ll_row["leader"]) == len(s.ll_row["lore"]) == 4
    while s.pending[0] == "draft":
        s.apply(s.legal_actions()[0])
    html = render_view(view_of(s, 1))
    assert 'data-draft-row="1"' not in html
    for seat in range(3):
        lid = s.leader[seat]
        assert lid is not None
        assert LEADERS[lid].name in block(html, f'data-leader="{seat}"')
        assert all(LORE[c].name in block(html, f'data-lores="{seat}"') for c in s.lore[seat])
        assert f"leader {LEADERS[lid].name}" in render_text(view_of(s, 1))


def test_the_event_log_shows_each_event_text_escaped_once() -> None:
    """The Table's event log (issue 13): "the lead card's number" reads so, not
    "the lead card&#x27;s number": the page gets the events' plain text and sets it as text
    (static/table.js), so nothing is escaped twice."""
    from tarotlab.notebook.widgets import Table

    t = Table("arcs", players=3, seed=1, setup_card="3P Mix Up")
    state = t.session.state
    lead = next(a for a in state.legal_actions()
                if a.kind == "lead" and ACTION_CARDS[a.arg].ambition not in (None, "any"))
    t.choose(str(lead))
    t.choose(next(str(a) for a in t.session.state.legal_actions() if a.kind == "declare"))
    log = " ".join(e["text"] for e in t.panel["log"])
    assert "the zero marker covers the lead card's number" in log
    assert "&#x27;" not in log and "&amp;" not in log


def test_each_board_and_system_in_a_view_comes_from_its_own_seat_and_system_arcs_r5() -> None:
    """The views keep boards and systems by value and build them by position (for speed): every
    field still shows its own seat's or system's fact, a hand only to its owner and ALL (arcs
    R5), over a whole game with the caches warm."""
    s = new_game("arcs", players=4, seed=3)
    rng = Rng(3, stream=99)
    step = 0
    while not s.is_over:
        if step % 7 == 0:
            views = s.views((*range(4), None, ALL))
            for viewer, view in zip((*range(4), None, ALL), views, strict=True):
                for p, board in enumerate(view.players):
                    assert (board.seat, board.power, board.hand_count) == (
                        p, s.power[p], len(s.hands[p]))
                    assert board.hand == (tuple(s.hands[p]) if viewer in (p, ALL) else None)
                    assert (board.resources, board.waiting) == (tuple(s.res[p]),
                                                                tuple(s.excess[p]))
                    assert (board.ships_supply, board.starports_supply, board.agents_supply,
                            board.cities_on_board) == (s.ships_left[p], s.ports_left[p],
                                                       s.agents_left[p], s.cities_board[p])
                    assert board.on_map == s.on_map(p)
                    assert (board.guild, board.leader, board.vault) == (
                        tuple(s.guild[p]), s.leader[p], s.vault[p])
                for sv in view.systems:
                    assert sv.ships == tuple(zip(s.fresh[sv.id], s.damaged[sv.id], strict=True))
                    assert sv.buildings == tuple(s.bldg[sv.id])
                    assert sv.controller == s.controller(sv.id)
        s.apply(rng.choice(s.legal_actions()))
        step += 1


def test_the_public_values_of_a_view_are_in_their_own_fields() -> None:
    """``views._public`` lists what every viewer sees in ArcsView's field order (a list, not
    a dict, for speed: a view is built at every step): the names agree, and the fields of
    one type that stand side by side hold what the position says (worked out from the
    state itself, mid-game, after a chapter's deal)."""
    from tarotlab.arcs import views
    from tarotlab.arcs.components import THRESHOLD

    assert tuple(f.name for f in dataclasses.fields(ArcsView)) == views._PUBLIC
    state = new_game("arcs", seed=4, players=3)
    rng = Rng(4)
    while state.step < 150:
        state.apply(rng.choice(state.legal_actions()))
    s: ArcsState = state  # type: ignore[assignment]
    view = state.view(1)
    assert (view.n, view.chapter, view.initiative, view.seized) == (
        3, s.chapter, s.initiative, s.seized)
    assert (view.court_deck, view.deck, view.discard, view.court_bottom) == (
        len(s.court_deck), len(s.deck), len(s.discard) + len(s.discard_top),
        len(s.court_bottom))
    assert (view.to_move, view.threshold, view.viewer, view.show_control) == (
        state.to_move, THRESHOLD[3], 1, True)
    assert view.prompt == s._prompt() and view.outcome is None
    assert view.court == tuple((c, tuple(a)) for c, a in s.court)
    assert view.limbo == tuple(s.limbo) and view.unions == tuple(s.unions)
    assert view.supply == tuple(s.supply.items())
