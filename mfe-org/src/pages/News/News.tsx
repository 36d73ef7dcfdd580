import { ContentPage } from '../../components/ContentPage';
import { news } from '../../content/news';

export default function News() {
  return <ContentPage content={news} />;
}
