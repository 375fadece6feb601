#!/bin/sh
# apt_install PACKAGE...: `apt-get update` and `apt-get install` as $SUDO (privilege.sh), for
# the install-*.sh scripts. When another program holds the system package manager's lock
# ("Could not get lock ..."), it says so and waits, trying again every
# ${TAROTLAB_APT_WAIT:-10} seconds for up to 18 tries (3 minutes), instead of failing at once.
apt_install() {
  tries=0
  while :; do
    if err=$( { $SUDO apt-get update -qq &&
                DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null; } 2>&1 )
    then
      return 0
    fi
    case "$err" in
      *"Could not get lock"*|*"Unable to acquire"*|*"is another process using it"*)
        tries=$((tries + 1))
        if [ "$tries" -gt 18 ]; then
          echo "$err" >&2
          echo "The system package manager stayed locked for 3 minutes." >&2
          return 1
        fi
        if [ "$tries" = 1 ]; then
          echo "Another program is using the system package manager (it holds its lock):"
          echo "waiting for it to finish, up to 3 minutes..."
        fi
        sleep "${TAROTLAB_APT_WAIT:-10}";;
      *)
        echo "$err" >&2
        return 1;;
    esac
  done
}
