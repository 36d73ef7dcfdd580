export * from './ui';
export { theme, media, GlobalStyle, type Theme } from './theme';
export { bus, session$, type BusEvent, type BusEventType, type ToastKind } from './bus';
export { api, ApiError, toApiError, API_TIMEOUT_MS } from './api';
export {
  createTranslator,
  changeLanguage,
  currentLanguage,
  localeOf,
  toLanguage,
  preferredLanguage,
  isLanguage,
  i18n,
  DEFAULT_LOCALE,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_COOKIE,
  type Catalog,
  type Language,
} from './i18n';
export { startLanguage, startingLanguage, chooseLanguage, useLanguage, useLocale } from './language';
export { validationText, VALIDATION_NAMESPACE } from './validationText';
export { useLocalized } from './useLocalized';
export { startLowData, isLowData, setLowData, useLowData, connectionAsksForLowData, DATA_SAVER_COOKIE, type LowDataState } from './lowData';
export { formatRelativeTime, formatDate, formatTime12h, formatMillions, formatNumber, formatFileSize, formatCount, formatPercent, formatWeekday, counted } from './format';
export { useSession, rememberSignedInUser, forgetSignedInUser, safeNextPath, USER_KEY } from './session';
export { toast } from './toast';
export { site, type SiteConfig, type OfficeLocation } from './site';
export * from './contracts';
export { NAV_GROUPS, navGroupLabel, sitemapGroups, type NavGroup, type SitemapGroup } from './navigation';
export { setSiteRegistry, getSiteRegistry, useSiteRegistry } from './siteRegistry';
export { useLoad, type Loadable } from './useLoad';
export { useLinkConfirmation, linkNotChecked, type LinkCheck } from './useLinkConfirmation';
export { usePageTitle, useFocusFirstError } from './hooks';
export { useFollowedState } from './useFollowedState';
export * from './router';
export { cspNonce } from './cspNonce';
