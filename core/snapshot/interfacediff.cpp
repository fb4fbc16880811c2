// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "interfacediff.h"

#include <core/schema/jsonpointer.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

InterfaceChange::Section InterfaceChange::sectionOf(InterfaceSnapshot::Kind kind)
{
    switch (kind) {
    case InterfaceSnapshot::Kind::Tools:
        return Section::Tools;
    case InterfaceSnapshot::Kind::Resources:
        return Section::Resources;
    case InterfaceSnapshot::Kind::Templates:
        return Section::Templates;
    case InterfaceSnapshot::Kind::Prompts:
        return Section::Prompts;
    }
    return Section::Server;
}

QString InterfaceChange::sectionName(Section section)
{
    switch (section) {
    case Section::Server:
        return u"server info"_s;
    case Section::Capabilities:
        return u"capabilities"_s;
    case Section::Tools:
        return InterfaceSnapshot::itemNoun(InterfaceSnapshot::Kind::Tools, 2);
    case Section::Resources:
        return InterfaceSnapshot::itemNoun(InterfaceSnapshot::Kind::Resources, 2);
    case Section::Templates:
        return InterfaceSnapshot::itemNoun(InterfaceSnapshot::Kind::Templates, 2);
    case Section::Prompts:
        return InterfaceSnapshot::itemNoun(InterfaceSnapshot::Kind::Prompts, 2);
    }
    return {};
}

QString InterfaceChange::typeName(Type type)
{
    switch (type) {
    case Type::Added:
        return u"added"_s;
    case Type::Removed:
        return u"removed"_s;
    case Type::Changed:
        return u"changed"_s;
    }
    return {};
}

QString InterfaceChange::noun(qsizetype count) const
{
    const QString plural = count == 1 ? QString() : u"s"_s;
    switch (section) {
    case Section::Server:
    case Section::Capabilities:
        return sectionName(section);
    case Section::Tools: {
        const bool schemaOnly
            = type == Type::Changed && !differences.isEmpty()
              && std::all_of(differences.cbegin(), differences.cend(), [](const JsonDifference &d) {
                     return JsonPointer::startsWith(d.pointer, u"/inputSchema"_s)
                            || JsonPointer::startsWith(d.pointer, u"/outputSchema"_s);
                 });
        return (schemaOnly ? u"tool schema"_s : u"tool"_s) + plural;
    }
    case Section::Resources:
        return u"resource"_s + plural;
    case Section::Templates:
        return u"resource template"_s + plural;
    case Section::Prompts:
        return u"prompt"_s + plural;
    }
    return {};
}

QString InterfaceChange::title() const
{
    if (key.isEmpty())
        return u"%1 %2"_s.arg(noun(), typeName(type));
    return u"%1 \"%2\" %3"_s.arg(noun(), key, typeName(type));
}

InterfaceDiff InterfaceDiff::compare(const InterfaceSnapshot &before,
                                     const InterfaceSnapshot &after)
{
    InterfaceDiff diff;
    diff.m_beforeTakenAt = before.takenAt;
    diff.m_afterTakenAt = after.takenAt;
    diff.compareObjects(InterfaceChange::Section::Server, before.server, after.server);
    diff.compareObjects(
        InterfaceChange::Section::Capabilities, before.capabilities, after.capabilities);
    for (const InterfaceSnapshot::Kind kind : InterfaceSnapshot::kKinds)
        diff.compareItems(kind, before, after);
    return diff;
}

void InterfaceDiff::compareObjects(InterfaceChange::Section section,
                                   const QJsonObject &before,
                                   const QJsonObject &after)
{
    const QList<JsonDifference> differences
        = JsonDiff::compare(before, after, {}, kMaxDifferencesPerItem);
    if (differences.isEmpty())
        return;
    m_changes.append({section, InterfaceChange::Type::Changed, {}, before, after, differences});
}

void InterfaceDiff::compareItems(InterfaceSnapshot::Kind kind,
                                 const InterfaceSnapshot &before,
                                 const InterfaceSnapshot &after)
{
    const InterfaceChange::Section section = InterfaceChange::sectionOf(kind);
    const QMap<QString, QJsonObject> &old = before.items(kind);
    const QMap<QString, QJsonObject> &now = after.items(kind);
    // An incomplete list may simply not show an item: only items on both sides are compared.
    const bool partial = before.incomplete.contains(kind) || after.incomplete.contains(kind);
    if (partial) {
        const QString why = after.incomplete.contains(kind) ? after.incomplete.value(kind)
                                                            : before.incomplete.value(kind);
        m_notes
            << u"the %1 list of %2 is incomplete (%3): added and removed %1 are not reported"_s.arg(
                   InterfaceSnapshot::itemNoun(kind, 2),
                   after.incomplete.contains(kind) ? u"this snapshot"_s : u"the earlier snapshot"_s,
                   why);
    }
    for (auto it = old.constBegin(); it != old.constEnd(); ++it) {
        const auto found = now.constFind(it.key());
        if (found == now.constEnd()) {
            if (!partial)
                m_changes.append({section,
                                  InterfaceChange::Type::Removed,
                                  it.key(),
                                  it.value(),
                                  QJsonValue::Undefined,
                                  {}});
            continue;
        }
        const QList<JsonDifference> differences
            = JsonDiff::compare(it.value(), found.value(), {}, kMaxDifferencesPerItem);
        if (!differences.isEmpty())
            m_changes.append({section,
                              InterfaceChange::Type::Changed,
                              it.key(),
                              it.value(),
                              found.value(),
                              differences});
    }
    if (partial)
        return;
    for (auto it = now.constBegin(); it != now.constEnd(); ++it) {
        if (!old.contains(it.key()))
            m_changes.append({section,
                              InterfaceChange::Type::Added,
                              it.key(),
                              QJsonValue::Undefined,
                              it.value(),
                              {}});
    }
}

QString InterfaceDiff::summary() const
{
    if (m_changes.isEmpty())
        return u"no changes"_s;
    // Counted per noun and type, in the order they first appear (server, capabilities, items).
    QList<std::pair<QString, InterfaceChange::Type>> order;
    QList<qsizetype> counts;
    QList<const InterfaceChange *> examples;
    for (const InterfaceChange &change : m_changes) {
        const std::pair group{change.noun(), change.type};
        const qsizetype index = order.indexOf(group);
        if (index >= 0) {
            ++counts[index];
            continue;
        }
        order.append(group);
        counts.append(1);
        examples.append(&change);
    }
    QStringList parts;
    for (qsizetype i = 0; i < order.size(); ++i) {
        const InterfaceChange &example = *examples.at(i);
        if (example.key.isEmpty()) // server info, capabilities: one object, no count
            parts << u"%1 %2"_s.arg(example.noun(), InterfaceChange::typeName(example.type));
        else
            parts << u"%1 %2 %3"_s.arg(QString::number(counts.at(i)),
                                       example.noun(counts.at(i)),
                                       InterfaceChange::typeName(example.type));
    }
    return u"%1 %2: %3"_s.arg(QString::number(m_changes.size()),
                              m_changes.size() == 1 ? u"change"_s : u"changes"_s,
                              parts.join(u", "_s));
}

QString InterfaceDiff::toText() const
{
    QStringList lines{summary()};
    for (const InterfaceChange &change : m_changes) {
        lines << change.title();
        for (const JsonDifference &difference : change.differences)
            lines << u"    "_s + difference.toString();
    }
    for (const QString &note : m_notes)
        lines << u"note: "_s + note;
    return lines.join(u'\n');
}

QJsonObject InterfaceDiff::toJson() const
{
    QJsonArray changes;
    for (const InterfaceChange &change : m_changes) {
        QJsonObject object{{"section"_L1, InterfaceChange::sectionName(change.section)},
                           {"type"_L1, InterfaceChange::typeName(change.type)}};
        if (!change.key.isEmpty())
            object.insert("key"_L1, change.key);
        if (change.type == InterfaceChange::Type::Changed) {
            QJsonArray differences;
            for (const JsonDifference &difference : change.differences)
                differences.append(difference.toJson("before"_L1, "after"_L1));
            object.insert("differences"_L1, differences);
        } else {
            object.insert("item"_L1,
                          change.type == InterfaceChange::Type::Added ? change.after
                                                                      : change.before);
        }
        changes.append(object);
    }
    QJsonObject json{{"summary"_L1, summary()},
                     {"count"_L1, m_changes.size()},
                     {"before"_L1, m_beforeTakenAt.toUTC().toString(Qt::ISODateWithMs)},
                     {"after"_L1, m_afterTakenAt.toUTC().toString(Qt::ISODateWithMs)},
                     {"changes"_L1, changes}};
    if (!m_notes.isEmpty())
        json.insert("notes"_L1, QJsonArray::fromStringList(m_notes));
    return json;
}
