# ---
# jupyter:
#   jupytext:
#     cell_metadata_filter: tags
#     notebook_metadata_filter: kernelspec,jupytext,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Arcs, step by step
#
# Arcs is a game of conflict in space for 2 to 4 players. Each player leads a society of
# ships, cities and starports in **the Reach**, a map of six clusters. The game lasts up
# to five **chapters**; a chapter is a series of **rounds**, and in a round every player
# plays one **action card** to move, battle, build, tax and influence the **Court**, a row
# of Guild and Vox cards. Players win **Power** from **ambitions**, goals declared during
# the chapter and scored at its end. The game ends after the chapter in which someone
# reaches the Power threshold (30 with three players), or after chapter 5; the most Power
# wins.
#
# This notebook teaches the base game on a three-player game, each step on a real position
# from the engine. Rules are cited as `arcs: <section>` (the rulebook), `arcs R1` … `arcs
# R12` (the rulings that make it exact), `tarotlab X1` … `X14` (the engine's decisions)
# and `tarotlab C1` … `C15` (the Court cards' decisions, both in `docs/rulings.md`); a
# Court card's own text is `arcs card: <name>`. The engine prints the same ids in every
# event and every refusal. The map on its own, as a graph (adjacency, routes, Catapult
# reach on every setup card), is in [05_arcs_map.ipynb](05_arcs_map.ipynb).
#
# 1. Setup for three players · 2. A round step by step · 3. Move and Catapult ·
# 4. A battle with prepared dice · 5. Tax, Build and the Prelude · 6. The end of a
# chapter · 7. The Court · 8. "Why can't I?" · 9. Play against two bots ·
# 10. Leaders & Lore

# %% [markdown]
# ## Guided lessons
#
# To learn the game by playing it, take the guided lessons: each is a prepared game in
# which the lesson asks for a move, says why when you try another, and asks a few
# questions (`tarotlab.lessons`; `python -m tarotlab lessons` lists them, and
# `python -m tarotlab classroom --lesson arcs-basics` opens one on the classroom page):
#
# 1. `arcs-basics`: the Reach, your pieces, leading a card, Tax, Build, Move and control;
# 2. `arcs-round`: a full round: the lead, Surpass, Copy and Pivot, seizing the initiative;
# 3. `arcs-battle`: a battle: the dice, self-hits, the intercept, hits, a destroyed city
#    (Outrage, Ransack) and the raid;
# 4. `arcs-court`: influence and secure, Captives, a Vox card and a Guild card's new action;
# 5. `arcs-scoring`: declaring an ambition, the zero marker, a chapter's end, first and
#    second place and ties, and the end of the game.
#
# The drills (`tarotlab.drills`, kinds `control`, `roll` and `ambition`) practise who
# controls a system, what a roll does, and who scores an ambition. Run the next cell for
# the first lesson on a Table (the lesson's panel above the choices):

# %%
from tarotlab.lessons import Lesson
from tarotlab.notebook.widgets import Table

Table.for_lesson(Lesson("arcs-basics"))

# %%
from IPython.display import Markdown, display

from tarotlab import arcs
from tarotlab.arcs.components import (
    ACTION_CARDS,
    AMBITION_BY_NUMBER,
    AMBITION_COUNTS,
    CITY_BONUS,
    COURT,
    DICE,
    MARKERS,
    OPEN_SLOTS,
    SLOT_KEYS,
    SUIT_ACTIONS,
    SUIT_CODE,
    SUITS,
)
from tarotlab.arcs.mapdata import SETUP_CARDS
from tarotlab.arcs.render import render_text
from tarotlab.arcs.scenario import Edit, Rig

SETUP = "3P Mix Up"
HANDS = {0: ["Adm5", "Adm6", "Agg5", "Con2", "Con3", "Mob4"],
         1: ["Adm2", "Adm4", "Agg2", "Con5", "Mob5", "Mob6"],
         2: ["Adm3", "Agg3", "Con4", "Con6", "Mob2", "Mob3"]}


def new_game(hands=HANDS, **wishes):
    """A three-player game on 3P Mix Up, seed 1: the Rig deals ``hands`` (and any Court
    cards or dice wished for); the rest of chance comes from the seed."""
    rig = Rig(hands=hands, **wishes)
    return rig, rig.start(players=3, setup_card=SETUP, seed=1)


def legal(state, *kinds):
    """The prompt and the legal decisions now (only those of ``kinds`` if given)."""
    actions = [a for a in state.legal_actions() if not kinds or a.kind in kinds]
    print(state.view(None).prompt + ":", " | ".join(actions))


def show(state, seat=None, only=()):
    """The text form of what ``seat`` sees (None: a spectator); ``only``: the lines
    that start with these words."""
    lines = render_text(state.view(seat)).splitlines()
    if only:
        lines = [line for line in lines if line.lstrip().startswith(tuple(only))]
    print("\n".join(lines))


def md_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    display(Markdown("\n".join(lines)))


# %% [markdown]
# ## 1. Setup for three players
#
# The seats are numbered 0, 1, 2 clockwise; seat 0 holds the **initiative** first and is
# the setup card's "player 1" (`arcs R2`, `tarotlab X1`). Setup (`arcs: Setup`):
#
# * Four Court cards are drawn face up to form the **Court** (`arcs: Setup 1.8`).
# * The **setup card** (here *3P Mix Up*) puts two clusters out of play (`arcs: Setup
#   1.10`) and gives each seat three starting systems: **A** gets 3 ships and a city,
#   **B** 3 ships and a starport, **C** 2 ships (`arcs: Setup 2.3`).
# * Each seat gains the resources of its A and B planets (`arcs: Setup 2.4`) and draws
#   6 action cards; the 2 cards left over are discarded face down (`arcs: Setup 2.5-2.7`).
#
# In tarotlab the action deck and the Court deck are unordered piles: every card dealt or
# drawn is a decision of the *chance* seat naming it (`tarotlab X1`, `arcs R4`). A
# `Rig` answers those decisions from wish lists (here the three hands); anything not
# wished for comes from the seed. Every other decision is an ordinary legal action, so a
# rigged game is a real game.

# %%
rig, s = new_game()
for event in s.events:
    print(event)

# %% [markdown]
# What each seat starts with. The setup card numbers its players 1 to 3; the engine's
# seats are 0 to 2 (seat 0 is the card's player 1). The resources sit in the leftmost
# slots of the player board, A's first (`tarotlab X3`):

# %%
card = SETUP_CARDS[SETUP]
view = s.view(0)
rows = []
for spec, p in zip(card.seats, view.players, strict=False):
    ships, cities, ports = p.on_map
    rows.append((p.seat, spec.seat, f"{spec.a} (3 ships, city)", f"{spec.b} (3 ships, "
                 "starport)", f"{' '.join(spec.c)} (2 ships)", ships,
                 " ".join(r for r in p.resources if r), p.open_slots, p.agents_supply,
                 " ".join(p.hand) if p.hand else f"{p.hand_count} cards"))
md_table(["seat", "card's player", "A", "B", "C", "ships on map", "resources",
          "open slots", "agents", "hand (seen by seat 0)"], rows)
print("out of play:", card.out_of_play, "| in play:", card.in_play)

# %% [markdown]
# `view(seat)` is what one seat may see: its own hand, and only how many cards the others
# hold; the map, the player boards and the Court are public (`arcs R5`). Its text form,
# from seat 0's chair. A slot shows its resource (or `-` when empty) and, in brackets, its
# **raid cost**, how many raid keys a rival must spend to steal what sits there (section
# 4). Each system line lists who is there; `[s0]` means seat 0 **controls** it, by having
# more fresh ships there than each rival (`arcs: Control`).

# %%
show(s, 0)

# %% [markdown]
# The same position drawn: the map with every piece, the Court, the ambition boxes and the
# player boards (run the notebook to see it). `s.view(0)` in a cell draws seat 0's view;
# a bare state draws everything, every hand included.

# %%
s.view(0)

# %% [markdown]
# **The Court** holds four face-up cards. A **Guild** card has a suit (a resource type), a
# raid cost and rules; a **Vox** card resolves once, when it is secured (`arcs: Guild
# Cards`, section 7):

# %%
rows = [(COURT[cid].name, COURT[cid].kind, COURT[cid].suit or "", COURT[cid].keys,
         COURT[cid].text) for cid, _ in view.court]
md_table(["Court card", "kind", "suit", "raid cost", "text"], rows)

# %% [markdown]
# **The ambitions.** A lead card's number names the ambition its player may declare
# (`arcs: Declaring an Ambition`), and each ambition counts one thing at the end of the
# chapter (`arcs: End-of-Chapter Scoring`). The three **ambition markers** start on their
# blue sides; each shows the Power for first and second place, and at the end of every
# chapter the lowest one still blue flips to its higher side (`arcs: End-of-Chapter
# Cleanup`):

# %%
md_table(["card number", "ambition", "counts"],
         [(n, a, " + ".join(AMBITION_COUNTS[a])) for n, a in AMBITION_BY_NUMBER.items()])
md_table(["marker", "blue side (1st/2nd)", "flipped side"],
         [(m.name, "/".join(map(str, m.blue)), "/".join(map(str, m.flipped)))
          for m in MARKERS])
print("available now:", ", ".join(f"{f}/{s2}" for f, s2 in view.markers))

# %% [markdown]
# **The player board.** Cities wait on the board and are built from the leftmost; each
# city built uncovers more resource slots, and the last two uncover a Power bonus for
# every ambition won outright (`arcs: Resources`, `arcs: Bonus City Power`). Every seat
# has one city on the map after setup, so three slots are open:

# %%
md_table(["cities built", "open resource slots", "bonus to won ambitions"],
         [(n, OPEN_SLOTS[n], f"+{CITY_BONUS[n]}" if CITY_BONUS[n] else "")
          for n in range(6)])
print("raid cost of slots 1-6:", SLOT_KEYS)

# %% [markdown]
# ## 2. A round step by step
#
# In a round every player with cards takes one turn, clockwise from the initiative
# holder (`arcs: Round Structure`). The initiative holder **leads**: plays a card face
# up. Its **suit** decides which actions are available this round, and its **pips** (the
# number of actions) how many the leader may take, in any mix (`arcs: Round Structure,
# Step 1`). With three players the deck holds the cards 2 to 6 of each suit:

# %%
rows = []
for suit in SUITS:
    cards = [ACTION_CARDS[f"{SUIT_CODE[suit]}{n}"] for n in range(2, 7)]
    rows.append((suit, ", ".join(a.capitalize() for a in SUIT_ACTIONS[suit]),
                 " ".join(f"{c.number}:{c.pips}" for c in cards)))
md_table(["suit", "actions", "card number: pips"], rows)

# %% [markdown]
# Seat 0 leads the Administration 5: three pips of Tax, Repair or Influence. Before
# anything else it may **declare** the ambition the card shows (a 5: Keeper). The
# decisions open to it now:

# %%
print(rig.play(s, "lead Adm5"))
legal(s)

# %% [markdown]
# **Declaring an ambition** (`arcs: Declaring an Ambition`) takes the highest available
# marker (5/3) into the Keeper box, and the **zero marker** covers the lead card's
# number: for the rest of the round the Administration 5 counts as a 0, though it keeps
# its three pips. Declaring and seizing come before anything else in a turn (`arcs R6`,
# `tarotlab X9`).

# %%
print(rig.play(s, "declare Keeper"))
show(s, only=("ambitions", "lead"))

# %% [markdown]
# Seat 0 spends its three pips: it **taxes** its own city at 3.3 (a Weapon planet: it
# gains a Weapon, `arcs: Tax`) and **influences** twice, placing two agents on Populist
# Demands (`arcs: Influence`). The gained Weapon must be placed first: in the empty slot 3
# (1 key to raid), or, since a player may rearrange its resources when placing, the Relic
# may move up to slot 1 (3 keys) with both Weapons at 1 key (`arcs R8`). Seat 0 keeps its
# first Weapon in slot 1:

# %%
rig.play(s, "tax 3.3 seat 0")
legal(s)

# %%
rig.play(s, "place Weapon in slot 3", "influence Populist Demands",
         "influence Populist Demands")

# %% [markdown]
# Now seat 1. Each other player plays one card in one of three ways (`arcs: Round
# Structure, Step 2`):
#
# * **Surpass**: face up, the lead suit, a higher number than the lead card: as many
#   actions as its pips;
# * **Copy**: any card face down: one action of the lead suit;
# * **Pivot**: face up, another suit: one action of that card's suit.
#
# Thanks to the zero marker even the Administration 2 surpasses the lead card (2 beats
# 0), and it has four pips:

# %%
legal(s)
rig.play(s, "surpass Adm2")

# %% [markdown]
# Seat 1 taxes its city at 5.3 (Psionic), influences twice, and stops with a pip unused
# (`done`: pips need not all be spent).

# %%
rig.play(s, "tax 5.3 seat 1", "influence Lattice Spies", "influence Populist Demands",
         "done")

# %% [markdown]
# Seat 2 **pivots** with the Construction 4: one Build or Repair action. Before acting it
# **seizes the initiative** by playing an extra card face down, which gives no action
# (`arcs: Seizing the Initiative`): only one seat may seize in a round, and never the
# one who holds the initiative.

# %%
print(rig.play(s, "pivot Con4"))
legal(s, "seize")
rig.play(s, "seize with Mob2")

# %% [markdown]
# A card played face down is secret to everyone but its owner (`arcs R5`): seat 1's view
# and a spectator's hold the seize card as `None`, seat 2's view shows it.

# %%
for viewer in (None, 1, 2):
    print("seen by", "a spectator" if viewer is None else f"seat {viewer}", "->",
          s.view(viewer).extras)

# %% [markdown]
# Seat 2 builds a ship at its starport at 3.1, and the round ends. **Who takes the
# initiative** (`arcs: Step 3 Check Initiative`): a seat that seized keeps it; otherwise
# the seat that surpassed with the highest card; if no one surpassed, it stays. Seat 1
# surpassed, but seat 2 seized, so seat 2 leads next. The played cards are discarded.

# %%
print(rig.play(s, "build ship 3.1"))
show(s, only=("Arcs", "ambitions", "seat", "court"))

# %% [markdown]
# Round two. Seat 2 leads the Mobilization 3, moves its two ships out of gate 5.0 to the
# planet 5.1 (`arcs: Move`), and influences Guild Struggle twice. It does not declare:
# the card shows Tyrant, and seat 2 holds no Captives.

# %%
rig.play(s, "lead Mob3", "move 5.0 -> 5.1: 2 fresh", "influence Guild Struggle",
         "influence Guild Struggle")

# %% [markdown]
# Seat 0 could surpass with its Mobilization 4 but keeps it for later: it **copies** with
# the Construction 2, played face down, for one Mobilization action. The others see only
# a face-down card:

# %%
print(rig.play(s, "copy Con2"))
for viewer in (1, 0):
    print(f"seat {viewer} sees:", end=" ")
    show(s, viewer, only=("played",))

# %% [markdown]
# ## 3. Move and Catapult
#
# A **Move** takes any number of Loyal ships (fresh or damaged) from one system to an
# adjacent one (`arcs: Move`, `arcs R7`). Moving out of a system with a **Loyal
# starport**, the ships may **Catapult**: keep moving, dropping ships off on the way,
# until they move **into a planet** or **into a gate controlled by anyone else** (control
# is checked before moving in). A Rival starport you control does not Catapult.
#
# Seat 0's Copy buys one Mobilization action: a Move. Its starport is at 5.2. Which
# systems could a Catapult from there end in?
# `arcs.catapult_reach` answers on the graph of this setup card, given the systems other
# seats control (`tarotlab M3`); the map notebook explains it in depth.

# %%
reach = arcs.reach(s.setup)
view = s.view(0)
others = sorted(sv.id for sv in view.systems if sv.controller not in (None, 0))
print("controlled by others:", ", ".join(others))
ends = arcs.catapult_reach(reach, "5.2", others)
print("a Catapult from 5.2 can end in:", ", ".join(sorted(ends)))
print("gates it can pass through:", ", ".join(sorted(
    g for g in ends if reach.nodes[g]["kind"] == "gate" and g not in others)))

# %% [markdown]
# On the map: the reach set outlined, each system's border in the colour of the seat that
# controls it (seat 0 blue, seat 1 vermillion, seat 2 green; needs Graphviz's `dot`):

# %%
from tarotlab.arcs.graph import GraphvizMissing, to_graphviz
from tarotlab.arcs.render import SEAT_COLOURS


def pieces(view):
    """The view's pieces as {system: {"seat N": Pieces}} for the map drawing."""
    out = {}
    for sv in view.systems:
        for seat, (fresh, damaged) in enumerate(sv.ships):
            built = [k for o, k, _ in sv.buildings if o == seat]
            if fresh or damaged or built:
                out.setdefault(sv.id, {})[f"seat {seat}"] = arcs.Pieces(
                    fresh, damaged, built.count("city"), built.count("starport"))
    return out


try:
    picture = to_graphviz(
        reach, pieces=pieces(view), highlight=ends, marks=False,
        control={sv.id: f"seat {sv.controller}" for sv in view.systems
                 if sv.controller is not None},
        colors={f"seat {i}": c for i, c in enumerate(SEAT_COLOURS[:3])},
        title="Seat 0's Catapult from its starport at 5.2")
except GraphvizMissing as err:
    picture = err
picture

# %% [markdown]
# Seat 2 has just left gate 5.0, so no one controls it and the ships can go through; from
# there, gate 3.0 is seat 1's (a Catapult stops on entering it), gate 6.0 is nobody's, and
# gate 2.0 is seat 0's own. Every planet on the way stops the ships.
#
# In the engine, a Catapult is a sequence of decisions (`arcs R7`): the first step is the
# Move itself, then `catapult -> <system>: <ships>` (the ships that go on; the others stay)
# or `stop`. Seat 0 moves its three ships from 5.2 into gate 5.0:

# %%
print(rig.play(s, "move 5.2 -> 5.0: 3 fresh"))
legal(s)

# %% [markdown]
# It drops one ship off in 5.0 and sends two on to gate 6.0, then to its own gate 2.0.
# Ships never re-enter a system they already passed in the same Catapult (`tarotlab X4`),
# and each step goes to an adjacent system:

# %%
print(rig.play(s, "catapult -> 6.0: 2 fresh", "catapult -> 2.0: 2 fresh"))
print(s.check("catapult -> 6.0: 2 fresh"))
print(s.check("catapult -> 5.1: 2 fresh"))
legal(s)

# %% [markdown]
# The two ships end on the planet 2.2, a free Weapon planet: entering a planet stops the
# Catapult.

# %%
print(rig.play(s, "catapult -> 2.2: 2 fresh"))
show(s, only=("2.", "5.", "6."))

# %% [markdown]
# Seat 1 **surpasses** with the Mobilization 5 (5 beats 3; no ambition was declared this
# round, so no zero marker): two pips, a Move from 3.0 into gate 5.0 (now seat 1 has more
# fresh ships there than seat 0's single ship, so it controls the gate) and an Influence.
# At the end of the round seat 1 takes the initiative: no one seized, and it surpassed with
# the highest card (a Copy never counts).

# %%
print(rig.play(s, "surpass Mob5", "move 3.0 -> 5.0: 2 fresh", "influence Spacing Union"))
show(s, only=("Arcs", "court", "5.0"))

# %% [markdown]
# The whole table after two rounds (run the notebook to see it):

# %%
s

# %% [markdown]
# ## 4. A battle with prepared dice
#
# A **Battle** (`arcs: Battle`, an Aggression action) is fought in one system where you
# have ships, against one Rival with pieces there. You collect one die per attacking
# ship, at most 6 of each type; raid dice only if the defender has buildings there, or
# none anywhere. Every die type has six faces (`arcs R1`, the components' dice):

# %%
WORDS = ("hit", "self-hit", "intercept", "building hit", "key")


def face(values):
    parts = []
    for word, n in zip(WORDS, values, strict=False):
        if n and word == "intercept":
            parts.append("intercept")
        elif n:
            parts.append(f"{n} {word}{'s' if n > 1 else ''}")
    return ", ".join(parts) or "blank"


md_table(["die", *(f"face {i}" for i in range(1, 7))],
         [(kind, *(face(f) for f in faces)) for kind, faces in DICE.items()])

# %% [markdown]
# All dice are rolled together, then resolved in a strict order (`arcs: Battle 4`):
#
# 1. **Self-hits**: hit your own attacking ships, one hit per self-hit.
# 2. **Intercept**: if any intercept was rolled, the defender hits your attacking ships
#    once per fresh defending ship (once per battle, however many were rolled).
# 3. **Ship hits**: hit defending ships; with no defending ship left, buildings.
# 4. **Building hits**: hit defending buildings.
# 5. **Raid**: if any attacking ship is left, spend the keys to steal resources (at the
#    raid cost of their slots) and Guild cards (at theirs).
#
# A hit damages a fresh piece and destroys a damaged one; a destroyed piece becomes a
# **Trophy** of the other side (`arcs: Battle 4`, Trophies). The attacker decides
# everything (`arcs R3`); when only one kind of piece can take a hit, the engine assigns it
# at once (`tarotlab X6`).
#
# A prepared position: `Edit` places six of seat 0's ships (from its supply) in 5.3, seat
# 1's city system (three fresh ships and a city there), gives seat 0 a Psionic and seat 1
# a Fuel, and puts seat 1's agents on two Court cards (one of seat 2's too). The dice are
# rigged:

# %%
DICE_ROLLED = ["assault 4", "assault 5", "skirmish 6", "raid 1", "raid 5", "raid 4"]
rig, war = new_game(dice=DICE_ROLLED)
(Edit(war).ships(0, "5.3", fresh=6).gain(0, "Psionic").gain(1, "Fuel")
 .agents(1, "Guild Struggle", 1).agents(1, "Lattice Spies", 2).agents(2, "Lattice Spies", 1))
show(war, only=("seat", "court", "5.3"))

# %% [markdown]
# Seat 0 leads the Aggression 5 and battles seat 1 at 5.3. With six attacking ships there
# are many ways to collect dice; a seventh die of one type, or more dice than ships, is
# refused:

# %%
print(rig.play(war, "lead Agg5", "battle 5.3 seat 1"))
print(len(war.legal_actions()), "ways to collect dice, e.g.", war.legal_actions()[-1])
print(war.check("roll 7 assault 0 skirmish 0 raid"))
print(war.check("roll 4 assault 3 skirmish 0 raid"))

# %% [markdown]
# Seat 0 collects 2 assault, 1 skirmish and 3 raid dice and rolls (in the Rig's order)
# assault 4 and 5, skirmish 6, raid 1, 5 and 4: 5 hits, 2 self-hits, an intercept, 2
# building hits and 3 keys. The first self-hit can only damage a fresh ship; for the
# second, seat 0 chooses:

# %%
print(rig.play(war, "roll 2 assault 1 skirmish 3 raid"))
legal(war)

# %% [markdown]
# It damages a second fresh ship. Then seat 1's three fresh ships **intercept**: three
# hits on the attackers. Seat 0 spends them on its two damaged ships (destroyed: two
# Trophies for seat 1), and the third falls on a fresh one.

# %%
print(rig.play(war, "hit own fresh ship", "hit own damaged ship"))
legal(war)
rig.play(war, "hit own damaged ship")

# %% [markdown]
# The five **ship hits**. The first can only damage a ship; seat 0 spends the second on
# destroying it; the third can only damage another one; seat 0 spends the fourth on
# damaging the last fresh ship rather than finishing the damaged one; the fifth, with only
# damaged ships left, destroys one of them.

# %%
legal(war)
print(rig.play(war, "hit damaged ship"))
legal(war)
rig.play(war, "hit fresh ship")

# %% [markdown]
# Two defending ships are destroyed (Trophies for seat 0) and one is left damaged. The
# two **building hits** damage the city, then destroy it.
#
# **Destroying a city** (`arcs: Destroying Cities`) has two consequences for the one who
# destroys it:
#
# 1. **Outrage**: discard every resource and Guild card of the city's planet type
#    (Psionic), and cover that type's Outrage space with an agent: from now on seat 0's
#    Psionic cannot be spent for its Prelude action (section 5).
# 2. **Ransack the Court**: secure a Court card with any of the defender's agents on it,
#    taking every Rival agent on it as Trophies, not Captives (`tarotlab X7`: it is not
#    optional).

# %%
legal(war)
rig.play(war, "ransack Lattice Spies")

# %% [markdown]
# The **raid**: the raid dice rolled 2 + 1 + 0 = 3 keys. Seat 1 holds Psionic in slot 1
# (raid cost 3), Psionic in slot 2 (1) and Fuel in slot 3 (1) (`tarotlab X3`: a raid
# steals a token at the raid cost of the slot it sits in). The stolen token is placed at
# once: seat 0 may put it in its empty slot 3 or rearrange its Weapon and Relic around it
# (`arcs R8`); it keeps its Weapon in slot 1.

# %%
legal(war)
print(rig.play(war, "steal Psionic in slot 2"))
legal(war)
rig.play(war, "place Psionic in slot 3")
legal(war)
rig.play(war, "stop raiding")

# %% [markdown]
# Seat 1's Fuel stays in slot 3 (a token stays in its slot until it leaves, `arcs R8`), so
# it would cost 1 of the 2 keys left; but seat 0's three slots are full, and a stolen
# Fuel would only make it discard a token (`arcs R8`), so it stops raiding. After the
# battle, seat 0 holds two Trophy ships, a Trophy city and three Trophy agents (they count
# for Warlord), the Lattice Spies it ransacked and its Psionic Outrage; seat 1 holds two
# of seat 0's ships as Trophies:

# %%
show(war, only=("seat", "court", "5.3"))

# %%
war.view(0)

# %% [markdown]
# ## 5. Tax, Build and the Prelude
#
# **Tax** (`arcs: Tax`, an Administration action): take a resource of the planet's type
# from a Loyal city, or from a **Rival city in a system you control**, and then also
# capture one of that Rival's agents from their supply as a Captive (it counts for
# Tyrant). No city is taxed twice in a turn.
#
# **Build** (`arcs: Build`, Construction): a city or starport in an empty slot of a
# system where you have a Loyal piece, or a ship at a Loyal starport (one per starport
# per turn). Anything built in a system someone else controls is placed **damaged**. A
# city comes from the leftmost slot of your board and uncovers resource slots.
#
# A prepared position: seat 0 gets four more fresh ships at 5.3 (it now controls seat 1's
# city system) and one ship at 2.3 (seat 2's city system, which seat 2 controls). Seat 0
# leads the Construction 2 (four pips). It builds a city at 2.3: damaged, since seat 2
# controls 2.3; its second city off the board opens a fourth resource slot. Then a ship
# at its starport at 5.2:

# %%
rig, eco = new_game()
Edit(eco).ships(0, "5.3", fresh=4).ships(0, "2.3", fresh=1)
print(rig.play(eco, "lead Con2"))
legal(eco)
rig.play(eco, "build city 2.3", "build ship 5.2")

# %% [markdown]
# A second ship at 5.2 is refused (one per starport per turn), as is building where seat
# 0 has no piece, or in a full system. With its last two pips seat 0 repairs the damaged
# city (`arcs: Repair`) and builds a starport beside its first city at 3.3:

# %%
for action in ("build ship 5.2", "build city 6.2", "build city 5.2"):
    print(f"{action:<15}", eco.check(action))
rig.play(eco, "repair city 2.3", "build starport 3.3")

# %% [markdown]
# The others copy and do nothing; no one surpassed, so seat 0 keeps the initiative and
# leads the Administration 5 (declaring nothing). It taxes its own city at 3.3 (a Weapon,
# which it places in slot 4, raid cost 2, rather than slot 3, raid cost 1: `arcs R8`),
# then seat 1's city at 5.3 (a Psionic, and a captured agent of seat 1), which goes in the
# last empty slot, 3 (seat 0 could also rearrange its tokens around it, `arcs R8`). 3.3
# again is refused (taxed this turn), and so is seat 2's city at 2.3 (seat 0 does not
# control 2.3; its own damaged city there it may tax):

# %%
print(rig.play(eco, "copy Agg2", "done", "copy Agg3", "done", "lead Adm5"))
print(rig.play(eco, "tax 3.3 seat 0", "place Weapon in slot 4", "tax 5.3 seat 1",
               "place Psionic in slot 3"))
for action in ("tax 3.3 seat 0", "tax 2.3 seat 2"):
    print(f"{action:<15}", eco.check(action))
legal(eco, "tax")
print(rig.play(eco, "done"))
show(eco, only=("seat 0", "2.3", "3.3", "5.2", "5.3"))

# %% [markdown]
# ### The Prelude
#
# A turn's **Prelude** starts when its card is played and ends when the first action pip
# is spent (`arcs: Prelude`). In it a player may spend resources, each for its own
# action, and use the Prelude actions of Guild cards (section 7):
#
# | resource | Prelude action |
# |---|---|
# | Material | a Build or a Repair |
# | Fuel | a Move |
# | Weapon | this turn, any pip may be spent on a Battle |
# | Relic | a Secure |
# | Psionic | an action the lead card allows |
#
# Resources spent return to the supply only when the Prelude ends. tarotlab offers a
# spend only when it buys something now, and the bought action must then be taken
# (`tarotlab X10`).
#
# A prepared position: seat 0 has built two more cities (six slots open) and holds one
# token of each type, an agent on Spacing Union, and two ships in gate 5.0 beside seat
# 2's two. It leads the Administration 5 and spends all five:

# %%
rig, pre = new_game(dice=["skirmish 4"])
(Edit(pre).building(0, "6.2", "city").building(0, "6.3", "city")
 .gain(0, "Material", "Fuel", "Psionic").agents(0, "Spacing Union", 1)
 .ships(0, "5.0", fresh=2))
print(rig.play(pre, "lead Adm5"))
legal(pre, "spend")

# %%
print(rig.play(pre, "spend Weapon", "spend Material"))
legal(pre)
print(rig.play(pre, "build ship 5.2", "spend Fuel", "move 3.3 -> 3.2: 1 fresh",
               "spend Relic", "secure Spacing Union", "spend Psionic"))
legal(pre)
rig.play(pre, "tax 3.3 seat 0", "place Weapon in slot 1")


# %% [markdown]
# The five tokens are out of seat 0's slots but not yet back in the supply (the Weapon seat
# 0 holds is the one it has just taxed, placed in slot 1, where a raid costs 3 keys, of its
# choice: `arcs R8`):

# %%
def supply(state):
    view = state.view(None)
    print("seat 0:", " ".join(r for r in view.players[0].resources if r), "| spent:",
          " ".join(view.limbo) or "nothing", "| supply:",
          ", ".join(f"{k} {n}" for k, n in view.supply))


supply(pre)

# %% [markdown]
# The first pip ends the Prelude: thanks to the Weapon it may be a Battle, though the
# lead suit is Administration. One skirmish die (a 4: one hit) damages one of seat 2's
# ships, and the spent tokens are back in the supply. The Prelude is over, so nothing more
# may be spent this turn:

# %%
print(rig.play(pre, "battle 5.0 seat 2", "roll 0 assault 1 skirmish 0 raid"))
supply(pre)
print(pre.check("spend Weapon"))

# %% [markdown]
# **Outrage blocks a resource's Prelude action.** Back to the battle of section 4: seat 0
# stole a Psionic there after provoking Psionic Outrage. It ends its turn, the others
# copy, and seat 0 (still holding the initiative) leads the Mobilization 4. Its Psionic
# still counts for Empath (with the Lattice Spies, a Psionic Guild card: 2), and more
# Psionic could still be taxed, but it cannot be spent (`arcs: Outrage`):

# %%
rig = Rig()  # no dice or cards to rig from here on
print(rig.play(war, "done", "copy Agg2", "done", "copy Agg3", "done", "lead Mob4"))
print(war.check("spend Psionic"))
print("seat 0's Empath count:", war.ambition_count(0, "Empath"))

# %% [markdown]
# ## 6. The end of a chapter
#
# When no one has cards left, or everyone with cards passes in a row, the chapter ends
# (`arcs: Passing Initiative`, `tarotlab X13`). Each **declared** ambition is scored
# (`arcs: End-of-Chapter Scoring`):
#
# * first place gains the higher Power of every marker in the box, second place the
#   lower;
# * players **tied for first** gain only the second-place Power, and no one else gains;
#   players tied for second gain nothing;
# * a player with none of what the ambition counts does not **qualify**;
# * a player who wins an ambition outright gains **+2** if the "+2" city slot is
#   uncovered (4 cities built), **+5** if both bonus slots are (all 5), once per
#   ambition.
#
# A prepared position: all three markers placed (Tycoon 5/3, Warlord 3/2, Tyrant 2/0);
# seat 0 has 4 cities built, Material and two Fuel, and two of seat 1's agents as
# Captives; seat 1 has Mining Interest (a Material Guild card), a Material and a Fuel,
# and a Captive of seat 2; seat 2 has all 5 cities built and three Trophies.

# %%
rig, end = new_game()
(Edit(end).declared("Tycoon").declared("Warlord").declared("Tyrant")
 .building(0, "6.2", "city").building(0, "6.3", "city").building(0, "3.3", "city")
 .gain(0, "Material", "Fuel", "Fuel").captives(0, 1, 2)
 .guild(1, "Mining Interest").drop(1, "Psionic").gain(1, "Material", "Fuel")
 .captives(1, 2, 1)
 .building(2, "6.2", "city").building(2, "6.1", "city").building(2, "3.2", "city")
 .building(2, "2.2", "city").trophies(2, 0, "ship", 2).trophies(2, 1, "ship", 1))
rows = []
for ambition in ("Tycoon", "Warlord", "Tyrant"):
    first, second = end.ambition_power(ambition)
    rows.append((ambition, f"{first}/{second}",
                 *(end.ambition_count(seat, ambition) for seat in range(3))))
md_table(["ambition", "Power", "seat 0", "seat 1", "seat 2"], rows)
print("bonus to won ambitions:", [p.city_bonus for p in end.view(None).players])

# %% [markdown]
# All three pass in a row, so the chapter ends:
#
# * **Tycoon**: seats 0 and 1 tie for first with 3 each (Mining Interest counts): both
#   gain only the second-place 3; seat 2 gains nothing.
# * **Warlord**: seat 2 wins outright: 3 + its +5 bonus = 8. Seats 0 and 1 hold no
#   Trophies: they do not qualify, and the second-place 2 goes to no one.
# * **Tyrant**: seat 0 wins outright with 2 Captives: 2 + its +2 bonus = 4; seat 1 is
#   second, worth 0 on this marker.
#
# Then the **cleanup** (`arcs: End-of-Chapter Cleanup`): Warlord and Tyrant were scored,
# so Trophies and Captives go back to their owners; the markers return, and the lowest
# one still blue (2/0) flips to 4/2. Everyone gets a new hand of 6 for chapter 2.

# %%
print(rig.play(end, "pass", "pass", "pass"))
print()
show(end, only=("Arcs", "ambitions", "seat"))

# %% [markdown]
# No one reached 30 Power, so the game goes on (`arcs R11`).
#
# ## 7. The Court
#
# **Influence** (Administration or Mobilization) places an agent on a Court card;
# **Secure** (Aggression, or a Relic in the Prelude) takes a card on which you have more
# agents than each Rival: your agents come home, and every Rival agent on it becomes your
# Captive (`arcs: Secure`). A Guild card goes to your play area; a Vox card resolves at
# once (`arcs card: <name>`) and leaves. The Court slot is refilled from the deck.
#
# A new game with a rigged Court: Mining Interest, Mass Uprising, Populist Demands and
# Gatekeepers. Seat 0 leads the Mobilization 4 and influences three times; seat 1 copies
# and puts one agent on Mining Interest; seat 2 copies and does nothing:

# %%
rig, ct = new_game(court=["Mining Interest", "Mass Uprising", "Populist Demands",
                          "Gatekeepers"])
print(rig.play(ct, "lead Mob4", "influence Mining Interest", "influence Mining Interest",
               "influence Mass Uprising", "copy Agg2", "influence Mining Interest", "copy Agg3",
               "done"))
show(ct, only=("court",))

# %% [markdown]
# Seat 0 leads the Construction 2. In its Prelude it spends its Relic to **secure** Mining
# Interest (2 agents against 1): seat 1's agent becomes a Captive. Mining Interest reads
# *"Manufacture (Build): gain 1 Material. Prelude: discard to fill your empty slots with
# Material; if the supply runs out, steal the rest from rivals."* Its Prelude action waits for a
# later turn: a card secured in this Prelude
# gives no Prelude action in it (`arcs: Prelude`, `tarotlab C14`). Its **new action**,
# `manufacture`, is offered wherever a Build is (`arcs: New Actions and Modifiers`,
# `tarotlab C2`):

# %%
print(rig.play(ct, "lead Con2", "spend Relic", "secure Mining Interest"))
print(ct.check("use Mining Interest"))
legal(ct)

# %% [markdown]
# Seat 0 manufactures a Material instead of building (placed in its empty slot 2, `arcs
# R8`), then builds its second city (a fourth slot); the others copy and pass their pips.

# %%
print(rig.play(ct, "manufacture", "place Material in slot 2", "build city 3.3", "done",
               "copy Adm2", "done", "copy Adm3",
               "done"))
show(ct, only=("seat 0", "court"))

# %% [markdown]
# Next round seat 0 leads the Aggression 5. Its Prelude: `use Mining Interest` discards
# the card and fills the two empty slots with Material from the supply (`arcs card:
# Mining Interest`); the two arrive together, and seat 0 arranges all its tokens at once
# (`arcs R8`): it keeps its Weapon in slot 1 (raid cost 3) and fills slots 3 and 4 with
# Material. Then its first pip secures **Mass Uprising**, a Vox card: it resolves at once,
# and its holder chooses the cluster where 1 ship goes into each system (`tarotlab C13`).

# %%
print(rig.play(ct, "lead Agg5", "use Mining Interest"))
legal(ct)

# %%
print(rig.play(ct, "arrange Weapon Material Material Material", "secure Mass Uprising"))
legal(ct)
print(rig.play(ct, "uprising in cluster 6"))
show(ct, only=("seat 0", "court", "6."))

# %% [markdown]
# The other Vox cards: Populist Demands declares any ambition with the highest available
# marker and no zero marker; Outrage Spreads makes every player Provoke Outrage of one
# type; Song of Freedom returns a city to its owner's board; Guild Struggle steals a Guild
# card; Call to Action draws an action card (`tarotlab C13`).
#
# ## 8. "Why can't I?"
#
# `check()` asks the engine *"may I?"* without changing anything; a refusal names its rule
# and the reason. A new game: seat 0 leads the Administration 5, declares nothing (so its
# 5 stays a 5) and ends its turn at once. Seat 1 is to follow:

# %%
rig, why = new_game()
rig.play(why, "lead Adm5", "done")
for action in ("surpass Agg2",     # not the lead suit
               "surpass Adm4",     # not higher than 5
               "pivot Adm4",       # a Pivot is another suit
               "lead Mob5"):       # only the initiative holder leads
    print(f"{action:<13}", why.check(action))

# %% [markdown]
# Seat 1 copies (one Administration action). Its own city it may tax; seat 2's it may not
# (seat 1 does not control 2.3); Construction and Aggression actions are not this round's;
# only the leader declares; but seat 1 may seize the initiative, and does (then taxes):

# %%
rig.play(why, "copy Adm4")
for action in ("tax 5.3 seat 1", "tax 2.3 seat 2", "build ship 2.1", "battle 3.0 seat 0",
               "declare Warlord", "seize with Mob5"):
    print(f"{action:<17}", why.check(action))
_ = rig.play(why, "seize with Mob5", "tax 5.3 seat 1")

# %% [markdown]
# Seat 2 pivots with the Construction 4 (one Build or Repair): nothing may be built where
# it has no Loyal piece, nor in a full system, nothing repaired that is not damaged, and
# the initiative, once seized, cannot be seized again this round:

# %%
rig.play(why, "pivot Con4")
for action in ("build city 6.2", "build city 3.1", "build starport 2.3",
               "repair ship 2.3", "seize with Adm3"):
    print(f"{action:<18}", why.check(action))

# %% [markdown]
# A battle against ships only: seat 2 has buildings elsewhere but none in gate 5.0, so no
# raid dice (`arcs: Raid Dice Limit`); and securing needs *more* agents than each Rival,
# not as many:

# %%
rig, why2 = new_game()
Edit(why2).ships(0, "5.0", fresh=2).agents(0, "Guild Struggle", 1).agents(
    2, "Guild Struggle", 1)
rig.play(why2, "lead Agg5")
print(why2.check("secure Guild Struggle"))
rig.play(why2, "battle 5.0 seat 2")
print(why2.check("roll 0 assault 0 skirmish 1 raid"))

# %% [markdown]
# ## 9. Play against two bots
#
# You are seat 0; the greedy bot (`tarotlab/arcs/bot.py`: it declares what it leads,
# secures, taxes, builds, and fights when stronger) plays seats 1 and 2, seeing only its
# own view. Click an action button to play it; greyed buttons are illegal (hover for the
# rule); type any action into the box and press **why / why not?**; **undo**, **redo** and
# the **position** slider go back in time; the **seat** pickers switch a seat between a
# person and a bot; **view as** changes whose view is drawn. (Run the notebook to get live
# widgets.)

# %%
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import Table

table = Table(Session("arcs", players=3, setup_card=SETUP, seed=5,
                      bots={1: "greedy", 2: "greedy"}))
table

# %% [markdown]
# ### The same Table, driven from code
#
# `table.choose(action)` plays exactly as a click does and returns the verdict; then the
# bots play until it is seat 0's turn again. A second Table with the same seed, so the
# one above stays yours:

# %%
demo = Table(Session("arcs", players=3, setup_card=SETUP, seed=5,
                     bots={1: "greedy", 2: "greedy"}))


def step(table, action):
    """Play ``action`` as a click would; print the verdict and the events."""
    seen = len(table.session.events)
    print(action, "->", table.choose(action))
    for event in table.session.events[seen:]:
        print("   ", event)


print(demo.session.status())
print(render_text(demo.session.view()))
legal(demo.session.state)

# %% [markdown]
# Seat 0 leads the Administration 5 and declares Keeper (it holds a Relic, as does seat
# 2), then taxes its city and influences:

# %%
for action in ("lead Adm5", "declare Keeper", "tax 3.3 seat 0",
               "influence Populist Demands"):
    step(demo, action)

# %% [markdown]
# Its last pip: a second agent on Populist Demands. Then both bots follow at once: the
# zero marker lets both surpass with low Administration cards, and seat 1 takes the
# initiative with the highest (3 against 2). Seat 1 leads the next round and seat 2
# pivots; now seat 0 is to follow:

# %%
step(demo, "influence Populist Demands")
print(demo.session.status())
legal(demo.session.state)

# %% [markdown]
# A refused action changes nothing; `undo()` takes back seat 0's last decision and the
# bots' answers with it:

# %%
print(demo.choose("lead Adm6"))
print(demo.undo())
print(demo.session.status())
show(demo.session.state, 0, only=("Arcs", "seat 0", "court", "lead", "played"))

# %%
demo  # the driven Table itself (live when you run the notebook)

# %% [markdown]
# ## 10. Leaders & Lore
#
# The advanced mode (`arcs: Leaders & Lore`, option `leaders=True`; `second_lore=True` for
# two lore cards each, `arcs R12`). Before the pieces go down, a row of leader cards and a
# row of lore cards, one more of each than there are players, are laid out (chance draws,
# `tarotlab L1`). In reverse turn order, starting with the player to the right of the
# initiative holder, each player takes one card they still need until everyone has a
# **leader** (its own starting pieces and resources, and two abilities) and a **lore** card
# (a lasting power). A `Rig` lays out the rows we want (everything else comes from the
# seed):

# %%
ll_rig = Rig(leaders=["Rebel", "Elder", "Upstart", "Mystic"],
             lore=["Sprinter Drives", "Railgun Arrays", "Tool-Priests", "Gate Ports"])
ll = ll_rig.start(players=3, setup_card=SETUP, seed=3, leaders=True)
show(ll, only=("draft row",))
legal(ll)

# %% [markdown]
# Seat 2 picks first, then seat 1, then seat 0, and round again for the lore cards. Seat 0
# takes the **Rebel** (`arcs leader: Rebel`, `tarotlab L2`): 4 ships and a starport in
# its A system, 4 ships and no building in B, Material and Weapon, and two abilities:
# *Committed* (2 extra battle dice, always) and *Disorganized* (a Move carries at most 2
# ships). Its lore card is **Sprinter Drives**:
# after a Move, fresh ships that arrived may move one step more.

# %%
for pick in ("take leader Upstart", "take leader Elder", "take leader Rebel",
             "take lore Tool-Priests", "take lore Railgun Arrays",
             "take lore Sprinter Drives"):
    ll_rig.apply(ll, pick)
for event in ll.events:
    if event.rule.startswith("arcs: Leaders") or "starts with" in event.text:
        print(event)

# %% [markdown]
# The Rebel leads a card whose suit can Move. *Disorganized* caps every Move at 2 ships, so
# from its 4-ship systems the engine offers moves of 1 or 2 ships only
# (`arcs leader: Rebel`):

# %%
movers = [c for c in ll.hands[0] if ACTION_CARDS[c].suit in ("Mobilization", "Aggression")]
ll_rig.apply(ll, f"lead {movers[0]}")
print("leads", ACTION_CARDS[movers[0]].name)
moves = [a for a in ll.legal_actions() if a.kind == "move"]
print("ship counts offered:", sorted({a.partition(": ")[2] for a in moves}))
print(ll.check("move 3.3 -> 3.2: 3 fresh"))

# %% [markdown]
# Two fresh ships move; *Sprinter Drives* then offers each of them one more step, as
# decisions of their own (here both go on together; `tarotlab L10`):

# %%
ll_rig.apply(ll, "move 3.3 -> 3.2: 2 fresh")
legal(ll)
ll_rig.apply(ll, "sprint 3.2 -> 3.0: 2 fresh")
for event in ll.events[-2:]:
    print(event)

# %% [markdown]
# Every leader and lore card, and the project's choices where their text leaves one
# (`tarotlab L1` … `L13`), are in `docs/rulings.md`; each has its own test in
# `tests/test_arcs_leaders_*.py`. The player boards of the HTML view name each seat's leader
# and lore cards, with their texts as tooltips:

# %%
ll.view(0)

# %% [markdown]
# ## Where next
#
# * The Reach as a graph (adjacency, routes, Catapult reach on every setup card):
#   [05_arcs_map.ipynb](05_arcs_map.ipynb).
# * Every ruling the engine follows: `docs/rulings.md` (`tarotlab X1` … `X14` for the
#   engine, `C1` … `C16` for the Court cards, `L1` … `L13` for Leaders & Lore, `M1` … `M4`
#   for the map); the component
#   data: `tarotlab/arcs/data/components.toml`.
# * Prepared positions for your own lessons: `tarotlab.arcs.scenario` (`Rig` for chance,
#   `Edit` for pieces).
# * Many games at once: `python -m tarotlab simulate arcs --games 100 --bots
#   greedy,random,random` (one bot per seat).
# * [00_welcome.ipynb](00_welcome.ipynb) has the protocol in a few cells;
#   [01_arcana.ipynb](01_arcana.ipynb), [02_arcanum.ipynb](02_arcanum.ipynb) and
#   [03_mystick.ipynb](03_mystick.ipynb) teach the other games.
