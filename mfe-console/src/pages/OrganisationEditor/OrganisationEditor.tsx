import { useId, useState } from 'react';
import { Button } from '@civic/shared';
import { fetchOrganisation, type EditableOrganisation } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { laterForm } from '../../components/LaterForm';
import { Actions, EditedLine, StateBadge } from '../../components/content/parts';
import { useTranslations, t } from '../../messages/organisation';
import { DetailsSummary } from './DetailsSummary';
import { STATE_WORDS } from './words';

const loadOrganisation = (signal: AbortSignal) => withAccess(() => fetchOrganisation(signal));

// The form (with the form library) is fetched when an editor opens it; the page reads without it.
const DetailsForm = laterForm(() => import(/* webpackChunkName: "details-form" */ './DetailsForm').then((module) => module.DetailsForm), 2);

/** The details as saved, the way to the form, and the form once opened (it stays open after a save). */
function Organisation({ read }: { read: EditableOrganisation }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  if (editing) return <DetailsForm read={read} />;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('organisationHeading')}</h2>
      <StateBadge record={{ published: true, hasDraft: read.hasDraft }} words={STATE_WORDS} />
      <EditedLine record={read} words={STATE_WORDS} />
      <Actions>
        <Button type="button" onClick={() => setEditing(true)}>
          {t('editDetails')}
        </Button>
      </Actions>
      <DetailsSummary fields={read.fields} level={3} />
    </section>
  );
}

/**
 * /console/content/organisation: the organisation's details every page shows (its name, the top
 * bar's phone and e-mail, the offices on the contact page, the footer's social links), for editors.
 */
export default function OrganisationEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage
      page="organisation"
      path="/console/content/organisation"
      title="organisationTitle"
      intro="organisationIntro"
      loadFailed="organisationLoadFailed"
      load={loadOrganisation}
    >
      {(organisation) => <Organisation read={organisation} />}
    </ContentPage>
  );
}
