export const COOKIE_SETTINGS_PATH = '/cookie-settings';
