"""tarotlab.browser: what differs when Python runs in a web page (the site of ``make lite``).

In the page itself these run in tests/browser/test_browser_lite.py; here the two seams are
checked on this machine: a cell's one-sentence answer for a missing package, and the Arcs
map handed to the browser's Graphviz as the same DOT text.
"""

from __future__ import annotations

import pytest

from tarotlab import arcs, browser
from tarotlab.arcs import graph


def test_can_use_says_in_one_sentence_what_is_missing(capsys: pytest.CaptureFixture[str]) -> None:
    assert browser.can_use("json", "this cell") is True
    assert capsys.readouterr().out == ""
    assert browser.can_use("no_such_package_here", "these charts") is False
    said = capsys.readouterr().out
    assert said.count("\n") == 1 and "Traceback" not in said
    assert said.startswith("These charts need no_such_package_here, which this Python does "
                           "not have: run this notebook with make lab")


def test_in_a_browser_the_map_is_the_same_dot_text_drawn_there(
        monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(graph, "dot_available", lambda: False)
    monkeypatch.setattr(browser, "render_dot", lambda text: drawn.append(text) or "<svg/>")
    reach = arcs.reach()
    picture = graph.to_graphviz(reach, route=["1.1", "1.2"])
    assert isinstance(picture, graph.BrowserPicture)
    assert picture.source == graph.to_dot(reach, route=["1.1", "1.2"])
    assert picture._repr_mimebundle_()["image/svg+xml"] == "<svg/>"
    assert graph.to_svg(reach) == "<svg/>" and drawn[-1] == graph.to_dot(reach)
    with pytest.raises(graph.TarotlabError, match="SVG only"):
        picture.pipe(format="png")


def test_outside_a_browser_no_dot_still_says_how_to_install_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(graph, "dot_available", lambda: False)
    with pytest.raises(graph.GraphvizMissing, match="apt-get install graphviz"):
        graph.to_graphviz(arcs.reach())
    with pytest.raises(RuntimeError, match="browser's Graphviz"):
        browser.render_dot("graph {}")
