import { http } from '@bet/shared';
import { mockApi, networkError, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('forgot password', () => {
  afterEach(() => jest.useRealTimers());

  it('Email tab: asks for the email, then the username', () => {
    const calls = mockApi(http, {});
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    click('Send OTP');
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    type('Email', 'a@b.com');
    click('Send OTP');
    expect(screen.getByText('Please enter your username.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('SMS tab: asks for the phone, then the username; sends and moves to the OTP step', async () => {
    const calls = mockApi(http, { 'POST /api/usr-forgot-password': () => [200, { success: true }] });
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    click('Send OTP');
    expect(screen.getByText('Please enter your phone number.')).toBeInTheDocument();
    type('Phone number', '01712345678');
    click('Send OTP');
    expect(screen.getByText('Please enter your username.')).toBeInTheDocument();
    type('Username', 'demoplayer1');
    click('Send OTP');
    expect(await screen.findByText('OTP sent successfully. Please check your sms.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ type: 'sms', phone: '01712345678', username: 'demoplayer1' });
  });

  it('a refused request shows the server message; a network failure the spec text', async () => {
    mockApi(http, { 'POST /api/usr-forgot-password': () => [404, { message: 'No account matches these details.' }] });
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    type('Email', 'a@b.com');
    type('Username', 'someone1');
    click('Send OTP');
    expect(await screen.findByText('No account matches these details.')).toBeInTheDocument();
    http.defaults.adapter = async () => {
      throw networkError();
    };
    click('Send OTP');
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
    click('Send OTP');
    expect(await screen.findByText('OTP sent successfully. Please check your email.')).toBeInTheDocument();
    click('Reset password');
    expect(screen.getByText('Please enter the OTP.')).toBeInTheDocument();
    type('OTP', '123456');
    type('New password', 'short');
    click('Reset password');
    expect(screen.getByText('New Password must contain at least one number, one letter, and 8 characters long.')).toBeInTheDocument();
    type('New password', 'newpass123');
    click('Reset password');
    expect(screen.getByText('Please confirm your new password.')).toBeInTheDocument();
    type('Confirm new password', 'newpass124');
    click('Reset password');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    type('Confirm new password', 'newpass123');
    click('Reset password');
    expect(await screen.findByText('Password changed successfully. Please login with your new password.')).toBeInTheDocument();
    expect(calls[1].body).toEqual({ otp: '123456', password: 'newpass123', password_confirmation: 'newpass123', username: 'demoplayer1' });
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
