// A replay as one HTML file (naval_widgets/core/standalone.py writes it): the
// game's own board, its bundle inlined in the page, runs on the replay file's stand-in
// for a kernel (replay_model.js `fileKernel`), which holds the file's frames; the
// board steps through them as a live replay's board does. No kernel, no request: the
// page works from file://.
//
// A board that draws a replay's timeline moves it itself, by `goto` messages. The
// page adds the same keys for when the focus is not inside the board (which keeps
// its own): Left and Right step back and forth, Home shows the deal, End the last
// move; and, over a board without a timeline, a line saying which move is shown
// and how to move.
//
// Bundled by js/build.mjs into naval_widgets/static/standalone.js.

import { fileKernel } from "./replay_model.js";
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
  const words = sentences(data.first, data.words);
  const kernel = fileKernel({ first: data.first, changes: data.changes }, words, data.start);
  const position = aside.querySelector("[data-replay='position']");
  const shown = () => kernel.get("ply");
  const say = () => {
    position.textContent = fill(words.position, { ply: shown(), plies: kernel.last });
  };
  kernel.on("change:ply", say);
  say();
  el.ownerDocument.addEventListener("keydown", (event) => {
    const step = STEPS[event.key];
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const ply = Math.min(Math.max(step(shown(), kernel.last), 0), kernel.last);
    event.preventDefault();
    if (ply !== shown()) kernel.send({ type: "goto", payload: { ply }, ply: shown() });
  });
  await board.initialize?.({ model: kernel });
  await board.render({ model: kernel, el });
  // A board with a timeline of its own says the position and its keys itself.
  aside.hidden = el.querySelector("[data-cmd='goto']") !== null;
  return kernel;
}

export default { start };
