import { ContentPage } from '../../components/ContentPage';
import { what } from '../../content/what';

export default function What() {
  return <ContentPage content={what} />;
}
