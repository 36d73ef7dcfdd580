import { ContentPage } from '../../components/ContentPage';
import { volunteer } from '../../content/volunteer';

export default function Volunteer() {
  return <ContentPage content={volunteer} />;
}
