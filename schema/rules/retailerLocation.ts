import * as z from 'zod/mini';

import { requiredId } from './id';
import { nullishText, requiredText } from './party';
import { internationalPhoneRule } from './phone';

/** A host written as an IPv4 address (WHATWG writes every form of one, `0x7f.1` too, as dotted decimal) or IPv6 (`[…]`). */
const isIpHost = (hostname: string) => hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * Names that only ever mean this machine or its own network: localhost (RFC 6761), .local (mDNS, RFC 6762),
 * .home.arpa (RFC 8375), .internal (ICANN's private-use name) and the localdomain of /etc/hosts.
 */
const LOCAL_NAMES = ['localhost', 'localdomain', 'local', 'internal', 'home.arpa'];
const isLocalName = (name: string) => LOCAL_NAMES.some((local) => name === local || name.endsWith(`.${local}`));

/**
 * Why `text` is no address the public website may link to, or null when it is one: an absolute http(s) address of
 * a named host (no javascript:, no relative path), without a user name or password (a link that signs in somewhere,
 * or hides its real host after the @), without a backslash (browsers read it as /, other software does not), and
 * neither a bare IP address nor a local name (no site of a retail partner, often a device on someone's network;
 * `localhost.` is localhost, its trailing dot only marks the name as complete). The gateway's rules and the REST API
 * both check with this.
 */
export function webAddressProblem(text: string): string | null {
  if (text.includes('\\')) return 'must not contain a backslash';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an http(s) address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) address';
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  if (isIpHost(url.hostname)) return 'must name a website, not an IP address';
  // WHATWG has already lower-cased the name and decoded it (`%6Cocalhost` is localhost).
  const name = url.hostname.replace(/\.$/, '');
  if (isLocalName(name)) return 'must name a public website, not a local one';
  if (name.split('.').some((label) => label === '') || !name.includes('.')) return 'must be an http(s) address';
  return null;
}

/**
 * An address as it is stored and linked: WHATWG's serialisation (`URL.href`), with `"`, `<`, `>`, spaces and the
 * like percent-encoded and the host in lower case. Only for an address webAddressProblem accepts.
 */
export const normalWebAddress = (text: string) => new URL(text).href;

const webAddress = (label: string) =>
  z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(500, `${label} must be at most 500 characters`),
      z.superRefine((text, context) => {
        const problem = webAddressProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: `${label} ${problem}`, input: text });
      }),
    ),
  );

const coordinate = (label: string, limit: number) =>
  z.nullish(
    z
      .number({ error: `${label} must be a number` })
      .check(
        z.gte(-limit, `${label} must be between -${limit} and ${limit}`),
        z.lte(limit, `${label} must be between -${limit} and ${limit}`),
      ),
  );

/** What the gateway accepts as RetailerLocationInput (the REST API checks the same again). */
export const retailerLocationInputRules = z.object({
  customerId: requiredId('Customer'),
  retailType: requiredText('Retail type', 60),
  displayName: requiredText('Display name', 120),
  website: webAddress('Website'),
  whatsappLink: webAddress('WhatsApp link'),
  operationalHours: nullishText('Operational hours', 200),
  displayPhone: z.nullish(internationalPhoneRule),
  address: nullishText('Address', 500),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
export type RetailerLocationInputValues = z.output<typeof retailerLocationInputRules>;

/** Spec 002 §2: the delete confirmation. */
export const deleteRetailerLocationQuestion = (displayName: string) => `Remove Retailer Location ${displayName} ?`;
