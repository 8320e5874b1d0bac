"""A first Nautic Miles board: the status, the legal moves in a list, and the log.

It stands in until the game's own board (lines of convoys, the hand, the countdowns)
is built from ``js/src/nautic_miles.js``; everything it shows comes from the seat's
view and legal entries, like any board's.
"""

from __future__ import annotations

from ..core.widget import GameWidget

FRONT_END = """
export default {
  render({ model, el }) {
    const draw = () => {
      const status = document.createElement("p");
      status.textContent = model.get("error") || model.get("status");
      const moves = document.createElement("select");
      model.get("legal").forEach((entry, index) => {
        moves.add(new Option(entry.label, String(index)));
      });
      const play = document.createElement("button");
      play.textContent = "▶";
      play.disabled = model.get("legal").length === 0;
      play.onclick = () => model.send({
        type: "act", payload: { index: Number(moves.value) }, ply: model.get("ply"),
      });
      const log = document.createElement("pre");
      log.textContent = model.get("log").slice(-12).join("\\n");
      el.replaceChildren(status, moves, play, log);
    };
    const traits = ["status", "error", "legal", "ply", "log"];
    traits.forEach((name) => model.on(`change:${name}`, draw));
    draw();
    return () => traits.forEach((name) => model.off(`change:${name}`, draw));
  },
};
"""


class NauticMilesBoard(GameWidget):
    """``GameWidget`` with the few lines of front end above."""

    _esm = FRONT_END
