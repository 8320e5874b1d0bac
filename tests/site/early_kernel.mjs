// Runs the site's early-kernel plugin (tools/site/early-kernel/static/remoteEntry.js) in a
// bare context: a fake page (address, config) and a fake JupyterLab app that record what
// the plugin asks of them. Prints, for each case of argv[3] (JSON), the plugin's id and
// the calls made.
//
//   node early_kernel.mjs REMOTE_ENTRY CASES_JSON
import fs from "node:fs";
import vm from "node:vm";

const [source, cases] = [fs.readFileSync(process.argv[2], "utf8"), JSON.parse(process.argv[3])];
const results = [];
for (const { search, config, fail } of cases) {
  const calls = [];
  const page = {
    URLSearchParams,
    Promise,
    Error,
    JSON,
    console: { warn: (message) => calls.push(["warn", String(message)]) },
    performance: { mark: (name) => calls.push(["mark", name]) },
    window: { location: { search } },
    document: {
      getElementById: (id) =>
        id === "jupyter-config-data" && config !== null ? { textContent: JSON.stringify(config) } : null,
    },
  };
  vm.createContext(page);
  vm.runInContext(source, page);
  const [name] = Object.keys(page._JUPYTERLAB);
  const factory = await page._JUPYTERLAB[name].get("./extension");
  const [plugin] = factory().default;
  const app = {
    activatePlugin: async (id) => calls.push(["activatePlugin", id]),
    serviceManager: {
      sessions: {
        startNew: async (options) => {
          calls.push(["startNew", options]);
          if (fail) throw new Error("no kernel");
          return { dispose: () => calls.push(["dispose"]) };
        },
      },
    },
  };
  plugin.activate(app);
  await new Promise((resolve) => setTimeout(resolve, 20));
  results.push({ container: name, id: plugin.id, autoStart: plugin.autoStart, calls });
}
process.stdout.write(JSON.stringify(results) + "\n");
