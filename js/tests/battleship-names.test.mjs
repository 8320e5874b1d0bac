import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { CARDS, cardName, cardSpoken, describeCell, entryLabel, handTitle, pegShort, readEntry, turnInfo } from "../src/battleship/names.js";
import { useWords } from "../src/shared/words.js";

// The page's words as the kernel sends them (made from the catalogs; a Python test keeps
// these fixtures equal to them: tests/frontend/test_battleship_words.py).
const read = (language) => JSON.parse(readFileSync(new URL(`./words.${language}.json`, import.meta.url), "utf8"));
const EN = read("en");
const NAMES = Object.fromEntries(Object.entries(EN).filter(([key]) => key.startsWith("card.")).map(([key, name]) => [key.slice(5), name]));
useWords(EN, "en");

test("every card kind of the game has a name, and unknown kinds show as given", () => {
  for (const kind of ["white", "red1", "red2", "red4", "shield", "whites-or-two", "repair-or-draw",
    "carrier", "battleship", "destroyer", "submarine", "pt-boat", "miss"]) {
    assert.ok(CARDS[kind], kind);
    assert.notEqual(cardName(kind), kind);
  }
  assert.equal(cardName("kraken"), "kraken");
});

test("white and red pegs differ by symbol and letter, not colour alone", () => {
  assert.notEqual(CARDS.white.symbol, CARDS.red1.symbol);
  assert.equal(pegShort("white"), "W");
  assert.equal(pegShort("red2"), "R2");
  assert.equal(CARDS.red4.symbol.length, 4);
  assert.equal(cardSpoken("red2"), "Red peg card, 2 pegs");
  assert.equal(cardSpoken("red1"), "Red peg card, 1 peg");
  assert.equal(cardSpoken("white"), "White peg card");
});

test("cells are described with their coordinate and state", () => {
  assert.equal(describeCell({ face: "down" }, 2, "opp"), "Opponent A3, face down");
  assert.equal(describeCell({ face: "up", card: "miss" }, 4, "own"), "Your B1, miss");
  assert.equal(describeCell({ face: "sunk", card: "pt-boat" }, 11, "opp"), "Opponent C4, PT boat, sunk");
  assert.equal(
    describeCell({ face: "up", card: "destroyer", hits: 3, damage: 1, pegs: ["red1"], shield: { strength: 2, damage: 1, pegs: ["white"] } }, 5, "own"),
    "Your B2, Destroyer, 1 of 3 hits, pegs: red peg, 1 peg; shield 1 of 2 left (pegs: white peg)",
  );
  assert.equal(describeCell({ face: "up", card: "carrier", hits: 5, damage: 0, pegs: [] }, 0, "opp"), "Opponent A1, Carrier, 0 of 5 hits");
  assert.equal(describeCell({ face: "down" }, 0, "p1", "Ann"), "Ann A1, face down");
  assert.equal(describeCell(null, 0, "opp"), "Opponent A1, unknown");
});

test("the turn line names the mover, the phase and the plays left", () => {
  const players = [{ seat: 0, name: "Player 1" }, { seat: 1, name: "Player 2" }];
  assert.equal(turnInfo({ seat: 0, to_move: 0, turn: 3, phase: "play", plays_left: 1, players }), "Turn 3 · You to move · Play · 1 play left");
  assert.equal(turnInfo({ seat: 0, to_move: 1, turn: 4, phase: "pt-boat", players }), "Turn 4 · Player 2 to move · PT boat power");
  assert.equal(turnInfo({ seat: null, to_move: 0, turn: 9, phase: "play", plays_left: 2, extra: true, players }), "Turn 9 · Player 1 to move · Play · 2 plays left · bonus play");
  assert.equal(turnInfo({ seat: 0, to_move: 0, turn: 20, phase: "over", winner: 0, players }), "Turn 20 · Game over");
  assert.equal(turnInfo({}), "");
});

test("entries are named by their label, else from card and cell", () => {
  assert.equal(entryLabel({ card: "red2", side: "opp", cell: 2, text: "red2 A3", label: "Hit A3." }), "Hit A3.");
  assert.equal(entryLabel({ card: "red2", side: "opp", cell: 2, text: "red2 A3" }), "Play Red peg ×2 on the opponent's A3");
  assert.equal(entryLabel({ card: "shield", side: "own", cell: 10, text: "shield C3" }), "Play Shield on your C3");
  assert.equal(entryLabel({ card: "white", text: "white" }), "Play White peg");
  assert.equal(entryLabel({ option: "end", text: "end" }), "End your turn");
  assert.equal(entryLabel({ text: "pass" }), "pass");
  assert.equal(entryLabel(null), "Action");
});

test("a peg play sent without its side targets the opponent's grid; other entries stay as sent", () => {
  assert.deepEqual(readEntry({ card: "white", cell: 3 }), { card: "white", cell: 3, side: "opp" });
  assert.deepEqual(readEntry({ card: "shield", side: "own", cell: 2 }), { card: "shield", side: "own", cell: 2 });
  assert.deepEqual(readEntry({ card: "whites-or-two", option: "play-two" }), { card: "whites-or-two", option: "play-two" });
  assert.equal(readEntry(null), null);
  assert.equal(entryLabel(readEntry({ card: "red2", cell: 0 })), "Play Red peg ×2 on the opponent's A1");
});

test("each card has one name, the kernel's table (card_names.json), and no other", () => {
  assert.deepEqual(Object.keys(CARDS).sort(), Object.keys(NAMES).sort());
  for (const [kind, name] of Object.entries(NAMES)) assert.equal(cardName(kind), name);
  assert.equal(cardName("red2"), "Red peg ×2");
  assert.equal(entryLabel({ card: "red2", cell: 2, side: "opp" }), "Play Red peg ×2 on the opponent's A3");
  for (const info of Object.values(CARDS)) assert.equal(info.name, undefined, "names live in card_names.json");
});

test("the hand's title counts its cards and names the refill, never '7 of 5'", () => {
  assert.equal(handTitle(7, 5), "Your hand (7 cards, refill to 5)");
  assert.equal(handTitle(1, 7), "Your hand (1 card, refill to 7)");
  assert.equal(handTitle(0), "Your hand (0 cards)");
});

test("the page speaks the board's language: French words, French plurals", () => {
  useWords(read("fr"), "fr");
  try {
    assert.equal(cardName("carrier"), "Porte-avions");
    assert.equal(handTitle(1, 5), "Votre main (1 carte, rechargée à 5)");
    assert.equal(handTitle(0, 5), "Votre main (0 carte, rechargée à 5)");
    assert.equal(handTitle(3, 5), "Votre main (3 cartes, rechargée à 5)");
    assert.equal(describeCell({ face: "down" }, 2, "opp"), "Adversaire A3, face cachée");
    assert.equal(entryLabel({ card: "red2", cell: 5, side: "opp" }), "Jouer Cheville rouge ×2 sur la case B2 de l'adversaire");
  } finally {
    useWords(EN, "en");
  }
});

test("a word missing from the table shows as its key, never as hidden English", () => {
  useWords({}, "en");
  try {
    assert.equal(cardName("carrier"), "carrier");
    assert.equal(handTitle(2, 5), "hand.title.refill");
  } finally {
    useWords(EN, "en");
  }
});
