// Grouping the legal actions the kernel sends. The page never decides what is
// legal: these helpers only index the `legal` list so the board can show, for
// the card a person picked, which targets and options exist.
//
// What these helpers read of a legal entry is the shape `CHOOSER` declares in
// naval_widgets/core/entries.py: {card, side, cell, option, text, label}, each optional
// (`card`, `side`, `cell` and `option` may be null). A game whose entries have another
// shape (its `Game.entry_schema`) converts them first (`readEntry` in its board).

/** Key of one target: "opp-5", "own-0". */
export function targetKey(side, cell) {
  return `${side ?? "any"}-${cell}`;
}

/**
 * Index `legal` by card.
 *
 * Returns {
 *   cards:   Map(card -> [indices])          every entry that uses this card
 *   byCard:  Map(card|null -> {targets: Map(targetKey -> [indices]), free: [indices]})
 *            targets: entries with a cell; free: entries without one
 *   cardless: [indices]                      entries whose card is null
 * }
 * Indices keep the order of `legal`.
 */
export function groupLegal(legal) {
  const cards = new Map();
  const byCard = new Map();
  const cardless = [];
  (legal || []).forEach((entry, index) => {
    if (!entry || typeof entry !== "object") return;
    const card = entry.card ?? null;
    if (card === null) cardless.push(index);
    else {
      if (!cards.has(card)) cards.set(card, []);
      cards.get(card).push(index);
    }
    if (!byCard.has(card)) byCard.set(card, { targets: new Map(), free: [] });
    const group = byCard.get(card);
    if (entry.cell === null || entry.cell === undefined) group.free.push(index);
    else {
      const key = targetKey(entry.side, entry.cell);
      if (!group.targets.has(key)) group.targets.set(key, []);
      group.targets.get(key).push(index);
    }
  });
  return { cards, byCard, cardless };
}

/** Targets (Map targetKey -> [indices]) of a card (null: the cardless entries). */
export function targetsOf(groups, card) {
  return groups.byCard.get(card ?? null)?.targets ?? new Map();
}

/** Entries of a card that have no target cell (power options, discards, "end"). */
export function freeOptionsOf(groups, card) {
  return groups.byCard.get(card ?? null)?.free ?? [];
}
