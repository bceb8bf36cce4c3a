import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { EntityForm } from './EntityForm';

const renderForm = (props: Partial<ComponentProps<typeof EntityForm>>) =>
  render(
    <MemoryRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
      <EntityForm
        title="Edit Thing"
        editing
        existing={{ data: {} }}
        loadingLabel="Loading thing"
        maxWidth={720}
        onSubmit={vi.fn()}
        saveError={null}
        submitting={false}
        cancelTo="/things"
        {...props}
      >
        <input aria-label="Name" />
      </EntityForm>
    </MemoryRouter>,
  );

describe('EntityForm', () => {
  it('shows the header and the load error instead of the form', () => {
    renderForm({ existing: { error: new Error('Thing 9 not found') } });
    expect(screen.getByRole('heading', { name: 'Edit Thing' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Thing 9 not found');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the header and a named spinner while the record loads', () => {
    renderForm({ existing: {} });
    expect(screen.getByRole('heading', { name: 'Edit Thing' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading thing' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the form at once when adding, with Save and Cancel', () => {
    renderForm({ editing: false, existing: undefined, title: 'Add Thing' });
    expect(screen.getByRole('form', { name: 'Add Thing' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/things');
  });

  it('reads Update when editing and puts the save error above the fields', () => {
    renderForm({ saveError: new Error('Name is already used') });
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Name is already used');
    expect(alert.compareDocumentPosition(screen.getByRole('textbox', { name: 'Name' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('disables Cancel and shows Save as loading while submitting', () => {
    renderForm({ editing: false, submitting: true });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
  });

  it("shows the edited record's History section under the form, closed", () => {
    renderForm({ history: { recordType: 'VENDOR', recordId: '7' } });
    const history = screen.getByRole('button', { name: 'History' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('form').compareDocumentPosition(history)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows no History section while adding', () => {
    renderForm({ editing: false, existing: undefined, history: { recordType: 'VENDOR', recordId: undefined } });
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });
});
