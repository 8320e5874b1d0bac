"""``python -m naval_widgets``: simulate and bench the games (see ``core.cli``)."""

import sys

from .core.cli import main

if __name__ == "__main__":
    sys.exit(main())
