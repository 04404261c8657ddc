import type { Language } from '@carta/shared';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailBody {
  language: Language;
  heading: string;
  intro: string;
  action: { label: string; url: string };
  /** A second, plainer link below the button. */
  secondaryAction?: { label: string; url: string };
  outro: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One layout for every transactional mail: plain text plus a simple, inline-styled HTML part. */
export function renderMail(subject: string, body: MailBody): MailContent {
  const { language, heading, intro, action, secondaryAction, outro } = body;
  const text = [
    heading,
    '',
    intro,
    '',
    `${action.label}:`,
    action.url,
    '',
    ...(secondaryAction ? [`${secondaryAction.label}:`, secondaryAction.url, ''] : []),
    outro,
    '',
    '— Carta',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p style="font-size:15px;line-height:1.5;margin:0 0 24px">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#3b82f6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(action.label)}</a></p>
${secondaryAction ? `<p style="font-size:15px;margin:0 0 24px"><a href="${escapeHtml(secondaryAction.url)}" style="color:#2563eb">${escapeHtml(secondaryAction.label)}</a></p>\n` : ''}<p style="font-size:13px;line-height:1.5;color:#6b7280;margin:0 0 8px">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#6b7280;margin:0;word-break:break-all">${escapeHtml(action.url)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
