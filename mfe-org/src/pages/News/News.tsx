import { useLocalized } from '@civic/shared';
import { ContentPage } from '../../components/ContentPage';
import * as newsEn from '../../content/news';

const newsSw = () => import(/* webpackChunkName: "content-sw-news" */ '../../content/sw/news');

export default function News() {
  const { news } = useLocalized(newsEn, newsSw);
  return <ContentPage content={news} />;
}
