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
# # Arcana, step by step
#
# Arcana is a two-player game played with the 22 Major Arcana: each player owns a full
# set. Every round both players throw one card; the two cards meet in a **match-up**,
# and the winning card's effect resolves. This notebook teaches the rules in order, each
# step with a real position from the engine.
#
# Rules are cited as `arcana R1` … `arcana R12` (the rulings that make the rulebook
# exact) and `arcana: <section>` (the rulebook). The engine prints the same ids in every
# event and every refusal. New to tarotlab? Start with
# [00_welcome.ipynb](00_welcome.ipynb).

# %% [markdown]
# ## Guided lessons
#
# Rather learn by playing? Three guided lessons play a real game with you, step by step:
# each asks for a move, says why another one is not it (with the rule), and has a hint
# and a restart button. Run one in a cell with `Table.for_lesson(Lesson(name))`:
#
# * `"arcana-basics"`: what you play for, a round, why the round's
#   parity decides the match-up;
# * `"arcana-spending"`: damage and keys spent at once, the chambers, the
#   Choice Chamber, Justice;
# * `"arcana-endings"`: the four endings, the Magician, the Tower and the
#   Fool, the round-12 clock.
#
# To practise one rule until it sticks, `Drill("arcana")` (from `tarotlab.notebook.drill`)
# asks questions from real positions and keeps score. `python -m tarotlab lessons` lists
# every lesson.

# %%
from tarotlab.lessons import Lesson
from tarotlab.notebook.widgets import Table

Table.for_lesson(Lesson("arcana-basics"))

# %%
import re

from IPython.display import Markdown, display

import tarotlab
from tarotlab.arcana import catalog, reference

# %% [markdown]
# ## 1. The components
#
# Each player has (`arcana: Gameplay`):
#
# * **HP** (health): start at 6, no maximum. A player whose HP reaches 0 loses.
# * **Damage points**: start at 0. Every 5 damage points are spent at once to take 1 HP
#   from the opponent (`arcana R10`).
# * **Key points**: start at 0. Every 9 key points are spent at once to unlock the
#   player's next **chamber** (`arcana R10`).
# * **Nine chambers**, unlocked in order, each with a reward; the ninth wins the game.
# * **The clock**: start at 9 AM. *Gaining* an hour moves your clock back (never earlier
#   than 1 AM), *losing* an hour moves it forward. Reaching midnight loses. At the start
#   of every round whose number is a positive multiple of 12, both players lose 1 hour
#   (`arcana R4`).
# * **Cards**: all 22 in hand. Some match-ups remove a card from play for good; a player
#   with no cards left loses (`arcana R11`).
#
# The numbers come from the game's data file:

# %%
print("start:", catalog.START)
print("damage points per HP:", catalog.DAMAGE_PER_HP,
      "| key points per chamber:", catalog.KEYS_PER_CHAMBER)
print("clock: both lose 1 hour every", catalog.CLOCK_TICK_EVERY, "rounds;",
      "earliest", catalog.EARLIEST_HOUR, "(1 AM), midnight is", catalog.MIDNIGHT)
print()
for chamber in catalog.CHAMBERS:
    reward = ("you win the game" if chamber.ascension
              else " or ".join(str(o.action) for o in chamber.options))
    print(f"chamber {chamber.number}: {chamber.name:<17} {reward}")

# %% [markdown]
# A new game (with `auto_chance=False` we flip the coin ourselves below). The full view
# shows both seats: HP, damage and keys with the amount needed to spend them, the
# clock, the nine chambers (dashed: the next to unlock) and the hand.

# %%
s = tarotlab.new_game("arcana", seed=1, auto_chance=False)
s

# %% [markdown]
# ## 2. The 22 cards
#
# Each card has a number (`arcana R1`; the Fool is 0), a focus, and is either
# **odd-favoured** or not. In an odd round the odd-favoured cards have the advantage;
# in an even round the others have it (`arcana R5`). The effect is what happens when
# the card wins a match-up (`arcana R7`); "or" means its owner chooses.

# %%
lines = ["| No. | Card | Focus | Advantage in | Effect when it wins |",
         "|---|---|---|---|---|"]
for n in catalog.DISPLAY_ORDER:
    card = catalog.CARDS[n]
    rounds = "odd rounds" if card.odd else "even rounds"
    lines.append(f"| {card.numeral} | {card.name} | {card.focus} | {rounds} | "
                 f"{catalog.effect_text(n)} |")
display(Markdown("\n".join(lines)))

# %% [markdown]
# ## 3. The coin flip (`arcana R3`)
#
# Before the first round a coin sets the first round's number to 0 (even) or 1 (odd).
# The coin is a decision of the *chance* seat (`tarotlab.CHANCE`, −1). With
# `auto_chance=False` we make that decision ourselves; nothing else is allowed first.

# %%
print("to move:", s.to_move, "(chance)" if s.to_move == tarotlab.CHANCE else "")
print("legal:", " | ".join(s.legal_actions()))
print(s.check("throw The Star"))

# %% [markdown]
# Normally (`auto_chance=True`, the default) the seed flips the coin, so a seed always
# gives the same first round:

# %%
for seed in range(4):
    first = tarotlab.new_game("arcana", seed=seed).events[1]
    print(f"seed {seed}: {first}")

# %% [markdown]
# ## 4. A round in an even round
#
# We flip the coin to 0: the game starts on round 0, an even round. `s.play(...)` takes
# decisions in order and returns the events they caused, one a line with its rule (a cell
# that ends with it shows them; an illegal decision raises `IllegalAction` and changes
# nothing, not even the decisions before it in the same call).

# %%
s.play("coin 0")

# %% [markdown]
# Seat 0 throws first, face down (`arcana R2`). Seat 1 must choose without seeing it:
# both hands are open information, but the card thrown this round is secret until both
# have thrown (`arcana R12`). Compare what each seat sees:

# %%
print(s.play("throw The Chariot"))
print(s.view(1))
print()
print(s.view(0))

# %% [markdown]
# Seat 1 throws Death. The Chariot (VII) is odd-favoured, Death (XIII) is not, so in an
# even round only Death has the advantage and wins (`arcana R5`). Only the winning card's
# effect resolves (`arcana R6`): seat 1 gains 3 damage points. The thrown cards go back to
# their owners' hands (`arcana R2`) and the round number goes up to 1.

# %%
print(s.play("throw Death"))
s

# %% [markdown]
# ## 5. A round in an odd round
#
# Round 1 is odd. Seat 0 throws The Wheel of Fortune (X, odd-favoured), seat 1 The Sun
# (XIX, not odd-favoured). The Sun has the higher number, but in an odd round only the
# Wheel has the advantage, so the Wheel wins (`arcana R5`). Its effect is a die roll
# (`arcana R7`), another decision of the chance seat:

# %%
print(s.play("throw The Wheel of Fortune", "throw The Sun"))
print("to move:", s.to_move, "| legal:", " | ".join(s.legal_actions()))

# %% [markdown]
# We choose the die ourselves: a 4 means *the opponent loses 3 damage points*, which takes
# back exactly the 3 damage points seat 1 won in round 0 (points never go below 0 and only
# unspent points can be lost, `arcana R7`).

# %%
print(s.play("die 4"))
print(s.view(None))

# %% [markdown]
# **Who wins, in short** (`arcana R5`): if exactly one card has the advantage it wins;
# if both or neither have it, the higher number wins; two identical cards: nothing
# happens. Four rows of the match-up sheet show the four cases:

# %%
for a, b, parity in [("Wheel of Fortune", "Sun", "odd"),     # only one has the advantage
                     ("Emperor", "Empress", "odd"),          # both have it
                     ("Hermit", "Strength", "odd"),          # neither has it
                     ("Sun", "Sun", "even")]:                # identical
    row = reference.lookup(a, b, parity)
    print(f"[{row['rule']}] {row['why']}")

# %% [markdown]
# ## 6. The rulebook's example: The Star against The Hanged Man
#
# The rulebook says: *"if one player throws The Star card and the other throws The Hanged
# Man during an even-numbered round … The Hanged Man's player loses 1 hour."* Neither card
# is odd-favoured, so in an even round both have the advantage and the higher number wins:
# The Star (XVII) beats The Hanged Man (XII) (`arcana R5`).

# %%
ex = tarotlab.new_game("arcana", seed=1, auto_chance=False)
print(ex.play("coin 0", "throw The Star", "throw The Hanged Man"))
print("seat", ex.to_move, "chooses:", " | ".join(ex.legal_actions()))

# %% [markdown]
# The Star offers a choice, and the winner's owner makes every choice (`arcana R6`).
# Choosing *the opponent loses 1 hour* gives the rulebook's result: seat 1's clock moves
# from 9 AM to 10 AM.

# %%
print(ex.play("opponent-loses 1 hour"))
ex

# %% [markdown]
# ## 7. The Magician: removing cards (`arcana R7`, `arcana R8`)
#
# The Magician is the only card whose effect is removal: when it wins, the losing card is
# removed from play, out of its owner's hand for good. In round 1 (odd) the Magician (I,
# odd-favoured) has the advantage over The Hermit (IX):

# %%
m = tarotlab.new_game("arcana", seed=1, auto_chance=False)
print(m.play("coin 1", "throw The Magician", "throw The Hermit"))
print()
print(m.view(None))

# %% [markdown]
# But four cards remove the Magician instead (`arcana R8`). These match-ups replace the
# usual rules: the Magician's opponent wins and the only effect is that the Magician
# leaves play. The match-up sheet lists them:

# %%
for row in reference.rows():
    if row["kind"] == "magician-removed" and row["card_b"] == "The Magician":
        print(f"{row['parity']:>4} round: {row['card_a']}")

# %% [markdown]
# So the High Priestess removes the Magician in any round, Justice and the Devil in even
# rounds, the World in odd rounds. In every other match-up `arcana R5` decides as usual:
# in an even round The World simply wins with its own effect.

# %%
for parity in ("odd", "even"):
    row = reference.lookup("World", "Magician", parity)
    print(f"{parity}: [{row['rule']}] {row['why']}\n      resolves: {row['resolves']}")

# %% [markdown]
# Round 2 is even. Seat 0 throws its Magician against seat 1's Justice, and loses it:

# %%
print(m.play("throw The Magician", "throw Justice"))
print()
print(m.view(None))

# %% [markdown]
# ## 8. The Tower and the Fool (`arcana R9`, `arcana R7`)
#
# The two "defensive" cards: when one of them wins, its owner gains 1 damage point or 1
# key point, **then the opponent also** gains 1 damage point or 1 key point, each choosing
# for themself (`arcana R7`). In round 0 (even) the Fool (0, not odd-favoured) has the
# advantage over The Empress (III, odd-favoured):

# %%
t = tarotlab.new_game("arcana", seed=1, auto_chance=False)
print(t.play("coin 0", "throw The Fool", "throw The Empress"))
print("seat", t.to_move, "chooses:", " | ".join(t.legal_actions()))
print(t.play("gain 1 key"))
print("seat", t.to_move, "chooses:", " | ".join(t.legal_actions()))
t.play("gain 1 damage")

# %% [markdown]
# Against each other they do something special (`arcana R9`): **Tower against Fool**, the
# two cards switch owners and nothing else happens.

# %%
print(t.play("throw The Tower", "throw The Fool"))
t

# %% [markdown]
# Seat 0 now holds two Fools (`0×2`) and no Tower (marked *switched*); seat 1 holds two
# Towers. The engine explains why seat 0 cannot throw a Tower:

# %%
print(t.check("throw The Tower"))

# %% [markdown]
# Throwing the Fool against the Tower switches them again, so each seat holds one of each.
# Then **Tower against Tower** (or Fool against Fool): both cards are removed from play.

# %%
print(t.play("throw The Fool", "throw The Tower"))
print()
print(t.play("throw The Tower", "throw The Tower"))
print()
print(t.view(None))

# %% [markdown]
# ## 9. Spending damage and keys; the chambers (`arcana R10`)
#
# Points are spent at once after every effect (`arcana R10`): every 5 damage points take
# 1 HP from the opponent, every 9 key points unlock the owner's next chamber and its
# reward is gained at once. To see it, seat 0 wins key points round after round: The
# Hermit (IX) wins even rounds against The Lovers (VI, odd-favoured), The Empress (III,
# odd-favoured) wins odd rounds against The Hierophant (V). Each win is 3 key points
# (`arcana R7`).

# %%
k = tarotlab.new_game("arcana", seed=1, auto_chance=False)
k.apply("coin 0")
KEY_ROUNDS = {"even": ("throw The Hermit", "throw The Lovers"),
              "odd": ("throw The Empress", "throw The Hierophant")}
for _ in range(8):
    round_events = k.play(*KEY_ROUNDS[k.view(None).parity])
    seat0 = k.view(None).players[0]
    print(f"after round {k.view(None).last_round}: seat 0 keys {seat0.keys}, "
          f"chambers unlocked {seat0.chambers}, HP {seat0.hp}, damage {seat0.damage}")
    for event in round_events:
        if event.rule == "arcana R10":
            print("   ", event)

# %% [markdown]
# Chamber 1 (Life) gave 1 HP, chamber 2 (Death) 3 damage points. The ninth win unlocks
# chamber 3, a **Choice Chamber**: its owner chooses 1 HP, 3 damage points or 1 hour.

# %%
print(k.play(*KEY_ROUNDS[k.view(None).parity]))
print("seat", k.to_move, "chooses:", " | ".join(k.legal_actions()))

# %% [markdown]
# Seat 0 takes 3 damage points. With the 3 from the Death Chamber that makes 3 + 3 = 6:
# 5 are spent at once and seat 1 loses 1 HP; 6 − 5 = 1 damage point is left over.

# %%
print(k.play("gain 3 damage"))
k

# %% [markdown]
# ## 10. The clock at round 12 (`arcana R4`)
#
# Two identical cards change nothing (`arcana R5`), so both players throwing The Sun is a
# quiet way to let rounds pass. Starting on round 0, twelve such rounds bring the game to
# round 12, a multiple of 12: at its start both players lose 1 hour.

# %%
c = tarotlab.new_game("arcana", seed=1, auto_chance=False)
c.apply("coin 0")
for _ in range(11):
    c.apply("throw The Sun")
    c.apply("throw The Sun")
print(c.play("throw The Sun", "throw The Sun"))
print()
print(c.view(None))

# %% [markdown]
# ## 11. How the game ends (`arcana R11`)
#
# The game ends as soon as:
#
# * a player unlocks chamber 9, the Ascension Chamber: that player **wins**;
# * a player's HP reaches 0, or their clock reaches midnight, or they have no cards
#   left in hand: that player **loses**;
# * both players lose by the same event (both clocks reach midnight at the same round
#   start, or both last cards are removed together): a **draw**.
#
# Effects apply one at a time and the first end condition met stands. Here seat 0 runs
# seat 1's clock to midnight: The Moon (XVIII, odd-favoured) beats The Hierophant in odd
# rounds and takes 1 hour from the opponent; The Star (XVII) beats The Lovers
# (odd-favoured) in even rounds and seat 0 chooses the same. From 9 AM that takes 15
# hours; the clock at round 12 gives one of them for free.

# %%
e = tarotlab.new_game("arcana", seed=1, auto_chance=False)
e.apply("coin 0")
while not e.is_over:
    if e.view(None).parity == "odd":
        e.apply("throw The Moon")
        e.apply("throw The Hierophant")
    else:
        e.apply("throw The Star")
        e.apply("throw The Lovers")
        e.apply("opponent-loses 1 hour")
for event in e.events[-4:]:
    print(event)
print()
print(e.view(None))

# %% [markdown]
# The outcome names the winners, how the game ended and the rule that ended it (for the
# clock the engine cites `arcana R4`); after the end nothing is legal any more:

# %%
print(e.outcome.winners, e.outcome.ending, "-", e.outcome.reason, f"[{e.outcome.rule}]")
print("legal:", e.legal_actions())
print(e.check("throw The Sun"))

# %% [markdown]
# ## 12. The variant `resolution="both"` (`arcana R6`)
#
# By default only the winning card's effect resolves. The variant `resolution="both"`
# (for exploring balance) resolves both: the winner's first, then the loser's. The same
# Star against Hanged Man: the Star's owner still takes an hour from seat 1, and then The
# Hanged Man gives seat 1 its 3 key points (`arcana R7`).

# %%
v = tarotlab.new_game("arcana", seed=1, auto_chance=False, resolution="both")
print(v.play("coin 0", "throw The Star", "throw The Hanged Man", "opponent-loses 1 hour"))
print()
print(v.view(None))

# %% [markdown]
# The Magician needs two project rulings under the variant (`docs/rulings.md`): a
# winning Magician removes the losing card first and that card's effect still resolves
# (`tarotlab T4`); a *losing* Magician still removes the card it met, after the winner's
# effect (`tarotlab T3`). The events cite the effect rule, `arcana R7`:

# %%
print(v.play("throw The Hermit", "throw The Magician"))      # round 1 (odd): the Magician wins
print()
print(v.play("throw The Magician", "throw The Hermit"))      # round 2 (even): the Magician loses
print()
print(v.view(None))

# %% [markdown]
# ## 13. "Why can't I?"
#
# Back to the Magician game of section 7: seat 1 lost its Hermit in round 1 and seat 0
# its Magician in round 2. `check()` explains any action, legal or not, and never raises;
# a text the engine cannot read gets a verdict too.

# %%
print(m.check("throw The Magician"))      # seat 0 is to throw
m.apply("throw The Sun")
print(m.check("throw The Hermit"))        # now seat 1 is to throw
print(m.check("gain 3 keys"))
print(m.check("throw The Hermet"))

# %% [markdown]
# `candidates()` lists every action one might try now with its verdict: the buttons of
# the Table, greyed where illegal.

# %%
for action, verdict in m.candidates():
    print(f"{action:<24} {verdict}")

# %% [markdown]
# ## 14. Play against the greedy bot
#
# You are seat 0, the greedy bot is seat 1. Click a card to throw it; greyed buttons are
# illegal (hover for the rule); type any action into the box and press
# **why / why not?**; use **undo**, **redo** and the **position** slider to go back in
# time; the **seat** pickers switch a seat between a person and a bot; **view as**
# changes whose view is drawn. (Run the notebook to get live widgets.)

# %%
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import Table

table = Table(Session("arcana", seed=5, bots={1: "greedy"}, perspective=0))
table

# %% [markdown]
# ### The same Table, driven from code
#
# `table.choose(action)` plays exactly as a click does and returns the verdict; the bot
# then plays its seat. A second Table with the same seed, so the one above stays yours:

# %%
demo = Table(Session("arcana", seed=5, bots={1: "greedy"}, perspective=0))


def show(table, since=0):
    """Print the status line, the text view and the events from index ``since``."""
    print(table.session.status())
    print(table.session.view())
    for event in table.session.events[since:]:
        print("   ", event)


show(demo)

# %%
seen = len(demo.session.events)
print(demo.choose("throw The Star"))
show(demo, seen)

# %% [markdown]
# The bot answered with The World. In an even round it has the advantage and the highest
# number of all the cards that are not odd-favoured, so it beats The Star (`arcana R5`).
# An action that is not legal now is refused with its rule, and nothing changes:

# %%
print(demo.choose("opponent-loses 1 hour"))
print(demo.session.status())


# %% [markdown]
# **undo** goes back to the last position where a person was to decide, taking the
# bot's reply back too. **redo** steps forward one decision at a time, and the bot's
# throw and its choice of effect are decisions too; the **position** slider jumps to any
# position, here the latest.

# %%
def where(table):
    session = table.session
    return f"{session.status()} | position {session.position} of {session.positions - 1}"


print(demo.undo(), "->", where(demo))
print(demo.redo(), "->", where(demo))
demo.goto(demo.session.positions - 1)
print("slider to the end ->", where(demo))

# %% [markdown]
# The seat pickers are dropdowns: set seat 1 to `person` and we play both seats. In round
# 1 (odd) seat 1's Magician (odd-favoured) beats seat 0's Justice and removes it. Back with
# the bot, the Justice button is greyed and its tooltip says why.

# %%
demo.set_seat(1, "person")
seen = len(demo.session.events)
demo.choose("throw Justice")
demo.choose("throw The Magician")
demo.set_seat(1, "greedy")
show(demo, seen)
for option in demo.menu().options:
    if not option.ok:
        print(f"greyed: {option.label!r}, tooltip: {option.tip}")

# %%
demo  # the driven Table itself (live when you run the notebook)

# %% [markdown]
# ## 15. The match-up sheet
#
# The rulebook refers to a spreadsheet of every match-up that is not available; tarotlab
# generates it from the rules (`reference.rows()`, shipped as CSV): for every pair of
# cards and each parity, the winner, the rule, why, and what resolves. Card A is the
# first seat's card, card B the second's. Pick two cards and a parity:

# %%
import html

import ipywidgets as widgets

names = [catalog.CARDS[n].name for n in catalog.DISPLAY_ORDER]
card_a = widgets.Dropdown(options=names, value="The Star", description="card A")
card_b = widgets.Dropdown(options=names, value="The Hanged Man", description="card B")
round_pick = widgets.ToggleButtons(options=["even", "odd"], description="round")
sheet_row = widgets.HTML()


def show_row(_=None):
    row = reference.lookup(card_a.value, card_b.value, round_pick.value)
    cells = "".join(f"<tr><th style='text-align:left'>{html.escape(k)}</th>"
                    f"<td style='text-align:left'>{html.escape(v)}</td></tr>"
                    for k, v in row.items())
    sheet_row.value = f"<table>{cells}</table>"


for picker in (card_a, card_b, round_pick):
    picker.observe(show_row, names="value")
show_row()
widgets.VBox([widgets.HBox([card_a, card_b]), round_pick, sheet_row])

# %% [markdown]
# The same lookup from code (`winner` is `a`, `b` or `none`):

# %%
print(len(reference.rows()), "rows")
for key, value in reference.lookup("Star", "Hanged Man", "even").items():
    print(f"{key:>13}: {value}")

# %% [markdown]
# A rules lawyer's question the sheet answers: which cards beat The World in an even
# round, or Judgment in an odd round?

# %%
for parity, card in (("even", "The World"), ("odd", "Judgment")):
    beaten_by = [row["card_a"] for row in reference.rows()
                 if row["parity"] == parity and row["card_b"] == card and row["winner"] == "a"]
    print(f"{parity} round, {card} beaten by: {beaten_by or 'no card'}")

# %% [markdown]
# None: under `arcana R5` The World always wins or ties in even rounds and Judgment in odd
# rounds. A player who knows this need never lose a round; section 16 counts how the
# greedy bot, which knows it, does.
#
# ## 16. A small simulation
#
# `tarotlab.lab.series.simulate` plays many games between bots (each game seeded, the bots
# swapping seats from game to game). First the greedy bot against the random bot, under
# the default rules and under the variant `resolution="both"`:

# %%
from tarotlab.lab.series import simulate

greedy = {res: simulate("arcana", games=30, seed=100, bots=("greedy", "random"),
                        resolution=res)
          for res in ("winner", "both")}
for res, result in greedy.items():
    print(f"resolution={res!r}:", result.summary())

# %%
from tarotlab.notebook.whatif import say

ENDINGS = {"hp": "taking the opponent's last HP", "midnight": "the clock (midnight)",
           "ascension": "the Ascension Chamber", "cards": "removing every card",
           "midnight-both": "both clocks at midnight", "cards-both": "both hands empty"}


def in_words(result):
    """The greedy bot's record in one simulation, in words (from the result's numbers)."""
    endings = ", ".join(f"{n} by {ENDINGS.get(e, e)}" for e, n in result.endings.most_common())
    return (f"the greedy bot wins {result.bot_wins['greedy']} of {result.games} games "
            f"({endings}), after {result.rounds / result.games:.1f} rounds on average")


say(f"With the default rules {in_words(greedy['winner'])}. Under `resolution=\"both\"`, "
    f"where the loser's effect resolves too, {in_words(greedy['both'])}.")

# %% [markdown]
# The greedy bot looks one decision ahead, assuming that only the winner's effect
# resolves. What does it do? One game, greedy in seat 0, counting its decisions and the
# rounds it wins and loses (who wins a round is the match-up sheet's answer for the two
# cards revealed, `arcana R5`):

# %%
from collections import Counter

from tarotlab.bots import make_bot
from tarotlab.bots import play as play_bots

one = play_bots(tarotlab.new_game("arcana", seed=100),
                [make_bot("greedy", "arcana"), make_bot("random", "arcana")], seed=100)
decisions = Counter(action for seat, action in one.history if seat == 0)
print(", ".join(f"{action} ×{n}" for action, n in decisions.most_common()))
print()
print(one.view(None))

CARD_NUMBER = {card.name: card.number for card in catalog.CARDS}
won = lost = tied = 0
for event in one.events:
    revealed = re.fullmatch(r"round (\d+): seat 0 reveals (.+), seat 1 reveals (.+)",
                            event.text)
    if revealed:
        number, first, second = revealed.groups()
        winner = catalog.matchup(CARD_NUMBER[first], CARD_NUMBER[second],
                                 "odd" if int(number) % 2 else "even").winner
        won, lost, tied = won + (winner == 0), lost + (winner == 1), tied + (winner is None)

# %%
seat0 = one.view(None).players[0]
say(f"Seat 0, the greedy bot, wins {won} rounds, loses {lost} and ties {tied}; it "
    f"throws only {' and '.join(a[6:] for a in decisions if a.startswith('throw '))}. It "
    f"ends with {seat0.hp} HP, {seat0.damage} damage points and {seat0.chambers} chambers "
    f"unlocked: *{one.outcome}*.")

# %% [markdown]
# Two random players, seat 0 against seat 1:

# %%
rand = {res: simulate("arcana", games=150, seed=1000, bots=("random",), resolution=res)
        for res in ("winner", "both")}
for res, result in rand.items():
    print(f"resolution={res!r}:", result.summary())

# %%
from tarotlab.browser import can_use

resolutions = ["winner", "both"]
if can_use("matplotlib", "these charts"):
    import matplotlib.pyplot as plt

    fig, (left, right, ends) = plt.subplots(1, 3, figsize=(14, 3.8))
    x = range(len(resolutions))
    left.bar([i - 0.2 for i in x], [100 * greedy[r].win_rate("greedy") for r in resolutions],
             width=0.4, label="greedy")
    left.bar([i + 0.2 for i in x], [100 * greedy[r].win_rate("random") for r in resolutions],
             width=0.4, label="random")
    left.set_title("greedy vs random: win rate")
    right.bar([i - 0.25 for i in x], [100 * rand[r].seat_wins[0] / rand[r].games
                                      for r in resolutions], width=0.25, label="seat 0")
    right.bar(list(x), [100 * rand[r].seat_wins[1] / rand[r].games for r in resolutions],
              width=0.25, label="seat 1")
    right.bar([i + 0.25 for i in x], [100 * rand[r].draws / rand[r].games for r in resolutions],
              width=0.25, label="draw")
    right.set_title("random vs random: results by seat")
    bottom = [0.0, 0.0]
    for ending in ("ascension", "hp", "midnight", "cards", "midnight-both", "cards-both"):
        share = [100 * rand[r].endings[ending] / rand[r].games for r in resolutions]
        if any(share):
            ends.bar(list(x), share, bottom=bottom, width=0.5, label=ending)
            bottom = [b + s for b, s in zip(bottom, share, strict=True)]
    ends.set_title("random vs random: how games end")
    for ax in (left, right, ends):
        ax.set_xticks(list(x), [f"resolution={r!r}" for r in resolutions])
        ax.set_ylabel("% of games")
        ax.set_ylim(0, 105)
        ax.legend(fontsize=8, loc="upper right")
    ends.set_xlim(-0.5, 2.3)
    fig.tight_layout()
    plt.show()


# %%
by_seat = {r: 100 * rand[r].seat_wins[0] / rand[r].games for r in resolutions}
ending = {r: rand[r].endings.most_common(1)[0] for r in resolutions}
say("Seat 0 throws first, but face down (`arcana R2`, `arcana R12`): it wins "
    f"{by_seat['winner']:.0f}% of the random games under the default rules and "
    f"{by_seat['both']:.0f}% under the variant. The variant changes how games end: most "
    f"often by {ENDINGS[ending['winner'][0]]} under the default rules "
    f"({ending['winner'][1]} of {rand['winner'].games}), by "
    f"{ENDINGS[ending['both'][0]]} under `resolution=\"both\"` "
    f"({ending['both'][1]} of {rand['both'].games}), where most rounds give points to both "
    "players.")

# %% [markdown]
# ## Where next
#
# * Bigger simulations from the command line:
#   `python -m tarotlab simulate arcana --games 1000 --bots greedy,random --option
#   resolution=both`.
# * [00_welcome.ipynb](00_welcome.ipynb) has the protocol in a few cells.
