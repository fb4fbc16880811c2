// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <optional>

// The demo server's only mutable resources: notes added with the add_note tool and removed
// with clear_notes, plus demo://notes/index listing them. They exist so that a client can
// watch resources change: list_changed when notes come and go, updated for subscribers of the
// index or of a note. No I/O. A QObject so that, on modern Streamable HTTP (no sessions), one
// notebook can serve every per-request DemoServer and tell their subscriptions/listen streams.
class NoteBook : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    static constexpr QLatin1StringView IndexUri{"demo://notes/index"};

    static QJsonArray toolDefinitions(); // add_note, clear_notes (destructive)
    static bool isNoteTool(const QString &name);

    QJsonArray resources() const; // the index first, then each note
    // resources/read contents for uri; nullopt when it is no note of this book.
    std::optional<QJsonObject> read(const QString &uri) const;
    QString add(const QString &text); // returns the new note's URI
    QStringList clear();              // returns the URIs removed
    qsizetype count() const { return m_notes.size(); }

Q_SIGNALS:
    // After add() or clear(): the resource list changed, and these URIs (the index first) were
    // updated or removed.
    void changed(const QStringList &updatedUris);

private:
    QString indexText() const;

    QList<QPair<QString, QString>> m_notes; // uri, text
    int m_nextNumber = 1;
};
