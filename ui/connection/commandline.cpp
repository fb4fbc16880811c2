// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "commandline.h"

using namespace Qt::StringLiterals;

namespace CommandLine {

namespace {

// Characters a backslash escapes inside double quotes (POSIX 2.2.3); before any other
// character the backslash stays.
bool escapableInDoubleQuotes(QChar c)
{
    return c == u'"' || c == u'\\' || c == u'$' || c == u'`';
}

} // namespace

Result split(const QString &commandLine)
{
    Result result;
    QString word;
    bool inWord = false; // so that '' and "" make an empty argument
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (qsizetype i = 0; i < commandLine.size(); ++i) {
        const QChar c = commandLine.at(i);
        const bool hasNext = i + 1 < commandLine.size();
        if (quote == Quote::Single) {
            if (c == u'\'')
                quote = Quote::None;
            else
                word += c;
        } else if (quote == Quote::Double) {
            if (c == u'"')
                quote = Quote::None;
            else if (c == u'\\' && hasNext && escapableInDoubleQuotes(commandLine.at(i + 1)))
                word += commandLine.at(++i);
            else
                word += c;
        } else if (c.isSpace()) {
            if (inWord)
                result.arguments << word;
            word.clear();
            inWord = false;
        } else {
            inWord = true;
            if (c == u'\'')
                quote = Quote::Single;
            else if (c == u'"')
                quote = Quote::Double;
            else if (c == u'\\' && hasNext)
                word += commandLine.at(++i);
            else
                word += c;
        }
    }
    if (quote != Quote::None) {
        result.error = quote == Quote::Single ? u"the command has an unterminated ' quote"_s
                                              : u"the command has an unterminated \" quote"_s;
    }
    if (inWord)
        result.arguments << word;
    return result;
}

} // namespace CommandLine
