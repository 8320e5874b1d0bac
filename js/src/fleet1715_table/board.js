// The Fleet 1715 table board: the seats around the table (card counts, missions, who is
// active, who is passive, who moves), the seat's mission, hand, the cards handed to it
// and by it, the face-up cards, the choices the `legal` trait offers (mission cards, a
// question builder listing only the legal subjects, the cards it may hand over, the
// solution slip line by line), the public record of requests and, at the end, the slips
// revealed in the order handed in, and the seat's logic grid (notes.js). Legality comes
// from the `legal` trait alone; the view holds only what the seat may see.

import { h } from "../shared/dom.js";
import { actButton, banner, cmdButton } from "../shared/pieces.js";
import { has, t, tn } from "../shared/words.js";
import { notesPanel, onNotesCommand } from "./notes.js";

const CATEGORIES = ["site", "cargo", "depth", "type", "name"];

// ---- names -----------------------------------------------------------------------

const seatName = (seat) => t("seat.name", { number: seat + 1 });
const elementName = (key) => (key == null ? "-" : has(`element.${key}`) ? t(`element.${key}`) : String(key));
const subjectName = (key) => (has(`category.${key}`) ? t(`category.${key}`) : elementName(key));
const slipText = (lines) => (lines ?? []).map((key) => (key == null ? "…" : elementName(key))).join(t("list.comma"));

export function info(ctx) {
  const { view } = ctx.traits;
  const parts = [];
  if (view.round != null && view.phase !== "mission") parts.push(t("info.round", { round: view.round }));
  if (view.phase === "over") parts.push(t("info.over"));
  else if (view.to_move != null) parts.push(view.to_move === view.seat ? t("info.you-move") : t("info.moves", { player: seatName(view.to_move) }));
  return parts.join(" · ");
}

// ---- the table -------------------------------------------------------------------

function seats(view) {
  const count = view.players ?? 0;
  const items = [];
  for (let seat = 0; seat < count; seat++) {
    const name = seat === view.seat ? t("seat.you", { player: seatName(seat) }) : seatName(seat);
    const passive = !!view.passive?.[seat];
    const mission = view.missions?.[seat];
    const moving = view.to_move === seat;
    items.push(
      h(
        "li",
        { class: "ft-seat", "data-seat": seat, "data-passive": passive ? "true" : "false", "data-moving": moving ? "true" : null, "data-mine": seat === view.seat ? "true" : null },
        h("strong", { class: "ft-seat-name", text: name }),
        h("span", { class: "ft-seat-cards", text: tn("seat.cards", view.hand_sizes?.[seat] ?? 0) }),
        h("span", { class: "ft-seat-state", text: passive ? t("seat.passive") : t("seat.active") }),
        h("span", { class: "ft-seat-mission", text: mission ? t("seat.mission", { mission: elementName(mission) }) : t("seat.no-mission") }),
        moving ? h("span", { class: "ft-seat-moving", text: `▶ ${t("seat.to-move")}` }) : null,
      ),
    );
  }
  return h(
    "section",
    { class: "ft-seats", "aria-label": t("seats") },
    h("h3", { class: "nw-subtitle", text: t("seats") }),
    h("ul", { class: "ft-seat-list" }, items),
    h("p", { class: "ft-pile", text: tn("pile", view.pile ?? 0) }),
  );
}

/** A list of cards, each card once: a card that passed several times (handed to you,
 * then on, then back) shows its passes in order in one note ("from Player 2, then
 * Player 4"): `note(card)` words the first pass, `then(first, card)` adds each next one.
 * Scrolls when long. */
function cardList({ title, list, cls, note, then }) {
  const byNumber = new Map();
  for (const card of Array.isArray(list) ? list : []) {
    const seen = byNumber.get(card.number);
    if (seen) seen.passes.push(card);
    else byNumber.set(card.number, { card, passes: [card] });
  }
  const cards = [...byNumber.values()];
  const history = ([first, ...rest]) => rest.reduce(then, note(first));
  return h(
    "section",
    { class: `ft-cards ${cls}` },
    h("h3", { class: "nw-subtitle", text: title }),
    cards.length
      ? h(
          "ul",
          { class: "ft-scroll", tabindex: "0", "aria-label": title },
          cards.map(({ card, passes }) => h("li", { class: "ft-card", "data-number": card.number, "data-passes": passes.length }, h("span", { class: "ft-card-number", text: `${card.number}. ` }), h("span", { class: "ft-card-text", text: card.text }), note ? h("span", { class: "ft-card-note", text: ` (${history(passes)})` }) : null)),
        )
      : h("p", { class: "ft-none", text: t("none") }),
  );
}

/** The seat's hand, each card a button: a card the seat may hand over now (a legal
 * "give" of it) is highlighted and hands it over when pressed; the others are greyed, and
 * a press says why (the shell: "Wait for Player N" while another player moves; `refusal`
 * on the seat's own turn). One Tab stop, arrows between the cards. */
function hand(view, indexed, busy) {
  const cards = Array.isArray(view.hand) ? view.hand : [];
  const gives = new Map(indexed.filter(({ entry }) => entry.type === "give").map(({ entry, index }) => [entry.card, { entry, index }]));
  const item = (card) => {
    const give = busy ? null : gives.get(card.number);
    return h(
      "li",
      null,
      h(
        "button",
        { type: "button", class: "nw-card ft-card", "data-cmd": "card", "data-card": card.number, "data-number": card.number, "data-key": `hand:${card.number}`, "data-roving-item": true, "data-index": give?.index ?? null, "data-target": give ? "true" : null, "aria-disabled": give ? null : "true", title: give?.entry.label ?? null },
        h("span", { class: "ft-card-number", text: `${card.number}. ` }),
        h("span", { class: "ft-card-text", text: card.text }),
      ),
    );
  };
  return h(
    "section",
    { class: "ft-cards ft-hand" },
    h("h3", { class: "nw-subtitle", text: t("hand") }),
    cards.length ? h("ul", { class: "ft-scroll nw-hand", "data-roving": "hand", "aria-label": t("hand") }, cards.map(item)) : h("p", { class: "ft-none", text: t("none") }),
  );
}

function record(view) {
  const lines = (view.record ?? []).map((entry) => {
    const said = { asker: seatName(entry.asker), subject: subjectName(entry.subject) };
    let text;
    if (entry.giver == null) text = t("record.nobody", said);
    else if (entry.card != null) {
      // The card only to the two who passed it: the view holds it only then.
      const known = [...(view.received ?? []), ...(view.given ?? [])].find((card) => card.number === entry.card);
      text = t("record.card", { ...said, giver: seatName(entry.giver), number: entry.card, text: known?.text ?? "" });
    } else text = t("record.given", { ...said, giver: seatName(entry.giver) });
    return h("li", { "data-asker": entry.asker, "data-giver": entry.giver }, text);
  });
  return h("section", { class: "ft-record" }, h("h3", { class: "nw-subtitle", text: t("record") }), lines.length ? h("ol", { class: "ft-scroll", tabindex: "0", "aria-label": t("record") }, lines) : h("p", { class: "ft-none", text: t("none") }));
}

// ---- the choices -----------------------------------------------------------------

function missions(indexed, busy) {
  const takes = indexed.filter(({ entry }) => entry.type === "take");
  if (!takes.length) return null;
  return h(
    "div",
    { class: "nw-options ft-missions", role: "group", "aria-label": t("choose.mission") },
    h("h3", { class: "nw-subtitle", text: t("choose.mission") }),
    takes.map(({ entry, index }) => actButton({ index, text: elementName(entry.mission), label: entry.label, disabled: busy, extraClass: "nw-option" })),
  );
}

/** The question builder: one list of the legal subjects (categories, then elements). */
function questions(indexed, busy) {
  const asks = indexed.filter(({ entry }) => entry.type === "ask");
  if (!asks.length) return null;
  const option = ({ entry, index }) => h("option", { value: String(index) }, subjectName(entry.subject));
  const byCategory = asks.filter(({ entry }) => CATEGORIES.includes(entry.subject));
  const byElement = asks.filter(({ entry }) => !CATEGORIES.includes(entry.subject));
  return h(
    "section",
    { class: "ft-ask", "aria-label": t("ask.title") },
    h("h3", { class: "nw-subtitle", text: t("ask.title") }),
    h(
      "label",
      null,
      `${t("ask.subject")} `,
      h(
        "select",
        { class: "ft-ask-subject", "data-key": "ask-subject" },
        byCategory.length ? h("optgroup", { label: t("ask.categories") }, byCategory.map(option)) : null,
        byElement.length ? h("optgroup", { label: t("ask.elements") }, byElement.map(option)) : null,
      ),
    ),
    " ",
    cmdButton({ cmd: "ask", text: t("ask.send"), label: t("ask.send"), key: "cmd:ask", disabled: busy }),
  );
}

function gives(view, indexed, busy) {
  const offers = indexed.filter(({ entry }) => entry.type === "give");
  if (!offers.length) return null;
  const hand = new Map((view.hand ?? []).map((card) => [card.number, card]));
  const title = t("give.title", { player: seatName(view.turn ?? 0), subject: subjectName(view.asked) });
  return h(
    "div",
    { class: "nw-options ft-give", role: "group", "aria-label": title },
    h("p", { class: "nw-hint", text: title }),
    offers.map(({ entry, index }) => actButton({ index, text: t("give.card", { number: entry.card, text: hand.get(entry.card)?.text ?? "" }), label: entry.label, disabled: busy, extraClass: "nw-option" })),
  );
}

function others(indexed, busy) {
  const rest = indexed.filter(({ entry }) => entry.type === "pass");
  if (!rest.length) return null;
  return h("div", { class: "nw-options ft-pass", role: "group" }, rest.map(({ entry, index }) => actButton({ index, text: entry.label, label: entry.label, disabled: busy, extraClass: "nw-option" })));
}

/** The slip line by line: each line's value, and a list of the values it may take now
 * (the legal "write" entries of that line). */
function slipForm(view, indexed, busy) {
  if (view.seat == null || !Array.isArray(view.draft)) return null;
  const writes = indexed.filter(({ entry }) => entry.type === "write");
  const handIn = indexed.find(({ entry }) => entry.type === "hand-in");
  // Shown once the game is under way (read only while other choices are due), until the reveal.
  if (view.phase === "mission" || view.phase === "over") return null;
  const rows = CATEGORIES.map((category, line) => {
    const choices = writes.filter(({ entry }) => entry.line === line);
    const value = view.draft[line];
    return h(
      "li",
      { class: "ft-slip-line", "data-line": line, "data-value": value ?? null },
      h("span", { class: "ft-slip-category", text: `${t("slip.line", { category: t(`category.${category}`) })} ` }),
      h("span", { class: "ft-slip-value", text: value == null ? t("slip.empty") : elementName(value) }),
      // A space in the text too, not only the margin: copied or read aloud, the line
      // reads "site: Ft. Pierce Inlet write instead: …".
      choices.length ? " " : null,
      choices.length
        ? h(
            "span",
            { class: "ft-slip-edit" },
            h("label", { class: "ft-slip-label" }, `${t(value == null ? "slip.choose" : "slip.change")} `,
            h("select", { class: "ft-slip-choice", "data-key": `slip-line:${line}`, "aria-label": t(`category.${category}`) }, choices.map(({ entry, index }) => h("option", { value: String(index), selected: entry.value === value ? true : null }, elementName(entry.value))))),
            " ",
            cmdButton({ cmd: "write", text: t("slip.write"), label: `${t("slip.write")}: ${t(`category.${category}`)}`, key: `cmd:write:${line}`, disabled: busy, data: { line } }),
          )
        : null,
    );
  });
  return h(
    "section",
    { class: "ft-slip-form", "aria-label": t("slip") },
    h("h3", { class: "nw-subtitle", text: t("slip") }),
    h("ol", { class: "ft-slip" }, rows),
    handIn ? actButton({ index: handIn.index, text: t("slip.hand-in"), label: handIn.entry.label, key: "act:hand-in", disabled: busy, extraClass: "ft-hand-in" }) : null,
  );
}

// ---- the slips, the reveal ---------------------------------------------------------

function slips(view) {
  const list = Array.isArray(view.slips) ? view.slips : [];
  if (!list.length && view.phase !== "over") return null;
  const over = view.phase === "over";
  return h(
    "section",
    { class: "ft-reveal" },
    h("h3", { class: "nw-subtitle", text: t("reveal") }),
    h(
      "ol",
      null,
      list.map((slip, i) => {
        const mark = slip.correct == null ? "" : ` — ${t(slip.correct ? "reveal.right" : "reveal.wrong")}`;
        const text = slip.wreck ? slipText(slip.wreck) : t("reveal.hidden");
        return h("li", { class: "ft-reveal-slip", "data-seat": slip.seat, "data-correct": slip.correct == null ? null : String(slip.correct), style: `--ft-i: ${i}` }, `${t("reveal.slip", { place: i + 1, player: seatName(slip.seat), slip: text })}${mark}`);
      }),
    ),
    over && Array.isArray(view.solution)
      ? h(
          "section",
          { class: "ft-solution" },
          h("h4", { class: "nw-subtitle", text: t("solution") }),
          h("ul", null, view.solution.map((wreck) => h("li", null, slipText(CATEGORIES.map((key) => wreck[key]))))),
        )
      : null,
  );
}

// ---- the board ------------------------------------------------------------------------

export function renderBoard(ctx) {
  const { view, legal, busy, status } = ctx.traits;
  const indexed = (legal ?? []).map((entry, index) => ({ entry, index }));
  const seat = view.seat;
  const mission = seat != null ? view.missions?.[seat] : null;
  const mine =
    seat != null
      ? [
          h("p", { class: "ft-mission", text: mission ? t("mission", { mission: elementName(mission) }) : t("mission.none") }),
          hand(view, indexed, busy),
          cardList({ title: t("received"), list: view.received, cls: "ft-received", note: (card) => t("received.from", { player: seatName(card.from) }), then: (first, card) => t("received.then", { first, player: seatName(card.from) }) }),
          (view.given ?? []).length ? cardList({ title: t("given"), list: view.given, cls: "ft-given", note: (card) => t("given.to", { player: seatName(card.to) }), then: (first, card) => t("given.then", { first, player: seatName(card.to) }) }) : null,
        ]
      : [];
  const over = view.phase === "over" ? banner({ title: t("info.over"), text: status, disabled: busy }) : null;
  const play = h(
    "div",
    { class: "nw-play" },
    seats(view),
    h("div", { class: "nw-chooser" }, missions(indexed, busy), gives(view, indexed, busy), questions(indexed, busy), others(indexed, busy)),
    mine,
    cardList({ title: t("face-up"), list: view.face_up, cls: "ft-face-up" }),
    slipForm(view, indexed, busy),
  );
  return h("div", { class: "nw-board", "data-phase": view.phase ?? null }, over, h("div", { class: "nw-layout" }, play, h("aside", { class: "nw-side ft-panel" }, record(view), slips(view))), notesPanel(ctx));
}

export function onCommand(cmd, target, ctx) {
  if (cmd === "card") {
    // A card of the hand the seat may hand over now (the others are greyed).
    if (target.dataset.index != null) ctx.act(Number(target.dataset.index));
    return false;
  }
  if (cmd === "ask") {
    const select = ctx.root.querySelector("select.ft-ask-subject");
    if (select && select.value !== "") ctx.act(Number(select.value));
    return false;
  }
  if (cmd === "write") {
    const select = ctx.root.querySelector(`select[data-key="slip-line:${target.dataset.line}"]`);
    if (select && select.value !== "") ctx.act(Number(select.value));
    return false;
  }
  return onNotesCommand(cmd, target, ctx);
}

/** Why a greyed card of the hand does nothing on the seat's own turn: it does not fit the
 * request, or nobody asked for a card (another player's turn: the shell says to wait). */
export function refusal(target, ctx) {
  const { view, busy } = ctx.traits;
  if (target.dataset.cmd !== "card" || busy || view.phase === "over" || view.to_move !== view.seat) return "";
  if (view.phase === "give") return t("hand.unfit", { number: target.dataset.number, subject: subjectName(view.asked) });
  return t("hand.kept");
}
