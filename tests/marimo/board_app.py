"""A marimo app for tests/marimo/test_marimo.py: a Battleship board for seat 0 through
``mo.ui.anywidget``, against the greedy bot, which answers at once (``pace=0``)."""

import marimo

__generated_with = "0.25.2"
app = marimo.App()


@app.cell
def _():
    import marimo as mo

    from naval_widgets import battleship

    return battleship, mo


@app.cell
def _(battleship, mo):
    table = battleship.Table(seed=3, bots={1: "greedy"})
    board = mo.ui.anywidget(table.widget(seat=0, pace=0))
    board  # noqa: B018  (a cell shows its last expression)
    return (board,)


if __name__ == "__main__":
    app.run()
