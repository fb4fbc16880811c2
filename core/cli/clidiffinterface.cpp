// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clidiffinterface.h"

#include "clioptions.h"
#include "clirunner.h"
#include "clitextformat.h"

#include <core/snapshot/interfacediff.h>
#include <core/snapshot/snapshotstore.h>

#include <QIODevice>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace CliDiffInterface {

namespace {

const auto kUsage = "mcpscope-cli diff-interface OLD.json NEW.json [--format text|json]"_L1;

QString readFormat(const QString &value, CliOptions &options)
{
    if (value == "text"_L1)
        options.format = CliOptions::Format::Text;
    else if (value == "json"_L1)
        options.format = CliOptions::Format::Json;
    else
        return u"--format must be text or json, got \"%1\""_s.arg(value);
    return {};
}

} // namespace

QString takeCommand(QStringList &arguments, CliOptions &options)
{
    if (arguments.size() < 2 || arguments.at(1) != "diff-interface"_L1)
        return {};
    QStringList paths;
    bool onlyPaths = false; // after "--", a file may start with '-'
    for (qsizetype i = 2; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (onlyPaths || !argument.startsWith(u'-') || argument == "-"_L1) {
            paths << argument;
        } else if (argument == "--"_L1) {
            onlyPaths = true;
        } else if (argument == "-h"_L1 || argument == "--help"_L1) {
            options.showHelp = true;
        } else if (argument == "--format"_L1) {
            if (++i >= arguments.size())
                return u"--format needs a value: text or json"_s;
            if (const QString error = readFormat(arguments.at(i), options); !error.isEmpty())
                return error;
        } else if (argument.startsWith("--format="_L1)) {
            if (const QString error = readFormat(argument.mid(9), options); !error.isEmpty())
                return error;
        } else {
            return u"diff-interface takes no %1: %2"_s.arg(argument, kUsage);
        }
    }
    arguments = arguments.mid(0, 1);
    if (options.showHelp)
        return {};
    if (paths.size() != 2)
        return u"diff-interface compares two snapshot files, got %1: %2"_s.arg(paths.size())
            .arg(kUsage);
    options.diffInterfacePaths = paths;
    return {};
}

int run(const CliOptions &options, QIODevice &out, QIODevice &err)
{
    std::optional<InterfaceSnapshot> sides[2];
    for (int i = 0; i < 2; ++i) {
        SnapshotStore::Read read = SnapshotStore::readFile(options.diffInterfacePaths.at(i));
        if (!read.snapshot) {
            // readFile's message names the file; say which side it was.
            err.write(u"mcpscope-cli: error: diff-interface: %1 snapshot: %2\n"_s
                          .arg(i == 0 ? u"old"_s : u"new"_s, Cli::oneLine(read.error))
                          .toUtf8());
            return CliRunner::ArgumentsInvalid;
        }
        sides[i] = std::move(read.snapshot);
    }
    const InterfaceDiff diff = InterfaceDiff::compare(*sides[0], *sides[1]);
    if (options.format == CliOptions::Format::Json)
        out.write(
            QJsonDocument(QJsonObject{{"diff"_L1, diff.toJson()}}).toJson(QJsonDocument::Indented));
    else
        out.write((diff.toText() + u'\n').toUtf8());
    return diff.isEmpty() ? CliRunner::Success : CliRunner::InterfaceChanged;
}

} // namespace CliDiffInterface
