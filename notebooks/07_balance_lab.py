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
# # The balance lab
#
# Is a rule fair? Does the first player gain, does a variant change who wins, does a deck
# beat another? Questions like these need many games, each one a row of data. The balance
# lab (`tarotlab.lab`) plays them between bots on every core of the machine, or on a Dask
# cluster, and returns one row per game (seed, options, bots by seat, winner, scores,
# length, how the game ended) as a pandas DataFrame.
#
# This notebook answers four questions from a **small sample**, so that it runs in
# seconds. Every figure in the text below is computed from that sample, with its 95%
# confidence interval (Wilson's score interval); with so few games most intervals are
# wide, and a "no clear difference" here is not proof of fairness. The last section says
# how to run the full study.
#
# Every study below is seeded: game *i* of each cell uses seed `SEED + i`, so the cells of
# a sweep play the same deals, and the rows are the same whatever the number of workers.

# %%
import matplotlib.pyplot as plt
import pandas as pd
from IPython.display import Markdown, display

import tarotlab.lab as lab

SEED = 2026
SCALE = 1  # the small sample; SCALE = 50 or more for a real study (see the last section)
SAMPLE = {"arcana": 160, "arcanum": 24, "mystick": 6, "arcs": 5}  # games per cell
GAMES = {game: n * SCALE for game, n in SAMPLE.items()}


def pct(x):
    return f"{100 * x:.1f}%"


def with_ci(row):
    """A rate with its 95% interval, from a row of lab.rate_table."""
    return f"{pct(row.rate)} (95% CI {pct(row.low)}–{pct(row.high)}, {int(row.trials)} games)"


def error_bars(table):
    """Matplotlib's yerr for the rates of a lab.rate_table, in percent."""
    return [100 * (table["rate"] - table["low"]), 100 * (table["high"] - table["rate"])]


def verdict(low, high, fair):
    """Whether an interval excludes the fair value, in words."""
    if low > fair:
        return "above its fair share"
    if high < fair:
        return "below its fair share"
    return "not distinguishable from its fair share in this sample"


# %% [markdown]
# ## 1. Arcana: the coin and the two resolution rules
#
# A coin decides whether the first round is even or odd (`arcana R3`), and the parity of
# a round decides some match-ups; seat 0 always throws first (`tarotlab T1`). Two random
# players, under the normal rule (`resolution="winner"`: only the winning card's effect)
# and the variant (`resolution="both"`, `arcana R6`):

# %%
arcana = lab.study("arcana", games=GAMES["arcana"], seed=SEED,
                   sweep={"resolution": ["winner", "both"]})
arcana[["resolution", "seed", "coin", "bot_0", "bot_1", "winner", "ending", "decisions",
        "rounds"]].head()

# %% [markdown]
# Seat 0's share of the games, by rule and by the coin (the row `coin = 0` is a game that
# began on an even round):

# %%
by_rule = lab.rate_table(arcana, "won_0", "resolution")
by_coin = lab.rate_table(arcana, "won_0", ["resolution", "coin"])
draws = lab.rate_table(arcana, "draw", "resolution")
by_coin.round(3)

# %%
lines = []
for rule in ("winner", "both"):
    seat0 = by_rule.set_index("resolution").loc[rule]
    draw = draws.set_index("resolution").loc[rule]
    coin = by_coin[by_coin["resolution"] == rule].set_index("coin")
    part = arcana[arcana["resolution"] == rule]
    gap, low, high = lab.difference(int(coin.loc[0, "successes"]), int(coin.loc[0, "trials"]),
                                    int(coin.loc[1, "successes"]), int(coin.loc[1, "trials"]))
    lines.append(
        f"* `resolution={rule!r}`: seat 0 wins {with_ci(seat0)}; draws {with_ci(draw)}. "
        f"Beginning on an even round rather than an odd one changes seat 0's rate by "
        f"{100 * gap:+.1f} points (95% CI {100 * low:+.1f} to {100 * high:+.1f}): "
        + ("no clear effect of the coin in this sample." if low <= 0 <= high else
           "the interval excludes zero, so the coin appears to matter (one of "
           "several comparisons in this notebook: confirm it with the full study).")
        + f" Games last {part['rounds'].median():.0f} rounds (median).")
display(Markdown("\n".join(lines)))

# %% [markdown]
# How the games end, by rule (`arcana R11`):

# %%
endings = pd.crosstab(arcana["resolution"], arcana["ending"], normalize="index")
(100 * endings).round(1)

# %% tags=["nbval-ignore-output"]
# The figure's PNG bytes depend on the matplotlib version and fonts, not on the games;
# the numbers it shows are in the tables above, which nbval checks.
fig, (left, mid, right) = plt.subplots(1, 3, figsize=(14, 3.6))
left.bar(by_rule["resolution"], 100 * by_rule["rate"], yerr=error_bars(by_rule), capsize=4,
         color="#2f62b5")
left.axhline(50, linestyle="--", color="black", linewidth=1)
left.set_title("seat 0's win rate (95% CI)")
for offset, coin in ((-0.2, 0), (0.2, 1)):
    part = by_coin[by_coin["coin"] == coin]
    mid.bar([i + offset for i in range(len(part))], 100 * part["rate"], width=0.4,
            yerr=error_bars(part), capsize=4, label=f"coin {coin} (first round "
            f"{'even' if coin == 0 else 'odd'})")
mid.set_xticks(range(len(by_rule)), by_rule["resolution"])
mid.axhline(50, linestyle="--", color="black", linewidth=1)
mid.set_title("seat 0's win rate by the coin")
mid.legend(fontsize=8, loc="lower right")
bottom = [0.0] * len(endings)
for ending in endings.columns:
    right.bar(endings.index, 100 * endings[ending], bottom=bottom, label=ending)
    bottom = [b + 100 * v for b, v in zip(bottom, endings[ending], strict=True)]
right.set_title("how games end")
right.legend(fontsize=8, loc="center left", bbox_to_anchor=(1, 0.5))
for ax in (left, mid, right):
    ax.set_ylabel("% of games")
    ax.set_xlabel("resolution")
    ax.set_ylim(0, 100)
fig.tight_layout()
plt.show()

# %% [markdown]
# ## 2. Arcanum: the first player's advantage
#
# The first-player pawn starts on a random seat and moves clockwise every turn
# (`arcanum: Setup`, `Game Turns`); the row's `first_player` is its seat on turn 1. Does
# that seat win more than its fair share, 1 in the number of players? Greedy bots on every
# seat, for each player count, in the normal and the long game (`arcanum R10`: 4 or 8
# turns with 3 players, 6 or 9 with 4 or 5):

# %%
lengths = {3: (4, 8), 4: (6, 9), 5: (6, 9)}
cells = [{"players": p, "turns": t} for p, turns in lengths.items() for t in turns]
arcanum = lab.study("arcanum", games=GAMES["arcanum"], seed=SEED, bots="greedy", sweep=cells)
arcanum["first_won"] = [row[f"won_{row['first_player']}"]
                        for row in arcanum.to_dict("records")]
first = lab.rate_table(arcanum, "first_won", ["players", "turns"])
first["fair"] = 1 / first["players"]
first.round(3)

# %%
lines = []
for row in first.itertuples():
    lines.append(f"* {row.players} players, {row.turns} turns: the first player wins "
                 f"{with_ci(row)}, {verdict(row.low, row.high, row.fair)} "
                 f"({pct(row.fair)}).")
display(Markdown("\n".join(lines)))

# %% [markdown]
# Every seat by its place in turn order on turn 1 (place 0 is the first player, place 1
# the next clockwise...), all game lengths together:

# %%
places = []
for row in arcanum.to_dict("records"):
    for seat in range(row["players"]):
        places.append({"players": row["players"], "place": (seat - row["first_player"])
                       % row["players"], "won": row[f"won_{seat}"]})
places = pd.DataFrame(places)
by_place = lab.rate_table(places, "won", ["players", "place"])
by_place.round(3)

# %% tags=["nbval-ignore-output"]
# A figure (PNG bytes vary with matplotlib and fonts); its numbers are in the tables above.
fig, (left, right) = plt.subplots(1, 2, figsize=(12, 3.6))
labels = [f"{p}p, {t} turns" for p, t in zip(first["players"], first["turns"], strict=True)]
left.bar(labels, 100 * first["rate"], yerr=error_bars(first), capsize=4, color="#7a3b8f")
left.scatter(labels, 100 * first["fair"], marker="D", color="#d62728", zorder=3,
             label="fair share")
left.set_title("the first player's win rate (95% CI)")
left.set_ylabel("% of games")
left.legend(fontsize=8)
for players, part in by_place.groupby("players"):
    right.errorbar(part["place"] + 0.05 * (players - 4), 100 * part["rate"],
                   yerr=error_bars(part), capsize=3, marker="o", label=f"{players} players")
    right.axhline(100 / players, linestyle=":", linewidth=1)
right.set_xticks(range(5))
right.set_xlabel("place in turn order on turn 1")
right.set_ylabel("% of games won")
right.set_title("win rate by place in turn order")
right.legend(fontsize=8)
fig.tight_layout()
plt.show()

# %% [markdown]
# ## 3. Mystick Domination: which deck beats which
#
# Every ready-made deck of the **current** catalog against every other, two greedy bots,
# each pairing played with both seatings (the bots keep their seats, `alternate=False`;
# the decks are what changes). A cell is deck A on seat 0 and deck B on seat 1. The heat
# map shows how often the row's deck beats the column's deck, both seatings together.

# %%
from tarotlab.mystick.decks import ready_made

decks = list(ready_made())
pairs = [{"decks": f"{a},{b}"} for a in decks for b in decks if a != b]
mystick = lab.study("mystick", games=GAMES["mystick"], seed=SEED, bots="greedy", sweep=pairs,
                    alternate=False)
seat0 = mystick.rename(columns={"deck_0": "deck", "deck_1": "against", "won_0": "won"})
seat1 = mystick.rename(columns={"deck_1": "deck", "deck_0": "against", "won_1": "won"})
both = pd.concat([seat0[["deck", "against", "won"]], seat1[["deck", "against", "won"]]])
matchups = lab.rate_table(both, "won", ["deck", "against"])
overall = lab.rate_table(both, "won", "deck").sort_values("rate", ascending=False)
overall.round(3)

# %%
best, worst = overall.iloc[0], overall.iloc[-1]
display(Markdown(
    f"{len(decks)} decks, {len(mystick)} games ({GAMES['mystick']} per seating). Against "
    f"the field, {best.deck} does best, {with_ci(best)}, and {worst.deck} worst, "
    f"{with_ci(worst)}; a draw counts as a game not won. "
    + ("Their intervals overlap: this sample cannot rank them." if best.low <= worst.high
       else "Their intervals do not overlap.")))

# %% tags=["nbval-ignore-output"]
# A figure (PNG bytes vary with matplotlib and fonts); its numbers are in `matchups`.
grid = matchups.pivot(index="deck", columns="against", values="rate").reindex(
    index=decks, columns=decks)
fig, ax = plt.subplots(figsize=(7, 5.6))
image = ax.imshow(100 * grid.to_numpy(dtype=float), cmap="RdBu", vmin=0, vmax=100)
for i, deck in enumerate(decks):
    for j, against in enumerate(decks):
        if deck != against:
            ax.text(j, i, f"{100 * grid.loc[deck, against]:.0f}", ha="center", va="center")
ax.set_xticks(range(len(decks)), decks, rotation=30, ha="right")
ax.set_yticks(range(len(decks)), decks)
ax.set_xlabel("against")
ax.set_title("% of games the row's deck wins")
fig.colorbar(image, ax=ax)
fig.tight_layout()
plt.show()

# %% [markdown]
# ## 4. Arcs: the initiative seat, the setup cards and how chapters end
#
# Seat 0 holds the initiative at the start (`arcs R2`); each setup card lays out the map
# and the starting systems differently (`arcs: Setup`). Random bots, every setup card of
# every player count, the same number of games each:

# %%
from tarotlab.arcs.mapdata import setup_cards

cells = [{"players": n, "setup_card": card.name} for n in (2, 3, 4) for card in setup_cards(n)]
arcs = lab.study("arcs", games=GAMES["arcs"], seed=SEED, sweep=cells)
initiative = lab.rate_table(arcs, "won_0", "players")
initiative["fair"] = 1 / initiative["players"]
by_card = lab.rate_table(arcs, "won_0", ["players", "setup"])
by_card["fair"] = 1 / by_card["players"]
by_card.round(3)

# %%
lines = [f"* {row.players} players: the initiative seat wins {with_ci(row)}, "
         f"{verdict(row.low, row.high, row.fair)} ({pct(row.fair)})."
         for row in initiative.itertuples()]
top = by_card.sort_values("rate", ascending=False).iloc[0]
lines.append(f"* Of the setup cards, the initiative seat does best on {top.setup}: "
             f"{with_ci(top)}.")
display(Markdown("\n".join(lines)))

# %% [markdown]
# How each chapter ended: `out` when the action cards ran out, `passed` when everyone with
# cards passed in a row (`arcs: Passing Initiative`); and how the games ended (`arcs R11`:
# a Power threshold, or the end of chapter 5):

# %%
chapters = pd.DataFrame(
    [{"players": row["players"], "chapter": number + 1, "end": end}
     for row in arcs.to_dict("records")
     for number, end in enumerate(row["chapter_ends"].split(","))])
chapter_ends = pd.crosstab([chapters["players"], chapters["chapter"]], chapters["end"],
                           normalize="index")
game_ends = pd.crosstab(arcs["players"], arcs["ending"], normalize="index")
display((100 * game_ends).round(1))
(100 * chapter_ends).round(1)

# %%
passed = lab.rate_table(chapters.assign(passed=chapters["end"] == "passed"), "passed",
                        "players")
display(Markdown("\n".join(
    f"* {row.players} players: {pct(row.rate)} of chapters end with everyone passing "
    f"(95% CI {pct(row.low)}–{pct(row.high)}, {row.trials} chapters); games last "
    f"{arcs[arcs['players'] == row.players]['chapters'].mean():.1f} chapters on average."
    for row in passed.itertuples())))

# %% tags=["nbval-ignore-output"]
# A figure (PNG bytes vary with matplotlib and fonts); its numbers are in the tables above.
fig, (left, right) = plt.subplots(1, 2, figsize=(13, 3.8))
labels = list(by_card["setup"])
left.bar(labels, 100 * by_card["rate"], yerr=error_bars(by_card), capsize=3,
         color=[{2: "#c0504d", 3: "#4f81bd", 4: "#9bbb59"}[p] for p in by_card["players"]])
left.scatter(labels, 100 * by_card["fair"], marker="D", color="#d62728", zorder=3,
             label="fair share")
left.legend(fontsize=8)
left.tick_params(axis="x", rotation=60)
left.set_ylabel("% of games")
left.set_title("the initiative seat's win rate by setup card (95% CI)")
passed_share = chapter_ends.get("passed", 0) * 100
for players, part in passed_share.groupby(level="players"):
    right.plot(part.index.get_level_values("chapter"), part.to_numpy(), marker="o",
               label=f"{players} players")
right.set_xticks(range(1, 6))
right.set_xlabel("chapter")
right.set_ylabel("% of chapters")
right.set_title("chapters that end with everyone passing")
right.legend(fontsize=8)
fig.tight_layout()
plt.show()

# %% [markdown]
# ## 5. The full study
#
# The sample above is small on purpose. For answers worth quoting, run the same studies
# with many more games, from the command line (one row per game streamed to a Parquet
# file; `--workers` defaults to every core, `--dask` starts a local Dask cluster and
# `--scheduler tcp://HOST:PORT` uses an existing one), then load the file here with
# `pd.read_parquet` and re-run the cells:
#
# ```
# pip install -e '.[lab]'
# python -m tarotlab simulate arcana --games 100000 --seed 2026 \
#     --sweep resolution=winner,both --out arcana.parquet
# python -m tarotlab simulate arcanum --games 5000 --seed 2026 --bots greedy \
#     --sweep players=4,5 --sweep turns=6,9 --out arcanum.parquet
# python -m tarotlab simulate arcanum --games 5000 --seed 2026 --bots greedy \
#     --option players=3 --sweep turns=4,8 --out arcanum3.parquet
# python -m tarotlab simulate mystick --games 2000 --seed 2026 --bots greedy --fixed-seats \
#     --sweep 'decks=["Wildfire,Storm Front","Storm Front,Wildfire"]' --out mystick.parquet
# python -m tarotlab simulate arcs --games 2000 --seed 2026 --option players=3 \
#     --sweep 'setup_card=["3P Mix Up","3P Frontiers","3P Homelands","3P Core Conflict"]' \
#     --out arcs3.parquet
# ```
#
# (For the Mystick heat map list every ordered pair of decks in the `decks` sweep, as the
# cell above does.) Or from Python, set `SCALE` in the first code cell and run the
# notebook again: `lab.study` takes the same `workers`, `dask` and `scheduler` arguments.
# The summary the command line prints is `lab.summarize(df)`, one per cell:

# %%
print(lab.summarize(arcana)[0].report())
