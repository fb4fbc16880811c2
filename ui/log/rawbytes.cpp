// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "rawbytes.h"

#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace RawBytes {

bool isReadableText(const QByteArray &bytes)
{
    for (const char byte : bytes) {
        const auto value = static_cast<unsigned char>(byte);
        if (value < 0x20 && value != '\t' && value != '\n' && value != '\r')
            return false;
        if (value == 0x7f)
            return false;
    }
    // Stateless: a sequence cut off at the end is an error, not something to wait for.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
    const QString decoded = decoder.decode(bytes);
    Q_UNUSED(decoded);
    return !decoder.hasError();
}

QString hexDump(const QByteArray &bytes, qsizetype maxBytes)
{
    const qsizetype shown = qMin(bytes.size(), maxBytes);
    QString text;
    text.reserve(shown / 16 * 78 + 80);
    for (qsizetype offset = 0; offset < shown; offset += 16) {
        text += u"%1  "_s.arg(qlonglong(offset), 8, 16, QChar(u'0'));
        QString ascii;
        for (qsizetype i = offset; i < offset + 16; ++i) {
            if (i < shown) {
                const auto value = static_cast<unsigned char>(bytes.at(i));
                text += u"%1 "_s.arg(uint(value), 2, 16, QChar(u'0'));
                ascii += value >= 0x20 && value < 0x7f ? QChar(char16_t(value)) : QChar(u'.');
            } else {
                text += u"   "_s;
            }
            if (i == offset + 7)
                text += u' ';
        }
        text += u" |"_s + ascii + u"|\n"_s;
    }
    if (shown < bytes.size())
        text += u"… %1 more bytes\n"_s.arg(bytes.size() - shown);
    return text;
}

} // namespace RawBytes
