"""Picture: a game's view as HTML, scaled down in the page to fit the width it is given and,
with ``fit_height``, the window's height below it (``static/picture.js``). The Drill shows its
positions in one, beside or under the question, so both fit one screen.
"""

from __future__ import annotations

from importlib import resources

import anywidget
import traitlets


class Picture(anywidget.AnyWidget):
    """``Picture(html)``: the HTML, scaled to fit (never up). ``html`` may be replaced."""

    _esm = resources.files("tarotlab.notebook").joinpath("static/picture.js").read_text("utf-8")
    _css = ".tlp-box { width: 100%; overflow: hidden; }"
    html = traitlets.Unicode("").tag(sync=True)
    fit_height = traitlets.Bool(True).tag(sync=True)

    def __init__(self, html: str = "", *, fit_height: bool = True) -> None:
        super().__init__(html=html, fit_height=fit_height)
