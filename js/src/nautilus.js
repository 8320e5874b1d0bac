// Nautilus widget (anywidget ES module): a first board in plain rows, the domain cards
// between the two sides, the hand, and one button per legal action (its sentence).
// Built into naval_widgets/static/nautilus.js by js/build.mjs.

import themeCss from "./shared/theme.css";
import { h } from "./shared/dom.js";
import { mountGame } from "./shared/widget.js";

const cell = (value) => (value === null || value === undefined ? "·" : String(value));

function row(label, values) {
  return h("tr", {}, h("th", { text: label }), ...values.map((value) => h("td", { text: cell(value) })));
}

function renderBoard(ctx) {
  const { view, legal } = ctx.traits;
  const domains = (view.domains || []).map((card) => `${card.domain} ${card.stars}`);
  const sides = view.sides || [[], []];
  const names = view.names || ["1", "2"];
  const table = h(
    "table",
    { class: "nw-nautilus-board" },
    row(names[1] || "2", sides[1] || []),
    row("", domains),
    row(names[0] || "1", sides[0] || []),
  );
  const hand = h("p", { text: (view.hand || []).join(" ") + (view.special ? ` + ${view.special}` : "") });
  const buttons = legal.map((entry, index) => {
    const button = h("button", { type: "button", text: entry.label });
    button.addEventListener("click", () => ctx.act(index));
    return button;
  });
  return h("div", {}, table, hand, h("div", { class: "nw-nautilus-actions" }, ...buttons));
}

function render({ model, el }) {
  return mountGame({ model, el, game: "nautilus", css: themeCss, renderBoard });
}

export default { render };
