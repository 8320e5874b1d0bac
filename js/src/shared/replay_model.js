// A replay steps in the page. The kernel gives the board its frames once: the board's
// traits at every position (the `frames` trait, packed as a replay file packs them,
// patches.js). `replaying(kernel)` is the model the board then draws: a step shows the
// frame at once, and only then tells the kernel, which keeps its own position (its
// `ply`, comments, marks, "try again from here") as before. It offers anywidget's model
// API (get, set, on, off, send, save_changes), so every game's board draws it unchanged.
//
// Which value the board reads, one trait at a time: while the board steps through
// frames, every trait a frame holds comes from the frame shown, but for those that
// stay the kernel's (KERNEL_TRAITS: its answer to the last request, the timeline with
// its comments and marks, the frames). Every other trait, and every trait when there
// are no frames or while the board plays on from a position (trying again), is the
// kernel's: the board then asks the kernel for each position, as it always could.
//
// The page tells the kernel one position at a time, the one shown when the kernel's
// answer to the last comes (quick steps are not all sent: a kernel busy with one
// message may take the next ones in another order), and any other message (try again)
// once the kernel shows the page's position. The kernel's answer to a step the page
// showed already (its `ply` coming back) moves nothing; a position the kernel moves to
// by itself (`replay.goto(k)` from Python) is shown; a step the kernel refuses brings
// the page back to the kernel's position.
//
// A replay file has no kernel: `fileKernel(data, words)` stands in for it, holding the
// file's frames and answering the page's messages as a replay's kernel does.

import { unpack } from "./patches.js";
import { isTrying } from "./timeline.js";
import { fill } from "./words.js";

/** The traits the page always reads from the kernel, never from a frame (the kernel
 * leaves them out of a frame; a replay file's frames hold them, ignored). */
export const KERNEL_TRAITS = new Set(["error", "timeline", "frames"]);
/** How long the kernel's answer to a position sent is awaited before the next is sent
 * (a refusal in the same words as the last changes no trait). */
const ANSWER_MS = 3000;

/** Listeners by event name: on, off, emit. */
function listeners() {
  const byEvent = new Map(); // event name -> Set(callback)
  return {
    on(event, callback) {
      if (!byEvent.has(event)) byEvent.set(event, new Set());
      byEvent.get(event).add(callback);
    },
    off(event, callback) {
      if (!event) byEvent.clear();
      else if (!callback) byEvent.delete(event);
      else byEvent.get(event)?.delete(callback);
    },
    emit(event, ...args) {
      for (const callback of [...(byEvent.get(event) ?? [])]) callback(...args);
    },
  };
}

/** Whether `kernel` holds a replay's board: its `timeline` is set (a live board's is
 * empty), trying again from a position or not. */
function isReplay(kernel) {
  const timeline = kernel.get("timeline");
  return Boolean(timeline && typeof timeline === "object" && Object.keys(timeline).length);
}

/** Every frame, whole, from a `frames` trait ({first, changes}); null when it holds none
 * (a live board, a replay not shown yet) or cannot be read. */
function framesOf(packed) {
  if (!packed || typeof packed !== "object" || !packed.first || !Array.isArray(packed.changes)) return null;
  try {
    return unpack(packed.first, packed.changes);
  } catch {
    return null; // the board asks the kernel for each position
  }
}

/**
 * The model a board draws, over `kernel` (anywidget's model, or a `fileKernel`): the
 * kernel's own traits, or, while a replay steps through its frames, the frame shown.
 * `dispose()` stops listening to the kernel.
 */
export function replaying(kernel) {
  const own = listeners();
  let frames = null; // every frame, whole, or null: every trait is the kernel's
  let framed = new Set(); // the traits the frames decide
  let shown = 0; // the position shown, while stepping through frames
  let sent = null; // the position sent to the kernel and not answered yet, or null
  let sentAt = 0;
  let held = []; // messages waiting for the kernel to show the page's position
  const told = new Map(); // each trait as the board was last told it (by an event)

  const stepping = () => frames !== null && !isTrying(kernel.get("timeline"));
  const fromFrame = (key) => framed.has(key) && stepping();
  const get = (key) => (fromFrame(key) ? frames[shown][key] : kernel.get(key));
  const kernelPly = () => Math.min(Math.max(Number(kernel.get("ply")) || 0, 0), frames.length - 1);

  /** Tell the board which framed traits now read otherwise: the one place where a
   * frame (or the kernel's values, when leaving the frames) reaches the board. */
  function refresh(keys = framed) {
    const changed = [...new Set(keys)].filter((key) => get(key) !== told.get(key));
    for (const key of changed) told.set(key, get(key));
    for (const key of changed) own.emit(`change:${key}`, model, get(key));
    if (changed.length) own.emit("change", model);
  }

  function show(ply) {
    shown = ply;
    refresh();
  }

  /** Nothing more waits for the kernel (it moved by itself, or back to the replay). */
  function forget() {
    sent = null;
    held = [];
  }

  /** Tell the kernel the position shown, unless it shows it or is still answering; once
   * it shows it, send the messages held meanwhile. */
  function tell() {
    if (sent !== null && performance.now() - sentAt < ANSWER_MS) return;
    sent = null;
    const at = kernelPly();
    if (at !== shown) {
      sent = shown;
      sentAt = performance.now();
      kernel.send({ type: "goto", payload: { ply: shown }, ply: at });
      return;
    }
    const waiting = held;
    held = [];
    for (const args of waiting) kernel.send(...args);
  }

  /** Take the kernel's frames (new ones: another language), keeping the position. */
  function adopt() {
    const was = frames;
    frames = framesOf(kernel.get("frames"));
    const before = framed;
    framed = new Set(frames ? Object.keys(frames[0]).filter((key) => !KERNEL_TRAITS.has(key)) : []);
    if (frames) shown = was ? Math.min(shown, frames.length - 1) : kernelPly();
    wasStepping = stepping();
    refresh([...before, ...framed]); // a trait no longer framed is told the kernel's value
  }

  let wasStepping = false; // whether the board stepped through frames when last told
  // What a replay's board (a `timeline` set: never a live board's) watches of its kernel.
  const watch = isReplay(kernel) ? {
    "change:frames": adopt,
    // Trying again from a position, or back to the replay (at the kernel's position).
    "change:timeline": () => {
      const now = stepping();
      if (now && !wasStepping) {
        forget();
        shown = kernelPly();
      }
      wasStepping = now;
      refresh();
    },
    "change:ply": () => {
      if (!stepping()) return;
      const ply = kernelPly();
      if (sent !== null && ply === sent) {
        sent = null; // the answer to the position sent: the page shows it, or a later one
        tell();
      } else {
        forget();
        show(ply); // the kernel moved by itself (replay.goto from Python)
      }
    },
    // A step the kernel refused: back to its position.
    "change:error": () => {
      if (stepping() && sent !== null && kernel.get("error")) {
        forget();
        show(kernelPly());
      }
    },
  } : {};

  // One listener on the kernel an event: what the replay watches, then the board's own,
  // but for a trait the frame shown decides.
  const relays = new Map();
  function relay(event) {
    if (relays.has(event)) return;
    const key = event.startsWith("change:") ? event.slice("change:".length) : null;
    const callback = (...args) => {
      watch[event]?.();
      if (key !== null && fromFrame(key)) return;
      if (key !== null) told.set(key, kernel.get(key));
      own.emit(event, ...args);
    };
    relays.set(event, callback);
    kernel.on(event, callback);
  }
  for (const event of Object.keys(watch)) relay(event);

  const model = {
    get,
    set: (...args) => kernel.set(...args),
    save_changes: (...args) => kernel.save_changes(...args),
    on(event, callback) {
      relay(event);
      own.on(event, callback);
    },
    off: (event, callback) => own.off(event, callback),
    /** A step through frames is shown at once, then told the kernel (`tell`); any other
     * message goes to the kernel once it shows the page's position. */
    send(content, ...rest) {
      if (!stepping()) return kernel.send(content, ...rest);
      const ply = content?.payload?.ply;
      if (content?.type !== "goto") held.push([content, ...rest]);
      else if (Number.isInteger(ply) && ply >= 0 && ply < frames.length) show(ply);
      else return kernel.send(content, ...rest); // the kernel says why not
      tell();
    },
    get widget_manager() {
      return kernel.widget_manager;
    },
    /** Stop listening to the kernel (the board is gone). */
    dispose() {
      for (const [event, callback] of relays) kernel.off(event, callback);
      relays.clear();
      own.off();
    },
  };
  adopt();
  return model;
}

/**
 * The kernel of a replay file (standalone.js), which has none: it holds the file's
 * frames (`data`: {first, changes}, packed), the timeline of the first, no error, and
 * position `start`, and answers a goto by taking the position asked for. Any other
 * message (a move, undo, new game, a game's own request) is refused, and so is a goto
 * to a position the game does not have: the `error` trait says why, in the page's
 * language (`words`: {refused, range}). The page writes no trait.
 */
export function fileKernel(data, words, start = 0) {
  const events = listeners();
  const last = Array.isArray(data?.changes) ? data.changes.length : 0;
  const state = { frames: data, timeline: data?.first?.timeline ?? {}, error: "", ply: clamp(start, last) };

  function update(changes) {
    const changed = Object.keys(changes).filter((key) => state[key] !== changes[key]);
    for (const key of changed) state[key] = changes[key];
    for (const key of changed) events.emit(`change:${key}`, kernel, state[key]);
    if (changed.length) events.emit("change", kernel);
  }

  const kernel = {
    get: (key) => state[key],
    set() {},
    save_changes() {},
    on: events.on,
    off: events.off,
    send(content) {
      if (content?.type !== "goto") return update({ error: fill(words.refused) });
      const ply = content?.payload?.ply;
      if (!Number.isInteger(ply) || ply < 0 || ply > last) {
        return update({ error: fill(words.range, { plies: last, ply: brief(ply) }) });
      }
      update({ ply, error: "" });
    },
    widget_manager: {},
    last,
  };
  return kernel;
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
