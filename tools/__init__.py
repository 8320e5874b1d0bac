"""Tools for building and auditing the project's data, kept outside the installed package.

Run them from the repository root (``python -m tools.fleet1715.build_deck``); the
tests import them the same way (pytest puts the repository root on ``sys.path``,
since ``tests`` is a package).
"""
