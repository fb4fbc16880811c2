// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "audioplayer.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "savedata.h"
#include "widgets/servertext.h"

#include <QAudioDevice>
#include <QAudioOutput>
#include <QBuffer>
#include <QHBoxLayout>
#include <QLabel>
#include <QMediaDevices>
#include <QSlider>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString clockText(qint64 ms)
{
    const int seconds = int(ms / 1000);
    const int hundredths = int(ms % 1000) / 10;
    return u"%1:%2.%3"_s.arg(seconds / 60)
        .arg(seconds % 60, 2, 10, QChar(u'0'))
        .arg(hundredths, 2, 10, QChar(u'0'));
}

} // namespace

AudioPlayer::AudioPlayer(const Payload &payload, QWidget *parent)
    : QWidget(parent)
    , m_payload(payload)
    , m_play(new QToolButton(this))
    , m_position(new QSlider(Qt::Horizontal, this))
    , m_time(ServerText::lineLabel(QString(), this))
    , m_status(ServerText::lineLabel(QString(), this))
{
    setObjectName(u"audioPlayer"_s);
    auto *info = ServerText::lineLabel(QString(), this);
    info->setObjectName(u"audioInfo"_s);
    info->setText(tr("%1 · %2").arg(
        payload.mimeType.isEmpty() ? tr("no mimeType") : ServerText::line(payload.mimeType, 80),
        DisplayText::formatSize(payload.bytes.size())));
    m_play->setObjectName(u"playButton"_s);
    m_play->setText(tr("Play"));
    m_play->setToolTip(tr("Play the audio (uses your default output device)"));
    m_position->setObjectName(u"audioPosition"_s);
    m_position->setEnabled(false);
    m_time->setObjectName(u"audioTime"_s);
    m_time->setText(clockText(0));
    m_status->setObjectName(u"audioStatus"_s);
    m_status->setWordWrap(true);
    m_status->hide();
    auto *save = new QToolButton(this);
    save->setObjectName(u"saveAudioButton"_s);
    save->setText(tr("Save as…"));
    connect(m_play, &QToolButton::clicked, this, &AudioPlayer::togglePlayback);
    connect(save, &QToolButton::clicked, this, [this] {
        SaveData::saveWithDialog(this, suggestedFileName(), m_payload.bytes);
    });
    connect(m_position, &QSlider::sliderMoved, this, [this](int positionMs) {
        if (m_player)
            m_player->setPosition(positionMs);
    });

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_play);
    controls->addWidget(m_position, 1);
    controls->addWidget(m_time);
    controls->addWidget(save);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(info);
    layout->addLayout(controls);
    layout->addWidget(m_status);
}

AudioPlayer::~AudioPlayer()
{
    // The player reads from the buffer until it stops; stop it before the buffer goes.
    if (m_player)
        m_player->stop();
}

void AudioPlayer::togglePlayback()
{
    if (!m_player) {
        if (QMediaDevices::audioOutputs().isEmpty()) {
            showError(tr("No audio output device: save the audio to play it elsewhere."));
            return;
        }
        createPlayer();
    }
    if (m_player->playbackState() == QMediaPlayer::PlayingState)
        m_player->pause();
    else
        m_player->play();
}

void AudioPlayer::createPlayer()
{
    m_buffer = new QBuffer(this);
    m_buffer->setData(m_payload.bytes);
    m_buffer->open(QIODevice::ReadOnly);
    m_output = new QAudioOutput(this);
    m_player = new QMediaPlayer(this);
    m_player->setAudioOutput(m_output);
    connect(m_player, &QMediaPlayer::playbackStateChanged, this, &AudioPlayer::showState);
    connect(m_player, &QMediaPlayer::positionChanged, this, &AudioPlayer::showPosition);
    connect(m_player, &QMediaPlayer::durationChanged, this, [this](qint64 durationMs) {
        m_position->setRange(0, int(durationMs));
        m_position->setEnabled(durationMs > 0);
    });
    connect(m_player,
            &QMediaPlayer::errorOccurred,
            this,
            [this](QMediaPlayer::Error, const QString &text) {
                showError(tr("Cannot play this audio: %1").arg(text));
            });
    connect(m_player,
            &QMediaPlayer::mediaStatusChanged,
            this,
            [this](QMediaPlayer::MediaStatus status) {
                // Some backends fail to build a pipeline without reporting an error; this they report.
                if (status == QMediaPlayer::InvalidMedia)
                    showError(tr("Cannot play this audio: the media backend cannot decode %1.")
                                  .arg(m_payload.mimeType.isEmpty()
                                           ? tr("it")
                                           : ServerText::line(m_payload.mimeType, 80)));
            });
    // The URL only names the format for backends that guess it from a file name.
    m_player->setSourceDevice(m_buffer, QUrl(suggestedFileName()));
}

void AudioPlayer::showState(QMediaPlayer::PlaybackState state)
{
    m_play->setText(state == QMediaPlayer::PlayingState ? tr("Pause") : tr("Play"));
    if (state == QMediaPlayer::StoppedState)
        showPosition(0);
}

void AudioPlayer::showPosition(qint64 positionMs)
{
    if (!m_position->isSliderDown())
        m_position->setValue(int(positionMs));
    m_time->setText(clockText(positionMs));
}

void AudioPlayer::showError(const QString &message)
{
    ServerText::setText(m_status, message);
    PaletteColors::setTextTone(m_status, PaletteColors::Tone::Error);
    m_status->show();
}

QString AudioPlayer::suggestedFileName() const
{
    return m_payload.suggestedFileName(u"audio"_s);
}

bool AudioPlayer::saveTo(const QString &path, QString *error) const
{
    return m_payload.saveTo(path, error);
}
