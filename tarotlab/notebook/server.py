"""How tarotlab's servers (``make lab``, the classroom page) talk to the page: at once.

Tornado leaves Nagle's algorithm on for a websocket unless told otherwise, and Jupyter's
kernel websocket does not tell it. A click's answer is several small messages (the kernel
busy, the Table's update, the kernel idle): with Nagle on, each one written while the one
before is not yet acknowledged waits for the browser's acknowledgement, which Linux may
delay. ``FLAG`` and ``VOILA_FLAG`` are the command-line settings that turn it off; the
servers tarotlab starts pass them. A ``jupyter lab`` started by hand keeps Jupyter's
default: pass ``FLAG`` to it for the same answers.

>>> FLAG.split("=")[1]
'tarotlab.notebook.server.PromptConnection'
"""

from __future__ import annotations

from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

CLASS_NAME = "tarotlab.notebook.server.PromptConnection"
FLAG = f"--ServerApp.kernel_websocket_connection_class={CLASS_NAME}"
VOILA_FLAG = f"--Voila.kernel_websocket_connection_class={CLASS_NAME}"


class PromptConnection(ZMQChannelsWebsocketConnection):
    """Jupyter's kernel websocket with TCP_NODELAY set: every message leaves when written.

    Measured in JupyterLab (``benchmarks/browser.py``, three runs each way, Arcana): click
    to picture 95th percentile 31-49 ms with it, 63-87 ms without; undo/redo medians 28-35
    ms, 29-57 without. On the classroom page (Voila) it made no difference that showed.
    """

    def connect(self) -> Any:  # what Jupyter's handler awaits: the class above's future
        self.websocket_handler.set_nodelay(True)
        return super().connect()
