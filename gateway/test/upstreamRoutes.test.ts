import { describe, expect, it } from 'vitest';

import { startTestRestApi } from '@backoffice/rest-api/testing';

import { UPSTREAM_ROUTES, upstreamRoute } from '../src/core/upstreamRoutes';

describe('upstream route templates', () => {
  it('are the routes of the REST API, every one of them', async () => {
    // The default profile: the spec's calls and the stand-in's extensions, everything the gateway may call.
    const api = await startTestRestApi({ profile: 'default' });
    try {
      const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
      const served = Object.keys(document.paths).map((path) => path.replace(/\{\w+\}/g, '{id}'));
      expect([...new Set(served)].sort()).toEqual([...UPSTREAM_ROUTES].sort());
    } finally {
      await api.close();
    }
  });

  it('name a concrete path by its template, whatever the ids hold', () => {
    expect(upstreamRoute('/orders/12?page=2')).toBe('/orders/{id}');
    expect(upstreamRoute('/orders/12/returnable')).toBe('/orders/{id}/returnable');
    expect(upstreamRoute('/orders/consignment_invoices/7')).toBe('/orders/consignment_invoices/{id}');
    expect(upstreamRoute('/orders/lite')).toBe('/orders/lite');
    expect(upstreamRoute('/nutrition/recipe/grilled-salmon')).toBe('/nutrition/recipe/{id}');
    expect(upstreamRoute(`/products/${encodeURIComponent('a/b c')}`)).toBe('/products/{id}');
    expect(upstreamRoute('/orders/1/2/3')).toBe('other');
    expect(upstreamRoute('/orders/')).toBe('other');
    expect(upstreamRoute('/admin')).toBe('other');
  });
});
