// The page's words, in the board's language: the kernel sends them in the `words`
// trait (keys to sentences; a sentence with a count is {one, other}), made from the
// package's gettext catalogs. Nothing here is English: a key the table lacks shows
// as the key itself, so a missing word is seen and tested, never hidden.
//
// Several boards on one page may speak different languages: each render starts
// with `useWords(model)`, and every word is read during that render.

let WORDS = Object.create(null);
let PLURALS = new Intl.PluralRules("en");

/** Read the words (and the language's plural rules) of the board about to render. */
export function useWords(table, language) {
  WORDS = table && typeof table === "object" ? table : Object.create(null);
  try {
    PLURALS = new Intl.PluralRules(language || "en");
  } catch {
    PLURALS = new Intl.PluralRules("en");
  }
}

/** Put `params` into `{name}` slots (as Python's str.format does). */
export function fill(template, params = {}) {
  return String(template).replace(/\{(\w+)\}/g, (slot, name) => (Object.hasOwn(params, name) ? String(params[name]) : slot));
}

/** The word of `key`, with `params` filled in. */
export function t(key, params = {}) {
  const word = WORDS[key];
  return fill(typeof word === "string" ? word : key, params);
}

/** The word of `key` agreeing with `count` (given as `{count}` too). */
export function tn(key, count, params = {}) {
  const forms = WORDS[key];
  const all = { count, ...params };
  if (!forms || typeof forms !== "object") return fill(key, all);
  const form = forms[PLURALS.select(Number(count))] ?? forms.other ?? key;
  return fill(form, all);
}

/** Whether the table has a word for `key`. */
export function has(key) {
  return Object.hasOwn(WORDS, key);
}
