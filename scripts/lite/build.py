"""Build ``site/``: tarotlab in a browser with nothing to install (``make lite``).

A static JupyterLite site whose Python (Pyodide, compiled to WebAssembly) runs in the
browser. Everything it loads is in the folder: Pyodide's core from npm, the pure-Python
wheels of ``lite/pins.toml`` from PyPI (listed in the site's own ``pyodide-lock.json`` and
loaded when the kernel starts), Graphviz compiled to WebAssembly for the Arcs map. Nothing
is fetched from another origin at run time, so the folder works offline and on any static
host (``python -m http.server -d site``).

Build from clean, always: a stale ``.jupyterlite.doit.db`` silently points a rebuilt site
back at Pyodide's public CDN. Downloads (npm, wheels, the build tools) are kept in
``build/lite/`` and reused while ``lite/pins.toml`` is unchanged.

Compiled to bytecode first by Pyodide itself (``compile.mjs``), so pages start sooner.

Run by ``make lite`` with the project's virtual environment (it lists the lessons and drills
for the start page from tarotlab itself).
"""

from __future__ import annotations

import hashlib
import html
import json
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
LITE = ROOT / "lite"
WORK = ROOT / "build" / "lite"
SITE = ROOT / "site"
PINS = LITE / "pins.toml"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                "package.json")
# The notebooks of the site: every tutorial, the Arcs map, the edge cases, the rulebook.
# The balance lab (07) runs thousands of games on every core: it stays on a real machine.
LEFT_OUT = {"07_balance_lab.ipynb"}


def run(*command: str | Path, cwd: Path | None = None) -> None:
    """Run a command, echoing it; stop the build when it fails."""
    print("+", " ".join(str(c) for c in command), flush=True)
    subprocess.run([str(c) for c in command], cwd=cwd, check=True)


def pins() -> dict[str, dict[str, str]]:
    """The pinned versions (``lite/pins.toml``)."""
    with PINS.open("rb") as f:
        return tomllib.load(f)


def fresh(folder: Path, key: str) -> bool:
    """Whether ``folder`` was filled for this ``key`` (a digest of its pins)."""
    return (folder / ".pins").is_file() and (folder / ".pins").read_text() == key


def stamp(folder: Path, key: str) -> None:
    (folder / ".pins").write_text(key)


def digest(table: dict[str, str]) -> str:
    return hashlib.sha256(json.dumps(table, sort_keys=True).encode()).hexdigest()


def tools(versions: dict[str, str]) -> Path:
    """A virtual environment with the site's build tools; its ``bin`` folder."""
    venv = WORK / "tools"
    if not fresh(venv, digest(versions)):
        shutil.rmtree(venv, ignore_errors=True)
        run(sys.executable, "-m", "venv", venv)
        run(venv / "bin" / "python", "-m", "pip", "install", "--quiet",
            *(f"{name}=={version}" for name, version in versions.items()))
        stamp(venv, digest(versions))
    return venv / "bin"


def npm_packages(versions: dict[str, str]) -> Path:
    """The npm packages (Pyodide's core, Graphviz in WebAssembly); their node_modules."""
    folder = WORK / "npm"
    if shutil.which("npm") is None:
        raise SystemExit("make lite needs npm (Node.js) for Pyodide and Graphviz: install "
                         "Node.js (Debian: sudo apt-get install nodejs npm), then run it again")
    if not fresh(folder, digest(versions)):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        (folder / "package.json").write_text(json.dumps(
            {"private": True, "dependencies": versions}, indent=2))
        run("npm", "install", "--no-audit", "--no-fund", "--ignore-scripts", cwd=folder)
        stamp(folder, digest(versions))
    return folder / "node_modules"


def wheels(versions: dict[str, str], tools_bin: Path) -> list[Path]:
    """The site's wheels: the pinned ones from PyPI, the kernel's own, and tarotlab's."""
    folder = WORK / "wheels"
    if not fresh(folder, digest(versions)):
        shutil.rmtree(folder, ignore_errors=True)
        run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
            "--python-version", "3.14", "--platform", "any", "--implementation", "py",
            "--abi", "none", "--dest", folder,
            *(f"{name}=={version}" for name, version in versions.items()))
        stamp(folder, digest(versions))
    ours = WORK / "tarotlab-wheel"
    shutil.rmtree(ours, ignore_errors=True)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", ours, ROOT)
    kernel = next((tools_bin.parent / "share" / "jupyter" / "labextensions").glob(
        "@jupyterlite/pyodide-kernel-extension/static/pypi"))
    # the kernel's own wheels: its Python side, piplite, and shims of ipykernel and
    # widgetsnbextension (the newest shim: ipywidgets 8)
    shims = [w for w in kernel.glob("*.whl") if not w.name.startswith("widgetsnbextension-3")]
    return sorted(folder.glob("*.whl")) + sorted(ours.glob("*.whl")) + sorted(shims)


def compiled(site_wheels: list[Path], node_modules: Path) -> list[Path]:
    """The wheels compiled to bytecode for the page's Python (``compile.mjs``: Pyodide run
    in Node.js), so no visit compiles them again; tarotlab keeps its source (tracebacks,
    the rulebook's trace), the others ship their bytecode alone, as Pyodide's packages do."""
    staged, out = WORK / "wheels-source", WORK / "wheels-compiled"
    for folder in (staged, out):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    for wheel in site_wheels:
        shutil.copy2(wheel, staged / wheel.name)
    run("node", HERE / "compile.mjs", node_modules / "pyodide", staged, out, "tarotlab-")
    return sorted(out.glob("*.whl"))


def lock_entry(wheel: Path) -> dict[str, object]:
    """The ``pyodide-lock.json`` entry of a pure wheel (name, file, hash, what it imports)."""
    name, version = wheel.name.split("-")[:2]
    with zipfile.ZipFile(wheel) as archive:
        tops = sorted({n.split("/")[0].removesuffix(".py") for n in archive.namelist()
                       if ".dist-info" not in n.split("/")[0] and not n.endswith(".pth")})
    return {"name": canonical(name), "version": version, "file_name": wheel.name,
            "install_dir": "site", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package", "imports": tops, "depends": [],
            "unvendored_tests": False}


def canonical(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def pyodide_folder(node_modules: Path, site_wheels: list[Path], lite_dir: Path) -> list[str]:
    """``static/pyodide`` of the lite folder: Pyodide's core and a lock file that lists only
    the wheels shipped beside it. Returns the package names the kernel loads at start."""
    target = lite_dir / "static" / "pyodide"
    target.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(node_modules / "pyodide" / name, target / name)
    upstream = json.loads((node_modules / "pyodide" / "pyodide-lock.json").read_text())
    entries = [lock_entry(w) for w in site_wheels]
    for wheel in site_wheels:
        shutil.copy2(wheel, target / wheel.name)
    lock = {"info": upstream["info"], "packages": {e["name"]: e for e in entries}}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return sorted(str(e["name"]) for e in entries)


def lite_folder(node_modules: Path, site_wheels: list[Path]) -> Path:
    """The JupyterLite input folder: configuration, notebooks, Pyodide."""
    lite_dir = WORK / "src"
    shutil.rmtree(lite_dir, ignore_errors=True)
    files = lite_dir / "files"
    files.mkdir(parents=True)
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        if notebook.name not in LEFT_OUT:
            shutil.copy2(notebook, files / notebook.name)
    packages = pyodide_folder(node_modules, site_wheels, lite_dir)
    settings = {"pyodideUrl": "./static/pyodide/pyodide.mjs", "disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": packages,
                                       "lockFileURL": "./static/pyodide/pyodide-lock.json"}}
    config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "tarotlab", "litePluginSettings": {KERNEL_PLUGIN: settings}}}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2))
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
        "contents": ["files"], "no_sourcemaps": True, "no_unused_shared_packages": True}},
        indent=2))
    return lite_dir


def start_page() -> str:
    """The site's front page: the notebooks, and each game's lessons and drills as pages
    with no code (the classroom), listed from tarotlab's own catalogs."""
    from tarotlab import GAMES, drills
    from tarotlab.lessons import catalog

    template = (LITE / "start.html").read_text()
    notebooks = "\n".join(
        f'<li><a href="lab/index.html?path={html.escape(n.name)}">{html.escape(title(n))}</a></li>'
        for n in sorted((ROOT / "notebooks").glob("*.ipynb")) if n.name not in LEFT_OUT)
    games = []
    for game in GAMES:
        lessons = "".join(
            f'<li><a href="classroom.html?{urlencode({"game": game, "lesson": e.id})}">'
            f"{html.escape(e.title)}</a></li>" for e in catalog(game))
        kinds = "".join(
            f'<li><a href="classroom.html?{urlencode({"game": game, "drill": drill})}">'
            f"{html.escape(k.title)}</a></li>"
            for k in drills.kinds(game) for drill in [f"{game}:{k.name}"])
        games.append(
            f'<section><h3>{html.escape(game.title())}</h3>'
            f'<p><a href="classroom.html?game={game}">Play at a Table</a></p>'
            f"<h4>Lessons</h4><ul>{lessons or '<li>(none yet)</li>'}</ul>"
            f"<h4>Drills</h4><ul>{kinds or '<li>(none yet)</li>'}</ul></section>")
    return template.replace("{{notebooks}}", notebooks).replace("{{games}}", "\n".join(games))


def title(notebook: Path) -> str:
    """A notebook's first heading (its title), else its file name."""
    cells = json.loads(notebook.read_text())["cells"]
    for cell in cells:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return notebook.stem


def finish(node_modules: Path) -> None:
    """What the JupyterLite build does not make: the start and classroom pages, Graphviz."""
    (SITE / "index.html").write_text(start_page())
    for page in ("classroom.html", "site.css"):
        shutil.copy2(LITE / page, SITE / page)
    graphviz = SITE / "static" / "graphviz"
    graphviz.mkdir(parents=True, exist_ok=True)
    shutil.copy2(node_modules / "@viz-js" / "viz" / "dist" / "viz-global.js", graphviz)
    for source_map in SITE.rglob("*.map"):
        source_map.unlink()


def main() -> int:
    pinned = pins()
    tools_bin = tools(pinned["tools"])
    node_modules = npm_packages(pinned["npm"])
    site_wheels = compiled(wheels(pinned["wheels"], tools_bin), node_modules)
    lite_dir = lite_folder(node_modules, site_wheels)
    shutil.rmtree(SITE, ignore_errors=True)
    run(tools_bin / "jupyter", "lite", "build", "--lite-dir", lite_dir, "--output-dir", SITE,
        cwd=lite_dir)
    (SITE / ".jupyterlite.doit.db").unlink(missing_ok=True)
    finish(node_modules)
    size = sum(f.stat().st_size for f in SITE.rglob("*") if f.is_file())
    print(f"site/ built: {size / 1e6:.1f} MB; serve it with: python -m http.server -d site")
    return 0


if __name__ == "__main__":
    sys.exit(main())
