import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { normalWebAddress, retailerLocationInputRules, webAddressProblem } from '../rules/retailerLocation';

describe('webAddressProblem', () => {
  it('accepts absolute http(s) addresses of a named host', () => {
    for (const text of [
      'https://lautku.id/pluit',
      'http://toko.example',
      'https://x.example/"><script>',
      'https://wa.me/6281188870099?text=Halo kak',
    ]) {
      expect(webAddressProblem(text), text).toBeNull();
    }
  });

  it('refuses credentials, backslashes, bare IP hosts (IPv4 in any notation, IPv6) and what is no web address', () => {
    expect(webAddressProblem('https://user:pass@host.example')).toBe('must not contain a user name or password');
    expect(webAddressProblem('https://user@host.example')).toBe('must not contain a user name or password');
    expect(webAddressProblem('https://host.example\\@evil.example')).toBe('must not contain a backslash');
    expect(webAddressProblem('https:\\\\host.example')).toBe('must not contain a backslash');
    for (const ip of [
      'http://192.168.1.1/',
      'http://0x7f.1/',
      'http://2130706433',
      'http://127.1',
      'https://[::1]/',
      'http://[2001:db8::1]:8080/x',
    ]) {
      expect(webAddressProblem(ip), ip).toBe('must name a website, not an IP address');
    }
    for (const text of [
      'javascript:alert(1)',
      '/toko',
      'wa.me/62811',
      'ftp://x.example',
      'https://<x>.example',
      'https://toko..example/',
      'https://.example/',
      'https://example./',
    ]) {
      expect(webAddressProblem(text), text).toBe('must be an http(s) address');
    }
  });

  it('refuses local names however they are spelt: a trailing dot (the issue: `localhost.`), upper case, encoded', () => {
    for (const text of [
      'https://localhost',
      'https://localhost./',
      'https://LOCALHOST./',
      'https://%6Cocalhost./',
      'https://shop.localhost/',
      'http://localhost.localdomain/',
      'http://printer.local./',
      'https://nas.home.arpa/',
      'https://router.internal/',
    ]) {
      expect(webAddressProblem(text), text).toBe('must name a public website, not a local one');
    }
    // Loopback and unspecified addresses with a trailing dot are still addresses.
    for (const ip of ['http://127.0.0.1./', 'http://0.0.0.0./', 'http://[::ffff:127.0.0.1]/']) {
      expect(webAddressProblem(ip), ip).toBe('must name a website, not an IP address');
    }
    expect(webAddressProblem('https://localhost../')).toBe('must be an http(s) address');
    // A complete name of a real site, and a site whose name merely starts with "localhost", pass.
    expect(webAddressProblem('https://toko.example./')).toBeNull();
    expect(webAddressProblem('https://localhost-toko.example/')).toBeNull();
  });
});

describe('normalWebAddress', () => {
  it('stores what WHATWG serialises: quotes and angle brackets percent-encoded, the host in lower case', () => {
    const stored = normalWebAddress('https://X.Example/"><script>alert(1)</script>');
    expect(stored).toBe('https://x.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(stored).not.toMatch(/["<>]/);
    expect(normalWebAddress('https://x.example/?q="<>"#"<>"')).not.toMatch(/["<>]/);
    expect(normalWebAddress('https://lautku.id')).toBe('https://lautku.id/');
  });
});

describe('the retailer location input rules', () => {
  it("name the website's problem in staff's words", () => {
    const result = z.safeParse(retailerLocationInputRules, {
      customerId: '1',
      retailType: 'Toko',
      displayName: 'Toko',
      website: 'https://user:pass@host.example',
      whatsappLink: 'http://10.0.0.1/',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['website', 'Website must not contain a user name or password'],
      ['whatsappLink', 'WhatsApp link must name a website, not an IP address'],
    ]);
  });
});
