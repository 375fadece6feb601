#!/bin/sh
# Install Chromium (Debian's `chromium` package) for the browser tests, with the system
# package manager when we are allowed to (root, or passwordless sudo); otherwise say how.
# Beside it, where the package manager has it, Chromium's headless shell (Debian's
# `chromium-headless-shell`): the browser suite runs on it for less CPU (tests/browser/
# support.py); without it the suite runs on `chromium`. Playwright's Python package drives
# these browsers (`executable_path`); it never downloads a browser of its own. With them,
# where the package manager has it, a color emoji font (Debian's `fonts-noto-color-emoji`):
# without one the Table's hint button (💡) draws as an empty box, in the tests' screenshots
# in docs/ too.
# Without Chromium the browser tests are skipped with a message, except under CI (CI=true),
# where this script fails so that a missing browser can never pass silently.
set -e
found() {
  for exe in "${TAROTLAB_CHROMIUM:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$exe" ] && [ -x "$exe" ]; then return 0; fi
  done
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1
}
listed() {  # the package manager's lists have package $1
  command -v apt-cache >/dev/null 2>&1 && apt-cache show "$1" >/dev/null 2>&1
}
shell_wanted() {  # the headless shell is missing and the lists have it
  [ -z "${TAROTLAB_CHROMIUM:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] \
    && listed chromium-headless-shell
}
emoji_wanted() {  # no color emoji font is installed and the lists have one
  command -v dpkg >/dev/null 2>&1 && ! dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 \
    && listed fonts-noto-color-emoji
}
if found && ! shell_wanted && ! emoji_wanted; then exit 0; fi
. "$(dirname "$0")/privilege.sh"  # sets SUDO
. "$(dirname "$0")/apt-install.sh"  # apt_install: waits for a held lock
if [ "$SUDO" != "none" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    if ! found; then
      echo "Installing Chromium with apt-get (for the browser tests)..."
      apt_install chromium fonts-dejavu-core fonts-liberation || true
    fi
    if shell_wanted; then
      echo "Installing Chromium's headless shell with apt-get (the browser tests run on it)..."
      apt_install chromium-headless-shell || true
    fi
    if emoji_wanted; then
      echo "Installing a color emoji font with apt-get (the Table's hint button uses one)..."
      apt_install fonts-noto-color-emoji || true
    fi
  elif command -v dnf >/dev/null 2>&1; then $SUDO dnf install -y chromium
  elif command -v apk >/dev/null 2>&1; then $SUDO apk add chromium
  fi
fi
if found; then exit 0; fi
cat >&2 <<'MSG'
tarotlab's browser tests (tests/browser) need Chromium, and it could not be installed here.
Without it they are skipped (under CI=true they fail). Install Chromium, then run the make
command again:
  Debian/Ubuntu:  sudo apt-get install chromium chromium-headless-shell
  Fedora:         sudo dnf install chromium
  elsewhere:      set TAROTLAB_CHROMIUM=/path/to/chromium (or Google Chrome)
MSG
if [ "${CI:-}" = "true" ]; then
  echo "CI=true: failing, since the browser tests must run in CI." >&2
  exit 1
fi
exit 0
