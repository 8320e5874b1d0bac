// Fleet 1715's board: the logic grid, the clue cards, the tutor (hints, the
// check, the walkthrough player) and the scenario picker. It reads the traits
// `view`, `clues`, `tutor`, `legal` and `ply`; every mark, hint, check and
// walkthrough step is asked of the kernel, which answers in the traits.
// Marks travel as one character a cell; `view.mark_codes` names each
// character (blank, no, yes): the kernel holds the only table.

import { h, spaced } from "../shared/dom.js";
import { actButton, banner, cmdButton } from "../shared/pieces.js";
import { t, tn } from "../shared/words.js";
import { activeCell, hintButtons, hintReply, logicGrid, marksFrom, onGridKey } from "./grid.js";
import { NEXT, layoutFrom } from "./layout.js";

export const EXTRA_TRAITS = ["clues", "tutor"];
// Pause between the walkthrough player's steps.
export const PLAY_MS = 1500;

function extra(ctx) {
  const clues = ctx.model.get("clues");
  const tutor = ctx.model.get("tutor");
  return {
    clues: Array.isArray(clues) ? clues : [],
    tutor: tutor && typeof tutor === "object" ? tutor : {},
  };
}

/** The marks the grid shows, one name a cell: the walkthrough's grid while it plays, else
 * the person's (all blank when the kernel sent none). */
function shownMarks(ctx, tutor) {
  return marksFrom(tutor.kind === "walk" ? tutor.grid : ctx.traits.view.marks, ctx.traits.view.mark_codes);
}

export function info(ctx) {
  return String(ctx.traits.view.title ?? "");
}

/** The categories the grid draws (the kernel's `view.layout`). */
function layoutOf(ctx) {
  return layoutFrom(ctx.traits.view.layout);
}

/** Whether the grid takes no more marks: the game is over, or the puzzle is solved. */
function finished(v) {
  return v.result != null || (v.mode === "puzzle" && v.solved === true);
}

// ---- the grid ------------------------------------------------------------------

function grid(ctx, tutor, clues) {
  const lay = layoutOf(ctx);
  const walk = tutor.kind === "walk";
  // The walkthrough highlights only its current step's clues and cells: a clue chosen
  // before it started is not shown as chosen.
  const chosen = walk ? null : clues.find((card) => card.number === ctx.ui.selected);
  const hl = {
    active: activeCell(ctx.ui, lay),
    disabled: walk || finished(ctx.traits.view),
    selected: new Set(chosen?.cells ?? []),
    fresh: new Set(walk ? tutor.cells : []),
    hint: new Set(tutor.kind === "hint" ? tutor.cells : []),
    wrong: new Set(tutor.kind === "check" ? (tutor.mistakes ?? []).map((m) => m.cell) : []),
  };
  return logicGrid(lay, shownMarks(ctx, tutor), hl, walk ? t("grid.walk") : t("grid"));
}

// ---- clue cards, tutor, scenarios -------------------------------------------------

function clueCards(ctx, clues, tutor) {
  const walk = tutor.kind === "walk";
  const cited = new Set(tutor.cards ?? []);
  for (const m of tutor.mistakes ?? []) for (const n of m.cards ?? []) cited.add(n);
  const items = clues.map((card, i) => {
    const on = !walk && card.number === ctx.ui.selected;
    const mark = cited.has(card.number);
    const clue = card.card != null ? t("clue.card", { number: i + 1, card: card.card, text: card.text }) : t("clue", { number: i + 1, text: card.text });
    return h(
      "li",
      null,
      h(
        "button",
        {
          type: "button",
          class: "f17-clue",
          "data-cmd": "clue",
          "data-card": card.number,
          "data-key": `clue:${card.number}`,
          "data-cited": mark ? "true" : null,
          "data-roving-item": true,
          "aria-pressed": on ? "true" : "false",
          "aria-disabled": walk ? "true" : null,
          "aria-label": mark ? t(walk ? "clue.used" : "clue.cited", { clue }) : clue,
        },
        spaced(h("span", { class: "f17-clue-n", "aria-hidden": "true", text: `${mark ? "★ " : ""}${i + 1}` }), h("span", { class: "f17-clue-text", "aria-hidden": "true", text: card.text })),
      ),
    );
  });
  const v = ctx.traits.view;
  const draw = ctx.traits.legal.findIndex((e) => e.option === "draw");
  return h(
    "section",
    { class: "f17-clues", "aria-label": t("clues.cards") },
    h("h3", { class: "nw-subtitle", text: tn(clues.some((c) => c.card == null) ? "clues.tiny" : "clues.heading", clues.length) }),
    v.mode === "solo"
      ? h(
          "p",
          { class: "f17-pile" },
          `${tn("pile", v.pile ?? 0)} `,
          draw >= 0 ? actButton({ index: draw, text: t("draw"), label: t("draw.label", { count: v.pile ?? 0 }), key: "draw" }) : null,
        )
      : null,
    clues.length
      ? h("ol", { class: "f17-clue-list", "data-roving": "clues", "data-cols": "1" }, items)
      : h("p", { class: "f17-empty", text: t("clues.none") }),
  );
}

function tutorPanel(ctx, tutor) {
  const traits = ctx.traits;
  const walking = tutor.kind === "walk";
  const controls = hintButtons(walking);
  controls.push(cmdButton({ cmd: "check", text: t("check"), key: "check", disabled: walking }));
  const submit = traits.legal.findIndex((e) => e.option === "submit");
  if (submit >= 0) controls.push(cmdButton({ cmd: "submit", text: t("submit"), label: t("submit.label"), key: "submit", disabled: walking }));
  const play = ctx.ui.playing ? "walk.pause" : "walk.play";
  const player = walking
    ? [
        cmdButton({ cmd: "walk-prev", text: t("walk.prev"), label: t("walk.prev.label"), key: "walk:prev", disabled: tutor.step <= 0 }),
        cmdButton({ cmd: "walk-play", text: t(play), label: t(`${play}.label`), key: "walk:play", disabled: tutor.step >= tutor.steps - 1 }),
        cmdButton({ cmd: "walk-next", text: t("walk.next"), label: t("walk.next.label"), key: "walk:next", disabled: tutor.step >= tutor.steps - 1 }),
        cmdButton({ cmd: "close", text: t("walk.close"), key: "walk:close" }),
      ]
    : [
        h("span", { class: "f17-walk-lead", text: t("walk.lead") }),
        cmdButton({ cmd: "walk-start", text: t("walk.start"), label: t("walk.start.label"), key: "walk:start" }),
      ];
  let reply = null;
  if (tutor.kind === "hint") {
    reply = hintReply(tutor);
  } else if (tutor.kind === "check") {
    const list = (tutor.mistakes ?? []).map((m) => h("li", { text: m.text }));
    reply = h("div", { class: "f17-reply", "data-kind": "check" }, h("p", null, h("strong", { text: t("check.reply") }), tutor.text), list.length ? h("ul", null, list) : null);
  } else if (walking) {
    reply = h(
      "div",
      { class: "f17-reply", "data-kind": "walk" },
      h("p", { class: "f17-step-no" }, h("strong", { text: t("walk.step", { step: tutor.step + 1, steps: tutor.steps }) }), ` (${tutor.technique})`),
      h("p", { class: "f17-step-text", text: tutor.text }),
    );
  }
  return h(
    "section",
    { class: "f17-tutor", "aria-label": t("tutor") },
    confirmation(ctx),
    h("div", { class: "f17-controls", role: "group", "aria-label": t("controls.tutor") }, controls),
    h("div", { class: "f17-controls", role: "group", "aria-label": t("controls.walk") }, player),
    h("div", { class: "f17-replies", "aria-live": "polite" }, reply),
    tutor.kind && !walking ? cmdButton({ cmd: "close", text: t("dismiss"), label: t("dismiss.label"), key: "tutor:close" }) : null,
  );
}

// A request that would lose work or end the game asks first (as "New game…" does).
function confirmation(ctx) {
  const ask = ctx.ui.confirm;
  if (!ask) return null;
  const v = ctx.traits.view;
  const [question, yes, no] =
    ask.kind === "scenario"
      ? [t("confirm.scenario", { letter: ask.letter }), t("confirm.scenario.yes", { letter: ask.letter }), t("confirm.scenario.no")]
      : [t("confirm.submit", { named: v.named ?? 0 }), t("confirm.submit.yes"), t("confirm.submit.no")];
  return h(
    "div",
    { class: "f17-confirm", role: "group", "aria-label": t("confirm") },
    h("p", { class: "f17-confirm-text", text: question }),
    cmdButton({ cmd: "confirm-yes", text: yes, key: "confirm:yes", extraClass: "nw-btn-danger" }),
    cmdButton({ cmd: "confirm-no", text: no, key: "confirm:no" }),
  );
}

/** Whether the grid holds the person's own work, which switching scenario would lose. */
function inProgress(ctx) {
  const t = ctx.traits;
  return !finished(t.view) && t.ply > (Number(t.view.first) || 0);
}

function handIn(ctx) {
  const submit = ctx.traits.legal.findIndex((e) => e.option === "submit");
  if (submit >= 0) ctx.act(submit);
}

function scenarios(ctx) {
  const v = ctx.traits.view;
  const letters = String(v.letters ?? "ABCDEFGHIJKLMNOP").split("");
  if (!letters.length) return null; // a tiny puzzle's board: no scenarios to pick
  return h(
    "div",
    { class: "f17-scenarios", role: "group", "aria-label": t("scenarios") },
    h("span", { class: "f17-scn-label", text: t("scenarios.lead") }),
    letters.map((L) =>
      h("button", { type: "button", class: "nw-btn f17-scn", "data-cmd": "scenario", "data-letter": L, "data-key": `scenario:${L}`, "aria-pressed": L === v.scenario ? "true" : "false", "aria-label": t("scenario", { letter: L }), text: L }),
    ),
  );
}

export function renderBoard(ctx) {
  const { clues, tutor } = extra(ctx);
  const v = ctx.traits.view;
  schedulePlay(ctx, tutor);
  let end = null;
  if (v.solved === true) end = banner({ title: t("solved"), text: ctx.traits.status });
  else if (v.result) end = banner({ title: t("wrong"), text: ctx.traits.status, tone: "bad" });
  return h(
    "div",
    { class: "f17-board", "data-mode": v.mode ?? "solo", "data-solved": v.solved ? "true" : "false" },
    end,
    scenarios(ctx),
    h("div", { class: "f17-layout" }, h("div", { class: "f17-grid-wrap" }, grid(ctx, tutor, clues)), h("div", { class: "f17-side" }, tutorPanel(ctx, tutor), clueCards(ctx, clues, tutor))),
  );
}

// ---- commands and keys ---------------------------------------------------------------

function mark(ctx, cell, value) {
  const t = ctx.traits;
  if (t.busy || finished(t.view) || extra(ctx).tutor.kind === "walk") return false;
  if (ctx.ui.pendingPly === t.ply) return false; // one mark per position: wait for the kernel
  ctx.ui.pendingPly = t.ply;
  ctx.send("mark", { cell, value });
  return true;
}

function walkTo(ctx, step) {
  const { tutor } = extra(ctx);
  if (tutor.kind === "walk" && (step < 0 || step >= tutor.steps)) return;
  ctx.send("walk", { step });
}

function schedulePlay(ctx, tutor) {
  const ui = ctx.ui;
  if (ui.timer && (!ui.playing || tutor.kind !== "walk" || ui.timerStep !== tutor.step)) {
    clearTimeout(ui.timer);
    ui.timer = 0;
  }
  if (!ui.playing) return;
  if (tutor.kind !== "walk" || tutor.step >= tutor.steps - 1) {
    ui.playing = tutor.kind === "walk" && ui.playing && tutor.step < tutor.steps - 1;
    return;
  }
  if (!ui.timer) {
    ui.timerStep = tutor.step;
    ui.timer = setTimeout(() => {
      ui.timer = 0;
      if (ui.playing) walkTo(ctx, tutor.step + 1);
    }, PLAY_MS);
  }
}

export function stopPlay(ui) {
  ui.playing = false;
  if (ui.timer) clearTimeout(ui.timer);
  ui.timer = 0;
}

export function onCommand(cmd, target, ctx) {
  const ui = ctx.ui;
  const { tutor } = extra(ctx);
  switch (cmd) {
    case "mark": {
      const cell = Number(target.dataset.cell);
      ui.active = cell;
      mark(ctx, cell, NEXT[target.dataset.mark] ?? "no");
      return true;
    }
    case "clue": {
      if (tutor.kind === "walk") return false; // the walkthrough shows its own clues
      const n = Number(target.dataset.card);
      ui.selected = ui.selected === n ? null : n;
      return true;
    }
    case "hint":
      ctx.send("hint", { level: Number(target.dataset.level) });
      return false;
    case "check":
      ctx.send("check");
      return false;
    case "walk-start":
      ui.selected = null;
      walkTo(ctx, 0);
      return true;
    case "walk-prev":
      stopPlay(ui);
      walkTo(ctx, tutor.step - 1);
      return true;
    case "walk-next":
      stopPlay(ui);
      walkTo(ctx, tutor.step + 1);
      return true;
    case "walk-play":
      if (ui.playing) stopPlay(ui);
      else ui.playing = true;
      return true;
    case "close":
      stopPlay(ui);
      ctx.send("close");
      return true;
    case "scenario": {
      const letter = target.dataset.letter;
      stopPlay(ui);
      ui.selected = null;
      if (inProgress(ctx)) {
        ui.confirm = { kind: "scenario", letter };
        ctx.requestFocus("confirm:no");
      } else {
        ctx.send("scenario", { letter });
      }
      return true;
    }
    case "submit":
      if ((Number(ctx.traits.view.named) || 0) < 16) {
        ui.confirm = { kind: "submit" };
        ctx.requestFocus("confirm:no");
      } else {
        handIn(ctx);
      }
      return true;
    case "confirm-yes": {
      const ask = ui.confirm;
      ui.confirm = null;
      if (ask?.kind === "scenario") ctx.send("scenario", { letter: ask.letter });
      else if (ask?.kind === "submit") handIn(ctx);
      return true;
    }
    case "confirm-no": {
      const ask = ui.confirm;
      ui.confirm = null;
      ctx.requestFocus(ask?.kind === "scenario" ? `scenario:${ask.letter}` : "submit");
      return true;
    }
    default:
      return false;
  }
}

export function onEscape(ctx) {
  if (ctx.ui.confirm) {
    ctx.ui.confirm = null;
    return true;
  }
  if (extra(ctx).tutor.kind === "walk") {
    stopPlay(ctx.ui);
    ctx.send("close");
    return true;
  }
  if (ctx.ui.selected != null) {
    ctx.ui.selected = null;
    return true;
  }
  return false;
}

export function resetOnPly(ctx) {
  ctx.ui.pendingPly = null;
  ctx.ui.confirm = null;
}

/** Arrow keys move between cells; y/n/Delete set a mark directly. */
export function onCellKey(event, ctx) {
  return onGridKey(event, ctx, layoutOf(ctx), (cell, value) => mark(ctx, cell, value));
}
