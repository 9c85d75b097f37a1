// A value kept in localStorage that components read with useSyncExternalStore (pinned markets, settings).
import { useSyncExternalStore } from 'react';

export function storedValue<T>(key: string, parse: (v: unknown) => T, fallback: T) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } = { raw: null, value: fallback };
  const read = (): T => {
    const raw = localStorage.getItem(key);
    if (raw !== cache.raw) {
      let value = fallback;
      try {
        value = raw ? parse(JSON.parse(raw)) : fallback;
      } catch {
        value = fallback;
      }
      cache = { raw, value };
    }
    return cache.value;
  };
  const write = (value: T) => {
    localStorage.setItem(key, JSON.stringify(value));
    listeners.forEach((l) => l());
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  const useValue = () => useSyncExternalStore(subscribe, read, () => fallback);
  return { read, write, useValue };
}
