// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "losslessjson.h"
#include "schemaissue.h"
#include "schemanode.h"
#include "schemanormalizer.h"

#include <QAbstractItemModel>
#include <QJsonObject>

#include <functional>
#include <memory>

struct FormItem;
class SchemaValidator;

// The value being edited in a schema-driven form (tool arguments, prompt arguments, resource
// template variables, elicitation content), as a tree: one row per field, array element or
// extra key; columns name and value. It holds the value losslessly: value() -> setValue() and
// toJson() -> setJson() are identities, whatever the value (numbers keep their text, strings
// stay strings, values that do not fit the schema are kept as raw JSON on their row, optional
// fields left empty are omitted). Validation marks rows but never blocks: a debugger must be
// able to send bad input. The name column shows member names; array elements show none (the
// row is their index). Owns its schema tree and validator: SchemaNode pointers stay valid until
// the next setSchema(), which resets the model. Lives on the GUI thread.
class SchemaFormModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, ColumnCount };
    enum Slot { RootSlot, PropertySlot, EntrySlot, ElementSlot }; // values of SlotRole
    enum Role {
        KindRole = Qt::UserRole + 1, // int SchemaNode::Kind this row edits now (Raw for JSON)
        SlotRole,                    // Slot: schema property, additionalProperties entry, element
        TitleRole,
        DescriptionRole,
        RequiredRole,
        PresentRole, // settable: false omits the field, true includes it
        NullableRole,
        NullRole,     // settable
        MessagesRole, // QStringList: validation messages for this row
        JsonPointerRole,
        SchemaPointerRole,
        RawReasonRole,   // why this row is raw JSON (mismatch, or the normaliser's reason)
        FormatRole,      // string format ("email", "date-time", ...)
        PlaceholderRole, // first example or default, as text
        ChoiceLabelsRole,
        ChoiceIndexRole, // settable; -1 when the value is none of the choices
        VariantLabelsRole,
        VariantIndexRole, // settable
        CanAddChildRole,  // an array that takes another element, an object that takes extra keys
    };
    Q_ENUM(Role)

    explicit SchemaFormModel(QObject *parent = nullptr);
    ~SchemaFormModel() override;

    // Replaces the schema. Values whose JSON pointer still exists in the new form, with a type it
    // accepts, are kept; everything else starts from the new schema's defaults.
    void setSchema(const QJsonObject &schema, const SchemaNormalizer::KeyOrder &keyOrder = {});
    QJsonObject schema() const { return m_schema; }
    const NormalizedSchema &normalized() const { return m_normalized; }
    const SchemaValidator &validator() const { return *m_validator; }

    // The value. value() rounds numbers QJsonValue cannot hold (see LosslessJson); use
    // losslessValue() or toJson() where every digit matters.
    QJsonValue value() const;
    QJsonObject arguments() const { return value().toObject(); }
    LosslessJson losslessValue() const;
    QByteArray toJson(QJsonDocument::JsonFormat format = QJsonDocument::Indented) const;
    void setValue(const LosslessJson &value);
    bool setJson(QByteArrayView text, QString *error = nullptr); // false: not JSON, unchanged
    void resetToDefaults();

    // Rows. Typed accessors take the invalid index for the root (the value as a whole), which
    // has no row of its own: a root oneOf/anyOf is picked with variant()/setVariant({}, i).
    const SchemaNode *schemaNode(const QModelIndex &index) const; // declared; null if none
    const SchemaNode *shapeNode(const QModelIndex &index) const;  // chosen variant; null if raw
    QString pointer(const QModelIndex &index) const;
    int variant(const QModelIndex &index) const; // -1 unless schemaNode() is a Variant
    // The row of a value pointer, or of its nearest existing ancestor.
    QModelIndex indexForPointer(const QString &pointer, int column = NameColumn) const;

    // Editing; each returns false (and changes nothing) when the row does not allow it.
    QModelIndex addElement(const QModelIndex &array, int position = -1);
    QModelIndex addEntry(const QModelIndex &object, const QString &key);
    bool renameEntry(const QModelIndex &entry, const QString &key);
    bool setVariant(const QModelIndex &index, int variant);
    bool setNull(const QModelIndex &index, bool isNull);
    // Including an object of a recursive structure ({"next": {"$ref": "#"}}) gives it its
    // fields; until then it has none, since the form would otherwise never end.
    bool setPresent(const QModelIndex &index, bool present);
    // Puts any JSON at a row (a raw editor's text, or a deliberately wrong value).
    bool setValueAt(const QModelIndex &index, const LosslessJson &value);

    // Validates value() against the schema and shows the messages on their rows (only those of
    // the alternatives the form shows). Returns every issue, hidden ones included. It runs on
    // the GUI thread while the user types, against a server's schema, so it has a budget:
    // past ValidationBudgetMs the only issue is "not validated: took too long".
    static constexpr int ValidationBudgetMs = 250;
    QList<SchemaIssue> validate();
    void setIssues(const QList<SchemaIssue> &issues);
    void clearIssues();
    // Validation messages of a row; the invalid index stands for the value as a whole.
    QStringList messages(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    bool moveRows(const QModelIndex &sourceParent,
                  int sourceRow,
                  int count,
                  const QModelIndex &destinationParent,
                  int destinationChild) override;

Q_SIGNALS:
    void valueChanged(); // after every change of value(), whatever caused it

private:
    FormItem *itemAt(const QModelIndex &index) const; // the root for an invalid index
    QModelIndex indexOf(const FormItem *item, int column = NameColumn) const;
    void rebuild(const LosslessJson *keep);
    void touched(FormItem *item); // marks it and its ancestors present, emits the changes
    void ensureFields(FormItem *item);
    // Applies `change` to a fresh copy of the item and swaps the result in with row signals.
    void replaceItem(FormItem *item, const std::function<void(FormItem &)> &change);
    void subtreeChanged(const FormItem *item);
    int visibleRows(const FormItem *item) const;
    void redeclareElements(FormItem *array, int from);
    bool setEditValue(FormItem *item, const QVariant &value);
    QVariant displayValue(const FormItem *item) const;
    QVariant editValue(const FormItem *item) const;
    QVariant roleValue(const FormItem *item, int role) const;
    void applyIssues(const QList<SchemaIssue> &issues);

    QJsonObject m_schema;
    NormalizedSchema m_normalized;
    std::unique_ptr<SchemaValidator> m_validator;
    std::unique_ptr<FormItem> m_root;
};
