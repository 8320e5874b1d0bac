"""The Japanese notebook's lesson (``notebooks/nautic-miles/01-learn-to-play.ja.ipynb``):
lesson 01's sections and questions under the Japanese rules (``variant="ja"``, seed 001).

>>> from naval_widgets.lessons import nautic_miles_ja as lesson
>>> lesson.position("line").variant
'ja'
"""

from __future__ import annotations

from .nautic_miles import NauticMilesLesson

LESSON = NauticMilesLesson("ja")
QUESTIONS = list(LESSON.questions)
position, question, board = LESSON.position, LESSON.question, LESSON.board
try_move, layout_key = LESSON.try_move, LESSON.layout_key
