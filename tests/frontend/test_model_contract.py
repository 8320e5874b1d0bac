"""The boards outside Jupyter (issue 27, "A replay as one file": the boards work in marimo
through ``mo.ui.anywidget``; keep it so). ``tests/marimo/test_marimo.py`` runs marimo
itself, on a Battleship board; this test holds every game's board to the contract
anywidget gives such a host, end to end. The page runs the game's bundle on the project's
stub model (get/set/on/off/send/save_changes); the kernel side is the live widget,
reached as a host reaches it, through a comm of its own (``Widget.comm``: the page's
messages go in as comm messages, the widget's state updates come out of ``comm.send``).
A move is clicked, the bots answer, the page redraws.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from naval_widgets.core.table import table_class
from naval_widgets.core.widget import bundle_name

from .conftest import harnessed
from .layout import games

pytestmark = pytest.mark.browser


class HostComm:
    """The comm a host without Jupyter opens for a widget: it hands the page's messages
    to the widget (``deliver``) and keeps what the widget sends the page (``take``)."""

    comm_id = "host-comm"

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.handlers: list[Any] = []

    def on_msg(self, callback: Any) -> None:
        self.handlers.append(callback)

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        self.sent.append(data)

    def close(self, *args: Any, **kwargs: Any) -> None:
        pass

    def deliver(self, data: dict[str, Any]) -> None:
        for handler in self.handlers:
            handler({"content": {"data": data}, "buffers": []})

    def take(self) -> list[dict[str, Any]]:
        """The state updates sent since the last call, in order."""
        sent, self.sent = self.sent, []
        return [data["state"] for data in sent if data.get("method") == "update"]


#: The page's model sends each message to the kernel and applies the updates it gets back.
BRIDGE_JS = """() => {
    const model = window.model;
    model.saved = 0;
    model.save_changes = () => { model.saved += 1; };
    model.send = (content) => {
        model._sent.push(content);
        window.kernel(content).then((updates) => updates.forEach((state) => model.set(state)));
    };
}"""

#: One click on the way to a move, the shared chooser's way (js/src/shared/choose.js,
#: pieces.js): a move's button, else a highlighted target, else a playable hand card.
#: Returns what it clicked, or null.
CLICK_JS = """() => {
    const usable = (selector) => [...document.querySelectorAll(selector)]
        .find((el) => el.getAttribute('aria-disabled') !== 'true' && !el.disabled);
    const target = usable('.nw-widget [data-cmd="act"]')
        || usable('.nw-widget [data-cmd="cell"][data-target="true"]')
        || usable('.nw-widget [data-cmd="card"]');
    if (!target) return null;
    target.click();
    return target.dataset.cmd;
}"""


def host(game: Any) -> tuple[Any, Any, HostComm]:
    """A table with the first seat a person's and the others the game's bots, its board
    for the person (bots answer at once), and the host's comm on it."""
    cls = table_class(game)
    players = cls(seed=3).players
    table = cls(seed=3, bots={seat: game.default_bots[0] for seat in range(1, players)})
    board = table.widget(seat=0, pace=0)
    comm = HostComm()
    board.comm = comm
    return table, board, comm


@pytest.mark.parametrize("name", sorted(games()))
def test_a_move_by_clicks_and_the_bots_answer_through_the_hosts_comm(page, name):
    game = games()[name]
    table, board, comm = host(game)

    def kernel(content: Any) -> list[dict[str, Any]]:
        comm.deliver({"method": "custom", "content": content})
        return comm.take()

    page.expose_function("kernel", kernel)
    for shown in harnessed(page, f"{bundle_name(game)}.js"):
        state = board.get_state()
        shown.mount({key: value for key, value in state.items() if key not in ("_esm", "_css")})
        page.evaluate(BRIDGE_JS)
        for _move in range(6):  # the person's moves, until a bot answers one
            before = len(table.actions)
            for _click in range(4):
                if page.evaluate(CLICK_JS) == "act" or len(table.actions) > before:
                    break
            expect(shown.root).to_have_attribute("data-ply", str(len(table.actions)))
            assert len(table.actions) > before, f"{name}: the clicks made no move"
            if table.players == 1 or len(table.actions) > len(shown.sent()):
                break
        if table.players > 1:
            assert len(table.actions) > len(shown.sent()), f"{name}: no bot answered"
        expect(shown.root.locator(".nw-status")).to_have_text(board.status)
        assert [m["type"] for m in shown.sent()] == ["act"] * len(shown.sent())
        assert page.evaluate("window.model.saved") == 0, "the page saved a trait"

        # A host passes on a trait the page would set: the widget keeps and resends its own.
        view = board.view
        comm.deliver({"method": "update", "state": {"view": {"hand": ["anything"]}}})
        assert board.view == view and {"view": view} in comm.take()
