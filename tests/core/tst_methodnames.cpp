// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// "One way to do each thing" for MCP method names: core/ and ui/ name a method only through
// Mcp::Method (core/mcp/mcpmethods.h), never with a string literal of its own, so a typo is a
// compile error and a renamed method changes in one place. Comments and sentences that mention
// a method ("tools/call failed: ...") are not names and are not flagged.
#include <core/mcp/mcpmethods.h>

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct MethodLiteral
{
    int line = 0;
    QString text; // the literal's characters, escapes as written
};

// The string literals of a C++ source, without those in comments and character literals.
// Raw strings (R"x(...)x", with any prefix) are read whole.
QList<MethodLiteral> stringLiteralsOf(const QString &source)
{
    QList<MethodLiteral> literals;
    int line = 1;
    const qsizetype size = source.size();
    qsizetype i = 0;
    const auto advanceTo = [&](qsizetype end) {
        for (; i < end && i < size; ++i) {
            if (source.at(i) == u'\n')
                ++line;
        }
    };
    while (i < size) {
        const QChar c = source.at(i);
        if (c == u'/' && i + 1 < size && source.at(i + 1) == u'/') {
            const qsizetype end = source.indexOf(u'\n', i);
            advanceTo(end < 0 ? size : end);
        } else if (c == u'/' && i + 1 < size && source.at(i + 1) == u'*') {
            const qsizetype end = source.indexOf(u"*/"_s, i + 2);
            advanceTo(end < 0 ? size : end + 2);
        } else if (c == u'R' && i + 1 < size && source.at(i + 1) == u'"') {
            const qsizetype open = source.indexOf(u'(', i + 2);
            if (open < 0)
                break;
            const QString close = u')' + source.mid(i + 2, open - i - 2) + u'"';
            const qsizetype end = source.indexOf(close, open + 1);
            const int startLine = line;
            literals.append({startLine, source.mid(open + 1, (end < 0 ? size : end) - open - 1)});
            advanceTo(end < 0 ? size : end + close.size());
        } else if (c == u'"' || c == u'\'') {
            qsizetype end = i + 1;
            while (end < size && source.at(end) != c && source.at(end) != u'\n')
                end += source.at(end) == u'\\' ? 2 : 1;
            if (c == u'"')
                literals.append({line, source.mid(i + 1, end - i - 1)});
            advanceTo(end + 1);
        } else if (c.isLetterOrNumber() || c == u'_') {
            // A whole identifier or number: 1'000 and the R of FOR"..." are not literals.
            qsizetype end = i;
            while (end < size
                   && (source.at(end).isLetterOrNumber() || source.at(end) == u'_'
                       || (source.at(end) == u'\'' && c.isDigit())))
                ++end;
            // A raw string's prefix (uR, u8R, ...): its R starts the literal. Any other
            // prefix (u, u8, L) is followed by an ordinary literal, read next.
            static const QStringList rawPrefixes{u"uR"_s, u"u8R"_s, u"UR"_s, u"LR"_s};
            if (end < size && source.at(end) == u'"'
                && rawPrefixes.contains(source.mid(i, end - i)))
                --end;
            advanceTo(end);
        } else {
            advanceTo(i + 1);
        }
    }
    return literals;
}

// The names Mcp::Method holds, read from the header itself.
QSet<QString> declaredMethodNames(const QString &header)
{
    QSet<QString> names;
    const qsizetype begin = header.indexOf(u"namespace Mcp::Method {"_s);
    const qsizetype end = header.indexOf(u"} // namespace Mcp::Method"_s, begin);
    for (const MethodLiteral &literal : stringLiteralsOf(header.mid(begin, end - begin)))
        names.insert(literal.text);
    return names;
}

// A literal that is a method name: one Mcp::Method has, or one shaped like MCP's methods
// (a method Mcp::Method lacks yet is added there, not spelled out where it is used).
bool isMethodName(const QString &text, const QSet<QString> &declared)
{
    static const QRegularExpression shape(
        uR"(^(initialize|ping|(tools|resources|prompts|notifications|logging|completion|sampling|elicitation|roots|tasks|server|subscriptions)/[A-Za-z_/]+)$)"_s);
    return declared.contains(text) || shape.match(text).hasMatch();
}

// Literals that look like a method name but name something else, each with why.
bool isAllowedLiteral(const QString &path, const QString &text)
{
    // The MCP conformance suite's scenario called "initialize" (ConformanceScript::scenarios).
    return path == "core/cli/conformancescript.cpp"_L1 && text == "initialize"_L1;
}

QString readSource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

struct MethodNameScan
{
    int files = 0;
    QStringList found; // "path:line: "literal""
};

MethodNameScan scanForMethodLiterals()
{
    const QString root = QStringLiteral(MCPSCOPE_SOURCE_DIR);
    const QString header = u"core/mcp/mcpmethods.h"_s;
    const QSet<QString> declared = declaredMethodNames(readSource(root + u'/' + header));
    MethodNameScan scan;
    for (const QString &dir : {u"core"_s, u"ui"_s}) {
        QDirIterator it(
            root + u'/' + dir, {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next().mid(root.size() + 1);
            if (path == header)
                continue;
            ++scan.files;
            for (const MethodLiteral &literal : stringLiteralsOf(readSource(root + u'/' + path))) {
                if (isMethodName(literal.text, declared) && !isAllowedLiteral(path, literal.text))
                    scan.found << u"%1:%2: \"%3\""_s.arg(path).arg(literal.line).arg(literal.text);
            }
        }
    }
    return scan;
}

} // namespace

TEST(MethodNames, TheScanFindsLiteralsOutsideComments)
{
    const QString sample = uR"cpp(// "tools/call" in a comment
/* "ping" in a block
   comment */ const char c = '"'; int n = 1'000;
auto a = u"tools/call"_s; // "prompts/get"
auto b = "notifications/initialized"_L1, d = QStringLiteral("not a method");
auto e = uR"x(resources/read)x"; auto f = u"tools/call failed: %1"_s;)cpp"_s;
    QStringList seen;
    for (const MethodLiteral &literal : stringLiteralsOf(sample))
        seen << u"%1:%2"_s.arg(literal.line).arg(literal.text);
    EXPECT_EQ(seen,
              QStringList({u"4:tools/call"_s,
                           u"5:notifications/initialized"_s,
                           u"5:not a method"_s,
                           u"6:resources/read"_s,
                           u"6:tools/call failed: %1"_s}));
    const QSet<QString> declared{u"ping"_s};
    EXPECT_TRUE(isMethodName(u"tools/call"_s, declared));
    EXPECT_TRUE(isMethodName(u"ping"_s, declared));
    EXPECT_TRUE(isMethodName(u"tasks/someFutureMethod"_s, declared));
    EXPECT_FALSE(isMethodName(u"tools/call failed: %1"_s, declared));
    EXPECT_FALSE(isMethodName(u"tools"_s, declared));
}

TEST(MethodNames, TheHeaderIsReadWhole)
{
    const QSet<QString> declared = declaredMethodNames(
        readSource(QStringLiteral(MCPSCOPE_SOURCE_DIR) + u"/core/mcp/mcpmethods.h"_s));
    EXPECT_TRUE(declared.contains(QString(Mcp::Method::Initialize)));
    EXPECT_TRUE(declared.contains(QString(Mcp::Method::TaskNotification)));
    EXPECT_FALSE(declared.contains(u"_meta"_s)); // Mcp::Key is not a method
}

TEST(MethodNames, CoreAndUiNameMethodsOnlyThroughMcpMethod)
{
    const MethodNameScan scan = scanForMethodLiterals();
    EXPECT_GT(scan.files, 300); // a wrong path would make the scan pass
    EXPECT_TRUE(scan.found.isEmpty())
        << "use Mcp::Method (core/mcp/mcpmethods.h) instead of these literals:\n"
        << qPrintable(scan.found.join(u'\n'));
}
