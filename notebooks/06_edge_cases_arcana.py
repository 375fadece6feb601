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
# # Arcana: edge cases
#
# A rules lawyer's notebook: eight places where Arcana's rules meet in ways that surprise,
# each asked as *"what happens if…?"* and answered by the engine. Every case has the same
# shape:
#
# 1. **The rule** in plain words, with its id (`arcana R8` is the rulings file
#    `arcana-rulings.md`, `tarotlab T3` the project's own rulings in `docs/rulings.md`),
#    and what the rules say must happen, worked out by hand.
# 2. **A prepared position**: a real game with `auto_chance=False`, where we flip the coin
#    ourselves and play the rounds that lead there.
# 3. **The main line and the "what if" line**, both played out in one `Session`: playing
#    after going back starts a variation and keeps the old line, as on a chess analysis
#    board.
# 4. **`session.compare(...)`**: the ends of the two lines side by side, what differs
#    outlined in both pictures and listed in words, and `expect` checks that the engine
#    gives what the rules say (a difference stops the notebook).
# 5. **`explore(session)`**: the lines as a tree beside the picture of a position: click a
#    move to see its position, step along a line with the arrow keys.
#
# New to Arcana? [01_arcana.ipynb](01_arcana.ipynb) teaches the rules in order;
# [00_welcome.ipynb](00_welcome.ipynb) has the protocol in a few cells.
#
# 1. The fourth way to win never happens · 2. The Magician against the World ·
# 3. The Tower meets the Fool · 4. Only unspent points can be lost · 5. No earlier than
# 1 AM · 6. Both clocks at midnight · 7. Both effects: the first ending stands ·
# 8. Both effects: the Magician removes even when it loses · 9. Sharing an exploration

# %%
from IPython.display import display

import tarotlab
from tarotlab.arcana import catalog
from tarotlab.notebook.session import Session
from tarotlab.notebook.whatif import branch, expect, explore, play, say

CARD = {catalog.CARDS[n].name: n for n in range(22)}  # card name -> arcana R1 number


def show(events):
    """Print events, each with the rule it follows."""
    for event in events:
        print(event)


def holds(session, seat, name):
    """How many copies of a card ``seat`` holds in the position shown."""
    return session.state.hands[seat][CARD[name]]


# %% [markdown]
# ## 1. The fourth way to win never happens (`arcana R8`, `arcana R9`, `arcana R11`)
#
# The rulebook promises four ways to win: HP, chambers, the clock, and *"removing your
# opponent's cards from play"*: a player with no cards left in hand loses (`arcana R11`).
# Under the rulings this last one can never happen. The argument, in words:
#
# * A card leaves its owner's hand only in a round it was thrown in (`arcana R2`: thrown
#   cards go back to their owner's hand unless an effect removes or switches them). Only
#   three things do that: a Magician removes the card it meets when it wins (`arcana R7`),
#   and under the variant `resolution="both"` when it loses too (`tarotlab T3`); four
#   match-ups remove the Magician itself (`arcana R8`); and the Tower and the Fool remove
#   or switch each other (`arcana R9`).
# * The High Priestess is neither the Tower nor the Fool, so `arcana R9` never touches
#   it. It is not the Magician, so `arcana R8` never removes it. And against the Magician
#   it always wins: `arcana R8` gives that match-up to the High Priestess *in every round*,
#   with the Magician's removal as its only effect (it replaces `arcana R5` to `R7`, so the
#   variant's second effect does not come into it either).
# * So every player holds their High Priestess for the whole game: no hand is ever empty.
#
# Nothing else in a round depends on the position (HP, keys, clock): who wins a match-up
# depends only on the two cards and the round's parity (`arcana R5`, `arcana R8`,
# `arcana R9`). So the argument can be checked exhaustively: every pair of cards, in
# both parities, every choice their effects offer, and every face of the Wheel's die,
# under both resolutions (`arcana R6`). The rules say the High Priestess is never among
# the cards that leave a hand.

# %%
def cards_that_can_leave(resolution):
    """Every card that leaves a hand in some round: all 22 x 22 match-ups, both parities,
    every choice and die face explored from a fresh game; returns (cards, rounds)."""
    left, rounds = set(), 0
    for coin in ("coin 0", "coin 1"):
        for a in range(22):
            for b in range(22):
                game = tarotlab.new_game("arcana", seed=0, auto_chance=False,
                                         resolution=resolution)
                game.apply(coin)
                game.apply(catalog.CARDS[a].throw)
                game.apply(catalog.CARDS[b].throw)
                todo = [game]
                while todo:
                    state = todo.pop()
                    if state.pending.kind == "throw" or state.is_over:  # the round is over
                        rounds += 1
                        left |= {c for seat in (0, 1) for c in range(22)
                                 if state.hands[seat][c] == 0}
                        continue
                    for action in state.legal_actions():  # every choice, every die face
                        branch_state = state.clone()
                        branch_state.apply(action)
                        todo.append(branch_state)
    return left, rounds


never = {}
for resolution in ("winner", "both"):
    left, rounds = cards_that_can_leave(resolution)
    never[resolution] = sorted(catalog.CARDS[c].name for c in set(range(22)) - left)
    print(f"resolution={resolution!r}: {rounds} rounds played out; "
          f"never leave a hand: {', '.join(never[resolution])}")
    expect(f"resolution={resolution!r}: the High Priestess never leaves a hand",
           "The High Priestess" in never[resolution], True)

# %%
say(f"Under the default rules {len(never['winner'])} cards can never leave a hand; under "
    f"the variant `resolution=\"both\"` only {len(never['both'])}: "
    f"{', '.join(never['both'])}. Either way every hand keeps at least one card, so "
    "`arcana R11`'s *no cards left in hand* ending cannot happen.")

# %% [markdown]
# **On the board.** Seat 0 throws the Magician, seat 1 the High Priestess. The main line
# plays it in an odd round, the "what if" line in an even one (the coin, `arcana R3`, is
# the first decision, so the variation branches at position 0). The rules: in both, the
# Magician is removed and the High Priestess goes back to seat 1's hand.

# %%
s = Session("arcana", seed=1, auto_chance=False)
show(play(s, "coin 1", "throw Magician", "throw High Priestess"))
s.name_line("odd round")
print()
show(branch(s, 0, "coin 0", "throw Magician", "throw High Priestess", name="even round"))

# %% [markdown]
# The two lines end in the same position except for the round number:

# %%
display(s.compare("odd round", "even round"))
for line in ("odd round", "even round"):
    s.switch(line)
    expect(f"{line}: seat 0's Magicians", holds(s, 0, "The Magician"), 0)
    expect(f"{line}: seat 1's High Priestesses", holds(s, 1, "The High Priestess"), 1)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# **What variant would make it possible?** Two changes together. Without `arcana R8`'s
# High Priestess clause the match-up would go by `arcana R5`: the Magician (I) and the High
# Priestess (II) are both odd-favoured, so they always have the advantage together (or
# neither has it), and the higher number wins: the High Priestess, in every round. Under
# the default `resolution="winner"` only her own effect would resolve, so she would still
# never leave. Under `resolution="both"` the losing Magician's effect resolves too and
# removes the card it met (`tarotlab T3`). So *`resolution="both"` without the High
# Priestess clause of `arcana R8`* is the variant in which every one of the 22 cards can
# be removed and a hand can run out. The engine offers `resolution`, not that clause (it is
# the rulings' reading of the rulebook's "the High Priestess … may also remove The
# Magician"). The `arcana R5` part, from the card data:

# %%
for parity in ("odd", "even"):
    mag, hp = CARD["The Magician"], CARD["The High Priestess"]
    advantage = (catalog.has_advantage(mag, parity), catalog.has_advantage(hp, parity))
    winner = "The High Priestess" if advantage[0] == advantage[1] and hp > mag else "?"
    print(f"{parity} round: advantage (Magician, High Priestess) = {advantage}; "
          f"by arcana R5 the higher number wins: {winner}")
    expect(f"{parity} round: the High Priestess wins without R8's clause", winner,
           "The High Priestess")

# %% [markdown]
# ## 2. The Magician against the World: the round decides (`arcana R8`, `arcana R5`)
#
# The World removes the Magician, but only in an odd round (`arcana R8`). In an even round
# `arcana R5` decides as usual: the World (XXI) is not odd-favoured, so it has the
# advantage and the Magician (odd-favoured) does not: the World wins with **its own**
# effect (1 HP, 3 damage, 3 keys or 1 hour, its owner's choice, `arcana R7`), and the
# Magician goes back to its owner's hand.
#
# Seat 0 throws the World, seat 1 the Magician. The rules: in the odd round (main line)
# seat 1 loses its Magician and nothing else happens; in the even round ("what if") seat 1
# keeps it and seat 0 chooses the World's effect: we take 1 HP (6 + 1 = 7).

# %%
s = Session("arcana", seed=1, auto_chance=False)
show(play(s, "coin 1", "throw World", "throw Magician"))
s.name_line("odd round: R8")
print()
show(branch(s, 0, "coin 0", "throw World", "throw Magician", name="even round: R5"))
print("seat 0 chooses:", " | ".join(s.state.legal_actions()))
show(play(s, "gain 1 HP"))

# %%
display(s.compare("odd round: R8", "even round: R5"))
s.switch("odd round: R8")
expect("odd round: seat 1's Magicians", holds(s, 1, "The Magician"), 0)
expect("odd round: seat 0's HP", s.state.hp[0], 6)
s.switch("even round: R5")
expect("even round: seat 1's Magicians", holds(s, 1, "The Magician"), 1)
expect("even round: seat 0's HP", s.state.hp[0], 7)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 3. The Tower meets the Fool: switched owners, two copies (`arcana R9`, `tarotlab T7`)
#
# The Tower against the Fool: the two cards **switch owners**, each going into the other
# player's hand, and nothing else happens (`arcana R9`). From then on a player may hold two
# Fools and no Tower; hands are counts, and a removed copy leaves the other (`tarotlab
# T7`). The Tower against the Tower (or the Fool against the Fool) removes both.
#
# Main line: round 0, seat 0's Tower meets seat 1's Fool: seat 0 holds 2 Fools and no
# Tower, seat 1 2 Towers and no Fool. Round 1: seat 0 throws a Fool, seat 1 a Tower:
# they switch back, one of each again. What if, in round 1, seat 0 had thrown its Fool and
# seat 1 had answered with a Fool? Seat 1 has none left, so that is refused; we answer
# with a second "what if" from round 0: the Tower against the Tower, both removed.

# %%
s = Session("arcana", seed=1, auto_chance=False)
show(play(s, "coin 0", "throw Tower", "throw Fool"))
after_switch = s.position
expect("seat 0's Fools after the switch", holds(s, 0, "The Fool"), 2)
expect("seat 0's Towers after the switch", holds(s, 0, "The Tower"), 0)
show(play(s, "throw Fool", "throw Tower"))
s.name_line("switch and switch back")
s.goto(after_switch + 1)          # seat 0 has thrown a Fool in round 1
print(s.state.check("throw Fool"))

# %%
show(branch(s, 1, "throw Tower", "throw Tower", name="Tower against Tower"))
print()
display(s.compare("switch and switch back", "Tower against Tower"))
expect("Tower against Tower: seat 0's Towers", holds(s, 0, "The Tower"), 0)
expect("Tower against Tower: seat 0's Fools", holds(s, 0, "The Fool"), 1)
s.switch("switch and switch back")
expect("switched back: seat 0's Towers", holds(s, 0, "The Tower"), 1)
expect("switched back: seat 0's Fools", holds(s, 0, "The Fool"), 1)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 4. Only unspent points can be lost (`arcana R7`, `arcana R10`)
#
# Damage points are spent at once: every 5 become 1 HP lost by the opponent (`arcana
# R10`). *"Opponent loses N points"* takes from the points **not yet spent**, and points
# never go below 0 (`arcana R7`). So Justice's *the opponent loses 3 damage points* against
# a player who has just spent 5 of their 6 takes only the 1 left: the HP already taken
# stays taken.
#
# Position: seat 0 wins 3 damage points in round 0 (Strength beats the Lovers in an even
# round) and 3 more in round 1 (the Emperor beats the Hermit in an odd round): 3 + 3 = 6,
# of which 5 are spent at once; seat 1 is down to 6 − 1 = 5 HP, seat 0 keeps 1 damage
# point. In round 2
# (even) seat 1's Justice beats seat 0's Lovers. The rules: choosing damage, seat 0 ends
# with 0 damage points (not −2) and seat 1 stays at 5 HP; choosing *the opponent loses 1
# hour* instead ("what if"), seat 0 keeps its 1 damage point and its clock goes from 9 AM
# to 10 AM.

# %%
s = Session("arcana", seed=1, auto_chance=False)
show(play(s, "coin 0", "throw Strength", "throw Lovers", "throw Emperor", "throw Hermit"))
print()
show(play(s, "throw Lovers", "throw Justice"))
chooses = s.position
print("seat 1 chooses:", " | ".join(s.state.legal_actions()))
show(play(s, "opponent-loses 3 damage"))
s.name_line("Justice takes damage")
show(branch(s, chooses, "opponent-loses 1 hour", name="Justice takes an hour"))

# %%
display(s.compare("Justice takes damage", "Justice takes an hour"))
s.switch("Justice takes damage")
expect("seat 0's damage points", s.state.damage[0], 0)
expect("seat 1's HP", s.state.hp[1], 5)
s.switch("Justice takes an hour")
expect("seat 0's damage points", s.state.damage[0], 1)
expect("seat 0's clock (hour of the day)", s.state.clock[0], 10)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 5. No earlier than 1 AM (`arcana R4`)
#
# *"Gain 1 hour"* moves your clock **back** one hour, never earlier than 1 AM (`arcana
# R4`): at 1 AM a gained hour is simply lost. The Sun's only effect is that gain (`arcana
# R7`), so at 1 AM a winning Sun does nothing at all; the Star could instead make the
# opponent lose an hour.
#
# Position: seat 0's Sun wins eight rounds in a row (it beats the Lovers in even rounds,
# where only the Sun has the advantage, and the Hermit in odd rounds, where neither has it
# and XIX beats IX): its clock goes from 9 AM to 1 AM. Round 8 (even): the main line wins
# with the Sun once more, the "what if" line with the Star (it beats the Lovers the same
# way), taking an hour from seat 1. The rules: seat 0 stays at 1 AM in both lines; seat 1
# stays at 9 AM in the main line and goes to 10 AM in the other.

# %%
s = Session("arcana", seed=1, auto_chance=False)
play(s, "coin 0")
while s.state.clock[0] > 1:
    play(s, "throw Sun", "throw Lovers" if s.state.round % 2 == 0 else "throw Hermit")
print(s.state.view(None))
at_1am = s.position
show(play(s, "throw Sun", "throw Lovers"))
s.name_line("the Sun at 1 AM")
show(branch(s, at_1am, "throw Star", "throw Lovers", "opponent-loses 1 hour",
            name="the Star at 1 AM"))

# %%
display(s.compare("the Sun at 1 AM", "the Star at 1 AM"))
for line, seat1_clock in (("the Sun at 1 AM", 9), ("the Star at 1 AM", 10)):
    s.switch(line)
    expect(f"{line}: seat 0's clock", s.state.clock[0], 1)
    expect(f"{line}: seat 1's clock", s.state.clock[1], seat1_clock)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 6. Both clocks at midnight: a draw (`arcana R4`, `arcana R11`)
#
# At the start of every round whose number is a positive multiple of 12, **both** players
# lose 1 hour (`arcana R4`). A player whose clock reaches midnight loses; if both lose by
# the same event, the game is a draw (`arcana R11`).
#
# Position: each seat takes an hour from the other in turn for rounds 0 to 23 (the Moon
# beats the Hierophant in odd rounds; the Star beats the Lovers in even rounds and its
# owner chooses *the opponent loses 1 hour*): 24 / 2 = 12 hours each. With the losses at the starts
# of rounds 12 and 24 both clocks stand at 9 + 12 + 2 = 23, 11 PM. Rounds 24 to 34 pass
# quietly (two identical Suns change nothing, `arcana R5`). In round 35 (odd) the main
# line throws two Suns again, so round 36 starts with both clocks at 11 PM: both reach
# midnight, a draw. What if seat 0's Sun had won round 35 (against the Hermit: neither card
# has the advantage and XIX beats IX)? Seat 0 would gain an hour, to 10 PM, reach only
# 11 PM at round 36, and seat 1 would lose alone: seat 0 wins.

# %%
s = Session("arcana", seed=1, auto_chance=False)
play(s, "coin 0")
for r in range(24):
    taker, other = r % 2, 1 - r % 2
    if s.state.round % 2:
        throws = {taker: "throw Moon", other: "throw Hierophant"}
        play(s, throws[0], throws[1])
    else:
        throws = {taker: "throw Star", other: "throw Lovers"}
        play(s, throws[0], throws[1], "opponent-loses 1 hour")
while s.state.round < 35:
    play(s, "throw Sun", "throw Sun")
expect("round", s.state.round, 35)
expect("both clocks", s.state.clock, [23, 23])
round_35 = s.position
show(play(s, "throw Sun", "throw Sun"))
s.name_line("quiet round 35")
print()
show(branch(s, round_35, "throw Sun", "throw Hermit", name="seat 0 gains an hour"))

# %%
display(s.compare("quiet round 35", "seat 0 gains an hour"))
s.switch("quiet round 35")
expect("quiet round 35: the ending", s.state.outcome.ending, "midnight-both")
expect("quiet round 35: the winners", s.state.outcome.winners, ())
s.switch("seat 0 gains an hour")
expect("seat 0 gains an hour: the winners", s.state.outcome.winners, (0,))

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 7. Both effects: the first ending stands (`arcana R6`, `arcana R11`)
#
# The variant `resolution="both"` resolves the loser's effect too, after the winner's
# (`arcana R6`). Effects apply one at a time and *the first end condition met stands*
# (`arcana R11`): if the winner's effect ends the game, the loser's never resolves.
#
# Position (`resolution="both"`): seat 0 takes an hour from seat 1 every round (the Moon
# against the Hierophant in odd rounds, the Star against the Lovers in even rounds; the
# losers' effects give seat 1 HP, which does not matter here) until seat 1's clock stands
# at 11 PM, in an odd round. Then seat 0 throws the Moon, seat 1 the Sun. The Moon is
# odd-favoured and the Sun is not, so in an odd round the Moon wins: seat 1 loses an hour
# and reaches midnight **before** the Sun's *gain 1 hour* resolves. Seat 0 wins. What if
# seat 0 had thrown the Star? Neither card has the advantage in an odd round and the Sun
# (XIX) beats the Star (XVII): seat 1 first gains an hour (10 PM), then the Star's
# effect resolves for seat 0, who takes it back (11 PM): the game goes on.

# %%
s = Session("arcana", seed=1, auto_chance=False, resolution="both")
play(s, "coin 0")
while not (s.state.clock[1] == 23 and s.state.round % 2):
    if s.state.clock[1] == 23:
        play(s, "throw Sun", "throw Sun")           # a quiet round, to reach an odd one
    elif s.state.round % 2:
        play(s, "throw Moon", "throw Hierophant")
    else:
        play(s, "throw Star", "throw Lovers", "opponent-loses 1 hour")
print(s.state.view(None))
decisive = s.position
show(play(s, "throw Moon", "throw Sun"))
s.name_line("the Moon wins")
print()
show(branch(s, decisive, "throw Star", "throw Sun", name="the Star loses"))
print("seat 0 chooses:", " | ".join(s.state.legal_actions()))
show(play(s, "opponent-loses 1 hour"))

# %%
display(s.compare("the Moon wins", "the Star loses"))
s.switch("the Moon wins")
expect("the Moon wins: the winners", s.state.outcome.winners, (0,))
expect("the Moon wins: seat 1's clock", s.state.clock[1], 24)
s.switch("the Star loses")
expect("the Star loses: the game is over", s.state.is_over, False)
expect("the Star loses: seat 1's clock", s.state.clock[1], 23)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 8. Both effects: the Magician removes even when it loses (`tarotlab T3`, `tarotlab T4`)
#
# Under `resolution="both"` the Magician's effect needs two project rulings
# (`docs/rulings.md`). A **losing** Magician still removes the card it was played against,
# after the winner's effect (`tarotlab T3`: reading *"the losing card"* literally would
# make it remove itself). A **winning** Magician removes the losing card first, and that
# card's effect still resolves (`tarotlab T4`: `arcana R6` resolves both effects, the
# winner's first).
#
# Round 1 is odd. Main line: seat 0's Magician meets seat 1's Empress. Both are
# odd-favoured, so the higher number wins: the Empress gives seat 1 3 key points
# (`arcana R7`), then the Magician removes her. What if seat 1 had thrown the Hermit? It
# is not odd-favoured, so the Magician wins: the Hermit is removed first, then its effect
# still gives seat 1 3 key points (`arcana R7`). Either way seat 1 loses the card and
# gains the 3 key points of its effect (`arcana R7`).

# %%
s = Session("arcana", seed=1, auto_chance=False, resolution="both")
show(play(s, "coin 1", "throw Magician", "throw Empress"))
s.name_line("the Magician loses")
print()
show(branch(s, 2, "throw Hermit", name="the Magician wins"))

# %%
display(s.compare("the Magician loses", "the Magician wins"))
for line, card in (("the Magician loses", "The Empress"), ("the Magician wins", "The Hermit")):
    s.switch(line)
    expect(f"{line}: seat 1's {card}", holds(s, 1, card), 0)
    expect(f"{line}: seat 1's key points", s.state.keys[1], 3)

# %% [markdown]
# Click through the lines: a move's chip shows its position, the arrow keys move along a
# line (left, right) and between lines (up, down).

# %%
explore(s)

# %% [markdown]
# ## 9. Sharing an exploration
#
# An exploration is a file: `session.save(path)` writes every line (names, where they
# branch, where you are) as versioned JSON, and `Session.load(path)` rebuilds it,
# re-checking every decision of every line with the rules. From a terminal,
# `python -m tarotlab explore FILE --moves` prints the lines. The Magician's two lines of
# section 8, saved and loaded again (in a temporary folder):

# %%
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as folder:
    path = Path(folder) / "magician.json"
    s.save(path)
    again = Session.load(path)
for line in again.lines():
    print(line)
print("the same position:", again.state == s.state)
