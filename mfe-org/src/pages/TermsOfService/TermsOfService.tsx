import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as termsOfServiceEn from '../../content/termsOfService';

const termsOfServiceSw = () => import(/* webpackChunkName: "content-sw-termsOfService" */ '../../content/sw/termsOfService');

export default function TermsOfService() {
  const { termsOfService } = useLocalized(termsOfServiceEn, termsOfServiceSw);
  return <ContentPage content={termsOfService} />;
}
