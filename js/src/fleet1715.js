// Fleet 1715 logic-grid widget (anywidget ES module).
// Built into naval_widgets/static/fleet1715.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import gridCss from "./fleet1715/grid.css";
import boardCss from "./fleet1715/fleet1715.css";
import { mountGame } from "./shared/widget.js";
import { EXTRA_TRAITS, info, onCellKey, onCommand, onEscape, renderBoard, resetOnPly, stopPlay } from "./fleet1715/board.js";

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "fleet1715",
    css: `${themeCss}\n${gridCss}\n${boardCss}`,
    renderBoard,
    info,
    onCommand,
    onEscape,
    resetOnPly,
    traits: EXTRA_TRAITS,
    onKeydown: onCellKey,
    onCleanup: (ctx) => stopPlay(ctx.ui),
    focusFallbacks: [".f17-cell[tabindex='0']", ".f17-clue"],
  });
}

export default { render };
