import fc from 'fast-check';

/**
 * Generated bad input for every route (docs/security.md, "Access matrix and generated input").
 * A value is raw JSON text, so that it can be what JSON.stringify never writes: 20,000 levels of
 * nesting, lone surrogates, `__proto__` keys, numbers beyond a double.
 */
export interface BadValue {
  /** Short, for failure reports. */
  label: string;
  json: string;
}

/** A string value, as JSON text (lone surrogates escaped, as a hostile client would send them). */
export const jsonString = (text: string): string => JSON.stringify(text);

const NASTY_CHARACTERS = [
  '\u0000', // NUL: PostgreSQL refuses it in text
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u200B', // zero-width space
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD', // soft hyphen
  '\u3164', // Hangul filler
  '\u202E', // right-to-left override
  '\u2066',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '\uFFFF',
];

const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164', '\uFE0F'];

export const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '1; SELECT pg_sleep(5)',
  '" OR ""="',
  '%',
  '_',
  '\\',
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '{{7*7}}${7*7}',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
];

const NUMBER_TEXTS = [
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  ' 12 ',
  '99999999999999999999999999',
  '1_000',
  '٣', // Arabic-Indic three
];

/** Strings that are wrong for most fields, or right but hostile. */
export const badString: fc.Arbitrary<{ label: string; text: string }> = fc.oneof(
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(...NASTY_CHARACTERS),
      fc.string({ maxLength: 8 }),
    )
    .map(([before, nasty, after]) => ({
      label: `text with U+${nasty.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`,
      text: `Caf${before}${nasty}${after}e`,
    })),
  fc
    .array(fc.constantFrom(...INVISIBLE), { minLength: 3, maxLength: 8 })
    .map((chars) => ({ label: 'only invisible characters', text: chars.join('') })),
  fc.constantFrom(...FRAGMENTS).map((text) => ({ label: `fragment ${text}`, text })),
  fc.constantFrom(...NUMBER_TEXTS).map((text) => ({ label: `number as string ${text}`, text })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => ({ label: 'random unicode', text })),
  fc.constantFrom('', ' ', '\t\n').map((text) => ({ label: 'blank', text })),
  // Huge strings: rare, and the largest few are over the body limit on purpose.
  fc
    .tuple(fc.constantFrom(1_000, 10_000, 100_000, 1_000_000), fc.constantFrom('a', 'é', '😀', ' '))
    .map(([length, char]) => ({
      label: `huge string ${length} × ${JSON.stringify(char)}`,
      text: char.repeat(length),
    })),
);

/** `depth` levels of arrays or objects: a parser or a validator that recurses may fall over. */
export function deepJson(kind: 'array' | 'object', depth: number): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const WRONG_TYPES = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '1e400', // Infinity once parsed
  '-0',
  '9007199254740993',
  '123456789012345678901234567890',
  '[]',
  '{}',
  '[[]]',
  '[null]',
  '{"id":{}}',
  '[{"id":"00000000-0000-0000-0000-000000000000"}]',
];

/** Any bad JSON value: wrong types, bad strings, deep nesting, pollution attempts, big arrays. */
export const badValue: fc.Arbitrary<BadValue> = fc.oneof(
  { weight: 5, arbitrary: badString.map(({ label, text }) => ({ label, json: jsonString(text) })) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...WRONG_TYPES).map((json) => ({ label: `value ${json}`, json })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
        fc.constantFrom(1_000, 5_000, 20_000),
      )
      .map(([kind, depth]) => ({ label: `${kind} ${depth} deep`, json: deepJson(kind, depth) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '{"__proto__":{"pollutedByCarta":true}}',
        '{"constructor":{"prototype":{"pollutedByCarta":true}}}',
        '{"id":"x","__proto__":{"isAdmin":true}}',
      )
      .map((json) => ({ label: `pollution ${json}`, json })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1_000, 20_000).map((length) => ({
      label: `array of ${length} refs`,
      json: `[${Array.from({ length }, (_, i) => `{"id":"00000000-0000-4000-8000-${i.toString().padStart(12, '0')}"}`).join(',')}]`,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.array(badString, { minLength: 1, maxLength: 4 }).map((items) => ({
      label: `array of ${items.map((item) => item.label).join(' | ')}`,
      json: `[${items.map((item) => jsonString(item.text)).join(',')}]`,
    })),
  },
);

/** Keys a client should never get to set: pollution, and fields the server owns. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'account_id',
  'accountId',
  'owner',
  'roles',
  'active',
  'created_at',
  'updated_at',
  'business_id',
  'toString',
  '',
  '\u0000',
];

/**
 * Percent-encodes any JavaScript string, lone surrogates included (as the WTF-8 bytes a careless
 * client sends, which are not UTF-8): encodeURIComponent would throw on them.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const isLow = code >= 0xdc00 && code <= 0xdfff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (isHigh || isLow) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** Path and query values that are not even well-formed percent-encoding or UTF-8. */
export const RAW_URL_VALUES = [
  '%',
  '%zz',
  '%00',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
];

/** Bodies no JSON route can take: each with the content type it is sent as. */
export const RAW_BODIES: { label: string; contentType?: string; body: string | Buffer }[] = [
  { label: 'invalid JSON {', contentType: 'application/json', body: '{' },
  { label: 'invalid JSON trailing comma', contentType: 'application/json', body: '{"name":"a",}' },
  { label: 'invalid JSON single quotes', contentType: 'application/json', body: "{'name':'a'}" },
  { label: 'JSON with a NUL byte', contentType: 'application/json', body: '{"name":"a\u0000"}' },
  { label: 'JSON with a BOM', contentType: 'application/json', body: '\uFEFF{"name":"Cafe"}' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON string', contentType: 'application/json', body: '"Cafe"' },
  { label: 'JSON array', contentType: 'application/json', body: '[{"name":"Cafe"}]' },
  { label: 'JSON number', contentType: 'application/json', body: '42' },
  { label: 'empty JSON body', contentType: 'application/json', body: '' },
  {
    label: 'not UTF-8',
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  {
    label: 'UTF-16 charset',
    contentType: 'application/json; charset=utf-16',
    body: '{"name":"Cafe"}',
  },
  { label: 'text/plain', contentType: 'text/plain', body: '{"name":"Cafe Luna"}' },
  {
    label: 'form-encoded',
    contentType: 'application/x-www-form-urlencoded',
    body: 'name=Cafe+Luna',
  },
  { label: 'XML', contentType: 'application/xml', body: '<name>Cafe</name>' },
  {
    label: 'multipart on a JSON route',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nCafe\r\n--x--\r\n',
  },
  { label: 'no content type', body: '{"name":"Cafe Luna"}' },
  {
    label: 'body over the limit (1.1 MB)',
    contentType: 'application/json',
    body: `{"name":"${'a'.repeat(1_100_000)}"}`,
  },
  {
    label: '20,000-deep JSON body',
    contentType: 'application/json',
    body: deepJson('object', 20_000),
  },
];

/** Multipart bodies the upload route must refuse with a 4xx. */
export function badUploads(): { label: string; contentType: string; body: Buffer }[] {
  const part = (headers: string, content: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--b\r\n${headers}\r\n\r\n`),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from('--b--\r\n')]);
  const file = (name: string, filename: string, type: string, content: string | Buffer) =>
    part(
      `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`,
      content,
    );
  const type = 'multipart/form-data; boundary=b';
  return [
    {
      label: 'not an image',
      contentType: type,
      body: form(file('file', 'a.png', 'image/png', 'hello')),
    },
    {
      label: 'wrong field',
      contentType: type,
      body: form(file('photo', 'a.png', 'image/png', 'x')),
    },
    { label: 'empty file', contentType: type, body: form(file('file', 'a.png', 'image/png', '')) },
    {
      label: 'file name with NUL and traversal',
      contentType: type,
      body: form(file('file', '../../a\u0000.png', 'image/png', 'x')),
    },
    {
      label: 'a text field only',
      contentType: type,
      body: form(part('Content-Disposition: form-data; name="file"', 'not a file')),
    },
    {
      label: 'truncated (no closing boundary)',
      contentType: type,
      body: file('file', 'a.png', 'image/png', 'abc'),
    },
    { label: 'no boundary', contentType: 'multipart/form-data', body: Buffer.from('--b--\r\n') },
    {
      label: 'two files',
      contentType: type,
      body: form(
        file('file', 'a.png', 'image/png', 'abc'),
        file('file', 'b.png', 'image/png', 'def'),
      ),
    },
  ];
}

/**
 * Values tried at every field of every body (the random ones come on top): the classes of
 * issue 9 each get a sure shot instead of a chance.
 */
export const MUST_TRY: BadValue[] = [
  { label: 'NUL', json: jsonString('Nul\u0000Biz') },
  { label: 'control character', json: jsonString('Caf\u0007e') },
  { label: 'only zero-width spaces', json: jsonString('\u200B\u200B\u200B') },
  { label: 'direction override', json: jsonString('abc\u202Edef') },
  { label: 'lone surrogate', json: jsonString('Caf\uD800e') },
  { label: 'huge string (200 kB)', json: jsonString('a'.repeat(200_000)) },
  { label: 'arrays 5,000 deep', json: deepJson('array', 5_000) },
  { label: 'number', json: '12' },
  { label: 'number as string', json: '"12"' },
  { label: 'SQL fragment', json: jsonString("' OR '1'='1'; DROP TABLE products; --") },
  { label: 'HTML fragment', json: jsonString('<script>alert(1)</script>') },
  { label: 'null', json: 'null' },
  { label: 'object', json: '{}' },
];

/** The same classes for query values and path parameters, percent-encoded. */
export const MUST_TRY_URL: { label: string; encoded: string }[] = [
  { label: 'NUL', encoded: 'Nul%00Biz' },
  { label: 'only zero-width spaces', encoded: '%E2%80%8B%E2%80%8B%E2%80%8B' },
  { label: 'direction override', encoded: 'abc%E2%80%AEdef' },
  { label: 'lone surrogate', encoded: 'Caf%ED%A0%80e' },
  { label: 'malformed percent-encoding', encoded: '%zz' },
  { label: 'huge value (100 kB)', encoded: 'a'.repeat(100_000) },
  { label: 'negative number', encoded: '-1' },
  { label: 'number beyond a double', encoded: '1e309' },
  { label: 'SQL fragment', encoded: encodeURIComponent("' OR '1'='1'; --") },
  { label: 'HTML fragment', encoded: encodeURIComponent('<script>alert(1)</script>') },
];
