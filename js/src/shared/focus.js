// Keyboard focus: roving tabindex inside groups (a grid of cells, a row of
// cards) and putting focus back where it was after a rebuild.
//
// Markup contract:
//   <div data-roving="KEY" data-cols="4">          one Tab stop for the group
//     <button data-roving-item data-key="...">     tabindex 0 on one item, -1 on the others
// Every focusable control carries a stable `data-key` so focus can be restored
// onto its replacement after the board is rebuilt.

import { moveIndex } from "./grid.js";

/** Give tabindex 0 to item `active` of a roving group and -1 to the rest. */
export function setRoving(items, active) {
  const n = items.length;
  const a = Math.max(0, Math.min(active ?? 0, n - 1));
  for (let i = 0; i < n; i++) items[i].tabIndex = i === a ? 0 : -1;
  return a;
}

/** Items of a roving group, in order. */
export function rovingItems(group) {
  return Array.from(group.querySelectorAll("[data-roving-item]")).filter(
    (item) => item.closest("[data-roving]") === group,
  );
}

/**
 * Handle an arrow/Home/End key inside a roving group. Returns the new index
 * (and moves focus and the tab stop) or null when the event was not for a group.
 */
export function handleRovingKey(event) {
  const item = event.target.closest?.("[data-roving-item]");
  if (!item) return null;
  const group = item.closest("[data-roving]");
  if (!group) return null;
  const items = rovingItems(group);
  const index = items.indexOf(item);
  const cols = Number(group.dataset.cols) || items.length;
  const next = moveIndex(index, event.key, items.length, cols, event.ctrlKey || event.metaKey);
  if (next === null) return null;
  event.preventDefault();
  if (next !== index) {
    setRoving(items, next);
    items[next].focus();
  }
  return next;
}

/** The `data-key` of the focused element if it is inside `root`, else null. */
export function focusedKey(root) {
  const active = root.ownerDocument.activeElement;
  if (!active || active === root || !root.contains(active)) return null;
  return active.dataset?.key ?? null;
}

/** Focus the element of `root` whose data-key is `key`; true when found. */
export function focusKey(root, key) {
  if (key == null) return false;
  const el = root.querySelector(`[data-key="${cssEscape(key)}"]`);
  if (!el) return false;
  el.focus({ preventScroll: true });
  return root.ownerDocument.activeElement === el;
}

/** Focus the first element matching one of `selectors`; true when one took focus. */
export function focusFirst(root, selectors) {
  for (const sel of selectors) {
    const el = root.querySelector(sel);
    if (el) {
      el.focus({ preventScroll: true });
      if (root.ownerDocument.activeElement === el) return true;
    }
  }
  return false;
}

function cssEscape(value) {
  return String(value).replace(/["\\]/g, "\\$&");
}
