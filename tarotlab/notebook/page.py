"""What the notebook widgets' pages share: their static files, a picture split into its
stylesheet and the rest, and checking a message a page sends against the kinds it may send.
"""

from __future__ import annotations

import importlib.resources
import re
from collections.abc import Collection, Mapping
from typing import Any

from ..core.errors import TarotlabError, shown

Messages = Mapping[str, tuple[str, Mapping[str, tuple[type, ...]]]]
"""Each kind of message (``do``): the widget method that answers it, and its fields with
their types, in the order they are passed."""
_STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S)
_TYPE_NAMES = {str: "a text", int: "a whole number", type(None): "None"}


def static(name: str) -> str:
    """A file of ``tarotlab/notebook/static`` (a page script or stylesheet)."""
    return importlib.resources.files("tarotlab.notebook").joinpath("static", name).read_text(
        encoding="utf-8")


def split_style(html: str) -> tuple[str, str]:
    """A picture's stylesheets and the rest of its HTML.

    >>> split_style("<style>p {}</style><p>hi</p>")
    ('p {}', '<p>hi</p>')
    """
    return "\n".join(_STYLE.findall(html)), _STYLE.sub("", html)


def check_message(table: Messages, content: Any,
                  optional: Collection[tuple[str, str]] = ()) -> tuple[str, dict[str, Any]]:
    """The kind of a message from a page and its fields, checked against ``table``; or a
    TarotlabError saying what is wrong (a page of another version, a hand-made message).

    >>> check_message({"node": ("go", {"path": (str,)})}, {"do": "node", "path": "0.1"})
    ('node', {'path': '0.1'})
    """
    if not isinstance(content, dict):
        raise TarotlabError(f"the page sent a {type(content).__name__}, not a message")
    kind = content.get("do")
    if not isinstance(kind, str) or kind not in table:
        raise TarotlabError(f"the page sent an unknown message {shown(str(kind), 40)}")
    fields: dict[str, Any] = {}
    for name, types in table[kind][1].items():
        if name not in content:
            if (kind, name) in optional:
                continue
            raise TarotlabError(f"the page sent {kind!r} without its {name}")
        value = content[name]
        if not isinstance(value, types) or isinstance(value, bool):
            what = " or ".join(_TYPE_NAMES[t] for t in types)
            text = repr(value)
            text = text if len(text) <= 40 else text[:39] + "…"
            raise TarotlabError(f"the page sent {kind!r} with {name} {text}, not {what}")
        fields[name] = value
    return kind, fields


__all__ = ["Messages", "check_message", "split_style", "static"]
