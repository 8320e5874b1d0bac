"""End-to-end tests: JupyterLab in Chromium (helpers in lab.py)."""
