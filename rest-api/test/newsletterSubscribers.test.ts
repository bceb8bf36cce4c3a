import { describe, expect, it } from 'vitest';

import { restApiSession } from './restApiSession';

const { send } = restApiSession();
const list = async (query: string) => (await send('GET', `/newsletter_subscribers${query}`)).json.NewsletterSubscriber;

describe('newsletter subscribers', () => {
  it('requires the token', async () => {
    expect((await send('GET', '/newsletter_subscribers', undefined, {})).status).toBe(401);
  });

  it('pages a few hundred demo subscribers newest first, signed up over the past year', async () => {
    const all = await list('?per_page=-1&desc=true');
    expect(all.count).toBeGreaterThanOrEqual(200);
    expect(all.rows).toHaveLength(all.count);
    const emails = all.rows.map((row: any) => row.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(all.rows.every((row: any) => /^[a-z0-9._]+@[a-z.]+\.[a-z]+$/.test(row.email))).toBe(true);
    const times = all.rows.map((row: any) => Date.parse(row.createdAt));
    const yearAgo = Date.now() - 366 * 24 * 3600 * 1000;
    expect(times.every((time: number) => time > yearAgo && time <= Date.now())).toBe(true);
    // Spread over the year, not bunched: every quarter has some.
    const quarters = new Set(times.map((time: number) => Math.floor((Date.now() - time) / (92 * 24 * 3600 * 1000))));
    expect(quarters.size).toBe(4);

    const first = await list('?per_page=5&desc=true');
    expect(first.rows).toHaveLength(5);
    expect(first.count).toBe(all.count);
    const newest = first.rows.map((row: any) => row.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(Object.keys(first.rows[0]).sort()).toEqual(['createdAt', 'email', 'id']);
    const second = await list('?per_page=5&page=2&desc=true');
    expect(second.rows.map((row: any) => row.id)).toEqual(all.rows.slice(5, 10).map((row: any) => row.id));
  });

  it('searches the e-mail in any case and sorts by e-mail', async () => {
    const found = await list('?per_page=-1&search=GMAIL');
    expect(found.count).toBeGreaterThan(0);
    expect(found.rows.every((row: any) => row.email.includes('gmail'))).toBe(true);
    expect(found.count).toBeLessThan((await list('?per_page=1')).count);
    expect(await list('?search=tidak-ada-yang-begini')).toEqual({ rows: [], count: 0 });

    const byEmail = (await list('?per_page=50&orderby=email&desc=false')).rows.map((row: any) =>
      row.email.toLowerCase(),
    );
    expect(byEmail).toEqual([...byEmail].sort());
    expect((await send('GET', '/newsletter_subscribers?orderby=nama')).status).toBe(400);
  });
});
