"""The Table's page script (static/table.js) draws the same page and sends the same messages
whether a None from Python reaches it as null (JupyterLab's kernel) or as a missing key (the
Pyodide kernel of the browser site drops None from dicts). The browser site found this: the
page tested ``o.step !== null``, so every choice went out as a malformed ``step`` message and
the Table hung after one click.

No kernel here: the script runs in Chromium with a stand-in model holding a real Session's
state, once as JupyterLab sends it and once with every None-valued key removed.
"""

from __future__ import annotations

from typing import Any

import pytest

from tarotlab.lessons import Lesson
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import TEACHER, Table

pytestmark = pytest.mark.browser

HARNESS = """async ([esm, state, id]) => {
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  const module = await import(url);
  const el = document.createElement("div");
  el.id = id;
  document.body.append(el);
  window.sent = window.sent || {};
  window.sent[id] = [];
  const model = { get: (name) => state[name], send: (m) => window.sent[id].push(m),
                  on: () => {} };
  module.default.render({ model, el });
}"""


def without_none(value: Any) -> Any:
    """``value`` as the Pyodide kernel delivers it: dict keys whose value is None dropped."""
    if isinstance(value, dict):
        return {k: without_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [without_none(v) for v in value]
    return value


def tables() -> dict[str, Table]:
    """Tables whose panels hold None-valued fields of every kind the page reads: buttons
    (Arcana), grouped choices and forms (Arcs), a lesson's panel (Arcanum)."""
    return {
        "arcana": Table(Session("arcana", seed=3), view=TEACHER),
        "arcs": Table(Session("arcs", players=3, seed=5), view=TEACHER),
        "mystick": Table(Session("mystick", players=2, seed=2), view=TEACHER),
        "lesson": Table.for_lesson(Lesson("arcanum-basics").start()),
    }


@pytest.mark.parametrize("name", ["arcana", "arcs", "mystick", "lesson"])
def test_page_works_whether_none_arrives_as_null_or_missing(new_page: Any, name: str) -> None:
    table = tables()[name]
    state = {"board": table.board, "sheet": table.sheet, "panel": table.panel,
             "size": table.size}
    assert any(v is None for o in table.panel["menu"]["options"] for v in o.values()), \
        "the panel should hold None-valued fields, or this test checks nothing"
    page = new_page()
    page.set_content("<!doctype html><html><body></body></html>")
    page.evaluate(HARNESS, [table._esm, state, "null"])
    page.evaluate(HARNESS, [table._esm, without_none(state), "missing"])
    drawn = {which: page.locator(f"#{which}").inner_html() for which in ("null", "missing")}
    assert drawn["null"] == drawn["missing"]
    for which in ("null", "missing"):
        page.locator(f"#{which} .tlt-option.tlt-live").first.click()
    sent = page.evaluate("window.sent")
    assert sent["null"] == sent["missing"]
    assert len(sent["null"]) == 1 and sent["null"][0]["do"] in {"act", "step"}
    message = sent["null"][0]
    assert isinstance(message.get("action" if message["do"] == "act" else "word"), str)
    assert page.errors == []
