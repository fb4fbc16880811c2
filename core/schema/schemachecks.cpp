// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonpointer.h"
#include "schemaconstraints.h"

#include <QJsonObject>

#include <valijson/adapters/qtjson_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

using namespace Qt::StringLiterals;
using valijson::ValidationResults;

namespace {

// The translated document, as the only "remote" document valijson may ever fetch.
const std::string DocumentUri = "https://mcpscope.invalid/translated.json";

} // namespace

SchemaChecks::SchemaChecks(const QJsonValue &translated,
                           SchemaTranslator::Engine engine,
                           const QHash<QString, SchemaRegex> &regexes)
    : m_document(translated)
    , m_engine(engine)
    , m_regexes(regexes)
{}

void SchemaChecks::spend() const
{
    if (m_deadline.hasExpired())
        throw OutOfTime{};
}

SchemaRegex::Result SchemaChecks::search(const QString &pattern, QStringView subject)
{
    spend();
    auto it = m_regexes.find(pattern);
    if (it == m_regexes.end()) // the translator compiles every pattern; this is a safety net
        it = m_regexes.insert(pattern, SchemaRegex(pattern));
    return it->search(subject);
}

SchemaChecks::~SchemaChecks() = default;

QJsonValue SchemaChecks::schemaAt(const QString &pointer) const
{
    return JsonPointer::resolve(m_document, pointer).value_or(QJsonValue(QJsonValue::Undefined));
}

const valijson::Schema *SchemaChecks::compiled(const QString &pointer)
{
    const auto cached = m_compiled.find(pointer);
    if (cached != m_compiled.end())
        return cached->second.get();
    using valijson::adapters::QtJsonAdapter;
    valijson::SchemaParser parser(m_engine == SchemaTranslator::Engine::Draft4
                                      ? valijson::SchemaParser::kDraft4
                                      : valijson::SchemaParser::kDraft7);
    configure(parser);
    auto schema = std::make_unique<valijson::Schema>();
    // Fetching is how a subschema compiles on its own; only this document is ever served.
    const auto fetch = [this](const std::string &uri) -> const QJsonValue * {
        return uri == DocumentUri ? &m_document : nullptr;
    };
    const auto release = [](const QJsonValue *) {};
    const QJsonValue root
        = pointer.isEmpty()
              ? m_document
              : QJsonValue(QJsonObject{{u"$ref"_s,
                                        QString(QString::fromStdString(DocumentUri) + u'#'
                                                + JsonPointer::toUriFragment(pointer))}});
    parser.populateSchema(QtJsonAdapter(root), *schema, fetch, release);
    return m_compiled.emplace(pointer, std::move(schema)).first->second.get();
}

bool SchemaChecks::compile(QString *error)
{
    try {
        compiled(QString());
        return true;
    } catch (const std::exception &exception) {
        if (error)
            *error = QString::fromStdString(exception.what());
        return false;
    }
}

bool SchemaChecks::check(const QString &pointer,
                         const QJsonValue &value,
                         ValidationResults *results)
{
    const std::vector<std::string> root{"<root>"};
    // A schema can apply itself in place forever ({"anyOf": [{"$ref": "#"}]}): stop there.
    if (m_nesting >= MaxNesting) {
        if (results)
            results->pushError(root, "the schema applies itself here without end");
        return false;
    }
    const valijson::Schema *schema = nullptr;
    try {
        schema = compiled(pointer);
    } catch (const std::exception &exception) {
        if (results)
            results->pushError(root, std::string("cannot check: ") + exception.what());
        return false;
    }
    spend();
    // OutOfTime may unwind through here: the count must follow.
    struct Nesting
    {
        int &count;
        explicit Nesting(int &c)
            : count(++c)
        {}
        ~Nesting() { --count; }
    } nesting(m_nesting);
    valijson::Validator validator;
    return validator.validate(*schema, valijson::adapters::QtJsonAdapter(value), results);
}
