// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>
#include <QPalette>

#include <functional>

class QObject;
class QWidget;

// Every colour of ours that is not a palette role: one table of semantic roles, each derived
// from the palette it is drawn with (light, dark or the desktop's), and kept at WCAG AA
// contrast against the surfaces the table says it is drawn on. No other file in ui/ names a
// colour (the PaletteColorRules test fails on one); widgets that keep a derived colour
// re-derive it on QEvent::PaletteChange (`follow()`), so a theme switch reaches them live.
namespace PaletteColors {

// The palette's role for the hint a line edit shows while empty (Qt names it after that use).
inline constexpr QPalette::ColorRole kHintTextRole = QPalette::PlaceholderText;

enum class Role {
    // Tones of status text, and the rows and banners behind it.
    NeutralText,
    SuccessText,
    WarningText,
    ErrorText,
    SuccessBackground,
    WarningBackground,
    ErrorBackground,
    // The log: what a row was sent or received as, and the rows of the selected conversation.
    LogIncoming,
    LogOutgoing,
    ConversationBackground,
    PinHead,
    PinNeedle,
    // JSON text: member names, strings, numbers, true/false/null, the node selected in a tree.
    JsonKey,
    JsonString,
    JsonNumber,
    JsonKeyword,
    JsonNodeBackground,
    // The server log's levels (RFC 5424, as MCP names them).
    SeverityDebug,
    SeverityInfo,
    SeverityNotice,
    SeverityWarning,
    SeverityError,
    SeverityCritical,
    SeverityAlert,
    SeverityEmergency,
    // Side-by-side comparisons (replay: recorded and live).
    DiffRemoved,
    DiffAdded,
    DiffChanged,
};

// What a role is, for contrast: text needs 4.5:1 (WCAG 2.x AA, normal text), a mark (an icon,
// a border) 3:1, a background is checked with the text drawn on it.
enum class Kind { Text, Mark, Background };

struct RoleInfo
{
    Role role;
    const char *name; // stable, for tests and their messages
    Kind kind;
};

// Every role, in the order of the enum.
const QList<RoleInfo> &roles();
QColor color(const QPalette &palette, Role role);

// A foreground, the background it is drawn on, and the contrast it needs: every pair the
// table's roles take part in (and, with `paletteRoles`, the palette's own text roles).
struct ContrastPair
{
    QString name;
    QColor foreground;
    QColor background;
    double minimum;
};
QList<ContrastPair> contrastPairs(const QPalette &palette, bool paletteRoles);

// The older names for the status tones: Tone maps to the *Text and *Background roles.
enum class Tone { Neutral, Success, Warning, Error };

// Background for a row or banner in this tone (Neutral: the base colour itself).
QColor background(const QPalette &palette, Tone tone);
// Foreground text in this tone (Neutral: a muted text colour).
QColor text(const QPalette &palette, Tone tone);
// Sets the widget's text colour (WindowText and Text) to the tone, and keeps it derived from
// the palette the widget inherits when that changes (a theme switch).
void setTextTone(QWidget *widget, Tone tone);
// Fills the widget's background (Window) with the tone's background, kept derived the same way.
void setBackgroundTone(QWidget *widget, Tone tone);
// The same for an input's Base (Neutral: the inherited Base), e.g. a field with a wrong value.
void setBaseTone(QWidget *widget, Tone tone);

// Calls `apply` now and whenever `widget`'s palette changes (a theme switch, a parent's
// palette), as long as `context` lives. `apply` may set the widget's own palette.
void follow(QWidget *widget, QObject *context, std::function<void()> apply);

} // namespace PaletteColors
