// The back office's console: a page of its own origin (not a remote of the players' site).
import './bootstrap';
