// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// The Raw tab's two ways of showing bytes exactly as received. Pure.
namespace RawBytes {

// True when the bytes are valid UTF-8 with no control characters other than tab, CR and LF:
// text a person can read as it is. Anything else is shown as a hex dump.
bool isReadableText(const QByteArray &bytes);
// Classic hex dump: offset, 16 bytes in hex, the printable ASCII ("." for the rest). At most
// maxBytes are dumped; a last line says how many more there are.
QString hexDump(const QByteArray &bytes, qsizetype maxBytes);

} // namespace RawBytes
