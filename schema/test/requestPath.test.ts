import { describe, expect, it } from 'vitest';

import { isPlainPathUnder } from '../rules/requestPath';

describe('isPlainPathUnder', () => {
  it.each([
    '/media/products/0b7c.png',
    '/media/products/0b7c.png?v=2',
    '/media/retailers/Toko%20Segar.jpg',
    '/media/products/..png',
    '/media/products/a..b.png',
  ])('lets %j through', (target) => {
    expect(isPlainPathUnder('/media/', target)).toBe(true);
  });

  it.each([
    // the path, and every other spelling of a step up or aside
    '/media/%2e%2e/readyz',
    '/media/%2E%2E/readyz',
    '/media/../readyz',
    '/media/.%2e/readyz',
    '/media/products/../../graphql',
    '/media/./products/a.png',
    '/media/%2e/products/a.png',
    '/media/..%2freadyz',
    '/media/..%2Freadyz',
    '/media/products%5c..%5c..%5creadyz',
    '/media/products\\..\\..\\readyz',
    '/media/products//a.png',
    '/media/',
    '/media/%',
    // not under the prefix at all
    '/media',
    '/mediax/a.png',
    '/%6Dedia/a.png',
    '/readyz?/media/a.png',
  ])('refuses %j', (target) => {
    expect(isPlainPathUnder('/media/', target)).toBe(false);
  });
});
