import { createServer, request as httpRequest, type Server } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eventLoopTurns, graphql, loginCookie, testStack } from './harness';

const stack = testStack();

const CREATE = `mutation($input: VendorInput!) { createVendor(input: $input) { id companyName } }`;
const COUNT = `query($companyName: String) { vendors(companyName: $companyName, perPage: 100) { rows { id companyName } } }`;

let vendors = 0;
/** A vendor input of its own: its company name finds the vendors this test made. */
function vendorInput() {
  const n = ++vendors;
  return {
    companyName: `PT Idempoten ${n} Jaya`,
    firstName: 'Sekali',
    lastName: 'Saja',
    gender: 'FEMALE',
    email: `idempoten${n}@example.co.id`,
    phoneNumber: `+62813777000${String(n).padStart(2, '0')}`,
    address: 'Jl. Sekali No. 1',
    provinceId: '51',
    cityId: '5171',
    postalCode: '80113',
    taxStatus: 'NON_PKP',
  };
}

/** The vendors named `companyName`, read through the REST API's list (via the gateway). */
async function vendorsNamed(companyName: string): Promise<string[]> {
  const { body } = await stack.query(COUNT, { companyName });
  return body.data.vendors.rows
    .filter((row: { companyName: string }) => row.companyName === companyName)
    .map((row: { id: string }) => row.id);
}

/**
 * An HTTP proxy in front of the gateway, as a flaky network between the browser and it: with `dropNextAnswer`, it
 * forwards the next request, lets the gateway answer it in full, then cuts the client's connection instead of
 * passing the answer on.
 */
class DroppingProxy {
  private server: Server | undefined;
  url = '';
  private dropping: (() => void) | undefined;

  async start(target: string) {
    this.server = createServer((req, res) => {
      const forward = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const dropped = this.dropping;
          if (dropped) {
            this.dropping = undefined;
            req.socket.destroy();
            dropped();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** Resolves once the gateway has answered the next request in full and the proxy has dropped that answer. */
  dropNextAnswer(): Promise<void> {
    return new Promise((resolve) => (this.dropping = resolve));
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const proxy = new DroppingProxy();
beforeAll(() => proxy.start(stack.gateway.url));
afterAll(() => proxy.close());

/** createVendor with the session and `key`, through the proxy unless `to` says otherwise. */
async function create(input: object, key: string, { to = proxy.url, cookie = stack.cookie } = {}) {
  const response = await fetch(`${to}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': key },
    body: JSON.stringify({ query: CREATE, variables: { input } }),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions: any }> },
  };
}

describe('Idempotency-Key on mutations', () => {
  it('answers a retry whose first answer was lost with that answer: one vendor is created', async () => {
    const input = vendorInput();
    const dropped = proxy.dropNextAnswer();
    // The gateway created the vendor and answered; the proxy cut the connection instead of passing the answer on.
    await expect(create(input, 'lost-answer-1')).rejects.toThrow();
    await dropped;
    expect(await vendorsNamed(input.companyName)).toHaveLength(1);

    const retry = await create(input, 'lost-answer-1');
    expect(retry.body.errors).toBeUndefined();
    expect(await vendorsNamed(input.companyName)).toEqual([retry.body.data.createVendor.id]);
    expect(retry.replayed).toBe('true');
  });

  it('runs two calls with one key at the same time once; both get its answer', async () => {
    const input = vendorInput();
    const posts: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first POST /vendors waits until both calls have reached the gateway.
    stack.beforeUpstream((call) => {
      if (!call.startsWith('POST /vendors')) return;
      posts.push(call);
      return held;
    });
    try {
      const both = Promise.all([
        create(input, 'together-1', { to: stack.gateway.url }),
        create(input, 'together-1', { to: stack.gateway.url }),
      ]);
      await expect.poll(() => posts.length).toBeGreaterThan(0);
      await eventLoopTurns();
      release();
      const [first, second] = await both;
      expect(first.body.errors).toBeUndefined();
      expect(second.body).toEqual(first.body);
      expect(posts).toHaveLength(1);
    } finally {
      stack.beforeUpstream(undefined);
    }
    expect(await vendorsNamed(input.companyName)).toHaveLength(1);
  });

  it('refuses the key with a different request, and frees it after a refusal so the corrected retry runs', async () => {
    const input = vendorInput();
    const done = await create(input, 'changed-1');
    expect(done.body.errors).toBeUndefined();
    const changed = await create({ ...input, companyName: `${input.companyName} Baru` }, 'changed-1');
    expect(changed.status).toBe(422);
    expect(changed.body.errors?.[0]).toMatchObject({
      message: 'Idempotency-Key reused for a different request.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // A refused input wrote nothing: the same key runs again with the corrected input.
    const other = vendorInput();
    const refused = await create({ ...other, cityId: 'not-a-city' }, 'refused-1');
    expect(refused.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const corrected = await create(other, 'refused-1');
    expect(corrected.body.errors).toBeUndefined();
    expect(corrected.replayed).toBeNull();
    expect(await vendorsNamed(other.companyName)).toEqual([corrected.body.data.createVendor.id]);
  });

  it("keeps each session's keys to itself", async () => {
    const input = vendorInput();
    const mine = await create(input, 'shared-key-1');
    const otherCookie = await loginCookie(stack.gateway.url);
    const theirs = await create(input, 'shared-key-1', { cookie: otherCookie });
    expect(theirs.replayed).toBeNull();
    expect(theirs.body.data.createVendor.id).not.toBe(mine.body.data.createVendor.id);
    // Mine is still kept for me.
    const again = await create(input, 'shared-key-1');
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(mine.body);
  });

  it('refuses a malformed key, and leaves a mutation without one as it was', async () => {
    const malformed = await create(vendorInput(), 'has spaces in it');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await create(vendorInput(), 'x'.repeat(101))).status).toBe(400);

    const input = vendorInput();
    for (let call = 0; call < 2; call++)
      expect(
        (await graphql(stack.gateway.url, CREATE, { input }, { cookie: stack.cookie })).body.errors,
      ).toBeUndefined();
    expect(await vendorsNamed(input.companyName)).toHaveLength(2);
  });
});
