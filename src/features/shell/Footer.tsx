// The footer: Privacy Policy | KYC | Terms and Conditions | Rules and Regulations | Responsible Gambling.
import { styled } from '@linaria/react';
import { Fragment, useState } from 'react';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';

// The rules text loads when a link is first pressed.
const RulesModal = lazyWhenOpen(() => import('./RulesModal').then((m) => m.RulesModal));

const FOOTER_LINKS = [
  'Privacy Policy',
  'KYC',
  'Terms and Conditions',
  'Rules and Regulations',
  'Responsible Gambling',
] as const;

export function Footer({ title }: { title: string }): React.JSX.Element {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Foot>
      <nav aria-label="Legal">
        {FOOTER_LINKS.map((label, i) => (
          <Fragment key={label}>
            {i > 0 && <span aria-hidden="true">|</span>}
            <button type="button" onClick={() => setOpen(label)}>
              {label}
            </button>
          </Fragment>
        ))}
      </nav>
      <p>
        <span className="age">18+</span> {title} — play responsibly.
      </p>
      <RulesModal open={open !== null} title={open ?? ''} onClose={() => setOpen(null)} />
    </Foot>
  );
}

const Foot = styled.footer`
  margin-top: 18px;
  padding: 14px 12px 18px;
  border-top: 1px solid var(--border);
  text-align: center;
  color: var(--text-muted);
  font-size: 12px;

  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 4px 8px;
  }
  button {
    padding: 2px 0;
    border: 0;
    background: transparent;
    color: var(--text);
    font-weight: 600;
    font-size: 12px;
  }
  button:hover {
    /* The theme's link colour: the brand's primary is dark blue on a dark theme's footer (axe read 1.79:1). */
    color: var(--link);
    text-decoration: underline;
  }
  p {
    margin: 10px 0 0;
  }
  .age {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border: 2px solid var(--negative);
    border-radius: 50%;
    color: var(--negative);
    font-weight: 800;
    font-size: 9.5px;
  }
`;
