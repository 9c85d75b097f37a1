import { LIMITS, localized, useLingui, type NoticeLine } from '@bet/shared';
import { Megaphone } from 'lucide-react';

/** The scrolling announcement line: speed 30 (pixels per second). */
export function Marquee({ lines, loading = false }: { lines: NoticeLine[]; loading?: boolean }) {
  // its box while the notice comes, so the rows under it do not move when it arrives
  useLingui(); // the notice in the reader's language
  if (loading) return <div className="marquee skeleton" aria-hidden />;
  const text = lines.map((l) => localized(l, 'text')).join('   •   ');
  if (!text) return null;
  const seconds = Math.max(10, (text.length * 7) / LIMITS.marqueeSpeed);
  return (
    <div className="marquee" role="marquee" aria-label={text}>
      <Megaphone size={16} className="marquee-icon" aria-hidden />
      <div className="marquee-track">
        <span style={{ animationDuration: `${seconds}s` }}>{text}</span>
      </div>
    </div>
  );
}
