import { http } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { ResetPasswordPage } from './ResetPasswordPage';

const fill = (current: string, next: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('change password', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => jest.useRealTimers());

  it('checks fields in order with the exact messages, without calling the server', async () => {
    const calls = mockApi(http, {});
    renderAt(<ResetPasswordPage />, '/reset-password', '/reset-password');
    fill('', '', '');
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    fill('oldpass123', 'abcdefgh', '');
    expect(await screen.findByText('New Password must contain at least one number, one letter, and 8 characters long.')).toBeInTheDocument();
    fill('oldpass123', 'abcd1234!', '');
    expect(await screen.findByText('New Password must contain at least one number, one letter, and 8 characters long.')).toBeInTheDocument();
    fill('oldpass123', 'abcd1234', '');
    expect(await screen.findByText('Please confirm your new password.')).toBeInTheDocument();
    fill('oldpass123', 'abcd1234', 'abcd12345');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('the requirement list follows what the check enforces', () => {
    mockApi(http, {});
    renderAt(<ResetPasswordPage />, '/reset-password', '/reset-password');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc1' } });
    expect(screen.getByLabelText('At least 8 characters: missing')).toBeInTheDocument();
    expect(screen.getByLabelText('At least one letter: done')).toBeInTheDocument();
    expect(screen.getByLabelText('At least one number: done')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abcd 1234' } });
    expect(screen.getByLabelText('Letters and numbers only (no spaces or symbols): missing')).toBeInTheDocument();
  });

  it('shows the server message on failure', async () => {
    mockApi(http, { 'POST /api/user-pwd': () => [400, { message: 'Your current password is incorrect.' }] });
    renderAt(<ResetPasswordPage />, '/reset-password', '/reset-password');
    fill('wrongpass1', 'abcd1234', 'abcd1234');
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('on success says so, logs out and goes to /login after 1.5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const calls = mockApi(http, { 'POST /api/user-pwd': () => [200, { success: true }], 'POST /api/logout': () => [401, {}] });
    renderAt(<ResetPasswordPage />, '/reset-password', '/reset-password');
    fill('oldpass123', 'abcd1234', 'abcd1234');
    expect(await screen.findByText('Password changed successfully. Please login with your new password.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ old_password: 'oldpass123', new_password: 'abcd1234', new_password_confirmation: 'abcd1234' });
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
