import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { UNREACHABLE_MESSAGE } from '../../graphqlRequest';
import { routerFuture } from '../../routes';
import { isLoggedIn, roleHint } from '../../session';
import { LoginPage } from './LoginPage';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage /> },
      { path: '/dashboard', element: <p>Overview screen</p> },
    ],
    { initialEntries: ['/'], future: routerFuture },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: false }} />);
  return {
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    button: screen.getByRole('button', { name: 'Login' }),
  };
}

/** The gateway as fetch sees it, answering `body` with `status` (or not at all); the requests are kept. */
function stubGateway(body: unknown, status = 200) {
  const sent: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init);
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

async function signIn(password: string) {
  const user = userEvent.setup();
  const { email, button, ...fields } = renderLogin();
  await user.type(email, 'admin@example.com');
  await user.type(fields.password, password);
  await user.click(button);
  return { email, button };
}

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
    stubGateway({
      data: null,
      errors: [{ message: 'E-mail atau password salah', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const { email } = await signIn('wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('E-mail atau password salah'));
    expect(screen.getByRole('alert').compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(isLoggedIn()).toBe(false);
    expect(email).toHaveValue('admin@example.com');
  });

  it("shows a refusal's message from its body (too many attempts)", async () => {
    stubGateway({ errors: [{ message: 'Terlalu banyak percobaan', extensions: { code: 'RATE_LIMITED' } }] }, 429);
    await signIn('wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Terlalu banyak percobaan'));
    expect(isLoggedIn()).toBe(false);
  });

  it('says the server cannot be reached when no answer comes', async () => {
    stubGateway(new TypeError('Failed to fetch'));
    const { button } = await signIn('admin12345');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_MESSAGE));
    expect(button).toBeEnabled();
    expect(isLoggedIn()).toBe(false);
  });

  it('sends Login and goes to the overview after signing in, keeping the role as a hint for the dashboard', async () => {
    const sent = stubGateway({
      data: {
        login: {
          expiresAt: '2026-11-23T00:00:00.000Z',
          user: { id: '1', email: 'admin@example.com', name: 'Admin', role: 'WAREHOUSE' },
        },
      },
    });
    await signIn('admin12345');
    expect(await screen.findByText('Overview screen')).toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
    expect(roleHint()).toBe('WAREHOUSE');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.body))).toMatchObject({
      operationName: 'Login',
      variables: { email: 'admin@example.com', password: 'admin12345' },
      query: expect.stringContaining('mutation Login'),
    });
  });

  it('remembers a person without a role as such, so the dashboard says so at once', async () => {
    stubGateway({
      data: {
        login: {
          expiresAt: '2026-11-23T00:00:00.000Z',
          user: { id: '2', email: 'new@example.com', name: 'new@example.com', role: null },
        },
      },
    });
    await signIn('admin12345');
    expect(await screen.findByText('Overview screen')).toBeInTheDocument();
    expect(roleHint()).toBeNull();
  });
});
