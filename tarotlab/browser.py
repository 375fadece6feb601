"""tarotlab inside a web page: what differs when Python runs in the browser (Pyodide, the
kernel of the static site that ``make lite`` builds).

Two things differ there. Graphviz's ``dot`` program does not exist, so the Arcs map is drawn
by Graphviz compiled to WebAssembly, which the site ships (``static/graphviz``) and this
module loads once, the first time a map is drawn. And some packages cannot be had (matplotlib
among them): a notebook cell asks :func:`can_use` first, which says in one sentence what the
cell needs instead of failing with a traceback.

>>> IN_BROWSER
False
>>> can_use("json", "this cell")
True
"""

from __future__ import annotations

import importlib.util
import sys
from typing import Any

IN_BROWSER = sys.platform == "emscripten"
"""Whether this Python runs in a web page (Pyodide)."""

GRAPHVIZ_SCRIPT = "static/graphviz/viz-global.js"
"""Where the site keeps Graphviz in WebAssembly (@viz-js/viz), from the site's root."""

ON_A_MACHINE = "run this notebook with make lab in a tarotlab checkout to see it"

_viz: Any = None


def can_use(module: str, what: str) -> bool:
    """Whether ``module`` can be imported here; if not, print one sentence saying what
    cannot run and where it can (no traceback).

    ``what`` names what needs it ("these charts"), for the sentence.
    """
    if importlib.util.find_spec(module) is not None:
        return True
    where = "the browser version of tarotlab" if IN_BROWSER else "this Python"
    print(f"{what[:1].upper()}{what[1:]} need{'' if what.endswith('s') else 's'} "
          f"{module}, which {where} does not have: {ON_A_MACHINE}.")
    return False


def site_root() -> str:
    """The address of the site's root, seen from the kernel (a worker of the site's pages,
    loaded from ``<root>/extensions/...``)."""
    import js  # type: ignore[import-not-found]  # Pyodide's view of the page's JavaScript

    href = str(js.location.href)
    return href.split("/extensions/")[0].rstrip("/") + "/"


def render_dot(text: str) -> str:
    """DOT text drawn to SVG by the site's Graphviz in WebAssembly (loaded on first use).

    Raises RuntimeError, saying why, where it cannot be loaded (not in a browser, or a cell
    run outside the kernel's synchronous calls).
    """
    global _viz
    if not IN_BROWSER:
        raise RuntimeError("render_dot draws with the browser's Graphviz: use to_svg")
    import js
    from pyodide.ffi import can_run_sync, run_sync, to_js  # type: ignore[import-not-found]

    if _viz is None:
        if not can_run_sync():
            raise RuntimeError("Graphviz is still loading in this page: run the cell again")
        run_sync(js.eval(f"import({site_root() + GRAPHVIZ_SCRIPT!r})"))
        _viz = run_sync(js.Viz.instance())
    options = to_js({"format": "svg", "engine": "neato"}, dict_converter=js.Object.fromEntries)
    return str(_viz.renderString(text, options))
