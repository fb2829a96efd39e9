"""Draws client-vscode/images/icon.png (the extension's icon, 256x256): three code lines on a dark tile, the middle one underlined
by an error squiggle. Drawn at 4x and scaled down for smooth edges."""

# Run it with Pillow installed: python scripts/draw-icon.py
from pathlib import Path

from PIL import Image, ImageDraw

S = 4
N = 256 * S
img = Image.new("RGBA", (N, N), (0, 0, 0, 0))
d = ImageDraw.Draw(img)
d.rounded_rectangle([0, 0, N - 1, N - 1], radius=52 * S, fill=(24, 32, 52, 255))


def bar(x0, y, x1, colour, h=20):
    d.rounded_rectangle([x0 * S, (y - h / 2) * S, x1 * S, (y + h / 2) * S], radius=h / 2 * S, fill=colour)


grey = (148, 163, 184, 255)
bar(44, 66, 150, grey)
bar(44, 118, 96, (255, 210, 30, 255))  # the call's name, yellow
bar(108, 118, 212, (226, 232, 240, 255))  # its arguments
bar(44, 206, 176, grey)

# The squiggle under the middle line: a zigzag from x=44 to x=212.
points = []
x, up = 44, True
while x <= 212:
    points.append((x * S, (150 if up else 164) * S))
    x += 12
    up = not up
d.line(points, fill=(239, 68, 68, 255), width=9 * S, joint="curve")
for px, py in (points[0], points[-1]):
    r = 4.5 * S
    d.ellipse([px - r, py - r, px + r, py + r], fill=(239, 68, 68, 255))

img = img.resize((256, 256), Image.LANCZOS)
img.save(Path(__file__).resolve().parents[1] / "images" / "icon.png", optimize=True)
