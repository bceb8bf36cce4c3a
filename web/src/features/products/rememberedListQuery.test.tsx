import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { queryToRestore, useRememberedListQuery } from './rememberedListQuery';

function List() {
  const { restoring } = useRememberedListQuery('test.list');
  const { search } = useLocation();
  return (
    <>
      <output aria-label="query">{search}</output>
      <output aria-label="restoring">{String(restoring)}</output>
    </>
  );
}

const routes = [
  { path: '/list', element: <List /> },
  { path: '/other', element: <p>elsewhere</p> },
];

beforeEach(() => sessionStorage.clear());

it('restores the remembered filter, search and paging when the list is opened bare', async () => {
  const router = renderAt('/list', routes);
  expect(screen.getByLabelText('query')).toHaveTextContent('');
  await act(() => router.navigate('/list?status=draft&search=udang&page=2&per_page=25'));
  await act(() => router.navigate('/other'));
  await act(() => router.navigate('/list'));
  expect(router.state.location.search).toBe('?status=draft&search=udang&page=2&per_page=25');
  expect(screen.getByLabelText('restoring')).toHaveTextContent('false');
});

it('keeps an address that has its own query, and remembers it', async () => {
  sessionStorage.setItem('test.list', '?status=inactive');
  const router = renderAt('/list?page=3', routes);
  expect(router.state.location.search).toBe('?page=3');
  expect(sessionStorage.getItem('test.list')).toBe('?page=3');
});

it('starts afresh when nothing was remembered, and remembers a cleared list as cleared', async () => {
  const router = renderAt('/list?status=draft', routes);
  await act(() => router.navigate('/list'));
  expect(router.state.location.search).toBe('');
  await act(() => router.navigate('/other'));
  await act(() => router.navigate('/list'));
  expect(router.state.location.search).toBe('');
});

it('restores only a bare address', () => {
  expect(queryToRestore('', '?page=2')).toBe('?page=2');
  expect(queryToRestore('?page=3', '?page=2')).toBeNull();
  expect(queryToRestore('', null)).toBeNull();
  expect(queryToRestore('', '')).toBeNull();
});
