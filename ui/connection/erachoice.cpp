// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "erachoice.h"

#include <core/mcp/protocolversion.h>

#include <QComboBox>
#include <QHBoxLayout>

using namespace Qt::StringLiterals;

EraChoice::EraChoice(QWidget *parent)
    : QWidget(parent)
    , m_era(new QComboBox(this))
    , m_version(new QComboBox(this))
{
    m_era->setObjectName(u"eraCombo"_s);
    m_era->addItem(tr("Legacy (initialize)"), u"legacy"_s);
    m_era->addItem(tr("Auto (probe, then fall back)"), u"auto"_s);
    m_era->addItem(tr("Modern (2026-07-28)"), u"modern"_s);
    m_era->setToolTip(tr("Legacy servers (up to 2025-11-25) start with initialize; modern ones "
                         "(2026-07-28) carry the version on every request. Auto asks with "
                         "server/discover first and falls back to initialize; a silent stdio "
                         "server then costs a few seconds once."));
    m_version->setObjectName(u"protocolVersionCombo"_s);
    m_version->addItems(ProtocolVersion::modernVersions());
    m_version->setToolTip(tr("The modern protocol version to offer first."));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_era);
    layout->addWidget(m_version);
    layout->addStretch(1);
    connect(m_era, &QComboBox::currentIndexChanged, this, &EraChoice::updateVersionState);
    updateVersionState();
}

void EraChoice::setConfig(const ServerConfig &config)
{
    m_era->setCurrentIndex(m_era->findData(ServerConfig::eraName(config.era)));
    const int version = m_version->findText(config.protocolVersion);
    m_version->setCurrentIndex(version < 0 ? 0 : version);
}

ServerConfig EraChoice::applyTo(ServerConfig config) const
{
    config.era = ServerConfig::eraFromName(m_era->currentData().toString())
                     .value_or(ServerConfig::Era::Legacy);
    config.protocolVersion
        = config.era == ServerConfig::Era::Legacy ? QString() : m_version->currentText();
    return config;
}

void EraChoice::updateVersionState()
{
    m_version->setEnabled(m_era->currentData().toString() != "legacy"_L1);
}
