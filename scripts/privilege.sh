# Sourced by the install scripts: sets SUDO to "" (we are root), "sudo -n" (passwordless
# sudo) or "none" (we may not install system packages here).
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else SUDO="none"; fi
fi
