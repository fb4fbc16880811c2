// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientsetuppane.h"

#include "capabilitieseditor.h"
#include "clientsettingsstore.h"
#include "displaytext.h"
#include "rootseditor.h"
#include "session/sessioncontext.h"
#include "widgets/servertext.h"

#include <core/mcp/clientfeatures.h>

#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ClientSetupPane::ClientSetupPane(QWidget *parent)
    : QWidget(parent)
    , m_server(ServerText::lineLabel(QString(), this))
    , m_roots(new RootsEditor)
    , m_capabilities(new CapabilitiesEditor)
{
    m_server->setObjectName(u"clientSetupServer"_s);
    m_server->setWordWrap(true);
    m_roots->setObjectName(u"rootsEditor"_s);
    m_capabilities->setObjectName(u"capabilitiesEditor"_s);
    auto *rootsBox = new QGroupBox(tr("Roots"));
    (new QVBoxLayout(rootsBox))->addWidget(m_roots);
    auto *capabilitiesBox = new QGroupBox(tr("Client capabilities"));
    (new QVBoxLayout(capabilitiesBox))->addWidget(m_capabilities);
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 4, 0);
    contentLayout->addWidget(m_server);
    contentLayout->addWidget(rootsBox, 1);
    contentLayout->addWidget(capabilitiesBox);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(m_roots, &RootsEditor::rootsChanged, this, [this](const QList<Root> &roots) {
        ClientSettingsStore::saveRoots(m_identity, roots);
        applyRoots();
    });
    connect(m_capabilities,
            &CapabilitiesEditor::edited,
            this,
            [this](const ClientCapabilitySettings &settings) {
                ClientSettingsStore::saveCapabilities(m_identity, settings);
                // Only recorded for the next handshake: a live session keeps what it declared.
                if (m_features)
                    m_features->setCapabilities(settings);
            });
    setServer({}, {});
}

void ClientSetupPane::setServer(const QString &identity, const QString &displayName)
{
    m_identity = identity;
    m_server->setText(displayName.isEmpty() ? tr("Settings for the next server you connect to.")
                                            : tr("For %1").arg(ServerText::line(displayName, 120)));
    m_roots->setRoots(ClientSettingsStore::loadRoots(identity));
    m_capabilities->setSettings(ClientSettingsStore::loadCapabilities(identity));
}

ClientFeatures *ClientSetupPane::attach(McpSession *session)
{
    m_features = new ClientFeatures(session);
    m_features->setCapabilities(m_capabilities->settings());
    applyRoots();
    m_capabilities->setSession(session);
    return m_features;
}

void ClientSetupPane::setContext(SessionContext *context)
{
    context->followLive(this, [this, context] {
        setServer(context->liveServerIdentity(), context->liveDisplayName());
        Q_EMIT featuresAttached(attach(context->liveSession()), context->liveDisplayName());
    });
}

void ClientSetupPane::applyRoots()
{
    if (!m_features)
        return;
    // The editor only holds roots that passed ClientFeatures::checkRoot, so this cannot fail.
    [[maybe_unused]] const QString problem = m_features->setRoots(m_roots->roots());
    Q_ASSERT(problem.isEmpty());
}
