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
# # Arcanum: edge cases
#
# Eight places where Arcanum's rules meet in ways that surprise, each asked as *"what
# happens if…?"* and answered by the engine. Every case has the same shape:
#
# 1. **The rule** in plain words, with its id (`arcanum: <section>` is the rulebook,
#    `arcanum R14` the rulings file, `tarotlab A14` the project's rulings in
#    `docs/rulings.md`), and what the rules say must happen, worked out by hand.
# 2. **A prepared position**: a real game whose chance decisions (the first player, where
#    each figure starts, every card drawn) are answered by a `Rig` (`tarotlab A1`); every
#    other decision is an ordinary legal action.
# 3. **The main line and the "what if" line**, both played out in one `Session`
#    (`branch` goes back to a position and starts a variation, keeping the old line).
# 4. **`session.compare(...)`**: the ends of the two lines side by side, what differs
#    outlined in both pictures and listed in words, and `expect` checks that the engine
#    gives what the rules say (a difference stops the notebook).
# 5. **`explore(session)`**: the lines as a tree beside the picture of a position: click a
#    move to see its position, step along a line with the arrow keys.
#
# New to Arcanum? [02_arcanum.ipynb](02_arcanum.ipynb) teaches the rules in order.
#
# 1. The rulebook's scoring example and the 3-player rule · 2. The Devil cannot double
# another player's VP · 3. The Devil doubles only what comes after it · 4. The hidden
# Fool, House by House · 5. Ties split, rounded down · 6. The prestige track stops at 21 ·
# 7. A Minor that can move no figure · 8. Death and the mandatory Minor

# %%
from IPython.display import display

from tarotlab.arcanum import catalog
from tarotlab.arcanum.scenario import Rig
from tarotlab.notebook.compare import compare_states
from tarotlab.notebook.session import Session
from tarotlab.notebook.whatif import branch, expect, explore, play

# Where the sixteen Court figures start in every prepared game (location 10 empty).
BOARD = {"JP": 1, "KC": 1, "QS": 2, "NC": 2, "KS": 3, "QW": 3, "JW": 4, "NP": 4,
         "NS": 5, "QC": 5, "KW": 6, "JC": 6, "QP": 7, "JS": 8, "KP": 8, "NW": 9}
HOUSES = catalog.SUITS  # Swords, Wands, Pentacles, Chalices


def deal(draws, players=4):
    """A prepared game: seat 0 first, the figures on BOARD, the cards drawn as wished (the
    turn-1 deal first: 4 Minors and 1 Major each); returns the Rig and a Session of it."""
    rig = Rig(first=0, figures=BOARD, draws=draws)
    return rig, Session(rig.start(players=players, seed=1))


def show(events):
    """Print events, each with the rule it follows."""
    for event in events:
        print(event)


def quick_turn(session, rig):
    """A filler turn: the active seat plays its first legal Minor that moves a figure,
    every choice that follows is declined where it can be (``pass``, ``none``, ``keep``),
    else its first option is taken, and the turn ends."""
    seat = session.state.pending[1]
    play(session, next(a for a in session.state.legal_actions() if ":" in a), rig=rig)
    while session.state.pending[:2] != ("main", seat):
        options = session.state.legal_actions()
        declines = [a for a in options if a.endswith((" pass", " none")) or a.startswith("keep")]
        play(session, (declines or options)[0], rig=rig)
    play(session, "end turn", rig=rig)


def prestige(session):
    return dict(zip(HOUSES, session.state.prestige, strict=True))


# %% [markdown]
# ## 1. The rulebook's scoring example and the 3-player rule
#
# (`arcanum: Special rule with 3 players`, `arcanum R10`)
#
# The rulebook's House scoring example has three players, Luca, Piero and Mario, and
# begins *"It's the end of turn 3, so it's now time for the first House prestige
# scoring"*. But its own special rule for three players says the scoring takes place
# during the 4th and 8th turns instead of the 3rd, 6th and 9th, and `arcanum R10` follows
# it: with 3 players, scoring follows turns 4 and 8. So the example cannot happen as told.
# ([02_arcanum.ipynb](02_arcanum.ipynb) plays the example's numbers out over four turns.)
#
# The engine reads the schedule from its data file:

# %%
for players, (lengths, every) in sorted(catalog.SCHEDULE.items()):
    print(f"{players} players: {lengths[0]} or {lengths[1]} turns, scoring after every "
          f"{every} turns")
expect("3 players: scoring after every", catalog.SCHEDULE[3][1], 4)
expect("4 players: scoring after every", catalog.SCHEDULE[4][1], 3)

# %% [markdown]
# The player count is an option of the game, not a decision, so the "what if" is a second
# game: the same seed, greedy bots in every seat, three players on the main line and four
# in the "what if", each played until turn 4 begins. The rules: after turn 3 the
# four-player game has scored (every hidden card discarded, all prestige back to 0,
# `arcanum R10`); the three-player game has not (prestige and hidden cards stay until the
# scoring after turn 4).

# %%
games = {}
for players in (3, 4):
    game = Session("arcanum", players=players, seed=8,
                   bots={seat: "greedy" for seat in range(players)})
    while game.state.turn <= 3:
        game.bot_move()
    games[players] = game
    scorings = [e for e in game.events if e.text.startswith("House prestige scoring")]
    print(f"{players} players, turn {game.state.turn} begins: {len(scorings)} House "
          f"scoring(s); prestige {game.state.prestige}; hidden cards per seat "
          f"{[len(h) for h in game.state.hidden]}")
print()
print(compare_states(games[3].state, games[4].state, "3 players", "4 players"))

# %%
expect("3 players: House scorings before turn 4", sum(
    e.text.startswith("House prestige scoring") for e in games[3].events), 0)
expect("3 players: every seat still hides its cards", all(games[3].state.hidden), True)
expect("4 players: House scorings before turn 4", sum(
    e.text.startswith("House prestige scoring") for e in games[4].events), 1)
expect("4 players: prestige after the scoring", games[4].state.prestige, [0, 0, 0, 0])
expect("4 players: hidden cards after the scoring", games[4].state.hidden, [[], [], [], []])

# %% [markdown]
# On the main line, the three-player game goes on through turn 4; its scoring follows
# turn 4 and, in a normal (4-turn) game, ends it:

# %%
while not games[3].state.is_over:
    games[3].bot_move()
scorings = [e for e in games[3].events if e.text.startswith("House prestige scoring")]
print(scorings[0])
print(games[3].state.outcome)
expect("3 players: House scorings in the whole game", len(scorings), 1)

# %% [markdown]
# ## 2. The Devil cannot double another player's VP
#
# (`arcanum R14`, `arcanum: B. Playing cards phase`)
#
# The Devil doubles *"any gain or loss of VP and prestige points"* during its player's
# turn, and `arcanum R14` adds *whoever receives it* (*"Lovers' 2 VP to another player
# becomes 4"*). That example can never happen: the only effects that give VP to another
# player during a turn are the Lovers (`arcanum R18`) and the World's scoring (`arcanum
# R20`), both Major Arcana, and *"a player can never play 2 Minor Arcana or 2 Major
# Arcana during the same turn"*. Every location that gives VP gives them to the active
# player. So in a Devil turn only the Devil's player's VP change.
#
# Position (turn 1, four players): seat 0 plays the Devil, then the 1 of Swords: the Knave
# of Swords goes to the Mage Tower (Wands, Swords, Knave: 2 matches), which gives 1 VP and
# draws a Major: the Lovers. Playing the Lovers now is refused. The rules: seat 0 ends
# with 1 × 2 = 2 VP, the others with 0; Swords with (1 + 2) × 2 = 6 prestige. What if seat
# 0 plays the Minor first and then the Lovers instead of the Devil? After the Mage Tower
# seat 0 has 1 VP and the others 0, so the others have the fewest: seat 0 gains 2 (3 in
# all) and each other player 2 (`arcanum R18`); Swords gets 1 + 2 = 3.

# %%
rig, s = deal({0: ["Devil", "1S", "2C", "3C", "8W", "Lovers"],
               1: ["Stars", "5C", "6C", "7C", "9C"], 2: ["Strength", "7P", "8P", "9P", "10P"],
               3: ["Moon", "2P", "3P", "4P", "5P"]})
play(s, "hide 2C", "hide 5C", "hide 7P", "hide 2P", rig=rig)
start = s.position
show(play(s, "play Devil", "play 1S: JS -> 1", rig=rig))
print(s.state.check("play Lovers"))
s.name_line("the Devil")
print()
rig.wish(0, "Lovers")  # the main line drew the wished Lovers: wish it again for this line
show(branch(s, start, "play 1S: JS -> 1", "play Lovers", name="the Lovers", rig=rig))

# %%
display(s.compare("the Devil", "the Lovers"))
s.switch("the Devil")
expect("the Devil: VP", s.state.vp, [2, 0, 0, 0])
expect("the Devil: Swords", prestige(s)["Swords"], 6)
s.switch("the Lovers")
expect("the Lovers: VP", s.state.vp, [3, 2, 2, 2])
expect("the Lovers: Swords", prestige(s)["Swords"], 3)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 3. The Devil doubles only what comes after it (`arcanum R14`)
#
# *"During your current turn"*, says the card; `arcanum R14` makes it exact: every VP and
# prestige change **after it is played**, including step a of a Minor played after it.
# Card effects (draw, discard, hide) are not doubled. So the order of the turn's two plays
# matters.
#
# Position (turn 1): seat 0 holds the Devil and the 5 of Pentacles. The Knave of
# Pentacles goes to the Market (Pentacles, Chalices: 1 match), which gives 2 VP and offers
# an exchange (seat 0 passes). Devil first (main line): Pentacles (1 + 1) × 2 = 4, 2 × 2 =
# 4 VP. Minor first, Devil after ("what if"): Pentacles 1 + 1 = 2, 2 VP: the Devil has
# nothing left to double.

# %%
rig, s = deal({0: ["Devil", "5P", "2C", "3C", "8W"], 1: ["Stars", "5C", "6C", "7C", "9C"],
               2: ["Strength", "7P", "8P", "9P", "10P"], 3: ["Moon", "2P", "3P", "4P", "6P"]})
play(s, "hide 2C", "hide 5C", "hide 7P", "hide 2P", rig=rig)
start = s.position
show(play(s, "play Devil", "play 5P: JP -> 5", "market pass", rig=rig))
s.name_line("Devil first")
print()
show(branch(s, start, "play 5P: JP -> 5", "market pass", "play Devil", name="Devil after",
            rig=rig))

# %%
display(s.compare("Devil first", "Devil after"))
s.switch("Devil first")
expect("Devil first: Pentacles", prestige(s)["Pentacles"], 4)
expect("Devil first: seat 0's VP", s.state.vp[0], 4)
s.switch("Devil after")
expect("Devil after: Pentacles", prestige(s)["Pentacles"], 2)
expect("Devil after: seat 0's VP", s.state.vp[0], 2)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 4. The hidden Fool, House by House (`arcanum R21`, `tarotlab A10`)
#
# A player may hide the Fool as their Major of the turn; at a scoring it counts as one card
# of the suit its owner names, value 0 (`arcanum: 0 - Fool`, `arcanum R9`). **When** does
# the owner name it? The rulebook reveals the Houses one at a time from the top *unless no
# one hid the Fool*, so `arcanum R21` lets the owner decide as each House is revealed,
# after seeing every player's cards of that House: assign the Fool to it (`fool Swords`)
# or keep it (`fool later`); at the last House it must be assigned. Houses tied for a
# position are revealed in board order: Swords, Wands, Pentacles, Chalices (`tarotlab
# A10`). The World's special scoring goes the same way; it pays 8/4 for the 1st House, 6/3
# for the 2nd … and nothing for presence (`arcanum R20`).
#
# Position (turn 1): the mandatory hides are seat 0 the 5 of Swords, seat 1 the King of
# Swords, seat 2 the 6 of Wands, seat 3 the 9 of Chalices. Seat 0 plays the 10 of Swords
# (the Knight of Swords into the Citadel: Swords 1 + 4 = 5) and hides the Fool. Seat 1
# plays the World, hiding nothing more: Swords is 1st, the three others tie for 2nd.
#
# When Swords is revealed seat 0 sees its 5 against seat 1's King. The rules:
#
# * **Fool on Swords** (main line): seat 0 has 2 cards and dominates (8 VP), seat 1
#   influences (4); Wands goes to seat 2 (6), Chalices to seat 3 (6), Pentacles to no one.
# * **Fool kept** ("what if") until Pentacles: seat 1 dominates Swords with the King
#   (14 beats 5: 8 VP), seat 0 influences (4); at Pentacles seat 0's Fool is the only
#   card: 6 more VP. Seat 0 ends with 4 + 6 = 10 instead of 8, and seat 1 with 8 instead
#   of 4. (On Wands the Fool would only tie seat 2's 6 of Wands on count and lose on value:
#   0 against 6.)

# %%
rig, s = deal({0: ["Fool", "5S", "10S", "2C", "8W"], 1: ["World", "KS", "3C", "4C", "6P"],
               2: ["6W", "7P", "8P", "9P", "Hierophant"], 3: ["9C", "2P", "4P", "5P", "Stars"]})
play(s, "hide 5S", "hide KS", "hide 6W", "hide 9C", rig=rig)
show(play(s, "play 10S: NS -> 10", "hide Fool", "end turn", "play World", "hide none",
          rig=rig))
print("seat", s.state.pending[1], "decides:", " | ".join(s.state.legal_actions()))
print(s.state.check("fool Pentacles"))
revealed = s.position

# %%
show(play(s, "fool Swords", rig=rig))
s.name_line("Fool on Swords")
print()
show(branch(s, revealed, "fool later", "fool later", "fool Pentacles", name="Fool kept",
            rig=rig))

# %%
display(s.compare("Fool on Swords", "Fool kept"))
s.switch("Fool on Swords")
expect("Fool on Swords: VP", s.state.vp, [8, 4, 6, 6])
s.switch("Fool kept")
expect("Fool kept: VP", s.state.vp, [10, 8, 6, 6])

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 5. Ties split, rounded down (`arcanum R9`, `arcanum R20`)
#
# Players with as many hidden cards of a House **and** the same sum of values share the VP
# of all the places they occupy together, split evenly and **rounded down** (`arcanum
# R9`): at the World's 2nd House (6/3) two players tied for dominance get (6 + 3) // 2 = 4
# each, 1 VP less between them than the House pays.
#
# Position (turn 1): the mandatory hides are seat 0 the 2 of Wands, seat 1 the Ace (1) of
# Wands, seat 2 the 3 of Swords, seat 3 the 6 of Swords. Seat 0 plays the 10 of Swords
# (Swords 5) and the Hermit: it hides the 4 of Wands, and every other player may hide one
# Minor: seat 1 hides the 5 of Wands (main line) or the 7 of Wands ("what if"). Seat 1
# then plays the 6 of Wands (the Knave of Wands into the Fields: Wands 1 + 2 = 3, 1 VP)
# and the World. Swords is 1st (seat 3 dominates with the 6: 8 VP, seat 2 influences: 4),
# Wands 2nd. Main line: seats 0 and 1 both show two Wands worth 6 (2 + 4, 1 + 5): 4 VP
# each. "What if": seat 1's 1 + 7 = 8 beats 6: seat 1 dominates (6), seat 0 influences (3).

# %%
rig, s = deal({0: ["Hermit", "10S", "2W", "4W", "9P"], 1: ["World", "1W", "5W", "6W", "7W"],
               2: ["Strength", "3S", "7P", "8P", "9C"], 3: ["Stars", "6S", "4P", "5P", "3C"]})
play(s, "hide 2W", "hide 1W", "hide 3S", "hide 6S", rig=rig)
play(s, "play 10S: NS -> 10", "play Hermit", "hide 4W", "hide none", rig=rig)
print("seat", s.state.pending[1], "may hide:", " | ".join(s.state.legal_actions()))
asked = s.position
rest = ["hide none", "hide none", "end turn", "play 6W: JW -> 6", "keep Swords", "keep Wands",
        "keep Pentacles", "keep Chalices", "play World", "hide none"]
scoring = play(s, "hide 5W", *rest, rig=rig)
show(e for e in scoring if e.rule.startswith("arcanum R20") and "Wands" in e.text)
s.name_line("5 of Wands: a tie")
print()
scoring = branch(s, asked, "hide 7W", *rest, name="7 of Wands", rig=rig)
show(e for e in scoring if e.rule.startswith("arcanum R20") and "Wands" in e.text)

# %%
display(s.compare("5 of Wands: a tie", "7 of Wands"))
s.switch("5 of Wands: a tie")
expect("a tie: VP (seat 1 has 1 from the Fields)", s.state.vp, [4, 1 + 4, 4, 8])
s.switch("7 of Wands")
expect("7 of Wands: VP", s.state.vp, [3, 1 + 6, 4, 8])

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 6. The prestige track stops at 21 (`arcanum R4`)
#
# A House never goes above 21: each point that would take it higher moves **every other
# House back one** instead, never below 0 (`arcanum R4`).
#
# Position (turn 1): Swords climbs. Seat 0: the Devil, then the 10 of Swords (the Knight
# into the Citadel: (1 + 4) × 2 = 10). Seat 1: the Emperor (hiding the 6 of Cups, Swords
# +3: 13), then the 4 of Swords (the King into the Throne Room: King and Swords match,
# 1 + 2: 16). Seat 2: Strength (Swords +3: 19), then the 6 of Wands (the Knave of Wands
# into the Fields: Wands 1 + 2 = 3), and at the Fields it raises every House by 1: Swords
# 20, Wands 4, Pentacles 1, Chalices 1. Seat 3 plays the Queen of Swords into the Throne
# Room (main line): step a takes Swords to 21, and its 2 matches go over: Wands moves back
# 2 (to 2), Pentacles and Chalices 1 each (to 0; the second point finds them at 0). What
# if seat 3 had played the 2 of Cups instead (the Knave of Cups into the Artisan District:
# 1 match)? Swords stays at 20 and Chalices goes from 1 to 1 + 1 + 1 = 3.

# %%
rig, s = deal({0: ["Devil", "10S", "9C", "3C", "8W"], 1: ["Emperor", "4S", "5C", "6C", "7C"],
               2: ["Strength", "6W", "7P", "8P", "9P"], 3: ["Stars", "QS", "2P", "4P", "2C"]})
play(s, "hide 3C", "hide 5C", "hide 7P", "hide 2P",
     "play Devil", "play 10S: NS -> 10", "end turn",
     "play Emperor", "hide 6C", "house Swords", "play 4S: KS -> 4", "end turn",
     "play Strength", "house Swords", "play 6W: JW -> 6",
     "raise Swords", "raise Wands", "raise Pentacles", "raise Chalices", "end turn", rig=rig)
print(prestige(s), "| seat 3 holds:", " ".join(catalog.code(c) for c in s.state.hands[3]))
before = s.position
show(play(s, "play QS: QS -> 4", rig=rig)[:4])
s.name_line("Queen of Swords")
print()
show(branch(s, before, "play 2C: JC -> 2", "draw 2 minors", name="2 of Cups", rig=rig)[:4])

# %%
display(s.compare("Queen of Swords", "2 of Cups"))
s.switch("Queen of Swords")
expect("Queen of Swords: prestige", prestige(s),
       {"Swords": 21, "Wands": 2, "Pentacles": 0, "Chalices": 0})
s.switch("2 of Cups")
expect("2 of Cups: prestige", prestige(s),
       {"Swords": 20, "Wands": 4, "Pentacles": 1, "Chalices": 3})

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 7. A Minor that can move no figure (`arcanum R7`, `arcanum R16`)
#
# A numeral Minor moves a figure of its suit into the location with its number, and the
# figure **must move** (`arcanum: Playing a Minor Arcana`, b1). When no figure can (all of
# that suit's figures are already there, off the board or behind the Tower), the card may
# still be played: step a happens (its House +1) and steps b to d are skipped, no
# matches, no location effect (`arcanum R7`). Judgement takes three figures off the board
# until its player's next turn (`arcanum R16`).
#
# Position (turn 1): seat 0 plays Judgement; the others each discard a card (seat 1 the 7
# of Cups, seat 2 the 9 of Pentacles, seat 3 the 5 of Pentacles), and seat 0 takes the
# Knight, Queen and King of Wands off the board; then it plays the 10 of Swords. Seat 1
# holds the 4 and 6 of Wands, and the only Wands figure left, the Knave, stands in
# location 4. The rules: the 4 of Wands (main line) can move no figure: Wands +1, no
# Throne Room draws (seat 1 keeps 2 cards). The 6 of Wands ("what if") moves the Knave
# into the Fields: Wands 1 + 2 = 3 and 1 VP.

# %%
rig, s = deal({0: ["Judgement", "10S", "2C", "3C", "8S"], 1: ["Stars", "4W", "6W", "6C", "7C"],
               2: ["Strength", "9W", "7P", "8P", "9P"], 3: ["Moon", "QS", "2P", "4P", "5P"]})
play(s, "hide 2C", "hide 6C", "hide 7P", "hide 2P", "play Judgement",
     "discard 7C", "discard 9P", "discard 5P", "remove NW", "remove QW", "remove KW",
     "play 10S: NS -> 10", "end turn", rig=rig)
print("seat 1 may:", " | ".join(s.state.legal_actions()))
print(s.state.check("play 4W: JW -> 4"))
stuck = s.position
show(play(s, "play 4W", rig=rig))
s.name_line("4 of Wands")
print()
show(branch(s, stuck, "play 6W: JW -> 6", name="6 of Wands", rig=rig))

# %%
display(s.compare("4 of Wands", "6 of Wands"))
s.switch("4 of Wands")
expect("4 of Wands: Wands", prestige(s)["Wands"], 1)
expect("4 of Wands: seat 1's cards in hand", len(s.state.hands[1]), 2)
s.switch("6 of Wands")
expect("6 of Wands: Wands", prestige(s)["Wands"], 3)
expect("6 of Wands: seat 1's VP", s.state.vp[1], 1)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 8. Death and the mandatory Minor (`arcanum R22`, `tarotlab A14`)
#
# A player who holds a Minor must play one Minor in their turn (`arcanum: B. Playing cards
# phase`). `arcanum R22` makes it exact: a Major whose effect would take the last Minor out
# of their hand before it is played is refused, up front (`tarotlab A14`). Death discards
# at least one Minor (*"discard 1 or 2 Minor Arcana and draw respectively 1 or 2 Major
# Arcana"*), so with a single Minor in hand Death must wait for the Minor.
#
# Position: seat 0 is dealt Death, the 10 of Swords, the 2 of Cups, the 9 of Wands and the
# 5 of Swords; in turn 1 it hides the 2 of Cups and plays the 10 of Swords; the others
# play a filler turn each. In turn 2's draw (seat 0 draws last: the first player pawn
# moved to seat 1) seat 0 draws one Major, the Hierophant, and hides the 5 of Swords:
# one Minor left. The rules: Death is refused until the 9 of Wands is played. After it,
# the engine lets seat 0 play Death with no Minor at all, for nothing: *"seat 0 has no
# Minor Arcana to discard: Death draws nothing"* (the engine's reading; neither the
# rulebook nor the rulings say it). What if seat 0 had drawn 3 Minors in turn 2 (the 2, 3
# and 4 of Swords)? Four Minors after the hide: Death may go first, discarding two and
# drawing two Majors.

# %%
rig, s = deal({0: ["Death", "10S", "2C", "9W", "5S", "Hierophant", "2S", "3S", "4S"],
               1: ["Stars", "6C", "3C", "4C", "5C"], 2: ["Strength", "7P", "6P", "5P", "4P"],
               3: ["Moon", "8P", "9P", "10P", "7W"]})
play(s, "hide 2C", "hide 6C", "hide 7P", "hide 8P", "play 10S: NS -> 10", "end turn", rig=rig)
for _ in range(3):
    quick_turn(s, rig)
for seat in (1, 2, 3):                                     # turn 2: seats 1-3 draw and hide
    play(s, "draw 3 minors", rig=rig)
    while s.state.pending[:2] != ("dh", (seat + 1) % 4):
        play(s, s.state.legal_actions()[0], rig=rig)
draw = s.position
play(s, "draw 1 major", "hide 5S", rig=rig)
for _ in range(3):
    quick_turn(s, rig)
print("seat 0 holds:", " ".join(catalog.code(c) for c in s.state.hands[0]))
print(s.state.check("play Death"))
show(play(s, "play 9W: JW -> 9", "hide none", "play Death", rig=rig))
s.name_line("one Minor")

# %%
branch(s, draw, "draw 3 minors", "hide 5S", name="three Minors", rig=rig)
for _ in range(3):
    quick_turn(s, rig)
print("seat 0 holds:", " ".join(catalog.code(c) for c in s.state.hands[0]))
show(play(s, "play Death", "discard 2S", "discard 3S", rig=rig))

# %%
display(s.compare("one Minor", "three Minors"))
s.switch("one Minor")
expect("one Minor: seat 0's hand", [catalog.code(c) for c in s.state.hands[0]], ["Hierophant"])
s.switch("three Minors")
majors = [c for c in s.state.hands[0] if catalog.is_major(c)]
expect("three Minors: seat 0's Majors after Death", len(majors), 2)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## Where next
#
# * [06_edge_cases_arcana.ipynb](06_edge_cases_arcana.ipynb),
#   [06_edge_cases_mystick.ipynb](06_edge_cases_mystick.ipynb) and
#   [06_edge_cases_arcs.ipynb](06_edge_cases_arcs.ipynb): the other games' edge cases.
# * Every ruling the engine follows: `docs/rulings.md`.
