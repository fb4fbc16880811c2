// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "savedata.h"

#include <QByteArray>
#include <QMediaPlayer>
#include <QWidget>

class QAudioOutput;
class QBuffer;
class QLabel;
class QSlider;
class QToolButton;

// Audio from a result (audio block or audio blob) played from memory with Qt Multimedia:
// play/pause, position, "Save as…". Nothing multimedia is created until Play is clicked, so
// showing a result never touches the audio system (no device, no backend: no hang, no crash);
// what goes wrong then is reported in words under the controls. Owns the player and its
// buffer; GUI thread.
class AudioPlayer : public QWidget
{
    Q_OBJECT
public:
    AudioPlayer(const Payload &payload, QWidget *parent = nullptr);
    ~AudioPlayer() override;

    QByteArray bytes() const { return m_payload.bytes; }
    bool hasPlayer() const { return m_player != nullptr; }
    QString suggestedFileName() const;
    bool saveTo(const QString &path, QString *error) const;
    void togglePlayback();

private:
    void createPlayer();
    void showState(QMediaPlayer::PlaybackState state);
    void showPosition(qint64 positionMs);
    void showError(const QString &message);

    Payload m_payload;
    QToolButton *m_play = nullptr;
    QSlider *m_position = nullptr;
    QLabel *m_time = nullptr;
    QLabel *m_status = nullptr;
    QBuffer *m_buffer = nullptr;
    QMediaPlayer *m_player = nullptr;
    QAudioOutput *m_output = nullptr;
};
