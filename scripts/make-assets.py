#!/usr/bin/env python3
"""Generates the demo's images in Assets/: abstract landscapes and patterns drawn from formulas.

Only the standard library (zlib, struct): the PNG writer below emits 8-bit RGB, one filter byte per row.
Run from the repository root: python3 scripts/make-assets.py
"""
import math
import struct
import zlib
from pathlib import Path

W, H = 320, 220
OUT = Path(__file__).resolve().parent.parent / "Assets"


def write_png(path, width, height, pixel):
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            r, g, b = pixel(x, y)
            rows += bytes((max(0, min(255, int(r))), max(0, min(255, int(g))), max(0, min(255, int(b)))))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def hills(sky_top, sky_bottom, layers, sun=None):
    """A sky gradient with a sun and rolling ridges, each ridge a sum of sines."""
    def pixel(x, y):
        colour = mix(sky_top, sky_bottom, y / H)
        if sun:
            cx, cy, radius, glow = sun
            d = math.hypot(x - cx, y - cy)
            colour = mix(colour, glow, max(0.0, 1 - (d - radius) / 40) * 0.5)
            if d < radius:
                colour = mix(glow, (255, 250, 235), 1 - d / radius)
        for i, (base, amp, freq, phase, tint) in enumerate(layers):
            ridge = H * base + amp * math.sin(x * freq + phase) + amp * 0.4 * math.sin(x * freq * 2.7 + phase * 1.3)
            if y > ridge:
                colour = mix(tint, tuple(c * 0.7 for c in tint), (y - ridge) / (H - ridge + 1))
        return colour
    return pixel


def aurora(x, y):
    base = mix((8, 20, 48), (20, 60, 90), y / H)
    band = math.exp(-((y - 70 - 25 * math.sin(x / 45.0)) / 22.0) ** 2)
    band2 = math.exp(-((y - 110 - 18 * math.sin(x / 30.0 + 1.5)) / 14.0) ** 2)
    colour = mix(base, (80, 240, 170), band * 0.9)
    colour = mix(colour, (170, 110, 240), band2 * 0.6)
    if y > 180 + 6 * math.sin(x / 20.0):
        colour = (10, 18, 30)
    return colour


def orbit(x, y):
    cx, cy = W * 0.62, H * 0.45
    d = math.hypot(x - cx, y - cy)
    colour = mix((255, 214, 170), (240, 120, 130), y / H)
    ring = (math.sin(d / 7.0) + 1) / 2
    colour = mix(colour, (255, 245, 230), ring * 0.35 * max(0.0, 1 - d / 200))
    if d < 38:
        colour = mix((255, 250, 240), (250, 170, 120), d / 38)
    return colour


def tiles(x, y):
    cell = 40
    i, j = int(x // cell), int(y // cell)
    u, v = (x % cell) / cell, (y % cell) / cell
    palette = [(38, 70, 83), (42, 157, 143), (233, 196, 106), (244, 162, 97), (231, 111, 81)]
    a = palette[(i * 3 + j * 7) % len(palette)]
    b = palette[(i * 5 + j * 2 + 1) % len(palette)]
    quarter = (i + j) % 2
    inside = (u * u + v * v < 1.0) if quarter == 0 else ((1 - u) ** 2 + (1 - v) ** 2 < 1.0)
    return a if inside else b


def waves(x, y):
    colour = mix((200, 235, 255), (40, 110, 190), y / H)
    for k in range(6):
        crest = 60 + k * 26 + 8 * math.sin(x / (18.0 + k * 4) + k)
        if y > crest:
            colour = mix((90 - k * 8, 170 - k * 15, 220 - k * 10), (20, 60, 130), (y - crest) / 160)
    return colour


def petals(x, y):
    cx, cy = W / 2, H / 2
    dx, dy = x - cx, y - cy
    r, a = math.hypot(dx, dy), math.atan2(dy, dx)
    petal = 70 * abs(math.cos(a * 3)) + 20
    colour = mix((252, 240, 245), (236, 200, 220), y / H)
    if r < petal:
        colour = mix((230, 80, 130), (250, 170, 200), r / petal)
    if r < 16:
        colour = (250, 210, 90)
    return colour


def antialiased(pixel, n=4):
    """Averages n × n samples spread over each pixel, so that hard edges (tile arcs, petals, ridges)
    come out smooth instead of stair-stepped."""
    offsets = [(k + 0.5) / n for k in range(n)]

    def smooth(x, y):
        total = [0.0, 0.0, 0.0]
        for dy in offsets:
            for dx in offsets:
                colour = pixel(x + dx, y + dy)
                for c in range(3):
                    total[c] += colour[c]
        return tuple(t / (n * n) for t in total)
    return smooth


def background(x, y):
    """The gallery's backdrop: a soft diagonal gradient, scaled to fill the window."""
    t = (x / 96 * 0.35 + y / 256 * 0.65)
    return mix((236, 241, 250), (214, 222, 240), t)


def main():
    OUT.mkdir(exist_ok=True)
    art = {
        "dunes": hills((250, 204, 150), (250, 232, 200),
                       [(0.62, 10, 0.02, 0.5, (222, 150, 90)), (0.75, 12, 0.015, 2.0, (196, 116, 70)),
                        (0.88, 8, 0.03, 4.0, (160, 86, 52))], sun=(230, 70, 26, (255, 236, 180))),
        "meadow": hills((150, 205, 245), (220, 240, 250),
                        [(0.58, 14, 0.018, 1.0, (120, 180, 110)), (0.72, 10, 0.025, 3.0, (84, 150, 80)),
                         (0.86, 8, 0.04, 5.0, (56, 118, 60))], sun=(70, 60, 22, (255, 250, 210))),
        "dusk": hills((44, 40, 96), (236, 120, 110),
                      [(0.55, 24, 0.012, 0.2, (70, 52, 110)), (0.7, 16, 0.02, 1.7, (48, 36, 84)),
                       (0.85, 10, 0.035, 2.9, (28, 22, 56))], sun=(160, 120, 30, (255, 190, 130))),
        "aurora": aurora,
        "orbit": orbit,
        "tiles": tiles,
        "waves": waves,
        "petals": petals,
    }
    for name, pixel in art.items():
        write_png(OUT / f"{name}.png", W, H, antialiased(pixel))
    write_png(OUT / "background.png", 96, 256, background)


if __name__ == "__main__":
    main()
