import type { ComponentType } from 'react';
import type { RoutePage } from './routes.ts';

export * from './auth.ts';
export * from './org.ts';

/**
 * What a remote's `./routes` module exports: its route subtree as a component, given the pages its release
 * declares (read from the registry), and the page components those declarations name.
 */
export interface RemoteRoutesModule {
  default: ComponentType<{ routes: readonly RoutePage[] }>;
  pages: Readonly<Record<string, ComponentType>>;
}
export * from './routes.ts';

/** What mfe-reporting's `./ReportCorruptionModal` exports: the modal, closed through `onClose`. */
export interface ReportModalModule {
  default: ComponentType<{ onClose: () => void }>;
}
export * from './governance.ts';
export * from './community.ts';
export * from './finance.ts';
export * from './consent.ts';
export * from './firstPaint.ts';
export * from './staff.ts';
export * from './moderation.ts';
export * from './secondFactor.ts';
export * from './content.ts';
export * from './notifications.ts';
export * from './organisation.ts';
export * from './referral.ts';
export * from './caseKeys.ts';
