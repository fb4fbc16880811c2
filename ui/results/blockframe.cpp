// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "blockframe.h"

#include "displaytext.h"
#include "jsonview.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

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
    // A block is as tall as its content wants: in the scrolling result page the blocks scroll,
    // they are never squeezed to their minimum (clipped buttons, one-line texts).
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // For an unknown block the kind is the server's "type".
    QLabel *title = ServerText::caption(ServerText::line(kind, 80), this, true);
    title->setObjectName(u"blockKind"_s);
    QLabel *annotations = ServerText::lineLabel(u"blockAnnotations"_s, this);
    annotations->setText(
        ServerText::line(describeAnnotations(block.value("annotations"_L1).toObject())));
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
    if (!meta.isUndefined())
        m_meta = addMetaToggle(header, layout, meta, u"block"_s, this);
}

JsonView *BlockFrame::addMetaToggle(QBoxLayout *header,
                                    QBoxLayout *below,
                                    const QJsonValue &meta,
                                    const QString &prefix,
                                    QWidget *parent)
{
    auto *toggle = new QToolButton(parent);
    toggle->setObjectName(prefix + u"MetaToggle"_s);
    toggle->setText(u"_meta"_s);
    toggle->setCheckable(true);
    toggle->setAutoRaise(true);
    toggle->setToolTip(tr("Show the %1's _meta").arg(prefix));
    header->addWidget(toggle);
    auto *view = new JsonView(parent);
    view->setObjectName(prefix + u"Meta"_s);
    view->setJson(meta, u"meta.json"_s);
    view->setMaximumViewHeight(160);
    view->hide();
    below->addWidget(view);
    connect(toggle, &QToolButton::toggled, view, &QWidget::setVisible);
    return view;
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
