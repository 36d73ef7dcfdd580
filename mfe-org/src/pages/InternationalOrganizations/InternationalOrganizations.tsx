import { ContentPage } from '../../components/ContentPage';
import { internationalOrganizations } from '../../content/internationalOrganizations';

export default function InternationalOrganizations() {
  return <ContentPage content={internationalOrganizations} />;
}
