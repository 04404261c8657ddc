// docs/performance.md, "Where the time goes": the functions a V8 CPU profile (a .cpuprofile
// written by `node --cpu-prof`, e.g. by `bench/scale.ts --cpu-prof DIR`) spent the most time in
// themselves (self time: samples whose top frame is that function), summed over every place the
// function appears in the call tree.
// Run: npm run profile:top -w @carta/bench -- FILE.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/carta';
import { int, numberOption, table } from './lib/report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  /** Microseconds since the previous sample (the first: since startTime). */
  timeDeltas?: number[];
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
if (positionals.length === 0) {
  console.error('usage: profile-top FILE.cpuprofile [FILE …] [--top 25]');
  process.exit(2);
}
const top = Math.round(numberOption('top', args.top));

/** Where a function lives, short: a path inside the repository, a package, or node's own. */
function place(url: string, line: number): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  const where = packageMatch
    ? `${packageMatch[1]}/${packageMatch[2]}`
    : path.startsWith('/')
      ? relative(ROOT, path)
      : path;
  return `${where}:${line + 1}`;
}

for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const selfUs = new Map<string, number>();
  let totalUs = 0;
  // A sample's time is the delta that FOLLOWS it (the next sample's timeDelta), as DevTools counts.
  samples.forEach((id, i) => {
    const us = Math.max(0, deltas[i + 1] ?? 0);
    const frame = byNode.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'}\t${place(frame.url, frame.lineNumber)}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + us);
    totalUs += us;
  });
  const idleUs = [...selfUs]
    .filter(([key]) => key.startsWith('(idle)'))
    .reduce((s, [, v]) => s + v, 0);
  const busyUs = totalUs - idleUs;
  const rows = [...selfUs]
    .filter(([key]) => !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => {
      const [name, where] = key.split('\t');
      return [
        `${((us / busyUs) * 100).toFixed(1)} %`,
        `${int(us / 1000)} ms`,
        name!.slice(0, 48),
        where!.slice(-70),
      ];
    });
  console.log(
    `${file}: ${int((profile.endTime - profile.startTime) / 1000)} ms profiled, ` +
      `${int(busyUs / 1000)} ms busy (not idle), ${int(samples.length)} samples; ` +
      `top ${rows.length} by self time, % of busy time`,
  );
  console.log(table([['self', 'ms', 'function', 'where'], ...rows], ['r', 'r', 'l', 'l']));
  console.log('');
}
