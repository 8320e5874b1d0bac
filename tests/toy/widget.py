"""The toy's board: the status line and one button per legal entry, nothing more.

It shows that a game's widget base may bring its own front end; the games for
students have a bundle built from ``js/src/<game>.js``.
"""

from __future__ import annotations

from naval_widgets.core.widget import GameWidget

FRONT_END = """
export default {
  render({ model, el }) {
    const draw = () => {
      const status = document.createElement("p");
      status.textContent = model.get("error") || model.get("status");
      const buttons = model.get("legal").map((entry, index) => {
        const button = document.createElement("button");
        button.textContent = entry.label;
        const ply = model.get("ply");
        button.onclick = () => model.send({ type: "act", payload: { index }, ply });
        return button;
      });
      el.replaceChildren(status, ...buttons);
    };
    const traits = ["status", "error", "legal", "ply"];
    traits.forEach((name) => model.on(`change:${name}`, draw));
    draw();
    return () => traits.forEach((name) => model.off(`change:${name}`, draw));
  },
};
"""


class ToyWidget(GameWidget):
    """A ``GameWidget`` whose front end is the few lines above."""

    _esm = FRONT_END
