import { renderAt } from '@bet/shared/src/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { CodeLink } from './CodeLink';

describe('code links', () => {
  it('stores the code and goes to /signup', async () => {
    renderAt(<CodeLink kind="referral_code" />, '/referral_code?referral_code=ABC123', '/referral_code');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signup'));
    expect(localStorage.getItem('referral_code')).toBe('ABC123');
  });

  it('alerts when the code is missing and still goes to /signup', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt(<CodeLink kind="agent_code" />, '/agent_code', '/agent_code');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signup'));
    expect(alert).toHaveBeenCalledWith('No agent code found in the URL');
    expect(localStorage.getItem('agent_code')).toBeNull();
  });
});
