import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as journalismEn from '../../content/journalism';

const journalismSw = () => import(/* webpackChunkName: "content-sw-journalism" */ '../../content/sw/journalism');

export default function Journalism() {
  const { journalism } = useLocalized(journalismEn, journalismSw);
  return <ContentPage content={journalism} />;
}
