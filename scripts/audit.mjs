#!/usr/bin/env node
// `npm run audit`: the production dependencies must carry no high or critical advisory.
// Fails on any such advisory. When the registry's advisory service cannot be reached (a closed
// network, or a mirror that does not proxy it), it says so plainly and exits 0 unless
// AUDIT_REQUIRED=1: an unreachable service is not a finding, but it must not pass silently.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  const reason = report.message ?? report.error?.summary ?? 'unknown error';
  console.warn(
    `audit: the advisory service could not be reached (${reason}); nothing was checked.`,
  );
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const counts = report.metadata.vulnerabilities;
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
    if (advisory.severity === 'high' || advisory.severity === 'critical') {
      console.error(`  ${advisory.severity}: ${name} (${advisory.range})`);
    }
  }
  process.exit(1);
}
