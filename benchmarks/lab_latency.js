// One round of clicks on one board in JupyterLab, each timed with performance.now() from
// the click until the board shows its answer (DOM changed and laid out). Run by
// benchmarks/lab_roundtrip.py through Playwright's page.evaluate; returns {ms: {kind:
// [ms, ...]}, stages: {kind: [{stage: ms}, ...]}} for the clicks it made, the stages of
// those the kernel answered (window.__navalStages, benchmarks/lab_messages.js). `round`
// numbers the rounds (which card, which cell); `newGame`: start a new game instead (once
// a board, at the end).
//
// The boards are found by their game ("nw-<game>" on the board's root); every control is
// found as a person finds it, by what it shows: a usable card, a highlighted target, a
// button of the chooser, the toolbar's Undo and New game.
async ({ game, round, newGame: fresh }) => {
  const boards = document.querySelectorAll(`.jp-NotebookPanel:not(.lm-mod-hidden) .nw-widget.nw-${game}`);
  const root = boards[boards.length - 1];
  const out = {};
  const split = {};
  const add = (kind, ms) => (out[kind] ??= []).push(ms);
  const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
  const usable = (el) => !!el && el.getAttribute("aria-disabled") !== "true" && !el.disabled;
  const all = (sel) => Array.from(root.querySelectorAll(sel));
  const first = (sel) => all(sel).find(usable) ?? null;
  const busy = () => root.classList.contains("nw-is-busy");
  const ply = () => root.dataset.ply;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const until = (pred, ms = 60000) =>
    new Promise((resolve, reject) => {
      const done = () => {
        root.getBoundingClientRect();
        return performance.now();
      };
      if (pred()) return resolve(done());
      const timer = setTimeout(() => {
        obs.disconnect();
        reject(new Error(`${game}: no answer`));
      }, ms);
      const obs = new MutationObserver(() => {
        if (pred()) {
          obs.disconnect();
          clearTimeout(timer);
          resolve(done());
        }
      });
      obs.observe(root, { attributes: true, childList: true, subtree: true, characterData: true });
    });
  /** Click `el` and time it until `pred` holds; the ms are added under `kind`. */
  const timed = async (kind, el, pred) => {
    const seen = window.__navalMessages?.length ?? 0;
    const t0 = performance.now();
    click(el);
    const shown = await until(pred);
    add(kind, shown - t0);
    const stages = window.__navalStages?.(seen, t0, shown);
    if (stages) (split[kind] ??= []).push(stages);
    return shown - t0;
  };
  // A move takes the game on; undo and a new game take it back (a bot's move, answered
  // meanwhile, takes it on: it is no answer to them).
  const moved = (before) => () => Number(ply()) > Number(before);
  const back = (before) => () => Number(ply()) < Number(before);
  const over = () => !!root.querySelector(".nw-banner");

  /** New game, from the banner at game over, else through the toolbar's confirmation. */
  async function newGame() {
    const before = ply();
    const banner = first('.nw-banner [data-cmd="new-game"]');
    if (banner) return timed("new game", banner, back(before));
    const ask = first('[data-cmd="new-game-ask"]');
    if (!ask) return null;
    await timed("new game… (asks)", ask, () => !!first('[data-cmd="new-game"]'));
    return timed("new game", first('[data-cmd="new-game"]'), back(before));
  }

  /** Undo, when the toolbar offers it and nobody is moving. */
  async function undo() {
    const button = first('[data-cmd="undo"]');
    if (!button || busy()) return null;
    return timed("undo", button, back(ply()));
  }

  /** A hand card clicked while a bot plays: the wait note shows. */
  async function waitNote() {
    await pause(200 + Math.random() * 400);
    const card = all('.nw-hand [data-cmd="card"]')[0];
    if (!card || !busy()) return null;
    const note = root.querySelector(".nw-error");
    if (note.textContent) return null;
    return timed("hand card (bots)", card, () => note.textContent !== "");
  }

  // ---- the boards of a hand and targets: Battleship, Nautilus, Nautic Miles -------------
  const CHOOSER = {
    ready: () => !busy() && !!(first('[data-cmd="card"]') || first('[data-cell][data-target="true"]') || first('[data-cmd="act"]') || over()),
    async round() {
      await until(CHOOSER.ready);
      if (over()) return newGame();
      if (round % 5 === 4 && (await undo()) !== null) return until(CHOOSER.ready);
      const before = ply();
      const cards = all('[data-cmd="card"]').filter(usable);
      if (cards.length) {
        const card = cards[(round * 7) % cards.length];
        await timed("choose a card", card, () => card.getAttribute("aria-pressed") === "true");
        const targets = all('[data-cell][data-target="true"]').filter(usable);
        const menus = targets.filter((el) => el.getAttribute("aria-haspopup") === "true");
        if (menus.length) {
          await timed("open a menu", menus[0], () => !!root.querySelector(".nw-menu"));
          await timed("move", first(".nw-menu-item"), moved(before));
        } else if (targets.length && round % 4 !== 3) {
          await timed("move", targets[(round * 3) % targets.length], moved(before));
        } else {
          const option = first('.nw-chosen [data-cmd="act"]');
          if (option) await timed("option (discard…)", option, moved(before));
          else if (targets.length) await timed("move", targets[0], moved(before));
          else return click(first('[data-cmd="cancel-card"]'));
        }
      } else {
        const action = first('[data-cmd="act"]') ?? first('[data-cell][data-target="true"]');
        await timed("action", action, moved(before));
      }
      return waitNote();
    },
  };

  // ---- Fleet 1715: the tutor's puzzle board ------------------------------------------------
  const SOLO = {
    ready: () => !busy(),
    async round() {
      await until(() => !busy());
      const cells = all(".f17-cell").filter(usable);
      if (!cells.length) return newGame(); // solved
      const cell = cells[(round * 13) % cells.length];
      const before = cell.dataset.mark;
      await timed("grid mark", cell, () => cell.dataset.mark !== before);
      const reply = () => root.querySelector(".f17-reply");
      await timed("hint", first(`[data-cmd="hint"][data-level="${1 + (round % 3)}"]`), () => reply()?.dataset.kind === "hint");
      await timed("check", first('[data-cmd="check"]'), () => reply()?.dataset.kind === "check");
      if (round % 3 === 2) await undo();
      return null;
    },
  };

  // ---- Fleet 1715 at the table ----------------------------------------------------------------
  const TABLE = {
    ready: () => !busy() && !!(root.querySelector("select.ft-ask-subject") || first('.ft-give [data-cmd="act"]') || over()),
    async note(kind, c) {
      const cell = root.querySelector(`.ft-notes .f17-cell[data-cell="${c}"]`);
      const before = cell.dataset.mark;
      await timed(kind, cell, () => cell.dataset.mark !== before);
    },
    async hint(kind, level) {
      const close = first('.ft-notes [data-cmd="close"]');
      if (close) click(close);
      await until(() => !root.querySelector(".ft-notes .f17-reply"));
      await timed(kind, first(`.ft-notes [data-cmd="hint"][data-level="${level}"]`), () => !!root.querySelector(".ft-notes .f17-reply"));
    },
    async round() {
      await until(TABLE.ready);
      if (over()) return newGame();
      if (round % 5 === 4 && (await undo()) !== null) return null;
      await TABLE.note("grid mark", (round * 2) % 40);
      await TABLE.hint("hint", 1 + (round % 3));
      const before = ply();
      const give = first('.ft-give [data-cmd="act"]');
      await timed("move (ask, hand over)", give ?? first('[data-cmd="ask"]'), moved(before));
      // The bots' turns last about three paces: each note at a random moment of them.
      await pause(Math.random() * 1200);
      if (busy()) await TABLE.note("grid mark (bots)", (round * 2 + 1) % 40);
      await pause(Math.random() * 600);
      if (busy()) await TABLE.hint("hint (bots)", 1 + ((round + 1) % 3));
      return waitNote();
    },
  };

  const driver = { fleet1715: SOLO, fleet1715_table: TABLE }[game] ?? CHOOSER;
  if (fresh) {
    await until(driver.ready);
    await newGame();
  } else await driver.round();
  return { ms: out, stages: split };
};
