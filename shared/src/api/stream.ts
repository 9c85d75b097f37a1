// Server-Sent Events read with fetch (which can send a bearer token, unlike EventSource): the player's chat and
// the back office's live inbox.
import { getConfig, hasConfig } from '../config';

/**
 * Opens `path` of the api as an event stream with `token`: `onEvent` gets each event's name and data, `onDown`
 * runs once when the stream cannot be opened or ends (the caller then polls or reopens). Returns a function
 * that closes it. `onOpen` runs once the api has answered and the stream is open.
 */
export function openApiStream(
  path: string,
  token: string | null,
  onEvent: (event: string, data: string) => void,
  onDown: () => void,
  onOpen?: () => void,
): () => void {
  const controller = new AbortController();
  const base = hasConfig() ? getConfig().apiBase : '';
  if (typeof fetch !== 'function' || typeof TextDecoder === 'undefined') {
    onDown();
    return () => undefined;
  }
  void (async () => {
    try {
      const res = await fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal });
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      onOpen?.();
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          // an event's lines: its id (when it can be resumed from), its name and its data, in any order
          const lines = event.split('\n');
          const name = lines.find((l) => l.startsWith('event: '));
          const data = lines.find((l) => l.startsWith('data: '));
          if (name && data) onEvent(name.slice(7), data.slice(6));
        }
      }
      if (!controller.signal.aborted) onDown();
    } catch {
      if (!controller.signal.aborted) onDown();
    }
  })();
  return () => controller.abort();
}
