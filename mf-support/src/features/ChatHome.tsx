// /chat (docs/spec.md section 2): a greeting, the promotions (descriptions cut to 100 words) and Send us a Message,
// which opens (or reopens) the player's chat with the support desk.
import './chat.css';
import {
  errorMessage,
  ErrorModal,
  fetchPromotions,
  previewOf,
  LIMITS,
  Link,
  localized,
  MSG,
  openSupportChat,
  PageHeader,
  remoteIdAtom,
  SkeletonRows,
  useLingui,
  useNavigate,
  useResource,
  usernameAtom,
} from '@bet/shared';
import { useAtomValue } from 'jotai';
import { Headphones, MessageCircle, MessagesSquare } from 'lucide-react';
import { useState } from 'react';

export function ChatHome() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const username = useAtomValue(usernameAtom);
  const remoteId = useAtomValue(remoteIdAtom);
  const promos = useResource('promotions', fetchPromotions, { maxAgeMs: 60_000 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    try {
      navigate(`/chat-box/${await openSupportChat(remoteId)}`);
    } catch (e) {
      setError(errorMessage(e, MSG.unexpected));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={i18n._('Support')} back="/" />
      <div className="page stack chat-home">
        <section className="card stack chat-greeting">
          <Headphones size={36} color="var(--brand)" />
          <h1 className="title">{i18n._('Hi {name}, how can we help?', { name: username ?? '' })}</h1>
          <p className="muted">{i18n._('Our support team answers around the clock, in English and Bangla.')}</p>
          <button type="button" className="btn btn-primary btn-block" onClick={() => void start()} disabled={busy}>
            <MessageCircle size={18} />
            {busy ? i18n._('Opening...') : i18n._('Send us a Message')}
          </button>
          <Link to="/chat-list" className="btn btn-block">
            <MessagesSquare size={18} />
            {i18n._('Your conversations')}
          </Link>
        </section>
        <h2 className="section-label">{i18n._('Promotions')}</h2>
        {!promos.data ? (
          <SkeletonRows count={2} height={90} />
        ) : (
          promos.data.map((p) => (
            <article key={p.id} className="card chat-promo" aria-label={localized(p, 'name')}>
              <img className="banner-img" src={p.thumbnail} alt="" loading="lazy" width={1080} height={400} />
              <h3 className="title">{localized(p, 'name')}</h3>
              <p className="muted">{previewOf(localized(p, 'desc'), LIMITS.chatPromoWords)}</p>
            </article>
          ))
        )}
      </div>
      <ErrorModal open={Boolean(error)} html={error ? i18n._(error) : ''} onClose={() => setError(null)} />
    </>
  );
}
