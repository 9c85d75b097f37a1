// Skeleton rows: the shape of a list while it loads (its own file: the remote pages' fallback uses it too).
import { useLingui } from '../i18n';

/** Skeleton rows for a list that is loading. */
export function SkeletonRows({ count = 4, height = 52 }: { count?: number; height?: number }) {
  const { i18n } = useLingui();
  return (
    <div className="stack" role="status" aria-label={i18n._('Loading')} style={{ gap: 8 }}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton" style={{ height }} />
      ))}
    </div>
  );
}
