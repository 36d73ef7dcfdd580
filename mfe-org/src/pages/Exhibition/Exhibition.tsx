import { ContentPage } from '../../components/ContentPage';
import { exhibition } from '../../content/exhibition';

export default function Exhibition() {
  return <ContentPage content={exhibition} />;
}
