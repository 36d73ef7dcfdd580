import { ContentPage } from '../../components/ContentPage';
import { journalism } from '../../content/journalism';

export default function Journalism() {
  return <ContentPage content={journalism} />;
}
