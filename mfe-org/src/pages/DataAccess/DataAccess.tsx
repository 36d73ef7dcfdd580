import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as dataAccessEn from '../../content/dataAccess';

const dataAccessSw = () => import(/* webpackChunkName: "content-sw-dataAccess" */ '../../content/sw/dataAccess');

export default function DataAccess() {
  const { dataAccess } = useLocalized(dataAccessEn, dataAccessSw);
  return <ContentPage content={dataAccess} />;
}
