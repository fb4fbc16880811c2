// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mrtr.h"

#include "modernprotocol.h"
#include "toolcatalogue.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace Mrtr {

namespace {

constexpr auto Base64Url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

// Random per process: a state outlives neither the process nor a restart, which is fine for
// a demo, and nobody can forge one without reading this process's memory.
QByteArray processKey()
{
    static const QByteArray key = [] {
        QByteArray bytes(32, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()),
                                              bytes.size() / 4);
        return bytes;
    }();
    return key;
}

QByteArray signature(const QByteArray &payload)
{
    return QMessageAuthenticationCode::hash(payload, processKey(), QCryptographicHash::Sha256);
}

QString argumentsDigest(const QJsonObject &arguments)
{
    // QJsonObject keeps its keys sorted, so the compact form is canonical.
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(arguments).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex());
}

Reply invalidParams(const QString &message)
{
    return Reply::failure(JsonRpc::ErrorCode::InvalidParams, message);
}

Reply inputRequired(const QString &toolName,
                    const QJsonObject &arguments,
                    const QJsonObject &inputRequests,
                    const State &state)
{
    return Reply::success({{"resultType"_L1, u"input_required"_s},
                           {"inputRequests"_L1, inputRequests},
                           {"requestState"_L1, seal(toolName, arguments, state)}});
}

QJsonObject bookingForm(const QJsonObject &arguments, const QString &note)
{
    const QString message
        = u"Book %1 night(s) in %2?%3"_s.arg(QString::number(arguments.value("nights"_L1).toInt()),
                                             arguments.value("destination"_L1).toString(),
                                             note);
    const QJsonObject schema{
        {"type"_L1, u"object"_s},
        {"properties"_L1,
         QJsonObject{
             {"confirm"_L1, QJsonObject{{"type"_L1, u"boolean"_s}, {"title"_L1, u"Confirm"_s}}},
             {"name"_L1,
              QJsonObject{{"type"_L1, u"string"_s},
                          {"title"_L1, u"Name on the booking"_s},
                          {"minLength"_L1, 1}}}}},
        {"required"_L1, QJsonArray{u"confirm"_s, u"name"_s}}};
    return {{"confirm"_L1,
             QJsonObject{{"method"_L1, QString(Mcp::Method::ElicitationCreate)},
                         {"params"_L1,
                          QJsonObject{{"mode"_L1, u"form"_s},
                                      {"message"_L1, message},
                                      {"requestedSchema"_L1, schema}}}}}};
}

Reply confirmBooking(const QJsonObject &arguments,
                     const State &state,
                     const QJsonObject &responses,
                     const QJsonObject &capabilities)
{
    const QString tool = u"confirm_booking"_s;
    if (!capabilities.contains("elicitation"_L1)) {
        return ModernProtocol::missingCapability(
            u"confirm_booking asks the user through elicitation/create"_s,
            {{"elicitation"_L1, QJsonObject{{"form"_L1, QJsonObject()}}}});
    }
    const QJsonValue answer = responses.value("confirm"_L1);
    if (state.round == 0 || answer.isUndefined())
        return inputRequired(tool, arguments, bookingForm(arguments, {}), {1, {}});
    const QString action = answer["action"_L1].toString();
    if (!answer.isObject()
        || !QStringList{u"accept"_s, u"decline"_s, u"cancel"_s}.contains(action)) {
        return invalidParams(u"inputResponses.confirm must be an ElicitResult: an object with "
                             "action accept, decline or cancel"_s);
    }
    if (action != "accept"_L1)
        return Reply::success(ToolCatalogue::textResult(
            u"Not booked: the user chose %1 on the confirmation form."_s.arg(action)));
    const QJsonObject content = answer["content"_L1].toObject();
    const QString name = content.value("name"_L1).toString();
    if (name.trimmed().isEmpty()) {
        return inputRequired(
            tool, arguments, bookingForm(arguments, u" (a name is needed)"_s), {1, {}});
    }
    if (!content.value("confirm"_L1).toBool())
        return Reply::success(
            ToolCatalogue::textResult(u"Not booked: %1 did not tick Confirm."_s.arg(name)));
    const QString reference = argumentsDigest(arguments).left(8).toUpper();
    QJsonObject result
        = ToolCatalogue::textResult(u"Booked %1 night(s) in %2 for %3. Reference DEMO-%4."_s.arg(
            QString::number(arguments.value("nights"_L1).toInt()),
            arguments.value("destination"_L1).toString(),
            name,
            reference));
    result.insert(
        "structuredContent"_L1,
        QJsonObject{{"reference"_L1, QString(u"DEMO-"_s + reference)}, {"name"_L1, name}});
    return Reply::success(result);
}

QJsonObject rootsRequest()
{
    return {{"roots"_L1,
             QJsonObject{{"method"_L1, QString(Mcp::Method::RootsList)},
                         {"params"_L1, QJsonObject()}}}};
}

QJsonObject summaryRequest(const QJsonArray &roots)
{
    QStringList uris;
    for (const QJsonValue &uri : roots)
        uris << uri.toString();
    const QString prompt = u"In one sentence, describe a workspace with these roots: %1"_s.arg(
        uris.isEmpty() ? u"(none)"_s : uris.join(u", "_s));
    const QJsonObject message{
        {"role"_L1, u"user"_s},
        {"content"_L1, QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, prompt}}}};
    return {
        {"summary"_L1,
         QJsonObject{{"method"_L1, QString(Mcp::Method::SamplingCreateMessage)},
                     {"params"_L1,
                      QJsonObject{{"messages"_L1, QJsonArray{message}}, {"maxTokens"_L1, 200}}}}}};
}

Reply rootsReport(const QJsonObject &arguments,
                  const State &state,
                  const QJsonObject &responses,
                  const QJsonObject &capabilities)
{
    const QString tool = u"roots_report"_s;
    QJsonObject missing;
    for (const QString &capability : {u"roots"_s, u"sampling"_s}) {
        if (!capabilities.contains(capability))
            missing.insert(capability, QJsonObject());
    }
    if (!missing.isEmpty()) {
        return ModernProtocol::missingCapability(
            u"roots_report asks for roots/list and sampling/createMessage"_s, missing);
    }
    const QJsonValue rootsAnswer = responses.value("roots"_L1);
    if (state.round == 0 || (state.round == 1 && rootsAnswer.isUndefined()))
        return inputRequired(tool, arguments, rootsRequest(), {1, {}});
    if (state.round == 1) {
        if (!rootsAnswer["roots"_L1].isArray())
            return invalidParams(u"inputResponses.roots must be a ListRootsResult {roots: []}"_s);
        QJsonArray uris;
        for (const QJsonValue &root : rootsAnswer["roots"_L1].toArray())
            uris.append(root["uri"_L1].toString());
        return inputRequired(tool, arguments, summaryRequest(uris), {2, {{"roots"_L1, uris}}});
    }
    const QJsonArray uris = state.carried.value("roots"_L1).toArray();
    const QJsonValue summary = responses.value("summary"_L1);
    if (summary.isUndefined())
        return inputRequired(tool, arguments, summaryRequest(uris), state);
    if (!summary["content"_L1].isObject())
        return invalidParams(u"inputResponses.summary must be a CreateMessageResult with a "
                             "content block"_s);
    const QString text = summary["content"_L1]["type"_L1] == "text"_L1
                             ? summary["content"_L1]["text"_L1].toString()
                             : u"(a non-text answer)"_s;
    const QString model = summary["model"_L1].toString(u"an unnamed model"_s);
    QStringList rootList;
    for (const QJsonValue &uri : uris)
        rootList << uri.toString();
    QJsonObject result = ToolCatalogue::textResult(u"Roots: %1. %2 says: %3"_s.arg(
        rootList.isEmpty() ? u"(none)"_s : rootList.join(u", "_s), model, text));
    result.insert("structuredContent"_L1,
                  QJsonObject{{"roots"_L1, uris}, {"summary"_L1, text}, {"model"_L1, model}});
    return Reply::success(result);
}

} // namespace

QString seal(const QString &toolName, const QJsonObject &arguments, const State &state)
{
    const QJsonObject payload{
        {"method"_L1, QString(Mcp::Method::ToolsCall)},
        {"tool"_L1, toolName},
        {"arguments"_L1, argumentsDigest(arguments)},
        {"round"_L1, state.round},
        {"carried"_L1, state.carried},
        {"expires"_L1, QDateTime::currentMSecsSinceEpoch() + StateLifetimeMs}};
    const QByteArray bytes = QJsonDocument(payload).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(bytes.toBase64(Base64Url) + '.'
                               + signature(bytes).toBase64(Base64Url));
}

std::optional<State>
open(const QString &sealed, const QString &toolName, const QJsonObject &arguments, QString *why)
{
    const QString forged
        = u"it is not one this server issued, or it was changed (echo it byte for byte)"_s;
    const QByteArrayList parts = sealed.toLatin1().split('.');
    if (parts.size() != 2) {
        *why = forged;
        return std::nullopt;
    }
    const auto payload = QByteArray::fromBase64Encoding(
        parts.at(0), Base64Url | QByteArray::AbortOnBase64DecodingErrors);
    if (!payload || parts.at(1) != signature(*payload).toBase64(Base64Url)) {
        *why = forged;
        return std::nullopt;
    }
    const QJsonObject fields = QJsonDocument::fromJson(*payload).object();
    if (fields.value("tool"_L1).toString() != toolName) {
        *why = u"it was issued for tool %1, not %2"_s.arg(fields.value("tool"_L1).toString(),
                                                          toolName);
        return std::nullopt;
    }
    if (fields.value("arguments"_L1).toString() != argumentsDigest(arguments)) {
        *why = u"it was issued for different arguments; a retry repeats the original ones"_s;
        return std::nullopt;
    }
    if (fields.value("expires"_L1).toInteger() < QDateTime::currentMSecsSinceEpoch()) {
        *why = u"it expired (states live %1 minutes); call again without it"_s.arg(StateLifetimeMs
                                                                                   / 60000);
        return std::nullopt;
    }
    return State{fields.value("round"_L1).toInt(), fields.value("carried"_L1).toObject()};
}

Reply call(const QJsonObject &params, const QJsonObject &clientCapabilities)
{
    const QString name = params.value("name"_L1).toString();
    const QJsonObject arguments = params.value("arguments"_L1).toObject();
    const QJsonValue responses = params.value("inputResponses"_L1);
    const QJsonValue sealed = params.value("requestState"_L1);
    if (!responses.isUndefined() && !responses.isObject())
        return invalidParams(u"params.inputResponses must be an object keyed like the "
                             "inputRequests it answers"_s);
    State state;
    if (!sealed.isUndefined()) {
        QString why;
        const std::optional<State> opened
            = sealed.isString() ? open(sealed.toString(), name, arguments, &why) : std::nullopt;
        if (!opened) {
            return invalidParams(u"Invalid requestState for %1: %2"_s.arg(
                name, sealed.isString() ? why : u"it must be a string"_s));
        }
        state = *opened;
    } else if (!responses.isUndefined()) {
        return invalidParams(u"%1: inputResponses came without requestState; the "
                             "input_required result carried one, and the retry must echo it "
                             "unchanged"_s.arg(name));
    }
    if (name == "confirm_booking"_L1)
        return confirmBooking(arguments, state, responses.toObject(), clientCapabilities);
    return rootsReport(arguments, state, responses.toObject(), clientCapabilities);
}

} // namespace Mrtr
