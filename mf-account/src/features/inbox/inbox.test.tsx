import { http, invalidateResources, type InboxMessage } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InboxPage } from './InboxPage';

const msg = (id: number, over: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  title: `Title ${id}`,
  message: `one two three four five six seven ${id}`,
  is_read: 0,
  created_at: '2026-11-20T06:00:00Z',
  ...over,
});

function api(rows: InboxMessage[]) {
  const state = rows.map((r) => ({ ...r }));
  const calls = mockApi(http, {
    'GET /api/inbox': () => [200, { success: true, data: { data: state, last_page: 1, unread: state.filter((r) => !r.is_read).length } }],
    ...Object.fromEntries(
      state.flatMap((r) => [
        [`GET /api/inbox/${r.id}`, () => [200, { success: true, data: r }]],
        [
          `PATCH /api/inbox/${r.id}/read`,
          () => {
            r.is_read = 1;
            return [200, { success: true }];
          },
        ],
        [
          `DELETE /api/inbox/${r.id}`,
          () => {
            state.splice(state.indexOf(r), 1);
            return [200, { success: true }];
          },
        ],
      ]),
    ),
  });
  return { calls, state };
}

describe('inbox', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it('lists messages with 5-word previews, or No Data', async () => {
    api([msg(1)]);
    renderAt(<InboxPage />, '/inbox', '/inbox');
    expect(await screen.findByText('one two three four five...')).toBeInTheDocument();
    invalidateResources();
    api([]);
    renderAt(<InboxPage />, '/inbox', '/inbox');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('opening a message shows it whole and marks it read', async () => {
    const { calls } = api([msg(1)]);
    renderAt(<InboxPage />, '/inbox', '/inbox');
    fireEvent.click(await screen.findByText('Title 1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('one two three four five six seven 1')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/inbox/1/read')).toBe(true));
  });

  it('Edit mode: select messages, Read and Delete them one call each, Cancel leaves edit mode', async () => {
    const { calls, state } = api([msg(1), msg(2), msg(3)]);
    renderAt(<InboxPage />, '/inbox', '/inbox');
    await screen.findByText('Title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Inbox menu' }));
    expect(screen.getByRole('menuitem', { name: 'Read' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Title 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Title 2' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(del);
    await waitFor(() => expect(screen.queryByText('Title 1')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/inbox/1', '/api/inbox/2']);
    expect(state.map((r) => r.id)).toEqual([3]);
    // back out of edit mode after the action
    expect(screen.queryByRole('checkbox', { name: 'Select Title 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Inbox menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Title 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/inbox/3/read')).toBe(true));
    // edit mode ends once the action is done
    fireEvent.click(await screen.findByRole('button', { name: 'Inbox menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
