// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uisources.h"

#include <QDirIterator>
#include <QFile>

using namespace Qt::StringLiterals;

namespace UiSources {

const QList<Source> &all()
{
    static const QList<Source> sources = [] {
        const QString root = QStringLiteral(MCPSCOPE_SOURCE_DIR) + u"/ui"_s;
        QList<Source> read;
        QDirIterator it(root, {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            if (file.open(QIODevice::ReadOnly))
                read.append({path.mid(root.size() + 1), QString::fromUtf8(file.readAll())});
        }
        return read;
    }();
    return sources;
}

QString callAt(const QString &text, qsizetype from)
{
    int depth = 0;
    for (qsizetype i = text.indexOf(u'(', from); i >= 0 && i < text.size(); ++i) {
        if (text.at(i) == u'(')
            ++depth;
        else if (text.at(i) == u')' && --depth == 0)
            return text.mid(from, i + 1 - from);
    }
    return text.mid(from);
}

QStringList violations(const QRegularExpression &pattern,
                       const std::function<bool(const Source &, const QString &)> &allowed)
{
    QStringList found;
    for (const Source &source : all()) {
        auto matches = pattern.globalMatch(source.text);
        while (matches.hasNext()) {
            const QRegularExpressionMatch match = matches.next();
            const QString call = callAt(source.text, match.capturedStart());
            if (!allowed(source, call))
                found << u"ui/%1:%2: %3"_s.arg(source.path)
                             .arg(source.text.left(match.capturedStart()).count(u'\n') + 1)
                             .arg(call.simplified().left(160));
        }
    }
    return found;
}

} // namespace UiSources
