import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@civic/shared';
import { Actions, Fieldset, Muted } from '../../components/content/parts';
import { t } from '../../messages/organisation';
import { BilingualInputs, FieldGrid, FormInput, type FormTools } from './fields';
import { MOST_HOURS, type OfficeForm } from './form';

const Office = styled(Fieldset)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Row = styled(Fieldset)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** An office's name, or that it is a new one: its legend, and how the list of missing Kiswahili names it. */
export const officeName = (office: OfficeForm) => office.name.en.trim() || t('officeNew');

/**
 * One office: its name in both languages, its address, phone, e-mail and place on the map, and its opening
 * hours, a row for each set of days. The buttons that remove a row or the office are described by its legend,
 * so a screen reader says which one they remove.
 */
export function OfficeFieldset({
  within,
  office,
  at,
  removable,
  onRemove,
  onAddHours,
  onRemoveHours,
}: {
  within: FormTools;
  office: OfficeForm;
  at: number;
  removable: boolean;
  onRemove: () => void;
  onAddHours: () => void;
  onRemoveHours: (row: number) => void;
}) {
  const id = useId();
  const field = (name: string) => `offices[${at}].${name}`;
  const named = office.name.en.trim();
  return (
    <Office>
      <legend id={`${id}-legend`}>{named ? <span lang="en">{named}</span> : t('officeNew')}</legend>
      <BilingualInputs within={within} name={field('name')} label="fieldOfficeName" required />
      <FieldGrid $min="15rem">
        <FormInput within={within} name={field('address')} label={t('fieldStreetAddress')} autoComplete="off" required />
        <FormInput within={within} name={field('city')} label={t('fieldCity')} autoComplete="off" required />
        <FormInput within={within} name={field('postalCode')} label={t('fieldPostalCode')} autoComplete="off" />
        <FormInput within={within} name={field('country')} label={t('fieldCountry')} autoComplete="off" required />
        <FormInput within={within} name={field('phone')} label={t('fieldPhone')} type="tel" autoComplete="off" required />
        <FormInput within={within} name={field('email')} label={t('fieldEmail')} type="email" autoComplete="off" spellCheck={false} required />
        <FormInput within={within} name={field('latitude')} label={t('fieldLatitude')} hint={t('latitudeHint')} inputMode="decimal" autoComplete="off" required />
        <FormInput within={within} name={field('longitude')} label={t('fieldLongitude')} hint={t('longitudeHint')} inputMode="decimal" autoComplete="off" required />
      </FieldGrid>
      <Fieldset aria-describedby={`${id}-hours-hint`}>
        <legend>{t('hoursLegend')}</legend>
        <Muted id={`${id}-hours-hint`}>{t('hoursHint')}</Muted>
        {office.hours.map((row, j) => (
          <Row key={row.key}>
            <legend id={`${id}-row-${j}`}>{t('hoursRow', { n: j + 1 })}</legend>
            <BilingualInputs within={within} name={field(`hours[${j}].days`)} label="fieldDays" required />
            <BilingualInputs within={within} name={field(`hours[${j}].hours`)} label="fieldHours" required />
            <Button type="button" $variant="secondary" aria-describedby={`${id}-row-${j} ${id}-legend`} onClick={() => onRemoveHours(j)}>
              {t('removeHours')}
            </Button>
          </Row>
        ))}
        {office.hours.length < MOST_HOURS ? (
          <Actions>
            <Button type="button" $variant="secondary" data-focus={`add-hours-${at}`} aria-describedby={`${id}-legend`} onClick={onAddHours}>
              {t('addHours')}
            </Button>
          </Actions>
        ) : null}
      </Fieldset>
      {removable ? (
        <Actions>
          <Button type="button" $variant="secondary" aria-describedby={`${id}-legend`} onClick={onRemove}>
            {t('removeOffice')}
          </Button>
        </Actions>
      ) : null}
    </Office>
  );
}
