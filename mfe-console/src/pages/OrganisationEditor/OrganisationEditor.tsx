import { fetchOrganisation } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { DetailsForm } from './DetailsForm';
import { useTranslations } from '../../messages/organisation';

const loadOrganisation = (signal: AbortSignal) => withAccess(() => fetchOrganisation(signal));

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
      {(organisation) => <DetailsForm read={organisation} />}
    </ContentPage>
  );
}
