import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as donationsEn from '../../content/donations';

const donationsSw = () => import(/* webpackChunkName: "content-sw-donations" */ '../../content/sw/donations');

export default function Donations() {
  const { donations } = useLocalized(donationsEn, donationsSw);
  return <ContentPage content={donations} />;
}
