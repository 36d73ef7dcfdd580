import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as knowledgeEn from '../../content/knowledge';

const knowledgeSw = () => import(/* webpackChunkName: "content-sw-knowledge" */ '../../content/sw/knowledge');

export default function Knowledge() {
  const { knowledge } = useLocalized(knowledgeEn, knowledgeSw);
  return <ContentPage content={knowledge} />;
}
