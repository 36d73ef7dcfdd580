import { ContentPage } from '../../components/ContentPage';
import { knowledge } from '../../content/knowledge';

export default function Knowledge() {
  return <ContentPage content={knowledge} />;
}
