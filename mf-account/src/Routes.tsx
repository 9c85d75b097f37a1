import { Route, Routes } from 'react-router-dom';

export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/account" element={<div className="page"><h1 className="title">Account</h1></div>} />
    </Routes>
  );
}
