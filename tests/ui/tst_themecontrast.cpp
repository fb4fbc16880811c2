// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// WCAG 2.x contrast: the pure luminance and ratio functions, and every pair of the colour table
// (and of the Light and Dark palettes) in each theme.
#include <ui/palettecolors.h>
#include <ui/theme/contrast.h>
#include <ui/theme/theme.h>

#include <QApplication>

#include <gtest/gtest.h>
#include <map>

using namespace Qt::StringLiterals;

namespace {

struct RatioRow
{
    const char *foreground;
    const char *background;
    double ratio;
};

// Published pairs: black on white is the maximum, #777 on white the classic near miss of AA,
// #767676 the lightest grey that passes on white.
const RatioRow kRatioRows[] = {
    {"#000000", "#ffffff", 21.0},
    {"#ffffff", "#000000", 21.0},
    {"#ffffff", "#ffffff", 1.0},
    {"#777777", "#ffffff", 4.478},
    {"#767676", "#ffffff", 4.542},
    {"#595959", "#ffffff", 7.005},
    {"#ff0000", "#ffffff", 3.998},
    {"#0000ff", "#ffffff", 8.592},
    {"#00ff00", "#000000", 15.304},
};

class ContrastRatio : public ::testing::TestWithParam<RatioRow>
{};

TEST_P(ContrastRatio, MatchesTheWcagFigure)
{
    const RatioRow row = GetParam();
    const QColor foreground = QColor::fromString(QLatin1StringView(row.foreground));
    const QColor background = QColor::fromString(QLatin1StringView(row.background));
    EXPECT_NEAR(Contrast::ratio(foreground, background), row.ratio, 0.005)
        << row.foreground << " on " << row.background;
    // Symmetric: which of the two is the text does not matter for opaque colours.
    EXPECT_NEAR(Contrast::ratio(background, foreground), row.ratio, 0.005);
}

INSTANTIATE_TEST_SUITE_P(Pairs, ContrastRatio, ::testing::ValuesIn(kRatioRows));

struct LuminanceRow
{
    const char *color;
    double luminance;
};

const LuminanceRow kLuminanceRows[] = {
    {"#000000", 0.0},
    {"#ffffff", 1.0},
    {"#ff0000", 0.2126},
    {"#00ff00", 0.7152},
    {"#0000ff", 0.0722},
    {"#808080", 0.2159},
    {"#0a0a0a", 0.003035}, // below the knee of the sRGB curve: the linear part
};

class RelativeLuminance : public ::testing::TestWithParam<LuminanceRow>
{};

TEST_P(RelativeLuminance, MatchesTheWcagFormula)
{
    const LuminanceRow row = GetParam();
    EXPECT_NEAR(Contrast::relativeLuminance(QColor::fromString(QLatin1StringView(row.color))),
                row.luminance,
                0.0005)
        << row.color;
}

INSTANTIATE_TEST_SUITE_P(Colors, RelativeLuminance, ::testing::ValuesIn(kLuminanceRows));

TEST(Contrast, TranslucentTextCountsAsDrawnOnItsBackground)
{
    QColor half(0, 0, 0, 128);
    EXPECT_NEAR(Contrast::ratio(half, QColor(255, 255, 255)),
                Contrast::ratio(QColor(127, 127, 127), QColor(255, 255, 255)),
                0.05);
}

TEST(Contrast, ReadableMovesTowardsTheFallbackOnlyAsFarAsNeeded)
{
    const QColor white(255, 255, 255);
    const QColor black(0, 0, 0);
    const QColor grey(0xaa, 0xaa, 0xaa); // about 2.3:1 on white
    const QColor made = Contrast::readable(grey, black, {white}, 4.5);
    EXPECT_GE(Contrast::ratio(made, white), 4.5);
    EXPECT_NE(made, black); // a step of grey kept
    const QColor already(0x40, 0x40, 0x40);
    EXPECT_EQ(Contrast::readable(already, black, {white}, 4.5), already);
}

// The themes: System is the offscreen platform's default (Fusion) palette in the tests.
class ThemeContrast : public ::testing::TestWithParam<Theme::Name>
{
protected:
    void TearDown() override { Theme::apply(Theme::Name::System); }
};

TEST_P(ThemeContrast, EveryTextAndMarkOfTheTableReadsOnItsBackground)
{
    Theme::apply(GetParam());
    const QPalette palette = QApplication::palette();
    // Our own palettes answer for their own roles too; the platform's are the platform's.
    const bool ours = GetParam() != Theme::Name::System;
    const QList<PaletteColors::ContrastPair> pairs = PaletteColors::contrastPairs(palette, ours);
    ASSERT_GT(pairs.size(), PaletteColors::roles().size());
    // The weakest pair of each kind (text, marks), for the README's figures.
    std::map<double, std::pair<double, QString>> weakest;
    for (const PaletteColors::ContrastPair &pair : pairs) {
        const double ratio = Contrast::ratio(pair.foreground, pair.background);
        EXPECT_GE(ratio, pair.minimum)
            << qPrintable(pair.name) << ": " << qPrintable(pair.foreground.name()) << " on "
            << qPrintable(pair.background.name());
        auto &[lowest, name] = weakest.try_emplace(pair.minimum, 21.0, QString()).first->second;
        if (ratio < lowest) {
            lowest = ratio;
            name = pair.name;
        }
    }
    for (const auto &[minimum, lowest] : weakest)
        std::printf("%s: %lld pairs; weakest of those needing %.1f: %.2f (%s)\n",
                    qPrintable(Theme::key(GetParam())),
                    static_cast<long long>(pairs.size()),
                    minimum,
                    lowest.first,
                    qPrintable(lowest.second));
}

TEST_P(ThemeContrast, EveryRoleHasAPairAndTellsTheHuesApart)
{
    Theme::apply(GetParam());
    const QPalette palette = QApplication::palette();
    const QList<PaletteColors::ContrastPair> pairs = PaletteColors::contrastPairs(palette, false);
    for (const PaletteColors::RoleInfo &role : PaletteColors::roles()) {
        const QString name = QString::fromLatin1(role.name);
        const bool paired = std::any_of(pairs.begin(), pairs.end(), [&](const auto &pair) {
            return pair.name.startsWith(name + u" on "_s) || pair.name.endsWith(u" on "_s + name);
        });
        EXPECT_TRUE(paired) << role.name;
    }
    using R = PaletteColors::Role;
    // Highlighted JSON is still coloured, not pulled all the way to the text colour.
    for (R role : {R::JsonKey, R::JsonString, R::JsonNumber, R::JsonKeyword, R::ErrorText})
        EXPECT_NE(PaletteColors::color(palette, role), palette.color(QPalette::Text)) << int(role);
    EXPECT_NE(PaletteColors::color(palette, R::JsonKey),
              PaletteColors::color(palette, R::JsonString));
    EXPECT_NE(PaletteColors::color(palette, R::LogIncoming),
              PaletteColors::color(palette, R::LogOutgoing));
    EXPECT_NE(PaletteColors::color(palette, R::ErrorBackground), palette.color(QPalette::Base));
}

TEST(Theme, LightAndDarkPalettesSetEveryRoleOfEveryGroup)
{
    for (Theme::Name name : {Theme::Name::Light, Theme::Name::Dark}) {
        const QPalette palette = Theme::palette(name);
        for (QPalette::ColorGroup group :
             {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
            for (int role = 0; role < QPalette::NColorRoles; ++role) {
                if (role == QPalette::NoRole)
                    continue;
                EXPECT_TRUE(palette.isBrushSet(group, QPalette::ColorRole(role)))
                    << qPrintable(Theme::key(name)) << " group " << group << " role " << role;
            }
        // Disabled text is told apart from enabled text.
        EXPECT_NE(palette.color(QPalette::Disabled, QPalette::Text),
                  palette.color(QPalette::Active, QPalette::Text));
    }
    EXPECT_LT(Theme::palette(Theme::Name::Dark).color(QPalette::Window).lightness(), 80);
    EXPECT_GT(Theme::palette(Theme::Name::Light).color(QPalette::Window).lightness(), 200);
}

TEST(Theme, KeysRoundTripAndUnknownOnesAreRefused)
{
    for (Theme::Name name : Theme::all())
        EXPECT_EQ(Theme::fromKey(Theme::key(name)), name);
    EXPECT_EQ(Theme::fromKey(u"DARK"_s), Theme::Name::Dark);
    EXPECT_FALSE(Theme::fromKey(u"solarized"_s).has_value());
    EXPECT_FALSE(Theme::fromKey(QString()).has_value());
}

TEST(Theme, SystemGivesThePlatformsStyleAndPaletteBack)
{
    const QPalette platform = QApplication::palette();
    const QString style = QApplication::style()->name();
    Theme::apply(Theme::Name::Dark);
    EXPECT_EQ(QApplication::style()->name().toLower(), u"fusion"_s);
    EXPECT_EQ(QApplication::palette().color(QPalette::Window),
              Theme::palette(Theme::Name::Dark).color(QPalette::Window));
    Theme::apply(Theme::Name::System);
    EXPECT_EQ(QApplication::style()->name(), style);
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), platform.color(QPalette::Window));
    EXPECT_EQ(QApplication::palette().color(QPalette::Text), platform.color(QPalette::Text));
    EXPECT_EQ(Theme::current(), Theme::Name::System);
}

INSTANTIATE_TEST_SUITE_P(Themes,
                         ThemeContrast,
                         ::testing::Values(Theme::Name::System,
                                           Theme::Name::Light,
                                           Theme::Name::Dark),
                         [](const ::testing::TestParamInfo<Theme::Name> &info) {
                             return Theme::key(info.param).toStdString();
                         });

} // namespace
