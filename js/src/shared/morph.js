// Patch a live DOM tree to match a freshly built one.
//
// The board is rebuilt from the traits on every change (simple, no state to
// get out of sync), but swapping in the new elements would make the browser
// recompute the style and layout of the whole board and would drop focus and
// the screen reader's place. `morph` walks both trees and changes only what
// differs: attributes, text, and nodes whose tag changed. Children are paired
// by position, which suits boards whose structure rarely changes.

/** Make `from` (live) look like `to` (detached); returns the live node. */
export function morph(from, to) {
  if (from.nodeType !== to.nodeType || from.nodeName !== to.nodeName) {
    from.replaceWith(to);
    return to;
  }
  if (from.nodeType !== 1) {
    if (from.nodeValue !== to.nodeValue) from.nodeValue = to.nodeValue;
    return from;
  }
  const sig = to.getAttribute("data-sig");
  if (sig !== null && sig === from.getAttribute("data-sig")) {
    // Same signature (see Memo): same attributes and subtree, except the
    // roving tab stop, which is set after building.
    const tab = to.getAttribute("tabindex");
    if (from.getAttribute("tabindex") !== tab) {
      if (tab === null) from.removeAttribute("tabindex");
      else from.setAttribute("tabindex", tab);
    }
    return from;
  }
  syncAttributes(from, to);
  // A memoized element may be handed out again: patch from a copy of its subtree, for
  // morphChildren moves the nodes it adds, and the cached element would lose them.
  morphChildren(from, sig !== null ? to.cloneNode(true) : to);
  return from;
}

function syncAttributes(from, to) {
  const names = to.getAttributeNames();
  for (let i = 0; i < names.length; i++) {
    const value = to.getAttribute(names[i]);
    if (from.getAttribute(names[i]) !== value) from.setAttribute(names[i], value);
  }
  // `from` now has every attribute of `to`; any more are stale.
  const old = from.getAttributeNames();
  if (old.length > names.length) {
    for (let i = 0; i < old.length; i++) if (!to.hasAttribute(old[i])) from.removeAttribute(old[i]);
  }
}

/**
 * Reuse of built subtrees across rebuilds. `memo.get(sig, build)` returns the
 * element built for the same signature last time when it is free (not in the
 * page), else builds it; the element carries `data-sig` so `morph` skips its
 * children when the live element has the same signature. Call `memo.sweep()`
 * after each rebuild to forget signatures that were not asked for.
 */
export class Memo {
  constructor() {
    this.cache = new Map();
    this.used = new Map();
  }

  get(sig, build) {
    let el = this.cache.get(sig);
    if (!el || el.isConnected || this.used.has(sig)) {
      el = build();
      el.setAttribute("data-sig", sig);
    }
    this.used.set(sig, el);
    return el;
  }

  sweep() {
    this.cache = this.used;
    this.used = new Map();
  }
}

/** Make the children of `from` match the children of `to` (which are moved or dropped). */
export function morphChildren(from, to) {
  let f = from.firstChild;
  let t = to.firstChild;
  while (t) {
    const nextT = t.nextSibling;
    if (f) {
      const nextF = f.nextSibling;
      morph(f, t);
      f = nextF;
    } else {
      from.appendChild(t);
    }
    t = nextT;
  }
  while (f) {
    const nextF = f.nextSibling;
    f.remove();
    f = nextF;
  }
}
