/** Created once per page: every app that shows the same id shares one copy of @bet/shared. */
export const SHARED_INSTANCE_ID: string = Math.random().toString(36).slice(2, 10);

/**
 * A ref that writes this page's id on its element once mounted (`data-shared-instance`): never drawn by a server,
 * whose own copy of @bet/shared has another id, so that hydration never finds a difference.
 */
export const markSharedInstance = (element: HTMLElement | null): void => element?.setAttribute('data-shared-instance', SHARED_INSTANCE_ID);
