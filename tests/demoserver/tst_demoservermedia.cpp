// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/mcp/mcpmethods.h>
#include <core/schema/schemavalidator.h>

#include <QDataStream>
#include <QImage>
#include <QJsonArray>

#include <demoimage.h>
#include <gtest/gtest.h>
#include <mediatools.h>
#include <toolcatalogue.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject blockOfType(const QJsonObject &result, const QString &type, int nth = 0)
{
    for (const QJsonValue &block : result["content"_L1].toArray()) {
        if (block["type"_L1].toString() == type && nth-- == 0)
            return block.toObject();
    }
    return {};
}

struct WavFormat
{
    QByteArray riff, wave, fmt, data;
    quint32 riffSize = 0, fmtSize = 0, sampleRate = 0, byteRate = 0, dataSize = 0;
    quint16 format = 0, channels = 0, blockAlign = 0, bits = 0;
};

WavFormat readWav(const QByteArray &bytes)
{
    WavFormat wav;
    QDataStream in(bytes);
    in.setByteOrder(QDataStream::LittleEndian);
    const auto tag = [&in] {
        QByteArray text(4, '\0');
        in.readRawData(text.data(), 4);
        return text;
    };
    wav.riff = tag();
    in >> wav.riffSize;
    wav.wave = tag();
    wav.fmt = tag();
    in >> wav.fmtSize >> wav.format >> wav.channels >> wav.sampleRate >> wav.byteRate
        >> wav.blockAlign >> wav.bits;
    wav.data = tag();
    in >> wav.dataSize;
    return wav;
}

} // namespace

TEST(DemoServerMedia, GetAudioReturnsAPcmWavOfTheAskedLength)
{
    ServerHarness harness;
    const QJsonObject audio = blockOfType(
        harness.callTool(u"get_audio"_s, {{"frequency_hz"_L1, 880}, {"duration_ms"_L1, 250}}),
        u"audio"_s);
    ASSERT_FALSE(audio.isEmpty());
    EXPECT_EQ(audio["mimeType"_L1].toString(), u"audio/wav"_s);
    const QByteArray bytes = QByteArray::fromBase64(audio["data"_L1].toString().toLatin1());
    EXPECT_EQ(bytes, MediaTools::toneWav(880, 250));
    const WavFormat wav = readWav(bytes);
    EXPECT_EQ(wav.riff, "RIFF");
    EXPECT_EQ(wav.wave, "WAVE");
    EXPECT_EQ(wav.fmt, "fmt ");
    EXPECT_EQ(wav.format, 1); // PCM
    EXPECT_EQ(wav.channels, 1);
    EXPECT_EQ(wav.sampleRate, 8000u);
    EXPECT_EQ(wav.bits, 16);
    EXPECT_EQ(wav.byteRate, 16000u);
    EXPECT_EQ(wav.data, "data");
    EXPECT_EQ(wav.dataSize, 2u * 2000); // 0.25 s at 8 kHz, 2 bytes a sample
    EXPECT_EQ(wav.riffSize, quint32(bytes.size() - 8));
    EXPECT_EQ(bytes.size(), 44 + 4000);
}

TEST(DemoServerMedia, ToneFadesInAndOut)
{
    const QByteArray wav = MediaTools::toneWav(440, 100);
    QDataStream in(wav.mid(44));
    in.setByteOrder(QDataStream::LittleEndian);
    QList<qint16> samples;
    while (!in.atEnd()) {
        qint16 sample = 0;
        in >> sample;
        samples << sample;
    }
    ASSERT_EQ(samples.size(), 800);
    EXPECT_EQ(samples.first(), 0);
    EXPECT_EQ(samples.last(), 0);
    const auto loudest = *std::max_element(samples.begin(), samples.end());
    EXPECT_GT(loudest, 11000);
    EXPECT_LE(loudest, 12000);
}

TEST(DemoServerMedia, MixedContentHasEveryKindOfBlock)
{
    ServerHarness harness;
    harness.initialize();
    const QJsonObject result = harness.callTool(u"mixed_content"_s);
    QStringList types;
    for (const QJsonValue &block : result["content"_L1].toArray())
        types << block["type"_L1].toString();
    EXPECT_EQ(types,
              QStringList({u"text"_s,
                           u"resource_link"_s,
                           u"resource"_s,
                           u"resource"_s,
                           u"resource"_s,
                           u"text"_s}));
    const QJsonObject text = blockOfType(result, u"text"_s);
    EXPECT_EQ(text["annotations"_L1]["priority"_L1].toDouble(), 0.9);
    EXPECT_EQ(blockOfType(result, u"resource"_s, 0)["_meta"_L1]["demo/source"_L1].toString(),
              u"embedded"_s);
    const QJsonObject png = blockOfType(result, u"resource"_s, 1)["resource"_L1].toObject();
    EXPECT_EQ(png["mimeType"_L1].toString(), u"image/png"_s);
    EXPECT_EQ(QByteArray::fromBase64(png["blob"_L1].toString().toLatin1()), DemoImage::png());
    const QJsonObject binary = blockOfType(result, u"resource"_s, 2)["resource"_L1].toObject();
    EXPECT_EQ(binary["mimeType"_L1].toString(), u"application/octet-stream"_s);
    EXPECT_EQ(QByteArray::fromBase64(binary["blob"_L1].toString().toLatin1()).size(), 256);
    EXPECT_EQ(result["_meta"_L1]["demo/generatedBy"_L1].toString(), u"mcpscope-demo-server"_s);
}

TEST(DemoServerMedia, MixedContentLinksAReadableResourceAndMatchesItsOutputSchema)
{
    ServerHarness harness;
    harness.initialize();
    const QJsonObject result = harness.callTool(u"mixed_content"_s);
    const QString uri = blockOfType(result, u"resource_link"_s)["uri"_L1].toString();
    const JsonRpcMessage read = harness.request(Mcp::Method::ResourcesRead, {{"uri"_L1, uri}});
    ASSERT_EQ(read.kind(), JsonRpcMessage::Kind::Result);
    EXPECT_TRUE(read.result()["contents"_L1][0]["text"_L1].toString().startsWith(u"# mcpscope"_s));

    const ToolCatalogue catalogue;
    const QJsonObject schema
        = catalogue.definition(u"mixed_content"_s)["outputSchema"_L1].toObject();
    ASSERT_FALSE(schema.isEmpty());
    EXPECT_TRUE(SchemaValidator(schema).validate(result["structuredContent"_L1]).isEmpty());
    // The last text block mirrors structuredContent, for clients that only read text.
    const QJsonObject mirror = blockOfType(result, u"text"_s, 1);
    EXPECT_EQ(QJsonDocument::fromJson(mirror["text"_L1].toString().toUtf8()).object(),
              result["structuredContent"_L1].toObject());
}
