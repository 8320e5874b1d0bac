// Fleet 1715 table game widget (anywidget ES module).
// Built into naval_widgets/static/fleet1715_table.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import boardCss from "./fleet1715_table/table.css";
import { mountGame } from "./shared/widget.js";
import { info, onCommand, renderBoard } from "./fleet1715_table/board.js";

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "fleet1715_table",
    css: `${themeCss}\n${boardCss}`,
    renderBoard,
    info,
    onCommand,
    focusFallbacks: [".ft-ask-subject", ".nw-act", ".ft-slip-choice"],
  });
}

export default { render };
