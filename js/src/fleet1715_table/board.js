// The plain board of the Fleet 1715 table game: the seat's mission, hand, cards received
// and face up, the public record, the requests it may make as buttons and its solution
// slip as a list. Legality comes from the `legal` trait alone.

import { h } from "../shared/dom.js";
import { actButton, cmdButton } from "../shared/pieces.js";
import { t } from "../shared/words.js";

function cards(title, list) {
  return h(
    "section",
    { class: "ft-cards" },
    h("h3", { class: "nw-subtitle" }, title),
    h("ul", {}, ...(list ?? []).map((card) => h("li", {}, `${card.number}. ${card.text}`))),
  );
}

function record(view) {
  const lines = (view.record ?? []).map((entry) =>
    h("li", {}, t("record.line", { asker: entry.asker + 1, subject: entry.subject, giver: entry.giver == null ? "-" : entry.giver + 1, card: entry.card ?? "?" })),
  );
  return h("section", { class: "ft-record" }, h("h3", { class: "nw-subtitle" }, t("record")), h("ol", {}, ...lines));
}

function slipForm(slips, busy) {
  if (!slips.length) return null;
  const options = slips.map(({ entry, index }) => h("option", { value: String(index) }, entry.label ?? entry.text));
  return h(
    "section",
    { class: "ft-slip-form" },
    h("label", {}, t("slip"), h("select", { class: "ft-slip", "data-key": "slip-select" }, ...options)),
    cmdButton({ cmd: "slip", text: t("slip.hand-in"), label: t("slip.hand-in"), disabled: busy }),
  );
}

export function renderBoard(ctx) {
  const { view, legal, busy } = ctx.traits;
  const indexed = legal.map((entry, index) => ({ entry, index }));
  const slips = indexed.filter(({ entry }) => entry.type === "slip");
  const buttons = indexed
    .filter(({ entry }) => entry.type !== "slip")
    .map(({ entry, index }) => actButton({ index, text: entry.label ?? entry.text, label: entry.label, disabled: busy }));
  const seat = view.seat;
  return h(
    "div",
    { class: "nw-board", "data-phase": view.phase ?? null },
    seat != null ? h("p", { class: "ft-mission" }, t("mission", { mission: view.missions?.[seat] ?? "-" })) : null,
    h("p", { class: "ft-counts" }, t("counts", { hands: (view.hand_sizes ?? []).join(", "), pile: view.pile ?? 0 })),
    seat != null ? cards(t("hand"), view.hand) : null,
    cards(t("face-up"), view.face_up),
    h("div", { class: "nw-actions", role: "group" }, ...buttons),
    slipForm(slips, busy),
    record(view),
  );
}

export function onCommand(cmd, target, ctx) {
  if (cmd !== "slip") return false;
  const select = ctx.root.querySelector("select.ft-slip");
  if (select) ctx.act(Number(select.value));
  return true;
}
