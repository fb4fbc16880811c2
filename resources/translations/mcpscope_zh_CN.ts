<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Core, Gui, Widgets, Network, WebSockets, Multimedia: the toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth credentials in the OS keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth signatures: private_key_jwt and DPoP proofs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema patterns, with match limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Schema validation (compiled in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About mcpscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpscope %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A desktop inspector for Model Context Protocol servers: every frame, both ways, decoded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copyright © 2026 mcpscope authors. Released under the MIT license (SPDX: MIT), without any warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Libraries mcpscope uses, and their licenses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt is used under the LGPL-3.0 through its shared libraries, which you may replace with your own build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActivityPane</name>
    <message>
        <source>No request is waiting for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting for an answer</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppPanel</name>
    <message>
        <source>No app yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the app says for a model (ui/message, ui/update-model-context), its log, and what its sandbox refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the window was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP App %1 did not answer ui/resource-teardown within %2 ms; closed anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the app was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the app %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app %1 is not shown: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content-Security-Policy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>csp entry refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked request %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked navigation to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked a new window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP App %1: a download of %2 was refused: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved a download of the app as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a download of the app to %1 did not complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>App %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a link from the app?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app asks to open this address in your browser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a file from the app?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app %1 offers a file to save on this computer.

Name: %2
Size: %3
Type: %4
From: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the app&apos;s file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP App — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppView</name>
    <message>
        <source>a blob of another origin than the app&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its origin is not in the app&apos;s Content Security Policy (connectDomains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an app may offer only data: and blob: downloads of its own, never %1: URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this view saves no downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declined by the user</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AudioPlayer</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the audio (uses your default output device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audio output device: save the audio to play it elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play this audio: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play this audio: the media backend cannot decode %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuthorizationPane</name>
    <message>
        <source>Forget credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for you to log in in the browser. Requests to this server wait too: their timeouts are paused until the login ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this server&apos;s tokens and the client registered at its authorization server; the next connection authorizes anew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credentials are kept %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File fallback in use: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>credentials forgotten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next connection authorizes anew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>A step of the OAuth authorization (discovery, registration, token, …)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP</source>
        <extracomment>The column of HTTP status codes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <extracomment>What the server answered to this step</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlockFrame</name>
    <message>
        <source>Annotations: hints from the server about who the content is for and how important it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the %1&apos;s _meta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audience: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BooleanValueEditor</name>
    <message>
        <source>false (not sent)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilitiesEditor</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What mcpscope tells this server it can do. Turn a capability off to see how the server copes without it. Changes apply at the next connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer roots/list from the Roots list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    announce changes (listChanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send notifications/roots/list_changed after each edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the server ask for LLM completions (sampling/createMessage); you answer them by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    with tools (sampling.tools)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server may offer tools in a sampling request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    with context (sampling.context)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server may ask to include context (includeContext)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elicitation: forms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server may ask you to fill in a form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elicitation: URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server may ask you to visit a URL (2025-11-25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP Apps (io.modelcontextprotocol/ui)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer the MCP Apps extension: a tool&apos;s ui:// app is shown next to its result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks on the client (task-augmented sampling and elicitation) are not offered: mcpscope answers those requests directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Negotiated&lt;/b&gt;: not connected yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Negotiated&lt;/b&gt; (%1)&lt;br&gt;We declared: %2&lt;br&gt;The server offers: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The switches differ from what was declared: reconnect to apply them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogController</name>
    <message>
        <source>A value for the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(${input:%2}; kept with the server&apos;s secrets when it is a password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; from the catalog? Its saved calls and the secrets kept for it go too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Servers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Servers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command was saved but its confirmation is not: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection bar has no server to add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The confirmation is not remembered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to &quot;%1&quot; from the server catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no server &quot;%1&quot; in %2 (%3). It has:
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to --server %1 from --config %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to &quot;%1&quot; from %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not confirmed: nothing was started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved call of &quot;%1&quot; was left out: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved calls are not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogDock</name>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the servers whose name, command line or URL contains this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a server to the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Current Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the connection bar&apos;s server to the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import servers from other MCP clients&apos; config files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the server (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the server up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the server down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the server (double-click or Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the server as a snippet for another MCP client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogEntryDialog</name>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command and its arguments (stdio), or the server&apos;s URL, e.g. https://host/mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment, working directory, headers, token, era and limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command or URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the command that starts the server.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogExportDialog</name>
    <message>
        <source>Export Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Client:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Servers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All servers in the catalog (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the environment variable %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the header %2 (as %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secrets in these servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values are not exported; these are left as references:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogImportDialog</name>
    <message>
        <source>env: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs or connects to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config files of MCP clients on this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers in the checked files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is started now: each command is shown for confirmation before its first run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none found: use Open File…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open MCP Client Config Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON config files (*.json *.jsonc);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same command as &quot;%1&quot; in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same URL as &quot;%1&quot; in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renamed: the catalog has a server called &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name cleaned: the file calls it &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file calls it &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import 1 Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n Servers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change was made but not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogResultTracker</name>
    <message>
        <source>connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed before it was ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not valid yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (expired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untrusted Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 presented a certificate this system does not trust.&lt;/b&gt;&lt;br&gt;Accept it only if you know it is the server&apos;s own, for example a self-signed certificate on a development machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also valid for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You accepted a different certificate for this server before (%1). A renewed certificate looks like this too, but so does someone in the middle: compare the fingerprint with the server&apos;s before you accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept for This Server and Reconnect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceValueEditor</name>
    <message>
        <source>other: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClientSetupPane</name>
    <message>
        <source>Roots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings for the next server you connect to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandConfirmation</name>
    <message>
        <source>Connect to %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this program (no shell):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with these environment variables:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the directory %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

This comes from a session file. Only continue if you trust it.

%2
Secret values were not recorded (***).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

This comes from another program&apos;s configuration file and has not been run from mcpscope before. Only continue if you trust it.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the recorded server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run It</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionBar</name>
    <message>
        <source>Command that starts the server, e.g. npx -y @modelcontextprotocol/server-everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server URL, e.g. http://localhost:3001/sse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server URL, e.g. ws://localhost:3001/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server URL, e.g. http://localhost:3001/mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (from URL): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review Certificate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to reach the server. stdio starts it as a child process. Auto picks from the URL: ws:// is WebSocket, a path ending in /sse is HTTP+SSE, anything else Streamable HTTP, falling back to HTTP+SSE when the server refuses it (as the MCP spec describes). WebSocket is not part of the MCP spec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the certificate the server presented, and accept it for this server if you trust it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is a URL, so the transport is now Auto (from URL). Choose stdio to run a command instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the command that starts the server first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret header %1 has no value (secret values are not saved): enter it in Settings….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret variable %1 has no value (secret values are not saved): enter it in Settings….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s URL and press Connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s command and press Connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Press Connect (Ctrl+K) to start the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Press Connect (Ctrl+K) to connect over %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Auto picks the transport once the URL is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Auto will use %1. Press Connect (Ctrl+K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s URL: http:// or https:// for Streamable HTTP and HTTP+SSE, ws:// or wss:// for WebSocket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program and arguments, split like a shell splits words (&apos;…&apos;, &quot;…&quot; and \ work; nothing is expanded). The program is started directly, never through a shell. Type or paste a URL to connect to a remote server instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings (1 variable)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Settings (%n variables)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Environment variables, working directory and timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 header</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n headers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings (%1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP headers, bearer token, accepted certificate and timeout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContainerEditor</name>
    <message>
        <source>+ Add item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Add entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema allows no more here; added anyway on purpose, and marked by validation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message numerus="yes">
        <source>Show %1 more of %n blocks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This content block is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedded resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &quot;%1&quot; block without its required field; shown as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This content block has no &quot;type&quot;; shown as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown content type &quot;%1&quot;; shown as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &quot;data&quot; of this %1 block is not a base64 string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosticsView</name>
    <message>
        <source>Server said:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely cause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found in this row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ElicitationCard</name>
    <message>
        <source>(the server gave no message)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visit a URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form to fill in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open and Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept and Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the URL in your browser and tell the server you agreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send what the form holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say no to this request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the request without deciding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful: this form seems to ask for a secret (%1). MCP servers must not ask for passwords or keys through a form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted: the URL was opened in your browser. The server may say when it is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: the JSON does not parse (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not sent: %n problem(s) in the form — %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Accepted: the form was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete: the server says this URL elicitation is done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmbeddedResourceWidget</name>
    <message>
        <source>This resource has neither &quot;text&quot; nor &quot;blob&quot; (a string): nothing to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The blob is not valid base64 (%n characters).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Binary data: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EraChoice</name>
    <message>
        <source>Legacy (initialize)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (probe, then fall back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modern (2026-07-28)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy servers (up to 2025-11-25) start with initialize; modern ones (2026-07-28) carry the version on every request. Auto asks with server/discover first and falls back to initialize; a silent stdio server then costs a few seconds once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The modern protocol version to offer first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormHints</name>
    <message>
        <source>characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys match %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormNodeWidget</name>
    <message>
        <source>Send this optional field (unchecked: it is left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key of this entry; Enter renames it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which alternative of the schema&apos;s oneOf/anyOf to fill in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send null instead of a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move this item up (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move this item down (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove (Alt+Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON pointer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema: #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormPanel</name>
    <message>
        <source>The schema defines no fields.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the image to the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding %1 (%2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot show this %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2×%3 · %4 · %5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InFlightModel</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left before mcpscope gives up on this request; progress from the server starts the count again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting and send notifications/cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterfaceChangesBanner</name>
    <message>
        <source>Show &amp;Changes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterfaceChangesController</name>
    <message>
        <source>Took a snapshot of the server&apos;s interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the interface snapshot was not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterfaceDiffDialog</name>
    <message>
        <source>Interface Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — compared with the snapshot of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <source>any JSON value, e.g. {&quot;key&quot;: 1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonTextEdit</name>
    <message>
        <source>Line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one JSON value is allowed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonTreeModel</name>
    <message>
        <source>{1 member}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{%n members}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>[1 item]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>[%n items]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonView</name>
    <message>
        <source>Show as text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when mcpscope starts next (--lang overrides it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>View › Language: the language of the operating system&apos;s settings</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies at the next start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListHeader</name>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogStatusLabel</name>
    <message>
        <source>1 row · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows · %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rows in the message log and the bytes of the traffic they hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoggingPane</name>
    <message>
        <source>Ask the server to send log messages at this level and above (logging/setLevel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show rows at this level and above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not offer logging (no &quot;logging&quot; capability).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting the level to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server logs at %1 and above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging/setLevel failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Call</source>
        <comment>verb: call the selected tool</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ancel Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;Paired Request/Response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Frames…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About mcpscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpscope — %1</source>
        <extracomment>The window title: the program&apos;s name, then the server&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageDetailView</name>
    <message>
        <source>Go to Response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a message in the log to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the request or response that pairs with this frame (or double-click the row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the frame&apos;s exact bytes, however large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the bytes as a hex dump even when they are readable text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No message selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent in rounds: %1. The rows of every round are tinted in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bytes: this row is an event, not a frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exactly as received, UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exactly as received, as hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exactly as received: not readable UTF-8 text, shown as hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frame stops being valid JSON here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageFilterProxyModel</name>
    <message>
        <source>No.</source>
        <extracomment>The log&apos;s column of row numbers</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dir</source>
        <extracomment>The log&apos;s column of directions (sent or received), kept short</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>The log&apos;s column of JSON-RPC request ids</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageLogFinder</name>
    <message>
        <source>Search stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter stopped: the rows shown are the previous filter&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 match</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No row matches &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filtering…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageLogToolbar</name>
    <message>
        <source>Errors only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find rows whose bytes, method or id contain this text (any case); F3 finds the next, Shift+F3 the previous, Esc stops a long search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the rows the search found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc stops it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every row from the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one direction only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⇠ app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⇢ app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method, e.g. tools/*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only methods matching this glob (* and ? wildcards); a response counts as the method of its request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rows of one server only: the one shown above, or any by name (the log keeps every connection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter rows by method, id or code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show rows whose method, id, channel, error code or HTTP status contains this text (any case); search finds text in the frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n messages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageLogView</name>
    <message>
        <source>Cleared the log filter to show row #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This row has no paired request or response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied (secrets replaced by placeholders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as mcpscope-cli Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Paired Request/Response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Selected…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OAuthSettingsBox</name>
    <message>
        <source>OAuth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in with a browser (authorization code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client credentials (no user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload identity token (JWT bearer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enterprise ID token (token exchange)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the client ID comes from the client ID metadata document or from registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client&apos;s secret (client_secret_basic or _post), kept in the system keyring; empty: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PEM private key file that signs the client&apos;s assertions (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file holding the workload token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file holding the user&apos;s ID token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The identity provider&apos;s token endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client&apos;s secret at the identity provider, kept in the system keyring; empty: the client ID alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DPoP: bind tokens to a key made for each connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload token file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID token file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IdP token endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IdP client ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IdP client secret:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay &amp;Selected Rows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to Recorded Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to &amp;Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reading the file: the events read so far stay shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfflineSession</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: it records several connections (%2), none with tag %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (offline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only partly opened: cancelled after %Ln events (%1% of the file).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opening stopped: %1. The %Ln events before that are shown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Damaged lines not shown: %n, the first at line %1: %2. The other events are shown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Offline session %1, recorded %2, %3 — read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputCheck</name>
    <message>
        <source>The tool declares an outputSchema, but the result has no structuredContent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>structuredContent does not match the tool&apos;s outputSchema:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>structuredContent does not match the tool&apos;s outputSchema (%n problems):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tool&apos;s outputSchema cannot be checked:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>structuredContent was not fully validated against the tool&apos;s outputSchema:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputCheckBanner</name>
    <message>
        <source>… and %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking structuredContent against the outputSchema…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PingControl</name>
    <message>
        <source>Ping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send ping and measure the round trip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinging…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer (%1) at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptListModel</name>
    <message>
        <source>(unnamed prompt #%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptMessagesView</name>
    <message>
        <source>Fill in the arguments and press Get to see the prompt&apos;s messages here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n message(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not get %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no role)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptsPane</name>
    <message>
        <source>Prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send prompts/get with these arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Call…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this prompt and these arguments under a name, to get again from the Saved tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not offer prompts (no &quot;prompts&quot; capability). Refresh asks anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a server to list its prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing prompts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>listing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n page(s); the server has more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prompt selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a prompt on the left to see its arguments here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got prompt %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RawConsolePane</name>
    <message>
        <source>Skip the MCP handshake (plain JSON-RPC 2.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a frame and press Ctrl+Return to send it exactly as typed: a request, a notification, a batch, or malformed on purpose. Templates help. On stdio a frame is one line: a line break inside it splits it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you send and what comes back for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch (2 requests, 1 notification)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every request in the editor a fresh id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes effect at the next Connect: the session is ready as soon as the transport is open, without initialize, so plain JSON-RPC 2.0 endpoints can be debugged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the editor&apos;s text exactly as typed (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the replies shown here (the message log keeps them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: connect first (the session must be ready).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to send: the editor is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ sent 1 byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>→ sent %n bytes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>  (no request id in this frame: a reply is not required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sent a raw frame of %n bytes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>← no response (HTTP %1 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← a frame that is not JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← batch reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initializing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>The tab of the Replay pane (a noun): the recorded calls sent again, with a diff</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recorded server (you will see its command first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current connection settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another server (a command line or a URL)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay against:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line or URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not replayed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no server to replay against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay %1 against the recorded server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a replay is still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records several connections: select the rows in the tab of the connection to replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records %2 connections (%3): open it with File › Open Session and replay from the tab of the connection to replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1… %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select the rows to replay in the message log first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n selected row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the selected rows come from several session files; select rows of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of the selected rows is in a session file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n selected event(s) of %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no request to replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n selected request(s) have no recorded response in the file</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <source>&amp;Rerun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed JSON pointers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore paths, one JSON pointer pattern per line (* one token, ** any depth, globs like *At). Applied at the next Rerun:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — stopped before the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the replay could not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no recorded response)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no live response) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayStepModel</name>
    <message>
        <source>%1 (+%2 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequestCard</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawn: the server cancelled this request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawn: the server cancelled this request (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone: the request ended before it was answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone: the connection ended before this was answered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequestQueuePane</name>
    <message>
        <source>Clear Answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing asked yet. When the server asks for a sampling reply, a form or a URL visit, a card appears here. Answer whenever you like: nothing waits on it but the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks for a sampling reply: see Server Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks for your input: see Server Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs you to visit a URL first: see Server Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Server requests&lt;/b&gt; — none waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Server requests&lt;/b&gt; — %n waiting</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RequiredUrlCard</name>
    <message>
        <source>URL required to continue (-32042)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused a request until you visit this URL. Retry the request afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete: the server says this URL elicitation is done; retry the request.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceContentsView</name>
    <message>
        <source>Select a resource and press Read to see its contents here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n item(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceLinkWidget</name>
    <message>
        <source>Read resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send resources/read for this URI and show the contents here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 content item</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n content items</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceListModel</name>
    <message>
        <source>audience: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIME type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceReader</name>
    <message>
        <source>Not connected: connect to the server to read %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resources/read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered resources/read without a &quot;contents&quot; array.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourcesController</name>
    <message>
        <source>Read resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the resources/read result has no &quot;contents&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourcesPane</name>
    <message>
        <source>Subscription to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow nextCursor to the end, or list one page per click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read when updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP 2026-07-28: updates and list changes arrive only on a subscriptions/listen stream; mcpscope keeps one open with what you subscribed to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a resource or a template on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsubscribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updates: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a server to list its resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not offer resources (no &quot;resources&quot; capability). Refresh asks anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · structuredContent matches the outputSchema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structured content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result _meta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>App</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call a tool to see its result here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progress %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a task (the server ran it directly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Task failed&lt;/b&gt; — %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Invalid result&lt;/b&gt; — the server answered with a result that is not an object, so it is not a CallToolResult.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;✖ Tool error&lt;/b&gt; — %1 reported a failure (isError: true) %2. The call itself succeeded; the tool says what went wrong:&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Result&lt;/b&gt; — %1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Protocol error %1&lt;/b&gt; (%2)&lt;br&gt;&lt;i&gt;Server said:&lt;/i&gt; %3&lt;br&gt;&lt;i&gt;Meaning:&lt;/i&gt; %4&lt;br&gt;&lt;i&gt;Hint:&lt;/i&gt; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. mcpscope told the server to stop (notifications/cancelled); a late answer will still appear in the message log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cancelled the call after %1; the server was told to stop (notifications/cancelled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Open this tab to format the raw JSON.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RootListModel</name>
    <message>
        <source>%1 is already a root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RootsEditor</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file:///path/to/folder or /path/to/folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folders this server may work in. roots/list is answered from this list; each edit sends notifications/roots/list_changed. Double-click a name to rename it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a file:// URI or an absolute path first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Root Folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SafeImage</name>
    <message>
        <source>%1 images are not shown; mcpscope decodes only %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image has no bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bytes are not an image format mcpscope decodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image claims %1×%2 pixels; mcpscope shows images up to %3×%3 and %4 megapixels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SafeTextBrowser</name>
    <message>
        <source>Opened %1 in your browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened: no browser accepted the URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SamplingCard</name>
    <message>
        <source>Sampling request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your reply — sent as the model&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send this reply as the CreateMessageResult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer error -1: the user rejected the sampling request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved: your reply was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected: the server got error -1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SamplingRequestView</name>
    <message>
        <source>unknown content block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxTokens %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SamplingResponseEditor</name>
    <message>
        <source>MCP expects &quot;assistant&quot;; &quot;user&quot; is there to test a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of the model that &quot;answered&quot; (result.model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image from file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reply the server gets, as if a model wrote it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No image chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image for the Reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an image (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than 20 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the reply text (it is empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an image file for the reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the tool to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the tool use an id (the server&apos;s tool_result refers to it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool input is not JSON: %1 at character %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool input must be a JSON object ({…}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the model that answered (result.model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveData</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedCallListModel</name>
    <message>
        <source>tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool or prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedCallsController</name>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the server first: saved calls are kept under a catalog server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept under this server in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server is not in the catalog yet: saving adds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the saved call (unique for this server):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved call of this server has that name already.
Save under it again to replace it, or choose another name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the call as %1 (Saved tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not list the tool %1 (now, or yet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not list the prompt %1 (now, or yet).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedCallsPane</name>
    <message>
        <source>&amp;Add Server to Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this server in the catalog (servers.json), so calls can be saved under it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the call as it was saved; the result shows where a call&apos;s does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the call in the Tools or Prompts form to change and send it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the removed call back where it was (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog: calls cannot be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server is not in the catalog. Saved calls are kept under a catalog server: Save Call… in the Tools or Prompts tab adds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved calls for %1 yet: Save Call… in the Tools or Prompts tab keeps one here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n saved call(s) for %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Removed &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Saved Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name (unique for this server):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchemaFormView</name>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the value field by field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the whole value as JSON text (lossless both ways)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the schema&apos;s defaults and forget the remembered value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No value: enter {} to send an empty object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not JSON, not applied — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretTable</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerInfoPane</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy (initialize)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modern (server/discover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>supports %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected; last known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no capabilities declared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerLogModel</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerSettingsDialog</name>
    <message>
        <source>Server Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values are masked here and redacted in the log. Secret values are not saved: mcpscope remembers their names only, so enter them again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variables, added to the inherited environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP headers, sent with every request:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol era:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long mcpscope waits for any answer before it gives up and cancels the request. Progress notifications restart the wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The longest any request may take, however often progress restarts its timeout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest message the server may send: a stdio line, an SSE event, an HTTP body or a WebSocket message. A larger one closes that request or connection (--max-message-size in the CLI).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest message:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much memory the message log keeps for frames. Beyond it the oldest frames are read back from the autosaved session file when you look at them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpscope&apos;s own working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none — sent as &quot;Authorization: Bearer …&quot; when set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none — mcpscope shows an untrusted certificate and asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 fingerprint of the self-signed certificate you accepted for this server. A different certificate is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none. mcpscope takes http_proxy, https_proxy and no_proxy from the environment it was started in, and none of them is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the environment mcpscope was started in: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server Settings — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable names cannot contain &quot;=&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working directory does not exist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid header name: use letters, digits and dashes, without spaces or &quot;:&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpscope sets %1 itself; remove it from the headers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 has a line break; header values are one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization is set twice: as a header and as the bearer token. Keep one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerWorkspace</name>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>Session saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpscope sessions (*.mcpsession);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Session As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Sessions &amp;Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect to Recorded Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recording: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing recorded yet: connect to a server or open a session first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions are in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a session file first (File &gt; Open Session…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the server recorded in %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillsPane</name>
    <message>
        <source>loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loaded, verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>skills/list failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the server&apos;s skills again (skills/list). No file is read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the next pages of skills/list, from where the listing stopped. No file is read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing more skills…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontmatter (as listed by skills/list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the selected file (resources/read) and verify its size and digest; the skill&apos;s SKILL.md is read and verified first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not declare the skills extension (io.modelcontextprotocol/skills). Refresh asks anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a server to list its skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing skills…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Load more lists the next %n page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No skill selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification failed, the skill is not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dynamic: not listed, cannot be verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n byte(s), size and digest verified</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n byte(s), NOT verified (the skill&apos;s files are dynamic)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(binary content, %n byte(s), not shown)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Error: %1
The content was not used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusIndicator</name>
    <message>
        <source> — %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the credentials mcpscope sent: check the bearer token or the Authorization header in Settings… and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a bearer token or an Authorization header in Settings… and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: authorization required (HTTP %1). %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s command and press Connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting… (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initializing… (waiting for the server to answer initialize)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready — %1 (protocol %2 over %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnecting… (closing the server&apos;s input, then stopping it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnecting… (ending the session with the server)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaskListModel</name>
    <message>
        <source>answered without a task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(starting…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TasksPane</name>
    <message>
        <source>List Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the tasks the server knows for this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the server answers once the task has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ask the server to cancel the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing tasks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks/list failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>tasks/list: %n task(s), %1 new.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Connect to a server that offers tasks (MCP 2025-11-25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server runs tools as tasks when it chooses (io.modelcontextprotocol/tasks); they appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server does not offer tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick &quot;As task&quot; next to Call to run a tool as a task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server offers tasks, but not for tools/call.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplatePanel</name>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template is malformed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextContentWidget</name>
    <message>
        <source>Preparing the text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendered: the first part only; the source has it all.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextPreview</name>
    <message>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the first %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextValueEditor</name>
    <message>
        <source>whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolCallPane</name>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destructive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server hints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments with problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The arguments of %1 do not match its input schema (%n problem(s)).

Send them anyway? The server decides what to do with them. Show Details… lists the problems.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Send anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destructive tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server says %1 may destroy or change data (destructiveHint).

Call it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <comment>verb: call the selected tool</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Call…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send tools/call with these arguments (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting and tell the server to stop (notifications/cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this tool and these arguments under a name, to run again from the Saved tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tool selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a tool in the list on the left to see its arguments here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a server to call tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a tool on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool must run as a task (execution.taskSupport: required); follow it in the Tasks pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run as a task: tools/call returns a task at once; follow it in the Tasks pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Return calls the tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: the JSON does not parse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not sent: %n problem(s) in the arguments.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not called: %1 is destructive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called tool %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs as a task; the Tasks pane follows it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: the JSON does not parse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs as task %2; the Tasks pane follows it…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolListModel</name>
    <message>
        <source>left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no inputSchema object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destructive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server hints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem: this tool entry %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out: %1. MCP 2026-07-28 (tools, x-mcp-header): a client must not call a tool whose header markers are invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed tool #%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left out, %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolListPane</name>
    <message>
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the server&apos;s tools again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a server to list its tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the list shows what the server offered last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not offer tools (no &quot;tools&quot; capability). Press Refresh to ask anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing tools…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list the tools: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tools</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out (invalid x-mcp-header markers, greyed)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n pages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>listing stopped early: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransportChoices</name>
    <message>
        <source>stdio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (from URL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streamable HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP+SSE (2024-11-05, deprecated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WebSocket (experimental)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the server&apos;s URL first, e.g. http://localhost:3001/mcp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no scheme: start the URL with http://, https://, ws:// or wss://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid URL: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpscope cannot connect to %1:// URLs: use http://, https://, ws:// or wss://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL has no host: write it as %1://HOST[:PORT]/PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WebSocket needs a ws:// or wss:// URL; %1:// is for Streamable HTTP or HTTP+SSE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs an http:// or https:// URL; %2:// is for WebSocket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WebSocket (experimental), from the ws:// scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP+SSE (2024-11-05), since the path ends in /sse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streamable HTTP, then HTTP+SSE if the server refuses it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UrlConsent</name>
    <message>
        <source>Open in Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host is punycode (%1): it may imitate another site&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this URL in your web browser (nothing is fetched before you click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a valid URL, so mcpscope will not open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpscope opens only http and https links; this one is &quot;%1:&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link names no host, so mcpscope will not open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened: no browser accepted the URL. Copy it from above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidationSummary</name>
    <message>
        <source>Click a problem to go to its field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) — click one to go to its field</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Server Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roots &amp;&amp; Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server Requests (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspaceSet</name>
    <message>
        <source>New connection: another server, alongside the ones connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close C&amp;onnection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authorization: sign in to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs attention: %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
