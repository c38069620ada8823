// Writes the notification sounds (spec §2 "Shell": sounds come from the settings, keys `score`
// and `odds`): short mono 16-bit PCM WAV files synthesised here, so they carry no licence.
// Run: node public/sounds/generate-sounds.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;

/** Notes as [frequency Hz, start s, length s]; each decays exponentially, with a soft attack. */
function render(notes, seconds, volume = 0.5) {
  const samples = new Float64Array(Math.round(seconds * RATE));
  for (const [freq, start, length] of notes) {
    const from = Math.round(start * RATE);
    const count = Math.round(length * RATE);
    for (let i = 0; i < count && from + i < samples.length; i++) {
      const t = i / RATE;
      const attack = Math.min(1, t / 0.005);
      const decay = Math.exp((-5 * t) / length);
      // A little of the octave makes it a bell rather than a beep.
      const tone = Math.sin(2 * Math.PI * freq * t) + 0.3 * Math.sin(4 * Math.PI * freq * t);
      samples[from + i] += (volume * attack * decay * tone) / 1.3;
    }
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), i * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const here = path.dirname(fileURLToPath(import.meta.url));
// A goal: two rising notes (E6, A6).
writeFileSync(
  path.join(here, 'score.wav'),
  wav(
    render(
      [
        [1318.5, 0, 0.22],
        [1760, 0.12, 0.3],
      ],
      0.45,
    ),
  ),
);
// A price move: one short soft tick (A5).
writeFileSync(path.join(here, 'odds.wav'), wav(render([[880, 0, 0.12]], 0.14, 0.35)));
console.log('wrote score.wav and odds.wav');
