// Choosing a move in two steps, as the card games' boards do: a card of the hand, then
// one of its highlighted targets (`data-cmd="cell"`, `data-cell` = its target key), or
// a menu when several entries share a target. The board keeps the choice in `ctx.ui`
// ({card, cardPos, menu}); legality comes from the `legal` trait alone.

import { freeOptionsOf, groupLegal, targetsOf } from "./actions.js";
import { h } from "./dom.js";
import { actButton, choiceMenu, cmdButton } from "./pieces.js";
import { t } from "./words.js";

/** Forget the chosen card and the open menu. */
export function clearChoice(ui) {
  ui.card = null;
  ui.cardPos = null;
  ui.menu = null;
}

/** data-cmd handlers of a two-step board; true asks the shell to rebuild. */
export function onCommand(cmd, target, ctx, how) {
  const ui = ctx.ui;
  if (cmd === "card") {
    const kind = target.dataset.card;
    const pos = Number(target.dataset.pos);
    if (ui.card === kind && ui.cardPos === pos) {
      clearChoice(ui);
      return true;
    }
    ui.card = kind;
    ui.cardPos = pos;
    ui.menu = null;
    if (how.keyboard) {
      // Keyboard: go straight to the first target (or option) of the card.
      const groups = groupLegal(ctx.traits.legal);
      const first = targetsOf(groups, kind).keys().next().value;
      const free = freeOptionsOf(groups, kind);
      if (first) ctx.requestFocus(`cell:${first}`);
      else if (free.length) ctx.requestFocus(`opt:${free[0]}`);
    }
    return true;
  }
  if (cmd === "cell") {
    const key = target.dataset.cell;
    const entries = targetsOf(groupLegal(ctx.traits.legal), ui.card ?? null).get(key) ?? [];
    if (entries.length === 1) {
      ctx.act(entries[0]);
      return false;
    }
    if (entries.length > 1) {
      ui.menu = key;
      ctx.requestFocus(`menu:${entries[0]}`);
      return true;
    }
    return false;
  }
  if (cmd === "menu-cancel") {
    const key = ui.menu;
    ui.menu = null;
    if (key) ctx.requestFocus(`cell:${key}`);
    return true;
  }
  if (cmd === "cancel-card") {
    const pos = ui.cardPos;
    clearChoice(ui);
    if (pos != null) ctx.requestFocus(`card:${pos}`);
    return true;
  }
  return false;
}

/** Escape closes the menu, else puts the chosen card back. */
export function onEscape(ctx) {
  const ui = ctx.ui;
  if (ui.menu) {
    ctx.requestFocus(`cell:${ui.menu}`);
    ui.menu = null;
    return true;
  }
  if (ui.card != null) {
    if (ui.cardPos != null) ctx.requestFocus(`card:${ui.cardPos}`);
    clearChoice(ui);
    return true;
  }
  return false;
}

/** A new position arrived: forget the choice made in the old one. */
export function resetOnPly(ctx) {
  clearChoice(ctx.ui);
}

/**
 * The menu of the entries the chosen card shares on the target `ui.menu` (null when no
 * menu is open), each named by its legal entry's label, under `title` (by default the
 * board's "choose.menu"). While it is open it is the only prompt: its Cancel goes back to
 * the chosen card's targets, so the board shows no chosen card's panel beside it.
 */
export function targetMenu({ groups, legal, ui, busy, title }) {
  if (!ui.menu) return null;
  const entries = (targetsOf(groups, ui.card ?? null).get(ui.menu) ?? []).map((index) => ({ index, label: legal[index].label, disabled: busy }));
  return choiceMenu({ title: title ?? t("choose.menu"), entries, cancelKey: "menu:cancel" });
}

/**
 * The chosen card's panel: a hint (`next` says what to choose now), the entries of
 * the card that need no target (`free`, each a button named by `labelOf(index)`), and
 * Cancel. The words are the board's "choose.*" keys.
 */
export function chosenPanel({ name, next, free, labelOf, busy }) {
  return h(
    "div",
    { class: "nw-chosen" },
    h("p", { class: "nw-hint", text: `${t("choose.chosen", { card: name })} ${next} ${t("choose.escape")}` }),
    free.length
      ? h(
          "div",
          { class: "nw-options", role: "group", "aria-label": t("choose.options", { card: name }) },
          free.map((index) => actButton({ index, key: `opt:${index}`, text: labelOf(index), disabled: busy, extraClass: "nw-option" })),
        )
      : null,
    cmdButton({ cmd: "cancel-card", text: t("choose.cancel"), label: t("choose.cancel.label", { card: name }), key: "cmd:cancel-card" }),
  );
}
