// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "tsfile.h"

#include <QFile>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

void readMessage(QXmlStreamReader &xml, const QString &context, TsFile &file)
{
    TsMessage message;
    message.context = context;
    message.numerus = xml.attributes().value("numerus"_L1) == "yes"_L1;
    while (xml.readNextStartElement()) {
        if (xml.name() == "source"_L1) {
            message.source = xml.readElementText();
        } else if (xml.name() == "comment"_L1) {
            message.comment = xml.readElementText();
        } else if (xml.name() == "translation"_L1) {
            message.type = xml.attributes().value("type"_L1).toString();
            if (!message.numerus) {
                message.translations << xml.readElementText();
                continue;
            }
            while (xml.readNextStartElement()) {
                if (xml.name() == "numerusform"_L1)
                    message.translations << xml.readElementText();
                else
                    xml.skipCurrentElement();
            }
        } else {
            xml.skipCurrentElement(); // location, extracomment, translatorcomment
        }
    }
    file.messages << message;
}

} // namespace

TsFile TsFile::read(const QString &path)
{
    TsFile file;
    QFile input(path);
    if (!input.open(QIODevice::ReadOnly)) {
        file.error = u"cannot open %1: %2"_s.arg(path, input.errorString());
        return file;
    }
    QXmlStreamReader xml(&input);
    if (xml.readNextStartElement() && xml.name() == "TS"_L1) {
        file.language = xml.attributes().value("language"_L1).toString();
        while (xml.readNextStartElement()) {
            if (xml.name() != "context"_L1) {
                xml.skipCurrentElement();
                continue;
            }
            QString context;
            while (xml.readNextStartElement()) {
                if (xml.name() == "name"_L1)
                    context = xml.readElementText();
                else if (xml.name() == "message"_L1)
                    readMessage(xml, context, file);
                else
                    xml.skipCurrentElement();
            }
        }
    }
    if (xml.hasError())
        file.error = u"%1:%2: %3"_s.arg(path, QString::number(xml.lineNumber()), xml.errorString());
    else if (file.messages.isEmpty())
        file.error = u"%1 holds no messages"_s.arg(path);
    return file;
}

QString TsFile::committedPath(const QString &code)
{
    return u"%1/resources/translations/mcpscope_%2.ts"_s.arg(QStringLiteral(MCPSCOPE_SOURCE_DIR),
                                                             code);
}
