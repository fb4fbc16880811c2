// Preloaded with `node -r` into the npm reference servers that the tests start: a listen()
// that names no host binds 127.0.0.1 instead of every interface, so tests stay on loopback.
'use strict';
const net = require('net');
const originalListen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const first = args[0];
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    if (typeof args[1] !== 'string') args.splice(1, 0, '127.0.0.1');
  } else if (first && typeof first === 'object' && first.path === undefined && !first.host) {
    args[0] = { ...first, host: '127.0.0.1' };
  }
  return originalListen.apply(this, args);
};
