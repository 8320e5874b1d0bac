"""Signal flags' rule sheet: English only (the toy has no catalog)."""

from __future__ import annotations

from html import escape

from naval_widgets.core.sheet import Figure, Section, Sheet, Translate, bullets, paragraph, plain

from . import Table


def sheet(_: Translate) -> Sheet:
    table = Table(seed=1)
    hand = ", ".join(table.view(0)["seats"][0]["hand"])
    return Sheet(
        title=_("Signal flags: the rules"),
        lead=_("Three or four players ask each other for flags of a colour."),
        figure=Figure(f"<p>{escape(_('North holds: {hand}.').format(hand=hand))}</p>",
                      _("A hand at the deal.")),
        beside=(Section(_("A turn"), bullets([
            plain(_("Ask the next seat for a colour.")),
            plain(_("It gives you a flag of that colour, or says it has none: then draw.")),
        ], ordered=True)),),
        sections=(Section(_("Winning"), paragraph(
            _("When every seat has asked four times, the highest total of hoisted flags "
              "wins."))),),
        source=_("A game kept for the tests."))
