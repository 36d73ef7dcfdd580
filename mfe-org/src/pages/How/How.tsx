import { ContentPage } from '../../components/ContentPage';
import { how } from '../../content/how';

export default function How() {
  return <ContentPage content={how} />;
}
