import { describe, expect, it } from 'vitest';
import {
  hostOf,
  isPublicAddress,
  normaliseHost,
  resolveAllowedAddress,
} from '../../src/modules/webhooks/address-guard';

/** Which addresses a webhook may go to (docs/security.md, "Webhooks"). */
describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:a9fe:a9fe',
    '64:ff9b::192.168.0.1',
    '2002:c0a8:0101::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a name resolving to loopback unless private addresses are allowed', async () => {
    await expect(resolveAllowedAddress('localhost', false)).rejects.toThrow(
      /^refused: localhost resolves to/,
    );
    await expect(resolveAllowedAddress('127.0.0.1', false)).rejects.toThrow(
      'refused: 127.0.0.1 is a private or local address',
    );
    await expect(resolveAllowedAddress('127.0.0.1', true)).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});

/**
 * Host names are compared in one spelling (docs/security.md, "Webhooks"): a trailing dot, capitals,
 * IDN and full-width letters, percent-encoding or another IPv4 notation do not make a new host.
 */
describe('normaliseHost', () => {
  it.each([
    ['localhost.', 'localhost'],
    ['LOCALHOST.', 'localhost'],
    ['LocalHost', 'localhost'],
    ['localhost..', 'localhost'],
    ['ｌｏｃａｌｈｏｓｔ', 'localhost'],
    ['ｌｏｃａｌｈｏｓｔ。', 'localhost'],
    ['%6c%6fcalhost.', 'localhost'],
    ['foo.LOCALHOST.', 'foo.localhost'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0x7f.1..', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['[::FFFF:127.0.0.1]', '::ffff:7f00:1'],
    ['::1', '::1'],
    ['München.DE.', 'xn--mnchen-3ya.de'],
    ['hooks.example.com', 'hooks.example.com'],
  ])('%s is %s', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });

  it.each([
    'https://localhost./',
    'https://LOCALHOST./',
    'https://LocalHost:8443/',
    'https://ｌｏｃａｌｈｏｓｔ/',
    'https://ｌｏｃａｌｈｏｓｔ。/',
    'https://%6c%6fcalhost./',
  ])('reads the host of %s as localhost', (url) => {
    expect(hostOf(new URL(url))).toBe('localhost');
  });

  it('refuses a loopback name or address in any spelling before resolving it', async () => {
    for (const host of ['localhost.', 'LOCALHOST.', 'ｌｏｃａｌｈｏｓｔ。']) {
      await expect(resolveAllowedAddress(host, false), host).rejects.toThrow(
        /^refused: localhost resolves to /,
      );
    }
    await expect(resolveAllowedAddress('127.0.0.1.', false)).rejects.toThrow(
      'refused: 127.0.0.1 is a private or local address',
    );
    await expect(resolveAllowedAddress('0x7f.1..', false)).rejects.toThrow(
      'refused: 127.0.0.1 is a private or local address',
    );
  });
});
