<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Core, Gui, Widgets, Network, WebSockets, Multimedia: the toolkit</source>
        <translation>Core, Gui, Widgets, Network, WebSockets, Multimedia: das Toolkit</translation>
    </message>
    <message>
        <source>OAuth credentials in the OS keyring</source>
        <translation>OAuth-Anmeldedaten im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>OAuth signatures: private_key_jwt and DPoP proofs</source>
        <translation>OAuth-Signaturen: private_key_jwt und DPoP-Nachweise</translation>
    </message>
    <message>
        <source>Schema patterns, with match limits</source>
        <translation>Schema-Muster, mit Begrenzung beim Abgleich</translation>
    </message>
    <message>
        <source>JSON Schema validation (compiled in)</source>
        <translation>JSON-Schema-Validierung (einkompiliert)</translation>
    </message>
    <message>
        <source>About mcpscope</source>
        <translation>Über mcpscope</translation>
    </message>
    <message>
        <source>mcpscope %1</source>
        <translation>mcpscope %1</translation>
    </message>
    <message>
        <source>A desktop inspector for Model Context Protocol servers: every frame, both ways, decoded.</source>
        <translation>Ein Desktop-Inspektor für Model-Context-Protocol-Server: jeder Frame, in beide Richtungen, dekodiert.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Erstellt mit Qt %1, läuft mit Qt %2.</translation>
    </message>
    <message>
        <source>Copyright © 2026 mcpscope authors. Released under the MIT license (SPDX: MIT), without any warranty.</source>
        <translation>Copyright © 2026 mcpscope-Autoren. Veröffentlicht unter der MIT-Lizenz (SPDX: MIT), ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>Libraries mcpscope uses, and their licenses:</source>
        <translation>Von mcpscope verwendete Bibliotheken und ihre Lizenzen:</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <source>Qt is used under the LGPL-3.0 through its shared libraries, which you may replace with your own build.</source>
        <translation>Qt wird unter der LGPL-3.0 über seine gemeinsam genutzten Bibliotheken verwendet, die Sie durch einen eigenen Build ersetzen können.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AccessibleDefaults</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished">Leeren</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActivityPane</name>
    <message>
        <source>No request is waiting for an answer.</source>
        <translation>Keine Anfrage wartet auf eine Antwort.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting for an answer</source>
        <translation>
            <numerusform>%n Anfrage wartet auf eine Antwort</numerusform>
            <numerusform>%n Anfragen warten auf eine Antwort</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The requests waiting for an answer: method, elapsed time, progress, message and timeout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppPanel</name>
    <message>
        <source>No app yet.</source>
        <translation>Noch keine App.</translation>
    </message>
    <message>
        <source>What the app says for a model (ui/message, ui/update-model-context), its log, and what its sandbox refused.</source>
        <translation>Was die App für ein Modell mitteilt (ui/message, ui/update-model-context), ihr Protokoll und was ihre Sandbox abgelehnt hat.</translation>
    </message>
    <message>
        <source>the window was closed</source>
        <translation>das Fenster wurde geschlossen</translation>
    </message>
    <message>
        <source>MCP App %1 did not answer ui/resource-teardown within %2 ms; closed anyway</source>
        <translation>MCP-App %1 hat nicht innerhalb von %2 ms auf ui/resource-teardown geantwortet; trotzdem geschlossen</translation>
    </message>
    <message>
        <source>the app was closed</source>
        <translation>die App wurde geschlossen</translation>
    </message>
    <message>
        <source>Reading the app %1…</source>
        <translation>App %1 wird gelesen…</translation>
    </message>
    <message>
        <source>The app %1 is not shown: %2</source>
        <translation>Die App %1 wird nicht angezeigt: %2</translation>
    </message>
    <message>
        <source>Content-Security-Policy: %1</source>
        <translation>Content-Security-Policy: %1</translation>
    </message>
    <message>
        <source>csp entry refused: %1</source>
        <translation>CSP-Eintrag abgelehnt: %1</translation>
    </message>
    <message>
        <source>blocked request %1: %2</source>
        <translation>Anfrage %1 blockiert: %2</translation>
    </message>
    <message>
        <source>blocked navigation to %1</source>
        <translation>Navigation zu %1 blockiert</translation>
    </message>
    <message>
        <source>blocked a new window</source>
        <translation>neues Fenster blockiert</translation>
    </message>
    <message>
        <source>MCP App %1: a download of %2 was refused: %3</source>
        <translation>MCP-App %1: ein Download von %2 wurde abgelehnt: %3</translation>
    </message>
    <message>
        <source>saved a download of the app as %1</source>
        <translation>Download der App als %1 gespeichert</translation>
    </message>
    <message>
        <source>a download of the app to %1 did not complete</source>
        <translation>ein Download der App nach %1 wurde nicht abgeschlossen</translation>
    </message>
    <message>
        <source>App %1</source>
        <translation>App %1</translation>
    </message>
    <message>
        <source>Open a link from the app?</source>
        <translation>Einen Link aus der App öffnen?</translation>
    </message>
    <message>
        <source>The app asks to open this address in your browser:</source>
        <translation>Die App möchte diese Adresse in Ihrem Browser öffnen:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <source>Save a file from the app?</source>
        <translation>Eine Datei aus der App speichern?</translation>
    </message>
    <message>
        <source>The app %1 offers a file to save on this computer.

Name: %2
Size: %3
Type: %4
From: %5</source>
        <translation>Die App %1 bietet eine Datei zum Speichern auf diesem Computer an.

Name: %2
Größe: %3
Typ: %4
Von: %5</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the app&apos;s file</source>
        <translation>Datei der App speichern</translation>
    </message>
    <message>
        <source>MCP App — %1</source>
        <translation>MCP-App – %1</translation>
    </message>
</context>
<context>
    <name>AppView</name>
    <message>
        <source>a blob of another origin than the app&apos;s</source>
        <translation>ein Blob eines anderen Ursprungs als dem der App</translation>
    </message>
    <message>
        <source>its origin is not in the app&apos;s Content Security Policy (connectDomains)</source>
        <translation>sein Ursprung steht nicht in der Content Security Policy der App (connectDomains)</translation>
    </message>
    <message>
        <source>an app may offer only data: and blob: downloads of its own, never %1: URLs</source>
        <translation>eine App darf nur eigene data:- und blob:-Downloads anbieten, niemals %1:-URLs</translation>
    </message>
    <message>
        <source>this view saves no downloads</source>
        <translation>diese Ansicht speichert keine Downloads</translation>
    </message>
    <message>
        <source>declined by the user</source>
        <translation>vom Benutzer abgelehnt</translation>
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
        <translation>kein mimeType</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play the audio (uses your default output device)</source>
        <translation>Audio abspielen (über Ihr Standard-Ausgabegerät)</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>No audio output device: save the audio to play it elsewhere.</source>
        <translation>Kein Audio-Ausgabegerät: Speichern Sie das Audio, um es anderswo abzuspielen.</translation>
    </message>
    <message>
        <source>Cannot play this audio: %1</source>
        <translation>Dieses Audio kann nicht abgespielt werden: %1</translation>
    </message>
    <message>
        <source>Cannot play this audio: the media backend cannot decode %1.</source>
        <translation>Dieses Audio kann nicht abgespielt werden: Das Medien-Backend kann %1 nicht dekodieren.</translation>
    </message>
    <message>
        <source>it</source>
        <translation>es</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>AuthorizationPane</name>
    <message>
        <source>Forget credentials</source>
        <translation>Anmeldedaten vergessen</translation>
    </message>
    <message>
        <source>Waiting for you to log in in the browser. Requests to this server wait too: their timeouts are paused until the login ends.</source>
        <translation>Warte auf Ihre Anmeldung im Browser. Anfragen an diesen Server warten ebenfalls: Deren Zeitlimits ruhen, bis die Anmeldung beendet ist.</translation>
    </message>
    <message>
        <source>Delete this server&apos;s tokens and the client registered at its authorization server; the next connection authorizes anew.</source>
        <translation>Die Tokens dieses Servers und den bei seinem Autorisierungsserver registrierten Client löschen; die nächste Verbindung autorisiert sich neu.</translation>
    </message>
    <message>
        <source>Credentials are kept %1.</source>
        <translation>Speicherort der Anmeldedaten: %1.</translation>
    </message>
    <message>
        <source>File fallback in use: %1.</source>
        <translation>Ersatzdatei in Verwendung: %1.</translation>
    </message>
    <message>
        <source>credentials forgotten</source>
        <translation>Anmeldedaten vergessen</translation>
    </message>
    <message>
        <source>the next connection authorizes anew</source>
        <translation>die nächste Verbindung autorisiert sich neu</translation>
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
    <message>
        <source>Authorization steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each step of the authorization: what was asked, where, and how it ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutosaveOffer</name>
    <message>
        <source>&amp;Reopen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the recording offline: nothing is started or connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the recording to a file of your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletes the recording that was offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>mcpscope did not close normally. The session it was recording (%n event(s), saved at %1) can be reopened.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mcpscope did not close normally. The newest of the %1 sessions it was recording (%n event(s), saved at %2) can be reopened; the others are in the sessions folder.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save Recording As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recording was saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recording was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlockFrame</name>
    <message>
        <source>Annotations: hints from the server about who the content is for and how important it is</source>
        <translation>Annotationen: Hinweise des Servers, für wen der Inhalt bestimmt ist und wie wichtig er ist</translation>
    </message>
    <message>
        <source>Show the %1&apos;s _meta</source>
        <translation>_meta von „%1“ anzeigen</translation>
    </message>
    <message>
        <source>audience: %1</source>
        <translation>Zielgruppe: %1</translation>
    </message>
    <message>
        <source>priority %1</source>
        <translation>Priorität %1</translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation>geändert %1</translation>
    </message>
</context>
<context>
    <name>BooleanValueEditor</name>
    <message>
        <source>false (not sent)</source>
        <translation>false (nicht gesendet)</translation>
    </message>
</context>
<context>
    <name>CapabilitiesEditor</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>What mcpscope tells this server it can do. Turn a capability off to see how the server copes without it. Changes apply at the next connect.</source>
        <translation>Was mcpscope diesem Server als eigene Fähigkeiten meldet. Schalten Sie eine Fähigkeit ab, um zu sehen, wie der Server ohne sie zurechtkommt. Änderungen gelten ab der nächsten Verbindung.</translation>
    </message>
    <message>
        <source>Roots</source>
        <translation>Roots</translation>
    </message>
    <message>
        <source>Answer roots/list from the Roots list</source>
        <translation>roots/list aus der Roots-Liste beantworten</translation>
    </message>
    <message>
        <source>    announce changes (listChanged)</source>
        <translation>    Änderungen melden (listChanged)</translation>
    </message>
    <message>
        <source>Send notifications/roots/list_changed after each edit</source>
        <translation>Nach jeder Bearbeitung notifications/roots/list_changed senden</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Let the server ask for LLM completions (sampling/createMessage); you answer them by hand</source>
        <translation>Den Server LLM-Vervollständigungen anfordern lassen (sampling/createMessage); Sie beantworten sie von Hand</translation>
    </message>
    <message>
        <source>    with tools (sampling.tools)</source>
        <translation>    mit Tools (sampling.tools)</translation>
    </message>
    <message>
        <source>The server may offer tools in a sampling request</source>
        <translation>Der Server darf in einer Sampling-Anfrage Tools anbieten</translation>
    </message>
    <message>
        <source>    with context (sampling.context)</source>
        <translation>    mit Kontext (sampling.context)</translation>
    </message>
    <message>
        <source>The server may ask to include context (includeContext)</source>
        <translation>Der Server darf das Einbeziehen von Kontext anfordern (includeContext)</translation>
    </message>
    <message>
        <source>Elicitation: forms</source>
        <translation>Elicitation: Formulare</translation>
    </message>
    <message>
        <source>The server may ask you to fill in a form</source>
        <translation>Der Server darf Sie bitten, ein Formular auszufüllen</translation>
    </message>
    <message>
        <source>Elicitation: URLs</source>
        <translation>Elicitation: URLs</translation>
    </message>
    <message>
        <source>The server may ask you to visit a URL (2025-11-25)</source>
        <translation>Der Server darf Sie bitten, eine URL aufzurufen (2025-11-25)</translation>
    </message>
    <message>
        <source>MCP Apps (io.modelcontextprotocol/ui)</source>
        <translation>MCP Apps (io.modelcontextprotocol/ui)</translation>
    </message>
    <message>
        <source>Offer the MCP Apps extension: a tool&apos;s ui:// app is shown next to its result</source>
        <translation>Die Erweiterung MCP Apps anbieten: Die ui://-App eines Tools wird neben seinem Ergebnis angezeigt</translation>
    </message>
    <message>
        <source>Tasks on the client (task-augmented sampling and elicitation) are not offered: mcpscope answers those requests directly.</source>
        <translation>Aufgaben auf dem Client (Sampling und Elicitation als Aufgabe) werden nicht angeboten: mcpscope beantwortet diese Anfragen direkt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Negotiated&lt;/b&gt;: not connected yet.</source>
        <translation>&lt;b&gt;Ausgehandelt&lt;/b&gt;: noch nicht verbunden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Negotiated&lt;/b&gt; (%1)&lt;br&gt;We declared: %2&lt;br&gt;The server offers: %3</source>
        <translation>&lt;b&gt;Ausgehandelt&lt;/b&gt; (%1)&lt;br&gt;Wir haben gemeldet: %2&lt;br&gt;Der Server bietet: %3</translation>
    </message>
    <message>
        <source>The switches differ from what was declared: reconnect to apply them.</source>
        <translation>Die Schalter weichen von den gemeldeten Fähigkeiten ab: Verbinden Sie neu, um sie anzuwenden.</translation>
    </message>
</context>
<context>
    <name>CatalogController</name>
    <message>
        <source>Remove the server?</source>
        <translation>Server entfernen?</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; from the catalog? Its saved calls and the secrets kept for it go too.</source>
        <translation>„%1“ aus dem Katalog entfernen? Seine gespeicherten Aufrufe und die für ihn hinterlegten Geheimnisse werden ebenfalls entfernt.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Cannot connect to the server</source>
        <translation>Verbindung zum Server nicht möglich</translation>
    </message>
    <message>
        <source>Opening the keychain…</source>
        <translation>Schlüsselbund wird geöffnet…</translation>
    </message>
    <message>
        <source>&amp;Import Servers…</source>
        <translation>Server &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export Servers…</source>
        <translation>Server &amp;exportieren…</translation>
    </message>
    <message>
        <source>The command was saved but its confirmation is not: %1</source>
        <translation>Der Befehl wurde gespeichert, seine Bestätigung aber nicht: %1</translation>
    </message>
    <message>
        <source>New server</source>
        <translation>Neuer Server</translation>
    </message>
    <message>
        <source>The connection bar has no server to add.</source>
        <translation>Die Verbindungsleiste hat keinen Server zum Hinzufügen.</translation>
    </message>
    <message>
        <source>The confirmation is not remembered: %1</source>
        <translation>Die Bestätigung wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Connect to &quot;%1&quot; from the server catalog.</source>
        <translation>Mit „%1“ aus dem Server-Katalog verbinden.</translation>
    </message>
    <message>
        <source>There is no server &quot;%1&quot; in %2 (%3). It has:
%4</source>
        <translation>Es gibt keinen Server „%1“ in %2 (%3). Vorhanden sind:
%4</translation>
    </message>
    <message>
        <source>  (none)</source>
        <translation>  (keine)</translation>
    </message>
    <message>
        <source>Cannot connect to --server %1 from --config %2.</source>
        <translation>Verbindung mit --server %1 aus --config %2 nicht möglich.</translation>
    </message>
    <message>
        <source>Connect to &quot;%1&quot; from %2 (%3).</source>
        <translation>Mit „%1“ aus %2 (%3) verbinden.</translation>
    </message>
    <message>
        <source>not confirmed: nothing was started</source>
        <translation>nicht bestätigt: Es wurde nichts gestartet</translation>
    </message>
    <message>
        <source>A saved call of &quot;%1&quot; was left out: %2</source>
        <translation>Ein gespeicherter Aufruf von „%1“ wurde ausgelassen: %2</translation>
    </message>
    <message>
        <source>The saved calls are not saved: %1</source>
        <translation>Die gespeicherten Aufrufe wurden nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>A value for the import</source>
        <translation type="unfinished">Ein Wert für den Import</translation>
    </message>
    <message>
        <source>%1
(${input:%2}; kept with the server&apos;s secrets when it is a password)</source>
        <translation type="unfinished">%1
(${input:%2}; bei einem Passwort mit den Geheimnissen des Servers gespeichert)</translation>
    </message>
</context>
<context>
    <name>CatalogDock</name>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Shows the servers whose name, command line or URL contains this</source>
        <translation>Zeigt die Server, deren Name, Befehlszeile oder URL dies enthält</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Add a server to the catalog</source>
        <translation>Einen Server zum Katalog hinzufügen</translation>
    </message>
    <message>
        <source>Add Current Connection</source>
        <translation>Aktuelle Verbindung hinzufügen</translation>
    </message>
    <message>
        <source>Add the connection bar&apos;s server to the catalog</source>
        <translation>Den Server der Verbindungsleiste zum Katalog hinzufügen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Import servers from other MCP clients&apos; config files</source>
        <translation>Server aus den Konfigurationsdateien anderer MCP-Clients importieren</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>Den ausgewählten Server bearbeiten</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy the server</source>
        <translation>Den Server kopieren</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Rename the server (F2)</source>
        <translation>Den Server umbenennen (F2)</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>Remove the server</source>
        <translation>Den Server entfernen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the server up</source>
        <translation>Den Server nach oben verschieben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the server down</source>
        <translation>Den Server nach unten verschieben</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Connect to the server (double-click or Enter)</source>
        <translation>Mit dem Server verbinden (Doppelklick oder Enter)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the server as a snippet for another MCP client</source>
        <translation>Den Server als Snippet für einen anderen MCP-Client ausgeben</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>The server catalog: Enter or a double-click connects to the selected server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogEntryDialog</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>The command and its arguments (stdio), or the server&apos;s URL, e.g. https://host/mcp</source>
        <translation>Der Befehl mit seinen Argumenten (stdio) oder die URL des Servers, z. B. https://host/mcp</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Environment, working directory, headers, token, era and limits</source>
        <translation>Umgebung, Arbeitsverzeichnis, Header, Token, Generation und Limits</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation>&amp;Transport:</translation>
    </message>
    <message>
        <source>&amp;Command or URL:</source>
        <translation>&amp;Befehl oder URL:</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Geben Sie dem Server einen Namen.</translation>
    </message>
    <message>
        <source>Give the command that starts the server.</source>
        <translation>Geben Sie den Befehl an, der den Server startet.</translation>
    </message>
</context>
<context>
    <name>CatalogExportDialog</name>
    <message>
        <source>Export Servers</source>
        <translation>Server exportieren</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Client:</source>
        <translation>&amp;Client:</translation>
    </message>
    <message>
        <source>&amp;Servers:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>Only &quot;%1&quot;</source>
        <translation>Nur „%1“</translation>
    </message>
    <message numerus="yes">
        <source>All servers in the catalog (%n)</source>
        <translation>
            <numerusform>Alle Server im Katalog (%n)</numerusform>
            <numerusform>Alle Server im Katalog (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the environment variable %2</source>
        <translation>%1: die Umgebungsvariable %2</translation>
    </message>
    <message>
        <source>%1: the header %2 (as %3)</source>
        <translation>%1: der Header %2 (als %3)</translation>
    </message>
    <message>
        <source>%1: the bearer token</source>
        <translation>%1: das Bearer-Token</translation>
    </message>
    <message>
        <source>No secrets in these servers.</source>
        <translation>Keine Geheimnisse in diesen Servern.</translation>
    </message>
    <message>
        <source>Secret values are not exported; these are left as references:</source>
        <translation>Geheime Werte werden nicht exportiert; diese bleiben als Verweise stehen:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Hinweise:</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert unter %1.</translation>
    </message>
</context>
<context>
    <name>CatalogImportDialog</name>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Import Servers</source>
        <translation>Server importieren</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Runs or connects to</source>
        <translation>Startet bzw. verbindet mit</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Open File…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Config files of MCP clients on this computer:</source>
        <translation>Konfigurationsdateien von MCP-Clients auf diesem Computer:</translation>
    </message>
    <message>
        <source>Servers in the checked files:</source>
        <translation>Server in den markierten Dateien:</translation>
    </message>
    <message>
        <source>Nothing is started now: each command is shown for confirmation before its first run.</source>
        <translation>Jetzt wird nichts gestartet: Jeder Befehl wird vor seinem ersten Start zur Bestätigung angezeigt.</translation>
    </message>
    <message>
        <source>(none found: use Open File…)</source>
        <translation>(keine gefunden: „Datei öffnen…“ verwenden)</translation>
    </message>
    <message>
        <source>Open MCP Client Config Files</source>
        <translation>Konfigurationsdateien von MCP-Clients öffnen</translation>
    </message>
    <message>
        <source>JSON config files (*.json *.jsonc);;All files (*)</source>
        <translation>JSON-Konfigurationsdateien (*.json *.jsonc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the same command as &quot;%1&quot; in the catalog</source>
        <translation>derselbe Befehl wie „%1“ im Katalog</translation>
    </message>
    <message>
        <source>the same URL as &quot;%1&quot; in the catalog</source>
        <translation>dieselbe URL wie „%1“ im Katalog</translation>
    </message>
    <message>
        <source>renamed: the catalog has a server called &quot;%1&quot;</source>
        <translation>umbenannt: Der Katalog hat bereits einen Server namens „%1“</translation>
    </message>
    <message>
        <source>disabled in %1</source>
        <translation>deaktiviert in %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>name cleaned: the file calls it &quot;%1&quot;</source>
        <translation>Name bereinigt: In der Datei heißt er „%1“</translation>
    </message>
    <message>
        <source>The file calls it &quot;%1&quot;</source>
        <translation>In der Datei heißt er „%1“</translation>
    </message>
    <message>
        <source>Import 1 Server</source>
        <translation>1 Server importieren</translation>
    </message>
    <message>
        <source>env: %1</source>
        <translation type="unfinished">env: %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished">in %1</translation>
    </message>
    <message>
        <source>headers: %1</source>
        <translation type="unfinished">Header: %1</translation>
    </message>
    <message numerus="yes">
        <source>Import %n Servers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The change was made but not saved: %1</source>
        <translation>Die Änderung wurde vorgenommen, aber nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Generation</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished">OK</translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished">fehlgeschlagen</translation>
    </message>
    <message>
        <source>needs login</source>
        <translation type="unfinished">Anmeldung nötig</translation>
    </message>
    <message>
        <source>never connected</source>
        <translation type="unfinished">nie verbunden</translation>
    </message>
</context>
<context>
    <name>CatalogResultTracker</name>
    <message>
        <source>connected to %1</source>
        <translation>verbunden mit %1</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>dem Server</translation>
    </message>
    <message>
        <source>closed before it was ready</source>
        <translation>geschlossen, bevor er bereit war</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source> (not valid yet)</source>
        <translation> (noch nicht gültig)</translation>
    </message>
    <message>
        <source> (expired)</source>
        <translation> (abgelaufen)</translation>
    </message>
    <message>
        <source>Untrusted Certificate</source>
        <translation>Nicht vertrauenswürdiges Zertifikat</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 presented a certificate this system does not trust.&lt;/b&gt;&lt;br&gt;Accept it only if you know it is the server&apos;s own, for example a self-signed certificate on a development machine.</source>
        <translation>&lt;b&gt;%1 hat ein Zertifikat vorgelegt, dem dieses System nicht vertraut.&lt;/b&gt;&lt;br&gt;Akzeptieren Sie es nur, wenn Sie wissen, dass es das eigene Zertifikat des Servers ist, zum Beispiel ein selbst signiertes Zertifikat auf einem Entwicklungsrechner.</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>Problem:</translation>
    </message>
    <message>
        <source>Issued to:</source>
        <translation>Ausgestellt für:</translation>
    </message>
    <message>
        <source>Also valid for:</source>
        <translation>Auch gültig für:</translation>
    </message>
    <message>
        <source>Issued by:</source>
        <translation>Ausgestellt von:</translation>
    </message>
    <message>
        <source>Valid:</source>
        <translation>Gültig:</translation>
    </message>
    <message>
        <source>SHA-256:</source>
        <translation>SHA-256:</translation>
    </message>
    <message>
        <source>You accepted a different certificate for this server before (%1). A renewed certificate looks like this too, but so does someone in the middle: compare the fingerprint with the server&apos;s before you accept.</source>
        <translation>Sie haben für diesen Server zuvor ein anderes Zertifikat akzeptiert (%1). Ein erneuertes Zertifikat sieht ebenso aus, aber auch ein Angreifer dazwischen: Vergleichen Sie den Fingerabdruck mit dem des Servers, bevor Sie akzeptieren.</translation>
    </message>
    <message>
        <source>Accept for This Server and Reconnect</source>
        <translation>Für diesen Server akzeptieren und neu verbinden</translation>
    </message>
</context>
<context>
    <name>ChoiceValueEditor</name>
    <message>
        <source>other: %1</source>
        <translation>anderes: %1</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
</context>
<context>
    <name>ClientSetupPane</name>
    <message>
        <source>Roots</source>
        <translation>Roots</translation>
    </message>
    <message>
        <source>Client capabilities</source>
        <translation>Client-Fähigkeiten</translation>
    </message>
    <message>
        <source>Settings for the next server you connect to.</source>
        <translation>Einstellungen für den nächsten Server, mit dem Sie sich verbinden.</translation>
    </message>
    <message>
        <source>For %1</source>
        <translation>Für %1</translation>
    </message>
</context>
<context>
    <name>CommandConfirmation</name>
    <message>
        <source>Connect to %1 (%2).</source>
        <translation type="unfinished">Mit %1 verbinden (%2).</translation>
    </message>
    <message>
        <source>Start this program (no shell):</source>
        <translation type="unfinished">Dieses Programm starten (ohne Shell):</translation>
    </message>
    <message>
        <source>with these environment variables:</source>
        <translation type="unfinished">mit diesen Umgebungsvariablen:</translation>
    </message>
    <message>
        <source>in the directory %1.</source>
        <translation type="unfinished">im Verzeichnis %1.</translation>
    </message>
    <message>
        <source>%1

This comes from a session file. Only continue if you trust it.

%2
Secret values were not recorded (***).</source>
        <translation type="unfinished">%1

Dies stammt aus einer Sitzungsdatei. Fahren Sie nur fort, wenn Sie ihr vertrauen.

%2
Geheime Werte wurden nicht aufgezeichnet (***).</translation>
    </message>
    <message>
        <source>%1

This comes from another program&apos;s configuration file and has not been run from mcpscope before. Only continue if you trust it.

%2</source>
        <translation type="unfinished">%1

Dies stammt aus der Konfigurationsdatei eines anderen Programms und wurde noch nie aus mcpscope ausgeführt. Fahren Sie nur fort, wenn Sie ihr vertrauen.

%2</translation>
    </message>
    <message>
        <source>Start the recorded server?</source>
        <translation type="unfinished">Den aufgezeichneten Server starten?</translation>
    </message>
    <message>
        <source>Start this server?</source>
        <translation type="unfinished">Diesen Server starten?</translation>
    </message>
    <message>
        <source>Run It</source>
        <translation type="unfinished">Ausführen</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run or open:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command palette search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a name: letters in order, word starts count most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command palette results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is no longer available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing matches.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandPaletteModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished">Name</translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionBar</name>
    <message>
        <source>Command that starts the server, e.g. npx -y @modelcontextprotocol/server-everything</source>
        <translation>Befehl, der den Server startet, z. B. npx -y @modelcontextprotocol/server-everything</translation>
    </message>
    <message>
        <source>Server URL, e.g. http://localhost:3001/sse</source>
        <translation>Server-URL, z. B. http://localhost:3001/sse</translation>
    </message>
    <message>
        <source>Server URL, e.g. ws://localhost:3001/</source>
        <translation>Server-URL, z. B. ws://localhost:3001/</translation>
    </message>
    <message>
        <source>Server URL, e.g. http://localhost:3001/mcp</source>
        <translation>Server-URL, z. B. http://localhost:3001/mcp</translation>
    </message>
    <message>
        <source>Auto (from URL): %1</source>
        <translation>Auto (aus URL): %1</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Review Certificate…</source>
        <translation>Zertifikat prüfen…</translation>
    </message>
    <message>
        <source>How to reach the server. stdio starts it as a child process. Auto picks from the URL: ws:// is WebSocket, a path ending in /sse is HTTP+SSE, anything else Streamable HTTP, falling back to HTTP+SSE when the server refuses it (as the MCP spec describes). WebSocket is not part of the MCP spec.</source>
        <translation>Wie der Server erreicht wird. stdio startet ihn als Kindprozess. Auto wählt anhand der URL: ws:// ist WebSocket, ein auf /sse endender Pfad ist HTTP+SSE, alles andere Streamable HTTP, mit Rückfall auf HTTP+SSE, wenn der Server es ablehnt (wie in der MCP-Spezifikation beschrieben). WebSocket ist nicht Teil der MCP-Spezifikation.</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>See the certificate the server presented, and accept it for this server if you trust it</source>
        <translation>Das vom Server vorgelegte Zertifikat ansehen und es für diesen Server akzeptieren, wenn Sie ihm vertrauen</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>That is a URL, so the transport is now Auto (from URL). Choose stdio to run a command instead.</source>
        <translation>Das ist eine URL, daher ist der Transport jetzt Auto (aus URL). Wählen Sie stdio, um stattdessen einen Befehl auszuführen.</translation>
    </message>
    <message>
        <source>Enter the command that starts the server first.</source>
        <translation>Geben Sie zuerst den Befehl ein, der den Server startet.</translation>
    </message>
    <message>
        <source>Cannot start: %1.</source>
        <translation>Start nicht möglich: %1.</translation>
    </message>
    <message>
        <source>The secret header %1 has no value (secret values are not saved): enter it in Settings….</source>
        <translation>Der geheime Header %1 hat keinen Wert (geheime Werte werden nicht gespeichert): Geben Sie ihn unter „Einstellungen…“ ein.</translation>
    </message>
    <message>
        <source>The secret variable %1 has no value (secret values are not saved): enter it in Settings….</source>
        <translation>Die geheime Variable %1 hat keinen Wert (geheime Werte werden nicht gespeichert): Geben Sie sie unter „Einstellungen…“ ein.</translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s URL and press Connect.</source>
        <translation>Nicht verbunden. Geben Sie die URL des Servers ein und klicken Sie auf „Verbinden“.</translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s command and press Connect.</source>
        <translation>Nicht verbunden. Geben Sie den Befehl des Servers ein und klicken Sie auf „Verbinden“.</translation>
    </message>
    <message>
        <source>Not connected. %1</source>
        <translation>Nicht verbunden. %1</translation>
    </message>
    <message>
        <source>Not connected. Press Connect (Ctrl+K) to start the server.</source>
        <translation>Nicht verbunden. Klicken Sie auf „Verbinden“ (Ctrl+K), um den Server zu starten.</translation>
    </message>
    <message>
        <source>Not connected. Press Connect (Ctrl+K) to connect over %1.</source>
        <translation>Nicht verbunden. Klicken Sie auf „Verbinden“ (Ctrl+K), um über %1 zu verbinden.</translation>
    </message>
    <message>
        <source>Not connected. Auto picks the transport once the URL is complete.</source>
        <translation>Nicht verbunden. Auto wählt den Transport, sobald die URL vollständig ist.</translation>
    </message>
    <message>
        <source>Not connected. Auto will use %1. Press Connect (Ctrl+K).</source>
        <translation>Nicht verbunden. Auto wird %1 verwenden. Klicken Sie auf „Verbinden“ (Ctrl+K).</translation>
    </message>
    <message>
        <source>The server&apos;s URL: http:// or https:// for Streamable HTTP and HTTP+SSE, ws:// or wss:// for WebSocket.</source>
        <translation>Die URL des Servers: http:// oder https:// für Streamable HTTP und HTTP+SSE, ws:// oder wss:// für WebSocket.</translation>
    </message>
    <message>
        <source>Program and arguments, split like a shell splits words (&apos;…&apos;, &quot;…&quot; and \ work; nothing is expanded). The program is started directly, never through a shell. Type or paste a URL to connect to a remote server instead.</source>
        <translation>Programm und Argumente, aufgeteilt wie von einer Shell (&apos;…&apos;, &quot;…&quot; und \ funktionieren; nichts wird expandiert). Das Programm wird direkt gestartet, nie über eine Shell. Tippen oder fügen Sie eine URL ein, um sich stattdessen mit einem entfernten Server zu verbinden.</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Settings (1 variable)…</source>
        <translation>Einstellungen (1 Variable)…</translation>
    </message>
    <message>
        <source>Environment variables, working directory and timeout</source>
        <translation>Umgebungsvariablen, Arbeitsverzeichnis und Zeitlimit</translation>
    </message>
    <message>
        <source>1 header</source>
        <translation>1 Header</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Settings (%1)…</source>
        <translation>Einstellungen (%1)…</translation>
    </message>
    <message>
        <source>HTTP headers, bearer token, accepted certificate and timeout</source>
        <translation>HTTP-Header, Bearer-Token, akzeptiertes Zertifikat und Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>Settings (%n variables)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n headers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished">Server</translation>
    </message>
</context>
<context>
    <name>ContainerEditor</name>
    <message>
        <source>+ Add item</source>
        <translation>+ Element hinzufügen</translation>
    </message>
    <message>
        <source>new key</source>
        <translation>neuer Schlüssel</translation>
    </message>
    <message>
        <source>+ Add entry</source>
        <translation>+ Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>The schema allows no more here; added anyway on purpose, and marked by validation.</source>
        <translation>Das Schema erlaubt hier nicht mehr; absichtlich trotzdem hinzugefügt und von der Validierung markiert.</translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message>
        <source>This content block is not a JSON object.</source>
        <translation>Dieser Inhaltsblock ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Resource link</source>
        <translation>Ressourcen-Link</translation>
    </message>
    <message>
        <source>Embedded resource</source>
        <translation>Eingebettete Ressource</translation>
    </message>
    <message>
        <source>A &quot;%1&quot; block without its required field; shown as JSON.</source>
        <translation>Ein „%1“-Block ohne sein Pflichtfeld; als JSON angezeigt.</translation>
    </message>
    <message>
        <source>This content block has no &quot;type&quot;; shown as JSON.</source>
        <translation>Dieser Inhaltsblock hat keinen „type“; als JSON angezeigt.</translation>
    </message>
    <message>
        <source>Unknown content type &quot;%1&quot;; shown as JSON.</source>
        <translation>Unbekannter Inhaltstyp „%1“; als JSON angezeigt.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>The &quot;data&quot; of this %1 block is not a base64 string.</source>
        <translation>Das „data“ dieses %1-Blocks ist kein Base64-String.</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>Show %1 more of %n blocks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagnosticsView</name>
    <message>
        <source>Server said:</source>
        <translation>Der Server meldet:</translation>
    </message>
    <message>
        <source>Meaning:</source>
        <translation>Bedeutung:</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Daten:</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>Likely cause:</source>
        <translation>Wahrscheinliche Ursache:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <source>No problems found in this row.</source>
        <translation>In dieser Zeile wurden keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>Tool error</source>
        <translation>Tool-Fehler</translation>
    </message>
</context>
<context>
    <name>ElicitationCard</name>
    <message>
        <source>(the server gave no message)</source>
        <translation>(der Server hat keine Nachricht angegeben)</translation>
    </message>
    <message>
        <source>Visit a URL</source>
        <translation>URL aufrufen</translation>
    </message>
    <message>
        <source>Form to fill in</source>
        <translation>Auszufüllendes Formular</translation>
    </message>
    <message>
        <source>Open and Accept</source>
        <translation>Öffnen und akzeptieren</translation>
    </message>
    <message>
        <source>Accept and Send</source>
        <translation>Akzeptieren und senden</translation>
    </message>
    <message>
        <source>Open the URL in your browser and tell the server you agreed</source>
        <translation>Die URL in Ihrem Browser öffnen und dem Server mitteilen, dass Sie zugestimmt haben</translation>
    </message>
    <message>
        <source>Send what the form holds</source>
        <translation>Den Inhalt des Formulars senden</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Say no to this request</source>
        <translation>Diese Anfrage ablehnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Dismiss the request without deciding</source>
        <translation>Die Anfrage ohne Entscheidung verwerfen</translation>
    </message>
    <message>
        <source>Careful: this form seems to ask for a secret (%1). MCP servers must not ask for passwords or keys through a form.</source>
        <translation>Vorsicht: Dieses Formular scheint nach einem Geheimnis zu fragen (%1). MCP-Server dürfen über ein Formular nicht nach Passwörtern oder Schlüsseln fragen.</translation>
    </message>
    <message>
        <source>Accepted: the URL was opened in your browser. The server may say when it is done.</source>
        <translation>Akzeptiert: Die URL wurde in Ihrem Browser geöffnet. Der Server meldet möglicherweise, wenn er fertig ist.</translation>
    </message>
    <message>
        <source>Not sent: the JSON does not parse (%1).</source>
        <translation>Nicht gesendet: Das JSON lässt sich nicht parsen (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Not sent: %n problem(s) in the form — %1</source>
        <translation>
            <numerusform>Nicht gesendet: %n Problem im Formular – %1</numerusform>
            <numerusform>Nicht gesendet: %n Probleme im Formular – %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Accepted: the form was sent.</source>
        <translation>Akzeptiert: Das Formular wurde gesendet.</translation>
    </message>
    <message>
        <source>Declined.</source>
        <translation>Abgelehnt.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Complete: the server says this URL elicitation is done.</source>
        <translation>Abgeschlossen: Der Server meldet, dass diese URL-Elicitation erledigt ist.</translation>
    </message>
</context>
<context>
    <name>EmbeddedResourceWidget</name>
    <message>
        <source>This resource has neither &quot;text&quot; nor &quot;blob&quot; (a string): nothing to show.</source>
        <translation>Diese Ressource hat weder „text“ noch „blob“ (als String): nichts anzuzeigen.</translation>
    </message>
    <message>
        <source>Binary data: %1, %2</source>
        <translation>Binärdaten: %1, %2</translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation>kein mimeType</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message numerus="yes">
        <source>The blob is not valid base64 (%n characters).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EraChoice</name>
    <message>
        <source>Legacy (initialize)</source>
        <translation>Alt (initialize)</translation>
    </message>
    <message>
        <source>Auto (probe, then fall back)</source>
        <translation>Auto (erst prüfen, dann zurückfallen)</translation>
    </message>
    <message>
        <source>Modern (2026-07-28)</source>
        <translation>Modern (2026-07-28)</translation>
    </message>
    <message>
        <source>Legacy servers (up to 2025-11-25) start with initialize; modern ones (2026-07-28) carry the version on every request. Auto asks with server/discover first and falls back to initialize; a silent stdio server then costs a few seconds once.</source>
        <translation>Alte Server (bis 2025-11-25) beginnen mit initialize; moderne (2026-07-28) tragen die Version in jeder Anfrage. Auto fragt zuerst mit server/discover und fällt auf initialize zurück; ein stummer stdio-Server kostet dann einmalig einige Sekunden.</translation>
    </message>
    <message>
        <source>The modern protocol version to offer first.</source>
        <translation>Die moderne Protokollversion, die zuerst angeboten wird.</translation>
    </message>
</context>
<context>
    <name>FormHints</name>
    <message>
        <source>characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>not empty</source>
        <translation>nicht leer</translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation>mindestens %1 %2</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation>höchstens %1 %2</translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation>Vielfaches von %1</translation>
    </message>
    <message>
        <source>pattern %1</source>
        <translation>Muster %1</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <source>items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>eindeutig</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>keys match %1</source>
        <translation>Schlüssel passen zu %1</translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
</context>
<context>
    <name>FormNodeWidget</name>
    <message>
        <source>Send this optional field (unchecked: it is left out)</source>
        <translation>Dieses optionale Feld senden (nicht markiert: es wird weggelassen)</translation>
    </message>
    <message>
        <source>Key of this entry; Enter renames it</source>
        <translation>Schlüssel dieses Eintrags; Enter benennt ihn um</translation>
    </message>
    <message>
        <source>Which alternative of the schema&apos;s oneOf/anyOf to fill in</source>
        <translation>Welche Alternative von oneOf/anyOf des Schemas ausgefüllt wird</translation>
    </message>
    <message>
        <source>Send null instead of a value</source>
        <translation>null statt eines Werts senden</translation>
    </message>
    <message>
        <source>Move this item up (Alt+Up)</source>
        <translation>Dieses Element nach oben verschieben (Alt+Up)</translation>
    </message>
    <message>
        <source>Move this item down (Alt+Down)</source>
        <translation>Dieses Element nach unten verschieben (Alt+Down)</translation>
    </message>
    <message>
        <source>Remove (Alt+Delete)</source>
        <translation>Entfernen (Alt+Delete)</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Pflichtfeld</translation>
    </message>
    <message>
        <source>JSON pointer: %1</source>
        <translation>JSON-Pointer: %1</translation>
    </message>
    <message>
        <source>Schema: #%1</source>
        <translation>Schema: #%1</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>Rohes JSON</translation>
    </message>
    <message>
        <source>Raw JSON: %1</source>
        <translation>Rohes JSON: %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished">Entfernen</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished">Wert</translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternative for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is null</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormPanel</name>
    <message>
        <source>The schema defines no fields.</source>
        <translation>Das Schema definiert keine Felder.</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the image to the view</source>
        <translation>Das Bild in die Ansicht einpassen</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save the image</source>
        <translation>Das Bild speichern</translation>
    </message>
    <message>
        <source>Decoding %1 (%2)…</source>
        <translation>%1 wird dekodiert (%2)…</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Cannot show this %1 (%2): %3</source>
        <translation>Dieses %1 kann nicht angezeigt werden (%2): %3</translation>
    </message>
    <message>
        <source>%1 · %2×%3 · %4 · %5%</source>
        <translation>%1 · %2×%3 · %4 · %5%</translation>
    </message>
    <message>
        <source>no mimeType</source>
        <translation>kein mimeType</translation>
    </message>
</context>
<context>
    <name>InFlightModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Time left before mcpscope gives up on this request; progress from the server starts the count again</source>
        <translation>Verbleibende Zeit, bevor mcpscope diese Anfrage aufgibt; Fortschritt vom Server startet die Zählung neu</translation>
    </message>
    <message>
        <source>Stop waiting and send notifications/cancelled</source>
        <translation>Nicht länger warten und notifications/cancelled senden</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Verstrichen</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Timeout in</source>
        <translation>Läuft ab in</translation>
    </message>
</context>
<context>
    <name>InterfaceChangesBanner</name>
    <message>
        <source>Show &amp;Changes…</source>
        <translation>Än&amp;derungen anzeigen…</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
</context>
<context>
    <name>InterfaceChangesController</name>
    <message>
        <source>Took a snapshot of the server&apos;s interface</source>
        <translation>Schnappschuss der Server-Schnittstelle erstellt</translation>
    </message>
    <message>
        <source>the interface snapshot was not stored: %1</source>
        <translation>der Schnappschuss der Schnittstelle wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>InterfaceDiffDialog</name>
    <message>
        <source>Interface Changes</source>
        <translation>Schnittstellenänderungen</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>%1 — compared with the snapshot of %2: %3</source>
        <translation>%1 – verglichen mit dem Schnappschuss vom %2: %3</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <source>any JSON value, e.g. {&quot;key&quot;: 1}</source>
        <translation>ein beliebiger JSON-Wert, z. B. {&quot;key&quot;: 1}</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
</context>
<context>
    <name>JsonTextEdit</name>
    <message>
        <source>Line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Only one JSON value is allowed here</source>
        <translation>Hier ist nur ein JSON-Wert erlaubt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>JsonTreeModel</name>
    <message>
        <source>{1 member}</source>
        <translation>{1 Schlüssel}</translation>
    </message>
    <message>
        <source>[1 item]</source>
        <translation>[1 Element]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message numerus="yes">
        <source>{%n members}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n items]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonView</name>
    <message>
        <source>Show as text</source>
        <translation>Als Text anzeigen</translation>
    </message>
    <message>
        <source>JSON tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyboardSupport</name>
    <message>
        <source>Command &amp;Palette…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>Secrets are kept in the OS keyring (service &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are kept in %1, readable by you only: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are kept in memory only, until mcpscope quits: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last write failed: %1</source>
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
        <translation>Aktualisieren</translation>
    </message>
</context>
<context>
    <name>LogStatusLabel</name>
    <message>
        <source>1 row · %1</source>
        <translation>1 Zeile · %1</translation>
    </message>
    <message>
        <source>Rows in the message log and the bytes of the traffic they hold</source>
        <translation>Zeilen im Nachrichtenprotokoll und die Bytes des Datenverkehrs darin</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows · %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoggingPane</name>
    <message>
        <source>Ask the server to send log messages at this level and above (logging/setLevel)</source>
        <translation>Den Server bitten, Protokollmeldungen ab dieser Stufe zu senden (logging/setLevel)</translation>
    </message>
    <message>
        <source>Show rows at this level and above</source>
        <translation>Zeilen ab dieser Stufe anzeigen</translation>
    </message>
    <message>
        <source>Filter by text</source>
        <translation>Nach Text filtern</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Server level:</source>
        <translation>Server-Stufe:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>The server does not offer logging (no &quot;logging&quot; capability).</source>
        <translation>Der Server bietet kein Logging an (keine „logging“-Fähigkeit).</translation>
    </message>
    <message>
        <source>Setting the level to %1…</source>
        <translation>Stufe wird auf %1 gesetzt…</translation>
    </message>
    <message>
        <source>The server logs at %1 and above.</source>
        <translation>Der Server protokolliert ab %1.</translation>
    </message>
    <message>
        <source>logging/setLevel failed: %1</source>
        <translation>logging/setLevel fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation type="unfinished">Serverprotokoll</translation>
    </message>
    <message>
        <source>The log messages the server sent: time, level, logger and message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Raw console</source>
        <translation>Rohkonsole</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Serverprotokoll</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>&amp;Tool</source>
        <translation>&amp;Tool</translation>
    </message>
    <message>
        <source>C&amp;ancel Call</source>
        <translation>Aufruf a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Refresh List</source>
        <translation>Liste a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>Go to &amp;Paired Request/Response</source>
        <translation>Zu &amp;zugehöriger Anfrage/Antwort</translation>
    </message>
    <message>
        <source>&amp;Find in Frames…</source>
        <translation>In Frames &amp;suchen…</translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation>&amp;Filter…</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About mcpscope</source>
        <translation>Ü&amp;ber mcpscope</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Call</source>
        <comment>verb: call the selected tool</comment>
        <translation type="unfinished">&amp;Aufrufen</translation>
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
        <translation>Zur Antwort</translation>
    </message>
    <message>
        <source>Copy Frame</source>
        <translation>Frame kopieren</translation>
    </message>
    <message>
        <source>Select a message in the log to see it here.</source>
        <translation>Wählen Sie eine Nachricht im Protokoll aus, um sie hier zu sehen.</translation>
    </message>
    <message>
        <source>Pretty</source>
        <translation>Formatiert</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Roh</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Select the request or response that pairs with this frame (or double-click the row)</source>
        <translation>Die zu diesem Frame gehörende Anfrage oder Antwort auswählen (oder Doppelklick auf die Zeile)</translation>
    </message>
    <message>
        <source>Copy the frame&apos;s exact bytes, however large</source>
        <translation>Die exakten Bytes des Frames kopieren, egal wie groß</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Show the bytes as a hex dump even when they are readable text</source>
        <translation>Die Bytes als Hex-Dump anzeigen, auch wenn sie lesbarer Text sind</translation>
    </message>
    <message>
        <source>No message selected</source>
        <translation>Keine Nachricht ausgewählt</translation>
    </message>
    <message>
        <source>Go to Request</source>
        <translation>Zur Anfrage</translation>
    </message>
    <message>
        <source>Sent in rounds: %1. The rows of every round are tinted in the log.</source>
        <translation>In Runden gesendet: %1. Die Zeilen jeder Runde sind im Protokoll eingefärbt.</translation>
    </message>
    <message>
        <source>No bytes: this row is an event, not a frame.</source>
        <translation>Keine Bytes: Diese Zeile ist ein Ereignis, kein Frame.</translation>
    </message>
    <message>
        <source>%1 exactly as received, UTF-8 text</source>
        <translation>%1 genau wie empfangen, UTF-8-Text</translation>
    </message>
    <message>
        <source>%1 exactly as received, as hex</source>
        <translation>%1 genau wie empfangen, als Hex</translation>
    </message>
    <message>
        <source>%1 exactly as received: not readable UTF-8 text, shown as hex</source>
        <translation>%1 genau wie empfangen: kein lesbarer UTF-8-Text, als Hex angezeigt</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>Diagnose (%1)</translation>
    </message>
    <message>
        <source>The frame stops being valid JSON here</source>
        <translation>Ab hier ist der Frame kein gültiges JSON mehr</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected frame&apos;s JSON, indented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame as a tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected frame&apos;s JSON: one row per member, its name and value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected frame&apos;s bytes as received, as text or a hex dump</source>
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
        <translation type="unfinished">Zeit</translation>
    </message>
    <message>
        <source>Dir</source>
        <extracomment>The log&apos;s column of directions (sent or received), kept short</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished">Methode</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>The log&apos;s column of JSON-RPC request ids</extracomment>
        <translation type="unfinished">ID</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished">Latenz</translation>
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
        <translation type="unfinished">Server</translation>
    </message>
    <message>
        <source>%1, pinned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageLogFinder</name>
    <message>
        <source>Search stopped</source>
        <translation>Suche angehalten</translation>
    </message>
    <message>
        <source>Filter stopped: the rows shown are the previous filter&apos;s</source>
        <translation>Filter angehalten: Die angezeigten Zeilen stammen vom vorherigen Filter</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>No row matches &quot;%1&quot;</source>
        <translation>Keine Zeile passt zu „%1“</translation>
    </message>
    <message>
        <source>Filtering…</source>
        <translation>Filter läuft…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageLogToolbar</name>
    <message>
        <source>Errors only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>Only matches</source>
        <translation>Nur Treffer</translation>
    </message>
    <message>
        <source>Search (F3)</source>
        <translation>Suchen (F3)</translation>
    </message>
    <message>
        <source>Find rows whose bytes, method or id contain this text (any case); F3 finds the next, Shift+F3 the previous, Esc stops a long search</source>
        <translation>Zeilen finden, deren Bytes, Methode oder ID diesen Text enthalten (ohne Groß-/Kleinschreibung); F3 findet den nächsten, Shift+F3 den vorherigen Treffer, Esc beendet eine lange Suche</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Show only the rows the search found</source>
        <translation>Nur die von der Suche gefundenen Zeilen anzeigen</translation>
    </message>
    <message>
        <source>Esc stops it</source>
        <translation>Esc beendet sie</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Remove every row from the log</source>
        <translation>Alle Zeilen aus dem Protokoll entfernen</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>Show one direction only</source>
        <translation>Nur eine Richtung anzeigen</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>Beide Richtungen</translation>
    </message>
    <message>
        <source>→ out</source>
        <translation>→ aus</translation>
    </message>
    <message>
        <source>← in</source>
        <translation>← ein</translation>
    </message>
    <message>
        <source>• local</source>
        <translation>• lokal</translation>
    </message>
    <message>
        <source>● user</source>
        <translation>● Benutzer</translation>
    </message>
    <message>
        <source>⇠ app</source>
        <translation>⇠ App</translation>
    </message>
    <message>
        <source>⇢ app</source>
        <translation>⇢ App</translation>
    </message>
    <message>
        <source>Method, e.g. tools/*</source>
        <translation>Methode, z. B. tools/*</translation>
    </message>
    <message>
        <source>Show only methods matching this glob (* and ? wildcards); a response counts as the method of its request</source>
        <translation>Nur Methoden anzeigen, die zu diesem Glob passen (Platzhalter * und ?); eine Antwort zählt als Methode ihrer Anfrage</translation>
    </message>
    <message>
        <source>Show the rows of one server only: the one shown above, or any by name (the log keeps every connection)</source>
        <translation>Nur die Zeilen eines Servers anzeigen: des oben angezeigten oder eines beliebigen nach Name (das Protokoll behält jede Verbindung)</translation>
    </message>
    <message>
        <source>Filter rows by method, id or code</source>
        <translation>Zeilen nach Methode, ID oder Code filtern</translation>
    </message>
    <message>
        <source>Show rows whose method, id, channel, error code or HTTP status contains this text (any case); search finds text in the frames</source>
        <translation>Zeilen anzeigen, deren Methode, ID, Kanal, Fehlercode oder HTTP-Status diesen Text enthält (ohne Groß-/Kleinschreibung); die Suche findet Text in den Frames</translation>
    </message>
    <message>
        <source>All servers</source>
        <translation>Alle Server</translation>
    </message>
    <message>
        <source>This server</source>
        <translation>Dieser Server</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 Nachricht</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n messages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method filter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageLogView</name>
    <message>
        <source>Cleared the log filter to show row #%1</source>
        <translation>Protokollfilter zurückgesetzt, um Zeile #%1 anzuzeigen</translation>
    </message>
    <message>
        <source>This row has no paired request or response</source>
        <translation>Diese Zeile hat keine zugehörige Anfrage oder Antwort</translation>
    </message>
    <message>
        <source>Copied (secrets replaced by placeholders)</source>
        <translation>Kopiert (Geheimnisse durch Platzhalter ersetzt)</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Als JSON kopieren</translation>
    </message>
    <message>
        <source>Copy as mcpscope-cli Command</source>
        <translation>Als mcpscope-cli-Befehl kopieren</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>Unpin Row</source>
        <translation>Zeile lösen</translation>
    </message>
    <message>
        <source>Pin Row</source>
        <translation>Zeile anheften</translation>
    </message>
    <message>
        <source>Go to Paired Request/Response</source>
        <translation>Zu zugehöriger Anfrage/Antwort</translation>
    </message>
    <message>
        <source>Replay Selected…</source>
        <translation>Ausgewählte wiedergeben…</translation>
    </message>
    <message>
        <source>Message log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every frame sent and received, one row each: number, time, direction, method, id, latency, size and summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeBanner</name>
    <message>
        <source>Notice</source>
        <translation type="unfinished"></translation>
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
        <translation>Anmeldung im Browser (Authorization Code)</translation>
    </message>
    <message>
        <source>Client credentials (no user)</source>
        <translation>Client Credentials (ohne Benutzer)</translation>
    </message>
    <message>
        <source>Workload identity token (JWT bearer)</source>
        <translation>Workload-Identitätstoken (JWT Bearer)</translation>
    </message>
    <message>
        <source>Enterprise ID token (token exchange)</source>
        <translation>Enterprise-ID-Token (Token Exchange)</translation>
    </message>
    <message>
        <source>Empty: the client ID comes from the client ID metadata document or from registration</source>
        <translation>Leer: Die Client-ID stammt aus dem Client-ID-Metadatendokument oder aus der Registrierung</translation>
    </message>
    <message>
        <source>The client&apos;s secret (client_secret_basic or _post), kept in the system keyring; empty: none</source>
        <translation>Das Client-Geheimnis (client_secret_basic oder _post), im Schlüsselbund des Systems gespeichert; leer: keines</translation>
    </message>
    <message>
        <source>A PEM private key file that signs the client&apos;s assertions (empty: none)</source>
        <translation>Eine PEM-Datei mit privatem Schlüssel, der die Assertions des Clients signiert (leer: keine)</translation>
    </message>
    <message>
        <source>A file holding the workload token</source>
        <translation>Eine Datei mit dem Workload-Token</translation>
    </message>
    <message>
        <source>A file holding the user&apos;s ID token</source>
        <translation>Eine Datei mit dem ID-Token des Benutzers</translation>
    </message>
    <message>
        <source>The identity provider&apos;s token endpoint</source>
        <translation>Der Token-Endpunkt des Identitätsanbieters</translation>
    </message>
    <message>
        <source>The client&apos;s secret at the identity provider, kept in the system keyring; empty: the client ID alone</source>
        <translation>Das Client-Geheimnis beim Identitätsanbieter, im Schlüsselbund des Systems gespeichert; leer: nur die Client-ID</translation>
    </message>
    <message>
        <source>DPoP: bind tokens to a key made for each connection</source>
        <translation>DPoP: Tokens an einen pro Verbindung erzeugten Schlüssel binden</translation>
    </message>
    <message>
        <source>Grant:</source>
        <translation>Grant:</translation>
    </message>
    <message>
        <source>Client ID:</source>
        <translation>Client-ID:</translation>
    </message>
    <message>
        <source>Client secret:</source>
        <translation>Client-Geheimnis:</translation>
    </message>
    <message>
        <source>Client key file:</source>
        <translation>Client-Schlüsseldatei:</translation>
    </message>
    <message>
        <source>Workload token file:</source>
        <translation>Workload-Token-Datei:</translation>
    </message>
    <message>
        <source>ID token file:</source>
        <translation>ID-Token-Datei:</translation>
    </message>
    <message>
        <source>IdP token endpoint:</source>
        <translation>IdP-Token-Endpunkt:</translation>
    </message>
    <message>
        <source>IdP client ID:</source>
        <translation>IdP-Client-ID:</translation>
    </message>
    <message>
        <source>IdP client secret:</source>
        <translation>IdP-Client-Geheimnis:</translation>
    </message>
</context>
<context>
    <name>OfflineBanner</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiedergeben…</translation>
    </message>
    <message>
        <source>Replay &amp;Selected Rows…</source>
        <translation>Ausgewählte &amp;Zeilen wiedergeben…</translation>
    </message>
    <message>
        <source>Connect to Recorded Server…</source>
        <translation>Mit aufgezeichnetem Server verbinden…</translation>
    </message>
    <message>
        <source>Back to &amp;Live</source>
        <translation>Zurück zu &amp;Live</translation>
    </message>
    <message>
        <source>Opening progress</source>
        <translation>Fortschritt beim Öffnen</translation>
    </message>
    <message>
        <source>Stop reading the file: the events read so far stay shown</source>
        <translation>Das Lesen der Datei beenden: Die bisher gelesenen Ereignisse bleiben angezeigt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>OfflineSession</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: it records several connections (%2), none with tag %3</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei enthält mehrere Verbindungen (%2), keine mit dem Tag %3</translation>
    </message>
    <message>
        <source>%1 (offline)</source>
        <translation>%1 (offline)</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message numerus="yes">
        <source>Damaged lines not shown: %n, the first at line %1: %2. The other events are shown.</source>
        <translation>
            <numerusform>Beschädigte Zeilen nicht angezeigt: %n, die erste in Zeile %1: %2. Die übrigen Ereignisse werden angezeigt.</numerusform>
            <numerusform>Beschädigte Zeilen nicht angezeigt: %n, die erste in Zeile %1: %2. Die übrigen Ereignisse werden angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline session %1, recorded %2, %3 — read-only</source>
        <translation>Offline-Sitzung %1, aufgezeichnet %2, %3 – schreibgeschützt</translation>
    </message>
    <message>
        <source>unknown server</source>
        <translation>unbekannter Server</translation>
    </message>
    <message numerus="yes">
        <source>Only partly opened: cancelled after %Ln events (%1% of the file).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opening stopped: %1. The %Ln events before that are shown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutputCheck</name>
    <message>
        <source>The tool declares an outputSchema, but the result has no structuredContent.</source>
        <translation type="unfinished">Das Tool deklariert ein outputSchema, aber das Ergebnis hat keinen structuredContent.</translation>
    </message>
    <message>
        <source>structuredContent does not match the tool&apos;s outputSchema:</source>
        <translation type="unfinished">structuredContent passt nicht zum outputSchema des Tools:</translation>
    </message>
    <message numerus="yes">
        <source>structuredContent does not match the tool&apos;s outputSchema (%n problems):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tool&apos;s outputSchema cannot be checked:</source>
        <translation type="unfinished">Das outputSchema des Tools kann nicht geprüft werden:</translation>
    </message>
    <message>
        <source>structuredContent was not fully validated against the tool&apos;s outputSchema:</source>
        <translation type="unfinished">structuredContent wurde nicht vollständig gegen das outputSchema des Tools validiert:</translation>
    </message>
</context>
<context>
    <name>OutputCheckBanner</name>
    <message>
        <source>… and %1 more.</source>
        <translation>… und %1 weitere.</translation>
    </message>
    <message>
        <source>Checking structuredContent against the outputSchema…</source>
        <translation>structuredContent wird gegen das outputSchema geprüft…</translation>
    </message>
    <message>
        <source>Output check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaneNavigator</name>
    <message>
        <source>&amp;Go To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connection Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;Panes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Message Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous T&amp;ab</source>
        <translation type="unfinished"></translation>
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
        <translation>alle</translation>
    </message>
    <message>
        <source>Send ping and measure the round trip</source>
        <translation>Ping senden und die Umlaufzeit messen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>pinging…</source>
        <translation>Ping läuft…</translation>
    </message>
    <message>
        <source>no answer (%1) at %2</source>
        <translation>keine Antwort (%1) um %2</translation>
    </message>
    <message>
        <source>%1 ms at %2</source>
        <translation>%1 ms um %2</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>Ping interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds between two pings when periodic ping is on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptListModel</name>
    <message>
        <source>(unnamed prompt #%1)</source>
        <translation>(unbenannter Prompt #%1)</translation>
    </message>
</context>
<context>
    <name>PromptMessagesView</name>
    <message>
        <source>Fill in the arguments and press Get to see the prompt&apos;s messages here.</source>
        <translation>Füllen Sie die Argumente aus und klicken Sie auf „Abrufen“, um die Nachrichten des Prompts hier zu sehen.</translation>
    </message>
    <message>
        <source>Getting %1…</source>
        <translation>%1 wird abgerufen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n message(s)</source>
        <translation>
            <numerusform>%1 – %n Nachricht</numerusform>
            <numerusform>%1 – %n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not get %1: %2</source>
        <translation>%1 konnte nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>(no role)</source>
        <translation>(keine Rolle)</translation>
    </message>
</context>
<context>
    <name>PromptsPane</name>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>Filter prompts</source>
        <translation>Prompts filtern</translation>
    </message>
    <message>
        <source>Get</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <source>Send prompts/get with these arguments</source>
        <translation>prompts/get mit diesen Argumenten senden</translation>
    </message>
    <message>
        <source>Save Call…</source>
        <translation>Aufruf speichern…</translation>
    </message>
    <message>
        <source>Keep this prompt and these arguments under a name, to get again from the Saved tab</source>
        <translation>Diesen Prompt mit diesen Argumenten unter einem Namen speichern, um ihn im Tab „Gespeichert“ erneut abzurufen</translation>
    </message>
    <message>
        <source>The server does not offer prompts (no &quot;prompts&quot; capability). Refresh asks anyway.</source>
        <translation>Der Server bietet keine Prompts an (keine „prompts“-Fähigkeit). „Aktualisieren“ fragt trotzdem.</translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation>Nicht verbunden: Angezeigt wird, was der Server zuletzt angeboten hat.</translation>
    </message>
    <message>
        <source>Connect to a server to list its prompts.</source>
        <translation>Verbinden Sie sich mit einem Server, um seine Prompts aufzulisten.</translation>
    </message>
    <message>
        <source>Listing prompts…</source>
        <translation>Prompts werden aufgelistet…</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s)</source>
        <translation>
            <numerusform>%n Prompt</numerusform>
            <numerusform>%n Prompts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>listing failed: %1</source>
        <translation>Auflisten fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n page(s); the server has more</source>
        <translation>
            <numerusform>nach %n Seite angehalten; der Server hat mehr</numerusform>
            <numerusform>nach %n Seiten angehalten; der Server hat mehr</numerusform>
        </translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>Cache: %1</translation>
    </message>
    <message>
        <source>No prompt selected</source>
        <translation>Kein Prompt ausgewählt</translation>
    </message>
    <message>
        <source>Pick a prompt on the left to see its arguments here.</source>
        <translation>Wählen Sie links einen Prompt aus, um hier seine Argumente zu sehen.</translation>
    </message>
    <message>
        <source>Got prompt %1</source>
        <translation>Prompt %1 abgerufen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Tool</source>
        <translation type="unfinished">Tool</translation>
    </message>
    <message>
        <source>Resource: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource template: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show open server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RawConsolePane</name>
    <message>
        <source>Skip the MCP handshake (plain JSON-RPC 2.0)</source>
        <translation>MCP-Handshake überspringen (reines JSON-RPC 2.0)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Type a frame and press Ctrl+Return to send it exactly as typed: a request, a notification, a batch, or malformed on purpose. Templates help. On stdio a frame is one line: a line break inside it splits it.</source>
        <translation>Geben Sie einen Frame ein und drücken Sie Ctrl+Return, um ihn genau wie eingegeben zu senden: eine Anfrage, eine Benachrichtigung, einen Batch oder absichtlich fehlerhaft. Vorlagen helfen. Bei stdio ist ein Frame eine Zeile: Ein Zeilenumbruch darin teilt ihn.</translation>
    </message>
    <message>
        <source>What you send and what comes back for it.</source>
        <translation>Was Sie senden und was darauf zurückkommt.</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>A notification</source>
        <translation>Eine Benachrichtigung</translation>
    </message>
    <message>
        <source>A batch (2 requests, 1 notification)</source>
        <translation>Ein Batch (2 Anfragen, 1 Benachrichtigung)</translation>
    </message>
    <message>
        <source>Malformed JSON</source>
        <translation>Fehlerhaftes JSON</translation>
    </message>
    <message>
        <source>New ids</source>
        <translation>Neue IDs</translation>
    </message>
    <message>
        <source>Give every request in the editor a fresh id</source>
        <translation>Jeder Anfrage im Editor eine neue ID geben</translation>
    </message>
    <message>
        <source>Takes effect at the next Connect: the session is ready as soon as the transport is open, without initialize, so plain JSON-RPC 2.0 endpoints can be debugged</source>
        <translation>Wirkt ab dem nächsten Verbinden: Die Sitzung ist bereit, sobald der Transport offen ist, ohne initialize, sodass reine JSON-RPC-2.0-Endpunkte untersucht werden können</translation>
    </message>
    <message>
        <source>Send the editor&apos;s text exactly as typed (Ctrl+Return)</source>
        <translation>Den Text des Editors genau wie eingegeben senden (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the replies shown here (the message log keeps them)</source>
        <translation>Die hier angezeigten Antworten leeren (das Nachrichtenprotokoll behält sie)</translation>
    </message>
    <message>
        <source>Raw console</source>
        <translation>Rohkonsole</translation>
    </message>
    <message>
        <source>Not sent: connect first (the session must be ready).</source>
        <translation>Nicht gesendet: Verbinden Sie sich zuerst (die Sitzung muss bereit sein).</translation>
    </message>
    <message>
        <source>Nothing to send: the editor is empty.</source>
        <translation>Nichts zu senden: Der Editor ist leer.</translation>
    </message>
    <message>
        <source>→ sent 1 byte</source>
        <translation>→ 1 Byte gesendet</translation>
    </message>
    <message>
        <source>  (no request id in this frame: a reply is not required)</source>
        <translation>  (keine Anfrage-ID in diesem Frame: eine Antwort ist nicht erforderlich)</translation>
    </message>
    <message>
        <source>← no response (HTTP %1 %2)</source>
        <translation>← keine Antwort (HTTP %1 %2)</translation>
    </message>
    <message>
        <source>← a frame that is not JSON (%1)</source>
        <translation>← ein Frame, der kein JSON ist (%1)</translation>
    </message>
    <message>
        <source>← batch reply</source>
        <translation>← Batch-Antwort</translation>
    </message>
    <message>
        <source>← reply</source>
        <translation>← Antwort</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
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
        <translation type="unfinished">fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>→ sent %n bytes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent a raw frame of %n bytes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Frame to send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frames sent from the console and the server&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentSessions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Replay</source>
        <extracomment>The tab of the Replay pane (a noun): the recorded calls sent again, with a diff</extracomment>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>The recorded server (you will see its command first)</source>
        <translation>Der aufgezeichnete Server (Sie sehen zuerst seinen Befehl)</translation>
    </message>
    <message>
        <source>The current connection settings: %1</source>
        <translation>Die aktuellen Verbindungseinstellungen: %1</translation>
    </message>
    <message>
        <source>Another server (a command line or a URL)…</source>
        <translation>Ein anderer Server (Befehlszeile oder URL)…</translation>
    </message>
    <message>
        <source>Replay %1</source>
        <translation>%1 wiedergeben</translation>
    </message>
    <message>
        <source>Replay against:</source>
        <translation>Wiedergeben gegen:</translation>
    </message>
    <message>
        <source>Replay Against</source>
        <translation>Wiedergeben gegen</translation>
    </message>
    <message>
        <source>Command line or URL:</source>
        <translation>Befehlszeile oder URL:</translation>
    </message>
    <message>
        <source>Not replayed: %1</source>
        <translation>Nicht wiedergegeben: %1</translation>
    </message>
    <message>
        <source>Replay Session</source>
        <translation>Sitzung wiedergeben</translation>
    </message>
    <message>
        <source>no server to replay against</source>
        <translation>kein Server für die Wiedergabe</translation>
    </message>
    <message>
        <source>Replay %1 against the recorded server.</source>
        <translation>%1 gegen den aufgezeichneten Server wiedergeben.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>a replay is still running</source>
        <translation>eine Wiedergabe läuft noch</translation>
    </message>
    <message>
        <source>%1 records several connections: select the rows in the tab of the connection to replay</source>
        <translation>%1 enthält mehrere Verbindungen: Wählen Sie die Zeilen im Tab der wiederzugebenden Verbindung aus</translation>
    </message>
    <message>
        <source>%1 records %2 connections (%3): open it with File › Open Session and replay from the tab of the connection to replay</source>
        <translation>%1 enthält %2 Verbindungen (%3): Öffnen Sie die Datei mit Datei › Sitzung öffnen und geben Sie sie aus dem Tab der gewünschten Verbindung wieder</translation>
    </message>
    <message>
        <source>Reading %1… %2%</source>
        <translation>%1 wird gelesen… %2%</translation>
    </message>
    <message>
        <source>select the rows to replay in the message log first</source>
        <translation>wählen Sie zuerst die wiederzugebenden Zeilen im Nachrichtenprotokoll aus</translation>
    </message>
    <message numerus="yes">
        <source>%n selected row(s)</source>
        <translation>
            <numerusform>%n ausgewählte Zeile</numerusform>
            <numerusform>%n ausgewählte Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>the selected rows come from several session files; select rows of one</source>
        <translation>die ausgewählten Zeilen stammen aus mehreren Sitzungsdateien; wählen Sie Zeilen aus einer aus</translation>
    </message>
    <message>
        <source>none of the selected rows is in a session file</source>
        <translation>keine der ausgewählten Zeilen stammt aus einer Sitzungsdatei</translation>
    </message>
    <message numerus="yes">
        <source>%n selected event(s) of %1</source>
        <translation>
            <numerusform>%n ausgewähltes Ereignis aus %1</numerusform>
            <numerusform>%n ausgewählte Ereignisse aus %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no request to replay</source>
        <translation>%1 enthält keine wiederzugebende Anfrage</translation>
    </message>
    <message numerus="yes">
        <source>%n selected request(s) have no recorded response in the file</source>
        <translation>
            <numerusform>%n ausgewählte Anfrage hat keine aufgezeichnete Antwort in der Datei</numerusform>
            <numerusform>%n ausgewählte Anfragen haben keine aufgezeichnete Antwort in der Datei</numerusform>
        </translation>
    </message>
    <message>
        <source>no command given</source>
        <translation type="unfinished">kein Befehl angegeben</translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <source>&amp;Rerun</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Aufgezeichnet</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Changed JSON pointers</source>
        <translation>Geänderte JSON-Pointer</translation>
    </message>
    <message>
        <source>Ignore paths, one JSON pointer pattern per line (* one token, ** any depth, globs like *At). Applied at the next Rerun:</source>
        <translation>Zu ignorierende Pfade, ein JSON-Pointer-Muster pro Zeile (* ein Token, ** beliebige Tiefe, Globs wie *At). Gilt beim nächsten Wiederholen:</translation>
    </message>
    <message>
        <source>Replaying %1 against %2</source>
        <translation>%1 wird gegen %2 wiedergegeben</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source> — stopped before the end</source>
        <translation> – vor dem Ende angehalten</translation>
    </message>
    <message>
        <source> — the replay could not finish: %1</source>
        <translation> – die Wiedergabe konnte nicht abgeschlossen werden: %1</translation>
    </message>
    <message>
        <source>(no recorded response)</source>
        <translation>(keine aufgezeichnete Antwort)</translation>
    </message>
    <message>
        <source>(no live response) %1</source>
        <translation>(keine Live-Antwort) %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>ReplayStepModel</name>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1 (+%2 weitere)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
</context>
<context>
    <name>RequestCard</name>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>from %1 at %2</source>
        <translation>von %1 um %2</translation>
    </message>
    <message>
        <source>Withdrawn: the server cancelled this request.</source>
        <translation>Zurückgezogen: Der Server hat diese Anfrage abgebrochen.</translation>
    </message>
    <message>
        <source>Withdrawn: the server cancelled this request (%1).</source>
        <translation>Zurückgezogen: Der Server hat diese Anfrage abgebrochen (%1).</translation>
    </message>
    <message>
        <source>Gone: the request ended before it was answered.</source>
        <translation>Entfallen: Die Anfrage endete, bevor sie beantwortet wurde.</translation>
    </message>
    <message>
        <source>Gone: the connection ended before this was answered.</source>
        <translation>Entfallen: Die Verbindung endete, bevor dies beantwortet wurde.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for your answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequestQueuePane</name>
    <message>
        <source>Clear Answered</source>
        <translation>Beantwortete entfernen</translation>
    </message>
    <message>
        <source>Nothing asked yet. When the server asks for a sampling reply, a form or a URL visit, a card appears here. Answer whenever you like: nothing waits on it but the server.</source>
        <translation>Noch keine Anfragen. Wenn der Server eine Sampling-Antwort, ein Formular oder den Aufruf einer URL anfordert, erscheint hier eine Karte. Antworten Sie, wann Sie möchten: Nur der Server wartet darauf.</translation>
    </message>
    <message>
        <source>%1 asks for a sampling reply: see Server Requests</source>
        <translation>%1 bittet um eine Sampling-Antwort: siehe Server-Anfragen</translation>
    </message>
    <message>
        <source>%1 asks for your input: see Server Requests</source>
        <translation>%1 bittet um Ihre Eingabe: siehe Server-Anfragen</translation>
    </message>
    <message>
        <source>%1 needs you to visit a URL first: see Server Requests</source>
        <translation>%1 verlangt, dass Sie zuerst eine URL aufrufen: siehe Server-Anfragen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Server requests&lt;/b&gt; — none waiting</source>
        <translation>&lt;b&gt;Server-Anfragen&lt;/b&gt; – keine wartend</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Server requests&lt;/b&gt; — %n waiting</source>
        <translation>
            <numerusform>&lt;b&gt;Server-Anfragen&lt;/b&gt; – %n wartend</numerusform>
            <numerusform>&lt;b&gt;Server-Anfragen&lt;/b&gt; – %n wartend</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RequiredUrlCard</name>
    <message>
        <source>URL required to continue (-32042)</source>
        <translation>URL-Aufruf zum Fortfahren nötig (-32042)</translation>
    </message>
    <message>
        <source>The server refused a request until you visit this URL. Retry the request afterwards.</source>
        <translation>Der Server hat eine Anfrage abgelehnt, bis Sie diese URL aufrufen. Wiederholen Sie die Anfrage danach.</translation>
    </message>
    <message>
        <source>Complete: the server says this URL elicitation is done; retry the request.</source>
        <translation>Abgeschlossen: Der Server meldet, dass diese URL-Elicitation erledigt ist; wiederholen Sie die Anfrage.</translation>
    </message>
</context>
<context>
    <name>ResourceContentsView</name>
    <message>
        <source>Select a resource and press Read to see its contents here.</source>
        <translation>Wählen Sie eine Ressource aus und klicken Sie auf „Lesen“, um hier ihren Inhalt zu sehen.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n item(s)</source>
        <translation>
            <numerusform>%1 – %n Element</numerusform>
            <numerusform>%1 – %n Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>ResourceLinkWidget</name>
    <message>
        <source>Read resource</source>
        <translation>Ressource lesen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>Send resources/read for this URI and show the contents here</source>
        <translation>resources/read für diese URI senden und den Inhalt hier anzeigen</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>Erneut lesen</translation>
    </message>
    <message>
        <source>1 content item</source>
        <translation>1 Inhaltselement</translation>
    </message>
    <message numerus="yes">
        <source>%n content items</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceListModel</name>
    <message>
        <source>audience: %1</source>
        <translation>Zielgruppe: %1</translation>
    </message>
    <message>
        <source>priority %1</source>
        <translation>Priorität %1</translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation>geändert %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>URI template</source>
        <translation>URI-Vorlage</translation>
    </message>
    <message>
        <source>MIME type</source>
        <translation>MIME-Typ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotationen</translation>
    </message>
</context>
<context>
    <name>ResourceReader</name>
    <message>
        <source>Not connected: connect to the server to read %1.</source>
        <translation>Nicht verbunden: Verbinden Sie sich mit dem Server, um %1 zu lesen.</translation>
    </message>
    <message>
        <source>resources/read failed: %1</source>
        <translation>resources/read fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The server answered resources/read without a &quot;contents&quot; array.</source>
        <translation>Der Server hat resources/read ohne ein „contents“-Array beantwortet.</translation>
    </message>
</context>
<context>
    <name>ResourcesController</name>
    <message>
        <source>Read resource %1</source>
        <translation>Ressource %1 gelesen</translation>
    </message>
    <message>
        <source>the resources/read result has no &quot;contents&quot; array</source>
        <translation>das Ergebnis von resources/read hat kein „contents“-Array</translation>
    </message>
</context>
<context>
    <name>ResourcesPane</name>
    <message>
        <source>Subscription to %1 failed: %2</source>
        <translation>Abonnement von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Filter resources</source>
        <translation>Ressourcen filtern</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>Follow nextCursor to the end, or list one page per click</source>
        <translation>nextCursor bis zum Ende folgen oder eine Seite pro Klick auflisten</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>Mehr laden</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Subscribe</source>
        <translation>Abonnieren</translation>
    </message>
    <message>
        <source>Re-read when updated</source>
        <translation>Bei Aktualisierung neu lesen</translation>
    </message>
    <message>
        <source>MCP 2026-07-28: updates and list changes arrive only on a subscriptions/listen stream; mcpscope keeps one open with what you subscribed to</source>
        <translation>MCP 2026-07-28: Aktualisierungen und Listenänderungen kommen nur über einen subscriptions/listen-Stream; mcpscope hält einen mit Ihren Abonnements offen</translation>
    </message>
    <message>
        <source>Select a resource or a template on the left.</source>
        <translation>Wählen Sie links eine Ressource oder eine Vorlage aus.</translation>
    </message>
    <message>
        <source>Unsubscribe</source>
        <translation>Abbestellen</translation>
    </message>
    <message>
        <source>Updates: %1</source>
        <translation>Aktualisierungen: %1</translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation>Nicht verbunden: Angezeigt wird, was der Server zuletzt angeboten hat.</translation>
    </message>
    <message>
        <source>Connect to a server to list its resources.</source>
        <translation>Verbinden Sie sich mit einem Server, um seine Ressourcen aufzulisten.</translation>
    </message>
    <message>
        <source>The server does not offer resources (no &quot;resources&quot; capability). Refresh asks anyway.</source>
        <translation>Der Server bietet keine Ressourcen an (keine „resources“-Fähigkeit). „Aktualisieren“ fragt trotzdem.</translation>
    </message>
    <message>
        <source>Listing…</source>
        <translation>Wird aufgelistet…</translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n Ressource</numerusform>
            <numerusform>%n Ressourcen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation>
            <numerusform>%n Vorlage</numerusform>
            <numerusform>%n Vorlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>Cache: %1</translation>
    </message>
    <message>
        <source>Resource templates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source> · structuredContent matches the outputSchema</source>
        <translation> · structuredContent passt zum outputSchema</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Structured content</source>
        <translation>Strukturierter Inhalt</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>Rohes JSON</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 s</translation>
    </message>
    <message>
        <source>Result _meta</source>
        <translation>_meta des Ergebnisses</translation>
    </message>
    <message>
        <source>App</source>
        <translation>App</translation>
    </message>
    <message>
        <source>Call a tool to see its result here.</source>
        <translation>Rufen Sie ein Tool auf, um hier sein Ergebnis zu sehen.</translation>
    </message>
    <message>
        <source>progress %1</source>
        <translation>Fortschritt %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>without a task (the server ran it directly)</source>
        <translation>ohne Aufgabe (der Server hat es direkt ausgeführt)</translation>
    </message>
    <message>
        <source>as task %1</source>
        <translation>als Aufgabe %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Task failed&lt;/b&gt; — %1: %2</source>
        <translation>&lt;b&gt;Aufgabe fehlgeschlagen&lt;/b&gt; – %1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Invalid result&lt;/b&gt; — the server answered with a result that is not an object, so it is not a CallToolResult.</source>
        <translation>&lt;b&gt;Ungültiges Ergebnis&lt;/b&gt; – der Server hat mit einem Ergebnis geantwortet, das kein Objekt ist, also kein CallToolResult.</translation>
    </message>
    <message>
        <source>&lt;b&gt;✖ Tool error&lt;/b&gt; — %1 reported a failure (isError: true) %2. The call itself succeeded; the tool says what went wrong:&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b&gt;✖ Tool-Fehler&lt;/b&gt; – %1 hat %2 einen Fehler gemeldet (isError: true). Der Aufruf selbst war erfolgreich; das Tool sagt, was schiefging:&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result&lt;/b&gt; — %1 %2 (%3)</source>
        <translation>&lt;b&gt;Ergebnis&lt;/b&gt; – %1 %2 (%3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Protocol error %1&lt;/b&gt; (%2)&lt;br&gt;&lt;i&gt;Server said:&lt;/i&gt; %3&lt;br&gt;&lt;i&gt;Meaning:&lt;/i&gt; %4&lt;br&gt;&lt;i&gt;Hint:&lt;/i&gt; %5</source>
        <translation>&lt;b&gt;Protokollfehler %1&lt;/b&gt; (%2)&lt;br&gt;&lt;i&gt;Der Server meldet:&lt;/i&gt; %3&lt;br&gt;&lt;i&gt;Bedeutung:&lt;/i&gt; %4&lt;br&gt;&lt;i&gt;Hinweis:&lt;/i&gt; %5</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>. mcpscope told the server to stop (notifications/cancelled); a late answer will still appear in the message log.</source>
        <translation>. mcpscope hat den Server zum Abbruch aufgefordert (notifications/cancelled); eine späte Antwort erscheint trotzdem im Nachrichtenprotokoll.</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>You cancelled the call after %1; the server was told to stop (notifications/cancelled).</source>
        <translation>Sie haben den Aufruf nach %1 abgebrochen; der Server wurde zum Abbruch aufgefordert (notifications/cancelled).</translation>
    </message>
    <message>
        <source>Authorization required</source>
        <translation>Autorisierung erforderlich</translation>
    </message>
    <message>
        <source>Not delivered</source>
        <translation>Nicht zugestellt</translation>
    </message>
    <message>
        <source>Connection closed</source>
        <translation>Verbindung geschlossen</translation>
    </message>
    <message>
        <source>(Open this tab to format the raw JSON.)</source>
        <translation>(Öffnen Sie diesen Tab, um das rohe JSON zu formatieren.)</translation>
    </message>
    <message>
        <source>Raw JSON of the result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RootListModel</name>
    <message>
        <source>%1 is already a root</source>
        <translation>%1 ist bereits ein Root</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
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
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>file:///path/to/folder or /path/to/folder</source>
        <translation>file:///pfad/zum/ordner oder /pfad/zum/ordner</translation>
    </message>
    <message>
        <source>The folders this server may work in. roots/list is answered from this list; each edit sends notifications/roots/list_changed. Double-click a name to rename it.</source>
        <translation>Die Ordner, in denen dieser Server arbeiten darf. roots/list wird aus dieser Liste beantwortet; jede Änderung sendet notifications/roots/list_changed. Doppelklicken Sie auf einen Namen, um ihn umzubenennen.</translation>
    </message>
    <message>
        <source>Type a file:// URI or an absolute path first.</source>
        <translation>Geben Sie zuerst eine file://-URI oder einen absoluten Pfad ein.</translation>
    </message>
    <message>
        <source>Add a Root Folder</source>
        <translation>Root-Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Roots</source>
        <translation type="unfinished">Roots</translation>
    </message>
    <message>
        <source>The roots offered to the server: name and URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root to add</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunMarker</name>
    <message>
        <source>cannot lock %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SafeImage</name>
    <message>
        <source>%1 images are not shown; mcpscope decodes only %2.</source>
        <translation type="unfinished">%1-Bilder werden nicht angezeigt; mcpscope dekodiert nur %2.</translation>
    </message>
    <message>
        <source>The image has no bytes.</source>
        <translation type="unfinished">Das Bild enthält keine Bytes.</translation>
    </message>
    <message>
        <source>The bytes are not an image format mcpscope decodes.</source>
        <translation type="unfinished">Die Bytes sind in keinem Bildformat, das mcpscope dekodiert.</translation>
    </message>
    <message>
        <source>The image claims %1×%2 pixels; mcpscope shows images up to %3×%3 and %4 megapixels.</source>
        <translation type="unfinished">Das Bild gibt %1×%2 Pixel an; mcpscope zeigt Bilder bis %3×%3 und %4 Megapixel.</translation>
    </message>
</context>
<context>
    <name>SafeTextBrowser</name>
    <message>
        <source>Opened %1 in your browser.</source>
        <translation>%1 wurde in Ihrem Browser geöffnet.</translation>
    </message>
    <message>
        <source>Not opened: no browser accepted the URL.</source>
        <translation>Nicht geöffnet: Kein Browser hat die URL angenommen.</translation>
    </message>
    <message>
        <source>Not opened. %1</source>
        <translation>Nicht geöffnet. %1</translation>
    </message>
</context>
<context>
    <name>SamplingCard</name>
    <message>
        <source>Sampling request</source>
        <translation>Sampling-Anfrage</translation>
    </message>
    <message>
        <source>Your reply — sent as the model&apos;s answer</source>
        <translation>Ihre Antwort – gesendet als Antwort des Modells</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <source>Send this reply as the CreateMessageResult</source>
        <translation>Diese Antwort als CreateMessageResult senden</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Answer error -1: the user rejected the sampling request</source>
        <translation>Mit Fehler -1 antworten: Der Benutzer hat die Sampling-Anfrage abgelehnt</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Nicht gesendet: %1</translation>
    </message>
    <message>
        <source>Approved: your reply was sent.</source>
        <translation>Genehmigt: Ihre Antwort wurde gesendet.</translation>
    </message>
    <message>
        <source>Rejected: the server got error -1.</source>
        <translation>Abgelehnt: Der Server hat Fehler -1 erhalten.</translation>
    </message>
</context>
<context>
    <name>SamplingRequestView</name>
    <message>
        <source>hints: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>System-Prompt</translation>
    </message>
    <message>
        <source>Model preferences</source>
        <translation>Modellpräferenzen</translation>
    </message>
    <message>
        <source>maxTokens %1</source>
        <translation>maxTokens %1</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>Stoppsequenzen</translation>
    </message>
    <message>
        <source>Tools offered</source>
        <translation>Angebotene Tools</translation>
    </message>
    <message>
        <source>Tool choice</source>
        <translation>Tool-Auswahl</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>unknown content block</source>
        <translation type="unfinished">unbekannter Inhaltsblock</translation>
    </message>
</context>
<context>
    <name>SamplingResponseEditor</name>
    <message>
        <source>MCP expects &quot;assistant&quot;; &quot;user&quot; is there to test a server</source>
        <translation>MCP erwartet „assistant“; „user“ ist zum Testen eines Servers da</translation>
    </message>
    <message>
        <source>The name of the model that &quot;answered&quot; (result.model)</source>
        <translation>Der Name des Modells, das „geantwortet“ hat (result.model)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Image from file</source>
        <translation>Bild aus Datei</translation>
    </message>
    <message>
        <source>Tool use</source>
        <translation>Tool-Nutzung</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppgrund</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The reply the server gets, as if a model wrote it</source>
        <translation>Die Antwort, die der Server erhält, als hätte ein Modell sie geschrieben</translation>
    </message>
    <message>
        <source>Choose Image…</source>
        <translation>Bild auswählen…</translation>
    </message>
    <message>
        <source>No image chosen.</source>
        <translation>Kein Bild ausgewählt.</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Input (JSON)</source>
        <translation>Eingabe (JSON)</translation>
    </message>
    <message>
        <source>Image for the Reply</source>
        <translation>Bild für die Antwort</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.gif *.webp *.bmp)</translation>
    </message>
    <message>
        <source>%1 is not an image (%2)</source>
        <translation>%1 ist kein Bild (%2)</translation>
    </message>
    <message>
        <source>%1 is larger than 20 MB</source>
        <translation>%1 ist größer als 20 MB</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Write the reply text (it is empty).</source>
        <translation>Schreiben Sie den Antworttext (er ist leer).</translation>
    </message>
    <message>
        <source>Image: %1.</source>
        <translation>Bild: %1.</translation>
    </message>
    <message>
        <source>Choose an image file for the reply.</source>
        <translation>Wählen Sie eine Bilddatei für die Antwort aus.</translation>
    </message>
    <message>
        <source>Name the tool to use.</source>
        <translation>Geben Sie das zu nutzende Tool an.</translation>
    </message>
    <message>
        <source>Give the tool use an id (the server&apos;s tool_result refers to it).</source>
        <translation>Geben Sie der Tool-Nutzung eine ID (das tool_result des Servers verweist darauf).</translation>
    </message>
    <message>
        <source>Tool input is not JSON: %1 at character %2.</source>
        <translation>Die Tool-Eingabe ist kein JSON: %1 bei Zeichen %2.</translation>
    </message>
    <message>
        <source>Tool input must be a JSON object ({…}).</source>
        <translation>Die Tool-Eingabe muss ein JSON-Objekt sein ({…}).</translation>
    </message>
    <message>
        <source>Name the model that answered (result.model).</source>
        <translation>Geben Sie das Modell an, das geantwortet hat (result.model).</translation>
    </message>
    <message>
        <source>The result: %1.</source>
        <translation>Das Ergebnis: %1.</translation>
    </message>
    <message>
        <source>Stop reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text sent back as the model&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveData</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished">%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished">Speichern unter</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation type="unfinished">Speichern fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>SavedCallListModel</name>
    <message>
        <source>tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Tool or prompt</source>
        <translation>Tool oder Prompt</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
</context>
<context>
    <name>SavedCallsController</name>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Connect to the server first: saved calls are kept under a catalog server.</source>
        <translation>Verbinden Sie sich zuerst mit dem Server: Gespeicherte Aufrufe werden unter einem Katalog-Server abgelegt.</translation>
    </message>
    <message>
        <source>Save Call</source>
        <translation>Aufruf speichern</translation>
    </message>
    <message>
        <source>Kept under this server in the catalog.</source>
        <translation>Wird unter diesem Server im Katalog abgelegt.</translation>
    </message>
    <message>
        <source>This server is not in the catalog yet: saving adds it.</source>
        <translation>Dieser Server ist noch nicht im Katalog: Beim Speichern wird er hinzugefügt.</translation>
    </message>
    <message>
        <source>Name of the saved call (unique for this server):</source>
        <translation>Name des gespeicherten Aufrufs (eindeutig für diesen Server):</translation>
    </message>
    <message>
        <source>A saved call of this server has that name already.
Save under it again to replace it, or choose another name:</source>
        <translation>Ein gespeicherter Aufruf dieses Servers hat bereits diesen Namen.
Speichern Sie erneut darunter, um ihn zu ersetzen, oder wählen Sie einen anderen Namen:</translation>
    </message>
    <message>
        <source>Saved the call as %1 (Saved tab)</source>
        <translation>Aufruf als %1 gespeichert (Tab „Gespeichert“)</translation>
    </message>
    <message>
        <source>The server does not list the tool %1 (now, or yet).</source>
        <translation>Der Server listet das Tool %1 nicht (nicht mehr oder noch nicht).</translation>
    </message>
    <message>
        <source>The server does not list the prompt %1 (now, or yet).</source>
        <translation>Der Server listet den Prompt %1 nicht (nicht mehr oder noch nicht).</translation>
    </message>
</context>
<context>
    <name>SavedCallsPane</name>
    <message>
        <source>&amp;Add Server to Catalog</source>
        <translation>Server zum &amp;Katalog hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Keep this server in the catalog (servers.json), so calls can be saved under it</source>
        <translation>Diesen Server im Katalog (servers.json) ablegen, damit Aufrufe unter ihm gespeichert werden können</translation>
    </message>
    <message>
        <source>Send the call as it was saved; the result shows where a call&apos;s does</source>
        <translation>Den Aufruf so senden, wie er gespeichert wurde; das Ergebnis erscheint dort, wo das eines Aufrufs erscheint</translation>
    </message>
    <message>
        <source>Put the call in the Tools or Prompts form to change and send it</source>
        <translation>Den Aufruf in das Formular unter Tools bzw. Prompts übernehmen, um ihn zu ändern und zu senden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Put the removed call back where it was (Ctrl+Z)</source>
        <translation>Den entfernten Aufruf an seine Stelle zurücklegen (Ctrl+Z)</translation>
    </message>
    <message>
        <source>No catalog: calls cannot be saved.</source>
        <translation>Kein Katalog: Aufrufe können nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>This server is not in the catalog. Saved calls are kept under a catalog server: Save Call… in the Tools or Prompts tab adds it.</source>
        <translation>Dieser Server ist nicht im Katalog. Gespeicherte Aufrufe werden unter einem Katalog-Server abgelegt: „Aufruf speichern…“ im Tab „Tools“ oder „Prompts“ fügt ihn hinzu.</translation>
    </message>
    <message>
        <source>No saved calls for %1 yet: Save Call… in the Tools or Prompts tab keeps one here.</source>
        <translation>Noch keine gespeicherten Aufrufe für %1: „Aufruf speichern…“ im Tab „Tools“ oder „Prompts“ legt einen hier ab.</translation>
    </message>
    <message numerus="yes">
        <source>%n saved call(s) for %1</source>
        <translation>
            <numerusform>%n gespeicherter Aufruf für %1</numerusform>
            <numerusform>%n gespeicherte Aufrufe für %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed &quot;%1&quot;.</source>
        <translation>„%1“ entfernt.</translation>
    </message>
    <message>
        <source>Rename Saved Call</source>
        <translation>Gespeicherten Aufruf umbenennen</translation>
    </message>
    <message>
        <source>New name (unique for this server):</source>
        <translation>Neuer Name (eindeutig für diesen Server):</translation>
    </message>
    <message>
        <source>Saved calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calls saved for this server: name, kind and target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchemaFormView</name>
    <message>
        <source>Form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>Edit the value field by field</source>
        <translation>Den Wert Feld für Feld bearbeiten</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Edit the whole value as JSON text (lossless both ways)</source>
        <translation>Den ganzen Wert als JSON-Text bearbeiten (verlustfrei in beide Richtungen)</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Auf Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <source>Start again from the schema&apos;s defaults and forget the remembered value</source>
        <translation>Neu mit den Standardwerten des Schemas beginnen und den gemerkten Wert vergessen</translation>
    </message>
    <message>
        <source>No value: enter {} to send an empty object</source>
        <translation>Kein Wert: Geben Sie {} ein, um ein leeres Objekt zu senden</translation>
    </message>
    <message>
        <source>Not JSON, not applied — %1</source>
        <translation>Kein JSON, nicht übernommen – %1</translation>
    </message>
</context>
<context>
    <name>SecretTable</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
</context>
<context>
    <name>ServerInfoPane</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Generation</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Ausgelassen</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Bietet an</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Anweisungen</translation>
    </message>
    <message>
        <source>legacy (initialize)</source>
        <translation>alt (initialize)</translation>
    </message>
    <message>
        <source>modern (server/discover)</source>
        <translation>modern (server/discover)</translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>Cache: %1</translation>
    </message>
    <message>
        <source>supports %1</source>
        <translation>unterstützt %1</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>not connected; last known</source>
        <translation>nicht verbunden; zuletzt bekannt</translation>
    </message>
    <message>
        <source>no capabilities declared</source>
        <translation>keine Fähigkeiten gemeldet</translation>
    </message>
</context>
<context>
    <name>ServerLogModel</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Logger</source>
        <translation>Logger</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
</context>
<context>
    <name>ServerSettingsDialog</name>
    <message>
        <source>Server Settings</source>
        <translation>Server-Einstellungen</translation>
    </message>
    <message>
        <source>Secret values are masked here and redacted in the log. Secret values are not saved: mcpscope remembers their names only, so enter them again after a restart.</source>
        <translation>Geheime Werte werden hier maskiert und im Protokoll geschwärzt. Geheime Werte werden nicht gespeichert: mcpscope merkt sich nur ihre Namen, geben Sie sie nach einem Neustart also erneut ein.</translation>
    </message>
    <message>
        <source>Environment variables, added to the inherited environment:</source>
        <translation>Umgebungsvariablen, zur geerbten Umgebung hinzugefügt:</translation>
    </message>
    <message>
        <source>HTTP headers, sent with every request:</source>
        <translation>HTTP-Header, mit jeder Anfrage gesendet:</translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation>Arbeitsverzeichnis:</translation>
    </message>
    <message>
        <source>Bearer token:</source>
        <translation>Bearer-Token:</translation>
    </message>
    <message>
        <source>Accepted certificate:</source>
        <translation>Akzeptiertes Zertifikat:</translation>
    </message>
    <message>
        <source>Proxy:</source>
        <translation>Proxy:</translation>
    </message>
    <message>
        <source>Protocol era:</source>
        <translation>Protokollgeneration:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no timeout</source>
        <translation>kein Zeitlimit</translation>
    </message>
    <message>
        <source>How long mcpscope waits for any answer before it gives up and cancels the request. Progress notifications restart the wait.</source>
        <translation>Wie lange mcpscope auf eine Antwort wartet, bevor es aufgibt und die Anfrage abbricht. Fortschrittsbenachrichtigungen starten die Wartezeit neu.</translation>
    </message>
    <message>
        <source>Request timeout:</source>
        <translation>Zeitlimit für Anfragen:</translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation>kein Maximum</translation>
    </message>
    <message>
        <source>The longest any request may take, however often progress restarts its timeout.</source>
        <translation>Die längste Dauer einer Anfrage, egal wie oft Fortschritt ihr Zeitlimit neu startet.</translation>
    </message>
    <message>
        <source>Maximum total:</source>
        <translation>Maximum gesamt:</translation>
    </message>
    <message>
        <source>The largest message the server may send: a stdio line, an SSE event, an HTTP body or a WebSocket message. A larger one closes that request or connection (--max-message-size in the CLI).</source>
        <translation>Die größte Nachricht, die der Server senden darf: eine stdio-Zeile, ein SSE-Ereignis, ein HTTP-Body oder eine WebSocket-Nachricht. Eine größere schließt diese Anfrage bzw. Verbindung (--max-message-size in der CLI).</translation>
    </message>
    <message>
        <source>Largest message:</source>
        <translation>Größte Nachricht:</translation>
    </message>
    <message>
        <source>How much memory the message log keeps for frames. Beyond it the oldest frames are read back from the autosaved session file when you look at them.</source>
        <translation>Wie viel Speicher das Nachrichtenprotokoll für Frames verwendet. Darüber hinaus werden die ältesten Frames beim Ansehen aus der automatisch gespeicherten Sitzungsdatei zurückgelesen.</translation>
    </message>
    <message>
        <source>Log memory:</source>
        <translation>Protokollspeicher:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>mcpscope&apos;s own working directory</source>
        <translation>Das eigene Arbeitsverzeichnis von mcpscope</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>none — sent as &quot;Authorization: Bearer …&quot; when set</source>
        <translation>keins – wird als „Authorization: Bearer …“ gesendet, wenn gesetzt</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Show or hide the token</source>
        <translation>Token anzeigen oder verbergen</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>none — mcpscope shows an untrusted certificate and asks</source>
        <translation>keins – mcpscope zeigt ein nicht vertrauenswürdiges Zertifikat an und fragt nach</translation>
    </message>
    <message>
        <source>SHA-256 fingerprint of the self-signed certificate you accepted for this server. A different certificate is refused.</source>
        <translation>SHA-256-Fingerabdruck des selbst signierten Zertifikats, das Sie für diesen Server akzeptiert haben. Ein anderes Zertifikat wird abgelehnt.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>none. mcpscope takes http_proxy, https_proxy and no_proxy from the environment it was started in, and none of them is set.</source>
        <translation>keiner. mcpscope übernimmt http_proxy, https_proxy und no_proxy aus der Umgebung, in der es gestartet wurde, und keine davon ist gesetzt.</translation>
    </message>
    <message>
        <source>from the environment mcpscope was started in: %1.</source>
        <translation>aus der Umgebung, in der mcpscope gestartet wurde: %1.</translation>
    </message>
    <message>
        <source>Working Directory</source>
        <translation>Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>Server Settings — %1</source>
        <translation>Server-Einstellungen – %1</translation>
    </message>
    <message>
        <source>Variable names cannot contain &quot;=&quot;: %1</source>
        <translation>Variablennamen dürfen kein „=“ enthalten: %1</translation>
    </message>
    <message>
        <source>%1 is set twice.</source>
        <translation>%1 ist doppelt gesetzt.</translation>
    </message>
    <message>
        <source>The working directory does not exist: %1</source>
        <translation>Das Arbeitsverzeichnis existiert nicht: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid header name: use letters, digits and dashes, without spaces or &quot;:&quot;.</source>
        <translation>„%1“ ist kein gültiger Header-Name: Verwenden Sie Buchstaben, Ziffern und Bindestriche, ohne Leerzeichen oder „:“.</translation>
    </message>
    <message>
        <source>mcpscope sets %1 itself; remove it from the headers.</source>
        <translation>mcpscope setzt %1 selbst; entfernen Sie ihn aus den Headern.</translation>
    </message>
    <message>
        <source>The value of %1 has a line break; header values are one line.</source>
        <translation>Der Wert von %1 enthält einen Zeilenumbruch; Header-Werte sind einzeilig.</translation>
    </message>
    <message>
        <source>Authorization is set twice: as a header and as the bearer token. Keep one.</source>
        <translation>Authorization ist doppelt gesetzt: als Header und als Bearer-Token. Behalten Sie eines davon.</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted certificate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerWorkspace</name>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>Session saved to %1</source>
        <translation>Sitzung gespeichert unter %1</translation>
    </message>
    <message>
        <source>Session not saved: %1</source>
        <translation>Sitzung nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>mcpscope sessions (*.mcpsession);;All files (*)</source>
        <translation>mcpscope-Sitzungen (*.mcpsession);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Session As…</source>
        <translation>Sitzung &amp;speichern unter…</translation>
    </message>
    <message>
        <source>Open Sessions &amp;Folder</source>
        <translation>Sitzungs&amp;ordner öffnen</translation>
    </message>
    <message>
        <source>&amp;Back to Live</source>
        <translation>&amp;Zurück zu Live</translation>
    </message>
    <message>
        <source>S&amp;ession</source>
        <translation>S&amp;itzung</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Wiedergeben…</translation>
    </message>
    <message>
        <source>&amp;Connect to Recorded Server…</source>
        <translation>Mit aufgezeichnetem Server &amp;verbinden…</translation>
    </message>
    <message>
        <source>Not recording: %1</source>
        <translation>Keine Aufzeichnung: %1</translation>
    </message>
    <message>
        <source>Recording stopped: %1</source>
        <translation>Aufzeichnung angehalten: %1</translation>
    </message>
    <message>
        <source>Session file %1</source>
        <translation>Sitzungsdatei %1</translation>
    </message>
    <message>
        <source>Recording to %1</source>
        <translation>Aufzeichnung nach %1</translation>
    </message>
    <message>
        <source>nothing recorded yet: connect to a server or open a session first</source>
        <translation>noch nichts aufgezeichnet: Verbinden Sie sich zuerst mit einem Server oder öffnen Sie eine Sitzung</translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation>temporärer Ordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>Save Session As</source>
        <translation>Sitzung speichern unter</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Sessions are in %1</source>
        <translation>Sitzungen liegen in %1</translation>
    </message>
    <message>
        <source>Open a session file first (File &gt; Open Session…)</source>
        <translation>Öffnen Sie zuerst eine Sitzungsdatei (Datei &gt; Sitzung öffnen…)</translation>
    </message>
    <message>
        <source>Connect to the server recorded in %1.</source>
        <translation>Mit dem in %1 aufgezeichneten Server verbinden.</translation>
    </message>
</context>
<context>
    <name>ShortcutListModel</name>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the actions whose name, menu or shortcut contains this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions and their shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortc&amp;ut:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press the keys of the new shortcut for the selected action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected action gets no shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives the selected action its original shortcuts back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already the shortcut of %2: choose another one, or change that action&apos;s first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillsPane</name>
    <message>
        <source>loading…</source>
        <translation>wird geladen…</translation>
    </message>
    <message>
        <source>loaded, verified</source>
        <translation>geladen, geprüft</translation>
    </message>
    <message>
        <source>verification failed</source>
        <translation>Prüfung fehlgeschlagen</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>nicht geladen</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>skills/list failed: %1</source>
        <translation>skills/list fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>List the server&apos;s skills again (skills/list). No file is read.</source>
        <translation>Die Skills des Servers erneut auflisten (skills/list). Es wird keine Datei gelesen.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>Mehr laden</translation>
    </message>
    <message>
        <source>List the next pages of skills/list, from where the listing stopped. No file is read.</source>
        <translation>Die nächsten Seiten von skills/list auflisten, ab der Stelle, an der die Auflistung aufhörte. Es wird keine Datei gelesen.</translation>
    </message>
    <message>
        <source>Listing more skills…</source>
        <translation>Weitere Skills werden aufgelistet…</translation>
    </message>
    <message>
        <source>Frontmatter (as listed by skills/list)</source>
        <translation>Frontmatter (wie von skills/list aufgelistet)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>Read file</source>
        <translation>Datei lesen</translation>
    </message>
    <message>
        <source>Read the selected file (resources/read) and verify its size and digest; the skill&apos;s SKILL.md is read and verified first.</source>
        <translation>Die ausgewählte Datei lesen (resources/read) und ihre Größe und ihren Digest prüfen; die SKILL.md des Skills wird zuerst gelesen und geprüft.</translation>
    </message>
    <message>
        <source>The server does not declare the skills extension (io.modelcontextprotocol/skills). Refresh asks anyway.</source>
        <translation>Der Server meldet die Skills-Erweiterung nicht (io.modelcontextprotocol/skills). „Aktualisieren“ fragt trotzdem.</translation>
    </message>
    <message>
        <source>Not connected: showing what the server offered last.</source>
        <translation>Nicht verbunden: Angezeigt wird, was der Server zuletzt angeboten hat.</translation>
    </message>
    <message>
        <source>Connect to a server to list its skills.</source>
        <translation>Verbinden Sie sich mit einem Server, um seine Skills aufzulisten.</translation>
    </message>
    <message>
        <source>Listing skills…</source>
        <translation>Skills werden aufgelistet…</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n Skill</numerusform>
            <numerusform>%n Skills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Load more lists the next %n page(s)</source>
        <translation>
            <numerusform>„Mehr laden“ listet die nächste %n Seite</numerusform>
            <numerusform>„Mehr laden“ listet die nächsten %n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>No skill selected</source>
        <translation>Kein Skill ausgewählt</translation>
    </message>
    <message>
        <source>Verification failed, the skill is not loaded: %1</source>
        <translation>Prüfung fehlgeschlagen, der Skill ist nicht geladen: %1</translation>
    </message>
    <message>
        <source>dynamic: not listed, cannot be verified</source>
        <translation>dynamisch: nicht aufgelistet, kann nicht geprüft werden</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n byte(s), size and digest verified</source>
        <translation>
            <numerusform>%1: %n Byte, Größe und Digest geprüft</numerusform>
            <numerusform>%1: %n Bytes, Größe und Digest geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n byte(s), NOT verified (the skill&apos;s files are dynamic)</source>
        <translation>
            <numerusform>%1: %n Byte, NICHT geprüft (die Dateien des Skills sind dynamisch)</numerusform>
            <numerusform>%1: %n Bytes, NICHT geprüft (die Dateien des Skills sind dynamisch)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(binary content, %n byte(s), not shown)</source>
        <translation>
            <numerusform>(binärer Inhalt, %n Byte, nicht angezeigt)</numerusform>
            <numerusform>(binärer Inhalt, %n Bytes, nicht angezeigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Error: %1
The content was not used.</source>
        <translation>Fehler: %1
Der Inhalt wurde nicht verwendet.</translation>
    </message>
    <message>
        <source>Frontmatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected skill&apos;s frontmatter as listed by skills/list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File contents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusIndicator</name>
    <message>
        <source> — %1 s</source>
        <translation> – %1 s</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The server refused the credentials mcpscope sent: check the bearer token or the Authorization header in Settings… and connect again.</source>
        <translation>Der Server hat die von mcpscope gesendeten Anmeldedaten abgelehnt: Prüfen Sie das Bearer-Token oder den Authorization-Header unter „Einstellungen…“ und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>Add a bearer token or an Authorization header in Settings… and connect again.</source>
        <translation>Fügen Sie unter „Einstellungen…“ ein Bearer-Token oder einen Authorization-Header hinzu und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>Failed: authorization required (HTTP %1). %2 %3</source>
        <translation>Fehlgeschlagen: Autorisierung erforderlich (HTTP %1). %2 %3</translation>
    </message>
    <message>
        <source>Not connected. Enter the server&apos;s command and press Connect.</source>
        <translation>Nicht verbunden. Geben Sie den Befehl des Servers ein und klicken Sie auf „Verbinden“.</translation>
    </message>
    <message>
        <source>Disconnected.</source>
        <translation>Getrennt.</translation>
    </message>
    <message>
        <source>Connecting… (%1)</source>
        <translation>Verbindung wird hergestellt… (%1)</translation>
    </message>
    <message>
        <source>Initializing… (waiting for the server to answer initialize)</source>
        <translation>Initialisierung… (warte auf die Antwort des Servers auf initialize)</translation>
    </message>
    <message>
        <source>Ready — %1 (protocol %2 over %3)</source>
        <translation>Bereit – %1 (Protokoll %2 über %3)</translation>
    </message>
    <message>
        <source>Disconnecting… (closing the server&apos;s input, then stopping it)</source>
        <translation>Verbindung wird getrennt… (Eingabe des Servers wird geschlossen, dann wird er beendet)</translation>
    </message>
    <message>
        <source>Disconnecting… (ending the session with the server)</source>
        <translation>Verbindung wird getrennt… (Sitzung mit dem Server wird beendet)</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
</context>
<context>
    <name>TaskListModel</name>
    <message>
        <source>answered without a task</source>
        <translation>ohne Aufgabe beantwortet</translation>
    </message>
    <message>
        <source>(starting…)</source>
        <translation>(wird gestartet…)</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
</context>
<context>
    <name>TasksPane</name>
    <message>
        <source>List Tasks</source>
        <translation>Aufgaben auflisten</translation>
    </message>
    <message>
        <source>Get Result</source>
        <translation>Ergebnis abrufen</translation>
    </message>
    <message>
        <source>Cancel Task</source>
        <translation>Aufgabe abbrechen</translation>
    </message>
    <message>
        <source>%1: the tasks the server knows for this session</source>
        <translation>%1: die Aufgaben, die der Server für diese Sitzung kennt</translation>
    </message>
    <message>
        <source>%1: the server answers once the task has ended</source>
        <translation>%1: Der Server antwortet, sobald die Aufgabe beendet ist</translation>
    </message>
    <message>
        <source>%1: ask the server to cancel the task</source>
        <translation>%1: den Server bitten, die Aufgabe abzubrechen</translation>
    </message>
    <message>
        <source>Listing tasks…</source>
        <translation>Aufgaben werden aufgelistet…</translation>
    </message>
    <message>
        <source>tasks/list failed: %1</source>
        <translation>tasks/list fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>tasks/list: %n task(s), %1 new.</source>
        <translation>
            <numerusform>tasks/list: %n Aufgabe, %1 neu.</numerusform>
            <numerusform>tasks/list: %n Aufgaben, %1 neu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Connect to a server that offers tasks (MCP 2025-11-25).</source>
        <translation>Verbinden Sie sich mit einem Server, der Aufgaben anbietet (MCP 2025-11-25).</translation>
    </message>
    <message>
        <source>This server runs tools as tasks when it chooses (io.modelcontextprotocol/tasks); they appear here.</source>
        <translation>Dieser Server führt Tools als Aufgaben aus, wenn er es so entscheidet (io.modelcontextprotocol/tasks); sie erscheinen hier.</translation>
    </message>
    <message>
        <source>This server does not offer tasks.</source>
        <translation>Dieser Server bietet keine Aufgaben an.</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Tick &quot;As task&quot; next to Call to run a tool as a task.</source>
        <translation>Markieren Sie „Als Aufgabe“ neben „Aufrufen“, um ein Tool als Aufgabe auszuführen.</translation>
    </message>
    <message>
        <source>This server offers tasks, but not for tools/call.</source>
        <translation>Dieser Server bietet Aufgaben an, aber nicht für tools/call.</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished">Aufgaben</translation>
    </message>
</context>
<context>
    <name>TemplatePanel</name>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>URI: %1</source>
        <translation>URI: %1</translation>
    </message>
    <message>
        <source>The template is malformed: %1</source>
        <translation>Die Vorlage ist fehlerhaft: %1</translation>
    </message>
</context>
<context>
    <name>TextContentWidget</name>
    <message>
        <source>Preparing the text…</source>
        <translation>Text wird vorbereitet…</translation>
    </message>
    <message>
        <source>Show source</source>
        <translation>Quelltext anzeigen</translation>
    </message>
    <message>
        <source>Rendered: the first part only; the source has it all.</source>
        <translation>Gerendert: nur der erste Teil; der Quelltext enthält alles.</translation>
    </message>
</context>
<context>
    <name>TextPreview</name>
    <message>
        <source>Show all</source>
        <translation>Alles anzeigen</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>In Datei speichern…</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2.</source>
        <translation>Die ersten %1 von %2 werden angezeigt.</translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished">Text</translation>
    </message>
</context>
<context>
    <name>TextValueEditor</name>
    <message>
        <source>whole number</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolCallPane</name>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destruktiv</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>idempotent</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>offene Welt</translation>
    </message>
    <message>
        <source>Server hints: %1</source>
        <translation>Hinweise des Servers: %1</translation>
    </message>
    <message>
        <source>Arguments with problems</source>
        <translation>Argumente mit Problemen</translation>
    </message>
    <message numerus="yes">
        <source>The arguments of %1 do not match its input schema (%n problem(s)).

Send them anyway? The server decides what to do with them. Show Details… lists the problems.</source>
        <translation>
            <numerusform>Die Argumente von %1 passen nicht zu seinem Eingabeschema (%n Problem).

Trotzdem senden? Der Server entscheidet, was er damit macht. „Details einblenden…“ listet die Probleme auf.</numerusform>
            <numerusform>Die Argumente von %1 passen nicht zu seinem Eingabeschema (%n Probleme).

Trotzdem senden? Der Server entscheidet, was er damit macht. „Details einblenden…“ listet die Probleme auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Send anyway</source>
        <translation>Trotzdem senden</translation>
    </message>
    <message>
        <source>Destructive tool</source>
        <translation>Destruktives Tool</translation>
    </message>
    <message>
        <source>The server says %1 may destroy or change data (destructiveHint).

Call it anyway?</source>
        <translation>Laut Server kann %1 Daten zerstören oder ändern (destructiveHint).

Trotzdem aufrufen?</translation>
    </message>
    <message>
        <source>As task</source>
        <translation>Als Aufgabe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save Call…</source>
        <translation>Aufruf speichern…</translation>
    </message>
    <message>
        <source>Send tools/call with these arguments (Ctrl+Return)</source>
        <translation>tools/call mit diesen Argumenten senden (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Stop waiting and tell the server to stop (notifications/cancelled)</source>
        <translation>Nicht länger warten und den Server zum Abbruch auffordern (notifications/cancelled)</translation>
    </message>
    <message>
        <source>Keep this tool and these arguments under a name, to run again from the Saved tab</source>
        <translation>Dieses Tool mit diesen Argumenten unter einem Namen speichern, um es im Tab „Gespeichert“ erneut auszuführen</translation>
    </message>
    <message>
        <source>No tool selected</source>
        <translation>Kein Tool ausgewählt</translation>
    </message>
    <message>
        <source>Pick a tool in the list on the left to see its arguments here.</source>
        <translation>Wählen Sie links in der Liste ein Tool aus, um hier seine Argumente zu sehen.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1…</translation>
    </message>
    <message>
        <source>Connect to a server to call tools.</source>
        <translation>Verbinden Sie sich mit einem Server, um Tools aufzurufen.</translation>
    </message>
    <message>
        <source>Select a tool on the left.</source>
        <translation>Wählen Sie links ein Tool aus.</translation>
    </message>
    <message>
        <source>This tool must run as a task (execution.taskSupport: required); follow it in the Tasks pane</source>
        <translation>Dieses Tool muss als Aufgabe laufen (execution.taskSupport: required); verfolgen Sie es im Bereich „Aufgaben“</translation>
    </message>
    <message>
        <source>Run as a task: tools/call returns a task at once; follow it in the Tasks pane</source>
        <translation>Als Aufgabe ausführen: tools/call gibt sofort eine Aufgabe zurück; verfolgen Sie sie im Bereich „Aufgaben“</translation>
    </message>
    <message>
        <source>Ctrl+Return calls the tool.</source>
        <translation>Ctrl+Return ruft das Tool auf.</translation>
    </message>
    <message>
        <source>Not sent: the JSON does not parse.</source>
        <translation>Nicht gesendet: Das JSON lässt sich nicht parsen.</translation>
    </message>
    <message numerus="yes">
        <source>Not sent: %n problem(s) in the arguments.</source>
        <translation>
            <numerusform>Nicht gesendet: %n Problem in den Argumenten.</numerusform>
            <numerusform>Nicht gesendet: %n Probleme in den Argumenten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not called: %1 is destructive.</source>
        <translation>Nicht aufgerufen: %1 ist destruktiv.</translation>
    </message>
    <message>
        <source>Called tool %1</source>
        <translation>Tool %1 aufgerufen</translation>
    </message>
    <message>
        <source>%1 runs as a task; the Tasks pane follows it…</source>
        <translation>%1 läuft als Aufgabe; der Bereich „Aufgaben“ verfolgt sie…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <translation>%1 wird aufgerufen…</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>Not saved: the JSON does not parse.</source>
        <translation>Nicht gespeichert: Das JSON lässt sich nicht parsen.</translation>
    </message>
    <message>
        <source>%1 runs as task %2; the Tasks pane follows it…</source>
        <translation>%1 läuft als Aufgabe %2; der Bereich „Aufgaben“ verfolgt sie…</translation>
    </message>
    <message>
        <source>Call</source>
        <comment>verb: call the selected tool</comment>
        <translation type="unfinished">Aufrufen</translation>
    </message>
</context>
<context>
    <name>ToolListModel</name>
    <message>
        <source>left out</source>
        <translation>ausgelassen</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>has no name</source>
        <translation>kein Name</translation>
    </message>
    <message>
        <source>has no inputSchema object</source>
        <translation>kein inputSchema-Objekt</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destruktiv</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>idempotent</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>offene Welt</translation>
    </message>
    <message>
        <source>Server hints: %1</source>
        <translation>Hinweise des Servers: %1</translation>
    </message>
    <message>
        <source>Problem: this tool entry %1.</source>
        <translation>Problem bei diesem Tool-Eintrag: %1.</translation>
    </message>
    <message>
        <source>Left out: %1. MCP 2026-07-28 (tools, x-mcp-header): a client must not call a tool whose header markers are invalid.</source>
        <translation>Ausgelassen: %1. MCP 2026-07-28 (tools, x-mcp-header): Ein Client darf kein Tool aufrufen, dessen Header-Markierungen ungültig sind.</translation>
    </message>
    <message>
        <source>(unnamed tool #%1)</source>
        <translation>(unbenanntes Tool #%1)</translation>
    </message>
    <message>
        <source>left out, %1</source>
        <translation>ausgelassen, %1</translation>
    </message>
</context>
<context>
    <name>ToolListPane</name>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>Filter tools</source>
        <translation>Tools filtern</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>List the server&apos;s tools again (F5)</source>
        <translation>Die Tools des Servers erneut auflisten (F5)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Connect to a server to list its tools.</source>
        <translation>Verbinden Sie sich mit einem Server, um seine Tools aufzulisten.</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>Warte auf den Server…</translation>
    </message>
    <message>
        <source>Not connected: the list shows what the server offered last.</source>
        <translation>Nicht verbunden: Die Liste zeigt, was der Server zuletzt angeboten hat.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>The server does not offer tools (no &quot;tools&quot; capability). Press Refresh to ask anyway.</source>
        <translation>Der Server bietet keine Tools an (keine „tools“-Fähigkeit). Klicken Sie auf „Aktualisieren“, um trotzdem zu fragen.</translation>
    </message>
    <message>
        <source>Listing tools…</source>
        <translation>Tools werden aufgelistet…</translation>
    </message>
    <message>
        <source>Could not list the tools: %1</source>
        <translation>Die Tools konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>1 tool</source>
        <translation>1 Tool</translation>
    </message>
    <message numerus="yes">
        <source>%n left out (invalid x-mcp-header markers, greyed)</source>
        <translation>
            <numerusform>%n ausgelassen (ungültige x-mcp-header-Markierungen, ausgegraut)</numerusform>
            <numerusform>%n ausgelassen (ungültige x-mcp-header-Markierungen, ausgegraut)</numerusform>
        </translation>
    </message>
    <message>
        <source>listing stopped early: %1</source>
        <translation>Auflistung vorzeitig beendet: %1</translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>Cache: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tools</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n pages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The server&apos;s tools: select one to fill in its arguments and call it</source>
        <translation type="unfinished"></translation>
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
        <translation>Auto (aus URL)</translation>
    </message>
    <message>
        <source>Streamable HTTP</source>
        <translation>Streamable HTTP</translation>
    </message>
    <message>
        <source>HTTP+SSE (2024-11-05, deprecated)</source>
        <translation>HTTP+SSE (2024-11-05, veraltet)</translation>
    </message>
    <message>
        <source>WebSocket (experimental)</source>
        <translation>WebSocket (experimentell)</translation>
    </message>
    <message>
        <source>Enter the server&apos;s URL first, e.g. http://localhost:3001/mcp.</source>
        <translation>Geben Sie zuerst die URL des Servers ein, z. B. http://localhost:3001/mcp.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no scheme: start the URL with http://, https://, ws:// or wss://.</source>
        <translation>„%1“ hat kein Schema: Beginnen Sie die URL mit http://, https://, ws:// oder wss://.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid URL: %2.</source>
        <translation>„%1“ ist keine gültige URL: %2.</translation>
    </message>
    <message>
        <source>mcpscope cannot connect to %1:// URLs: use http://, https://, ws:// or wss://.</source>
        <translation>mcpscope kann sich nicht mit %1://-URLs verbinden: Verwenden Sie http://, https://, ws:// oder wss://.</translation>
    </message>
    <message>
        <source>The URL has no host: write it as %1://HOST[:PORT]/PATH.</source>
        <translation>Die URL hat keinen Host: Schreiben Sie sie als %1://HOST[:PORT]/PFAD.</translation>
    </message>
    <message>
        <source>WebSocket needs a ws:// or wss:// URL; %1:// is for Streamable HTTP or HTTP+SSE.</source>
        <translation>WebSocket braucht eine ws://- oder wss://-URL; %1:// ist für Streamable HTTP oder HTTP+SSE.</translation>
    </message>
    <message>
        <source>%1 needs an http:// or https:// URL; %2:// is for WebSocket.</source>
        <translation>%1 braucht eine http://- oder https://-URL; %2:// ist für WebSocket.</translation>
    </message>
    <message>
        <source>WebSocket (experimental), from the ws:// scheme</source>
        <translation>WebSocket (experimentell), wegen des Schemas ws://</translation>
    </message>
    <message>
        <source>HTTP+SSE (2024-11-05), since the path ends in /sse</source>
        <translation>HTTP+SSE (2024-11-05), da der Pfad auf /sse endet</translation>
    </message>
    <message>
        <source>Streamable HTTP, then HTTP+SSE if the server refuses it</source>
        <translation>Streamable HTTP, dann HTTP+SSE, falls der Server es ablehnt</translation>
    </message>
</context>
<context>
    <name>UrlConsent</name>
    <message>
        <source>Open in Browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Site: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Website: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>The host is punycode (%1): it may imitate another site&apos;s name.</source>
        <translation>Der Host ist Punycode (%1): Er könnte den Namen einer anderen Website nachahmen.</translation>
    </message>
    <message>
        <source>Open this URL in your web browser (nothing is fetched before you click)</source>
        <translation>Diese URL in Ihrem Webbrowser öffnen (vor Ihrem Klick wird nichts abgerufen)</translation>
    </message>
    <message>
        <source>This is not a valid URL, so mcpscope will not open it.</source>
        <translation>Dies ist keine gültige URL, daher öffnet mcpscope sie nicht.</translation>
    </message>
    <message>
        <source>mcpscope opens only http and https links; this one is &quot;%1:&quot;.</source>
        <translation>mcpscope öffnet nur http- und https-Links; dieser ist „%1:“.</translation>
    </message>
    <message>
        <source>This link names no host, so mcpscope will not open it.</source>
        <translation>Dieser Link nennt keinen Host, daher öffnet mcpscope ihn nicht.</translation>
    </message>
    <message>
        <source>Not opened. %1</source>
        <translation>Nicht geöffnet. %1</translation>
    </message>
    <message>
        <source>Not opened: no browser accepted the URL. Copy it from above.</source>
        <translation>Nicht geöffnet: Kein Browser hat die URL angenommen. Kopieren Sie sie von oben.</translation>
    </message>
</context>
<context>
    <name>ValidationSummary</name>
    <message>
        <source>Click a problem to go to its field</source>
        <translation>Klicken Sie auf ein Problem, um zu seinem Feld zu gelangen</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) — click one to go to its field</source>
        <translation>
            <numerusform>%n Problem – klicken Sie darauf, um zu seinem Feld zu gelangen</numerusform>
            <numerusform>%n Probleme – klicken Sie auf eines, um zu seinem Feld zu gelangen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Server Requests</source>
        <translation>Server-Anfragen</translation>
    </message>
    <message>
        <source>Roots &amp;&amp; Capabilities</source>
        <translation>Roots &amp;&amp; Fähigkeiten</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Autorisierung</translation>
    </message>
    <message>
        <source>Server Requests (%1)</source>
        <translation>Server-Anfragen (%1)</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Reset &amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts the docks, splitters and columns back where they were at first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMemory</name>
    <message>
        <source>Crash recovery is off: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspaceSet</name>
    <message>
        <source>New connection: another server, alongside the ones connected</source>
        <translation>Neue Verbindung: ein weiterer Server, neben den bereits verbundenen</translation>
    </message>
    <message>
        <source>&amp;New Connection</source>
        <translation>&amp;Neue Verbindung</translation>
    </message>
    <message>
        <source>Close C&amp;onnection</source>
        <translation>Verbindung sch&amp;ließen</translation>
    </message>
    <message>
        <source>Ne&amp;xt Server</source>
        <translation>Nä&amp;chster Server</translation>
    </message>
    <message>
        <source>P&amp;revious Server</source>
        <translation>Vo&amp;rheriger Server</translation>
    </message>
    <message>
        <source>authorization: sign in to the server</source>
        <translation>Autorisierung: Melden Sie sich beim Server an</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <source>needs attention: %1
%2</source>
        <translation>benötigt Aufmerksamkeit: %1
%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished">%1, %2</translation>
    </message>
</context>
</TS>
