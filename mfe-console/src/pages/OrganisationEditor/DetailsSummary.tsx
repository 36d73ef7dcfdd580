import { useId } from 'react';
import { SOCIAL_NETWORKS, type OrganisationFields } from '@civic/shared/contracts';
import { Value, Values } from '../../components/content/parts';
import { t } from '../../messages/organisation';
import { NETWORKS } from './words';

/** The headings a summary's parts take: one level below the heading it sits under. */
type Level = 3 | 4;

/**
 * The organisation's details read-only, in the order the form shows them: the page's summary before an editor
 * opens the form, and someone else's version beside the form after a save over theirs.
 */
export function DetailsSummary({ fields, level }: { fields: OrganisationFields; level: Level }) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading>{t('organisationLegend')}</Heading>
      <Values>
        <Value label={t('fieldName')} text={fields.name} />
        <Value label={t('fieldFoundedYear')} text={fields.foundedYear} />
      </Values>
      <Heading>{t('contactLegend')}</Heading>
      <Values>
        <Value label={t('fieldPhone')} text={fields.contact.phone} />
        <Value label={t('fieldEmail')} text={fields.contact.email} />
        <Value label={t('fieldPostalAddress')} text={fields.contact.address} />
      </Values>
      <Heading>{t('socialLegend')}</Heading>
      <Values>
        {SOCIAL_NETWORKS.map((network) => (
          <Value key={network} label={t(NETWORKS[network])} text={fields.social[network] ?? ''} />
        ))}
      </Values>
      {fields.offices.map((office, i) => (
        <section key={`${office.id}-${i}`} aria-labelledby={`${id}-office-${i}`}>
          <Heading id={`${id}-office-${i}`} lang="en">
            {office.name.en}
          </Heading>
          <Values>
            <Value label={t('inKiswahili', { field: t('fieldOfficeName') })} text={office.name.sw} lang="sw" />
            <Value label={t('fieldStreetAddress')} text={office.address} />
            <Value label={t('fieldCity')} text={office.city} />
            <Value label={t('fieldPostalCode')} text={office.postalCode} />
            <Value label={t('fieldCountry')} text={office.country} />
            <Value label={t('fieldPhone')} text={office.phone} />
            <Value label={t('fieldEmail')} text={office.email} />
            <Value label={t('fieldLatitude')} text={office.latitude} />
            <Value label={t('fieldLongitude')} text={office.longitude} />
            {office.hours.map((row, j) => (
              <div key={j}>
                <dt>{t('hoursRow', { n: j + 1 })}</dt>
                <dd lang="en">{t('hoursLine', { days: row.days.en, hours: row.hours.en })}</dd>
                <dd lang={row.days.sw || row.hours.sw ? 'sw' : undefined}>
                  {row.days.sw || row.hours.sw ? t('hoursLine', { days: row.days.sw, hours: row.hours.sw }) : <em>{t('notWritten')}</em>}
                </dd>
              </div>
            ))}
          </Values>
        </section>
      ))}
    </>
  );
}
