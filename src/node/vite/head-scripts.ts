import type { SiteConfig } from '../../../schema';
import { storageKeys } from '../../shared/storage-keys';
import { scriptJson } from '../../shared/text/html-entities';

const json = (value: unknown) => scriptJson(JSON.stringify(value));

/**
 * Sets data-theme before the first paint, so a dark-mode visitor never sees a light flash.
 * It mirrors state/color-mode.ts: an unknown stored value falls back to the default.
 */
export function themeScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = config.colorMode;
  return `(function(){var d=${json(defaultMode)},r=${json(respectPrefersColorScheme)},m=r?'system':d;
try{var s=${json(disableSwitch)}?null:localStorage.getItem(${json(storageKeys.theme)});if(s==='light'||s==='dark'||(r&&s==='system'))m=s;}catch(e){}
if(m==='system')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';
document.documentElement.setAttribute('data-theme',m);})();`;
}

/** Hides an announcement the visitor dismissed before React runs; a new id shows it again. */
export function announcementScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${json(storageKeys.announcementId)})===${json(id)}&&localStorage.getItem(${json(storageKeys.announcementDismissed)})==='true')document.documentElement.setAttribute('data-announcement-dismissed','');}catch(e){}})();`;
}

/**
 * When the page is not under the configured base URL, or the app's script never ran (its URL,
 * built from the base URL, did not load), the page explains the likely misconfiguration.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  return `document.addEventListener('DOMContentLoaded',function(){var b=${json(baseUrl)},p=location.pathname;
if(p.indexOf(b)===0&&window.__effectieLoaded)return;
var e=document.createElement('div');e.id='base-url-issue-banner';e.setAttribute('role','alert');
e.style.cssText='padding:1rem 1.25rem;background:#fde7e7;color:#5c0b0b;border-bottom:2px solid #b3261e;font:1rem/1.5 system-ui,sans-serif';
var h=document.createElement('p');h.textContent='This site did not load properly: its base URL does not match where it is served.';
var t=document.createElement('p');t.textContent='It is configured with baseUrl "'+b+'", but this page is at "'+p+'". Set baseUrl in site.yaml to the path the site is served under (for example "/" at a domain root, or "/effectie/" for a project page), then build it again.';
e.appendChild(h);e.appendChild(t);document.body.insertBefore(e,document.body.firstChild);});`;
}
