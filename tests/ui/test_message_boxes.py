"""Every message box the app shows is made with room for its title (``ui/asker.py``:
``titled_box``, which the Asker's questions use too): one built elsewhere was as narrow as
its short message and cut its title ("Export P...etKeeper"). This reads the source: a
``QMessageBox(`` or one of Qt's ready-made boxes (``QMessageBox.question`` and the like)
anywhere but in asker.py fails, naming the file and line."""

from __future__ import annotations

import re
from pathlib import Path

import sheetkeeper

SOURCE = Path(sheetkeeper.__file__).parent
MADE = re.compile(r"\bQMessageBox\s*\(|\bQMessageBox\s*\.\s*(question|warning|information|critical|about|aboutQt)\s*\(")


def boxes_made_outside_the_asker(root: Path) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).as_posix() == "ui/asker.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if MADE.search(line.split("#", 1)[0]):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def test_every_message_box_is_made_with_room_for_its_title():
    assert not (found := boxes_made_outside_the_asker(SOURCE)), "message boxes made outside ui/asker.py:\n" + \
        "\n".join(found)


def test_the_search_finds_each_way_of_making_a_box(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "asker.py").write_text("box = QMessageBox(icon, title, text)\n")
    (tmp_path / "ui" / "other.py").write_text(
        "a = QMessageBox(QMessageBox.Icon.Question, t, x)\n"
        "QMessageBox.question(self, t, x)\n"
        "QMessageBox.about(parent, title, text)\n"
        "QMessageBox . critical (None, t, x)\n"
        "b = QMessageBox.StandardButton.Ok  # QMessageBox(\n"
    )
    assert [line.split(":")[1] for line in boxes_made_outside_the_asker(tmp_path)] == ["1", "2", "3", "4"]
