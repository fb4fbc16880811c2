// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The HTTP reply reader on any status, headers and body a server may send, in any chunking:
// JSON bodies and event streams alike, through a QNetworkReply that serves the fuzzer's bytes.
#include <core/transport/httpreplyreader.h>

#include <QCoreApplication>
#include <QNetworkReply>

#include <cstring>
#include <fuzzer/FuzzedDataProvider.h>

namespace {

// A reply whose status, headers and body come from the fuzzer; signals are emitted directly,
// so no event loop is needed.
class FuzzedReply : public QNetworkReply
{
public:
    explicit FuzzedReply(FuzzedDataProvider &provider)
    {
        // As HttpRequestBuilder makes every request: redirects are the reader's decision.
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:1/mcp")));
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::UserVerifiedRedirectPolicy);
        setRequest(request);
        setUrl(request.url());
        setAttribute(QNetworkRequest::HttpStatusCodeAttribute,
                     provider.ConsumeIntegralInRange(100, 599));
        const int headers = provider.ConsumeIntegralInRange(0, 6);
        for (int i = 0; i < headers; ++i) {
            const bool eventStream = provider.ConsumeBool();
            const std::string name = eventStream ? std::string("Content-Type")
                                                 : provider.ConsumeRandomLengthString(32);
            const std::string value = eventStream ? std::string("text/event-stream")
                                                  : provider.ConsumeRandomLengthString(64);
            setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
        }
        open(QIODevice::ReadOnly);
    }

    void serve(FuzzedDataProvider &provider)
    {
        Q_EMIT metaDataChanged();
        if (provider.ConsumeBool()) // a redirect to a URL the server chose
            Q_EMIT redirected(QUrl(QString::fromStdString(provider.ConsumeRandomLengthString(64))));
        while (provider.remaining_bytes() > 0) {
            const std::string chunk = provider.ConsumeRandomLengthString(512);
            m_pending.append(chunk.data(), qsizetype(chunk.size()));
            Q_EMIT readyRead();
        }
        setFinished(true);
        Q_EMIT finished();
    }

    void abort() override { close(); }
    qint64 bytesAvailable() const override
    {
        return m_pending.size() + QIODevice::bytesAvailable();
    }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 n = qMin<qint64>(maxSize, m_pending.size());
        std::memcpy(data, m_pending.constData(), size_t(n));
        m_pending.remove(0, n);
        return n;
    }

private:
    QByteArray m_pending;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_httpreply";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv); // QNetworkReply wants one

    FuzzedDataProvider provider(data, size);
    auto *reply = new FuzzedReply(provider);
    // A small limit so the fuzzer reaches the over-limit paths (body, SSE line, SSE event).
    constexpr qint64 maxMessageBytes = 4096;
    HttpReplyReader reader(reply, "POST", {}, maxMessageBytes); // takes ownership of the reply
    reply->serve(provider);
    (void)reader.exchange();
    return 0;
}
