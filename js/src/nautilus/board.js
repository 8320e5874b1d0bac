// The Nautilus board: the submarine's five domain cards between the two sides' five
// places (the opponent's above, the person's below), the domains' tallies with their
// "won" marks, the hand and the special card, what the person knows of the opponent's
// hand, the last round scored card by card, and the choices that need no place.
// Built from the traits on every change; the only state kept here is the chosen card.
//
// A legal entry is read as a card and a target (see ../shared/choose.js): a placement
// is its diver and the place "S2-3" (side 2, place 3); a forced move is the card to
// move, "from:S1-2", and its destination; every other entry is a button of its own.

import { h } from "../shared/dom.js";
import { groupLegal, targetKey, targetsOf, freeOptionsOf } from "../shared/actions.js";
import { actButton, banner, cardButton, handSection } from "../shared/pieces.js";
import { has, t, tn } from "../shared/words.js";
import { chosenPanel, clearChoice, targetMenu, onCommand, onEscape, resetOnPly } from "../shared/choose.js";

const SOURCE = "from:";
// data-pos of the cards that are not in the hand: the special card, the placed ones.
const SPECIAL_POS = 50;
const PLACED_POS = 100;

const placeKey = (side, place) => targetKey(`S${side}`, place);

/** A legal entry as the board reads it: its card and its target as side + cell. */
export function readEntry(entry) {
  if (!entry || typeof entry !== "object") return entry;
  if (entry.type === "place" || entry.type === "anchor") {
    return { ...entry, card: String(entry.card), side: `S${entry.side}`, cell: entry.place };
  }
  if (entry.type === "move") {
    return { ...entry, card: SOURCE + placeKey(entry.side, entry.place), side: `S${entry.to_side}`, cell: entry.to_place };
  }
  return { ...entry, card: null, side: null, cell: null };
}

// ---- names -----------------------------------------------------------------------

const seatName = (view, seat) => (Array.isArray(view.names) ? view.names[seat] : null) ?? String(seat + 1);

/** A diver by its value: its number, or the Kraken (15) or the Fishbone (0). */
function diverName(value) {
  return has(`diver.${value}`) ? t(`diver.${value}`) : String(value);
}

/** The chosen card by name: a diver of the hand, or the placed diver to move ("from:S1-2"). */
function cardName(kind, view) {
  const source = /^from:S(\d)-(\d)$/.exec(String(kind));
  if (!source) return diverName(kind);
  const value = view.sides?.[Number(source[1]) - 1]?.[Number(source[2]) - 1];
  return value == null ? String(kind) : diverName(value);
}

function domainText(domain, stars) {
  return `${t(`domain.${domain}`)}, ${stars < 0 ? t("ink") : tn("stars", stars)}`;
}

/** The domains in the engine's order: the words' "domain.*" keys, as the kernel sent them. */
function domainKeys(words) {
  return Object.keys(words ?? {}).filter((k) => k.startsWith("domain.")).map((k) => k.slice(7));
}

export function info(ctx) {
  const { view } = ctx.traits;
  const parts = [];
  if (view.round != null) parts.push(t("info.round", { round: view.round }));
  if (view.phase === "over") parts.push(t("info.over"));
  else if (view.to_move != null) parts.push(view.to_move === view.seat ? t("info.you-move") : t("info.moves", { player: seatName(view, view.to_move) }));
  return parts.join(" · ");
}

// ---- the places ------------------------------------------------------------------

function placeButton({ view, side, place, ctx, targets, sources, busy, firstTarget }) {
  const ui = ctx.ui;
  const sides = Array.isArray(view.sides) ? view.sides : [];
  const value = sides[side]?.[place] ?? null;
  const key = placeKey(side + 1, place + 1);
  const domain = view.domains?.[place]?.domain;
  const anchored = Array.isArray(view.anchor) && view.anchor[0] === side && view.anchor[1] === place;
  const mover = Array.isArray(view.mover) && view.mover[0] === side && view.mover[1] === place;
  const entries = targets.get(key) ?? [];
  const sourceKind = SOURCE + key;
  const source = sources.has(sourceKind);
  const marks = [];
  if (anchored) marks.push(t("place.anchor"));
  if (mover) marks.push(t("place.mover"));
  const diver = value === null ? t("place.empty") : diverName(value);
  let label = t("place.label", { side: side + 1, place: place + 1, domain: domain ? t(`domain.${domain}`) : "?", diver });
  if (marks.length) label += `${t("list.comma")}${marks.join(t("list.comma"))}`;
  if (entries.length === 1) label = ctx.traits.legal[entries[0]].label;
  const attrs = {
    type: "button",
    class: "nt-place",
    "data-cell": key,
    "data-diver": value,
    "data-anchor": anchored ? "true" : null,
    "data-mover": mover ? "true" : null,
    "data-roving-item": true,
    "aria-label": label,
    title: label,
  };
  if (entries.length) {
    Object.assign(attrs, { "data-cmd": "cell", "data-key": `cell:${key}`, "data-target": "true", "data-roving-preferred": firstTarget === key && !busy ? true : null, "aria-disabled": busy ? "true" : null, "aria-haspopup": entries.length > 1 ? "true" : null });
  } else if (source) {
    const pressed = ui.card === sourceKind;
    Object.assign(attrs, { "data-cmd": "card", "data-card": sourceKind, "data-pos": PLACED_POS + side * 5 + place, "data-key": `card:${PLACED_POS + side * 5 + place}`, "data-source": "true", "aria-pressed": pressed ? "true" : "false", "aria-disabled": busy ? "true" : null });
  } else {
    Object.assign(attrs, { "data-cmd": "cell", "data-key": `cell:${key}`, "aria-disabled": "true" });
  }
  return h(
    "button",
    attrs,
    h("span", { class: "nt-diver", "aria-hidden": "true", text: value === null ? "·" : diverName(value) }),
    anchored ? h("span", { class: "nt-mark", "aria-hidden": "true", text: "⚓" }) : null,
    mover ? h("span", { class: "nt-mark", "aria-hidden": "true", text: "⇄" }) : null,
    entries.length ? h("span", { class: "nt-target-mark", "aria-hidden": "true", text: "◎" }) : null,
  );
}

function sideRow(side, view, common) {
  const name = seatName(view, side);
  const title = side === view.seat ? t("side.you", { player: name }) : name;
  return h(
    "div",
    { class: "nt-side", "data-side": side + 1, "data-mine": side === view.seat ? "true" : null, role: "group", "aria-label": t("side.label", { player: title }), "data-roving": `side-${side + 1}` },
    h("span", { class: "nt-side-name", text: title }),
    [0, 1, 2, 3, 4].map((place) => placeButton({ view, side, place, ...common })),
  );
}

function submarine(view) {
  const cards = Array.isArray(view.domains) ? view.domains : [];
  return h(
    "div",
    { class: "nt-submarine", role: "group", "aria-label": t("submarine") },
    h("span", { class: "nt-side-name", text: t("submarine") }),
    cards.map((card) =>
      h(
        "span",
        { class: "nt-domain", "data-domain": card.domain, "data-stars": card.stars, "data-card": card.card },
        h("span", { class: "nt-domain-name", text: t(`domain.${card.domain}`) }),
        h("span", { class: "nt-stars", text: card.stars < 0 ? t("ink") : tn("stars", card.stars) }),
      ),
    ),
  );
}

// ---- tallies, the opponent, the last round -------------------------------------------

function talliesTable(view, words) {
  // Hidden in this game, or held back by a lesson until its question is answered.
  if (!Array.isArray(view.tallies)) return h("p", { class: "nt-tallies-hidden", text: t(view.show_score ? "tallies.held" : "tallies.hidden") });
  const clinched = Array.isArray(view.clinched) ? view.clinched : [];
  return h(
    "table",
    { class: "nt-tallies" },
    h("caption", { class: "nw-subtitle", text: t("tallies.title") }),
    h("thead", null, h("tr", null, h("td"), [0, 1].map((seat) => h("th", { scope: "col", text: seatName(view, seat) })))),
    h(
      "tbody",
      null,
      domainKeys(words).map((domain, i) =>
        h(
          "tr",
          { "data-domain": domain, "data-won": clinched[i] ?? null },
          // The "won" mark under the domain's name: the panel is narrow.
          h(
            "th",
            { scope: "row" },
            h("span", { text: t(`domain.${domain}`) }),
            clinched[i] == null ? null : h("span", { class: "nt-won", text: `✓ ${t("tallies.won", { player: seatName(view, clinched[i]) })}` }),
          ),
          [0, 1].map((seat) => h("td", { class: "nt-tally", text: String(view.tallies[seat]?.[i] ?? 0) })),
        ),
      ),
    ),
  );
}

function opponentPanel(view) {
  if (view.seat == null) return null;
  const mark = 1 - view.seat;
  const name = seatName(view, mark);
  const seen = Array.isArray(view.opponent_hand) ? view.opponent_hand : [];
  // What the opponent saw of this hand (the Eye, the Harpoon).
  const known = Array.isArray(view.known_to_opponent) ? view.known_to_opponent : [];
  return h(
    "section",
    { class: "nt-opponent", "aria-label": name },
    h("p", { text: tn("opponent.hand", view.hand_sizes?.[mark] ?? 0, { player: name }) }),
    seen.length ? h("p", { class: "nt-seen", text: t("opponent.seen", { player: name, cards: seen.map(diverName).join(t("list.comma")) }) }) : null,
    view.opponent_special ? h("p", { class: "nt-seen-special", text: t("opponent.special", { player: name, card: t(`special.${view.opponent_special}`) }) }) : null,
    known.length ? h("p", { class: "nt-known", text: t("opponent.knows", { player: name, cards: known.map(diverName).join(t("list.comma")) }) }) : null,
  );
}

function lastRound(view) {
  const last = Array.isArray(view.last) ? view.last : [];
  if (!last.length) return null;
  return h(
    "section",
    { class: "nt-last", "aria-label": t("last.title") },
    h("h3", { class: "nw-subtitle", text: t("last.title") }),
    h(
      "ol",
      null,
      // One card after the other (nautilus.css staggers them by --nt-i).
      last.map((scored, i) =>
        h("li", { "data-taker": scored.taker, style: `--nt-i: ${i}` }, t("last.line", { domain: domainText(scored.domain, scored.stars), first: diverName(scored.divers[0]), second: diverName(scored.divers[1]), player: seatName(view, scored.taker) })),
      ),
    ),
  );
}

// ---- the hand and the choices -----------------------------------------------------------

function handOf({ view, groups, ui, busy, memo }) {
  const hand = Array.isArray(view.hand) ? view.hand : [];
  return handSection({
    hand: hand.map(String),
    title: tn("hand.title", hand.length),
    label: t("hand.label"),
    empty: t("hand.empty"),
    memo,
    cardArgs: (kind, pos) => {
      const playable = groups.cards.has(kind);
      const name = diverName(kind);
      return { key: `card:${pos}`, kind, pos, name, label: playable ? name : t("hand.unplayable", { card: name }), pressed: ui.card === kind, disabled: !playable || busy, symbol: "◉", tone: "diver" };
    },
  });
}

function specialOf({ view, groups, ui, busy }) {
  if (view.seat == null) return null;
  const hand = new Set((view.hand ?? []).map(String));
  // The special card played as a diver (the Kraken, the Fishbone): a legal card not in hand.
  const asDiver = [...groups.cards.keys()].find((kind) => !hand.has(kind) && !kind.startsWith(SOURCE));
  const name = view.special ? t(`special.${view.special}`) : t("special.none");
  return h(
    "p",
    { class: "nt-special", "data-special": view.special ?? null },
    h("strong", { text: `${t("special.yours")} ` }),
    asDiver != null
      ? cardButton({ key: `card:${SPECIAL_POS}`, kind: asDiver, pos: SPECIAL_POS, name, label: name, pressed: ui.card === asDiver, disabled: busy, symbol: "✦", tone: "special" })
      : h("span", { text: name }),
  );
}

/** The menu's title: the chosen diver and the place it opens on ("S2-4": 2.4). */
function menuTitle(ui, view) {
  const place = /^S(\d)-(\d)$/.exec(String(ui.menu ?? ""));
  return place ? t("choose.menu", { card: cardName(ui.card, view), side: place[1], place: place[2] }) : undefined;
}

function chooser({ view, groups, legal, ui, busy }) {
  // An open menu is the one prompt (its Cancel goes back to the places), else the chosen
  // card's panel (its Cancel puts the card back).
  const menu = targetMenu({ groups, legal, ui, busy, title: menuTitle(ui, view) });
  const parts = [];
  const sel = ui.card ?? null;
  if (menu) parts.push(menu);
  else if (sel !== null) {
    const count = targetsOf(groups, sel).size;
    parts.push(chosenPanel({ name: cardName(sel, view), next: count ? tn("choose.places", count) : t("choose.option"), free: freeOptionsOf(groups, sel), labelOf: (i) => legal[i].label, busy }));
  } else if (view.phase === "harpoon" && view.taken != null && legal.length) {
    parts.push(h("p", { class: "nw-hint nt-harpooned", text: t("harpoon.taken", { card: diverName(view.taken) }) }));
  } else if (groups.cards.size && !busy) {
    const moving = [...groups.cards.keys()].some((kind) => kind.startsWith(SOURCE));
    parts.push(h("p", { class: "nw-hint", text: t(moving ? "choose.move" : "choose.card") }));
  }
  if (groups.cardless.length) {
    parts.push(
      h(
        "div",
        { class: "nw-options nt-actions", role: "group", "aria-label": t("actions.title") },
        groups.cardless.map((index) => actButton({ index, text: legal[index].label, disabled: busy, extraClass: "nw-option" })),
      ),
    );
  }
  return parts.length ? h("div", { class: "nw-chooser" }, parts) : null;
}

// ---- the board ------------------------------------------------------------------------

export function renderBoard(ctx) {
  const { view, legal, busy, status } = ctx.traits;
  const ui = ctx.ui;
  const groups = groupLegal(legal);
  if (ui.card != null && !groups.cards.has(ui.card)) clearChoice(ui);
  if (ui.menu && !targetsOf(groups, ui.card).has(ui.menu)) ui.menu = null;
  const targets = targetsOf(groups, ui.card ?? null);
  const sources = new Set([...groups.cards.keys()].filter((kind) => kind.startsWith(SOURCE)));
  const common = { ctx, targets, sources, busy, firstTarget: targets.keys().next().value ?? null };
  const own = view.seat ?? 0;
  const play = h(
    "div",
    { class: "nw-play" },
    h("div", { class: "nt-board" }, sideRow(1 - own, view, common), submarine(view), sideRow(own, view, common)),
    view.seat != null ? handOf({ view, groups, ui, busy, memo: ctx.memo }) : null,
    specialOf({ view, groups, ui, busy }),
    chooser({ view, groups, legal, ui, busy }),
  );
  const over = view.phase === "over" ? banner({ title: t("over"), text: status, disabled: busy }) : null;
  return h(
    "div",
    { class: "nw-board", "data-phase": view.phase ?? null, "data-choosing": ui.card != null ? "true" : null },
    over,
    h("div", { class: "nw-layout" }, play, h("aside", { class: "nw-side nt-panel" }, talliesTable(view, ctx.model.get("words")), opponentPanel(view), lastRound(view))),
  );
}

export { onCommand, onEscape, resetOnPly };
