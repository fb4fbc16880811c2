// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// SchemaFormModel: validation messages on rows.
#include "formitem.h"
#include "jsonpointer.h"
#include "schemaformmodel.h"
#include "schemavalidator.h"

#include <QSet>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

namespace {

// The anyOf/oneOf alternatives a row can show (known) and the one it shows (active).
struct Alternatives
{
    QSet<QString> known;
    QSet<QString> active;
};

void addAlternatives(const FormItem *item, Alternatives &out)
{
    const SchemaNode *declared = item->declared;
    if (!declared)
        return;
    for (const SchemaNode *node : {declared, item->shape()}) {
        if (!node || node->nullBranchPointer.isEmpty())
            continue;
        out.known << node->nullBranchPointer << node->branchPointer;
        out.active << (item->isNull ? node->nullBranchPointer : node->branchPointer);
    }
    for (size_t i = 0; i < declared->variants.size(); ++i) {
        const QString branch = declared->variants[i].node->branchPointer;
        out.known << branch;
        if (int(i) == item->variant && item->mismatch.isEmpty() && !item->isNull)
            out.active << branch;
    }
    const SchemaNode *shape = item->shape();
    if (shape && shape->kind == Kind::Choice) {
        const int chosen = item->present ? shape->choiceIndex(item->scalar) : -1;
        for (qsizetype i = 0; i < shape->choices.size(); ++i) {
            out.known << shape->choices.at(i).branchPointer;
            if (i == chosen)
                out.active << shape->choices.at(i).branchPointer;
        }
    }
    out.known.remove(QString());
    out.active.remove(QString());
}

// The deepest row for `pointer`, and the alternatives shown on the way there.
const FormItem *locate(const FormItem *root, const QString &pointer, Alternatives &alternatives)
{
    const FormItem *item = root;
    addAlternatives(item, alternatives);
    for (const QString &token : JsonPointer::split(pointer).value_or(QStringList())) {
        const FormItem *next = nullptr;
        if (item->kind() == Kind::Array) {
            const int row = token.toInt();
            if (row >= 0 && size_t(row) < item->children.size())
                next = item->children[size_t(row)].get();
        } else if (!item->isNull) {
            next = item->childForKey(token);
        }
        if (!next)
            break;
        item = next;
        addAlternatives(item, alternatives);
    }
    return item;
}

bool isShown(const SchemaIssue &issue, const Alternatives &alternatives)
{
    for (const QString &branch : issue.branches) {
        if (alternatives.known.contains(branch) && !alternatives.active.contains(branch))
            return false;
    }
    return true;
}

} // namespace

QList<SchemaIssue> SchemaFormModel::validate()
{
    QList<SchemaIssue> issues = m_validator->validate(value(), QDeadlineTimer(ValidationBudgetMs));
    // Text in a number field that is no number is sent as a string; say so on the field.
    std::function<void(const FormItem *)> inputs = [&](const FormItem *item) {
        const Kind kind = item->kind();
        if (item->present && !item->isNull && (kind == Kind::Number || kind == Kind::Integer)
            && !LosslessJson::isNumberLiteral(item->numberText)) {
            issues.prepend(
                {item->pointer(),
                 tr("\"%1\" is not a number; it is sent as a string").arg(item->numberText),
                 {},
                 {}});
        }
        for (const auto &child : item->children)
            inputs(child.get());
    };
    inputs(m_root.get());
    applyIssues(issues);
    return issues;
}

void SchemaFormModel::setIssues(const QList<SchemaIssue> &issues)
{
    applyIssues(issues);
}

void SchemaFormModel::clearIssues()
{
    applyIssues({});
}

QStringList SchemaFormModel::messages(const QModelIndex &index) const
{
    return itemAt(index)->messages;
}

void SchemaFormModel::applyIssues(const QList<SchemaIssue> &issues)
{
    QHash<const FormItem *, QStringList> messages;
    QList<std::pair<const FormItem *, const SchemaIssue *>> summaries;
    QSet<QString> activeWithMessages;
    for (const SchemaIssue &issue : issues) {
        Alternatives alternatives;
        const FormItem *item = locate(m_root.get(), issue.pointer, alternatives);
        if (!isShown(issue, alternatives))
            continue;
        if (!issue.alternativesOf.isEmpty()) {
            summaries.append({item, &issue});
            continue;
        }
        for (const QString &branch : issue.branches)
            activeWithMessages.insert(branch);
        // A message about a member that has no row of its own names that member.
        const QString rest = issue.pointer.mid(item->pointer().size());
        messages[item].append(rest.isEmpty() ? issue.message
                                             : rest.mid(1) + u": "_s + issue.message);
    }
    for (const auto &[item, issue] : summaries) {
        // "matches none of the alternatives" adds nothing when the shown alternative already
        // says what is wrong with it.
        Alternatives own;
        addAlternatives(item, own);
        const QString prefix = issue->alternativesOf + u'/';
        const bool explained
            = std::any_of(own.active.cbegin(), own.active.cend(), [&](const QString &branch) {
                  return branch.startsWith(prefix) && activeWithMessages.contains(branch);
              });
        if (!explained)
            messages[item].append(issue->message);
    }
    std::function<void(FormItem *)> apply = [&](FormItem *item) {
        const QStringList now = messages.value(item);
        if (item->messages != now) {
            item->messages = now;
            if (item->parent)
                Q_EMIT dataChanged(indexOf(item, NameColumn),
                                   indexOf(item, ValueColumn),
                                   {MessagesRole, Qt::ToolTipRole});
        }
        for (const auto &child : item->children)
            apply(child.get());
    };
    apply(m_root.get());
}
