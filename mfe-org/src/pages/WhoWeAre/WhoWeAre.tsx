import { ContentPage } from '../../components/ContentPage';
import { whoWeAre } from '../../content/whoWeAre';

export default function WhoWeAre() {
  return <ContentPage content={whoWeAre} />;
}
