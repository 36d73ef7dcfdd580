import { ContentPage } from '../../components/ContentPage';
import { termsOfService } from '../../content/termsOfService';

export default function TermsOfService() {
  return <ContentPage content={termsOfService} />;
}
