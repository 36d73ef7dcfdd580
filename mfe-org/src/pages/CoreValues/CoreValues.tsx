import { ContentPage } from '../../components/ContentPage';
import { coreValues } from '../../content/coreValues';

export default function CoreValues() {
  return <ContentPage content={coreValues} />;
}
