// Nautilus widget (anywidget ES module).
// Built into naval_widgets/static/nautilus.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import boardCss from "./nautilus/nautilus.css";
import { mountGame } from "./shared/widget.js";
import { info, onCommand, onEscape, readEntry, renderBoard, resetOnPly } from "./nautilus/board.js";

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "nautilus",
    css: `${themeCss}\n${boardCss}`,
    renderBoard,
    info,
    onCommand,
    onEscape,
    resetOnPly,
    readEntry,
    focusFallbacks: ["[data-roving='hand'] [tabindex='0']", "[data-roving^='side-'] [tabindex='0']", ".nt-actions button"],
  });
}

export default { render };
