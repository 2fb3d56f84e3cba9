import { createCountStore } from '../count-store';

/**
 * The player's unread notification count as the header and sidebar show it. The notifications
 * feature (and zod, which checks what it stores) loads after the page is interactive; its
 * bridge (shell/notifications-bridge.tsx) writes the count here, so the shell reads it without
 * loading the feature first.
 */
const unread = createCountStore();

export const setUnreadNotifications = unread.set;

/** 0 during the server render and hydration (the list lives in the browser's storage), the count afterwards. */
export const useUnreadNotificationCount = unread.use;
