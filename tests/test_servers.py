"""The servers tarotlab starts (``make lab``, ``tarotlab classroom``) send the kernel's
answers at once: Nagle's algorithm off on the kernel's websocket (tarotlab/notebook/server.py).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("voila")

from jupyter_server.services.kernels.connection.channels import (
    ZMQChannelsWebsocketConnection,
)
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

from tarotlab import cli
from tarotlab.notebook import server

ROOT = Path(__file__).resolve().parent.parent


def test_the_prompt_connection_turns_nagle_off_before_it_connects(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    handler = KernelWebsocketHandler.__new__(KernelWebsocketHandler)  # no request needed
    handler.set_nodelay = lambda value: calls.append(("nodelay", value))  # type: ignore[method-assign]
    monkeypatch.setattr(ZMQChannelsWebsocketConnection, "connect",
                        lambda self: calls.append("connect") or "connected")
    connection = server.PromptConnection(websocket_handler=handler)
    assert connection.connect() == "connected"
    assert calls == [("nodelay", True), "connect"]


def test_the_classroom_page_is_served_with_the_prompt_connection_and_no_tracebacks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from voila.app import Voila

    started: list[list[str]] = []
    monkeypatch.setattr(Voila, "launch_instance", classmethod(
        lambda cls, argv: started.append(argv)))
    monkeypatch.setenv("TAROTLAB_CLASSROOM", "")  # the command sets it: undone after the test
    assert cli.main(["classroom", "arcana", "--seed", "3", "--no-browser"]) == 0
    (argv,) = started
    assert server.VOILA_FLAG in argv
    assert "--VoilaConfiguration.show_tracebacks=False" in argv


def test_make_lab_runs_jupyterlab_with_the_prompt_connection() -> None:
    recipe = subprocess.run(["make", "-n", "lab"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.replace("\\\n", " ")
    (lab_line,) = [line for line in recipe.splitlines() if "jupyter lab" in line]
    assert server.FLAG in lab_line
