// The seat's logic grid at the table: the tutor's grid (fleet1715/grid.js), its marks the
// seat's private notes, the clue cards the seat knows numbered as the hints name them,
// the tutor's graded hints and a button marking all those cards settle. It reads the
// `notes` trait (empty behind the curtain); every mark and hint is asked of the kernel.

import { h } from "../shared/dom.js";
import { cmdButton } from "../shared/pieces.js";
import { t } from "../shared/words.js";
import { activeCell, hintButtons, hintReply, logicGrid, marksFrom, onGridKey } from "../fleet1715/grid.js";
import { FULL, NEXT } from "../fleet1715/layout.js";

export const NOTES_TRAITS = ["notes"];

/** The `notes` trait, or null when the page shows no seat's notes. */
function notesOf(ctx) {
  const notes = ctx.model.get("notes");
  return notes && typeof notes === "object" && typeof notes.marks === "string" ? notes : null;
}

function knownClues(notes, cited) {
  const clues = Array.isArray(notes.clues) ? notes.clues : [];
  const items = clues.map((clue) => {
    const said = t("clue.card", { number: clue.number, card: clue.card, text: clue.text });
    const on = cited.has(clue.card);
    return h(
      "li",
      { class: "ft-known", "data-card": clue.card, "data-cited": on ? "true" : null, "aria-label": on ? t("clue.cited", { clue: said }) : said },
      h("span", { class: "ft-known-n", "aria-hidden": "true", text: `${on ? "★ " : ""}${clue.number}` }),
      h("span", { class: "ft-known-text", "aria-hidden": "true", text: `${clue.text} (${t("notes.card", { card: clue.card })})` }),
    );
  });
  return h("section", { class: "ft-known-clues" }, h("h4", { class: "nw-subtitle", text: t("notes.clues") }), items.length ? h("ol", { class: "ft-known-list" }, items) : h("p", { class: "ft-none", text: t("none") }));
}

/** The seat's grid and its tutor, or null when no seat's notes are shown. */
export function notesPanel(ctx) {
  const notes = notesOf(ctx);
  if (!notes) return null;
  const hint = notes.hint && typeof notes.hint === "object" ? notes.hint : null;
  const hl = { active: activeCell(ctx.ui, FULL), hint: new Set(hint?.cells ?? []) };
  const marks = marksFrom(notes.marks, notes.mark_codes);
  const controls = [
    ...hintButtons(),
    cmdButton({ cmd: "fill", text: t("notes.fill"), label: t("notes.fill.label"), key: "notes:fill" }),
  ];
  return h(
    "section",
    { class: "ft-notes", "aria-label": t("notes") },
    h("h3", { class: "nw-subtitle", text: t("notes") }),
    h("p", { class: "ft-notes-lead", text: t("notes.lead") }),
    h(
      "div",
      { class: "ft-notes-layout" },
      h("div", { class: "f17-grid-wrap" }, logicGrid(FULL, marks, hl)),
      h(
        "div",
        { class: "ft-notes-side" },
        h("div", { class: "f17-controls", role: "group", "aria-label": t("notes.controls") }, controls),
        h("div", { class: "f17-replies", "aria-live": "polite" }, hint ? hintReply(hint) : null),
        hint ? cmdButton({ cmd: "close", text: t("dismiss"), label: t("dismiss.label"), key: "notes:close" }) : null,
        knownClues(notes, new Set(hint?.cards ?? [])),
      ),
    ),
  );
}

function mark(ctx, cell, value) {
  ctx.ui.active = cell;
  ctx.send("mark", { cell, value });
}

/** The grid's commands; true when the page must be drawn again. */
export function onNotesCommand(cmd, target, ctx) {
  switch (cmd) {
    case "mark":
      // The kernel's answer draws the grid again (its notes alone), the cell now active.
      mark(ctx, Number(target.dataset.cell), NEXT[target.dataset.mark] ?? "no");
      return false;
    case "hint":
      ctx.send("hint", { level: Number(target.dataset.level) });
      return false;
    case "fill":
    case "close":
      ctx.send(cmd);
      return false;
    default:
      return false;
  }
}

/** Arrow keys move between cells; y/n/Delete set a mark directly. */
export function onNotesKey(event, ctx) {
  return onGridKey(event, ctx, FULL, (cell, value) => mark(ctx, cell, value));
}
