import { test } from "node:test";
import assert from "node:assert/strict";
import { logDelta } from "../src/shared/log.js";

test("new entries at the end are appended", () => {
  assert.deepEqual(logDelta(["a", "b"], ["a", "b", "c"]), { drop: 0, add: ["c"] });
  assert.deepEqual(logDelta([], ["a"]), { drop: 0, add: ["a"] });
});

test("an unchanged log changes nothing", () => {
  assert.deepEqual(logDelta(["a", "b"], ["a", "b"]), { drop: 0, add: [] });
});

test("a sliding window drops the head and appends the tail", () => {
  assert.deepEqual(logDelta(["a", "b", "c"], ["b", "c", "d", "e"]), { drop: 1, add: ["d", "e"] });
});

test("repeated sentences line up on the longest overlap", () => {
  assert.deepEqual(logDelta(["x", "x"], ["x", "x", "x"]), { drop: 0, add: ["x"] });
});

test("a log that starts over (new game) replaces everything", () => {
  assert.deepEqual(logDelta(["a", "b", "c"], ["z"]), { drop: 3, add: ["z"] });
  assert.deepEqual(logDelta(["a"], []), { drop: 1, add: [] });
});
