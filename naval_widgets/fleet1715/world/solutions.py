"""The 16 scenarios' solutions, transcribed as the rulebook prints them.

Each row gives, for one site in coast order, the cargo, depth, ship type and
ship name in the rulebook's own words; ``SOLUTIONS`` reads them into
``Solution`` values.
"""

from __future__ import annotations

from .data import element
from .solution import Solution

LETTERS = "ABCDEFGHIJKLMNOP"

# fmt: off
TABLES: dict[str, tuple[tuple[str, str, str, str], ...]] = {
    "A": (("Silver", "20ft", "Capitana", "N. Sn. de la Regla"),
          ("Jewelry", "15ft", "Almiranta", "Concepción"),
          ("Gold", "16ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. del Carmen"),
          ("Porcelain", "22ft", "Nao", "San Miguel")),
    "B": (("Jewelry", "15ft", "Almiranta", "Concepción"),
          ("Porcelain", "16ft", "Capitana", "N. Sn. de la Regla"),
          ("Silver", "22ft", "Nao", "San Miguel"),
          ("Gold", "20ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. del Carmen")),
    "C": (("Gold", "15ft", "Nao", "N. Sn. de la Regla"),
          ("Jewelry", "20ft", "Almiranta", "Concepción"),
          ("Porcelain", "22ft", "Holl. Schaluppe - Dutch Sloop", "San Miguel"),
          ("Silver", "16ft", "Capitana", "N. Sn. del Carmen")),
    "D": (("Gold", "22ft", "Holl. Schaluppe - Dutch Sloop", "Concepción"),
          ("Jewelry", "15ft", "Almiranta", "San Miguel"),
          ("Porcelain", "20ft", "Nao", "N. Sn. de la Regla"),
          ("Silver", "16ft", "Capitana", "N. Sn. del Carmen")),
    "E": (("Porcelain", "22ft", "Capitana", "Concepción"),
          ("Gold", "20ft", "Nao", "N. Sn. de la Regla"),
          ("Silver", "16ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. del Carmen"),
          ("Jewelry", "15ft", "Almiranta", "San Miguel")),
    "F": (("Jewelry", "20ft", "Holl. Schaluppe - Dutch Sloop", "Concepción"),
          ("Silver", "15ft", "Nao", "N. Sn. de la Regla"),
          ("Porcelain", "16ft", "Capitana", "N. Sn. del Carmen"),
          ("Gold", "22ft", "Almiranta", "San Miguel")),
    "G": (("Gold", "15ft", "Nao", "Concepción"),
          ("Jewelry", "20ft", "Almiranta", "San Miguel"),
          ("Porcelain", "22ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. de la Regla"),
          ("Silver", "16ft", "Capitana", "N. Sn. del Carmen")),
    "H": (("Silver", "16ft", "Almiranta", "Concepción"),
          ("Porcelain", "15ft", "Capitana", "San Miguel"),
          ("Jewelry", "20ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. del Carmen"),
          ("Gold", "22ft", "Nao", "N. Sn. de la Regla")),
    "I": (("Porcelain", "16ft", "Capitana", "N. Sn. del Carmen"),
          ("Jewelry", "15ft", "Almiranta", "Concepción"),
          ("Gold", "20ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. de la Regla"),
          ("Silver", "22ft", "Nao", "San Miguel")),
    "J": (("Silver", "20ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. de la Regla"),
          ("Jewelry", "15ft", "Almiranta", "Concepción"),
          ("Gold", "16ft", "Nao", "N. Sn. del Carmen"),
          ("Porcelain", "22ft", "Capitana", "San Miguel")),
    "K": (("Porcelain", "16ft", "Almiranta", "Concepción"),
          ("Jewelry", "20ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. de la Regla"),
          ("Silver", "22ft", "Nao", "N. Sn. del Carmen"),
          ("Gold", "15ft", "Capitana", "San Miguel")),
    "L": (("Porcelain", "22ft", "Nao", "N. Sn. de la Regla"),
          ("Gold", "15ft", "Almiranta", "San Miguel"),
          ("Jewelry", "20ft", "Holl. Schaluppe - Dutch Sloop", "Concepción"),
          ("Silver", "16ft", "Capitana", "N. Sn. del Carmen")),
    "M": (("Porcelain", "20ft", "Capitana", "San Miguel"),
          ("Jewelry", "15ft", "Almiranta", "Concepción"),
          ("Gold", "16ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. del Carmen"),
          ("Silver", "22ft", "Nao", "N. Sn. de la Regla")),
    "N": (("Gold", "15ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. de la Regla"),
          ("Jewelry", "20ft", "Nao", "Concepción"),
          ("Porcelain", "22ft", "Almiranta", "N. Sn. del Carmen"),
          ("Silver", "16ft", "Capitana", "San Miguel")),
    "O": (("Porcelain", "20ft", "Capitana", "N. Sn. de la Regla"),
          ("Jewelry", "15ft", "Almiranta", "Concepción"),
          ("Gold", "16ft", "Holl. Schaluppe - Dutch Sloop", "San Miguel"),
          ("Silver", "22ft", "Nao", "N. Sn. del Carmen")),
    "P": (("Porcelain", "20ft", "Capitana", "San Miguel"),
          ("Jewelry", "15ft", "Almiranta", "Concepción"),
          ("Silver", "22ft", "Nao", "N. Sn. de la Regla"),
          ("Gold", "16ft", "Holl. Schaluppe - Dutch Sloop", "N. Sn. del Carmen")),
}
# fmt: on

#: The rulebook's words for the elements, as its solution tables write them.
WORDS = {
    "Gold": "gold", "Silver": "silver", "Jewelry": "jewelry", "Porcelain": "porcelain",
    "15ft": "15ft", "16ft": "16ft", "20ft": "20ft", "22ft": "22ft",
    "Nao": "nao", "Almiranta": "almiranta", "Capitana": "capitana",
    "Holl. Schaluppe - Dutch Sloop": "sloop",
    "San Miguel": "san-miguel", "N. Sn. de la Regla": "regla",
    "N. Sn. del Carmen": "carmen", "Concepción": "concepcion",
}

#: The rulebook's "Number of players" row: 14 numbers for 16 scenarios (A-N).
PRINTED_PLAYERS = dict(zip("ABCDEFGHIJKLMN", (4, 3, 4, 4, 3, 4, 4, 4, 5, 4, 3, 3, 5, 3),
                           strict=True))
#: Decision (docs/rules/fleet1715.md, fleet1715/players): O and P take the most common count.
PLAYERS = {**PRINTED_PLAYERS, "O": 4, "P": 4}


def _read(rows: tuple[tuple[str, str, str, str], ...]) -> Solution:
    return Solution.from_rows(tuple(tuple(element(WORDS[word]) for word in row)
                                    for row in rows))


SOLUTIONS: dict[str, Solution] = {letter: _read(rows) for letter, rows in TABLES.items()}
