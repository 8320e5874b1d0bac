"""What Fleet 1715's two registered games declare alike: they are played on the same
scenarios, and share one rule sheet (``sheet``). ``SHARED`` holds those fields of their
declaration (``GAME``), by name."""

from __future__ import annotations

from typing import Any

from ..core.declaration import RuleSheet
from ..core.i18n import Catalog, Text
from .world.solutions import LETTERS

_ = Catalog("fleet1715")

#: One variant a scenario of the rulebook, by its letter.
VARIANTS = tuple(LETTERS)
#: What both games call their variant: ``Solo(scenario="A")``, ``--scenario A``.
VARIANT_KEYWORD = "scenario"
#: That word as a person reads it (the play page's menu label).
VARIANT_KEYWORD_WORDS = _("Scenario")
#: Each variant as a person reads it.
VARIANT_WORDS: dict[str, Text] = {letter: _("Scenario {letter}", letter=letter)
                                  for letter in LETTERS}
#: The rule sheet both games print.
SHEET = RuleSheet(build="naval_widgets.fleet1715.sheet:sheet", catalog="fleet1715")
#: The fields both games' declaration gives alike: ``GAME = Fleet1715(**SHARED, ...)``.
SHARED: dict[str, Any] = {"variants": VARIANTS, "variant_keyword": VARIANT_KEYWORD,
                          "variant_keyword_words": VARIANT_KEYWORD_WORDS,
                          "variant_words": VARIANT_WORDS, "sheet": SHEET}
