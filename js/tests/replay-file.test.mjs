// A replay file's frames, stored as changes (patches.js), and the model its board
// runs on (replay_model.js): issue "A replay as one file".
import { test } from "node:test";
import assert from "node:assert/strict";
import { applyChange, unpack } from "../src/shared/patches.js";
import { replayModel } from "../src/shared/replay_model.js";

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
// As unpack() gives them: a trait that does not change is the same object in every frame.
const SAME_WORDS = {};
const FRAMES = [0, 1, 2].map((ply) => ({ ply, error: "", view: { ply }, words: SAME_WORDS }));

function watched(model) {
  const seen = [];
  for (const name of ["ply", "view", "error", "words"]) model.on(`change:${name}`, () => seen.push(name));
  return seen;
}

test("goto shows another frame and says which traits changed", () => {
  const model = replayModel(FRAMES, WORDS);
  const seen = watched(model);
  model.send({ type: "goto", payload: { ply: 2 }, ply: 0 });
  assert.equal(model.get("ply"), 2);
  assert.deepEqual(model.get("view"), { ply: 2 });
  assert.deepEqual(seen.sort(), ["ply", "view"]);
  assert.equal(model.shown, 2);
});

test("every other message, and a goto out of range, is refused with a sentence and moves nothing", () => {
  const model = replayModel(FRAMES, WORDS, 1);
  model.send({ type: "act", payload: { index: 0 }, ply: 1 });
  assert.equal(model.get("error"), "No move.");
  for (const ply of [-1, 3, 1.5, "2", null]) {
    model.send({ type: "goto", payload: { ply }, ply: 1 });
    assert.match(model.get("error"), /^From 0 to 2; got /);
    assert.equal(model.get("ply"), 1);
  }
  model.send({ type: "goto", payload: { ply: 0 }, ply: 1 });
  assert.equal(model.get("error"), "");
});

test("the page writes no trait", () => {
  const model = replayModel(FRAMES, WORDS);
  model.set("ply", 2);
  model.save_changes();
  assert.equal(model.get("ply"), 0);
});

test("any message whatever leaves a frame shown and a sentence, never an exception", () => {
  const values = [undefined, null, 0, -1, 2, 7, 1e9, NaN, "", "goto", [], {}, { ply: 1 }, true];
  let seed = 7;
  const pick = () => values[(seed = (seed * 1103515245 + 12345) % 2147483648) % values.length];
  const model = replayModel(FRAMES, WORDS);
  for (let i = 0; i < 2000; i += 1) {
    const message = [pick(), { type: pick() }, { type: "goto", payload: pick(), ply: pick() }, { type: "goto", payload: { ply: pick() } }][i % 4];
    model.send(message);
    assert.ok(FRAMES.some((frame) => frame.ply === model.get("ply")));
    assert.equal(typeof model.get("error"), "string");
  }
});
