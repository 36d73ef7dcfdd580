import { ContentPage } from '../../components/ContentPage';
import { rights } from '../../content/rights';

export default function Rights() {
  return <ContentPage content={rights} />;
}
