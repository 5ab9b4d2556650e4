"""Two real Syncthing nodes on 127.0.0.1 sharing one folder: no discovery, relays or NAT,
one node dials the other, every step driven through the REST API. Everything started here
is stopped in :meth:`Pair.stop`, which the test calls from a ``finally``."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

FOLDER = "party"
OFF = ("globalAnnounceEnabled", "localAnnounceEnabled", "relaysEnabled", "natEnabled",
       "announceLANAddresses", "crashReportingEnabled", "startBrowser")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Node:
    name: str
    home: Path
    folder: Path
    listen: int = field(default_factory=free_port)
    gui: int = field(default_factory=free_port)
    apikey: str = field(default_factory=lambda: secrets.token_hex(16))
    device: str = ""
    process: subprocess.Popen | None = None

    def generate(self) -> None:
        subprocess.run(
            ["syncthing", "generate", f"--home={self.home}", "--no-default-folder"],
            check=True, capture_output=True, timeout=30, env=self.env(),
        )
        config = self.home / "config.xml"
        tree = ET.parse(config)
        root = tree.getroot()
        self.device = root.find("device").get("id")
        gui = root.find("gui")
        gui.set("tls", "false")
        gui.find("address").text = f"127.0.0.1:{self.gui}"
        gui.find("apikey").text = self.apikey
        options = root.find("options")
        values = {
            "listenAddress": f"tcp://127.0.0.1:{self.listen}", "globalAnnounceServer": "",
            "stunServer": "", "urAccepted": "-1", "autoUpgradeIntervalH": "0",
            "reconnectionIntervalS": "1",
            **{key: "false" for key in OFF},
        }
        for key, value in values.items():
            node = options.find(key)
            if node is None:
                node = ET.SubElement(options, key)
            node.text = value
        tree.write(config)

    def env(self) -> dict[str, str]:
        return {**os.environ, "HOME": str(self.home), "STNORESTART": "1", "STNOUPGRADE": "1",
                "STNODEFAULTFOLDER": "1"}

    def start(self, log: Path) -> None:
        self.process = subprocess.Popen(
            ["syncthing", "serve", f"--home={self.home}", "--no-browser", "--no-restart",
             "--no-upgrade"],
            stdout=log.open("wb"), stderr=subprocess.STDOUT, env=self.env(), start_new_session=True,
        )

    def rest(self, method: str, path: str, body: object = None) -> object:
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.gui}{path}", method=method,
            data=None if body is None else json.dumps(body).encode(),
            headers={"X-API-Key": self.apikey, "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=20) as response:
            raw = response.read()
        return json.loads(raw) if raw.strip() else None

    def wait_up(self, deadline: float) -> None:
        while True:
            try:
                if self.rest("GET", "/rest/system/ping") == {"ping": "pong"}:
                    return
            except (urllib.error.URLError, ConnectionError, OSError):
                pass
            if self.process.poll() is not None:
                raise RuntimeError(f"syncthing {self.name} stopped (status {self.process.returncode})")
            if time.monotonic() > deadline:
                raise TimeoutError(f"syncthing {self.name} did not answer")
            time.sleep(0.1)

    def share_with(self, other: Node, dial: bool) -> None:
        self.rest("POST", "/rest/config/devices", {
            "deviceID": other.device, "name": other.name,
            "addresses": [f"tcp://127.0.0.1:{other.listen}"] if dial else ["dynamic"],
        })
        self.rest("POST", "/rest/config/folders", {
            "id": FOLDER, "label": FOLDER, "path": str(self.folder), "type": "sendreceive",
            "fsWatcherEnabled": False, "rescanIntervalS": 3600, "maxConflicts": 10,
            "devices": [{"deviceID": self.device}, {"deviceID": other.device}],
        })

    def pause(self, other: Node, paused: bool) -> None:
        self.rest("PATCH", f"/rest/config/devices/{other.device}", {"paused": paused})

    def scan(self) -> None:
        self.rest("POST", f"/rest/db/scan?folder={FOLDER}")

    def stop(self) -> None:
        if self.process is None:
            return
        with contextlib.suppress(Exception):
            self.rest("POST", "/rest/system/shutdown")
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=5)
        # The monitor and its child share the session started for them: end the whole group.
        for sig in (signal.SIGTERM, signal.SIGKILL):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, sig)
            try:
                self.process.wait(timeout=3)
                break
            except subprocess.TimeoutExpired:
                continue
        self.process = None


def contents(folder: Path) -> dict[str, bytes]:
    """The synced files: no marker, no temporary files."""
    return {
        p.name: p.read_bytes() for p in folder.iterdir()
        if p.is_file() and not p.name.startswith(".syncthing.") and p.name != ".stfolder"
    }


class Pair:
    def __init__(self, root: Path) -> None:
        self.a = Node("gm", root / "gm-home", root / "gm" / FOLDER)
        self.b = Node("player", root / "player-home", root / "player" / FOLDER)
        self.root = root

    def start(self, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        for node in (self.a, self.b):
            node.folder.mkdir(parents=True)
            (node.folder / ".stfolder").mkdir()
            node.generate()
            node.start(self.root / f"{node.name}.log")
        for node in (self.a, self.b):
            node.wait_up(deadline)
        # Only the GM's node dials (both dialling races), once the player's node knows it.
        self.b.share_with(self.a, dial=False)
        self.a.share_with(self.b, dial=True)

    def apart(self) -> None:
        self.a.pause(self.b, True)
        self.b.pause(self.a, True)

    def together(self) -> None:
        self.b.pause(self.a, False)  # the listening side first, then the dialling side
        self.a.pause(self.b, False)

    def wait(self, condition, what: str, timeout: float = 15) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError(f"waited {timeout} s for {what}")
            time.sleep(0.1)

    def in_step(self) -> bool:
        return contents(self.a.folder) == contents(self.b.folder)

    def stop(self) -> None:
        for node in (self.a, self.b):
            node.stop()

    def logs(self) -> str:
        return "\n".join(
            f"--- {p.name}\n" + p.read_text(errors="replace")[-3000:] for p in self.root.glob("*.log")
        )
