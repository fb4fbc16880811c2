// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "notebook.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

QJsonArray NoteBook::toolDefinitions()
{
    return QJsonDocument::fromJson(R"json([
{
  "name": "add_note",
  "title": "Add a note",
  "description": "Adds a note as a new resource demo://notes/N. Resource list changes are announced (notifications/resources/list_changed) and subscribers of demo://notes/index are told it was updated.",
  "inputSchema": {
    "type": "object",
    "properties": {"text": {"type": "string", "title": "Text", "minLength": 1}},
    "required": ["text"],
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false,
                  "openWorldHint": false}
},
{
  "name": "clear_notes",
  "title": "Delete every note",
  "description": "Deletes every note added with add_note. Destructive: the notes are gone; subscribers of the index and of each note are told.",
  "inputSchema": {"type": "object", "properties": {}, "additionalProperties": false},
  "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true,
                  "openWorldHint": false}
}
])json")
        .array();
}

bool NoteBook::isNoteTool(const QString &name)
{
    return name == "add_note"_L1 || name == "clear_notes"_L1;
}

QString NoteBook::indexText() const
{
    if (m_notes.isEmpty())
        return u"No notes yet. Call add_note to add one."_s;
    QStringList lines;
    for (const auto &[uri, text] : m_notes)
        lines << u"%1: %2"_s.arg(uri, text);
    return lines.join(u'\n');
}

QJsonArray NoteBook::resources() const
{
    QJsonArray list{QJsonObject{
        {"uri"_L1, QString(IndexUri)},
        {"name"_L1, u"notes"_s},
        {"title"_L1, u"Notes index"_s},
        {"description"_L1, u"The notes added with add_note; subscribe to see it change."_s},
        {"mimeType"_L1, u"text/plain"_s},
        {"size"_L1, indexText().toUtf8().size()},
        {"annotations"_L1,
         QJsonObject{{"audience"_L1, QJsonArray{u"user"_s}}, {"priority"_L1, 0.5}}}}};
    for (const auto &[uri, text] : m_notes) {
        list.append(QJsonObject{{"uri"_L1, uri},
                                {"name"_L1, uri.section(u'/', -1)},
                                {"title"_L1, u"Note %1"_s.arg(uri.section(u'/', -1))},
                                {"mimeType"_L1, u"text/plain"_s},
                                {"size"_L1, text.toUtf8().size()}});
    }
    return list;
}

std::optional<QJsonObject> NoteBook::read(const QString &uri) const
{
    const auto text = [&uri](const QString &body) {
        return QJsonObject{{"uri"_L1, uri}, {"mimeType"_L1, u"text/plain"_s}, {"text"_L1, body}};
    };
    if (uri == IndexUri)
        return text(indexText());
    for (const auto &[noteUri, body] : m_notes) {
        if (noteUri == uri)
            return text(body);
    }
    return std::nullopt;
}

QString NoteBook::add(const QString &text)
{
    const QString uri = u"demo://notes/%1"_s.arg(m_nextNumber++);
    m_notes.append({uri, text});
    Q_EMIT changed({QString(IndexUri)});
    return uri;
}

QStringList NoteBook::clear()
{
    QStringList removed;
    for (const auto &note : std::as_const(m_notes))
        removed << note.first;
    m_notes.clear();
    Q_EMIT changed(QStringList{QString(IndexUri)} + removed);
    return removed;
}
