// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemaregex.h"

#define PCRE2_CODE_UNIT_WIDTH 16
#include <pcre2.h>

using namespace Qt::StringLiterals;

namespace {

// Bytes a match may allocate for its backtracking frames (PCRE2 counts in KiB).
constexpr quint32 kHeapLimitKiB = 32 * 1024;

struct CompileContext
{
    CompileContext()
        : context(pcre2_compile_context_create(nullptr))
    {
        pcre2_set_parens_nest_limit(context, SchemaRegex::MaxNesting);
        pcre2_set_max_pattern_length(context, SchemaRegex::MaxPatternLength);
        // ECMA-262 with the "u" flag: \u{1F600} as well as \uXXXX.
        pcre2_set_compile_extra_options(context, PCRE2_EXTRA_ALT_BSUX);
    }
    ~CompileContext() { pcre2_compile_context_free(context); }
    pcre2_compile_context *context;
};

struct MatchContext
{
    MatchContext()
        : context(pcre2_match_context_create(nullptr))
    {
        pcre2_set_match_limit(context, SchemaRegex::MaxSteps);
        pcre2_set_depth_limit(context, SchemaRegex::MaxSteps);
        pcre2_set_heap_limit(context, kHeapLimitKiB);
    }
    ~MatchContext() { pcre2_match_context_free(context); }
    pcre2_match_context *context;
};

QString pcreMessage(int code)
{
    PCRE2_UCHAR buffer[256];
    const int length = pcre2_get_error_message(code, buffer, 256);
    return length < 0 ? u"error %1"_s.arg(code)
                      : QString::fromUtf16(reinterpret_cast<const char16_t *>(buffer), length);
}

} // namespace

SchemaRegex::SchemaRegex(const QString &pattern)
    : m_pattern(pattern)
{
    if (pattern.size() > MaxPatternLength) {
        m_error = u"longer than %1 characters"_s.arg(MaxPatternLength);
        return;
    }
    static const CompileContext compileContext; // read-only after construction: any thread
    int error = 0;
    PCRE2_SIZE offset = 0;
    pcre2_code *code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.utf16()),
                                     PCRE2_SIZE(pattern.size()),
                                     PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF
                                         | PCRE2_ALT_BSUX | PCRE2_DOLLAR_ENDONLY,
                                     &error,
                                     &offset,
                                     compileContext.context);
    if (!code) {
        m_error = u"%1 at offset %2"_s.arg(pcreMessage(error)).arg(offset);
        return;
    }
    m_code = std::shared_ptr<void>(code,
                                   [](void *p) { pcre2_code_free(static_cast<pcre2_code *>(p)); });
}

SchemaRegex::Result SchemaRegex::search(QStringView subject) const
{
    if (!m_code)
        return Result::NoMatch;
    if (subject.size() > MaxSubjectLength)
        return Result::TooLong;
    static const MatchContext matchContext;
    static const char16_t empty = 0; // PCRE2 10.42 refuses a null subject, even an empty one
    const auto *text = subject.isEmpty() ? &empty : subject.utf16();
    auto *code = static_cast<pcre2_code *>(m_code.get());
    const std::unique_ptr<pcre2_match_data, void (*)(pcre2_match_data *)> data(
        pcre2_match_data_create(1, nullptr), pcre2_match_data_free);
    const int status = pcre2_match(code,
                                   reinterpret_cast<PCRE2_SPTR>(text),
                                   PCRE2_SIZE(subject.size()),
                                   0,
                                   0,
                                   data.get(),
                                   matchContext.context);
    if (status >= 0)
        return Result::Match;
    if (status == PCRE2_ERROR_NOMATCH)
        return Result::NoMatch;
    return Result::TooExpensive; // match, depth or heap limit (or out of memory)
}

QString SchemaRegex::explain(Result result)
{
    switch (result) {
    case Result::TooExpensive:
        return u"matching needs more than %1 steps"_s.arg(MaxSteps);
    case Result::TooLong:
        return u"the string is longer than %1 characters"_s.arg(MaxSubjectLength);
    case Result::Match:
    case Result::NoMatch:
        break;
    }
    return {};
}
