import { test } from "node:test";
import assert from "node:assert/strict";
import { cellAt, cellTitle, endsOf, moveCell, placeOf } from "../src/fleet1715/layout.js";

test("the staircase holds each of the 160 cells exactly once", () => {
  const seen = [];
  for (let R = 0; R < 16; R++) for (let C = 0; C < 16; C++) if (cellAt(R, C) >= 0) seen.push(cellAt(R, C));
  assert.equal(seen.length, 160);
  assert.deepEqual([...seen].sort((a, b) => a - b), Array.from({ length: 160 }, (_, i) => i));
  for (const c of seen) assert.equal(cellAt(...placeOf(c)), c);
});

test("cells are named as the engine names them", () => {
  assert.equal(cellTitle(0), "Sebastian Inlet / gold coins");
  assert.deepEqual(endsOf(84), [17, 8]); // regla:15ft
  assert.equal(cellTitle(159), "22 ft / Chinese porcelain");
  assert.equal(cellTitle(101), "N. Sn. de la Regla / Almiranta");
});

test("arrows move in the staircase and stop at its edges", () => {
  assert.equal(moveCell(0, "ArrowRight"), 1);
  assert.equal(moveCell(3, "ArrowRight"), 16); // into the depth subgrid
  assert.equal(moveCell(0, "ArrowLeft"), 0);
  assert.equal(moveCell(0, "ArrowUp"), 0);
  assert.equal(moveCell(12, "ArrowDown"), 64); // from the sites into the ship names
  assert.equal(moveCell(63, "ArrowDown"), 63); // no subgrid below names x names
  assert.equal(moveCell(144, "End"), 147); // 15 ft row ends after the cargo block
  assert.equal(moveCell(147, "ArrowRight"), 147);
  assert.equal(moveCell(5, "Home"), 4);
  assert.equal(moveCell(5, "x"), null);
});
