"""The start page's box: the student's name, asked once, and "Save my progress"."""

from __future__ import annotations

import base64
import html
from typing import Any

import ipywidgets as widgets

from ..core.i18n import Catalog
from .progress import Progress, ProgressError, file_stem

_ = Catalog("lessons")


class StudentBox(widgets.VBox):
    """Asks the student's name (kept beside the working copies) and offers their progress
    file as a download. ``keep(name)`` does what typing and pressing the button do."""

    def __init__(self, progress: Progress | None = None) -> None:
        self.progress = progress or Progress()
        self.name = widgets.Text(value=self.progress.student, placeholder=str(_("Your name")),
                                 description=str(_("Your name:")), continuous_update=False,
                                 style={"description_width": "initial"})
        button = widgets.Button(description=str(_("Keep my name")), button_style="primary")
        button.on_click(lambda _button: self.keep(self.name.value))
        self.note = widgets.HTML()
        save = widgets.Button(description=str(_("Save my progress")))
        save.on_click(lambda _button: self.offer())
        self.download = widgets.HTML()
        super().__init__(children=[widgets.HBox([self.name, button]), self.note,
                                   widgets.HBox([save, self.download])])
        self.add_class("nw-student")
        self._show()

    def keep(self, name: str) -> None:
        try:
            self.progress.set_student(name)
        except (ProgressError, OSError) as err:
            self.note.value = f"<p>{html.escape(str(err))}</p>"
            return
        self._show()

    def _show(self) -> None:
        student = self.progress.student
        if student:
            self.note.value = "<p>" + html.escape(str(_(
                "Hello {name}! Your answers are kept in your progress file, on this computer "
                "only.", name=student))) + "</p>"
        else:
            self.note.value = "<p>" + html.escape(str(_(
                "Write your name and press the button: your answers to the lessons' "
                "questions are then kept under it, on this computer only."))) + "</p>"

    def offer(self) -> None:
        """Offer the progress file as it is now, as a link that downloads it."""
        student = self.progress.student
        try:
            text = self.progress.text()
        except ProgressError as err:
            self.download.value = f"<p>{html.escape(str(err))}</p>"
            return
        data = base64.b64encode(text.encode()).decode()
        filename = f"{file_stem(student)}.progress.json"
        self.download.value = (
            f'<a download="{html.escape(filename)}" href="data:application/json;base64,{data}" '
            f'class="nw-save-progress">{html.escape(filename)}</a> '
            + html.escape(str(_("(click to download it, then hand it to your teacher)"))))

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """Where no kernel runs, the box reads as what it asks (and shows no name)."""
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        asks = str(_("Write your name and press the button: your answers to the lessons' "
                     "questions are then kept under it, on this computer only."))
        run = str(_("(Run the notebook to answer.)"))
        bundle["text/plain"] = f"{asks}\n{run}"
        bundle["text/html"] = f"<p><i>{html.escape(asks)}</i> {html.escape(run)}</p>"
        return bundle


def student() -> StudentBox:
    """The start page's name box and "Save my progress" link."""
    return StudentBox()
