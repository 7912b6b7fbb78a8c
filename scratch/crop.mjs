import sharp from "sharp";
const [, , file, out, step = "1200"] = process.argv;
const img = sharp(file);
const { width, height } = await img.metadata();
const h = Number(step);
for (let top = 0, i = 0; top < height; top += h, i++) {
  await sharp(file)
    .extract({ left: 0, top, width, height: Math.min(h, height - top) })
    .toFile(`${out}-${i}.png`);
}
console.log(file, width, height);
