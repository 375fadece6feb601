// Compile the browser site's wheels to bytecode with the Python they will run on: Pyodide's
// own CPython, run here in Node.js from the same npm package the site ships. Without this,
// every visit compiles IPython, prompt_toolkit, jedi, networkx... again in the page (about
// two seconds of each start). Usage (scripts/lite/build.py runs it):
//   node compile.mjs PYODIDE_DIR WHEELS_IN WHEELS_OUT KEEP_SOURCE_PREFIXES
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, wheelsIn, wheelsOut, keepSource] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
for (const [folder, mount] of [[wheelsIn, "/in"], [wheelsOut, "/out"]]) {
  py.FS.mkdirTree(mount);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(folder) }, mount);
}
const here = dirname(fileURLToPath(import.meta.url));
py.globals.set("KEEP_SOURCE", keepSource);
py.runPython(readFileSync(join(here, "compile_wheels.py"), "utf8"));
