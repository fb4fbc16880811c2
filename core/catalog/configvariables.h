// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

// What an import may look up outside the file: the folders variables name, the environment,
// and the person (for VS Code's ${input:id} prompts). Every member may be left empty; what is
// missing becomes a note on the server, never a guess.
struct ConfigImportContext
{
    struct Input
    {
        QString id;
        QString description;
        bool password = false; // the answer is a secret: its env value or header is marked so
    };

    QString homeDir;         // ${userHome}
    QString workspaceFolder; // ${workspaceFolder}; VS Code and Cursor project files
    // ${env:NAME}, ${NAME}, ${NAME:-default}; nullopt: not set.
    std::function<std::optional<QString>(const QString &name)> environment;
    // Asked once per import for each ${input:id} used; nullopt: no answer (the value stays
    // empty and the server gets a note).
    std::function<std::optional<QString>(const Input &input)> ask;

    // The process' own environment, the user's home, the current folder as the workspace, and
    // no one to ask.
    static ConfigImportContext fromProcess();
};

// Expands the variables of the clients' config files in one pass (an expanded value is never
// expanded again): ${env:NAME}, ${NAME} and ${NAME:-default} from the environment,
// ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename}, ${pathSeparator} and ${/},
// and ${input:id} for the inputs the file declares. An unset ${NAME} stays as written (Claude
// Code's rule); ${file:…} is not read; an unknown variable stays as written with a note.
class ConfigVariables
{
public:
    struct Expanded
    {
        QString value;
        bool fromPassword = false; // a password input gave (part of) it
        // The whole value was one ${env:NAME} or ${NAME} (without a default): a value the file
        // kept out of itself on purpose, the way secrets are written.
        bool wholeReference = false;
    };

    explicit ConfigVariables(const ConfigImportContext &context);

    void declareInput(const ConfigImportContext::Input &input);
    // Notes go to `notes` once each, at most 50 of them.
    Expanded expand(const QString &text, QStringList *notes);

private:
    Expanded expandInto(const QString &text, QStringList *notes);
    QString input(const QString &id, bool *password, QStringList *notes);
    QString variable(const QString &body, bool *password, bool *reference, QStringList *notes);

    const ConfigImportContext &m_context;
    QHash<QString, ConfigImportContext::Input> m_inputs;
    QHash<QString, std::optional<QString>> m_answers; // asked once per import
};
