// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "hostilecontent.h"

using namespace Qt::StringLiterals;

namespace HostileContent {

QByteArray terminalEscapes()
{
    return "\x1b[31m"                   // colour
           "\x1b]0;pwned\x07"           // window title
           "\x1b]52;c;cm0gLXJmIH4=\x07" // OSC 52: write the clipboard
           "\x9b"                       // a C1 CSI (as a raw byte it is not UTF-8; see attack())
           "\x1b[2J";                   // clear the screen
}

QString attack(const QString &name, const QString &fifoPath)
{
    return QString::fromUtf16(kMarker) + u" "_s + name + u" <img src=\""_s + fifoPath
           + u"\"> <b>bold</b> <a href=\"file:///etc/passwd\">link</a> "_s
           + QString::fromLatin1("\x1b[31m\x1b]0;pwned\x07\x1b]52;c;cm0gLXJmIH4=\x07")
           + QChar(0x009B) + u"2J"_s      // C1 CSI as a character
           + QChar(0x202E) + u"fdp.exe"_s // right-to-left override
           + u" %1 %p%v [*]"_s            // placeholders of arg() and QProgressBar
           + u"\nmcpscope-cli: error: forged line"_s;
}

QJsonObject initializeResult(const QString &fifoPath)
{
    return QJsonObject{
        {u"protocolVersion"_s, u"2025-11-25"_s},
        {u"capabilities"_s,
         QJsonObject{{u"tools"_s, QJsonObject{}},
                     {u"resources"_s, QJsonObject{}},
                     {u"prompts"_s, QJsonObject{}},
                     {u"logging"_s, QJsonObject{}}}},
        {u"serverInfo"_s,
         QJsonObject{{u"name"_s, attack(u"name"_s, fifoPath)},
                     {u"title"_s, attack(u"title"_s, fifoPath)},
                     {u"version"_s, attack(u"version"_s, fifoPath)}}},
        {u"instructions"_s, attack(u"instructions"_s, fifoPath)},
    };
}

namespace {

QJsonObject hostileTool(const QString &name, const QString &fifoPath, const QJsonObject &output)
{
    QJsonObject tool{
        {u"name"_s, name},
        {u"title"_s, attack(u"tool title"_s, fifoPath)},
        {u"description"_s, attack(u"tool description"_s, fifoPath)},
        {u"inputSchema"_s,
         QJsonObject{
             {u"type"_s, u"object"_s},
             {u"properties"_s,
              QJsonObject{
                  {attack(u"property"_s, fifoPath),
                   QJsonObject{
                       {u"type"_s, u"string"_s},
                       {u"title"_s, attack(u"property title"_s, fifoPath)},
                       {u"description"_s, attack(u"property description"_s, fifoPath)},
                       {u"enum"_s, QJsonArray{attack(u"choice"_s, fifoPath), u"plain"_s}}}}}}}},
    };
    if (!output.isEmpty())
        tool.insert(u"outputSchema"_s, output);
    return tool;
}

} // namespace

QJsonArray tools(const QString &fifoPath)
{
    const QJsonObject bombSchema{
        {u"type"_s, u"object"_s},
        {u"patternProperties"_s,
         QJsonObject{{u"^(a+)+$"_s, QJsonObject{{u"type"_s, u"string"_s}}}}},
    };
    const QJsonObject dateSchema{
        {u"type"_s, u"object"_s},
        {u"properties"_s,
         QJsonObject{
             {u"when"_s, QJsonObject{{u"type"_s, u"string"_s}, {u"format"_s, u"date-time"_s}}}}},
    };
    return QJsonArray{hostileTool(u"text"_s, fifoPath, {}),
                      hostileTool(u"bomb"_s, fifoPath, bombSchema),
                      hostileTool(u"datetime"_s, fifoPath, dateSchema),
                      hostileTool(u"huge"_s, fifoPath, {}),
                      hostileTool(u"hang"_s, fifoPath, {})};
}

QJsonArray resources(const QString &fifoPath)
{
    return QJsonArray{QJsonObject{
        {u"uri"_s, u"hostile://resource"_s},
        {u"name"_s, attack(u"resource"_s, fifoPath)},
        {u"title"_s, attack(u"resource title"_s, fifoPath)},
        {u"description"_s, attack(u"resource description"_s, fifoPath)},
        {u"mimeType"_s, attack(u"mime"_s, fifoPath)},
    }};
}

QJsonObject resourceContents(const QString &uri, const QString &fifoPath)
{
    const QString markdown = u"# "_s + attack(u"resource text"_s, fifoPath) + u"\n\n![x]("_s
                             + fifoPath + u")\n"_s;
    return QJsonObject{
        {u"contents"_s,
         QJsonArray{QJsonObject{{u"uri"_s, uri},
                                {u"mimeType"_s, u"text/markdown"_s},
                                {u"text"_s, markdown}}}},
    };
}

QJsonArray prompts(const QString &fifoPath)
{
    return QJsonArray{QJsonObject{
        {u"name"_s, u"hostile"_s},
        {u"title"_s, attack(u"prompt title"_s, fifoPath)},
        {u"description"_s, attack(u"prompt description"_s, fifoPath)},
        {u"arguments"_s,
         QJsonArray{QJsonObject{{u"name"_s, attack(u"argument"_s, fifoPath)},
                                {u"description"_s, attack(u"argument description"_s, fifoPath)}}}},
    }};
}

QJsonObject promptResult(const QString &fifoPath)
{
    return QJsonObject{
        {u"description"_s, attack(u"prompt result"_s, fifoPath)},
        {u"messages"_s,
         QJsonArray{QJsonObject{
             {u"role"_s, attack(u"role"_s, fifoPath)},
             {u"content"_s,
              QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, attack(u"message"_s, fifoPath)}}}}}},
    };
}

QJsonObject callResult(const QString &tool, const QString &fifoPath, qsizetype hugeBytes)
{
    if (tool == u"bomb"_s) {
        // 40 'a' then 'b': ^(a+)+$ fails only after trying every way to split the a's.
        const QString key = QString(40, u'a') + u'b';
        return QJsonObject{
            {u"content"_s, QJsonArray{QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, u"bomb"_s}}}},
            {u"structuredContent"_s, QJsonObject{{key, u"x"_s}}}};
    }
    if (tool == u"datetime"_s) {
        return QJsonObject{
            {u"content"_s, QJsonArray{QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, u"date"_s}}}},
            {u"structuredContent"_s, QJsonObject{{u"when"_s, QString(200000, u'2')}}}};
    }
    if (tool == u"huge"_s) {
        return QJsonObject{{u"content"_s,
                            QJsonArray{QJsonObject{{u"type"_s, u"text"_s},
                                                   {u"text"_s, QString(hugeBytes, u'x')}}}}};
    }
    if (tool == u"hang"_s)
        return {};
    const QString markdown = u"# "_s + attack(u"heading"_s, fifoPath) + u"\n\n![image]("_s
                             + fifoPath + u")\n\n<img src=\""_s + fifoPath
                             + u"\">\n\n[a link](file:///etc/passwd)\n"_s;
    return QJsonObject{
        {u"content"_s,
         QJsonArray{
             QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, attack(u"text block"_s, fifoPath)}},
             QJsonObject{
                 {u"type"_s, u"text"_s},
                 {u"text"_s, markdown},
                 {u"annotations"_s,
                  QJsonObject{{u"audience"_s, QJsonArray{attack(u"audience"_s, fifoPath)}}}}},
             QJsonObject{{u"type"_s, attack(u"block type"_s, fifoPath)}, {u"text"_s, u"unknown"_s}},
             QJsonObject{{u"type"_s, u"image"_s},
                         {u"mimeType"_s, attack(u"image mime"_s, fifoPath)},
                         {u"data"_s, u"iVBORw0KGgo="_s}},
             QJsonObject{{u"type"_s, u"resource_link"_s},
                         {u"uri"_s, u"file:///etc/passwd"_s},
                         {u"name"_s, attack(u"link"_s, fifoPath)}},
         }},
        {u"isError"_s, false},
    };
}

QJsonObject logNotification(const QString &fifoPath)
{
    return QJsonObject{{u"jsonrpc"_s, u"2.0"_s},
                       {u"method"_s, u"notifications/message"_s},
                       {u"params"_s,
                        QJsonObject{{u"level"_s, u"error"_s},
                                    {u"logger"_s, attack(u"logger"_s, fifoPath)},
                                    {u"data"_s, attack(u"log data"_s, fifoPath)}}}};
}

} // namespace HostileContent
