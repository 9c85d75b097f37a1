/** How long the shell waits for a remote's manifest or entry before it shows the remote's fallback. */
export const REMOTE_TIMEOUT_MS = 5000;
