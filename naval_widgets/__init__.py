"""naval_widgets: learn and play naval card games in Jupyter.

>>> from naval_widgets import battleship
>>> table = battleship.Table(seed=7, bots={1: "greedy"})
>>> table.to_move
0
"""

from .core import IllegalAction, MessageError, SaveError, SetupError, Table, TableError, games
from .core.i18n import LANGUAGES, get_language, set_language

__version__ = "0.1.0"
__all__ = ["LANGUAGES", "IllegalAction", "MessageError", "SaveError", "SetupError", "Table",
           "TableError", "games", "get_language", "set_language"]
