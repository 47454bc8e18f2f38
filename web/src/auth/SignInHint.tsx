import { Button } from '@esencia/ui-kit';
import { useState } from 'react';
import { LazyLoginModal } from './LazyLoginModal';
import styles from './SignInHint.module.css';

/** A guest's hint on an account's page ('Mis pedidos', 'Mis favoritos'): why to sign in, and 'Iniciar Sesión' here. */
export function SignInHint({ text, className }: { text: string; className?: string }) {
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <div className={className ? `${styles.hint} ${className}` : styles.hint}>
      <p>{text}</p>
      <LazyLoginModal
        open={loginOpen}
        onOpenChange={setLoginOpen}
        trigger={
          <Button size="sm" variant="secondary">
            Iniciar Sesión
          </Button>
        }
      />
    </div>
  );
}
