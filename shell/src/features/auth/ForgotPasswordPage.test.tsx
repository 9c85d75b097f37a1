import { http } from '@bet/shared';
import { mockApi, networkError, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordPage } from './ForgotPasswordPage';

// waits for the button: it reads 'Sending...' while the previous submission is still being checked
const click = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('forgot password', () => {
  afterEach(() => jest.useRealTimers());

  it('Email tab: asks for the email, then the username', async () => {
    const calls = mockApi(http, {});
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await click('Send OTP');
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    type('Email', 'a@b.com');
    await click('Send OTP');
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('SMS tab: asks for the phone, then the username; sends and moves to the OTP step', async () => {
    const calls = mockApi(http, { 'POST /api/usr-forgot-password': () => [200, { success: true }] });
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    await click('Send OTP');
    expect(await screen.findByText('Please enter your phone number.')).toBeInTheDocument();
    type('Phone number', '01712345678');
    await click('Send OTP');
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    type('Username', 'demoplayer1');
    await click('Send OTP');
    expect(await screen.findByText('OTP sent successfully. Please check your sms.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ type: 'sms', phone: '01712345678', username: 'demoplayer1' });
  });

  it('a refused request shows the server message; a network failure the spec text', async () => {
    mockApi(http, { 'POST /api/usr-forgot-password': () => [404, { message: 'No account matches these details.' }] });
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    type('Email', 'a@b.com');
    type('Username', 'someone1');
    await click('Send OTP');
    expect(await screen.findByText('No account matches these details.')).toBeInTheDocument();
    http.defaults.adapter = async () => {
      throw networkError();
    };
    await click('Send OTP');
    expect(await screen.findByText('An error occurred while sending the OTP. Please try again.')).toBeInTheDocument();
  });

  it('OTP step: checks the OTP and the password rule, resets, and goes to /login after 1.5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const calls = mockApi(http, {
      'POST /api/usr-forgot-password': () => [200, { success: true }],
      'POST /api/usr-reset-password': () => [200, { success: true }],
    });
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    type('Email', 'a@b.com');
    type('Username', 'demoplayer1');
    await click('Send OTP');
    expect(await screen.findByText('OTP sent successfully. Please check your email.')).toBeInTheDocument();
    await click('Reset password');
    expect(await screen.findByText('Please enter the OTP.')).toBeInTheDocument();
    type('OTP', '123456');
    type('New password', 'short');
    await click('Reset password');
    expect(await screen.findByText('New Password must contain at least one number, one letter, and 8 characters long.')).toBeInTheDocument();
    type('New password', 'newpass123');
    await click('Reset password');
    expect(await screen.findByText('Please confirm your new password.')).toBeInTheDocument();
    type('Confirm new password', 'newpass124');
    await click('Reset password');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    type('Confirm new password', 'newpass123');
    await click('Reset password');
    expect(await screen.findByText('Password changed successfully. Please login with your new password.')).toBeInTheDocument();
    expect(calls[1].body).toEqual({ otp: '123456', password: 'newpass123', password_confirmation: 'newpass123', username: 'demoplayer1' });
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
