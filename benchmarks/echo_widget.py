"""The browser benchmark's floor (``benchmarks/browser.py``): a widget that only echoes.

A click on it goes to the kernel, which adds one to a count and sends it back; the page
shows the number. Nothing else happens, so its time from click to next frame is what any
widget pays on this machine, and no Table click can be faster.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets


class Echo(anywidget.AnyWidget):
    """Counts the clicks it is sent."""

    _esm = Path(__file__).with_name("echo.js")
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        self.on_msg(self._clicked)

    def _clicked(self, _widget: Any, _content: Any, _buffers: Any) -> None:
        self.count += 1
