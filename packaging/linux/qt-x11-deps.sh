#!/bin/sh
# The system libraries Qt's X11 (xcb) platform plugin needs, for `make run` on Linux.
#
# Usage: qt-x11-deps.sh PYTHON
#
# Asks the dynamic linker (ldd) which libraries of PySide6's xcb plugin and Qt libraries are
# not found. None missing: nothing to do. Else, as root on Debian or Ubuntu (apt-get), the
# packages holding them are installed; otherwise the packages to install are named, and the
# app is started anyway (it then says itself that the "xcb" plugin could not be loaded).
set -u
python=${1:-python3}
[ "$(uname -s)" = Linux ] || exit 0
command -v ldd >/dev/null 2>&1 || exit 0

qt=$("$python" -c 'import os, PySide6; print(os.path.join(os.path.dirname(PySide6.__file__), "Qt"))' 2>/dev/null) || exit 0
[ -d "$qt" ] || exit 0
missing=$(ldd "$qt"/plugins/platforms/libqxcb.so "$qt"/lib/libQt6XcbQpa.so.* "$qt"/lib/libQt6Gui.so.* \
    "$qt"/lib/libQt6Widgets.so.* 2>/dev/null | awk '/not found/ { print $1 }' | sort -u)
[ -n "$missing" ] || exit 0

# The Debian/Ubuntu package of each library (alternatives: newer releases renamed some).
package_of() {
    case "$1" in
        libxcb-cursor.so.*) echo libxcb-cursor0 ;;
        libxcb-icccm.so.*) echo libxcb-icccm4 ;;
        libxcb-image.so.*) echo libxcb-image0 ;;
        libxcb-keysyms.so.*) echo libxcb-keysyms1 ;;
        libxcb-render-util.so.*) echo libxcb-render-util0 ;;
        libxkbcommon-x11.so.*) echo libxkbcommon-x11-0 ;;
        libxkbcommon.so.*) echo libxkbcommon0 ;;
        libxcb-randr.so.*) echo libxcb-randr0 ;;
        libxcb-render.so.*) echo libxcb-render0 ;;
        libxcb-shape.so.*) echo libxcb-shape0 ;;
        libxcb-shm.so.*) echo libxcb-shm0 ;;
        libxcb-sync.so.*) echo libxcb-sync1 ;;
        libxcb-util.so.*) echo "libxcb-util1 libxcb-util0" ;;
        libxcb-xfixes.so.*) echo libxcb-xfixes0 ;;
        libxcb-xkb.so.*) echo libxcb-xkb1 ;;
        libxcb.so.*) echo libxcb1 ;;
        libX11-xcb.so.*) echo libx11-xcb1 ;;
        libX11.so.*) echo libx11-6 ;;
        libEGL.so.*) echo libegl1 ;;
        libGL.so.*|libGLX.so.*) echo libgl1 ;;
        libOpenGL.so.*) echo libopengl0 ;;
        libfontconfig.so.*) echo libfontconfig1 ;;
        libfreetype.so.*) echo libfreetype6 ;;
        libdbus-1.so.*) echo libdbus-1-3 ;;
        libglib-2.0.so.*|libgthread-2.0.so.*) echo "libglib2.0-0t64 libglib2.0-0" ;;
        *) echo "" ;;
    esac
}

packages=""
unknown=""
for lib in $missing; do
    choices=$(package_of "$lib")
    if [ -z "$choices" ]; then
        unknown="$unknown $lib"
        continue
    fi
    chosen=""
    if command -v apt-cache >/dev/null 2>&1; then
        for candidate in $choices; do
            if apt-cache show "$candidate" >/dev/null 2>&1; then chosen=$candidate; break; fi
        done
    fi
    packages="$packages ${chosen:-${choices%% *}}"
done
packages=$(echo $packages | tr ' ' '\n' | sort -u | tr '\n' ' ' | sed 's/ $//')

echo "Qt's X11 platform plugin needs libraries this system lacks:" $missing
if [ -n "$packages" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing $packages"
    # shellcheck disable=SC2086 - one word per package
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q $packages >/dev/null 2>&1 \
        || { apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive \
             apt-get install -y -q $packages >/dev/null 2>&1; } \
        || echo "Could not install them; install them with your package manager: $packages"
elif [ -n "$packages" ]; then
    echo "On Debian or Ubuntu: sudo apt install $packages"
    echo "(elsewhere, the packages holding these libraries; QT_DEBUG_PLUGINS=1 names what is missing)"
fi
if [ -n "$unknown" ]; then
    echo "Also missing, from your system's packages:$unknown"
fi
exit 0
