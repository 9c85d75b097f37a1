import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SHARED_INSTANCE_ID } from '../instance';
import { PlaceholderPage, StandaloneApp } from './RemotePages';

const links = [
  { to: '/chat', title: 'Support' },
  { to: '/chat-list', title: 'Chats' },
];

describe('remote pages', () => {
  it('PlaceholderPage: title, Coming soon and the shared instance id', () => {
    const { container } = render(
      <MemoryRouter>
        <PlaceholderPage title="Inbox" back="/account" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
  });

  it('StandaloneApp: banner and links at /, the remote elsewhere', () => {
    const ui = (path: string) => (
      <MemoryRouter initialEntries={[path]}>
        <StandaloneApp name="mf-support" links={links}>
          <div>remote content</div>
        </StandaloneApp>
      </MemoryRouter>
    );
    const { unmount } = render(ui('/'));
    expect(screen.getByRole('banner')).toHaveTextContent('mf-support standalone');
    expect(screen.getByRole('link', { name: /Chats/ })).toHaveAttribute('href', '/chat-list');
    expect(screen.queryByText('remote content')).toBeNull();
    unmount();
    render(ui('/chat'));
    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
