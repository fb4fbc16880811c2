// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "testprocess.h"

#include <QDir>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

void prepareTestProcess()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    // Lives until exit, then removes the directory with everything the test left in it.
    static QTemporaryDir home(QDir::tempPath() + QStringLiteral("/mcpscope-test-XXXXXX"));
    if (!home.isValid()) {
        std::fprintf(
            stderr, "test: cannot create a temporary home: %s\n", qPrintable(home.errorString()));
        std::exit(1);
    }
    const QByteArray root = QFile::encodeName(home.path());
    const QDir dir(home.path());
    for (const char *sub : {"config", "data", "cache", "state", "runtime"})
        dir.mkpath(QString::fromLatin1(sub));
    QFile::setPermissions(home.path() + QStringLiteral("/runtime"),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("HOME", root);
    qputenv("XDG_CONFIG_HOME", root + "/config");
    qputenv("XDG_DATA_HOME", root + "/data");
    qputenv("XDG_CACHE_HOME", root + "/cache");
    qputenv("XDG_STATE_HOME", root + "/state");
    qputenv("XDG_RUNTIME_DIR", root + "/runtime");
}
