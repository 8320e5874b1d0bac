// The Battleship card game board: opponent grid on top, own grid below, the
// hand, the choices for the chosen card, other actions, and a side panel with
// piles and ship powers. Built from the traits on every change; the only
// state kept here is which card the person picked and which menu is open.

import { h, sign, spaced } from "../shared/dom.js";
import { cellLabel } from "../shared/grid.js";
import { freeOptionsOf, groupLegal, targetKey, targetsOf } from "../shared/actions.js";
import { actButton, banner, cardBacks, choiceMenu, handSection, pile } from "../shared/pieces.js";
import { t, tn } from "../shared/words.js";
import { chosenPanel, onCommand, onEscape, resetOnPly } from "../shared/choose.js";
import { CARDS, COLS, cardName, cardNote, cardSpoken, describeCell, entryLabel, handTitle, pegShort, shipPower, turnInfo } from "./names.js";

const MAX_HULL = 8; // hull segments drawn at most (a ship's hits are 2..5)

// ---- cells -------------------------------------------------------------------

function pegChip(kind, owner) {
  const info = CARDS[kind];
  return sign("nw-peg", `${info?.symbol ?? "•"}${pegShort(kind)}`, {
    "data-peg": kind,
    "data-tone": info?.tone ?? "other",
    "data-owner": owner,
    title: cardSpoken(kind),
  });
}

function hull(hits, damage) {
  const n = Math.max(0, Math.min(Number(hits) || 0, MAX_HULL));
  const d = Math.max(0, Math.min(Number(damage) || 0, n));
  const segs = [];
  for (let i = 0; i < n; i++) segs.push(h("span", { class: i < d ? "nw-seg nw-seg-hit" : "nw-seg" }));
  return h("span", { class: "nw-hull" }, segs);
}

function cellFace(cell) {
  if (!cell || typeof cell !== "object") return [sign("nw-face-text", "?")];
  if (cell.face === "down") {
    return [
      sign("nw-back-mark", "?"),
      cell.card ? h("span", { class: "nw-known", text: cardName(cell.card) }) : null,
    ];
  }
  if (cell.face === "sunk") {
    return [
      h("span", { class: "nw-ship-name", text: cardName(cell.card) }),
      h("span", { class: "nw-sunk-text", text: t("mark.sunk") }),
    ];
  }
  if (cell.card === "miss") {
    return [sign("nw-miss-mark", "∼"), h("span", { class: "nw-miss-text", text: t("mark.miss") })];
  }
  const pegs = Array.isArray(cell.pegs) ? cell.pegs : [];
  const parts = [
    h("span", { class: "nw-ship-name", text: cardName(cell.card) }),
    h(
      "span",
      { class: "nw-ship-state" },
      hull(cell.hits, cell.damage),
      sign("nw-count", `${cell.damage ?? 0}/${cell.hits ?? "?"}`),
    ),
  ];
  if (cell.shield) {
    const s = cell.shield;
    const left = Math.max(0, (s.strength ?? 0) - (s.damage ?? 0));
    parts.push(
      h(
        "span",
        { class: "nw-shield", "data-left": left },
        sign("nw-shield-mark", t("mark.shield", { left, strength: s.strength ?? 0 })),
        Array.isArray(s.pegs) && s.pegs.length ? h("span", { class: "nw-pegs" }, s.pegs.map((p) => pegChip(p))) : null,
      ),
    );
  }
  if (pegs.length) parts.push(h("span", { class: "nw-pegs" }, pegs.map((p) => pegChip(p))));
  return parts;
}

function cellButton({ cell, index, side, owner, targets, legal, busy, menuKey, firstTarget, spectator, lastBy }) {
  const key = targetKey(side, index);
  const entries = targets.get(key) ?? [];
  const live = entries.length > 0 && !busy;
  const last = lastBy.get(key) ?? null;
  // A spectator's grids are named by their owners, not "Opponent"/"Your".
  let base = describeCell(cell, index, spectator ? null : side, owner?.name);
  if (last) base += t("list.semicolon") + t("cell.last", { player: last });
  let label = base;
  if (entries.length === 1) label = entryLabel(legal[entries[0]]);
  else if (entries.length > 1) label = tn("cell.choices", entries.length, { where: base });
  const face = cell?.face ?? "unknown";
  return h(
    "button",
    {
      type: "button",
      class: "nw-cell",
      "data-cmd": "cell",
      "data-roving-item": true,
      "data-roving-preferred": firstTarget === key && live ? true : null,
      "data-key": `cell:${key}`,
      "data-cell": key,
      "data-side": side,
      "data-index": index,
      "data-face": face,
      "data-card": cell?.card ?? null,
      "data-target": entries.length ? "true" : null,
      "data-choices": entries.length > 1 ? entries.length : null,
      "data-shielded": cell?.shield ? "true" : null,
      "data-last": last ? "true" : null,
      "aria-label": label,
      "aria-disabled": live ? null : "true",
      "aria-haspopup": entries.length > 1 ? "true" : null,
      "aria-expanded": entries.length > 1 ? String(menuKey === key) : null,
      title: entries.length ? base : null,
    },
    spaced(
      h("span", { class: "nw-coord", text: cellLabel(index, COLS) }),
      cellFace(cell),
      entries.length ? h("span", { class: "nw-target-mark", text: entries.length > 1 ? `◎${entries.length}` : "◎" }) : null,
      last ? h("span", { class: "nw-last-mark", "aria-hidden": "true", text: t("mark.last") }) : null,
    ),
  );
}

/** Everything a cell's element depends on, as one string. */
function cellSig({ cell, index, side, owner, targets, legal, busy, menuKey, firstTarget, spectator, lastBy }) {
  const key = targetKey(side, index);
  const entries = (targets.get(key) ?? []).map((i) => legal[i]);
  return JSON.stringify([key, owner?.name, cell, entries, busy, menuKey === key, firstTarget === key, spectator, lastBy.get(key) ?? null]);
}

function gridSection({ player, side, title, targets, legal, busy, menuKey, firstTarget, memo, spectator, lastBy }) {
  const cells = Array.isArray(player?.grid) ? player.grid : [];
  return h(
    "section",
    { class: `nw-grid-section nw-grid-${side}`, "data-seat": player?.seat, "aria-label": title },
    h("h3", { class: "nw-subtitle", text: title }),
    h(
      "div",
      { class: "nw-grid", role: "group", "aria-label": title, "data-roving": `grid-${side}`, "data-cols": COLS },
      cells.map((cell, index) => {
        const args = { cell, index, side, owner: player, targets, legal, busy, menuKey, firstTarget, spectator, lastBy };
        return memo(cellSig(args), () => cellButton(args));
      }),
    ),
  );
}

// ---- hand, choices, actions ------------------------------------------------------

function pressedPos(hand, ui) {
  if (ui.card == null) return -1;
  if (hand[ui.cardPos] === ui.card) return ui.cardPos;
  return hand.indexOf(ui.card);
}

function handOf({ me, groups, ui, busy, restrict, memo }) {
  const hand = Array.isArray(me.hand) ? me.hand : [];
  const pressed = pressedPos(hand, ui);
  return handSection({
    hand,
    title: handTitle(hand.length, me.hand_limit),
    label: t("hand.label"),
    empty: t("hand.empty"),
    memo,
    cardArgs: (kind, pos) => {
      const info = CARDS[kind];
      // The name read is the card's visible words, in their order (WCAG 2.5.3).
      const note = cardNote(kind);
      let label = note ? `${cardName(kind)}, ${note}` : cardName(kind);
      const playable = groups.cards.has(kind);
      if (!playable) label = t(restrict ? "hand.restricted" : "hand.unplayable", { card: label });
      return {
        key: `card:${pos}`,
        kind,
        pos,
        name: cardName(kind),
        symbol: info?.symbol ?? "▭",
        note,
        tone: info?.tone ?? "other",
        label,
        pressed: pos === pressed,
        disabled: !playable || busy,
      };
    },
  });
}

// ---- the other seat's last turn ------------------------------------------------

/** The other seat's last turn as the kernel sends it (`recent`), each move read safely. */
function recentMoves(model) {
  const recent = model.get("recent");
  return Array.isArray(recent) ? recent.filter((m) => m && typeof m === "object") : [];
}

/** Cell key ("own-3") -> the name of the player who played there last. */
function lastCells(moves, bottom, players) {
  const lastBy = new Map();
  for (const move of moves) {
    if (move.cell == null || move.grid == null) continue;
    const side = bottom && move.grid === bottom.seat ? "own" : "opp";
    const who = players.find((p) => p.seat === move.seat)?.name ?? String(Number(move.seat) + 1);
    lastBy.set(targetKey(side, move.cell), who);
  }
  return lastBy;
}

/** The caption next to the grids: each move of the other seat's last turn, its card shown. */
function lastTurnSection(moves, players) {
  if (!moves.length) return null;
  const who = players.find((p) => p.seat === moves[0].seat)?.name ?? t("last.someone");
  const title = t("last.title", { player: who });
  return h(
    "section",
    { class: "nw-last-turn", "aria-label": title },
    h("h3", { class: "nw-subtitle", text: title }),
    h(
      "ul",
      { class: "nw-last-list" },
      moves.map((move) =>
        h(
          "li",
          { class: "nw-last-move" },
          move.card
            ? h("span", { class: "nw-last-card", "data-card": move.card, "data-tone": CARDS[move.card]?.tone ?? "other" }, `${CARDS[move.card]?.symbol ?? "▭"} ${cardName(move.card)}`)
            : null,
          h("span", { class: "nw-last-text", text: String(move.text ?? "") }),
        ),
      ),
    ),
  );
}

function otherHand(player) {
  const n = Number(player.hand_size) || 0;
  return h(
    "div",
    { class: "nw-other-hand" },
    h("span", { class: "nw-other-hand-name", text: t("other-hand.title", { player: player.name ?? "?" }) }),
    cardBacks(n, tn("other-hand.label", n, { player: player.name ?? "?" })),
  );
}

function targetSidesText(targets) {
  const sides = new Set();
  for (const key of targets.keys()) sides.add(key.split("-")[0]);
  if (sides.has("opp") && sides.has("own")) return t("sides.both");
  if (sides.has("opp")) return t("sides.opp");
  if (sides.has("own")) return t("sides.own");
  return t("sides.any");
}

function chooser({ ctx, groups, legal, ui, busy, view }) {
  const parts = [];
  const sel = ui.card ?? null;
  // An open menu is the one prompt (its Cancel goes back to the cells), else the chosen
  // card's panel (its Cancel puts the card back).
  if (ui.menu) {
    const entries = (targetsOf(groups, sel).get(ui.menu) ?? []).map((index) => ({
      index,
      label: entryLabel(legal[index]),
      disabled: busy,
    }));
    const [side, cell] = ui.menu.split("-");
    const title = t(side === "opp" ? "choose.menu" : "choose.menu.own", { cell: cellLabel(Number(cell), COLS) });
    parts.push(choiceMenu({ title, entries, cancelKey: "menu:cancel" }));
  } else if (sel !== null) {
    const targets = targetsOf(groups, sel);
    const free = freeOptionsOf(groups, sel);
    const n = targets.size;
    let next;
    if (n && free.length) next = t("choose.cell-or-option", { sides: targetSidesText(targets) });
    else if (n) next = tn("choose.cells", n, { sides: targetSidesText(targets) });
    else next = t("choose.option");
    parts.push(chosenPanel({ name: cardName(sel), next, free, labelOf: (index) => entryLabel(legal[index]), busy }));
  } else if (groups.cards.size && !busy) {
    let hint = t("choose.card");
    if (legal.every((e) => e?.option === "discard")) {
      hint = t("choose.discard");
    } else if (Array.isArray(view.restrict) && view.restrict.length) {
      hint = t("choose.restricted", { cards: view.restrict.map(cardName).join(t("list.comma")) });
    }
    parts.push(h("p", { class: "nw-hint", text: hint }));
  }
  if (groups.cardless.length) {
    parts.push(
      h(
        "div",
        { class: "nw-actions", role: "group", "aria-label": t("actions.other") },
        groups.cardless.map((index) =>
          actButton({
            index,
            key: `act:${index}`,
            text: entryLabel(legal[index]),
            disabled: busy,
            extraClass: legal[index].option === "end" || legal[index].text === "end" ? "nw-end" : "",
          }),
        ),
      ),
    );
  }
  return parts.length ? h("div", { class: "nw-chooser" }, parts) : null;
}

// ---- side panel ----------------------------------------------------------------

function playerPanel(player, view) {
  const isYou = view.seat != null && player.seat === view.seat;
  const toMove = view.phase !== "over" && player.seat === view.to_move;
  const powers = Array.isArray(player.powers) ? player.powers : [];
  return h(
    "section",
    { class: "nw-player", "data-seat": player.seat, "data-to-move": toMove ? "true" : null, "aria-label": player.name },
    h(
      "h3",
      { class: "nw-subtitle" },
      toMove ? h("span", { class: "nw-turn-mark", "aria-hidden": "true", text: "▶ " }) : null,
      isYou ? t("panel.you", { player: player.name ?? "?" }) : player.name ?? "?",
      toMove ? h("span", { class: "nw-sr-only", text: t("panel.to-move") }) : null,
    ),
    h(
      "div",
      { class: "nw-piles" },
      pile({ name: player.hand_limit == null ? t("pile.hand") : t("pile.hand.refill", { limit: player.hand_limit }), count: player.hand_size ?? 0, kind: "hand" }),
      pile({ name: t("pile.draw"), count: player.draw ?? 0, kind: "draw" }),
      pile({ name: t("pile.discard"), count: player.discard ?? 0, top: player.discard_top ? cardName(player.discard_top) : null, kind: "discard" }),
    ),
    h(
      "div",
      { class: "nw-powers" },
      h("span", { class: "nw-powers-title", text: t("powers.title") }),
      powers.length
        ? h(
            "ul",
            { class: "nw-power-list" },
            powers.map((p) =>
              h("li", { class: "nw-power", "data-power": p }, h("strong", { text: cardName(p) }), shipPower(p) ? `: ${shipPower(p)}` : ""),
            ),
          )
        : h("p", { class: "nw-empty", text: t("powers.none") }),
    ),
  );
}

// ---- the board -------------------------------------------------------------------

function panelSig(player, view) {
  const { grid, ...rest } = player;
  return JSON.stringify(["panel", rest, view.seat, view.to_move, view.phase]);
}

export function renderBoard(ctx) {
  const { view, legal, busy } = ctx.traits;
  const ui = ctx.ui;
  const memo = ctx.memo;
  const players = Array.isArray(view.players) ? view.players : [];
  const seat = view.seat ?? null;
  const me = seat != null ? players.find((p) => p.seat === seat) ?? null : null;
  const opp = seat != null ? players.find((p) => p.seat !== seat) ?? null : null;
  const bottom = me ?? players[0] ?? null;
  const top = opp ?? players[1] ?? null;

  const groups = groupLegal(legal);
  if (ui.card != null && !groups.cards.has(ui.card)) {
    ui.card = null;
    ui.menu = null;
  }
  if (ui.menu && !targetsOf(groups, ui.card).has(ui.menu)) ui.menu = null;
  const sel = ui.card ?? null;
  const targets = targetsOf(groups, sel);
  const firstTarget = targets.keys().next().value ?? null;
  ui.firstTarget = firstTarget;
  const moves = recentMoves(ctx.model);
  const lastBy = lastCells(moves, bottom, players);
  const common = { targets, legal, busy, menuKey: ui.menu, firstTarget, memo: ctx.memo, spectator: !me, lastBy };

  const topTitle = me ? t("grid.opp", { player: top?.name ?? "?" }) : t("grid.of", { player: top?.name ?? "?" });
  const bottomTitle = me ? t("grid.own", { player: me.name ?? "?" }) : t("grid.of", { player: bottom?.name ?? "?" });

  const play = h(
    "div",
    { class: "nw-play" },
    top ? gridSection({ player: top, side: "opp", title: topTitle, ...common }) : null,
    top && me ? otherHand(top) : null,
    lastTurnSection(moves, players),
    bottom ? gridSection({ player: bottom, side: "own", title: bottomTitle, ...common }) : null,
    me ? handOf({ me, groups, ui, busy, restrict: view.restrict, memo: ctx.memo }) : bottom ? otherHand(bottom) : null,
    chooser({ ctx, groups, legal, ui, busy, view }),
  );

  let over = null;
  if (view.phase === "over") {
    const w = players.find((p) => p.seat === view.winner);
    const title = view.winner == null ? t("phase.over") : seat != null && view.winner === seat ? t("over.win") : t("over.wins", { player: w?.name ?? String(view.winner + 1) });
    over = banner({ title, text: ctx.traits.status, disabled: busy });
  }

  return h(
    "div",
    { class: "nw-board", "data-phase": view.phase ?? null, "data-choosing": sel !== null ? "true" : null },
    over,
    h(
      "div",
      { class: "nw-layout" },
      play,
      h("aside", { class: "nw-side", "aria-label": t("players") }, [top, bottom].filter(Boolean).map((p) => memo(panelSig(p, view), () => playerPanel(p, view)))),
    ),
  );
}

// ---- interaction: the two-step choice of ../shared/choose.js -------------------

export { onCommand, onEscape, resetOnPly };

export function info(ctx) {
  return turnInfo(ctx.traits.view);
}
