// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "guioptions.h"

#include <core/cli/cliconfigserver.h>
#include <core/platform/eventloopchoice.h>
#include <core/platform/largeallocations.h>
#include <core/transport/serverconfig.h>
#include <ui/apps/apppanel.h>
#include <ui/apps/appwebengine.h>
#include <ui/auth/authorizationpane.h>
#include <ui/catalog/catalogcontroller.h>
#include <ui/connection/connectionhistory.h>
#include <ui/i18n/uilanguage.h>
#include <ui/mainwindow.h>
#include <ui/session/sessioncontroller.h>
#include <ui/theme/theme.h>
#include <ui/widgets/appicon.h>
#include <ui/windowstate/windowmemory.h>

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <secrets/keychaincredentialstore.h>
#include <secrets/keychainsecretstore.h>

using namespace Qt::StringLiterals;

namespace {

// The bundled demo server: next to us when installed, in the sibling target directory when
// run from the build tree (<build>/app/gui/mcpscope and <build>/app/demo-server/...).
QString findDemoServer()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(u"mcpscope-demo-server"_s),
                                     here.filePath(u"../demo-server/mcpscope-demo-server"_s)}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return {};
}

// Waits until the window shows a stable picture (connected and tools listed, or failed, or
// 5 s at most), saves it, then closes the window: the application ends once the server has
// been shut down, exactly as when a user closes the window.
void scheduleScreenshot(MainWindow &window, const QString &path, bool connecting)
{
    auto shoot = [&window, path] {
        if (!window.isVisible())
            return; // already taken
        if (!window.grab().save(path)) {
            std::fprintf(
                stderr, "mcpscope: could not write the screenshot to %s\n", qPrintable(path));
            QCoreApplication::exit(1);
            return;
        }
        window.close();
    };
    // A short delay after settling lets the last layout and paint happen.
    auto shootSoon = [&window, shoot] { QTimer::singleShot(300, &window, shoot); };
    QObject::connect(&window, &MainWindow::settled, &window, shootSoon);
    QTimer::singleShot(connecting ? 5000 : 500, &window, shoot);
}

// The server to open when the command line names none: the last one connected to, with the
// command line's --env and --cwd on top, else the bundled demo server.
ServerConfig startingServer(const GuiOptions &options, QSettings &settings, int *timeoutMs)
{
    const std::optional<ConnectionHistory::Entry> saved = ConnectionHistory::load(settings);
    ServerConfig config = saved ? saved->config : ServerConfig();
    if (saved && !options.timeoutGiven)
        *timeoutMs = saved->timeoutMs;
    if (options.environmentGiven) {
        config.environment = options.config.environment;
        config.workingDirectory = options.config.workingDirectory;
    }
    if (config.program.isEmpty()) {
        config.program = findDemoServer();
        config.arguments.clear();
    }
    if (options.eraGiven) {
        config.era = options.config.era;
        config.protocolVersion = options.config.protocolVersion;
    }
    return config;
}

// --help and --version must work in a terminal without a display, where QApplication aborts.
bool wantsTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView argument(argv[i]);
        if (argument == "--")
            return false;
        if (argument == "-h" || argument == "--help" || argument == "--help-all" || argument == "-v"
            || argument == "--version")
            return true;
    }
    return false;
}

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(u"mcpscope"_s);
    QCoreApplication::setApplicationName(u"mcpscope"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    LargeAllocations::mapEachOnItsOwn();
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        const GuiOptions options = GuiOptions::parse(app.arguments());
        if (options.showVersion && !options.showHelp)
            std::printf("mcpscope %s\n", MCPSCOPE_VERSION);
        else
            std::printf("%s", qPrintable(options.helpText));
        return 0;
    }
    const EventLoopChoice eventLoop; // Qt's own, not GLib's: see eventloopchoice.h
    AppWebEngine::prepareProcess();  // MCP Apps: before the QApplication (root: no sandbox)
    QApplication app(argc, argv);
    eventLoop.restoreEnvironment();
    AppPanel::registerFactory(); // tools with an MCP App get an App tab
    setApplicationNames();
    QApplication::setWindowIcon(applicationIcon());
    // Wayland matches the window to the installed desktop entry (and its icon) by this name.
    QGuiApplication::setDesktopFileName(u"io.github.mcpscope.mcpscope"_s);
    const GuiOptions options = GuiOptions::parse(app.arguments());
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "mcpscope: %s\n", qPrintable(options.error));
        return 2;
    }

    QSettings settings;
    // Before the window, so it is made in its colours.
    Theme::apply(options.theme.value_or(Theme::saved(settings)));
    // Before the first widget: widgets translate their texts when they are made. Numbers and
    // dates follow the chosen language too.
    const QLocale locale = UiLanguage::chosenLocale(options.language, settings);
    QLocale::setDefault(locale);
    UiLanguage::install(locale, &app);
    int timeoutMs = options.timeoutMs;
    MainWindow window;
    // OAuth credentials: the OS keyring when one answers, else the 0600 file (the pane says so).
    KeychainCredentialStore::open(
        u"mcpscope"_s,
        &window,
        [&window](std::unique_ptr<CredentialStore> store, const QString &fallbackReason) {
            window.setCredentialStore(std::move(store), fallbackReason);
        });
    // The server catalog's secrets: read from the keyring (or the fallback file) before the
    // catalog, which restores them when it loads.
    KeychainSecretStore::open(
        KeychainSecretStore::Keyring::qtKeychain(),
        &window,
        [&window](std::unique_ptr<KeychainSecretStore> store) {
            CatalogController *catalog = window.catalog();
            KeychainSecretStore *secrets = store.get();
            QObject::connect(secrets, &KeychainSecretStore::written, catalog, [catalog, secrets] {
                catalog->setSecretsWhere(secrets->where());
            });
            const QString where = store->where();
            catalog->open(std::move(store), where);
        });
    window.setServerConfig(options.connect ? options.config
                                           : startingServer(options, settings, &timeoutMs));
    window.setRequestTimeoutMs(timeoutMs);
    // The servers open at the last close, ready to Connect (nothing starts); the one the command
    // line names stays in front.
    window.memory()->restoreWorkspaces(!options.connect && options.sessionFile.isEmpty()
                                       && options.configPath.isEmpty());
    QObject::connect(&window,
                     &MainWindow::connectionStarted,
                     &window,
                     [&settings](const ServerConfig &config, int requestTimeoutMs) {
                         ConnectionHistory::save(settings, config, requestTimeoutMs);
                     });
    window.show();
    if (!options.sessionFile.isEmpty())
        window.sessions()->openSession(options.sessionFile); // offline: nothing is started
    else if (!options.configPath.isEmpty())
        // Asks before a command's first run; a bad file or name is a message, and the window
        // stays open on the last server.
        window.catalog()->connectFromFile(
            options.configPath, options.configServer, nullptr, [&options](ServerConfig &config) {
                CliConfigServer::layCommandLineOver(config, options.config);
            });
    else if (options.connect)
        window.connectToServer();
    if (!options.screenshot.isEmpty())
        scheduleScreenshot(
            window, options.screenshot, options.connect || !options.configPath.isEmpty());
    return app.exec();
}
