import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as whatEn from '../../content/what';

const whatSw = () => import(/* webpackChunkName: "content-sw-what" */ '../../content/sw/what');

export default function What() {
  const { what } = useLocalized(whatEn, whatSw);
  return <ContentPage content={what} />;
}
