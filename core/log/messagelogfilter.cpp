// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogfilter.h"

#include <algorithm>
#include <charconv>
#include <string_view>

using namespace Qt::StringLiterals;

bool MessageLogFilter::isEmpty() const
{
    return !direction && methodGlob.isEmpty() && !errorsOnly && text.isEmpty() && server.isEmpty()
           && connections.isEmpty() && !onlyRows;
}

bool MessageLogFilter::operator==(const MessageLogFilter &other) const
{
    return direction == other.direction && methodGlob == other.methodGlob
           && errorsOnly == other.errorsOnly && text == other.text && server == other.server
           && connections == other.connections && onlyRows == other.onlyRows;
}

namespace {

// Whether the decimal text of a number contains `digits`: without a QString per row.
bool numberContains(qint64 number, const QByteArray &digits)
{
    char buffer[24];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, number).ptr;
    return std::string_view(buffer, size_t(end - buffer))
               .find(std::string_view(digits.constData(), size_t(digits.size())))
           != std::string_view::npos;
}

bool isNumberText(const QString &text)
{
    return !text.isEmpty() && text.size() <= 20
           && std::all_of(text.begin(), text.end(), [](QChar c) {
                  return (c >= u'0' && c <= u'9') || c == u'-';
              });
}

} // namespace

CompiledLogFilter::CompiledLogFilter(const MessageLogFilter &filter, const LogRowSnapshot &rows)
    : m_filter(filter)
    , m_glob(filter.methodGlob)
{
    const std::vector<QString> &names = rows.names();
    m_methodAccepted.resize(names.size());
    m_nameHasText.resize(names.size());
    for (size_t name = 0; name < names.size(); ++name) {
        m_methodAccepted[name] = m_glob.matches(names[name]);
        m_nameHasText[name]
            = !filter.text.isEmpty() && names[name].contains(filter.text, Qt::CaseInsensitive);
    }
    m_connectionAccepted.resize(size_t(rows.connectionCount()));
    for (int connection = 0; connection < rows.connectionCount(); ++connection) {
        m_connectionAccepted[size_t(connection)]
            = (filter.server.isEmpty() || rows.connectionName(connection) == filter.server)
              && (filter.connections.isEmpty() || filter.connections.contains(connection));
    }
    if (isNumberText(filter.text))
        m_digits = filter.text.toLatin1();
}

bool CompiledLogFilter::covers(const LogRowSnapshot &rows) const
{
    return m_methodAccepted.size() >= rows.names().size()
           && int(m_connectionAccepted.size()) >= rows.connectionCount();
}

bool CompiledLogFilter::matchesText(const LogRowSnapshot &rows,
                                    int row,
                                    const LogRowFields &fields) const
{
    const auto nameHasText
        = [this](quint32 name) { return name < m_nameHasText.size() && m_nameHasText[name]; };
    if (nameHasText(fields.method) || nameHasText(fields.channel))
        return true;
    if (!m_digits.isEmpty()) {
        if (fields.hasIntegerId && numberContains(fields.idInteger, m_digits))
            return true;
        if (fields.errorCode != 0 && numberContains(fields.errorCode, m_digits))
            return true;
        if (fields.httpStatus != 0 && numberContains(fields.httpStatus, m_digits))
            return true;
    }
    return fields.idText >= 0 && rows.idText(row).contains(m_filter.text, Qt::CaseInsensitive);
}

bool CompiledLogFilter::accepts(const LogRowSnapshot &rows, int row) const
{
    const LogRowFields &fields = rows.row(row);
    if (m_filter.direction && fields.direction != quint8(*m_filter.direction))
        return false;
    if (m_filter.errorsOnly && !fields.isError)
        return false;
    if (!m_glob.isEmpty()
        && (fields.method >= m_methodAccepted.size() || !m_methodAccepted[fields.method]))
        return false;
    if ((!m_filter.server.isEmpty() || !m_filter.connections.isEmpty())
        && (fields.connection >= m_connectionAccepted.size()
            || !m_connectionAccepted[fields.connection]))
        return false;
    if (m_filter.onlyRows
        && !std::binary_search(m_filter.onlyRows->begin(), m_filter.onlyRows->end(), row))
        return false;
    return m_filter.text.isEmpty() || matchesText(rows, row, fields);
}

std::vector<int> CompiledLogFilter::acceptedRows(const LogRowSnapshot &rows,
                                                 int from,
                                                 int to,
                                                 const std::vector<int> &pinned,
                                                 LogJobControl *control) const
{
    constexpr int kStep = 8192; // rows between two looks at the cancel flag
    std::vector<int> accepted;
    auto pin = std::lower_bound(pinned.begin(), pinned.end(), from);
    for (int start = from; start < to; start += kStep) {
        if (control && control->cancelled.load(std::memory_order_relaxed))
            return accepted;
        const int end = qMin(to, start + kStep);
        for (int row = start; row < end; ++row) {
            while (pin != pinned.end() && *pin < row)
                ++pin;
            if ((pin != pinned.end() && *pin == row) || accepts(rows, row))
                accepted.push_back(row);
        }
        if (control)
            control->done.fetch_add(end - start, std::memory_order_relaxed);
    }
    return accepted;
}
