import { SkeletonRows, useLingui } from '@bet/shared';
import { X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { afterLoadAndIdle } from '../../app/later';

// what the menu lists, in a chunk of its own (DrawerMenu.tsx)
const DrawerMenu = lazyWithPreload(() => import(/* webpackChunkName: "drawer-menu" */ './DrawerMenu').then((m) => ({ default: m.DrawerMenu })));

/**
 * The side menu. Its panel is always there (it slides in), but what it lists is built the first time it opens and
 * kept after: closed, it was half of the first screen's elements, built and laid out for nothing on every load. Its
 * code comes after the page (loaded and the phone idle), or when the menu opens first.
 */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => afterLoadAndIdle(() => void DrawerMenu.preload()), []);
  return (
    <>
      <div className={`drawer-backdrop${open ? ' open' : ''}`} onClick={onClose} aria-hidden />
      <aside className={`drawer${open ? ' open' : ''}`} aria-label={i18n._('Menu')} aria-hidden={!open} inert={!open}>
        {opened && (
          <>
            <div className="drawer-head">
              <span className="title">{i18n._('Menu')}</span>
              <button type="button" className="icon-btn" aria-label={i18n._('Close menu')} onClick={onClose}>
                <X size={22} />
              </button>
            </div>
            <Suspense
              fallback={
                <div className="drawer-list loading">
                  <SkeletonRows count={6} height={36} />
                </div>
              }
            >
              <DrawerMenu onClose={onClose} />
            </Suspense>
          </>
        )}
      </aside>
    </>
  );
}
