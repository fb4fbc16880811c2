// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

// What every test binary's main() calls first, before the Q(Core)Application exists.
//
// ctest runs each test case as its own process, several at once (ctest -j). Each process gets a
// home of its own, a temporary directory removed when it ends: HOME and the XDG base
// directories point into it, so settings (QSettings), autosaved sessions, stored credentials and
// caches of one test never meet another's, and nothing reaches the developer's real files. The
// servers and mcpscope-cli processes a test starts inherit it.
//
// Also defaults QT_QPA_PLATFORM to offscreen: gtest_discover_tests runs the binaries at build
// time, outside ctest's ENVIRONMENT.
void prepareTestProcess();
