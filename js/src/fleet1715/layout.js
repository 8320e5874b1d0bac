// Fleet 1715's logic grid: elements, cells and the staircase layout. Pure
// functions (tested with `node --test`); the numbering matches the engine's
// naval_widgets/fleet1715/grid.py: cell g*16 + r*4 + c is row r of subgrid g's
// row category against column c of its column category.

export const CATEGORIES = ["site", "cargo", "depth", "ship type", "ship name"];
export const LABELS = [
  "Sebastian Inlet", "Pelican Island", "St. Lucie", "Ft. Pierce Inlet",
  "gold coins", "silver", "jewelry", "Chinese porcelain",
  "15 ft", "16 ft", "20 ft", "22 ft",
  "Nao", "Almiranta", "Capitana", "Dutch Sloop",
  "San Miguel", "N. Sn. de la Regla", "N. Sn. del Carmen", "Concepción",
];
/** (row category, column category) of each subgrid, as the engine numbers them. */
export const SUBGRIDS = [[0, 1], [0, 2], [0, 3], [0, 4], [4, 1], [4, 2], [4, 3], [3, 1], [3, 2], [2, 1]];
/** The staircase: categories down the side (blocks of 4 rows) and across the top. */
export const ROW_CATS = [0, 4, 3, 2];
export const COL_CATS = [1, 2, 3, 4];
export const CELLS = 160;
/** The cycle of a click through the marks (named as the view's `mark_codes` name them). */
export const NEXT = { blank: "no", no: "yes", yes: "blank" };
export const SYMBOL = { blank: "", no: "✗", yes: "●" };

/**
 * The layout drawn: row categories top to bottom and column categories left to right
 * (the kernel's `view.layout`: all five categories' staircase, or a tiny puzzle's few),
 * its size in cells, and each cell's place.
 */
export function makeLayout(rows = ROW_CATS, cols = COL_CATS) {
  const lay = { rows, cols, R: rows.length * 4, C: cols.length * 4, cells: [] };
  for (let R = 0; R < lay.R; R++) for (let C = 0; C < lay.C; C++) if (cellAt(R, C, lay) >= 0) lay.cells.push(cellAt(R, C, lay));
  return lay;
}

/** The layout of `view.layout` when it is well formed, else the whole staircase. */
export function layoutFrom(data) {
  const ok = (list) => Array.isArray(list) && list.length > 0 && list.every((k) => Number.isInteger(k) && k >= 0 && k < 5);
  return data && ok(data.rows) && ok(data.columns) ? makeLayout(data.rows, data.columns) : FULL;
}

/** The subgrid at block row `br`, block column `bc`, or -1 (no subgrid joins the two). */
export function subgridAt(br, bc, lay = FULL) {
  if (br < 0 || bc < 0 || br >= lay.rows.length || bc >= lay.cols.length) return -1;
  return SUBGRIDS.findIndex(([r, c]) => r === lay.rows[br] && c === lay.cols[bc]);
}

/** The cell at row R, column C of the layout, or -1 for a gap. */
export function cellAt(R, C, lay = FULL) {
  if (R < 0 || C < 0 || R >= lay.R || C >= lay.C) return -1;
  const g = subgridAt(R >> 2, C >> 2, lay);
  return g < 0 ? -1 : g * 16 + (R & 3) * 4 + (C & 3);
}

/** [R, C] of a cell in the layout ([-1, -1] when the layout does not draw it). */
export function placeOf(cell, lay = FULL) {
  const g = Math.floor(cell / 16);
  const [rows, cols] = SUBGRIDS[g];
  const br = lay.rows.indexOf(rows);
  const bc = lay.cols.indexOf(cols);
  if (br < 0 || bc < 0) return [-1, -1];
  return [br * 4 + Math.floor((cell % 16) / 4), bc * 4 + (cell % 4)];
}

/** The two elements of a cell: [row element, column element]. */
export function endsOf(cell) {
  const g = Math.floor(cell / 16);
  const [rows, cols] = SUBGRIDS[g];
  return [rows * 4 + Math.floor((cell % 16) / 4), cols * 4 + (cell % 4)];
}

/** "Sebastian Inlet / gold coins". */
export function cellTitle(cell) {
  const [x, y] = endsOf(cell);
  return `${LABELS[x]} / ${LABELS[y]}`;
}

/**
 * Where focus goes from `cell` on `key` (arrows stop at the layout's edges,
 * Home/End: the row's first/last cell). null when the key is not a movement key.
 */
export function moveCell(cell, key, lay = FULL) {
  const [R, C] = placeOf(cell, lay);
  const at = (r, c) => cellAt(r, c, lay);
  let next;
  switch (key) {
    case "ArrowLeft": next = at(R, C - 1); break;
    case "ArrowRight": next = at(R, C + 1); break;
    case "ArrowUp": next = at(R - 1, C); break;
    case "ArrowDown": next = at(R + 1, C); break;
    case "Home": next = at(R, 0); break;
    case "End": {
      let c = lay.C - 1;
      while (c > 0 && at(R, c) < 0) c--;
      next = at(R, c);
      break;
    }
    default:
      return null;
  }
  return next < 0 ? cell : next;
}

/** The whole staircase: all ten subgrids. */
export const FULL = makeLayout();
