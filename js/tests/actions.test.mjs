import { test } from "node:test";
import assert from "node:assert/strict";
import { freeOptionsOf, groupLegal, targetKey, targetsOf } from "../src/shared/actions.js";

const LEGAL = [
  { card: "white", side: "opp", cell: 0, option: null, text: "white A1", label: "Play a white peg on opponent A1." },
  { card: "white", side: "opp", cell: 5, option: null, text: "white B2", label: "Play a white peg on opponent B2." },
  { card: "red2", side: "opp", cell: 5, option: null, text: "red2 B2", label: "Play red ×2 on opponent B2." },
  { card: "repair-or-draw", side: "own", cell: 3, option: "repair", text: "repair A4", label: "Repair your A4." },
  { card: "repair-or-draw", side: null, cell: null, option: "draw-three", text: "draw3", label: "Draw 3 cards, then play one." },
  { card: "whites-or-two", side: null, cell: null, option: "discard-whites:1", text: "dw1", label: "Discard 1 white peg card." },
  { card: "whites-or-two", side: null, cell: null, option: "play-two", text: "two", label: "Play two more cards." },
  { card: null, side: "own", cell: 2, option: "red1", text: "pt A3 red1", label: "PT boat: remove red ×1 from your A3." },
  { card: null, side: "own", cell: 2, option: "white", text: "pt A3 white", label: "PT boat: remove a white peg from your A3." },
  { card: null, side: null, cell: null, option: null, text: "end", label: "End your turn." },
];

test("entries are grouped by card, keeping legal order", () => {
  const g = groupLegal(LEGAL);
  assert.deepEqual([...g.cards.keys()], ["white", "red2", "repair-or-draw", "whites-or-two"]);
  assert.deepEqual(g.cards.get("white"), [0, 1]);
  assert.deepEqual(g.cards.get("repair-or-draw"), [3, 4]);
  assert.deepEqual(g.cardless, [7, 8, 9]);
});

test("targets of a card are keyed side-cell and list every entry", () => {
  const g = groupLegal(LEGAL);
  const white = targetsOf(g, "white");
  assert.deepEqual([...white.keys()], ["opp-0", "opp-5"]);
  assert.deepEqual(white.get("opp-5"), [1]);
  assert.deepEqual([...targetsOf(g, "repair-or-draw").entries()], [["own-3", [3]]]);
  assert.equal(targetKey("opp", 5), "opp-5");
});

test("options without a cell are the card's free options", () => {
  const g = groupLegal(LEGAL);
  assert.deepEqual(freeOptionsOf(g, "repair-or-draw"), [4]);
  assert.deepEqual(freeOptionsOf(g, "whites-or-two"), [5, 6]);
  assert.deepEqual(freeOptionsOf(g, "white"), []);
});

test("cardless entries: targets with several options share a key; the rest are free", () => {
  const g = groupLegal(LEGAL);
  assert.deepEqual(targetsOf(g, null).get("own-2"), [7, 8]);
  assert.deepEqual(freeOptionsOf(g, null), [9]);
});

test("unknown cards, empty and malformed lists give empty groups", () => {
  const g = groupLegal(LEGAL);
  assert.equal(targetsOf(g, "red4").size, 0);
  assert.deepEqual(freeOptionsOf(g, "red4"), []);
  const empty = groupLegal(null);
  assert.equal(empty.cards.size, 0);
  assert.deepEqual(empty.cardless, []);
  const odd = groupLegal([null, 3, { card: "white", side: "opp", cell: 1 }]);
  assert.deepEqual(odd.cards.get("white"), [2]);
});
