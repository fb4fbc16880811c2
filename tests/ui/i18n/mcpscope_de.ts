<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A tiny translation of the loader tests (tst_translations.cpp), see mcpscope_zh_CN.ts. -->
<TS version="2.1" language="de">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
</context>
</TS>
