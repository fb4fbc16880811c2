// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <functional>

// A file an MCP App offers to save (SEP-1865 draft, ui/download-file; or a download its page
// starts): what the person is asked about before anything is written. App text is hostile: the
// file name is reduced to a plain last segment (no folders, no control characters, no leading
// dot), the size is what arrived, the MIME type is only shown.
namespace AppDownload {

struct Offer
{
    QString fileName; // suggested, sanitized; never empty
    qint64 size = -1; // bytes; -1: not known yet (a download of the page)
    QString mimeType; // as the app says, for the prompt only
    QString source;   // "ui/download-file" or the URL the page downloads
    QByteArray bytes; // ui/download-file: the content, decoded
};

// Asks the person; answer(path) with where to save, or an empty path: declined.
using Consent = std::function<void(const Offer &offer, std::function<void(const QString &path)>)>;

// The offer of a ui/download-file request's params (contents: one EmbeddedResource with text
// or base64 blob), or a problem in words (problem set, offer empty). A resource_link is
// refused: mcpscope fetches nothing on an app's behalf.
Offer fromParams(const QJsonObject &params, QString *problem);
// A name fit for a file of its own: the last segment of uriOrName, cleaned; "download" if
// nothing is left.
QString safeFileName(const QString &uriOrName);
// Writes bytes to path (atomically, owner-only); an error in words or empty.
QString save(const QString &path, const QByteArray &bytes);

} // namespace AppDownload
