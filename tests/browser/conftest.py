"""Fixtures of the browser tests (helpers in support.py): Chromium, pages, JupyterLab."""

from __future__ import annotations

import contextlib
import json
import re
import secrets
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from support import (
    CHROMIUM_ARGS,
    INSTALL_HINT,
    LAB_SETTINGS,
    NOTEBOOKS,
    Server,
    find_chromium,
    free_port,
    jupyter_env,
    save_picture,
    start_server,
    stop_server,
    unavailable,
)

from tarotlab.notebook.server import FLAG as PROMPT_FLAG


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Chromium (the system's) driven by Playwright; skip/fail when missing."""
    chromium = find_chromium(shell=True)
    if chromium is None:
        unavailable(f"Chromium was not found; {INSTALL_HINT}")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("Playwright's Python package is missing: pip install -e '.[test]' "
                    "(make setup does)")
    with sync_playwright() as pw:
        try:
            chrome = pw.chromium.launch(executable_path=chromium, headless=True,
                                        args=CHROMIUM_ARGS)
        except Exception as err:  # the browser is there but does not start
            unavailable(f"Chromium at {chromium} did not start: {err}")
        yield chrome
        chrome.close()


def _only_loopback(route: Any) -> None:
    url = route.request.url
    if url.startswith("data:") or urlsplit(url).hostname in ("127.0.0.1", "localhost"):
        route.continue_()
    else:  # CDN fonts and the like: this machine has no such network, so never try
        route.abort()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Remember each phase's report on the test item, so fixtures can see a failure."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def new_page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Callable[..., Any]]:
    """``new_page(width, height)``: a page in a fresh context that only reaches loopback.
    Uncaught page errors are collected in ``page.errors``; when the test fails, a picture
    of each page is saved as tests/artifacts/FAILED-<test>-<n>.png."""
    contexts: list[Any] = []
    pages: list[Any] = []

    def make(width: int = 1280, height: int = 900) -> Any:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      device_scale_factor=1)
        context.route("**/*", _only_loopback)
        context.set_default_timeout(30_000)
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda err: page.errors.append(str(err)))
        pages.append(page)
        return page

    yield make
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        for n, page in enumerate(pages):
            with contextlib.suppress(Exception):
                save_picture(page.screenshot(full_page=True), f"FAILED-{name}-{n}.png")
    for context in contexts:
        context.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Server]:
    """JupyterLab on a free loopback port, with a token as a careful admin would run it even
    on loopback, over a copy of notebooks/ that is trusted as ``make lab`` trusts it."""
    base = tmp_path_factory.mktemp("jupyterlab")
    root = base / "notebooks"
    root.mkdir()
    for notebook in NOTEBOOKS.glob("*.ipynb"):
        shutil.copy2(notebook, root / notebook.name)
    env = jupyter_env(base)
    for name, settings in LAB_SETTINGS.items():
        path = Path(env["JUPYTERLAB_SETTINGS_DIR"]) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "jupyter", "trust", *sorted(map(str, root.glob(
        "*.ipynb")))], env=env, check=True, capture_output=True)  # as `make lab` does
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    token = secrets.token_hex(16)
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}", "--ServerApp.allow_root=True",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
        PROMPT_FLAG,  # as `make lab` runs it
    ]
    server = start_server(command, url=url, ready=f"{url}/api/status?token={token}", env=env,
                          cwd=root, log=base / "jupyterlab.log", token=token)
    yield server
    stop_server(server)


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Server]:
    """The README's classroom example, ``python -m tarotlab classroom arcanum --players 4
    --bots person,greedy,greedy,person --seed 3``, on a free loopback port."""
    base = tmp_path_factory.mktemp("classroom")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "tarotlab", "classroom", "arcanum", "--players", "4",
               "--bots", "person,greedy,greedy,person", "--seed", "3", "--port", str(port),
               "--no-browser"]
    # Any answer from a static route means Voila listens (the page itself would start a
    # kernel, so it is not used to poll).
    server = start_server(command, url=url, ready=f"{url}/voila/static/ready",
                          env=jupyter_env(base), cwd=base, log=base / "voila.log",
                          any_answer=True)
    yield server
    stop_server(server)
