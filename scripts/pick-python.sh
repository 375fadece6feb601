#!/bin/sh
# Print the Python the project's venv is made from (the Makefile's PYTHON unless given):
# the system's own Python 3 where it is 3.11 or newer and can make a venv, else `python3`.
# Debian and Ubuntu build their Python with profile-guided and link-time optimization; a
# Python built from source with default options (pyenv's, say) has neither: this project's
# work (conformance games, playouts) took 0.82-0.87 of the CPU time on Debian 12's 3.11.2
# that it took on such a build of 3.11.7 (benchmarks/results-interpreters.md, first run).
if [ -x /usr/bin/python3 ] && /usr/bin/python3 -c \
    'import sys, ensurepip, venv; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then
  echo /usr/bin/python3
else
  echo python3
fi
