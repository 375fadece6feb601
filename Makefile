# tarotlab: two commands on a fresh machine.
#   make lab   sets everything up and opens JupyterLab on the welcome notebook
#   make test  sets everything up and runs the whole suite (lint, types, unit, property,
#              playthrough and notebook tests)
#   make classroom  serves a game's Table as a page with no code, for a projector
#              (GAME=arcanum, ARGS="--players 3 --bots person,greedy,random" to choose)
#   make lite  builds site/: the notebooks, lessons and classroom in a browser with nothing
#              to install (a static JupyterLite site; serve it: python -m http.server -d site)
# Also: make check (the fast tier for everyday work), make bench (benchmarks), make csv
# (regenerate data tables), make docs (rebuild the annotated rulebook's pages in docs/rulebook),
# make test-browser (only the browser tests), make clean.

# The Python the venv is made from: the system's own where it is 3.11 or newer (Debian's and
# Ubuntu's are built with profile-guided and link-time optimization; this engine ran faster
# on Debian 12's than on a default build from source: benchmarks/results-interpreters.md), else
# python3 from PATH (scripts/pick-python.sh). PYTHON=... chooses another; a .venv made
# before keeps its interpreter until it is removed.
PYTHON ?= $(shell sh scripts/pick-python.sh)
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.tarotlab-installed

.PHONY: lab test check bench setup lab-setup dot chromium clean notebooks csv classroom test-browser docs lite

setup: $(STAMP) dot chromium

# What `make lab` needs: the package and `dot`; Chromium is only for the tests.
lab-setup: $(STAMP) dot

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "tarotlab needs Python 3.11 or newer"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip "setuptools>=77"
	$(BIN)/python -m pip install --quiet -e '.[notebook,test,bench,lab,rl]'
	@touch $(STAMP)

# Graphviz's `dot` program draws the Arcs maps. Installed with the system package manager
# where we may (root, or passwordless sudo); otherwise a message says how.
dot:
	@command -v dot >/dev/null 2>&1 || sh scripts/install-graphviz.sh

# Chromium (Debian's package) for the browser tests, which drive it with Playwright's Python
# package (from the test extra): installed where we may (root, or passwordless sudo);
# otherwise a message says how, and the browser tests skip (under CI=true they fail).
chromium:
	@sh scripts/install-chromium.sh

# The project's notebooks are trusted first (their boards are styled HTML, which JupyterLab
# shows only for trusted notebooks); as root (a container), JupyterLab needs --allow-root.
lab: lab-setup
	$(BIN)/jupyter trust notebooks/*.ipynb
	$(BIN)/jupyter lab $$( [ "$$(id -u)" = 0 ] && echo --allow-root ) \
	  --ServerApp.kernel_websocket_connection_class=tarotlab.notebook.server.PromptConnection \
	  notebooks/00_welcome.ipynb

# The engine's tests, doctests and the full-strength conformance runs spread over every core
# (pytest-xdist). Beside them, in a second pytest, the browser suite and the notebooks (nbval,
# one after another: they start servers and kernels of their own and spend much of their time
# waiting on them); its output follows the first one's. The target fails when either fails.
BROWSER_LOG := $(VENV)/browser-tests.log
test: setup lite
	$(BIN)/ruff check tarotlab tests benchmarks scripts
	$(BIN)/mypy
	@echo "browser suite and notebooks: running beside the engine's tests (output below)"
	@( $(BIN)/python -m pytest tests/browser notebooks --nbval \
		--nbval-sanitize-with notebooks/sanitize.cfg -p no:cacheprovider --durations=10 \
		> $(BROWSER_LOG) 2>&1; echo $$? > $(BROWSER_LOG).rc ) & \
	$(BIN)/python -m pytest -n auto --dist worksteal -p no:cacheprovider --durations=15 \
		--doctest-modules tests tarotlab --ignore=tests/browser; engine=$$?; \
	wait; echo "---- browser suite and notebooks ----"; cat $(BROWSER_LOG); \
	browser=$$(cat $(BROWSER_LOG).rc); echo "engine tests: exit $$engine; browser suite and notebooks: exit $$browser"; \
	[ "$$engine" = 0 ] && [ "$$browser" = 0 ]

# The fast tier for everyday work: ruff, mypy and every test not marked slow (no conformance
# soak, no hunt, no balance run), no browser suite, no notebooks. It needs no Chromium.
# Measured on this 2-core machine, idle, on 2026-12-07: 1 min 50 s, 2,517 tests (make test
# stays the whole suite, what CI runs).
check: $(STAMP) dot
	$(BIN)/ruff check tarotlab tests benchmarks scripts
	$(BIN)/mypy
	$(BIN)/python -m pytest -n auto --dist worksteal -p no:cacheprovider -m "not slow" \
		--doctest-modules tests tarotlab --ignore=tests/browser

# The browser site, built from clean from the package registries alone (pip and npm, every
# version pinned in lite/pins.toml); downloads are kept in build/lite while the pins stay.
lite: $(STAMP)
	$(BIN)/python scripts/lite/build.py

# Browser tests alone (JupyterLab and the classroom page in headless Chromium).
test-browser: setup lite
	$(BIN)/python -m pytest tests/browser -p no:cacheprovider

GAME ?= arcana
classroom: lab-setup
	$(BIN)/python -m tarotlab classroom $(GAME) $(ARGS)

# The balance lab's speed-ups (its million-game stream: benchmarks/lab.py --stream 1000000,
# about 70 minutes); the headed browser run draws in a real Chromium window on Xvfb.
bench: setup lite
	$(BIN)/python benchmarks/run.py
	$(BIN)/python benchmarks/lab.py
	$(BIN)/python benchmarks/browser.py
	$(BIN)/python benchmarks/lite.py
	@sh scripts/install-xvfb.sh && xvfb-run -a -s "-screen 0 1400x1000x24" \
		$(BIN)/python benchmarks/browser.py --headed
	xvfb-run -a -s "-screen 0 1400x1000x24" $(BIN)/python benchmarks/lite.py --headed

# Execute every notebook from its source (notebooks/NN_*.py, percent format) in a clean kernel
# and save the .ipynb with its outputs (cell ids kept, so diffs show only what changed).
notebooks: lab-setup
	for source in notebooks/[0-9]*.py; do \
		$(BIN)/jupytext --quiet --to ipynb --update $$source && \
		$(BIN)/jupyter nbconvert --log-level=WARN --to notebook --execute --inplace \
			$${source%.py}.ipynb || exit 1; done

csv: $(STAMP)
	$(BIN)/python -m tarotlab matchups --write

# The annotated rulebook (docs/rulebook/index.html and a page per game): every rule with the
# code that cites it, the tests that name it, the lessons that teach it, and how often it fired
# in the conformance games of the last `make test` (build/rule-counts.json). Generated, never
# edited by hand: run this after `make test` and commit the pages.
docs: $(STAMP)
	$(BIN)/python -m tarotlab rulebook all --out docs/rulebook

clean:
	rm -rf $(VENV) build site *.egg-info .pytest_cache .mypy_cache .ruff_cache
