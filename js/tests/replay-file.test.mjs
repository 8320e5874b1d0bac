// A replay's frames, stored as changes (patches.js), and the model its board runs on
// (replay_model.js): in a replay file (issue "A replay as one file"), and on a kernel's
// replay, which steps in the page (issue 27: a step shown without a round trip).
import { test } from "node:test";
import assert from "node:assert/strict";
import { applyChange, unpack } from "../src/shared/patches.js";
import { fileKernel, replaying } from "../src/shared/replay_model.js";

test("each kind of change gives the new value, the old one untouched", () => {
  const before = { a: 1, b: [1, 2], c: { d: true, e: "x" } };
  const frozen = JSON.stringify(before);
  assert.deepEqual(applyChange(before, ["=", 5]), 5);
  assert.deepEqual(applyChange([1, 2], ["+", [3, 4]]), [1, 2, 3, 4]);
  assert.deepEqual(applyChange([1, 2, 3], ["#", { 1: ["=", 9] }]), [1, 9, 3]);
  assert.deepEqual(applyChange(before, ["~", { a: ["-"], c: ["~", { e: ["=", "y"] }], f: ["=", null] }]),
    { b: [1, 2], c: { d: true, e: "y" }, f: null });
  assert.equal(JSON.stringify(before), frozen);
});

test("a patched object keeps its keys' order and puts new keys last, as the writer expects", () => {
  const after = applyChange({ x: 1, y: 2, z: 3 }, ["~", { y: ["-"], w: ["=", 0], x: ["=", 5] }]);
  assert.deepEqual(Object.keys(after), ["x", "z", "w"]);
});

test("unchanged traits keep their identity from frame to frame", () => {
  const words = { undo: "Undo" };
  const frames = unpack({ ply: 0, words, log: [] }, [{ ply: ["=", 1], log: ["+", ["a"]] }, { ply: ["=", 2] }]);
  assert.equal(frames.length, 3);
  assert.ok(frames[1].words === words && frames[2].words === words);
  assert.ok(frames[2].log === frames[1].log);
  assert.deepEqual(frames.map((f) => f.ply), [0, 1, 2]);
});

test("a change that does not fit its value is refused, not guessed at", () => {
  assert.throws(() => applyChange(3, ["+", [1]]));
  assert.throws(() => applyChange([1], ["#", { 5: ["=", 1] }]));
  assert.throws(() => applyChange({}, ["?", 1]));
  assert.throws(() => applyChange({}, "="));
});

const WORDS = { refused: "No move.", range: "From 0 to {plies}; got {ply}.", position: "Move {ply} of {plies}" };
// Packed as the kernel packs them: the error line and the timeline are the kernel's.
const TIMELINE = { plies: 2, comments: {}, marks: {}, retry: false };
const FILE = { first: { ply: 0, error: "", view: { ply: 0 }, words: {}, timeline: TIMELINE }, changes: [1, 2].map((ply) => ({ ply: ["=", ply], view: ["=", { ply }] })) };

/** A replay file's board model: the file's kernel, stepped through by `replaying`. */
function fileModel(start = 0) {
  return replaying(fileKernel(FILE, WORDS, start));
}

function watched(model, names = ["ply", "view", "error", "words", "timeline"]) {
  const seen = [];
  for (const name of names) model.on(`change:${name}`, () => seen.push(name));
  return seen;
}

test("goto shows another frame and says which traits changed", () => {
  const model = fileModel();
  const seen = watched(model);
  model.send({ type: "goto", payload: { ply: 2 }, ply: 0 });
  assert.equal(model.get("ply"), 2);
  assert.deepEqual(model.get("view"), { ply: 2 });
  assert.deepEqual(seen.sort(), ["ply", "view"]);
});

test("every other message, and a goto out of range, is refused with a sentence and moves nothing", () => {
  const model = fileModel(1);
  model.send({ type: "act", payload: { index: 0 }, ply: 1 });
  assert.equal(model.get("error"), "No move.");
  for (const ply of [-1, 3, 1.5, "2", null]) {
    model.send({ type: "goto", payload: { ply }, ply: 1 });
    assert.match(model.get("error"), /^From 0 to 2; got /);
    assert.equal(model.get("ply"), 1);
  }
  model.send({ type: "goto", payload: { ply: 0 }, ply: 1 });
  assert.equal(model.get("error"), "");
  assert.equal(model.get("ply"), 0);
});

test("the page writes no trait", () => {
  const model = fileModel();
  model.set("ply", 2);
  model.save_changes();
  assert.equal(model.get("ply"), 0);
});

test("any message whatever leaves a frame shown and a sentence, never an exception", () => {
  const values = [undefined, null, 0, -1, 2, 7, 1e9, NaN, "", "goto", [], {}, { ply: 1 }, true];
  let seed = 7;
  const pick = () => values[(seed = (seed * 1103515245 + 12345) % 2147483648) % values.length];
  const model = fileModel();
  for (let i = 0; i < 2000; i += 1) {
    const message = [pick(), { type: pick() }, { type: "goto", payload: pick(), ply: pick() }, { type: "goto", payload: { ply: pick() } }][i % 4];
    model.send(message);
    assert.ok([0, 1, 2].includes(model.get("ply")));
    assert.deepEqual(model.get("view"), { ply: model.get("ply") });
    assert.equal(typeof model.get("error"), "string");
  }
});

// ---- a kernel's replay (issue 27): the page steps, then tells the kernel ----------

/** A stand-in for anywidget's model of a replay's board: its traits, what the page
 * sends, and `sync(changes)`, the kernel's answer (every trait set, then the events). */
function kernelModel(traits) {
  const state = { ...traits };
  const listeners = new Map();
  const sent = [];
  const kernel = {
    get: (key) => state[key],
    set() {},
    save_changes() {},
    on(event, callback) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(callback);
    },
    off(event, callback) {
      listeners.get(event)?.delete(callback);
    },
    send: (content) => sent.push(content),
    sent,
    sync(changes) {
      const changed = Object.keys(changes).filter((key) => state[key] !== changes[key]);
      Object.assign(state, changes);
      for (const key of changed) for (const callback of [...(listeners.get(`change:${key}`) ?? [])]) callback(kernel, state[key]);
    },
    count: (event) => listeners.get(event)?.size ?? 0,
  };
  return kernel;
}

// The kernel's frames of a game of 3 moves: a log growing by a line a move.
const LOGS = [[], ["a"], ["a", "b"], ["a", "b", "c"]];
const KERNEL_FRAMES = {
  first: { ply: 0, view: { at: 0 }, log: [], words: { title: "T" } },
  changes: [1, 2, 3].map((ply) => ({ ply: ["=", ply], view: ["=", { at: ply }], log: ["+", [LOGS[ply][ply - 1]]] })),
};
const REPLAY = { plies: 3, comments: {}, marks: {}, retry: true, trying: false };

/** The kernel's traits at position `ply` (what its sync after a goto sends: each
 * value anew, the timeline too). */
function kernelAt(ply, extra = {}) {
  return { ply, view: { at: ply }, log: LOGS[ply], error: "", timeline: { ...REPLAY }, ...extra };
}

function kernelReplay(ply = 0) {
  const kernel = kernelModel({ ...kernelAt(ply), words: { title: "T" }, timeline: REPLAY, frames: KERNEL_FRAMES });
  return { kernel, model: replaying(kernel) };
}

test("issue 27: a step is shown at once, before the kernel answers, then sent to the kernel", () => {
  const { kernel, model } = kernelReplay();
  const seen = watched(model);
  model.send({ type: "goto", payload: { ply: 1 }, ply: 0 });
  assert.equal(model.get("ply"), 1);
  assert.deepEqual(model.get("view"), { at: 1 });
  assert.deepEqual(model.get("log"), ["a"]);
  assert.deepEqual(seen.sort(), ["ply", "view"]);
  assert.deepEqual(kernel.sent, [{ type: "goto", payload: { ply: 1 }, ply: 0 }]);
});

test("issue 27: quick steps are shown at once and told the kernel one at a time, the latest when it answers", () => {
  const { kernel, model } = kernelReplay();
  const seen = watched(model, ["ply", "view", "log"]);
  for (const [from, to] of [[0, 1], [1, 2], [2, 3], [3, 2]]) {
    model.send({ type: "goto", payload: { ply: to }, ply: from });
    assert.equal(model.get("ply"), to);
  }
  assert.deepEqual(kernel.sent, [{ type: "goto", payload: { ply: 1 }, ply: 0 }], "one message on its way at a time");
  seen.length = 0;
  kernel.sync(kernelAt(1)); // the answer: the page shows 2 now, which the kernel is told
  assert.deepEqual(kernel.sent.map((m) => [m.ply, m.payload.ply]), [[0, 1], [1, 2]]);
  kernel.sync(kernelAt(2));
  assert.equal(kernel.sent.length, 2, "the kernel shows the page's position: nothing more to tell");
  assert.equal(model.get("ply"), 2);
  assert.deepEqual(model.get("view"), { at: 2 });
  assert.deepEqual(seen, [], "no flicker: the board is told of no change");
});

test("issue 27: a message other than a step waits until the kernel shows the page's position", () => {
  const { kernel, model } = kernelReplay();
  model.send({ type: "goto", payload: { ply: 2 }, ply: 0 });
  model.send({ type: "try_again", payload: {}, ply: 2 });
  assert.deepEqual(kernel.sent.map((m) => m.type), ["goto"]);
  kernel.sync(kernelAt(2));
  assert.deepEqual(kernel.sent.map((m) => m.type), ["goto", "try_again"]);
  assert.equal(kernel.sent[1].ply, 2);
});

test("issue 27: replay.goto(k) from Python moves the page", () => {
  const { kernel, model } = kernelReplay(1);
  const seen = watched(model);
  kernel.sync(kernelAt(3));
  assert.equal(model.get("ply"), 3);
  assert.deepEqual(model.get("log"), ["a", "b", "c"]);
  assert.ok(seen.includes("ply") && seen.includes("view"));
});

test("issue 27: a step the kernel refuses brings the page back to the kernel's position", () => {
  const { kernel, model } = kernelReplay(1);
  model.send({ type: "goto", payload: { ply: 2 }, ply: 1 });
  model.send({ type: "goto", payload: { ply: 3 }, ply: 2 });
  assert.equal(model.get("ply"), 3);
  kernel.sync({ error: "That request was made for an earlier position." });
  assert.equal(model.get("ply"), 1);
  assert.deepEqual(model.get("view"), { at: 1 });
  assert.equal(model.get("error"), "That request was made for an earlier position.");
});

test("issue 27: the kernel's own traits (error, timeline) are read from the kernel", () => {
  const { kernel, model } = kernelReplay();
  const seen = watched(model);
  kernel.sync({ timeline: { ...REPLAY, marks: { 2: "Move 2: ..." } }, error: "No." });
  assert.deepEqual(model.get("timeline").marks, { 2: "Move 2: ..." });
  assert.equal(model.get("error"), "No.");
  assert.deepEqual(seen.sort(), ["error", "timeline"]);
});

test("issue 27: trying again from a position, the board is the kernel's; back, it steps again", () => {
  const { kernel, model } = kernelReplay();
  model.send({ type: "goto", payload: { ply: 2 }, ply: 0 });
  kernel.sync(kernelAt(2));
  // Trying again: a live board whose traits are the kernel's, a move played on it.
  kernel.sync({ timeline: { ...REPLAY, trying: true }, ply: 3, view: { at: "tried" }, log: ["a", "b", "x"] });
  assert.equal(model.get("ply"), 3);
  assert.deepEqual(model.get("view"), { at: "tried" });
  const seen = watched(model, ["view"]);
  kernel.sync({ view: { at: "tried again" } });
  assert.deepEqual(seen, ["view"]);
  // A goto sent while trying is the kernel's to refuse: the page shows nothing itself.
  model.send({ type: "goto", payload: { ply: 0 }, ply: 3 });
  assert.deepEqual(model.get("view"), { at: "tried again" });
  // Back to the replay at the position left.
  kernel.sync({ ...kernelAt(2), timeline: REPLAY });
  assert.equal(model.get("ply"), 2);
  assert.deepEqual(model.get("log"), ["a", "b"]);
  model.send({ type: "goto", payload: { ply: 3 }, ply: 2 });
  assert.deepEqual(model.get("view"), { at: 3 });
});

test("issue 27: a board without frames (a live board, a replay not shown yet) reads the kernel", () => {
  const kernel = kernelModel({ ...kernelAt(0), timeline: REPLAY, frames: {} });
  const model = replaying(kernel);
  const seen = watched(model, ["ply", "view", "log"]);
  model.send({ type: "goto", payload: { ply: 1 }, ply: 0 });
  assert.equal(model.get("ply"), 0, "the page waits for the kernel");
  kernel.sync(kernelAt(1));
  assert.equal(model.get("ply"), 1);
  assert.deepEqual(seen.sort(), ["log", "ply", "view"]);
  // The frames arrive: the page steps by itself from the kernel's position.
  kernel.sync({ frames: KERNEL_FRAMES });
  model.send({ type: "goto", payload: { ply: 3 }, ply: 1 });
  assert.equal(model.get("ply"), 3);
  assert.deepEqual(model.get("log"), ["a", "b", "c"]);
});

test("issue 27: new frames (the board speaks another language) keep the position shown", () => {
  const { kernel, model } = kernelReplay(2);
  const seen = watched(model, ["words", "ply"]);
  kernel.sync({ frames: { ...KERNEL_FRAMES, first: { ...KERNEL_FRAMES.first, words: { title: "Titre" } } } });
  assert.deepEqual(model.get("words"), { title: "Titre" });
  assert.equal(model.get("ply"), 2);
  assert.deepEqual(seen, ["words"]);
});

test("a board gone stops listening to the kernel", () => {
  const { kernel, model } = kernelReplay();
  model.on("change:status", () => {});
  assert.ok(kernel.count("change:ply") > 0 && kernel.count("change:status") > 0);
  model.dispose();
  for (const event of ["change:ply", "change:frames", "change:timeline", "change:error", "change:status"]) assert.equal(kernel.count(event), 0, event);
});
