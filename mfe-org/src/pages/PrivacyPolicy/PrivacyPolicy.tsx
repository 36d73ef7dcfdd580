import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as privacyPolicyEn from '../../content/privacyPolicy';

const privacyPolicySw = () => import(/* webpackChunkName: "content-sw-privacyPolicy" */ '../../content/sw/privacyPolicy');

export default function PrivacyPolicy() {
  const { privacyPolicy } = useLocalized(privacyPolicyEn, privacyPolicySw);
  return <ContentPage content={privacyPolicy} />;
}
