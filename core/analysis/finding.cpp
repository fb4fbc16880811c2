// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "finding.h"

#include "shaperules.h"

using namespace Qt::StringLiterals;

namespace {

using Severity = Rule::Severity;

// Where the rules are written. The MCP pages are those of the newest legacy revision; the
// modern-era rules cite 2026-07-28.
constexpr auto kJsonRpcRequest = "https://www.jsonrpc.org/specification#request_object"_L1;
constexpr auto kJsonRpcResponse = "https://www.jsonrpc.org/specification#response_object"_L1;
constexpr auto kJsonRpcNotification = "https://www.jsonrpc.org/specification#notification"_L1;
constexpr auto kJsonRpcObject = "https://www.jsonrpc.org/specification#conventions"_L1;
constexpr auto kMcpMessages
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic#messages"_L1;
constexpr auto kMcpRequests
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic#requests"_L1;
constexpr auto kMcpResponses
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic#responses"_L1;
constexpr auto kMcpNotifications
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic#notifications"_L1;
constexpr auto kMcpCapabilities = "https://modelcontextprotocol.io/specification/2025-11-25/"
                                  "basic/lifecycle#capability-negotiation"_L1;
constexpr auto kMcpTimeouts
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#timeouts"_L1;
constexpr auto kMcpProgress
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/progress"_L1;
constexpr auto kMcpCancellation
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/cancellation"_L1;
constexpr auto kBatchesRemoved
    = "https://modelcontextprotocol.io/specification/2025-06-18/changelog"_L1;
constexpr auto kModernResults
    = "https://modelcontextprotocol.io/specification/2026-07-28/basic#responses"_L1;
constexpr auto kModernHeaders = "https://modelcontextprotocol.io/specification/2026-07-28/basic/"
                                "transports/streamable-http"_L1;
constexpr auto kPing
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/ping"_L1;
constexpr auto kPagination
    = "https://modelcontextprotocol.io/specification/2025-11-25/server/utilities/pagination"_L1;
constexpr auto kTools = "https://modelcontextprotocol.io/specification/2025-11-25/server/tools"_L1;
constexpr auto kResources
    = "https://modelcontextprotocol.io/specification/2025-11-25/server/resources"_L1;
constexpr auto kPrompts
    = "https://modelcontextprotocol.io/specification/2025-11-25/server/prompts"_L1;
constexpr auto kModernRequests
    = "https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr"_L1;

} // namespace

namespace Rules {

// clang-format off
const Rule NotJson{"not-json"_L1, Severity::Error, "Not JSON"_L1, "MCP > Basic > Messages (UTF-8 JSON-RPC)"_L1, kMcpMessages};
const Rule EmptyFrame{"empty-frame"_L1, Severity::Error, "Empty frame"_L1, "MCP > Basic > Messages"_L1, kMcpMessages};
const Rule NotAnObject{"not-an-object"_L1, Severity::Error, "Message is not an object"_L1, "JSON-RPC 2.0 sec. 4 Request object"_L1, kJsonRpcRequest};
const Rule MissingJsonRpc{"missing-jsonrpc"_L1, Severity::Error, "No \"jsonrpc\" member"_L1, "JSON-RPC 2.0 sec. 4 Request object"_L1, kJsonRpcRequest};
const Rule WrongJsonRpc{"wrong-jsonrpc"_L1, Severity::Error, "\"jsonrpc\" is not \"2.0\""_L1, "JSON-RPC 2.0 sec. 4 Request object"_L1, kJsonRpcRequest};
const Rule MethodNotString{"method-not-string"_L1, Severity::Error, "\"method\" is not a string"_L1, "JSON-RPC 2.0 sec. 4 Request object"_L1, kJsonRpcRequest};
const Rule ParamsNotStructured{"params-not-structured"_L1, Severity::Error, "\"params\" is not an object or array"_L1, "JSON-RPC 2.0 sec. 4.2 Parameter structures"_L1, kJsonRpcRequest};
const Rule RequestWithResult{"request-with-result"_L1, Severity::Error, "Request carries a result"_L1, "JSON-RPC 2.0 sec. 4 Request object"_L1, kJsonRpcRequest};
const Rule InvalidRequestId{"invalid-request-id"_L1, Severity::Error, "Request id is not a string or integer"_L1, "MCP > Basic > Requests"_L1, kMcpRequests};
const Rule ResultAndError{"result-and-error"_L1, Severity::Error, "Both result and error"_L1, "JSON-RPC 2.0 sec. 5 Response object"_L1, kJsonRpcResponse};
const Rule NeitherRequestNorResponse{"neither-request-nor-response"_L1, Severity::Error, "Neither request nor response"_L1, "JSON-RPC 2.0 sec. 4, sec. 5"_L1, kJsonRpcObject};
const Rule ResponseWithoutId{"response-without-id"_L1, Severity::Error, "Response without id"_L1, "JSON-RPC 2.0 sec. 5 Response object"_L1, kJsonRpcResponse};
const Rule ResultWithNullId{"result-with-null-id"_L1, Severity::Error, "Result with a null id"_L1, "MCP > Basic > Responses"_L1, kMcpResponses};
const Rule ErrorNotObject{"error-not-object"_L1, Severity::Error, "\"error\" is not an object"_L1, "JSON-RPC 2.0 sec. 5.1 Error object"_L1, kJsonRpcResponse};
const Rule ErrorCodeNotInteger{"error-code-not-integer"_L1, Severity::Error, "Error code is not an integer"_L1, "JSON-RPC 2.0 sec. 5.1 Error object"_L1, kJsonRpcResponse};
const Rule ErrorMessageNotString{"error-message-not-string"_L1, Severity::Error, "Error message is not a string"_L1, "JSON-RPC 2.0 sec. 5.1 Error object"_L1, kJsonRpcResponse};

const Rule DuplicateRequestId{"duplicate-request-id"_L1, Severity::Error, "Request id reused"_L1, "MCP > Basic > Requests (ids are never reused)"_L1, kMcpRequests};
const Rule NotificationWithId{"notification-with-id"_L1, Severity::Warning, "Notification with an id"_L1, "MCP > Basic > Notifications"_L1, kMcpNotifications};
const Rule UnknownResponseId{"unknown-response-id"_L1, Severity::Warning, "Response to no open request"_L1, "MCP > Basic > Responses"_L1, kMcpResponses};
const Rule DuplicateResponse{"duplicate-response"_L1, Severity::Warning, "Second response"_L1, "MCP > Basic > Responses"_L1, kMcpResponses};
const Rule IdTypeChanged{"id-type-changed"_L1, Severity::Error, "Response id changed type"_L1, "MCP > Basic > Responses (same id as the request)"_L1, kMcpResponses};
const Rule ResponseToNotification{"response-to-notification"_L1, Severity::Warning, "Notification answered"_L1, "JSON-RPC 2.0 sec. 4.1 Notification"_L1, kJsonRpcNotification};
const Rule BatchNotAllowed{"batch-not-allowed"_L1, Severity::Error, "Batch in a revision without batches"_L1, "MCP 2025-06-18 changelog (batching removed)"_L1, kBatchesRemoved};
const Rule MethodNotInCapabilities{"method-not-in-capabilities"_L1, Severity::Warning, "Method without its capability"_L1, "MCP > Lifecycle > Capability negotiation"_L1, kMcpCapabilities};
const Rule MissingResultType{"missing-result-type"_L1, Severity::Warning, "Result without resultType"_L1, "MCP 2026-07-28 > Basic > Responses (resultType)"_L1, kModernResults};
const Rule MessageSize{"message-size"_L1, Severity::Info, "Very large message"_L1, "MCP > Basic > Messages"_L1, kMcpMessages};
const Rule RequestUnanswered{"request-unanswered"_L1, Severity::Error, "Request never answered"_L1, "MCP > Basic > Responses (every request gets one)"_L1, kMcpResponses};

const Rule LateResponse{"late-response"_L1, Severity::Info, "Late response"_L1, "MCP > Utilities > Cancellation (responses may still arrive)"_L1, kMcpCancellation};
const Rule ErrorWithoutId{"error-without-id"_L1, Severity::Warning, "Error tied to no request"_L1, "JSON-RPC 2.0 sec. 5 Response object (null id)"_L1, kJsonRpcResponse};
const Rule ProgressUnknownToken{"progress-unknown-token"_L1, Severity::Warning, "Progress for an unknown token"_L1, "MCP > Utilities > Progress"_L1, kMcpProgress};
const Rule ServerRequestInModernEra{"server-request-in-modern-era"_L1, Severity::Error, "Server request in 2026-07-28"_L1, "MCP 2026-07-28 > Multi-round-trip requests"_L1, kModernRequests};
const Rule InvalidXMcpHeader{"invalid-x-mcp-header"_L1, Severity::Error, "Invalid x-mcp-header"_L1, "MCP 2026-07-28 > Streamable HTTP > Custom headers"_L1, kModernHeaders};
const Rule ResultTypeNotAllowed{"result-type-not-allowed"_L1, Severity::Error, "resultType not allowed here"_L1, "MCP 2026-07-28 > Basic > Responses (resultType)"_L1, kModernResults};
const Rule RequestTimedOut{"request-timed-out"_L1, Severity::Warning, "Request timed out"_L1, "MCP > Lifecycle > Timeouts"_L1, kMcpTimeouts};

const Rule LintPingFailed{"lint.ping-failed"_L1, Severity::Error, "ping not answered with {}"_L1, "MCP > Utilities > Ping (the receiver MUST respond promptly)"_L1, kPing};
const Rule LintListFailed{"lint.list-failed"_L1, Severity::Error, "Listing a declared capability failed"_L1, "MCP > Lifecycle > Capability negotiation"_L1, kMcpCapabilities};
const Rule LintPagination{"lint.pagination"_L1, Severity::Warning, "Pagination problem"_L1, "MCP > Utilities > Pagination"_L1, kPagination};
const Rule LintInvalidCursorAccepted{"lint.invalid-cursor-accepted"_L1, Severity::Warning, "Invalid cursor not refused with -32602"_L1, "MCP > Utilities > Pagination > Error handling"_L1, kPagination};
const Rule LintResourceReadFailed{"lint.resource-read-failed"_L1, Severity::Warning, "A listed resource cannot be read"_L1, "MCP > Server > Resources > Reading resources"_L1, kResources};
const Rule LintPromptGetFailed{"lint.prompt-get-failed"_L1, Severity::Warning, "A listed prompt cannot be got"_L1, "MCP > Server > Prompts > Getting a prompt"_L1, kPrompts};
const Rule LintCancelBrokeSession{"lint.cancel-broke-session"_L1, Severity::Error, "Cancellation broke the session"_L1, "MCP > Utilities > Cancellation"_L1, kMcpCancellation};
const Rule LintToolCallFailed{"lint.tool-call-failed"_L1, Severity::Warning, "A read-only tool refused valid arguments"_L1, "MCP > Server > Tools > Error handling"_L1, kTools};
const Rule LintToolReportedError{"lint.tool-reported-error"_L1, Severity::Info, "A read-only tool reported an error"_L1, "MCP > Server > Tools > Error handling"_L1, kTools};
const Rule LintStructuredContent{"lint.structured-content"_L1, Severity::Error, "structuredContent breaks the outputSchema"_L1, "MCP > Server > Tools > Output schema"_L1, kTools};
const Rule LintArgumentsNotGenerated{"lint.arguments-not-generated"_L1, Severity::Info, "No valid arguments could be generated"_L1, "MCP > Server > Tools (inputSchema)"_L1, kTools};
// clang-format on

const QList<const Rule *> &all()
{
    static const QList<const Rule *> rules = [] {
        QList<const Rule *> list{
            &NotJson,
            &EmptyFrame,
            &NotAnObject,
            &MissingJsonRpc,
            &WrongJsonRpc,
            &MethodNotString,
            &ParamsNotStructured,
            &RequestWithResult,
            &InvalidRequestId,
            &ResultAndError,
            &NeitherRequestNorResponse,
            &ResponseWithoutId,
            &ResultWithNullId,
            &ErrorNotObject,
            &ErrorCodeNotInteger,
            &ErrorMessageNotString,
            &DuplicateRequestId,
            &NotificationWithId,
            &UnknownResponseId,
            &DuplicateResponse,
            &IdTypeChanged,
            &ResponseToNotification,
            &BatchNotAllowed,
            &MethodNotInCapabilities,
            &MissingResultType,
            &MessageSize,
            &RequestUnanswered,
            &LateResponse,
            &ErrorWithoutId,
            &ProgressUnknownToken,
            &ServerRequestInModernEra,
            &InvalidXMcpHeader,
            &ResultTypeNotAllowed,
            &RequestTimedOut,
            &LintPingFailed,
            &LintListFailed,
            &LintPagination,
            &LintInvalidCursorAccepted,
            &LintResourceReadFailed,
            &LintPromptGetFailed,
            &LintCancelBrokeSession,
            &LintToolCallFailed,
            &LintToolReportedError,
            &LintStructuredContent,
            &LintArgumentsNotGenerated,
        };
        list.append(ShapeRules::all());
        return list;
    }();
    return rules;
}

const Rule *byId(QAnyStringView id)
{
    for (const Rule *rule : all()) {
        if (QAnyStringView::equal(rule->id, id))
            return rule;
    }
    return nullptr;
}

} // namespace Rules

QString Rule::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return u"error"_s;
    case Severity::Warning:
        return u"warning"_s;
    case Severity::Info:
        return u"info"_s;
    }
    return {};
}
