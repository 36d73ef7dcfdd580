import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as volunteerEn from '../../content/volunteer';

const volunteerSw = () => import(/* webpackChunkName: "content-sw-volunteer" */ '../../content/sw/volunteer');

export default function Volunteer() {
  const { volunteer } = useLocalized(volunteerEn, volunteerSw);
  return <ContentPage content={volunteer} />;
}
