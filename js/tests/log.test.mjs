import { test } from "node:test";
import assert from "node:assert/strict";
import { isReason, logDelta } from "../src/shared/log.js";

test("new lines at the end are appended, the shown ones kept", () => {
  assert.deepEqual(logDelta(["a", "b"], ["a", "b", "c"]), { keep: 2, add: ["c"] });
  assert.deepEqual(logDelta([], ["a"]), { keep: 0, add: ["a"] });
});

test("an unchanged log changes nothing", () => {
  assert.deepEqual(logDelta(["a", "b"], ["a", "b"]), { keep: 2, add: [] });
});

test("an undo removes the lines taken back, and the bot's answer comes after", () => {
  assert.deepEqual(logDelta(["a", "b", "c", "d"], ["a", "b"]), { keep: 2, add: [] });
  assert.deepEqual(logDelta(["a", "b", "c", "d"], ["a", "b", "x"]), { keep: 2, add: ["x"] });
});

test("repeated sentences are kept where they line up", () => {
  assert.deepEqual(logDelta(["x", "x"], ["x", "x", "x"]), { keep: 2, add: ["x"] });
});

test("a log that starts over (new game) replaces everything", () => {
  assert.deepEqual(logDelta(["a", "b", "c"], ["z"]), { keep: 0, add: ["z"] });
  assert.deepEqual(logDelta(["a"], []), { keep: 0, add: [] });
});

test("a long game is kept whole", () => {
  const game = Array.from({ length: 500 }, (_, i) => `line ${i}`);
  assert.deepEqual(logDelta(game.slice(0, 499), game), { keep: 499, add: ["line 499"] });
});

test("a bot's reason is told from a move's line by its indent (core.reasons.REASON_INDENT)", () => {
  assert.equal(isReason("  Player 2 (greedy): I sink your carrier."), true);
  assert.equal(isReason("Player 2 plays a red peg."), false);
  assert.equal(isReason(" one space"), false);
  assert.equal(isReason(undefined), false);
});
