// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <QSignalSpy>
#include <QSocketNotifier>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <stdioserverio.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int StdioWaitMs = 5000;

// StdioServerIo on three pipes: the test writes the "client" end of input and reads the client
// ends of output and error.
class StdioServerIoTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::signal(SIGPIPE, SIG_IGN); // EPIPE must come back as an error, as in main()
        for (int *fds : {m_input, m_output, m_error}) {
            ASSERT_EQ(::pipe(fds), 0);
            ::fcntl(fds[0], F_SETFD, FD_CLOEXEC);
            ::fcntl(fds[1], F_SETFD, FD_CLOEXEC);
        }
        io = std::make_unique<StdioServerIo>(m_input[0], m_output[1], m_error[1]);
        io->start();
    }

    void TearDown() override
    {
        io.reset();
        for (int fd : {m_input[0], m_input[1], m_output[0], m_output[1], m_error[0], m_error[1]}) {
            if (fd >= 0)
                ::close(fd);
        }
    }

    void send(QByteArrayView bytes)
    {
        ASSERT_EQ(::write(m_input[1], bytes.data(), bytes.size()), bytes.size());
    }
    void closeClientInput()
    {
        ::close(m_input[1]);
        m_input[1] = -1;
    }
    void closeClientOutput()
    {
        ::close(m_output[0]);
        m_output[0] = -1;
    }
    QByteArray readAll(int fd)
    {
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        QByteArray data;
        char buffer[65536];
        ssize_t count;
        while ((count = ::read(fd, buffer, sizeof buffer)) > 0)
            data.append(buffer, count);
        return data;
    }
    int clientOutputFd() const { return m_output[0]; }
    int clientErrorFd() const { return m_error[0]; }

    std::unique_ptr<StdioServerIo> io;

private:
    int m_input[2] = {-1, -1};
    int m_output[2] = {-1, -1};
    int m_error[2] = {-1, -1};
};

TEST_F(StdioServerIoTest, FramesLinesSplitAcrossReads)
{
    QSignalSpy frames(io.get(), &StdioServerIo::frameReceived);
    send(R"({"a":1})"
         "\n"
         R"({"b")");
    ASSERT_TRUE(frames.wait(StdioWaitMs));
    send(":2}\r\n");
    ASSERT_TRUE(QTest::qWaitFor([&] { return frames.size() == 2; }, StdioWaitMs));
    EXPECT_EQ(frames.at(0).at(0).toByteArray(), QByteArray(R"({"a":1})"));
    EXPECT_EQ(frames.at(1).at(0).toByteArray(), QByteArray(R"({"b":2})"));
}

TEST_F(StdioServerIoTest, EndOfInputDeliversTheLastUnterminatedLineFirst)
{
    QList<QByteArray> events;
    QObject::connect(io.get(), &StdioServerIo::frameReceived, io.get(), [&](const QByteArray &f) {
        events << f;
    });
    QObject::connect(io.get(), &StdioServerIo::inputClosed, io.get(), [&] { events << "EOF"; });
    send("first\nlast");
    closeClientInput();
    ASSERT_TRUE(QTest::qWaitFor([&] { return events.size() == 3; }, StdioWaitMs));
    EXPECT_EQ(events, QList<QByteArray>({"first", "last", "EOF"}));
}

TEST_F(StdioServerIoTest, StopReadingDropsFramesAlreadyRead)
{
    QList<QByteArray> frames;
    QObject::connect(io.get(), &StdioServerIo::frameReceived, io.get(), [&](const QByteArray &f) {
        frames << f;
        io->stopReading();
    });
    QSignalSpy closed(io.get(), &StdioServerIo::inputClosed);
    send("one\ntwo\nthree\n");
    ASSERT_TRUE(QTest::qWaitFor([&] { return !frames.isEmpty(); }, StdioWaitMs));
    closeClientInput();
    // Had reading continued, EOF would be reported within this wait.
    EXPECT_FALSE(closed.wait(200));
    EXPECT_EQ(frames, QList<QByteArray>({"one"}));
}

TEST_F(StdioServerIoTest, LargeOutputIsQueuedAndDrainedWithoutBlocking)
{
    // Far more than a pipe holds (64 KiB on Linux): the first write must stop at EAGAIN.
    const QByteArray line(3 * 1024 * 1024, 'x');
    io->writeLine(line);
    io->writeLine("after");
    EXPECT_TRUE(io->hasPendingOutput());

    QByteArray received;
    QSocketNotifier reader(clientOutputFd(), QSocketNotifier::Read);
    QObject::connect(&reader, &QSocketNotifier::activated, &reader, [&] {
        received += readAll(clientOutputFd());
    });
    QSignalSpy drained(io.get(), &StdioServerIo::outputDrained);
    ASSERT_TRUE(drained.wait(StdioWaitMs));
    ASSERT_TRUE(QTest::qWaitFor([&] { return received.size() == line.size() + 7; }, StdioWaitMs));
    EXPECT_EQ(received, line + "\nafter\n");
    EXPECT_FALSE(io->hasPendingOutput());
}

TEST_F(StdioServerIoTest, ClosedOutputIsReportedOnce)
{
    QSignalSpy closed(io.get(), &StdioServerIo::outputClosed);
    closeClientOutput();
    io->writeLine("nobody reads this");
    io->writeLine("nor this");
    EXPECT_EQ(closed.size(), 1);
    EXPECT_FALSE(io->hasPendingOutput());
}

TEST_F(StdioServerIoTest, DiagnosticsAreSingleLines)
{
    io->writeDiagnostic(u"two\nlines"_s);
    io->writeDiagnostic(u"ünïcode"_s);
    EXPECT_EQ(readAll(clientErrorFd()), QByteArray("two lines\n") + u"ünïcode\n"_s.toUtf8());
}

} // namespace
