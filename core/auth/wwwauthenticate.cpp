// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "wwwauthenticate.h"

#include <QList>
#include <QPair>

using namespace Qt::StringLiterals;

namespace {

// A cursor over the header: RFC 9110 §11.6.1 challenge = auth-scheme [ 1*SP ( token68 /
// #auth-param ) ], challenges separated by commas.
class Scanner
{
public:
    explicit Scanner(const QByteArray &text)
        : m_text(text)
    {}
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_pos); }
    void skipSpaces()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t'))
            ++m_pos;
    }
    void skipSeparators()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == ','))
            ++m_pos;
    }
    QByteArray token()
    {
        const qsizetype start = m_pos;
        while (!atEnd() && isTokenChar(peek()))
            ++m_pos;
        return m_text.mid(start, m_pos - start);
    }
    QByteArray quoted()
    {
        QByteArray value;
        ++m_pos; // opening quote
        while (!atEnd() && peek() != '"') {
            if (peek() == '\\' && m_pos + 1 < m_text.size())
                ++m_pos;
            value += m_text.at(m_pos++);
        }
        ++m_pos; // closing quote (or past the end of an unterminated string)
        return value;
    }
    qsizetype position() const { return m_pos; }
    void rewind(qsizetype position) { m_pos = position; }

private:
    static bool isTokenChar(char c)
    {
        // tchar, plus '/' and ':' seen in unquoted URLs sent by lenient servers.
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
               || QByteArray("!#$%&'*+-.^_`|~/:").contains(c);
    }
    QByteArray m_text;
    qsizetype m_pos = 0;
};

using Params = QList<QPair<QByteArray, QByteArray>>;

// Reads "name=value" pairs until the next challenge starts (a token not followed by '=').
Params readParams(Scanner &scanner)
{
    Params params;
    for (;;) {
        scanner.skipSeparators();
        const qsizetype start = scanner.position();
        const QByteArray name = scanner.token();
        scanner.skipSpaces();
        if (name.isEmpty() || scanner.peek() != '=') {
            scanner.rewind(start);
            return params;
        }
        scanner.rewind(scanner.position() + 1); // '='
        scanner.skipSpaces();
        const QByteArray value = scanner.peek() == '"' ? scanner.quoted() : scanner.token();
        params.append({name.toLower(), value});
    }
}

} // namespace

namespace WwwAuthenticate {

BearerChallenge parseBearer(const QByteArray &header)
{
    Scanner scanner(header);
    BearerChallenge bearer;
    BearerChallenge dpop; // used when there is no Bearer challenge
    while (!scanner.atEnd()) {
        scanner.skipSeparators();
        const QByteArray scheme = scanner.token();
        if (scheme.isEmpty()) {
            if (!scanner.atEnd())
                scanner.rewind(scanner.position() + 1); // stray character: skip it
            continue;
        }
        const Params params = readParams(scanner);
        const bool isBearer = scheme.compare("Bearer", Qt::CaseInsensitive) == 0;
        if (!isBearer && scheme.compare("DPoP", Qt::CaseInsensitive) != 0)
            continue;
        BearerChallenge &challenge = isBearer ? bearer : dpop;
        if (challenge.present)
            continue;
        challenge.present = true;
        challenge.scheme = isBearer ? u"Bearer"_s : u"DPoP"_s;
        for (const auto &[name, value] : params) {
            const QString text = QString::fromUtf8(value);
            if (name == "resource_metadata")
                challenge.resourceMetadata = text;
            else if (name == "scope")
                challenge.scope = text;
            else if (name == "error")
                challenge.error = text;
            else if (name == "error_description")
                challenge.errorDescription = text;
        }
    }
    return bearer.present ? bearer : dpop;
}

} // namespace WwwAuthenticate
