import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@civic/shared';
import { t } from './messages';

const Complaints = lazy(() => import('./pages/Complaints/Complaints'));
const Whistleblower = lazy(() => import('./pages/Whistleblower/Whistleblower'));
const FollowUp = lazy(() => import('./pages/FollowUp/FollowUp'));
const Desk = lazy(() => import('./pages/Desk/Desk'));
const DeskCase = lazy(() => import('./pages/DeskCase/DeskCase'));

/** The exposed `./routes`: the reporting section's pages, mounted by the shell at the root. */
export default function ReportingRoutes() {
  return (
    <SectionRoutes loadingLabel={t('loading')}>
      <Route path="/complaints" element={<Complaints />} />
      <Route path="/whistleblower" element={<Whistleblower />} />
      <Route path="/report/follow-up" element={<FollowUp />} />
      <Route path="/desk" element={<Desk />} />
      <Route path="/desk/cases/:id" element={<DeskCase />} />
    </SectionRoutes>
  );
}
