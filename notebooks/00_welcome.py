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
# # Welcome to tarotlab
#
# **tarotlab** is to tarot-deck tabletop games what python-chess is to chess: a small,
# exact rules library that a notebook, a bot, a test or a classroom can drive, plus
# Jupyter notebooks that teach each game turn by turn.
#
# * **Teachers** step through real positions, undo, and show what would have happened.
# * **Players** play against a bot on a clickable table.
# * **Rules lawyers** ask the engine *"why can't I do that?"* and get the rule's id and a
#   reason in words; every ruling the code follows is written down and cited
#   (`arcana R5`, `arcanum R15`, …).
#
# | Game | Players | Components | Status |
# |---|---|---|---|
# | **Arcana** | 2 | the 22 Major Arcana, one full set each | playable, tutorial 01 |
# | **Arcanum** | 3–5 | the 78-card deck, a board of 10 locations | playable, tutorial 02 |
# | **Mystick Domination** | 2–5 | a 39-card deck per player | playable, tutorial 03 |
# | **Arcs** | 2–4 | the Reach (6 clusters), action and Court cards | playable, tutorials 04, 05 |
#
# `tarotlab.GAMES` lists the games the engine can play:

# %%
import tarotlab

print("tarotlab", tarotlab.__version__)
for name in ("arcana", "arcanum", "mystick", "arcs"):
    print(f"{name:<8}", "playable" if name in tarotlab.GAMES else "coming")

# %% [markdown]
# ## The protocol in six cells
#
# Every game follows the same protocol. Start a game; `seed` makes every chance event
# (here Arcana's coin flip) reproducible. A bare state in a cell draws the table.

# %%
s = tarotlab.new_game("arcana", seed=7)
s

# %% [markdown]
# The coin has already been flipped from the seed (`arcana R3`), so seat 0 is to move.
# `legal_actions()` lists every legal decision now; actions are plain text.

# %%
print("to move:", s.to_move)
legal = s.legal_actions()
print(len(legal), "legal actions, e.g.", legal[:2])
print(" | ".join(legal))

# %% [markdown]
# `check()` answers *"may I?"* without changing anything. An illegal action comes back with
# the rule that forbids it and the reason; `apply()` of the same action raises
# `IllegalAction` with that message and leaves the game as it was.

# %%
verdict = s.check("gain 3 keys")
print(verdict.ok, verdict.rule, "-", verdict.reason)
try:
    s.apply("coin 1")
except tarotlab.IllegalAction as err:
    print("IllegalAction:", err)

# %% [markdown]
# `apply()` takes a decision. Seat 0 throws The Star face down, seat 1 throws The Hanged
# Man; then both cards are revealed and the match-up resolves. `events` tells what
# happened, each line with the rule it follows.

# %%
s.apply("throw The Star")
s.apply("throw The Hanged Man")
for event in s.events:
    print(event)

# %% [markdown]
# `view(seat)` is what one seat may see (`None`: a spectator); printing a view gives a
# compact text form, a bare state the HTML table. The Star won, so its owner (seat 0) now
# chooses its effect.

# %%
print(s.view(None))
print()
print("legal now:", " | ".join(s.legal_actions()))

# %% [markdown]
# `record()` is the options plus every decision (chance included) as JSON;
# `tarotlab.replay()` rebuilds exactly the same game, re-checking every decision.
# `undo()` takes the last decision back.

# %%
text = s.record().to_json()
print(text)
again = tarotlab.replay(text)
print("replay equals the game:", again == s)
print("undo:", again.undo(), "->", again)

# %% [markdown]
# ## Playing on a Table
#
# `Table(Session(...))` is a widget that plays a game with clicks. From top to bottom:
#
# * **status line and table**: whose turn it is, the seats, the last match-up and why it
#   went that way;
# * **action buttons**: one per action you might try now. Enabled buttons are the legal
#   actions; **greyed buttons** are illegal, and hovering shows the rule and the reason;
# * **why / why not?**: type any action (`throw The Hermit`) and get the verdict without
#   playing it;
# * **undo / redo**, **bot move** and the **position** slider (the timeline: drag back to
#   any earlier position);
# * **seat pickers**: `person`, `random` or `greedy` for each seat; bots move by
#   themselves after you;
# * **view as**: everything, a spectator, or one seat (what that seat may see: the
#   opponent's card thrown this round stays face down);
# * the **event log**, each line with its rule.
#
# Here you are seat 0 against the greedy bot (run the notebook to get live widgets):

# %%
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import Table

Table(Session("arcana", seed=5, bots={1: "greedy"}, perspective=0))

# %% [markdown]
# ## Next
#
# * [01_arcana.ipynb](01_arcana.ipynb) teaches Arcana step by step: the coin, the
#   rounds, every special match-up, the chambers, the clock, the end, the match-up
#   sheet and a small simulation.
# * [02_arcanum.ipynb](02_arcanum.ipynb) teaches Arcanum: the board, a full turn, the
#   rulebook's worked examples, the Devil, the Tower, the World, and a game against bots.
# * [03_mystick.ipynb](03_mystick.ipynb) teaches Mystick Domination: the suits, building a
#   deck, a challenge step by step, the end of a round, the rulebook's questions answered.
# * [04_arcs.ipynb](04_arcs.ipynb) teaches Arcs: setup, a round of lead, Surpass, Copy and
#   Pivot, seizing the initiative, every action, a battle die by die, the Prelude, chapter
#   scoring, the Court cards, and a game against bots.
# * [05_arcs_map.ipynb](05_arcs_map.ipynb) draws the Arcs map with networkx and graphviz.
#
# **Guided lessons** play a first game with you, step by step, and say why when a move is
# not the one asked for: `tarotlab.lessons.catalog()` (or `python -m tarotlab lessons` in
# a terminal) lists them, and `Table.for_lesson(Lesson("arcana-basics"))` runs one in a
# cell (`Lesson` from `tarotlab.lessons`, `Table` from `tarotlab.notebook.widgets`).
# Each game's tutorial (01 to 04) lists its lessons and drills.
#
# **Edge cases**, for rules lawyers: eight tricky rules per game, each from a prepared
# position, with the main line and the "what if" line played out side by side in one
# `Session` and compared, and every expected value checked against the rules:
#
# * [06_edge_cases_arcana.ipynb](06_edge_cases_arcana.ipynb): why the fourth way to win
#   can never happen, the Magician against the World, the clock at 1 AM and at midnight,
#   the variant where both effects resolve.
# * [06_edge_cases_arcanum.ipynb](06_edge_cases_arcanum.ipynb): the rulebook's scoring
#   example and the 3-player rule, the Devil, the hidden Fool House by House, ties, the
#   prestige track at 21, the mandatory Minor.
# * [06_edge_cases_mystick.ipynb](06_edge_cases_mystick.ipynb): everyone out at one
#   initiative draw, Majors in the Fate Draw kept or redrawn, Aggression, Immunity, Power
#   that leaves the game.
# * [06_edge_cases_arcs.ipynb](06_edge_cases_arcs.ipynb): raids against well-arranged
#   slots, a Weapon on a Mobilization turn, Catapults through gates, control, seizing,
#   the zero marker, ties, Outrage.
#
# **Beyond one game**:
#
# * [07_balance_lab.ipynb](07_balance_lab.ipynb): questions about the games answered by
#   thousands of bot games, with confidence intervals (`tarotlab.lab`).
# * [08_coach.ipynb](08_coach.ipynb): the coach, new: a hint before a move and a review
#   after a game, from a search that never looks at cards you cannot see (Arcana and
#   Mystick Domination so far).
# * [09_rulebook.ipynb](09_rulebook.ipynb): the annotated rulebook. Ask which rules a
#   card touches or where a rule is enforced, and see the code that cites it, the tests
#   that prove it, how often it fired and what teaches it.
