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
# # Arcs: edge cases
#
# Eight places where Arcs' rules meet in ways that surprise, each asked as *"what happens
# if…?"* and answered by the engine. Every case has the same shape:
#
# 1. **The rule** in plain words, with its id (`arcs: <section>` is the rulebook, `arcs R8`
#    the rulings file, `tarotlab X3` and `M3` the project's rulings in `docs/rulings.md`),
#    and what the rules say must happen, worked out by hand.
# 2. **A prepared position**: a three-player game on *3P Mix Up* whose chance decisions
#    (the hands dealt, the dice) are answered by a `Rig` (`arcs R4`, `tarotlab X1`), and,
#    where a lesson needs it, pieces set with `Edit` (each from or to its supply).
# 3. **The main line and the "what if" line**, both played out in one `Session`.
# 4. **`session.compare(...)`**: the ends of the two lines side by side, what differs
#    outlined in both pictures and listed in words, and `expect` checks that the engine
#    gives what the rules say (a difference stops the notebook).
# 5. **`explore(session)`**: the lines as a tree beside the picture of a position: click a
#    move to see its position, step along a line with the arrow keys.
#
# New to Arcs? [04_arcs.ipynb](04_arcs.ipynb) teaches the rules in order;
# [05_arcs_map.ipynb](05_arcs_map.ipynb) explains the map.
#
# 1. Raids against well-arranged slots · 2. A Weapon on a Mobilization turn · 3. Catapults
# through gates · 4. Control needs a fresh ship · 5. Seizing beats surpassing · 6. The
# zero marker · 7. A tie for first · 8. Destroying a city Outrages the destroyer

# %%
from IPython.display import display

from tarotlab.arcs.components import SLOT_KEYS
from tarotlab.arcs.render import render_text
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.notebook.session import Session
from tarotlab.notebook.whatif import branch, expect, explore, play

SETUP = "3P Mix Up"
HANDS = {0: ["Adm5", "Adm6", "Agg5", "Con2", "Con3", "Mob4"],
         1: ["Adm2", "Adm4", "Agg2", "Con5", "Mob5", "Mob6"],
         2: ["Adm3", "Agg3", "Con4", "Con6", "Mob2", "Mob3"]}


def new_game(**wishes):
    """Three players on 3P Mix Up, seed 1: the Rig deals HANDS (and any dice wished for);
    returns the Rig and the game (not yet a Session: ``Edit`` it first if needed)."""
    rig = Rig(hands=HANDS, **wishes)
    return rig, rig.start(players=3, setup_card=SETUP, seed=1)


def show(events):
    """Print events, each with its rule."""
    for event in events:
        who = "" if event.seat is None else f"seat {event.seat}: "
        print(f"{who}{event.text}  [{event.rule}]")


def ships(session, system, seat):
    """(fresh, damaged) ships of ``seat`` in ``system`` in the position shown."""
    return next(v.ships[seat] for v in session.state.view(None).systems if v.id == system)


def board(state, *starts):
    """The lines of the text view that start with these words (systems, seats…)."""
    print("\n".join(line for line in render_text(state.view(None)).splitlines()
                    if line.lstrip().startswith(starts)))


# %% [markdown]
# ## 1. Raids against well-arranged slots (`arcs R8`, `tarotlab X3`)
#
# Each slot of the player board has a **raid cost**, the keys a raider spends to steal the
# token sitting there (`arcs: Raiding`): slots 1 to 6 cost the numbers below. `arcs R8`
# (amended) makes a token **stay in its slot** until it leaves, and lets its owner choose
# the slot of a gained token where the empty slots differ in cost (`tarotlab X3`). So
# arranging pays: a token placed in a dear slot is safe from a small raid.

# %%
print("raid cost of slots 1-6:", SLOT_KEYS)

# %% [markdown]
# Position: seat 1 has built a second city (four slots open) and holds one Psionic, in
# slot 1; seat 0 has moved two ships into seat 1's city system 5.3. Round 1: seat 0 leads
# the Administration 5 and passes its pips, seat 1 copies and taxes its city: a Psionic.
# The empty slots are 2 and 3 (cost 1) and 4 (cost 2), so seat 1 chooses. Round 2: seat
# 0 leads the Aggression 5 and battles at 5.3 with one raid die, which rolls a building
# hit and **1 key**. The rules: with the new Psionic in slot 4 (main line) the cheapest
# token costs 2: nothing can be stolen. In slot 2 ("what if") it costs 1: seat 0 steals
# it.

# %%
rig, game = new_game(dice=["raid 5", "raid 5"])
Edit(game).building(1, "5.1", "city").drop(1, "Psionic").ships(0, "5.3", fresh=2)
board(game, "seat 1", "5.3")
s = Session(game)
play(s, "lead Adm5", "done", "copy Adm2", "tax 5.3 seat 1", rig=rig)
print("seat 1 places its Psionic:", " | ".join(s.state.legal_actions()))
placed = s.position
battle = ["copy Adm3", "done", "lead Agg5", "battle 5.3 seat 1",
          "roll 0 assault 0 skirmish 1 raid"]
show(play(s, "place Psionic in slot 4", *battle, rig=rig))
print("seat 0 may now:", " | ".join(a for a in s.state.legal_actions() if "steal" in a)
      or "steal nothing")
s.name_line("slot 4")
print()
show(branch(s, placed, "place Psionic in slot 2", *battle, "steal Psionic in slot 2",
            name="slot 2", rig=rig))

# %%
display(s.compare("slot 4", "slot 2"))
s.switch("slot 4")
expect("slot 4: seat 1's Psionic tokens", s.state.ambition_count(1, "Empath"), 2)
s.switch("slot 2")
expect("slot 2: seat 1's Psionic tokens", s.state.ambition_count(1, "Empath"), 1)
expect("slot 2: seat 0's Psionic tokens", s.state.ambition_count(0, "Empath"), 1)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 2. A Weapon on a Mobilization turn (`arcs R13`, `tarotlab X10`)
#
# A Weapon spent in the Prelude reads *"this turn, you may spend any action pips to take
# Battle actions"*. `arcs R13`: it may be spent whenever the turn still has an unspent pip
# and its suit cannot already Battle, **whether or not a battle is possible at that
# moment**: a Mobilization turn may move in with its first pip and battle with the next.
# But the Prelude ends with the first pip (`arcs: Prelude`), so the Weapon must be spent
# before moving.
#
# Position: seat 0 holds a Weapon (from setup) and leads the Mobilization 4 (3 pips). Its
# three ships at 5.2 have no one to fight there. The rules: **Weapon first** (main line),
# the ships move into seat 1's city system 5.3 and the next pip battles there. **Move
# first** ("what if"): after the move a Battle is refused, and so is spending the Weapon
# (the Prelude is over).

# %%
rig, game = new_game(dice=["assault 4", "assault 5", "skirmish 6"])
s = Session(game)
play(s, "lead Mob4", rig=rig)
prelude = s.position
show(play(s, "spend Weapon", "move 5.2 -> 5.3: 3 fresh", rig=rig))
print("battles offered:", " | ".join(a for a in s.state.legal_actions()
                                     if a.startswith("battle")))
show(play(s, "battle 5.3 seat 1", "roll 2 assault 1 skirmish 0 raid", rig=rig))
s.name_line("Weapon first")
print()
show(branch(s, prelude, "move 5.2 -> 5.3: 3 fresh", name="move first", rig=rig))
print(s.state.check("battle 5.3 seat 1"))
print(s.state.check("spend Weapon"))

# %%
display(s.compare("Weapon first", "move first"))
expect("move first: a Battle", s.state.check("battle 5.3 seat 1").ok, False)
s.switch("Weapon first")
expect("Weapon first: a battle was fought", any("rolls" in e.text for e in s.events), True)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 3. Catapults through gates (`arcs: Move`, `arcs R7`, `tarotlab M3`)
#
# Ships moving out of a system with a Loyal starport may **Catapult**: keep moving, step
# by step, until they move **into a planet** or **into a gate controlled by anyone else**;
# control is checked *before* moving in, not after (`arcs: Move`, `arcs R7`). A gate no
# one controls, or one the mover controls, lets them through (`tarotlab M3`).
#
# Position: seat 2 has 2 ships in gate 5.0, next to seat 0's starport at 5.2. Round 1:
# seat 0 leads the Administration 5, seat 1 copies, seat 2 pivots with the Mobilization 2.
# Round 2: seat 0 leads the Mobilization 4 and moves its 3 ships from 5.2 into 5.0. The
# rules: if seat 2 **stays** (main line) it controls 5.0 before seat 0 moves in (that 3
# would outnumber 2 afterwards does not matter): the Catapult stops there. If seat 2
# **leaves** for 5.1 ("what if"), no one controls 5.0: the ships go on, through gate 6.0
# (no one's) and seat 0's own gate 2.0, and stop on entering the planet 2.2.

# %%
rig, game = new_game()
s = Session(game)
play(s, "lead Adm5", "done", "copy Adm2", "done", "pivot Mob2", rig=rig)
decides = s.position
show(play(s, "done", "lead Mob4", "move 5.2 -> 5.0: 3 fresh", rig=rig))
s.name_line("seat 2 stays")
print()
show(branch(s, decides, "move 5.0 -> 5.1: 2 fresh", "lead Mob4", "move 5.2 -> 5.0: 3 fresh",
            "catapult -> 6.0: 3 fresh", "catapult -> 2.0: 3 fresh", "catapult -> 2.2: 3 fresh",
            name="seat 2 leaves", rig=rig))

# %%
display(s.compare("seat 2 stays", "seat 2 leaves"))
s.switch("seat 2 stays")
expect("seat 2 stays: seat 0's ships in 5.0", ships(s, "5.0", 0), (3, 0))
s.switch("seat 2 leaves")
expect("seat 2 leaves: seat 0's ships in 2.2", ships(s, "2.2", 0), (3, 0))

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 4. Control needs a fresh ship (`arcs: Control`, `tarotlab M4`)
#
# You control a system if you have **more fresh ships** there than each Rival (`arcs:
# Control`). Damaged ships never count: a player whose ships there are all damaged
# controls nothing, even alone, since each rival's 0 fresh ships is not fewer than 0
# (`tarotlab M4`).
#
# Position: seat 2's 2 ships in gate 5.0 are damaged. Round 1: seat 0 leads the
# Administration 5, seat 1 copies, and seat 2 pivots with the Construction 4: it can
# **repair** one of them (`arcs: Repair`) or not. Round 2: seat 0's 3 ships leave the
# starport at 5.2 for 5.0. The rules: with two damaged ships (main line) no one controls
# 5.0 and the Catapult may go on; with one of them repaired ("what if"), seat 2 has 1
# fresh ship against 0: it controls 5.0 and the Catapult stops.

# %%
rig, game = new_game()
Edit(game).ships(2, "5.0", damaged=2)
board(game, "5.0")
s = Session(game)
play(s, "lead Adm5", "done", "copy Adm2", "done", "pivot Con4", rig=rig)
decides = s.position
show(play(s, "done", "lead Mob4", "move 5.2 -> 5.0: 3 fresh", rig=rig))
on = [a for a in s.state.legal_actions() if a.startswith("catapult")]
s.name_line("both damaged")
print()
show(branch(s, decides, "repair ship 5.0", "lead Mob4", "move 5.2 -> 5.0: 3 fresh",
            name="one repaired", rig=rig))

# %%
display(s.compare("both damaged", "one repaired"))
expect("both damaged: the Catapult may go on", bool(on), True)
s.switch("one repaired")
expect("one repaired: the Catapult may go on",
       any(a.startswith("catapult") for a in s.state.legal_actions()), False)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 5. Seizing beats surpassing
#
# (`arcs: Seizing the Initiative`, `arcs: Step 3 Check Initiative`)
#
# After everyone has played, the initiative goes to the player who **seized** it this
# round; if no one did, to the player who **surpassed with the highest card**; if no one
# surpassed, it stays (`arcs: Step 3 Check Initiative`). Seizing costs an extra card
# played face down, with no action of its own.
#
# Position: seat 0 leads the Construction 2; seat 1 surpasses with the Construction 5;
# seat 2 surpasses with the Construction 6. The rules: if seat 1 does not seize (main
# line), seat 2's 6 is the highest: seat 2 leads next round. If seat 1 seizes with its
# Mobilization 5 ("what if"), seat 1 leads, though seat 2 surpassed higher.

# %%
rig, game = new_game()
s = Session(game)
play(s, "lead Con2", "done", "surpass Con5", rig=rig)
seize = s.position
show(play(s, "done", "surpass Con6", "done", rig=rig))
s.name_line("no seize")
print()
show(branch(s, seize, "seize with Mob5", "done", "surpass Con6", "done", name="seat 1 seizes",
            rig=rig))

# %%
display(s.compare("no seize", "seat 1 seizes"))
s.switch("no seize")
expect("no seize: the next leader", s.state.pending[:2], ("lead", 2))
s.switch("seat 1 seizes")
expect("seat 1 seizes: the next leader", s.state.pending[:2], ("lead", 1))

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 6. The zero marker (`arcs: Declaring an Ambition`)
#
# The leader may declare the ambition its card's number shows; the **zero marker** then
# covers that number: for the rest of the round the lead card counts as 0, though it keeps
# its pips. So any card of the lead suit surpasses it, even a 2, and the initiative may
# change hands (`arcs: Step 3 Check Initiative`).
#
# Position: seat 0 leads the Administration 5. The rules: declaring Keeper (main line),
# seat 1's Administration 2 surpasses (2 beats 0) and seat 1 takes the initiative. Not
# declaring ("what if"), the 2 cannot surpass a 5: seat 1 copies and seat 0 keeps the
# initiative.

# %%
rig, game = new_game()
s = Session(game)
play(s, "lead Adm5", rig=rig)
declare = s.position
show(play(s, "declare Keeper", "done", rig=rig))
print(s.state.check("surpass Adm2"))
show(play(s, "surpass Adm2", "done", "copy Adm3", "done", rig=rig))
s.name_line("declared")
print()
show(branch(s, declare, "done", name="not declared", rig=rig))
print(s.state.check("surpass Adm2"))
show(play(s, "copy Adm2", "done", "copy Adm3", "done", rig=rig))

# %%
display(s.compare("declared", "not declared"))
s.switch("declared")
expect("declared: the next leader", s.state.pending[:2], ("lead", 1))
s.switch("not declared")
expect("not declared: the next leader", s.state.pending[:2], ("lead", 0))

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 7. A tie for first (`arcs: End-of-Chapter Scoring`)
#
# At the end of a chapter each declared ambition scores: first place gains the higher
# Power of its markers, second place the lower. But **players tied for first gain only the
# second-place Power**, and a player with none of what the ambition counts does not
# qualify (`arcs: End-of-Chapter Scoring`).
#
# Position: Keeper (Relics) is declared with the 5/3 marker. Seat 0 and seat 2 each hold
# one Relic from setup; seat 0 also has an agent on Spacing Union. The rules: if everyone
# passes at once (main line), the chapter ends with seats 0 and 2 tied for first: **3
# each**. What if seat 0 first leads the Construction 2 and spends its Relic to secure
# Spacing Union (a Fuel card)? Its Relic goes back to the supply: seat 2 is alone in first
# (**5**) and seat 0, with no Relic, does not qualify (0).

# %%
rig, game = new_game()
Edit(game).declared("Keeper").agents(0, "Spacing Union", 1)
print("Keeper", game.ambition_power("Keeper"), "| Relics:",
      [game.ambition_count(seat, "Keeper") for seat in range(3)])
s = Session(game)
start = s.position
show(e for e in play(s, "pass", "pass", "pass", rig=rig) if "Keeper" in e.text)
s.name_line("everyone passes")
print()
show(e for e in branch(s, start, "lead Con2", "spend Relic", "secure Spacing Union", "done",
                       "copy Adm2", "done", "copy Adm3", "done", "pass", "pass", "pass",
                       name="the Relic spent", rig=rig)
     if "Keeper" in e.text or "secures" in e.text)

# %%
display(s.compare("everyone passes", "the Relic spent"))
s.switch("everyone passes")
expect("everyone passes: Power", [p.power for p in s.state.view(None).players], [3, 0, 3])
s.switch("the Relic spent")
expect("the Relic spent: Power", [p.power for p in s.state.view(None).players], [0, 0, 5])

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 8. Destroying a city Outrages the destroyer (`arcs: Destroying Cities`, `tarotlab X7`)
#
# Whoever destroys a city, even in a battle they started, **Provokes Outrage**: they
# discard every resource and Guild card of the city's planet type and that resource
# becomes Outraged for them; then they **Ransack** the Court (`arcs: Destroying Cities`,
# not optional: `tarotlab X7`). A building hit damages a fresh city; a second one
# destroys it (`arcs: Battle`).
#
# Position: seat 0 holds a Psionic and has 3 ships in seat 1's city system 5.3, a
# Psionic planet. It leads the Aggression 5 and battles there with two raid dice. The
# first rolls a building hit and a key (`raid 5`). The second die is the branch, a chance
# decision chosen by hand: **another building hit** (main line): the city is destroyed
# and seat 0 discards its own Psionic. **A self-hit and a key** (`raid 2`, "what if"): the
# city is only damaged and seat 0 keeps its Psionic.

# %%
rig, game = new_game()
Edit(game).ships(0, "5.3", fresh=3).gain(0, "Psionic")
s = Session(game)
play(s, "lead Agg5", "battle 5.3 seat 1", "roll 0 assault 0 skirmish 2 raid", "die raid 5",
     rig=None)                                     # no Rig: we choose the dice here
second = s.position
show(play(s, "die raid 5", "stop raiding"))
s.name_line("two building hits")
print()
show(branch(s, second, "die raid 2", "stop raiding", name="one building hit"))

# %%
display(s.compare("two building hits", "one building hit"))
s.switch("two building hits")
expect("two building hits: seat 0's Psionic", s.state.ambition_count(0, "Empath"), 0)
s.switch("one building hit")
expect("one building hit: seat 0's Psionic", s.state.ambition_count(0, "Empath"), 1)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## Where next
#
# * [06_edge_cases_arcana.ipynb](06_edge_cases_arcana.ipynb),
#   [06_edge_cases_arcanum.ipynb](06_edge_cases_arcanum.ipynb) and
#   [06_edge_cases_mystick.ipynb](06_edge_cases_mystick.ipynb): the other games' edge cases.
# * Every ruling the engine follows: `docs/rulings.md` (`tarotlab X1` … `X14`, `M1` …
#   `M4`, the Court cards' `C1` …).
