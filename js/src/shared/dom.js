// Tiny DOM builder shared by every widget. No framework: a full rebuild of a
// board is a few hundred elements, which the browser creates in about a
// millisecond, and plain elements keep the bundle small and readable.

/**
 * Create an element.
 *
 *   h("button", {class: "nw-card", "aria-pressed": true, dataset: {card: "red2"}}, "Red")
 *
 * Props: `class`, `text` (textContent), `dataset` (object), anything else is
 * an attribute (`true` -> "true" for aria-*, "" otherwise; null/undefined/false
 * are skipped, except that aria-* attributes keep `false` as "false").
 * Children: nodes, strings, numbers, arrays of those; null/false are skipped.
 */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  if (props) {
    for (const key in props) {
      const value = props[key];
      if (key === "class") {
        if (value) el.className = value;
      } else if (key === "text") {
        if (value != null) el.textContent = String(value);
      } else if (key === "dataset") {
        for (const d in value) if (value[d] != null) el.dataset[d] = String(value[d]);
      } else if (key.startsWith("aria-")) {
        if (value != null) el.setAttribute(key, String(value));
      } else if (value === true) {
        el.setAttribute(key, "");
      } else if (value != null && value !== false) {
        el.setAttribute(key, String(value));
      }
    }
  }
  append(el, children);
  return el;
}

/** Append children (nodes, strings, numbers, nested arrays); skip null/false. */
export function append(el, children) {
  for (const child of children) {
    if (child == null || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else if (typeof child === "object") el.appendChild(child);
    else el.appendChild(document.createTextNode(String(child)));
  }
  return el;
}

/**
 * Children with a space between each, so their texts read as separate words (copied
 * text, and the visible label accessibility checkers compare with the name) while a
 * flex box, which drops whitespace-only text, draws them exactly as before.
 */
export function spaced(...children) {
  const parts = children.flat().filter((child) => child != null && child !== false);
  return parts.flatMap((child, i) => (i ? [" ", child] : [child]));
}

/**
 * A short sign drawn on a piece ("0/5", "#1", "?"), whose meaning the piece's accessible
 * name says in words: the sign is drawn by the style sheet (`[data-sign]::before`), so the
 * visible words checkers compare with that name are the piece's words alone.
 */
export function sign(cls, text, attrs = {}) {
  return h("span", { class: cls, "data-sign": text, ...attrs });
}

/** Text that only screen readers read (visually hidden, still in the accessibility tree). */
export function srOnly(text) {
  return h("span", { class: "nw-sr-only", text });
}

/** Set an element's text only when it changed (keeps live regions quiet otherwise). */
export function setText(el, text) {
  const value = text == null ? "" : String(text);
  if (el.textContent !== value) el.textContent = value;
}
