// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "blockframe.h"

#include "displaytext.h"
#include "jsonview.h"
#include "palettecolors.h"

#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

BlockFrame::BlockFrame(const QString &kind, const QJsonObject &block, QWidget *parent)
    : QFrame(parent)
    , m_kind(kind)
    , m_body(new QVBoxLayout)
{
    setObjectName(u"contentBlock"_s);
    setFrameShape(QFrame::StyledPanel);
    auto *title = new QLabel(kind, this);
    title->setObjectName(u"blockKind"_s);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    auto *annotations = new QLabel(this);
    annotations->setObjectName(u"blockAnnotations"_s);
    annotations->setTextFormat(Qt::PlainText);
    annotations->setText(describeAnnotations(block.value("annotations"_L1).toObject()));
    annotations->setToolTip(tr("Annotations: hints from the server about who the content is "
                               "for and how important it is"));
    PaletteColors::setTextTone(annotations, PaletteColors::Tone::Neutral);

    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addWidget(annotations, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addLayout(m_body);

    const QJsonValue meta = block.value("_meta"_L1);
    if (meta.isUndefined())
        return;
    auto *toggle = new QToolButton(this);
    toggle->setObjectName(u"blockMetaToggle"_s);
    toggle->setText(u"_meta"_s);
    toggle->setCheckable(true);
    toggle->setAutoRaise(true);
    toggle->setToolTip(tr("Show the block's _meta"));
    header->addWidget(toggle);
    m_meta = new JsonView(this);
    m_meta->setObjectName(u"blockMeta"_s);
    m_meta->setJson(meta, u"meta.json"_s);
    m_meta->setMaximumViewHeight(160);
    m_meta->hide();
    layout->addWidget(m_meta);
    connect(toggle, &QToolButton::toggled, m_meta, &QWidget::setVisible);
}

void BlockFrame::addBody(QWidget *widget)
{
    m_body->addWidget(widget);
}

void BlockFrame::addBody(QLayout *layout)
{
    m_body->addLayout(layout);
}

QString BlockFrame::describeAnnotations(const QJsonObject &annotations)
{
    QStringList parts;
    QJsonObject rest = annotations;
    if (const QJsonValue audience = rest.take("audience"_L1); !audience.isUndefined()) {
        QStringList roles;
        for (const QJsonValue &role : audience.toArray())
            roles << role.toString();
        parts << tr("audience: %1")
                     .arg(audience.isArray() ? roles.join(u", "_s)
                                             : DisplayText::compactJson(audience));
    }
    if (const QJsonValue priority = rest.take("priority"_L1); !priority.isUndefined())
        parts << tr("priority %1").arg(DisplayText::compactJson(priority));
    if (const QJsonValue modified = rest.take("lastModified"_L1); !modified.isUndefined())
        parts << tr("modified %1").arg(modified.toString(DisplayText::compactJson(modified)));
    if (!rest.isEmpty())
        parts << DisplayText::compactJson(rest);
    return DisplayText::capped(parts.join(u" · "_s), DisplayText::kCellLimit);
}
