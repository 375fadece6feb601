"""The setup a newcomer meets: ``make lab`` installs only what the notebooks need (Chromium is
for the tests), and the system package installs wait for another program's lock instead of
failing, then print the project's own help if they still fail (scripts/apt-install.sh)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _recipe(target: str) -> str:
    return subprocess.run(["make", "-n", "-B", target], cwd=ROOT, capture_output=True,
                          text=True, check=True, env={**os.environ, "VENV": "/nonexistent"}
                          ).stdout


def test_make_lab_does_not_install_chromium_and_make_test_does() -> None:
    assert "install-chromium" not in _recipe("lab")
    assert "install-graphviz" in _recipe("lab")
    assert "install-chromium" in _recipe("test")


def _fake_apt(tmp_path: Path, locked_times: int, then: str = "ok") -> dict[str, str]:
    """A PATH whose apt-get fails with dpkg's lock message ``locked_times`` times, then
    succeeds (``then="ok"``) or fails with another error."""
    count = tmp_path / "count"
    count.write_text("0")
    apt = tmp_path / "apt-get"
    apt.write_text(f"""#!/bin/sh
n=$(cat {count}); echo $((n + 1)) > {count}
if [ "$n" -lt {locked_times} ]; then
  echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 42 (apt)" >&2
  exit 100
fi
if [ "{then}" != ok ] && [ "$1" = install ]; then
  echo "E: Unable to locate package x" >&2; exit 100
fi
exit 0
""")
    apt.chmod(0o755)
    return {**os.environ, "PATH": f"{tmp_path}:{os.environ['PATH']}", "TAROTLAB_APT_WAIT": "0"}


def _run(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    script = f'SUDO=""; . {ROOT}/scripts/apt-install.sh; apt_install graphviz'
    return subprocess.run(["sh", "-c", script], capture_output=True, text=True, env=env,
                          timeout=60)


def test_a_held_lock_is_waited_for_with_a_message(tmp_path: Path) -> None:
    done = _run(_fake_apt(tmp_path, locked_times=3))
    assert done.returncode == 0, done.stderr
    assert "Another program is using the system package manager" in done.stdout
    assert done.stdout.count("waiting for it") == 1  # said once, not at every try


def test_other_failures_and_a_lock_held_too_long_fail_with_apts_error(tmp_path: Path) -> None:
    other = _run(_fake_apt(tmp_path, locked_times=0, then="fail"))
    assert other.returncode != 0 and "Unable to locate package" in other.stderr
    stuck = _run(_fake_apt(tmp_path, locked_times=1000))
    assert stuck.returncode != 0 and "stayed locked for 3 minutes" in stuck.stderr


def test_when_the_install_fails_the_projects_help_is_printed(tmp_path: Path) -> None:
    """install-graphviz.sh: the apt error, then how to install `dot` by hand (run as if root,
    with a PATH holding a fake apt-get and the few tools the script uses, but no `dot`)."""
    env = _fake_apt(tmp_path, locked_times=0, then="fail")
    (tmp_path / "id").write_text("#!/bin/sh\necho 0\n")
    (tmp_path / "id").chmod(0o755)
    for tool in ("dirname", "cat", "sleep"):
        found = subprocess.run(["sh", "-c", f"command -v {tool}"], capture_output=True,
                               text=True, check=True).stdout.strip()
        (tmp_path / tool).symlink_to(found)
    env["PATH"] = str(tmp_path)
    done = subprocess.run(["/bin/sh", str(ROOT / "scripts" / "install-graphviz.sh")],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 1, done
    assert "Unable to locate package" in done.stderr  # apt's own error first
    assert "tarotlab needs Graphviz's `dot` program" in done.stderr
    assert "sudo apt-get install graphviz" in done.stderr
