"""pytest (``--doctest-modules tarotlab``): without the ``rl`` extra, this package's modules
are not collected, as ``tests/test_rl.py`` skips, instead of failing on their imports."""

from importlib.util import find_spec


def _installed(name: str) -> bool:
    try:
        return find_spec(name) is not None
    except (ImportError, ValueError):
        return False


collect_ignore_glob = ([] if all(map(_installed, ("pettingzoo", "gymnasium", "pyspiel")))
                       else ["*.py"])
