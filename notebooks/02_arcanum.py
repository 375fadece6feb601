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
# # Arcanum, step by step
#
# Arcanum is a game for 3 to 5 players with a whole tarot deck (22 Major and 56 Minor
# Arcana), a board of ten city locations and sixteen Court figures. The four suits are
# four noble **Houses**; no player owns a House. On your turn you play a Minor Arcana to
# move a Court figure, which raises the **prestige** of its House. All game long you
# also **hide** Minor Arcana under the board: at each House prestige scoring, whoever hid
# the most cards of a suit *dominates* that House and scores the most victory points
# (VP), more for Houses with more prestige.
#
# This notebook teaches the rules in order, each step on a real position from the
# engine. Rules are cited as `arcanum: <section>` (the rulebook), `arcanum R1` …
# `arcanum R20` (the rulings that make the rulebook exact) and `tarotlab A1` … `A11` (the
# project's decisions, `docs/rulings.md`). The engine prints the same ids in every event
# and every refusal.
#
# 1. The components · 2. Turns and scoring · 3. Setup · 4. Turn 1: the deal and the hide ·
# 5. Turn 1: playing cards · 6. Turn 2: the draw and the hand limit · 7. "Why can't I?" ·
# 8. The rulebook's worked examples · 9. The Devil · 10. The Tower · 11. The World ·
# 12. Play against three bots · 13. Greedy against random

# %% [markdown]
# ## Guided lessons
#
# Rather learn by playing? Three guided lessons play a real game with you, step by step:
# each asks for a move, says why another one is not it (with the rule), and has a hint
# and a restart button. Run one in a cell with `Table.for_lesson(Lesson(name))`:
#
# * `"arcanum-basics"`: the Houses and the goal, the board, the hide, and
#   your first Minor Arcana (steps a to d);
# * `"arcanum-turn"`: a full turn: the draw, the hand limit, a Major
#   before the mandatory Minor, a location effect;
# * `"arcanum-scoring"`: House prestige scoring: positions, dominance,
#   influence and presence, ties, the hidden Fool.
#
# To practise one rule until it sticks, `Drill("arcanum")` (from
# `tarotlab.notebook.drill`) asks where a figure may go, what a move scores and who wins
# a House, from real positions, and keeps score. `python -m tarotlab lessons` lists every
# lesson.

# %%
from tarotlab.lessons import Lesson
from tarotlab.notebook.widgets import Table

Table.for_lesson(Lesson("arcanum-basics"))

# %%
from IPython.display import Markdown, display

import tarotlab
from tarotlab.arcanum import catalog
from tarotlab.arcanum.scenario import Rig


def hand_size(state, seat):
    return state.view(None).players[seat].hand_count


def others_hide(rig, state):
    """The seats still to hide a card in turn 1 hide their first Minor (quietly)."""
    while state.view(None).pending == "hide":
        rig.apply(state, state.legal_actions()[0])


# %% [markdown]
# ## 1. The components
#
# **The Houses.** Each suit is a House with a colour (`arcanum: Game components`); the
# four pawns of each colour are that House's Court figures. Cards are written as short
# codes: a rank (`1`–`10`, `J` Knave, `N` Knight, `Q` Queen, `K` King) and the suit's
# letter, so `4S` is the 4 of Swords and `NS` the Knight of Swords. A Court figure on the
# board is named like its card: the pawn `QP` is the Queen of Pentacles.

# %%
rows = ["| House (suit) | letter | colour | its Court figures |", "|---|---|---|---|"]
for house, letter, colour in zip(catalog.SUITS, catalog.SUIT_LETTERS,
                                 catalog.HOUSE_COLOURS, strict=True):
    figures = [catalog.code(f) for f in catalog.COURT_FIGURES
               if catalog.SUITS[catalog.suit_of(f)] == house]
    rows.append(f"| {house} | {letter} | {colour} | {' '.join(figures)} |")
display(Markdown("\n".join(rows)))
for text in ("4S", "10C", "JW", "NS", "QP", "KC"):
    card = catalog.parse_card(text)
    print(f"{text:>4} = {catalog.name(card)}")

# %% [markdown]
# **The Major Arcana** are numbered 0 to XXI (`arcanum R1`) and written by their name
# (`Tower`, `HighPriestess`). Each has an effect when played; the player's aid lists them
# (`arcanum: Major Arcana Effects`). Sections 9–11 play three of them.

# %%
print(", ".join(catalog.name(card) for card in catalog.MAJORS))

# %% [markdown]
# **The board** has ten city locations (`arcanum: The Board`, `arcanum R2`). When a
# Court figure enters a location, its House gains one prestige for every symbol on the
# left side equal to the figure's rank or suit (`arcanum R3`); then the location's effect
# on the right side happens for the player who moved it. Location 10's symbols are the
# rulebook's own (its worked example); the others are tarotlab's board, kept in a data
# file a teacher may edit (`tarotlab/arcanum/data/board.toml`).

# %%
rows = ["| # | location | House symbols (left side) | effect (right side) |",
        "|---|---|---|---|"]
for loc in catalog.LOCATIONS:
    rows.append(f"| {loc.number} | {loc.name} | {', '.join(loc.symbols)} | {loc.text} |")
display(Markdown("\n".join(rows)))

# %% [markdown]
# **Limits.** At setup no location holds more than 2 figures, nor 2 of one colour
# (`arcanum: Setup`); during play a location may hold any number (`arcanum R5`). A hand
# holds at most 7 cards (`arcanum R12`). The prestige track stops at 21: a point that
# would take a House above 21 moves every other House back one instead (`arcanum R4`).

# %%
print("setup: at most", catalog.SETUP_MAX, "figures per location, never two of one colour")
print("hand limit:", catalog.HAND_LIMIT, "cards")
print("prestige track: 0 to", catalog.PRESTIGE_MAX)

# %% [markdown]
# ## 2. Turns and scoring
#
# A game lasts 6 turns (normal) or 9 (long). Every turn has (`arcanum: Game Turns`):
#
# * **A. Draw and hide**: in turn order each player draws 3 Minor Arcana or 1 Major
#   Arcana, discards down to 7 cards, then must hide 1 Minor Arcana (`arcanum R11`). In
#   turn 1 everyone is dealt 4 Minors and 1 Major instead.
# * **B. Playing cards**: in turn order each player is the active player once; they must
#   play 1 Minor Arcana and may play 1 Major Arcana, before or after it.
# * **C. House prestige scoring**, only after turns 3, 6 and 9 (`arcanum R10`).
#
# The first player pawn moves one seat clockwise after every turn.
#
# **The 3-player rule** (`arcanum: Special rule with 3 players`): with 3 players, House
# scoring follows turns 4 and 8 instead, and the game lasts 4 or 8 turns. The engine
# reads the schedule from the data file and checks the `turns` option against it:

# %%
for players, (lengths, every) in sorted(catalog.SCHEDULE.items()):
    print(f"{players} players: {lengths[0]} or {lengths[1]} turns, "
          f"House scoring after every {every} turns")
print("3 players, default length:", tarotlab.new_game("arcanum", players=3, seed=1).turns)
try:
    tarotlab.new_game("arcanum", players=3, turns=6)
except tarotlab.OptionError as err:
    print("OptionError:", err)

# %% [markdown]
# **The scoring area** (`arcanum R8`). At a House scoring the Houses are ranked by
# prestige; tied Houses share the better position and the next House skips positions
# (1, 2, 2, 4). For each House, the player who hid the most cards of its suit
# *dominates* it, the second *influences* it, the third has *presence*; ties in number of
# cards are broken by the sum of the cards' values (Knave 11 … King 14), and players
# still tied split the VP (`arcanum R9`). Then hidden cards are discarded and all
# prestige returns to 0 (`arcanum R10`). The VP:

# %%
rows = ["| House position | dominating | influencing | presence |", "|---|---|---|---|"]
for position, (dom, inf, pres) in enumerate(catalog.FULL_VP, start=1):
    rows.append(f"| {position} | {dom} | {inf} | {pres} |")
display(Markdown("\n".join(rows)))

# %% [markdown]
# At the end the player with the most VP wins; a tie goes to the player with more cards
# in hand, then victory is shared (`arcanum: End of the Game`).
#
# ## 3. Setup
#
# The first player and the place of every figure are chosen at random (`arcanum:
# Setup`). In tarotlab they are decisions of the *chance* seat (`tarotlab.CHANCE`, −1),
# like every card drawn (`tarotlab A1`). A game made with `auto_chance=False` stops at
# each of them. The figures are placed one at a time, and only the locations that keep
# the setup limits (and a way to place the rest) are offered (`tarotlab A2`):

# %%
s = tarotlab.new_game("arcanum", players=4, seed=1, auto_chance=False)
print("to move:", s.to_move, "| legal:", " | ".join(s.legal_actions()))
s.apply("first seat 2")
s.apply("place JS at 1")
print("to move:", s.to_move, "| legal:", " | ".join(s.legal_actions()))
print(s.check("place NS at 1"))

# %% [markdown]
# Location 1 is missing from the Knight of Swords' choices: the Knave of Swords, the same
# colour, is already there. (For a chance decision `check()` only says that the action is
# not one of the choices.)
#
# To prepare a position, `Rig` answers those chance questions from a wish list: the
# first player, where some figures start, and the cards each seat draws, in order
# (Minor and Major wishes are kept apart). Anything not wished for comes from the seed.
# Every other decision is an ordinary legal action, so a rigged position is a real game
# with a record that replays; `rig.play(state, ...)` takes decisions in order, the Rig
# answering the chance that follows, and returns the events they caused. A wish that
# breaks the rules is refused:

# %%
try:
    Rig(figures={"JS": 1, "NS": 1}).start(players=4, seed=1)
except tarotlab.TarotlabError as err:
    print("TarotlabError:", err)

# %% [markdown]
# Our game: four players, seat 0 first, every figure placed by hand (location 10, the
# Citadel, starts empty) and the turn-1 deal chosen so that the turn shows every kind of
# play.

# %%
BOARD = {"JP": 1, "KC": 1, "QS": 2, "NC": 2, "KS": 3, "QW": 3, "JW": 4, "NP": 4,
         "NS": 5, "QC": 5, "KW": 6, "JC": 6, "QP": 7, "JS": 8, "KP": 8, "NW": 9}
rig = Rig(first=0, figures=BOARD, draws={
    0: ["3S", "6P", "2C", "9C", "Hierophant", "7S", "10W", "10P"],
    1: ["4S", "8S", "5W", "10C", "Strength", "6S", "2W",   # + the Throne Room's 2
        "9W", "KC", "3C"],                                 # + turn 2's draw
    2: ["QP", "2P", "7W", "9S", "Lovers", "Devil"],
    3: ["4W", "3W", "5C", "8P", "Tower", "1P", "6C",       # + the Throne Room's 2
        "8W", "QW", "2S"],                                 # + turn 2's draw
})
g = rig.start(players=4, seed=11)
for event in g.events[:6]:
    print(event)
print("...")

# %% [markdown]
# A bare state draws the whole table (run the notebook to see it): the ten locations
# with their symbols and figures, the prestige track, the turn track and every seat.

# %%
g

# %% [markdown]
# ## 4. Turn 1: the deal and the hide
#
# In turn 1 every player is dealt 4 Minor Arcana and 1 Major Arcana (`arcanum: A. Draw
# and hide`, `tarotlab A3`). Then, in turn order, each player **must** hide one Minor
# Arcana from their hand (`arcanum R11`). `view(seat)` is what one seat may see: seat 0
# sees its own hand, and only how many cards the others hold.

# %%
print(g.view(0))

# %% [markdown]
# The choices are seat 0's four Minor Arcana: the Hierophant cannot be hidden (section 7
# asks the engine why).

# %%
print("legal:", " | ".join(g.legal_actions()))
at_first_hide = g.clone()     # kept for section 7

# %% [markdown]
# Each seat hides one card. Hidden cards are secret: the events say that a card was
# hidden, not which, and seat 1's view shows its own hidden card but only the others'
# counts.

# %%
print(rig.play(g, "hide 3S", "hide 8S", "hide 7W", "hide 5C"))
print()
print(g.view(1))

# %% [markdown]
# ## 5. Turn 1: playing cards
#
# The first player is the first active player, then play goes clockwise (`arcanum: B.
# Playing cards phase`). The active player **must** play 1 Minor Arcana and **may** play
# 1 Major Arcana, before or after the Minor, never two of either. Playing a Minor Arcana
# (`arcanum: Playing a Minor Arcana`):
#
# * **a.** its House gains 1 prestige;
# * **b1.** a numeral card (1–10) moves a Court figure *of its suit* into the location
#   *with its number*; the figure must move, so one already there cannot be chosen;
# * **b2.** a Court card moves *its own figure* into any other location;
# * **c.** the moved figure's House gains 1 prestige per matching symbol (`arcanum R3`);
# * **d.** the location's effect happens for the active player;
# * **e.** the card is discarded.
#
# ### Seat 0: a numeral Minor, with matches
#
# Seat 0 holds the 9 of Chalices. Its legal plays name the figure to move: any of the
# four Chalices figures, into location 9, the Ballroom.

# %%
print(" | ".join(a for a in g.legal_actions() if a.startswith("play 9C")))

# %% [markdown]
# The Ballroom's symbols are Queen, King, Chalices. The Queen of Chalices matches two of
# them (Queen and Chalices), so Chalices gains 1 (step a) + 2 (matches) = 3 prestige.
# The Ballroom's effect lets seat 0 hide one more Minor Arcana, or none:

# %%
print(rig.play(g, "play 9C: QC -> 9"))
print("legal:", " | ".join(g.legal_actions()))

# %%
print(rig.play(g, "hide 2C"))
print("legal:", " | ".join(g.legal_actions()))

# %% [markdown]
# The Minor is played, so seat 0 may now play its Major or end the turn. It keeps the
# Hierophant for later.
#
# ### Seat 1: a Major Arcana before the Minor
#
# Seat 1 plays VIII Strength first: 2 VP and 3 prestige for a House of its choice
# (`arcanum: Major Arcana Effects`). Choosing the House is a decision of its own.

# %%
print(rig.play(g, "end turn", "play Strength"))
print("legal:", " | ".join(g.legal_actions()))

# %% [markdown]
# Seat 1 raises Swords, then plays its mandatory Minor, the 4 of Swords: the King of
# Swords goes to location 4, the Throne Room (King, Queen, Swords: 2 matches), and the
# Throne Room gives seat 1 two Minor Arcana. With the Major already played, the only
# thing left is to end the turn.

# %%
print(rig.play(g, "house Swords", "play 4S: KS -> 4"))
print("legal:", " | ".join(g.legal_actions()))

# %% [markdown]
# ### Seat 2: a Court Minor
#
# This is the rulebook's own example: *"player D plays the Queen of Pentacles. He moves
# the Court Figure representing the Queen of Pentacles into any location he wishes (but
# he must move it from its current location)."* The yellow Queen stands in location 7,
# so she may go to any of the nine others:

# %%
print(rig.play(g, "end turn"))
print(" | ".join(a for a in g.legal_actions() if a.startswith("play QP")))

# %% [markdown]
# Seat 2 sends her to location 5, the Market (Pentacles, Chalices: 1 match). The Market
# gives 2 VP (`arcanum: 5. Market`), then offers an exchange: discard 1 Major to draw 1
# Major, or 1 Minor to draw 2 Minors. Seat 2 passes.

# %%
print(rig.play(g, "play QP: QP -> 5"))
print("legal:", " | ".join(g.legal_actions()))
rig.play(g, "market pass", "end turn")

# %% [markdown]
# ### Seat 3
#
# Seat 3 plays the 4 of Wands: the King of Wands joins the King of Swords in the Throne
# Room (a location may hold any number of figures during play, `arcanum R5`), for 1
# match, and seat 3 draws two Minor Arcana. It keeps the Tower, and ends the turn.

# %%
rig.play(g, "play 4W: KW -> 4", "end turn")

# %% [markdown]
# Turn 1 is over. There is no House scoring after turn 1; the first player pawn moved to
# seat 1 and turn 2 began. Where the figures stand, and the prestige they earned:

# %%
print(g.view(None))

# %%
g

# %% [markdown]
# ## 6. Turn 2: the draw and the hand limit
#
# From turn 2 on, each player in turn order chooses to draw **3 Minor Arcana or 1 Major
# Arcana**, then discards down to 7 cards if needed, then hides 1 Minor Arcana, before the
# next player draws (`arcanum R11`, `tarotlab A3`). Seat 1 draws 3 Minors, seat 2 a
# Major:

# %%
print("legal:", " | ".join(g.legal_actions()))
rig.play(g, "draw 3 minors", "hide 6S", "draw 1 major")

# %% [markdown]
# Seat 2 drew the Devil. Draws are secret too, so we look at seat 2's own view; it hides
# the 2 of Pentacles.
#
# **The hand limit** (`arcanum: Hand limitation`, `arcanum R12`): a player with more
# than 7 cards must discard the extra cards at once, choosing which; in this phase that
# happens before hiding. Seat 3 has 5 − 1 − 1 + 2 = 5 cards (dealt 5, hid 1, played 1,
# drew 2 in the Throne Room) and draws 3 Minor Arcana:

# %%
print("seat 2's hand:", " ".join(catalog.code(c) for c in g.view(2).players[2].hand))
print(rig.play(g, "hide 2P"))
print("seat 3 holds", hand_size(g, 3), "cards")
print(rig.play(g, "draw 3 minors"))
print("seat 3 holds", hand_size(g, 3), "cards; to move:", g.to_move)
print("legal:", " | ".join(g.legal_actions()))
print(g.check("hide 8W"))

# %% [markdown]
# 8 cards: seat 3 must discard first (it may even discard the Tower), and hiding waits.
# It discards the 1 of Pentacles, hides the 8 of Wands and keeps 8 − 1 − 1 = 6 cards,
# exactly the rulebook's example (*"Player A has 5 cards … draw 3 Minor Arcana … discard
# one card … hide 1 Minor Arcana … left with 6 cards"*). Then seat 0 draws and hides.

# %%
print(rig.play(g, "discard 1P"))
print("seat 3 holds", hand_size(g, 3), "cards")
print(rig.play(g, "hide 8W"))
print("seat 3 holds", hand_size(g, 3), "cards")
rig.play(g, "draw 3 minors", "hide 10P")
print()
print(g.view(1))

# %% [markdown]
# ## 7. "Why can't I?"
#
# Seat 1 is the active player of turn 2. `check()` answers any action without playing
# it: legal, or the rule that forbids it and why. It never raises.
#
# **A figure already in the location.** The 9 of Wands moves a Wands figure into location
# 9, and the Knight of Wands is already there:

# %%
print(g.check("play 9W: NW -> 9"))
print(g.check("play 9W: NS -> 9"))        # not a Wands figure
print(g.check("play KC: QC -> 3"))        # a Court card moves its own figure

# %% [markdown]
# `candidates()` lists every play one might try with its verdict (the Table shows the
# illegal ones as greyed buttons, the reason as their tooltip):

# %%
for action, verdict in g.candidates():
    if action.startswith("play 9W"):
        print(f"{action:<18} {verdict}")

# %% [markdown]
# **Ending the turn while holding a Minor Arcana**: the Minor is mandatory.

# %%
print(g.check("end turn"))

# %% [markdown]
# Seat 1 plays the 3 of Chalices: the Knight of Chalices goes to location 3, the Harbour
# (Chalices, Knight: 2 matches). The Harbour gives seat 1 one Minor Arcana; then each
# other player, clockwise from seat 1's left, chooses whether to draw one too
# (`arcanum R17`); then seat 1 draws as many as they drew. Seat 2 draws, seats 3 and 0
# pass.

# %%
print(rig.play(g, "play 3C: NC -> 3"))
print("seat", g.to_move, "chooses:", " | ".join(g.legal_actions()))
rig.play(g, "harbour draw", "harbour pass", "harbour pass")

# %% [markdown]
# **A second Minor Arcana** in the same turn is never allowed:

# %%
print(g.check("play 5W: QW -> 5"))
print("legal:", " | ".join(g.legal_actions()))

# %% [markdown]
# **Hiding a Major Arcana other than the Fool**, back at seat 0's first hide in turn 1
# (the copy kept in section 4). Only Minor Arcana are hidden; the Fool is the one Major
# that may be, and only by playing it as your Major Arcana of the turn (`arcanum: 0 -
# Fool`):

# %%
print(at_first_hide.check("hide Hierophant"))
print(at_first_hide.check("hide 3S"))

# %% [markdown]
# `apply()` of an illegal action raises `IllegalAction` with the same rule and reason and
# changes nothing:

# %%
try:
    g.apply("play 5W: QW -> 5")
except tarotlab.IllegalAction as err:
    print("IllegalAction:", err)

# %% [markdown]
# The rest of turn 2. Seat 2's 9 of Swords moves the Knave of Swords into the Ballroom (no
# match) and seat 2 hides nothing there. Seat 3 plays its Queen of Wands into the Citadel
# (1 match, Wands), a location with no effect. Seat 0's 7 of Swords takes the King of
# Swords to location 7, the Treasure Vault (Pentacles, King: 1 match), whose effect draws
# a Minor Arcana and hides it at once.

# %%
rig.play(g, "end turn", "play 9S: JS -> 9", "hide none", "end turn",
         "play QW: QW -> 10", "end turn", "play 7S: KS -> 7", "end turn")

# %% [markdown]
# ## 8. The rulebook's worked examples
#
# ### The Knight of Swords and the Knave of Wands in location 10
#
# The rulebook: *"Player B just moved the Knight of Swords into location number 10. The
# location shows two knight figures, one Wand and two Swords. The prestige of the Swords
# House will raise by 4 points"*, and *"Player B just moved the Knave of Wands into
# location number 10. The prestige of the Wands House is raised by 1 point"*. The matches
# come from the board data (`arcanum R2`, `arcanum R3`):

# %%
citadel = catalog.LOCATIONS[10 - 1]
print(citadel.name, citadel.symbols)
for figure in ("NS", "JW"):
    print(figure, "matches", citadel.matches(catalog.parse_card(figure)))

# %% [markdown]
# As a live position: seat 0 is dealt the Knight of Swords, seat 1 the Knave of Wands,
# and each plays it into the empty Citadel. Each House also gains the 1 prestige of step
# a for the card played: Swords ends at 1 + 4 = 5, Wands at 1 + 1 = 2.

# %%
ex_rig = Rig(first=0, figures=BOARD, draws={0: ["NS", "2C", "5P", "8W"], 1: ["JW", "3C"]})
ex = ex_rig.start(players=4, seed=2)
ex_rig.play(ex, "hide 2C", "hide 3C")
others_hide(ex_rig, ex)
ex_rig.play(ex, "play NS: NS -> 10", "end turn", "play JW: JW -> 10")

# %% [markdown]
# ### The hand limit: 5 cards, draw 3, discard 1, hide 1, left with 6
#
# The rulebook tells it at the start of turn 3. Back in our game, seat 3 ended turn 2
# with 5 cards again (the Queen of Wands was its only play, into a location with no
# effect). Turn 3's first player is seat 2:

# %%
rig.play(g, "draw 3 minors", "hide JC")
print(f"turn {g.turn}, seat 3 holds {hand_size(g, 3)} cards; legal:",
      " | ".join(g.legal_actions()))
print(rig.play(g, "draw 3 minors"))
print("seat 3 holds", hand_size(g, 3), "cards")
print(rig.play(g, "discard 6C"))
print(rig.play(g, "hide 2S"))
print("seat 3 holds", hand_size(g, 3), "cards")

# %% [markdown]
# ### Luca, Piero and Mario: a House prestige scoring
#
# The rulebook's scoring example: Luca, Piero and Mario reach the first House scoring
# with Swords at 10 prestige, Pentacles and Wands at 8, Chalices at 3, and these hidden
# cards: Luca a Sword, the 10 of Pentacles, the 8 of Wands and two Chalices (5 cards);
# Piero two Swords, the Queen of Pentacles and the 7 of Wands (4 cards); Mario the 2 and
# 4 of Pentacles and the King of Wands (3 cards). Luca and Piero score 25 VP each, Mario
# 24.
#
# The example says it is *"the end of turn 3"*, but with 3 players the scoring follows
# turn 4 (`arcanum: Special rule with 3 players`), so our game has 4 turns, one more
# mandatory hide each. That fits Luca (4 mandatory hides and one extra, in the Ballroom)
# and Piero (4 mandatory hides). Mario hides only 3: in turn 3 he holds no Minor Arcana
# when it is time to hide, because he drew a Major in turns 2 and 3. Hiding is mandatory
# only for a player who holds a Minor (`arcanum R11`); with no Minor at the start of his
# playing turn he draws one and plays it (`arcanum: B. Playing cards phase`).
#
# Everything else is real play: Luca is seat 0, Piero seat 1, Mario seat 2; the Rig
# deals the cards; twelve Minor Arcana moves (one per player per turn) build the prestige
# from 0. No one visits a location that gives VP, so the VP at the end are exactly the
# VP of the scoring.

# %%
NAMES = ("Luca", "Piero", "Mario")
lpm_rig = Rig(first=0, figures={
    "QS": 1, "KP": 1, "KC": 2, "QW": 2, "JS": 3, "NW": 3, "NP": 4, "QC": 4,
    "KS": 5, "JW": 5, "NS": 6, "JC": 6, "QP": 7, "NC": 7, "KW": 8, "JP": 8,
}, draws={
    0: ["6S", "9P", "9C", "10P", "Magician",        # Luca's deal
        "4S", "8W", "2C", "5C", "4W"],              # turn 2: draw 3, Throne Room 2
    1: ["3S", "2S", "5S", "QP", "Hierophant",       # Piero's deal
        "7W", "2W", "JP", "4C"],                    # two visits to the Artisan District
    2: ["2P", "4P", "10S", "10W", "Hanged Man",     # Mario's deal
        "10C",                                      # turn 3: no Minor in hand, draws one
        "KW", "NP"],                                # turn 4: draw 3
})
lpm = lpm_rig.start(players=3, seed=5)


def standing(state):
    view = state.view(tarotlab.ALL)
    print(f"after turn {view.turn if view.phase == 'over' else view.turn - 1}: prestige",
          ", ".join(f"{h} {p}" for h, p in zip(catalog.SUITS, view.prestige, strict=True)))
    for name, p in zip(NAMES, view.players, strict=True):
        print(f"   {name:<5} {p.vp:>2} VP, {p.hand_count} cards in hand, hidden:",
              " ".join(catalog.code(c) for c in p.hidden) or "-")


lpm_rig.play(
    lpm,
    "hide 6S", "hide 3S", "hide 2P",                              # turn 1
    "play 9P: QP -> 9", "hide 9C", "end turn",                    # Luca: Ballroom
    "play 2S: JS -> 2", "draw 2 minors", "end turn",              # Piero: Artisan
    "play 10S: NS -> 10", "end turn")                             # Mario: Citadel
standing(lpm)

# %% [markdown]
# Turn 1: Luca's 9 of Pentacles took the Queen of Pentacles to the Ballroom (Queen: 1
# match, so Pentacles +2), where Luca hid a second card, the 9 of Chalices. Piero's 2 of
# Swords took the Knave of Swords to the Artisan District (Knave: Swords +2); Mario's 10
# of Swords, the Knight of Swords to the Citadel (Swords +5). Turns 2 and 3:

# %%
lpm_rig.play(
    lpm,
    "draw 1 major", "hide 5S", "draw 1 major", "hide 4P", "draw 3 minors", "hide 10P",
    "play 2W: JW -> 2", "draw 2 minors", "end turn",              # Piero
    "play 10W: NW -> 10", "end turn",                             # Mario
    "play 4S: KS -> 4", "end turn")                               # Luca: Throne Room
standing(lpm)
turn_3 = lpm_rig.play(
    lpm,
    "draw 1 major", "draw 1 major", "hide 8W", "draw 1 major", "hide QP",
    "play 10C: JC -> 10", "end turn",                             # Mario
    "play 4W: KW -> 4", "end turn",                               # Luca
    "play JP: JP -> 2", "draw 1 major", "end turn")               # Piero
for event in turn_3:
    if event.seat == 2:                                            # Mario in turn 3
        print(event)
standing(lpm)

# %% [markdown]
# In turn 3 Mario had no Minor Arcana to hide, and drew one to play at the start of his
# playing turn. Turn 4, the last before the scoring: everyone hides the last card of
# the example, and the last three Minor Arcana bring Chalices to 3 and Pentacles to 8.

# %%
lpm_rig.play(
    lpm,
    "draw 1 major", "hide 5C", "draw 1 major", "hide 7W", "draw 3 minors", "hide KW",
    "play 2C: NC -> 2", "draw 1 major", "end turn",               # Luca
    "play 4C: JC -> 4", "end turn")                               # Piero
print(lpm.view(tarotlab.ALL))

# %% [markdown]
# Mario's last play, the Knight of Pentacles into the Citadel (2 Knight symbols: +1 +2),
# ends turn 4, and the House prestige scoring follows at once. Swords is 1st (16/8/4 VP),
# Wands and Pentacles tie for 2nd (12/6/3 each), Chalices is 4th (8/4/2):

# %%
for event in lpm_rig.play(lpm, "play NP: NP -> 10", "end turn"):
    if event.rule in ("arcanum R3", "arcanum R8, R9", "arcanum R10"):
        print(event)

# %% [markdown]
# As in the rulebook (`arcanum R8`, `arcanum R9`): Piero dominates Swords (16), Luca
# influences it (8) and Mario, with no Sword, gets nothing. Pentacles (`arcanum R9`): Mario
# dominates with 2 cards (12); Piero's Queen (13) beats Luca's 10 for influence (6 against
# 3). Wands (`arcanum R9`): one card each, so the values decide: Mario's King (14) 12 VP,
# Luca's 8 6 VP, Piero's 7 3 VP. Chalices (`arcanum R10`): Luca alone, 8 VP, and both his
# Chalices are revealed and discarded. **Luca 8 + 3 + 6 + 8 = 25, Piero 16 + 6 + 3 = 25,
# Mario 12 + 12 = 24.**
#
# A 3-player normal game lasts 4 turns, so this scoring also ends the game. Luca and
# Piero tie on VP; Piero holds more cards, so Piero wins (`arcanum: End of the Game`).
# The position is a real game: its record replays to the same state.

# %%
standing(lpm)
print(lpm.outcome)
print("replays exactly:", tarotlab.replay(lpm.record().to_json()) == lpm)

# %% [markdown]
# ## 9. The Devil (`arcanum R14`)
#
# *"During your current turn, any gain or loss of VP and prestige points are doubled.
# Effects related to cards (draw, discard, hide) are not doubled."* The doubling covers
# everything after the Devil is played in that turn, including step a of a Minor played
# after it. Seat 0 is dealt the Devil and the 5 of Pentacles; first the 5 of Pentacles
# alone, on a copy of the position: the Knave of Pentacles enters the Market (1 match)
# and the Market pays 2 VP (`arcanum: 5. Market`).

# %%
devil_rig = Rig(first=0, figures=BOARD, draws={0: ["Devil", "5P", "3S", "6C", "8W"]})
d = devil_rig.start(players=4, seed=3)
devil_rig.play(d, "hide 3S")
others_hide(devil_rig, d)
without = d.clone()
devil_rig.play(without, "play 5P: JP -> 5", "market pass")

# %% [markdown]
# The same play after the Devil: every prestige and VP change is doubled, but the
# Market's exchange still draws 2 cards, not 2 × 2 = 4.

# %%
print(devil_rig.play(d, "play Devil", "play 5P: JP -> 5", "market swap 6C"))
print()
print(d.view(0))

# %% [markdown]
# The doubling lasts until the end of the active player's turn (the view says
# *Devil active*); it is over for the next player.
#
# ## 10. The Tower (`arcanum R15`)
#
# *"You gain 2 VP. Don't discard the Tower card, but place it on the board … All
# locations physically touched by this card are untouchable until the beginning of your
# next turn."* In tarotlab the Tower covers two locations with consecutive numbers.
# Seat 0 plays its Minor, the 6 of Chalices (the King of Chalices into the Fields, which
# give 1 VP and let the player raise or lower each House by 1), then the Tower on
# locations 9 and 10:

# %%
tower_rig = Rig(first=0, figures=BOARD, draws={0: ["Tower", "6C", "2P", "8W", "5S"],
                                               1: ["10S", "3W", "4C", "7P", "Stars"]})
t = tower_rig.start(players=4, seed=1)
tower_rig.play(t, "hide 5S", "hide 4C")
others_hide(tower_rig, t)
print(tower_rig.play(t, "play 6C: KC -> 6", "keep Swords", "keep Wands", "raise Pentacles",
                     "keep Chalices", "play Tower"))
print("legal:", " | ".join(t.legal_actions()))

# %%
print(tower_rig.play(t, "tower 9-10", "end turn"))
print()
print(t.view(1))

# %% [markdown]
# Seat 1 holds the 10 of Swords and the 3 of Wands. No figure may enter a covered
# location, and none may leave one: the Knight of Wands is stuck in the Ballroom (and the
# Queen of Wands is already in location 3).

# %%
print(t.check("play 10S: NS -> 10"))
print(t.check("play 3W: NW -> 3"))
print(" | ".join(a for a in t.legal_actions() if a.startswith(("play 10S", "play 3W"))))

# %% [markdown]
# Since no Swords figure can move into location 10, the 10 of Swords may still be played
# for step a alone (`arcanum R7`): Swords gains 1 prestige and nothing moves. A player
# holding a Minor must still play one.

# %%
tower_rig.play(t, "play 10S")

# %% [markdown]
# The Tower stays on the board until the beginning of seat 0's next playing turn, then it
# is discarded. The greedy bot plays every seat until then (it sees only the view of the
# seat it plays); the Rig draws the cards from the seed:

# %%
from tarotlab.bots import bot_decision, make_bot
from tarotlab.core.rng import Rng

greedy, bot_rng = make_bot("greedy", "arcanum"), Rng(0)
start = len(t.events)
tower_rig.play(t, "end turn")
while not (t.turn == 2 and t.to_move == 0 and t.view(None).pending == "main"):
    tower_rig.play(t, bot_decision(t, greedy, bot_rng))
for event in t.events[start:]:
    if event.rule == "arcanum R15" or event.text.endswith("is the active player"):
        print(event)
print("Tower on the board:", t.view(None).tower)

# %% [markdown]
# ## 11. The World (`arcanum R20`)
#
# *"You can hide 1 Minor Arcana. Then, a special House prestige scoring phase takes
# place."* It uses the Houses' current positions but pays less: dominating pays what
# influencing pays in a normal scoring, influencing what presence pays, and presence
# nothing. Prestige is not reset and the hidden cards go back under the board.

# %%
rows = ["| House position | dominating | influencing | presence |", "|---|---|---|---|"]
for position, (dom, inf, pres) in enumerate(catalog.WORLD_VP, start=1):
    rows.append(f"| {position} | {dom} | {inf} | {pres} |")
display(Markdown("\n".join(rows)))

# %% [markdown]
# Turn 1: seat 0 hid the 5 of Swords, seat 1 the King of Swords, seat 2 the 3 of Wands,
# seat 3 the 9 of Swords. Seat 0 first plays the 10 of Swords (the Knight of Swords into
# the Citadel: Swords 5, 1st; the other Houses tie for 2nd at 0), then the World, hiding
# the 7 of Swords:

# %%
world_rig = Rig(first=0, figures=BOARD, draws={0: ["World", "5S", "7S", "10S", "6C"],
                                               1: ["KS"], 2: ["3W"], 3: ["9S"]})
w = world_rig.start(players=4, seed=1)
world_rig.play(w, "hide 5S", "hide KS", "hide 3W", "hide 9S")
world_rig.play(w, "play 10S: NS -> 10", "play World", "hide 7S")

# %% [markdown]
# Swords (`arcanum R20`): seat 0 dominates with 2 cards (8 VP) and seat 1 influences with
# the King (4 VP); seat 3's 9 of Swords is presence, which pays nothing here. Wands is 2nd: seat 2
# dominates it alone (6 VP). Afterwards the prestige is unchanged and every hidden card
# is still hidden:

# %%
print(w.view(0))

# %% [markdown]
# ## 12. Play against three greedy bots
#
# You are seat 0; the greedy bot plays seats 1–3 (it moves figures of the Houses it has
# hidden cards in). Click an action button to play it; greyed buttons are illegal (hover
# for the rule); type any action into the box and press **why / why not?**; **undo**,
# **redo** and the **position** slider go back in time; the **seat** pickers switch a
# seat between a person and a bot; **view as** changes whose view is drawn. Bots whose
# turn comes first have already played. (Run the notebook to get live widgets.)

# %%
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import Table

table = Table(Session("arcanum", players=4, seed=5,
                      bots={1: "greedy", 2: "greedy", 3: "greedy"}))
table

# %% [markdown]
# ### The same Table, driven from code
#
# `table.choose(action)` plays exactly as a click does and returns the verdict; then
# the bots play until it is seat 0's turn again. A second Table with the same seed, so
# the one above stays yours:

# %%
demo = Table(Session("arcanum", players=4, seed=5,
                     bots={1: "greedy", 2: "greedy", 3: "greedy"}))


def show(table, since=None):
    """Print the status line, the text view and the events from index ``since``."""
    print(table.session.status())
    print(table.session.view())
    for event in table.session.events[since:] if since is not None else ():
        print("   ", event)


show(demo)
print("legal:", " | ".join(demo.session.state.legal_actions()))

# %% [markdown]
# Seat 0 is the first player and hides first; the bots hide after it, and seat 0 is the
# first active player:

# %%
seen = len(demo.session.events)
print(demo.choose("hide 1C"))
show(demo, seen)

# %% [markdown]
# The 8 of Chalices takes the Queen of Chalices to the Cathedral (Chalices, Queen: 2
# matches, so Chalices +3). The Cathedral offers a choice: hide 1 Minor Arcana or draw 2.

# %%
seen = len(demo.session.events)
print(demo.choose("play 8C: QC -> 8"))
show(demo, seen)
print("legal:", " | ".join(demo.session.state.legal_actions()))

# %% [markdown]
# Seat 0 hides the 4 of Chalices. A second Minor is refused with its rule, and nothing
# changes:

# %%
print(demo.choose("hide 4C"))
print(demo.choose("play 3W: QW -> 3"))
print(demo.session.status())

# %% [markdown]
# Seat 0 keeps the World and ends its turn. The bots play: seat 1 plays IX Hermit, which
# lets it hide two Minor Arcana and every other player one, asked clockwise from its left
# (`arcanum: IX Hermit`, `arcanum R17`). Seats 2 and 3 have answered; now seat 0 is
# asked:

# %%
seen = len(demo.session.events)
print(demo.choose("end turn"))
show(demo, seen)
print("legal:", " | ".join(demo.session.state.legal_actions()))

# %% [markdown]
# Seat 0 hides its 3 of Wands. The bots finish turn 1 and start turn 2, until seat 0 must
# decide again:

# %%
seen = len(demo.session.events)
print(demo.choose("hide 3W"))
show(demo, seen)
print("legal:", " | ".join(demo.session.state.legal_actions()))

# %%
demo  # the driven Table itself (live when you run the notebook)

# %% [markdown]
# ## 13. Greedy against random
#
# `tarotlab.lab.series.simulate` plays many games between bots; the seats rotate from game to game
# so that seat order does not favour a bot. One greedy bot against three random ones, in
# four-player games:

# %%
from tarotlab.lab.series import simulate

GAMES = 40
result = simulate("arcanum", games=GAMES, seed=200, players=4,
                  bots=("greedy", "random", "random", "random"))
print(result.summary())

# %% [markdown]
# In the summary, *random wins* counts the games won by any of the three random seats. Per
# seat, a fair share would be 100% / 4 = 25% (shared victories count for each winner):

# %%
greedy_rate = 100 * result.bot_wins["greedy"] / GAMES
random_rate = 100 * result.bot_wins["random"] / (3 * GAMES)
print(f"greedy seat: {greedy_rate:.1f}% of its games won")
print(f"each random seat: {random_rate:.1f}% of its games won")

# %%
from tarotlab.browser import can_use

if can_use("matplotlib", "this chart"):
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 3.2))
    ax.bar(["greedy (1 seat)", "random (each of 3 seats)"], [greedy_rate, random_rate],
           color=["#2f62b5", "#aaaaaa"])
    ax.axhline(25, linestyle="--", color="black", linewidth=1, label="fair share (25%)")
    ax.set_ylabel("% of games won")
    ax.set_ylim(0, 100)
    ax.set_title(f"Arcanum, {GAMES} four-player games")
    ax.legend()
    fig.tight_layout()
    plt.show()


# %%
from tarotlab.notebook.whatif import say

say("The greedy bot only looks one decision ahead, with a rough idea of what its hidden "
    f"cards are worth; its seat wins {greedy_rate:.0f}% of its games, each random seat "
    f"{random_rate:.0f}%, against a fair share of 25%.")

# %% [markdown]
# ## Where next
#
# * Bigger simulations from the command line:
#   `python -m tarotlab simulate arcanum --games 1000 --bots greedy,random,random,random`.
# * Every ruling the engine follows: `docs/rulings.md`.
# * [00_welcome.ipynb](00_welcome.ipynb) has the protocol in a few cells;
#   [01_arcana.ipynb](01_arcana.ipynb) teaches Arcana.
