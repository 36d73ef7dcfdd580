import { fetchOrganisation } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { DetailsForm } from './DetailsForm';

const loadOrganisation = (signal: AbortSignal) => withAccess(() => fetchOrganisation(signal));

/**
 * /console/content/organisation: the organisation's details every page shows (its name, the top
 * bar's phone and e-mail, the offices on the contact page, the footer's social links), for editors.
 */
export default function OrganisationEditor() {
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
