// A replay as one HTML file (naval_widgets/core/standalone.py writes it): the
// game's own board, its bundle inlined in the page, runs on a replay model
// (replay_model.js) that steps through the frames the file holds. No kernel, no
// request: the page works from file://.
//
// A board that draws a replay's timeline moves it itself, by `goto` messages. The
// page adds the same keys for when the focus is not inside the board (which keeps
// its own): Left and Right step back and forth, Home shows the deal, End the last
// move; and, over a board without a timeline, a line saying which move is shown
// and how to move.
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

/** The page's sentence `key`: the board's own (its `words` trait) where it has one. */
function sentences(frame, words) {
  const board = frame.words && typeof frame.words === "object" ? frame.words : {};
  const pick = (own, key) => (typeof board[own] === "string" ? board[own] : words[key]);
  return {
    refused: pick("replay.refused", "refused"),
    range: words.range,
    position: pick("replay.position", "position"),
  };
}

/**
 * Mount `board` (a game bundle's default export, `{render}`) on the replay the page
 * holds. `data`: {first, changes, start, words: {refused, range, position, keys}};
 * `el` receives the board, `aside` the lines saying which move is shown and the keys.
 */
async function start(board, data, el, aside) {
  const frames = unpack(data.first, data.changes);
  const words = sentences(frames[0], data.words);
  const model = replayModel(frames, words, data.start);
  const position = aside.querySelector("[data-replay='position']");
  const say = () => {
    position.textContent = fill(words.position, { ply: model.shown, plies: model.last });
  };
  model.on("change:ply", say);
  say();
  el.ownerDocument.addEventListener("keydown", (event) => {
    const step = STEPS[event.key];
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const ply = Math.min(Math.max(step(model.shown, model.last), 0), model.last);
    event.preventDefault();
    if (ply !== model.shown) model.send({ type: "goto", payload: { ply }, ply: model.shown });
  });
  await board.initialize?.({ model });
  await board.render({ model, el });
  // A board with a timeline of its own says the position and its keys itself.
  aside.hidden = el.querySelector("[data-cmd='goto']") !== null;
  return model;
}

export default { start };
