"""``portrait``: the character's picture, scaled and stored inside the file.

Images are scaled to fit :data:`EDGE` pixels and saved as PNG (or JPEG when that is what
keeps them under the file's portrait limit)."""

from __future__ import annotations

import base64

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ....core.actions import Action
from ....core.character import PORTRAIT_MAX_BYTES
from .base import ElementWidget

EDGE = 320
SHOWN = 160


def encode_portrait(image: QImage) -> str:
    """Scale to fit ``EDGE`` and encode; raises ValueError when it cannot fit the limit."""
    if image.isNull():
        raise ValueError(QCoreApplication.translate("PortraitElement", "this file is not an image SheetKeeper can read"))
    scaled = image.scaled(EDGE, EDGE, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
    for fmt, quality in (("PNG", -1), ("JPG", 85), ("JPG", 60)):
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        scaled.save(buffer, fmt, quality)
        if data.size() <= PORTRAIT_MAX_BYTES:
            return base64.b64encode(bytes(data)).decode("ascii")
    raise ValueError(
        QCoreApplication.translate("PortraitElement", "the picture is larger than {0} KB even when scaled").format(
            PORTRAIT_MAX_BYTES // 1024
        )
    )


class PortraitElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.picture = QLabel()
        self.picture.setFixedSize(SHOWN, SHOWN)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setFrameShape(QLabel.Shape.StyledPanel)
        layout.addWidget(self.picture)
        buttons = QHBoxLayout()
        choose = QPushButton(self.tr("Choose…"))
        choose.clicked.connect(self.choose)
        self.remove = QPushButton(self.tr("Remove"))
        self.remove.clicked.connect(lambda: self.set_portrait(None))
        buttons.addWidget(choose)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self._shown: object = object()
        self.refresh()

    def choose(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose a portrait"), "", self.tr("Images (*.png *.jpg *.jpeg *.bmp *.gif)")
        )
        if path:
            self.load_image(QImage(path))

    def load_image(self, image: QImage) -> None:
        try:
            self.set_portrait(encode_portrait(image))
        except ValueError as error:
            self.context.message.emit(str(error))

    def set_portrait(self, data: str | None) -> None:
        label = self.tr("Remove portrait") if data is None else self.tr("Set portrait")
        self.context.apply(Action("set", {"path": "portrait", "value": data}, label=label))

    def refresh(self) -> None:
        data = self.context.character.portrait
        if data == self._shown:
            return
        self._shown = data
        self.remove.setEnabled(data is not None)
        if data is None:
            self.picture.setPixmap(QPixmap())
            self.picture.setText(self.tr("No portrait"))
            self.picture.setAccessibleName("")  # its text says it
            return
        self.picture.setAccessibleName(self.tr("Portrait"))
        pixmap = QPixmap()
        pixmap.loadFromData(base64.b64decode(data))
        self.picture.setPixmap(pixmap.scaled(SHOWN, SHOWN, Qt.AspectRatioMode.KeepAspectRatio,
                                             Qt.TransformationMode.SmoothTransformation))
