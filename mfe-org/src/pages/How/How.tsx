import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as howEn from '../../content/how';

const howSw = () => import(/* webpackChunkName: "content-sw-how" */ '../../content/sw/how');

export default function How() {
  const { how } = useLocalized(howEn, howSw);
  return <ContentPage content={how} />;
}
