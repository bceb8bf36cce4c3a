import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { routerFuture } from '../../routes';
import { isLoggedIn } from '../../session';
import { LoginDocument } from './auth.generated';
import { LoginPage } from './LoginPage';

function renderLogin(mocks: MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage /> },
      { path: '/dashboard', element: <p>Overview screen</p> },
    ],
    { initialEntries: ['/'], future: routerFuture },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} future={{ v7_startTransition: false }} />
    </MockedProvider>,
  );
  return {
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    button: screen.getByRole('button', { name: 'Login' }),
  };
}

const loginMock = (password: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: LoginDocument, variables: { email: 'admin@example.com', password } },
  result,
});

beforeEach(() => localStorage.clear());

describe('login screen (spec 000 §2, §5)', () => {
  it('keeps Login disabled until the form is valid, with the spec messages', async () => {
    const user = userEvent.setup();
    const { email, password, button } = renderLogin();
    expect(button).toBeDisabled();
    await user.click(email);
    await user.tab();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    await user.type(email, 'admin');
    expect(screen.getByText('E-mail must be a valid email')).toBeInTheDocument();
    await user.type(password, 'secret');
    expect(button).toBeDisabled();
    await user.type(email, '@example.com');
    expect(screen.queryByText('E-mail must be a valid email')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("shows the server's message in red above the form and stays on Login", async () => {
    const user = userEvent.setup();
    const { email, password, button } = renderLogin([
      loginMock('wrong', {
        errors: [new GraphQLError('E-mail atau password salah', { extensions: { code: 'UNAUTHENTICATED' } })],
      }),
    ]);
    await user.type(email, 'admin@example.com');
    await user.type(password, 'wrong');
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('E-mail atau password salah'));
    expect(screen.getByRole('alert').compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(isLoggedIn()).toBe(false);
    expect(email).toHaveValue('admin@example.com');
  });

  it('goes to the overview after signing in', async () => {
    const user = userEvent.setup();
    const { email, password, button } = renderLogin([
      loginMock('admin12345', {
        data: {
          login: {
            __typename: 'Session',
            expiresAt: '2026-11-23T00:00:00.000Z',
            user: { __typename: 'User', id: '1', email: 'admin@example.com', name: 'Admin' },
          },
        },
      }),
    ]);
    await user.type(email, 'admin@example.com');
    await user.type(password, 'admin12345');
    await user.click(button);
    expect(await screen.findByText('Overview screen')).toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
  });
});
