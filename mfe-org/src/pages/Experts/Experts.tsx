import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as expertsEn from '../../content/experts';

const expertsSw = () => import(/* webpackChunkName: "content-sw-experts" */ '../../content/sw/experts');

export default function Experts() {
  const { experts } = useLocalized(expertsEn, expertsSw);
  return <ContentPage content={experts} />;
}
