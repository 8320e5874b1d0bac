"""Pages to play on with no code: a panel per game (board, menus, New game) and a page
with a menu of every game, served by Voila from ``play/play.ipynb`` (``./dev.sh play``)."""

from .page import PlayPage, hide_warnings, play_page, read_query
from .panel import PlayPanel

__all__ = ["PlayPage", "PlayPanel", "hide_warnings", "play_page", "read_query"]
