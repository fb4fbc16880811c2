// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionwriter.h"

#include "sessionformat.h"

#include <core/platform/privatefiles.h>

#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

bool SessionWriter::open(const QString &path, const SessionHeader &header)
{
    close();
    m_error.clear();
    m_events = 0;
    m_redactor = SessionRedactor(header.server);
    m_path = std::make_shared<const QString>(path);
    m_lastLocation = {};
    m_file.setFileName(path);
    // A session holds a server's traffic: owner-only from creation (an existing file being
    // overwritten is made so too).
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate, PrivateFiles::kOwnerOnly)
        || !m_file.setPermissions(PrivateFiles::kOwnerOnly)) {
        m_error = u"cannot write the session file %1: %2"_s.arg(path, m_file.errorString());
        m_file.close();
        return false;
    }
    if (!writeLine(SessionFormat::headerToJson(header, m_redactor))) {
        m_file.close();
        return false;
    }
    return true;
}

bool SessionWriter::append(const SessionEvent &event)
{
    m_lastLocation = {};
    if (!m_file.isOpen())
        return false;
    const qint64 offset = m_file.pos();
    QByteArray largeRaw;
    const QJsonObject line = SessionFormat::eventToJson(event, m_redactor, &largeRaw);
    if (!writeLine(line, largeRaw))
        return false;
    ++m_events;
    if (event.type == SessionEvent::Type::Traffic && !line.value("redacted"_L1).toBool())
        m_lastLocation = RawLocation{m_path, offset};
    return true;
}

bool SessionWriter::writeLine(const QJsonObject &object, const QByteArray &quotedRaw)
{
    // Compact JSON escapes newlines inside strings, so one object is exactly one line.
    QByteArray line = QJsonDocument(object).toJson(QJsonDocument::Compact);
    QByteArray tail = "\n";
    if (!quotedRaw.isEmpty()) {
        // "raw" goes last, written from its own buffer (it may be tens of MB).
        line.chop(1);
        line.append(line.size() > 1 ? ",\"raw\":" : "\"raw\":");
        tail = "}\n";
    }
    const bool written = m_file.write(line) == line.size()
                         && (quotedRaw.isEmpty() || m_file.write(quotedRaw) == quotedRaw.size())
                         && m_file.write(tail) == tail.size() && m_file.flush();
    if (!written) {
        m_error = u"cannot write the session file %1: %2"_s.arg(m_file.fileName(),
                                                                m_file.errorString());
        return false;
    }
    return true;
}

void SessionWriter::addSecrets(const QList<QByteArray> &values)
{
    for (const QByteArray &value : values)
        m_redactor.addSecret(value);
}

void SessionWriter::close()
{
    if (m_file.isOpen())
        m_file.close();
}

bool SessionWriter::copyAtomically(const QString &source, const QString &target, QString *error)
{
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_s.arg(source, in.errorString());
        return false;
    }
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || !out.setPermissions(PrivateFiles::kOwnerOnly)) {
        *error = u"cannot write %1: %2"_s.arg(target, out.errorString());
        return false;
    }
    // Copy only whole lines: a recorder may be in the middle of appending one.
    const qint64 size = in.size();
    qint64 copied = 0;
    QByteArray carry;
    while (copied < size) {
        QByteArray chunk = in.read(std::min<qint64>(1 << 20, size - copied));
        if (chunk.isEmpty())
            break;
        copied += chunk.size();
        carry.append(chunk);
        const qsizetype end = carry.lastIndexOf('\n') + 1;
        if (end > 0 && out.write(carry.constData(), end) != end)
            break;
        carry.remove(0, end);
    }
    if (copied < size || !out.commit()) {
        *error = u"cannot save %1: %2"_s.arg(target, out.errorString());
        return false;
    }
    return true;
}
