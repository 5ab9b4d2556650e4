# SheetKeeper — everything installs from nothing: only Python >= 3.11 and make are needed.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml setup.py | cksum | cut -d' ' -f1)


.PHONY: run run-deps test test-window test-deps lint stress sync-test atspi-test bench screenshots translations dist dist-check clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip "setuptools>=77" wheel

$(STAMP): $(PY) pyproject.toml setup.py
	$(PIP) install --quiet -e '.[test,dev]'
	rm -f $(VENV)/.installed-*; touch $@

run: $(STAMP) run-deps
	$(VENV)/bin/sheetkeeper $(ARGS)

# The X11 libraries Qt's xcb platform plugin needs beyond a bare system (libxcb-cursor0 and
# the like): installed when missing on Debian/Ubuntu as root, else named with the command.
run-deps: $(STAMP)
	@sh packaging/linux/qt-x11-deps.sh $(PY)

# What the PDF tests read back with (pdftotext) and the system fonts they print Chinese,
# Japanese, Korean and emoji with; the X server, window manager and X11 libraries the window
# tests run Qt's xcb platform in (tools/real_display.py). Installed when missing on
# Debian/Ubuntu as root, else the tests that need them are skipped (the window tests run
# offscreen) with the packages to install.
TEST_PACKAGES := poppler-utils fonts-droid-fallback fonts-nanum fonts-symbola
WINDOW_PACKAGES := xvfb openbox x11-utils libxcb-cursor0 libxcb-icccm4 libxcb-image0 \
	libxcb-keysyms1 libxcb-render-util0 libxkbcommon-x11-0

test-deps:
	@$(call install_missing,$(TEST_PACKAGES),command -v pdftotext >/dev/null \
	    && fc-list ':charset=ae40' 2>/dev/null | grep -q . \
	    && fc-list ':charset=1f409' 2>/dev/null | grep -q .,the tests needing them are skipped)
	@$(call install_missing,$(WINDOW_PACKAGES),command -v Xvfb >/dev/null && command -v openbox >/dev/null \
	    && command -v xprop >/dev/null && ldconfig -p | grep -q libxcb-cursor.so.0 \
	    && ldconfig -p | grep -q libxkbcommon-x11.so.0,the window tests run offscreen)

# $(call install_missing,PACKAGES,CHECK,WHAT HAPPENS WITHOUT THEM)
install_missing = if $(2); then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "Installing $(strip $(1))"; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(1) >/dev/null 2>&1 \
	  || { apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive \
	       apt-get install -y -q $(1) >/dev/null 2>&1; } \
	  || echo "Could not install $(strip $(1)); $(3)"; \
	else echo "Not installing $(strip $(1)) (needs root and apt-get); $(3)"; fi

test: $(STAMP) test-deps
	$(VENV)/bin/ruff check sheetkeeper tests
	$(VENV)/bin/lint-imports --no-logo
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -m "not slow and not window" --ignore=tests/window $(PYTEST_ARGS)
	$(MAKE) --no-print-directory test-window

# The assembled window driven as a person drives it (tests/window), in a real X server
# (Xvfb and openbox) where there is one, offscreen otherwise.
test-window: $(STAMP)
	$(PY) tools/real_display.py $(PY) -m pytest -m "window and not slow" tests/window $(PYTEST_ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check .

stress: $(STAMP)
	SHEETKEEPER_STRESS=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -m "slow or not slow" tests/reliability tests/storage tests/core $(PYTEST_ARGS)

# Two real Syncthing nodes on 127.0.0.1 share a party folder (not part of make test).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
sync-test: $(STAMP)
	command -v syncthing >/dev/null || { $(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q syncthing; }
	QT_QPA_PLATFORM=offscreen timeout 120 $(PY) -m pytest -m slow tests/sync $(PYTEST_ARGS)

# A screen reader's view: the app on a real AT-SPI bus under Xvfb, read with the system's
# pyatspi (not part of make test).
ATSPI_PACKAGES := xvfb openbox xdotool dbus at-spi2-core python3-pyatspi libxcb-cursor0 \
	libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxkbcommon-x11-0
atspi-test: $(STAMP)
	command -v Xvfb >/dev/null && command -v openbox >/dev/null && command -v xdotool >/dev/null \
	  && /usr/bin/python3 -c 'import pyatspi' 2>/dev/null \
	  || { $(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(ATSPI_PACKAGES); }
	timeout 300 $(PY) -m pytest -m slow tests/atspi $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) build dist *.egg-info

# A one-folder bundle built from a clean environment with runtime dependencies only.
dist:
	rm -rf build/dist-venv dist/sheetkeeper
	$(PYTHON) -m venv build/dist-venv
	build/dist-venv/bin/pip install --quiet --upgrade pip "setuptools>=77" wheel
	build/dist-venv/bin/pip install --quiet . pyinstaller
	build/dist-venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/sheetkeeper.spec

dist-check:
	bash packaging/dist-check.sh

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tools/screenshots.py
	$(PY) tools/pdf_screenshots.py

# The translation template and every language's file: each tr()/translate() text of the Qt
# code and of the sheet model (sheetkeeper/translate.py reads the latter without Qt), and the
# words of every game's form (tools/form_texts.py), nothing obsolete kept.
translations: $(STAMP)
	$(PY) tools/form_texts.py build/form_texts.py
	$(VENV)/bin/pyside6-lupdate -no-obsolete $$(find sheetkeeper/ui sheetkeeper/sheet sheetkeeper/export sheetkeeper/core sheetkeeper/systems -name '*.py' | sort) build/form_texts.py -ts translations/sheetkeeper.ts $(wildcard translations/sheetkeeper_*.ts)

bench: $(STAMP)
	$(PY) bench/run.py

desktop-install:
	sh packaging/linux/install.sh
