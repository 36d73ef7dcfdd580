import { ContentPage } from '../../components/ContentPage';
import { governmentAgencies } from '../../content/governmentAgencies';

export default function GovernmentAgencies() {
  return <ContentPage content={governmentAgencies} />;
}
