import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as exhibitionEn from '../../content/exhibition';

const exhibitionSw = () => import(/* webpackChunkName: "content-sw-exhibition" */ '../../content/sw/exhibition');

export default function Exhibition() {
  const { exhibition } = useLocalized(exhibitionEn, exhibitionSw);
  return <ContentPage content={exhibition} />;
}
