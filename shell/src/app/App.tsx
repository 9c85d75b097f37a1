import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteMount, type RemoteName } from '../mf/remotes';

const OWNERS: { remote: RemoteName; paths: string[] }[] = [
  { remote: 'mf_account', paths: ['/account'] },
];

function RemoteOutlet() {
  const { pathname } = useLocation();
  const owner = OWNERS.find((o) => o.paths.some((p) => matchPath(p, pathname)));
  if (!owner) return <div className="page">Not found</div>;
  return <RemoteMount key={owner.remote} remote={owner.remote} />;
}

export function App() {
  return (
    <Routes>
      <Route path="/" element={<div className="page"><h1 className="title">Home</h1></div>} />
      <Route path="*" element={<RemoteOutlet />} />
    </Routes>
  );
}
