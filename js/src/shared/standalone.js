// A replay as one HTML file (naval_widgets/core/standalone.py writes it): the
// game's own board, its bundle inlined in the page, runs on a replay model
// (replay_model.js) that steps through the frames the file holds. No kernel, no
// request: the page works from file://.
//
// Keys, when the focus is not inside the board (which keeps its own): Left and
// Right step back and forth, Home shows the deal, End the last move. The board's
// timeline, where it draws one, sends the same `goto` messages.
//
// Bundled by js/build.mjs into naval_widgets/static/standalone.js.

import { unpack } from "./patches.js";
import { replayModel } from "./replay_model.js";
import { fill } from "./words.js";

const STEPS = {
  ArrowLeft: (shown) => shown - 1,
  ArrowRight: (shown) => shown + 1,
  Home: () => 0,
  End: (_shown, last) => last,
};

/**
 * Mount `board` (a game bundle's default export, `{render}`) on the replay the page
 * holds. `data`: {first, changes, start, words: {refused, range, position}};
 * `el` receives the board, `position` the line saying which move is shown.
 */
async function start(board, data, el, position) {
  const frames = unpack(data.first, data.changes);
  const model = replayModel(frames, data.words, data.start);
  const say = () => {
    position.textContent = fill(data.words.position, { ply: model.shown, plies: model.last });
  };
  model.on("change:ply", say);
  say();
  const doc = el.ownerDocument;
  doc.addEventListener("keydown", (event) => {
    const step = STEPS[event.key];
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const ply = Math.min(Math.max(step(model.shown, model.last), 0), model.last);
    event.preventDefault();
    if (ply !== model.shown) model.send({ type: "goto", payload: { ply }, ply: model.shown });
  });
  await board.initialize?.({ model });
  await board.render({ model, el });
  return model;
}

export default { start };
