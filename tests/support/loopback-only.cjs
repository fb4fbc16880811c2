// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Preloaded with `node -r` into the npm servers that the tests start (the reference servers and
// the conformance suite's mock servers): a listen() that names no host binds 127.0.0.1 instead
// of every interface, so tests stay on loopback. It binds synchronously through a pre-bound
// handle: passing a host string would defer the bind behind a DNS lookup, leaving
// server.address() null right after listen(), which the conformance runner reads at once.
'use strict';
const net = require('net');
const util = require('util');
const { TCP, constants } = process.binding('tcp_wrap');
const originalListen = net.Server.prototype.listen;

// The port a host-less listen() asks for, or null when the call names a host, a path or a handle.
function hostlessPort(args) {
  const first = args[0];
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first)))
    return typeof args[1] === 'string' ? null : Number(first);
  if (first === undefined || typeof first === 'function') return 0;
  if (first && typeof first === 'object' && first.path === undefined && first.host === undefined
      && first.handle === undefined && first._handle === undefined && !(first instanceof TCP))
    return Number(first.port || 0);
  return null;
}

net.Server.prototype.listen = function (...args) {
  const port = hostlessPort(args);
  if (port === null) return originalListen.apply(this, args);
  const handle = new TCP(constants.SERVER);
  const status = handle.bind('127.0.0.1', port);
  if (status !== 0) {
    handle.close();
    const name = util.getSystemErrorName(status);
    const error = new Error(`listen ${name}: 127.0.0.1:${port}`);
    error.code = name;
    process.nextTick(() => this.emit('error', error));
    return this;
  }
  const callback = args.find((arg) => typeof arg === 'function');
  return callback ? originalListen.call(this, handle, callback) : originalListen.call(this, handle);
};
