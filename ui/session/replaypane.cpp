// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replaypane.h"

#include "palettecolors.h"
#include "replayrun.h"
#include "replaystepmodel.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpmethods.h>

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBlock>

using namespace Qt::StringLiterals;

namespace {

QPlainTextEdit *createJsonView(const QString &objectName, QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setObjectName(objectName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

QWidget *titled(const QString &title, QWidget *content, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QLabel *label = ServerText::caption(title, box, true);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    content->setParent(box);
    return box;
}

// Highlights the given lines of a view in one tone (a line per changed pointer).
constexpr const char *kDiffLines = "replayDiffLines";

// Marks the view's changed lines (kept on the view) in its diff colour.
void markDiffLines(QPlainTextEdit *view, PaletteColors::Role role)
{
    const QList<int> lines = view->property(kDiffLines).value<QList<int>>();
    QList<QTextEdit::ExtraSelection> selections;
    const QColor background = PaletteColors::color(view->palette(), role);
    for (int line : lines) {
        const QTextBlock block = view->document()->findBlockByNumber(line);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(block);
        selection.format.setBackground(background);
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections.append(selection);
    }
    view->setExtraSelections(selections);
}

// The lines of a view to mark from now on, marked again after a theme switch.
void highlightLines(QPlainTextEdit *view, const QList<int> &lines, PaletteColors::Role role)
{
    const bool following = view->property(kDiffLines).isValid();
    view->setProperty(kDiffLines, QVariant::fromValue(lines));
    if (following)
        markDiffLines(view, role);
    else
        PaletteColors::follow(view, view, [view, role] { markDiffLines(view, role); });
}

void scrollToLine(QPlainTextEdit *view, int line)
{
    if (line < 0)
        return;
    QTextCursor cursor(view->document()->findBlockByNumber(line));
    view->setTextCursor(cursor);
    view->centerCursor();
}

} // namespace

ReplayPane::ReplayPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new ReplayStepModel(this))
{
    m_target = ServerText::lineLabel(QString(), this);
    m_target->setObjectName(u"replayTarget"_s);
    m_target->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary = ServerText::lineLabel(QString(), this);
    m_summary->setObjectName(u"replaySummary"_s);
    m_rerun = new QPushButton(tr("&Rerun"), this);
    m_rerun->setObjectName(u"rerunButton"_s);
    m_rerun->setEnabled(false);
    connect(m_rerun, &QPushButton::clicked, this, &ReplayPane::rerunRequested);
    m_stop = new QPushButton(tr("&Stop"), this);
    m_stop->setObjectName(u"stopReplayButton"_s);
    m_stop->setEnabled(false);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_stopped = true;
        m_stop->setEnabled(false);
        Q_EMIT stopRequested();
    });
    m_target->setWordWrap(true);
    m_target->setTextFormat(Qt::PlainText); // names from a session file: untrusted
    m_summary->setTextFormat(Qt::PlainText);
    auto *header = new QHBoxLayout;
    header->addWidget(m_summary, 1);
    header->addWidget(m_stop);
    header->addWidget(m_rerun);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_steps = new QTableView(splitter);
    m_steps->setObjectName(u"replaySteps"_s);
    m_steps->setModel(m_model);
    m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steps->setSelectionMode(QAbstractItemView::SingleSelection);
    m_steps->verticalHeader()->hide();
    m_steps->horizontalHeader()->setStretchLastSection(true);
    m_steps->setWordWrap(false);
    m_steps->verticalHeader()->setDefaultSectionSize(m_steps->fontMetrics().height() + 6);
    QHeaderView *columns = m_steps->horizontalHeader();
    // Widths for the longest value each column can hold, so no status is ever elided.
    const QFontMetrics metrics = m_steps->fontMetrics();
    const auto widthOf
        = [&metrics](const QString &text) { return metrics.horizontalAdvance(text) + 16; };
    columns->resizeSection(ReplayStepModel::NumberColumn, widthOf(u"999"_s));
    columns->resizeSection(ReplayStepModel::MethodColumn,
                           widthOf(Mcp::Method::ResourcesTemplatesList));
    columns->resizeSection(ReplayStepModel::IdColumn, widthOf(u"9999"_s));
    columns->resizeSection(ReplayStepModel::StatusColumn, widthOf(u"not compared"_s));
    columns->resizeSection(ReplayStepModel::LatencyColumn, widthOf(u"9999.9 ms"_s));
    connect(m_steps->selectionModel(),
            &QItemSelectionModel::currentRowChanged,
            this,
            &ReplayPane::showSelectedStep);
    splitter->addWidget(m_steps);
    splitter->addWidget(createDiffSide());
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({480, 680});
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_target);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);
    layout->addWidget(createIgnoreEditor());
}

QWidget *ReplayPane::createDiffSide()
{
    auto *side = new QSplitter(Qt::Vertical, this);
    m_pointers = new QListWidget(side);
    m_pointers->setObjectName(u"changedPointers"_s);
    connect(m_pointers, &QListWidget::currentRowChanged, this, &ReplayPane::scrollToPointer);
    auto *texts = new QSplitter(Qt::Horizontal, side);
    m_recorded = createJsonView(u"recordedView"_s, texts);
    m_live = createJsonView(u"liveView"_s, texts);
    texts->addWidget(titled(tr("Recorded"), m_recorded, texts));
    texts->addWidget(titled(tr("Live"), m_live, texts));
    side->addWidget(titled(tr("Changed JSON pointers"), m_pointers, side));
    side->addWidget(texts);
    side->setStretchFactor(1, 1);
    side->setSizes({90, 400});
    side->setChildrenCollapsible(false);
    return side;
}

QWidget *ReplayPane::createIgnoreEditor()
{
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = ServerText::caption(
        tr("Ignore paths, one JSON pointer pattern per line (* one token, ** any depth, "
           "globs like *At). Applied at the next Rerun:"),
        box);
    label->setWordWrap(true);
    m_ignore = new QPlainTextEdit(box);
    m_ignore->setObjectName(u"ignorePaths"_s);
    m_ignore->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ignore->setMaximumHeight(m_ignore->fontMetrics().lineSpacing() * 5);
    connect(m_ignore, &QPlainTextEdit::textChanged, this, &ReplayPane::validateIgnores);
    m_ignoreError = ServerText::lineLabel(QString(), box);
    m_ignoreError->setObjectName(u"ignoreError"_s);
    PaletteColors::setTextTone(m_ignoreError, PaletteColors::Tone::Error);
    m_ignoreError->hide();
    layout->addWidget(label);
    layout->addWidget(m_ignore);
    layout->addWidget(m_ignoreError);
    return box;
}

void ReplayPane::showRun(ReplayRun *run, const QString &sessionName)
{
    m_model->clear();
    m_recorded->clear();
    m_live->clear();
    m_pointers->clear();
    m_running = true;
    m_hasRun = true;
    m_rerun->setEnabled(false);
    m_stop->setEnabled(true);
    m_stopped = false;
    m_target->setText(
        tr("Replaying %1 against %2")
            .arg(ServerText::line(sessionName), ServerText::line(run->targetDescription())));
    m_summary->setText(tr("running…"));
    connect(run, &ReplayRun::stepFinished, this, &ReplayPane::appendStep);
    connect(run, &ReplayRun::finished, this, &ReplayPane::finishRun);
}

void ReplayPane::appendStep(const ReplayStepRow &row)
{
    m_model->append(row);
    // The first difference is what the user came for: select it as soon as it appears.
    const bool differs = row.outcome.status != ReplayOutcome::Status::Identical
                         && row.outcome.status != ReplayOutcome::Status::NotCompared;
    const QModelIndex current = m_steps->currentIndex();
    const bool currentDiffers = current.isValid()
                                && current.data(ReplayStepModel::StatusRole).toInt()
                                       != int(ReplayOutcome::Status::Identical);
    if (!current.isValid() || (differs && !currentDiffers))
        selectStep(m_model->rowCount() - 1);
}

void ReplayPane::finishRun(const ReplaySummary &summary, const QString &failure)
{
    m_running = false;
    m_rerun->setEnabled(true);
    m_stop->setEnabled(false);
    QString text = summary.toString();
    if (m_stopped)
        text += tr(" — stopped before the end");
    else if (!failure.isEmpty())
        text += tr(" — the replay could not finish: %1").arg(failure);
    ServerText::setText(m_summary, text);
    PaletteColors::setTextTone(m_summary,
                               summary.isIdentical() && failure.isEmpty() && !m_stopped
                                   ? PaletteColors::Tone::Success
                                   : PaletteColors::Tone::Error);
    Q_EMIT runFinished();
}

QString ReplayPane::summaryText() const
{
    return m_summary->text();
}

void ReplayPane::selectStep(int row)
{
    m_steps->setCurrentIndex(m_model->index(row, ReplayStepModel::MethodColumn));
}

void ReplayPane::showSelectedStep()
{
    const QModelIndex current = m_steps->currentIndex();
    if (!current.isValid())
        return;
    const ReplayStepRow &row = m_model->step(current.row());
    m_recordedLines = JsonLines::render(row.recorded);
    m_liveLines = JsonLines::render(row.live);
    m_recorded->setPlainText(row.recorded.isUndefined() ? tr("(no recorded response)")
                                                        : m_recordedLines.text);
    m_live->setPlainText(row.live.isUndefined()
                             ? tr("(no live response) %1").arg(row.outcome.detail)
                             : m_liveLines.text);
    showDifferences(row);
}

void ReplayPane::showDifferences(const ReplayStepRow &row)
{
    m_pointers->clear();
    QList<int> recordedLines;
    QList<int> liveLines;
    for (const JsonDifference &difference : row.outcome.differences) {
        m_pointers->addItem(difference.toString());
        if (difference.kind != JsonDifference::Kind::Added)
            recordedLines.append(m_recordedLines.lineOf(difference.pointer));
        if (difference.kind != JsonDifference::Kind::Removed)
            liveLines.append(m_liveLines.lineOf(difference.pointer));
    }
    if (row.outcome.differences.isEmpty() && !row.outcome.detail.isEmpty())
        m_pointers->addItem(row.outcome.detail);
    highlightLines(m_recorded, recordedLines, PaletteColors::Role::DiffRemoved);
    highlightLines(m_live, liveLines, PaletteColors::Role::DiffAdded);
    if (!row.outcome.differences.isEmpty())
        m_pointers->setCurrentRow(0);
}

void ReplayPane::scrollToPointer(int index)
{
    const QModelIndex current = m_steps->currentIndex();
    if (index < 0 || !current.isValid())
        return;
    const QList<JsonDifference> &differences = m_model->step(current.row()).outcome.differences;
    if (index >= differences.size())
        return;
    const QString pointer = differences.at(index).pointer;
    scrollToLine(m_recorded, m_recordedLines.lineOf(pointer));
    scrollToLine(m_live, m_liveLines.lineOf(pointer));
}

std::optional<QStringList> ReplayPane::ignorePatterns() const
{
    QStringList patterns;
    for (const QString &line : m_ignore->toPlainText().split(u'\n')) {
        const QString pattern = line.trimmed();
        if (pattern.isEmpty())
            continue;
        if (JsonIgnoreList::checkPattern(pattern))
            return std::nullopt;
        patterns.append(pattern);
    }
    return patterns;
}

void ReplayPane::setIgnorePatterns(const QStringList &patterns)
{
    m_ignore->setPlainText(patterns.join(u'\n'));
}

void ReplayPane::validateIgnores()
{
    QStringList problems;
    const QStringList lines = m_ignore->toPlainText().split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString pattern = lines.at(i).trimmed();
        if (const std::optional<QString> problem
            = pattern.isEmpty() ? std::nullopt : JsonIgnoreList::checkPattern(pattern))
            problems.append(tr("line %1: %2").arg(i + 1).arg(*problem));
    }
    m_ignoreError->setText(problems.join(u"; "_s));
    m_ignoreError->setVisible(!problems.isEmpty());
    m_rerun->setEnabled(m_hasRun && !m_running && problems.isEmpty());
}
