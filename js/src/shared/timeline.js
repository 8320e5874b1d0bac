// The timeline of a replay: first, previous, next and last buttons, a slider over the
// positions (0 = the deal .. the number of moves), "Move k of n", and the teacher's
// comment on the move shown. A review's marks (the seat's mistakes, by move) are ticks
// on the slider's track and buttons "Move k", each showing the position the mistake was
// made from (k - 1: the seat to move, so that "Try again from here" plays that move
// again), where the mistake's sentence is shown. The board is the game's own, drawn from the
// traits of the position shown; the page only asks for another position, with the
// shell's message {type: "goto", payload: {ply: k}, ply: <the ply trait>} (a kernel or
// a standalone page answers it by changing the traits), and never moves on its own.
// A kernel's replay of a seat (`retry`) also offers "Try again from here":
// {type: "try_again"}; the board is then a live board (`trying`) until "Back to the
// replay": {type: "back"}.

import { h } from "./dom.js";

/** The `timeline` trait as the page reads it, or null when the board is no replay (or
 * plays on from a replay's position: `isTrying`). */
export function readTimeline(raw) {
  if (!raw || typeof raw !== "object" || !Number.isInteger(raw.plies) || raw.plies < 0) return null;
  if (raw.trying === true) return null;
  const comments = raw.comments && typeof raw.comments === "object" ? raw.comments : {};
  return { plies: raw.plies, comments, marks: readMarks(raw.marks, raw.plies), retry: raw.retry === true };
}

/** Whether the `timeline` trait says the board plays on from a replay's position. */
export function isTrying(raw) {
  return Boolean(raw && typeof raw === "object" && raw.trying === true);
}

/** A review's marks, `{"7": sentence}`, as [{ply, text}] in move order: those of a
 * move of the game with a sentence. */
function readMarks(raw, plies) {
  if (!raw || typeof raw !== "object") return [];
  return Object.entries(raw)
    .map(([key, text]) => ({ ply: /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : -1, text }))
    .filter(({ ply, text }) => ply >= 1 && ply <= plies && typeof text === "string" && text !== "")
    .sort((a, b) => a.ply - b.ply);
}

/** The sentence of the mistake made from position `ply`, move `ply + 1` ("" for none). */
export function markAt(timeline, ply) {
  const found = timeline ? timeline.marks.find((mark) => mark.ply === ply + 1) : null;
  return found ? found.text : "";
}

/** The comment on the move of position `ply` ("" for none). */
export function commentAt(timeline, ply) {
  const text = timeline ? timeline.comments[String(ply)] : "";
  return typeof text === "string" ? text : "";
}

// Each way to move, its key on the keyboard and its position from `from` in `plies`.
const STEPS = {
  first: { key: "Home", to: () => 0 },
  previous: { key: "ArrowLeft", to: (from) => from - 1 },
  next: { key: "ArrowRight", to: (from) => from + 1 },
  last: { key: "End", to: (from, plies) => plies },
};
const BY_KEY = Object.fromEntries(Object.entries(STEPS).map(([step, { key }]) => [key, step]));

/** The step a key asks for ("next" for →...), or null. */
export function stepOfKey(key) {
  return BY_KEY[key] ?? null;
}

/** The position `step` leads to from `from`, kept in 0..plies; null for no step. */
export function stepTarget(step, from, plies) {
  const rule = STEPS[step];
  if (!rule) return null;
  return Math.max(0, Math.min(plies, rule.to(from, plies)));
}

/**
 * The timeline bar for position `ply` of `timeline`, its words read with `word`: each
 * button shows a symbol and is named by its aria-label; the slider says the position.
 */
export function timelineBar(timeline, ply, word) {
  const { plies } = timeline;
  const position = ply === 0 ? word("replay.deal", { plies }) : word("replay.position", { ply, plies });
  const button = (step, symbol, disabled) =>
    h("button", {
      type: "button",
      class: "nw-btn nw-timeline-step",
      "data-cmd": "goto",
      "data-step": step,
      "data-key": `replay:${step}`,
      "aria-label": word(`replay.${step}`),
      "aria-disabled": disabled ? "true" : null,
      title: word(`replay.${step}`),
      text: symbol,
    });
  // The review's marks as ticks on the track, each at the position its move was made
  // from (the buttons below say them in words).
  const ticks = timeline.marks.map((mark) =>
    h("span", { class: "nw-timeline-tick", "data-ply": String(mark.ply), style: `left: ${(100 * (mark.ply - 1)) / plies}%` }),
  );
  return h(
    "div",
    { class: "nw-timeline", role: "group", "aria-label": word("replay.controls") },
    button("first", "⇤", ply <= 0),
    button("previous", "◀", ply <= 0),
    h(
      "span",
      { class: "nw-timeline-track" },
      h("input", {
        type: "range",
        class: "nw-timeline-slider",
        min: "0",
        max: String(plies),
        step: "1",
        value: String(ply),
        "data-key": "replay:slider",
        "aria-label": word("replay.slider"),
        "aria-valuetext": position,
        disabled: plies === 0,
      }),
      ticks.length ? h("span", { class: "nw-timeline-ticks", "aria-hidden": "true" }, ticks) : null,
    ),
    button("next", "▶", ply >= plies),
    button("last", "⇥", ply >= plies),
    h("span", { class: "nw-timeline-position", text: position }),
    timeline.retry
      ? h("button", { type: "button", class: "nw-btn nw-try-again", "data-cmd": "try-again", "data-key": "replay:try-again", text: word("replay.try-again") })
      : null,
  );
}

/**
 * The review's mistakes as buttons "Move k", each showing the position move k was made
 * from (a Tab stop, named by its words), or null when the replay has no mark.
 */
export function marksBar(timeline, ply, word) {
  if (!timeline.marks.length) return null;
  const label = word("replay.mistakes");
  return h(
    "div",
    { class: "nw-timeline-marks", role: "group", "aria-label": label },
    h("span", { class: "nw-timeline-marks-label", text: label }),
    timeline.marks.map((mark) =>
      h("button", {
        type: "button",
        class: "nw-btn nw-timeline-mark",
        "data-cmd": "goto",
        "data-ply": String(mark.ply - 1),
        "data-key": `replay:mark:${mark.ply}`,
        "aria-current": mark.ply - 1 === ply ? "step" : null,
        text: word("replay.mistake", { ply: mark.ply }),
      }),
    ),
  );
}

/**
 * The page's requests for positions: one at a time. A request made while another is
 * on its way (its answer not shown yet) is kept, and sent once the answer shows, so
 * that three quick clicks on "next" go three moves on, each asked from the position
 * the page then shows (the kernel refuses a request made at an older one).
 */
export class Stepper {
  /** `send(target, ply)` sends the request; `guardMs`: how long an answer is awaited. */
  constructor(send, guardMs) {
    this.send = send;
    this.guardMs = guardMs;
    this.from = null; // the position shown when the last request went
    this.to = null; // the position it asked for
    this.at = 0;
    this.wanted = null; // the position asked for since, not sent yet
  }

  /** Whether a request made at `ply` awaits its answer. */
  waiting(ply, now) {
    return this.from === ply && now - this.at < this.guardMs;
  }

  /** The position the page is heading for: the one asked for last, else `ply`. */
  aim(ply, now) {
    if (this.wanted !== null) return this.wanted;
    return this.waiting(ply, now) ? this.to : ply;
  }

  /** Ask for position `target` while `ply` is shown; true when a request went. */
  go(target, ply, now) {
    if (this.waiting(ply, now)) {
      this.wanted = target === this.to ? null : target;
      return false;
    }
    this.wanted = null;
    if (target === ply) return false;
    this.from = ply;
    this.to = target;
    this.at = now;
    this.send(target, ply);
    return true;
  }

  /** Position `ply` is shown: send the request kept meanwhile, if any. */
  shown(ply, now) {
    if (this.wanted !== null && !this.waiting(ply, now)) this.go(this.wanted, ply, now);
  }

  /** The last request was refused: the next one goes at once. */
  refused() {
    this.from = null;
  }
}
