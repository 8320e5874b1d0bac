// The event log is a sliding window of recent sentences. To let screen readers
// announce only what is new (aria-live on the list), the list is updated in
// place: drop what scrolled out, append what arrived.

function sameRun(a, aStart, b, bStart, n) {
  for (let k = 0; k < n; k++) if (a[aStart + k] !== b[bStart + k]) return false;
  return true;
}

/**
 * Compare the shown log `before` with the new log `after`.
 * Returns {drop, add}: remove `drop` entries from the start of what is shown,
 * then append the entries `add`. When nothing lines up, drop everything and add
 * all of `after`.
 */
export function logDelta(before, after) {
  before = before || [];
  after = after || [];
  // Largest overlap: a suffix of `before` equal to a prefix of `after`.
  for (let k = Math.min(before.length, after.length); k > 0; k--) {
    if (sameRun(before, before.length - k, after, 0, k)) {
      return { drop: before.length - k, add: after.slice(k) };
    }
  }
  return { drop: before.length, add: after.slice() };
}
