// Fleet 1715's logic grid as the page draws it, with its hint buttons and reply: the
// tutor's board (board.js) and the table game's board (fleet1715_table/notes.js) both
// show it. Marks travel as one character a cell; the kernel's `mark_codes` names each
// character (blank, no, yes): the kernel holds the only table.

import { h } from "../shared/dom.js";
import { cmdButton } from "../shared/pieces.js";
import { t } from "../shared/words.js";
import { CELLS, SYMBOL, cellAt, endsOf, moveCell } from "./layout.js";

/** The keys that set a mark on the focused cell directly. */
export const KEY_MARKS = { y: "yes", o: "yes", n: "no", x: "no", Delete: "blank", Backspace: "blank", ".": "blank" };

/** One mark name a cell from the kernel's string of marks (all blank when it sent none). */
export function marksFrom(marks, codes = {}) {
  const names = typeof marks === "string" && marks.length === CELLS ? Array.from(marks, (ch) => codes[ch]) : [];
  return Array.from({ length: CELLS }, (_, c) => (names[c] in SYMBOL ? names[c] : "blank"));
}

/** The cell holding the grid's one tab stop: the last one used, if drawn, else the first. */
export function activeCell(ui, lay) {
  return lay.cells.includes(ui.active) ? ui.active : lay.cells[0];
}

/** An element's label and a category's heading, in the board's language. */
const label = (e) => t(`label.${e}`);
const category = (k) => t(`category.${k}`);

/** "Sebastian Inlet / gold coins", in the board's language. */
function cellTitle(c) {
  const [x, y] = endsOf(c);
  return t("cell.title", { row: label(x), column: label(y) });
}

function headerRows(lay) {
  const cats = h("tr", null, h("td", { colspan: 2 }), lay.cols.map((cat) => h("th", { scope: "colgroup", colspan: 4, class: "f17-cat", text: category(cat) })));
  const els = h(
    "tr",
    null,
    h("td", { colspan: 2 }),
    lay.cols.flatMap((cat) => [0, 1, 2, 3].map((i) => h("th", { scope: "col", class: "f17-col" }, h("span", { text: label(cat * 4 + i) })))),
  );
  return h("thead", null, cats, els);
}

function cellButton(c, marks, hl) {
  const mark = marks[c];
  const notes = [];
  if (hl.selected.has(c)) notes.push(t("note.selected"));
  if (hl.fresh.has(c)) notes.push(t("note.fresh"));
  if (hl.hint.has(c)) notes.push(t("note.hint"));
  if (hl.wrong.has(c)) notes.push(t("note.wrong"));
  const said = { cell: cellTitle(c), mark: t(`mark.${mark}`) };
  const named = notes.length ? t("cell.noted", { ...said, notes: notes.reduce((first, then) => t("cell.join", { first, then })) }) : t("cell", said);
  return h(
    "button",
    {
      type: "button",
      class: "f17-cell",
      "data-cmd": "mark",
      "data-cell": c,
      "data-key": `cell:${c}`,
      "data-mark": mark,
      "data-selected": hl.selected.has(c) ? "true" : null,
      "data-new": hl.fresh.has(c) ? "true" : null,
      "data-hint": hl.hint.has(c) ? "true" : null,
      "data-wrong": hl.wrong.has(c) ? "true" : null,
      "aria-disabled": hl.disabled ? "true" : null,
      "aria-label": named,
      title: named,
      tabindex: c === hl.active ? "0" : "-1",
    },
    h("span", { "aria-hidden": "true", text: SYMBOL[mark] }),
  );
}

/**
 * The grid of layout `lay` showing `marks` (one name a cell). `hl`: `active` (the cell
 * with the tab stop), `disabled` (no mark may be made), and the sets of cells `selected`
 * (a chosen clue's), `fresh` (a walkthrough step's), `hint` (named by the hint) and
 * `wrong` (found by the check); `name`: the table's accessible name.
 */
export function logicGrid(lay, marks, hl, name = t("grid")) {
  const none = new Set();
  const marked = { selected: none, fresh: none, hint: none, wrong: none, ...hl };
  const rows = [];
  for (let R = 0; R < lay.R; R++) {
    const cat = lay.rows[R >> 2];
    const tr = h("tr", null);
    if ((R & 3) === 0) tr.appendChild(h("th", { scope: "rowgroup", rowspan: 4, class: "f17-cat f17-rowcat" }, h("span", { text: category(cat) })));
    tr.appendChild(h("th", { scope: "row", class: "f17-row", text: label(cat * 4 + (R & 3)) }));
    for (let C = 0; C < lay.C; C++) {
      const c = cellAt(R, C, lay);
      if (c < 0) {
        if ((C & 3) === 0) tr.appendChild(h("td", { class: "f17-gap", colspan: lay.C - C }));
        if ((C & 3) === 0) break;
        continue;
      }
      tr.appendChild(h("td", { class: (C & 3) === 0 ? "f17-edge" : null }, cellButton(c, marks, marked)));
    }
    rows.push(tr);
  }
  return h("table", { class: "f17-grid", "aria-label": name }, headerRows(lay), h("tbody", null, rows));
}

/** The three graded hint buttons (each sends "hint" with its level). */
export function hintButtons(disabled = false) {
  return [1, 2, 3].map((level) => cmdButton({ cmd: "hint", text: t("hint", { level }), label: t(`hint.${level}`), key: `hint:${level}`, data: { level }, disabled }));
}

/** The hint's reply: its level and sentence. */
export function hintReply(hint) {
  return h("div", { class: "f17-reply", "data-kind": "hint" }, h("p", null, h("strong", { text: t("hint.reply", { level: hint.level }) }), hint.text));
}

/**
 * A key pressed on a cell of layout `lay`: arrows (and Home/End) move the tab stop,
 * y/n/Delete call `mark(cell, value)`. True when the key was used.
 */
export function onGridKey(event, ctx, lay, mark) {
  const target = event.target.closest?.("[data-cell]");
  if (!target || !ctx.root.contains(target)) return false;
  const cell = Number(target.dataset.cell);
  const next = moveCell(cell, event.key, lay);
  if (next !== null) {
    event.preventDefault();
    ctx.ui.active = next;
    for (const el of ctx.root.querySelectorAll("[data-cell]")) el.tabIndex = Number(el.dataset.cell) === next ? 0 : -1;
    ctx.root.querySelector(`[data-cell="${next}"]`)?.focus();
    return true;
  }
  const value = KEY_MARKS[event.key];
  if (value && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    ctx.ui.active = cell;
    mark(cell, value);
    return true;
  }
  return false;
}
