"""The message catalogs: extract, update, compile and check (``./dev.sh catalogs``).

    python -m tools.catalogs update   extract each domain's messages into its .pot and
                                      merge them into every language's .po (Babel)
    python -m tools.catalogs compile  compile every .po into the .mo the package reads
    python -m tools.catalogs check    fail when a message of the code is missing from a
                                      catalog, an entry is fuzzy or empty, or a committed
                                      .mo does not match its .po (as the bundle check)

Domains are the package's parts ("core", "battleship"...): ``DOMAINS`` says where
each one's messages are. Babel is a development tool only: at run time the package
reads the compiled .mo files with the standard library's gettext.
"""

from __future__ import annotations

import gettext
import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "naval_widgets" / "locale"
#: Each domain and the folder of the package its messages are written in.
DOMAINS = {"core": "naval_widgets/core", "battleship": "naval_widgets/battleship",
           "lessons": "naval_widgets/lessons", "apps": "naval_widgets/apps",
           "fleet1715": "naval_widgets/fleet1715", "nautic_miles": "naval_widgets/nautic_miles",
           "nautilus": "naval_widgets/nautilus"}
LANGUAGES = ("fr", "it", "ja")
#: The catalog functions: ``_(msgid)``, ``n_(singular, plural, n)``, and the page's
#: ``forms(singular, plural)`` (see ``naval_widgets.core.i18n``); a message in a context
#: (``msgctxt``) ``p_(context, msgid)``, and a sentence's words that agree with a noun,
#: ``np_(gender, singular, plural)`` and ``numbered(singular, plural)`` (see
#: ``naval_widgets.fleet1715.world.grammar``).
KEYWORDS = ("-k", "n_:1,2", "-k", "forms:1,2", "-k", "p_:1c,2", "-k", "np_:1c,2,3",
            "-k", "numbered:1,2")


def pybabel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "-q", *args], check=True,
                   cwd=ROOT)


def extract(domain: str, output: Path) -> None:
    pybabel("extract", "-F", "babel.cfg", *KEYWORDS, "--add-location=file", "--sort-by-file",
            "--no-wrap", "--omit-header", "-o", str(output), DOMAINS[domain])


def update() -> None:
    for domain in DOMAINS:
        pot = LOCALE / f"{domain}.pot"
        extract(domain, pot)
        for language in LANGUAGES:
            po = LOCALE / language / "LC_MESSAGES" / f"{domain}.po"
            if po.exists():
                pybabel("update", "-D", domain, "-i", str(pot), "-d", str(LOCALE), "-l", language,
                        "--no-wrap", "--ignore-pot-creation-date", "--no-fuzzy-matching")
            else:
                pybabel("init", "-D", domain, "-i", str(pot), "-d", str(LOCALE), "-l", language,
                        "--no-wrap")


def compile_all() -> None:
    for domain in DOMAINS:
        for language in LANGUAGES:
            pybabel("compile", "-D", domain, "-d", str(LOCALE), "-l", language)


def problems() -> list[str]:
    """Everything wrong with the catalogs, one sentence each."""
    found = []
    with tempfile.TemporaryDirectory() as tmp:
        for domain in DOMAINS:
            pot = Path(tmp) / f"{domain}.pot"
            extract(domain, pot)
            with pot.open("rb") as file:
                wanted = {(message.context, message.id) for message in read_po(file)
                          if message.id}
            for language in LANGUAGES:
                found += _po_problems(domain, language, wanted)
    return found


def _key(entry: tuple[str | None, str | tuple[str, ...]]) -> str:
    """An entry's words, for a sentence: its message id (the singular), and its context."""
    context, msgid = entry
    words = msgid if isinstance(msgid, str) else msgid[0]
    return words if context is None else f"{words} [{context}]"


def _po_problems(domain: str, language: str, wanted: set) -> list[str]:
    po = LOCALE / language / "LC_MESSAGES" / f"{domain}.po"
    if not po.exists():
        return [f"{po.relative_to(ROOT)} is missing: run ./dev.sh catalogs"]
    with po.open("rb") as file:
        catalog = read_po(file)
    name = po.relative_to(ROOT)
    entries = {(message.context, message.id): message for message in catalog if message.id}
    found = [f"{name}: no entry for {_key(m)!r}: run ./dev.sh catalogs, then translate it"
             for m in sorted(wanted - set(entries), key=_key)]
    found += [f"{name}: {_key(m)!r} is no longer in the code: run ./dev.sh catalogs"
              for m in sorted(set(entries) - wanted, key=_key)]
    for message in entries.values():
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(forms):
            found.append(f"{name}: {_key((message.context, message.id))!r} is fuzzy or "
                         "untranslated")
    mo = po.with_suffix(".mo")
    if not mo.exists():
        return [*found, f"{mo.relative_to(ROOT)} is missing: run ./dev.sh catalogs"]
    with mo.open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    form_of = gettext.c2py(catalog.plural_expr)
    for (context, msgid), message in entries.items():
        if isinstance(msgid, str):
            said = (compiled.gettext(msgid) if context is None
                    else compiled.pgettext(context, msgid))
            same = said == message.string
        else:
            same = all((compiled.ngettext(*msgid, n) if context is None
                        else compiled.npgettext(context, *msgid, n)) == message.string[form_of(n)]
                       for n in (0, 1, 2, 5, 1_000_000))
        if not same:
            found.append(f"{mo.relative_to(ROOT)} does not match its .po "
                         f"({_key((context, msgid))!r}): run ./dev.sh catalogs")
            break
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
        compile_all()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = problems()
        for line in found:
            print(f"catalogs: {line}", file=sys.stderr)
        if found:
            return 1
        print("catalogs: every message is translated and compiled")
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
