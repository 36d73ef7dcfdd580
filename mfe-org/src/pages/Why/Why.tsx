import { ContentPage } from '../../components/ContentPage';
import { why } from '../../content/why';

export default function Why() {
  return <ContentPage content={why} />;
}
