// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Property tests: whatever value a form holds, value -> model -> value and text -> model -> text
// are identities (switching between the form and the raw JSON view never loses, re-escapes or
// retypes anything).
#include "support/qtprinters.h"
#include "tst_schemasupport.h"

#include <core/schema/jsonpointer.h>
#include <core/schema/losslessjson.h>
#include <core/schema/schemaformmodel.h>

#include <QAbstractItemModelTester>
#include <QDir>
#include <QJsonArray>
#include <QRandomGenerator>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

namespace {

// Values drawn from a schema's shape, with deliberate misfits mixed in.
class ValueGenerator
{
public:
    explicit ValueGenerator(quint32 seed)
        : m_random(seed)
    {}

    LosslessJson value(const SchemaNode *node, int depth = 0)
    {
        if (!node || depth > 6 || chance(8))
            return anything(depth);
        node = node->resolved();
        if (node->nullable && chance(15))
            return LosslessJson(QJsonValue(QJsonValue::Null));
        switch (node->kind) {
        case Kind::String:
            return pick(strings());
        case Kind::Number:
            return number(numbers());
        case Kind::Integer:
            return number(integers());
        case Kind::Boolean:
            return LosslessJson(chance(50));
        case Kind::Null:
            return LosslessJson(QJsonValue(QJsonValue::Null));
        case Kind::Choice:
            return node->choices.isEmpty()
                       ? anything(depth)
                       : LosslessJson(node->choices.at(int(below(node->choices.size()))).value);
        case Kind::Object:
            return object(*node, depth);
        case Kind::Array:
            return array(*node, depth);
        case Kind::Variant:
            return value(node->variants[size_t(below(qsizetype(node->variants.size())))].node.get(),
                         depth);
        default:
            return anything(depth);
        }
    }

private:
    bool chance(int percent) { return int(m_random.bounded(100)) < percent; }
    qsizetype below(qsizetype n) { return n <= 0 ? 0 : qsizetype(m_random.bounded(quint32(n))); }

    static QStringList strings()
    {
        return {u""_s,
                u"012"_s,
                u"héllo wörld"_s,
                u"quote \" and \\ backslash"_s,
                u"tab\tnew\nline"_s,
                QString(QChar(0)) + u"nul"_s,
                u"😀 emoji"_s,
                u"12"_s,
                u"true"_s,
                u"null"_s,
                u"{\"a\":1}"_s};
    }
    static QStringList numbers()
    {
        return {u"0"_s,
                u"-0"_s,
                u"1.50"_s,
                u"1e3"_s,
                u"2.5E-3"_s,
                u"3.141592653589793238"_s,
                u"-7"_s,
                u"12345678901234567890"_s,
                u"0.1"_s};
    }
    static QStringList integers()
    {
        return {u"0"_s,
                u"42"_s,
                u"-1"_s,
                u"9007199254740993"_s,
                u"3000000000"_s,
                u"1.0"_s,
                u"99999999999999999999"_s};
    }

    LosslessJson pick(const QStringList &pool) { return LosslessJson(pool.at(below(pool.size()))); }
    LosslessJson number(const QStringList &pool)
    {
        return *LosslessJson::fromJson(pool.at(below(pool.size())).toLatin1());
    }

    static void put(LosslessJson &container, const QString &token, const LosslessJson &member)
    {
        const QString prefix = JsonPointer::append(QString(), token);
        for (auto it = member.numberLiterals.constBegin(); it != member.numberLiterals.constEnd();
             ++it)
            container.numberLiterals.insert(prefix + it.key(), it.value());
    }

    LosslessJson object(const SchemaNode &node, int depth)
    {
        LosslessJson out;
        QJsonObject object;
        for (const SchemaProperty &property : node.properties) {
            if (!chance(property.required ? 90 : 55))
                continue;
            const LosslessJson member = value(property.node.get(), depth + 1);
            object.insert(property.name, member.value);
            put(out, property.name, member);
        }
        const int extras = chance(node.additionalProperties ? 40 : 10) ? int(below(3)) + 1 : 0;
        for (int i = 0; i < extras; ++i) {
            const QString key = u"extra/~%1"_s.arg(i); // keys that need pointer escaping
            const LosslessJson member = value(node.additionalProperties.get(), depth + 1);
            object.insert(key, member.value);
            put(out, key, member);
        }
        out.value = object;
        return out;
    }

    LosslessJson array(const SchemaNode &node, int depth)
    {
        LosslessJson out;
        QJsonArray array;
        const qsizetype count = below(4);
        for (qsizetype i = 0; i < count; ++i) {
            const LosslessJson element = value(node.elementSchema(i), depth + 1);
            put(out, QString::number(i), element);
            array.append(element.value);
        }
        out.value = array;
        return out;
    }

    LosslessJson anything(int depth)
    {
        switch (below(depth > 3 ? 5 : 7)) {
        case 0:
            return LosslessJson(QJsonValue(QJsonValue::Null));
        case 1:
            return LosslessJson(chance(50));
        case 2:
            return number(numbers());
        case 3:
        case 4:
            return pick(strings());
        case 5: {
            LosslessJson out;
            QJsonArray array;
            for (qsizetype i = 0, n = below(3); i < n; ++i) {
                const LosslessJson element = anything(depth + 1);
                put(out, QString::number(i), element);
                array.append(element.value);
            }
            out.value = array;
            return out;
        }
        default: {
            LosslessJson out;
            QJsonObject object;
            for (qsizetype i = 0, n = below(3); i < n; ++i) {
                const QString key = strings().at(below(strings().size()));
                const LosslessJson member = anything(depth + 1);
                object.insert(key, member.value);
                out.numberLiterals.removeIf([&key](auto it) {
                    return JsonPointer::startsWith(it.key(), JsonPointer::append(QString(), key));
                });
                put(out, key, member);
            }
            out.value = object;
            return out;
        }
        }
    }

    QRandomGenerator m_random;
};

// Schemas the generator draws from: the corpus plus the shapes users reported as broken.
QList<std::pair<QString, QJsonObject>> schemas()
{
    QList<std::pair<QString, QJsonObject>> all = SchemaTest::corpus();
    const char *tricky[] = {
        R"({"anyOf":[{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]},
                     {"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}]})",
        R"({"type":"object","properties":{"e":{"type":["string","null"],"enum":["a","b",null]},
            "n":{"anyOf":[{"type":"number"},{"type":"null"}]}}})",
        R"({"$defs":{"Node":{"type":"object","properties":{"v":{"type":"integer"},
            "kids":{"type":"array","items":{"$ref":"#/$defs/Node"}}}}},"$ref":"#/$defs/Node"})",
        R"({"type":"object","properties":{"t":{"type":"array","prefixItems":[{"type":"string"},{"type":"number"}],
            "items":false},"m":{"type":"object","additionalProperties":{"type":"integer"}},
            "any":{},"u":{"type":["string","integer"]}}})",
        R"({"type":"object","properties":{"s":{"oneOf":[
            {"type":"object","properties":{"kind":{"const":"a"},"x":{"type":"number"}},"required":["kind"]},
            {"type":"object","properties":{"kind":{"const":"b"},"y":{"type":"string"}},"required":["kind"]}]}}})",
    };
    for (const char *schema : tricky)
        all.append({QString::fromUtf8(schema).simplified().left(40), SchemaTest::object(schema)});
    return all;
}

TEST(SchemaFormRoundTrip, ValueToModelToValueIsTheIdentity)
{
    SchemaFormModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    quint32 seed = 1;
    for (const auto &[name, schema] : schemas()) {
        model.setSchema(schema);
        ValueGenerator generator(seed++);
        for (int i = 0; i < 60; ++i) {
            const LosslessJson value = generator.value(model.normalized().root.get());
            model.setValue(value);
            const LosslessJson back = model.losslessValue();
            ASSERT_EQ(back.value, value.value)
                << name.toStdString()
                << "\n in:  " << value.toJson(QJsonDocument::Compact).toStdString()
                << "\n out: " << back.toJson(QJsonDocument::Compact).toStdString();
            ASSERT_EQ(back.numberLiterals, value.numberLiterals)
                << name.toStdString() << ": " << value.toJson(QJsonDocument::Compact).toStdString();
        }
    }
}

TEST(SchemaFormRoundTrip, TextToModelToTextIsTheIdentity)
{
    SchemaFormModel first;
    SchemaFormModel second;
    quint32 seed = 1000;
    for (const auto &[name, schema] : schemas()) {
        first.setSchema(schema);
        second.setSchema(schema);
        ValueGenerator generator(seed++);
        for (int i = 0; i < 40; ++i) {
            first.setValue(generator.value(first.normalized().root.get()));
            for (const auto format : {QJsonDocument::Compact, QJsonDocument::Indented}) {
                const QByteArray text = first.toJson(format);
                ASSERT_TRUE(second.setJson(text)) << text.toStdString();
                ASSERT_EQ(second.toJson(format), text) << name.toStdString();
                // And the raw view's text means the same value as the form's.
                ASSERT_EQ(LosslessJson::fromJson(text)->value, first.value()) << text.toStdString();
            }
        }
    }
}

TEST(SchemaFormRoundTrip, EditsSurviveTheRawView)
{
    // A user edits in the form, switches to raw JSON and back: nothing is re-escaped (I#1853,
    // I#1856), nulls stay null (I#1885), "012" stays a string.
    SchemaFormModel model;
    model.setSchema(
        SchemaTest::object(R"({"properties":{"q":{"type":"string"},"n":{"type":["integer","null"]},
        "o":{"type":"object","properties":{"s":{"type":"string"}}}}})"));
    model.setData(model.indexForPointer(u"/q"_s, SchemaFormModel::ValueColumn),
                  uR"(say "hi" \ {"x":1})"_s);
    model.setNull(model.indexForPointer(u"/n"_s), true);
    model.setData(model.indexForPointer(u"/o/s"_s, SchemaFormModel::ValueColumn), u"012"_s);
    const QByteArray text = model.toJson();
    for (int round = 0; round < 3; ++round) {
        ASSERT_TRUE(model.setJson(model.toJson()));
        EXPECT_EQ(model.toJson(), text);
    }
    EXPECT_EQ(model.value().toObject().value("q"_L1).toString(), uR"(say "hi" \ {"x":1})"_s);
    EXPECT_TRUE(model.value().toObject().value("n"_L1).isNull());
    EXPECT_EQ(model.value().toObject().value("o"_L1).toObject().value("s"_L1),
              QJsonValue(u"012"_s));
}

TEST(SchemaFormRoundTrip, EveryTestSuiteValueSurvivesItsForm)
{
    // Hundreds of odd schemas and values, valid and invalid, from the JSON Schema Test Suite.
    SchemaFormModel model;
    int values = 0;
    for (const QString &draft : {u"draft4"_s, u"draft7"_s}) {
        const QDir dir(u"/usr/share/json-schema-test-suite/tests/"_s + draft);
        for (const QString &file : dir.entryList({u"*.json"_s}, QDir::Files)) {
            QFile input(dir.filePath(file));
            ASSERT_TRUE(input.open(QIODevice::ReadOnly));
            for (const QJsonValue &group : QJsonDocument::fromJson(input.readAll()).array()) {
                model.setSchema(group[u"schema"_s].toObject());
                for (const QJsonValue &test : group[u"tests"_s].toArray()) {
                    model.setValue(test[u"data"_s]);
                    ASSERT_EQ(model.value(), test[u"data"_s])
                        << file.toStdString() << ": "
                        << test[u"description"_s].toString().toStdString();
                    const QByteArray text = model.toJson();
                    ASSERT_TRUE(model.setJson(text));
                    ASSERT_EQ(model.toJson(), text) << file.toStdString();
                    ++values;
                }
            }
        }
    }
    EXPECT_GT(values, 700);
}

TEST(LosslessJson, KeepsNumberTextAndMemberOrder)
{
    const QByteArray text = R"({"b":[1.50,12345678901234567890,-0,1e3,7],"a":{"z":1,"y":2}})";
    const std::optional<LosslessJson> json = LosslessJson::fromJson(text);
    ASSERT_TRUE(json);
    EXPECT_EQ(json->numberLiterals.value(u"/b/0"_s), u"1.50"_s);
    EXPECT_EQ(json->numberLiterals.value(u"/b/1"_s), u"12345678901234567890"_s);
    EXPECT_FALSE(json->numberLiterals.contains(u"/b/4"_s)); // Qt writes 7 as 7
    EXPECT_EQ(json->toJson(QJsonDocument::Compact),
              R"({"a":{"y":2,"z":1},"b":[1.50,12345678901234567890,-0,1e3,7]})");
    const auto order = LosslessJson::keyOrder(text);
    EXPECT_EQ(order.value(QString()), (QStringList{u"b"_s, u"a"_s}));
    EXPECT_EQ(order.value(u"/a"_s), (QStringList{u"z"_s, u"y"_s}));
    QString error;
    EXPECT_FALSE(LosslessJson::fromJson("{\"a\":}", &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(LosslessJson::fromJson(" \"scalar\" ")->value, QJsonValue(u"scalar"_s));
}

} // namespace
