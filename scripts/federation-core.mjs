// The standalone page of a remote: the federation runtime's core, which the remote's production build leaves out
// (experiments.externalRuntime; inside the site the shell provides it), set where the remote's runtime looks for it.
import * as core from 'federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = core;
