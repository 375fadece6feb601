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
# # The coach: what would a good player do here, and why?
#
# tarotlab can say what is legal and why a move is refused. This notebook shows the first
# pieces of a coach that says what is *good*: a **hint** before a move, and a **review**
# of the moves after a game. It uses Arcana (two players, each holding all 22 Major
# Arcana), then Mystick Domination and Arcs. New to Arcana? Read
# [01_arcana.ipynb](01_arcana.ipynb) first.
#
# **How the coach decides, in plain words.** The coach never looks at cards you cannot
# see. It imagines many complete games that look exactly like yours from your seat: the
# same table, the same events, your own cards, and every card you cannot see dealt again
# at random among the places it could be (such a game is a *determinization*). From your
# position it tries each of your moves in those games and plays on: every player, you
# and your opponent alike, first leans toward the move a simple greedy player would make,
# and then the search learns from the imagined games which moves really do well. For the
# last half of its budget a hint stops leaning and compares its best candidates fairly: the
# four it tried most, taking turns, then the better two, and it names the one that won more
# often of those two. In Arcana each game is judged by who is ahead a little further on; in Mystick (section 4)
# it is played to its end; in Arcs (section 5) it is judged at once. The coach counts how often you win after each move, and gives
# each count an interval that holds the true rate nineteen times in twenty, because a
# count from a few thousand imagined games is never exact.
#
# In Arcana both cards of a round are chosen in secret. When you throw second, the coach
# does not draw your opponent's face-down card at random: it imagines the round from
# before that card was chosen, your opponent choosing it without seeing yours, just as the
# rules say it happened (`arcana R2`).
#
# **What the coach cannot know.** It cannot know a hidden card: it weighs every card
# you cannot account for alike. It does not know your opponent's habits either: it expects
# sensible play, not the habits of this opponent. And it decides with a budget (here a
# fixed number of imagined games, so that this notebook shows the same figures each time);
# with more time its figures get sharper. On a computer with two cores, a hint with a time
# budget searches in two processes at once and adds up what both imagined.

# %%
import tarotlab
from tarotlab.core.rng import Rng
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import Table

BUDGET = 2000  # imagined games an Arcana hint (a fixed count: the same figures each run)
HIDDEN_HANDS_BUDGET = 150  # a Mystick hint (its imagined games cost more: see section 4)
ARCS_BUDGET = 300  # an Arcs hint (section 5)

# %% [markdown]
# ## 1. Play against the greedy bot
#
# You are seat 1, the greedy bot is seat 0. Each round seat 0 throws a card face down,
# then you throw yours (`arcana R2`); the two cards meet and the winner's effect resolves
# (`arcana R5`, `arcana R6`, `arcana R7`). Click a card to throw it, or first click
# **💡 hint**: the Table says the coach is thinking, and after a second and a half it shows
# its advice, which only your seat sees, with a button that plays the move it advises and
# one that adds the coach's line as a variation (the Table stays where it is: **redo**
# steps through it).
# The sections below ask for hints from code, with a fixed budget, so that their figures
# are the same each time this notebook runs.

# %%
table = Table(Session("arcana", seed=8, bots={0: "greedy"}, perspective=1))
table

# %% [markdown]
# ## 2. A hint, from code
#
# The same game in a session of its own, so the Table above stays yours. The greedy bot
# has thrown its first card face down; you are to throw:

# %%
session = Session("arcana", seed=8, bots={0: "greedy"}, perspective=1)
session.play_bots()
print(session.status())
print(session.view())

# %% [markdown]
# You cannot see seat 0's card (`arcana R12`: hands are open, only the card chosen this
# round is secret until both have chosen). Here are three complete games that look exactly
# like this one from your seat (determinizations): the card face down differs. For this
# throw the coach goes one step further back, as said above, and lets seat 0 choose again
# in each imagined game; later in the game, and in Mystick below, it reads games like these.

# %%
state = session.state
for k in range(3):
    imagined = state.determinize(1, Rng(k))
    card = tarotlab.arcana.catalog.CARDS[imagined.thrown[0]].name
    print(f"imagined game {k + 1}: seat 0 threw {card}; your view is the same: "
          f"{imagined.view(1) == state.view(1)}")

# %% [markdown]
# Ask for a hint, naming the move you had in mind (the Fool here). The hint gives the move
# that won most often, the events that usually follow it (each with its rule), and your
# move beside it:

# %%
hint = session.hint(iterations=BUDGET, candidate="throw Fool")
print(hint)

# %% [markdown]
# ## 3. A few rounds, then a review
#
# Now play five rounds: take the hint's move in the first three rounds and throw the Fool
# in the last two. The greedy bot answers each time.

# %%
for round_number in range(5):
    if round_number < 3:
        move = session.hint(iterations=BUDGET).best
    else:
        move = "throw Fool"
    print(f"you: {move};", session.play(move))
    session.play_bots()
    while session.state.to_move == 1 and session.state.pending.kind == "choose":
        session.play(session.hint(iterations=BUDGET).best)  # an effect's choice (arcana R7)
        session.play_bots()
print(session.status())

# %% [markdown]
# The review searches each of your decisions again, from what you knew then, and judges
# the move by how much of your chance of winning it gave away: *fine*, an *inaccuracy*
# (10 points or more), a *mistake* (20) or a *blunder* (30). A drop counts only when the
# two moves' intervals do not overlap: a difference the search cannot tell from noise is
# "fine".

# %%
for judgement in session.review(1, iterations=BUDGET):
    print(judgement)

# %% [markdown]
# ## 4. Hidden hands: Mystick Domination
#
# In Mystick Domination (see [03_mystick.ipynb](03_mystick.ipynb)) every hand is hidden
# from the other players (rulebook "Draw"). The coach deals the opponent's hand again in
# each imagined game, from the cards it could hold, so a hint never uses a card you have
# not seen. To know which cards those are, it replays the game so far once, noting only
# what your seat saw. Each imagined game is then played to its end by greedy players:
# Mystick has no quick judgement "a little further on" that did as well (games played out
# by random players, or cut short and judged by the score, won fewer games against the
# greedy bot). Playing to the end costs more than in Arcana, so this hint imagines fewer
# games, and its intervals are wider:

# %%
mystick = Session("mystick", seed=3)
print(mystick.status())
print(mystick.hint(iterations=HIDDEN_HANDS_BUDGET))

# %% [markdown]
# A Mystick turn can take several decisions of yours in a row (a card, then its target;
# cards to redraw, then "done"). A hint's *line* is its best move and the decisions of
# yours the search expects right after it, as far as nothing is drawn, no one else
# decides, and every imagined game showed you the same thing. Add it to the session as a
# variation: the position shown stays, and `redo` steps through the line. Here two greedy
# players make the first ten moves of another game, then you take seat 0:

# %%
turn = Session("mystick", seed=3, bots={0: "greedy", 1: "greedy"})
turn.play_bots(limit=10)
for seat in (0, 1):
    turn.set_bot(seat, None)
print(turn.status())
advice = turn.hint(iterations=HIDDEN_HANDS_BUDGET)
line = turn.add_line(advice.line, name="the coach's line")
print(f"the line, {len(advice.line)} decision(s): {', '.join(advice.line)}")
print(line)
print("still at:", turn.status())
for _ in advice.line:
    turn.redo()
print("after the line:", turn.status())

# %% [markdown]
# ## 5. Arcs: hidden hands, and a game judged before its end
#
# In Arcs (see [04_arcs.ipynb](04_arcs.ipynb)) your action cards are hidden from the other
# players, and so are the cards they play face down (`arcs R5`). The coach deals again, in
# each imagined game, every card you cannot account for. Only this chapter's cards need
# it: a chapter begins with every action card shuffled into one deck (`arcs: Draw Cards`),
# so nothing hidden before it can be anywhere else. An Arcs game is long, so the coach
# does not play each imagined game to its end: it judges it at once by who is ahead, each
# player's Power plus what the ambitions declared so far would give them if the chapter
# ended now (`arcs: End-of-Chapter Scoring`), a lead counting for less while more chapters
# are left. Here three greedy players have played the first part of a game, and you take
# seat 0:

# %%
arcs = Session("arcs", seed=3, bots={0: "greedy", 1: "greedy", 2: "greedy"})
arcs.play_bots(limit=120)
while arcs.state.to_move != 0 or len(arcs.state.legal_actions()) < 2:
    arcs.play_bots(limit=1)
for seat in (0, 1, 2):
    arcs.set_bot(seat, None)
print(arcs.status())
print(arcs.hint(iterations=ARCS_BUDGET))

# %% [markdown]
# ## What is still missing
#
# The coach is new. Against the greedy bot, at a fifth of a second a move, the search wins
# well over its share of 2- and 3-player Mystick games, of 3-player Arcanum games and of
# the Arcana games played so far; the README gives the figures for Arcs, where the search
# is newest, with every other cell's and its interval. A hint thinks for a second and a
# half. It is still a search, not an expert: it knows the rules and plays sensibly
# forward, but not your opponent's habits.
