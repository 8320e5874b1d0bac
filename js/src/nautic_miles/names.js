// Names, symbols and sentences for Nautic Miles' cards and convoys. Pure functions of
// the view and the board's words (../shared/words.js); nothing here decides what is legal.

import { has, t, tn } from "../shared/words.js";

// tone: "convoy", "miles", "warship", "attack" (alert, aircraft, mine, storm),
// "help" (end of alert, hit aircraft, minesweeper, calm sea, neutral flag), "radar".
// The symbol and the name always carry the difference; colour only repeats it.
export const CARDS = {
  c2500: { symbol: "▭", tone: "convoy" },
  c5000: { symbol: "▭▭", tone: "convoy" },
  c10000: { symbol: "▭▭▭", tone: "convoy" },
  c20000: { symbol: "▭▭▭▭", tone: "convoy" },
  trawler: { symbol: "⛵", tone: "convoy" },
  m200: { symbol: "➤", tone: "miles" },
  m400: { symbol: "➤", tone: "miles" },
  m600: { symbol: "➤", tone: "miles" },
  m1000: { symbol: "➤➤", tone: "miles" },
  m2000: { symbol: "➤➤➤", tone: "miles" },
  submarine: { symbol: "★", tone: "warship", strength: 1 },
  submarines: { symbol: "★★", tone: "warship", strength: 6 },
  frigate: { symbol: "★★", tone: "warship", strength: 2 },
  destroyer: { symbol: "★★★", tone: "warship", strength: 3 },
  cruiser: { symbol: "★★★★", tone: "warship", strength: 4 },
  carrier: { symbol: "★★★★★", tone: "warship", strength: 5 },
  aircraft: { symbol: "✈", tone: "attack" },
  "hit-aircraft": { symbol: "✈✕", tone: "help" },
  alert: { symbol: "⚠", tone: "attack" },
  "end-of-alert": { symbol: "⚠✕", tone: "help" },
  mine: { symbol: "✹", tone: "attack" },
  minesweeper: { symbol: "✹✕", tone: "help" },
  radar: { symbol: "◉", tone: "radar" },
  storm: { symbol: "☂", tone: "attack" },
  "calm-sea": { symbol: "☀", tone: "help" },
  neutral: { symbol: "⚑", tone: "help" },
};

/** A card's name ("5,000-ton convoy"); an unknown card shows as given. */
export function cardName(kind) {
  return has(`card.${kind}`) ? t(`card.${kind}`) : String(kind ?? "?");
}

/** A number as the board's language writes it (4,000 / 4 000 / 4.000). */
export function number(value, language) {
  try {
    return new Intl.NumberFormat(language || "en").format(Number(value) || 0);
  } catch {
    return String(value);
  }
}

/** A warship's strength under its name ("strength 4"), or undefined. */
export function cardNote(kind) {
  const strength = CARDS[kind]?.strength;
  return strength == null ? undefined : t("note.strength", { strength });
}

/** The name of seat `seat` in the view ("Player 2"). */
export function seatName(view, seat) {
  const names = Array.isArray(view.names) ? view.names : [];
  return names[seat] ?? String(Number(seat) + 1);
}

/** "in 2 turns": a countdown of turns that will start before a card resolves. */
export function turnsLeft(count) {
  return tn("countdown", Number(count) || 0);
}

/** Who must answer a battle: the convoy's side when the attack leads, else the attackers. */
export function answerer(battle, side) {
  if (battle.leader === "tie") return t("battle.tie");
  if (battle.leader === "attack") return t("battle.answer", { side: side.name ?? "?" });
  return t("battle.answer.attackers");
}

/** The header line: the round, and who moves. */
export function turnInfo(view) {
  const parts = [t("info.round", { round: view.round ?? 1 })];
  if (view.over) parts.push(t("info.over"));
  else if (view.to_move != null) {
    parts.push(view.seat === view.to_move ? t("info.you-move") : t("info.moves", { player: seatName(view, view.to_move) }));
  }
  return parts.join(t("list.dot"));
}
