"""The log speaks of every seat alike ("Player 1 keeps..."), so a reader never meets
"You keep the Harpoon" beside "Player 1 plays the Harpoon" for one seat (issue 25). A
bot's reason is its own words after its name ("Player 1 (greedy): I keep..."), spoken to
its opponent as the issue "bots that explain" has them: those lines are not the log's."""

from __future__ import annotations

import re

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.core.reasons import REASON_INDENT
from naval_widgets.nautilus import Table


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_each_reader_reads_every_seat_in_the_third_person(seed):
    table = Table(seed=seed, bots={0: "greedy", 1: "greedy"})
    table.run_bots()
    for language, you in (("en", r"\b[Yy]ou\b"), ("fr", r"\b[Vv]ous\b"),
                          ("ja", "あなた")):
        with using(language):
            for seat in (0, 1):
                said = [line for line in table.log_for(seat)
                        if not line.startswith(REASON_INDENT)]
                assert said, "the game has a log"
                second = [line for line in said if re.search(you, str(line))]
                assert second == [], f"{language}, seat {seat}: {second[:3]}"
