import { useId } from 'react';
import { Button } from '@civic/shared';
import { SOCIAL_NETWORKS } from '@civic/shared/contracts';
import type { EditableOrganisation } from '../../api';
import { Theirs } from '../../components/content/TheirVersion';
import { EditedLine, StateBadge } from '../../components/content/parts';
import { t } from '../../messages/organisation';
import { NETWORKS, STATE_WORDS } from './words';

/** One value of theirs: an empty one says nothing was written. */
function Shown({ label, text, lang }: { label: string; text: string | number; lang?: string }) {
  const written = String(text).trim();
  return (
    <div>
      <dt>{label}</dt>
      <dd lang={written ? lang : undefined}>{written || <em>{t('notWritten')}</em>}</dd>
    </div>
  );
}

/**
 * The details as someone else saved them after this page read them, read-only, in the order the form shows
 * them, beside the form that keeps the editor's own; and the way to take them into the form.
 */
export function TheirDetails({ organisation, onUse }: { organisation: EditableOrganisation; onUse: () => void }) {
  const id = useId();
  const { fields } = organisation;
  return (
    <Theirs aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} data-focus="theirs" tabIndex={-1}>
        {t('theirVersion')}
      </h3>
      <StateBadge record={{ published: true, hasDraft: organisation.hasDraft }} words={STATE_WORDS} />
      <EditedLine record={organisation} words={STATE_WORDS} />
      <h4>{t('organisationLegend')}</h4>
      <dl>
        <Shown label={t('fieldName')} text={fields.name} />
        <Shown label={t('fieldFoundedYear')} text={fields.foundedYear} />
      </dl>
      <h4>{t('contactLegend')}</h4>
      <dl>
        <Shown label={t('fieldPhone')} text={fields.contact.phone} />
        <Shown label={t('fieldEmail')} text={fields.contact.email} />
        <Shown label={t('fieldPostalAddress')} text={fields.contact.address} />
      </dl>
      <h4>{t('socialLegend')}</h4>
      <dl>
        {SOCIAL_NETWORKS.map((network) => (
          <Shown key={network} label={t(NETWORKS[network])} text={fields.social[network] ?? ''} />
        ))}
      </dl>
      {fields.offices.map((office, i) => (
        <section key={`${office.id}-${i}`} aria-labelledby={`${id}-office-${i}`}>
          <h4 id={`${id}-office-${i}`} lang="en">
            {office.name.en}
          </h4>
          <dl>
            <Shown label={t('inKiswahili', { field: t('fieldOfficeName') })} text={office.name.sw} lang="sw" />
            <Shown label={t('fieldStreetAddress')} text={office.address} />
            <Shown label={t('fieldCity')} text={office.city} />
            <Shown label={t('fieldPostalCode')} text={office.postalCode} />
            <Shown label={t('fieldCountry')} text={office.country} />
            <Shown label={t('fieldPhone')} text={office.phone} />
            <Shown label={t('fieldEmail')} text={office.email} />
            <Shown label={t('fieldLatitude')} text={office.latitude} />
            <Shown label={t('fieldLongitude')} text={office.longitude} />
            {office.hours.map((row, j) => (
              <div key={j}>
                <dt>{t('hoursRow', { n: j + 1 })}</dt>
                <dd lang="en">{t('hoursLine', { days: row.days.en, hours: row.hours.en })}</dd>
                <dd lang={row.days.sw || row.hours.sw ? 'sw' : undefined}>
                  {row.days.sw || row.hours.sw ? t('hoursLine', { days: row.days.sw, hours: row.hours.sw }) : <em>{t('notWritten')}</em>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <Button type="button" $variant="secondary" onClick={onUse}>
        {t('useTheirs')}
      </Button>
    </Theirs>
  );
}
