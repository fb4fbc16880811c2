// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

class CompletionController;
class McpSession;
class SessionContext;
class QCheckBox;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTabWidget;
class QTreeView;
class ResourceContentsView;
class ResourceListModel;
class ResourcesController;
class SchemaFormView;
class TemplatePanel;

// The Resources tab: the server's resources and resource templates (left), the selected one's
// details and actions (right top), and what resources/read returned (right bottom). A template
// gets a form for its variables; the URI they expand to (RFC 6570) is shown as it is typed and
// is what Read reads. Subscribe appears only when the server offers subscriptions. Requests are
// the ResourcesController's; this pane only shows and asks. GUI thread.
class ResourcesPane : public QWidget
{
    Q_OBJECT
public:
    explicit ResourcesPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // Follows the window's connection: the shown session (SessionContext).
    void setContext(SessionContext *context);
    ResourcesController *controller() const { return m_controller; }
    QTreeView *resourceView() const { return m_resourceView; }
    QTreeView *templateView() const { return m_templateView; }
    SchemaFormView *templateForm() const;
    ResourceContentsView *contentsView() const { return m_contents; }
    CompletionController *completion() const;
    bool selectResource(const QString &uri);
    bool selectTemplate(const QString &uriTemplate);
    QString selectedUri() const { return m_selectedUri; }
    void readSelected();

private:
    QWidget *createListSide();
    QLayout *createListHeader(QWidget *side);
    QLayout *createListFooter(QWidget *side);
    QWidget *createResourceDetail();
    QTreeView *createView(ResourceListModel *model, QSortFilterProxyModel *proxy);
    void showSelection();
    void showResource(const QJsonObject &entry);
    void updateWidgets();
    void updateStatus();
    void restoreSelection();
    void showContents(const QString &uri, const QJsonArray &contents);
    void showReadFailure(const QString &uri, const QString &message);
    QTreeView *currentView() const;

    ResourcesController *m_controller = nullptr;
    TemplatePanel *m_template = nullptr;
    QSortFilterProxyModel *m_resourceProxy = nullptr;
    QSortFilterProxyModel *m_templateProxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QTabWidget *m_listTabs = nullptr;
    QTreeView *m_resourceView = nullptr;
    QTreeView *m_templateView = nullptr;
    QLabel *m_listStatus = nullptr;
    QCheckBox *m_allPages = nullptr;
    QPushButton *m_loadMore = nullptr;
    QPushButton *m_refresh = nullptr;
    QStackedWidget *m_detail = nullptr;
    QLabel *m_resourceTitle = nullptr;
    QLabel *m_resourceFacts = nullptr;
    QPushButton *m_readButton = nullptr;
    QPushButton *m_subscribeButton = nullptr;
    QCheckBox *m_autoReread = nullptr;
    QLabel *m_listenStatus = nullptr;
    ResourceContentsView *m_contents = nullptr;
    QJsonObject m_entry; // the selected resource or template
    QString m_selectedUri;
};
