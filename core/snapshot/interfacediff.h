// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "interfacesnapshot.h"

#include <core/diff/jsondiff.h>

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// One thing that differs between two snapshots of a server's interface: the server info or
// the capabilities changed, or an item (tool, resource, template, prompt) was added, removed
// or changed. A changed one lists where, as JSON pointers into the item, with old → new.
struct InterfaceChange
{
    enum class Section { Server, Capabilities, Tools, Resources, Templates, Prompts };
    enum class Type { Added, Removed, Changed };

    Section section = Section::Server;
    Type type = Type::Changed;
    QString key; // the item's name or uri; empty for Server and Capabilities
    QJsonValue before{QJsonValue::Undefined}; // the whole item (or object); not when Added
    QJsonValue after{QJsonValue::Undefined};  // not when Removed
    QList<JsonDifference> differences;        // Changed only

    static Section sectionOf(InterfaceSnapshot::Kind kind);
    // "server info", "capabilities", "tools", "resource templates", ...
    static QString sectionName(Section section);
    static QString typeName(Type type); // "added", "removed", "changed"
    // How the summary counts it: "tool", or "tool schema" when only a tool's input or output
    // schema changed.
    QString noun(qsizetype count = 1) const;
    // "tool \"echo\" changed", "capabilities changed".
    QString title() const;
};

// What changed between an earlier and a later snapshot of the same server. Item lists are
// compared by key, so a reordered list is no change; inside an item, JsonDiff compares values.
class InterfaceDiff
{
public:
    // Where one changed item stops listing differences (a hostile schema cannot flood the view).
    static constexpr int kMaxDifferencesPerItem = 200;

    static InterfaceDiff compare(const InterfaceSnapshot &before, const InterfaceSnapshot &after);

    const QList<InterfaceChange> &changes() const { return m_changes; }
    bool isEmpty() const { return m_changes.isEmpty(); }
    qsizetype count() const { return m_changes.size(); }
    // Why part of the comparison was left out (an incomplete list on either side).
    const QStringList &notes() const { return m_notes; }
    QDateTime beforeTakenAt() const { return m_beforeTakenAt; }
    QDateTime afterTakenAt() const { return m_afterTakenAt; }

    // "3 changes: 1 tool added, 2 tool schemas changed", or "no changes".
    QString summary() const;
    // The summary, then one line per change and an indented line per difference.
    QString toText() const;
    QJsonObject toJson() const;

private:
    void compareObjects(InterfaceChange::Section section,
                        const QJsonObject &before,
                        const QJsonObject &after);
    void compareItems(InterfaceSnapshot::Kind kind,
                      const InterfaceSnapshot &before,
                      const InterfaceSnapshot &after);

    QList<InterfaceChange> m_changes;
    QStringList m_notes;
    QDateTime m_beforeTakenAt;
    QDateTime m_afterTakenAt;
};
