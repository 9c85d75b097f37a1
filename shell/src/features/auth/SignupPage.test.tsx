import * as shared from '@bet/shared';
import { httpError, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SignupPage } from './SignupPage';

jest.mock('@bet/shared', () => ({ ...jest.requireActual('@bet/shared'), login: jest.fn(), createPlayer: jest.fn() }));
const login = shared.login as jest.MockedFunction<typeof shared.login>;
const createPlayer = shared.createPlayer as jest.MockedFunction<typeof shared.createPlayer>;

function fillForm(v: Partial<Record<'Username' | 'Email' | 'Phone' | 'Password' | 'Confirm Password', string>> = {}) {
  const values = { Username: 'newplayer1', Email: 'new@example.com', Phone: '01711111111', Password: 'pass12345', 'Confirm Password': 'pass12345', ...v };
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignupPage', () => {
  beforeEach(() => {
    login.mockReset();
    createPlayer.mockReset();
  });

  it('shows the spec messages', async () => {
    renderAt(<SignupPage />, '/signup', '/signup');
    fillForm({ Username: 'short', Email: 'x', Phone: '12', 'Confirm Password': 'other1234' });
    expect(await screen.findByText('Username must be between 8 and 16 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number (10-15 digits)')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(createPlayer).not.toHaveBeenCalled();
  });

  it('sends the stored codes, logs in, turns the welcome popup on and clears the codes', async () => {
    localStorage.setItem('referral_code', 'REF123');
    localStorage.setItem('agent_code', 'AG1');
    localStorage.setItem('affiliate_code', 'AF1');
    createPlayer.mockResolvedValue({ success: true });
    login.mockResolvedValue({ token: 'tok', remote_id: 'r', username: 'newplayer1', exchange: [], message: 'Login successful', currency: 'BDT', lang: 'en' });
    renderAt(<SignupPage />, '/signup', '/signup');
    fillForm();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(createPlayer).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'newplayer1', referral_code: 'REF123', agent_code: 'AG1', currency: 'BDT', status: 'active', phone: '01711111111' }),
    );
    expect(localStorage.getItem('regPopup')).toBe('1');
    expect(localStorage.getItem('referral_code')).toBeNull();
    expect(localStorage.getItem('agent_code')).toBeNull();
    expect(localStorage.getItem('affiliate_code')).toBeNull();
  });

  it('shows the server errors map under the fields', async () => {
    createPlayer.mockRejectedValue(
      httpError(422, { message: 'The username has already been taken.', errors: { username: ['The username has already been taken.'] } }),
    );
    renderAt(<SignupPage />, '/signup', '/signup');
    fillForm();
    expect(await screen.findByText('The username has already been taken.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("falls back to 'Submission failed'", async () => {
    createPlayer.mockRejectedValue(httpError(500, {}));
    renderAt(<SignupPage />, '/signup', '/signup');
    fillForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed');
  });
});
