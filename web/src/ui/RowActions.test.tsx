import Tooltip from '@mui/material/Tooltip';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';

import { DeleteRowButton, EditRowButton, RowStatusSwitch } from './RowActions';

it('names each control after its row, passes a Tooltip through to the switch, and reports what was asked', async () => {
  const user = userEvent.setup();
  const onDelete = vi.fn();
  const onSwitch = vi.fn();
  render(
    <MemoryRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
      <EditRowButton to="/dashboard/edit/warehouse/7" rowName="Gudang Muara Baru" />
      <Tooltip title="Active">
        <RowStatusSwitch rowName="Gudang Muara Baru" checked onSwitch={onSwitch} />
      </Tooltip>
      <DeleteRowButton onClick={onDelete} rowName="Gudang Muara Baru" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Edit Gudang Muara Baru' })).toHaveAttribute(
    'href',
    '/dashboard/edit/warehouse/7',
  );
  const status = screen.getByRole('switch', { name: 'Status of Gudang Muara Baru' });
  await user.hover(status);
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Active'));
  await user.click(status);
  expect(onSwitch).toHaveBeenCalledWith(false);
  await user.click(screen.getByRole('button', { name: 'Delete Gudang Muara Baru' }));
  expect(onDelete).toHaveBeenCalledOnce();
});
