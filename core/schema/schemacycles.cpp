// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemacycles.h"

#include "jsonpointer.h"
#include "schemadocument.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

class CycleFinder
{
public:
    explicit CycleFinder(const QJsonValue &document)
        : m_document(document)
    {}

    std::optional<QString> visit(const QString &pointer)
    {
        if (m_visited.contains(pointer) || m_visited.size() > 50000)
            return std::nullopt;
        m_visited.insert(pointer, true);
        if (inPlaceCycle(pointer))
            return pointer;
        for (const QString &child : children(pointer, false)) {
            if (const auto found = visit(child))
                return found;
        }
        return std::nullopt;
    }

private:
    QJsonObject objectAt(const QString &pointer) const
    {
        return JsonPointer::resolve(m_document, pointer).value_or(QJsonValue()).toObject();
    }

    // Subschemas applied to the same value (inPlace) or, when !inPlace, every subschema.
    QStringList children(const QString &pointer, bool inPlace) const
    {
        const QJsonObject schema = objectAt(pointer);
        QStringList out;
        const QString reference = schema.value("$ref"_L1).toString();
        if (reference.startsWith(u'#'))
            out.append(JsonPointer::fromUriFragment(reference.mid(1)).value_or(QString()));
        static const QStringList sameValue
            = {u"/allOf"_s, u"/not"_s, u"/if"_s, u"/then"_s, u"/else"_s, u"/dependencies"_s};
        SchemaDocument::forEachSubschema(
            schema, SchemaDialect::Draft7, [&](const QString &relative, const QJsonValue &) {
                const bool same
                    = std::any_of(sameValue.cbegin(), sameValue.cend(), [&](const QString &prefix) {
                          return JsonPointer::startsWith(relative, prefix);
                      });
                if (!inPlace || same)
                    out.append(pointer + relative);
            });
        for (const auto key : {"x-mcpscope-anyOf"_L1, "x-mcpscope-oneOf"_L1}) {
            const QJsonObject spec = schema.value(key).toObject();
            for (qsizetype i = 0; i < spec.value("branches"_L1).toArray().size(); ++i)
                out.append(JsonPointer::append(spec.value("at"_L1).toString(), i));
        }
        if (!inPlace) {
            for (const auto key :
                 {"x-mcpscope-contains"_L1, "x-mcpscope-unevaluated"_L1, "x-mcpscope-refs"_L1}) {
                const QJsonObject spec = schema.value(key).toObject();
                for (auto it = spec.constBegin(); it != spec.constEnd(); ++it) {
                    if (it.value().isObject() || it.value().isBool())
                        out.append(JsonPointer::append(pointer + u'/' + key, it.key()));
                }
            }
        }
        return out;
    }

    bool inPlaceCycle(const QString &pointer)
    {
        const int state = m_state.value(pointer);
        if (state != Unvisited)
            return state == OnPath;
        m_state.insert(pointer, OnPath);
        for (const QString &next : children(pointer, true)) {
            if (inPlaceCycle(next))
                return true;
        }
        m_state.insert(pointer, Done);
        return false;
    }

    enum { Unvisited, OnPath, Done };
    QJsonValue m_document;
    QHash<QString, bool> m_visited;
    QHash<QString, int> m_state;
};

} // namespace

namespace SchemaCycles {

std::optional<QString> find(const QJsonValue &translated)
{
    return CycleFinder(translated).visit(QString());
}

} // namespace SchemaCycles
