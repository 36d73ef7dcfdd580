import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as rightsEn from '../../content/rights';

const rightsSw = () => import(/* webpackChunkName: "content-sw-rights" */ '../../content/sw/rights');

export default function Rights() {
  const { rights } = useLocalized(rightsEn, rightsSw);
  return <ContentPage content={rights} />;
}
