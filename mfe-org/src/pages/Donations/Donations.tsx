import { ContentPage } from '../../components/ContentPage';
import { donations } from '../../content/donations';

export default function Donations() {
  return <ContentPage content={donations} />;
}
