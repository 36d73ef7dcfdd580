import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as governmentAgenciesEn from '../../content/governmentAgencies';

const governmentAgenciesSw = () => import(/* webpackChunkName: "content-sw-governmentAgencies" */ '../../content/sw/governmentAgencies');

export default function GovernmentAgencies() {
  const { governmentAgencies } = useLocalized(governmentAgenciesEn, governmentAgenciesSw);
  return <ContentPage content={governmentAgencies} />;
}
