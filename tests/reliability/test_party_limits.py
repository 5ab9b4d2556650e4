"""A party file's session log has limits too, so any party the app accepts opens and shows in
about a second: at most 1,000 sessions, each with at most 5,000 awards and 5,000 lines of
between-session steps; a file past a limit is refused, saying it, as one with more than 500
members is. The log on screen shows the most recent sessions, a bounded number of lines, and
says how many older ones the file keeps."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sheetkeeper.core.campaign import MAX_SESSION_LINES, MAX_SESSIONS
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import LoadError, load_campaign
from sheetkeeper.ui.party import PartyView, documents_for
from sheetkeeper.ui.party.side_tabs import LOG_LINES

SAMPLE = samples_dir() / "the-lantern-company.skparty"
pytestmark = pytest.mark.skipif(not SAMPLE.is_file(), reason="no sample party")


def _party(folder: Path, sessions: int, awards: int = 1, actions: int = 3) -> Path:
    for sample in samples_dir().iterdir():
        shutil.copy2(sample, folder / sample.name)
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    members = data["campaign"]["members"]
    data["campaign"]["sessions"] = [
        {"date": "2026-01-01", "title": f"Session {i + 1}",
         "awards": [{"member": members[j % len(members)]["path"], "amount": 1} for j in range(awards)],
         "actions": [f"Ilse: step {k}" for k in range(actions)]}
        for i in range(sessions)]
    path = folder / "long-campaign.skparty"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("sessions", "awards", "actions", "words"), [
    (MAX_SESSIONS + 1, 1, 1, f"sessions: has {MAX_SESSIONS + 1} rows; at most {MAX_SESSIONS} allowed"),
    (1, MAX_SESSION_LINES + 1, 1, f"awards: has {MAX_SESSION_LINES + 1} rows; at most {MAX_SESSION_LINES} allowed"),
    (1, 1, MAX_SESSION_LINES + 1, f"actions: has {MAX_SESSION_LINES + 1} rows; at most {MAX_SESSION_LINES} allowed"),
])
def test_a_party_past_a_session_limit_is_refused_saying_the_limit(tmp_path, sessions, awards, actions, words):
    with pytest.raises(LoadError) as refused:
        load_campaign(_party(tmp_path, sessions, awards, actions))
    assert words in refused.value.message


def test_a_full_log_opens_and_shows_its_latest_sessions(qtbot, tmp_path):
    opened = load_campaign(_party(tmp_path, MAX_SESSIONS, awards=2, actions=10))
    assert len(opened.campaign.sessions) == MAX_SESSIONS
    view = PartyView(opened, documents_for(opened))
    qtbot.addWidget(view)
    text = view.log.toPlainText()
    assert f"Session {MAX_SESSIONS}" in text
    assert text.count("step 0") <= LOG_LINES // 11 + 1
    shown = text.count("step 0")
    assert f"{MAX_SESSIONS - shown} older sessions are kept in the party file." in text
    assert view.log.document().blockCount() <= LOG_LINES + 10


def test_a_full_log_takes_no_more_sessions_and_says_so(qtbot, tmp_path):
    opened = load_campaign(_party(tmp_path, MAX_SESSIONS))
    view = PartyView(opened, documents_for(opened))
    qtbot.addWidget(view)
    said = []
    view.message.connect(said.append)
    record = opened.campaign.sessions[-1].model_copy(update={"title": "One more"})
    assert view.apply_session([], record) is False
    assert len(view.campaign.sessions) == MAX_SESSIONS
    assert said == [f"The session log holds {MAX_SESSIONS} sessions, the most a party keeps: nothing was applied."]
    assert not view.undo_stack.canUndo()
