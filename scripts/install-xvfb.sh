#!/bin/sh
# Install Xvfb (a virtual X display) for the browser benchmark's headed run, in which
# Chromium draws into a real window as on a teacher's screen: with the system package
# manager when we are allowed to (root, or passwordless sudo); otherwise say how. Called by
# `make bench` only; without it the headed run is skipped with this message.
set -e
if command -v xvfb-run >/dev/null 2>&1; then exit 0; fi
. "$(dirname "$0")/privilege.sh"  # sets SUDO
. "$(dirname "$0")/apt-install.sh"  # apt_install: waits for a held lock
if [ "$SUDO" != "none" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "Installing Xvfb with apt-get (for the headed browser benchmark)..."
    apt_install xvfb xauth || true
  elif command -v dnf >/dev/null 2>&1; then $SUDO dnf install -y xorg-x11-server-Xvfb
  fi
fi
if command -v xvfb-run >/dev/null 2>&1; then exit 0; fi
cat >&2 <<'MSG'
The headed browser benchmark needs Xvfb (xvfb-run), and it could not be installed here:
  Debian/Ubuntu:  sudo apt-get install xvfb xauth
  Fedora:         sudo dnf install xorg-x11-server-Xvfb
MSG
exit 1
