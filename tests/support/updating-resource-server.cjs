// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// A minimal stdio MCP server for the resources/subscribe end-to-end test: one resource whose
// text changes every 100 ms while someone is subscribed, announced with
// notifications/resources/updated. (server-everything only sends updates after a separate
// toggle-subscriber-updates call, which one mcpscope-cli run cannot make.) No dependencies.
// resources/read echoes the request's _meta.
'use strict';
const readline = require('readline');

const uri = 'test://counter';
let version = 0;
let timer = null;

function send(message) {
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\n');
}

const handlers = {
  initialize: (params) => ({
    protocolVersion: params.protocolVersion,
    capabilities: { resources: { subscribe: true } },
    serverInfo: { name: 'updating-resource-server', version: '1.0.0' },
  }),
  ping: () => ({}),
  'resources/list': () => ({ resources: [{ uri, name: 'counter', mimeType: 'text/plain' }] }),
  // The request's _meta is echoed, so a test can see what --metadata sent.
  'resources/read': (params) => ({
    contents: [{
      uri: params.uri,
      mimeType: 'text/plain',
      text: `version ${version}` + (params._meta ? ` meta ${JSON.stringify(params._meta)}` : ''),
    }],
  }),
  'resources/subscribe': () => {
    if (!timer) {
      timer = setInterval(() => {
        version += 1;
        send({ method: 'notifications/resources/updated', params: { uri } });
      }, 100);
    }
    return {};
  },
  'resources/unsubscribe': () => {
    clearInterval(timer);
    timer = null;
    process.stderr.write('unsubscribed\n');
    return {};
  },
};

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return; // notifications need no answer
  const handler = handlers[message.method];
  if (handler) send({ id: message.id, result: handler(message.params || {}) });
  else send({ id: message.id, error: { code: -32601, message: `no ${message.method}` } });
}).on('close', () => process.exit(0));
