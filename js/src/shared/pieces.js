// Game-agnostic pieces: card buttons, card backs, piles, banners, curtains,
// option menus. Each returns a fresh element; games compose them.

import { h, spaced } from "./dom.js";
import { t as word } from "./words.js";

/**
 * A card in a hand, as a toggle button. `disabled` uses aria-disabled (the
 * card stays focusable so its name can still be read); the click handler
 * ignores it.
 */
export function cardButton({ key, kind, pos, name, symbol, note, label, pressed, disabled, tone, title }) {
  return h(
    "button",
    {
      type: "button",
      class: "nw-card",
      "data-cmd": "card",
      "data-roving-item": true,
      "data-key": key,
      "data-card": kind,
      "data-pos": pos,
      "data-tone": tone,
      "aria-pressed": pressed ? "true" : "false",
      "data-chosen": pressed ? word("hand.chosen") : null,
      "aria-disabled": disabled ? "true" : null,
      "aria-label": label,
      title: title ?? label,
    },
    spaced(
      // A symbol of more than three signs (★★★★★) is drawn smaller, to stay on its card.
      h("span", { class: "nw-card-symbol", "aria-hidden": "true", "data-long": [...String(symbol ?? "")].length > 3 ? "true" : null, text: symbol }),
      h("span", { class: "nw-card-name", "aria-hidden": "true", text: name }),
      note ? h("span", { class: "nw-card-note", "aria-hidden": "true", text: note }) : null,
    ),
  );
}

/** A row of `count` face-down card backs (decorative) with a text count. */
export function cardBacks(count, label) {
  const shown = Math.min(count, 10);
  const backs = [];
  for (let i = 0; i < shown; i++) backs.push(h("span", { class: "nw-card-back" }));
  return h(
    "div",
    { class: "nw-backs", role: "img", "aria-label": label },
    h("span", { class: "nw-backs-fan", "aria-hidden": "true", "data-stack": "true" }, backs),
    h("span", { class: "nw-backs-count", "aria-hidden": "true", text: String(count) }),
  );
}

/** A pile (draw, discard): a name, a count and optionally the top card's name. */
export function pile({ name, count, top, kind }) {
  return h(
    "div",
    { class: `nw-pile nw-pile-${kind ?? "generic"}` },
    h("span", { class: "nw-pile-name", text: name }),
    h("span", { class: "nw-pile-count", text: String(count ?? 0) }),
    top ? h("span", { class: "nw-pile-top", text: word("pile.top", { card: top }) }) : null,
  );
}

/** An action button that sends legal entry `index` (the shell handles data-cmd="act"). */
export function actButton({ index, text, label, key, disabled, extraClass }) {
  return h(
    "button",
    {
      type: "button",
      class: `nw-btn nw-act ${extraClass ?? ""}`.trim(),
      "data-cmd": "act",
      "data-index": index,
      "data-key": key ?? `act:${index}`,
      "aria-disabled": disabled ? "true" : null,
      title: label,
    },
    text,
  );
}

/** A plain command button (data-cmd is handled by the shell or the game). */
export function cmdButton({ cmd, text, label, key, disabled, extraClass, data }) {
  const props = {
    type: "button",
    class: `nw-btn ${extraClass ?? ""}`.trim(),
    "data-cmd": cmd,
    "data-key": key ?? `cmd:${cmd}`,
    "aria-disabled": disabled ? "true" : null,
    "aria-label": label,
  };
  for (const name in data || {}) props[`data-${name}`] = data[name];
  return h("button", props, text);
}

/**
 * A small menu of choices (several legal entries on one target): a labelled
 * group of buttons plus Cancel. Escape also closes it (handled by the game).
 */
export function choiceMenu({ title, entries, cancelKey }) {
  return h(
    "div",
    { class: "nw-menu", role: "group", "aria-label": title },
    h("p", { class: "nw-menu-title", text: title }),
    h(
      "div",
      { class: "nw-menu-items" },
      entries.map((e) =>
        h(
          "button",
          {
            type: "button",
            class: "nw-btn nw-act nw-menu-item",
            "data-cmd": "act",
            "data-index": e.index,
            "data-key": `menu:${e.index}`,
            "aria-disabled": e.disabled ? "true" : null,
            title: e.label,
          },
          e.label,
        ),
      ),
      h("button", { type: "button", class: "nw-btn nw-menu-cancel", "data-cmd": "menu-cancel", "data-key": cancelKey ?? "menu:cancel" }, word("cancel")),
    ),
  );
}

/** End-of-game banner with a "New game" button. */
export function banner({ title, text, disabled, tone }) {
  return h(
    "section",
    { class: tone === "bad" ? "nw-banner nw-banner-bad" : "nw-banner", "aria-label": word("game-over") },
    h("p", { class: "nw-banner-title", text: title }),
    text ? h("p", { class: "nw-banner-text", text }) : null,
    h(
      "button",
      { type: "button", class: "nw-btn nw-btn-primary", "data-cmd": "new-game", "data-key": "banner:new-game", "aria-disabled": disabled ? "true" : null },
      word("new-game"),
    ),
  );
}

/** Hot-seat curtain: hides everything private behind one big button whose text is `label`. */
export function curtain({ label, disabled }) {
  return h(
    "div",
    { class: "nw-curtain" },
    h(
      "button",
      { type: "button", class: "nw-btn nw-btn-primary nw-curtain-button", "data-cmd": "reveal", "data-key": "curtain", "aria-disabled": disabled ? "true" : null },
      label,
    ),
  );
}

/**
 * A hand: its title, and a row of card buttons (one Tab stop, arrows between cards),
 * or a line saying it is empty. `cardArgs(kind, pos)` gives a card's `cardButton`
 * arguments; each card is kept across rebuilds while they do not change (`memo`).
 */
export function handSection({ hand, title, label, empty, cardArgs, memo }) {
  return h(
    "section",
    { class: "nw-hand-section", "aria-label": label },
    h("h3", { class: "nw-subtitle", text: title }),
    hand.length
      ? h(
          "div",
          { class: "nw-hand", role: "group", "aria-label": title, "data-roving": "hand" },
          hand.map((kind, pos) => {
            const args = cardArgs(kind, pos);
            return memo(`card|${pos}|${kind}|${args.label}|${args.pressed}|${args.disabled}`, () => cardButton(args));
          }),
        )
      : h("p", { class: "nw-empty", text: empty }),
  );
}
