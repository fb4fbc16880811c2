// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/clientfeatures.h>

#include <QPointer>
#include <QWidget>

class McpSession;
class QCheckBox;
class QLabel;

// The client capabilities mcpscope advertises to one server, as switches (roots with
// listChanged, sampling with tools and context, elicitation form and URL), so a server's
// behaviour without them can be tried. Changes apply at the next connect: capabilities are
// fixed by the handshake. Below, what the current session negotiated: what we declared and
// what the server offers, and whether the switches differ from what was declared. GUI thread.
class CapabilitiesEditor : public QWidget
{
    Q_OBJECT
public:
    explicit CapabilitiesEditor(QWidget *parent = nullptr);

    void setSettings(const ClientCapabilitySettings &settings); // does not emit edited()
    ClientCapabilitySettings settings() const;
    void setSession(McpSession *session);
    QCheckBox *checkBox(const QString &objectName) const;

Q_SIGNALS:
    void edited(const ClientCapabilitySettings &settings);

private:
    QCheckBox *addSwitch(const QString &objectName, const QString &text, const QString &tip);
    void updateDependents();
    void showNegotiated();

    QCheckBox *m_roots = nullptr;
    QCheckBox *m_rootsListChanged = nullptr;
    QCheckBox *m_sampling = nullptr;
    QCheckBox *m_samplingTools = nullptr;
    QCheckBox *m_samplingContext = nullptr;
    QCheckBox *m_elicitationForm = nullptr;
    QCheckBox *m_elicitationUrl = nullptr;
    QCheckBox *m_apps = nullptr;
    QLabel *m_negotiated = nullptr;
    QPointer<McpSession> m_session;
    bool m_setting = false;
};
