// Runs Python code in a built site's Pyodide under Node, with the packages the site's
// kernel preloads, and prints the value of the code's last expression (a string).
//
//   node pyodide_run.mjs PYODIDE_DIR PACKAGES_JSON CODE
import path from "node:path";
import { pathToFileURL } from "node:url";

const [folder, packages, code] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: path.resolve(folder) + path.sep,
  packages: JSON.parse(packages),
  stdout: () => {},
  stderr: () => {},
});
process.stdout.write(String(await pyodide.runPythonAsync(code)) + "\n");
