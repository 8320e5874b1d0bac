// Battleship card game widget (anywidget ES module).
// Built into naval_widgets/static/battleship.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import boardCss from "./battleship/battleship.css";
import { mountGame } from "./shared/widget.js";
import { info, onCommand, onEscape, renderBoard, resetOnPly } from "./battleship/board.js";

// A legal entry with a cell but no side targets the opponent's grid (the kernel
// leaves that side out of peg plays to keep each move's sync small).
function readEntry(entry) {
  return entry && typeof entry === "object" && entry.cell != null && entry.side == null
    ? { ...entry, side: "opp" }
    : entry;
}

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "battleship",
    title: "Battleship card game",
    css: `${themeCss}\n${boardCss}`,
    renderBoard,
    info,
    onCommand,
    onEscape,
    resetOnPly,
    readEntry,
    focusFallbacks: ["[data-roving='hand'] [tabindex='0']", "[data-roving='grid-opp'] [tabindex='0']"],
  });
}

export default { render };
