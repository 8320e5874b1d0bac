"""Hand-written Battleship widget traits for the front-end tests.

They follow the widget contract (view / legal / log / status ...) and cover
states a short seeded game rarely reaches all at once: shields, sunk ships,
several options on one cell, the PT boat power, a bonus play, the end.
The tests in test_battleship_real.py feed the real engine's traits as well.
"""

from __future__ import annotations

import copy

from naval_widgets.battleship.page_words import board_words
from naval_widgets.core.i18n import using
from naval_widgets.core.page_words import shell_words


def page_words(language: str = "en") -> dict:
    """The page's words as a Battleship board sends them (its ``words`` trait)."""
    with using(language):
        return {**shell_words(), **board_words()}


def label(i: int) -> str:
    return "ABC"[i // 4] + str(i % 4 + 1)


def down():
    return {"face": "down"}


def entry(card, side, cell, option=None, text=None, label_=""):
    words = (card, label(cell) if cell is not None else None, option)
    return {
        "card": card,
        "side": side,
        "cell": cell,
        "option": option,
        "text": text or " ".join(str(x) for x in words if x),
        "label": label_,
    }


def player(seat, hand, grid, powers, draw=21, discard=None, hand_limit=5):
    return {
        "seat": seat,
        "name": f"Player {seat + 1}",
        "hand": hand,
        "hand_size": 5 if hand is None else len(hand),
        "hand_limit": hand_limit,
        "draw": draw,
        "discard": len(discard or []),
        "discard_top": (discard or [None])[-1],
        "powers": powers,
        "grid": grid,
    }


def my_grid():
    g = [down() for _ in range(12)]
    g[2] = {
        "face": "up",
        "card": "destroyer",
        "hits": 3,
        "damage": 2,
        "pegs": ["white", "red1"],
        "shield": {"strength": 2, "damage": 1, "pegs": ["white"]},
    }
    g[5] = {"face": "up", "card": "miss"}
    g[7] = {"face": "sunk", "card": "pt-boat"}
    g[10] = {"face": "up", "card": "battleship", "hits": 4, "damage": 0, "pegs": []}
    return g


def opp_grid():
    g = [down() for _ in range(12)]
    g[0] = {"face": "up", "card": "miss"}
    g[3] = {
        "face": "up",
        "card": "carrier",
        "hits": 5,
        "damage": 2,
        "pegs": ["red2"],
        "shield": None,
    }
    g[6] = {"face": "up", "card": "submarine", "hits": 3, "damage": 0, "pegs": []}
    g[9] = {"face": "sunk", "card": "battleship"}
    return g


OPP_DOWN = [1, 2, 4, 5, 7, 8, 10, 11]


def play_state():
    """Seat 0 to play: five different cards, targets on both grids, a two-option cell."""
    view = {
        "game": "battleship",
        "variant": "standard",
        "seat": 0,
        "to_move": 0,
        "turn": 7,
        "phase": "play",
        "plays_left": 1,
        "extra": False,
        "restrict": None,
        "winner": None,
        "players": [
            player(
                0,
                ["white", "red2", "shield", "whites-or-two", "repair-or-draw"],
                my_grid(),
                ["destroyer"],
                draw=15,
                discard=["white", "red1"],
            ),
            player(
                1,
                None,
                opp_grid(),
                ["carrier", "submarine"],
                draw=14,
                discard=["red4"],
                hand_limit=7,
            ),
        ],
    }
    legal = []
    for c in OPP_DOWN + [3, 6]:
        legal.append(entry("white", "opp", c, label_=f"Play a white peg on opponent {label(c)}."))
    for c in OPP_DOWN + [3]:
        legal.append(
            entry("red2", "opp", c, label_=f"Play a red peg card (2 pegs) on opponent {label(c)}.")
        )
    legal.append(entry("shield", "own", 10, label_="Put a shield on your Battleship at C3."))
    legal.append(
        entry(
            "whites-or-two",
            None,
            None,
            "discard-whites:1",
            "discard-whites 1",
            "Discard 1 white peg card from your hand.",
        )
    )
    legal.append(
        entry("whites-or-two", None, None, "play-two", "play-two", "Play two more cards this turn.")
    )
    legal.append(
        entry(
            "repair-or-draw",
            "own",
            2,
            "repair:white",
            "repair A3 white",
            "Repair your Destroyer at A3: remove the white peg.",
        )
    )
    legal.append(
        entry(
            "repair-or-draw",
            "own",
            2,
            "repair:red1",
            "repair A3 red1",
            "Repair your Destroyer at A3: remove the red peg card (1 peg).",
        )
    )
    legal.append(
        entry(
            "repair-or-draw",
            None,
            None,
            "draw-three",
            "draw-three",
            "Draw 3 cards, then play one of them.",
        )
    )
    return {
        "game": "battleship",
        "view": view,
        "legal": legal,
        "log": [
            "Game starts. Player 1 plays first.",
            "Player 2 plays red4 on your B2: a miss.",
            "Player 2 draws 1 card.",
        ],
        "status": "Your turn: play a card.",
        "error": "",
        "ply": 12,
        "busy": False,
        "curtain": "",
        "hotseat": False,
        "language": "en",
        "words": page_words(),
    }


def pt_boat_state():
    """Start of seat 0's turn with the PT boat power: cardless removals, two on one cell."""
    s = play_state()
    v = s["view"]
    v["phase"] = "pt-boat"
    v["players"][0]["grid"][7] = {
        "face": "up",
        "card": "pt-boat",
        "hits": 2,
        "damage": 0,
        "pegs": [],
    }
    v["players"][0]["grid"][10]["pegs"] = ["red2"]
    v["players"][0]["grid"][10]["damage"] = 2
    v["players"][0]["powers"] = ["destroyer", "pt-boat"]
    s["legal"] = [
        entry(
            None,
            "own",
            2,
            "white",
            "pt A3 white",
            "PT boat: remove the white peg from your Destroyer at A3.",
        ),
        entry(
            None,
            "own",
            2,
            "red1",
            "pt A3 red1",
            "PT boat: remove the red peg card (1 peg) from your Destroyer at A3.",
        ),
        entry(
            None,
            "own",
            10,
            "red2",
            "pt C3 red2",
            "PT boat: remove the red peg card (2 pegs) from your Battleship at C3.",
        ),
    ]
    s["status"] = "Your turn: use your PT boat's power."
    return s


def extra_state():
    """A bonus play: "End turn" is legal beside the cards."""
    s = play_state()
    s["view"]["extra"] = True
    s["view"]["plays_left"] = 1
    s["legal"] = [e for e in s["legal"] if e["card"] == "white"] + [
        {
            "card": None,
            "side": None,
            "cell": None,
            "option": None,
            "text": "end",
            "label": "End your turn.",
        }
    ]
    s["status"] = "Bonus play: play a card or end your turn."
    return s


def restricted_state():
    """After "draw 3 then play one": only the listed kinds may be played."""
    s = play_state()
    s["view"]["restrict"] = ["red2"]
    s["legal"] = [e for e in s["legal"] if e["card"] == "red2"]
    return s


def waiting_state():
    """The bot is moving: nothing is legal for seat 0 and the page is busy."""
    s = play_state()
    s["view"]["to_move"] = 1
    s["legal"] = []
    s["busy"] = True
    s["status"] = "The bot is playing…"
    return s


def over_state():
    s = play_state()
    v = s["view"]
    v["phase"] = "over"
    v["winner"] = 0
    for c in range(12):
        cell = v["players"][1]["grid"][c]
        if cell["face"] == "up" and cell["card"] != "miss":
            v["players"][1]["grid"][c] = {"face": "sunk", "card": cell["card"]}
    s["legal"] = []
    s["status"] = "Player 1 wins!"
    s["log"] = s["log"] + ["Player 1 sinks the Carrier.", "Player 1 wins!"]
    return s


def spectator_state():
    s = play_state()
    v = s["view"]
    v["seat"] = None
    v["players"][0]["hand"] = None
    s["legal"] = []
    s["status"] = "Player 1 to play."
    return s


def hotseat_curtain_state():
    s = play_state()
    s["hotseat"] = True
    s["curtain"] = "Player 2: your turn. Click when the others look away."
    s["view"]["to_move"] = 1
    s["view"]["seat"] = 1
    s["view"]["players"][1]["hand"] = ["white", "white", "red1", "red1", "red4"]
    s["view"]["players"][0]["hand"] = None
    s["status"] = s["curtain"]
    return s


def clone(state):
    return copy.deepcopy(state)


def discard_state():
    """No card can be played: each card may be discarded (option "discard", no cell)."""
    s = play_state()
    hand = s["view"]["players"][0]["hand"]
    s["legal"] = [
        entry(
            card,
            None,
            None,
            "discard",
            f"discard {card}",
            f"Discard {card}: no card can be played.",
        )
        for card in hand
    ]
    s["status"] = "No card can be played: discard one."
    return s
