// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "promptcatalogue.h"

#include <core/jsonrpc/jsonrpcerrors.h>

using namespace Qt::StringLiterals;

namespace PromptCatalogue {

namespace {

QJsonObject
argument(const QString &name, const QString &title, const QString &description, bool required)
{
    return {{"name"_L1, name},
            {"title"_L1, title},
            {"description"_L1, description},
            {"required"_L1, required}};
}

QJsonObject textMessage(const QString &role, const QString &text)
{
    return {{"role"_L1, role},
            {"content"_L1, QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, text}}}};
}

QStringList summaryStyles()
{
    return {u"brief"_s, u"detailed"_s, u"bullet-points"_s, u"plain-language"_s};
}

QStringList languages()
{
    return {u"bash"_s,
            u"c"_s,
            u"c++"_s,
            u"c#"_s,
            u"cmake"_s,
            u"go"_s,
            u"java"_s,
            u"javascript"_s,
            u"kotlin"_s,
            u"python"_s,
            u"qml"_s,
            u"ruby"_s,
            u"rust"_s,
            u"sql"_s,
            u"swift"_s,
            u"typescript"_s};
}

QJsonArray summarize(const QJsonObject &arguments)
{
    const QString style = arguments.value("style"_L1).toString(u"brief"_s);
    return {textMessage(u"user"_s,
                        u"Summarize the following text in a %1 style.\n\n%2"_s.arg(
                            style, arguments.value("text"_L1).toString()))};
}

QJsonArray codeReview(const QJsonObject &arguments)
{
    const QString language = arguments.value("language"_L1).toString();
    return {textMessage(u"user"_s,
                        u"Review this %1 code. Point out bugs first, then risky patterns, then "
                        "style. Quote the lines you mean.\n\n```%1\n%2\n```"_s.arg(
                            language, arguments.value("code"_L1).toString()))};
}

QJsonArray greeting()
{
    // An embedded resource shows a content type other than text in prompt messages.
    const QJsonObject readme{
        {"type"_L1, u"resource"_s},
        {"resource"_L1,
         QJsonObject{{"uri"_L1, u"demo://docs/readme"_s},
                     {"mimeType"_L1, u"text/markdown"_s},
                     {"text"_L1, u"See demo://docs/readme for the full tour."_s}}}};
    return {textMessage(u"user"_s, u"Hello! What can you do?"_s),
            textMessage(u"assistant"_s,
                        u"Hi! I am the mcpscope demo server. I have tools, resources and prompts "
                        "for you to explore; the readme below is a good start."_s),
            QJsonObject{{"role"_L1, u"assistant"_s}, {"content"_L1, readme}}};
}

} // namespace

QJsonArray prompts()
{
    return {
        QJsonObject{
            {"name"_L1, u"summarize"_s},
            {"title"_L1, u"Summarize text"_s},
            {"description"_L1, u"Asks the model for a summary of a text, in a chosen style."_s},
            {"arguments"_L1,
             QJsonArray{argument(u"text"_s, u"Text"_s, u"The text to summarize."_s, true),
                        argument(u"style"_s,
                                 u"Style"_s,
                                 u"brief, detailed, bullet-points or plain-language "
                                 "(default brief)."_s,
                                 false)}}},
        QJsonObject{{"name"_L1, u"code_review"_s},
                    {"title"_L1, u"Review code"_s},
                    {"description"_L1, u"Asks the model to review a piece of code."_s},
                    {"arguments"_L1,
                     QJsonArray{argument(u"language"_s,
                                         u"Language"_s,
                                         u"Programming language; completion suggests some."_s,
                                         true),
                                argument(u"code"_s, u"Code"_s, u"The code to review."_s, true)}}},
        QJsonObject{{"name"_L1, u"greeting"_s},
                    {"title"_L1, u"Greeting"_s},
                    {"description"_L1,
                     u"A short conversation without arguments, with an embedded resource."_s}},
    };
}

QJsonObject prompt(const QString &name)
{
    const QJsonArray all = prompts();
    for (const QJsonValue &entry : all) {
        if (entry.toObject().value("name"_L1).toString() == name)
            return entry.toObject();
    }
    return {};
}

Reply get(const QJsonObject &params)
{
    const QString name = params.value("name"_L1).toString();
    const QJsonObject definition = prompt(name);
    if (definition.isEmpty()) {
        return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                              params.value("name"_L1).isString()
                                  ? u"Unknown prompt: %1"_s.arg(name)
                                  : u"prompts/get needs params.name (a string)"_s,
                              QJsonObject{{"name"_L1, params.value("name"_L1)}});
    }
    const QJsonObject arguments = params.value("arguments"_L1).toObject();
    for (auto it = arguments.constBegin(); it != arguments.constEnd(); ++it) {
        if (!it.value().isString()) {
            return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                                  u"Prompt argument \"%1\" must be a string"_s.arg(it.key()));
        }
    }
    const QJsonArray declared = definition.value("arguments"_L1).toArray();
    for (const QJsonValue &entry : declared) {
        const QJsonObject argument = entry.toObject();
        const QString argumentName = argument.value("name"_L1).toString();
        if (argument.value("required"_L1).toBool()
            && arguments.value(argumentName).toString().isEmpty()) {
            return Reply::failure(
                JsonRpc::ErrorCode::InvalidParams,
                u"Prompt \"%1\" needs the argument \"%2\""_s.arg(name, argumentName),
                QJsonObject{{"missing"_L1, argumentName}});
        }
    }
    QJsonArray messages;
    if (name == "summarize"_L1)
        messages = summarize(arguments);
    else if (name == "code_review"_L1)
        messages = codeReview(arguments);
    else
        messages = greeting();
    return Reply::success(
        {{"description"_L1, definition.value("description"_L1)}, {"messages"_L1, messages}});
}

QStringList suggestions(const QString &promptName, const QString &argumentName)
{
    if (promptName == "summarize"_L1 && argumentName == "style"_L1)
        return summaryStyles();
    if (promptName == "code_review"_L1 && argumentName == "language"_L1)
        return languages();
    return {};
}

} // namespace PromptCatalogue
