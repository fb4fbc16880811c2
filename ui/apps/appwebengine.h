// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

// Qt WebEngine's process-wide set-up, done by main() (and the tests' main) before the
// QApplication exists.
namespace AppWebEngine {

// Shares OpenGL contexts (WebEngine's requirement) and, when running as root, turns off
// Chromium's sandbox (QTWEBENGINE_DISABLE_SANDBOX=1): Chromium refuses to start its sandbox as
// root. Apps stay in their sandboxed iframe, CSP and request filter either way.
void prepareProcess();

} // namespace AppWebEngine
