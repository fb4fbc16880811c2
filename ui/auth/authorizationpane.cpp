// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "authorizationpane.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/auth/authconfig.h>
#include <core/auth/authdiscovery.h>
#include <core/auth/authstepmodel.h>
#include <core/auth/oauthauthorizer.h>

#include <QCoreApplication>
#include <QDesktopServices>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

#include <crypto/openssljwskeys.h>

using namespace Qt::StringLiterals;

namespace {

// Paints a failed step's row in the palette's error colours, so the failing step stands out.
class FailedStepDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!index.data(AuthStepModel::FailedRole).toBool())
            return;
        option->backgroundBrush
            = PaletteColors::color(option->palette, PaletteColors::Role::ErrorBackground);
        option->palette.setColor(
            QPalette::Text, PaletteColors::color(option->palette, PaletteColors::Role::ErrorText));
        option->font.setBold(true);
    }
};

// core's AuthStepModel names its columns in English (the CLI's words); the pane shows them
// translated.
class TranslatedAuthStepModel : public AuthStepModel
{
public:
    using AuthStepModel::AuthStepModel;

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        static const char *const titles[ColumnCount] = {
            //: A step of the OAuth authorization (discovery, registration, token, …)
            QT_TRANSLATE_NOOP("AuthorizationPane", "Step"),
            QT_TRANSLATE_NOOP("AuthorizationPane", "Action"),
            //: The column of HTTP status codes
            QT_TRANSLATE_NOOP("AuthorizationPane", "HTTP"),
            //: What the server answered to this step
            QT_TRANSLATE_NOOP("AuthorizationPane", "Answer"),
        };
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0
            && section < ColumnCount)
            return QCoreApplication::translate("AuthorizationPane", titles[section]);
        return AuthStepModel::headerData(section, orientation, role);
    }
};

} // namespace

AuthorizationPane::AuthorizationPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new TranslatedAuthStepModel(this))
    , m_view(new QTreeView(this))
    , m_storage(ServerText::lineLabel(QString(), this))
    , m_waiting(ServerText::lineLabel(QString(), this))
    , m_forget(new QPushButton(tr("Forget credentials"), this))
    , m_openBrowser([](const QUrl &url) { QDesktopServices::openUrl(url); })
{
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setObjectName(u"authorizationSteps"_s);
    m_view->setAccessibleName(tr("Authorization steps"));
    m_view->setAccessibleDescription(
        tr("Each step of the authorization: what was asked, where, and how it ended"));
    m_view->setUniformRowHeights(true);
    m_view->setItemDelegate(new FailedStepDelegate(m_view));
    ServerText::installPlainToolTips(m_view); // steps quote the authorization server
    m_view->header()->setStretchLastSection(true);
    m_storage->setWordWrap(true);
    m_waiting->setObjectName(u"authWaiting"_s);
    m_waiting->setWordWrap(true);
    m_waiting->setText(tr("Waiting for you to log in in the browser. Requests to this server "
                          "wait too: their timeouts are paused until the login ends."));
    PaletteColors::setTextTone(m_waiting, PaletteColors::Tone::Warning);
    m_waiting->hide();
    m_forget->setToolTip(tr("Delete this server's tokens and the client registered at its "
                            "authorization server; the next connection authorizes anew."));
    m_forget->setEnabled(false);
    connect(m_forget, &QPushButton::clicked, this, &AuthorizationPane::forgetCredentials);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_waiting);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_storage);
    layout->addWidget(m_forget, 0, Qt::AlignLeft);
    showStorage();
}

AuthorizationPane::~AuthorizationPane()
{
    delete m_authorizer; // before the stores it points to
}

void AuthorizationPane::setCredentialStore(std::shared_ptr<CredentialStore> store,
                                           const QString &fallbackReason)
{
    m_store = std::move(store);
    m_fallbackReason = fallbackReason;
    showStorage();
}

QString AuthorizationPane::storageText() const
{
    const CredentialStore *store = m_store ? m_store.get() : &m_memoryStore;
    QString text = tr("Credentials are kept %1.").arg(store->description());
    if (!m_fallbackReason.isEmpty())
        text += u' ' + tr("File fallback in use: %1.").arg(m_fallbackReason);
    return text;
}

void AuthorizationPane::showStorage()
{
    ServerText::setText(m_storage, storageText()); // keychain errors and paths
}

HttpAuthorizer *AuthorizationPane::authorizerFor(const ServerConfig &config)
{
    delete m_authorizer;
    m_model->clear();
    m_waiting->hide();
    if (!OAuthAuthorizer::appliesTo(config)) {
        m_forget->setEnabled(false);
        return nullptr;
    }
    AuthSettings settings;
    settings.serverUrl = config.url;
    // The server's OAuth settings; a file that cannot be read fails the flow with its name.
    settings.problem = AuthConfig::apply(config.oauth, settings);
    static const OpenSslJwsKeys keys;
    settings.keys = &keys;
    CredentialStore *store = m_store ? m_store.get() : &m_memoryStore;
    m_authorizer = new OAuthAuthorizer(settings, store, this);
    m_resource = AuthDiscovery::canonicalResource(config.url);
    m_forget->setEnabled(true);
    connect(m_authorizer, &OAuthAuthorizer::step, this, [this](const AuthStep &step) {
        if (m_model->rowCount() == 0)
            Q_EMIT flowStarted();
        m_model->append(step);
        m_view->scrollToBottom();
    });
    connect(m_authorizer, &OAuthAuthorizer::failedAt, this, &AuthorizationPane::failed);
    connect(m_authorizer, &HttpAuthorizer::waitingForUser, m_waiting, &QLabel::setVisible);
    connect(m_authorizer, &OAuthAuthorizer::browserNeeded, this, [this](const QUrl &url) {
        // Only web URLs go to the desktop: metadata could name any scheme handler.
        if (url.scheme() == "https"_L1 || url.scheme() == "http"_L1)
            m_openBrowser(url);
    });
    return m_authorizer;
}

void AuthorizationPane::forgetCredentials()
{
    if (m_authorizer)
        m_authorizer->forget();
    m_model->append(AuthStep{AuthStep::Stage::Token,
                             AuthStep::Outcome::Info,
                             tr("credentials forgotten"),
                             QUrl(m_resource),
                             0,
                             tr("the next connection authorizes anew")});
}
