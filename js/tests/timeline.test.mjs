import { test } from "node:test";
import assert from "node:assert/strict";
import { Stepper, commentAt, isTrying, markAt, readTimeline, stepOfKey, stepTarget } from "../src/shared/timeline.js";

test("a board is a replay only with a timeline of a whole number of moves", () => {
  assert.equal(readTimeline(undefined), null);
  assert.equal(readTimeline({}), null);
  assert.equal(readTimeline({ plies: -1, comments: {} }), null);
  assert.equal(readTimeline({ plies: 2.5 }), null);
  assert.deepEqual(readTimeline({ plies: 3, comments: { 1: "a" }, marks: {} }), { plies: 3, comments: { 1: "a" }, marks: [], retry: false });
  assert.deepEqual(readTimeline({ plies: 0, comments: null }), { plies: 0, comments: {}, marks: [], retry: false });
});

test("issue 27, try again from here: a replay tried again from a position is a live board", () => {
  const raw = { plies: 5, comments: {}, marks: {}, retry: true, trying: true };
  assert.equal(readTimeline(raw), null);
  assert.equal(isTrying(raw), true);
  assert.equal(readTimeline({ ...raw, trying: false }).retry, true);
  for (const other of [undefined, null, {}, { plies: 5, trying: "yes" }, { plies: 5, retry: true }]) assert.equal(isTrying(other), false);
});

test("issue 27, review my game: the marks are the review's moves in order, each with its sentence", () => {
  const timeline = readTimeline({ plies: 12, comments: {}, marks: { 12: "last", 7: "seventh", 0: "the deal", 13: "past", "07": "padded", x: "no move", 3: "", 4: 4 } });
  assert.deepEqual(timeline.marks, [{ ply: 7, text: "seventh" }, { ply: 12, text: "last" }]);
  // Shown at the position the move was made from.
  assert.equal(markAt(timeline, 6), "seventh");
  assert.equal(markAt(timeline, 11), "last");
  assert.equal(markAt(timeline, 7), "");
  assert.equal(markAt(null, 6), "");
  assert.deepEqual(readTimeline({ plies: 2, marks: ["a"] }).marks, []);
});

test("the comment shown is the one on the move of the position", () => {
  const timeline = readTimeline({ plies: 4, comments: { 0: "intro", 3: "here" } });
  assert.equal(commentAt(timeline, 0), "intro");
  assert.equal(commentAt(timeline, 3), "here");
  assert.equal(commentAt(timeline, 2), "");
  assert.equal(commentAt(null, 0), "");
});

test("each step and key leads to a position of the game", () => {
  assert.deepEqual(["Home", "ArrowLeft", "ArrowRight", "End", "Enter"].map(stepOfKey), ["first", "previous", "next", "last", null]);
  assert.equal(stepTarget("next", 2, 5), 3);
  assert.equal(stepTarget("next", 5, 5), 5);
  assert.equal(stepTarget("previous", 0, 5), 0);
  assert.equal(stepTarget("first", 4, 5), 0);
  assert.equal(stepTarget("last", 1, 5), 5);
  assert.equal(stepTarget("sideways", 1, 5), null);
});

test("requests go one at a time, each from the position then shown", () => {
  const sent = [];
  const stepper = new Stepper((target, ply) => sent.push([target, ply]), 3000);
  assert.equal(stepper.go(1, 0, 0), true);
  // Two more clicks on "next" before the answer: kept, heading for 3.
  stepper.go(stepTarget("next", stepper.aim(0, 10), 9), 0, 10);
  stepper.go(stepTarget("next", stepper.aim(0, 20), 9), 0, 20);
  assert.equal(stepper.aim(0, 20), 3);
  assert.deepEqual(sent, [[1, 0]]);
  stepper.shown(1, 30); // the answer shows position 1: the kept request goes
  assert.deepEqual(sent, [[1, 0], [3, 1]]);
  stepper.shown(3, 40);
  assert.equal(stepper.go(3, 3, 50), false, "the position shown is not asked for");
  assert.deepEqual(sent, [[1, 0], [3, 1]]);
});

test("a refused or unanswered request does not block the next", () => {
  const sent = [];
  const stepper = new Stepper((target, ply) => sent.push([target, ply]), 3000);
  stepper.go(2, 0, 0);
  stepper.refused();
  stepper.go(4, 0, 10);
  stepper.go(5, 0, 5000); // no answer for 3 s: asked again
  assert.deepEqual(sent, [[2, 0], [4, 0], [5, 0]]);
});
