// The console's frame: the operator's name and role, Log out, and only the sections the role may use (the
// contract's roles of each section's calls; the api refuses the rest with 403 anyway).
import { useAtomValue } from 'jotai';
import { LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { admin, operators } from '@bet/shared/contract';
import { can, sessionAtom, signOut, watchIdle } from './session';
import { LoginPage } from './pages/Login';
import { EnrolPage } from './pages/Enrol';
import { QueuePage } from './pages/Queue';
import { SupportPage } from './pages/Support';
import { PlayersPage } from './pages/Players';
import { InboxPage } from './pages/Inbox';
import { SettingsPage } from './pages/Settings';
import { AuditPage } from './pages/Audit';
import { RiskPage } from './pages/Risk';
import { KycPage } from './pages/Kyc';
import { ContentPage } from './pages/Content';
import { Loader } from '@bet/shared';
import { OperatorsPage } from './pages/Operators';
import { PasswordPage } from './pages/Password';

/** Revenue brings its chart library (Chart.js): loaded when an operator opens it, not with the console. */
const ReportsPage = lazy(() => import('./pages/Reports').then((m) => ({ default: m.ReportsPage })));

/** The sections, each shown to the roles of the calls it makes. */
export const SECTIONS = [
  { path: '/queue', title: 'Deposits & withdrawals', op: admin.transactions, page: QueuePage },
  { path: '/support', title: 'Support chats', op: admin.chats, page: SupportPage },
  { path: '/players', title: 'Players', op: admin.playerSearch, page: PlayersPage },
  { path: '/inbox', title: 'Inbox messages', op: admin.sendInbox, page: InboxPage },
  { path: '/risk', title: 'Risk', op: admin.riskBook, page: RiskPage },
  { path: '/revenue', title: 'Revenue', op: admin.revenueReport, page: ReportsPage },
  { path: '/identity', title: 'Identity checks', op: admin.kycQueue, page: KycPage },
  { path: '/content', title: 'Content', op: admin.contentList, page: ContentPage },
  { path: '/settings', title: 'Markets & settings', op: admin.settings, page: SettingsPage },
  { path: '/audit', title: 'Audit log', op: operators.auditLog, page: AuditPage },
  { path: '/operators', title: 'Operators', op: operators.createOperator, page: OperatorsPage },
  { path: '/password', title: 'My password', op: operators.changePassword, page: PasswordPage },
] as const;

export function App() {
  const session = useAtomValue(sessionAtom);
  const signedIn = Boolean(session);
  useEffect(() => (signedIn ? watchIdle() : undefined), [signedIn]);
  if (!session) {
    return (
      <Routes>
        <Route path="/enrol" element={<EnrolPage />} />
        <Route path="*" element={<LoginPage />} />
      </Routes>
    );
  }
  const sections = SECTIONS.filter((s) => can(s.op));
  return (
    <div className="console">
      <header className="console-top">
        <strong className="console-brand">BetBazar back office</strong>
        <span className="spacer" />
        <span className="muted">
          {session.username} · <span className="role-tag">{session.role}</span>
        </span>
        <LogoutButton />
      </header>
      <nav className="console-nav" aria-label="Sections">
        {sections.map((s) => (
          <NavLink key={s.path} to={s.path} className="console-nav-link">
            {s.title}
          </NavLink>
        ))}
      </nav>
      <main className="console-main">
        <Suspense fallback={<Loader label="Loading the section" />}>
          <Routes>
            {sections.map((s) => (
              <Route key={s.path} path={`${s.path}/*`} element={<s.page />} />
            ))}
            <Route path="*" element={<Navigate to={sections[0]?.path ?? '/players'} replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}

function LogoutButton() {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const out = async () => {
    setBusy(true);
    // the session ends on the api; the console forgets it either way
    await signOut();
    navigate('/', { replace: true });
  };
  return (
    <button type="button" className="btn btn-ghost" onClick={out} disabled={busy}>
      <LogOut size={16} aria-hidden /> Log out
    </button>
  );
}
