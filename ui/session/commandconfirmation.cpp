// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "commandconfirmation.h"

#include "widgets/servertext.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QMessageBox>
#include <QObject>

using namespace Qt::StringLiterals;

namespace CommandConfirmation {

QString describe(const ServerConfig &config)
{
    // Each value on one line with its line breaks, bidi overrides and invisible characters
    // shown (ServerText::line): an argument with "\n" cannot print a fake "argv[N]" line and
    // U+202E cannot reverse what will run.
    const auto shown = [](const QString &text) { return ServerText::line(text, 2000); };
    QString text;
    if (config.transport != ServerConfig::TransportKind::Stdio) {
        return QCoreApplication::translate("CommandConfirmation", "Connect to %1 (%2).")
            .arg(shown(config.url.toDisplayString()),
                 ServerConfig::transportName(config.transport));
    }
    text += QCoreApplication::translate("CommandConfirmation", "Start this program (no shell):")
            + u'\n';
    QStringList argv{config.program};
    argv += config.arguments;
    for (qsizetype i = 0; i < argv.size(); ++i)
        text += u"    argv[%1] = %2\n"_s.arg(QString::number(i), shown(argv.at(i)));
    if (!config.environment.isEmpty()) {
        text += QCoreApplication::translate("CommandConfirmation",
                                            "with these environment variables:")
                + u'\n';
        for (const ServerConfig::EnvironmentVariable &variable : config.environment)
            text += u"    %1=%2\n"_s.arg(shown(variable.name),
                                         variable.secret ? u"***"_s : shown(variable.value));
    }
    if (!config.workingDirectory.isEmpty())
        text += QCoreApplication::translate("CommandConfirmation", "in the directory %1.")
                    .arg(shown(config.workingDirectory))
                + u'\n';
    return text;
}

bool askWithMessageBox(QWidget *parent,
                       const ServerConfig &config,
                       const QString &purpose,
                       Origin origin)
{
    const bool recorded = origin == Origin::SessionFile;
    const QString text = recorded ? QCoreApplication::translate(
                             "CommandConfirmation",
                             "%1\n\nThis comes from a session file. Only continue if you "
                             "trust it.\n\n%2\nSecret values were not recorded (***).")
                                  : QCoreApplication::translate(
                                      "CommandConfirmation",
                                      "%1\n\nThis comes from another program's configuration file "
                                      "and has not been run from mcpscope before. Only continue if "
                                      "you trust it.\n\n%2");
    const ServerText::Message message{
        QMessageBox::Warning,
        recorded ? QCoreApplication::translate("CommandConfirmation", "Start the recorded server?")
                 : QCoreApplication::translate("CommandConfirmation", "Start this server?"),
        text.arg(ServerText::line(purpose), describe(config)),
        {},
        u"commandConfirmation"_s};
    return ServerText::confirm(parent,
                               message,
                               QCoreApplication::translate("CommandConfirmation", "Run It"),
                               u"runItButton"_s);
}

} // namespace CommandConfirmation
