import { ContentPage } from '../../components/ContentPage';
import { dataAccess } from '../../content/dataAccess';

export default function DataAccess() {
  return <ContentPage content={dataAccess} />;
}
