// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "aboutdialog.h"

#include "widgets/appicon.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

struct Dependency
{
    const char *name;
    const char *use;
    const char *license; // SPDX expression, from the Debian package's copyright file
};

// What the shipped programs link. Test-only libraries (GoogleTest, Qt HttpServer) and the
// benchmark library are not in the package and not listed.
constexpr Dependency kDependencies[] = {
    {"Qt 6",
     QT_TRANSLATE_NOOP("AboutDialog",
                       "Core, Gui, Widgets, Network, WebSockets, Multimedia: the toolkit"),
     "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"},
    {"qtkeychain",
     QT_TRANSLATE_NOOP("AboutDialog", "OAuth credentials in the OS keyring"),
     "BSD-2-Clause"},
    {"OpenSSL libcrypto",
     QT_TRANSLATE_NOOP("AboutDialog", "OAuth signatures: private_key_jwt and DPoP proofs"),
     "Apache-2.0"},
    {"PCRE2",
     QT_TRANSLATE_NOOP("AboutDialog", "Schema patterns, with match limits"),
     "BSD-3-Clause WITH PCRE2-exception"},
    {"valijson",
     QT_TRANSLATE_NOOP("AboutDialog", "JSON Schema validation (compiled in)"),
     "BSD-2-Clause"},
};

// A plain, wrapped, selectable label (ServerText::label) holding text.
QLabel *plainLabel(const QString &text, QWidget *parent)
{
    QLabel *label = ServerText::label(QString(), parent);
    label->setText(text);
    return label;
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About mcpscope"));
    setObjectName(u"aboutDialog"_s);

    QLabel *icon = ServerText::pictureLabel(u"aboutIcon"_s, this);
    // Six lines of text high, drawn for the screen's device pixel ratio (sharp on HiDPI).
    const int side = FontUnits::lines(this, 6);
    icon->setPixmap(applicationIcon().pixmap(QSize(side, side), devicePixelRatioF()));
    icon->setAlignment(Qt::AlignTop);

    auto *title = plainLabel(tr("mcpscope %1").arg(QCoreApplication::applicationVersion()), this);
    title->setObjectName(u"aboutVersion"_s);
    QFont big = FontUnits::scaled(title->font(), 1.5);
    big.setBold(true);
    title->setFont(big);

    auto *summary = plainLabel(tr("A desktop inspector for Model Context Protocol servers: every "
                                  "frame, both ways, decoded."),
                               this);
    auto *qt = plainLabel(tr("Built with Qt %1, running on Qt %2.")
                              .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())),
                          this);
    qt->setObjectName(u"aboutQtVersion"_s);
    auto *license = plainLabel(tr("Copyright © 2026 mcpscope authors. Released under the MIT "
                                  "license (SPDX: MIT), without any warranty."),
                               this);
    license->setObjectName(u"aboutLicense"_s);

    auto *heading = plainLabel(tr("Libraries mcpscope uses, and their licenses:"), this);
    m_dependencies = new QTableWidget(int(std::size(kDependencies)), 3, this);
    m_dependencies->setObjectName(u"aboutDependencies"_s);
    m_dependencies->setAccessibleName(tr("Libraries"));
    m_dependencies->setHorizontalHeaderLabels({tr("Library"), tr("License"), tr("Used for")});
    m_dependencies->verticalHeader()->hide();
    m_dependencies->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_dependencies->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_dependencies->setWordWrap(false);
    for (int row = 0; row < int(std::size(kDependencies)); ++row) {
        const Dependency &dependency = kDependencies[row];
        m_dependencies->setItem(row, 0, new QTableWidgetItem(QString::fromUtf8(dependency.name)));
        m_dependencies->setItem(
            row, 1, new QTableWidgetItem(QString::fromUtf8(dependency.license)));
        m_dependencies->setItem(row, 2, new QTableWidgetItem(tr(dependency.use)));
    }
    QHeaderView *header = m_dependencies->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(2, QHeaderView::Stretch);
    m_dependencies->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_dependencies->resizeRowsToContents();
    // Exactly the rows, no empty space below them.
    int height = header->height() + 2 * m_dependencies->frameWidth();
    for (int row = 0; row < m_dependencies->rowCount(); ++row)
        height += m_dependencies->rowHeight(row);
    m_dependencies->setFixedHeight(height);
    auto *qtNote = plainLabel(tr("Qt is used under the LGPL-3.0 through its shared libraries, "
                                 "which you may replace with your own build."),
                              this);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *text = new QVBoxLayout;
    for (QWidget *widget : std::initializer_list<QWidget *>{title, summary, qt, license})
        text->addWidget(widget);
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(heading);
    layout->addWidget(m_dependencies);
    layout->addWidget(qtNote);
    layout->addWidget(buttons);
    layout->addStretch(1);
    resize(860, 0); // as tall as the layout needs
}

QStringList AboutDialog::dependencyLines() const
{
    QStringList lines;
    for (int row = 0; row < m_dependencies->rowCount(); ++row)
        lines << m_dependencies->item(row, 0)->text() + u" — "_s
                     + m_dependencies->item(row, 1)->text();
    return lines;
}
