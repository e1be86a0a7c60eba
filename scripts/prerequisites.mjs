import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-noto-cjk', 'optipng'];

function hasCjkFonts() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).includes('Noto Sans CJK');
  } catch {
    return false;
  }
}

/**
 * Browser tests need Debian's Chromium and the Noto CJK fonts (without them Chinese renders as
 * boxes and every baseline differs); visual baselines are stored through optipng (lossless). Installs them
 * when missing, or says exactly what to run.
 */
export function ensurePrerequisites() {
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!hasCjkFonts()) missing.push('fonts-noto-cjk');
  if (spawnSync('optipng', ['-v'], { stdio: 'ignore' }).status !== 0) missing.push('optipng');
  if (missing.length === 0) return;

  const install = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;
  const asRoot = process.getuid?.() === 0;
  const canSudo = !asRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!asRoot && !canSudo) {
    console.error(`Missing ${missing.join(' and ')}. Install them first:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} from Debian …`);
  const { status } = spawnSync(asRoot ? 'sh' : 'sudo', asRoot ? ['-c', install] : ['sh', '-c', install], { stdio: 'inherit' });
  if (status !== 0 || !existsSync(chromium) || !hasCjkFonts() || spawnSync('optipng', ['-v'], { stdio: 'ignore' }).status !== 0) {
    console.error(`Could not install ${missing.join(' and ')}; run: ${install}`);
    process.exit(1);
  }
}
