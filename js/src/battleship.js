// Battleship card game widget (anywidget ES module).
// Built into naval_widgets/static/battleship.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import boardCss from "./battleship/battleship.css";
import { mountGame } from "./shared/widget.js";
import { info, onCommand, onEscape, renderBoard, resetOnPly } from "./battleship/board.js";
import { readEntry } from "./battleship/names.js";

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "battleship",
    css: `${themeCss}\n${boardCss}`,
    renderBoard,
    info,
    onCommand,
    onEscape,
    resetOnPly,
    readEntry,
    traits: ["recent"],
    focusFallbacks: ["[data-roving='hand'] [tabindex='0']", "[data-roving='grid-opp'] [tabindex='0']"],
  });
}

export default { render };
