// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The official TypeScript SDK client doing what `mcpscope-cli --repeat N` does: N sequential
// tools/call requests on one stdio connection, then the same statistics as JSON. For the
// README's comparison of the client's own cost per call.
//   node bench/ts-sdk-repeat.cjs N TOOL '{"arg":1}' -- COMMAND ARGS...
const path = require('node:path');
const { createRequire } = require('node:module');
const sdk = createRequire(path.join(__dirname, '..', 'tests', 'package.json'));
const { Client } = sdk('@modelcontextprotocol/sdk/client/index.js');
const { StdioClientTransport } = sdk('@modelcontextprotocol/sdk/client/stdio.js');

async function main() {
  const [count, tool, args, separator, command, ...commandArgs] = process.argv.slice(2);
  if (separator !== '--' || !command) throw new Error('usage: N TOOL ARGS_JSON -- COMMAND ARGS...');
  const client = new Client({ name: 'ts-sdk-repeat', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args: commandArgs, stderr: 'ignore' }));
  const latencies = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < Number(count); ++i) {
    const t0 = process.hrtime.bigint();
    const result = await client.callTool({ name: tool, arguments: JSON.parse(args) });
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (result.isError) ++errors;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const rank = (p) => latencies[Math.min(latencies.length, Math.max(1, Math.ceil((p / 100) * latencies.length))) - 1];
  console.log(JSON.stringify({ stats: { count: latencies.length, errors, callsPerSecond: latencies.length / seconds,
    latencyMs: { p50: rank(50), p90: rank(90), p99: rank(99), max: rank(100) } } }, null, 2));
  await client.close();
}

main().catch((error) => { console.error(error.message); process.exit(1); });
