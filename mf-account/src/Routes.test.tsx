import { http } from '@bet/shared';
import { LocationProbe, mockApi } from '@bet/shared/src/test-utils';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AccountRoutes, { PAGES } from './Routes';

function at(path: string) {
  mockApi(http, {});
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AccountRoutes />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf-account routes', () => {
  it('renders each placeholder page with its title and Coming soon', () => {
    for (const [path, title] of PAGES) {
      const { unmount } = at(path);
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText('Coming soon')).toBeInTheDocument();
      unmount();
    }
  });

  it('the back arrow of /vip goes to /account', async () => {
    at('/vip');
    // the page's code comes when it is first opened
    expect(await screen.findByRole('heading', { name: 'My VIP' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    // the member menu's code comes when it is first opened (the router keeps the page on screen until it has come)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
    // the member menu mounts and loads (every call answers 404 here)
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
