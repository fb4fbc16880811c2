// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>

// The demo tools whose results show content types beyond text: get_audio (a generated WAV
// tone) and mixed_content (a resource link, embedded text and binary resources, an image blob
// and structuredContent that matches its outputSchema, with annotations and _meta). Pure and
// deterministic, so tests can compare bytes.
namespace MediaTools {

// A 16-bit mono PCM WAV at 8 kHz: a sine tone with 10 ms fades, so it starts and ends without
// a click. frequencyHz and durationMs are taken as given (the inputSchema bounds them).
QByteArray toneWav(int frequencyHz, int durationMs);

QJsonObject audioResult(const QJsonObject &arguments);
QJsonObject mixedResult();

} // namespace MediaTools
