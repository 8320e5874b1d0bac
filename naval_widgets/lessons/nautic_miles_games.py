"""The positions of the first Nautic Miles lesson (``nautic_miles``), under each rulebook:
the seeded two-player games its sections show (``GAMES``), the other games its questions
are asked on (``FRESH``), where no bot answers the student's move, and the scoring case of
section 9 (``CASES``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..nautic_miles.sheet import BATTLE
from ..nautic_miles.state import Arrived, Convoy, Side

#: Each position: ``(seed, moves both players played)``; from there the admiral bot plays
#: Player 2. The Japanese ones were searched for under ``variant="ja"`` (five-card hands,
#: three convoys at most, warships only after the alert's full round).
GAMES: dict[str, dict[str, tuple[int, Sequence[str]]]] = {
    "en": {
        # Article 4: your two convoys in a line, a third convoy card in your hand.
        "line": (18, ["c5000 at 1", "c20000 at 1", "c10000 at 1", "discard m600"]),
        # Article 5: miles cards on both lines; you hold 600 and 1,000 miles.
        "miles": (4, ["c2500 at 1", "c5000 at 1", "m400 1.1", "m400 2.1", "m600 1.1",
                      "discard c2500"]),
        # Article 5: Player 2 sent a storm onto your convoy; you hold long miles cards.
        "storm": (14, ["c2500 at 1", "c2500 at 1", "m200 1.1", "storm 1.1"]),
        # Article 6: an alert on your convoy, then Player 2's frigate attacks it (the
        # rule sheet's picture).
        "battle": BATTLE,
        # Article 7: a first aircraft beside your convoy.
        "aircraft": (16, ["c5000 at 1", "c2500 at 1", "m1000 1.1", "aircraft 1.1"]),
        # Article 8: a mine beside your convoy.
        "mine": (155, ["c5000 at 1", "c2500 at 1", "m400 1.1", "mine 1.1"]),
        # Article 10: Player 2 sails three convoys; you hold a radar.
        "radar": (27, ["c5000 at 1", "c5000 at 1", "discard m200", "c5000 at 1",
                       "discard m200", "c10000 at 1"]),
        # Article 10: an alert on your convoy; you hold the neutral flag.
        "neutral": (4, ["c2500 at 1", "c5000 at 1", "m400 1.1", "alert 1.1"]),
        # The card layout key: all its situations but the battle in progress (see "battle").
        "layout": (8, [
            "c10000 at 1", "alert 1.1", "discard minesweeper", "c20000 at 1",
            "aircraft 2.1", "m1000 2.1", "m2000 1.1", "c10000 at 2", "m1000 1.1",
            "m400 2.1", "radar 2.2", "m200 2.1", "c2500 at 2", "m200 2.1", "m600 1.1",
            "discard end-of-alert", "alert 2.2", "m600 2.1", "m1000 1.1", "alert 1.1",
            "submarine 2.2", "discard frigate", "storm 2.1", "discard end-of-alert",
            "discard hit-aircraft", "m600 2.1", "radar 2.1", "discard end-of-alert",
            "discard m400", "discard destroyer", "alert 2.1", "cruiser 1.1", "cruiser 1.1",
            "discard alert", "discard carrier", "trawler at 1", "discard carrier",
            "discard submarine", "discard mine", "discard hit-aircraft",
            "discard destroyer", "discard radar", "alert 2.1", "discard m1000",
            "discard m400", "discard hit-aircraft", "discard carrier", "discard calm-sea",
            "discard calm-sea", "m1000 2.1", "discard end-of-alert", "c5000 at 2",
            "aircraft 2.2", "m200 2.3", "discard frigate", "discard carrier", "c5000 at 2",
            "radar 1.2", "neutral 1.2", "discard hit-aircraft", "alert 2.2",
            "discard calm-sea", "m200 1.2", "c5000 at 2", "c2500 at 1", "mine 1.3"]),
        # A whole round against the admiral bot.
        "game": (5, []),
    },
    "ja": {
        # Your three convoys in a line (three at most), a convoy card in your hand.
        "line": (18, ["c20000 at 1", "discard alert", "c5000 at 1", "discard calm-sea",
                      "discard alert", "c20000 at 1", "c10000 at 1", "discard carrier",
                      "m2000 1.3", "discard end-of-alert", "discard calm-sea", "m600 2.1"]),
        "miles": (1, ["discard radar", "c5000 at 1", "c10000 at 1", "m600 2.1", "m200 1.1",
                      "trawler at 2"]),
        "storm": (2, ["discard radar", "c5000 at 1", "discard hit-aircraft", "discard mine",
                      "discard end-of-alert", "c10000 at 1", "discard aircraft", "m600 2.1",
                      "discard m600", "discard mine", "discard submarine", "discard alert",
                      "discard destroyer", "discard neutral", "discard minesweeper",
                      "discard carrier", "discard m200", "discard destroyer",
                      "discard calm-sea", "m1000 2.1", "discard alert", "discard alert",
                      "discard destroyer", "m400 2.2", "discard m200", "c5000 at 1",
                      "c20000 at 1", "m600 2.1", "storm 1.1", "m400 2.1"]),
        # Player 2's alert stood a full round before its frigate attacked.
        "battle": (1, ["discard submarine", "discard c5000", "c10000 at 1", "alert 1.1",
                       "discard m600", "trawler at 1", "discard frigate",
                       "discard hit-aircraft", "radar 2.1", "m400 2.1", "c5000 at 2",
                       "m400 2.1", "discard cruiser", "discard end-of-alert", "m200 1.1",
                       "discard aircraft", "aircraft 2.1", "discard m400", "discard submarine",
                       "discard m2000", "c10000 at 3", "discard alert", "discard alert",
                       "alert 1.3", "m400 1.3", "frigate 1.1"]),
        "aircraft": (10, ["discard minesweeper", "discard m200", "discard m600",
                          "discard end-of-alert", "discard minesweeper", "discard m1000",
                          "discard submarine", "discard m600", "c10000 at 1", "discard m600",
                          "m400 1.1", "discard mine", "discard alert", "discard cruiser",
                          "discard storm", "discard destroyer", "m200 1.1", "discard carrier",
                          "discard c5000", "aircraft 1.1"]),
        "mine": (155, ["c5000 at 1", "c2500 at 1", "m400 1.1", "mine 1.1"]),
        "radar": (27, ["c5000 at 1", "c5000 at 1", "discard m200", "c5000 at 1",
                       "discard m200", "c10000 at 1"]),
        "neutral": (1, ["discard radar", "discard hit-aircraft", "c10000 at 1", "alert 1.1",
                        "discard calm-sea", "trawler at 1", "m600 1.1", "discard m400",
                        "discard submarine", "discard alert", "discard destroyer",
                        "discard end-of-alert", "alert 2.1", "discard m1000",
                        "discard cruiser", "discard m600", "m400 1.1", "m400 2.1",
                        "discard aircraft", "c5000 at 1", "c10000 at 2", "m400 2.2",
                        "m200 1.1", "discard end-of-alert", "c5000 at 2", "discard alert",
                        "submarines 2.2", "m400 2.1"]),
        # All the key's situations but those a pending card of Player 2 shows (the
        # aircraft and the battle resolve within a full turn; see "aircraft", "battle").
        "layout": (6, [
            "discard calm-sea", "discard alert", "discard m400", "c2500 at 1", "alert 2.1",
            "m1000 2.1", "discard carrier", "m600 2.1", "c10000 at 1", "m400 2.1",
            "m2000 1.1", "m1000 2.1", "m1000 1.1", "c2500 at 2", "m600 1.1", "m400 2.1",
            "storm 2.1", "m200 2.1", "aircraft 2.2", "radar 1.1", "m400 1.1",
            "discard minesweeper", "discard frigate", "c5000 at 2", "discard destroyer",
            "discard carrier", "discard calm-sea", "c5000 at 3", "c10000 at 1", "radar 1.1",
            "m200 1.1", "m600 2.3", "c5000 at 1", "discard minesweeper", "discard submarine",
            "m400 2.2", "discard end-of-alert", "discard c20000", "c10000 at 2", "m200 2.1",
            "neutral 1.3", "alert 1.1", "discard calm-sea", "m400 2.3", "m600 1.2",
            "cruiser 1.1", "cruiser 1.1", "discard m1000", "discard submarine", "m2000 2.3",
            "discard m200", "discard hit-aircraft", "discard frigate", "discard destroyer",
            "discard m400", "discard c2500", "discard alert", "discard submarine",
            "discard submarine", "aircraft 1.1", "hit-aircraft 1.1", "storm 2.3",
            "discard frigate", "m200 2.3", "m1000 1.3", "discard destroyer",
            "discard c20000", "mine 1.3"]),
        # Player 2's cruiser attacks your convoy; you hold a cruiser too (there is no tie
        # in these rules: nautic_miles/battle-equal).
        "equal": (30, ["c5000 at 1", "alert 1.1", "m600 1.1", "cruiser 1.1"]),
        "game": (5, []),
    },
}

#: The fresh position of the question that ends each section, by variant: other games,
#: found by seeded play, each ``(seed, moves both players played)``.
FRESH: dict[str, dict[str, tuple[int, Sequence[str]]]] = {
    "en": {
        # Section 1: your line holds three convoys; a convoy card is in your hand.
        "new line": (320, ["trawler at 1", "discard end-of-alert", "c5000 at 2",
                           "discard submarine", "c2500 at 1", "discard m1000"]),
        # Section 2: your convoy 1.1 has sailed 2,200 miles; you hold 600 and 2,000 miles.
        "homeward": (337, ["c10000 at 1", "discard cruiser", "m2000 1.1", "discard m600",
                           "m200 1.1", "discard m2000"]),
        # Section 3: a storm on your convoy 1.1; you hold 200, 600 and 2,000 miles.
        "in a storm": (366, ["c2500 at 1", "discard frigate", "discard m400", "discard m600",
                             "discard m1000", "discard submarine", "discard m400",
                             "storm 1.1"]),
        # Section 4: Player 2's cruiser attacks your convoy; you hold a submarine and a carrier.
        "cruiser attack": (301, [
            "discard m1000", "discard c10000", "discard cruiser", "discard m1000",
            "discard m600", "discard frigate", "discard cruiser", "discard alert",
            "discard calm-sea", "discard end-of-alert", "c10000 at 1", "alert 1.1",
            "m200 1.1", "cruiser 1.1"]),
        # Section 5: an aircraft beside your convoy 1.2.
        "air attack": (311, ["c2500 at 1", "aircraft 1.1", "m200 1.1", "discard carrier",
                             "m2000 1.1", "discard radar", "discard alert", "discard alert",
                             "c5000 at 1", "discard m1000", "discard alert",
                             "discard submarine"]),
        # Section 6: a mine beside your convoy.
        "mined": (307, ["c10000 at 1", "discard aircraft", "m1000 1.1", "discard alert",
                        "m400 1.1", "discard m1000", "m200 1.1", "mine 1.1"]),
        # Section 7: Player 2 sails four convoys; you hold a radar.
        "radar targets": (301, ["discard m1000", "c2500 at 1", "discard m600", "discard frigate",
                               "discard alert", "discard end-of-alert", "discard submarine",
                               "c10000 at 2", "c10000 at 1", "c5000 at 3", "m200 1.1",
                               "c2500 at 1"]),
        # Section 8: an alert on your convoy 1.2; you hold the neutral flag.
        "flag": (347, ["c2500 at 1", "discard cruiser", "c10000 at 1", "alert 1.1",
                       "c20000 at 1", "discard end-of-alert"]),
    },
    "ja": {
        # Section 1: your line holds two convoys; a convoy card is in your hand.
        "new line": (309, ["trawler at 1", "discard frigate", "discard m400",
                           "discard destroyer", "discard m1000", "discard m400", "c2500 at 1",
                           "discard radar", "discard cruiser", "discard m400", "discard alert",
                           "discard carrier", "discard end-of-alert", "discard cruiser"]),
        "homeward": (337, ["c10000 at 1", "discard alert", "m2000 1.1", "discard m600",
                           "m200 1.1", "discard cruiser"]),
        "in a storm": (364, ["discard mine", "discard m600", "c5000 at 1", "discard cruiser",
                             "m600 1.1", "storm 1.1", "c10000 at 2", "discard radar",
                             "m2000 1.2", "discard m1000"]),
        # Player 2's alert stood a full round before its cruiser attacked.
        "cruiser attack": (301, [
            "discard m1000", "discard m1000", "discard cruiser", "discard c10000",
            "discard m600", "discard alert", "discard carrier", "discard alert",
            "discard calm-sea", "discard c5000", "c10000 at 1", "discard frigate", "m200 1.1",
            "discard c2500", "discard submarine", "discard end-of-alert", "m400 1.1",
            "discard c2500", "discard minesweeper", "discard m200", "discard radar",
            "alert 1.1", "discard alert", "cruiser 1.1"]),
        "air attack": (315, ["discard mine", "discard destroyer", "c10000 at 1", "discard m400",
                             "m1000 1.1", "aircraft 1.1"]),
        "mined": (307, ["c10000 at 1", "discard hit-aircraft", "m1000 1.1", "discard alert",
                        "m400 1.1", "discard m1000", "m200 1.1", "discard end-of-alert",
                        "discard storm", "mine 1.1"]),
        # Player 2 sails three convoys, the most these rules allow.
        "radar targets": (301, ["discard m1000", "c2500 at 1", "discard m600", "discard frigate",
                               "discard alert", "discard m1000", "discard carrier",
                               "c10000 at 1", "discard submarine", "c5000 at 3", "c10000 at 1",
                               "discard c2500"]),
        "flag": (365, ["discard m200", "discard m1000", "c5000 at 1", "alert 1.1", "c2500 at 1",
                       "discard storm"]),
    },
}
#: Section 9's case: at the end of a round, a convoy in port and a 10,000-ton convoy at sea,
#: detected by radar, 2,400 miles out.
CASES = {"scored convoy": lambda: Side(line=(Convoy("c10000", distance=2400, radar=True),),
                                       port=(Arrived("c5000", radar=False, slow=True),))}
