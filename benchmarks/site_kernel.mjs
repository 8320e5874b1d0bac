// Where the kernel's start goes, step by step: the steps of the Pyodide kernel's web worker
// (jupyterlite-pyodide-kernel's worker.js), run under Node on a built site's Pyodide, then
// a lesson's first cell. Prints one JSON object: for each step its wall-clock and CPU
// seconds (Node's, all its threads), and how many modules Python had imported after it.
// CPU seconds move less than wall-clock ones with the machine's load.
//
//   node benchmarks/site_kernel.mjs _site [LESSON_MODULE]
//   e.g. node benchmarks/site_kernel.mjs _site naval_widgets.lessons.battleship
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site, lesson = "naval_widgets.lessons.battleship"] = process.argv.slice(2);
const folder = path.join(site, "static", "pyodide");
// The packages the site preloads with Pyodide (jupyter-lite.json, written by the build).
const config = JSON.parse(fs.readFileSync(path.join(site, "jupyter-lite.json"), "utf8"));
const settings = config["jupyter-config-data"].litePluginSettings[
  "@jupyterlite/pyodide-kernel-extension:kernel"];
const packages = settings.loadPyodideOptions.packages;

const steps = {};
let wall = performance.now();
let cpu = process.cpuUsage();
let pyodide = null;
function done(step) {
  const spent = process.cpuUsage(cpu);
  steps[step] = {
    wall_s: Number(((performance.now() - wall) / 1000).toFixed(2)),
    cpu_s: Number(((spent.user + spent.system) / 1e6).toFixed(2)),
    modules: pyodide ? pyodide.runPython("import sys; len(sys.modules)") : 0,
  };
  wall = performance.now();
  cpu = process.cpuUsage();
}

const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
pyodide = await loadPyodide({ indexURL: path.resolve(folder) + path.sep, stdout() {}, stderr() {} });
done("core");
await pyodide.loadPackage(packages, { messageCallback() {} });
done("packages");
await pyodide.runPythonAsync("import piplite.piplite");
done("piplite");
await pyodide.runPythonAsync("import pyodide_kernel");
done("kernel");
await pyodide.runPythonAsync(`import ${lesson}`);
done("lesson");
process.stdout.write(JSON.stringify({ site, lesson, steps }) + "\n");
