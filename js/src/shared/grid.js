// Grids of cells: coordinate labels and keyboard movement. Pure functions,
// tested with `node --test`; the DOM side of roving focus is in focus.js.

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Label of cell `index` in a grid of `cols` columns: row letter + column number ("A1"). */
export function cellLabel(index, cols = 4) {
  const row = Math.floor(index / cols);
  const col = (index % cols) + 1;
  return `${LETTERS[row] ?? `R${row + 1}-`}${col}`;
}

/** Inverse of cellLabel: "B3" -> 6 in a 4-column grid; null when it is not a label. */
export function cellIndex(label, cols = 4) {
  const m = /^([A-Z])(\d+)$/.exec(String(label).trim().toUpperCase());
  if (!m) return null;
  const col = Number(m[2]);
  if (col < 1 || col > cols) return null;
  return LETTERS.indexOf(m[1]) * cols + col - 1;
}

/**
 * Where focus goes from `index` when `key` is pressed in a grid of `count`
 * items laid out in `cols` columns (the last row may be short). Movement stops
 * at the edges (no wrapping), as in the ARIA grid pattern. Returns the new
 * index, or null when the key is not a movement key.
 *
 * Keys: ArrowLeft/Right/Up/Down, Home/End (row start/end),
 * Ctrl+Home/Ctrl+End (first/last item).
 */
export function moveIndex(index, key, count, cols, ctrl = false) {
  if (count <= 0) return null;
  cols = Math.max(1, Math.min(cols || count, count));
  const i = Math.max(0, Math.min(index, count - 1));
  const rowStart = i - (i % cols);
  const rowEnd = Math.min(rowStart + cols - 1, count - 1);
  switch (key) {
    case "ArrowLeft":
      return i % cols === 0 ? i : i - 1;
    case "ArrowRight":
      return i === rowEnd ? i : i + 1;
    case "ArrowUp":
      return i - cols >= 0 ? i - cols : i;
    case "ArrowDown":
      return i + cols < count ? i + cols : i;
    case "Home":
      return ctrl ? 0 : rowStart;
    case "End":
      return ctrl ? count - 1 : rowEnd;
    default:
      return null;
  }
}
