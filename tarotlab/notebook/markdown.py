"""Markdown to safe HTML for the lesson panel (markdown-it, raw HTML off), with rule citations
like ``[arcana R5]`` set off as rules.

>>> markdown_html("Odd rounds favour **odd** cards [arcana R5].")
'<p>Odd rounds favour <strong>odd</strong> cards <span class="tlt-rule">[arcana R5]</span>.</p>'
"""

from __future__ import annotations

import re
from functools import cache

from markdown_it import MarkdownIt

_CITATION = re.compile(r"\[((?:arcana|arcanum|mystick|arcs|tarotlab)[^\[\]<>]{1,80})\]")


@cache
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})


def markdown_html(text: str) -> str:
    """The HTML of ``text`` (Markdown; any HTML in it is shown as text, not run)."""
    html = _parser().render(text).strip()
    return _CITATION.sub(r'<span class="tlt-rule">[\1]</span>', html)
