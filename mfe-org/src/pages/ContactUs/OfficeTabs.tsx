import { useState } from 'react';
import { site, Tabs } from '@civic/shared';
import { t } from '../../messages';
import { OfficeDetails } from './OfficeDetails';

/** One tab per office in site.config.json (Kenya first, as it is listed). */
export function OfficeTabs() {
  const [active, setActive] = useState(site.offices[0]?.id ?? '');
  return (
    <Tabs
      label={t('officesLabel')}
      tabs={site.offices.map((office) => ({ key: office.id, label: office.name }))}
      active={active}
      onChange={setActive}
      renderPanel={(id) => {
        const office = site.offices.find((candidate) => candidate.id === id);
        return office ? <OfficeDetails office={office} /> : null;
      }}
    />
  );
}
