// The Nautic Miles board: each side's line of convoys (its stacked miles and the cards
// beside it), the hand, the choices for the chosen card, and a panel with the players,
// the piles and the scores. Built from the traits on every change; the only state kept
// here is the card the person picked and the menu open on a convoy.
//
// A legal entry names a card and either a convoy (line, slot), a place in the person's
// own line (at), or nothing (a discard). The board reads it as a target key: "L2-1" is
// convoy 1 of line 2, "at-3" the third place of the own line.

import { h, sign, spaced } from "../shared/dom.js";
import { freeOptionsOf, groupLegal, targetKey, targetsOf } from "../shared/actions.js";
import { banner, cardBacks, handSection, pile } from "../shared/pieces.js";
import { t, tn } from "../shared/words.js";
import { chosenPanel, clearChoice, targetMenu, onCommand, onEscape, resetOnPly } from "../shared/choose.js";
import { CARDS, answerer, cardName, cardNote, number, seatName, turnInfo, turnsLeft } from "./names.js";

/** A legal entry as the board reads it: its hand card, and its target as side + cell. */
export function readEntry(entry) {
  if (!entry || typeof entry !== "object") return entry;
  if (entry.at != null) return { ...entry, side: "at", cell: entry.at };
  if (entry.line != null) {
    const pair = entry.card === "submarines";
    return { ...entry, card: pair ? "submarine" : entry.card, pair, side: `L${entry.line}`, cell: entry.slot };
  }
  return { ...entry, cell: null };
}

// ---- convoys ---------------------------------------------------------------------

function chip(kind, text, extra) {
  return h("span", { class: "nm-chip", "data-chip": kind, ...extra }, h("span", { "aria-hidden": "true", text: `${CARDS[kind]?.symbol ?? "•"} ` }), text);
}

/** The cards beside a convoy, each a chip with its symbol and words. */
function convoyChips(convoy, side, view) {
  const chips = [];
  if (convoy.detected) chips.push(chip("radar", t("chip.detected")));
  if (convoy.neutral) chips.push(chip("neutral", cardName("neutral")));
  if (convoy.storm) chips.push(chip("storm", t("chip.storm")));
  const alert = convoy.alert;
  if (alert) {
    const by = seatName(view, alert.by);
    const text = alert.countdown == null ? t("chip.alert", { player: by }) : t("chip.alert.waiting", { player: by, turns: turnsLeft(alert.countdown) });
    chips.push(chip("alert", text));
  }
  const battle = convoy.battle;
  if (battle) {
    const cards = Array.isArray(battle.cards) ? battle.cards : [];
    const standing = t("battle.standing", { strength: battle.standing ?? 0 });
    const parts = [t("battle.title", { cards: cards.map(cardName).join(t("list.comma")) }), standing, answerer(battle, side)];
    if (battle.countdown != null) parts.push(t("battle.countdown", { player: seatName(view, battle.by), turns: turnsLeft(battle.countdown) }));
    chips.push(
      h(
        "span",
        { class: "nm-chip nm-battle", "data-chip": "battle", "data-leader": battle.leader, "data-countdown": battle.countdown ?? null },
        h("span", { "aria-hidden": "true", text: "⚔ " }),
        parts.join(t("list.semicolon")),
      ),
    );
  }
  if (convoy.aircraft) {
    const by = seatName(view, convoy.aircraft.by);
    const text = convoy.aircraft.countdown == null ? t("chip.aircraft", { player: by }) : t("chip.aircraft.countdown", { player: by, turns: turnsLeft(convoy.aircraft.countdown) });
    chips.push(chip("aircraft", text));
  }
  if (convoy.mine) {
    // A lesson may hold the countdown back until its question is answered.
    const by = seatName(view, convoy.mine.by);
    const text = convoy.mine.countdown == null ? t("chip.mine.held", { player: by }) : t("chip.mine", { player: by, turns: turnsLeft(convoy.mine.countdown) });
    chips.push(chip("mine", text, { "data-countdown": convoy.mine.countdown ?? null }));
  }
  return chips;
}

function milesText(convoy, language) {
  const miles = Array.isArray(convoy.miles) ? convoy.miles : [];
  // A lesson may hold the total back until its question is answered: the cards alone.
  if (convoy.distance == null && miles.length) return miles.map(cardName).join(" + ");
  const total = tn("miles", convoy.distance ?? 0, { count: number(convoy.distance ?? 0, language) });
  if (!miles.length) return total;
  return `${total} (${miles.map(cardName).join(" + ")})`;
}

function convoyLabel(convoy, slot, side, language) {
  const name = convoy.face === "up" ? cardName(convoy.card) : t("convoy.down");
  return t("convoy.label", { slot, side: side.name ?? "?", convoy: name, miles: milesText(convoy, language) });
}

function convoyButton({ convoy, slot, side, ctx, targets, legal, busy, menuKey, firstTarget }) {
  const { view } = ctx.traits;
  const language = ctx.model.get("language");
  const key = targetKey(`L${side.line}`, slot);
  const entries = targets.get(key) ?? [];
  const live = entries.length > 0 && !busy;
  const base = convoyLabel(convoy, slot, side, language);
  let label = base;
  if (entries.length === 1) label = legal[entries[0]].label;
  else if (entries.length > 1) label = tn("convoy.choices", entries.length, { where: base });
  const chips = convoyChips(convoy, side, view);
  return h(
    "button",
    {
      type: "button",
      class: "nm-convoy",
      "data-cmd": "cell",
      "data-roving-item": true,
      "data-roving-preferred": firstTarget === key && live ? true : null,
      "data-key": `cell:${key}`,
      "data-cell": key,
      "data-face": convoy.face,
      "data-card": convoy.card ?? null,
      "data-battle": convoy.battle ? "true" : null,
      "data-target": entries.length ? "true" : null,
      "aria-label": `${label}${chips.length ? t("list.semicolon") + chips.map((c) => c.textContent.trim()).join(t("list.semicolon")) : ""}`,
      "aria-disabled": live ? null : "true",
      "aria-haspopup": entries.length > 1 ? "true" : null,
      "aria-expanded": entries.length > 1 ? String(menuKey === key) : null,
    },
    spaced(
      sign("nm-slot", `#${slot}`),
      h("span", { class: "nm-convoy-name", text: convoy.face === "up" ? cardName(convoy.card) : t("convoy.down") }),
      convoy.face === "down" ? sign("nm-back-mark", "?", { "aria-hidden": "true" }) : null,
      h("span", { class: "nm-miles", text: milesText(convoy, language) }),
      chips.length ? h("span", { class: "nm-chips" }, spaced(chips)) : null,
      entries.length ? h("span", { class: "nm-target-mark", "aria-hidden": "true", text: entries.length > 1 ? `◎${entries.length}` : "◎" }) : null,
    ),
  );
}

function placeButton({ at, targets, legal, busy, firstTarget }) {
  const key = targetKey("at", at);
  const entries = targets.get(key) ?? [];
  return h(
    "button",
    {
      type: "button",
      class: "nm-place",
      "data-cmd": "cell",
      "data-roving-item": true,
      "data-roving-preferred": firstTarget === key && !busy ? true : null,
      "data-key": `cell:${key}`,
      "data-cell": key,
      "data-target": "true",
      "aria-label": legal[entries[0]].label,
      "aria-disabled": busy ? "true" : null,
    },
    h("span", { "aria-hidden": "true", text: "＋" }),
    h("span", { class: "nm-place-text", text: t("place.short", { at }) }),
  );
}

function scoreLine(side, index, view, language) {
  const parts = [tn("score.game", side.total ?? 0, { count: number(side.total ?? 0, language) })];
  // Once the game is over its last round is scored: show that score, bonuses included, as
  // the table and the log do (nautic_miles/round-end), not the running count of play.
  const rounds = Array.isArray(view.rounds) ? view.rounds : [];
  const last = view.over && rounds.length ? rounds[rounds.length - 1].points?.[index] : null;
  const round = side.round_points != null && last != null ? last : side.round_points;
  if (round != null) parts.push(tn("score.round", round, { count: number(round, language) }));
  return parts.join(t("list.dot"));
}

function pileOf(kind, cards) {
  const list = Array.isArray(cards) ? cards : [];
  if (!list.length) return null;
  const names = list.map((c) => (c.detected ? t("detected.card", { card: cardName(c.card) }) : cardName(c.card)));
  return h("p", { class: "nm-pile-line", "data-pile": kind }, h("strong", { text: t(`${kind}.title`) }), ` ${names.join(t("list.comma"))}`);
}

function sideSection(side, index, ctx, common) {
  const { view } = ctx.traits;
  const language = ctx.model.get("language");
  const seats = Array.isArray(side.seats) ? side.seats : [];
  const mine = view.seat != null && seats.includes(view.seat);
  const convoys = Array.isArray(side.convoys) ? side.convoys : [];
  const items = [];
  // A new convoy goes into the person's own line only.
  const place = (at) => (mine && common.targets.has(targetKey("at", at)) ? placeButton({ at, ...common }) : null);
  convoys.forEach((convoy, i) => {
    items.push(place(i + 1));
    items.push(convoyButton({ convoy, slot: i + 1, side, ctx, ...common }));
  });
  items.push(place(convoys.length + 1));
  const shown = items.filter(Boolean);
  const title = mine ? t(view.teams ? "side.your-team" : "side.you", { side: side.name ?? "?" }) : side.name ?? "?";
  return h(
    "section",
    { class: "nm-side", "data-line": side.line ?? index + 1, "data-mine": mine ? "true" : null, "aria-label": title },
    h("h3", { class: "nw-subtitle" }, title, h("span", { class: "nm-score", text: ` · ${scoreLine(side, index, view, language)}` })),
    h(
      "div",
      { class: "nm-line", role: "group", "aria-label": t("line.label", { side: side.name ?? "?" }), "data-roving": `line-${side.line ?? index + 1}` },
      h("span", { class: "nm-port", text: t("line.port") }),
      shown.length ? shown : h("span", { class: "nw-empty", text: t("line.empty") }),
    ),
    pileOf("port", side.port),
    pileOf("captures", side.captures),
  );
}

// ---- hand and choices ----------------------------------------------------------------

function handOf({ view, groups, ui, busy, memo }) {
  const hand = Array.isArray(view.hand) ? view.hand : [];
  return handSection({
    hand,
    title: tn("hand.title", hand.length),
    label: t("hand.label"),
    empty: t("hand.empty"),
    memo,
    cardArgs: (kind, pos) => {
      const name = cardName(kind);
      const note = cardNote(kind);
      // The name read is the card's visible words, in their order (WCAG 2.5.3).
      const spoken = note ? `${name}, ${note}` : name;
      const playable = groups.cards.has(kind);
      const label = playable ? spoken : t("hand.unplayable", { card: spoken });
      const pressed = ui.card === kind && ui.cardPos === pos;
      return { key: `card:${pos}`, kind, pos, name, note, label, pressed, disabled: !playable || busy, symbol: CARDS[kind]?.symbol ?? "▭", tone: CARDS[kind]?.tone ?? "other" };
    },
  });
}

// Why a chosen card fits nowhere, by its tone: an attack has no opponent's convoy to go
// on, a card for one's own convoys none of them to help, a convoy no free place.
const NOWHERE = {
  attack: "choose.option.attack",
  warship: "choose.option.attack",
  miles: "choose.option.own",
  help: "choose.option.own",
  radar: "choose.option.own",
  convoy: "choose.option.line",
};

function chooser({ groups, legal, ui, busy }) {
  // An open menu is the one prompt (its Cancel goes back to the convoys), else the chosen
  // card's panel (its Cancel puts the card back).
  const menu = targetMenu({ groups, legal, ui, busy });
  const parts = [];
  const sel = ui.card ?? null;
  if (menu) parts.push(menu);
  else if (sel !== null) {
    const targets = targetsOf(groups, sel);
    const free = freeOptionsOf(groups, sel);
    const places = [...targets.keys()].some((key) => key.startsWith("at-"));
    // Never offer a discard the rules refuse (an empty draw pile), and say why a card
    // fits nothing (an attack with no opponent's convoy to go on).
    const discard = free.length > 0;
    let next;
    if (targets.size) next = tn(`${places ? "choose.places" : "choose.convoys"}${discard ? "" : ".only"}`, targets.size);
    else next = t(NOWHERE[CARDS[sel]?.tone] ?? "choose.option");
    parts.push(chosenPanel({ name: cardName(sel), next, free, labelOf: (index) => legal[index].label, busy }));
  } else if (groups.cards.size && !busy) {
    // A discard is a card's entry with no target: with none (an empty draw pile in the
    // Japanese rules), the hint offers only to play.
    const discards = [...groups.cards.keys()].some((card) => freeOptionsOf(groups, card).length > 0);
    parts.push(h("p", { class: "nw-hint", text: t(discards ? "choose.card" : "choose.card.only") }));
  }
  return parts.length ? h("div", { class: "nw-chooser" }, parts) : null;
}

// ---- side panel ------------------------------------------------------------------------

function playersPanel(view, language) {
  const sizes = Array.isArray(view.hand_sizes) ? view.hand_sizes : [];
  const sides = Array.isArray(view.sides) ? view.sides : [];
  const teamOf = (seat) => sides.find((s) => Array.isArray(s.seats) && s.seats.includes(seat));
  return h(
    "aside",
    { class: "nw-side nm-panel", "aria-label": t("players") },
    h("h3", { class: "nw-subtitle", text: t("players") }),
    h(
      "ul",
      { class: "nm-players" },
      sizes.map((count, seat) => {
        const name = seatName(view, seat);
        const toMove = !view.over && seat === view.to_move;
        const team = view.teams ? teamOf(seat)?.name : null;
        return h(
          "li",
          { class: "nm-player", "data-seat": seat, "data-to-move": toMove ? "true" : null },
          toMove ? h("span", { class: "nw-turn-mark", "aria-hidden": "true", text: "▶ " }) : null,
          h("span", { class: "nm-player-name", text: seat === view.seat ? t("panel.you", { player: name }) : name }),
          team ? h("span", { class: "nm-team", text: ` (${team})` }) : null,
          toMove ? h("span", { class: "nw-sr-only", text: t("panel.to-move") }) : null,
          cardBacks(count, tn("other-hand.label", count, { player: name })),
        );
      }),
    ),
    h(
      "div",
      { class: "nw-piles" },
      pile({ name: t("pile.draw"), count: view.draw ?? 0, kind: "draw" }),
      pile({ name: t("pile.discard"), count: view.discard ?? 0, kind: "discard" }),
    ),
    view.discard_top ? h("p", { class: "nm-discard-top", text: t("pile.discard.top", { card: cardName(view.discard_top) }) }) : null,
    scoresTable(view, sides, language),
  );
}

/** The scores: a row a round and the game's total, a column a side, so the table grows
 * downwards as rounds are played and never past the panel's edge. */
function scoresTable(view, sides, language) {
  const rounds = Array.isArray(view.rounds) ? view.rounds : [];
  const row = (title, values, extra) => h("tr", extra, h("th", { scope: "row", text: title }), values.map((v) => h("td", { text: number(v ?? 0, language) })));
  return h(
    "table",
    { class: "nm-scores" },
    h("caption", { class: "nw-subtitle", text: t("scores.title") }),
    h("thead", null, h("tr", null, h("th", { scope: "col", text: t("scores.side") }), sides.map((side) => h("th", { scope: "col", text: side.name ?? "?" })))),
    h(
      "tbody",
      null,
      rounds.map((r) => row(r.cancelled ? t("scores.cancelled", { round: r.number }) : t("info.round", { round: r.number }), sides.map((_, i) => r.points?.[i]))),
      row(t("scores.total"), sides.map((side) => side.total), { class: "nm-total" }),
    ),
  );
}

// ---- the board ----------------------------------------------------------------------------

export function renderBoard(ctx) {
  const { view, legal, busy, status } = ctx.traits;
  const ui = ctx.ui;
  const language = ctx.model.get("language");
  const groups = groupLegal(legal);
  if (ui.card != null && !groups.cards.has(ui.card)) clearChoice(ui);
  if (ui.menu && !targetsOf(groups, ui.card).has(ui.menu)) ui.menu = null;
  const sel = ui.card ?? null;
  const targets = targetsOf(groups, sel);
  const firstTarget = targets.keys().next().value ?? null;
  const common = { targets, legal, busy, menuKey: ui.menu, firstTarget };
  const sides = Array.isArray(view.sides) ? view.sides : [];
  const play = h(
    "div",
    { class: "nw-play" },
    h("div", { class: "nm-lines" }, sides.map((side, i) => sideSection(side, i, ctx, common))),
    view.seat != null ? handOf({ view, groups, ui, busy, memo: ctx.memo }) : null,
    chooser({ groups, legal, ui, busy }),
  );
  const over = view.over ? banner({ title: t("over"), text: status, disabled: busy }) : null;
  return h(
    "div",
    { class: "nw-board", "data-choosing": sel !== null ? "true" : null, "data-players": view.players ?? null },
    over,
    h("div", { class: "nw-layout" }, play, playersPanel(view, language)),
  );
}

// ---- interaction: the two-step choice of ../shared/choose.js -------------------

export { onCommand, onEscape, resetOnPly };

/** Why a greyed convoy does nothing on the seat's turn: no card is chosen, or the chosen
 * card cannot go there (on another player's turn the shell says whom to wait for). */
export function refusal(target, ctx) {
  const { view, busy } = ctx.traits;
  if (!target.classList.contains("nm-convoy") || busy || view.over || view.to_move !== view.seat) return "";
  if (ctx.ui.card == null) return t("convoy.choose-card");
  return t("convoy.refused", { card: cardName(ctx.ui.card) });
}

export function info(ctx) {
  return turnInfo(ctx.traits.view);
}
