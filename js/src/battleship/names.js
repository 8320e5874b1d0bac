// Names, symbols and sentences for the Battleship card game's cards and grid
// cells. Pure functions (tested with node --test); nothing here decides what
// is legal.

import { cellLabel } from "../shared/grid.js";
// The one name of each card, shared with the kernel's sentences (log, moves, errors).
import NAMES from "../../../naval_widgets/battleship/card_names.json" with { type: "json" };

export const COLS = 4;

// tone: "white" (hollow ring), "red" (filled disc), "power" (star), "ship", "miss".
// Shapes and letters always carry the difference; colour only repeats it.
export const CARDS = {
  white: { short: "W", symbol: "○", tone: "white", pegs: 1, note: "find a ship" },
  red1: { short: "R1", symbol: "●", tone: "red", pegs: 1, note: "1 hit" },
  red2: { short: "R2", symbol: "●●", tone: "red", pegs: 2, note: "2 hits" },
  red4: { short: "R4", symbol: "●●●●", tone: "red", pegs: 4, note: "4 hits" },
  shield: { short: "SH", symbol: "◆", tone: "power", note: "guard a ship" },
  "whites-or-two": { short: "P2", symbol: "✦", tone: "power", note: "power" },
  "repair-or-draw": { short: "RD", symbol: "✚", tone: "power", note: "power" },
  carrier: { short: "CV", tone: "ship", hits: 5, power: "refills its owner's hand to 7 cards" },
  battleship: { short: "BB", tone: "ship", hits: 4, power: "adds 1 peg to each of its owner's red peg cards in play" },
  destroyer: { short: "DD", tone: "ship", hits: 3, power: "lets its owner's white pegs damage ships and shields" },
  submarine: { short: "SS", tone: "ship", hits: 3, power: "only white pegs damage it" },
  "pt-boat": { short: "PT", tone: "ship", hits: 2, power: "at the start of its owner's turn, removes a peg card from one of their ships" },
  miss: { short: "—", tone: "miss" },
};

/** Display name of a card kind ("red2" -> "Red peg ×2"); unknown kinds show as given. */
export function cardName(kind) {
  return Object.hasOwn(NAMES, kind) ? NAMES[kind] : String(kind ?? "?");
}

/** "Your hand (7 cards, refill to 5)": the cards held, and the hand the end of the
 * turn draws back up to (5, or 7 while the carrier is afloat). */
export function handTitle(count, limit) {
  const cards = `${count} ${count === 1 ? "card" : "cards"}`;
  return limit == null ? `Your hand (${cards})` : `Your hand (${cards}, refill to ${limit})`;
}

/** Spoken name of a card ("Red peg card, 2 pegs"). */
export function cardSpoken(kind) {
  const info = CARDS[kind];
  if (!info) return String(kind ?? "unknown card");
  if (info.tone === "white") return "White peg card";
  if (info.tone === "red") return `Red peg card, ${info.pegs} ${info.pegs === 1 ? "peg" : "pegs"}`;
  if (kind === "shield") return "Shield card";
  if (info.tone === "power") return `Power card: ${cardName(kind).replace(" / ", " or ")}`;
  return cardName(kind);
}

/** Short tag of a peg card under a ship: "W", "R2". */
export function pegShort(kind) {
  return CARDS[kind]?.short ?? String(kind);
}

/** "Opponent" / "Your" / a player's name, for cell descriptions. */
export function sideWord(side, ownerName) {
  if (side === "opp") return "Opponent";
  if (side === "own") return "Your";
  return ownerName ?? "";
}

function pegList(pegs) {
  return pegs.map((p) => cardSpoken(p).replace(" card", "").toLowerCase()).join(", ");
}

/**
 * Sentence describing grid cell `index` for a screen reader, e.g.
 * "Opponent A3, face down", "Your B2, Destroyer, 1 of 3 hits, pegs: red peg, 1 peg;
 * shield 1 of 2 left", "Opponent C4, Submarine, sunk".
 */
export function describeCell(cell, index, side, ownerName) {
  const where = `${sideWord(side, ownerName)} ${cellLabel(index, COLS)}`.trim();
  if (!cell || typeof cell !== "object") return `${where}, unknown`;
  if (cell.face === "down") {
    return cell.card ? `${where}, face down (${cardName(cell.card)})` : `${where}, face down`;
  }
  if (cell.face === "sunk") return `${where}, ${cardName(cell.card)}, sunk`;
  if (cell.card === "miss") return `${where}, miss`;
  const parts = [`${where}, ${cardName(cell.card)}`];
  if (cell.hits != null) parts.push(`${cell.damage ?? 0} of ${cell.hits} hits`);
  const pegs = Array.isArray(cell.pegs) ? cell.pegs : [];
  if (pegs.length) parts.push(`pegs: ${pegList(pegs)}`);
  let text = parts.join(", ");
  if (cell.shield) {
    const s = cell.shield;
    const left = Math.max(0, (s.strength ?? 0) - (s.damage ?? 0));
    text += `; shield ${left} of ${s.strength ?? 0} left`;
    if (Array.isArray(s.pegs) && s.pegs.length) text += ` (pegs: ${pegList(s.pegs)})`;
  }
  return text;
}

const PHASES = { "pt-boat": "PT boat power", play: "Play", over: "Game over" };

/** Header line: "Turn 3 · Player 1 to move · Play · 1 play left". */
export function turnInfo(view) {
  if (!view || typeof view !== "object" || !Array.isArray(view.players)) return "";
  const parts = [];
  if (view.turn != null) parts.push(`Turn ${view.turn}`);
  if (view.phase !== "over" && view.to_move != null) {
    const p = view.players.find((pl) => pl.seat === view.to_move);
    const who = view.seat != null && view.to_move === view.seat ? "You" : p?.name ?? `Player ${view.to_move + 1}`;
    parts.push(`${who} to move`);
  }
  if (view.phase) parts.push(PHASES[view.phase] ?? view.phase);
  if (view.phase === "play" && view.plays_left != null) {
    parts.push(`${view.plays_left} ${view.plays_left === 1 ? "play" : "plays"} left`);
  }
  if (view.extra) parts.push("bonus play");
  if (view.variant && view.variant !== "standard") parts.push(`${view.variant} rules`);
  return parts.join(" · ");
}

/**
 * A legal entry as the board reads it: one with a cell but no side targets the
 * opponent's grid (the kernel leaves that side out of peg plays to keep each
 * move's sync small).
 */
export function readEntry(entry) {
  return entry && typeof entry === "object" && entry.cell != null && entry.side == null
    ? { ...entry, side: "opp" }
    : entry;
}

/**
 * The sentence naming a legal entry. The kernel sends `label` for entries the
 * page cannot name from card and cell alone; the others are named here.
 */
export function entryLabel(entry) {
  if (!entry || typeof entry !== "object") return "Action";
  if (entry.label) return entry.label;
  const card = entry.card ?? null;
  const cell = entry.cell ?? null;
  const where = cell === null ? null : `${entry.side === "own" ? "your" : "the opponent's"} ${cellLabel(cell, COLS)}`;
  if (card !== null) return where ? `Play ${cardName(card)} on ${where}` : `Play ${cardName(card)}`;
  if (entry.option === "end" || entry.text === "end") return "End your turn";
  return entry.text || entry.option || "Action";
}
