// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QBoxLayout;
class QLabel;
class QPushButton;

// A strip across the window that says something about the whole session (an offline file is
// shown, the server's interface changed): warning-tinted, its text (plain, ServerText) on the
// left, optional lines under it, its buttons on the right. Hidden until shown.
class NoticeBanner : public QFrame
{
    Q_OBJECT
public:
    // textName: the object name of the main text's label (tests find it by name).
    NoticeBanner(const QString &objectName, const QString &textName, QWidget *parent = nullptr);

    // The main text, plain; the banner shows itself.
    void showText(const QString &text);
    QString text() const;

protected:
    QLabel *textLabel() const { return m_text; }
    // Another line under the text (e.g. a problem), plain; shown only when set.
    QLabel *addLine(const QString &objectName);
    // Another widget under the text (e.g. a progress bar); the banner owns it.
    void addUnderText(QWidget *widget);
    // A button at the right end, in the order added.
    QPushButton *addButton(const QString &text, const QString &objectName);

private:
    QLabel *m_text = nullptr;
    QBoxLayout *m_texts = nullptr;
    QBoxLayout *m_layout = nullptr;
};
