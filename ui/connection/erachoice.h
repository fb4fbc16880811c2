// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QWidget>

class QComboBox;

// The protocol era of one server, for the server settings: legacy (initialize, the default),
// auto (probe with server/discover, fall back to initialize) or modern (2026-07-28, pinned),
// with the modern version to offer when the era may be modern.
class EraChoice : public QWidget
{
    Q_OBJECT
public:
    explicit EraChoice(QWidget *parent = nullptr);

    void setConfig(const ServerConfig &config);
    // The config with this choice: era and pinned version (empty for legacy).
    ServerConfig applyTo(ServerConfig config) const;

private:
    void updateVersionState();

    QComboBox *m_era;
    QComboBox *m_version;
};
