# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# The Debian package (./package.sh runs cpack on a Release build). Its shared-library
# dependencies are computed from the binaries by dpkg-shlibdeps (package dpkg-dev), never typed
# by hand; only what no binary links but the GUI loads at run time is named below.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME mcpscope)
set(CPACK_PACKAGE_VENDOR "mcpscope authors")
set(CPACK_PACKAGE_CONTACT "mcpscope authors <mcpscope@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "mcpscope is a native Qt desktop inspector for MCP (Model Context Protocol) servers, with a
headless twin, mcpscope-cli, for scripts and CI. It connects over stdio, Streamable HTTP,
HTTP+SSE and WebSocket, lists tools, resources and prompts, builds tool calls from their
input schemas, logs every JSON-RPC frame both ways with decoded errors, answers sampling and
elicitation requests with a person in the loop, and records sessions to replay against a
server with a diff of every response. mcpscope-demo-server is a bundled server to try it on.")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR}/package)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # mcpscope_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${MCPSCOPE_HOMEPAGE})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(MCPSCOPE_BUILD_GUI)
    # Loaded at run time, linked by nothing: the X11/Wayland platform plugins the window needs,
    # GStreamer's plugins to play audio results, and Qt's own translations (qtbase_<lang>.qm:
    # the buttons and dialogs Qt draws), which UiLanguage loads by path beside mcpscope's
    # built-in ones, so dpkg-shlibdeps cannot see them.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
        "gstreamer1.0-plugins-base, gstreamer1.0-plugins-good, qt6-translations-l10n")
    # The .desktop file and the session MIME type register through the desktop-file-utils and
    # shared-mime-info triggers (the file triggers of both packages; no maintainer script).
endif()

include(CPack)
