import { Link } from 'react-router';
import { APP_LABELS } from '@stat/contracts';
import { href, routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';
import styles from '../layout/page.module.css';

export default function NotFoundPage() {
  return (
    <SimplePage title={routeDef('notFound').title} lead="The page you were looking for does not exist or has moved.">
      <Link className={styles.link} to={href('home')}>
        {APP_LABELS.backHome}
      </Link>
    </SimplePage>
  );
}
