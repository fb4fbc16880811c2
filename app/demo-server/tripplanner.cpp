// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "tripplanner.h"

#include "toolcatalogue.h"

#include <QJsonArray>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

// "Lisbon, PT" or "Lisbon" (a place of #/$defs/place).
QString placeText(const QJsonValue &place)
{
    const QString city = place["city"_L1].toString();
    const QString country = place["country"_L1].toString();
    return country.isEmpty() ? city : u"%1, %2"_s.arg(city, country);
}

QString travellersText(const QJsonArray &travellers)
{
    QStringList people;
    for (const QJsonValue &traveller : travellers) {
        QStringList details;
        if (traveller["age"_L1].isDouble())
            details << QString::number(traveller["age"_L1].toInteger());
        details << traveller["seat"_L1].toString(u"any"_s) + u" seat"_s;
        people << u"%1 (%2)"_s.arg(traveller["name"_L1].toString(), details.join(u", "_s));
    }
    return u"%1 traveller(s): %2"_s.arg(travellers.size()).arg(people.join(u"; "_s));
}

QString roundTripText(const QJsonObject &arguments)
{
    QString text = u"Round trip %1 → %2, leaving %3"_s.arg(placeText(arguments["from"_L1]),
                                                           placeText(arguments["to"_L1]),
                                                           arguments["depart"_L1].toString());
    if (arguments.contains("return"_L1))
        text += u", back %1"_s.arg(arguments["return"_L1].toString());
    return text;
}

QString multiCityText(const QJsonObject &arguments)
{
    QStringList stops{placeText(arguments["start"_L1])};
    const QJsonArray legs = arguments["legs"_L1].toArray();
    for (const QJsonValue &leg : legs)
        stops << u"%1 on %2"_s.arg(placeText(leg["to"_L1]), leg["date"_L1].toString());
    return u"Multi-city trip in %1 leg(s): %2"_s.arg(legs.size()).arg(stops.join(u" → "_s));
}

} // namespace

QJsonObject TripPlanner::plan(const QJsonObject &arguments)
{
    const QString kind = arguments["kind"_L1].toString();
    QStringList parts{kind == "multi_city"_L1 ? multiCityText(arguments)
                                              : roundTripText(arguments)};
    parts << travellersText(arguments["travellers"_L1].toArray());
    if (arguments.contains("budget_eur"_L1))
        parts << u"budget %1 EUR"_s.arg(arguments["budget_eur"_L1].toDouble());
    QJsonObject result = ToolCatalogue::textResult(parts.join(u"; "_s) + u'.');
    result.insert("structuredContent"_L1, QJsonObject{{"received"_L1, arguments}});
    return result;
}
