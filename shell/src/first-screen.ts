// The shell's first script as a bundle of its own (first-screen.js, a few KB): the shell's static server writes it
// into the page (an inline script the page's CSP allows by its hash), so the remote's manifest and a player's first
// calls start as the page is read, not once main.js (the federation runtime, 25 KB) has come and run.
import { startFirstScreen } from './firstScreen';

startFirstScreen();
