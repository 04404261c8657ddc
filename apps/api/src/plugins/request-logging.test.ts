import pino, { symbols } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED_LOG_PATHS, writeResponseLine } from './request-logging';

function logger(level = 'info', stream: Record<string | symbol, unknown> = {}) {
  const lines: string[] = [];
  const root = pino(
    {
      level,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      timestamp: () => ',"time":1700000000000',
    },
    { ...stream, write: (line: string) => void lines.push(line) },
  );
  return { log: root.child({ reqId: 'req-7' }), lines };
}

const LINE = {
  method: 'GET',
  url: '/m/:business/:menuSlug',
  statusCode: 200,
  responseTime: 1.3,
};

describe('writeResponseLine', () => {
  it('writes the very bytes pino writes for the same line', () => {
    const byHand = logger();
    const byPino = logger();
    for (const line of [
      LINE,
      { ...LINE, url: '/nowhere/"quoted"\\path\u2028', statusCode: 404, responseTime: 0 },
      { ...LINE, method: 'HEAD', statusCode: 304, responseTime: 12.5 },
    ]) {
      expect(writeResponseLine(byHand.log, line)).toBe(true);
      byPino.log.info(line, 'request completed');
    }
    expect(byHand.lines).toEqual(byPino.lines);
    expect(JSON.parse(byHand.lines[0]!)).toMatchObject({ level: 30, reqId: 'req-7', ...LINE });
  });

  it('writes nothing above the info level, as pino would not', () => {
    const { log, lines } = logger('warn');
    expect(writeResponseLine(log, LINE)).toBe(true);
    expect(lines).toEqual([]);
  });

  it('leaves the line to pino for a stream that wants its metadata', () => {
    const { log, lines } = logger('info', { [symbols.needsMetadataGsym]: true });
    expect(writeResponseLine(log, LINE)).toBe(false);
    expect(lines).toEqual([]);
  });
});

describe('loggerOptions', () => {
  it('makes the batched stdout stream within sonic-boom limits (the server starts)', () => {
    const { stream } = loggerOptions('info');
    expect(stream).toBeDefined();
    expect(loggerOptions('silent').stream).toBeUndefined();
  });
});
