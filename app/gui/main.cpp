// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include <core/transport/serverconfig.h>
#include <ui/mainwindow.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

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

bool parseEnvironment(const QStringList &assignments, ServerConfig &config)
{
    for (const QString &assignment : assignments) {
        const qsizetype equals = assignment.indexOf(u'=');
        if (equals <= 0) {
            std::fprintf(
                stderr, "mcpscope: --env wants NAME=VALUE, got \"%s\"\n", qPrintable(assignment));
            return false;
        }
        config.environment.append({assignment.left(equals), assignment.mid(equals + 1), false});
    }
    return true;
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

// What the command line asks for; parse() prints the problem and returns false when it is
// unusable.
struct Options
{
    ServerConfig config;
    bool connect = false; // a command was given after --
    int timeoutMs = 60000;
    QString screenshot;

    bool parse(const QCoreApplication &app);
};

bool Options::parse(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Inspect a Model Context Protocol server: every frame, both ways, decoded.\n"
        "With a command after --, mcpscope starts that server over stdio and connects."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption env({u"e"_s, u"env"_s},
                                 u"Add NAME=VALUE to the server's environment (repeatable)."_s,
                                 u"NAME=VALUE"_s);
    const QCommandLineOption cwd(u"cwd"_s, u"Start the server in DIR."_s, u"DIR"_s);
    const QCommandLineOption timeout(u"timeout"_s,
                                     u"Request timeout in seconds (0: none; default 60)."_s,
                                     u"SECONDS"_s,
                                     u"60"_s);
    const QCommandLineOption shot(
        u"screenshot"_s, u"Save the window to FILE once it has settled, then quit."_s, u"FILE"_s);
    parser.addOptions({env, cwd, timeout, shot});
    parser.addPositionalArgument(
        u"command"_s, u"The server's command and arguments."_s, u"[-- COMMAND [ARGS...]]"_s);
    parser.process(app);

    const QStringList command = parser.positionalArguments();
    connect = !command.isEmpty();
    config.program = connect ? command.first() : findDemoServer();
    config.arguments = command.mid(1);
    config.workingDirectory = parser.value(cwd);
    screenshot = parser.value(shot);
    bool ok = false;
    const int seconds = parser.value(timeout).toInt(&ok);
    if (!ok || seconds < 0) {
        std::fprintf(stderr, "mcpscope: --timeout wants a number of seconds\n");
        return false;
    }
    timeoutMs = seconds * 1000;
    return parseEnvironment(parser.values(env), config);
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
    QCoreApplication::setApplicationName(u"mcpscope"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        Options().parse(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    Options options;
    if (!options.parse(app))
        return 2;

    MainWindow window;
    window.setServerConfig(options.config);
    window.setRequestTimeoutMs(options.timeoutMs);
    window.show();
    if (options.connect)
        window.connectToServer();
    if (!options.screenshot.isEmpty())
        scheduleScreenshot(window, options.screenshot, options.connect);
    return app.exec();
}
