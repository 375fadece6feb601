"""Arcs (base game) Court cards, the 6 Vox cards: one test at least per card of arcs-components.md
part 7 (with its errata): Mass Uprising, Populist Demands, Outrage Spreads, Song of Freedom, Guild
Struggle, Call to Action (the rulings tarotlab C11 and C13; arcs R9, arcs: Piece Limits, Tiebreakers
& Choice Order).

Each test cites its card as ``arcs card: <name>`` (arcs-components.md part 7, with its errata) and,
where the card leaves a choice, the project ruling it pins (``tarotlab C<n>``, docs/rulings.md "Arcs
Court cards"). Games are started with ``Rig`` (Court row, hands and dice chosen) on 3P Mix Up, then
changed with ``Edit``; the card is then played through real decisions and the outcome is checked
against numbers worked out by hand from the card text, the rulebook (arcs.txt) and the component
data. tests/arcs_court_helpers.py holds the helpers and the starting position of 3P Mix Up. The
other Court cards are tested in the other tests/test_arcs_court_*.py files.
"""

from __future__ import annotations

from arcs_court_helpers import card, held, legal, ships, start, turn
from arcs_support import VOX_ROW, follow

from tarotlab import CHANCE
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused


# =========================================================================== Vox
def test_mass_uprising_one_ship_in_each_system_of_a_cluster() -> None:
    """arcs card: Mass Uprising (tarotlab C13): secured, seat 0 chooses an in-play cluster
    (2, 3, 5 or 6; the card says "place", so no decline) and places 1 ship in each of its 4
    systems; the card is discarded and its slot refilled."""
    s, rig = start()
    Edit(s).agents(0, "Mass Uprising", 2).agents(1, "Mass Uprising", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Mass Uprising")
    assert s.pending == ("ask", 0, card("Mass Uprising"), "vox", ())
    assert legal(s) == {f"uprising in cluster {c}" for c in (2, 3, 5, 6)}
    rig.apply(s, "uprising in cluster 6")
    assert [ships(s, sid, 0) for sid in ("6.0", "6.1", "6.2", "6.3")] == [(1, 0)] * 4
    assert s.ships_left[0] == 3
    assert s.captives[0] == [0, 1, 0] and s.agents_left[0] == 10
    assert s.court_discard == [card("Mass Uprising")]
    assert s.court[0][0] == card("Guild Struggle")
    assert s.pending == ("turn", 0) and turn(s).pips == 2
    s.check_invariants()


def test_mass_uprising_places_what_the_supply_holds_where_its_holder_chooses() -> None:
    """arcs card: Mass Uprising (tarotlab C13), arcs R9 and arcs: Piece Limits ("do the maximum
    possible"), arcs: Tiebreakers & Choice Order ("the active player chooses"): with 2 ships in
    supply, 2 of cluster 6's 4 systems get a ship, the 2 seat 0 chooses (one of the 6 pairs);
    the event says where each went."""
    s, rig = start()
    Edit(s).agents(0, "Mass Uprising", 1).ships(0, "2.0", fresh=7)
    assert s.ships_left[0] == 2
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Mass Uprising")
    rig.apply(s, "uprising in cluster 6")
    assert s.pending[:4] == ("ask", 0, card("Mass Uprising"), "ships")
    assert legal(s) == {"ships to 6.0, 6.1", "ships to 6.0, 6.2", "ships to 6.0, 6.3",
                        "ships to 6.1, 6.2", "ships to 6.1, 6.3", "ships to 6.2, 6.3"}
    refused(s, "ships to 6.1", "arcs card: Mass Uprising", "the supply holds 2 ships")
    refused(s, "ships to 6.1, 5.1", "arcs card: Mass Uprising", "5.1 is not in cluster 6")
    rig.apply(s, "ships to 6.3,6.1")  # any order, any spacing
    placed = [sum(ships(s, sid, 0)) for sid in ("6.0", "6.1", "6.2", "6.3")]
    assert placed == [0, 1, 0, 1] and s.ships_left[0] == 0
    event = next(e for e in reversed(s.events) if "Mass Uprising" in e.text)
    assert event.seat == 0 and event.text == (
        "seat 0 places 2 ships in cluster 6, 1 at each of 6.1, 6.3: the supply has none for "
        "the other 2 (arcs R9) (Mass Uprising)")
    assert s.court_discard == [card("Mass Uprising")]
    s.check_invariants()


def test_populist_demands_declare_any_ambition_without_zero_marker() -> None:
    """arcs card: Populist Demands (errata; tarotlab C13): secured, seat 0 may declare any
    ambition with the highest available marker (no zero marker), or decline."""
    s, rig = start()
    Edit(s).agents(0, "Populist Demands", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Populist Demands")
    assert legal(s) == {f"declare {a}" for a in ("Tycoon", "Tyrant", "Warlord", "Keeper",
                                                 "Empath")} | {"decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "declare Warlord")
    assert s.boxes["Warlord"] == [2] and s.markers_avail == [1, 0] and not s.zeroed
    assert s.court_discard == [card("Populist Demands")]
    rig.apply(other, "decline")
    assert all(not box for box in other.boxes.values()) and other.markers_avail == [2, 1, 0]
    assert other.court_discard == [card("Populist Demands")]
    s3, rig3 = start()
    Edit(s3).agents(0, "Populist Demands", 1).declared("Tycoon").declared("Tyrant")
    Edit(s3).declared("Keeper")
    rig3.apply(s3, "lead Agg2")
    rig3.apply(s3, "secure Populist Demands")
    assert s3.markers_avail == [] and legal(s3) == {"decline"}  # no marker left
    rig3.apply(s3, "decline")
    assert s3.court_discard == [card("Populist Demands")] and s3.pending == ("turn", 0)


def test_outrage_spreads_every_player_provokes_outrage() -> None:
    """arcs card: Outrage Spreads (tarotlab C13): seat 0 chooses Relic: every player discards
    its Relic tokens and Relic Guild cards (Loyal Keepers excepted) and covers its Relic
    Outrage space with an agent; Weapon cards are untouched."""
    s, rig = start()
    Edit(s).agents(0, "Outrage Spreads", 1).guild(0, "Relic Fence")
    Edit(s).guild(1, "Sworn Guardians", "Prison Wardens").guild(2, "Loyal Keepers")
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Outrage Spreads")
    assert legal(s) == {f"outrage {k}" for k in ("Material", "Fuel", "Weapon", "Relic",
                                                 "Psionic")} | {"decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "outrage Relic")
    assert held(s, 0) == ["Weapon"] and held(s, 1) == ["Psionic", "Psionic"]
    assert held(s, 2) == ["Material"]
    assert s.guild == [[], [card("Prison Wardens")], [card("Loyal Keepers")]]
    assert s.court_discard == [card("Relic Fence"), card("Sworn Guardians"),
                               card("Outrage Spreads")]
    assert [o for o in s.outrage] == [{"Relic": "agent"}] * 3
    assert s.agents_left == [9, 9, 9] and s.supply["Relic"] == 5
    s.check_invariants()
    rig.apply(other, "decline")
    assert [o for o in other.outrage] == [{}, {}, {}]
    assert other.guild[0] == [card("Relic Fence")] and held(other, 0) == ["Weapon", "Relic"]


def test_song_of_freedom_frees_a_city_seizes_and_returns_to_the_deck() -> None:
    """arcs card: Song of Freedom (tarotlab C13): seat 1 (pivoting with Agg3) secures it and
    returns seat 0's city at 3.3, which seat 1 controls, to seat 0's board (2 open slots
    again); then seizes the initiative; the card is shuffled into the Court deck."""
    s, rig = start(court=["Song of Freedom", *VOX_ROW])
    Edit(s).agents(1, "Song of Freedom", 1).ships(1, "3.3", fresh=4)
    rig.apply(s, "lead Mob2")
    rig.apply(s, "done")
    rig.apply(s, "pivot Agg3")
    rig.apply(s, "secure Song of Freedom")
    assert legal(s) == {"free the city of seat 0 at 3.3", "free the city of seat 1 at 5.3",
                        "decline"}
    rig.apply(s, "free the city of seat 0 at 3.3")
    assert s.bldg["3.3"] == [] and s.cities_board[0] == 5 and s.open_slots(0) == 2
    assert held(s, 0) == ["Weapon", "Relic"]
    assert s.pending == ("ask", 1, card("Song of Freedom"), "seize", ())
    assert legal(s) == {"seize the initiative", "decline"}
    rig.apply(s, "seize the initiative")
    assert s.seized == 1
    assert card("Song of Freedom") in s.court_deck + [c for c, _ in s.court]
    assert card("Song of Freedom") not in s.court_discard
    follow(rig, s, "surpass Mob4")
    assert s.initiative == 1
    s.check_invariants()


def test_song_of_freedom_initiative_holder_frees_without_seizing() -> None:
    """arcs card: Song of Freedom (tarotlab C13): seat 0 holds the initiative, so after
    freeing seat 1's city at 5.3 (seat 0 controls it with 4 ships) no seize is offered; a
    decline frees nothing; either way the card goes back into the Court deck."""
    s, rig = start(court=["Song of Freedom", *VOX_ROW])
    Edit(s).agents(0, "Song of Freedom", 1).ships(0, "5.3", fresh=4)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Song of Freedom")
    assert legal(s) == {"free the city of seat 0 at 3.3", "free the city of seat 1 at 5.3",
                        "decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "free the city of seat 1 at 5.3")
    assert s.bldg["5.3"] == [] and s.cities_board[1] == 5
    assert s.pending == ("turn", 0) and s.seized is None
    assert card("Song of Freedom") not in s.court_discard
    rig.apply(other, "decline")
    assert other.bldg["5.3"] == [(1, "city", False)]
    assert card("Song of Freedom") in other.court_deck + [c for c, _ in other.court]
    s.check_invariants()


def test_guild_struggle_steals_then_shuffles_discarded_guild_cards_back() -> None:
    """arcs card: Guild Struggle (tarotlab C13, C11): seat 0 steals Loyal Engineers from seat
    1 (from seat 2 only the Guardians may be taken); then the discarded Guild cards (Lattice
    Spies) go back into the Court deck, the Vox Call to Action stays discarded, and Guild
    Struggle is discarded."""
    s, rig = start(court=["Guild Struggle", "Call to Action", "Mass Uprising",
                          "Populist Demands", "Outrage Spreads", "Song of Freedom"])
    Edit(s).guild(0, "Lattice Spies").guild(1, "Loyal Engineers")
    Edit(s).guild(2, "Sworn Guardians", "Gatekeepers")
    Edit(s).agents(0, "Guild Struggle", 1).agents(0, "Call to Action", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "use Lattice Spies")  # the initiative holder: discarded for no effect
    rig.apply(s, "secure Call to Action")
    assert s.court_discard == [card("Lattice Spies"), card("Call to Action")]
    rig.apply(s, "secure Guild Struggle")
    assert legal(s) == {"steal Loyal Engineers from seat 1",
                        "steal Sworn Guardians from seat 2", "decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "steal Loyal Engineers from seat 1")
    assert s.guild[0] == [card("Loyal Engineers")] and s.guild[1] == []
    assert s.court_discard == [card("Call to Action"), card("Guild Struggle")]
    assert card("Lattice Spies") in s.court_deck + [c for c, _ in s.court]
    s.check_invariants()
    rig.apply(other, "steal Sworn Guardians from seat 2")
    assert other.guild[0] == [] and other.guild[2] == [card("Gatekeepers")]
    # the buried Guardians is shuffled in with the rest (tarotlab C11)
    assert other.court_bottom == []
    assert card("Sworn Guardians") in other.court_deck + [c for c, _ in other.court]
    other.check_invariants()


def test_call_to_action_draws_from_the_bottom_of_the_action_discard() -> None:
    """arcs card: Call to Action (tarotlab C13): secured, seat 0 draws 1 action card from
    the bottom of the action discard (the shuffled pile: Con5 or Mob5)."""
    s, rig = start()
    Edit(s).agents(0, "Call to Action", 1)
    rig.apply(s, "lead Agg2")
    s.apply("secure Call to Action")
    assert s.to_move == CHANCE and legal(s) == {"draw Con5", "draw Mob5"}
    s.apply("draw Mob5")
    rig.advance(s)  # the Court slot is refilled
    assert s.hands[0] == ["Adm2", "Adm6", "Agg6", "Con2", "Mob2", "Mob5"]
    assert s.discard == ["Con5"]
    assert s.court_discard == [card("Call to Action")]
    assert s.court[3][0] == card("Guild Struggle")
    assert s.pending == ("turn", 0) and turn(s).pips == 2
    s.check_invariants()
