import { test } from "node:test";
import assert from "node:assert/strict";
import { cellAt, cellTitle, endsOf, layoutFrom, makeLayout, moveCell, placeOf } from "../src/fleet1715/layout.js";

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

test("a tiny puzzle's layout draws only its subgrids, still a staircase", () => {
  // site, cargo, depth: rows site and depth, columns cargo and depth (as display.layout)
  const lay = makeLayout([0, 2], [1, 2]);
  assert.equal(lay.R, 8);
  assert.equal(lay.C, 8);
  assert.deepEqual([...lay.cells].sort((a, b) => a - b), [...range(0, 32), ...range(144, 160)]);
  for (const c of lay.cells) assert.equal(cellAt(...placeOf(c, lay), lay), c);
  assert.equal(cellAt(4, 4, lay), -1); // depth x depth: a gap
  assert.equal(moveCell(3, "ArrowRight", lay), 16);
  assert.equal(moveCell(12, "ArrowDown", lay), 144); // from the sites to the depths
  assert.equal(moveCell(147, "ArrowRight", lay), 147);
  assert.equal(moveCell(144, "End", lay), 147);
  assert.deepEqual(placeOf(64, lay), [-1, -1]); // ship names are not drawn
});

test("one subgrid, and a bad layout falls back to the whole staircase", () => {
  const lay = layoutFrom({ rows: [0], columns: [4] }); // site x ship name
  assert.deepEqual(lay.cells, range(48, 64));
  assert.equal(moveCell(48, "ArrowLeft", lay), 48);
  assert.equal(layoutFrom({ rows: [9], columns: [1] }).cells.length, 160);
  assert.equal(layoutFrom(null).cells.length, 160);
});

function range(a, b) {
  return Array.from({ length: b - a }, (_, i) => a + i);
}
