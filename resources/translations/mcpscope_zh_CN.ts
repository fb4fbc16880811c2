<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Core, Gui, Widgets, Network, WebSockets, Multimedia: the toolkit</source>
        <translation>Core、Gui、Widgets、Network、WebSockets、Multimedia：界面工具包</translation>
    </message>
    <message>
        <source>OAuth credentials in the OS keyring</source>
        <translation>操作系统密钥环中的 OAuth 凭据</translation>
    </message>
    <message>
        <source>OAuth signatures: private_key_jwt and DPoP proofs</source>
        <translation>OAuth 签名：private_key_jwt 和 DPoP 证明</translation>
    </message>
    <message>
        <source>Schema patterns, with match limits</source>
        <translation>模式中的正则表达式（带匹配限制）</translation>
    </message>
    <message>
        <source>JSON Schema validation (compiled in)</source>
        <translation>JSON Schema 校验（已编译进程序）</translation>
    </message>
    <message>
        <source>About mcpscope</source>
        <translation>关于 mcpscope</translation>
    </message>
    <message>
        <source>mcpscope %1</source>
        <translation>mcpscope %1</translation>
    </message>
    <message>
        <source>A desktop inspector for Model Context Protocol servers: every frame, both ways, decoded.</source>
        <translation>Model Context Protocol 服务器的桌面检查器：双向的每一帧，全部解码。</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>使用 Qt %1 构建，运行于 Qt %2。</translation>
    </message>
    <message>
        <source>Copyright © 2026 mcpscope authors. Released under the MIT license (SPDX: MIT), without any warranty.</source>
        <translation>版权所有 © 2026 mcpscope 作者。以 MIT 许可证（SPDX: MIT）发布，不提供任何担保。</translation>
    </message>
    <message>
        <source>Libraries mcpscope uses, and their licenses:</source>
        <translation>mcpscope 使用的库及其许可证：</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>库</translation>
    </message>
    <message>
        <source>License</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Qt is used under the LGPL-3.0 through its shared libraries, which you may replace with your own build.</source>
        <translation>Qt 以 LGPL-3.0 许可通过共享库使用，您可以用自己构建的版本替换它们。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>库</translation>
    </message>
</context>
<context>
    <name>AccessibleDefaults</name>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>更多工具</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>ActivityPane</name>
    <message>
        <source>No request is waiting for an answer.</source>
        <translation>没有等待应答的请求。</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting for an answer</source>
        <translation>
            <numerusform>%n 个请求正在等待应答</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>进行中的请求</translation>
    </message>
    <message>
        <source>The requests waiting for an answer: method, elapsed time, progress, message and timeout</source>
        <translation>等待应答的请求：方法、已用时间、进度、消息和超时</translation>
    </message>
</context>
<context>
    <name>AppPanel</name>
    <message>
        <source>No app yet.</source>
        <translation>尚无应用。</translation>
    </message>
    <message>
        <source>What the app says for a model (ui/message, ui/update-model-context), its log, and what its sandbox refused.</source>
        <translation>应用为模型提供的内容（ui/message、ui/update-model-context）、其日志以及其沙箱拒绝的操作。</translation>
    </message>
    <message>
        <source>the window was closed</source>
        <translation>窗口已关闭</translation>
    </message>
    <message>
        <source>MCP App %1 did not answer ui/resource-teardown within %2 ms; closed anyway</source>
        <translation>MCP 应用 %1 未在 %2 毫秒内应答 ui/resource-teardown；已强制关闭</translation>
    </message>
    <message>
        <source>the app was closed</source>
        <translation>应用已关闭</translation>
    </message>
    <message>
        <source>Reading the app %1…</source>
        <translation>正在读取应用 %1…</translation>
    </message>
    <message>
        <source>The app %1 is not shown: %2</source>
        <translation>应用 %1 未显示：%2</translation>
    </message>
    <message>
        <source>Content-Security-Policy: %1</source>
        <translation>Content-Security-Policy: %1</translation>
    </message>
    <message>
        <source>csp entry refused: %1</source>
        <translation>CSP 条目被拒绝：%1</translation>
    </message>
    <message>
        <source>blocked request %1: %2</source>
        <translation>已阻止请求 %1：%2</translation>
    </message>
    <message>
        <source>blocked navigation to %1</source>
        <translation>已阻止导航到 %1</translation>
    </message>
    <message>
        <source>blocked a new window</source>
        <translation>已阻止打开新窗口</translation>
    </message>
    <message>
        <source>MCP App %1: a download of %2 was refused: %3</source>
        <translation>MCP 应用 %1：下载 %2 被拒绝：%3</translation>
    </message>
    <message>
        <source>saved a download of the app as %1</source>
        <translation>已将应用的下载保存为 %1</translation>
    </message>
    <message>
        <source>a download of the app to %1 did not complete</source>
        <translation>应用到 %1 的下载未完成</translation>
    </message>
    <message>
        <source>App %1</source>
        <translation>应用 %1</translation>
    </message>
    <message>
        <source>Open a link from the app?</source>
        <translation>打开应用中的链接？</translation>
    </message>
    <message>
        <source>The app asks to open this address in your browser:</source>
        <translation>应用请求在浏览器中打开此地址：</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>尚不知道</translation>
    </message>
    <message>
        <source>Save a file from the app?</source>
        <translation>保存应用提供的文件？</translation>
    </message>
    <message>
        <source>The app %1 offers a file to save on this computer.

Name: %2
Size: %3
Type: %4
From: %5</source>
        <translation>应用 %1 提供了一个文件，可保存到本机。

名称：%2
大小：%3
类型：%4
来源：%5</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未提供</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the app&apos;s file</source>
        <translation>保存应用的文件</translation>
    </message>
    <message>
        <source>MCP App — %1</source>
        <translation>MCP 应用 — %1</translation>
    </message>
</context>
<context>
    <name>AppView</name>
    <message>
        <source>a blob of another origin than the app&apos;s</source>
        <translation>与应用不同源的 blob</translation>
    </message>
    <message>
        <source>its origin is not in the app&apos;s Content Security Policy (connectDomains)</source>
        <translation>其源不在应用的内容安全策略（connectDomains）中</translation>
    </message>
    <message>
        <source>an app may offer only data: and blob: downloads of its own, never %1: URLs</source>
        <translation>应用只能提供自身的 data: 和 blob: 下载，不能提供 %1: URL</translation>
    </message>
    <message>
        <source>this view saves no downloads</source>
        <translation>此视图不保存下载</translation>
    </message>
    <message>
        <source>declined by the user</source>
        <translation>被用户拒绝</translation>
    </message>
</context>
<context>
    <name>AudioPlayer</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation>无 mimeType</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play the audio (uses your default output device)</source>
        <translation>播放音频（使用默认输出设备）</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>No audio output device: save the audio to play it elsewhere.</source>
        <translation>没有音频输出设备：请保存音频后在别处播放。</translation>
    </message>
    <message>
        <source>Cannot play this audio: %1</source>
        <translation>无法播放此音频：%1</translation>
    </message>
    <message>
        <source>Cannot play this audio: the media backend cannot decode %1.</source>
        <translation>无法播放此音频：媒体后端无法解码 %1。</translation>
    </message>
    <message>
        <source>it</source>
        <translation>该音频</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>AuthorizationPane</name>
    <message>
        <source>Forget credentials</source>
        <translation>清除凭据</translation>
    </message>
    <message>
        <source>Waiting for you to log in in the browser. Requests to this server wait too: their timeouts are paused until the login ends.</source>
        <translation>正在等待您在浏览器中登录。发往此服务器的请求也在等待：登录结束前其超时计时暂停。</translation>
    </message>
    <message>
        <source>Delete this server&apos;s tokens and the client registered at its authorization server; the next connection authorizes anew.</source>
        <translation>删除此服务器的令牌以及在其授权服务器上注册的客户端；下次连接时重新授权。</translation>
    </message>
    <message>
        <source>Credentials are kept %1.</source>
        <translation>凭据存放位置：%1。</translation>
    </message>
    <message>
        <source>File fallback in use: %1.</source>
        <translation>正在使用文件后备存储：%1。</translation>
    </message>
    <message>
        <source>credentials forgotten</source>
        <translation>凭据已清除</translation>
    </message>
    <message>
        <source>the next connection authorizes anew</source>
        <translation>下次连接时重新授权</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>A step of the OAuth authorization (discovery, registration, token, …)</extracomment>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>HTTP</source>
        <extracomment>The column of HTTP status codes</extracomment>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>Answer</source>
        <extracomment>What the server answered to this step</extracomment>
        <translation>应答</translation>
    </message>
    <message>
        <source>Authorization steps</source>
        <translation>授权步骤</translation>
    </message>
    <message>
        <source>Each step of the authorization: what was asked, where, and how it ended</source>
        <translation>授权的每一步：请求了什么、发往何处、结果如何</translation>
    </message>
</context>
<context>
    <name>AutosaveOffer</name>
    <message>
        <source>&amp;Reopen</source>
        <translation>重新打开(&amp;R)</translation>
    </message>
    <message>
        <source>Opens the recording offline: nothing is started or connected</source>
        <translation>离线打开该录制：不会启动或连接任何东西</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Copies the recording to a file of your choice</source>
        <translation>将该录制复制到您选择的文件</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Deletes the recording that was offered</source>
        <translation>删除所提供的录制</translation>
    </message>
    <message numerus="yes">
        <source>mcpscope did not close normally. The session it was recording (%n event(s), saved at %1) can be reopened.</source>
        <translation>
            <numerusform>mcpscope 未正常关闭。它正在录制的会话（%n 个事件，保存于 %1）可以重新打开。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mcpscope did not close normally. The newest of the %1 sessions it was recording (%n event(s), saved at %2) can be reopened; the others are in the sessions folder.</source>
        <translation>
            <numerusform>mcpscope 未正常关闭。它正在录制的 %1 个会话中最新的一个（%n 个事件，保存于 %2）可以重新打开；其余的在会话文件夹中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Recording As</source>
        <translation>录制另存为</translation>
    </message>
    <message>
        <source>The recording was saved to %1.</source>
        <translation>录制已保存到 %1。</translation>
    </message>
    <message>
        <source>The recording was not saved: %1</source>
        <translation>录制未保存：%1</translation>
    </message>
</context>
<context>
    <name>BlockFrame</name>
    <message>
        <source>Annotations: hints from the server about who the content is for and how important it is</source>
        <translation>注解：服务器给出的提示，说明内容面向谁以及其重要程度</translation>
    </message>
    <message>
        <source>Show the %1&apos;s _meta</source>
        <translation>显示 %1 的 _meta</translation>
    </message>
    <message>
        <source>audience: %1</source>
        <translation>受众：%1</translation>
    </message>
    <message>
        <source>priority %1</source>
        <translation>优先级 %1</translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation>修改于 %1</translation>
    </message>
</context>
<context>
    <name>BooleanValueEditor</name>
    <message>
        <source>false (not sent)</source>
        <translation>false（不发送）</translation>
    </message>
</context>
<context>
    <name>CapabilitiesEditor</name>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>What mcpscope tells this server it can do. Turn a capability off to see how the server copes without it. Changes apply at the next connect.</source>
        <translation>mcpscope 告知此服务器自己能做什么。关闭某项能力，可查看服务器在没有它时如何应对。更改在下次连接时生效。</translation>
    </message>
    <message>
        <source>Roots</source>
        <translation>根目录</translation>
    </message>
    <message>
        <source>Answer roots/list from the Roots list</source>
        <translation>用根目录列表应答 roots/list</translation>
    </message>
    <message>
        <source>    announce changes (listChanged)</source>
        <translation>    通告变更（listChanged）</translation>
    </message>
    <message>
        <source>Send notifications/roots/list_changed after each edit</source>
        <translation>每次编辑后发送 notifications/roots/list_changed</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <source>Let the server ask for LLM completions (sampling/createMessage); you answer them by hand</source>
        <translation>允许服务器请求 LLM 补全（sampling/createMessage）；由您手动应答</translation>
    </message>
    <message>
        <source>    with tools (sampling.tools)</source>
        <translation>    带工具（sampling.tools）</translation>
    </message>
    <message>
        <source>The server may offer tools in a sampling request</source>
        <translation>服务器可在采样请求中提供工具</translation>
    </message>
    <message>
        <source>    with context (sampling.context)</source>
        <translation>    带上下文（sampling.context）</translation>
    </message>
    <message>
        <source>The server may ask to include context (includeContext)</source>
        <translation>服务器可请求包含上下文（includeContext）</translation>
    </message>
    <message>
        <source>Elicitation: forms</source>
        <translation>信息征询：表单</translation>
    </message>
    <message>
        <source>The server may ask you to fill in a form</source>
        <translation>服务器可请求您填写表单</translation>
    </message>
    <message>
        <source>Elicitation: URLs</source>
        <translation>信息征询：URL</translation>
    </message>
    <message>
        <source>The server may ask you to visit a URL (2025-11-25)</source>
        <translation>服务器可请求您访问某个 URL（2025-11-25）</translation>
    </message>
    <message>
        <source>MCP Apps (io.modelcontextprotocol/ui)</source>
        <translation>MCP 应用（io.modelcontextprotocol/ui）</translation>
    </message>
    <message>
        <source>Offer the MCP Apps extension: a tool&apos;s ui:// app is shown next to its result</source>
        <translation>提供 MCP Apps 扩展：工具的 ui:// 应用显示在其结果旁边</translation>
    </message>
    <message>
        <source>Tasks on the client (task-augmented sampling and elicitation) are not offered: mcpscope answers those requests directly.</source>
        <translation>不提供客户端任务（任务增强的采样和信息征询）：mcpscope 直接应答这些请求。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Negotiated&lt;/b&gt;: not connected yet.</source>
        <translation>&lt;b&gt;协商结果&lt;/b&gt;：尚未连接。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Negotiated&lt;/b&gt; (%1)&lt;br&gt;We declared: %2&lt;br&gt;The server offers: %3</source>
        <translation>&lt;b&gt;协商结果&lt;/b&gt;（%1）&lt;br&gt;我们声明：%2&lt;br&gt;服务器提供：%3</translation>
    </message>
    <message>
        <source>The switches differ from what was declared: reconnect to apply them.</source>
        <translation>开关与已声明的不同：重新连接以应用。</translation>
    </message>
</context>
<context>
    <name>CatalogController</name>
    <message>
        <source>Remove the server?</source>
        <translation>移除服务器？</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; from the catalog? Its saved calls and the secrets kept for it go too.</source>
        <translation>从服务器目录中移除“%1”？其已保存的调用和为其保存的机密信息也会一并删除。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Cannot connect to the server</source>
        <translation>无法连接到服务器</translation>
    </message>
    <message>
        <source>Opening the keychain…</source>
        <translation>正在打开密钥环…</translation>
    </message>
    <message>
        <source>&amp;Import Servers…</source>
        <translation>导入服务器(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export Servers…</source>
        <translation>导出服务器(&amp;E)…</translation>
    </message>
    <message>
        <source>The command was saved but its confirmation is not: %1</source>
        <translation>命令已保存，但其确认未保存：%1</translation>
    </message>
    <message>
        <source>New server</source>
        <translation>新服务器</translation>
    </message>
    <message>
        <source>The connection bar has no server to add.</source>
        <translation>连接栏中没有可添加的服务器。</translation>
    </message>
    <message>
        <source>The confirmation is not remembered: %1</source>
        <translation>未记住确认：%1</translation>
    </message>
    <message>
        <source>Connect to &quot;%1&quot; from the server catalog.</source>
        <translation>连接到服务器目录中的“%1”。</translation>
    </message>
    <message>
        <source>There is no server &quot;%1&quot; in %2 (%3). It has:
%4</source>
        <translation>%2（%3）中没有服务器“%1”。其中有：
%4</translation>
    </message>
    <message>
        <source>  (none)</source>
        <translation>  （无）</translation>
    </message>
    <message>
        <source>Cannot connect to --server %1 from --config %2.</source>
        <translation>无法通过 --config %2 连接到 --server %1。</translation>
    </message>
    <message>
        <source>Connect to &quot;%1&quot; from %2 (%3).</source>
        <translation>连接到 %2（%3）中的“%1”。</translation>
    </message>
    <message>
        <source>not confirmed: nothing was started</source>
        <translation>未确认：未启动任何程序</translation>
    </message>
    <message>
        <source>A saved call of &quot;%1&quot; was left out: %2</source>
        <translation>已略过“%1”的一个已保存的调用：%2</translation>
    </message>
    <message>
        <source>The saved calls are not saved: %1</source>
        <translation>已保存的调用未能保存：%1</translation>
    </message>
    <message>
        <source>A value for the import</source>
        <translation>导入所需的值</translation>
    </message>
    <message>
        <source>%1
(${input:%2}; kept with the server&apos;s secrets when it is a password)</source>
        <translation>%1
（${input:%2}；若为密码，则与服务器的机密一起保存）</translation>
    </message>
</context>
<context>
    <name>CatalogDock</name>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Shows the servers whose name, command line or URL contains this</source>
        <translation>显示名称、命令行或 URL 包含此内容的服务器</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>筛选(&amp;F)：</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Add a server to the catalog</source>
        <translation>向服务器目录添加服务器</translation>
    </message>
    <message>
        <source>Add Current Connection</source>
        <translation>添加当前连接</translation>
    </message>
    <message>
        <source>Add the connection bar&apos;s server to the catalog</source>
        <translation>将连接栏中的服务器添加到服务器目录</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Import servers from other MCP clients&apos; config files</source>
        <translation>从其他 MCP 客户端的配置文件导入服务器</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>编辑所选服务器</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>创建副本</translation>
    </message>
    <message>
        <source>Copy the server</source>
        <translation>复制此服务器</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Rename the server (F2)</source>
        <translation>重命名服务器（F2）</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Remove the server</source>
        <translation>移除服务器</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move the server up</source>
        <translation>上移服务器</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move the server down</source>
        <translation>下移服务器</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Connect to the server (double-click or Enter)</source>
        <translation>连接到服务器（双击或按 Enter）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Write the server as a snippet for another MCP client</source>
        <translation>将服务器写成供其他 MCP 客户端使用的配置片段</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>The server catalog: Enter or a double-click connects to the selected server</source>
        <translation>服务器目录：按 Enter 或双击连接到所选服务器</translation>
    </message>
</context>
<context>
    <name>CatalogEntryDialog</name>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>The command and its arguments (stdio), or the server&apos;s URL, e.g. https://host/mcp</source>
        <translation>命令及其参数（stdio），或服务器的 URL，例如 https://host/mcp</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Environment, working directory, headers, token, era and limits</source>
        <translation>环境变量、工作目录、标头、令牌、协议时代和限制</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation>传输(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Command or URL:</source>
        <translation>命令或 URL(&amp;C)：</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>请为服务器命名。</translation>
    </message>
    <message>
        <source>Give the command that starts the server.</source>
        <translation>请给出启动服务器的命令。</translation>
    </message>
</context>
<context>
    <name>CatalogExportDialog</name>
    <message>
        <source>Export Servers</source>
        <translation>导出服务器</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Client:</source>
        <translation>客户端(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Servers:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>Only &quot;%1&quot;</source>
        <translation>仅“%1”</translation>
    </message>
    <message numerus="yes">
        <source>All servers in the catalog (%n)</source>
        <translation>
            <numerusform>服务器目录中的所有服务器（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the environment variable %2</source>
        <translation>%1：环境变量 %2</translation>
    </message>
    <message>
        <source>%1: the header %2 (as %3)</source>
        <translation>%1：标头 %2（作为 %3）</translation>
    </message>
    <message>
        <source>%1: the bearer token</source>
        <translation>%1：持有者令牌</translation>
    </message>
    <message>
        <source>No secrets in these servers.</source>
        <translation>这些服务器中没有机密信息。</translation>
    </message>
    <message>
        <source>Secret values are not exported; these are left as references:</source>
        <translation>机密值不会导出；以下内容保留为引用：</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>已复制到剪贴板。</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
</context>
<context>
    <name>CatalogImportDialog</name>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Import Servers</source>
        <translation>导入服务器</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Runs or connects to</source>
        <translation>运行或连接到</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Open File…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>Config files of MCP clients on this computer:</source>
        <translation>本机上 MCP 客户端的配置文件：</translation>
    </message>
    <message>
        <source>Servers in the checked files:</source>
        <translation>已勾选文件中的服务器：</translation>
    </message>
    <message>
        <source>Nothing is started now: each command is shown for confirmation before its first run.</source>
        <translation>现在不会启动任何程序：每条命令在首次运行前都会显示以供确认。</translation>
    </message>
    <message>
        <source>(none found: use Open File…)</source>
        <translation>（未找到：请使用“打开文件…”）</translation>
    </message>
    <message>
        <source>Open MCP Client Config Files</source>
        <translation>打开 MCP 客户端配置文件</translation>
    </message>
    <message>
        <source>JSON config files (*.json *.jsonc);;All files (*)</source>
        <translation>JSON 配置文件 (*.json *.jsonc);;所有文件 (*)</translation>
    </message>
    <message>
        <source>the same command as &quot;%1&quot; in the catalog</source>
        <translation>与服务器目录中的“%1”命令相同</translation>
    </message>
    <message>
        <source>the same URL as &quot;%1&quot; in the catalog</source>
        <translation>与服务器目录中的“%1” URL 相同</translation>
    </message>
    <message>
        <source>renamed: the catalog has a server called &quot;%1&quot;</source>
        <translation>已重命名：服务器目录中已有名为“%1”的服务器</translation>
    </message>
    <message>
        <source>disabled in %1</source>
        <translation>在 %1 中已禁用</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>name cleaned: the file calls it &quot;%1&quot;</source>
        <translation>名称已清理：文件中的名称为“%1”</translation>
    </message>
    <message>
        <source>The file calls it &quot;%1&quot;</source>
        <translation>文件中的名称为“%1”</translation>
    </message>
    <message>
        <source>Import 1 Server</source>
        <translation>导入 1 个服务器</translation>
    </message>
    <message>
        <source>env: %1</source>
        <translation>环境变量：%1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>headers: %1</source>
        <translation>标头：%1</translation>
    </message>
    <message numerus="yes">
        <source>Import %n Servers</source>
        <translation>
            <numerusform>导入 %n 个服务器</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>The change was made but not saved: %1</source>
        <translation>更改已完成但未保存：%1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>协议时代</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>上次结果</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>needs login</source>
        <translation>需要登录</translation>
    </message>
    <message>
        <source>never connected</source>
        <translation>从未连接</translation>
    </message>
</context>
<context>
    <name>CatalogResultTracker</name>
    <message>
        <source>connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>closed before it was ready</source>
        <translation>在就绪前已关闭</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>(no name)</source>
        <translation>（无名称）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source> (not valid yet)</source>
        <translation> （尚未生效）</translation>
    </message>
    <message>
        <source> (expired)</source>
        <translation> （已过期）</translation>
    </message>
    <message>
        <source>Untrusted Certificate</source>
        <translation>不受信任的证书</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 presented a certificate this system does not trust.&lt;/b&gt;&lt;br&gt;Accept it only if you know it is the server&apos;s own, for example a self-signed certificate on a development machine.</source>
        <translation>&lt;b&gt;%1 出示了本系统不信任的证书。&lt;/b&gt;&lt;br&gt;仅当您确认这是该服务器自己的证书时才接受，例如开发机上的自签名证书。</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Issued to:</source>
        <translation>颁发给：</translation>
    </message>
    <message>
        <source>Also valid for:</source>
        <translation>也适用于：</translation>
    </message>
    <message>
        <source>Issued by:</source>
        <translation>颁发者：</translation>
    </message>
    <message>
        <source>Valid:</source>
        <translation>有效期：</translation>
    </message>
    <message>
        <source>SHA-256:</source>
        <translation>SHA-256：</translation>
    </message>
    <message>
        <source>You accepted a different certificate for this server before (%1). A renewed certificate looks like this too, but so does someone in the middle: compare the fingerprint with the server&apos;s before you accept.</source>
        <translation>您之前为此服务器接受过另一个证书（%1）。续期后的证书看起来就是这样，但中间人攻击也是如此：接受前请与服务器的指纹进行比对。</translation>
    </message>
    <message>
        <source>Accept for This Server and Reconnect</source>
        <translation>为此服务器接受并重新连接</translation>
    </message>
</context>
<context>
    <name>ChoiceValueEditor</name>
    <message>
        <source>other: %1</source>
        <translation>其他：%1</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
</context>
<context>
    <name>ClientSetupPane</name>
    <message>
        <source>Roots</source>
        <translation>根目录</translation>
    </message>
    <message>
        <source>Client capabilities</source>
        <translation>客户端能力</translation>
    </message>
    <message>
        <source>Settings for the next server you connect to.</source>
        <translation>用于下一个连接的服务器的设置。</translation>
    </message>
    <message>
        <source>For %1</source>
        <translation>用于 %1</translation>
    </message>
</context>
<context>
    <name>CommandConfirmation</name>
    <message>
        <source>Connect to %1 (%2).</source>
        <translation>连接到 %1（%2）。</translation>
    </message>
    <message>
        <source>Start this program (no shell):</source>
        <translation>启动此程序（不经过 shell）：</translation>
    </message>
    <message>
        <source>with these environment variables:</source>
        <translation>使用以下环境变量：</translation>
    </message>
    <message>
        <source>in the directory %1.</source>
        <translation>在目录 %1 中。</translation>
    </message>
    <message>
        <source>%1

This comes from a session file. Only continue if you trust it.

%2
Secret values were not recorded (***).</source>
        <translation>%1

此内容来自会话文件。仅在您信任它时继续。

%2
机密值未被录制（***）。</translation>
    </message>
    <message>
        <source>%1

This comes from another program&apos;s configuration file and has not been run from mcpscope before. Only continue if you trust it.

%2</source>
        <translation>%1

此内容来自另一个程序的配置文件，且此前从未在 mcpscope 中运行过。仅在您信任它时继续。

%2</translation>
    </message>
    <message>
        <source>Start the recorded server?</source>
        <translation>启动录制的服务器？</translation>
    </message>
    <message>
        <source>Start this server?</source>
        <translation>启动此服务器？</translation>
    </message>
    <message>
        <source>Run It</source>
        <translation>运行</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation>命令面板</translation>
    </message>
    <message>
        <source>Run or open:</source>
        <translation>运行或打开：</translation>
    </message>
    <message>
        <source>Command palette search</source>
        <translation>命令面板搜索</translation>
    </message>
    <message>
        <source>Type part of a name: letters in order, word starts count most</source>
        <translation>输入名称的一部分：字母按顺序匹配，单词开头最优先</translation>
    </message>
    <message>
        <source>Command palette results</source>
        <translation>命令面板结果</translation>
    </message>
    <message>
        <source>“%1” is no longer available</source>
        <translation>“%1”已不可用</translation>
    </message>
    <message>
        <source>Nothing matches.</source>
        <translation>没有匹配项。</translation>
    </message>
</context>
<context>
    <name>CommandPaletteModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>ConnectionBar</name>
    <message>
        <source>Command that starts the server, e.g. npx -y @modelcontextprotocol/server-everything</source>
        <translation>启动服务器的命令，例如 npx -y @modelcontextprotocol/server-everything</translation>
    </message>
    <message>
        <source>Server URL, e.g. http://localhost:3001/sse</source>
        <translation>服务器 URL，例如 http://localhost:3001/sse</translation>
    </message>
    <message>
        <source>Server URL, e.g. ws://localhost:3001/</source>
        <translation>服务器 URL，例如 ws://localhost:3001/</translation>
    </message>
    <message>
        <source>Server URL, e.g. http://localhost:3001/mcp</source>
        <translation>服务器 URL，例如 http://localhost:3001/mcp</translation>
    </message>
    <message>
        <source>Auto (from URL): %1</source>
        <translation>自动（根据 URL）：%1</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Review Certificate…</source>
        <translation>查看证书…</translation>
    </message>
    <message>
        <source>How to reach the server. stdio starts it as a child process. Auto picks from the URL: ws:// is WebSocket, a path ending in /sse is HTTP+SSE, anything else Streamable HTTP, falling back to HTTP+SSE when the server refuses it (as the MCP spec describes). WebSocket is not part of the MCP spec.</source>
        <translation>如何连接服务器。stdio 将其作为子进程启动。“自动”根据 URL 选择：ws:// 为 WebSocket，路径以 /sse 结尾为 HTTP+SSE，其他为 Streamable HTTP；服务器拒绝时回退到 HTTP+SSE（按 MCP 规范所述）。WebSocket 不属于 MCP 规范。</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>断开连接</translation>
    </message>
    <message>
        <source>See the certificate the server presented, and accept it for this server if you trust it</source>
        <translation>查看服务器出示的证书；如果信任，可为此服务器接受该证书</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>That is a URL, so the transport is now Auto (from URL). Choose stdio to run a command instead.</source>
        <translation>这是一个 URL，因此传输已改为“自动（根据 URL）”。如需运行命令，请选择 stdio。</translation>
    </message>
    <message>
        <source>Enter the command that starts the server first.</source>
        <translation>请先输入启动服务器的命令。</translation>
    </message>
    <message>
        <source>Cannot start: %1.</source>
        <translation>无法启动：%1。</translation>
    </message>
    <message>
        <source>The secret header %1 has no value (secret values are not saved): enter it in Settings….</source>
        <translation>机密标头 %1 没有值（机密值不会保存）：请在“设置…”中输入。</translation>
    </message>
    <message>
        <source>The secret variable %1 has no value (secret values are not saved): enter it in Settings….</source>
        <translation>机密变量 %1 没有值（机密值不会保存）：请在“设置…”中输入。</translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s URL and press Connect.</source>
        <translation>未连接。请输入服务器的 URL 并点击“连接”。</translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s command and press Connect.</source>
        <translation>未连接。请输入服务器的命令并点击“连接”。</translation>
    </message>
    <message>
        <source>Not connected. %1</source>
        <translation>未连接。%1</translation>
    </message>
    <message>
        <source>Not connected. Press Connect (Ctrl+K) to start the server.</source>
        <translation>未连接。点击“连接”（Ctrl+K）启动服务器。</translation>
    </message>
    <message>
        <source>Not connected. Press Connect (Ctrl+K) to connect over %1.</source>
        <translation>未连接。点击“连接”（Ctrl+K）通过 %1 连接。</translation>
    </message>
    <message>
        <source>Not connected. Auto picks the transport once the URL is complete.</source>
        <translation>未连接。URL 完整后，“自动”会选择传输。</translation>
    </message>
    <message>
        <source>Not connected. Auto will use %1. Press Connect (Ctrl+K).</source>
        <translation>未连接。“自动”将使用 %1。请点击“连接”（Ctrl+K）。</translation>
    </message>
    <message>
        <source>The server&apos;s URL: http:// or https:// for Streamable HTTP and HTTP+SSE, ws:// or wss:// for WebSocket.</source>
        <translation>服务器的 URL：http:// 或 https:// 用于 Streamable HTTP 和 HTTP+SSE，ws:// 或 wss:// 用于 WebSocket。</translation>
    </message>
    <message>
        <source>Program and arguments, split like a shell splits words (&apos;…&apos;, &quot;…&quot; and \ work; nothing is expanded). The program is started directly, never through a shell. Type or paste a URL to connect to a remote server instead.</source>
        <translation>程序及参数，按 shell 的方式拆分单词（支持 &apos;…&apos;、&quot;…&quot; 和 \；不做任何展开）。程序直接启动，从不经过 shell。输入或粘贴 URL 可改为连接远程服务器。</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Settings (1 variable)…</source>
        <translation>设置（1 个变量）…</translation>
    </message>
    <message>
        <source>Environment variables, working directory and timeout</source>
        <translation>环境变量、工作目录和超时</translation>
    </message>
    <message>
        <source>1 header</source>
        <translation>1 个标头</translation>
    </message>
    <message>
        <source>token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Settings (%1)…</source>
        <translation>设置（%1）…</translation>
    </message>
    <message>
        <source>HTTP headers, bearer token, accepted certificate and timeout</source>
        <translation>HTTP 标头、持有者令牌、已接受的证书和超时</translation>
    </message>
    <message numerus="yes">
        <source>Settings (%n variables)…</source>
        <translation>
            <numerusform>设置（%n 个变量）…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n headers</source>
        <translation>
            <numerusform>%n 个标头</numerusform>
        </translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
</context>
<context>
    <name>ContainerEditor</name>
    <message>
        <source>+ Add item</source>
        <translation>+ 添加项</translation>
    </message>
    <message>
        <source>new key</source>
        <translation>新键</translation>
    </message>
    <message>
        <source>+ Add entry</source>
        <translation>+ 添加条目</translation>
    </message>
    <message>
        <source>The schema allows no more here; added anyway on purpose, and marked by validation.</source>
        <translation>模式不允许在此添加更多内容；已特意添加，并由校验标记。</translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message>
        <source>This content block is not a JSON object.</source>
        <translation>此内容块不是 JSON 对象。</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Resource link</source>
        <translation>资源链接</translation>
    </message>
    <message>
        <source>Embedded resource</source>
        <translation>嵌入资源</translation>
    </message>
    <message>
        <source>A &quot;%1&quot; block without its required field; shown as JSON.</source>
        <translation>“%1”块缺少必需字段；以 JSON 显示。</translation>
    </message>
    <message>
        <source>This content block has no &quot;type&quot;; shown as JSON.</source>
        <translation>此内容块没有 &quot;type&quot;；以 JSON 显示。</translation>
    </message>
    <message>
        <source>Unknown content type &quot;%1&quot;; shown as JSON.</source>
        <translation>未知内容类型“%1”；以 JSON 显示。</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>音频</translation>
    </message>
    <message>
        <source>The &quot;data&quot; of this %1 block is not a base64 string.</source>
        <translation>此 %1 块的 &quot;data&quot; 不是 base64 字符串。</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>Show %1 more of %n blocks</source>
        <translation>
            <numerusform>再显示 %1 个（共 %n 个块）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagnosticsView</name>
    <message>
        <source>Server said:</source>
        <translation>服务器原文：</translation>
    </message>
    <message>
        <source>Meaning:</source>
        <translation>含义：</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>提示：</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>数据：</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>Likely cause:</source>
        <translation>可能原因：</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>No problems found in this row.</source>
        <translation>此行未发现问题。</translation>
    </message>
    <message>
        <source>Tool error</source>
        <translation>工具错误</translation>
    </message>
</context>
<context>
    <name>ElicitationCard</name>
    <message>
        <source>(the server gave no message)</source>
        <translation>（服务器未提供消息）</translation>
    </message>
    <message>
        <source>Visit a URL</source>
        <translation>访问 URL</translation>
    </message>
    <message>
        <source>Form to fill in</source>
        <translation>待填写的表单</translation>
    </message>
    <message>
        <source>Open and Accept</source>
        <translation>打开并接受</translation>
    </message>
    <message>
        <source>Accept and Send</source>
        <translation>接受并发送</translation>
    </message>
    <message>
        <source>Open the URL in your browser and tell the server you agreed</source>
        <translation>在浏览器中打开 URL，并告知服务器您已同意</translation>
    </message>
    <message>
        <source>Send what the form holds</source>
        <translation>发送表单中的内容</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Say no to this request</source>
        <translation>拒绝此请求</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Dismiss the request without deciding</source>
        <translation>不作决定，直接关闭此请求</translation>
    </message>
    <message>
        <source>Careful: this form seems to ask for a secret (%1). MCP servers must not ask for passwords or keys through a form.</source>
        <translation>注意：此表单似乎在索要机密信息（%1）。MCP 服务器不得通过表单索要密码或密钥。</translation>
    </message>
    <message>
        <source>Accepted: the URL was opened in your browser. The server may say when it is done.</source>
        <translation>已接受：已在浏览器中打开 URL。服务器可能会告知何时完成。</translation>
    </message>
    <message>
        <source>Not sent: the JSON does not parse (%1).</source>
        <translation>未发送：JSON 无法解析（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Not sent: %n problem(s) in the form — %1</source>
        <translation>
            <numerusform>未发送：表单中有 %n 个问题 — %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Accepted: the form was sent.</source>
        <translation>已接受：表单已发送。</translation>
    </message>
    <message>
        <source>Declined.</source>
        <translation>已拒绝。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Complete: the server says this URL elicitation is done.</source>
        <translation>已完成：服务器表示此 URL 信息征询已完成。</translation>
    </message>
</context>
<context>
    <name>EmbeddedResourceWidget</name>
    <message>
        <source>This resource has neither &quot;text&quot; nor &quot;blob&quot; (a string): nothing to show.</source>
        <translation>此资源既无 &quot;text&quot; 也无 &quot;blob&quot;（字符串）：没有可显示的内容。</translation>
    </message>
    <message>
        <source>Binary data: %1, %2</source>
        <translation>二进制数据：%1，%2</translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation>无 mimeType</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message numerus="yes">
        <source>The blob is not valid base64 (%n characters).</source>
        <translation>
            <numerusform>该 blob 不是有效的 base64（%n 个字符）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EraChoice</name>
    <message>
        <source>Legacy (initialize)</source>
        <translation>旧版（initialize）</translation>
    </message>
    <message>
        <source>Auto (probe, then fall back)</source>
        <translation>自动（先探测，再回退）</translation>
    </message>
    <message>
        <source>Modern (2026-07-28)</source>
        <translation>现代（2026-07-28）</translation>
    </message>
    <message>
        <source>Legacy servers (up to 2025-11-25) start with initialize; modern ones (2026-07-28) carry the version on every request. Auto asks with server/discover first and falls back to initialize; a silent stdio server then costs a few seconds once.</source>
        <translation>旧版服务器（至 2025-11-25）以 initialize 开始；现代服务器（2026-07-28）在每个请求中携带版本。“自动”先用 server/discover 询问，失败时回退到 initialize；若 stdio 服务器对此不作应答，首次会因此多花几秒钟。</translation>
    </message>
    <message>
        <source>The modern protocol version to offer first.</source>
        <translation>首先提供的现代协议版本。</translation>
    </message>
</context>
<context>
    <name>FormHints</name>
    <message>
        <source>characters</source>
        <translation>个字符</translation>
    </message>
    <message>
        <source>not empty</source>
        <translation>非空</translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation>至少 %1 %2</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation>至多 %1 %2</translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation>%1 的倍数</translation>
    </message>
    <message>
        <source>pattern %1</source>
        <translation>正则 %1</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>items</source>
        <translation>项</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>唯一</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>个字段</translation>
    </message>
    <message>
        <source>keys match %1</source>
        <translation>键匹配 %1</translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation>已弃用</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
</context>
<context>
    <name>FormNodeWidget</name>
    <message>
        <source>Send this optional field (unchecked: it is left out)</source>
        <translation>发送此可选字段（未勾选：不发送）</translation>
    </message>
    <message>
        <source>Key of this entry; Enter renames it</source>
        <translation>此条目的键；按 Enter 重命名</translation>
    </message>
    <message>
        <source>Which alternative of the schema&apos;s oneOf/anyOf to fill in</source>
        <translation>要填写模式中 oneOf/anyOf 的哪个备选项</translation>
    </message>
    <message>
        <source>Send null instead of a value</source>
        <translation>发送 null 而不是值</translation>
    </message>
    <message>
        <source>Move this item up (Alt+Up)</source>
        <translation>上移此项（Alt+Up）</translation>
    </message>
    <message>
        <source>Move this item down (Alt+Down)</source>
        <translation>下移此项（Alt+Down）</translation>
    </message>
    <message>
        <source>Remove (Alt+Delete)</source>
        <translation>移除（Alt+Delete）</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>JSON pointer: %1</source>
        <translation>JSON 指针：%1</translation>
    </message>
    <message>
        <source>Schema: #%1</source>
        <translation>模式：#%1</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>原始 JSON</translation>
    </message>
    <message>
        <source>Raw JSON: %1</source>
        <translation>原始 JSON：%1</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>第 %1 项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation>发送 %1</translation>
    </message>
    <message>
        <source>Key of %1</source>
        <translation>%1 的键</translation>
    </message>
    <message>
        <source>Alternative for %1</source>
        <translation>%1 的备选项</translation>
    </message>
    <message>
        <source>%1 is null</source>
        <translation>%1 为 null</translation>
    </message>
</context>
<context>
    <name>FormPanel</name>
    <message>
        <source>The schema defines no fields.</source>
        <translation>模式中没有定义字段。</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>Fit the image to the view</source>
        <translation>使图像适应视图</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>实际大小</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Save the image</source>
        <translation>保存图像</translation>
    </message>
    <message>
        <source>Decoding %1 (%2)…</source>
        <translation>正在解码 %1（%2）…</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>Cannot show this %1 (%2): %3</source>
        <translation>无法显示此%1（%2）：%3</translation>
    </message>
    <message>
        <source>%1 · %2×%3 · %4 · %5%</source>
        <translation>%1 · %2×%3 · %4 · %5%</translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation>无 mimeType</translation>
    </message>
</context>
<context>
    <name>InFlightModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>被用户取消</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Time left before mcpscope gives up on this request; progress from the server starts the count again</source>
        <translation>mcpscope 放弃此请求前的剩余时间；服务器发来进度会重新开始计时</translation>
    </message>
    <message>
        <source>Stop waiting and send notifications/cancelled</source>
        <translation>停止等待并发送 notifications/cancelled</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Timeout in</source>
        <translation>超时剩余</translation>
    </message>
</context>
<context>
    <name>InterfaceChangesBanner</name>
    <message>
        <source>Show &amp;Changes…</source>
        <translation>显示更改(&amp;C)…</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>InterfaceChangesController</name>
    <message>
        <source>Took a snapshot of the server&apos;s interface</source>
        <translation>已为服务器的接口拍摄快照</translation>
    </message>
    <message>
        <source>the interface snapshot was not stored: %1</source>
        <translation>接口快照未能存储：%1</translation>
    </message>
</context>
<context>
    <name>InterfaceDiffDialog</name>
    <message>
        <source>Interface Changes</source>
        <translation>接口更改</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>%1 — compared with the snapshot of %2: %3</source>
        <translation>%1 — 与 %2 的快照相比：%3</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <source>any JSON value, e.g. {&quot;key&quot;: 1}</source>
        <translation>任意 JSON 值，例如 {&quot;key&quot;: 1}</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
</context>
<context>
    <name>JsonTextEdit</name>
    <message>
        <source>Line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>Only one JSON value is allowed here</source>
        <translation>此处只允许一个 JSON 值</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>JsonTreeModel</name>
    <message>
        <source>{1 member}</source>
        <translation>{1 个成员}</translation>
    </message>
    <message>
        <source>[1 item]</source>
        <translation>[1 项]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message numerus="yes">
        <source>{%n members}</source>
        <translation>
            <numerusform>{%n 个成员}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n items]</source>
        <translation>
            <numerusform>[%n 项]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonView</name>
    <message>
        <source>Show as text</source>
        <translation>以文本显示</translation>
    </message>
    <message>
        <source>JSON tree</source>
        <translation>JSON 树</translation>
    </message>
    <message>
        <source>JSON text</source>
        <translation>JSON 文本</translation>
    </message>
</context>
<context>
    <name>KeyboardSupport</name>
    <message>
        <source>Command &amp;Palette…</source>
        <translation>命令面板(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>键盘快捷键(&amp;K)…</translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>Secrets are kept in the OS keyring (service &quot;%1&quot;).</source>
        <translation>机密保存在操作系统密钥环中（服务“%1”）。</translation>
    </message>
    <message>
        <source>Secrets are kept in %1, readable by you only: %2.</source>
        <translation>机密保存在 %1 中，仅您可读：%2。</translation>
    </message>
    <message>
        <source>Secrets are kept in memory only, until mcpscope quits: %1.</source>
        <translation>机密仅保存在内存中，直到 mcpscope 退出：%1。</translation>
    </message>
    <message>
        <source>The last write failed: %1</source>
        <translation>上次写入失败：%1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>The language changes when mcpscope starts next (--lang overrides it).</source>
        <translation>语言将在 mcpscope 下次启动时更改（--lang 优先于此设置）。</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>View › Language: the language of the operating system&apos;s settings</extracomment>
        <translation>系统</translation>
    </message>
    <message>
        <source>Applies at the next start</source>
        <translation>下次启动时生效</translation>
    </message>
</context>
<context>
    <name>ListHeader</name>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
</context>
<context>
    <name>LogStatusLabel</name>
    <message>
        <source>1 row · %1</source>
        <translation>1 行 · %1</translation>
    </message>
    <message>
        <source>Rows in the message log and the bytes of the traffic they hold</source>
        <translation>消息日志中的行数及其包含的流量字节数</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows · %1</source>
        <translation>
            <numerusform>%Ln 行 · %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoggingPane</name>
    <message>
        <source>Ask the server to send log messages at this level and above (logging/setLevel)</source>
        <translation>请求服务器发送此级别及以上的日志消息（logging/setLevel）</translation>
    </message>
    <message>
        <source>Show rows at this level and above</source>
        <translation>显示此级别及以上的行</translation>
    </message>
    <message>
        <source>Filter by text</source>
        <translation>按文本筛选</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Server level:</source>
        <translation>服务器级别：</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>The server does not offer logging (no &quot;logging&quot; capability).</source>
        <translation>服务器不提供日志（没有 &quot;logging&quot; 能力）。</translation>
    </message>
    <message>
        <source>Setting the level to %1…</source>
        <translation>正在将级别设为 %1…</translation>
    </message>
    <message>
        <source>The server logs at %1 and above.</source>
        <translation>服务器记录 %1 及以上级别的日志。</translation>
    </message>
    <message>
        <source>logging/setLevel failed: %1</source>
        <translation>logging/setLevel 失败：%1</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>服务器日志</translation>
    </message>
    <message>
        <source>The log messages the server sent: time, level, logger and message</source>
        <translation>服务器发送的日志消息：时间、级别、记录器和消息</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Raw console</source>
        <translation>原始控制台</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>服务器日志</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>&amp;Tool</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>C&amp;ancel Call</source>
        <translation>取消调用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Refresh List</source>
        <translation>刷新列表(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>日志(&amp;L)</translation>
    </message>
    <message>
        <source>Go to &amp;Paired Request/Response</source>
        <translation>转到配对的请求/响应(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Find in Frames…</source>
        <translation>在帧中查找(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation>筛选(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>清除(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About mcpscope</source>
        <translation>关于 mcpscope(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>服务器(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>断开连接(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Call</source>
        <comment>verb: call the selected tool</comment>
        <translation>调用(&amp;C)</translation>
    </message>
    <message>
        <source>mcpscope — %1</source>
        <extracomment>The window title: the program&apos;s name, then the server&apos;s</extracomment>
        <translation>mcpscope — %1</translation>
    </message>
</context>
<context>
    <name>MessageDetailView</name>
    <message>
        <source>Go to Response</source>
        <translation>转到响应</translation>
    </message>
    <message>
        <source>Copy Frame</source>
        <translation>复制帧</translation>
    </message>
    <message>
        <source>Select a message in the log to see it here.</source>
        <translation>在日志中选择一条消息即可在此查看。</translation>
    </message>
    <message>
        <source>Pretty</source>
        <translation>美化</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Select the request or response that pairs with this frame (or double-click the row)</source>
        <translation>选择与此帧配对的请求或响应（或双击该行）</translation>
    </message>
    <message>
        <source>Copy the frame&apos;s exact bytes, however large</source>
        <translation>复制帧的原始字节，无论多大</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>Show the bytes as a hex dump even when they are readable text</source>
        <translation>即使字节是可读文本，也以十六进制转储显示</translation>
    </message>
    <message>
        <source>No message selected</source>
        <translation>未选择消息</translation>
    </message>
    <message>
        <source>Go to Request</source>
        <translation>转到请求</translation>
    </message>
    <message>
        <source>Sent in rounds: %1. The rows of every round are tinted in the log.</source>
        <translation>分轮发送：%1。每一轮的行在日志中以底色标出。</translation>
    </message>
    <message>
        <source>No bytes: this row is an event, not a frame.</source>
        <translation>无字节：此行是事件，不是帧。</translation>
    </message>
    <message>
        <source>%1 exactly as received, UTF-8 text</source>
        <translation>%1，与接收时完全一致，UTF-8 文本</translation>
    </message>
    <message>
        <source>%1 exactly as received, as hex</source>
        <translation>%1，与接收时完全一致，十六进制</translation>
    </message>
    <message>
        <source>%1 exactly as received: not readable UTF-8 text, shown as hex</source>
        <translation>%1，与接收时完全一致：不是可读的 UTF-8 文本，以十六进制显示</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>诊断（%1）</translation>
    </message>
    <message>
        <source>The frame stops being valid JSON here</source>
        <translation>帧从此处开始不再是有效的 JSON</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>The selected frame&apos;s JSON, indented</source>
        <translation>所选帧的 JSON，已缩进</translation>
    </message>
    <message>
        <source>Frame as a tree</source>
        <translation>帧（树形）</translation>
    </message>
    <message>
        <source>The selected frame&apos;s JSON: one row per member, its name and value</source>
        <translation>所选帧的 JSON：每个成员一行，包括名称和值</translation>
    </message>
    <message>
        <source>Frame bytes</source>
        <translation>帧字节</translation>
    </message>
    <message>
        <source>The selected frame&apos;s bytes as received, as text or a hex dump</source>
        <translation>所选帧接收时的字节，以文本或十六进制转储显示</translation>
    </message>
</context>
<context>
    <name>MessageFilterProxyModel</name>
    <message>
        <source>No.</source>
        <extracomment>The log&apos;s column of row numbers</extracomment>
        <translation>序号</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Dir</source>
        <extracomment>The log&apos;s column of directions (sent or received), kept short</extracomment>
        <translation>方向</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>The log&apos;s column of JSON-RPC request ids</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>%1, pinned</source>
        <translation>%1，已固定</translation>
    </message>
</context>
<context>
    <name>MessageLogFinder</name>
    <message>
        <source>Search stopped</source>
        <translation>搜索已停止</translation>
    </message>
    <message>
        <source>Filter stopped: the rows shown are the previous filter&apos;s</source>
        <translation>筛选已停止：显示的是上一次筛选的行</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 个匹配</translation>
    </message>
    <message>
        <source>No row matches &quot;%1&quot;</source>
        <translation>没有与“%1”匹配的行</translation>
    </message>
    <message>
        <source>Filtering…</source>
        <translation>正在筛选…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageLogToolbar</name>
    <message>
        <source>Errors only</source>
        <translation>仅错误</translation>
    </message>
    <message>
        <source>Only matches</source>
        <translation>仅匹配项</translation>
    </message>
    <message>
        <source>Search (F3)</source>
        <translation>搜索（F3）</translation>
    </message>
    <message>
        <source>Find rows whose bytes, method or id contain this text (any case); F3 finds the next, Shift+F3 the previous, Esc stops a long search</source>
        <translation>查找字节、方法或 id 包含此文本的行（不区分大小写）；F3 查找下一个，Shift+F3 查找上一个，Esc 停止耗时的搜索</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>Show only the rows the search found</source>
        <translation>只显示搜索找到的行</translation>
    </message>
    <message>
        <source>Esc stops it</source>
        <translation>按 Esc 停止</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Remove every row from the log</source>
        <translation>从日志中移除所有行</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>筛选：</translation>
    </message>
    <message>
        <source>Show one direction only</source>
        <translation>只显示一个方向</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>→ out</source>
        <translation>→ 发出</translation>
    </message>
    <message>
        <source>← in</source>
        <translation>← 收到</translation>
    </message>
    <message>
        <source>• local</source>
        <translation>• 本地</translation>
    </message>
    <message>
        <source>● user</source>
        <translation>● 用户</translation>
    </message>
    <message>
        <source>⇠ app</source>
        <translation>⇠ 应用</translation>
    </message>
    <message>
        <source>⇢ app</source>
        <translation>⇢ 应用</translation>
    </message>
    <message>
        <source>Method, e.g. tools/*</source>
        <translation>方法，例如 tools/*</translation>
    </message>
    <message>
        <source>Show only methods matching this glob (* and ? wildcards); a response counts as the method of its request</source>
        <translation>只显示与此通配模式（* 和 ? 通配符）匹配的方法；响应按其请求的方法计</translation>
    </message>
    <message>
        <source>Show the rows of one server only: the one shown above, or any by name (the log keeps every connection)</source>
        <translation>只显示某一个服务器的行：上方显示的服务器，或按名称选择任意服务器（日志保留所有连接）</translation>
    </message>
    <message>
        <source>Filter rows by method, id or code</source>
        <translation>按方法、id 或代码筛选行</translation>
    </message>
    <message>
        <source>Show rows whose method, id, channel, error code or HTTP status contains this text (any case); search finds text in the frames</source>
        <translation>显示方法、id、通道、错误代码或 HTTP 状态包含此文本的行（不区分大小写）；“搜索”查找帧中的文本</translation>
    </message>
    <message>
        <source>All servers</source>
        <translation>所有服务器</translation>
    </message>
    <message>
        <source>This server</source>
        <translation>此服务器</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 条消息</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n messages</source>
        <translation>
            <numerusform>%n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Method filter</source>
        <translation>方法筛选</translation>
    </message>
</context>
<context>
    <name>MessageLogView</name>
    <message>
        <source>Cleared the log filter to show row #%1</source>
        <translation>已清除日志筛选以显示第 #%1 行</translation>
    </message>
    <message>
        <source>This row has no paired request or response</source>
        <translation>此行没有配对的请求或响应</translation>
    </message>
    <message>
        <source>Copied (secrets replaced by placeholders)</source>
        <translation>已复制（机密信息已替换为占位符）</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>复制为 JSON</translation>
    </message>
    <message>
        <source>Copy as mcpscope-cli Command</source>
        <translation>复制为 mcpscope-cli 命令</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>复制为 curl</translation>
    </message>
    <message>
        <source>Unpin Row</source>
        <translation>取消固定行</translation>
    </message>
    <message>
        <source>Pin Row</source>
        <translation>固定行</translation>
    </message>
    <message>
        <source>Go to Paired Request/Response</source>
        <translation>转到配对的请求/响应</translation>
    </message>
    <message>
        <source>Replay Selected…</source>
        <translation>重放所选…</translation>
    </message>
    <message>
        <source>Message log</source>
        <translation>消息日志</translation>
    </message>
    <message>
        <source>Every frame sent and received, one row each: number, time, direction, method, id, latency, size and summary</source>
        <translation>发送和接收的每一帧，每帧一行：序号、时间、方向、方法、ID、延迟、大小和摘要</translation>
    </message>
</context>
<context>
    <name>NoticeBanner</name>
    <message>
        <source>Notice</source>
        <translation>通知</translation>
    </message>
</context>
<context>
    <name>OAuthSettingsBox</name>
    <message>
        <source>OAuth</source>
        <translation>OAuth</translation>
    </message>
    <message>
        <source>Sign in with a browser (authorization code)</source>
        <translation>通过浏览器登录（授权码）</translation>
    </message>
    <message>
        <source>Client credentials (no user)</source>
        <translation>客户端凭据（无用户）</translation>
    </message>
    <message>
        <source>Workload identity token (JWT bearer)</source>
        <translation>工作负载身份令牌（JWT bearer）</translation>
    </message>
    <message>
        <source>Enterprise ID token (token exchange)</source>
        <translation>企业 ID 令牌（令牌交换）</translation>
    </message>
    <message>
        <source>Empty: the client ID comes from the client ID metadata document or from registration</source>
        <translation>留空：客户端 ID 来自客户端 ID 元数据文档或注册</translation>
    </message>
    <message>
        <source>The client&apos;s secret (client_secret_basic or _post), kept in the system keyring; empty: none</source>
        <translation>客户端的密钥（client_secret_basic 或 _post），保存在系统密钥环中；留空：无</translation>
    </message>
    <message>
        <source>A PEM private key file that signs the client&apos;s assertions (empty: none)</source>
        <translation>用于签名客户端断言的 PEM 私钥文件（留空：无）</translation>
    </message>
    <message>
        <source>A file holding the workload token</source>
        <translation>存有工作负载令牌的文件</translation>
    </message>
    <message>
        <source>A file holding the user&apos;s ID token</source>
        <translation>存有用户 ID 令牌的文件</translation>
    </message>
    <message>
        <source>The identity provider&apos;s token endpoint</source>
        <translation>身份提供方的令牌端点</translation>
    </message>
    <message>
        <source>The client&apos;s secret at the identity provider, kept in the system keyring; empty: the client ID alone</source>
        <translation>客户端在身份提供方处的密钥，保存在系统密钥环中；留空：仅使用客户端 ID</translation>
    </message>
    <message>
        <source>DPoP: bind tokens to a key made for each connection</source>
        <translation>DPoP：将令牌绑定到为每个连接生成的密钥</translation>
    </message>
    <message>
        <source>Grant:</source>
        <translation>授权类型：</translation>
    </message>
    <message>
        <source>Client ID:</source>
        <translation>客户端 ID：</translation>
    </message>
    <message>
        <source>Client secret:</source>
        <translation>客户端密钥：</translation>
    </message>
    <message>
        <source>Client key file:</source>
        <translation>客户端私钥文件：</translation>
    </message>
    <message>
        <source>Workload token file:</source>
        <translation>工作负载令牌文件：</translation>
    </message>
    <message>
        <source>ID token file:</source>
        <translation>ID 令牌文件：</translation>
    </message>
    <message>
        <source>IdP token endpoint:</source>
        <translation>IdP 令牌端点：</translation>
    </message>
    <message>
        <source>IdP client ID:</source>
        <translation>IdP 客户端 ID：</translation>
    </message>
    <message>
        <source>IdP client secret:</source>
        <translation>IdP 客户端密钥：</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>重放(&amp;P)…</translation>
    </message>
    <message>
        <source>Replay &amp;Selected Rows…</source>
        <translation>重放所选行(&amp;S)…</translation>
    </message>
    <message>
        <source>Connect to Recorded Server…</source>
        <translation>连接到录制的服务器…</translation>
    </message>
    <message>
        <source>Back to &amp;Live</source>
        <translation>返回实时(&amp;L)</translation>
    </message>
    <message>
        <source>Opening progress</source>
        <translation>打开进度</translation>
    </message>
    <message>
        <source>Stop reading the file: the events read so far stay shown</source>
        <translation>停止读取文件：已读取的事件保持显示</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>OfflineSession</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: it records several connections (%2), none with tag %3</source>
        <translation>无法打开 %1：它记录了多个连接（%2），但没有标签为 %3 的连接</translation>
    </message>
    <message>
        <source>%1 (offline)</source>
        <translation>%1（离线）</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Damaged lines not shown: %n, the first at line %1: %2. The other events are shown.</source>
        <translation>
            <numerusform>未显示损坏的行：%n 行，第一处在第 %1 行：%2。其他事件已显示。</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline session %1, recorded %2, %3 — read-only</source>
        <translation>离线会话 %1，录制于 %2，%3 — 只读</translation>
    </message>
    <message>
        <source>unknown server</source>
        <translation>未知服务器</translation>
    </message>
    <message numerus="yes">
        <source>Only partly opened: cancelled after %Ln events (%1% of the file).</source>
        <translation>
            <numerusform>仅部分打开：在 %Ln 个事件后取消（文件的 %1%）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opening stopped: %1. The %Ln events before that are shown.</source>
        <translation>
            <numerusform>打开已停止：%1。此前的 %Ln 个事件已显示。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutputCheck</name>
    <message>
        <source>The tool declares an outputSchema, but the result has no structuredContent.</source>
        <translation>该工具声明了 outputSchema，但结果中没有 structuredContent。</translation>
    </message>
    <message>
        <source>structuredContent does not match the tool&apos;s outputSchema:</source>
        <translation>structuredContent 与工具的 outputSchema 不匹配：</translation>
    </message>
    <message numerus="yes">
        <source>structuredContent does not match the tool&apos;s outputSchema (%n problems):</source>
        <translation>
            <numerusform>structuredContent 与工具的 outputSchema 不匹配（%n 个问题）：</numerusform>
        </translation>
    </message>
    <message>
        <source>The tool&apos;s outputSchema cannot be checked:</source>
        <translation>无法检查工具的 outputSchema：</translation>
    </message>
    <message>
        <source>structuredContent was not fully validated against the tool&apos;s outputSchema:</source>
        <translation>structuredContent 未完全通过工具 outputSchema 的验证：</translation>
    </message>
</context>
<context>
    <name>OutputCheckBanner</name>
    <message>
        <source>… and %1 more.</source>
        <translation>… 还有 %1 个。</translation>
    </message>
    <message>
        <source>Checking structuredContent against the outputSchema…</source>
        <translation>正在按 outputSchema 检查 structuredContent…</translation>
    </message>
    <message>
        <source>Output check</source>
        <translation>输出检查</translation>
    </message>
</context>
<context>
    <name>PaneNavigator</name>
    <message>
        <source>&amp;Go To</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Connection Bar</source>
        <translation>连接栏(&amp;C)</translation>
    </message>
    <message>
        <source>Server &amp;Panes</source>
        <translation>服务器面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Message Log</source>
        <translation>消息日志(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Servers</source>
        <translation>服务器(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Next Area</source>
        <translation>下一区域(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious Area</source>
        <translation>上一区域(&amp;R)</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>下一标签页(&amp;T)</translation>
    </message>
    <message>
        <source>Previous T&amp;ab</source>
        <translation>上一标签页(&amp;A)</translation>
    </message>
</context>
<context>
    <name>PingControl</name>
    <message>
        <source>Ping</source>
        <translation>Ping</translation>
    </message>
    <message>
        <source>every</source>
        <translation>每隔</translation>
    </message>
    <message>
        <source>Send ping and measure the round trip</source>
        <translation>发送 ping 并测量往返时间</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>pinging…</source>
        <translation>正在 ping…</translation>
    </message>
    <message>
        <source>no answer (%1) at %2</source>
        <translation>无应答（%1），时间 %2</translation>
    </message>
    <message>
        <source>%1 ms at %2</source>
        <translation>%1 毫秒，时间 %2</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Ping interval</source>
        <translation>ping 间隔</translation>
    </message>
    <message>
        <source>Seconds between two pings when periodic ping is on</source>
        <translation>开启定期 ping 时两次 ping 之间的秒数</translation>
    </message>
</context>
<context>
    <name>PromptListModel</name>
    <message>
        <source>(unnamed prompt #%1)</source>
        <translation>（未命名的提示词 #%1）</translation>
    </message>
</context>
<context>
    <name>PromptMessagesView</name>
    <message>
        <source>Fill in the arguments and press Get to see the prompt&apos;s messages here.</source>
        <translation>填写参数并点击“获取”，即可在此查看提示词的消息。</translation>
    </message>
    <message>
        <source>Getting %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n message(s)</source>
        <translation>
            <numerusform>%1 — %n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not get %1: %2</source>
        <translation>无法获取 %1：%2</translation>
    </message>
    <message>
        <source>(no role)</source>
        <translation>（无角色）</translation>
    </message>
</context>
<context>
    <name>PromptsPane</name>
    <message>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Filter prompts</source>
        <translation>筛选提示词</translation>
    </message>
    <message>
        <source>Get</source>
        <translation>获取</translation>
    </message>
    <message>
        <source>Send prompts/get with these arguments</source>
        <translation>用这些参数发送 prompts/get</translation>
    </message>
    <message>
        <source>Save Call…</source>
        <translation>保存调用…</translation>
    </message>
    <message>
        <source>Keep this prompt and these arguments under a name, to get again from the Saved tab</source>
        <translation>以一个名称保存此提示词及这些参数，以便在“已保存”标签页中再次获取</translation>
    </message>
    <message>
        <source>The server does not offer prompts (no &quot;prompts&quot; capability). Refresh asks anyway.</source>
        <translation>服务器不提供提示词（没有 &quot;prompts&quot; 能力）。“刷新”仍会请求。</translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation>未连接：显示服务器上次提供的内容。</translation>
    </message>
    <message>
        <source>Connect to a server to list its prompts.</source>
        <translation>连接到服务器以列出其提示词。</translation>
    </message>
    <message>
        <source>Listing prompts…</source>
        <translation>正在列出提示词…</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s)</source>
        <translation>
            <numerusform>%n 个提示词</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>listing failed: %1</source>
        <translation>列出失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n page(s); the server has more</source>
        <translation>
            <numerusform>在 %n 页后停止；服务器还有更多</numerusform>
        </translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>缓存：%1</translation>
    </message>
    <message>
        <source>No prompt selected</source>
        <translation>未选择提示词</translation>
    </message>
    <message>
        <source>Pick a prompt on the left to see its arguments here.</source>
        <translation>在左侧选择一个提示词，即可在此查看其参数。</translation>
    </message>
    <message>
        <source>Got prompt %1</source>
        <translation>已获取提示词 %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Resource: %1</source>
        <translation>资源：%1</translation>
    </message>
    <message>
        <source>Resource template: %1</source>
        <translation>资源模板：%1</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Saved call</source>
        <translation>已保存的调用</translation>
    </message>
    <message>
        <source>Connect to server</source>
        <translation>连接到服务器</translation>
    </message>
    <message>
        <source>Show open server</source>
        <translation>显示已打开的服务器</translation>
    </message>
</context>
<context>
    <name>RawConsolePane</name>
    <message>
        <source>Skip the MCP handshake (plain JSON-RPC 2.0)</source>
        <translation>跳过 MCP 握手（纯 JSON-RPC 2.0）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Type a frame and press Ctrl+Return to send it exactly as typed: a request, a notification, a batch, or malformed on purpose. Templates help. On stdio a frame is one line: a line break inside it splits it.</source>
        <translation>输入一帧并按 Ctrl+Return，按原样发送：请求、通知、批处理，或故意构造的畸形内容。模板可提供帮助。在 stdio 上，一帧就是一行：其中的换行会将其拆开。</translation>
    </message>
    <message>
        <source>What you send and what comes back for it.</source>
        <translation>您发送的内容及其返回的内容。</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>A notification</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>A batch (2 requests, 1 notification)</source>
        <translation>批处理（2 个请求，1 个通知）</translation>
    </message>
    <message>
        <source>Malformed JSON</source>
        <translation>畸形 JSON</translation>
    </message>
    <message>
        <source>New ids</source>
        <translation>新 id</translation>
    </message>
    <message>
        <source>Give every request in the editor a fresh id</source>
        <translation>为编辑器中的每个请求分配新的 id</translation>
    </message>
    <message>
        <source>Takes effect at the next Connect: the session is ready as soon as the transport is open, without initialize, so plain JSON-RPC 2.0 endpoints can be debugged</source>
        <translation>在下次连接时生效：传输一打开会话即就绪，不执行 initialize，因此可调试纯 JSON-RPC 2.0 端点</translation>
    </message>
    <message>
        <source>Send the editor&apos;s text exactly as typed (Ctrl+Return)</source>
        <translation>按原样发送编辑器中的文本（Ctrl+Return）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear the replies shown here (the message log keeps them)</source>
        <translation>清除此处显示的回复（消息日志会保留它们）</translation>
    </message>
    <message>
        <source>Raw console</source>
        <translation>原始控制台</translation>
    </message>
    <message>
        <source>Not sent: connect first (the session must be ready).</source>
        <translation>未发送：请先连接（会话须已就绪）。</translation>
    </message>
    <message>
        <source>Nothing to send: the editor is empty.</source>
        <translation>无内容可发送：编辑器为空。</translation>
    </message>
    <message>
        <source>→ sent 1 byte</source>
        <translation>→ 已发送 1 字节</translation>
    </message>
    <message>
        <source>  (no request id in this frame: a reply is not required)</source>
        <translation>  （此帧中没有请求 id：无需回复）</translation>
    </message>
    <message>
        <source>← no response (HTTP %1 %2)</source>
        <translation>← 无响应（HTTP %1 %2）</translation>
    </message>
    <message>
        <source>← a frame that is not JSON (%1)</source>
        <translation>← 非 JSON 的帧（%1）</translation>
    </message>
    <message>
        <source>← batch reply</source>
        <translation>← 批处理回复</translation>
    </message>
    <message>
        <source>← reply</source>
        <translation>← 回复</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>initializing</source>
        <translation>正在初始化</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>正在关闭</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <source>→ sent %n bytes</source>
        <translation>
            <numerusform>→ 已发送 %n 字节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent a raw frame of %n bytes</source>
        <translation>
            <numerusform>已发送 %n 字节的原始帧</numerusform>
        </translation>
    </message>
    <message>
        <source>Frame to send</source>
        <translation>要发送的帧</translation>
    </message>
    <message>
        <source>Console transcript</source>
        <translation>控制台记录</translation>
    </message>
    <message>
        <source>The frames sent from the console and the server&apos;s answers</source>
        <translation>从控制台发送的帧及服务器的应答</translation>
    </message>
</context>
<context>
    <name>RecentSessions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>未找到：%1</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>清除最近记录(&amp;C)</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Replay</source>
        <extracomment>The tab of the Replay pane (a noun): the recorded calls sent again, with a diff</extracomment>
        <translation>重放</translation>
    </message>
    <message>
        <source>The recorded server (you will see its command first)</source>
        <translation>录制的服务器（会先显示其命令）</translation>
    </message>
    <message>
        <source>The current connection settings: %1</source>
        <translation>当前连接设置：%1</translation>
    </message>
    <message>
        <source>Another server (a command line or a URL)…</source>
        <translation>其他服务器（命令行或 URL）…</translation>
    </message>
    <message>
        <source>Replay %1</source>
        <translation>重放 %1</translation>
    </message>
    <message>
        <source>Replay against:</source>
        <translation>重放目标：</translation>
    </message>
    <message>
        <source>Replay Against</source>
        <translation>重放目标</translation>
    </message>
    <message>
        <source>Command line or URL:</source>
        <translation>命令行或 URL：</translation>
    </message>
    <message>
        <source>Not replayed: %1</source>
        <translation>未重放：%1</translation>
    </message>
    <message>
        <source>Replay Session</source>
        <translation>重放会话</translation>
    </message>
    <message>
        <source>no server to replay against</source>
        <translation>没有可重放的目标服务器</translation>
    </message>
    <message>
        <source>Replay %1 against the recorded server.</source>
        <translation>对录制的服务器重放 %1。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>a replay is still running</source>
        <translation>仍有重放正在运行</translation>
    </message>
    <message>
        <source>%1 records several connections: select the rows in the tab of the connection to replay</source>
        <translation>%1 录制了多个连接：请在要重放的连接的标签页中选择行</translation>
    </message>
    <message>
        <source>%1 records %2 connections (%3): open it with File › Open Session and replay from the tab of the connection to replay</source>
        <translation>%1 录制了 %2 个连接（%3）：请用“文件 › 打开会话”打开它，然后在要重放的连接的标签页中重放</translation>
    </message>
    <message>
        <source>Reading %1… %2%</source>
        <translation>正在读取 %1… %2%</translation>
    </message>
    <message>
        <source>select the rows to replay in the message log first</source>
        <translation>请先在消息日志中选择要重放的行</translation>
    </message>
    <message numerus="yes">
        <source>%n selected row(s)</source>
        <translation>
            <numerusform>%n 个所选行</numerusform>
        </translation>
    </message>
    <message>
        <source>the selected rows come from several session files; select rows of one</source>
        <translation>所选行来自多个会话文件；请只选择一个文件中的行</translation>
    </message>
    <message>
        <source>none of the selected rows is in a session file</source>
        <translation>所选行都不在会话文件中</translation>
    </message>
    <message numerus="yes">
        <source>%n selected event(s) of %1</source>
        <translation>
            <numerusform>%1 中的 %n 个所选事件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no request to replay</source>
        <translation>%1 中没有可重放的请求</translation>
    </message>
    <message numerus="yes">
        <source>%n selected request(s) have no recorded response in the file</source>
        <translation>
            <numerusform>%n 个所选请求在文件中没有录制的响应</numerusform>
        </translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未给出命令</translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <source>&amp;Rerun</source>
        <translation>重新运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>录制</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Changed JSON pointers</source>
        <translation>已更改的 JSON 指针</translation>
    </message>
    <message>
        <source>Ignore paths, one JSON pointer pattern per line (* one token, ** any depth, globs like *At). Applied at the next Rerun:</source>
        <translation>忽略路径，每行一个 JSON 指针模式（* 匹配一个标记，** 匹配任意深度，也可用 *At 之类的通配）。在下次重新运行时应用：</translation>
    </message>
    <message>
        <source>Replaying %1 against %2</source>
        <translation>正在对 %2 重放 %1</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source> — stopped before the end</source>
        <translation> — 在结束前停止</translation>
    </message>
    <message>
        <source> — the replay could not finish: %1</source>
        <translation> — 重放无法完成：%1</translation>
    </message>
    <message>
        <source>(no recorded response)</source>
        <translation>（无录制的响应）</translation>
    </message>
    <message>
        <source>(no live response) %1</source>
        <translation>（无实时响应）%1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>ReplayStepModel</name>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1（另有 %2 处）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
</context>
<context>
    <name>RequestCard</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>from %1 at %2</source>
        <translation>来自 %1，时间 %2</translation>
    </message>
    <message>
        <source>Withdrawn: the server cancelled this request.</source>
        <translation>已撤回：服务器取消了此请求。</translation>
    </message>
    <message>
        <source>Withdrawn: the server cancelled this request (%1).</source>
        <translation>已撤回：服务器取消了此请求（%1）。</translation>
    </message>
    <message>
        <source>Gone: the request ended before it was answered.</source>
        <translation>已失效：请求在应答前已结束。</translation>
    </message>
    <message>
        <source>Gone: the connection ended before this was answered.</source>
        <translation>已失效：连接在应答前已结束。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Waiting for your answer</source>
        <translation>等待您的应答</translation>
    </message>
</context>
<context>
    <name>RequestQueuePane</name>
    <message>
        <source>Clear Answered</source>
        <translation>清除已应答</translation>
    </message>
    <message>
        <source>Nothing asked yet. When the server asks for a sampling reply, a form or a URL visit, a card appears here. Answer whenever you like: nothing waits on it but the server.</source>
        <translation>尚无请求。当服务器请求采样回复、表单或访问 URL 时，这里会出现一张卡片。随时应答即可：除了服务器，没有什么在等它。</translation>
    </message>
    <message>
        <source>%1 asks for a sampling reply: see Server Requests</source>
        <translation>%1 请求采样回复：请查看“服务器请求”</translation>
    </message>
    <message>
        <source>%1 asks for your input: see Server Requests</source>
        <translation>%1 请求您输入：请查看“服务器请求”</translation>
    </message>
    <message>
        <source>%1 needs you to visit a URL first: see Server Requests</source>
        <translation>%1 需要您先访问一个 URL：请查看“服务器请求”</translation>
    </message>
    <message>
        <source>&lt;b&gt;Server requests&lt;/b&gt; — none waiting</source>
        <translation>&lt;b&gt;服务器请求&lt;/b&gt; — 无等待</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Server requests&lt;/b&gt; — %n waiting</source>
        <translation>
            <numerusform>&lt;b&gt;服务器请求&lt;/b&gt; — %n 个等待中</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RequiredUrlCard</name>
    <message>
        <source>URL required to continue (-32042)</source>
        <translation>需要访问 URL 才能继续（-32042）</translation>
    </message>
    <message>
        <source>The server refused a request until you visit this URL. Retry the request afterwards.</source>
        <translation>服务器在您访问此 URL 之前拒绝了请求。访问后请重试该请求。</translation>
    </message>
    <message>
        <source>Complete: the server says this URL elicitation is done; retry the request.</source>
        <translation>已完成：服务器表示此 URL 信息征询已完成；请重试该请求。</translation>
    </message>
</context>
<context>
    <name>ResourceContentsView</name>
    <message>
        <source>Select a resource and press Read to see its contents here.</source>
        <translation>选择一个资源并点击“读取”，即可在此查看其内容。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n item(s)</source>
        <translation>
            <numerusform>%1 — %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>ResourceLinkWidget</name>
    <message>
        <source>Read resource</source>
        <translation>读取资源</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI：</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>描述：</translation>
    </message>
    <message>
        <source>Send resources/read for this URI and show the contents here</source>
        <translation>对此 URI 发送 resources/read 并在此显示内容</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>再次读取</translation>
    </message>
    <message>
        <source>1 content item</source>
        <translation>1 个内容项</translation>
    </message>
    <message numerus="yes">
        <source>%n content items</source>
        <translation>
            <numerusform>%n 个内容项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceListModel</name>
    <message>
        <source>audience: %1</source>
        <translation>受众：%1</translation>
    </message>
    <message>
        <source>priority %1</source>
        <translation>优先级 %1</translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation>修改于 %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>URI template</source>
        <translation>URI 模板</translation>
    </message>
    <message>
        <source>MIME type</source>
        <translation>MIME 类型</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>注解</translation>
    </message>
</context>
<context>
    <name>ResourceReader</name>
    <message>
        <source>Not connected: connect to the server to read %1.</source>
        <translation>未连接：连接到服务器以读取 %1。</translation>
    </message>
    <message>
        <source>resources/read failed: %1</source>
        <translation>resources/read 失败：%1</translation>
    </message>
    <message>
        <source>The server answered resources/read without a &quot;contents&quot; array.</source>
        <translation>服务器应答 resources/read 时没有 &quot;contents&quot; 数组。</translation>
    </message>
</context>
<context>
    <name>ResourcesController</name>
    <message>
        <source>Read resource %1</source>
        <translation>读取资源 %1</translation>
    </message>
    <message>
        <source>the resources/read result has no &quot;contents&quot; array</source>
        <translation>resources/read 结果中没有 &quot;contents&quot; 数组</translation>
    </message>
</context>
<context>
    <name>ResourcesPane</name>
    <message>
        <source>Subscription to %1 failed: %2</source>
        <translation>订阅 %1 失败：%2</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Filter resources</source>
        <translation>筛选资源</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>所有页</translation>
    </message>
    <message>
        <source>Follow nextCursor to the end, or list one page per click</source>
        <translation>一直跟随 nextCursor 到末尾，或每次点击列出一页</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>加载更多</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Subscribe</source>
        <translation>订阅</translation>
    </message>
    <message>
        <source>Re-read when updated</source>
        <translation>更新时重新读取</translation>
    </message>
    <message>
        <source>MCP 2026-07-28: updates and list changes arrive only on a subscriptions/listen stream; mcpscope keeps one open with what you subscribed to</source>
        <translation>MCP 2026-07-28：更新和列表变更只通过 subscriptions/listen 流到达；mcpscope 会按您的订阅保持一个流处于打开状态</translation>
    </message>
    <message>
        <source>Select a resource or a template on the left.</source>
        <translation>在左侧选择一个资源或模板。</translation>
    </message>
    <message>
        <source>Unsubscribe</source>
        <translation>取消订阅</translation>
    </message>
    <message>
        <source>Updates: %1</source>
        <translation>更新：%1</translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation>未连接：显示服务器上次提供的内容。</translation>
    </message>
    <message>
        <source>Connect to a server to list its resources.</source>
        <translation>连接到服务器以列出其资源。</translation>
    </message>
    <message>
        <source>The server does not offer resources (no &quot;resources&quot; capability). Refresh asks anyway.</source>
        <translation>服务器不提供资源（没有 &quot;resources&quot; 能力）。“刷新”仍会请求。</translation>
    </message>
    <message>
        <source>Listing…</source>
        <translation>正在列出…</translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n 个资源</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation>
            <numerusform>%n 个模板</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>缓存：%1</translation>
    </message>
    <message>
        <source>Resource templates</source>
        <translation>资源模板</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source> · structuredContent matches the outputSchema</source>
        <translation> · structuredContent 符合 outputSchema</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Structured content</source>
        <translation>结构化内容</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>原始 JSON</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 秒</translation>
    </message>
    <message>
        <source>Result _meta</source>
        <translation>结果 _meta</translation>
    </message>
    <message>
        <source>App</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Call a tool to see its result here.</source>
        <translation>调用一个工具即可在此查看其结果。</translation>
    </message>
    <message>
        <source>progress %1</source>
        <translation>进度 %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>用时 %1</translation>
    </message>
    <message>
        <source>without a task (the server ran it directly)</source>
        <translation>未使用任务（服务器直接运行）</translation>
    </message>
    <message>
        <source>as task %1</source>
        <translation>作为任务 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Task failed&lt;/b&gt; — %1: %2</source>
        <translation>&lt;b&gt;任务失败&lt;/b&gt; — %1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Invalid result&lt;/b&gt; — the server answered with a result that is not an object, so it is not a CallToolResult.</source>
        <translation>&lt;b&gt;无效结果&lt;/b&gt; — 服务器应答的结果不是对象，因此不是 CallToolResult。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✖ Tool error&lt;/b&gt; — %1 reported a failure (isError: true) %2. The call itself succeeded; the tool says what went wrong:&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b&gt;✖ 工具错误&lt;/b&gt; — %1 报告了失败（isError: true），%2。调用本身已成功；工具说明了出错原因：&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result&lt;/b&gt; — %1 %2 (%3)</source>
        <translation>&lt;b&gt;结果&lt;/b&gt; — %1 %2（%3）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Protocol error %1&lt;/b&gt; (%2)&lt;br&gt;&lt;i&gt;Server said:&lt;/i&gt; %3&lt;br&gt;&lt;i&gt;Meaning:&lt;/i&gt; %4&lt;br&gt;&lt;i&gt;Hint:&lt;/i&gt; %5</source>
        <translation>&lt;b&gt;协议错误 %1&lt;/b&gt;（%2）&lt;br&gt;&lt;i&gt;服务器原文：&lt;/i&gt;%3&lt;br&gt;&lt;i&gt;含义：&lt;/i&gt;%4&lt;br&gt;&lt;i&gt;提示：&lt;/i&gt;%5</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>已超时</translation>
    </message>
    <message>
        <source>. mcpscope told the server to stop (notifications/cancelled); a late answer will still appear in the message log.</source>
        <translation>。mcpscope 已通知服务器停止（notifications/cancelled）；迟到的应答仍会出现在消息日志中。</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>You cancelled the call after %1; the server was told to stop (notifications/cancelled).</source>
        <translation>您在 %1 后取消了调用；已通知服务器停止（notifications/cancelled）。</translation>
    </message>
    <message>
        <source>Authorization required</source>
        <translation>需要授权</translation>
    </message>
    <message>
        <source>Not delivered</source>
        <translation>未送达</translation>
    </message>
    <message>
        <source>Connection closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>(Open this tab to format the raw JSON.)</source>
        <translation>（打开此标签页以格式化原始 JSON。）</translation>
    </message>
    <message>
        <source>Raw JSON of the result</source>
        <translation>结果的原始 JSON</translation>
    </message>
</context>
<context>
    <name>RootListModel</name>
    <message>
        <source>%1 is already a root</source>
        <translation>%1 已经是根目录</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
</context>
<context>
    <name>RootsEditor</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>file:///path/to/folder or /path/to/folder</source>
        <translation>file:///path/to/folder 或 /path/to/folder</translation>
    </message>
    <message>
        <source>The folders this server may work in. roots/list is answered from this list; each edit sends notifications/roots/list_changed. Double-click a name to rename it.</source>
        <translation>此服务器可以使用的文件夹。roots/list 按此列表应答；每次编辑都会发送 notifications/roots/list_changed。双击名称可重命名。</translation>
    </message>
    <message>
        <source>Type a file:// URI or an absolute path first.</source>
        <translation>请先输入 file:// URI 或绝对路径。</translation>
    </message>
    <message>
        <source>Add a Root Folder</source>
        <translation>添加根目录文件夹</translation>
    </message>
    <message>
        <source>Roots</source>
        <translation>根目录</translation>
    </message>
    <message>
        <source>The roots offered to the server: name and URI</source>
        <translation>提供给服务器的根目录：名称和 URI</translation>
    </message>
    <message>
        <source>Root to add</source>
        <translation>要添加的根目录</translation>
    </message>
</context>
<context>
    <name>RunMarker</name>
    <message>
        <source>cannot lock %1</source>
        <translation>无法锁定 %1</translation>
    </message>
    <message>
        <source>cannot write in %1</source>
        <translation>无法在 %1 中写入</translation>
    </message>
</context>
<context>
    <name>SafeImage</name>
    <message>
        <source>%1 images are not shown; mcpscope decodes only %2.</source>
        <translation>不显示 %1 图像；mcpscope 只解码 %2。</translation>
    </message>
    <message>
        <source>The image has no bytes.</source>
        <translation>该图像没有字节。</translation>
    </message>
    <message>
        <source>The bytes are not an image format mcpscope decodes.</source>
        <translation>这些字节不是 mcpscope 能解码的图像格式。</translation>
    </message>
    <message>
        <source>The image claims %1×%2 pixels; mcpscope shows images up to %3×%3 and %4 megapixels.</source>
        <translation>该图像声称有 %1×%2 像素；mcpscope 显示的图像最大为 %3×%3 且不超过 %4 百万像素。</translation>
    </message>
</context>
<context>
    <name>SafeTextBrowser</name>
    <message>
        <source>Opened %1 in your browser.</source>
        <translation>已在浏览器中打开 %1。</translation>
    </message>
    <message>
        <source>Not opened: no browser accepted the URL.</source>
        <translation>未打开：没有浏览器接受该 URL。</translation>
    </message>
    <message>
        <source>Not opened. %1</source>
        <translation>未打开。%1</translation>
    </message>
</context>
<context>
    <name>SamplingCard</name>
    <message>
        <source>Sampling request</source>
        <translation>采样请求</translation>
    </message>
    <message>
        <source>Your reply — sent as the model&apos;s answer</source>
        <translation>您的回复 — 作为模型的答复发送</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Send this reply as the CreateMessageResult</source>
        <translation>将此回复作为 CreateMessageResult 发送</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Answer error -1: the user rejected the sampling request</source>
        <translation>应答错误 -1：用户拒绝了采样请求</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>未发送：%1</translation>
    </message>
    <message>
        <source>Approved: your reply was sent.</source>
        <translation>已批准：您的回复已发送。</translation>
    </message>
    <message>
        <source>Rejected: the server got error -1.</source>
        <translation>已拒绝：服务器收到错误 -1。</translation>
    </message>
</context>
<context>
    <name>SamplingRequestView</name>
    <message>
        <source>hints: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>Model preferences</source>
        <translation>模型偏好</translation>
    </message>
    <message>
        <source>maxTokens %1</source>
        <translation>maxTokens %1</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>停止序列</translation>
    </message>
    <message>
        <source>Tools offered</source>
        <translation>提供的工具</translation>
    </message>
    <message>
        <source>Tool choice</source>
        <translation>工具选择</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>元数据</translation>
    </message>
    <message>
        <source>unknown content block</source>
        <translation>未知的内容块</translation>
    </message>
</context>
<context>
    <name>SamplingResponseEditor</name>
    <message>
        <source>MCP expects &quot;assistant&quot;; &quot;user&quot; is there to test a server</source>
        <translation>MCP 期望 &quot;assistant&quot;；&quot;user&quot; 用于测试服务器</translation>
    </message>
    <message>
        <source>The name of the model that &quot;answered&quot; (result.model)</source>
        <translation>“应答”的模型名称（result.model）</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Image from file</source>
        <translation>来自文件的图像</translation>
    </message>
    <message>
        <source>Tool use</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止原因</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The reply the server gets, as if a model wrote it</source>
        <translation>服务器收到的回复，如同由模型写出</translation>
    </message>
    <message>
        <source>Choose Image…</source>
        <translation>选择图像…</translation>
    </message>
    <message>
        <source>No image chosen.</source>
        <translation>未选择图像。</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Input (JSON)</source>
        <translation>输入（JSON）</translation>
    </message>
    <message>
        <source>Image for the Reply</source>
        <translation>用于回复的图像</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.gif *.webp *.bmp)</translation>
    </message>
    <message>
        <source>%1 is not an image (%2)</source>
        <translation>%1 不是图像（%2）</translation>
    </message>
    <message>
        <source>%1 is larger than 20 MB</source>
        <translation>%1 大于 20 MB</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Write the reply text (it is empty).</source>
        <translation>请填写回复文本（当前为空）。</translation>
    </message>
    <message>
        <source>Image: %1.</source>
        <translation>图像：%1。</translation>
    </message>
    <message>
        <source>Choose an image file for the reply.</source>
        <translation>请为回复选择一个图像文件。</translation>
    </message>
    <message>
        <source>Name the tool to use.</source>
        <translation>请指定要调用的工具名称。</translation>
    </message>
    <message>
        <source>Give the tool use an id (the server&apos;s tool_result refers to it).</source>
        <translation>请为工具调用指定 id（服务器的 tool_result 会引用它）。</translation>
    </message>
    <message>
        <source>Tool input is not JSON: %1 at character %2.</source>
        <translation>工具输入不是 JSON：%1，位于第 %2 个字符。</translation>
    </message>
    <message>
        <source>Tool input must be a JSON object ({…}).</source>
        <translation>工具输入必须是 JSON 对象（{…}）。</translation>
    </message>
    <message>
        <source>Name the model that answered (result.model).</source>
        <translation>请指定作答的模型名称（result.model）。</translation>
    </message>
    <message>
        <source>The result: %1.</source>
        <translation>结果：%1。</translation>
    </message>
    <message>
        <source>Stop reason</source>
        <translation>停止原因</translation>
    </message>
    <message>
        <source>Response text</source>
        <translation>响应文本</translation>
    </message>
    <message>
        <source>The text sent back as the model&apos;s answer</source>
        <translation>作为模型回答发回的文本</translation>
    </message>
</context>
<context>
    <name>SaveData</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
</context>
<context>
    <name>SavedCallListModel</name>
    <message>
        <source>tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Tool or prompt</source>
        <translation>工具或提示词</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
</context>
<context>
    <name>SavedCallsController</name>
    <message>
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>Connect to the server first: saved calls are kept under a catalog server.</source>
        <translation>请先连接到服务器：已保存的调用存放在服务器目录中的服务器下。</translation>
    </message>
    <message>
        <source>Save Call</source>
        <translation>保存调用</translation>
    </message>
    <message>
        <source>Kept under this server in the catalog.</source>
        <translation>保存在服务器目录中的此服务器下。</translation>
    </message>
    <message>
        <source>This server is not in the catalog yet: saving adds it.</source>
        <translation>此服务器尚不在服务器目录中：保存时会将其添加。</translation>
    </message>
    <message>
        <source>Name of the saved call (unique for this server):</source>
        <translation>已保存的调用名称（在此服务器内唯一）：</translation>
    </message>
    <message>
        <source>A saved call of this server has that name already.
Save under it again to replace it, or choose another name:</source>
        <translation>此服务器已有同名的已保存的调用。
再次以该名称保存将替换它，或选择其他名称：</translation>
    </message>
    <message>
        <source>Saved the call as %1 (Saved tab)</source>
        <translation>已将调用保存为 %1（“已保存”标签页）</translation>
    </message>
    <message>
        <source>The server does not list the tool %1 (now, or yet).</source>
        <translation>服务器未列出工具 %1（目前或尚未）。</translation>
    </message>
    <message>
        <source>The server does not list the prompt %1 (now, or yet).</source>
        <translation>服务器未列出提示词 %1（目前或尚未）。</translation>
    </message>
</context>
<context>
    <name>SavedCallsPane</name>
    <message>
        <source>&amp;Add Server to Catalog</source>
        <translation>将服务器添加到服务器目录(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>移除(&amp;V)</translation>
    </message>
    <message>
        <source>Keep this server in the catalog (servers.json), so calls can be saved under it</source>
        <translation>将此服务器保存在服务器目录（servers.json）中，以便在其下保存调用</translation>
    </message>
    <message>
        <source>Send the call as it was saved; the result shows where a call&apos;s does</source>
        <translation>按保存时的样子发送调用；结果显示在普通调用结果所在之处</translation>
    </message>
    <message>
        <source>Put the call in the Tools or Prompts form to change and send it</source>
        <translation>将调用放入“工具”或“提示词”表单中，以便修改后发送</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Put the removed call back where it was (Ctrl+Z)</source>
        <translation>将移除的调用放回原处（Ctrl+Z）</translation>
    </message>
    <message>
        <source>No catalog: calls cannot be saved.</source>
        <translation>没有服务器目录：无法保存调用。</translation>
    </message>
    <message>
        <source>This server is not in the catalog. Saved calls are kept under a catalog server: Save Call… in the Tools or Prompts tab adds it.</source>
        <translation>此服务器不在服务器目录中。已保存的调用存放在服务器目录中的服务器下：在“工具”或“提示词”标签页中使用“保存调用…”会将其添加。</translation>
    </message>
    <message>
        <source>No saved calls for %1 yet: Save Call… in the Tools or Prompts tab keeps one here.</source>
        <translation>%1 尚无已保存的调用：在“工具”或“提示词”标签页中使用“保存调用…”可在此保存。</translation>
    </message>
    <message numerus="yes">
        <source>%n saved call(s) for %1</source>
        <translation>
            <numerusform>%1 的 %n 个已保存的调用</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed &quot;%1&quot;.</source>
        <translation>已移除“%1”。</translation>
    </message>
    <message>
        <source>Rename Saved Call</source>
        <translation>重命名已保存的调用</translation>
    </message>
    <message>
        <source>New name (unique for this server):</source>
        <translation>新名称（在此服务器内唯一）：</translation>
    </message>
    <message>
        <source>Saved calls</source>
        <translation>已保存的调用</translation>
    </message>
    <message>
        <source>The calls saved for this server: name, kind and target</source>
        <translation>为此服务器保存的调用：名称、类型和目标</translation>
    </message>
</context>
<context>
    <name>SchemaFormView</name>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>Edit the value field by field</source>
        <translation>逐字段编辑值</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Edit the whole value as JSON text (lossless both ways)</source>
        <translation>以 JSON 文本编辑整个值（双向无损）</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>重置为默认值</translation>
    </message>
    <message>
        <source>Start again from the schema&apos;s defaults and forget the remembered value</source>
        <translation>从模式的默认值重新开始，并丢弃记住的值</translation>
    </message>
    <message>
        <source>No value: enter {} to send an empty object</source>
        <translation>无值：输入 {} 可发送空对象</translation>
    </message>
    <message>
        <source>Not JSON, not applied — %1</source>
        <translation>不是 JSON，未应用 — %1</translation>
    </message>
</context>
<context>
    <name>SecretTable</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>机密</translation>
    </message>
</context>
<context>
    <name>ServerInfoPane</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>协议时代</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>已省略</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>提供</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>legacy (initialize)</source>
        <translation>旧版（initialize）</translation>
    </message>
    <message>
        <source>modern (server/discover)</source>
        <translation>现代（server/discover）</translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>缓存：%1</translation>
    </message>
    <message>
        <source>supports %1</source>
        <translation>支持 %1</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>not connected; last known</source>
        <translation>未连接；上次已知信息</translation>
    </message>
    <message>
        <source>no capabilities declared</source>
        <translation>未声明任何能力</translation>
    </message>
</context>
<context>
    <name>ServerLogModel</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Logger</source>
        <translation>记录器</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
</context>
<context>
    <name>ServerSettingsDialog</name>
    <message>
        <source>Server Settings</source>
        <translation>服务器设置</translation>
    </message>
    <message>
        <source>Secret values are masked here and redacted in the log. Secret values are not saved: mcpscope remembers their names only, so enter them again after a restart.</source>
        <translation>机密值在此处被遮蔽，在日志中被隐去。机密值不会保存：mcpscope 只记住其名称，因此重启后请重新输入。</translation>
    </message>
    <message>
        <source>Environment variables, added to the inherited environment:</source>
        <translation>环境变量，添加到继承的环境中：</translation>
    </message>
    <message>
        <source>HTTP headers, sent with every request:</source>
        <translation>HTTP 标头，随每个请求发送：</translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <source>Bearer token:</source>
        <translation>持有者令牌：</translation>
    </message>
    <message>
        <source>Accepted certificate:</source>
        <translation>已接受的证书：</translation>
    </message>
    <message>
        <source>Proxy:</source>
        <translation>代理：</translation>
    </message>
    <message>
        <source>Protocol era:</source>
        <translation>协议时代：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>no timeout</source>
        <translation>无超时</translation>
    </message>
    <message>
        <source>How long mcpscope waits for any answer before it gives up and cancels the request. Progress notifications restart the wait.</source>
        <translation>mcpscope 在放弃并取消请求之前等待任何应答的时长。进度通知会重新开始计时。</translation>
    </message>
    <message>
        <source>Request timeout:</source>
        <translation>请求超时：</translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>The longest any request may take, however often progress restarts its timeout.</source>
        <translation>任何请求所能耗费的最长时间，无论进度多少次重置其超时。</translation>
    </message>
    <message>
        <source>Maximum total:</source>
        <translation>总时长上限：</translation>
    </message>
    <message>
        <source>The largest message the server may send: a stdio line, an SSE event, an HTTP body or a WebSocket message. A larger one closes that request or connection (--max-message-size in the CLI).</source>
        <translation>服务器可发送的最大消息：一行 stdio、一个 SSE 事件、一个 HTTP 正文或一条 WebSocket 消息。更大的消息会关闭该请求或连接（CLI 中的 --max-message-size）。</translation>
    </message>
    <message>
        <source>Largest message:</source>
        <translation>最大消息：</translation>
    </message>
    <message>
        <source>How much memory the message log keeps for frames. Beyond it the oldest frames are read back from the autosaved session file when you look at them.</source>
        <translation>消息日志为帧保留的内存量。超出后，查看最旧的帧时会从自动保存的会话文件中读回。</translation>
    </message>
    <message>
        <source>Log memory:</source>
        <translation>日志内存：</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>mcpscope&apos;s own working directory</source>
        <translation>mcpscope 自身的工作目录</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>none — sent as &quot;Authorization: Bearer …&quot; when set</source>
        <translation>无 — 设置后以 &quot;Authorization: Bearer …&quot; 发送</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Show or hide the token</source>
        <translation>显示或隐藏令牌</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>none — mcpscope shows an untrusted certificate and asks</source>
        <translation>无 — mcpscope 会显示不受信任的证书并询问</translation>
    </message>
    <message>
        <source>SHA-256 fingerprint of the self-signed certificate you accepted for this server. A different certificate is refused.</source>
        <translation>您为此服务器接受的自签名证书的 SHA-256 指纹。其他证书会被拒绝。</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>none. mcpscope takes http_proxy, https_proxy and no_proxy from the environment it was started in, and none of them is set.</source>
        <translation>无。mcpscope 从其启动时的环境中读取 http_proxy、https_proxy 和 no_proxy，而这些均未设置。</translation>
    </message>
    <message>
        <source>from the environment mcpscope was started in: %1.</source>
        <translation>来自 mcpscope 启动时的环境：%1。</translation>
    </message>
    <message>
        <source>Working Directory</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <source>Server Settings — %1</source>
        <translation>服务器设置 — %1</translation>
    </message>
    <message>
        <source>Variable names cannot contain &quot;=&quot;: %1</source>
        <translation>变量名不能包含 &quot;=&quot;：%1</translation>
    </message>
    <message>
        <source>%1 is set twice.</source>
        <translation>%1 被设置了两次。</translation>
    </message>
    <message>
        <source>The working directory does not exist: %1</source>
        <translation>工作目录不存在：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid header name: use letters, digits and dashes, without spaces or &quot;:&quot;.</source>
        <translation>“%1”不是有效的标头名称：请使用字母、数字和连字符，不含空格或 &quot;:&quot;。</translation>
    </message>
    <message>
        <source>mcpscope sets %1 itself; remove it from the headers.</source>
        <translation>mcpscope 会自行设置 %1；请从标头中移除它。</translation>
    </message>
    <message>
        <source>The value of %1 has a line break; header values are one line.</source>
        <translation>%1 的值包含换行；标头值只能是一行。</translation>
    </message>
    <message>
        <source>Authorization is set twice: as a header and as the bearer token. Keep one.</source>
        <translation>Authorization 被设置了两次：作为标头和作为持有者令牌。请只保留一个。</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP 标头</translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation>持有者令牌</translation>
    </message>
    <message>
        <source>Accepted certificate</source>
        <translation>已接受的证书</translation>
    </message>
</context>
<context>
    <name>ServerWorkspace</name>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>Session saved to %1</source>
        <translation>会话已保存到 %1</translation>
    </message>
    <message>
        <source>Session not saved: %1</source>
        <translation>会话未保存：%1</translation>
    </message>
    <message>
        <source>mcpscope sessions (*.mcpsession);;All files (*)</source>
        <translation>mcpscope 会话 (*.mcpsession);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>打开会话(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Session As…</source>
        <translation>会话另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Open Sessions &amp;Folder</source>
        <translation>打开会话文件夹(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back to Live</source>
        <translation>返回实时(&amp;B)</translation>
    </message>
    <message>
        <source>S&amp;ession</source>
        <translation>会话(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>重放(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Connect to Recorded Server…</source>
        <translation>连接到录制的服务器(&amp;C)…</translation>
    </message>
    <message>
        <source>Not recording: %1</source>
        <translation>未录制：%1</translation>
    </message>
    <message>
        <source>Recording stopped: %1</source>
        <translation>录制已停止：%1</translation>
    </message>
    <message>
        <source>Session file %1</source>
        <translation>会话文件 %1</translation>
    </message>
    <message>
        <source>Recording to %1</source>
        <translation>正在录制到 %1</translation>
    </message>
    <message>
        <source>nothing recorded yet: connect to a server or open a session first</source>
        <translation>尚未录制任何内容：请先连接到服务器或打开会话</translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>Save Session As</source>
        <translation>会话另存为</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Sessions are in %1</source>
        <translation>会话位于 %1</translation>
    </message>
    <message>
        <source>Open a session file first (File &gt; Open Session…)</source>
        <translation>请先打开会话文件（文件 &gt; 打开会话…）</translation>
    </message>
    <message>
        <source>Connect to the server recorded in %1.</source>
        <translation>连接到 %1 中录制的服务器。</translation>
    </message>
</context>
<context>
    <name>ShortcutListModel</name>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>搜索快捷键</translation>
    </message>
    <message>
        <source>Shows the actions whose name, menu or shortcut contains this text</source>
        <translation>显示名称、菜单或快捷键包含此文本的操作</translation>
    </message>
    <message>
        <source>Actions and their shortcuts</source>
        <translation>操作及其快捷键</translation>
    </message>
    <message>
        <source>Shortc&amp;ut:</source>
        <translation>快捷键(&amp;U)：</translation>
    </message>
    <message>
        <source>New shortcut</source>
        <translation>新快捷键</translation>
    </message>
    <message>
        <source>Press the keys of the new shortcut for the selected action</source>
        <translation>为所选操作按下新快捷键的按键</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>The selected action gets no shortcut</source>
        <translation>所选操作将没有快捷键</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>恢复默认(&amp;R)</translation>
    </message>
    <message>
        <source>Gives the selected action its original shortcuts back</source>
        <translation>恢复所选操作原来的快捷键</translation>
    </message>
    <message>
        <source>%1 is already the shortcut of %2: choose another one, or change that action&apos;s first.</source>
        <translation>%1 已是 %2 的快捷键：请另选一个，或先更改那个操作的快捷键。</translation>
    </message>
</context>
<context>
    <name>SkillsPane</name>
    <message>
        <source>loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>loaded, verified</source>
        <translation>已加载，已验证</translation>
    </message>
    <message>
        <source>verification failed</source>
        <translation>验证失败</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>未加载</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>skills/list failed: %1</source>
        <translation>skills/list 失败：%1</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>List the server&apos;s skills again (skills/list). No file is read.</source>
        <translation>再次列出服务器的技能（skills/list）。不读取任何文件。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>加载更多</translation>
    </message>
    <message>
        <source>List the next pages of skills/list, from where the listing stopped. No file is read.</source>
        <translation>从列出停止处继续列出 skills/list 的后续页。不读取任何文件。</translation>
    </message>
    <message>
        <source>Listing more skills…</source>
        <translation>正在列出更多技能…</translation>
    </message>
    <message>
        <source>Frontmatter (as listed by skills/list)</source>
        <translation>Frontmatter（按 skills/list 所列）</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Read file</source>
        <translation>读取文件</translation>
    </message>
    <message>
        <source>Read the selected file (resources/read) and verify its size and digest; the skill&apos;s SKILL.md is read and verified first.</source>
        <translation>读取所选文件（resources/read）并验证其大小和摘要；会先读取并验证该技能的 SKILL.md。</translation>
    </message>
    <message>
        <source>The server does not declare the skills extension (io.modelcontextprotocol/skills). Refresh asks anyway.</source>
        <translation>服务器未声明技能扩展（io.modelcontextprotocol/skills）。“刷新”仍会请求。</translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation>未连接：显示服务器上次提供的内容。</translation>
    </message>
    <message>
        <source>Connect to a server to list its skills.</source>
        <translation>连接到服务器以列出其技能。</translation>
    </message>
    <message>
        <source>Listing skills…</source>
        <translation>正在列出技能…</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n 个技能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Load more lists the next %n page(s)</source>
        <translation>
            <numerusform>“加载更多”会列出后续 %n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>No skill selected</source>
        <translation>未选择技能</translation>
    </message>
    <message>
        <source>Verification failed, the skill is not loaded: %1</source>
        <translation>验证失败，技能未加载：%1</translation>
    </message>
    <message>
        <source>dynamic: not listed, cannot be verified</source>
        <translation>动态：未列出，无法验证</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n byte(s), size and digest verified</source>
        <translation>
            <numerusform>%1：%n 字节，大小和摘要已验证</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n byte(s), NOT verified (the skill&apos;s files are dynamic)</source>
        <translation>
            <numerusform>%1：%n 字节，未验证（该技能的文件是动态的）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(binary content, %n byte(s), not shown)</source>
        <translation>
            <numerusform>（二进制内容，%n 字节，不显示）</numerusform>
        </translation>
    </message>
    <message>
        <source>Error: %1
The content was not used.</source>
        <translation>错误：%1
未使用该内容。</translation>
    </message>
    <message>
        <source>Frontmatter</source>
        <translation>Frontmatter</translation>
    </message>
    <message>
        <source>The selected skill&apos;s frontmatter as listed by skills/list</source>
        <translation>skills/list 列出的所选技能的 frontmatter</translation>
    </message>
    <message>
        <source>Skill files</source>
        <translation>技能文件</translation>
    </message>
    <message>
        <source>File contents</source>
        <translation>文件内容</translation>
    </message>
</context>
<context>
    <name>StatusIndicator</name>
    <message>
        <source> — %1 s</source>
        <translation> — %1 秒</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>The server refused the credentials mcpscope sent: check the bearer token or the Authorization header in Settings… and connect again.</source>
        <translation>服务器拒绝了 mcpscope 发送的凭据：请在“设置…”中检查持有者令牌或 Authorization 标头，然后重新连接。</translation>
    </message>
    <message>
        <source>Add a bearer token or an Authorization header in Settings… and connect again.</source>
        <translation>请在“设置…”中添加持有者令牌或 Authorization 标头，然后重新连接。</translation>
    </message>
    <message>
        <source>Failed: authorization required (HTTP %1). %2 %3</source>
        <translation>失败：需要授权（HTTP %1）。%2 %3</translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s command and press Connect.</source>
        <translation>未连接。请输入服务器的命令并点击“连接”。</translation>
    </message>
    <message>
        <source>Disconnected.</source>
        <translation>已断开连接。</translation>
    </message>
    <message>
        <source>Connecting… (%1)</source>
        <translation>正在连接…（%1）</translation>
    </message>
    <message>
        <source>Initializing… (waiting for the server to answer initialize)</source>
        <translation>正在初始化…（等待服务器应答 initialize）</translation>
    </message>
    <message>
        <source>Ready — %1 (protocol %2 over %3)</source>
        <translation>就绪 — %1（协议 %2，经由 %3）</translation>
    </message>
    <message>
        <source>Disconnecting… (closing the server&apos;s input, then stopping it)</source>
        <translation>正在断开连接…（关闭服务器的输入，然后停止它）</translation>
    </message>
    <message>
        <source>Disconnecting… (ending the session with the server)</source>
        <translation>正在断开连接…（与服务器结束会话）</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>忙碌</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>连接状态</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>TaskListModel</name>
    <message>
        <source>answered without a task</source>
        <translation>未使用任务即已应答</translation>
    </message>
    <message>
        <source>(starting…)</source>
        <translation>（正在启动…）</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>TasksPane</name>
    <message>
        <source>List Tasks</source>
        <translation>列出任务</translation>
    </message>
    <message>
        <source>Get Result</source>
        <translation>获取结果</translation>
    </message>
    <message>
        <source>Cancel Task</source>
        <translation>取消任务</translation>
    </message>
    <message>
        <source>%1: the tasks the server knows for this session</source>
        <translation>%1：服务器为此会话所知的任务</translation>
    </message>
    <message>
        <source>%1: the server answers once the task has ended</source>
        <translation>%1：任务结束后服务器才会应答</translation>
    </message>
    <message>
        <source>%1: ask the server to cancel the task</source>
        <translation>%1：请求服务器取消该任务</translation>
    </message>
    <message>
        <source>Listing tasks…</source>
        <translation>正在列出任务…</translation>
    </message>
    <message>
        <source>tasks/list failed: %1</source>
        <translation>tasks/list 失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>tasks/list: %n task(s), %1 new.</source>
        <translation>
            <numerusform>tasks/list：%n 个任务，%1 个新任务。</numerusform>
        </translation>
    </message>
    <message>
        <source>Connect to a server that offers tasks (MCP 2025-11-25).</source>
        <translation>请连接到提供任务的服务器（MCP 2025-11-25）。</translation>
    </message>
    <message>
        <source>This server runs tools as tasks when it chooses (io.modelcontextprotocol/tasks); they appear here.</source>
        <translation>此服务器会自行决定是否以任务方式运行工具（io.modelcontextprotocol/tasks）；任务会显示在这里。</translation>
    </message>
    <message>
        <source>This server does not offer tasks.</source>
        <translation>此服务器不提供任务。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Tick &quot;As task&quot; next to Call to run a tool as a task.</source>
        <translation>勾选“调用”旁边的“作为任务”，即可以任务方式运行工具。</translation>
    </message>
    <message>
        <source>This server offers tasks, but not for tools/call.</source>
        <translation>此服务器提供任务，但不支持 tools/call。</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
</context>
<context>
    <name>TemplatePanel</name>
    <message>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>URI: %1</source>
        <translation>URI：%1</translation>
    </message>
    <message>
        <source>The template is malformed: %1</source>
        <translation>模板格式错误：%1</translation>
    </message>
</context>
<context>
    <name>TextContentWidget</name>
    <message>
        <source>Preparing the text…</source>
        <translation>正在准备文本…</translation>
    </message>
    <message>
        <source>Show source</source>
        <translation>显示源文本</translation>
    </message>
    <message>
        <source>Rendered: the first part only; the source has it all.</source>
        <translation>已渲染：仅第一部分；源文本包含全部内容。</translation>
    </message>
</context>
<context>
    <name>TextPreview</name>
    <message>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>保存到文件…</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2.</source>
        <translation>显示前 %1，共 %2。</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
</context>
<context>
    <name>TextValueEditor</name>
    <message>
        <source>whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
</context>
<context>
    <name>ToolCallPane</name>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>破坏性</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>幂等</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>开放世界</translation>
    </message>
    <message>
        <source>Server hints: %1</source>
        <translation>服务器提示：%1</translation>
    </message>
    <message>
        <source>Arguments with problems</source>
        <translation>参数有问题</translation>
    </message>
    <message numerus="yes">
        <source>The arguments of %1 do not match its input schema (%n problem(s)).

Send them anyway? The server decides what to do with them. Show Details… lists the problems.</source>
        <translation>
            <numerusform>%1 的参数与其输入模式不匹配（%n 个问题）。

仍要发送吗？由服务器决定如何处理。“显示详细信息…”会列出这些问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Send anyway</source>
        <translation>仍然发送</translation>
    </message>
    <message>
        <source>Destructive tool</source>
        <translation>破坏性工具</translation>
    </message>
    <message>
        <source>The server says %1 may destroy or change data (destructiveHint).

Call it anyway?</source>
        <translation>服务器表示 %1 可能会销毁或更改数据（destructiveHint）。

仍要调用吗？</translation>
    </message>
    <message>
        <source>As task</source>
        <translation>作为任务</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Save Call…</source>
        <translation>保存调用…</translation>
    </message>
    <message>
        <source>Send tools/call with these arguments (Ctrl+Return)</source>
        <translation>用这些参数发送 tools/call（Ctrl+Return）</translation>
    </message>
    <message>
        <source>Stop waiting and tell the server to stop (notifications/cancelled)</source>
        <translation>停止等待并通知服务器停止（notifications/cancelled）</translation>
    </message>
    <message>
        <source>Keep this tool and these arguments under a name, to run again from the Saved tab</source>
        <translation>以一个名称保存此工具及这些参数，以便在“已保存”标签页中再次运行</translation>
    </message>
    <message>
        <source>No tool selected</source>
        <translation>未选择工具</translation>
    </message>
    <message>
        <source>Pick a tool in the list on the left to see its arguments here.</source>
        <translation>在左侧列表中选择一个工具，即可在此查看其参数。</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>正在等待 %1…</translation>
    </message>
    <message>
        <source>Connect to a server to call tools.</source>
        <translation>连接到服务器以调用工具。</translation>
    </message>
    <message>
        <source>Select a tool on the left.</source>
        <translation>在左侧选择一个工具。</translation>
    </message>
    <message>
        <source>This tool must run as a task (execution.taskSupport: required); follow it in the Tasks pane</source>
        <translation>此工具必须以任务方式运行（execution.taskSupport: required）；请在“任务”窗格中跟踪</translation>
    </message>
    <message>
        <source>Run as a task: tools/call returns a task at once; follow it in the Tasks pane</source>
        <translation>以任务方式运行：tools/call 立即返回一个任务；请在“任务”窗格中跟踪</translation>
    </message>
    <message>
        <source>Ctrl+Return calls the tool.</source>
        <translation>按 Ctrl+Return 调用工具。</translation>
    </message>
    <message>
        <source>Not sent: the JSON does not parse.</source>
        <translation>未发送：JSON 无法解析。</translation>
    </message>
    <message numerus="yes">
        <source>Not sent: %n problem(s) in the arguments.</source>
        <translation>
            <numerusform>未发送：参数中有 %n 个问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not called: %1 is destructive.</source>
        <translation>未调用：%1 具有破坏性。</translation>
    </message>
    <message>
        <source>Called tool %1</source>
        <translation>已调用工具 %1</translation>
    </message>
    <message>
        <source>%1 runs as a task; the Tasks pane follows it…</source>
        <translation>%1 以任务方式运行；“任务”窗格正在跟踪…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <translation>正在调用 %1…</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>被用户取消</translation>
    </message>
    <message>
        <source>Not saved: the JSON does not parse.</source>
        <translation>未保存：JSON 无法解析。</translation>
    </message>
    <message>
        <source>%1 runs as task %2; the Tasks pane follows it…</source>
        <translation>%1 以任务 %2 运行；“任务”窗格正在跟踪…</translation>
    </message>
    <message>
        <source>Call</source>
        <comment>verb: call the selected tool</comment>
        <translation>调用</translation>
    </message>
</context>
<context>
    <name>ToolListModel</name>
    <message>
        <source>left out</source>
        <translation>已省略</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>has no name</source>
        <translation>没有名称</translation>
    </message>
    <message>
        <source>has no inputSchema object</source>
        <translation>没有 inputSchema 对象</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>破坏性</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>幂等</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>开放世界</translation>
    </message>
    <message>
        <source>Server hints: %1</source>
        <translation>服务器提示：%1</translation>
    </message>
    <message>
        <source>Problem: this tool entry %1.</source>
        <translation>问题：此工具条目%1。</translation>
    </message>
    <message>
        <source>Left out: %1. MCP 2026-07-28 (tools, x-mcp-header): a client must not call a tool whose header markers are invalid.</source>
        <translation>已省略：%1。MCP 2026-07-28（tools，x-mcp-header）：客户端不得调用标头标记无效的工具。</translation>
    </message>
    <message>
        <source>(unnamed tool #%1)</source>
        <translation>（未命名的工具 #%1）</translation>
    </message>
    <message>
        <source>left out, %1</source>
        <translation>已省略，%1</translation>
    </message>
</context>
<context>
    <name>ToolListPane</name>
    <message>
        <source>Problem: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Filter tools</source>
        <translation>筛选工具</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>List the server&apos;s tools again (F5)</source>
        <translation>再次列出服务器的工具（F5）</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Connect to a server to list its tools.</source>
        <translation>连接到服务器以列出其工具。</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>正在等待服务器…</translation>
    </message>
    <message>
        <source>Not connected: the list shows what the server offered last.</source>
        <translation>未连接：列表显示服务器上次提供的内容。</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>The server does not offer tools (no &quot;tools&quot; capability). Press Refresh to ask anyway.</source>
        <translation>服务器不提供工具（没有 &quot;tools&quot; 能力）。点击“刷新”仍可请求。</translation>
    </message>
    <message>
        <source>Listing tools…</source>
        <translation>正在列出工具…</translation>
    </message>
    <message>
        <source>Could not list the tools: %1</source>
        <translation>无法列出工具：%1</translation>
    </message>
    <message>
        <source>1 tool</source>
        <translation>1 个工具</translation>
    </message>
    <message numerus="yes">
        <source>%n left out (invalid x-mcp-header markers, greyed)</source>
        <translation>
            <numerusform>%n 个已省略（x-mcp-header 标记无效，显示为灰色）</numerusform>
        </translation>
    </message>
    <message>
        <source>listing stopped early: %1</source>
        <translation>列出提前停止：%1</translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>缓存：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n tools</source>
        <translation>
            <numerusform>%n 个工具</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n pages</source>
        <translation>
            <numerusform>共 %n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>The server&apos;s tools: select one to fill in its arguments and call it</source>
        <translation>服务器的工具：选择一个以填写其参数并调用</translation>
    </message>
</context>
<context>
    <name>TransportChoices</name>
    <message>
        <source>stdio</source>
        <translation>stdio</translation>
    </message>
    <message>
        <source>Auto (from URL)</source>
        <translation>自动（根据 URL）</translation>
    </message>
    <message>
        <source>Streamable HTTP</source>
        <translation>Streamable HTTP</translation>
    </message>
    <message>
        <source>HTTP+SSE (2024-11-05, deprecated)</source>
        <translation>HTTP+SSE（2024-11-05，已弃用）</translation>
    </message>
    <message>
        <source>WebSocket (experimental)</source>
        <translation>WebSocket（实验性）</translation>
    </message>
    <message>
        <source>Enter the server&apos;s URL first, e.g. http://localhost:3001/mcp.</source>
        <translation>请先输入服务器的 URL，例如 http://localhost:3001/mcp。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no scheme: start the URL with http://, https://, ws:// or wss://.</source>
        <translation>“%1”没有协议方案：URL 应以 http://、https://、ws:// 或 wss:// 开头。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid URL: %2.</source>
        <translation>“%1”不是有效的 URL：%2。</translation>
    </message>
    <message>
        <source>mcpscope cannot connect to %1:// URLs: use http://, https://, ws:// or wss://.</source>
        <translation>mcpscope 无法连接到 %1:// URL：请使用 http://、https://、ws:// 或 wss://。</translation>
    </message>
    <message>
        <source>The URL has no host: write it as %1://HOST[:PORT]/PATH.</source>
        <translation>URL 没有主机：请写成 %1://HOST[:PORT]/PATH。</translation>
    </message>
    <message>
        <source>WebSocket needs a ws:// or wss:// URL; %1:// is for Streamable HTTP or HTTP+SSE.</source>
        <translation>WebSocket 需要 ws:// 或 wss:// URL；%1:// 用于 Streamable HTTP 或 HTTP+SSE。</translation>
    </message>
    <message>
        <source>%1 needs an http:// or https:// URL; %2:// is for WebSocket.</source>
        <translation>%1 需要 http:// 或 https:// URL；%2:// 用于 WebSocket。</translation>
    </message>
    <message>
        <source>WebSocket (experimental), from the ws:// scheme</source>
        <translation>WebSocket（实验性），根据 ws:// 协议方案</translation>
    </message>
    <message>
        <source>HTTP+SSE (2024-11-05), since the path ends in /sse</source>
        <translation>HTTP+SSE（2024-11-05），因为路径以 /sse 结尾</translation>
    </message>
    <message>
        <source>Streamable HTTP, then HTTP+SSE if the server refuses it</source>
        <translation>Streamable HTTP，服务器拒绝时改用 HTTP+SSE</translation>
    </message>
</context>
<context>
    <name>UrlConsent</name>
    <message>
        <source>Open in Browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message>
        <source>Site: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>站点：&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>The host is punycode (%1): it may imitate another site&apos;s name.</source>
        <translation>该主机名为 punycode（%1）：可能在模仿其他站点的名称。</translation>
    </message>
    <message>
        <source>Open this URL in your web browser (nothing is fetched before you click)</source>
        <translation>在 Web 浏览器中打开此 URL（点击之前不会获取任何内容）</translation>
    </message>
    <message>
        <source>This is not a valid URL, so mcpscope will not open it.</source>
        <translation>这不是有效的 URL，因此 mcpscope 不会打开它。</translation>
    </message>
    <message>
        <source>mcpscope opens only http and https links; this one is &quot;%1:&quot;.</source>
        <translation>mcpscope 只打开 http 和 https 链接；此链接为 &quot;%1:&quot;。</translation>
    </message>
    <message>
        <source>This link names no host, so mcpscope will not open it.</source>
        <translation>此链接未指明主机，因此 mcpscope 不会打开它。</translation>
    </message>
    <message>
        <source>Not opened. %1</source>
        <translation>未打开。%1</translation>
    </message>
    <message>
        <source>Not opened: no browser accepted the URL. Copy it from above.</source>
        <translation>未打开：没有浏览器接受该 URL。请从上方复制。</translation>
    </message>
</context>
<context>
    <name>ValidationSummary</name>
    <message>
        <source>Click a problem to go to its field</source>
        <translation>点击问题可转到其字段</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) — click one to go to its field</source>
        <translation>
            <numerusform>%n 个问题 — 点击其中一个可转到其字段</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Server Requests</source>
        <translation>服务器请求</translation>
    </message>
    <message>
        <source>Roots &amp;&amp; Capabilities</source>
        <translation>根目录和能力</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>授权</translation>
    </message>
    <message>
        <source>Server Requests (%1)</source>
        <translation>服务器请求（%1）</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <source>Puts the docks, splitters and columns back where they were at first</source>
        <translation>将停靠窗口、分隔条和列恢复到最初的位置</translation>
    </message>
</context>
<context>
    <name>WindowMemory</name>
    <message>
        <source>Crash recovery is off: %1</source>
        <translation>崩溃恢复已关闭：%1</translation>
    </message>
</context>
<context>
    <name>WorkspaceSet</name>
    <message>
        <source>New connection: another server, alongside the ones connected</source>
        <translation>新建连接：在已连接的服务器之外再连接一个服务器</translation>
    </message>
    <message>
        <source>&amp;New Connection</source>
        <translation>新建连接(&amp;N)</translation>
    </message>
    <message>
        <source>Close C&amp;onnection</source>
        <translation>关闭连接(&amp;O)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Server</source>
        <translation>下一个服务器(&amp;X)</translation>
    </message>
    <message>
        <source>P&amp;revious Server</source>
        <translation>上一个服务器(&amp;R)</translation>
    </message>
    <message>
        <source>authorization: sign in to the server</source>
        <translation>授权：登录到服务器</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>新建连接</translation>
    </message>
    <message>
        <source>needs attention: %1
%2</source>
        <translation>需要关注：%1
%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
</TS>
