# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# Build speed on a small machine (CI has 2 cores): a clean Debug build with tests once took 23
# minutes, mostly spent parsing the same Qt and GoogleTest headers in 450 translation units.
# Three standard tools cut that down; each can be turned off for a build tree:
#  - ccache, when installed (the set-up scripts install it): a rebuild of unchanged sources is a
#    cache hit, also across build trees and clean clones on the same machine;
#  - unity builds: a target's sources compile in batches, so headers are parsed once a batch;
#  - precompiled headers: the Qt (and GoogleTest) headers nearly every file includes.
# Unity builds need file-local names (anonymous namespaces, statics) to be unique within a
# target; CONTRIBUTING.md says so.

option(MCPSCOPE_USE_CCACHE "Compile through ccache when it is installed" ON)
find_program(MCPSCOPE_CCACHE ccache)
if(MCPSCOPE_USE_CCACHE AND MCPSCOPE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    # ccache serves precompiled-header builds only with this sloppiness (ccache manual,
    # "Precompiled headers"): the PCH's own defines and timestamps are not part of the key.
    # Paths relative to the source tree and no working directory in the key: another clone of
    # the project (CI's clean clone) hits the same cache entries.
    set(CMAKE_CXX_COMPILER_LAUNCHER
        ${CMAKE_COMMAND} -E env
        "CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime"
        "CCACHE_BASEDIR=${CMAKE_SOURCE_DIR}" CCACHE_NOHASHDIR=1
        ${MCPSCOPE_CCACHE})
endif()

option(MCPSCOPE_UNITY_BUILD "Compile each target's sources in batches (unity build)" ON)
set(CMAKE_UNITY_BUILD ${MCPSCOPE_UNITY_BUILD})
# Small enough that both cores stay busy and an edit recompiles a handful of files, large
# enough that the header parsing is shared.
set(CMAKE_UNITY_BUILD_BATCH_SIZE 8)
# In a batch every source is an included file, so GCC warns about test fixtures in anonymous
# namespaces (-Wsubobject-linkage), which is harmless there.
if(MCPSCOPE_UNITY_BUILD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    add_compile_options(-Wno-subobject-linkage)
endif()
# ccache caches a Clang precompiled header only without the timestamp Clang puts into it
# (ccache manual, "Precompiled headers"); the flag only matters where a PCH is generated.
if(CMAKE_CXX_COMPILER_LAUNCHER AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    add_compile_options("SHELL:-Xclang -fno-pch-timestamp")
endif()

# LLVM's linker: the 20 executables (tests, fuzzers, bench) each link the whole core, and GNU ld
# took 5-10 s a link on 2 cores (.ninja_log of a clean build); lld (the set-up scripts install
# it) does the same links in a fraction of that.
option(MCPSCOPE_USE_LLD "Link with lld when the compiler is Clang and ld.lld is installed" ON)
find_program(MCPSCOPE_LLD ld.lld)
if(MCPSCOPE_USE_LLD AND MCPSCOPE_LLD AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    add_link_options(-fuse-ld=lld)
endif()

option(MCPSCOPE_PRECOMPILED_HEADERS "Precompile the Qt and GoogleTest headers" ON)

# Headers nearly every core file includes (counted with grep over core/, app/ and tests/).
set(MCPSCOPE_PCH_CORE
    <QObject> <QString> <QStringList> <QByteArray> <QList> <QHash> <QSet> <QMap> <QVariant>
    <QJsonObject> <QJsonArray> <QJsonValue> <QJsonDocument> <QUrl> <QTimer> <QPointer>
    <QDateTime> <QFile> <QDir> <QRegularExpression> <QNetworkReply> <QNetworkRequest>
    <QNetworkAccessManager>
    <algorithm> <functional> <memory> <optional> <vector>)
# ... and the widgets most ui/ files include.
set(MCPSCOPE_PCH_WIDGETS
    <QWidget> <QLabel> <QVBoxLayout> <QHBoxLayout> <QPushButton> <QToolButton> <QLineEdit>
    <QPlainTextEdit> <QCheckBox> <QComboBox> <QTreeView> <QHeaderView> <QScrollArea> <QSplitter>
    <QTabWidget> <QMenu> <QAction> <QApplication> <QFontDatabase> <QAbstractItemModel>)
set(MCPSCOPE_PCH_TESTS <gtest/gtest.h> <QTest> <QSignalSpy> <QTemporaryDir>)

# mcpscope_precompile_headers(TARGET SETS...): precompile the named header sets (CORE, WIDGETS,
# TESTS) for TARGET.
function(mcpscope_precompile_headers target)
    if(NOT MCPSCOPE_PRECOMPILED_HEADERS)
        return()
    endif()
    set(_headers)
    foreach(_set IN LISTS ARGN)
        list(APPEND _headers ${MCPSCOPE_PCH_${_set}})
    endforeach()
    target_precompile_headers(${target} PRIVATE ${_headers})
endfunction()

# mcpscope_reuse_precompiled_headers(TARGET FROM): TARGET uses FROM's precompiled header instead
# of building the same one again (the test binaries share mcpscope_test_support's).
function(mcpscope_reuse_precompiled_headers target from)
    if(MCPSCOPE_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()
