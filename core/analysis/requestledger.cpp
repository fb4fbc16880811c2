// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "requestledger.h"

void RequestLedger::open(Side sender, const JsonRpcId &id, OpenRequest request)
{
    side(sender).open.insert(id, std::move(request));
}

std::optional<RequestLedger::OpenRequest> RequestLedger::answer(Side requester, const JsonRpcId &id)
{
    Book &book = side(requester);
    const auto found = book.open.find(id);
    if (found == book.open.end())
        return std::nullopt;
    OpenRequest request = std::move(*found);
    book.open.erase(found);
    book.answered.insert(id, request.single ? request.frame : 0);
    book.answeredOrder.push_back(id);
    if (book.answeredOrder.size() > size_t(kRememberedAnswers)) {
        book.answered.remove(book.answeredOrder.front());
        book.answeredOrder.pop_front();
    }
    return request;
}

void RequestLedger::cancel(Side sender, const JsonRpcId &id)
{
    Book &book = side(sender);
    const auto found = book.open.find(id);
    if (found != book.open.end())
        found->cancelled = true;
}

qint64 RequestLedger::previousRound(Side sender, const JsonRpcId &id) const
{
    // Usually answered (an MRTR round ends with its input_required result, a retry follows an
    // error); open when it was given up on (a retry after a timeout).
    const Book &book = side(sender);
    const auto open = book.open.constFind(id);
    if (open != book.open.constEnd())
        return open->single ? open->frame : 0;
    return book.answered.value(id, 0);
}
