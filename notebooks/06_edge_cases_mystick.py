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
# # Mystick Domination: edge cases
#
# Eight places where Mystick's rules meet in ways that surprise, each asked as *"what
# happens if…?"* and answered by the engine. Every case has the same shape:
#
# 1. **The rule** in plain words, with its id (`mystick: <section>` is the rulebook,
#    `mystick R8` the rulings file, `tarotlab D3` the project's rulings in
#    `docs/rulings.md`), and what the rules say must happen, worked out by hand.
# 2. **A prepared position**: a real game whose chance decisions (every card that leaves a
#    deck, `tarotlab D5`) are answered by a `Rig`; every other decision is a legal move.
# 3. **The main line and the "what if" line**, both played out in one `Session`.
# 4. **`session.compare(...)`**: the ends of the two lines side by side, what differs
#    outlined in both pictures and listed in words, and `expect` checks that the engine
#    gives what the rules say (a difference stops the notebook).
# 5. **`explore(session)`**: the lines as a tree beside the picture of a position: click a
#    move to see its position, step along a line with the arrow keys.
#
# The rulebook prints no card texts: tarotlab ships its own catalog (`mystick R1`), so
# each case prints the texts of the cards it uses from the catalog. New to Mystick?
# [03_mystick.ipynb](03_mystick.ipynb) teaches the rules in order.
#
# 1. Everyone out at one initiative draw · 2. Death in the Fate Draw, kept or redrawn ·
# 3. Aggression needs as many successes as the target's influence · 4. Immunity twice is
# Immunity once · 5. Resources draw more, the Draw Count counts moves · 6. Too much Power
# for its influence · 7. Justice before the successes are counted · 8. Power that leaves
# the game

# %%
from IPython.display import display

from tarotlab.mystick.decks import ready_made
from tarotlab.mystick.rules import CARDS
from tarotlab.mystick.scenario import Rig
from tarotlab.notebook.session import Session
from tarotlab.notebook.whatif import branch, expect, explore, play, say

DECKS = "Wildfire,Iron Archive"   # seat 0: Wands and Cups; seat 1: Swords and Pentacles


def position(hands, moves=(), deck_names=DECKS, **wishes):
    """Opening hands as given; seat 0 wins the first initiative (its King of Wands against
    a 2); then ``moves`` are played. ``wishes`` (``cross=``, ``hand=``…) go to the Rig.
    Returns the Rig and a Session of the position."""
    rig = Rig(hand=hands, initiative={0: ["KW"], 1: ["2S"]}, **wishes)
    session = Session(rig.start(seed=3, decks=deck_names))
    play(session, *moves, rig=rig)
    return rig, session


def show(events, skip=("goes to space",)):
    """Print events, each with the rule it follows (not the Fate cards' placement)."""
    for event in events:
        if not any(word in event.text for word in skip):
            print(event)


def texts(*cards):
    for card in cards:
        print(f"{card} {CARDS[card].name} ({CARDS[card].type}): {CARDS[card].text}")


def pawn(session, label):
    """The Pawn in play called ``label`` (``7W#1``), or None if it left play."""
    return session.state._find(label)


# The opening hands of most cases: seat 0 the Inferno Warlord (7W) and Wands and Cups,
# seat 1 the Cloud Sentinel (6S) and Swords and Pentacles.
HANDS = {0: ["7W", "5C", "3W", "9W", "PW", "4C", "2C"],
         1: ["6S", "4P", "5P", "10S", "NS", "AP"]}
# Warlord and Sentinel in play; the Sentinel takes 2 Power from the pool (two Swords), and
# seat 1 passes the extra move the Sentinel's text gives (tarotlab D10).
SETUP = ["play 7W", "play 6S", "draw", "challenge 6S#2 -> pool", "redraw done", "pass"]

# %% [markdown]
# ## 1. Everyone out at one initiative draw (`mystick R15`, `mystick R12`, `mystick R13`)
#
# A player whose deck runs out is eliminated at once (`mystick R12`). At the start of a
# round every player turns up the top card of their deck for initiative, discarding
# Majors and trying again (`mystick R5`). `mystick R15` makes those draws
# **simultaneous**: a player who turns up their last card is out, and their card does not
# compete, but the others still turn up theirs. If every remaining player is eliminated by
# the same initiative draw, the game ends and `mystick R13` decides: most VP, and since
# every deck is then empty, a tie on VP is a draw. (Read one after the other, the first
# player to run out would make the other "the last player left" before that player had
# turned up their own last card.)
#
# Position: both players only draw, and the chance decisions never give seat 0 its
# highest Major until the end, so the round ends with seat 0's deck holding that Major
# and one Minor, and seat 1's a single card. The rules, at the initiative draw:
#
# * **Main line**, seat 0 turns up its Minor: one card (the Major) stays in its deck; seat
#   1 turns up its last card and is out: seat 0 is the last player left and wins
#   (`mystick R12`).
# * **"What if"** seat 0 turns up the Major: discarded, it must turn up its last card, the
#   Minor, and is out; seat 1 turns up its last card at the same time and is out too.
#   Everyone is out: `mystick R13` decides. The player with more VP wins; with as many
#   VP each (both decks are empty, so the tiebreaker ties too) it is **a draw**.

# %%
from tarotlab.core.engine import CHANCE, Action


class LastCards:
    """Chance for this case: every card drawn is a Major if one is left (a Major drawn into
    a hand is discarded and replaced, `mystick: Draw`), else a Minor; seat 0's highest
    Major (KEEP) and its last Minor stay in its deck until nothing else is left."""

    def __init__(self, keep):
        self.keep = keep

    def choose(self, state):
        if state.pending.kind != "card":
            return state.sample_chance()
        cards = [a.split()[1] for a in state.legal_actions()]
        minors = [c for c in cards if not CARDS[c].is_major]
        majors = [c for c in cards if CARDS[c].is_major and c != self.keep]
        if state.pending.player == 0 and len(minors) == 1:
            minors = []                                   # keep seat 0's last Minor
        return Action(f"card {(majors or minors or cards)[0]}")


def at_initiative(state):
    return state.pending.kind == "card" and state.pending.dest == "initiative" \
        and not state.initiative


def settle(state, chance):
    while state.to_move == CHANCE and not state.is_over and not at_initiative(state):
        state.apply(chance.choose(state))


def plays(state):
    return [a for a in state.legal_actions() if a.startswith("play ") and "->" not in a
            and CARDS[a.split()[1]].type in ("Pawn", "Environment")]


def last_round(state, chance, depth=12, budget=None):
    """The moves (draws, or a Pawn or Environment played instead) that bring the game to an
    initiative draw with seat 0 holding KEEP and one Minor and seat 1 one card; None if
    none does within ``depth`` moves (or 300 positions tried)."""
    budget = [300] if budget is None else budget
    budget[0] -= 1
    if budget[0] < 0 or state.is_over or state._deck_size(0) < 2 or state._deck_size(1) < 1 \
            or chance.keep not in state.decks[0]:
        return None
    if at_initiative(state):
        if [state._deck_size(0), state._deck_size(1)] == [2, 1]:
            return []
        state = state.clone()
        state.apply(chance.choose(state))
        settle(state, chance)
    if depth <= 0 or state.pending.kind != "move":
        return None
    for move in ["draw", *plays(state)[:1]]:
        after = state.clone()
        after.apply(move)
        settle(after, chance)
        rest = last_round(after, chance, depth - 1, budget)
        if rest is not None:
            return [move, *rest]
    return None


def prepare(seed=1):
    """Both players draw (the one with the bigger deck; the other plays a Pawn or an
    Environment when it can) until a last round can be found; returns the game at that
    initiative draw, with the chance policy."""
    game = Rig().start(seed=seed, decks=DECKS)
    chance = LastCards(max(c for c in game.decks[0] if CARDS[c].is_major))
    settle(game, chance)
    while min(game._deck_size(0), game._deck_size(1)) > 2 and not game.is_over:
        if at_initiative(game):
            game.apply(chance.choose(game))
        elif game.draw_count == 0 and max(game._deck_size(0), game._deck_size(1)) <= 9 \
                and (plan := last_round(game, chance)) is not None:
            for move in plan:
                game.apply(move)
                settle(game, chance)
                if at_initiative(game) and [game._deck_size(0), game._deck_size(1)] != [2, 1]:
                    game.apply(chance.choose(game))     # an initiative draw on the way
                    settle(game, chance)
            return game, chance
        else:
            me = game.pending.seat
            behind = game._deck_size(me) < game._deck_size(1 - me) and plays(game)
            game.apply(plays(game)[0] if behind else "draw")
        settle(game, chance)
    return None, chance


seed = 1
while (found := prepare(seed))[0] is None:      # another seed if this one finds none
    seed += 1
game, chance = found
s = Session(game)
state = s.state
vp = list(state.vp)                 # the VP at the initiative draw (mystick R13 compares them)
print(f"seed {seed}, decision {state.step}, round {state.round}: seat 0's deck "
      f"{state.decks[0]}, seat 1's deck {state.decks[1]}, VP {state.vp}")
expect("seat 0's deck: the kept Major and one Minor", (
    len(state.decks[0]), chance.keep in state.decks[0]), (2, True))
expect("seat 1's deck", len(state.decks[1]), 1)

# %%
texts(*state.decks[0], *state.decks[1])
minor = next(c for c in state.decks[0] if not CARDS[c].is_major)
last = state.decks[1][0]        # seat 1's last card
initiative = s.position
show(play(s, f"card {minor}", f"card {last}"))
s.name_line("seat 0 turns up its Minor")
print()
s.goto(initiative)
events = []
for card in (chance.keep, minor, last):
    if s.state.to_move != CHANCE:  # the game is already over (see the end of this case)
        break
    events += play(s, f"card {card}")
s.name_line("seat 0 turns up the Major")
show(events)

# %% [markdown]
# The two lines:

# %%
display(s.compare("seat 0 turns up its Minor", "seat 0 turns up the Major"))
s.switch("seat 0 turns up its Minor")
expect("Minor first: the winners", s.state.outcome.winners, (0,))
s.switch("seat 0 turns up the Major")
r13 = ("draw", ()) if vp[0] == vp[1] else ("vp", (0,) if vp[0] > vp[1] else (1,))
expect("Major first: both eliminated", s.state.eliminated, [True, True])
expect(f"Major first: the outcome with VP {vp}", (s.state.outcome.ending,
                                                 s.state.outcome.winners), r13)
print(s.state.outcome)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %%
verdict = "a draw" if not r13[1] else f"a win for seat {r13[1][0]}"
say("The initiative draws are simultaneous (`mystick R15`): both players are out, and "
    f"`mystick R13` gives {verdict} on VP {vp}: *{s.state.outcome}*.")

# %% [markdown]
# ## 2. Death in the Fate Draw, kept or redrawn (`mystick R8`, `mystick R7`)
#
# Two of the rulebook's questions meet here. *"A Major Arcana in the Fate Draw kills the
# target of my challenge. Do I still get to take its Power?"* No: when the time comes to
# transfer, that Power has already returned to the pool (`mystick R8`: if the target
# leaves play before the transfer, nothing is transferred). *"If I discard a Major at the
# redraw, will it still take effect?"* No (`mystick R7`). So the redraw decides.
#
# Position: no ready-made deck holds Death, so seat 0 plays Wildfire with Death for the
# Chariot (a custom deck, valid under the basic rules). Seat 0's Inferno Warlord
# (influence 3, Aggression) challenges seat 1's Cloud Sentinel (influence 2, Immunity, 2
# Power). The Fate Draw: Death, the 6 of Wands, the 2 of Wands. The rules:
#
# * **Keep Death** (main line): Death resolves first (Majors resolve before successes are
#   counted) and discards the Sentinel; its 2 Power go back to the pool; nothing is
#   transferred: seat 0 scores 0.
# * **Redraw Death** ("what if", the new card is the 8 of Wands): Death does not resolve;
#   3 successes, Immunity cancels one: 3 − 1 = 2; the Sentinel holds 2, the Warlord has room for
#   3: 2 Power move, seat 0 scores 2, and Aggression (2 successes, the Sentinel's
#   influence is 2) discards the Sentinel after the transfer.

# %%
texts("7W", "6S", "M13")
with_death = [c if c != "M07" else "M13" for c in ready_made()["Wildfire"].cards]
rig, s = position(HANDS, SETUP, deck_names=[with_death, "Iron Archive"],
                  cross={1: ["8S", "KS"], 0: ["M13", "6W", "2W", "8W"]})
print("pool", s.state.pool, "| seat 0", s.state.vp[0], "VP")
play(s, "challenge 7W#1 -> 6S#2", rig=rig)
fate = s.position
show(play(s, "redraw done", rig=rig))
s.name_line("keep Death")
print()
show(branch(s, fate, "redraw 1", "redraw done", name="redraw Death", rig=rig))

# %%
display(s.compare("keep Death", "redraw Death"))
s.switch("keep Death")
expect("keep Death: seat 0's VP", s.state.vp[0], 0)
expect("keep Death: the pool", s.state.pool, 11)
s.switch("redraw Death")
expect("redraw Death: seat 0's VP", s.state.vp[0], 2)
expect("redraw Death: the Warlord's Power", pawn(s, "7W#1").power, 2)
expect("redraw Death: the Sentinel is still in play", pawn(s, "6S#2") is not None, False)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 3. Aggression needs as many successes as the target's influence
#
# (`mystick: Traits`, `mystick R8`)
#
# A Pawn with Aggression that challenges a Pawn and gets successes **equal to or greater
# than the target's influence** discards it, after the Power is transferred (`mystick
# R8`). The transfer itself is limited by the challenger's spare influence (`mystick:
# Transfer Power`), so a kill can come with a wasted success, and the target's leftover
# Power goes back to the pool (`mystick R9`).
#
# Position: seat 0's Torchbearer (influence 2, Aggression) holds 1 Power; seat 1's Tithe
# Collector (influence 2) holds 2. The Torchbearer challenges the Collector; its Fate: the
# 2 and 8 of Wands. The rules:
#
# * **Two successes** (main line): room for 1 more Power, so 1 moves and the other success
#   is wasted; 2 successes reach the Collector's influence 2: it is discarded and its last
#   Power returns to the pool. Seat 0 scores 1.
# * **The 8 redrawn** ("what if", the 9 of Cups comes, a failure): 1 success: 1 Power
#   moves, seat 0 scores 1, and 1 is short of influence 2: the Collector stays, with 1.

# %%
texts("5W", "5P")
rig, s = position({0: ["5W", "3C", "4C", "6C", "7C", "AC"],
                   1: ["5P", "4P", "3S", "10S", "NS", "AP"]},
                  ["play 5W", "play 5P", "challenge 5W#1 -> pool", "redraw done",
                   "challenge 5P#2 -> pool", "redraw done"],
                  cross={0: ["6W", "5C", "2W", "8W", "9C"], 1: ["6P", "8P"]})
print("Torchbearer", pawn(s, "5W#1").power, "Power | Collector", pawn(s, "5P#2").power,
      "Power | pool", s.state.pool)
play(s, "challenge 5W#1 -> 5P#2", rig=rig)
fate = s.position
show(play(s, "redraw done", rig=rig))
s.name_line("two successes")
print()
show(branch(s, fate, "redraw 4", "redraw done", name="one success", rig=rig))

# %%
display(s.compare("two successes", "one success"))
s.switch("two successes")
expect("two successes: the Collector is still in play", pawn(s, "5P#2") is not None, False)
expect("two successes: the Torchbearer's Power", pawn(s, "5W#1").power, 2)
s.switch("one success")
expect("one success: the Collector's Power", pawn(s, "5P#2").power, 1)
expect("one success: the Torchbearer's Power", pawn(s, "5W#1").power, 2)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 4. Immunity twice is Immunity once (`mystick: Traits`, `mystick: Questions and Answers`)
#
# Immunity cancels one success scored against its Pawn by a challenging Pawn. *"If a Pawn
# with Immunity gets an Attachment that grants Immunity, is the trait doubled?"* *"No. A
# Pawn either has a trait or it doesn't."*
#
# Position: after the opening moves seat 0 plays the Tide Reader; seat 1 either puts Aegis
# of the Wind (Immunity) on its Sentinel (main line) or plays its Tithe Collector instead
# ("what if"). Then the Warlord challenges the Sentinel with three Wands: 3 successes
# (`mystick R8`).
# The rules: in both lines one success is cancelled, 2 Power move (all the Sentinel holds)
# and seat 0 scores 2.

# %%
texts("8S")
rig, s = position({0: HANDS[0], 1: ["6S", "8S", "5P", "10S", "NS", "AP"]},
                  [*SETUP, "play 4C"], cross={1: ["7S", "KS"], 0: ["6W", "2W", "8W"]})
choice = s.position
show(play(s, "play 8S -> 6S#2", "challenge 7W#1 -> 6S#2", "redraw done", rig=rig))
s.name_line("with Aegis")
rig.wish(0, "6W", "2W", "8W", to="cross")   # the same Fate Draw on the other line
print()
show(branch(s, choice, "play 5P", "challenge 7W#1 -> 6S#2", "redraw done",
            name="without Aegis", rig=rig))

# %%
display(s.compare("with Aegis", "without Aegis"))
for line in ("with Aegis", "without Aegis"):
    s.switch(line)
    expect(f"{line}: seat 0's VP", s.state.vp[0], 2)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 5. Resources draw more, the Draw Count counts moves (`mystick R10`, `mystick: Traits`)
#
# A player who uses their move to draw may take one more card for each of their Pawns with
# Resources. The Draw Count, which ends the round when it reaches 3, goes up by one per
# move used to draw, **however many cards** that move takes (`mystick R10`).
#
# Position: seat 1 has its Ledger Clerk (Resources) in play; Draw Count 1. Seat 1 draws
# with `draw +1` (main line) or a plain `draw` ("what if"). The rules: the Draw Count is 2
# in both lines; seat 1 holds one card more, and its deck one card less, on the main line.

# %%
texts("4P")
rig, s = position({0: HANDS[0], 1: [*HANDS[1], "KP", "3P"]}, ["play 7W", "play 4P", "draw"])
print("Draw Count", s.state.draw_count, "| seat 1 may:", " | ".join(
    a for a in s.state.legal_actions() if a.startswith("draw")))
choice = s.position
show(play(s, "draw +1", rig=rig))
s.name_line("draw +1")
rig.wish(1, "KP", to="hand")     # the same first card on the other line
show(branch(s, choice, "draw", name="draw", rig=rig))

# %%
display(s.compare("draw +1", "draw"))
sizes = {}
for line in ("draw +1", "draw"):
    s.switch(line)
    expect(f"{line}: the Draw Count", s.state.draw_count, 2)
    sizes[line] = (len(s.state.hands[1]), s.state._deck_size(1))
expect("cards in hand, main line minus 'what if'", sizes["draw +1"][0] - sizes["draw"][0], 1)
expect("cards in deck, main line minus 'what if'", sizes["draw +1"][1] - sizes["draw"][1], -1)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 6. Too much Power for its influence (`mystick R9`)
#
# A Pawn's influence is the most Power it can hold. *"If a Pawn's influence drops, and it
# winds up with more Power than it can hold?"* *"The excess Power goes back to the pool"*
# (`mystick R9`: Power is conserved).
#
# Position: the Sentinel holds 2 Power (its influence); the Warlord none. Seat 0 plays
# Smothering Ash (−1 influence) on the Sentinel (main line) or on the Warlord ("what if").
# The rules: on the Sentinel, influence 1: 1 Power goes back to the pool; on the Warlord
# (influence 3 → 2) nothing moves.

# %%
texts("9W")
rig, s = position(HANDS, SETUP, cross={1: ["8S", "KS"]})
print("pool", s.state.pool)
choice = s.position
show(play(s, "play 9W -> 6S#2", rig=rig))
s.name_line("Ash on the Sentinel")
show(branch(s, choice, "play 9W -> 7W#1", name="Ash on the Warlord", rig=rig))

# %%
display(s.compare("Ash on the Sentinel", "Ash on the Warlord"))
s.switch("Ash on the Sentinel")
expect("on the Sentinel: its Power", pawn(s, "6S#2").power, 1)
expect("on the Sentinel: the pool", s.state.pool, 10)
s.switch("Ash on the Warlord")
expect("on the Warlord: the Sentinel's Power", pawn(s, "6S#2").power, 2)
expect("on the Warlord: the pool", s.state.pool, 9)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 7. Justice before the successes are counted (`mystick R8`)
#
# The steps of a challenge come in the rulebook's order (`mystick R8`): the Fate Draw, the
# redraw, **the Majors resolve**, and only then are the successes counted, with Immunity
# cancelling one. So a Major that takes Immunity away, Justice, changes the count it is
# part of.
#
# Position: Justice is not in seat 0's Wildfire deck, so this time seat 0 plays Storm Front
# (Wands and Swords). The Warlord challenges the Sentinel (2 Power, influence 2,
# Immunity). Fate: Justice, the 6 of Wands, the 3 of Swords (a failure). The rules:
#
# * **Keep Justice** (main line): the Sentinel loses Immunity; Justice and the 6 make 2
#   successes, none cancelled: 2 Power move, seat 0 scores 2, and with 2 successes against
#   influence 2 Aggression discards the Sentinel.
# * **Redraw Justice** ("what if", the 8 of Wands comes): 2 successes, Immunity cancels
#   one: 1 Power moves, seat 0 scores 1, and 1 is short of influence 2: the Sentinel stays.

# %%
texts("M11")
rig, s = position({0: ["7W", "3W", "9W", "PW", "4S", "5S", "2S"], 1: HANDS[1]}, SETUP,
                  deck_names="Storm Front,Iron Archive",
                  cross={1: ["8S", "KS"], 0: ["M11", "6W", "3S", "8W"]})
play(s, "challenge 7W#1 -> 6S#2", rig=rig)
fate = s.position
show(play(s, "redraw done", rig=rig))
s.name_line("keep Justice")
print()
show(branch(s, fate, "redraw 1", "redraw done", name="redraw Justice", rig=rig))

# %%
display(s.compare("keep Justice", "redraw Justice"))
s.switch("keep Justice")
expect("keep Justice: seat 0's VP", s.state.vp[0], 2)
expect("keep Justice: the Sentinel is still in play", pawn(s, "6S#2") is not None, False)
s.switch("redraw Justice")
expect("redraw Justice: seat 0's VP", s.state.vp[0], 1)
expect("redraw Justice: the Sentinel's Power", pawn(s, "6S#2").power, 1)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 8. Power that leaves the game (`mystick R9`)
#
# Power is conserved: the pool, plus the Power on Pawns, plus the Power removed from the
# game always equals the pool at the start (`mystick R9`). Power returns to the pool when
# its Pawn leaves play, or leaves the game when a card says so, as the Tower does.
#
# Position: the Warlord challenges the Sentinel (2 Power). Fate: the Tower, the 3 and 6 of
# Cups (failures). The rules: **keeping the Tower** (main line), the Sentinel loses its 2
# Power from the game (removed: 2); the Tower is the only success and Immunity cancels it:
# seat 0 scores 0 (and there was nothing left to take). **Redrawing the Tower** ("what
# if", the 8 of Wands): again 1 success, cancelled: nothing moves, and the Sentinel keeps
# its 2 Power. In both lines pool + on Pawns + removed is the starting pool.

# %%
texts("M16")
rig, s = position(HANDS, SETUP, cross={1: ["8S", "KS"], 0: ["M16", "3C", "6C", "8W"]})
play(s, "challenge 7W#1 -> 6S#2", rig=rig)
fate = s.position
show(play(s, "redraw done", rig=rig))
s.name_line("keep the Tower")
print()
show(branch(s, fate, "redraw 1", "redraw done", name="redraw the Tower", rig=rig))

# %%
display(s.compare("keep the Tower", "redraw the Tower"))
for line, removed in (("keep the Tower", 2), ("redraw the Tower", 0)):
    s.switch(line)
    state = s.state
    on_pawns = sum(p.power for p in state._all_pawns())
    print(f"{line}: pool {state.pool} + on Pawns {on_pawns} + removed {state.removed_power}"
          f" = {state.pool + on_pawns + state.removed_power}")
    expect(f"{line}: Power removed from the game", state.removed_power, removed)
    expect(f"{line}: conserved", state.pool + on_pawns + state.removed_power,
           state.start_pool)
    expect(f"{line}: seat 0's VP", state.vp[0], 0)

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
#   [06_edge_cases_arcs.ipynb](06_edge_cases_arcs.ipynb): the other games' edge cases.
# * The card catalog and its design intent: `tarotlab/mystick/data/catalog.toml`; every
#   ruling: `docs/rulings.md`.
