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
# # The annotated rulebook
#
# A rules lawyer's first question about any engine is *"show me where it does that, and
# prove it"*. tarotlab cites a rule on every refusal and every event, keeps a catalog of the
# rule ids it may cite, and names its tests after the rules they check. The annotated
# rulebook links the three: for every ruling, every project decision and every section of
# the four rulebooks it shows
#
# * the lines of code that cite it (file and line),
# * the tests that name it,
# * how often it fired in the conformance games of the last `make test`,
# * the lessons, drills and edge-case notebooks that teach it.
#
# `make docs` writes the same as web pages (`docs/rulebook/index.html`, one page per game).
# Here we ask it questions in plain words with `tarotlab.rulebook.search`.
#
# Reading the checkout takes a few seconds: `gather()` reads the code, the tests, the
# lessons, the drills and the edge-case notebooks once, and every cell below reuses it.

# %%
from tarotlab.core.rulebook import title
from tarotlab.rulebook import search
from tarotlab.rulebook.book import books, uncited
from tarotlab.rulebook.gate import check
from tarotlab.rulebook.trace import gather

trace = gather()


def show(found):
    """The entries of a search whose title holds the question's words, best first."""
    for hit in found:
        if "title" in hit.why:
            name = hit.id if hit.kind != "section" else f"{hit.game}: § {hit.title}"
            print(f"{hit.kind:<9} {name}" + (f"  ({hit.title})" if hit.kind == "ruling" else ""))


# %% [markdown]
# ## Which rules does the Tower touch?
#
# A search drops the question words ("which", "rules", "does", "the", "touch") and looks for
# what is left in every rule and section: a word in a title counts most, then a word in a
# section's summary, then in what teaches the rule, then in the names of its tests. Here is
# what has *Tower* in its title: Arcana's ruling on the Tower meeting the Fool, Arcanum's
# ruling on the Tower, the Tower's own section of Arcanum's rulebook, and a city location
# that happens to be called the Mage Tower.

# %%
tower = search("which rules does the Tower touch?", trace=trace)
print("words searched:", tower.words)
show(tower)

# %% [markdown]
# The whole answer, as a table: below the titles come the sections whose summary mentions
# the Tower, then rules that lessons, drills or test names connect to it. The *code* column
# gives the first lines that cite each one (they move as the code is edited, so this cell's
# output is not compared when the notebooks are tested).

# %% tags=["nbval-ignore-output"]
tower

# %% [markdown]
# ## Where is House prestige scoring?
#
# Every word of this question is in the title of one section of Arcanum's rulebook, so it
# comes first. A section is made exact by the rulings and decisions listed with it: here
# the scoring area, the ranking of players in a House, the order of scoring and the hidden
# Fool.

# %%
best = search("where is House prestige scoring?", trace=trace)[0]
section = next(s for s in books()[best.game].sections if s.title == best.title)
print(f"{best.game}: § {section.title}")
print(section.summary)
print()
for rule in best.rules:
    print(f"{rule:<13} {title(rule)}")

# %% [markdown]
# And where the code does it: the files that cite the section or its rulings, with how many
# lines of each (line numbers move with every edit; the file names stay).

# %% tags=["nbval-ignore-output"]
files = {}
for site in best.sites:
    files[site.path] = files.get(site.path, 0) + 1
for path, lines in sorted(files.items(), key=lambda item: -item[1]):
    print(f"{lines:>3} lines  {path}")

# %% [markdown]
# ## One rule up close: `arcanum R15`, the Tower
#
# `trace.of(rule)` is everything that points at one rule. First the code and the tests: each
# line that cites the ruling, and each test whose name or docstring names it.

# %% tags=["nbval-ignore-output"]
tower_rule = trace.of("arcanum R15")
print("code:")
for site in tower_rule.code:
    print(f"  {site.path}:{site.line}  {site.text[:70]}")
print("tests:")
for test in tower_rule.tests:
    print(f"  {test.path}::{test.name}")

# %% [markdown]
# Then what teaches it: the lessons (by step), the kinds of drill question whose answers
# cite it, and the edge-case notebook sections that show it.

# %%
for lesson in tower_rule.lessons:
    print(f"lesson {lesson.lesson} step {lesson.step}: {lesson.title}")
for drill in tower_rule.drills:
    print(f"drill {drill.game}:{drill.kind} ({drill.title})")
for note in tower_rule.notebooks:
    print(f"edge case {note.path.rsplit('/', 1)[-1]}: {note.heading}")

# %% [markdown]
# How often it fired: the conformance games of the last `make test` leave their counts in
# `build/rule-counts.json` (every event's rule id, every refused candidate's). Before any
# test run there are no counts; the numbers change with every run, so this cell's output
# is not compared either.

# %% tags=["nbval-ignore-output"]
counts = trace.counts
if counts is None:
    print("no counts yet: run make test (or the conformance tests), then this cell again")
elif not counts.games.get("arcanum"):
    print("the last counted run played no Arcanum games")
else:
    games = counts.games["arcanum"]
    print(f"{counts.fired('arcanum', 'arcanum R15')} events and "
          f"{counts.refused('arcanum', 'arcanum R15')} refusals cite arcanum R15 "
          f"in {games} Arcanum games ({counts.taken})")

# %% [markdown]
# ## The gate
#
# `make test` checks that every ruling and every section of a rulebook that states a rule
# is cited by the code and named by a test. A few sections state no rule (a component
# list, background on tarot, a heading over its subsections); they are listed in
# `tarotlab/data/rulebook/uncited.toml` with the reason. An empty list of problems means
# the gate passes.

# %%
print("problems:", [str(p) for p in check(trace)])
for (game, what), excuse in uncited().items():
    if game == "mystick":
        print(f"{game}: § {what}: {excuse.reason}")

# %% [markdown]
# ## The pages
#
# The same evidence as web pages, one per game and an index. From a terminal:
#
# ```
# python -m tarotlab rulebook all --out docs/rulebook     # or: make docs
# ```
#
# Each page walks its rulebook section by section; the rules that never fired in the
# counted games are listed at the top, each with the test that shows it or marked as a gap.
# The same from Python, into a scratch folder:

# %%
import tempfile
from pathlib import Path

from tarotlab.rulebook import pages

with tempfile.TemporaryDirectory() as scratch:
    written = pages.write(Path(scratch), ["arcanum"], trace)
    print([p.name for p in written])
