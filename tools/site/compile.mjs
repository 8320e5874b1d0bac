// Compile Python files to bytecode with the browser's own Python: Pyodide, run under Node.
//
//   node compile.mjs PYODIDE_DIR FOLDER
//
// FOLDER/jobs.json lists [source, shown, beside] triples: the module's path relative to
// FOLDER, the file name its tracebacks give (where it is installed) and whether its
// bytecode goes beside it (`module.pyc`: a sourceless wheel, or a zip archive, where
// zipimport looks) or into `__pycache__/` under Pyodide's own cache tag. The bytecode is
// unchecked hash-based (no timestamp in it). Prints one JSON object: Pyodide's Python
// version, its cache tag and the modules that did not compile, with why.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, folder] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(folder) }, "/work");
const report = pyodide.runPython(`
import importlib.util, json, py_compile, sys

failed = []
for source, shown, beside in json.load(open("/work/jobs.json")):
    path = "/work/" + source
    target = path + "c" if beside else importlib.util.cache_from_source(path)
    try:
        py_compile.compile(path, cfile=target, dfile=shown, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    except py_compile.PyCompileError as error:
        failed.append([source, error.msg])
json.dumps({"python": sys.version.split()[0], "cache_tag": sys.implementation.cache_tag,
            "failed": failed})
`);
process.stdout.write(report + "\n");
