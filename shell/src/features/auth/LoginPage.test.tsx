import * as shared from '@bet/shared';
import { httpError, networkError, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginPage } from './LoginPage';

jest.mock('@bet/shared', () => ({ ...jest.requireActual('@bet/shared'), login: jest.fn() }));
const login = shared.login as jest.MockedFunction<typeof shared.login>;

const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginPage', () => {
  beforeEach(() => login.mockReset());

  it('shows the spec messages for bad input and does not call the api', async () => {
    renderAt(<LoginPage />, '/login', '/login');
    fill('bad name', 'short');
    expect(await screen.findByText('Invalid username (only letters and numbers)')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server message on refusal', async () => {
    login.mockRejectedValue(httpError(401, { message: 'Invalid credentials' }));
    renderAt(<LoginPage />, '/login', '/login');
    fill('demoplayer1', 'wrongpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('shows the network message when the server is unreachable', async () => {
    login.mockRejectedValue(networkError());
    renderAt(<LoginPage />, '/login', '/login');
    fill('demoplayer1', 'demopass123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again later.');
  });

  it('stores the session, turns the notice popup on and goes home', async () => {
    login.mockResolvedValue({
      token: 'tok',
      remote_id: 'r1',
      username: 'demoplayer1',
      exchange: [{ token: 'ex' }],
      message: 'Login successful',
      currency: 'BDT',
      lang: 'en',
    });
    renderAt(<LoginPage />, '/login', '/login');
    fill('demoplayer1', 'demopass123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('exchangeToken')).toBe('ex');
    expect(localStorage.getItem('noticePopup')).toBe('1');
    expect(localStorage.getItem('regPopup')).toBeNull();
  });

  it('toggles the password visibility', () => {
    renderAt(<LoginPage />, '/login', '/login');
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
