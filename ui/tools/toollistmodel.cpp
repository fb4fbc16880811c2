// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toollistmodel.h"

#include "displaytext.h"
#include "widgets/mcpicons.h"
#include "widgets/servertext.h"

#include <QIcon>

using namespace Qt::StringLiterals;

ToolListModel::ToolListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void ToolListModel::setTools(const QJsonArray &tools,
                             const QList<McpSession::ExcludedTool> &leftOut)
{
    beginResetModel();
    m_icons.clear();
    m_tools.clear();
    m_leftOut.clear();
    m_tools.reserve(size_t(tools.size() + leftOut.size()));
    for (const QJsonValue &tool : tools) {
        m_tools.push_back(tool.toObject());
        m_leftOut.emplace_back();
    }
    for (const McpSession::ExcludedTool &tool : leftOut) {
        m_tools.push_back(tool.tool);
        m_leftOut.push_back(tool.reason.isEmpty() ? tr("left out") : tool.reason);
    }
    endResetModel();
}

void ToolListModel::clear()
{
    if (m_tools.empty())
        return;
    beginResetModel();
    m_icons.clear();
    m_tools.clear();
    m_leftOut.clear();
    endResetModel();
}

int ToolListModel::rowOf(const QString &name) const
{
    for (size_t row = 0; row < m_tools.size(); ++row) {
        if (m_leftOut[row].isEmpty() && m_tools[row].value("name"_L1).toString() == name)
            return int(row);
    }
    return -1;
}

int ToolListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tools.size());
}

QString ToolListModel::problemOf(const QJsonObject &tool)
{
    if (tool.isEmpty())
        return tr("not a JSON object");
    if (!tool.value("name"_L1).isString() || tool.value("name"_L1).toString().isEmpty())
        return tr("has no name");
    const QJsonValue schema = tool.value("inputSchema"_L1);
    if (!schema.isObject())
        return tr("has no inputSchema object");
    return {};
}

QStringList ToolListModel::hintsOf(const QJsonObject &tool)
{
    const QJsonObject annotations = tool.value("annotations"_L1).toObject();
    QStringList hints;
    if (annotations.value("readOnlyHint"_L1).toBool())
        hints << tr("read-only");
    else if (annotations.value("destructiveHint"_L1).toBool())
        hints << tr("destructive");
    if (annotations.value("idempotentHint"_L1).toBool())
        hints << tr("idempotent");
    if (annotations.value("openWorldHint"_L1).toBool())
        hints << tr("open world");
    return hints;
}

QString ToolListModel::toolTip(const QJsonObject &tool, const QString &leftOut) const
{
    // Rich on purpose ("<qt>" makes it so whatever the first line holds); every piece the
    // server sent goes through ServerText::html().
    QString tip = u"<qt><b>%1</b>"_s.arg(ServerText::html(tool.value("name"_L1).toString(), 200));
    const QString title = tool.value("title"_L1).toString();
    if (!title.isEmpty())
        tip += u" — "_s + ServerText::html(title, 200);
    const QString description = tool.value("description"_L1).toString();
    if (!description.isEmpty())
        tip += u"<p>%1</p>"_s.arg(ServerText::html(description, 1500));
    const QStringList hints = hintsOf(tool);
    if (!hints.isEmpty())
        tip += u"<p>%1</p>"_s.arg(tr("Server hints: %1").arg(hints.join(u" · "_s)));
    const QString problem = problemOf(tool);
    if (!problem.isEmpty())
        tip += u"<p><b>%1</b></p>"_s.arg(tr("Problem: this tool entry %1.").arg(problem));
    if (!leftOut.isEmpty()) {
        tip += u"<p><b>%1</b></p>"_s.arg(
            tr("Left out: %1. MCP 2026-07-28 (tools, x-mcp-header): a client must not call a "
               "tool whose header markers are invalid.")
                .arg(ServerText::html(leftOut, 500)));
    }
    return tip + u"</qt>"_s;
}

QVariant ToolListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QJsonObject &tool = m_tools[size_t(index.row())];
    const QString name = tool.value("name"_L1).toString();
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        if (role == Qt::DisplayRole && name.isEmpty())
            return tr("(unnamed tool #%1)").arg(index.row() + 1);
        return DisplayText::capped(name, DisplayText::kCellLimit);
    case TitleRole:
        return DisplayText::capped(tool.value("title"_L1).toString(), DisplayText::kCellLimit);
    case DescriptionRole:
        return DisplayText::firstLine(tool.value("description"_L1).toString());
    case Qt::ToolTipRole:
        return toolTip(tool, m_leftOut[size_t(index.row())]);
    case ToolRole:
        return tool;
    case SearchTextRole:
        return QString(name + u' ' + tool.value("title"_L1).toString() + u' '
                       + tool.value("description"_L1).toString());
    case ProblemRole:
        if (!m_leftOut[size_t(index.row())].isEmpty())
            return tr("left out, %1").arg(m_leftOut[size_t(index.row())]);
        return problemOf(tool);
    case LeftOutRole:
        return m_leftOut[size_t(index.row())];
    case HintsRole:
        return hintsOf(tool).join(u" · "_s);
    case DestructiveRole:
        return hintsOf(tool).contains(tr("destructive"));
    case Qt::DecorationRole:
        return m_icons.icon(size_t(index.row()), tool);
    }
    return {};
}

Qt::ItemFlags ToolListModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    // A left-out tool is shown (with why) but cannot be chosen, so it cannot be called.
    if (!m_leftOut[size_t(index.row())].isEmpty())
        return Qt::ItemNeverHasChildren;
    return QAbstractListModel::flags(index);
}

QHash<int, QByteArray> ToolListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(NameRole, "name");
    names.insert(TitleRole, "title");
    names.insert(DescriptionRole, "description");
    names.insert(ToolRole, "tool");
    names.insert(SearchTextRole, "searchText");
    names.insert(ProblemRole, "problem");
    names.insert(HintsRole, "hints");
    names.insert(DestructiveRole, "destructive");
    names.insert(LeftOutRole, "leftOut");
    return names;
}
