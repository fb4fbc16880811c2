// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolcatalogue.h"

#include "demoapp.h"
#include "demoimage.h"
#include "mediatools.h"
#include "toolarguments.h"
#include "tripplanner.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString numberText(double value)
{
    return QString::number(value, 'g', 15);
}

QJsonObject echo(const QJsonObject &arguments)
{
    const QString message = arguments.value("message"_L1).toString();
    // A deliberately changed behaviour, so replay tests can show a server that changed one tool.
    if (qEnvironmentVariableIsSet("MCPSCOPE_DEMO_SHOUTING_ECHO"))
        return ToolCatalogue::textResult(message.toUpper());
    return ToolCatalogue::textResult(message);
}

QJsonObject add(const QJsonObject &arguments)
{
    const double a = arguments.value("a"_L1).toDouble();
    const double b = arguments.value("b"_L1).toDouble();
    const double sum = a + b;
    // JSON has no infinity: QJsonValue would silently turn it into null.
    if (!std::isfinite(sum))
        return ToolCatalogue::textResult(
            u"%1 + %2 overflows a double"_s.arg(numberText(a), numberText(b)), true);
    QJsonObject result = ToolCatalogue::textResult(
        u"%1 + %2 = %3"_s.arg(numberText(a), numberText(b), numberText(sum)));
    result.insert("structuredContent"_L1, QJsonObject{{"sum"_L1, sum}});
    return result;
}

QJsonObject fail(const QJsonObject &arguments)
{
    return ToolCatalogue::textResult(
        u"Failed on purpose: %1"_s.arg(arguments.value("reason"_L1).toString()), true);
}

QJsonObject image()
{
    const QByteArray png = DemoImage::png();
    const QJsonArray content{
        QJsonObject{
            {"type"_L1, u"text"_s},
            {"text"_L1, u"The mcpscope demo logo: a 32x32 PNG of %1 bytes."_s.arg(png.size())}},
        QJsonObject{{"type"_L1, u"image"_s},
                    {"data"_L1, QString::fromLatin1(DemoImage::pngBase64())},
                    {"mimeType"_L1, u"image/png"_s}}};
    return QJsonObject{{"content"_L1, content}};
}

QString ticketSummary(const QString &id, const QJsonObject &ticket)
{
    QStringList parts;
    parts << u"Created %1 \"%2\" (priority %3)"_s.arg(
        id, ticket.value("title"_L1).toString(), ticket.value("priority"_L1).toString());
    parts << u"reported by %1"_s.arg(ticket.value("reporter_email"_L1).toString());
    if (ticket.contains("due_date"_L1))
        parts << u"due %1"_s.arg(ticket.value("due_date"_L1).toString());
    const QJsonObject assignee = ticket.value("assignee"_L1).toObject();
    if (!assignee.isEmpty()) {
        const QString team = assignee.value("team"_L1).toString();
        parts << u"assigned to %1%2"_s.arg(assignee.value("name"_L1).toString(),
                                           team.isEmpty() ? QString() : u" (%1)"_s.arg(team));
    }
    const QJsonArray subtasks = ticket.value("subtasks"_L1).toArray();
    if (!subtasks.isEmpty()) {
        const auto done
            = std::count_if(subtasks.begin(), subtasks.end(), [](const QJsonValue &task) {
                  return task.toObject().value("done"_L1).toBool();
              });
        parts << u"%1 subtask(s), %2 done"_s.arg(subtasks.size()).arg(done);
    }
    QStringList tags;
    const QJsonArray tagArray = ticket.value("tags"_L1).toArray();
    for (const QJsonValue &tag : tagArray)
        tags << tag.toString();
    if (!tags.isEmpty())
        parts << u"tags: %1"_s.arg(tags.join(u", "_s));
    return parts.join(u"; "_s) + u'.';
}

// Compiled once per thread rather than per catalogue: every DemoServer has a catalogue, and
// modern HTTP makes a DemoServer per request.
const ToolArguments &catalogueArguments()
{
    thread_local const ToolArguments arguments(
        QJsonDocument::fromJson(ToolCatalogue::definitionsJson()).array());
    return arguments;
}

} // namespace

ToolCatalogue::ToolCatalogue()
    : m_definitions(QJsonDocument::fromJson(definitionsJson()).array())
{}

QJsonObject ToolCatalogue::definition(const QString &name) const
{
    for (const QJsonValue &tool : m_definitions) {
        if (tool.toObject().value("name"_L1).toString() == name)
            return tool.toObject();
    }
    return {};
}

QStringList ToolCatalogue::validateArguments(const QString &name,
                                             const QJsonObject &arguments) const
{
    return catalogueArguments().problems(name, arguments);
}

QJsonObject ToolCatalogue::withDefaults(const QString &name, const QJsonObject &arguments) const
{
    return catalogueArguments().withDefaults(name, arguments);
}

std::optional<QJsonObject> ToolCatalogue::callSynchronous(const QString &name,
                                                          const QJsonObject &arguments)
{
    if (name == "echo"_L1)
        return echo(arguments);
    if (name == "add"_L1)
        return add(arguments);
    if (name == "create_ticket"_L1)
        return createTicket(arguments);
    if (name == "fail"_L1)
        return fail(arguments);
    if (name == "get_image"_L1)
        return image();
    if (name == "plan_trip"_L1)
        return TripPlanner::plan(arguments);
    if (name == "get_audio"_L1)
        return MediaTools::audioResult(arguments);
    if (name == "mixed_content"_L1)
        return MediaTools::mixedResult();
    if (name == "show_app"_L1)
        return DemoApp::showAppResult(arguments);
    if (name == "model_only"_L1)
        return DemoApp::modelOnlyResult();
    return std::nullopt;
}

QJsonObject ToolCatalogue::createTicket(const QJsonObject &arguments)
{
    const QString id = u"DEMO-%1"_s.arg(m_nextTicketNumber++);
    const QString url = u"https://tickets.example.org/browse/%1"_s.arg(id);
    QJsonObject result = textResult(ticketSummary(id, arguments));
    result.insert(
        "structuredContent"_L1,
        QJsonObject{
            {"id"_L1, id}, {"url"_L1, url}, {"status"_L1, u"open"_s}, {"ticket"_L1, arguments}});
    return result;
}

QJsonObject ToolCatalogue::textResult(const QString &text, bool isError)
{
    QJsonObject result{
        {"content"_L1, QJsonArray{QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, text}}}}};
    if (isError)
        result.insert("isError"_L1, true);
    return result;
}

QJsonObject ToolCatalogue::invalidArgumentsResult(const QString &name, const QStringList &problems)
{
    QString text = u"Invalid arguments for tool \"%1\":"_s.arg(name);
    for (const QString &problem : problems)
        text += u"\n- "_s + problem;
    return textResult(text, true);
}
