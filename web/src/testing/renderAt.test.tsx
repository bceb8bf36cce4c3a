import { act, screen } from '@testing-library/react';
import { useLocation, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { renderAt } from './renderAt';

function Where() {
  const location = useLocation();
  const { id } = useParams();
  return <p>{`${location.pathname}${location.search} id=${id ?? '-'}`}</p>;
}

describe('renderAt', () => {
  it('routes one element at the path of the address, keeping its query', async () => {
    const router = renderAt('/dashboard/orders?page=2#top', <Where />);
    expect(await screen.findByText('/dashboard/orders?page=2 id=-')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#top');
  });

  it('takes routes, for a pattern and the screens a test leads to', async () => {
    const router = renderAt('/dashboard/edit/order/42', [
      { path: '/dashboard/edit/order/:id', element: <Where /> },
      { path: '/dashboard/orders', element: <p>Orders list</p> },
    ]);
    expect(await screen.findByText('/dashboard/edit/order/42 id=42')).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/orders'));
    expect(await screen.findByText('Orders list')).toBeInTheDocument();
  });

  it('starts one step after `from`, so that going back leads there', async () => {
    const router = renderAt('/dashboard/add/order', [{ path: '*', element: <Where /> }], [], {
      from: '/dashboard/orders?page=3',
    });
    expect(await screen.findByText('/dashboard/add/order id=-')).toBeInTheDocument();
    expect(router.state.location.key).not.toBe('default');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('/dashboard/orders?page=3 id=-')).toBeInTheDocument();
  });

  it('opens a bookmark alone: nothing to go back to', async () => {
    const router = renderAt('/dashboard/add/order', <Where />);
    expect(await screen.findByText('/dashboard/add/order id=-')).toBeInTheDocument();
    expect(router.state.location.key).toBe('default');
  });
});
