import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as coreValuesEn from '../../content/coreValues';

const coreValuesSw = () => import(/* webpackChunkName: "content-sw-coreValues" */ '../../content/sw/coreValues');

export default function CoreValues() {
  const { coreValues } = useLocalized(coreValuesEn, coreValuesSw);
  return <ContentPage content={coreValues} />;
}
