import { PlaceholderPage } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES: [string, string][] = [
  ['/chat', 'Support'],
  ['/chat-list', 'Chats'],
  ['/chat-box/:chatId', 'Chat'],
];

/** The routes this remote owns; their screens come with their own issues. */
export default function SupportRoutes() {
  return (
    <Routes>
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<PlaceholderPage title={title} back="/" />} />
      ))}
    </Routes>
  );
}
