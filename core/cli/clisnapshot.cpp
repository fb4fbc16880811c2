// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli --method snapshot: the server's whole interface as one JSON document, or with
// --diff-with FILE what changed since that document was taken.
#include "clirunner.h"
#include "clitextformat.h"

#include <core/snapshot/interfacediff.h>
#include <core/snapshot/snapshotcollector.h>
#include <core/snapshot/snapshotstore.h>

#include <QIODevice>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

bool CliRunner::loadDiffBase()
{
    SnapshotStore::Read read = SnapshotStore::readFile(m_options.diffWithPath);
    if (!read.snapshot) {
        // Nothing started yet: a usage error, said before any server runs.
        writeErr(u"mcpscope-cli: error: --diff-with: "_s + Cli::oneLine(read.error) + u'\n');
        m_finished = true;
        Q_EMIT finished(UsageOrUnexpected);
        return false;
    }
    m_diffBase = std::move(read.snapshot);
    return true;
}

void CliRunner::takeSnapshot()
{
    auto *collector = new SnapshotCollector(m_session, this);
    connect(collector, &SnapshotCollector::finished, this, [this, collector] {
        collector->deleteLater();
        printSnapshot(collector->snapshot());
    });
    collector->start();
}

void CliRunner::printSnapshot(const InterfaceSnapshot &snapshot)
{
    m_answered = true;
    for (auto it = snapshot.incomplete.constBegin(); it != snapshot.incomplete.constEnd(); ++it)
        writeErr(u"mcpscope-cli: warning: the %1 list is incomplete: %2\n"_s.arg(
            InterfaceSnapshot::itemNoun(it.key(), 2), Cli::oneLine(it.value())));
    for (const QString &note : snapshot.notes)
        writeErr(u"mcpscope-cli: warning: "_s + Cli::oneLine(note) + u'\n');
    if (!m_diffBase) {
        // The document --diff-with reads back, in either format: it is JSON by nature.
        writeOut(
            QString::fromUtf8(QJsonDocument(snapshot.toJson()).toJson(QJsonDocument::Indented)));
        finishWith(Success);
        return;
    }
    const InterfaceDiff diff = InterfaceDiff::compare(*m_diffBase, snapshot);
    if (m_options.format == CliOptions::Format::Json)
        writeOut(QString::fromUtf8(QJsonDocument(QJsonObject{{"diff"_L1, diff.toJson()}})
                                       .toJson(QJsonDocument::Indented)));
    else
        writeOut(diff.toText() + u'\n');
    finishWith(diff.isEmpty() ? Success : InterfaceChanged);
}
