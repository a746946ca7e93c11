#!/usr/bin/env python3
# pngcolours.py PNG #rrggbb ...: how many pixels of the screenshot have each
# colour exactly, one "colour count" line each.  A small PNG reader (8-bit
# RGB or RGBA, not interlaced), so that the test needs nothing installed.
import struct, sys, zlib

data = open(sys.argv[1], "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("not a PNG")
pos, idat = 8, b""
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b"IHDR":
        w, h, depth, ctype, _, _, inter = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    pos += 12 + n
if depth != 8 or ctype not in (2, 6) or inter:
    sys.exit("unsupported PNG")
bpp = 3 if ctype == 2 else 4
raw = zlib.decompress(idat)
stride = w * bpp
prev = bytearray(stride)
counts = {}
at = 0
for y in range(h):
    f = raw[at]
    line = bytearray(raw[at + 1:at + 1 + stride])
    at += 1 + stride
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 1:
            line[i] = (line[i] + a) & 255
        elif f == 2:
            line[i] = (line[i] + b) & 255
        elif f == 3:
            line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
            line[i] = (line[i] + pr) & 255
    for x in range(0, stride, bpp):
        key = bytes(line[x:x + 3])
        counts[key] = counts.get(key, 0) + 1
    prev = line
for hexc in sys.argv[2:]:
    key = bytes.fromhex(hexc.lstrip("#"))
    print(hexc, counts.get(key, 0))
