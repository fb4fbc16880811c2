// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "commandconfirmation.h"

#include <QAbstractButton>
#include <QMessageBox>
#include <QObject>

using namespace Qt::StringLiterals;

namespace CommandConfirmation {

QString describe(const ServerConfig &config)
{
    QString html;
    if (config.transport != ServerConfig::TransportKind::Stdio) {
        html += QObject::tr("Connect to <b>%1</b> (%2).")
                    .arg(config.url.toDisplayString().toHtmlEscaped(),
                         ServerConfig::transportName(config.transport));
        return html;
    }
    html += QObject::tr("Start this program (no shell):") + u"<pre>"_s;
    QStringList argv{config.program};
    argv += config.arguments;
    for (qsizetype i = 0; i < argv.size(); ++i)
        html += u"argv[%1] = %2\n"_s.arg(i).arg(argv.at(i).toHtmlEscaped());
    html += u"</pre>"_s;
    if (!config.environment.isEmpty()) {
        html += QObject::tr("with these environment variables:") + u"<pre>"_s;
        for (const ServerConfig::EnvironmentVariable &variable : config.environment)
            html += u"%1=%2\n"_s.arg(variable.name.toHtmlEscaped(), variable.value.toHtmlEscaped());
        html += u"</pre>"_s;
    }
    if (!config.workingDirectory.isEmpty())
        html += QObject::tr("in the directory <tt>%1</tt>.")
                    .arg(config.workingDirectory.toHtmlEscaped());
    return html;
}

bool askWithMessageBox(QWidget *parent, const ServerConfig &config, const QString &purpose)
{
    QMessageBox box(QMessageBox::Warning,
                    QObject::tr("Start the recorded server?"),
                    QObject::tr("<p>%1</p><p>This comes from a session file. Only continue if "
                                "you trust it.</p>%2<p>Secret values were not recorded (***).</p>")
                        .arg(purpose.toHtmlEscaped(), describe(config)),
                    QMessageBox::Yes | QMessageBox::Cancel,
                    parent);
    box.setObjectName(u"commandConfirmation"_s);
    box.setTextFormat(Qt::RichText);
    box.setDefaultButton(QMessageBox::Cancel);
    box.button(QMessageBox::Yes)->setText(QObject::tr("Run It"));
    return box.exec() == QMessageBox::Yes;
}

} // namespace CommandConfirmation
