/** Created once per page: every app that shows the same id shares one copy of @bet/shared. */
export const SHARED_INSTANCE_ID: string = Math.random().toString(36).slice(2, 10);
