import { ContentPage } from '../../components/ContentPage';
import { privacyPolicy } from '../../content/privacyPolicy';

export default function PrivacyPolicy() {
  return <ContentPage content={privacyPolicy} />;
}
