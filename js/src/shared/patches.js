// A replay file's frames, stored as changes (naval_widgets/core/patches.py writes
// them): the first frame whole, then for each next frame only the traits that
// changed. A change is an array:
//   ["=", value]            the new value
//   ["+", items]            a list grown by `items` at its end (the log)
//   ["#", {index: change}]  a list of the same length with only those items changed
//   ["~", {key: change}]    an object with only those keys changed
//   ["-"]                   (inside "~") the key is removed
// Unchanged values keep their identity from frame to frame, so the page's stub
// model tells a changed trait by `!==`.

/** `value` with `change` applied (a new object or array; `value` is not touched). */
export function applyChange(value, change) {
  if (!Array.isArray(change) || typeof change[0] !== "string") throw new Error("unreadable change");
  const [op, payload] = change;
  if (op === "=") return payload;
  if (op === "+") {
    if (!Array.isArray(value) || !Array.isArray(payload)) throw new Error("'+' needs two lists");
    return [...value, ...payload];
  }
  if (op === "#") {
    if (!Array.isArray(value) || !isObject(payload)) throw new Error("'#' needs a list and an object");
    const out = [...value];
    for (const index of Object.keys(payload)) {
      const i = Number(index);
      if (!Number.isInteger(i) || i < 0 || i >= out.length) throw new Error(`no item ${index}`);
      out[i] = applyChange(out[i], payload[index]);
    }
    return out;
  }
  if (op === "~") {
    if (!isObject(value) || !isObject(payload)) throw new Error("'~' needs two objects");
    const out = {};
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(payload, key)) out[key] = value[key];
      else if (payload[key][0] !== "-") out[key] = applyChange(value[key], payload[key]);
    }
    for (const key of Object.keys(payload)) {
      if (!Object.hasOwn(value, key)) out[key] = applyChange(undefined, payload[key]);
    }
    return out;
  }
  throw new Error(`unknown change '${op}'`);
}

/** Every frame, whole, from the first frame and the changes of each next one. */
export function unpack(first, changes) {
  const frames = [first];
  for (const changed of changes) {
    const previous = frames[frames.length - 1];
    const frame = { ...previous };
    for (const key of Object.keys(changed)) frame[key] = applyChange(previous[key], changed[key]);
    frames.push(frame);
  }
  return frames;
}

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
