// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class McpSession;
class SessionContext;
class SkillCatalog;
struct SkillManifest;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

// The Skills tab (SEP-2640): the server's skills (left), the selected one's manifest (name,
// description, frontmatter, size, every file with its digest) and its files (right top), and
// a file's content, read only when Read is pressed (right bottom). Listing never reads a file.
// Reading loads the skill first (its SKILL.md, verified); a size, digest or frontmatter
// mismatch is shown as an error and the content is not shown. All server text is plain text.
// Requests are the SkillCatalog's; this pane only shows and asks. GUI thread.
class SkillsPane : public QWidget
{
    Q_OBJECT
public:
    explicit SkillsPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    void setContext(SessionContext *context);
    SkillCatalog *catalog() const { return m_catalog; }

private:
    QWidget *createListSide();
    QWidget *createDetail();
    void handleSessionState();
    void refresh();
    void showSkills();
    void showSelection();
    void showManifest(const SkillManifest &skill);
    void updateSkillRow(const QString &skillUri);
    void readSelectedFile();
    void showFile(const QString &uri, const QByteArray &bytes, bool verified);
    void showFileFailure(const QString &uri, const QString &why);
    QString selectedSkillUri() const;
    QString selectedFileUri() const;

    SkillCatalog *m_catalog = nullptr;
    QPointer<McpSession> m_session;
    bool m_listedOnce = false;
    QString m_shownFile; // the file whose content (or failure) the bottom shows
    QTreeWidget *m_list = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_loadMore = nullptr; // after a listing that stopped at the page budget
    QLabel *m_status = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_errors = nullptr;
    QPlainTextEdit *m_frontmatter = nullptr;
    QTreeWidget *m_files = nullptr;
    QPushButton *m_read = nullptr;
    QLabel *m_banner = nullptr;
    QPlainTextEdit *m_content = nullptr;
};
