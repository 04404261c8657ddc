import { PublicMenuView } from '../../public-menu';
import { DEMO_PRESET_IDS, demoMenu } from '../lib/demo-menus';
import type { LandingPageProps } from '../types';

/**
 * The demo: the real public menu components, once per preset theme inside a phone frame. Radio
 * buttons pick the one that shows, through CSS alone (landing.css), so switching needs no script.
 */
export function DemoMenu({
  texts,
  menuTexts,
  shareTexts,
  presetNames,
  appUrl,
  supportEmail,
  language,
}: LandingPageProps) {
  return (
    <section aria-labelledby="demo-title" className="demo mx-auto w-full max-w-sm">
      <h2 id="demo-title" className="text-center text-base font-semibold text-slate-900">
        {texts.demo.title}
      </h2>
      <p className="mt-1 text-center text-sm text-slate-600">{texts.demo.intro}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{texts.demo.themeLegend}</legend>
        <div className="flex justify-center gap-2">
          {DEMO_PRESET_IDS.map((presetId, index) => (
            <label key={presetId} className="cursor-pointer">
              <input
                type="radio"
                name="demo-theme"
                value={presetId}
                defaultChecked={index === 0}
                className="peer sr-only"
              />
              <span className="block rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 peer-checked:bg-slate-900 peer-checked:text-white peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:ring-slate-400">
                {presetNames[presetId]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 rounded-[2.75rem] bg-slate-900 p-2.5 shadow-2xl shadow-brand-900/25 ring-1 ring-slate-900/10">
        <div className="h-[34rem] overflow-hidden rounded-[2.2rem] bg-white">
          {DEMO_PRESET_IDS.map((presetId) => (
            <div key={presetId} className="demo-panel" data-preset={presetId}>
              <PublicMenuView
                menu={demoMenu(presetId, texts.demo)}
                texts={menuTexts}
                shareTexts={shareTexts}
                shareUrl={appUrl}
                homeUrl={appUrl}
                supportEmail={supportEmail}
                language={language}
                preview
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
