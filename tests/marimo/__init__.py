"""A board in a marimo app: ``marimo run`` on board_app.py, driven in Chromium."""
