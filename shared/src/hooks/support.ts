// Where Help, 24/7 LiveChat and the floating chat button go (docs/spec.md section 7): Intercom first, then a
// WhatsApp link, then another widget (Tawk, a live-chat address) when the general settings name one; our own
// support chat otherwise. A widget's script is loaded only when it is configured and the player asks for it.
import type { GeneralSettings } from '../model';

export type SupportTarget =
  | { kind: 'intercom'; appId: string }
  | { kind: 'whatsapp'; href: string }
  | { kind: 'tawk'; id: string }
  | { kind: 'link'; href: string }
  | { kind: 'own'; path: '/chat' };

export function supportTarget(g: Pick<GeneralSettings, 'intercom' | 'whatsapp' | 'tawk_id' | 'live_chat'> | null | undefined): SupportTarget {
  const v = (s: unknown) => (typeof s === 'string' ? s.trim() : '');
  if (v(g?.intercom)) return { kind: 'intercom', appId: v(g?.intercom) };
  const digits = v(g?.whatsapp).replace(/\D/g, '');
  if (digits) return { kind: 'whatsapp', href: `https://wa.me/${digits}` };
  if (v(g?.tawk_id)) return { kind: 'tawk', id: v(g?.tawk_id) };
  if (/^https:\/\//.test(v(g?.live_chat))) return { kind: 'link', href: v(g?.live_chat) };
  return { kind: 'own', path: '/chat' };
}

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/** Opens the support target; `go` navigates inside the site (our own chat). */
export function openSupport(target: SupportTarget, go: (path: string) => void, who?: { name: string; id: string }): void {
  if (target.kind === 'own') return go(target.path);
  if (target.kind === 'whatsapp' || target.kind === 'link') {
    window.open(target.href, '_blank', 'noopener');
    return;
  }
  const w = window as unknown as Record<string, unknown>; // the widgets' own globals
  if (target.kind === 'intercom') {
    w.intercomSettings = { app_id: target.appId, name: who?.name, user_id: who?.id };
    loadScript(`https://widget.intercom.io/widget/${encodeURIComponent(target.appId)}`);
  } else {
    w.Tawk_API = { visitor: { name: who?.name } };
    loadScript(`https://embed.tawk.to/${encodeURIComponent(target.id)}/default`);
  }
}
