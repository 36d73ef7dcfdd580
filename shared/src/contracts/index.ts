import type { ComponentType } from 'react';

export * from './auth.ts';
export * from './org.ts';

/** What a remote's `./routes` module exports: its route subtree as a component. */
export interface RemoteRoutesModule {
  default: ComponentType;
}
export * from './routes.ts';

/** What mfe-reporting's `./ReportCorruptionModal` exports: the modal, closed through `onClose`. */
export interface ReportModalModule {
  default: ComponentType<{ onClose: () => void }>;
}
export * from './governance.ts';
export * from './community.ts';
