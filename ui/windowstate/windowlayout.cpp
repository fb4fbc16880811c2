// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "windowlayout.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace {

const QString kVersionKey = u"window/version"_s;
const QString kGeometryKey = u"window/geometry"_s;
const QString kStateKey = u"window/state"_s;
const QString kBottomTabKey = u"window/bottomTab"_s;
const QString kSplittersGroup = u"window/splitters"_s;
const QString kHeadersGroup = u"window/headers"_s;

// A path is a settings key: QSettings treats "/" as a group separator and "\" specially.
QString layoutKey(const QString &path)
{
    return QString::fromLatin1(
        path.toUtf8().toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString layoutPath(const QString &key)
{
    return QString::fromUtf8(QByteArray::fromBase64(key.toLatin1(), QByteArray::Base64UrlEncoding));
}

void writeStates(QSettings &settings,
                 const QString &group,
                 const QHash<QString, QByteArray> &states)
{
    settings.remove(group);
    settings.beginGroup(group);
    for (auto it = states.cbegin(); it != states.cend(); ++it)
        settings.setValue(layoutKey(it.key()), it.value());
    settings.endGroup();
}

QHash<QString, QByteArray> readStates(QSettings &settings, const QString &group)
{
    QHash<QString, QByteArray> states;
    settings.beginGroup(group);
    const QStringList keys = settings.childKeys();
    for (const QString &key : keys) {
        const QVariant value = settings.value(key);
        if (value.canConvert<QByteArray>())
            states.insert(layoutPath(key), value.toByteArray());
    }
    settings.endGroup();
    return states;
}

// The widgets of a kind, those the user sees first: their state is the one saved for a path
// shared by every workspace.
template<typename T>
QList<T *> shownFirst(QMainWindow *window)
{
    QList<T *> all = window->findChildren<T *>();
    std::stable_partition(
        all.begin(), all.end(), [window](const T *widget) { return widget->isVisibleTo(window); });
    return all;
}

} // namespace

WindowLayout::WindowLayout(QMainWindow *window, QTabWidget *bottomTabs)
    : QObject(window)
    , m_window(window)
    , m_bottomTabs(bottomTabs)
{
    window->installEventFilter(this);
}

QString WindowLayout::pathOf(const QObject *object, const QObject *root)
{
    QStringList parts;
    for (const QObject *it = object; it && it != root; it = it->parent()) {
        if (!it->objectName().isEmpty()) {
            parts.prepend(it->objectName());
            continue;
        }
        // Unnamed: its class and place among the unnamed siblings of that class.
        const char *className = it->metaObject()->className();
        int index = 0;
        if (const QObject *parent = it->parent()) {
            for (const QObject *sibling : parent->children()) {
                if (sibling == it)
                    break;
                if (sibling->objectName().isEmpty()
                    && qstrcmp(sibling->metaObject()->className(), className) == 0)
                    ++index;
            }
        }
        parts.prepend(u"%1#%2"_s.arg(QString::fromLatin1(className)).arg(index));
    }
    return parts.join(u'/');
}

// The built-in layout is only known once the window is laid out for its first show; the saved
// one goes over it before anything is painted.
bool WindowLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Show && !m_shown) {
        m_shown = true;
        m_defaultState = m_window->saveState(kVersion);
        m_defaultTab = m_bottomTabs->currentIndex();
        m_defaultSplitters = splitterStates();
        m_defaultHeaders = headerStates();
        QSettings settings;
        restore(settings);
    }
    return QObject::eventFilter(watched, event);
}

QHash<QString, QByteArray> WindowLayout::splitterStates() const
{
    QHash<QString, QByteArray> states;
    for (const QSplitter *splitter : shownFirst<QSplitter>(m_window)) {
        const QString path = pathOf(splitter, m_window);
        if (!states.contains(path))
            states.insert(path, splitter->saveState());
    }
    return states;
}

QHash<QString, QByteArray> WindowLayout::headerStates() const
{
    QHash<QString, QByteArray> states;
    for (const QHeaderView *header : shownFirst<QHeaderView>(m_window)) {
        if (header->orientation() != Qt::Horizontal || header->count() == 0)
            continue;
        const QString path = pathOf(header, m_window);
        if (!states.contains(path))
            states.insert(path, header->saveState());
    }
    return states;
}

void WindowLayout::applySplitters(const QHash<QString, QByteArray> &states) const
{
    for (QSplitter *splitter : m_window->findChildren<QSplitter *>()) {
        const auto found = states.constFind(pathOf(splitter, m_window));
        if (found != states.cend())
            splitter->restoreState(*found); // false for a damaged value: left as it is
    }
}

void WindowLayout::applyHeaders(const QHash<QString, QByteArray> &states) const
{
    for (QHeaderView *header : m_window->findChildren<QHeaderView *>()) {
        const auto found = states.constFind(pathOf(header, m_window));
        // A header whose columns changed since keeps its built-in widths.
        if (found != states.cend() && header->orientation() == Qt::Horizontal) {
            const QByteArray before = header->saveState();
            if (!header->restoreState(*found) || header->count() == 0)
                header->restoreState(before);
        }
    }
}

void WindowLayout::save(QSettings &settings) const
{
    settings.setValue(kVersionKey, kVersion);
    settings.setValue(kGeometryKey, m_window->saveGeometry());
    settings.setValue(kStateKey, m_window->saveState(kVersion));
    settings.setValue(kBottomTabKey, m_bottomTabs->currentIndex());
    writeStates(settings, kSplittersGroup, splitterStates());
    writeStates(settings, kHeadersGroup, headerStates());
}

bool WindowLayout::restore(QSettings &settings)
{
    if (settings.value(kVersionKey).toInt() != kVersion)
        return false; // another version's layout, or none: the built-in one
    m_window->restoreGeometry(settings.value(kGeometryKey).toByteArray());
    const bool restored = m_window->restoreState(settings.value(kStateKey).toByteArray(), kVersion);
    applySplitters(readStates(settings, kSplittersGroup));
    applyHeaders(readStates(settings, kHeadersGroup));
    bool ok = false;
    const int tab = settings.value(kBottomTabKey).toInt(&ok);
    if (ok && tab >= 0 && tab < m_bottomTabs->count())
        m_bottomTabs->setCurrentIndex(tab);
    return restored;
}

void WindowLayout::reset(QSettings &settings)
{
    for (const QString &key : {kVersionKey, kGeometryKey, kStateKey, kBottomTabKey})
        settings.remove(key);
    settings.remove(kSplittersGroup);
    settings.remove(kHeadersGroup);
    if (!m_shown)
        return; // nothing restored yet: the built-in layout is what will be shown
    m_window->restoreState(m_defaultState, kVersion);
    applySplitters(m_defaultSplitters);
    applyHeaders(m_defaultHeaders);
    m_bottomTabs->setCurrentIndex(m_defaultTab);
}

void WindowLayout::addActionsTo(QMenu *view)
{
    view->addSeparator();
    QAction *reset = view->addAction(tr("Reset &Layout"), this, [this] {
        QSettings settings;
        this->reset(settings);
    });
    reset->setObjectName(u"actionResetLayout"_s);
    reset->setToolTip(tr("Puts the docks, splitters and columns back where they were at first"));
}
