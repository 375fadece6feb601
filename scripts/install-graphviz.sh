#!/bin/sh
# Install Graphviz's `dot` with the system package manager when we are allowed to;
# otherwise say exactly how. Called by `make setup` only when `dot` is missing.
set -e
if command -v dot >/dev/null 2>&1; then exit 0; fi
. "$(dirname "$0")/privilege.sh"  # sets SUDO
. "$(dirname "$0")/apt-install.sh"  # apt_install: waits for a held lock
if [ "$SUDO" != "none" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "Installing Graphviz (dot) with apt-get..."
    apt_install graphviz || true
  elif command -v dnf >/dev/null 2>&1; then $SUDO dnf install -y graphviz
  elif command -v apk >/dev/null 2>&1; then $SUDO apk add graphviz
  elif command -v brew >/dev/null 2>&1; then brew install graphviz
  fi
fi
if command -v dot >/dev/null 2>&1; then exit 0; fi
cat >&2 <<'MSG'
tarotlab needs Graphviz's `dot` program to draw maps, and could not install it here.
Install it, then run the make command again:
  Debian/Ubuntu:  sudo apt-get install graphviz
  Fedora:         sudo dnf install graphviz
  macOS:          brew install graphviz
  conda:          conda install -c conda-forge graphviz python-graphviz
MSG
exit 1
