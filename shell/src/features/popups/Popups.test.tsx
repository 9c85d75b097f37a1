import { renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Popups } from './Popups';

jest.mock('../site/useSite', () => ({ useGeneral: () => ({ data: { system_notice: '<b>Big news</b><script>window.hacked=1</script>' } }) }));

describe('popups', () => {
  it('Welcome: Deposit now goes to /deposit and clears the flag', async () => {
    localStorage.setItem('regPopup', '1');
    renderAt(<Popups />);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/deposit'));
    expect(localStorage.getItem('regPopup')).toBeNull();
  });

  it('Welcome: Home Page closes it', () => {
    localStorage.setItem('regPopup', '1');
    renderAt(<Popups />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Home Page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('system notice shows sanitised HTML once', async () => {
    localStorage.setItem('noticePopup', '1');
    renderAt(<Popups />);
    // the sanitiser arrives with the first markup shown
    expect(await screen.findByText('Big news')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('noticePopup')).toBe('0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
