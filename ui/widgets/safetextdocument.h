// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QSet>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>

#include <functional>

// A text document for rendering a server's Markdown or our HTML made from server text. It
// loads nothing from outside the document: an image is shown only when it was registered
// (addImage) or is the document's own data: URI (image/*, at most kMaxDataBytes, decoded by
// SafeImage); any other name (a path, file:, qrc:, http:, a FIFO, /dev/zero) gets an empty
// placeholder and is counted, and Qt's fallback that reads local files is never reached.
// Markdown is parsed without raw HTML, so "<img src=…>" in it is shown as text. GUI thread.
class SafeTextDocument : public QTextDocument
{
    Q_OBJECT
public:
    static constexpr qsizetype kMaxDataBytes = 256 * 1024;
    // Images in a document are decoded at most this large (they are scaled down beyond).
    static constexpr int kMaxImageSide = 1024;

    explicit SafeTextDocument(QObject *parent = nullptr);

    // GitHub Markdown without raw HTML.
    void setSafeMarkdown(const QString &markdown);
    // An image this document may show under `name` (e.g. "mcpimage:0").
    void addImage(const QUrl &name, const QImage &image);
    // Every resource name asked for and refused, in order (at most 100 kept), and how many.
    QList<QUrl> refusedResources() const { return m_refused; }
    int refusedCount() const { return m_refusedCount; }

protected:
    QVariant loadResource(int type, const QUrl &name) override;

private:
    QVariant provide(const QUrl &url);
    QVariant refuse(const QUrl &url);

    QList<QUrl> m_refused;
    int m_refusedCount = 0;
};

// A read-only browser over a SafeTextDocument. A link is followed only when clicked, and only
// when it is http(s) with a host (UrlConsent::refusal): then it opens in the person's browser.
// Any other link is refused, and the reason shows as a tooltip (lastLinkNotice()). Hovering a
// link shows its target. GUI thread.
class SafeTextBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    using Opener = std::function<bool(const QUrl &)>;

    explicit SafeTextBrowser(QWidget *parent = nullptr);

    SafeTextDocument *safeDocument() const { return m_document; }
    void setLinkOpener(Opener opener) { m_opener = std::move(opener); }
    // What the last link click did ("Opened …" or why not).
    QString lastLinkNotice() const { return m_lastNotice; }
    // Follows a clicked link (see the class comment); true if it was opened.
    bool followLink(const QUrl &url);

private:
    SafeTextDocument *m_document = nullptr;
    Opener m_opener;
    QString m_lastNotice;
};
