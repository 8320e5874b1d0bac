"""One test per rule of the Battleship card game: the legal case and the illegal one.

Rule ids are those of docs/rules/battleship.md; ``rule(...)`` marks which one a
test checks, and tests/test_rules_cited.py makes sure every id has a test.
"""

from __future__ import annotations

import pickle
from functools import partial

import pytest

from naval_widgets import IllegalAction
from naval_widgets.battleship import GAME, Table, rules
from naval_widgets.battleship.actions import (
    Discard,
    DiscardWhites,
    DrawThree,
    EndTurn,
    PlayPeg,
    PlayShield,
    PlayTwo,
    RemovePeg,
    Repair,
)
from naval_widgets.battleship.cards import BEGINNER_DESTRUCTION, DESTRUCTION, NAMES, SHIPS
from naval_widgets.battleship.rules import legal_actions, step
from naval_widgets.battleship.state import DOWN, OVER, PT_PHASE, SUNK, UP, Cell, Grid
from naval_widgets.core.chance import shuffled

from ..referee import accepted, refused
from .positions import BATTLESHIP, CARRIER, DESTROYER, MISS, PT_BOAT, SUBMARINE, grid, position

rule = pytest.mark.rule


illegal = partial(refused, rules)
legal = partial(accepted, rules)


def up(card, pegs=(), shield=None):
    return Cell(card, UP, tuple(pegs), shield)


# -- set-up ---------------------------------------------------------------------
@rule("battleship/setup")
@pytest.mark.parametrize("variant", ["standard", "beginner"])
def test_setup_deals_grid_deck_and_hand(variant):
    state = GAME.initial_state(11, variant)
    deck = DESTRUCTION if variant == "standard" else BEGINNER_DESTRUCTION
    for side in state.sides:
        assert len(side.cells) == 12 and all(cell.face == DOWN for cell in side.cells)
        assert sorted(cell.card for cell in side.cells).count("miss") == 7
        assert len(side.hand) == 5 and len(side.hand) + len(side.draw) == len(deck)
        assert sorted(side.hand + side.draw) == sorted(deck)
    assert len(DESTRUCTION) == 26 and len(BEGINNER_DESTRUCTION) == 20
    assert GAME.initial_state(11, variant) == state
    assert GAME.initial_state(12, variant) != state


@rule("battleship/setup")
def test_a_grid_knows_its_fleet_and_keeps_its_masks():
    state = GAME.initial_state(11, "standard")
    grid = state.sides[0].grid
    assert state.sides[0].cells == grid.cells and len(grid.cells) == 12
    assert tuple(grid.cells[i].card for i in grid.fleet) == SHIPS
    assert (grid.down, grid.afloat, grid.powers) == (0xFFF, 0, 0)
    assert Grid.of(grid.cells, "standard") == grid, "the masks are those the cells give"
    copied = pickle.loads(pickle.dumps(state))
    assert copied == state and copied.sides[0].grid.fleet == grid.fleet
    carrier = grid.fleet[0]
    turned = grid.with_cell(carrier, Cell(SHIPS[0], UP))
    assert turned.down == 0xFFF & ~(1 << carrier) and turned.afloat == 1 << carrier
    assert turned.powers == 1 and turned == Grid.of(turned.cells, "standard")
    sunk = turned.with_cell(carrier, Cell(SHIPS[0], SUNK))
    assert (sunk.afloat, sunk.powers) == (0, 0) and sunk == Grid.of(sunk.cells, "standard")
    assert grid.down == 0xFFF, "the first grid is unchanged"
    with pytest.raises(ValueError, match="each ship exactly once"):
        Grid.of(grid.cells[:-1], "standard")
    pegged = list(grid.cells)
    pegged[carrier] = Cell(SHIPS[0], DOWN, ("red1",))
    with pytest.raises(ValueError, match="no peg card"):
        Grid.of(pegged, "standard")
    with pytest.raises(ValueError, match="no variant"):
        Table(seed=1, variant="expert")


@rule("battleship/beginner")
def test_in_the_beginner_rules_no_ship_has_a_power():
    grid = GAME.initial_state(11, "beginner").sides[0].grid
    carrier = grid.fleet[0]
    turned = grid.with_cell(carrier, Cell(SHIPS[0], UP))
    assert turned.afloat == 1 << carrier and turned.powers == 0


@rule("battleship/first-player")
def test_player_one_starts_and_turns_alternate():
    state = GAME.initial_state(3, "standard")
    assert state.to_move == 0 and GAME.to_move(state) == 0
    after = GAME.apply(state, PlayPeg("white", 0)) if "white" in state.sides[0].hand else None
    if after is None:
        after = GAME.apply(state, legal_actions(state)[0])
    assert after.to_move == 1 and after.turn == 2


# -- one card a turn -------------------------------------------------------------------
@rule("battleship/turn")
def test_one_card_a_turn_from_your_hand():
    state = position(hand=("white", "red1"))
    after = legal(state, PlayPeg("white", MISS))
    assert after.to_move == 1
    illegal(state, PlayPeg("red2", MISS), "battleship/turn")
    illegal(state, EndTurn(), "battleship/turn")


# -- white pegs -------------------------------------------------------------------
@rule("battleship/white-peg")
def test_white_peg_reveals_and_is_discarded():
    state = position(hand=("white", "red1"))
    after = legal(state, PlayPeg("white", CARRIER))
    cell = after.sides[1].cells[CARRIER]
    assert cell.face == UP and cell.pegs == ()
    assert after.sides[0].discard == ("white",)
    revealed = position(hand=("white", "red1"), theirs=grid(c0=up("carrier")))
    illegal(revealed, PlayPeg("white", CARRIER), "battleship/white-peg")
    missed = position(hand=("white",), theirs=grid(c5=up("miss")))
    illegal(missed, PlayPeg("white", MISS), "battleship/white-peg")


# -- red pegs ---------------------------------------------------------------------
@rule("battleship/red-peg")
def test_red_peg_hits_a_revealed_ship():
    state = position(hand=("red2",), theirs=grid(c0=up("carrier")))
    after = legal(state, PlayPeg("red2", CARRIER))
    cell = after.sides[1].cells[CARRIER]
    assert cell.pegs == ("red2",)
    assert GAME.view(after, 0)["players"][1]["grid"][CARRIER]["damage"] == 2
    illegal(state, PlayPeg("red4", CARRIER), "battleship/turn")


@rule("battleship/red-search")
def test_red_peg_search_hits_at_once_or_is_discarded():
    state = position(hand=("red2", "red1"))
    hit = legal(state, PlayPeg("red2", BATTLESHIP))
    assert hit.sides[1].cells[BATTLESHIP] == up("battleship", ["red2"])
    miss = legal(state, PlayPeg("red1", MISS))
    assert miss.sides[1].cells[MISS] == up("miss") and "red1" in miss.sides[0].discard
    sunk = position(hand=("red1",), theirs=grid(c1=Cell("battleship", SUNK)))
    illegal(sunk, PlayPeg("red1", BATTLESHIP), "battleship/sinking")


# -- sinking -----------------------------------------------------------------------
@rule("battleship/sinking")
def test_enough_hits_sink_and_pegs_go_to_the_discard():
    state = position(hand=("red2",), theirs=grid(c2=up("destroyer", ["red1"])), variant="beginner")
    after = legal(state, PlayPeg("red2", DESTROYER))
    assert after.sides[1].cells[DESTROYER] == Cell("destroyer", SUNK)
    assert sorted(after.sides[0].discard) == ["red1", "red2"]
    short = position(hand=("red1",), theirs=grid(c0=up("carrier", ["red2"])))
    after = legal(short, PlayPeg("red1", CARRIER))
    assert after.sides[1].cells[CARRIER].face == UP
    illegal(position(hand=("red1",), theirs=grid(c2=Cell("destroyer", SUNK))),
            PlayPeg("red1", DESTROYER), "battleship/sinking")


# -- power cards ------------------------------------------------------------------
@rule("battleship/power-cards")
def test_a_two_power_card_offers_each_power_but_plays_one():
    state = position(hand=("whites-or-two", "white"))
    actions = legal_actions(state)
    assert DiscardWhites(1) in actions and PlayTwo() in actions
    after = legal(state, PlayTwo())
    assert "whites-or-two" in after.sides[0].discard
    illegal(after, DiscardWhites(1), "battleship/turn")


@rule("battleship/shield")
def test_shield_protects_a_revealed_ship_and_breaks_after_two_hits():
    mine = grid(c2=up("destroyer", ["red1"]))
    state = position(hand=("shield",), mine=mine)
    shielded = legal(state, PlayShield(DESTROYER))
    assert shielded.sides[0].cells[DESTROYER].shield == ()
    assert shielded.sides[0].cells[DESTROYER].pegs == ("red1",), "a shield removes no damage"
    illegal(position(hand=("shield",)), PlayShield(DESTROYER), "battleship/shield")
    twice = position(hand=("shield",), mine=grid(c2=up("destroyer", shield=())))
    illegal(twice, PlayShield(DESTROYER), "battleship/shield")
    # The opponent's pegs go to the shield; the extra hits do not reach the ship.
    attacked = position(hand=("red4",), theirs=grid(c2=up("destroyer", ["red1"], shield=())))
    after = legal(attacked, PlayPeg("red4", DESTROYER))
    cell = after.sides[1].cells[DESTROYER]
    assert cell.shield is None and cell.pegs == ("red1",) and cell.face == UP
    assert "shield" in after.sides[1].discard and "red4" in after.sides[0].discard
    # A white peg cannot hurt a shield without a destroyer.
    white = position(hand=("white",), theirs=grid(c3=up("submarine", shield=())))
    illegal(white, PlayPeg("white", SUBMARINE), "battleship/shield")


@rule("battleship/shield")
def test_shield_takes_cumulative_hits():
    state = position(hand=("red1",), theirs=grid(c0=up("carrier", shield=())))
    after = legal(state, PlayPeg("red1", CARRIER))
    assert after.sides[1].cells[CARRIER].shield == ("red1",)
    view = GAME.view(after, 0)["players"][1]["grid"][CARRIER]["shield"]
    assert view == {"strength": 2, "damage": 1, "pegs": ["red1"]}


@rule("battleship/discard-whites")
def test_discard_whites_then_refill_more():
    state = position(hand=("whites-or-two", "white", "white", "red1"))
    after = legal(state, DiscardWhites(2))
    assert after.sides[0].discard.count("white") == 2
    assert len(after.sides[0].hand) == 5, "the hand is refilled to five at the end of the turn"
    illegal(state, DiscardWhites(3), "battleship/discard-whites")
    illegal(state, DiscardWhites(0), "battleship/discard-whites")


@rule("battleship/play-two")
def test_play_two_gives_two_more_plays():
    state = position(hand=("whites-or-two", "white", "white", "red1"))
    after = legal(state, PlayTwo())
    assert after.plays_left == 2 and after.extra and after.to_move == 0
    after = legal(after, PlayPeg("white", MISS))
    assert after.plays_left == 1 and after.to_move == 0
    after = legal(after, PlayPeg("white", MISS + 1))
    assert after.to_move == 1


@rule("battleship/extra-plays")
def test_extra_plays_may_be_declined():
    state = step(position(hand=("whites-or-two", "white")), PlayTwo())[0]
    assert EndTurn() in legal_actions(state)
    after = legal(state, EndTurn())
    assert after.to_move == 1
    illegal(position(hand=("white",)), EndTurn(), "battleship/turn")


@rule("battleship/repair")
def test_repair_removes_a_peg_then_play_a_card():
    mine = grid(c0=up("carrier", ["red2", "red1"]), c1=up("battleship", shield=("red1",)))
    state = position(hand=("repair-or-draw", "white"), mine=mine)
    after = legal(state, Repair(CARRIER, "red2"))
    assert after.sides[0].cells[CARRIER].pegs == ("red1",)
    assert "red2" in after.sides[1].discard, "the peg card goes back to its owner's discard"
    assert after.plays_left == 1 and after.to_move == 0
    illegal(state, Repair(CARRIER, "red4"), "battleship/repair")
    illegal(state, Repair(BATTLESHIP, "red1"), "battleship/repair")  # not on shields


@rule("battleship/draw-three")
def test_draw_three_then_play_one_of_them():
    draw = ("red4", "red1", "white", "shield")  # the top of the pile is last
    state = position(hand=("repair-or-draw", "red2"))
    state = state._replace(sides=(state.sides[0]._replace(draw=draw), state.sides[1]))
    after = legal(state, DrawThree())
    assert sorted(after.restrict) == ["red1", "shield", "white"]
    assert sorted(after.sides[0].hand) == ["red1", "red2", "shield", "white"]
    illegal(after, PlayPeg("red2", MISS), "battleship/draw-three")
    played = legal(after, PlayPeg("red1", MISS))
    assert played.to_move == 1
    empty = state._replace(sides=(state.sides[0]._replace(draw=(), discard=()),
                                  state.sides[1]))
    illegal(empty, DrawThree(), "battleship/draw-three")


# -- ship powers ------------------------------------------------------------------
@rule("battleship/ship-powers")
def test_powers_work_from_reveal_until_sunk():
    afloat = position(hand=("white",), mine=grid(c2=up("destroyer")),
                      theirs=grid(c0=up("carrier")))
    assert PlayPeg("white", CARRIER) in legal_actions(afloat)
    hidden = position(hand=("white",), theirs=grid(c0=up("carrier")))
    illegal(hidden, PlayPeg("white", CARRIER), "battleship/white-peg")
    sunk = position(hand=("white",), mine=grid(c2=Cell("destroyer", SUNK)),
                    theirs=grid(c0=up("carrier")))
    illegal(sunk, PlayPeg("white", CARRIER), "battleship/white-peg")


@rule("battleship/submarine")
def test_only_white_pegs_damage_the_submarine():
    state = position(hand=("white", "red2"), theirs=grid(c3=up("submarine")))
    after = legal(state, PlayPeg("white", SUBMARINE))
    assert after.sides[1].cells[SUBMARINE].pegs == ("white",)
    wasted = legal(state, PlayPeg("red2", SUBMARINE))  # the rulebook: red cards are discarded
    assert wasted.sides[1].cells[SUBMARINE] == up("submarine"), "no damage, no peg left on it"
    assert wasted.sides[0].discard == ("red2",) and "red2" not in wasted.sides[0].hand
    assert GAME.step(state, PlayPeg("red2", SUBMARINE))[1][0].for_seat(None).endswith(
        "only White peg cards can damage it, so the card is discarded.")
    shielded = position(hand=("white",), theirs=grid(c3=up("submarine", shield=())))
    illegal(shielded, PlayPeg("white", SUBMARINE), "battleship/shield")
    search = position(hand=("red2",))
    found = legal(search, PlayPeg("red2", SUBMARINE))
    assert found.sides[1].cells[SUBMARINE] == up("submarine")
    assert "red2" in found.sides[0].discard
    revealing = legal(position(hand=("white",)), PlayPeg("white", SUBMARINE))
    assert revealing.sides[1].cells[SUBMARINE].pegs == ("white",), "the revealing peg counts"


def turn_comes_back(mine):
    """Player 1 ends a turn, Player 2 plays: Player 1's next turn, its PT boat first."""
    state = position(hand=("white",), their_hand=("white",) * 5, mine=mine)
    state = step(state, PlayPeg("white", MISS))[0]
    return GAME.step(state, PlayPeg("white", MISS + 2))


@rule("battleship/pt-boat")
def test_pt_boat_removes_a_peg_at_the_start_of_the_turn():
    state, _ = turn_comes_back(grid(c4=up("pt-boat"), c0=up("carrier", ["red2", "red2"]),
                                    c2=up("destroyer", ["white"])))
    assert state.to_move == 0 and state.phase == PT_PHASE
    assert legal_actions(state) == [RemovePeg(CARRIER, "red2"), RemovePeg(DESTROYER, "white")]
    illegal(state, PlayPeg("white", MISS + 1), "battleship/pt-boat")
    after = legal(state, RemovePeg(CARRIER, "red2"))
    assert after.sides[0].cells[CARRIER].pegs == ("red2",) and after.phase == "play"
    assert after.sides[1].discard[-1] == "red2", "the peg goes to its owner's discard pile"
    illegal(after, RemovePeg(CARRIER, "red2"), "battleship/pt-boat")


@rule("battleship/pt-boat")
def test_pt_boat_with_one_peg_to_remove_removes_it_without_asking():
    """One choice is no choice: the turn starts with the peg card gone, and the log says
    so; pegs of one kind on one ship are one choice too."""
    for pegs in (["red2"], ["white", "white"]):
        state, events = turn_comes_back(grid(c4=up("pt-boat"), c0=up("carrier", pegs)))
        assert state.to_move == 0 and state.phase == "play"
        assert state.sides[0].cells[CARRIER].pegs == tuple(pegs[1:])
        assert state.sides[1].discard[-1] == pegs[0]
        assert RemovePeg(CARRIER, pegs[0]) not in legal_actions(state)
        assert events[-1].for_seat(None) == (f"Player 1 uses their PT boat to take "
                                             f"{NAMES[pegs[0]]} off their carrier at A1.")
    state, _ = turn_comes_back(grid(c4=up("pt-boat")))
    assert state.phase == "play" and state.sides[1].discard == ("white",), "nothing to remove"
    sunk = grid(c4=Cell("pt-boat", SUNK), c0=up("carrier", ["red2"]))
    state, _ = turn_comes_back(sunk)
    assert state.sides[0].cells[CARRIER].pegs == ("red2",), "no PT boat afloat, no power"


@rule("battleship/destroyer")
def test_destroyer_white_pegs_damage_until_it_sinks():
    mine = grid(c2=up("destroyer", ["red2"]))
    theirs = grid(c0=up("carrier", ["white"], shield=("white",)), c3=up("submarine", ["white"]))
    state = position(hand=("white",), mine=mine, theirs=theirs)
    assert GAME.view(state, 0)["players"][1]["grid"][CARRIER]["damage"] == 1
    after = legal(state, PlayPeg("white", CARRIER + 10))
    assert after.sides[0].discard == ("white",), "a white peg finding a miss is discarded"
    after = legal(state, PlayPeg("white", DESTROYER))
    assert after.sides[1].cells[DESTROYER].pegs == ("white",), "a revealing white hits"
    # The opponent sinks the destroyer: white pegs in play are discarded, but the submarine's.
    their_turn = after._replace(sides=(after.sides[0], after.sides[1]._replace(hand=("red1",))))
    sunk = step(their_turn, PlayPeg("red1", DESTROYER))[0]
    assert sunk.sides[0].cells[DESTROYER].face == SUNK
    assert sunk.sides[1].cells[CARRIER].pegs == () and sunk.sides[1].cells[CARRIER].shield == ()
    assert sunk.sides[1].cells[SUBMARINE].pegs == ("white",)
    assert sunk.sides[1].cells[DESTROYER].pegs == ()
    assert sunk.sides[0].discard.count("white") == 3
    illegal(position(hand=("white",), theirs=grid(c0=up("carrier"))), PlayPeg("white", CARRIER),
            "battleship/white-peg")


@rule("battleship/battleship")
def test_battleship_adds_a_peg_to_each_red_card():
    mine = grid(c1=up("battleship"))
    state = position(hand=("red2",), mine=mine, theirs=grid(c2=up("destroyer")))
    after = legal(state, PlayPeg("red2", DESTROYER))
    assert after.sides[1].cells[DESTROYER].face == SUNK, "2 pegs + 1 sink a 3-hit destroyer"
    plain = position(hand=("red2",), theirs=grid(c2=up("destroyer")))
    assert step(plain, PlayPeg("red2", DESTROYER))[0].sides[1].cells[DESTROYER].face == UP
    # Revealing the opponent's battleship strengthens their red pegs already in play.
    boosted = position(hand=("white",), mine=grid(c4=up("pt-boat", ["red1"])))
    after = legal(boosted, PlayPeg("white", BATTLESHIP))
    assert after.sides[0].cells[PT_BOAT].face == SUNK
    illegal(plain, PlayPeg("red4", DESTROYER), "battleship/turn")


@rule("battleship/carrier")
def test_carrier_refills_the_hand_to_seven():
    state = position(hand=("white",), mine=grid(c0=up("carrier")))
    after = legal(state, PlayPeg("white", MISS))
    assert len(after.sides[0].hand) == 7
    plain = legal(position(hand=("white",)), PlayPeg("white", MISS))
    assert len(plain.sides[0].hand) == 5


@rule("battleship/carrier")
def test_a_hand_of_seven_keeps_its_cards_when_the_carrier_sinks():
    """The view's ``hand_limit`` is the hand the refill draws up to, not a cap: after the
    carrier sinks, 7 cards are kept and the next refill draws up to 5 (the board says
    "Your hand (7 cards, refill to 5)")."""
    state = position(hand=("white",), mine=grid(c0=up("carrier", ["red4"])),
                     their_hand=("red1",) * 5)
    state = legal(state, PlayPeg("white", MISS))
    assert GAME.view(state, 0)["players"][0]["hand_limit"] == 7
    sunk = legal(state, PlayPeg("red1", CARRIER))
    me = GAME.view(sunk, 0)["players"][0]
    assert sunk.sides[0].cells[CARRIER].face == SUNK
    assert me["hand_size"] == len(me["hand"]) == 7 and me["hand_limit"] == 5


# -- end of turn ---------------------------------------------------------------------
@rule("battleship/refill")
def test_hand_refilled_at_the_end_of_the_turn_only():
    state = position(hand=("whites-or-two", "white", "white"))
    mid = legal(state, PlayTwo())
    assert len(mid.sides[0].hand) == 2, "no refill in the middle of a turn"
    end = legal(mid, EndTurn())
    assert len(end.sides[0].hand) == 5
    big = position(hand=("repair-or-draw",) + ("white",) * 4)
    big = legal(big, DrawThree())
    big = legal(big, EndTurn())
    assert len(big.sides[0].hand) == 7, "a hand above five is kept, not cut"
    illegal(mid, DiscardWhites(1), "battleship/turn")


@rule("battleship/empty-draw")
def test_empty_draw_pile_is_remade_from_the_discard_pile():
    state = position(hand=("white",))
    state = state._replace(sides=(state.sides[0]._replace(draw=("red1",),
                                                          discard=("red2", "red4", "white")),
                                  state.sides[1]))
    after = legal(state, PlayPeg("white", MISS))
    assert sorted(after.sides[0].hand) == ["red1", "red2", "red4", "white", "white"]
    assert after.sides[0].draw == () and after.sides[0].discard == ()
    assert after.shuffles == 1
    dry = state._replace(sides=(state.sides[0]._replace(draw=(), discard=()), state.sides[1]))
    after = legal(dry, PlayPeg("white", MISS))
    assert after.sides[0].hand == ("white",), "with both piles empty the hand stays short"


@rule("battleship/empty-draw")
def test_each_reshuffle_is_drawn_from_the_seed_and_the_count():
    pile = ("red1", "red2", "red4", "white", "shield", "white", "red1", "red2")
    state = position(hand=("white",))
    state = state._replace(sides=(state.sides[0]._replace(draw=(), discard=pile),
                                  state.sides[1]), shuffles=2)
    after = legal(state, PlayPeg("white", MISS))  # the white is discarded, then 5 drawn
    order = shuffled(pile + ("white",), f"battleship/{state.seed}/shuffle/2")
    assert after.sides[0].draw == tuple(order[:-5]), "the top five (the end) were drawn"
    assert sorted(after.sides[0].hand) == sorted(order[-5:])
    assert after.shuffles == 3
    again = legal(state._replace(seed=state.seed + 1), PlayPeg("white", MISS))
    assert again.sides[0].draw != after.sides[0].draw, "another seed, another order"


@rule("battleship/no-play")
def test_a_player_who_cannot_play_discards_a_card():
    revealed = grid(**{f"c{i}": up(card) for i, card in enumerate(
        ["carrier", "battleship", "destroyer", "submarine", "pt-boat"] + ["miss"] * 7)})
    revealed = revealed[:3] + (Cell("submarine", SUNK),) + revealed[4:]
    stuck = position(hand=("white", "white"), theirs=revealed)
    assert legal_actions(stuck) == [Discard("white")]
    after = legal(stuck, Discard("white"))
    assert after.to_move == 1
    able = position(hand=("white", "red1"), theirs=revealed)
    illegal(able, Discard("white"), "battleship/no-play")


@rule("battleship/winner")
def test_sinking_the_fifth_ship_wins_and_ends_the_game():
    theirs = tuple(Cell(cell.card, SUNK) if cell.card not in ("miss", "pt-boat") else cell
                   for cell in grid())
    theirs = theirs[:4] + (up("pt-boat", ["red1"]),) + theirs[5:]
    state = position(hand=("red1", "white"), theirs=theirs, variant="beginner")
    after = legal(state, PlayPeg("red1", PT_BOAT))
    assert after.phase == OVER and after.winner == 0
    assert GAME.outcome(after).winner == 0 and GAME.to_move(after) is None
    assert legal_actions(after) == []
    illegal(after, PlayPeg("white", MISS), "battleship/winner")
    assert GAME.outcome(state) is None


@rule("battleship/beginner")
def test_beginner_rules_have_no_power_cards_and_no_ship_powers():
    state = GAME.initial_state(5, "beginner")
    for side in state.sides:
        assert not {"shield", "whites-or-two", "repair-or-draw"} & set(side.hand + side.draw)
    beginner = position(hand=("white",), mine=grid(c2=up("destroyer")),
                        theirs=grid(c0=up("carrier")), variant="beginner")
    illegal(beginner, PlayPeg("white", CARRIER), "battleship/white-peg")
    carrier = legal(position(hand=("white",), mine=grid(c0=up("carrier")), variant="beginner"),
                    PlayPeg("white", MISS))
    assert len(carrier.sides[0].hand) == 5


@rule("battleship/beginner")
def test_beginner_rules_play_no_submarine_power():
    """The submarine is a ship like any other: a red search that finds it hits it, red
    pegs hit it once revealed, and a white peg does not."""
    found = legal(position(hand=("red2",), variant="beginner"), PlayPeg("red2", SUBMARINE))
    submarine = found.sides[1].grid.cells[SUBMARINE]
    assert submarine.face == UP and submarine.pegs == ("red2",)
    assert GAME.view(found, 0)["players"][1]["grid"][SUBMARINE]["damage"] == 2
    revealed = position(hand=("red1", "white"), theirs=grid(c3=up("submarine", ["red2"])),
                        variant="beginner")
    sunk = legal(revealed, PlayPeg("red1", SUBMARINE))
    assert sunk.sides[1].grid.cells[SUBMARINE].face == SUNK
    illegal(revealed, PlayPeg("white", SUBMARINE), "battleship/white-peg")
    standard = position(hand=("red2",))  # the power, where the rules have it
    kept = legal(standard, PlayPeg("red2", SUBMARINE)).sides[1].grid.cells[SUBMARINE]
    assert kept.face == UP and kept.pegs == ()


@rule("battleship/beginner")
def test_beginner_rules_play_no_battleship_or_pt_boat_power():
    mine = grid(c1=up("battleship", ["red1"]), c4=up("pt-boat"))
    damage = {}
    for variant in ("beginner", "standard"):
        state = position(hand=("red1",), mine=mine, theirs=grid(c0=up("carrier", ["red1"])),
                         their_hand=("red1",) * 5, variant=variant)
        after = legal(state, PlayPeg("red1", CARRIER))
        damage[variant] = GAME.view(after, 0)["players"][1]["grid"][CARRIER]["damage"]
        answered = legal(after, PlayPeg("red1", MISS))
        assert answered.to_move == 0 and answered.phase == "play"
        kept = answered.sides[0].cells[BATTLESHIP].pegs
        assert kept == (("red1",) if variant == "beginner" else ()), "the PT boat's removal"
    assert damage == {"beginner": 2, "standard": 4}, "the battleship's extra peg"


@rule("battleship/action")
@pytest.mark.parametrize("notation", ["white Z9", "purple A1", "shield B2", "", "end now"])
def test_unreadable_notation_is_refused(notation):
    table = Table(seed=1)
    before = table.state
    with pytest.raises(IllegalAction) as err:
        table.play(notation)
    assert err.value.rule == "battleship/action"
    assert table.state is before
    table.play(str(table.legal()[0]))
    assert len(table.actions) == 1


# -- bad input ---------------------------------------------------------------------------
def malformed(kind, **fields):
    """An action of ``kind`` with any field values, as a careless caller could make it
    whatever its constructor checks: the rules must refuse it on their own."""
    action = object.__new__(kind)
    for name, value in fields.items():
        object.__setattr__(action, name, value)
    return action


def refused(state, action, rule_id):
    """``step`` and ``apply`` refuse ``action`` under ``rule_id`` and change nothing."""
    before = pickle.dumps(state)
    for play in (step, GAME.apply):
        with pytest.raises(IllegalAction) as err:
            play(state, action)
        assert err.value.rule == rule_id, action
        assert err.value.message.endswith(".")
    assert pickle.dumps(state) == before


BAD_CELLS = (-1, 12, 10**9, True, False, "A1", 1.0, None, [0])
BAD_CARDS = ("purple", "", "WHITE", 0, None, ["white"], ("white",))


@rule("battleship/action")
def test_peg_plays_with_nonsense_fields_are_refused():
    state = position(hand=("white", "red1", "red2", "red4"))
    for cell in BAD_CELLS:
        for card in ("white", "red1"):
            refused(state, malformed(PlayPeg, card=card, cell=cell), "battleship/action")
    for card in BAD_CARDS:
        refused(state, malformed(PlayPeg, card=card, cell=MISS), "battleship/action")
    legal(state, PlayPeg("white", MISS))  # the same position accepts a sound play


@rule("battleship/action")
def test_power_plays_with_nonsense_fields_are_refused():
    mine = grid(c0=up("carrier", ["red2"]), c2=up("destroyer"))
    state = position(hand=("shield", "whites-or-two", "repair-or-draw", "white"), mine=mine)
    for cell in BAD_CELLS:
        refused(state, malformed(PlayShield, cell=cell), "battleship/action")
        refused(state, malformed(Repair, cell=cell, peg="red2"), "battleship/action")
    for peg in BAD_CARDS:
        refused(state, malformed(Repair, cell=CARRIER, peg=peg), "battleship/action")
    for card in BAD_CARDS:
        refused(state, malformed(Discard, card=card), "battleship/action")
    for count in (True, "1", 1.0, None, [1]):
        refused(state, malformed(DiscardWhites, count=count), "battleship/action")
    for count in (-1, 0, 2, 10**9):
        refused(state, DiscardWhites(count), "battleship/discard-whites")
    # A PT boat removal outside its phase is refused before its fields are read.
    refused(state, malformed(RemovePeg, cell=-1, peg="white"), "battleship/pt-boat")
    for sound in (PlayShield(DESTROYER), Repair(CARRIER, "red2"), DiscardWhites(1)):
        legal(state, sound)


@rule("battleship/action")
def test_pt_boat_removals_with_nonsense_fields_are_refused():
    mine = grid(c4=up("pt-boat"), c0=up("carrier", ["red2"]))
    state = position(hand=("white",), mine=mine, phase=PT_PHASE)
    for cell in BAD_CELLS:
        refused(state, malformed(RemovePeg, cell=cell, peg="red2"), "battleship/action")
    for peg in BAD_CARDS:
        refused(state, malformed(RemovePeg, cell=CARRIER, peg=peg), "battleship/action")
    legal(state, RemovePeg(CARRIER, "red2"))


@rule("battleship/action")
@pytest.mark.parametrize("thing", ["white A1", None, 42, ("white", 0), PlayPeg, object()])
def test_what_is_not_a_battleship_action_is_refused(thing):
    refused(position(hand=("white",)), thing, "battleship/action")


@rule("battleship/action")
@pytest.mark.parametrize("typed", ["WHITE a1", "White A1", "  white   a1 ", "white A1"])
def test_notation_is_read_in_any_case(typed):
    assert GAME.parse(typed) == PlayPeg("white", 0)
