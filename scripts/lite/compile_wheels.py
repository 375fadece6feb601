"""Run inside Pyodide by compile.mjs: each wheel of /in written to /out with the modules a
page imports compiled to bytecode for this Python (unchecked-hash .pyc files, as Pyodide ships
its own packages). Which modules: those that importing WARM loads here, the kernel's start
and a Table of each game (the rest, e.g. pygments' hundreds of lexers, stay source: compiled
they would only make the site bigger). Third-party modules become sourceless (the .py
replaced by its .pyc); a wheel whose name starts with one of KEEP_SOURCE keeps its .py files,
readable in tracebacks and by the rulebook's trace, with the .pyc beside them in __pycache__.
RECORD is rewritten to match.
"""

import base64
import hashlib
import importlib.util
import io
import os
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # what py_compile uses

KEEP = tuple(p for p in KEEP_SOURCE.split(",") if p)  # noqa: F821 (set by compile.mjs)
TAG = sys.implementation.cache_tag
SITE = "/tmp/site-packages"
WARM = ["IPython", "IPython.core.completer", "jedi", "pygments.lexers.python", "traitlets",
        "prompt_toolkit", "comm", "ipykernel", "ipywidgets", "anywidget", "markdown_it",
        "networkx", "tqdm", "tarotlab", "tarotlab.notebook.classroom", "tarotlab.lessons",
        "tarotlab.notebook.widgets", "tarotlab.notebook.explorer", "tarotlab.drills",
        "tarotlab.arcana", "tarotlab.arcanum", "tarotlab.mystick", "tarotlab.arcs",
        "tarotlab.bots", "tarotlab.arcs.render", "tarotlab.browser"]


def imported_by_a_page():
    """The wheel members (``pkg/mod.py``) that importing WARM loads."""
    for entry in os.listdir("/in"):
        if entry.endswith(".whl"):
            with zipfile.ZipFile(f"/in/{entry}") as wheel:
                wheel.extractall(SITE)
    sys.path.insert(0, SITE)
    for name in WARM:
        try:
            __import__(name)
        except Exception as err:  # a module of the page alone (js): left as source
            print(f"not compiled: {name} ({type(err).__name__})")
    prefix = SITE + "/"
    return {m.__file__[len(prefix):] for m in list(sys.modules.values())
            if (getattr(m, "__file__", None) or "").startswith(prefix)}


WANTED = imported_by_a_page()


def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def bytecode(name, source):
    code = compile(source, name, "exec", dont_inherit=True, optimize=0)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def compile_wheel(path, keep_source):
    files = {}
    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        for name in names:
            if name == record:
                continue
            data = wheel.read(name)
            if name not in WANTED:
                files[name] = data
                continue
            try:
                pyc = bytecode(name, data)
            except SyntaxError:  # a file not for this Python (a template, old tests)
                files[name] = data
                continue
            if keep_source:
                folder, _, stem = name.rpartition("/")
                files[name] = data
                files[f"{folder}/__pycache__/{stem[:-3]}.{TAG}.pyc".lstrip("/")] = pyc
            else:
                files[name[:-3] + ".pyc"] = pyc
    rows = [f"{n},{digest(d)},{len(d)}" for n, d in files.items()] + [f"{record},,"]
    files[record] = ("\n".join(rows) + "\n").encode()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as wheel:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            wheel.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


for entry in sorted(os.listdir("/in")):
    if entry.endswith(".whl"):
        keep = entry.startswith(KEEP)
        with open(f"/out/{entry}", "wb") as f:
            f.write(compile_wheel(f"/in/{entry}", keep))
        print(("compiled, source kept: " if keep else "compiled: ") + entry)
