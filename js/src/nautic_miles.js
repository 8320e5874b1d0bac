// Nautic Miles widget (anywidget ES module).
// Built into naval_widgets/static/nautic_miles.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import boardCss from "./nautic_miles/nautic_miles.css";
import { mountGame } from "./shared/widget.js";
import { info, onCommand, onEscape, readEntry, refusal, renderBoard, resetOnPly } from "./nautic_miles/board.js";

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "nautic_miles",
    css: `${themeCss}\n${boardCss}`,
    renderBoard,
    info,
    onCommand,
    onEscape,
    resetOnPly,
    readEntry,
    refusal,
    focusFallbacks: ["[data-roving='hand'] [tabindex='0']", "[data-roving^='line-'] [tabindex='0']"],
  });
}

export default { render };
