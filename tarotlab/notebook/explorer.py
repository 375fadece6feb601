"""Explorer: the lines of an exploration as a tree a reader can click, beside the picture of
the position shown. ``Explorer(session)`` in a notebook; a teacher hands out ``case.json``
(``Session.save``) and a student opens it with ``Explorer(Session.load("case.json"))``.

The tree is the Table's (``static/tree.js``): a click on a move shows that position, lines
are renamed, promoted and deleted from it, and the arrow keys move along the line shown and
between lines. Everything it does is a ``Session`` method; the page only draws.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..core.engine import seat_name
from ..core.errors import TarotlabError
from ..core.rules import Verdict
from .page import check_message, split_style, static
from .session import Session

MESSAGES: dict[str, tuple[str, dict[str, tuple[type, ...]]]] = {
    "node": ("go_node", {"path": (str,)}),
    "rename": ("rename_line", {"path": (str,), "name": (str,)}),
    "promote": ("promote_line", {"path": (str,)}), "delete": ("delete_line", {"path": (str,)}),
    "undo": ("undo", {}), "redo": ("redo", {}), "line": ("set_line", {"index": (int,)}),
}
"""What ``static/explorer.js`` (through ``tree.js``) sends, and the method answering each."""


class Explorer(anywidget.AnyWidget):
    """The tree of ``session``'s lines and the picture of the position shown (see the module
    docstring); ``viewer``: whose view the picture shows (the session's by default)."""

    _esm = "\n".join([static("dom.js"), static("tree.js"), static("explorer.js")])
    _css = static("table.css") + (
        ".tle-explorer { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }"
        ".tle-main { flex: 2 1 480px; min-width: 0; } .tle-side { flex: 1 1 280px; }"
        ".tle-status { font-weight: 600; margin-bottom: 4px; } .tle-message { color: #b71c1c; }"
        ".tle-board svg { max-width: 100%; height: auto; }")
    board = traitlets.Unicode("").tag(sync=True)
    sheet = traitlets.Unicode("").tag(sync=True)
    panel = traitlets.Dict().tag(sync=True)

    def __init__(self, session: Session, *, viewer: int | str | None = "session") -> None:
        super().__init__()
        self.session = session
        self.viewer: int | None = session.perspective if isinstance(viewer, str) else viewer
        self._message = ""
        self.on_msg(self._on_message)
        self.refresh()

    # ------------------------------------------------------------------ what a click does
    def go_node(self, path: str) -> Verdict:
        return self._do(lambda: self.session.go(path))

    def rename_line(self, path: str, name: str) -> Verdict:
        return self._do(lambda: self.session.name_line(name, self.session.line_at(path)))

    def promote_line(self, path: str) -> Verdict:
        return self._do(lambda: self.session.promote(self.session.line_at(path)))

    def delete_line(self, path: str) -> Verdict:
        return self._do(lambda: self.session.delete(self.session.line_at(path)))

    def undo(self) -> Verdict:
        return self._do(self.session.undo)

    def redo(self) -> Verdict:
        return self._do(self.session.redo)

    def set_line(self, index: int) -> Verdict:
        return self._do(lambda: self.session.switch(index))

    def _do(self, do: Callable[[], Verdict | None]) -> Verdict:
        try:
            done = do()  # a refused Verdict is falsy: never ``or`` it
            verdict = done if done is not None else Verdict(True)
        except TarotlabError as err:
            verdict = Verdict(False, "session", str(err))
        self._message = "" if verdict.ok else f"✘ [{verdict.rule}] {verdict.reason}"
        self.refresh()
        return verdict

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            kind, fields = check_message(MESSAGES, content)
            getattr(self, MESSAGES[kind][0])(*fields.values())
        except TarotlabError as err:
            self._message = f"✘ {err}"
            self.refresh()

    # ------------------------------------------------------------------ drawing
    def refresh(self) -> None:
        state = self.session.state
        sheet, board = split_style(state.view(self.viewer)._repr_html_())
        line = self.session.line
        status = (f"{line.name} · position {self.session.position} of {line.end} · "
                  + (str(state.outcome) if state.outcome is not None
                     else f"{seat_name(state.to_move)} to move"))
        with self.hold_sync():
            if sheet != self.sheet:
                self.sheet = sheet
            self.board = board
            self.panel = {"status": status, "tree": self.session.outline(self.viewer),
                          "message": self._message or None}
        self._message = ""
