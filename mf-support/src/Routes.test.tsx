import { fireEvent, render, screen } from '@testing-library/react';
import { LocationProbe } from '@bet/shared/src/test-utils';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SupportRoutes, { PAGES } from './Routes';

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="*" element={<><SupportRoutes /><LocationProbe /></>} /></Routes>
    </MemoryRouter>,
  );
}

describe('mf-support routes', () => {
  it('renders the title of /chat-box/7', () => {
    at('/chat-box/7');
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('renders every route it owns and its back arrow goes home', () => {
    for (const [path, title] of PAGES) {
      const { unmount } = at(path.replace(':chatId', '1'));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      unmount();
    }
    at('/chat-box/7');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
