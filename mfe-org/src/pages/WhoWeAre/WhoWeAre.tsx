import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as whoWeAreEn from '../../content/whoWeAre';

const whoWeAreSw = () => import(/* webpackChunkName: "content-sw-whoWeAre" */ '../../content/sw/whoWeAre');

export default function WhoWeAre() {
  const { whoWeAre } = useLocalized(whoWeAreEn, whoWeAreSw);
  return <ContentPage content={whoWeAre} />;
}
