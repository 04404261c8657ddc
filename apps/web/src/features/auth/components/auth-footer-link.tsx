import { TextLink } from './text-link';

/** The line under an auth card that leads to the other screen ("No account? Sign up"). */
export function AuthFooterLink({
  prompt,
  to,
  label,
}: {
  prompt: string;
  to: string;
  label: string;
}) {
  return (
    <>
      {prompt} <TextLink to={to}>{label}</TextLink>
    </>
  );
}
