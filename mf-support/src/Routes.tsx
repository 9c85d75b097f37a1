import { NoData, PageHeader } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';

const PAGES: [string, string][] = [
  ['/chat', 'Support'],
  ['/chat-list', 'Chats'],
  ['/chat-box/:chatId', 'Chat'],
];

/** The routes this remote owns; their screens come with their own issues. */
export default function SupportRoutes() {
  return (
    <Routes>
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<><PageHeader title={title} back="/" /><NoData text="Coming soon" /></>} />
      ))}
    </Routes>
  );
}
