// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, skills (SEP-2640): --method skills/list prints each skill's manifest; --method
// skills/read --uri URI reads one file of a listed skill on demand (its SKILL.md first, which
// loads the skill) and prints it only when it verified. Both through SkillCatalog, like the GUI.
#include "clirunner.h"
#include "clitextformat.h"

#include <core/skills/skillcatalog.h>

#include <QJsonDocument>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace {

QJsonObject manifestJson(const SkillManifest &skill)
{
    QJsonArray files;
    for (const SkillFile &file : skill.files) {
        QJsonObject object{{"uri"_L1, file.uri}, {"digest"_L1, file.digest}};
        if (file.size >= 0)
            object.insert("size"_L1, file.size);
        if (!file.problem.isEmpty())
            object.insert("error"_L1, file.problem);
        files.append(object);
    }
    QJsonObject object{{"uri"_L1, skill.uri},
                       {"name"_L1, skill.name},
                       {"description"_L1, skill.description},
                       {"frontmatter"_L1, skill.frontmatter},
                       {"size"_L1, skill.totalSize},
                       {"errors"_L1, QJsonArray::fromStringList(skill.problems)}};
    if (skill.dynamicResources)
        object.insert("resources"_L1, u"dynamic"_s);
    else
        object.insert("resources"_L1, files);
    return object;
}

QString manifestText(const SkillManifest &skill)
{
    QString text = u"%1  %2\n"_s.arg(
        Cli::oneLine(skill.name.isEmpty() ? u"(unnamed)"_s : skill.name), Cli::oneLine(skill.uri));
    if (!skill.description.isEmpty())
        text += u"  %1\n"_s.arg(Cli::oneLine(skill.description));
    text += u"  frontmatter: %1\n"_s.arg(Cli::oneLine(
        QString::fromUtf8(QJsonDocument(skill.frontmatter).toJson(QJsonDocument::Compact))));
    if (skill.dynamicResources) {
        text += u"  files: dynamic (not listed, so not verifiable)\n"_s;
    } else {
        text += u"  files: %1, %2 bytes\n"_s.arg(skill.files.size()).arg(skill.totalSize);
        for (const SkillFile &file : skill.files)
            text += u"    %1  %2 bytes  %3\n"_s.arg(Cli::oneLine(file.uri),
                                                    file.size < 0 ? u"?"_s
                                                                  : QString::number(file.size),
                                                    Cli::oneLine(file.digest));
    }
    for (const QString &problem : skill.problems)
        text += u"  error: %1\n"_s.arg(Cli::oneLine(problem));
    return text;
}

} // namespace

void CliRunner::listSkills()
{
    auto *catalog = new SkillCatalog(this);
    catalog->setSession(m_session);
    if (!catalog->serverOffersSkills())
        writeErr(u"mcpscope-cli: warning: the server does not declare the skills extension "
                 "(capabilities.extensions.\"io.modelcontextprotocol/skills\"); asking anyway\n"_s);
    connect(catalog, &SkillCatalog::listFailed, this, [this](const QString &why, int status) {
        printFailure(u"skills/list: "_s + why, status);
    });
    connect(catalog, &SkillCatalog::listed, this, [this, catalog] {
        for (const QString &warning : catalog->warnings())
            writeErr(u"mcpscope-cli: warning: "_s + Cli::oneLine(warning) + u'\n');
        m_answered = true;
        bool anyProblem = false;
        QJsonArray skills;
        QString text;
        for (const SkillManifest &skill : catalog->skills()) {
            skills.append(manifestJson(skill));
            text += manifestText(skill);
            anyProblem = anyProblem || !skill.problems.isEmpty();
        }
        if (m_options.format == CliOptions::Format::Json)
            writeOut(QString::fromUtf8(
                QJsonDocument(QJsonObject{{"result"_L1, QJsonObject{{"skills"_L1, skills}}}})
                    .toJson(QJsonDocument::Indented)));
        else
            writeOut(text.isEmpty() ? u"(no skills)\n"_s : text);
        if (anyProblem)
            writeErr(u"mcpscope-cli: some skills have errors (see \"error:\" lines)\n"_s);
        finishWith(anyProblem ? ServerError : Success);
    });
    catalog->refresh();
}

void CliRunner::readSkillFile()
{
    auto *catalog = new SkillCatalog(this);
    catalog->setSession(m_session);
    const QString uri = m_options.uri;
    connect(catalog, &SkillCatalog::listFailed, this, [this](const QString &why, int status) {
        printFailure(u"skills/list: "_s + why, status);
    });
    connect(catalog, &SkillCatalog::listed, this, [this, catalog, uri] {
        if (!catalog->skillOf(uri)) {
            printFailure(u"%1 is not a file of any skill skills/list names"_s.arg(uri));
            return;
        }
        catalog->readFile(uri);
    });
    connect(catalog,
            &SkillCatalog::fileFailed,
            this,
            [this, uri](const QString &file, const QString &why) {
                if (file != uri || m_answered)
                    return;
                m_answered = true;
                if (m_options.format == CliOptions::Format::Json)
                    writeOut(QString::fromUtf8(
                        QJsonDocument(QJsonObject{{"error"_L1, QJsonObject{{"message"_L1, why}}}})
                            .toJson(QJsonDocument::Indented)));
                writeErr(u"mcpscope-cli: error: "_s + Cli::oneLine(why)
                         + u"\nmcpscope-cli: the content was not used\n"_s);
                finishWith(ServerError);
            });
    connect(catalog,
            &SkillCatalog::fileRead,
            this,
            [this, uri](const QString &file, const QByteArray &bytes, bool verified) {
                if (file != uri || m_answered)
                    return;
                m_answered = true;
                QStringDecoder decoder(QStringDecoder::Utf8);
                const QString decoded = decoder.decode(bytes);
                const bool isText = !decoder.hasError();
                if (m_options.format == CliOptions::Format::Json) {
                    QJsonObject result{
                        {"uri"_L1, uri}, {"verified"_L1, verified}, {"size"_L1, qint64(bytes.size())}};
                    if (isText)
                        result.insert("text"_L1, decoded);
                    else
                        result.insert("blob"_L1, QString::fromLatin1(bytes.toBase64()));
                    writeOut(QString::fromUtf8(QJsonDocument(QJsonObject{{"result"_L1, result}})
                                                   .toJson(QJsonDocument::Indented)));
                } else {
                    writeOut(decoded);
                    if (!decoded.endsWith(u'\n'))
                        writeOut(u"\n"_s);
                }
                writeErr(verified ? u"mcpscope-cli: verified: %1 bytes, digest and size as "
                                    "listed\n"_s.arg(bytes.size())
                                  : u"mcpscope-cli: warning: not verified: the skill's files "
                                    "are dynamic (not listed with a digest)\n"_s);
                finishWith(Success);
            });
    catalog->refresh();
}
