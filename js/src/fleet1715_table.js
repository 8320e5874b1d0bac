// Fleet 1715 table game widget (anywidget ES module).
// Built into naval_widgets/static/fleet1715_table.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import gridCss from "./fleet1715/grid.css";
import boardCss from "./fleet1715_table/table.css";
import { mountGame } from "./shared/widget.js";
import { info, onCommand, refusal, renderBoard } from "./fleet1715_table/board.js";
import { NOTES_TRAITS, notesPanel, onNotesKey } from "./fleet1715_table/notes.js";

function render({ model, el }) {
  return mountGame({
    model,
    el,
    game: "fleet1715_table",
    css: `${themeCss}\n${gridCss}\n${boardCss}`,
    renderBoard,
    info,
    onCommand,
    refusal,
    traits: NOTES_TRAITS,
    // A mark or a hint changes the notes alone: only the grid's section is drawn again.
    parts: [{ traits: NOTES_TRAITS, selector: ".ft-notes", render: notesPanel }],
    onKeydown: onNotesKey,
    isOver: (ctx) => ctx.traits.view.phase === "over",
    focusFallbacks: [".ft-ask-subject", ".nw-act", ".ft-slip-choice", ".f17-cell[tabindex='0']"],
  });
}

export default { render };
