// The widget shell every game uses: it owns the model listeners, the parts of
// the page that persist across rebuilds (title, toolbar, status, error alert,
// log), the hot-seat curtain, keyboard and click dispatch, focus restoration
// and the message protocol. A game supplies `renderBoard(ctx)`, which builds
// its board from the traits, and a few hooks. No game logic lives here or in
// the board: legality comes from the `legal` trait alone.
//
// Messages page -> kernel, every one `{type, payload, ply}` (ply = the `ply`
// trait the page saw; the kernel refuses a message sent for an earlier one):
//   act {index} (into `legal`) | new_game {} | reveal {} | undo {}
//   goto {ply}: a replay's position (the board is a replay when `timeline` is set);
//     a replay that sent its frames shows the position at once (replay_model.js)
//   try_again {}: play on from the replay's position shown (a live board until `back`)
//   back {}: from there, back to the replay
// A game's own messages go through `ctx.send(type, payload)` too; a replay sends none
// but `goto` and `try_again` (its controls then say it takes no move).
// Undo is offered once `ply` passes `view.first` (0 unless the game set up
// moves of its own before the person's first, as a puzzle board does).

import { h, setText } from "./dom.js";
import { isReason, logDelta } from "./log.js";
import { focusFirst, focusKey, focusedKey, handleRovingKey, rovingItems, setRoving } from "./focus.js";
import { Memo, morph, morphChildren } from "./morph.js";
import { cmdButton, curtain } from "./pieces.js";
import { Stepper, commentAt, isTrying, markAt, marksBar, readTimeline, stepOfKey, stepTarget, timelineBar } from "./timeline.js";
import { has, t as word, useWords } from "./words.js";
import { replaying } from "./replay_model.js";
import replayCss from "./replay.css";

export const TRAITS = ["game", "view", "legal", "log", "status", "reason", "error", "ply", "busy", "curtain", "hotseat", "language", "words", "timeline"];

// How long an `act` blocks another `act` for the same ply when the kernel
// has not answered (a double click would otherwise send a stale second act).
const ACT_GUARD_MS = 3000;
// Keys the widget handles itself: stop them reaching notebook shortcuts.
const OWN_KEYS = new Set(["Enter", " ", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Escape"]);
// The messages a replay sends: the others are moves, which it refuses itself.
const REPLAY_MESSAGES = new Set(["goto", "try_again"]);

/**
 * Mount a game widget into `el`. Returns the cleanup function anywidget calls
 * when the view is removed.
 *
 * options:
 *   model, el          from anywidget's render()
 *   game               "battleship": root classes "nw-widget nw-battleship"
 *   title              heading text when the board's words name none ("title")
 *   css                style text injected with the widget
 *   renderBoard(ctx)   -> Node: the board (called on every change)
 *   info(ctx)          -> string: turn/phase line in the header (optional)
 *   onCommand(cmd, target, ctx, how) -> bool: game commands (data-cmd values)
 *   onEscape(ctx)      -> bool: Escape pressed; true when it did something
 *   onAct(ctx, index, target): after an act was sent (reset selection)
 *   resetOnPly(ctx)    called when `ply` changed since the last render
 *   focusFallbacks     selectors tried when the focused control disappeared
 *   readEntry(entry)   -> entry: a legal entry as the board reads it (the kernel
 *                      may leave a game's defaults out to keep each sync small)
 *   traits             the game's own synced traits, read with ctx.model.get
 *   onKeydown(event, ctx)  a key pressed in the widget, after the shell's own keys
 *   onCleanup(ctx)     called when the view is removed (stop timers)
 *   isOver(ctx)        -> bool: the game has ended ("New game…" then starts one at
 *                      once: there is no game left to keep playing)
 *   refusal(target, ctx) -> string: why a click on a greyed control does nothing
 *                      (shown in the error line until the next move), or ""
 *   parts              [{traits, selector, render(ctx)}]: a part of the board that reads
 *                      only `traits` of the game's own: when they alone changed, only
 *                      the part's element (`selector`) is drawn again, from `render`
 *                      (a note or a hint on a late-game board: its grid, not the board)
 */
export function mountGame(options) {
  const { el, game } = options;
  // The kernel's traits; a replay's, stepped through in the page from its frames.
  const model = replaying(options.model);
  const readEntry = options.readEntry ?? ((entry) => entry);
  const doc = el.ownerDocument || document;
  const state = {
    disposed: false,
    scheduled: false,
    pendingPly: null,
    pendingAt: 0,
    confirmNew: false,
    focusRequest: null,
    roving: Object.create(null),
    shownLog: [],
    scrollFrame: 0,
    lastPly: undefined,
    note: "", // why the last click did nothing, until the next move
    lastError: "",
  };
  const gameUi = {}; // the game's own view state (chosen card, open menu...)
  const changed = new Set(); // the traits changed since the last rebuild
  const memo = new Memo();

  const titleEl = h("h2", { class: "nw-title", tabindex: "-1", "data-key": "title" });
  const infoEl = h("p", { class: "nw-info" });
  const toolbarEl = h("div", { class: "nw-toolbar", role: "group", "aria-label": "" });
  const statusEl = h("p", { class: "nw-status", role: "status" });
  // Why the bot played the last move, under the status line (read out when it changes).
  const reasonEl = h("p", { class: "nw-reason", "aria-live": "polite", hidden: true });
  const errorEl = h("p", { class: "nw-error", role: "alert" });
  const mainEl = h("div", { class: "nw-main" });
  // The whole game, scrolled so the newest line is in view (theme.css sizes the box
  // in whole lines, so no line shows cut in half); a Tab stop, so the keyboard scrolls it.
  const logList = h("ol", { class: "nw-log-list", tabindex: "0", "aria-live": "polite", "aria-relevant": "additions" });
  const logTitle = h("h3", { class: "nw-subtitle" });
  const logEl = h("section", { class: "nw-log" }, logTitle, logList);
  // A replay's timeline, and the teacher's comment on the move shown (read out when
  // it changes).
  const timelineEl = h("div", { class: "nw-replay" });
  const commentText = h("p", { class: "nw-comment-text", "aria-live": "polite" });
  const commentTitle = h("h3", { class: "nw-subtitle" });
  const commentEl = h("section", { class: "nw-comment" }, commentTitle, commentText);
  // A review's mistake at the move shown, beside the comment (read out when it changes).
  const mistakeText = h("p", { class: "nw-mistake-text", "aria-live": "polite" });
  const mistakeTitle = h("h3", { class: "nw-subtitle" });
  const mistakeEl = h("section", { class: "nw-mistake" }, mistakeTitle, mistakeText);
  const root = h(
    "div",
    { class: `nw-widget nw-${game}`, "data-game": game },
    h("style", { text: options.css ?? "" }),
    h("style", { text: replayCss }),
    h("div", { class: "nw-header" }, h("div", { class: "nw-heading" }, titleEl, infoEl), toolbarEl),
    timelineEl,
    h("div", { class: "nw-replay-notes" }, commentEl, mistakeEl),
    statusEl,
    reasonEl,
    errorEl,
    mainEl,
    logEl,
  );

  // ---- reading traits ----------------------------------------------------
  function read() {
    const get = (k, d) => {
      const v = model.get(k);
      return v === undefined || v === null ? d : v;
    };
    const view = get("view", {});
    const curtain = model.get("curtain");
    return {
      game: get("game", game),
      view: typeof view === "object" ? view : {},
      legal: Array.isArray(model.get("legal")) ? model.get("legal").map(readEntry) : [],
      log: Array.isArray(model.get("log")) ? model.get("log") : [],
      status: String(get("status", "")),
      reason: String(get("reason", "")),
      error: String(get("error", "")),
      ply: Number(get("ply", 0)) || 0,
      busy: Boolean(get("busy", false)),
      curtain: typeof curtain === "string" ? curtain : "", // the curtain's words; "" when lifted
      hotseat: Boolean(get("hotseat", false)),
      timeline: readTimeline(model.get("timeline")), // null: no replay
      trying: isTrying(model.get("timeline")), // playing on from a replay's position
    };
  }

  const stepper = new Stepper((target, ply) => model.send({ type: "goto", payload: { ply: target }, ply }), ACT_GUARD_MS);

  const ctx = {
    model,
    root,
    ui: gameUi,
    /** Send legal entry `index`; false when blocked (busy, out of range, already sent). */
    act(index) {
      const t = ctx.traits;
      if (t.busy || t.curtain !== "") return false;
      if (!Number.isInteger(index) || index < 0 || index >= t.legal.length) return false;
      const now = performance.now();
      if (state.pendingPly === t.ply && now - state.pendingAt < ACT_GUARD_MS) return false;
      state.pendingPly = t.ply;
      state.pendingAt = now;
      model.send({ type: "act", payload: { index }, ply: t.ply });
      return true;
    },
    /** Send a request with its payload and the ply it was made at (a replay sends
     * none but `goto`: the click says why instead). */
    send(type, payload = {}) {
      if (ctx.traits.timeline && !REPLAY_MESSAGES.has(type)) {
        state.note = word("replay.refused");
        schedule();
        return;
      }
      model.send({ type, payload, ply: ctx.traits.ply });
    },
    /** A replay: show position `ply` (asked of the kernel, or of a standalone page). */
    goto(ply) {
      const t = ctx.traits;
      if (t.timeline) stepper.go(Math.max(0, Math.min(t.timeline.plies, ply)), t.ply, performance.now());
    },
    /** Rebuild now (after a local change such as choosing a card). */
    rerender() {
      render();
    },
    /** The element built for `sig` last time if free, else `build()` (see Memo). */
    memo(sig, build) {
      return memo.get(sig, build);
    },
    /** Put focus on the control with this data-key after the next rebuild. */
    requestFocus(key) {
      state.focusRequest = key;
    },
  };

  // ---- persistent regions ------------------------------------------------
  function updateLog(log) {
    const { keep, add } = logDelta(state.shownLog, log);
    while (logList.children.length > keep) logList.lastChild.remove();
    // Each line carries its own number (no list marker: a marker outside the box lost
    // its first digit from 100 on), in a column as wide as the largest number.
    logList.style.setProperty("--nw-log-digits", String(String(log.length).length));
    // A bot's reason follows its move's lines, unnumbered and set apart.
    let n = logList.querySelectorAll(":scope > li:not(.nw-log-reason)").length;
    for (const line of add) {
      if (isReason(line)) {
        logList.appendChild(h("li", { class: "nw-log-reason" }, h("span", { class: "nw-log-n" }), " ", h("span", { class: "nw-log-text", text: line })));
        continue;
      }
      n += 1;
      logList.appendChild(h("li", null, h("span", { class: "nw-log-n", text: `${n}.` }), " ", h("span", { class: "nw-log-text", text: line })));
    }
    const changed = add.length > 0 || keep < state.shownLog.length;
    state.shownLog = log;
    if (changed) {
      logResize.disconnect();
      logResize.observe(logList);
      if (logList.lastElementChild) logResize.observe(logList.lastElementChild);
      logFollows = true;
      readerScrolls = false;
      scrollLog();
    }
  }

  // The log follows its newest line: when a line is added, and when the lines move after
  // that (a line is laid out only once on screen, content-visibility, and a long reason
  // then wraps; lines wrap anew when the board's width changes). It stops following when
  // the reader scrolls up (by wheel, touch, keys or the scroll bar: not a scroll position
  // the browser clamped when lines were taken back), and follows again with the next line.
  let logFollows = true;
  let readerScrolls = false;
  let logScrolledTo = -1;
  for (const type of ["wheel", "touchstart", "pointerdown", "keydown"]) {
    logList.addEventListener(type, () => { readerScrolls = true; }, { passive: true });
  }
  logList.addEventListener("scroll", () => {
    if (!readerScrolls || logList.scrollTop === logScrolledTo) return;
    logFollows = logList.scrollTop + logList.clientHeight >= logList.scrollHeight - 1;
  }, { passive: true });
  const logResize = new ResizeObserver(() => {
    if (logFollows && !state.disposed) scrollLog();
  });

  function scrollLog(tries = 30) {
    // Reading scrollHeight forces a layout, so wait for the next frame instead of stalling
    // the rebuild; then scroll again each frame until the bottom stays put (a few frames,
    // while newly shown lines take their height), or the reader scrolls away.
    if (state.scrollFrame) return;
    state.scrollFrame = requestAnimationFrame(() => {
      state.scrollFrame = 0;
      if (!logFollows) return;
      logList.scrollTop = logList.scrollHeight;
      logScrolledTo = logList.scrollTop;
      const bottom = logList.scrollHeight;
      if (tries > 1) {
        state.scrollFrame = requestAnimationFrame(() => {
          state.scrollFrame = 0;
          const settled = logList.scrollHeight === bottom
            && Math.abs(logList.scrollTop + logList.clientHeight - bottom) < 1;
          if (!state.disposed && !settled) scrollLog(tries - 1);
        });
      }
    });
  }

  function buildToolbar(t) {
    const parts = [];
    if (t.timeline) return [h("span", { class: "nw-tag", text: word("replay") })];
    if (t.trying) {
      return [
        h("span", { class: "nw-tag", text: word("replay.trying") }),
        cmdButton({ cmd: "undo", text: word("undo"), label: word("undo.label"), key: "tool:undo", disabled: t.busy || t.ply <= (Number(t.view.first) || 0) }),
        cmdButton({ cmd: "back", text: word("replay.back"), key: "tool:back" }),
      ];
    }
    if (t.hotseat) parts.push(h("span", { class: "nw-tag", text: word("hotseat") }));
    parts.push(
      cmdButton({ cmd: "undo", text: word("undo"), label: word("undo.label"), key: "tool:undo", disabled: t.busy || t.ply <= (Number(t.view.first) || 0) }),
    );
    if (state.confirmNew) {
      parts.push(
        cmdButton({ cmd: "new-game", text: word("new-game.confirm"), key: "tool:new-game-confirm", disabled: t.busy, extraClass: "nw-btn-danger" }),
        cmdButton({ cmd: "new-game-cancel", text: word("new-game.cancel"), key: "tool:new-game-cancel" }),
      );
    } else {
      parts.push(cmdButton({ cmd: "new-game-ask", text: word("new-game.ask"), key: "tool:new-game", disabled: t.busy }));
    }
    return parts;
  }

  function applyRoving(tree) {
    for (const group of tree.querySelectorAll("[data-roving]")) {
      const items = rovingItems(group);
      if (!items.length) continue;
      const usable = (i) => i != null && items[i] && items[i].getAttribute("aria-disabled") !== "true";
      const remembered = state.roving[group.dataset.roving];
      let preferred = items.findIndex((it) => it.hasAttribute("data-roving-preferred"));
      if (preferred < 0) preferred = null;
      let active;
      if (preferred != null && !usable(remembered)) active = preferred;
      else if (remembered != null && remembered < items.length) active = remembered;
      else if (preferred != null) active = preferred;
      else {
        active = items.findIndex((it, i) => usable(i));
        if (active < 0) active = 0;
      }
      setRoving(items, active);
    }
  }

  function rememberRoving(target) {
    const item = target?.closest?.("[data-roving-item]");
    const group = item?.closest("[data-roving]");
    if (!group) return;
    const items = rovingItems(group);
    const i = items.indexOf(item);
    if (i >= 0) {
      state.roving[group.dataset.roving] = i;
      setRoving(items, i);
    }
  }

  function renderTimeline(t) {
    const { timeline } = t;
    timelineEl.hidden = !timeline;
    commentEl.hidden = !timeline || !Object.keys(timeline.comments).length;
    const mark = markAt(timeline, t.ply);
    mistakeEl.hidden = !mark;
    if (!timeline) return;
    if (t.error && t.error !== state.lastError) stepper.refused();
    state.lastError = t.error;
    morphChildren(timelineEl, h("div", null, timelineBar(timeline, t.ply, word), marksBar(timeline, t.ply, word)));
    setText(mistakeTitle, word("replay.review"));
    setText(mistakeText, mark);
    const slider = timelineEl.querySelector("input");
    if (slider.value !== String(t.ply)) slider.value = String(t.ply);
    setText(commentTitle, word("replay.comment"));
    commentText.dataset.empty = word("replay.no-comment");
    setText(commentText, commentAt(timeline, t.ply));
    stepper.shown(t.ply, performance.now());
  }

  /** A replay's step ("next"...) from the position the page is heading for. */
  function step(name) {
    const t = ctx.traits;
    ctx.goto(stepTarget(name, stepper.aim(t.ply, performance.now()), t.timeline.plies));
  }

  // ---- the rebuild ---------------------------------------------------------
  /** Draw again only the part of the board that reads the traits `names` (all of them
   * a part's own); false when no part does, or it is not on the board. */
  function renderPart(names) {
    const part = names.length ? (options.parts ?? []).find((p) => names.every((name) => p.traits.includes(name))) : null;
    const live = part && state.focusRequest == null ? mainEl.querySelector(part.selector) : null;
    if (!live) return false;
    useWords(model.get("words"), model.get("language")); // another board may speak another
    const fresh = part.render(ctx);
    if (!fresh) return false;
    const focus = focusState();
    applyRoving(h("div", null, fresh));
    morph(live, fresh);
    restoreFocus(focus);
    return true;
  }

  /** Where focus is before a rebuild: inside the widget or not, and on which control. */
  function focusState() {
    const active = doc.activeElement;
    return { had: !!active && active !== doc.body && root.contains(active), key: focusedKey(root) };
  }

  /** Focus back on the control asked for, else the one that had it, else a fallback. */
  function restoreFocus({ had, key }) {
    const wanted = state.focusRequest;
    state.focusRequest = null;
    if (wanted != null || had) {
      const ok = (wanted != null && focusKey(root, wanted)) || focusKey(root, key);
      if (!ok) focusFirst(root, [...(options.focusFallbacks ?? []), ".nw-curtain-button", ".nw-banner button", "[data-roving] [tabindex='0']", ".nw-title"]);
      rememberRoving(doc.activeElement);
    }
  }

  /** Rebuild the board; `traitsOnly`: for trait changes alone, when one part may do. */
  function render(traitsOnly = false) {
    if (state.disposed) return;
    state.scheduled = false;
    const names = [...changed];
    changed.clear();
    if (traitsOnly && renderPart(names)) return;
    const focus = focusState();
    useWords(model.get("words"), model.get("language"));
    // The board's language, for screen readers and for hyphenation.
    const lang = String(model.get("language") || "");
    if (lang && root.lang !== lang) root.lang = lang;
    const t = read();
    ctx.traits = t;
    // The shell's own words, in the board's language.
    setText(titleEl, has("title") ? word("title") : options.title ?? game);
    toolbarEl.setAttribute("aria-label", word("controls"));
    logList.setAttribute("aria-label", word("log.label"));
    logList.dataset.empty = word("log.empty");
    logEl.setAttribute("aria-label", word("log.label"));
    setText(logTitle, word("log"));
    if (state.lastPly !== t.ply) {
      if (state.lastPly !== undefined) options.resetOnPly?.(ctx);
      state.lastPly = t.ply;
      state.confirmNew = false;
      state.note = "";
    }

    setText(statusEl, t.status);
    setText(reasonEl, t.curtain === "" ? t.reason : "");
    reasonEl.hidden = reasonEl.textContent === "";
    setText(errorEl, t.error || state.note);
    setText(infoEl, options.info?.(ctx) ?? "");
    updateLog(t.log);
    renderTimeline(t);
    const hideLog = t.curtain !== "";
    if (logEl.hidden && !hideLog) scrollLog(); // a hidden box could not scroll
    logEl.hidden = hideLog;
    root.classList.toggle("nw-is-busy", t.busy);
    root.classList.toggle("nw-has-curtain", t.curtain !== "");
    if (root.dataset.ply !== String(t.ply)) root.dataset.ply = String(t.ply);
    if (mainEl.getAttribute("aria-busy") !== String(t.busy)) mainEl.setAttribute("aria-busy", String(t.busy));
    morphChildren(toolbarEl, h("div", null, buildToolbar(t)));

    let board;
    if (t.curtain !== "") {
      // The game's words name who comes next; the button lifts the curtain.
      board = curtain({ label: t.curtain, disabled: t.busy });
    } else {
      board = options.renderBoard(ctx);
    }
    // Tab stops are set on the new tree, then the live board is patched to
    // match it: unchanged elements (and the focused one) stay in place.
    const holder = h("div", null, board);
    applyRoving(holder);
    morphChildren(mainEl, holder);
    memo.sweep();
    restoreFocus(focus);
  }

  function schedule(name) {
    // Several traits usually change together (view, legal, log, ply...):
    // rebuild once, after the last of them, before the next paint.
    changed.add(name);
    state.pendingPly = null; // the kernel answered: another act may go
    if (state.scheduled || state.disposed) return;
    state.scheduled = true;
    queueMicrotask(() => {
      if (state.scheduled) render(true);
    });
  }

  /** "Wait for Player 3": a hand card, or a place on the board, clicked while another
   * player (a bot) moves. */
  function waitNote(target) {
    const { view, busy } = ctx.traits;
    if (!["card", "cell"].includes(target.dataset.cmd) || view.over || view.phase === "over") return "";
    const other = view.to_move != null && view.seat != null && view.to_move !== view.seat;
    if (!other && !busy) return "";
    if (view.to_move == null || view.to_move === view.seat) return "";
    const name = Array.isArray(view.names) ? view.names[view.to_move] : null;
    return name ? word("wait.for", { player: name }) : word("wait.for.seat", { number: Number(view.to_move) + 1 });
  }

  /** Why a replay's greyed control does nothing: it takes no move (its ends say nothing). */
  function replayNote(target) {
    return target.dataset.cmd === "goto" ? "" : word("replay.refused");
  }

  // ---- events --------------------------------------------------------------
  function onClick(event) {
    const target = event.target.closest?.("[data-cmd]");
    if (!target || !root.contains(target)) return;
    if (target.getAttribute("aria-disabled") === "true" || target.disabled) {
      event.preventDefault();
      // A click that does nothing says why: another player's turn, or the game's reason.
      const note = ctx.traits.timeline ? replayNote(target) : waitNote(target) || options.refusal?.(target, ctx) || "";
      if (note && note !== state.note) {
        state.note = note;
        render();
      }
      return;
    }
    // A replay's note that it takes no move stays until the position changes.
    if (!ctx.traits.timeline) state.note = "";
    const t = ctx.traits;
    const cmd = target.dataset.cmd;
    const how = { keyboard: event.detail === 0 };
    switch (cmd) {
      case "act": {
        const index = Number(target.dataset.index);
        if (ctx.act(index)) {
          options.onAct?.(ctx, index, target);
          render();
        }
        return;
      }
      case "undo":
        if (!t.busy) ctx.send("undo");
        return;
      case "new-game-ask":
        if (options.isOver?.(ctx)) {
          if (!t.busy) ctx.send("new_game");
          return;
        }
        state.confirmNew = true;
        ctx.requestFocus("tool:new-game-confirm");
        render();
        return;
      case "new-game-cancel":
        state.confirmNew = false;
        ctx.requestFocus("tool:new-game");
        render();
        return;
      case "new-game":
        if (t.busy) return;
        state.confirmNew = false;
        ctx.send("new_game");
        render();
        return;
      case "reveal":
        if (!t.busy) ctx.send("reveal");
        return;
      case "goto":
        if (target.dataset.ply) ctx.goto(Number(target.dataset.ply));
        else step(target.dataset.step);
        return;
      case "try-again":
        ctx.requestFocus("tool:back");
        ctx.send("try_again");
        return;
      case "back":
        ctx.requestFocus("replay:try-again");
        ctx.send("back");
        return;
      default:
        if (options.onCommand?.(cmd, target, ctx, how)) render();
    }
  }

  function onKeydown(event) {
    if (event.key === "Escape") {
      if (options.onEscape?.(ctx)) {
        event.preventDefault();
        render();
      } else if (state.confirmNew) {
        state.confirmNew = false;
        ctx.requestFocus("tool:new-game");
        render();
      }
    } else if (!replayKey(event)) {
      const moved = handleRovingKey(event);
      if (moved !== null) rememberRoving(doc.activeElement);
    }
    options.onKeydown?.(event, ctx);
    // Keys the widget uses must not also trigger notebook shortcuts
    // (Enter would enter edit mode, arrows would move between cells).
    if (OWN_KEYS.has(event.key) && event.target !== root) event.stopPropagation();
  }

  /** A replay's keys, anywhere on the board but in a field (the slider has its own):
   * ← previous, → next, Home the deal, End the last move. True when handled. */
  function replayKey(event) {
    const name = stepOfKey(event.key);
    if (!ctx.traits.timeline || !name || event.altKey || event.ctrlKey || event.metaKey) return false;
    if (event.target.closest?.("input, textarea, select")) return false;
    event.preventDefault();
    step(name);
    return true;
  }

  function onChange(event) {
    if (event.target.matches?.(".nw-timeline-slider")) ctx.goto(Number(event.target.value));
  }

  function onFocusin(event) {
    rememberRoving(event.target);
  }

  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeydown);
  root.addEventListener("focusin", onFocusin);
  root.addEventListener("change", onChange);
  const traits = [...TRAITS, ...(options.traits ?? [])];
  const listeners = traits.map((name) => [`change:${name}`, () => schedule(name)]);
  for (const [event, listener] of listeners) model.on(event, listener);
  el.appendChild(root);
  render();

  return function cleanup() {
    state.disposed = true;
    options.onCleanup?.(ctx);
    if (state.scrollFrame) cancelAnimationFrame(state.scrollFrame);
    logResize.disconnect();
    for (const [event, listener] of listeners) model.off(event, listener);
    model.dispose();
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeydown);
    root.removeEventListener("focusin", onFocusin);
    root.removeEventListener("change", onChange);
    root.remove();
  };
}
