// Fleet 1715 table game widget (anywidget ES module): a plain board until the table's
// own board is drawn. Built into naval_widgets/static/fleet1715_table.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import { mountGame } from "./shared/widget.js";
import { onCommand, renderBoard } from "./fleet1715_table/board.js";

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "fleet1715_table",
    css: themeCss,
    renderBoard,
    onCommand,
    focusFallbacks: [".nw-act", ".ft-slip"],
  });
}

export default { render };
