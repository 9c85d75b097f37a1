// The floating chat button (docs/spec.md sections 2, 9), exposed as ./ChatButton and mounted by the shell on every
// mobile screen: it starts at the bottom right, drags once the pointer has moved 10 px (a shorter move is a
// tap, which opens the chat), stays inside the visible screen (above the bottom toolbar, inside the visual viewport
// when the on-screen keyboard shrinks it) and remembers its place. It steps aside from primary actions and form
// fields (useStepAside).
import '../i18n'; // exposed alone: it brings its app's catalogues
import './chat.css';
import { LIMITS, useLingui, useStepAside } from '@bet/shared';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

export const SIZE = 56;
const KEY = 'chat_button_position';
export interface Point {
  x: number;
  y: number;
}

/** Keeps the button's top-left corner inside a `w` x `h` screen (8 px margin). */
export function clamp(p: Point, w: number, h: number): Point {
  return { x: Math.min(Math.max(8, p.x), Math.max(8, w - SIZE - 8)), y: Math.min(Math.max(8, p.y), Math.max(8, h - SIZE - 8)) };
}
/** Bottom right, above the 60 px toolbar. */
export const startPoint = (w: number, h: number): Point => clamp({ x: w - SIZE - 12, y: h - SIZE - 76 }, w, h);

function saved(): Point | null {
  try {
    const p = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Point | null;
    return p && Number.isFinite(p.x) && Number.isFinite(p.y) ? p : null;
  } catch {
    return null;
  }
}

/** The part of the screen the button may use: the visual viewport (the keyboard takes the rest), above the toolbar. */
export function room(): { w: number; h: number } {
  const vv = window.visualViewport;
  const w = vv?.width || window.innerWidth;
  const h = vv?.height || window.innerHeight;
  const toolbar = document.querySelector('.toolbar')?.getBoundingClientRect().top;
  return { w, h: toolbar && toolbar > 0 ? Math.min(h, toolbar) : h };
}

export default function ChatButton({ onOpen }: { onOpen: () => void }) {
  const { i18n } = useLingui();
  // where the player put it (or the start); drawn clamped to the room there is now, so it comes back when the
  // keyboard goes down
  const [pos, setPos] = useState<Point>(() => saved() ?? startPoint(window.innerWidth, window.innerHeight));
  const [, setResized] = useState(0);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { w, h } = room();
  const at = clamp(pos, w, h);
  useStepAside(button, `${at.x},${at.y}`);

  useEffect(() => {
    const onResize = () => setResized((n) => n + 1);
    const vv = window.visualViewport;
    window.addEventListener('resize', onResize);
    vv?.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      vv?.removeEventListener('resize', onResize);
    };
  }, []);

  const down = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: at, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < LIMITS.chatDragThreshold) return;
    d.moved = true;
    const r = room();
    setPos(clamp({ x: d.origin.x + dx, y: d.origin.y + dy }, r.w, r.h));
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (d.moved) setPos((p) => (localStorage.setItem(KEY, JSON.stringify(p)), p));
    else onOpen();
  };

  return (
    <button
      type="button"
      ref={button}
      className="chat-fab"
      aria-label={i18n._('Chat with support')}
      style={{ left: at.x, top: at.y, width: SIZE, height: SIZE }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      <MessageCircle size={26} />
    </button>
  );
}
