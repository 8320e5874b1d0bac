import { test } from "node:test";
import assert from "node:assert/strict";
import { cellIndex, cellLabel, moveIndex } from "../src/shared/grid.js";

test("cell labels run A1..C4 row by row in a 3x4 grid", () => {
  const labels = Array.from({ length: 12 }, (_, i) => cellLabel(i, 4));
  assert.deepEqual(labels, ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "C1", "C2", "C3", "C4"]);
});

test("cellIndex inverts cellLabel and rejects what is not a label", () => {
  for (let i = 0; i < 12; i++) assert.equal(cellIndex(cellLabel(i, 4), 4), i);
  assert.equal(cellIndex("b3"), 6);
  assert.equal(cellIndex("A5", 4), null);
  assert.equal(cellIndex("A0", 4), null);
  assert.equal(cellIndex("hello"), null);
});

test("other grid widths label by their own columns", () => {
  assert.equal(cellLabel(5, 5), "B1");
  assert.equal(cellLabel(9, 10), "A10");
});

test("arrows move within a 3x4 grid and stop at the edges", () => {
  const m = (i, k) => moveIndex(i, k, 12, 4);
  assert.equal(m(0, "ArrowRight"), 1);
  assert.equal(m(3, "ArrowRight"), 3); // end of row A: stays
  assert.equal(m(4, "ArrowLeft"), 4); // start of row B: stays
  assert.equal(m(5, "ArrowLeft"), 4);
  assert.equal(m(1, "ArrowDown"), 5);
  assert.equal(m(9, "ArrowDown"), 9); // row C: stays
  assert.equal(m(9, "ArrowUp"), 5);
  assert.equal(m(2, "ArrowUp"), 2);
});

test("Home/End go to the row's ends, with Ctrl to the grid's ends", () => {
  assert.equal(moveIndex(6, "Home", 12, 4), 4);
  assert.equal(moveIndex(6, "End", 12, 4), 7);
  assert.equal(moveIndex(6, "Home", 12, 4, true), 0);
  assert.equal(moveIndex(6, "End", 12, 4, true), 11);
});

test("a short last row and a single row (a hand) behave", () => {
  assert.equal(moveIndex(5, "ArrowDown", 7, 4), 5); // 5 + 4 = 9 does not exist
  assert.equal(moveIndex(2, "ArrowDown", 7, 4), 6);
  assert.equal(moveIndex(6, "End", 7, 4), 6);
  assert.equal(moveIndex(2, "ArrowRight", 5, 5), 3);
  assert.equal(moveIndex(4, "ArrowRight", 5, 5), 4);
  assert.equal(moveIndex(2, "ArrowUp", 5, 5), 2);
});

test("other keys and empty groups are not movements", () => {
  assert.equal(moveIndex(0, "Enter", 12, 4), null);
  assert.equal(moveIndex(0, "a", 12, 4), null);
  assert.equal(moveIndex(0, "ArrowRight", 0, 4), null);
});
