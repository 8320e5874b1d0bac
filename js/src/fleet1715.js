// Fleet 1715 logic-grid widget (anywidget ES module).
// Built into naval_widgets/static/fleet1715.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import boardCss from "./fleet1715/fleet1715.css";
import { mountGame } from "./shared/widget.js";
import { EXTRA_TRAITS, info, onCellKey, onCommand, onEscape, renderBoard, resetOnPly, stopPlay } from "./fleet1715/board.js";

function render({ model, el }) {
  let ctx = null;
  const cleanup = mountGame({
    model,
    el,
    game: "fleet1715",
    title: "Fleet 1715: the deduction tutor",
    css: `${themeCss}\n${boardCss}`,
    renderBoard(c) {
      ctx = c;
      return renderBoard(c);
    },
    info,
    onCommand,
    onEscape,
    resetOnPly,
    focusFallbacks: [".f17-cell[tabindex='0']", ".f17-clue"],
  });
  // The shell listens to the core traits; the board also reads these.
  const rerender = () => ctx?.rerender();
  const onKey = (event) => ctx && onCellKey(event, ctx);
  for (const name of EXTRA_TRAITS) model.on(`change:${name}`, rerender);
  ctx?.root.addEventListener("keydown", onKey);
  return () => {
    if (ctx) stopPlay(ctx.ui);
    ctx?.root.removeEventListener("keydown", onKey);
    for (const name of EXTRA_TRAITS) model.off(`change:${name}`, rerender);
    cleanup();
  };
}

export default { render };
