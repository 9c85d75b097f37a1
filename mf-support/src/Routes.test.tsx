import { http, invalidateResources, mergeById } from '@bet/shared';
import { mockApi } from '@bet/shared/src/test-utils';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ChatButton, { clamp, SIZE, startPoint } from './features/ChatButton';
import SupportRoutes, { PAGES } from './Routes';

// jsdom has no PointerEvent: a MouseEvent carries clientX/clientY the same way
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });

const msg = (id: number, content: string, mine = false, client_id: string | null = null) => ({
  id,
  chat_id: 7,
  sender_id: mine ? 'R1' : 'support',
  mine,
  content,
  client_id,
  created_at: '2026-11-23T04:00:00Z',
});
const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<SupportRoutes />} />
      </Routes>
    </MemoryRouter>,
  );

describe('mf-support', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.clear();
    localStorage.setItem('token', 'tok');
  });

  it('has a screen for every route it owns', () => {
    expect(PAGES).toEqual([]);
  });

  it('chat box: shows messages as text, ignores an empty send, sends once with a client id, retries a failed send', async () => {
    let fail = true;
    const calls = mockApi(http, {
      'GET /api/chats/7/messages': () => [200, { success: true, data: [msg(1, '<img src=x onerror=alert(1)>')] }],
      'POST /api/messages': (body) => {
        if (fail) {
          fail = false;
          return [500, { message: 'down' }];
        }
        return [200, { success: true, data: msg(2, (body as { content: string }).content, true, (body as { client_id: string }).client_id) }];
      },
    });
    at('/chat-box/7');
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: ' My deposit is missing ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('button', { name: /Not sent. Retry/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Not sent/ })).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as { content: string; client_id: string; chat_id: number });
    expect(posts).toHaveLength(2);
    expect(posts[0].content).toBe('My deposit is missing');
    expect(posts[1].client_id).toBe(posts[0].client_id);
    expect(screen.getAllByText('My deposit is missing')).toHaveLength(1);
  });

  it('chat box: a chat that is not yours says so', async () => {
    mockApi(http, { 'GET /api/chats/8/messages': () => [404, { message: 'Chat not found.' }] });
    at('/chat-box/8');
    expect(await screen.findByText('Chat not found.')).toBeInTheDocument();
  });

  it('merges pushed and polled messages once, in order', () => {
    expect(mergeById([msg(1, 'a'), msg(3, 'c')], [msg(2, 'b'), msg(3, 'c')]).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('chat list: newest first with unread marks; /chat opens the support chat', async () => {
    mockApi(http, {
      'GET /api/get-chats': () => [
        200,
        { success: true, data: [{ id: 7, chat_id: 7, other_user: { id: 'support', username: 'Support' }, last_message: msg(5, 'We are on it'), unread: 2 }] },
      ],
    });
    at('/chat-list');
    const row = await screen.findByRole('link', { name: 'Support, 2 unread' });
    expect(row).toHaveAttribute('href', '/chat-box/7');
    expect(row).toHaveTextContent('We are on it');
  });

  it('the floating button: a move under 10 px is a tap; a longer one drags, stays on screen and is remembered', () => {
    const onOpen = jest.fn();
    const { unmount } = render(<ChatButton onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Chat with support' });
    const start = startPoint(window.innerWidth, window.innerHeight);
    expect(button).toHaveStyle({ left: `${start.x}px`, top: `${start.y}px` });
    fireEvent.pointerDown(button, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 106, clientY: 105, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 106, clientY: 105, pointerId: 1 });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button).toHaveStyle({ left: `${start.x}px` });
    fireEvent.pointerDown(button, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 40, clientY: -5000, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 40, clientY: -5000, pointerId: 1 });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button).toHaveStyle({ left: `${start.x - 60}px`, top: '8px' });
    unmount();
    render(<ChatButton onOpen={onOpen} />);
    expect(screen.getByRole('button', { name: 'Chat with support' })).toHaveStyle({ left: `${start.x - 60}px`, top: '8px' });
    expect(clamp({ x: 5000, y: 5000 }, 390, 844)).toEqual({ x: 390 - SIZE - 8, y: 844 - SIZE - 8 });
    act(() => undefined);
  });
});
