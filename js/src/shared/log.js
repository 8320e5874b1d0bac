// The event log holds the whole game. To let screen readers announce only what
// is new (aria-live on the list), the list is updated in place: keep the lines
// the new log starts with, remove the rest (an undo, a new game), append what
// arrived. A line that starts with REASON_INDENT is a bot's reason for the move
// before it (core.reasons.REASON_INDENT); the page sets it apart.

export const REASON_INDENT = "  ";

/** Whether log line `line` is a bot's reason rather than a move's sentence. */
export function isReason(line) {
  return typeof line === "string" && line.startsWith(REASON_INDENT);
}

/**
 * Compare the shown log `before` with the new log `after`.
 * Returns {keep, add}: keep the first `keep` lines shown, remove the others,
 * then append the lines `add`.
 */
export function logDelta(before, after) {
  before = before || [];
  after = after || [];
  let keep = 0;
  const most = Math.min(before.length, after.length);
  while (keep < most && before[keep] === after[keep]) keep++;
  return { keep, add: after.slice(keep) };
}
