import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as partnershipsEn from '../../content/partnerships';

const partnershipsSw = () => import(/* webpackChunkName: "content-sw-partnerships" */ '../../content/sw/partnerships');

export default function Partnerships() {
  const { partnerships } = useLocalized(partnershipsEn, partnershipsSw);
  return <ContentPage content={partnerships} />;
}
