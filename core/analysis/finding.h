// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAnyStringView>
#include <QLatin1StringView>
#include <QList>
#include <QString>

#include <memory>

// One kind of protocol problem: a stable id (for filters, JSON output, --check), how serious
// it is, and where the rule is written. Rules are static data (Rules::all()); a Finding points
// at its rule, so words and severity are decided once, here, and not by each reader.
struct Rule
{
    enum class Severity { Error, Warning, Info };

    QLatin1StringView id;    // "id-type-changed"
    Severity severity;       //
    QLatin1StringView title; // "Response id changed type"
    QLatin1StringView spec;  // "JSON-RPC 2.0 § 5 Response object"
    QLatin1StringView url;   // where a person reads the rule

    static QString severityName(Severity severity); // "error", "warning", "info"
};

// A problem found in one event of a connection. The pointer locates it in the frame (into the
// batch element for batches: "/2/id"; empty for the whole frame), so the detail pane can
// highlight it; frame is the event's sequence (for a finding raised later, such as a request
// never answered, the sequence of the request).
struct Finding
{
    const Rule *rule = nullptr;
    QString pointer;
    QString message; // one sentence; server text in it is plain text
    qint64 frame = 0;

    QString ruleId() const { return rule ? QString(rule->id) : QString(); }
    Rule::Severity severity() const { return rule ? rule->severity : Rule::Severity::Info; }
};

using Findings = std::shared_ptr<const QList<Finding>>; // null when none (nearly every event)

namespace Rules {

// Every rule mcpscope knows, in a stable order (the README's table, the --check output).
const QList<const Rule *> &all();
// The rule with this id, or nullptr (a session file from a newer mcpscope may name one).
const Rule *byId(QAnyStringView id);

// JSON-RPC 2.0 framing and envelope (the codec finds these).
extern const Rule NotJson, EmptyFrame, NotAnObject, MissingJsonRpc, WrongJsonRpc, MethodNotString,
    ParamsNotStructured, RequestWithResult, InvalidRequestId, ResultAndError,
    NeitherRequestNorResponse, ResponseWithoutId, ResultWithNullId, ErrorNotObject,
    ErrorCodeNotInteger, ErrorMessageNotString;
// Conversation rules over a connection (ConnectionAnalysis finds these).
extern const Rule DuplicateRequestId, NotificationWithId, UnknownResponseId, DuplicateResponse,
    IdTypeChanged, ResponseToNotification, BatchNotAllowed, MethodNotInCapabilities,
    MissingResultType, MessageSize, RequestUnanswered;
// What McpSession notices while it runs the conversation.
extern const Rule LateResponse, ErrorWithoutId, ProgressUnknownToken, ServerRequestInModernEra,
    InvalidXMcpHeader, ResultTypeNotAllowed, RequestTimedOut;
// What `mcpscope-cli lint` finds by exercising the server (LintScript).
extern const Rule LintPingFailed, LintListFailed, LintPagination, LintInvalidCursorAccepted,
    LintResourceReadFailed, LintPromptGetFailed, LintCancelBrokeSession, LintToolCallFailed,
    LintToolReportedError, LintStructuredContent, LintArgumentsNotGenerated;

} // namespace Rules
