// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

// A URL a server wants the person to visit (URL-mode elicitation, or one carried by a -32042
// error), shown in full with its host picked out, and opened only when the person clicks Open
// and only if it is http(s) with a host (MCP 2025-11-25, Elicitation > URL mode: show the full
// URL, never prefetch it, open it only with consent, in a browser the client cannot inspect).
// Punycode hosts get a warning. GUI thread.
class UrlConsent : public QWidget
{
    Q_OBJECT
public:
    // Opens a URL outside mcpscope; true if it worked. Default: QDesktopServices::openUrl.
    using Opener = std::function<bool(const QUrl &)>;

    explicit UrlConsent(const QString &url, QWidget *parent = nullptr);

    void setOpener(Opener opener) { m_opener = std::move(opener); }
    // Opens the URL if it may be opened; otherwise says why next to the button. True if opened.
    bool open();
    QPushButton *openButton() const { return m_open; }
    QString notice() const;
    // Why this URL must not be opened, or empty when it may be.
    static QString refusal(const QUrl &url);

Q_SIGNALS:
    void opened();

private:
    QString m_text;
    Opener m_opener;
    QPushButton *m_open = nullptr;
    QLabel *m_notice = nullptr;
};
