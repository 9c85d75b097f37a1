// /referral_code, /affiliate_code, /agent_code: save the code of the same name, then go to /signup.
import { affiliateCodeAtom, agentCodeAtom, i18n, noCodeInUrl, referralCodeAtom, sessionStore, useNavigate, useSearchParams } from '@bet/shared';
import { useEffect } from 'react';

const KINDS = {
  referral_code: { atom: referralCodeAtom, label: 'referral code' },
  affiliate_code: { atom: affiliateCodeAtom, label: 'affiliate code' },
  agent_code: { atom: agentCodeAtom, label: 'agent code' },
} as const;
export type CodeKind = keyof typeof KINDS;

export function CodeLink({ kind }: { kind: CodeKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const code = params.get(kind)?.trim();
    if (code) sessionStore.set(KINDS[kind].atom, code.slice(0, 40));
    else window.alert(i18n._(noCodeInUrl(KINDS[kind].label)));
    navigate('/signup', { replace: true });
  }, [kind, params, navigate]);
  return null;
}
