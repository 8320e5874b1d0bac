// Names, symbols and sentences for the Battleship card game's cards and grid
// cells. Pure functions (tested with node --test); nothing here decides what
// is legal.

// Every word comes from the board's `words` trait (../shared/words.js), in its language.

import { cellLabel } from "../shared/grid.js";
import { has, t, tn } from "../shared/words.js";

export const COLS = 4;

// tone: "white" (hollow ring), "red" (filled disc), "power" (star), "ship", "miss".
// Shapes and letters always carry the difference; colour only repeats it.
export const CARDS = {
  white: { short: "W", symbol: "○", tone: "white", pegs: 1, note: "note.white" },
  red1: { short: "R1", symbol: "●", tone: "red", pegs: 1, note: "note.red1" },
  red2: { short: "R2", symbol: "●●", tone: "red", pegs: 2, note: "note.red2" },
  red4: { short: "R4", symbol: "●●●●", tone: "red", pegs: 4, note: "note.red4" },
  shield: { short: "SH", symbol: "◆", tone: "power", note: "note.shield" },
  "whites-or-two": { short: "P2", symbol: "✦", tone: "power", note: "note.power" },
  "repair-or-draw": { short: "RD", symbol: "✚", tone: "power", note: "note.power" },
  carrier: { short: "CV", tone: "ship", hits: 5, power: "power.carrier" },
  battleship: { short: "BB", tone: "ship", hits: 4, power: "power.battleship" },
  destroyer: { short: "DD", tone: "ship", hits: 3, power: "power.destroyer" },
  submarine: { short: "SS", tone: "ship", hits: 3, power: "power.submarine" },
  "pt-boat": { short: "PT", tone: "ship", hits: 2, power: "power.pt-boat" },
  miss: { short: "—", tone: "miss" },
};

/** A card's note in its hand ("find a ship"), or undefined. */
export function cardNote(kind) {
  const key = CARDS[kind]?.note;
  return key ? t(key) : undefined;
}

/** A ship's power in words, or "" for a card without one. */
export function shipPower(kind) {
  const key = CARDS[kind]?.power;
  return key ? t(key) : "";
}

/** Display name of a card kind ("red2" -> "Red peg ×2"); unknown kinds show as given. */
export function cardName(kind) {
  return has(`card.${kind}`) ? t(`card.${kind}`) : String(kind ?? "?");
}

/** "Your hand (7 cards, refill to 5)": the cards held, and the hand the end of the
 * turn draws back up to (5, or 7 while the carrier is afloat). */
export function handTitle(count, limit) {
  return limit == null ? tn("hand.title", count) : tn("hand.title.refill", count, { limit });
}

/** Spoken name of a card ("Red peg card, 2 pegs"). */
export function cardSpoken(kind) {
  const info = CARDS[kind];
  if (!info) return String(kind ?? "?");
  if (info.tone === "white") return t("spoken.white");
  if (info.tone === "red") return tn("spoken.red", info.pegs);
  if (kind === "shield") return t("spoken.shield");
  if (info.tone === "power") return t("spoken.power", { name: cardName(kind) });
  return cardName(kind);
}

/** Short tag of a peg card under a ship: "W", "R2". */
export function pegShort(kind) {
  return CARDS[kind]?.short ?? String(kind);
}

/** "Opponent A3" / "Your A3" / "Player 2 A3": a cell named for a cell description. */
export function cellWhere(side, ownerName, index) {
  const cell = cellLabel(index, COLS);
  if (side === "opp") return t("side.opp", { cell });
  if (side === "own") return t("side.own", { cell });
  return ownerName ? t("side.named", { player: ownerName, cell }) : cell;
}

function pegList(pegs) {
  return pegs.map((p) => (CARDS[p]?.tone === "red" ? tn("peg.red", CARDS[p].pegs) : p === "white" ? t("peg.white") : String(p))).join(t("list.comma"));
}

/**
 * Sentence describing grid cell `index` for a screen reader, e.g.
 * "Opponent A3, face down", "Your B2, Destroyer, 1 of 3 hits, pegs: red peg, 1 peg;
 * shield 1 of 2 left", "Opponent C4, Submarine, sunk".
 */
export function describeCell(cell, index, side, ownerName) {
  const where = cellWhere(side, ownerName, index);
  if (!cell || typeof cell !== "object") return t("cell.unknown", { where });
  if (cell.face === "down") {
    return cell.card ? t("cell.down.known", { where, card: cardName(cell.card) }) : t("cell.down", { where });
  }
  if (cell.face === "sunk") return t("cell.sunk", { where, card: cardName(cell.card) });
  if (cell.card === "miss") return t("cell.miss", { where });
  const parts = [t("cell.ship", { where, card: cardName(cell.card) })];
  if (cell.hits != null) parts.push(t("cell.hits", { damage: cell.damage ?? 0, hits: cell.hits }));
  const pegs = Array.isArray(cell.pegs) ? cell.pegs : [];
  if (pegs.length) parts.push(t("cell.pegs", { pegs: pegList(pegs) }));
  let text = parts.join(t("list.comma"));
  if (cell.shield) {
    const s = cell.shield;
    const left = Math.max(0, (s.strength ?? 0) - (s.damage ?? 0));
    text += t("list.semicolon") + t("cell.shield", { left, strength: s.strength ?? 0 });
    if (Array.isArray(s.pegs) && s.pegs.length) text += ` ${t("cell.shield.pegs", { pegs: pegList(s.pegs) })}`;
  }
  return text;
}


/** Header line: "Turn 3 · Player 1 to move · Play · 1 play left". */
export function turnInfo(view) {
  if (!view || typeof view !== "object" || !Array.isArray(view.players)) return "";
  const parts = [];
  if (view.turn != null) parts.push(t("info.turn", { turn: view.turn }));
  if (view.phase !== "over" && view.to_move != null) {
    const p = view.players.find((pl) => pl.seat === view.to_move);
    if (view.seat != null && view.to_move === view.seat) parts.push(t("info.you-move"));
    else parts.push(t("info.moves", { player: p?.name ?? String(view.to_move + 1) }));
  }
  if (view.phase) parts.push(has(`phase.${view.phase}`) ? t(`phase.${view.phase}`) : view.phase);
  if (view.phase === "play" && view.plays_left != null) parts.push(tn("info.plays-left", view.plays_left));
  if (view.extra) parts.push(t("info.bonus"));
  if (view.variant && view.variant !== "standard") parts.push(has(`variant.${view.variant}`) ? t(`variant.${view.variant}`) : view.variant);
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
  if (!entry || typeof entry !== "object") return t("entry.action");
  if (entry.label) return entry.label;
  const card = entry.card ?? null;
  const cell = entry.cell ?? null;
  if (card !== null) {
    if (cell === null) return t("entry.play", { card: cardName(card) });
    const key = entry.side === "own" ? "entry.play-on-own" : "entry.play-on-opp";
    return t(key, { card: cardName(card), cell: cellLabel(cell, COLS) });
  }
  if (entry.option === "end" || entry.text === "end") return t("entry.end");
  return entry.text || entry.option || t("entry.action");
}
