// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMessageBox>
#include <QString>

class QAbstractItemView;
class QLabel;
class QStatusBar;
class QWidget;

// The one way the GUI shows text a server (or an opened session file) sent. A server string
// is hostile: in a label with Qt's default Qt::AutoText, "<img src=/dev/zero>" turns the label
// into rich text and Qt's text document reads that local file on the GUI thread (a FIFO
// freezes the window, /dev/zero eats memory); in a message box "<a href=smb://…>" becomes a
// clickable link; ESC and bidi overrides (U+202E) disguise what a name really says.
//
// So every label is made here (plain text unless it is explicitly a rich label fed only by
// html()), tooltips are built here from plain text, message boxes keep server text in plain
// labels and their details pane, window titles and status lines are filtered, and control
// and bidi characters are shown as visible markers. Pure functions are thread-safe; the
// widget functions are GUI thread.
namespace ServerText {

// What a label shows of one server string at most, a tooltip, a window title.
inline constexpr qsizetype kLabelLimit = 4000;
inline constexpr qsizetype kToolTipLimit = 2000;
inline constexpr qsizetype kTitleLimit = 80;
inline constexpr qsizetype kLineLimit = 300;
// What a screen reader is given of a server string in an accessible name or description: a
// reader reads every character, so less than a label shows.
inline constexpr qsizetype kAccessibleLimit = 200;

// The property a deliberately rich label carries (richLabel()); the widget walk tests look
// for it: every other label must be Qt::PlainText.
inline constexpr char kRichProperty[] = "mcpscopeRich";

// Text for a plain-text widget: at most `limit` characters; C0 controls (except newline and
// tab), DEL and C1 controls become visible (ESC shows as ␛, U+0085 as [U+0085]); bidi
// embeddings, overrides and isolates and invisible format characters (zero-width space, word
// joiner, BOM) become visible [U+202E] markers, so they can neither hide nor reorder text.
QString plain(const QString &text, qsizetype limit = kLabelLimit);
// plain() on one line: line breaks show as ⏎ and tabs as spaces.
QString line(const QString &text, qsizetype limit = kLineLimit);
// line() for an accessible name or description (setAccessibleName/Description).
QString accessible(const QString &text);
// plain(), HTML-escaped, line breaks as <br>: the only way server text enters rich text.
QString html(const QString &text, qsizetype limit = kLabelLimit);
// A tooltip for any text: always rich ("<qt>…</qt>") and built from the escaped plain text,
// so nothing in it is markup the server made. Empty text gives an empty tooltip.
QString toolTip(const QString &text, qsizetype limit = kToolTipLimit);
// A window title: control, bidi and invisible characters removed, one line, capped, and
// QWidget's "[*]" placeholder escaped so it shows as written.
QString title(const QString &text, qsizetype limit = kTitleLimit);
// A file name to suggest in a save dialog: control, bidi and invisible characters removed,
// path separators and leading dots dropped, trailing dots and spaces trimmed, capped.
QString fileName(const QString &text, qsizetype limit = 100);

// A label for server text: Qt::PlainText, word-wrapped, selectable, never opens links.
QLabel *label(const QString &objectName, QWidget *parent);
// The same, bold and a little larger: a pane's title line.
QLabel *heading(const QString &objectName, QWidget *parent);
// A plain label that neither wraps nor selects: a status line in a tool bar.
QLabel *lineLabel(const QString &objectName, QWidget *parent);
// A short fixed caption of the program's own words ("Server level:"): plain, not wrapped;
// bold for a section's title.
QLabel *caption(const QString &text, QWidget *parent, bool bold = false);
// A label that shows a picture (setPixmap), never text.
QLabel *pictureLabel(const QString &objectName, QWidget *parent);
// A deliberately rich label (links, bold parts). Its text must be built with html() for every
// piece that came from outside; it is marked with kRichProperty and opens no links itself.
QLabel *richLabel(const QString &objectName, QWidget *parent);
// label->setText(plain(text, limit)).
void setText(QLabel *label, const QString &text, qsizetype limit = kLabelLimit);

// A message box that shows server text safely: `text` in the plain main label, `details`
// (server-provided specifics) in the box's plain details pane; never in the informative text,
// which Qt renders as rich text with links opened.
struct Message
{
    QMessageBox::Icon icon = QMessageBox::Warning;
    QString title; // the program's own words
    QString text;
    QString details;
    QString objectName; // of the box, for tests
};
// Shows the message with an accept button (QMessageBox::Yes, labelled acceptText and named
// acceptObjectName for tests) and Cancel, the default. True when the accept button was clicked.
bool confirm(QWidget *parent,
             const Message &message,
             const QString &acceptText,
             const QString &acceptObjectName);
// Shows the message with an OK button.
void inform(QWidget *parent, const Message &message);

// For a view over a model that returns plain text in Qt::ToolTipRole (core models cannot know
// about rich text): the view's tooltips are shown through toolTip(). The view owns the filter.
void installPlainToolTips(QAbstractItemView *view);

// A status-bar message: one line, capped, controls visible.
void showStatus(QStatusBar *bar, const QString &message, int timeoutMs);

} // namespace ServerText
