// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "configvariables.h"

#include <QDir>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

// More than this many ${…} in one string is not a config a person wrote; the rest stay as
// written.
constexpr int kMaxVariablesPerValue = 64;
// Notes per server: the same few sentences, not one per variable of a hostile file.
constexpr qsizetype kMaxNotes = 50;

} // namespace

ConfigImportContext ConfigImportContext::fromProcess()
{
    ConfigImportContext context;
    context.homeDir = QDir::homePath();
    context.workspaceFolder = QDir::currentPath();
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    context.environment = [environment](const QString &name) -> std::optional<QString> {
        if (!environment.contains(name))
            return std::nullopt;
        return environment.value(name);
    };
    return context;
}

ConfigVariables::ConfigVariables(const ConfigImportContext &context)
    : m_context(context)
{}

void ConfigVariables::declareInput(const ConfigImportContext::Input &input)
{
    m_inputs.insert(input.id, input);
}

QString ConfigVariables::input(const QString &id, bool *password, QStringList *notes)
{
    const auto declared = m_inputs.constFind(id);
    if (declared == m_inputs.constEnd()) {
        notes->append(
            u"${input:%1} is not declared in the file's inputs: left as written"_s.arg(id));
        return u"${input:%1}"_s.arg(id);
    }
    if (!m_answers.contains(id))
        m_answers.insert(id, m_context.ask ? m_context.ask(*declared) : std::nullopt);
    *password = declared->password;
    const std::optional<QString> answer = m_answers.value(id);
    if (!answer) {
        notes->append(u"no value was given for ${input:%1}: left empty"_s.arg(id));
        return {};
    }
    return *answer;
}

QString
ConfigVariables::variable(const QString &body, bool *password, bool *reference, QStringList *notes)
{
    const QString written = u"${"_s + body + u'}';
    const auto environment = [this](const QString &name) -> std::optional<QString> {
        return m_context.environment ? m_context.environment(name) : std::nullopt;
    };
    if (body.startsWith("input:"_L1))
        return input(body.mid(6), password, notes); // the input says whether it is a secret
    if (body.startsWith("env:"_L1)) {
        *reference = true;
        const QString name = body.mid(4);
        if (const std::optional<QString> value = environment(name))
            return *value;
        notes->append(u"environment variable %1 is not set: ${env:%1} left empty"_s.arg(name));
        return {};
    }
    if (body == "userHome"_L1 || body == "workspaceFolder"_L1
        || body == "workspaceFolderBasename"_L1) {
        const QString folder
            = body == "userHome"_L1 ? m_context.homeDir : m_context.workspaceFolder;
        if (folder.isEmpty()) {
            notes->append(u"%1 is not known here: left as written"_s.arg(written));
            return written;
        }
        return body == "workspaceFolderBasename"_L1 ? QFileInfo(folder).fileName() : folder;
    }
    if (body == "pathSeparator"_L1 || body == "/"_L1)
        return QDir::separator();
    if (body.startsWith("file:"_L1)) {
        notes->append(u"%1 names a file mcpscope does not read: left as written"_s.arg(written));
        return written;
    }
    static const QRegularExpression plain(u"\\A([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?\\z"_s,
                                          QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = plain.match(body);
    if (!match.hasMatch()) {
        notes->append(u"unknown variable %1: left as written"_s.arg(written));
        return written;
    }
    // ${NAME:-default} is a setting with a fallback; a bare ${NAME} is how a secret is written.
    *reference = !match.hasCaptured(2);
    if (const std::optional<QString> value = environment(match.captured(1)))
        return *value;
    if (match.hasCaptured(2))
        return match.captured(2);
    notes->append(u"environment variable %1 is not set: %2 left as written"_s.arg(match.captured(1),
                                                                                  written));
    return written;
}

ConfigVariables::Expanded ConfigVariables::expand(const QString &text, QStringList *notes)
{
    QStringList found;
    Expanded result = expandInto(text, &found);
    for (const QString &note : std::as_const(found)) {
        if (notes->size() < kMaxNotes && !notes->contains(note))
            notes->append(note);
    }
    return result;
}

ConfigVariables::Expanded ConfigVariables::expandInto(const QString &text, QStringList *notes)
{
    Expanded result;
    int count = 0;
    bool onlyReference = false;
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype start = text.indexOf("${"_L1, i);
        const qsizetype end = start < 0 ? -1 : text.indexOf(u'}', start + 2);
        if (start < 0 || end < 0 || count >= kMaxVariablesPerValue) {
            result.value += QStringView(text).mid(i);
            break;
        }
        result.value += QStringView(text).mid(i, start - i);
        bool password = false;
        bool reference = false;
        result.value
            += variable(text.mid(start + 2, end - start - 2), &password, &reference, notes);
        result.fromPassword = result.fromPassword || password;
        onlyReference = count == 0 && start == 0 && end == text.size() - 1 && reference;
        ++count;
        i = end + 1;
    }
    result.wholeReference = onlyReference;
    return result;
}
