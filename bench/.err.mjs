import { chromium } from 'playwright';
import { CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const [url, suppress] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
if (suppress) await ctx.addInitScript(() => localStorage.setItem('stat:automation', JSON.stringify({ suppressPpvState: true })));
const page = await ctx.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('ERR', m.text().slice(0, 3000)));
page.on('pageerror', (e) => console.log('PAGEERR', e.message.slice(0, 3000)));
for (let i = 0; i < 5; i++) { await page.goto(url); await page.waitForSelector('html[data-app-interactive]'); await page.waitForTimeout(1500); }
await browser.close();
