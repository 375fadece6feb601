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
# # Mystick Domination, step by step
#
# Mystick Domination is a card game for 2 to 5 players. Each player brings a deck of 39
# tarot cards: 14 cards of each of two suits and 11 Major Arcana. From their hand they
# put **Pawns** into play; a Pawn **challenges** to take **Power**, either from the pool
# in the middle of the table or from an enemy Pawn, by drawing cards from its owner's deck
# onto the eight spaces of the **Mystick Cross**. Every Power taken scores a victory point
# (VP), and Power still on your Pawns when the round ends scores again. When a round ends
# with the pool empty, the most VP wins; a player whose deck runs out is out of the game.
#
# The rulebook prints no card texts, so tarotlab ships its own 78 cards (`mystick R1`).
# This notebook teaches the rules in order, each step on a real position from the engine.
# Rules are cited as `mystick: <section>` (the rulebook), `mystick R1` … `mystick R15`
# (the rulings that make it exact) and `tarotlab D1` … `D10` (the project's decisions,
# `docs/rulings.md`). The engine prints the same ids in every event and every refusal.
#
# 1. The four suits · 2. The cards · 3. Building a deck · 4. Setup and initiative ·
# 5. Moves, and "why can't I?" · 6. A challenge step by step · 7. The end of a round ·
# 8. The rulebook's Questions and Answers · 9. Play against the greedy bot ·
# 10. Greedy against random · 11. Are the ready-made decks fair to each other?
#
# **Rather learn by playing?** Three guided lessons play a real game with you, step by
# step: each asks for a move, says why another one is not it (with the rule), and has a
# hint and a restart button; `Table.for_lesson(Lesson(name))` runs one in a cell:
# `"mystick-basics"`, the goal, the cards and what a move is; `"mystick-round"`, a whole
# round, from the initiative draw to the bonus points; `"mystick-challenge"`,
# a challenge against a Pawn, the Fate Draw, the end of the game and elimination. To
# practise a rule until it sticks, `Drill("mystick")` (from `tarotlab.notebook.drill`)
# asks "may this Pawn challenge that one?" and "what does this challenge do?" from real
# positions and keeps score.

# %%
from IPython.display import Markdown, display

import tarotlab
from tarotlab.mystick import catalog, decks
from tarotlab.mystick.render import render_text
from tarotlab.mystick.rules import CARDS
from tarotlab.mystick.scenario import Rig


def show(state, seat=None):
    """The text form of what ``seat`` sees (None: a spectator)."""
    print(render_text(state.view(seat)))


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    display(Markdown("\n".join(lines)))


# %% [markdown]
# ## 1. The four suits
#
# Each suit excels at one part of the game (`mystick: Suits`, the rulebook's chart), and
# its Pawns tend to have one **trait** (`mystick: Traits`):
#
# * **Aggression** (Wands): a Pawn with Aggression that challenges another Pawn and gets
#   at least as many successes as the target's influence kills it: the target is discarded.
# * **Presence** (Cups): at the end of a round, Power on a Pawn with Presence scores double.
# * **Immunity** (Swords): when this Pawn is challenged by a Pawn, one success is cancelled.
# * **Resources** (Pentacles): when you use your move to draw, you may draw one more card
#   for each of your Pawns with Resources.
#
# The table is computed from the catalog (`tarotlab/mystick/data/catalog.toml`, `tarotlab
# D1`): how many of the suit's five Pawns have its trait, and which operations of the
# effect vocabulary the suit's cards use, which is how each suit does its job (`mystick R2`).

# %%
CONTROLS = {"Wands": "Power", "Cups": "the Mystick Cross", "Swords": "moves",
            "Pentacles": "cards"}           # the rulebook's chart
rows = []
for suit in catalog.SUITS:
    cards = [c for c in CARDS.values() if c.suit == suit]
    trait = catalog.SUIT_TRAIT[suit]
    pawns = [c for c in cards if c.type == "Pawn"]
    with_trait = sum(1 for c in pawns if trait in c.traits)
    ops = sorted({e.do for c in cards for e in c.effects})
    rows.append((suit, CONTROLS[suit], f"{trait} ({with_trait} of {len(pawns)} Pawns)",
                 ", ".join(ops)))
table(["suit", "controls", "trait", "operations its cards use"], rows)

# %% [markdown]
# A few cards of each suit, one of each type (more in section 2):

# %%
rows = []
for suit in catalog.SUITS:
    for rank in (2, 5, 9, 13):
        card = CARDS[catalog.minor_id(rank, suit)]
        rows.append((card.id, card.name, card.type, card.text))
table(["card", "name", "type", "text"], rows)

# %% [markdown]
# ## 2. The cards
#
# A card's type follows its rank (`mystick: Play`, `mystick R1`): **Environments**
# (Ace–2) stay in play with a lasting effect; **Pawns** (3–7) have an influence and
# traits; **Attachments** (8–10) go onto a Pawn, yours or an opponent's; **Actions**
# (Page–King) take effect and are discarded. A Pawn's influence is its rank's (`mystick
# R2`): it is how many Fate cards the Pawn draws when it challenges, and the most Power
# it can hold. Cards are written as short codes: a rank (`A`, `2`–`10`, `P` Page, `N`
# Knight, `Q` Queen, `K` King) and a suit letter, so `5W` is the 5 of Wands and `NS` the
# Knight of Swords; Majors are `M00` (the Fool) to `M21` (the World). Every Wands card:

# %%
rows = []
for rank in range(1, 15):
    card = CARDS[catalog.minor_id(rank, "Wands")]
    pawn = f"{card.influence} {'/'.join(card.traits)}" if card.type == "Pawn" else ""
    rows.append((card.id, card.name, card.type, pawn, card.text))
table(["card", "name", "type", "influence, traits", "text"], rows)
print("influence by Pawn rank:", catalog.INFLUENCE_BY_RANK)

# %% [markdown]
# **Major Arcana** never stay in a hand: one drawn into a hand is discarded and replaced
# (`mystick: Draw`). They are drawn as **Fate** in a challenge, where each one is a
# success, and then its effect resolves (`mystick R8`):

# %%
rows = [(c.id, c.name, c.text) for c in CARDS.values() if c.is_major]
table(["card", "name", "when drawn as Fate"], rows)

# %% [markdown]
# ## 3. Building a deck
#
# A deck is 14 cards of each of two suits plus 11 Major Arcana, 39 cards (`mystick:
# Deck Construction`, `mystick R3`). Under the **basic** rules a deck has no duplicates
# (two Minors are duplicates if they share suit and rank; two Majors if they share a
# number); under the **advanced** rules a deck may hold up to 3 copies of a card.
# `decks.validate()` checks a list of cards and names the rule a bad deck breaks.
#
# tarotlab ships a ready-made deck for every pair of suits, so a game can start at once:

# %%
for deck in decks.ready_made().values():
    majors = [c for c in deck.cards if c.startswith("M")]
    print(f"{deck.name:<17} {' + '.join(deck.suits):<20} Majors {' '.join(majors)}")

# %% [markdown]
# Build your own: pick two suits and eleven Major Arcana, and the message below the
# buttons checks the deck as you click (run the notebook to get live widgets).

# %%
import html

import ipywidgets as widgets


class DeckBuilder(widgets.VBox):
    """The 14 cards of each suit picked and the Majors picked, checked on each click."""

    def __init__(self):
        layout = widgets.Layout(width="auto")
        self.suits = {s: widgets.ToggleButton(description=s, layout=layout,
                                              value=s in ("Wands", "Cups"))
                      for s in catalog.SUITS}
        self.majors = {n: widgets.ToggleButton(
            description=f"{catalog.major_id(n)} {CARDS[catalog.major_id(n)].name}",
            value=n < 11, layout=layout) for n in range(22)}
        self.format = widgets.ToggleButtons(options=["basic", "advanced"])
        self.message = widgets.HTML()
        for button in [*self.suits.values(), *self.majors.values(), self.format]:
            button.observe(lambda _: self.check(), names="value")
        grid = widgets.GridBox(list(self.majors.values()), layout=widgets.Layout(
            grid_template_columns="repeat(4, 200px)"))
        super().__init__([widgets.HBox(list(self.suits.values())), grid, self.format,
                          self.message])
        self.check()

    def cards(self):
        suits = [s for s, b in self.suits.items() if b.value]
        majors = [n for n, b in self.majors.items() if b.value]
        return ([catalog.minor_id(r, s) for s in suits for r in range(1, 15)]
                + [catalog.major_id(n) for n in majors])

    def check(self):
        try:
            pair = decks.validate(self.cards(), self.format.value)
            self.text = (f"✔ a legal {self.format.value} deck of {len(self.cards())} "
                         f"cards: {pair[0]} and {pair[1]}")
            colour = "#1b5e20"
        except decks.DeckError as err:
            self.text = f"✘ {err}"
            colour = "#b71c1c"
        self.message.value = (f"<b style='color:{colour}'>{html.escape(self.text)}</b>")
        return self.text


builder = DeckBuilder()
builder

# %% [markdown]
# The same builder, clicked from code: each change of a button re-checks the deck at
# once. Adding a third suit makes 3 × 14 + 11 = 53 cards, the first rule it breaks;
# Swords and Pentacles with one Major too few make 2 × 14 + 10 = 38; one more Major makes
# a legal deck:

# %%
print(builder.text)
builder.suits["Swords"].value = True
print(builder.text)
builder.suits["Wands"].value = builder.suits["Cups"].value = False
builder.suits["Pentacles"].value = True
builder.majors[0].value = False
print(builder.text)
builder.majors[21].value = True
print(builder.text)

# %% [markdown]
# Every kind of refusal, straight from `decks.validate()`: the error is a `DeckError`
# whose `rule` names the construction rule broken.

# %%
WANDS = [catalog.minor_id(r, "Wands") for r in range(1, 15)]
CUPS = [catalog.minor_id(r, "Cups") for r in range(1, 15)]
SWORDS = [catalog.minor_id(r, "Swords") for r in range(1, 15)]
MAJORS = [catalog.major_id(n) for n in range(11)]

bad = {
    "an unknown card": WANDS + CUPS + MAJORS[:10] + ["11W"],
    "38 cards": WANDS + CUPS + MAJORS[:10],
    "a third suit": WANDS + CUPS[:13] + SWORDS[:1] + MAJORS,
    "12 Majors": WANDS + CUPS[:13] + MAJORS + ["M11"],
    "13 Wands, 15 Cups": WANDS[:13] + CUPS + ["5C"] + MAJORS,
    "a duplicate": [*WANDS[:13], "5W", *CUPS, *MAJORS],
    "one suit only": WANDS * 2 + MAJORS,
}
for what, cards in bad.items():
    try:
        decks.validate(cards)
    except decks.DeckError as err:
        print(f"{what:<17} {err}")

# %% [markdown]
# The duplicate is refused by the basic rules and allowed by the advanced ones, which
# refuse a fourth copy instead:

# %%
print(decks.validate([*WANDS[:13], "5W", *CUPS, *MAJORS], "advanced"))
four = WANDS[:11] + ["5W"] * 3 + CUPS + MAJORS
try:
    decks.validate(four, "advanced")
except decks.DeckError as err:
    print(err)

# %% [markdown]
# **Tournaments** (`mystick: Tournaments`, `tarotlab D2`): after each game the loser may
# remove exactly 3 cards and add 3 different ones; the changed deck must still follow the
# advanced rules. A `Match` (`tarotlab.mystick.tournament`) keeps the score of a
# best-of-three:

# %%
from tarotlab.mystick.tournament import Match

wildfire = decks.deck_for(("Wands", "Cups"))
match = Match(("Ann", "Bo"), {"Ann": wildfire,
                              "Bo": decks.deck_for(("Swords", "Pentacles"))})
match.record("Bo")
for who, out, add in (("Bo", ["2W", "3W", "4W"], ["5W", "6W", "7W"]),
                      ("Ann", ["2W", "3W"], ["5W", "6W"]),
                      ("Ann", ["2W", "3W", "4W"], ["2W", "5W", "6W"]),
                      ("Ann", ["2W", "3W", "M00"], ["5W", "6W", "7W"]),
                      ("Ann", ["2W", "3W", "4W"], ["5W", "6W", "7W"])):
    try:
        match.swap(who, out, add)
        print(who, "swaps", out, "for", add, "->", len(match.decks[who].cards), "cards")
    except decks.DeckError as err:
        print(err)
match.record("Ann")
match.record("Ann")
print("match winner:", match.winner)

# %% [markdown]
# Bo won the first game, so only Ann may swap; she must swap exactly 3 cards, for 3
# different ones, and keep 11 Majors. The last swap works: 3 Wands out, 3 Wands in, so
# the deck still has 14 Wands (now with copies, allowed by the advanced rules).
#
# ## 4. Setup and initiative
#
# A game needs one deck per player (option `decks`, by name; the default gives seat 0
# Wildfire and seat 1 Iron Archive). The pool starts with Power by the number of players
# (`mystick: Game Setup`, the rulebook's chart):

# %%
for players in range(2, 6):
    print(players, "players: pool", tarotlab.new_game("mystick", players=players).pool)

# %% [markdown]
# Each player shuffles and draws six cards; a Major Arcana drawn is discarded and
# replaced (`mystick R5`). Then everyone turns up the top card of their deck for
# **initiative**: Majors are discarded and redrawn, the highest rank moves first, tied
# players draw again, and the initiative cards go into the hands (`mystick: Drawing for
# Initiative`, `mystick R5`).
#
# In tarotlab decks are unordered piles and every card drawn is a decision of the
# *chance* seat (`tarotlab D5`). A game made with `auto_chance=False` stops at each one,
# and `Rig` answers them from wish lists, by seat and destination (`hand`, `initiative`,
# `cross`, `mill`, `look`); anything not wished for comes from the seed. Every other
# decision is an ordinary legal action, so a rigged position is a real game.
#
# Our game: seat 0 plays Wildfire (Wands and Cups), seat 1 Iron Archive (Swords and
# Pentacles). Both turn up a Knight for initiative, so they draw again:

# %%
rig = Rig(hand={0: ["7W", "5C", "3W", "9W", "PW", "4C"],
                1: ["6S", "4P", "5P", "10S", "NS", "AP"]},
          initiative={0: ["NW", "M12", "QC"], 1: ["NP", "2S"]},
          draws={0: ["2C"]})
g = rig.start(seed=7)
for event in g.events:
    if event.rule != "mystick: Draw":
        print(event)

# %% [markdown]
# The Hanged Man, a Major, was turned up and discarded; seat 0's Queen beat seat 1's 2 and seat 0
# moves first. `view(seat)` is what one seat may see: its own hand, and only how many
# cards the others hold; play areas, Crosses, discard piles, the pool and the scores are
# public. `.` is an open space of a Mystick Cross.

# %%
show(g, 0)

# %% [markdown]
# A bare state draws the whole table (run the notebook to see it): each seat's Pawns,
# Environments, Mystick Cross, deck, discard pile and hand, the pool and the Draw Count.

# %%
g

# %% [markdown]
# ## 5. Moves, and "why can't I?"
#
# Beginning with the initiative winner, players make one move at a time in turn order
# (`mystick: Making Moves`, `mystick R4`). A move is one of:
#
# * **play** a card from the hand (`mystick: Play`): `play 7W`; an Attachment names its
#   Pawn: `play 9W -> 6S#2`. A card in play is named by its code and a number, `7W#1`.
# * **draw** (`mystick: Draw`): take a card; the **Draw Count** goes up by 1, and when it
#   reaches 3 the round ends at once (`mystick R10`). With Pawns that have Resources,
#   `draw +1`, `draw +2` … take extra cards in the same move.
# * **challenge** with a Pawn (`mystick: Challenge`): `challenge 7W#1 -> pool`.
# * **use** a special move of a card in play (`mystick: Using Special Moves`): `use 3W#4`.
#
# Seat 0 plays the Inferno Warlord (7W: influence 3, Aggression), seat 1 the Cloud
# Sentinel (6S: influence 2, Immunity), and seat 0 draws.

# %%
print(rig.play(g, "play 7W", "play 6S", "draw"))
print()
print("seat 1 may:", " | ".join(g.legal_actions()))

# %% [markdown]
# Seat 1's Sentinel challenges the pool. Its Fate Draw is two cards (its influence), both
# Swords, its own suit: two successes, so it takes 2 Power and seat 1 scores 2 VP. The
# Sentinel's text adds "when this Pawn challenges, you may make another move after this
# one": an extra move may be passed (`tarotlab D10`), and seat 1 passes it.

# %%
rig.wish(1, "8S", "KS", to="cross")
rig.play(g, "challenge 6S#2 -> pool", "redraw done", "pass")

# %% [markdown]
# `check()` asks the engine *"may I?"* without changing anything, and a refusal names
# its rule (`mystick R6`: a Pawn may challenge if its influence is above 0 and above its
# Power, its owner's Cross has an open space, and the target holds Power: the pool, or an
# opponent's Pawn of **equal or lower** tarot rank):

# %%
for action in ("challenge 6S#2 -> 7W#1",    # not seat 0's Pawn
               "play 9W",                   # an Attachment needs a Pawn
               "draw +1",                   # no Pawn with Resources
               "play KS"):                  # not in seat 0's hand
    print(f"{action:<24}", g.check(action))

# %% [markdown]
# From seat 1's side, on a copy of the game: the Sentinel is full (2 Power for 2
# influence), and the Warlord holds no Power to take. The engine explains the first
# refusal it meets, in the rulebook's order:

# %%
seat1 = g.clone()                               # a copy: the main game stays as it is
rig.play(seat1, "play 4C")         # seat 0 plays the Tide Reader
print(seat1.check("challenge 6S#2 -> pool"))
rig.play(seat1, "play 4P", "play 3W")
print(seat1.check("challenge 4P#4 -> 7W#1"))

# %% [markdown]
# ## 6. A challenge step by step
#
# Back to the main game: seat 0's Inferno Warlord (influence 3, no Power) challenges seat
# 1's Cloud Sentinel (2 Power, influence 2, Immunity). The steps (`mystick: Challenge`,
# `mystick R8`):
#
# 1. **Declare** the challenger and the target. Effects "when a Pawn challenges / is
#    challenged" happen now; neither Pawn has one here (the Sentinel's gives another move
#    when *it* challenges), so the Draw Count stays at 1.
# 2. **The Fate Draw**: as many cards as the challenger's influence, one at a time from
#    the deck onto the lowest open spaces of the owner's Mystick Cross (`mystick R6`).
#    A card of the challenger's suit, or any Major, is a success.
#
# Here the Fate Draw brings the 6 of Wands (a success), the 3 of Cups (a failure) and The
# Empress (a Major: a success).

# %%
rig.wish(0, "6W", "3C", "M03", "2W", to="cross")
print(rig.play(g, "challenge 7W#1 -> 6S#2"))
print()
show(g, 0)
print("legal:", " | ".join(g.legal_actions()))

# %% [markdown]
# 3. **Redraw** (`mystick R7`): once per Fate Draw, the challenger may discard any of the
#    cards just drawn and draw again into the freed spaces. Seat 0 marks space 2, the
#    failure, then says `redraw done`. A card already marked cannot be marked twice:

# %%
print(rig.play(g, "redraw 2"))
print(g.check("redraw 2"))
print("legal:", " | ".join(g.legal_actions()))

# %% [markdown]
# 4. **Majors resolve** in space order (`mystick R8`): The Empress gives the Warlord +1
#    influence until the end of the round (`tarotlab D3`).
# 5. **Count successes**: 6W, the new 2 of Wands and The Empress make 3; the Sentinel's
#    **Immunity** cancels one: 2.
# 6. **Transfer Power**: one per success, limited by the target's Power (2) and the
#    challenger's spare influence (4 − 0): 2 Power move.
# 7. **Aggression**: the Warlord has it and its 2 successes reach the Sentinel's
#    influence (2), so the Sentinel is discarded after the transfer (its Power is already
#    gone).
# 8. **Score**: 1 VP per Power transferred (`mystick R8`): seat 0 scores 2 VP.

# %%
print(rig.play(g, "redraw done"))
print()
show(g, 0)

# %% [markdown]
# Now the Warlord holds Power, but seat 1's Ledger Clerk (4P) may never challenge it: a
# Pawn may not challenge one of higher tarot rank (`mystick R6`). On a copy:

# %%
rank = g.clone()
rig.play(rank, "play 4P", "play 4C")
print(rank.check("challenge 4P#3 -> 7W#1"))

# %% [markdown]
# The redrawn 3 of Cups went to the discard pile; the Cross keeps the three Fate cards
# until the end of the round, so five spaces are open for seat 0's next challenges. Seat
# 1's Sentinel is on its discard pile. The table now (run the notebook to see it):

# %%
g

# %% [markdown]
# ## 7. The end of a round
#
# Seat 1 draws (Draw Count 1), seat 0 plays the Well Maiden (5C: influence 2, Presence),
# seat 1 draws (2), seat 0's Maiden takes 2 Power from the pool (two Cups), and seat 1
# draws a third time. At 3 the round ends at once (`mystick R10`), and every player
# follows these steps in order (`mystick: End of a Round`, `mystick R11`):
#
# 1. **Bonus points**: 1 VP for each Power on your Pawns, 2 for each on a Pawn with
#    Presence: seat 0 scores 2 (the Warlord) + 2 × 2 (the Maiden) = 6.
# 2. **Check for a winner**: the pool still holds Power, so the game goes on.
# 3. **Remove Power**: Power on Pawns leaves the game; the pool is not refilled.
# 4. **Clear the Mystick Crosses**, 5. **reset the Draw Count**, then draw for initiative.

# %%
rig.wish(0, "7C", "9C", to="cross")
rig.wish(1, "7P", "3P", "4S", to="hand")  # seat 1's three draws
rig.wish(0, "KC", to="initiative")        # round 2's initiative draws
rig.wish(1, "2P", to="initiative")
rig.play(g, "draw", "play 5C", "draw", "challenge 5C#3 -> pool", "redraw done")
show(g, 0)
print()
for event in rig.play(g, "draw"):
    if event.rule.startswith("mystick R1") or "initiative" in event.text:
        print(event)

# %% [markdown]
# The Empress's +1 influence lasted until the end of the round: the Warlord is back to
# 3. Power is conserved (`mystick R9`): what the pool lost is on Pawns or removed from
# the game.

# %%
show(g, 0)
print()
print("pool", g.pool, "+ on Pawns", sum(p.power for p in g._all_pawns()),
      "+ removed", g.removed_power, "=", g.start_pool)

# %% [markdown]
# **The end of the game.** If the pool is empty when a round ends, the game is over after
# the bonus points: most VP wins; a tie goes to the player with more cards left in their
# deck; if that ties too, the game is a draw (`mystick: Tiebreakers`, `mystick R13`).
# Here is the last round of a game between two greedy bots:

# %%
from tarotlab.bots import make_bot
from tarotlab.bots import play as play_bots

seed = 1
while True:
    end = tarotlab.new_game("mystick", seed=seed)
    play_bots(end, [make_bot("greedy", "mystick"), make_bot("greedy", "mystick")], seed=seed)
    if end.outcome.ending == "vp":
        break
    seed += 1
last = max(i for i, e in enumerate(end.events) if "round" in e.text and "ends" in e.text)
print("seed", seed)
for event in end.events[last:]:
    print(event)


# %% [markdown]
# The other way to win is **elimination** (`mystick: Elimination`, `mystick R12`): a
# player whose deck is empty is out at once, their cards leave play and their Power goes
# back to the pool; the last player standing wins. Every card drawn, Fate included,
# brings that closer, which is why the greedy bot (section 10) counts its deck.
#
# ## 8. The rulebook's Questions and Answers
#
# Each question of the rulebook (`mystick: Questions and Answers`), answered by the engine
# on a position. A helper deals the opening hands and initiative and plays some moves:

# %%
def position(hands, moves=(), deck_names="Wildfire,Iron Archive", seed=3, **wishes):
    """Opening hands (and later draws) as given; seat 0 wins the initiative (its King
    against a low card); then ``moves`` are played quietly. ``wishes`` go to the Rig.
    ``deck_names``: two ready-made decks' names, or a list of a name or card list a seat."""
    names = deck_names.split(",") if isinstance(deck_names, str) else deck_names
    cards = decks.ready_made()[names[1]].cards
    low = next(c for c in ("2S", "2P", "2W", "2C") if c in cards and c not in hands[1])
    rig = Rig(hand=hands, initiative={0: ["KW"], 1: [low]}, **wishes)
    state = rig.start(seed=seed, decks=deck_names)
    rig.play(state, *moves)
    return rig, state


# %% [markdown]
# **Q: Can there be two copies of the same Pawn in play at once?** *A: Oh, yes.* Two
# decks that both use Wands (Wildfire and Storm Front) each play a Torchbearer; each copy
# is its own card in play, with its own number:

# %%
rig, q = position({0: ["5W", "3C", "4C", "6C", "7C", "AC"],
                   1: ["5W", "3S", "4S", "6S", "7S", "AS"]},
                  ["play 5W", "play 5W"], deck_names="Wildfire,Storm Front")
show(q)

# %% [markdown]
# **Q: When a card says "you" or "your", is it the person the card belongs to, or all
# the players?** *A: Just the person who played the card.* Spark of Creation (PW) says
# "One of your Pawns takes 1 Power from the pool": seat 0 may choose only its own Pawns,
# never seat 1's Sentinel.

# %%
rig, q = position({0: ["7W", "5C", "PW", "3C", "4C", "AC"],
                   1: ["6S", "4P", "5P", "10S", "NS", "AP"]},
                  ["play 7W", "play 6S", "play 5C", "play 4P", "play PW"])
print(CARDS["PW"].text)
print("legal:", " | ".join(q.legal_actions()))

# %% [markdown]
# **Q: If I look at the last cards of a deck, is that player eliminated?** *A: No. If
# you're just looking at the cards and put them back right away, the player is not
# eliminated.* In tarotlab's catalog only your own deck is looked at (the Queen of Coffers
# and The Hermit: "Look at the top 3 cards of your deck and put them back in order"), and
# the cards looked at stay in the deck, on top (`tarotlab D5`). The first greedy game in
# which a player looks at their deck with 3 or fewer cards left:

# %%
from tarotlab.bots import bot_decision
from tarotlab.core.rng import Rng


def looks_at_last_cards(seed):
    """Play a greedy game; stop right after a look at a deck of 3 or fewer cards."""
    s = tarotlab.new_game("mystick", seed=seed)
    bots, rng = [make_bot("greedy", "mystick") for _ in range(2)], Rng(seed, stream=0xB07)
    while not s.is_over:
        seat = s.to_move
        before, start = s.view(seat).players[seat].deck, len(s.events)
        s.apply(bot_decision(s, bots[seat], rng))
        if any("looks at the top" in e.text for e in s.events[start:]) and before <= 3:
            return s, seat, before, start
    return None


seed = 1
while (found := looks_at_last_cards(seed)) is None:
    seed += 1
s, seat, before, start = found
print(f"seed {seed}: seat {seat} has {before} card(s) in its deck")
for event in s.events[start:]:
    if event.seat == seat and "draws" not in event.text:
        print(event)
mine = s.view(seat).players[seat]
print("deck:", mine.deck, "card(s), known top:", " ".join(mine.known_top),
      "| eliminated:", mine.eliminated)

# %% [markdown]
# **Q: At the redraw step, if I discard a Major Arcana and redraw something else, will
# the Major still take effect?** *A: No* (`mystick R7`). The Torchbearer (5W, influence
# 2) challenges the pool and draws the Hierophant ("You score 1 victory point") and a Cup,
# a failure. Keeping the Hierophant:

# %%
hands = {0: ["5W", "3C", "5C", "6C", "7C", "AC"], 1: ["6S", "4P", "5P", "10S", "NS", "AP"]}
rig, q = position(hands, ["play 5W", "draw"], cross={0: ["M05", "4C", "9C"]})
print(rig.play(q, "challenge 5W#1 -> pool"))
print(rig.play(q, "redraw done"))
print("seat 0:", q.vp[0], "VP")

# %% [markdown]
# Now the same Fate Draw with the Hierophant redrawn (into space 1, bringing the 9 of
# Cups, another failure): the Hierophant does not resolve, so seat 0 scores nothing.

# %%
rig, q = position(hands, ["play 5W", "draw"], cross={0: ["M05", "4C", "9C"]})
rig.play(q, "challenge 5W#1 -> pool", "redraw 1", "redraw done")
for event in q.events[-4:]:
    print(event)
print("seat 0:", q.vp[0], "VP")

# %% [markdown]
# **Q: Can my score go above 29 or below zero?** *A: There is no maximum score, but zero
# is the minimum* (`mystick R13`). The first game of the greedy bot against the random
# one that ends with a score above 29, and the cards of the catalog that could lower a
# score (none: the engine would stop at 0 anyway):

# %%
seed = 1
while True:
    high = tarotlab.new_game("mystick", seed=seed)
    play_bots(high, [make_bot("greedy", "mystick"), make_bot("random", "mystick")],
              seed=seed)
    if max(high.vp) > 29:
        break
    seed += 1
print(f"seed {seed}:", high.outcome)
print("final scores:", high.outcome.scores)
print("cards that lower VP:", [c.id for c in CARDS.values()
                               if any(e.do == "vp" and e.get("amount") < 0
                                      for e in c.effects)])

# %% [markdown]
# **Q: I challenge a Pawn, and a Major Arcana in the Fate Draw kills the target. Do I
# still get to take its Power and get victory points?** *A: No. When the time comes to
# transfer the Power, that Power has already returned to the pool, and you weren't
# challenging the pool* (`mystick R8`). The Warlord challenges the Sentinel (2 Power) and
# draws Death:

# %%
hands = {0: ["7W", "5C", "3W", "9W", "PW", "4C", "2C"],   # 2C: seat 0's draw
         1: ["6S", "4P", "5P", "10S", "NS", "AP"]}
setup = ["play 7W", "play 6S", "draw", "challenge 6S#2 -> pool", "redraw done", "pass"]
# No ready-made deck holds Death: seat 0 plays Wildfire with Death for the Chariot.
with_death = [c if c != "M07" else "M13" for c in decks.ready_made()["Wildfire"].cards]
rig, q = position(hands, setup, deck_names=[with_death, "Iron Archive"],
                  cross={1: ["8S", "KS"], 0: ["M13", "6W", "2W"]})
print("pool", q.pool, "| seat 0:", q.vp[0], "VP")
print(rig.play(q, "challenge 7W#1 -> 6S#2", "redraw done"))
print("pool", q.pool, "| seat 0:", q.vp[0], "VP")

# %% [markdown]
# **Q: If a Pawn's influence drops, and it winds up with more Power than it can hold,
# what happens?** *A: The excess Power goes back to the pool* (`mystick R9`). Seat 0
# puts Smothering Ash (9W: −1 influence) on the full Sentinel:

# %%
rig, q = position(hands, setup, cross={1: ["8S", "KS"]})
print(rig.play(q, "play 9W -> 6S#2"))
show(q)

# %% [markdown]
# **Q: If a Pawn has some Power and gets removed from play, what happens to the Power?**
# *A: The Power returns to the pool* (`mystick R9`). The Torchbearer (5W: influence 2,
# Aggression) holds 1 Power; it challenges the Tithe Collector (5P: 2 Power, influence 2)
# and gets 2 successes: it has room for only 1 more Power, takes it, and kills the
# Collector, whose last Power goes back to the pool. (On its way to 2 Power the Collector
# made seat 0 discard a random card, the Keeper of the Grail.)

# %%
rig, q = position({0: ["5W", "3C", "4C", "6C", "7C", "AC"],
                   1: ["5P", "4P", "3S", "10S", "NS", "AP"]},
                  ["play 5W", "play 5P", "challenge 5W#1 -> pool", "redraw done",
                   "challenge 5P#2 -> pool", "redraw done"],
                  cross={0: ["6W", "5C", "2W", "8W"], 1: ["6P", "8P"]})
show(q)
print()
print(rig.play(q, "challenge 5W#1 -> 5P#2", "redraw done"))
print("pool:", q.pool)

# %% [markdown]
# **Q: Can I look through the discard piles?** *A: Yes.* Discard piles are public: every
# seat's view, and a spectator's, holds every pile in full, in order.

# %%
for viewer in (0, 1, None):
    print("viewer", viewer, "sees seat 0's discard pile:", q.view(viewer).players[0].discard)

# %% [markdown]
# **Q: When two effects happen at the same time in the middle of a move, which resolves
# first?** *A: The player whose move it is resolves all his/her effects in any order
# they choose, followed by the player to his/her right, and so on* (`mystick R14`,
# `tarotlab D4`: one player's own effects go in the order of their cards, since no card
# combination makes that order matter). Seat 1 has put Miser's Chain (9P, "When it
# challenges, an opponent of yours discards a random card from their hand") on seat 0's
# Ashen Duelist (6W, "When this Pawn challenges another Pawn, it first takes 1 Power
# from that Pawn"), which also carries seat 0's Chalice of Second Sight (8C, one more
# redraw). The Duelist challenges the Sentinel. Seat 0's two effects come first, then
# seat 1's Chain, though the Chain sits between the Duelist and the Chalice:

# %%
rig, q = position({0: ["6W", "8C", "3C", "4C", "7C", "AC"],
                   1: ["6S", "9P", "4P", "10S", "NS", "AP"]},
                  ["play 6W", "play 6S", "draw", "play 9P -> 6W#1", "play 8C -> 6W#1",
                   "challenge 6S#2 -> pool", "redraw done", "pass"],
                  cross={1: ["8S", "KS"]})
for event in rig.play(q, "challenge 6W#1 -> 6S#2"):
    if "goes to space" not in event.text:
        print(event)

# %% [markdown]
# **Q: If several card effects happen "after the next initiative draw", in what order do
# they resolve?** *A: The player who wins initiative resolves all of his/her "after
# initiative" effects, followed by the next player to his/her right.* Seat 0 has the
# Flooded Crossroads (2C: each opponent puts the top card of their deck into their
# Cross), seat 1 Market Day (AP: each player draws a card). Seat 1 wins the next
# initiative, so Market Day comes first (each player draws, seat 1 first: effects on
# each player go round in turn order from the card's owner), then the Crossroads put
# the top of seat 1's deck into its Cross. That card is not Fate, so a Major there does
# not resolve (`tarotlab D3`):

# %%
rig, q = position({0: ["2C", "3C", "4C", "6C", "7C", "AC"],
                   1: ["AP", "4P", "3S", "10S", "NS", "6S"]},
                  ["play 2C", "play AP", "draw", "draw"])
rig.wish(0, "3W", to="initiative")
rig.wish(1, "KS", to="initiative")
drawn = rig.play(q, "draw")
won = next(i for i, e in enumerate(drawn) if "wins the initiative" in e.text)
for event in drawn[won:]:
    print(event)

# %% [markdown]
# **Q: If a Pawn with Immunity gets an Attachment that grants Immunity, is the trait
# "doubled"?** *A: No. A Pawn either has a trait or it doesn't.* The Cloud Sentinel wears
# Aegis of the Wind (8S: "The attached Pawn has Immunity"); the Warlord's three successes
# lose only one:

# %%
rig, q = position({0: hands[0], 1: ["6S", "8S", "5P", "10S", "NS", "AP"]},
                  [*setup, "play 4C", "play 8S -> 6S#2"],
                  cross={1: ["7S", "KS"], 0: ["6W", "2W", "8W"]})
show(q)
rig.play(q, "challenge 7W#1 -> 6S#2", "redraw done")

# %% [markdown]
# **Q: Why the old artwork on the cards?** *A: The Secret Masters are very old, and they
# don't believe that anything really changes.* No rule here: the engine has nothing to
# add.
#
# ## 9. Play against the greedy bot
#
# You are seat 0 (Wildfire); the greedy bot plays seat 1 (Iron Archive). Click an action
# button to play it; greyed buttons are illegal (hover for the rule); type any action into
# the box and press **why / why not?**; **undo**, **redo** and the **position** slider go
# back in time; the **seat** pickers switch a seat between a person and a bot; **view as**
# changes whose view is drawn. (Run the notebook to get live widgets.)

# %%
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import Table

table = Table(Session("mystick", seed=5, bots={1: "greedy"}))
table

# %% [markdown]
# ### The same Table, driven from code
#
# `table.choose(action)` plays exactly as a click does and returns the verdict; then the
# bot plays until it is seat 0's turn again. A second Table with the same seed, so the one
# above stays yours:

# %%
demo = Table(Session("mystick", seed=5, bots={1: "greedy"}))


def step(table, action):
    """Play ``action`` as a click would; print the verdict, the events and the view."""
    seen = len(table.session.events)
    print(action, "->", table.choose(action))
    for event in table.session.events[seen:]:
        print("   ", event)
    print(table.session.status())
    print(render_text(table.session.view()))


print(demo.session.status())
print(render_text(demo.session.view()))
print("legal:", " | ".join(demo.session.state.legal_actions()))

# %% [markdown]
# Seat 0 plays its strongest Pawn, the Keeper of the Grail (7C: influence 3, Presence).
# The bot answers at once with its own rank-7 Pawn, the Storm Marshal (7S):

# %%
step(demo, "play 7C")

# %% [markdown]
# The Keeper challenges the pool. Its own effect (`mystick card: Keeper of the Grail`)
# first clears 2 cards from seat 0's Cross (there are none yet); the Fate Draw brings two
# Cups (successes) and the 3 of Wands (a failure, in space 2):

# %%
step(demo, "challenge 7C#1 -> pool")
print("legal:", " | ".join(demo.session.state.legal_actions()))

# %% [markdown]
# Seat 0 redraws space 2. The new card is a Cup, one more success: as much Power and as
# many VP as successes (`mystick R8`). Then the bot moves: its Storm Marshal, of equal
# rank, challenges the Keeper (a Pawn of equal or lower rank is a fair target), which
# raises the Draw Count by 1 (the Marshal's effect: Swords shorten rounds); it redraws a
# failure and takes Power from the Keeper (the events below give the numbers).

# %%
step(demo, "redraw 2")
step(demo, "redraw done")

# %% [markdown]
# A refused action changes nothing. `undo()` takes back seat 0's `redraw done` and the
# bot's answer with it: seat 0 is back at the redraw, space 2 already marked.

# %%
print(demo.choose("challenge 7C#1 -> 6S#3"))
print(demo.undo())
print(demo.session.status())
print(render_text(demo.session.view()))

# %%
demo  # the driven Table itself (live when you run the notebook)

# %% [markdown]
# ## 10. Greedy against random
#
# The greedy bot (`tarotlab/mystick/bot.py`) sees only its view and the legal actions. It
# challenges when it can take Power (the targets with the most Power it can take and hold,
# an Aggression kill, the pool unless emptying it would end the game with it behind),
# otherwise it develops (Pawns, then helpful Attachments on its Pawns and harmful ones on
# enemy Pawns, Environments, Actions) and draws last. Every card it takes from its deck
# costs more as the deck shrinks: running out is elimination (`mystick R12`).
#
# `tarotlab.lab.series.simulate` plays many games; the bots swap seats (and so decks) from game to
# game. 200 two-player games:

# %%
from tarotlab.lab.series import simulate

GAMES = 200
result = simulate("mystick", games=GAMES, seed=300, bots=("greedy", "random"), players=2)
print(result.summary())

# %%
from tarotlab.browser import can_use

if can_use("matplotlib", "this chart"):
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 3.2))
    rates = [100 * result.win_rate("greedy"), 100 * result.win_rate("random")]
    ax.bar(["greedy", "random"], rates, color=["#3b2a63", "#aaaaaa"])
    ax.axhline(50, linestyle="--", color="black", linewidth=1, label="fair share (50%)")
    ax.set_ylabel("% of games won")
    ax.set_ylim(0, 100)
    ax.set_title(f"Mystick, {GAMES} two-player games")
    ax.legend()
    fig.tight_layout()
    plt.show()


# %% [markdown]
# ## 11. Are the ready-made decks fair to each other?
#
# The card catalog is this project's own design, so its balance is ours to check. The
# matchup matrix plays every pairing of the six ready-made decks, greedy bot against greedy
# bot, in both seat orders: a cell is the share of games the row's deck wins from seat 0
# against the column's deck on seat 1 (a draw counts half; the diagonal is the mirror
# match). The full run ships with the package (`tarotlab/mystick/data/matchups.csv`); the
# command `python -m tarotlab matchups --game mystick` plays it again (about twelve minutes
# on two cores). The target is a band that every cell must lie in (`matchups.BAND`).

# %%
from tarotlab.mystick import matchups

shipped = matchups.shipped()
print(shipped.table())
outside = shipped.outside()
low, high = matchups.BAND
print(f"target: every cell within {100 * low:.0f}-{100 * high:.0f}%")

# %%
share = shipped.shares()
display(Markdown(
    f"{shipped.games:,} games a cell, {len(shipped.decks) ** 2} cells. The seat-0 shares run "
    f"from {100 * min(min(r) for r in share):.1f}% to {100 * max(max(r) for r in share):.1f}%; "
    + (f"every cell lies within {100 * low:.0f}–{100 * high:.0f}%." if not outside else
       f"{len(outside)} cell(s) lie outside {100 * low:.0f}–{100 * high:.0f}%: "
       + ", ".join(f"{a} against {b} ({100 * s:.1f}%)" for a, b, s in outside) + ".")))

# %% tags=["nbval-ignore-output"]
# A figure (PNG bytes vary with matplotlib and fonts); its numbers are in the table above.
if can_use("matplotlib", "this figure"):
    names = shipped.decks
    fig, ax = plt.subplots(figsize=(7, 5.6))
    image = ax.imshow([[100 * v for v in row] for row in share], cmap="RdBu", vmin=35, vmax=65)
    for i in range(len(names)):
        for j in range(len(names)):
            ax.text(j, i, f"{100 * share[i][j]:.1f}", ha="center", va="center")
    ax.set_xticks(range(len(names)), names, rotation=30, ha="right")
    ax.set_yticks(range(len(names)), names)
    ax.set_xlabel("deck on seat 1")
    ax.set_ylabel("deck on seat 0")
    ax.set_title(f"% won by seat 0's deck, greedy vs greedy, {shipped.games:,} games a cell")
    fig.colorbar(image, ax=ax)
    fig.tight_layout()
    plt.show()

# %% [markdown]
# ## Where next
#
# * Bigger simulations from the command line:
#   `python -m tarotlab simulate mystick --games 1000 --bots greedy,random`.
# * Every ruling the engine follows: `docs/rulings.md` (`tarotlab D1` … `D6`); the card
#   catalog and its design intent: `tarotlab/mystick/data/catalog.toml`.
# * [00_welcome.ipynb](00_welcome.ipynb) has the protocol in a few cells;
#   [01_arcana.ipynb](01_arcana.ipynb) and [02_arcanum.ipynb](02_arcanum.ipynb) teach the
#   other games.
