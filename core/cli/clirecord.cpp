// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, --record: the whole run goes into a .mcpsession file as it happens.
#include "clirunner.h"
#include "clitextformat.h"

#include <core/session/sessionrecorder.h>

using namespace Qt::StringLiterals;

bool CliRunner::startRecording()
{
    m_recorder = new SessionRecorder(this);
    const QJsonObject clientInfo{{"name"_L1, u"mcpscope-cli"_s},
                                 {"version"_L1, QStringLiteral(MCPSCOPE_VERSION)}};
    if (!m_recorder->start(m_options.recordPath, m_options.server, clientInfo)) {
        writeErr(u"mcpscope-cli: error: "_s + m_recorder->errorString() + u'\n');
        m_finished = true;
        Q_EMIT finished(UsageOrUnexpected);
        return false;
    }
    connect(m_recorder, &SessionRecorder::writeFailed, this, [this](const QString &message) {
        writeErr(u"mcpscope-cli: warning: recording stopped: "_s + Cli::oneLine(message) + u'\n');
    });
    // What the user asked for, in words: the frames say how, this says why.
    QJsonObject detail{{"method"_L1, m_options.method}};
    if (!m_options.toolName.isEmpty())
        detail.insert("toolName"_L1, m_options.toolName);
    if (!m_options.toolArguments.isEmpty())
        detail.insert("arguments"_L1, m_options.toolArguments);
    if (m_options.repeat > 0)
        detail.insert("repeat"_L1, m_options.repeat);
    m_recorder->recordAction({u"cli"_s, u"mcpscope-cli --method "_s + m_options.method, detail});
    return true;
}
