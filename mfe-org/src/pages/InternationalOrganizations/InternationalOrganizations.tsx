import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as internationalOrganizationsEn from '../../content/internationalOrganizations';

const internationalOrganizationsSw = () => import(/* webpackChunkName: "content-sw-internationalOrganizations" */ '../../content/sw/internationalOrganizations');

export default function InternationalOrganizations() {
  const { internationalOrganizations } = useLocalized(internationalOrganizationsEn, internationalOrganizationsSw);
  return <ContentPage content={internationalOrganizations} />;
}
