// The model a replay file's board runs on, in place of a kernel: it holds one
// frame (the board's traits at one ply) and answers the page's messages locally.
// It offers anywidget's model API (get, set, on, off, send, save_changes), so the
// game's own front end draws it unchanged.
//
//   {"type": "goto", "payload": {"ply": k}, "ply": n}   show frame k
//
// Any other message (a move, undo, new game, a game's own request) is refused:
// the `error` trait says why, in the page's language (`words`). A goto to a ply
// the game does not have is refused the same way. The page writes no trait
// (`set` is ignored, as the kernel refuses it), and nothing leaves the page.

import { fill } from "./words.js";

/**
 * A model showing `frames[start]`.
 *   frames  every frame, whole (patches.js `unpack`)
 *   words   {refused, range}: the sentences of a refusal, in the page's language
 */
export function replayModel(frames, words, start = 0) {
  if (!Array.isArray(frames) || frames.length === 0) throw new Error("a replay needs frames");
  const last = frames.length - 1;
  let shown = clamp(start, last);
  const state = { ...frames[shown] };
  const listeners = new Map(); // event name -> Set(callback)

  function emit(event, ...args) {
    for (const callback of [...(listeners.get(event) ?? [])]) callback(...args);
  }

  /** Put `changes` in the state; `change:<trait>` for each changed one, then `change`. */
  function update(changes) {
    const changed = Object.keys(changes).filter((key) => state[key] !== changes[key]);
    for (const key of changed) state[key] = changes[key];
    for (const key of changed) emit(`change:${key}`, model, state[key]);
    if (changed.length) emit("change", model);
  }

  function refuse(sentence) {
    update({ error: sentence });
  }

  const model = {
    get: (key) => state[key],
    /** The page writes no trait: a change it makes is dropped. */
    set() {},
    save_changes() {},
    on(event, callback) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(callback);
    },
    off(event, callback) {
      if (!event) listeners.clear();
      else if (!callback) listeners.delete(event);
      else listeners.get(event)?.delete(callback);
    },
    send(content) {
      if (content?.type !== "goto") return refuse(fill(words.refused));
      const ply = content?.payload?.ply;
      if (!Number.isInteger(ply) || ply < 0 || ply > last) {
        return refuse(fill(words.range, { plies: last, ply: brief(ply) }));
      }
      model.goto(ply);
    },
    widget_manager: {},
    /** Show frame `ply` (already checked). */
    goto(ply) {
      shown = ply;
      update({ ...frames[ply], error: frames[ply].error ?? "" });
    },
    /** The frame shown and the last one. */
    get shown() {
      return shown;
    },
    last,
  };
  return model;
}

function clamp(ply, last) {
  return Number.isInteger(ply) ? Math.min(Math.max(ply, 0), last) : 0;
}

/** A value as a refusal names it: short, whatever was sent. */
function brief(value) {
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(typeof value);
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
