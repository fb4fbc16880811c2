// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "screenshottest.h"

#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>
#include <ui/catalog/catalogcontroller.h>
#include <ui/catalog/catalogdock.h>
#include <ui/catalog/catalogmodel.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTreeView>

// The main window on the demo server with its catalog opened on files of this test only: a
// memory secret store, servers.json and confirmed-commands.json in a temporary folder. The
// model stays under QAbstractItemModelTester for the whole test. The person's answers
// (the entry dialog, the removal and first-run confirmations) are the test's.
class CatalogTest : public MainWindowTest
{
protected:
    void SetUp() override
    {
        MainWindowTest::SetUp();
        if (HasFatalFailure())
            return;
        openCatalog();
    }

    void openCatalog()
    {
        m_modelChecker.reset();
        auto secrets = std::make_unique<MemorySecretStore>();
        m_secrets = secrets.get();
        controller()->open(std::move(secrets),
                           QStringLiteral("Secrets are kept in memory (test)."),
                           catalogPath(),
                           m_dir.filePath(QStringLiteral("confirmed-commands.json")));
        m_modelChecker = std::make_unique<UiTest::ModelChecker>(controller()->model());
        controller()->setConfirmRemove([this](const QString &) {
            ++m_removeAsked;
            return true;
        });
        controller()->setCommandConfirmation([this](const ServerConfig &config, const QString &) {
            m_confirmAsked << config.displayCommand();
            return m_confirmAnswer;
        });
    }

    void TearDown() override
    {
        if (m_modelChecker)
            EXPECT_TRUE(m_modelChecker->problems().isEmpty())
                << qPrintable(m_modelChecker->problems().join(u'\n'));
        m_modelChecker.reset();
        MainWindowTest::TearDown();
    }

    CatalogController *controller() const { return m_window->catalog(); }
    CatalogDock *dock() const { return controller()->dock(); }
    QTreeView *view() const { return dock()->view(); }
    QString catalogPath() const { return m_dir.filePath(QStringLiteral("servers.json")); }
    QByteArray savedBytes() const
    {
        QFile file(catalogPath());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    // The names as the view shows them, top to bottom.
    QStringList shownNames() const
    {
        QStringList names;
        for (int row = 0; row < view()->model()->rowCount(); ++row)
            names << view()->model()->index(row, CatalogModel::NameColumn).data().toString();
        return names;
    }
    ServerConfig demoConfig(const QString &name) const
    {
        const QStringList command = UiTest::demoServerCommand();
        ServerConfig config;
        config.name = name;
        config.program = command.value(0);
        config.arguments = command.mid(1);
        return config;
    }
    // Adds through the dock's Add action, the entry dialog answering with `config`.
    QString addThroughDock(const ServerConfig &config)
    {
        controller()->setEditEntry([config](const ServerConfig &) { return config; });
        dock()->actionAdd->trigger();
        return dock()->currentId();
    }

    QTemporaryDir m_dir;
    MemorySecretStore *m_secrets = nullptr;
    std::unique_ptr<UiTest::ModelChecker> m_modelChecker;
    int m_removeAsked = 0;
    QStringList m_confirmAsked;
    bool m_confirmAnswer = true;
};
