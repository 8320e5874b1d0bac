// A JupyterLab plugin of the offline site, written as the federated module JupyterLab
// loads (a container with `init` and `get`): it shares no module, so it needs no bundler.
//
// JupyterLab starts a notebook's kernel only once the notebook is open: after its own
// start, the layout and the notebook's cells, seconds after the page began to load. This
// plugin starts the kernel of the notebook named in the address (`?path=...ipynb`) as
// soon as the plugins activate; the notebook then finds the session of its path running
// and connects to it (JupyterLab's SessionContext reuses a session by path), so the
// Pyodide worker loads in parallel with the rest of the page.
//
// Settings (`litePluginSettings` of jupyter-lite.json, written by tools/site/build.py):
// `kernel`, the kernel's name, and `kernelPlugin`, the plugin that registers it.
var _JUPYTERLAB;
(function () {
  "use strict";
  const ID = "naval-widgets-early-kernel:plugin";
  // A User Timing mark, so a test or a benchmark can see when the kernel was asked for.
  const MARK = "naval-widgets:early-kernel";

  function settings(document) {
    const script = document.getElementById("jupyter-config-data");
    const config = script ? JSON.parse(script.textContent || "{}") : {};
    return (config.litePluginSettings || {})[ID] || null;
  }

  function notebookIn(search) {
    const path = new URLSearchParams(search).get("path");
    return path && path.endsWith(".ipynb") ? path.replace(/^\/+/, "") : null;
  }

  async function startKernel(app, path, options) {
    // The kernel's factory is registered when its plugin activates: activate it first.
    await app.activatePlugin(options.kernelPlugin);
    const connection = await app.serviceManager.sessions.startNew({
      path,
      name: path.split("/").pop(),
      type: "notebook",
      kernel: { name: options.kernel },
    });
    // Only the notebook's own connection may answer the kernel: a second one, with no
    // comm targets, would close every widget the kernel opens.
    connection.dispose();
  }

  const plugin = {
    id: ID,
    description: "Starts the kernel of the notebook the address opens while the page loads.",
    autoStart: true,
    activate(app) {
      const options = settings(document);
      const path = notebookIn(window.location.search);
      if (!options || !path) {
        return;
      }
      performance.mark(MARK);
      startKernel(app, path, options).catch((error) => {
        // The notebook starts its kernel itself, as without this plugin.
        console.warn(`${ID}: the kernel of ${path} did not start early:`, error);
      });
    },
  };

  _JUPYTERLAB = _JUPYTERLAB || {};
  _JUPYTERLAB["naval-widgets-early-kernel"] = {
    init() {},
    get(module) {
      if (module !== "./extension") {
        return Promise.reject(new Error(`${ID}: no module ${module}`));
      }
      return Promise.resolve(() => ({ __esModule: true, default: [plugin] }));
    },
  };
})();
