import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as whyEn from '../../content/why';

const whySw = () => import(/* webpackChunkName: "content-sw-why" */ '../../content/sw/why');

export default function Why() {
  const { why } = useLocalized(whyEn, whySw);
  return <ContentPage content={why} />;
}
