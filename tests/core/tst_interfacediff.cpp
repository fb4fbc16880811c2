// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// "What changed since last time" (issue 17, section 4): what counts as a change between two
// snapshots of a server's interface, and how a snapshot document is read back.
#include "support/qtprinters.h"

#include <core/mcp/serverinfo.h>
#include <core/snapshot/interfacediff.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <functional>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace interfacedifftest {

QJsonObject tool(const QString &name, const QString &type = u"string"_s)
{
    return QJsonObject{
        {"name"_L1, name},
        {"description"_L1, u"does %1"_s.arg(name)},
        {"inputSchema"_L1,
         QJsonObject{{"type"_L1, u"object"_s},
                     {"properties"_L1, QJsonObject{{"x"_L1, QJsonObject{{"type"_L1, type}}}}},
                     {"required"_L1, QJsonArray{u"x"_s}}}},
        {"annotations"_L1, QJsonObject{{"readOnlyHint"_L1, true}}}};
}

// The snapshot every row starts from: two tools, a resource, a template, a prompt.
QJsonObject baseJson()
{
    ServerInfo info;
    info.protocolVersion = u"2025-11-25"_s;
    info.implementation = QJsonObject{{"name"_L1, u"demo"_s}, {"version"_L1, u"1.0"_s}};
    info.capabilities = QJsonObject{{"tools"_L1, QJsonObject{{"listChanged"_L1, false}}},
                                    {"resources"_L1, QJsonObject{}},
                                    {"prompts"_L1, QJsonObject{}}};
    InterfaceSnapshot snapshot = InterfaceSnapshot::fromServer(
        info, QDateTime(QDate(2026, 11, 20), QTime(14, 2), Qt::UTC));
    snapshot.setItems(InterfaceSnapshot::Kind::Tools, {tool(u"alpha"_s), tool(u"beta"_s)});
    snapshot.setItems(InterfaceSnapshot::Kind::Resources,
                      {QJsonObject{{"uri"_L1, u"demo://a"_s}, {"name"_L1, u"a"_s}}});
    snapshot.setItems(InterfaceSnapshot::Kind::Templates,
                      {QJsonObject{{"uriTemplate"_L1, u"demo://{id}"_s}, {"name"_L1, u"t"_s}}});
    snapshot.setItems(InterfaceSnapshot::Kind::Prompts,
                      {QJsonObject{{"name"_L1, u"greet"_s}, {"description"_L1, u"hi"_s}}});
    return snapshot.toJson();
}

InterfaceSnapshot parse(const QJsonObject &json)
{
    QString error;
    std::optional<InterfaceSnapshot> snapshot
        = InterfaceSnapshot::fromJson(QJsonDocument(json).toJson(), &error);
    EXPECT_TRUE(snapshot.has_value()) << error.toStdString();
    return snapshot.value_or(InterfaceSnapshot{});
}

// Replaces the array at key with what edit makes of it.
void editArray(QJsonObject &json, const QString &key, const std::function<void(QJsonArray &)> &edit)
{
    QJsonArray array = json.value(key).toArray();
    edit(array);
    json.insert(key, array);
}

struct DiffRow
{
    const char *name;
    std::function<void(QJsonObject &after)> edit;
    QString expected; // InterfaceDiff::toText()
};

class InterfaceDiffTable : public ::testing::TestWithParam<DiffRow>
{};

TEST_P(InterfaceDiffTable, FindsExactlyTheChanges)
{
    const DiffRow &row = GetParam();
    QJsonObject after = baseJson();
    row.edit(after);
    const InterfaceDiff diff = InterfaceDiff::compare(parse(baseJson()), parse(after));
    EXPECT_EQ(diff.toText(), row.expected);
    EXPECT_EQ(diff.isEmpty(), row.expected == "no changes"_L1);
}

INSTANTIATE_TEST_SUITE_P(
    InterfaceDiff,
    InterfaceDiffTable,
    ::testing::Values(
        DiffRow{"Identical", [](QJsonObject &) {}, u"no changes"_s},
        DiffRow{"ReorderedToolsAreNoChange",
                [](QJsonObject &j) {
                    editArray(j, u"tools"_s, [](QJsonArray &a) { a = {a.at(1), a.at(0)}; });
                },
                u"no changes"_s},
        DiffRow{"ReorderedKeysAreNoChange",
                [](QJsonObject &j) {
                    // The same tool written again: an object's member order is not kept anyway.
                    editArray(j, u"tools"_s, [](QJsonArray &a) { a[0] = tool(u"alpha"_s); });
                },
                u"no changes"_s},
        DiffRow{"ToolAdded",
                [](QJsonObject &j) {
                    editArray(j, u"tools"_s, [](QJsonArray &a) { a.append(tool(u"gamma"_s)); });
                },
                u"1 change: 1 tool added\ntool \"gamma\" added"_s},
        DiffRow{
            "ToolRemoved",
            [](QJsonObject &j) { editArray(j, u"tools"_s, [](QJsonArray &a) { a.removeAt(0); }); },
            u"1 change: 1 tool removed\ntool \"alpha\" removed"_s},
        DiffRow{"SchemaTypeChangedIsAPointer",
                [](QJsonObject &j) {
                    editArray(
                        j, u"tools"_s, [](QJsonArray &a) { a[1] = tool(u"beta"_s, u"number"_s); });
                },
                u"1 change: 1 tool schema changed\ntool schema \"beta\" changed\n"
                "    /inputSchema/properties/x/type: \"string\" → \"number\""_s},
        DiffRow{"SchemaPropertyAddedAndRequiredChanged",
                [](QJsonObject &j) {
                    editArray(j, u"tools"_s, [](QJsonArray &a) {
                        QJsonObject t = tool(u"alpha"_s);
                        QJsonObject schema = t.value("inputSchema"_L1).toObject();
                        QJsonObject properties = schema.value("properties"_L1).toObject();
                        properties.insert("y"_L1, QJsonObject{{"type"_L1, u"integer"_s}});
                        schema.insert("properties"_L1, properties);
                        schema.insert("required"_L1, QJsonArray{u"y"_s});
                        t.insert("inputSchema"_L1, schema);
                        a[0] = t;
                    });
                },
                u"1 change: 1 tool schema changed\ntool schema \"alpha\" changed\n"
                "    /inputSchema/properties/y: added {\"type\":\"integer\"}\n"
                "    /inputSchema/required/0: \"x\" → \"y\""_s},
        DiffRow{"DescriptionAndAnnotationChangedIsAToolChange",
                [](QJsonObject &j) {
                    editArray(j, u"tools"_s, [](QJsonArray &a) {
                        QJsonObject t = tool(u"alpha"_s);
                        t.insert("description"_L1, u"now deletes things"_s);
                        t.insert("annotations"_L1, QJsonObject{{"destructiveHint"_L1, true}});
                        a[0] = t;
                    });
                },
                u"1 change: 1 tool changed\ntool \"alpha\" changed\n"
                "    /annotations/destructiveHint: added true\n"
                "    /annotations/readOnlyHint: removed true\n"
                "    /description: \"does alpha\" → \"now deletes things\""_s},
        DiffRow{"CapabilitiesChanged",
                [](QJsonObject &j) {
                    QJsonObject capabilities = j.value("capabilities"_L1).toObject();
                    capabilities.insert("tools"_L1, QJsonObject{{"listChanged"_L1, true}});
                    capabilities.remove("prompts"_L1);
                    j.insert("capabilities"_L1, capabilities);
                },
                u"1 change: capabilities changed\ncapabilities changed\n"
                "    /prompts: removed {}\n"
                "    /tools/listChanged: false → true"_s},
        DiffRow{"ServerVersionChanged",
                [](QJsonObject &j) {
                    QJsonObject server = j.value("server"_L1).toObject();
                    server.insert("serverInfo"_L1,
                                  QJsonObject{{"name"_L1, u"demo"_s}, {"version"_L1, u"1.1"_s}});
                    j.insert("server"_L1, server);
                },
                u"1 change: server info changed\nserver info changed\n"
                "    /serverInfo/version: \"1.0\" → \"1.1\""_s},
        DiffRow{"ResourcesByUriTemplatesAndPrompts",
                [](QJsonObject &j) {
                    editArray(j, u"resources"_s, [](QJsonArray &a) {
                        a = {QJsonObject{{"uri"_L1, u"demo://b"_s}, {"name"_L1, u"a"_s}}};
                    });
                    editArray(j, u"resourceTemplates"_s, [](QJsonArray &a) {
                        QJsonObject t = a.at(0).toObject();
                        t.insert("mimeType"_L1, u"text/plain"_s);
                        a[0] = t;
                    });
                    editArray(j, u"prompts"_s, [](QJsonArray &a) {
                        a.append(QJsonObject{{"name"_L1, u"bye"_s}});
                    });
                },
                u"4 changes: 1 resource removed, 1 resource added, 1 resource template "
                "changed, 1 prompt added\n"
                "resource \"demo://a\" removed\n"
                "resource \"demo://b\" added\n"
                "resource template \"demo://{id}\" changed\n"
                "    /mimeType: added \"text/plain\"\n"
                "prompt \"bye\" added"_s},
        DiffRow{"SeveralOfAKindAreCountedTogether",
                [](QJsonObject &j) {
                    editArray(j, u"tools"_s, [](QJsonArray &a) {
                        a = {tool(u"alpha"_s, u"number"_s),
                             tool(u"beta"_s, u"boolean"_s),
                             tool(u"gamma"_s)};
                    });
                },
                u"3 changes: 2 tool schemas changed, 1 tool added\n"
                "tool schema \"alpha\" changed\n"
                "    /inputSchema/properties/x/type: \"string\" → \"number\"\n"
                "tool schema \"beta\" changed\n"
                "    /inputSchema/properties/x/type: \"string\" → \"boolean\"\n"
                "tool \"gamma\" added"_s},
        DiffRow{"AnIncompleteListReportsNoRemovals",
                [](QJsonObject &j) {
                    editArray(
                        j, u"tools"_s, [](QJsonArray &a) { a = {tool(u"beta"_s, u"number"_s)}; });
                    j.insert("incomplete"_L1, QJsonObject{{"tools"_L1, u"request timed out"_s}});
                },
                u"1 change: 1 tool schema changed\ntool schema \"beta\" changed\n"
                "    /inputSchema/properties/x/type: \"string\" → \"number\"\n"
                "note: the tools list of this snapshot is incomplete (request timed out): added "
                "and removed tools are not reported"_s}),
    [](const ::testing::TestParamInfo<DiffRow> &info) { return std::string(info.param.name); });

TEST(InterfaceDiff, JsonNamesEveryChangeWithItsPointers)
{
    QJsonObject after = baseJson();
    editArray(after, u"tools"_s, [](QJsonArray &a) { a = {tool(u"alpha"_s, u"number"_s)}; });
    const QJsonObject json = InterfaceDiff::compare(parse(baseJson()), parse(after)).toJson();
    EXPECT_EQ(json.value("count"_L1).toInt(), 2);
    EXPECT_EQ(json.value("summary"_L1).toString(),
              u"2 changes: 1 tool schema changed, 1 tool removed"_s);
    EXPECT_EQ(json.value("before"_L1).toString(), u"2026-11-20T14:02:00.000Z"_s);
    const QJsonArray changes = json.value("changes"_L1).toArray();
    ASSERT_EQ(changes.size(), 2);
    EXPECT_EQ(
        changes.at(0).toObject(),
        (QJsonObject{{"section"_L1, u"tools"_s},
                     {"type"_L1, u"changed"_s},
                     {"key"_L1, u"alpha"_s},
                     {"differences"_L1,
                      QJsonArray{QJsonObject{{"pointer"_L1, u"/inputSchema/properties/x/type"_s},
                                             {"kind"_L1, u"changed"_s},
                                             {"before"_L1, u"string"_s},
                                             {"after"_L1, u"number"_s}}}}}));
    EXPECT_EQ(changes.at(1).toObject().value("type"_L1).toString(), u"removed"_s);
    EXPECT_EQ(changes.at(1).toObject().value("item"_L1).toObject(), tool(u"beta"_s));
}

TEST(InterfaceSnapshot, RoundTripsThroughJson)
{
    const InterfaceSnapshot snapshot = parse(baseJson());
    EXPECT_EQ(snapshot.toJson(), baseJson());
    EXPECT_EQ(snapshot.itemCount(), 5);
    EXPECT_EQ(snapshot.takenAt, QDateTime(QDate(2026, 11, 20), QTime(14, 2), Qt::UTC));
    EXPECT_EQ(snapshot.items(InterfaceSnapshot::Kind::Resources).firstKey(), u"demo://a"_s);
}

TEST(InterfaceSnapshot, LeavesOutItemsWithoutAKeyAndRepeatedKeysWithANote)
{
    InterfaceSnapshot snapshot;
    snapshot.setItems(InterfaceSnapshot::Kind::Tools,
                      {tool(u"a"_s),
                       tool(u"a"_s, u"number"_s),
                       QJsonObject{{"description"_L1, u"no name"_s}},
                       QJsonObject{{"name"_L1, 7}},
                       u"not an object"_s});
    ASSERT_EQ(snapshot.items(InterfaceSnapshot::Kind::Tools).size(), 1);
    // The first of two tools with one name is the one kept.
    EXPECT_EQ(snapshot.items(InterfaceSnapshot::Kind::Tools).value(u"a"_s), tool(u"a"_s));
    EXPECT_EQ(snapshot.notes,
              (QStringList{u"1 of the tools are not JSON objects and are left out"_s,
                           u"2 of the tools have no \"name\" string and are left out"_s,
                           u"1 of the tools repeat the \"name\" of an earlier one; only the first "
                           "is kept"_s}));
}

struct BadDocument
{
    const char *name;
    QByteArray bytes;
    QString error;
};

class InterfaceSnapshotErrors : public ::testing::TestWithParam<BadDocument>
{};

TEST_P(InterfaceSnapshotErrors, NamesWhatIsWrong)
{
    QString error;
    EXPECT_FALSE(InterfaceSnapshot::fromJson(GetParam().bytes, &error).has_value());
    EXPECT_EQ(error, GetParam().error);
}

QByteArray withMember(const char *key, const QJsonValue &value)
{
    QJsonObject json = baseJson();
    if (value.isUndefined())
        json.remove(QLatin1StringView(key));
    else
        json.insert(QLatin1StringView(key), value);
    return QJsonDocument(json).toJson();
}

INSTANTIATE_TEST_SUITE_P(
    InterfaceSnapshot,
    InterfaceSnapshotErrors,
    ::testing::Values(
        BadDocument{"NotJson", "{\"a\":", u"not valid JSON: unterminated object at offset 5"_s},
        BadDocument{"NotAnObject",
                    "[1]",
                    u"not an interface snapshot: the document is not a JSON object"_s},
        BadDocument{"NoMarker",
                    "{\"tools\":[]}",
                    u"not an interface snapshot: it has no \"mcpscopeInterfaceSnapshot\" member"_s},
        BadDocument{"LaterVersion",
                    withMember("mcpscopeInterfaceSnapshot", 2),
                    u"interface snapshot version 2 is not supported (this mcpscope reads "
                    "version 1)"_s},
        BadDocument{"NoDate",
                    withMember("takenAt", u"yesterday"_s),
                    u"\"takenAt\" is not an ISO 8601 date and time"_s},
        BadDocument{"ServerNotAnObject",
                    withMember("server", 3),
                    u"\"server\" is missing or not a JSON object"_s},
        BadDocument{"ToolsMissing",
                    withMember("tools", QJsonValue(QJsonValue::Undefined)),
                    u"\"tools\" is missing or not a JSON array"_s},
        BadDocument{"PromptsNotAnArray",
                    withMember("prompts", QJsonObject{}),
                    u"\"prompts\" is missing or not a JSON array"_s}),
    [](const ::testing::TestParamInfo<BadDocument> &info) { return std::string(info.param.name); });

} // namespace interfacedifftest
