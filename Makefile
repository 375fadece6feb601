# tarotlab: two commands on a fresh machine.
#   make lab   sets everything up and opens JupyterLab on the welcome notebook
#   make test  sets everything up and runs the whole suite (lint, types, unit, property,
#              playthrough and notebook tests)
# Also: make bench (benchmarks), make csv (regenerate data tables), make clean.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.tarotlab-installed

.PHONY: lab test bench setup dot clean notebooks csv

setup: $(STAMP) dot

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "tarotlab needs Python 3.11 or newer"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[notebook,test,bench]'
	@touch $(STAMP)

# Graphviz's `dot` program draws the Arcs maps. Installed with the system package manager
# where we may (root, or passwordless sudo); otherwise a message says how.
dot:
	@command -v dot >/dev/null 2>&1 || sh scripts/install-graphviz.sh

lab: setup
	$(BIN)/jupyter lab notebooks/00_welcome.ipynb

test: setup
	$(BIN)/ruff check tarotlab tests benchmarks scripts
	$(BIN)/mypy
	$(BIN)/python -m pytest tests notebooks --nbval --nbval-sanitize-with notebooks/sanitize.cfg -p no:cacheprovider

bench: setup
	$(BIN)/python benchmarks/run.py

# Rebuild every notebook from its builder script, execute it from a clean kernel and save
# it with its outputs (the builders in scripts/ are the source of the notebooks).
notebooks: setup
	for builder in scripts/build_*notebook*.py; do $(BIN)/python $$builder --execute || exit 1; done

csv: setup
	$(BIN)/python -m tarotlab matchups --write

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
