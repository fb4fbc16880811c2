// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "palettecolors.h"

#include "theme/contrast.h"

#include <QApplication>
#include <QEvent>
#include <QHash>
#include <QScopedValueRollback>
#include <QWidget>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace PaletteColors {

namespace {

constexpr double kTextContrast = 4.5; // WCAG 2.x AA, normal text
constexpr double kMarkContrast = 3.0; // WCAG 2.1 non-text contrast

// How a role is made from the palette.
enum class Source {
    Hue,       // a hue pulled towards Text until it reads on every surface it is drawn on
    Muted,     // the hint text's colour (kHintTextRole), made readable where it is not
    Plain,     // Text itself
    Tint,      // a hue mixed into Base, light enough for Text on it
    Highlight, // Highlight mixed into Base, light enough for Text on it
};

struct Spec
{
    RoleInfo info;
    Source source;
    QRgb hue;
    QList<Role> alsoOn; // backgrounds of ours the role is drawn on, besides the palette's
};

// The hues: the only colours mcpscope names. Each reaches the screen only through color(),
// which derives it from the palette in use.
constexpr QRgb kGreen = 0xff2ea043;
constexpr QRgb kAmber = 0xffd28c14;
constexpr QRgb kRed = 0xffdc322f;
constexpr QRgb kBlue = 0xff1f6fd0;
constexpr QRgb kTeal = 0xff00897b;
constexpr QRgb kJsonString = 0xff2e9a3a;
constexpr QRgb kJsonNumber = 0xffd06a10;
constexpr QRgb kPurple = 0xffa03cc8;
constexpr QRgb kCrimson = 0xffc81e1e;
constexpr QRgb kMagenta = 0xffbe1e78;
constexpr QRgb kMaroon = 0xffaa0000;

const QList<Spec> &specs()
{
    using R = Role;
    using K = Kind;
    using S = Source;
    static const QList<Spec> table{
        {{R::NeutralText, "NeutralText", K::Text}, S::Muted, 0, {}},
        {{R::SuccessText, "SuccessText", K::Text}, S::Hue, kGreen, {R::SuccessBackground}},
        {{R::WarningText, "WarningText", K::Text}, S::Hue, kAmber, {R::WarningBackground}},
        {{R::ErrorText, "ErrorText", K::Text}, S::Hue, kRed, {R::ErrorBackground}},
        {{R::SuccessBackground, "SuccessBackground", K::Background}, S::Tint, kGreen, {}},
        {{R::WarningBackground, "WarningBackground", K::Background}, S::Tint, kAmber, {}},
        {{R::ErrorBackground, "ErrorBackground", K::Background}, S::Tint, kRed, {}},
        {{R::LogIncoming, "LogIncoming", K::Text},
         S::Hue,
         kTeal,
         {R::ConversationBackground, R::ErrorBackground}},
        {{R::LogOutgoing, "LogOutgoing", K::Text},
         S::Hue,
         kBlue,
         {R::ConversationBackground, R::ErrorBackground}},
        {{R::ConversationBackground, "ConversationBackground", K::Background}, S::Highlight, 0, {}},
        {{R::PinHead, "PinHead", K::Mark}, S::Hue, kRed, {}},
        {{R::PinNeedle, "PinNeedle", K::Mark}, S::Muted, 0, {}},
        {{R::JsonKey, "JsonKey", K::Text}, S::Hue, kBlue, {R::JsonNodeBackground}},
        {{R::JsonString, "JsonString", K::Text}, S::Hue, kJsonString, {R::JsonNodeBackground}},
        {{R::JsonNumber, "JsonNumber", K::Text}, S::Hue, kJsonNumber, {R::JsonNodeBackground}},
        {{R::JsonKeyword, "JsonKeyword", K::Text}, S::Hue, kPurple, {R::JsonNodeBackground}},
        {{R::JsonNodeBackground, "JsonNodeBackground", K::Background}, S::Tint, kAmber, {}},
        {{R::SeverityDebug, "SeverityDebug", K::Text}, S::Muted, 0, {}},
        {{R::SeverityInfo, "SeverityInfo", K::Text}, S::Plain, 0, {}},
        {{R::SeverityNotice, "SeverityNotice", K::Text}, S::Hue, kBlue, {}},
        {{R::SeverityWarning, "SeverityWarning", K::Text}, S::Hue, kAmber, {}},
        {{R::SeverityError, "SeverityError", K::Text}, S::Hue, kRed, {R::ErrorBackground}},
        {{R::SeverityCritical, "SeverityCritical", K::Text},
         S::Hue,
         kCrimson,
         {R::ErrorBackground}},
        {{R::SeverityAlert, "SeverityAlert", K::Text}, S::Hue, kMagenta, {R::ErrorBackground}},
        {{R::SeverityEmergency, "SeverityEmergency", K::Text},
         S::Hue,
         kMaroon,
         {R::ErrorBackground}},
        {{R::DiffRemoved, "DiffRemoved", K::Background}, S::Tint, kRed, {}},
        {{R::DiffAdded, "DiffAdded", K::Background}, S::Tint, kGreen, {}},
        {{R::DiffChanged, "DiffChanged", K::Background}, S::Tint, kAmber, {}},
    };
    return table;
}

QColor deriveColor(const QPalette &palette, Role role);

const Spec &specOf(Role role)
{
    return specs().at(qsizetype(role));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

// The palette's surfaces every text or mark of ours may be drawn on.
QList<QColor> surfaces(const QPalette &palette)
{
    return {palette.color(QPalette::Base),
            palette.color(QPalette::Window),
            palette.color(QPalette::AlternateBase)};
}

QList<QColor> backgroundsOf(const QPalette &palette, const Spec &spec)
{
    QList<QColor> backgrounds = surfaces(palette);
    for (Role role : spec.alsoOn)
        backgrounds << color(palette, role);
    return backgrounds;
}

// A background as strong as `tint` allows while Text and WindowText stay readable on it.
QColor background(const QPalette &palette, const QColor &tint, double strength)
{
    const QColor base = palette.color(QPalette::Base);
    const QList<QColor> inks{palette.color(QPalette::Text), palette.color(QPalette::WindowText)};
    for (int step = 10; step > 0; --step) {
        const QColor candidate = Contrast::blend(base, tint, strength * step / 10.0);
        const bool readable = std::all_of(inks.begin(), inks.end(), [&](const QColor &ink) {
            return Contrast::ratio(ink, candidate) >= kTextContrast;
        });
        if (readable)
            return candidate;
    }
    return base;
}

Role textRole(Tone tone)
{
    switch (tone) {
    case Tone::Success:
        return Role::SuccessText;
    case Tone::Warning:
        return Role::WarningText;
    case Tone::Error:
        return Role::ErrorText;
    case Tone::Neutral:
        break;
    }
    return Role::NeutralText;
}

// Calls a function on every palette change of the watched widget; lives as long as its context.
class PaletteFollower : public QObject
{
public:
    PaletteFollower(QObject *context, std::function<void()> apply)
        : QObject(context)
        , m_apply(std::move(apply))
    {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Setting the widget's own palette from m_apply sends another PaletteChange.
        if (event->type() == QEvent::PaletteChange && !m_applying) {
            const QScopedValueRollback applying(m_applying, true);
            m_apply();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_apply;
    bool m_applying = false;
};

constexpr const char *kTextTone = "paletteColorsTextTone";
constexpr const char *kBackgroundTone = "paletteColorsBackgroundTone";
constexpr const char *kBaseTone = "paletteColorsBaseTone";

// The widget's tones from the palette it inherits, so a colour set earlier is not their source.
void applyTones(QWidget *widget)
{
    const QPalette inherited = widget->parentWidget() ? widget->parentWidget()->palette()
                                                      : QApplication::palette(widget);
    QPalette palette = widget->palette();
    if (const QVariant tone = widget->property(kBackgroundTone); tone.isValid())
        palette.setColor(QPalette::Window, background(inherited, Tone(tone.toInt())));
    if (const QVariant tone = widget->property(kBaseTone); tone.isValid())
        palette.setColor(QPalette::Base, background(inherited, Tone(tone.toInt())));
    if (const QVariant tone = widget->property(kTextTone); tone.isValid()) {
        QPalette drawnOn = inherited;
        drawnOn.setColor(QPalette::Window, palette.color(QPalette::Window));
        const QColor color = text(drawnOn, Tone(tone.toInt()));
        palette.setColor(QPalette::WindowText, color);
        palette.setColor(QPalette::Text, color);
    }
    if (palette != widget->palette() || palette.resolveMask() != widget->palette().resolveMask())
        widget->setPalette(palette);
}

void keepTone(QWidget *widget, const char *property, Tone tone)
{
    const bool following = widget->property(kTextTone).isValid()
                           || widget->property(kBackgroundTone).isValid()
                           || widget->property(kBaseTone).isValid();
    widget->setProperty(property, int(tone));
    if (following)
        applyTones(widget);
    else
        follow(widget, widget, [widget] { applyTones(widget); });
}

QColor deriveColor(const QPalette &palette, Role role)
{
    const Spec &spec = specOf(role);
    const bool dark = isDark(palette);
    const QColor text = palette.color(QPalette::Text);
    const double minimum = spec.info.kind == Kind::Mark ? kMarkContrast : kTextContrast;
    switch (spec.source) {
    case Source::Hue:
        // Pulled towards Text so it keeps contrast on either base, then as far as it must.
        return Contrast::readable(
            Contrast::blend(QColor::fromRgb(spec.hue), text, dark ? 0.2 : 0.25),
            text,
            backgroundsOf(palette, spec),
            minimum);
    case Source::Muted:
        return Contrast::readable(
            palette.color(kHintTextRole), text, backgroundsOf(palette, spec), minimum);
    case Source::Plain:
        return text;
    case Source::Tint:
        // A dark base needs a stronger pull to show, a light one a gentler one.
        return background(palette, QColor::fromRgb(spec.hue), dark ? 0.35 : 0.16);
    case Source::Highlight:
        return background(palette, palette.color(QPalette::Highlight), 0.2);
    }
    return text;
}

} // namespace

const QList<RoleInfo> &roles()
{
    static const QList<RoleInfo> all = [] {
        QList<RoleInfo> list;
        for (const Spec &spec : specs())
            list << spec.info;
        return list;
    }();
    return all;
}

QColor color(const QPalette &palette, Role role)
{
    // Delegates ask for every cell they paint; a palette's cache key changes with its contents.
    thread_local QHash<std::pair<qint64, int>, QColor> derived;
    const std::pair<qint64, int> key{palette.cacheKey(), int(role)};
    if (const auto found = derived.constFind(key); found != derived.cend())
        return *found;
    if (derived.size() > 512)
        derived.clear(); // palettes made for one derivation would pile up otherwise
    const QColor made = deriveColor(palette, role);
    derived.insert(key, made);
    return made;
}

QList<ContrastPair> contrastPairs(const QPalette &palette, bool paletteRoles)
{
    static const char *const surfaceNames[] = {"Base", "Window", "AlternateBase"};
    QList<ContrastPair> pairs;
    for (const Spec &spec : specs()) {
        const QString name = QString::fromLatin1(spec.info.name);
        const QColor ink = color(palette, spec.info.role);
        if (spec.info.kind == Kind::Background) {
            pairs << ContrastPair{
                u"Text on "_s + name, palette.color(QPalette::Text), ink, kTextContrast};
            pairs << ContrastPair{u"WindowText on "_s + name,
                                  palette.color(QPalette::WindowText),
                                  ink,
                                  kTextContrast};
            continue;
        }
        const double minimum = spec.info.kind == Kind::Mark ? kMarkContrast : kTextContrast;
        const QList<QColor> palettes = surfaces(palette);
        for (qsizetype i = 0; i < palettes.size(); ++i)
            pairs << ContrastPair{name + u" on "_s + QString::fromLatin1(surfaceNames[i]),
                                  ink,
                                  palettes.at(i),
                                  minimum};
        for (Role also : spec.alsoOn)
            pairs << ContrastPair{name + u" on "_s + QString::fromLatin1(specOf(also).info.name),
                                  ink,
                                  color(palette, also),
                                  minimum};
    }
    if (!paletteRoles)
        return pairs;
    struct PaletteRolePair
    {
        const char *name;
        QPalette::ColorRole foreground;
        QPalette::ColorRole background;
    };
    static const PaletteRolePair paletteTexts[] = {
        {"WindowText on Window", QPalette::WindowText, QPalette::Window},
        {"Text on Base", QPalette::Text, QPalette::Base},
        {"Text on AlternateBase", QPalette::Text, QPalette::AlternateBase},
        {"ButtonText on Button", QPalette::ButtonText, QPalette::Button},
        {"HighlightedText on Highlight", QPalette::HighlightedText, QPalette::Highlight},
        {"ToolTipText on ToolTipBase", QPalette::ToolTipText, QPalette::ToolTipBase},
        {"hint text on Base", kHintTextRole, QPalette::Base},
        {"Link on Base", QPalette::Link, QPalette::Base},
        {"LinkVisited on Base", QPalette::LinkVisited, QPalette::Base},
    };
    // Disabled controls are exempt in WCAG; active and inactive windows are not.
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        const QString groupName = group == QPalette::Active ? u"Active"_s : u"Inactive"_s;
        for (const PaletteRolePair &pair : paletteTexts)
            pairs << ContrastPair{groupName + u" "_s + QString::fromLatin1(pair.name),
                                  palette.color(group, pair.foreground),
                                  palette.color(group, pair.background),
                                  kTextContrast};
    }
    return pairs;
}

QColor background(const QPalette &palette, Tone tone)
{
    switch (tone) {
    case Tone::Success:
        return color(palette, Role::SuccessBackground);
    case Tone::Warning:
        return color(palette, Role::WarningBackground);
    case Tone::Error:
        return color(palette, Role::ErrorBackground);
    case Tone::Neutral:
        break;
    }
    return palette.color(QPalette::Base);
}

QColor text(const QPalette &palette, Tone tone)
{
    return color(palette, textRole(tone));
}

void setTextTone(QWidget *widget, Tone tone)
{
    keepTone(widget, kTextTone, tone);
}

void setBackgroundTone(QWidget *widget, Tone tone)
{
    widget->setAutoFillBackground(true);
    keepTone(widget, kBackgroundTone, tone);
}

void setBaseTone(QWidget *widget, Tone tone)
{
    keepTone(widget, kBaseTone, tone);
}

void follow(QWidget *widget, QObject *context, std::function<void()> apply)
{
    apply();
    widget->installEventFilter(new PaletteFollower(context, std::move(apply)));
}

} // namespace PaletteColors
