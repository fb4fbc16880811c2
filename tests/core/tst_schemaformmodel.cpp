// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/jsontext.h"
#include "support/qtprinters.h"
#include "tst_schemasupport.h"

#include <core/schema/formschemas.h>
#include <core/schema/schemaformmodel.h>
#include <core/schema/schemavalidator.h>

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Model = SchemaFormModel;

namespace {

class SchemaFormModelTest : public ::testing::Test
{
protected:
    void setSchema(const char *schema) { model.setSchema(SchemaTest::object(schema)); }
    QModelIndex at(const char *pointer, int column = Model::NameColumn)
    {
        return model.indexForPointer(QString::fromUtf8(pointer), column);
    }
    bool edit(const char *pointer, const QVariant &value)
    {
        return model.setData(at(pointer, Model::ValueColumn), value);
    }
    QVariant role(const char *pointer, int role) { return at(pointer).data(role); }

    SchemaFormModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::Fatal};
};

TEST_F(SchemaFormModelTest, DefaultsSeedTheDraft)
{
    // MCP conformance "elicitation-sep1034-client-defaults": accept fills in every default.
    setSchema(R"({"type":"object","properties":{
        "s":{"type":"string","default":"hi"},"i":{"type":"integer","default":3},
        "n":{"type":"number","default":1.5},"e":{"type":"string","enum":["x","y"],"default":"y"},
        "b":{"type":"boolean","default":true},"none":{"type":"string"},
        "nullDefault":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null},
        "example":{"type":"string","examples":["just shown"]},
        "needed":{"type":"integer","examples":[8080]}},"required":["needed"]})");
    EXPECT_EQ(model.value(),
              jsonValue(R"({"s":"hi","i":3,"n":1.5,"e":"y","b":true,"needed":8080})"));
    EXPECT_EQ(role("/example", Model::PlaceholderRole).toString(), u"just shown"_s);
    EXPECT_EQ(role("/e", Model::ChoiceIndexRole).toInt(), 1);
    EXPECT_FALSE(role("/none", Model::PresentRole).toBool());
}

TEST_F(SchemaFormModelTest, OptionalFieldsLeftEmptyAreOmitted)
{
    setSchema(R"({"properties":{"opt":{"type":"string"},"req":{"type":"string"},
                  "num":{"type":"number"}},"required":["req"]})");
    QSignalSpy changed(&model, &SchemaFormModel::valueChanged);
    EXPECT_TRUE(edit("/opt", u"x"_s));
    EXPECT_TRUE(edit("/num", u"2"_s));
    EXPECT_EQ(model.value(), jsonValue(R"({"opt":"x","num":2})"));
    EXPECT_TRUE(edit("/opt", QString()));
    EXPECT_TRUE(edit("/num", u"  "_s));
    EXPECT_TRUE(edit("/req", QString())); // a required string may be empty on purpose
    EXPECT_EQ(model.value(), jsonValue(R"({"req":""})"));
    EXPECT_EQ(changed.size(), 5);
}

TEST_F(SchemaFormModelTest, TextStaysTextAndNumbersKeepTheirDigits)
{
    setSchema(
        R"({"properties":{"zip":{"type":"string"},"id":{"type":"integer"},"price":{"type":"number"}}})");
    EXPECT_TRUE(edit("/zip", u"012"_s));
    EXPECT_TRUE(edit("/id", u"12345678901234567890"_s));
    EXPECT_TRUE(edit("/price", u"1.50"_s));
    EXPECT_EQ(model.toJson(QJsonDocument::Compact),
              R"({"id":12345678901234567890,"price":1.50,"zip":"012"})");
    EXPECT_EQ(model.value().toObject().value("zip"_L1), QJsonValue(u"012"_s));
    EXPECT_EQ(at("/id", Model::ValueColumn).data(Qt::EditRole).toString(),
              u"12345678901234567890"_s);
}

TEST_F(SchemaFormModelTest, TextInANumberFieldIsSentAsTypedAndFlagged)
{
    setSchema(R"({"properties":{"n":{"type":"integer"}}})");
    EXPECT_TRUE(edit("/n", u"012"_s)); // not a JSON number: a debugger may still send it
    EXPECT_EQ(model.value(), jsonValue(R"({"n":"012"})"));
    const QList<SchemaIssue> issues = model.validate();
    ASSERT_FALSE(issues.isEmpty());
    EXPECT_TRUE(
        role("/n", Model::MessagesRole).toStringList().join(u'\n').contains("not a number"_L1));
}

TEST_F(SchemaFormModelTest, ValueThatDoesNotFitIsKeptAsRawJsonOnItsRow)
{
    setSchema(
        R"({"properties":{"count":{"type":"integer"},"tags":{"type":"array","items":{"type":"string"}}},
                  "additionalProperties":false})");
    const QByteArray text = R"({"count":"12","extra":{"a":[1,null]},"tags":["a",7]})";
    ASSERT_TRUE(model.setJson(text));
    EXPECT_EQ(role("/count", Model::KindRole).toInt(), int(SchemaNode::Kind::Raw));
    EXPECT_TRUE(role("/count", Model::RawReasonRole).toString().contains("expects integer"_L1));
    EXPECT_EQ(role("/tags/1", Model::KindRole).toInt(), int(SchemaNode::Kind::Raw));
    EXPECT_EQ(role("/extra", Model::SlotRole).toInt(), int(Model::EntrySlot));
    EXPECT_EQ(model.value(), jsonValue(text));
}

TEST_F(SchemaFormModelTest, ArraysOfObjectsAreRows)
{
    model.setSchema(SchemaTest::corpus().value(0).second); // replaced below; exercises reset
    for (const auto &[name, schema] : SchemaTest::corpus()) {
        if (name == "filesystem_edit_file.json"_L1)
            model.setSchema(schema);
    }
    const QModelIndex edits = at("/edits");
    ASSERT_TRUE(edits.isValid());
    EXPECT_TRUE(edits.data(Model::CanAddChildRole).toBool());
    const QModelIndex first = model.addElement(edits);
    ASSERT_TRUE(first.isValid());
    EXPECT_EQ(model.rowCount(first), 2);
    EXPECT_TRUE(edit("/edits/0/oldText", u"a"_s));
    EXPECT_TRUE(edit("/edits/0/newText", u"b"_s));
    EXPECT_TRUE(edit("/path", u"/tmp/x"_s));
    EXPECT_EQ(
        model.value(),
        jsonValue(R"({"path":"/tmp/x","edits":[{"oldText":"a","newText":"b"}],"dryRun":false})"));
    model.addElement(edits, 0);
    EXPECT_EQ(at("/edits/1/oldText", Model::ValueColumn).data().toString(), u"a"_s);
    EXPECT_TRUE(model.removeRows(0, 1, edits));
    EXPECT_EQ(model.rowCount(edits), 1);
    EXPECT_FALSE(model.removeRows(0, 1, QModelIndex())); // schema properties are not removed
}

TEST_F(SchemaFormModelTest, AdditionalPropertiesAreAKeyValueEditor)
{
    setSchema(
        R"({"type":"object","properties":{"env":{"type":"object","additionalProperties":{"type":"string"}}}})");
    const QModelIndex env = at("/env");
    EXPECT_TRUE(env.data(Model::CanAddChildRole).toBool());
    const QModelIndex home = model.addEntry(env, u"HOME"_s);
    ASSERT_TRUE(home.isValid());
    EXPECT_FALSE(model.addEntry(env, u"HOME"_s).isValid()); // keys are unique
    EXPECT_TRUE(edit("/env/HOME", u"/root"_s));
    EXPECT_TRUE(model.setData(home, u"USERPROFILE"_s)); // the name column renames
    EXPECT_EQ(model.value(), jsonValue(R"({"env":{"USERPROFILE":"/root"}})"));
    EXPECT_EQ(at("/env/USERPROFILE", Model::ValueColumn).data(Model::JsonPointerRole).toString(),
              u"/env/USERPROFILE"_s);
    EXPECT_TRUE(model.removeRows(0, 1, env));
    EXPECT_EQ(model.value(), jsonValue(R"({"env":{}})"));
}

TEST_F(SchemaFormModelTest, RootAnyOfIsAVariantPickerThatKeepsSharedFields)
{
    setSchema(R"({"anyOf":[
        {"title":"By id","type":"object","properties":{"id":{"type":"integer"},"verbose":{"type":"boolean"}},"required":["id"]},
        {"title":"By name","type":"object","properties":{"name":{"type":"string"},"verbose":{"type":"boolean"}},"required":["name"]}]})");
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_TRUE(edit("/verbose", true));
    EXPECT_TRUE(edit("/id", u"4"_s));
    EXPECT_EQ(model.variant({}), 0);
    EXPECT_EQ(model.schemaNode({})->variants.size(), 2u);
    ASSERT_TRUE(model.setVariant(QModelIndex(), 1));
    EXPECT_EQ(model.variant({}), 1);
    EXPECT_EQ(model.value(), jsonValue(R"({"verbose":true})"));
    EXPECT_TRUE(edit("/name", u"n"_s));
    EXPECT_EQ(model.value(), jsonValue(R"({"name":"n","verbose":true})"));
    // A value picks its variant.
    model.setValue(jsonValue(R"({"id":1})"));
    EXPECT_EQ(model.data(model.index(0, 0), Model::JsonPointerRole).toString(), u"/id"_s);
}

TEST_F(SchemaFormModelTest, VariantsWithDiscriminatorSeedTheirConstant)
{
    setSchema(R"({"properties":{"shape":{"oneOf":[
        {"type":"object","properties":{"kind":{"const":"circle"},"r":{"type":"number"}},"required":["kind","r"]},
        {"type":"object","properties":{"kind":{"const":"square"},"side":{"type":"number"}},"required":["kind","side"]}]}},
        "required":["shape"]})");
    EXPECT_EQ(role("/shape", Model::VariantLabelsRole).toStringList(),
              (QStringList{u"circle"_s, u"square"_s}));
    EXPECT_TRUE(model.setData(at("/shape"), 1, Model::VariantIndexRole));
    EXPECT_TRUE(edit("/shape/side", u"2"_s));
    EXPECT_EQ(model.value(), jsonValue(R"({"shape":{"kind":"square","side":2}})"));
}

TEST_F(SchemaFormModelTest, NullableFieldsCanBeNullAndBack)
{
    setSchema(R"({"properties":{"o":{"type":["object","null"],"properties":{"a":{"type":"string"}}},
                  "e":{"anyOf":[{"enum":["lo","hi"]},{"type":"null"}]}}})");
    EXPECT_TRUE(role("/o", Model::NullableRole).toBool());
    EXPECT_TRUE(edit("/o/a", u"x"_s));
    EXPECT_TRUE(model.setData(at("/o"), true, Model::NullRole));
    EXPECT_EQ(model.rowCount(at("/o")), 0);
    EXPECT_TRUE(model.setNull(at("/e"), true));
    EXPECT_EQ(model.value(), jsonValue(R"({"o":null,"e":null})"));
    EXPECT_TRUE(model.setNull(at("/o"), false));
    EXPECT_EQ(model.value(), jsonValue(R"({"o":{"a":"x"},"e":null})"));
    EXPECT_TRUE(model.setData(at("/e", Model::ValueColumn), u"hi"_s)); // a label picks a choice
    EXPECT_EQ(model.value(), jsonValue(R"({"o":{"a":"x"},"e":"hi"})"));
}

TEST_F(SchemaFormModelTest, RecursiveStructuresGrowWhenIncluded)
{
    setSchema(R"({"type":"object","properties":{"name":{"type":"string"},"next":{"$ref":"#"}},
                  "required":["name"]})");
    EXPECT_EQ(model.rowCount(at("/next")), 0); // not one level deeper than needed
    EXPECT_TRUE(model.setPresent(at("/next"), true));
    EXPECT_EQ(model.rowCount(at("/next")), 2);
    EXPECT_TRUE(edit("/next/name", u"b"_s));
    EXPECT_TRUE(edit("/name", u"a"_s));
    EXPECT_EQ(model.value(), jsonValue(R"({"name":"a","next":{"name":"b"}})"));
    EXPECT_EQ(model.rowCount(at("/next/next")), 0);
    EXPECT_TRUE(model.setPresent(at("/next/next"), true));
    EXPECT_EQ(model.rowCount(at("/next/next")), 2);
    EXPECT_EQ(model.value(), jsonValue(R"({"name":"a","next":{"name":"b","next":{}}})"));
    model.setValue(jsonValue(R"({"name":"x","next":{"name":"y","next":{"name":"z"}}})"));
    EXPECT_EQ(model.value(), jsonValue(R"({"name":"x","next":{"name":"y","next":{"name":"z"}}})"));
    EXPECT_EQ(at("/next/next/name", Model::ValueColumn).data().toString(), u"z"_s);
}

TEST_F(SchemaFormModelTest, BooleansAreCheckable)
{
    setSchema(R"({"properties":{"b":{"type":"boolean"}}})");
    const QModelIndex value = at("/b", Model::ValueColumn);
    EXPECT_TRUE(model.flags(value) & Qt::ItemIsUserCheckable);
    EXPECT_EQ(value.data(Qt::CheckStateRole).toInt(), int(Qt::PartiallyChecked)); // not sent
    EXPECT_TRUE(model.setData(value, Qt::Checked, Qt::CheckStateRole));
    EXPECT_EQ(model.value(), jsonValue(R"({"b":true})"));
    EXPECT_TRUE(model.setData(value, Qt::Unchecked, Qt::CheckStateRole));
    EXPECT_EQ(model.value(), jsonValue(R"({"b":false})"));
}

TEST_F(SchemaFormModelTest, TuplesFollowPrefixItemsWhenRowsMove)
{
    setSchema(
        R"({"properties":{"t":{"type":"array","prefixItems":[{"type":"string"},{"type":"integer"}],
                  "items":{"type":"boolean"}}}})");
    const QModelIndex t = at("/t");
    model.addElement(t);
    model.addElement(t);
    model.addElement(t);
    EXPECT_EQ(model.value(),
              jsonValue(R"({"t":["","",false]})")); // an empty number is sent as text
    EXPECT_EQ(role("/t/0", Model::KindRole).toInt(), int(SchemaNode::Kind::String));
    EXPECT_EQ(role("/t/1", Model::KindRole).toInt(), int(SchemaNode::Kind::Integer));
    EXPECT_EQ(role("/t/2", Model::KindRole).toInt(), int(SchemaNode::Kind::Boolean));
    EXPECT_TRUE(edit("/t/0", u"s"_s));
    EXPECT_TRUE(model.removeRows(0, 1, t)); // each value takes the schema of its new slot
    EXPECT_EQ(role("/t/0", Model::KindRole).toInt(), int(SchemaNode::Kind::String));
    EXPECT_EQ(role("/t/1", Model::KindRole).toInt(), int(SchemaNode::Kind::Raw)); // false
    EXPECT_TRUE(model.moveRows(t, 1, 1, t, 0));
    EXPECT_EQ(model.value(), jsonValue(R"({"t":[false,""]})"));
    EXPECT_EQ(role("/t/0", Model::KindRole).toInt(), int(SchemaNode::Kind::Raw));
}

TEST_F(SchemaFormModelTest, SchemaChangeKeepsValuesThatStillFit)
{
    setSchema(
        R"({"properties":{"a":{"type":"string"},"b":{"type":"integer"},"c":{"type":"string"}}})");
    edit("/a", u"keep"_s);
    edit("/b", u"5"_s);
    edit("/c", u"drop"_s);
    setSchema(
        R"({"properties":{"a":{"type":"string"},"b":{"type":"string","default":"d"},"n":{"type":"integer","default":1}}})");
    EXPECT_EQ(model.value(), jsonValue(R"({"a":"keep","b":"d","n":1})"));
}

TEST_F(SchemaFormModelTest, ValidationMessagesLandOnTheirRows)
{
    setSchema(R"({"type":"object","properties":{"path":{"type":"string","minLength":2},
                  "n":{"type":"integer","maximum":3}},"required":["path"],"additionalProperties":false})");
    edit("/n", u"9"_s);
    const QList<SchemaIssue> issues = model.validate();
    EXPECT_EQ(issues.size(), 2);
    EXPECT_EQ(role("/path", Model::MessagesRole).toStringList(),
              QStringList{u"required, but missing"_s});
    EXPECT_EQ(role("/n", Model::MessagesRole).toStringList(),
              QStringList{u"9 is greater than the maximum 3"_s});
    edit("/n", u"2"_s); // editing clears the stale message of that row
    EXPECT_TRUE(role("/n", Model::MessagesRole).toStringList().isEmpty());
    edit("/path", u"ok"_s);
    EXPECT_TRUE(model.validate().isEmpty());
    EXPECT_TRUE(role("/path", Model::MessagesRole).toStringList().isEmpty());
    ASSERT_TRUE(model.setValueAt(QModelIndex(), jsonValue(R"({"path":"ok","zz":1})")));
    model.validate();
    EXPECT_FALSE(role("/zz", Model::MessagesRole).toStringList().isEmpty());
}

TEST_F(SchemaFormModelTest, MessagesOfHiddenAlternativesAreNotShown)
{
    setSchema(R"({"properties":{"v":{"oneOf":[
        {"title":"Text","type":"object","properties":{"text":{"type":"string","minLength":3}},"required":["text"]},
        {"title":"Count","type":"object","properties":{"count":{"type":"integer"}},"required":["count"]}]},
        "n":{"anyOf":[{"type":"string","maxLength":1},{"type":"null"}]}},"required":["v"]})");
    edit("/v/text", u"ab"_s);
    edit("/n", u"long"_s);
    model.validate();
    // The Text alternative is shown: its message, not the Count alternative's, nor the summary.
    EXPECT_EQ(role("/v/text", Model::MessagesRole).toStringList(),
              QStringList{u"String should be no fewer than 3 characters in length."_s});
    EXPECT_TRUE(role("/v", Model::MessagesRole).toStringList().isEmpty());
    EXPECT_EQ(role("/n", Model::MessagesRole).toStringList(),
              QStringList{u"String should be no more than 1 characters in length."_s});
    EXPECT_TRUE(model.messages({}).isEmpty());
}

TEST_F(SchemaFormModelTest, AnyRowTakesAnyJsonOnPurpose)
{
    setSchema(
        R"({"properties":{"n":{"type":"integer"},"o":{"type":"object","properties":{"a":{"type":"string"}}}}})");
    EXPECT_TRUE(model.setValueAt(at("/n"), jsonValue(R"("not a number")")));
    EXPECT_TRUE(edit("/o", uR"({"a":"x","b":[1]})"_s)); // containers edit as JSON text
    EXPECT_FALSE(edit("/o", u"{broken"_s));
    EXPECT_EQ(model.value(), jsonValue(R"({"n":"not a number","o":{"a":"x","b":[1]}})"));
    EXPECT_EQ(at("/o/a", Model::ValueColumn).data().toString(), u"x"_s);
}

TEST_F(SchemaFormModelTest, PromptArgumentsDriveTheSameForm)
{
    const QJsonArray arguments
        = jsonValue(R"([{"name":"city","description":"Name of the city","required":true},
                                          {"name":"state","required":false}])")
              .toArray();
    model.setSchema(FormSchemas::promptArguments(arguments));
    EXPECT_TRUE(role("/city", Model::RequiredRole).toBool());
    EXPECT_EQ(role("/city", Model::DescriptionRole).toString(), u"Name of the city"_s);
    edit("/city", u"Oslo"_s);
    EXPECT_EQ(model.value(), jsonValue(R"({"city":"Oslo"})"));
}

struct TemplateRow
{
    const char *uriTemplate;
    const char *schema;
};

class UriTemplateVariables : public ::testing::TestWithParam<TemplateRow>
{};

TEST_P(UriTemplateVariables, BecomeStringFields)
{
    const QJsonObject schema
        = FormSchemas::uriTemplateVariables(QString::fromUtf8(GetParam().uriTemplate));
    EXPECT_EQ(schema, SchemaTest::object(GetParam().schema));
}

INSTANTIATE_TEST_SUITE_P(
    Rfc6570,
    UriTemplateVariables,
    ::testing::Values(
        TemplateRow{
            "demo://resource/dynamic/text/{resourceId}",
            R"({"type":"object","properties":{"resourceId":{"type":"string"}},"required":["resourceId"]})"},
        TemplateRow{
            "file:///{+path}{?limit,offset}",
            R"({"type":"object","properties":{"path":{"type":"string"},"limit":{"type":"string"},
                        "offset":{"type":"string"}},"required":["path"]})"},
        TemplateRow{"git://{repo}{/segments*}{#frag:3}",
                    R"({"type":"object","properties":{"repo":{"type":"string"},
                        "segments":{"type":"array","items":{"type":"string"}},
                        "frag":{"type":"string","maxLength":3}},"required":["repo","segments","frag"]})"},
        TemplateRow{"https://example.com/static", R"({"type":"object","properties":{}})"}));

} // namespace

namespace {

TEST(SchemaFormModelBudget, ValidationWhileTypingStopsAtItsBudget)
{
    // 60 backtracking patterns, 400 names: each match spends a regex's whole step limit, so
    // without a budget this would hold the GUI thread for minutes.
    QJsonObject patterns;
    for (int i = 0; i < 60; ++i)
        patterns.insert(u"^(a+)+b$|x"_s + QString::number(i), QJsonObject());
    QJsonObject value;
    for (int i = 0; i < 400; ++i)
        value.insert(QString(40, u'a') + u'b' + QString::number(i), i);
    SchemaFormModel model;
    model.setSchema(QJsonObject{{u"type"_s, u"object"_s}, {u"patternProperties"_s, patterns}});
    ASSERT_TRUE(model.setJson(QJsonDocument(value).toJson()));
    const QList<SchemaIssue> issues = model.validate();
    ASSERT_EQ(issues.size(), 1);
    EXPECT_EQ(issues.first(), SchemaValidator::tookTooLong());
    EXPECT_EQ(model.messages({}), QStringList{u"not validated: took too long"_s});
}

} // namespace
