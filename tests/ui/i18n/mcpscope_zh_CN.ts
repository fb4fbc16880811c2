<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A tiny translation of the loader tests (tst_translations.cpp): proves that UiLanguage
     finds and installs mcpscope_zh_CN.qm for the language zh_CN, whatever the real file holds. -->
<TS version="2.1" language="zh_CN">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Server</source>
        <translation>服务器(&amp;S)</translation>
    </message>
</context>
</TS>
